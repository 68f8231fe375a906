// SPDX-License-Identifier: Apache-2.0
// The C extension's expander: a 16-bit instruction (RV32C or RV64C, no F
// or D) to the 32-bit instruction it stands for, from the tables of the
// unprivileged specification, chapter "C". Purely combinational.
//
// HINTs (c.nop with an immediate, c.addi with 0, c.li/c.lui/c.mv/c.add/
// c.slli with rd = x0, shifts by 0) expand to the base instruction they
// are, which does nothing. Reserved encodings, the F and D loads and
// stores, and RV32's shift amounts of 32 and up are illegal; so is the
// all-zero halfword. A 32-bit instruction (instr_i[1:0] = 11) is not this
// module's: illegal_o is 1 for it.
module core_rvc_expand #(
  parameter int XLEN = 64
) (
  input  logic [15:0] instr_i,
  output logic [31:0] instr_o,
  output logic        illegal_o
);

  localparam bit Rv64 = (XLEN == 64);

  // Base opcodes of the expansions.
  localparam logic [6:0] OpLoad   = 7'b0000011;
  localparam logic [6:0] OpImm    = 7'b0010011;
  localparam logic [6:0] OpImm32  = 7'b0011011;
  localparam logic [6:0] OpStore  = 7'b0100011;
  localparam logic [6:0] OpReg    = 7'b0110011;
  localparam logic [6:0] OpReg32  = 7'b0111011;
  localparam logic [6:0] OpLui    = 7'b0110111;
  localparam logic [6:0] OpBranch = 7'b1100011;
  localparam logic [6:0] OpJalr   = 7'b1100111;
  localparam logic [6:0] OpJal    = 7'b1101111;

  localparam logic [4:0] X0 = 5'd0, X1 = 5'd1, X2 = 5'd2;

  // Fields. The primed registers (3 bits) name x8..x15; rs1' is also rd'
  // of the CA/CB forms.
  logic [2:0]  funct3;
  logic [4:0]  rd, rs2, rs1_p, rd_p, rs2_p;
  logic [5:0]  ci6;    // the 6-bit CI field: shift amount, c.lui's nzimm[17:12]
  logic [6:0]  ca_op;  // the opcode of the CA-form register operations
  logic [11:0] w_off, d_off;  // the CL/CS offsets of a word and a doubleword access
  logic [11:0] imm;    // the I- or S-type immediate of this expansion

  // Expansions shared by several instructions, for this file only: an
  // S-type store, and the jump and branch of the CJ and CB formats, whose
  // offsets (bit 0 is always 0) are scattered over instr_i. Macros, not
  // functions: the expander sits on the fetch path, a simulator evaluates
  // it in every cycle, and it keeps a function's inlined arguments in
  // memory. For the same reason each immediate is formed in the case arm
  // that uses it, not for every format at once.
`define RVC_S_TYPE(imm, rs2, rs1, f3) {imm[11:5], rs2, rs1, f3, imm[4:0], OpStore}
`define RVC_CJ(rd) {instr_i[12], instr_i[8], instr_i[10:9], instr_i[6], instr_i[7], instr_i[2], \
                    instr_i[11], instr_i[5:3], {9{instr_i[12]}}, rd, OpJal}
