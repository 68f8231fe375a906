// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// The HPM block inside the registered pins of fpga_io_shell, for make
// fpga-timing: every input and output of the block is a flip-flop, so the
// measured clock is the block's own.
module hpm_fpga_top #(
  `HPM_PARAMS
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic in_i,
  input  logic load_i,
  output logic out_o
);

  localparam int BusW = NUM_EVENTS * EVENT_W;
  localparam int InW  = 2 + 1 + 1 + 12 + 1 + XLEN + 1 + RET_W + BusW + 64 + 1;
  localparam int OutW = XLEN + 4;

  logic [InW-1:0]   din;
  logic [OutW-1:0]  dout;

  logic [1:0]       priv;
  logic             virt, csr_valid, csr_write, cycle, stopcount;
  logic [11:0]      csr_addr;
  logic [XLEN-1:0]  csr_wdata, csr_rdata;
  logic [RET_W-1:0] instret;
  logic [BusW-1:0]  events;
  logic [63:0]      time_val;
  logic             csr_hit, csr_illegal, csr_virtual, lcofi;

  assign {priv, virt, csr_valid, csr_addr, csr_write, csr_wdata, cycle, instret, events, time_val, stopcount} = din;
  assign dout = {csr_rdata, csr_hit, csr_illegal, csr_virtual, lcofi};

  fpga_io_shell #(
    .IN_W  (InW),
    .OUT_W (OutW)
  ) u_shell (
    .clk_i,
    .rst_ni,
    .in_i,
    .load_i,
    .out_o,
    .din_o  (din),
    .dout_i (dout)
  );

  hpm #(
    `HPM_PASS_PARAMS
  ) u_hpm (
    .clk_i,
    .rst_ni,
    .priv_i        (priv),
    .virt_i        (virt),
    .csr_valid_i   (csr_valid),
    .csr_addr_i    (csr_addr),
    .csr_write_i   (csr_write),
    .csr_wdata_i   (csr_wdata),
    .csr_rdata_o   (csr_rdata),
    .csr_hit_o     (csr_hit),
    .csr_illegal_o (csr_illegal),
    .csr_virtual_o (csr_virtual),
    .cycle_i       (cycle),
    .instret_i     (instret),
    .events_i      (events),
    .time_i        (time_val),
    .stopcount_i   (stopcount),
    .lcofi_o       (lcofi)
  );

endmodule
