// SPDX-License-Identifier: Apache-2.0
// The pins of a design measured on an FPGA (make fpga-timing,
// tools/fpga-timing): every input of the design comes from a flip-flop of a
// shift register filled through one pin, and every output goes into a
// flip-flop of a register that either captures the outputs or shifts them
// out through one pin. The design's own paths, from its input flops
// through its logic to its output flops, are then what the timing analysis
// measures, as they would be inside a core that registers what it drives
// and what it reads, and a design with hundreds of ports needs four pins.
// The reset goes straight to the design.
module fpga_io_shell #(
  parameter int IN_W  = 1,
  parameter int OUT_W = 1
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             in_i,    // serial input
  input  logic             load_i,  // capture the outputs, else shift them
  output logic             out_o,   // serial output
  output logic [IN_W-1:0]  din_o,   // the design's inputs
  input  logic [OUT_W-1:0] dout_i   // the design's outputs
);

  logic [IN_W-1:0]  in_d, in_q;
  logic [OUT_W-1:0] out_d, out_q;

  assign in_d  = IN_W'({in_q, in_i});
  assign out_d = load_i ? dout_i : OUT_W'({out_q, 1'b0});

  core_flop #(.Width(IN_W))  u_in  (.clk_i, .rst_ni, .en_i(1'b1), .d_i(in_d),  .q_o(in_q));
  core_flop #(.Width(OUT_W)) u_out (.clk_i, .rst_ni, .en_i(1'b1), .d_i(out_d), .q_o(out_q));

  assign din_o = in_q;
  assign out_o = out_q[OUT_W-1];

endmodule
