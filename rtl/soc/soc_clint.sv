// SPDX-License-Identifier: Apache-2.0
// Core-local interruptor (SiFive CLINT layout, as on QEMU virt): msip at
// +0x0, mtimecmp at +0x4000, mtime at +0xBFF8. mtime advances once per
// clock cycle, including while the hart is halted in WFI.
module soc_clint (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        req_i,
  input  logic        we_i,
  input  logic [15:0] addr_i,    // offset, 8-byte aligned word
  input  logic [7:0]  be_i,
  input  logic [63:0] wdata_i,
  output logic [63:0] rdata_o,
  output logic        irq_software_o,
  output logic        irq_timer_o,
  output logic [63:0] mtime_o
);

  logic        msip_q, msip_d;
  logic [63:0] mtimecmp_q, mtimecmp_d, mtime_q, mtime_d;

  function automatic logic [63:0] merge(input logic [63:0] old, input logic [63:0] w,
                                        input logic [7:0] be);
    for (int b = 0; b < 8; b++) merge[8*b +: 8] = be[b] ? w[8*b +: 8] : old[8*b +: 8];
  endfunction

  logic sel_msip, sel_mtimecmp, sel_mtime;
  assign sel_msip     = addr_i[15:3] == 13'(16'h0000 >> 3);
  assign sel_mtimecmp = addr_i[15:3] == 13'(16'h4000 >> 3);
  assign sel_mtime    = addr_i[15:3] == 13'(16'hBFF8 >> 3);

  always_comb begin
    msip_d     = msip_q;
    mtimecmp_d = mtimecmp_q;
    mtime_d    = mtime_q + 64'd1;
    if (req_i && we_i) begin
      if (sel_msip && be_i[0])  msip_d     = wdata_i[0];
      if (sel_mtimecmp)         mtimecmp_d = merge(mtimecmp_q, wdata_i, be_i);
      if (sel_mtime)            mtime_d    = merge(mtime_q, wdata_i, be_i);
    end
  end

  always_comb begin
    rdata_o = '0;
    if (sel_msip)     rdata_o = {63'b0, msip_q};
    if (sel_mtimecmp) rdata_o = mtimecmp_q;
    if (sel_mtime)    rdata_o = mtime_q;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      msip_q     <= 1'b0;
      // No timer interrupt until software programs a compare value.
      mtimecmp_q <= '1;
      mtime_q    <= '0;
    end else begin
      msip_q     <= msip_d;
      mtimecmp_q <= mtimecmp_d;
      mtime_q    <= mtime_d;
    end
  end

  assign irq_software_o = msip_q;
  assign irq_timer_o    = mtime_q >= mtimecmp_q;
  assign mtime_o        = mtime_q;

  logic unused_addr;
  assign unused_addr = ^addr_i[2:0];

endmodule
