// SPDX-License-Identifier: Apache-2.0
// Integer ALU, including the RV64 *W forms (32-bit operation, result
// sign-extended to 64 bits).
module core_alu #(
  parameter int XLEN = 64
) (
  input  logic [3:0]      op_i,
  input  logic            word_i,
  input  logic [XLEN-1:0] a_i,
  input  logic [XLEN-1:0] b_i,
  output logic [XLEN-1:0] result_o
);

  localparam int ShW = (XLEN == 64) ? 6 : 5;

  logic [XLEN-1:0] sum, diff, res;
  logic [ShW-1:0]  shamt;
  logic [31:0]     a32, res32;

  assign sum   = a_i + b_i;
  assign diff  = a_i - b_i;
  assign shamt = word_i ? ShW'(b_i[4:0]) : b_i[ShW-1:0];
  assign a32   = a_i[31:0];

  always_comb begin
    unique case (op_i)
      core_pkg::AluAdd:   res = sum;
      core_pkg::AluSub:   res = diff;
      core_pkg::AluSll:   res = a_i << shamt;
      core_pkg::AluSlt:   res = XLEN'($signed(a_i) < $signed(b_i));
      core_pkg::AluSltu:  res = XLEN'(a_i < b_i);
      core_pkg::AluXor:   res = a_i ^ b_i;
      core_pkg::AluSrl:   res = a_i >> shamt;
      core_pkg::AluSra:   res = XLEN'($signed(a_i) >>> shamt);
      core_pkg::AluOr:    res = a_i | b_i;
      core_pkg::AluAnd:   res = a_i & b_i;
      core_pkg::AluPassB: res = b_i;
      default:            res = sum;
    endcase
  end

  // The *W shifts work on the low 32 bits of a, so the right shifts must see
  // bit 31 as the sign, not bit 63.
  always_comb begin
    unique case (op_i)
      core_pkg::AluSrl: res32 = a32 >> shamt[4:0];
      core_pkg::AluSra: res32 = 32'($signed(a32) >>> shamt[4:0]);
      default:          res32 = res[31:0];
    endcase
  end

  if (XLEN == 64) begin : gen_word
    assign result_o = word_i ? {{32{res32[31]}}, res32} : res;
  end else begin : gen_no_word
    assign result_o = res;
    logic unused_word;
    assign unused_word = ^{word_i, res32};
  end

endmodule
