// SPDX-License-Identifier: Apache-2.0
// The state register of the core's and the SoC's modules. A module gathers
// its registers into one packed record (state_t, with state_d and state_q)
// and keeps it here, so that the reset and the copy at the clock edge are
// written once, not once a register in every module. ResetValue is the
// record's value after reset, as a packed constant.
//
// en_i says when the register takes d_i. A record that changes in most
// cycles ties it to 1; core_csr's registers, each written only by a CSR
// instruction, a trap or an xRET, pass the write's condition, which keeps
// them enable flip-flops in synthesis across the module boundary (with d_i
// alone, the hold multiplexer stays outside, in the module). With Lanes
// above 1 the register is that many equal lanes, lane l (bits
// l*Width/Lanes up) taken on en_i[l]: one vector of like registers, such
// as the PMP entries, that a simulator then keeps as one value instead of
// gathering it from separate registers in every cycle.
//
// Writable marks the bits that can change; the others keep their
// ResetValue bit whatever d_i says. A WARL register whose legal values fix
// some bits (medeleg's causes that cannot be delegated, pmpaddr's bits
// above the physical address) says so here, and synthesis then keeps no
// flip-flop for those bits: Yosys does not flatten, so it cannot see a
// constant bit of d_i from inside this module.
//
// A module states its record's width as a sum of its fields' widths
// (StateW): Yosys 0.23 cannot take $bits of a type, and Icarus 11 gives 0
// for $bits of a record variable in a constant. Verilator's lint (-Wall)
// reports a sum that does not match the record, as a width mismatch on
// d_i and q_o.
module core_flop #(
  parameter int               Width      = 1,
  parameter logic [Width-1:0] ResetValue = '0,
  parameter int               Lanes      = 1,  // divides Width
  parameter logic [Width-1:0] Writable   = {Width{1'b1}}
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic [Lanes-1:0] en_i,
  input  logic [Width-1:0] d_i,
  output logic [Width-1:0] q_o
);

  localparam int LaneW = Width / Lanes;
  logic [Width-1:0] d;
  assign d = (d_i & Writable) | (ResetValue & ~Writable);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      q_o <= ResetValue;
    end else begin
      for (int l = 0; l < Lanes; l++) begin
        if (en_i[l]) q_o[l*LaneW +: LaneW] <= d[l*LaneW +: LaneW];
      end
    end
  end

endmodule
