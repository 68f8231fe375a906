// SPDX-License-Identifier: Apache-2.0
// Test finisher (QEMU sifive,test0): writing 0x5555 ends the simulation with
// exit code 0, 0x3333 | code << 16 with that code. Other values are ignored.
module soc_finisher (
  input  logic        req_i,
  input  logic        we_i,
  input  logic [31:0] wdata_i,
  output logic        finish_o,
  output logic [15:0] code_o
);

  assign finish_o = req_i && we_i && (wdata_i[15:0] == 16'h5555 || wdata_i[15:0] == 16'h3333);
  assign code_o   = (wdata_i[15:0] == 16'h5555) ? 16'd0 : wdata_i[31:16];

endmodule
