// SPDX-License-Identifier: Apache-2.0
// The port list of the yardstick (yardstick.sv) and of its harness top
// (yardstick_tb_top.sv), which has the same ports and registers each input:
// `include it between the parentheses of either module's port list.
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic [1:0]  priv_i,      // 0 U, 1 S, 3 M
  input  logic        wr_i,
  input  logic        wr_cfg_i,    // write the counter's configuration, else its value
  input  logic [4:0]  wr_idx_i,
  input  logic [63:0] wdata_i,
  input  logic [31:0] events_i,
  input  logic [4:0]  rd_idx_i,
  output logic [63:0] rdata_o,
  output logic        irq_o
