// SPDX-License-Identifier: Apache-2.0
// Integer register file: two read ports, one write port, x0 reads 0. A read
// of the register written in the same cycle returns the new value, so the
// writeback stage needs no separate bypass into decode.
module core_regfile #(
  parameter int XLEN = 64
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  input  logic [4:0]      raddr_a_i,
  input  logic [4:0]      raddr_b_i,
  output logic [XLEN-1:0] rdata_a_o,
  output logic [XLEN-1:0] rdata_b_o,
  input  logic            we_i,
  input  logic [4:0]      waddr_i,
  input  logic [XLEN-1:0] wdata_i
);

  logic [XLEN-1:0] regs_q [32];

  // Written in place, like a RAM, rather than through a 32-entry next-state
  // copy every cycle.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int i = 0; i < 32; i++) regs_q[i] <= '0;
    end else if (we_i && waddr_i != 5'd0) begin
      regs_q[waddr_i] <= wdata_i;
    end
  end

  function automatic logic [XLEN-1:0] read(input logic [4:0] a);
    if (a == 5'd0)                      read = '0;
    else if (we_i && waddr_i == a)      read = wdata_i;
    else                                read = regs_q[a];
  endfunction

  assign rdata_a_o = read(raddr_a_i);
  assign rdata_b_o = read(raddr_b_i);

endmodule
