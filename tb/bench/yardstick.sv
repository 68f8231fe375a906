// SPDX-License-Identifier: Apache-2.0
//
// The speed yardstick of `make bench`: a bare array of 29 counters of 64
// bits, each with four 32:1 event selects, a three-operation combine, a
// mode inhibit and an overflow flag, written plainly with no attention to
// simulation speed. The HPM block does all of this and more; the speed of
// this array on a machine is what the block's own speed is measured
// against, so figures from different machines compare.
module yardstick #(
  parameter int N = 29
) (
`include "yardstick_ports.svh"
);

  // Configuration: four 5-bit selects (19:0), three 2-bit ops (25:20: OR,
  // AND, XOR, ADD), inhibit bits for U, S and M (28:26).
  logic [63:0] cnt_q [N];
  logic [63:0] cnt_d [N];
  logic [28:0] cfg_q [N];
  logic [28:0] cfg_d [N];
  logic        of_q  [N];
  logic        of_d  [N];

  function automatic logic [2:0] combine(input logic [2:0] a, input logic [2:0] b,
                                         input logic [1:0] op);
    unique case (op)
      2'd0:    combine = a | b;
      2'd1:    combine = a & b;
      2'd2:    combine = a ^ b;
      default: combine = a + b;
    endcase
  endfunction

  logic [2:0] mode_bit;
  always_comb begin
    unique case (priv_i)
      2'd3:    mode_bit = 3'd2;
      2'd1:    mode_bit = 3'd1;
      default: mode_bit = 3'd0;
    endcase
  end

  for (genvar i = 0; i < N; i++) begin : gen_cnt
    logic [2:0]  e0, e1, e2, e3, r0, r1, inc;
    logic        carry;
    logic [63:0] sum;
    always_comb begin
      e0  = {2'b0, events_i[cfg_q[i][4:0]]};
      e1  = {2'b0, events_i[cfg_q[i][9:5]]};
      e2  = {2'b0, events_i[cfg_q[i][14:10]]};
      e3  = {2'b0, events_i[cfg_q[i][19:15]]};
      r0  = combine(e0, e1, cfg_q[i][21:20]);
      r1  = combine(e2, e3, cfg_q[i][23:22]);
      inc = combine(r0, r1, cfg_q[i][25:24]);
      {carry, sum} = {1'b0, cnt_q[i]} + 65'(inc);

      cnt_d[i] = cnt_q[i];
      cfg_d[i] = cfg_q[i];
      of_d[i]  = of_q[i];
      if (wr_i && wr_idx_i == 5'(i)) begin
        if (wr_cfg_i) cfg_d[i] = wdata_i[28:0];
        else          cnt_d[i] = wdata_i;
      end else if (!cfg_q[i][26 + 32'(mode_bit)]) begin
        cnt_d[i] = sum;
        of_d[i]  = of_q[i] | carry;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        cnt_q[i] <= '0;
        cfg_q[i] <= '0;
        of_q[i]  <= 1'b0;
      end else begin
        cnt_q[i] <= cnt_d[i];
        cfg_q[i] <= cfg_d[i];
        of_q[i]  <= of_d[i];
      end
    end
  end

  always_comb begin
    rdata_o = '0;
    irq_o   = 1'b0;
    for (int i = 0; i < N; i++) begin
      if (rd_idx_i == 5'(i)) rdata_o = cnt_q[i];
      irq_o = irq_o | of_q[i];
    end
  end

endmodule
