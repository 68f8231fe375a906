// SPDX-License-Identifier: Apache-2.0
// A register of make fpga-timing's designs, reset to 0: the pins' shift
// registers (fpga_io_shell.sv) and the yardstick's counters and selects
// (counter_array.sv), so that the reset and the copy at the clock edge are
// written once, as rtl/core/core_flop.sv does for the core.
module fpga_flop #(
  parameter int WIDTH = 1
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic [WIDTH-1:0] d_i,
  output logic [WIDTH-1:0] q_o
);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      q_o <= '0;
    end else begin
      q_o <= d_i;
    end
  end

endmodule
