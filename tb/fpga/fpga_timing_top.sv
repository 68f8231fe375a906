// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// What make fpga-timing places and routes (tools/fpga-timing): the HPM
// block, or with YARDSTICK the plain counter array of the same size
// (counter_array.sv), inside the registered pins of fpga_io_shell. Every
// input and output of the design is then a flip-flop, so the measured clock
// is the design's own.
module fpga_timing_top #(
  `HPM_PARAMS,
  parameter int YARDSTICK = 0
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic in_i,
  input  logic load_i,
  output logic out_o
);

  localparam int BusW = NUM_EVENTS * EVENT_W;

  // The inputs both designs have, in the shell's first bits.
  localparam int CommonW = 1 + 12 + 1 + XLEN + 1 + RET_W + BusW;
  // The block's own: priv, virt, time, stopcount, and with CDELEG
  // menvcfg.CDE, siselect and vsiselect; and its four flags out.
  localparam int CdelegW = (CDELEG != 0) ? 1 + 2 * XLEN : 0;
  localparam int HpmW    = (YARDSTICK != 0) ? 0 : 2 + 1 + 64 + 1 + CdelegW;
  localparam int InW     = CommonW + HpmW;
  localparam int OutW    = XLEN + ((YARDSTICK != 0) ? 0 : 4);

  logic [InW-1:0]   din;
  logic [OutW-1:0]  dout;

  logic             csr_valid, csr_write, cycle;
  logic [11:0]      csr_addr;
  logic [XLEN-1:0]  csr_wdata, csr_rdata;
  logic [RET_W-1:0] instret;
  logic [BusW-1:0]  events;

  assign {csr_valid, csr_addr, csr_write, csr_wdata, cycle, instret, events} = din[CommonW-1:0];

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

  if (YARDSTICK != 0) begin : gen_yardstick
    assign dout = csr_rdata;

    counter_array #(
      `HPM_PASS_SIZE_PARAMS
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
  end else begin : gen_hpm
    logic [1:0]  priv;
    logic        virt, stopcount, csr_hit, csr_illegal, csr_virtual, lcofi;
    logic [63:0] time_val;
    logic        cde;
    logic [XLEN-1:0] siselect, vsiselect;

    assign {priv, virt, time_val, stopcount} = din[CommonW+CdelegW +: 2+1+64+1];
    if (CDELEG != 0) begin : gen_cdeleg_in
      assign {cde, siselect, vsiselect} = din[CommonW +: CdelegW];
    end else begin : gen_no_cdeleg_in
      assign {cde, siselect, vsiselect} = '0;
    end
    assign dout = {csr_rdata, csr_hit, csr_illegal, csr_virtual, lcofi};

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
      .menvcfg_cde_i (cde),
      .siselect_i    (siselect),
      .vsiselect_i   (vsiselect),
      .lcofi_o       (lcofi)
    );
  end

endmodule
