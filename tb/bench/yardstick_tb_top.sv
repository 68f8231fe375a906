// SPDX-License-Identifier: Apache-2.0
//
// The yardstick behind the same one-evaluation-per-cycle harness as the HPM
// (tb/hpm/hpm_tb_top.sv): inputs are captured at the clock edge that starts
// the cycle they belong to, so the harness drives a cycle with a single
// evaluation of the rising edge and the two designs are timed alike.
module yardstick_tb_top (
`include "yardstick_ports.svh"
);

  logic [1:0]  priv_q;
  logic        wr_q, wr_cfg_q;
  logic [4:0]  wr_idx_q, rd_idx_q;
  logic [63:0] wdata_q;
  logic [31:0] events_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      priv_q   <= '0;
      wr_q     <= 1'b0;
      wr_cfg_q <= 1'b0;
      wr_idx_q <= '0;
      wdata_q  <= '0;
      events_q <= '0;
      rd_idx_q <= '0;
    end else begin
      priv_q   <= priv_i;
      wr_q     <= wr_i;
      wr_cfg_q <= wr_cfg_i;
      wr_idx_q <= wr_idx_i;
      wdata_q  <= wdata_i;
      events_q <= events_i;
      rd_idx_q <= rd_idx_i;
    end
  end

  yardstick u_yardstick (
    .clk_i,
    .rst_ni,
    .priv_i   (priv_q),
    .wr_i     (wr_q),
    .wr_cfg_i (wr_cfg_q),
    .wr_idx_i (wr_idx_q),
    .wdata_i  (wdata_q),
    .events_i (events_q),
    .rd_idx_i (rd_idx_q),
    .rdata_o,
    .irq_o
  );

endmodule
