// SPDX-License-Identifier: Apache-2.0
// Instruction decoder: RV32IMA/RV64IMA, Zicsr, Zifencei and the privileged
// instructions. Purely combinational. Whether a CSR exists and may be
// accessed is decided at commit by core_csr (it depends on state), so a
// CSR instruction is decoded as legal here.
module core_decode #(
  parameter int XLEN = 64
) (
  input  logic [31:0]     instr_i,
  output logic            illegal_o,
  output logic [4:0]      rs1_o,
  output logic [4:0]      rs2_o,
  output logic [4:0]      rd_o,
  output logic            use_rs1_o,
  output logic            use_rs2_o,
  output logic            rd_we_o,
  output logic [XLEN-1:0] imm_o,
  output logic [3:0]      alu_op_o,
  output logic            alu_pc_a_o,     // operand a is the pc (auipc, jal, jalr link)
  output logic            alu_imm_b_o,    // operand b is the immediate
  output logic            word_op_o,      // RV64 *W: 32-bit result, sign-extended
  output logic            load_o,
  output logic            store_o,
  output logic [1:0]      mem_size_o,     // log2 bytes
  output logic            mem_unsigned_o,
  output logic            branch_o,
  output logic [2:0]      branch_cond_o,  // funct3 of the branch
  output logic            jal_o,
  output logic            jalr_o,
  output logic            muldiv_o,
  output logic [2:0]      muldiv_op_o,    // funct3 of the M instruction
  output logic            amo_o,          // LR, SC or an AMO (load_o/store_o say which sides)
  output logic [4:0]      amo_op_o,       // core_pkg::Amo*
  output logic            csr_o,
  output logic [1:0]      csr_op_o,       // 1 RW, 2 RS, 3 RC
  output logic            csr_imm_o,      // rs1 field is a 5-bit immediate
  output logic [2:0]      sys_op_o        // core_pkg::Sys*
);

  localparam bit Rv64 = (XLEN == 64);

  logic [6:0] opcode;
  logic [2:0] funct3;
  logic [6:0] funct7;
  logic [XLEN-1:0] imm_i, imm_s, imm_b, imm_u, imm_j;

  assign opcode = instr_i[6:0];
  assign funct3 = instr_i[14:12];
  assign funct7 = instr_i[31:25];
  assign rs1_o  = instr_i[19:15];
  assign rs2_o  = instr_i[24:20];
  assign rd_o   = instr_i[11:7];

  assign imm_i = {{(XLEN-11){instr_i[31]}}, instr_i[30:20]};
  assign imm_s = {{(XLEN-11){instr_i[31]}}, instr_i[30:25], instr_i[11:7]};
  assign imm_b = {{(XLEN-12){instr_i[31]}}, instr_i[7], instr_i[30:25], instr_i[11:8], 1'b0};
  assign imm_u = {{(XLEN-31){instr_i[31]}}, instr_i[30:12], 12'b0};
  assign imm_j = {{(XLEN-20){instr_i[31]}}, instr_i[19:12], instr_i[20], instr_i[30:21], 1'b0};

  // Shift immediates: RV64 has a 6-bit shamt (funct7[0] is shamt[5]); RV32
  // and the *W forms have 5 bits, so funct7 must be exactly 0 or 0x20.
  logic shift_imm_ok, shift_imm_w_ok;
  assign shift_imm_ok   = Rv64 ? (instr_i[31:26] == 6'b000000 || instr_i[31:26] == 6'b010000)
                               : (funct7 == 7'b0000000 || funct7 == 7'b0100000);
  assign shift_imm_w_ok = (funct7 == 7'b0000000 || funct7 == 7'b0100000);

  // The ALU operation of an OP or OP-IMM instruction: funct3, and bit 30
  // (alt) for sub and sra.
  function automatic logic [3:0] alu_op_of(input logic [2:0] f3, input logic alt);
    unique case (f3)
      3'b000:  alu_op_of = alt ? core_pkg::AluSub : core_pkg::AluAdd;
      3'b001:  alu_op_of = core_pkg::AluSll;
      3'b010:  alu_op_of = core_pkg::AluSlt;
      3'b011:  alu_op_of = core_pkg::AluSltu;
      3'b100:  alu_op_of = core_pkg::AluXor;
      3'b101:  alu_op_of = alt ? core_pkg::AluSra : core_pkg::AluSrl;
      3'b110:  alu_op_of = core_pkg::AluOr;
      default: alu_op_of = core_pkg::AluAnd;
    endcase
  endfunction

  always_comb begin
    illegal_o      = 1'b0;
    use_rs1_o      = 1'b0;
    use_rs2_o      = 1'b0;
    rd_we_o        = 1'b0;
    imm_o          = imm_i;
    alu_op_o       = core_pkg::AluAdd;
    alu_pc_a_o     = 1'b0;
    alu_imm_b_o    = 1'b0;
    word_op_o      = 1'b0;
    load_o         = 1'b0;
    store_o        = 1'b0;
    mem_size_o     = funct3[1:0];
    mem_unsigned_o = funct3[2];
    branch_o       = 1'b0;
    branch_cond_o  = funct3;
    jal_o          = 1'b0;
    jalr_o         = 1'b0;
    muldiv_o       = 1'b0;
    muldiv_op_o    = funct3;
    amo_o          = 1'b0;
    amo_op_o       = instr_i[31:27];
    csr_o          = 1'b0;
    csr_op_o       = funct3[1:0];
    csr_imm_o      = funct3[2];
    sys_op_o       = core_pkg::SysNone;

    unique case (opcode)
      core_pkg::OpLui: begin
        rd_we_o     = 1'b1;
        imm_o       = imm_u;
        alu_op_o    = core_pkg::AluPassB;
        alu_imm_b_o = 1'b1;
      end
      core_pkg::OpAuipc: begin
        rd_we_o     = 1'b1;
        imm_o       = imm_u;
        alu_pc_a_o  = 1'b1;
        alu_imm_b_o = 1'b1;
      end
      core_pkg::OpJal: begin
        rd_we_o = 1'b1;
        imm_o   = imm_j;
        jal_o   = 1'b1;
      end
      core_pkg::OpJalr: begin
        rd_we_o   = 1'b1;
        use_rs1_o = 1'b1;
        jalr_o    = 1'b1;
        illegal_o = (funct3 != 3'b000);
      end
      core_pkg::OpBranch: begin
        use_rs1_o = 1'b1;
        use_rs2_o = 1'b1;
        imm_o     = imm_b;
        branch_o  = 1'b1;
        illegal_o = (funct3 == 3'b010) || (funct3 == 3'b011);
      end
      core_pkg::OpLoad: begin
        rd_we_o     = 1'b1;
        use_rs1_o   = 1'b1;
        load_o      = 1'b1;
        alu_imm_b_o = 1'b1;
        // lb lh lw lbu lhu; ld and lwu only on RV64; funct3 7 never.
        illegal_o = (funct3 == 3'b111) || (!Rv64 && (funct3 == 3'b011 || funct3 == 3'b110));
      end
      core_pkg::OpStore: begin
        use_rs1_o   = 1'b1;
        use_rs2_o   = 1'b1;
        store_o     = 1'b1;
        imm_o       = imm_s;
        alu_imm_b_o = 1'b1;
        illegal_o   = funct3[2] || (!Rv64 && funct3 == 3'b011);
      end
      core_pkg::OpImm: begin
        rd_we_o     = 1'b1;
        use_rs1_o   = 1'b1;
        alu_imm_b_o = 1'b1;
        // Bit 30 is an immediate bit but in srai: there is no subi.
        alu_op_o    = alu_op_of(funct3, funct3 == 3'b101 && instr_i[30]);
        if (funct3 == 3'b001) illegal_o = !shift_imm_ok || instr_i[30];
        if (funct3 == 3'b101) illegal_o = !shift_imm_ok;
      end
      core_pkg::OpImm32: begin
        rd_we_o     = 1'b1;
        use_rs1_o   = 1'b1;
        alu_imm_b_o = 1'b1;
        word_op_o   = 1'b1;
        unique case (funct3)
          3'b000: alu_op_o = core_pkg::AluAdd;
          3'b001: begin
            alu_op_o  = core_pkg::AluSll;
            illegal_o = funct7 != 7'b0000000;
          end
          3'b101: begin
            alu_op_o  = instr_i[30] ? core_pkg::AluSra : core_pkg::AluSrl;
            illegal_o = !shift_imm_w_ok;
          end
          default: illegal_o = 1'b1;
        endcase
        if (!Rv64) illegal_o = 1'b1;
      end
      core_pkg::OpReg, core_pkg::OpReg32: begin
        rd_we_o   = 1'b1;
        use_rs1_o = 1'b1;
        use_rs2_o = 1'b1;
        word_op_o = (opcode == core_pkg::OpReg32);
        if (funct7 == 7'b0000001) begin
          muldiv_o = 1'b1;
          // RV64 *W forms of M: mulw, divw, divuw, remw, remuw (no mulh*w).
          if (word_op_o && (funct3 == 3'b001 || funct3 == 3'b010 || funct3 == 3'b011)) illegal_o = 1'b1;
        end else if (funct7 == 7'b0000000 || funct7 == 7'b0100000) begin
          alu_op_o = alu_op_of(funct3, instr_i[30]);
          // funct7 0x20 exists only for sub and sra.
          if (instr_i[30] && funct3 != 3'b000 && funct3 != 3'b101) illegal_o = 1'b1;
          if (word_op_o && funct3 != 3'b000 && funct3 != 3'b001 && funct3 != 3'b101) illegal_o = 1'b1;
        end else begin
          illegal_o = 1'b1;
        end
        if (word_op_o && !Rv64) illegal_o = 1'b1;
      end
      core_pkg::OpAmo: begin
        // The address is rs1 itself; aq and rl (instr[26:25]) need nothing
        // on a core that performs every access in order (docs/soc.md).
        amo_o          = 1'b1;
        rd_we_o        = 1'b1;
        use_rs1_o      = 1'b1;
        alu_imm_b_o    = 1'b1;
        imm_o          = '0;
        mem_unsigned_o = 1'b0;
        illegal_o      = !(funct3 == 3'b010 || (Rv64 && funct3 == 3'b011));
        unique case (amo_op_o)
          core_pkg::AmoLr: begin
            load_o = 1'b1;
            if (rs2_o != 5'd0) illegal_o = 1'b1;
          end
          core_pkg::AmoSc: begin
            store_o   = 1'b1;
            use_rs2_o = 1'b1;
          end
          core_pkg::AmoAdd, core_pkg::AmoSwap, core_pkg::AmoXor, core_pkg::AmoOr, core_pkg::AmoAnd,
          core_pkg::AmoMin, core_pkg::AmoMax, core_pkg::AmoMinu, core_pkg::AmoMaxu: begin
            load_o    = 1'b1;
            store_o   = 1'b1;
            use_rs2_o = 1'b1;
          end
          default: illegal_o = 1'b1;
        endcase
      end
      core_pkg::OpMiscMem: begin
        // fence is a no-op on this in-order core with one memory path;
        // fence.i refetches everything younger.
        unique case (funct3)
          3'b000:  ;
          3'b001:  sys_op_o = core_pkg::SysFenceI;
          default: illegal_o = 1'b1;
        endcase
      end
      core_pkg::OpSystem: begin
        if (funct3 == 3'b100) begin
          illegal_o = 1'b1;
        end else if (funct3 != 3'b000) begin
          csr_o     = 1'b1;
          rd_we_o   = 1'b1;
          use_rs1_o = !funct3[2];
        end else if (rd_o != 5'd0 || (rs1_o != 5'd0 && funct7 != 7'b0001001)) begin
          illegal_o = 1'b1;
        end else begin
          unique case (instr_i[31:20])
            12'h000: sys_op_o = core_pkg::SysEcall;
            12'h001: sys_op_o = core_pkg::SysEbreak;
            12'h302: sys_op_o = core_pkg::SysMret;
            12'h102: sys_op_o = core_pkg::SysSret;
            12'h105: sys_op_o = core_pkg::SysWfi;
            default: begin
              // sfence.vma: its privilege check (TVM) is made at commit.
              // It reads rs1 (an address) and rs2 (an ASID).
              if (funct7 == 7'b0001001) begin
                sys_op_o  = core_pkg::SysSfence;
                use_rs1_o = 1'b1;
                use_rs2_o = 1'b1;
              end else begin
                illegal_o = 1'b1;
              end
            end
          endcase
        end
      end
      default: illegal_o = 1'b1;
    endcase
  end

endmodule
