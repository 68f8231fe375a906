// mcycle or minstret with its Smcntrpmf configuration register
// (mcyclecfg / minstretcfg): 64 bits, no overflow flag (contract rules 1, 2).
module hpm_fixed_counter #(
  parameter int INC_W = 1,
  parameter int H_EXT = 0
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic [4:0]       mode_i,       // one-hot, hpm_pkg::Mode*
  input  logic             inhibit_i,    // CY or IR bit of mcountinhibit
  input  logic [INC_W-1:0] inc_i,        // cycle_i or instret_i
  input  logic [63:0]      wdata_i,      // write data in both halves on RV32
  input  logic             cnt_wr_lo_i,
  input  logic             cnt_wr_hi_i,
  input  logic             cfg_wr_lo_i,
  input  logic             cfg_wr_hi_i,
  output logic [63:0]      counter_o,
  output logic [63:0]      cfg_o
);

  logic [63:0] cnt_d, cnt_q;
  logic [4:0]  inh_d, inh_q;
  logic [63:0] cfg_merged;
  logic        counting;

  // Only the five mode-inhibit bits 62:58 of the cfg register exist; the
  // rest, bit 63 included, read 0.
  assign cfg_o      = {1'b0, inh_q, 58'b0};
  assign cfg_merged = hpm_pkg::merge_write(cfg_o, wdata_i, cfg_wr_lo_i, cfg_wr_hi_i);
  assign inh_d      = (cfg_wr_lo_i || cfg_wr_hi_i)
                    ? cfg_merged[hpm_pkg::EvtInhLsb +: 5] & hpm_pkg::inh_mask(H_EXT != 0)
                    : inh_q;

  assign counting = !inhibit_i && !hpm_pkg::mode_inhibited(inh_q, mode_i);

  always_comb begin
    if (cnt_wr_lo_i || cnt_wr_hi_i) begin
`ifdef HPM_FAULT_WRITE_KEEPS_INCREMENT
      cnt_d = hpm_pkg::merge_write(cnt_q, wdata_i, cnt_wr_lo_i, cnt_wr_hi_i)
            + (counting ? 64'(inc_i) : 64'd0);
`else
      cnt_d = hpm_pkg::merge_write(cnt_q, wdata_i, cnt_wr_lo_i, cnt_wr_hi_i);
`endif
    end else begin
      cnt_d = cnt_q + (counting ? 64'(inc_i) : 64'd0);
    end
  end

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

  // cfg_merged is 64 bits wide because it merges the architectural image; only
  // the inhibit field is kept.
  logic unused_cfg_bits;
  assign unused_cfg_bits = ^{cfg_merged[63], cfg_merged[57:0]};

endmodule
