// SPDX-License-Identifier: Apache-2.0
// The yardstick counter_array inside the registered pins of fpga_io_shell,
// as hpm_fpga_top holds the HPM block (make fpga-timing).
module counter_array_fpga_top #(
  parameter int XLEN       = 64,
  parameter int NUM_HPM    = 29,
  parameter int HPM_WIDTH  = 64,
  parameter int NUM_EVENTS = 32,
  parameter int EVENT_W    = 1,
  parameter int RET_W      = 1
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic in_i,
  input  logic load_i,
  output logic out_o
);

  localparam int BusW = NUM_EVENTS * EVENT_W;
  localparam int InW  = 1 + 1 + 12 + XLEN + 1 + RET_W + BusW;

  logic [InW-1:0]   din;
  logic             csr_valid, csr_write, cycle;
  logic [11:0]      csr_addr;
  logic [XLEN-1:0]  csr_wdata, csr_rdata;
  logic [RET_W-1:0] instret;
  logic [BusW-1:0]  events;

  assign {csr_valid, csr_addr, csr_write, csr_wdata, cycle, instret, events} = din;

  fpga_io_shell #(
    .IN_W  (InW),
    .OUT_W (XLEN)
  ) u_shell (
    .clk_i,
    .rst_ni,
    .in_i,
    .load_i,
    .out_o,
    .din_o  (din),
    .dout_i (csr_rdata)
  );

  counter_array #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (RET_W)
  ) u_array (
    .clk_i,
    .rst_ni,
    .csr_valid_i (csr_valid),
    .csr_write_i (csr_write),
    .csr_addr_i  (csr_addr),
    .csr_wdata_i (csr_wdata),
    .csr_rdata_o (csr_rdata),
    .cycle_i     (cycle),
    .instret_i   (instret),
    .events_i    (events)
  );

endmodule
