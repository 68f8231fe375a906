// SPDX-License-Identifier: Apache-2.0
// Core-local interruptor (SiFive CLINT layout, as on QEMU virt): hart h's
// msip is the 32-bit word at +0x0 + 4h (bit 0 only), its mtimecmp the
// 64-bit word at +0x4000 + 8h; the one mtime is at +0xBFF8. mtime advances
// once per clock cycle, including while harts are halted in WFI.
module soc_clint #(
  parameter int NUM_HARTS = 1
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 req_i,
  input  logic                 we_i,
  input  logic [15:0]          addr_i,    // offset, 8-byte aligned word
  input  logic [7:0]           be_i,
  input  logic [63:0]          wdata_i,
  output logic [63:0]          rdata_o,
  output logic [NUM_HARTS-1:0] irq_software_o,
  output logic [NUM_HARTS-1:0] irq_timer_o,
  output logic [63:0]          mtime_o
);

  logic [NUM_HARTS-1:0]       msip_q, msip_d;
  logic [NUM_HARTS-1:0][63:0] mtimecmp_q, mtimecmp_d;
  logic [63:0]                mtime_q, mtime_d;

  function automatic logic [63:0] merge(input logic [63:0] old, input logic [63:0] w,
                                        input logic [7:0] be);
    for (int b = 0; b < 8; b++) merge[8*b +: 8] = be[b] ? w[8*b +: 8] : old[8*b +: 8];
  endfunction

  // Two msip words share a 64-bit word: hart 2k in its low half, 2k+1 in
  // its high half.
  logic [12:0] word;
  logic        sel_mtime;
  assign word      = addr_i[15:3];
  assign sel_mtime = word == 13'(16'hBFF8 >> 3);

  always_comb begin
    msip_d     = msip_q;
    mtimecmp_d = mtimecmp_q;
    mtime_d    = mtime_q + 64'd1;
    rdata_o    = '0;
    for (int h = 0; h < NUM_HARTS; h++) begin
      if (word == 13'(h / 2)) begin
        if (req_i && we_i && be_i[4 * (h % 2)]) msip_d[h] = wdata_i[32 * (h % 2)];
        rdata_o[32 * (h % 2)] = msip_q[h];
      end
      if (word == 13'(32'h4000 >> 3) + 13'(h)) begin
        if (req_i && we_i) mtimecmp_d[h] = merge(mtimecmp_q[h], wdata_i, be_i);
        rdata_o = mtimecmp_q[h];
      end
    end
    if (sel_mtime) begin
      if (req_i && we_i) mtime_d = merge(mtime_q, wdata_i, be_i);
      rdata_o = mtime_q;
    end
  end

  // No timer interrupt until software programs a compare value. The
  // registers stay apart here, not in one record: Icarus cannot write a
  // record member's element at a variable index.
  // The registers as one plain vector, each a slice of it: a simulator
  // then keeps them under one name (soc-sim writes a checkpoint's state
  // into it, tb/soc/soc_restore.cpp).
  logic [NUM_HARTS + 64 * (NUM_HARTS + 1) - 1:0] state_q;
  assign {msip_q, mtime_q, mtimecmp_q} = state_q;
  core_flop #(
    .Width     (NUM_HARTS + 64 * (NUM_HARTS + 1)),
    .ResetValue({{NUM_HARTS + 64{1'b0}}, {NUM_HARTS{64'hFFFF_FFFF_FFFF_FFFF}}})
  ) u_state (
    .clk_i, .rst_ni, .en_i(1'b1),
    .d_i({msip_d, mtime_d, mtimecmp_d}),
    .q_o(state_q)
  );

  always_comb begin
    for (int h = 0; h < NUM_HARTS; h++) irq_timer_o[h] = mtime_q >= mtimecmp_q[h];
  end
  assign irq_software_o = msip_q;
  assign mtime_o        = mtime_q;

  logic unused_addr;
  assign unused_addr = ^addr_i[2:0];

endmodule