`define RVC_CB(f3) {{4{instr_i[12]}}, instr_i[6:5], instr_i[2], X0, rs1_p, f3, instr_i[11:10], \
                    instr_i[4:3], instr_i[12], OpBranch}

  always_comb begin
    funct3    = instr_i[15:13];
    rd        = instr_i[11:7];
    rs2       = instr_i[6:2];
    rs1_p     = {2'b01, instr_i[9:7]};
    rd_p      = {2'b01, instr_i[4:2]};
    rs2_p     = {2'b01, instr_i[4:2]};
    ci6       = {instr_i[12], instr_i[6:2]};
    ca_op     = instr_i[12] ? OpReg32 : OpReg;
    w_off     = {5'b0, instr_i[5], instr_i[12:10], instr_i[6], 2'b00};  // c.lw, c.sw
    d_off     = {4'b0, instr_i[6:5], instr_i[12:10], 3'b000};           // c.ld, c.sd
    imm       = '0;
    instr_o   = '0;
    illegal_o = 1'b0;
    unique case (instr_i[1:0])
      2'b00: begin
        unique case (funct3)
          3'b000: begin  // c.addi4spn
            imm       = {2'b00, instr_i[10:7], instr_i[12:11], instr_i[5], instr_i[6], 2'b00};
            instr_o   = {imm, X2, 3'b000, rd_p, OpImm};
            illegal_o = (imm == '0);
          end
          3'b010: instr_o = {w_off, rs1_p, 3'b010, rd_p, OpLoad};       // c.lw
          3'b110: instr_o = `RVC_S_TYPE(w_off, rs2_p, rs1_p, 3'b010);  // c.sw
          3'b011: begin  // c.ld (RV64); c.flw on RV32
            instr_o   = {d_off, rs1_p, 3'b011, rd_p, OpLoad};
            illegal_o = !Rv64;
          end
          3'b111: begin  // c.sd (RV64); c.fsw on RV32
            instr_o   = `RVC_S_TYPE(d_off, rs2_p, rs1_p, 3'b011);
            illegal_o = !Rv64;
          end
          default: illegal_o = 1'b1;  // c.fld, c.fsd, reserved
        endcase
      end
      2'b01: begin
        imm = {{6{instr_i[12]}}, ci6};  // the CI immediate, sign-extended
        unique case (funct3)
          3'b000: instr_o = {imm, rd, 3'b000, rd, OpImm};  // c.addi, c.nop
          3'b001: begin
            if (Rv64) begin  // c.addiw
              instr_o   = {imm, rd, 3'b000, rd, OpImm32};
              illegal_o = (rd == X0);
            end else begin   // c.jal
              instr_o = `RVC_CJ(X1);
            end
          end
          3'b010: instr_o = {imm, X0, 3'b000, rd, OpImm};  // c.li
          3'b011: begin
            if (rd == X2) begin  // c.addi16sp
              imm       = {{3{instr_i[12]}}, instr_i[4:3], instr_i[5], instr_i[2], instr_i[6], 4'b0000};
              instr_o   = {imm, X2, 3'b000, X2, OpImm};
              illegal_o = (imm == '0);
            end else begin       // c.lui
              instr_o   = {{14{instr_i[12]}}, ci6, rd, OpLui};
              illegal_o = (ci6 == '0);
            end
          end
          3'b100: begin
            unique case (instr_i[11:10])
              2'b00: begin  // c.srli
                instr_o   = {6'b000000, ci6, rs1_p, 3'b101, rs1_p, OpImm};
                illegal_o = !Rv64 && instr_i[12];
              end
              2'b01: begin  // c.srai
                instr_o   = {6'b010000, ci6, rs1_p, 3'b101, rs1_p, OpImm};
                illegal_o = !Rv64 && instr_i[12];
              end
              2'b10: instr_o = {imm, rs1_p, 3'b111, rs1_p, OpImm};  // c.andi
              default: begin  // c.sub c.xor c.or c.and; RV64 c.subw c.addw
                unique case (instr_i[6:5])
                  2'b00:   instr_o = {7'b0100000, rs2_p, rs1_p, 3'b000, rs1_p, ca_op};  // sub(w)
                  2'b01:   instr_o = {7'b0000000, rs2_p, rs1_p, instr_i[12] ? 3'b000 : 3'b100,
                                      rs1_p, ca_op};                                    // xor, addw
                  2'b10:   instr_o = {7'b0000000, rs2_p, rs1_p, 3'b110, rs1_p, ca_op};  // or
                  default: instr_o = {7'b0000000, rs2_p, rs1_p, 3'b111, rs1_p, ca_op};  // and
                endcase
                illegal_o = instr_i[12] && (!Rv64 || instr_i[6]);
              end
            endcase
          end
          3'b101:  instr_o = `RVC_CJ(X0);          // c.j
          3'b110:  instr_o = `RVC_CB(3'b000);      // c.beqz
          default: instr_o = `RVC_CB(3'b001);      // c.bnez
        endcase
      end
      2'b10: begin
        unique case (funct3)
          3'b000: begin  // c.slli
            instr_o   = {6'b000000, ci6, rd, 3'b001, rd, OpImm};
            illegal_o = !Rv64 && instr_i[12];
          end
          3'b010: begin  // c.lwsp
            imm       = {4'b0, instr_i[3:2], instr_i[12], instr_i[6:4], 2'b00};
            instr_o   = {imm, X2, 3'b010, rd, OpLoad};
            illegal_o = (rd == X0);
          end
          3'b011: begin  // c.ldsp (RV64); c.flwsp on RV32
            imm       = {3'b0, instr_i[4:2], instr_i[12], instr_i[6:5], 3'b000};
            instr_o   = {imm, X2, 3'b011, rd, OpLoad};
            illegal_o = !Rv64 || (rd == X0);
          end
          3'b100: begin
            if (!instr_i[12]) begin
              if (rs2 == X0) begin  // c.jr
                instr_o   = {12'd0, rd, 3'b000, X0, OpJalr};
                illegal_o = (rd == X0);
              end else begin        // c.mv
                instr_o = {7'b0000000, rs2, X0, 3'b000, rd, OpReg};
              end
            end else begin
              if (rs2 == X0 && rd == X0) begin  // c.ebreak
                instr_o = 32'h0010_0073;
              end else if (rs2 == X0) begin     // c.jalr
                instr_o = {12'd0, rd, 3'b000, X1, OpJalr};
              end else begin                    // c.add
                instr_o = {7'b0000000, rs2, rd, 3'b000, rd, OpReg};
              end
            end
          end
          3'b110: begin  // c.swsp
            imm     = {4'b0, instr_i[8:7], instr_i[12:9], 2'b00};
            instr_o = `RVC_S_TYPE(imm, rs2, X2, 3'b010);
          end
          3'b111: begin  // c.sdsp (RV64); c.fswsp on RV32
            imm       = {3'b0, instr_i[9:7], instr_i[12:10], 3'b000};
            instr_o   = `RVC_S_TYPE(imm, rs2, X2, 3'b011);
            illegal_o = !Rv64;
          end
          default: illegal_o = 1'b1;  // c.fldsp, c.fsdsp
        endcase
      end
      default: illegal_o = 1'b1;  // a 32-bit instruction
    endcase
  end

endmodule

`undef RVC_S_TYPE
`undef RVC_CJ
`undef RVC_CB
