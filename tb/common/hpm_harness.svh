// SPDX-License-Identifier: Apache-2.0
//
// The HPM block's interface as the test bench declares it, written once:
// the block's parameters with the defaults of rtl/hpm.sv, the same
// parameters passed on, and the block's inputs. The harnesses that wrap the
// block (tb/hpm/hpm_tb_top.sv, tb/formal/hpm_props.sv) take all three; the
// per-counter checkers of tb/formal, the cover points bound into the block
// (tb/coverage) and make fpga-timing's designs (tb/fpga) take the
// parameters. The event bus is flat, the bit layout of the block's port
// (and the port itself with HPM_FLAT_EVENT_PORT, which Yosys 0.23 needs).
// rtl/hpm.sv keeps its own declaration, since nothing in rtl/ includes
// test-bench files.
`ifndef HPM_HARNESS_SVH
`define HPM_HARNESS_SVH

// The parameters that set the block's size, alone for the FPGA yardstick
// (tb/fpga/counter_array.sv), which is built to the block's size but has
// none of its extensions.
`define HPM_SIZE_PARAMS \
  parameter int XLEN       = 64, \
  parameter int NUM_HPM    = 29, \
  parameter int HPM_WIDTH  = 64, \
  parameter int NUM_EVENTS = 32, \
  parameter int EVENT_W    = 1, \
  parameter int RET_W      = 1

// The harness's parameter list: module m #(`HPM_PARAMS) (...).
`define HPM_PARAMS \
  `HPM_SIZE_PARAMS, \
  parameter int H_EXT      = 0, \
  parameter int CDELEG     = 1, \
  parameter int EVENT_PIPE = 0

// Those parameters passed on: hpm #(`HPM_PASS_PARAMS) u_hpm (...), and the
// size alone: counter_array #(`HPM_PASS_SIZE_PARAMS) u_array (...).
`define HPM_PASS_SIZE_PARAMS \
  .XLEN       (XLEN), \
  .NUM_HPM    (NUM_HPM), \
  .HPM_WIDTH  (HPM_WIDTH), \
  .NUM_EVENTS (NUM_EVENTS), \
  .EVENT_W    (EVENT_W), \
  .RET_W      (RET_W)

`define HPM_PASS_PARAMS \
  `HPM_PASS_SIZE_PARAMS, \
  .H_EXT      (H_EXT), \
  .CDELEG     (CDELEG), \
  .EVENT_PIPE (EVENT_PIPE)

// The block's inputs, as the harness's first ports: module m #(...) (`HPM_INPUTS, ...).
`define HPM_INPUTS \
  input  logic                          clk_i, \
  input  logic                          rst_ni, \
  input  logic [1:0]                    priv_i, \
  input  logic                          virt_i, \
  input  logic                          csr_valid_i, \
  input  logic [11:0]                   csr_addr_i, \
  input  logic                          csr_write_i, \
  input  logic [XLEN-1:0]               csr_wdata_i, \
  input  logic                          cycle_i, \
  input  logic [RET_W-1:0]              instret_i, \
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i, \
  input  logic [63:0]                   time_i, \
  input  logic                          stopcount_i, \
  input  logic                          menvcfg_cde_i, \
  input  logic [XLEN-1:0]               siselect_i, \
  input  logic [XLEN-1:0]               vsiselect_i

`endif  // HPM_HARNESS_SVH
