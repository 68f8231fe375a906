// SPDX-License-Identifier: Apache-2.0
// mcycle or minstret with its Smcntrpmf configuration register
// (mcyclecfg / minstretcfg): 64 bits, no overflow flag (contract rules 1, 2).
// As for the programmable counters, a write is merged against the
// register's own value here (the RV32 half, the bits a delegated view
// hides): hpm.sv only says which register takes it.
module hpm_fixed_counter #(
  parameter int INC_W = 1,
  parameter int H_EXT = 0
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic [4:0]       mode_i,       // one-hot, hpm_pkg::Mode*
  input  logic             inhibit_i,    // CY or IR of mcountinhibit, or stopcount_i
  input  logic [INC_W-1:0] inc_i,        // cycle_i or instret_i
  input  logic             cnt_we_i,     // the counter is written (either half)
  input  logic [63:0]      wdata_i,      // the write data (with XLEN=32 in both halves)
  input  logic [hpm_pkg::TakeW-1:0] take_i,  // the fields a write stores (hpm_pkg::Take*)
  input  logic             inh_we_i,     // the cfg register's inhibit bits are written
  output logic [63:0]      counter_o,
  output logic [63:0]      cfg_o
);

  logic [63:0] cnt_d, cnt_q;
  logic [4:0]  inh_d, inh_q;
  logic        counting;
  logic [63:0] sum;

  // The sum is formed whether or not the counter counts, and the filter
  // chooses it or the old value: the mode and inhibit logic then runs beside
  // the 64-bit carry chain instead of in front of it.
  assign counting = !inhibit_i && !hpm_pkg::mode_inhibited(inh_q, mode_i);
  assign sum      = cnt_q + 64'(inc_i);

  logic [63:0] cnt_wval;
  logic [4:0]  inh_wval;
  assign cnt_wval = hpm_pkg::merge_write(cnt_q, wdata_i, take_i[hpm_pkg::TakeLo], take_i[hpm_pkg::TakeHi]);
  assign inh_wval = {take_i[hpm_pkg::TakeMinh] ? wdata_i[hpm_pkg::EvtInhLsb + 4] : inh_q[4],
                     wdata_i[hpm_pkg::EvtInhLsb +: 4]};

  assign cnt_d = cnt_we_i ? cnt_wval : (counting ? sum : cnt_q);
  // Masked where the mask is a constant, so that synthesis keeps no flop for
  // VSINH/VUINH without the hypervisor extension.
  assign inh_d = inh_we_i ? inh_wval & hpm_pkg::inh_mask(H_EXT != 0) : inh_q;

  // A counter and its cfg register have no OP fields.
  logic unused_take;
  assign unused_take = ^take_i[hpm_pkg::TakeOp0 +: 3];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cnt_q <= '0;
      inh_q <= '0;
    end else begin
      cnt_q <= cnt_d;
      inh_q <= inh_d;
    end
  end

  assign counter_o = cnt_q;
  // Only the five mode-inhibit bits 62:58 of the cfg register exist; the
  // rest, bit 63 included, read 0.
  assign cfg_o     = {1'b0, inh_q, 58'b0};

endmodule
