/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Illegal-instruction exceptions (mcause 2) for encodings the core does not
 * implement, taken in M-mode. mepc = the instruction, mtval = 0 or the
 * instruction bits (both allowed by the privileged spec; checked by
 * TRAP_EXPECT_ILLEGAL). Every case also checks that the instruction had no
 * effect on its destination register.
 *
 *   - all-zero word, all-ones word
 *   - unknown major opcodes (custom-0..3)
 *   - reserved funct3/funct7 values in implemented major opcodes
 *   - RV32: RV64-only opcodes, and shifts with shamt[5] = 1
 *   - RV64: word shifts with shamt[5] = 1
 *   - CSRs that do not exist; high-half CSRs on RV64
 *   - writes to read-only CSRs, also with rs1 = x0 / uimm = 0 for csrrw(i)
 */
#include "test_macros.h"

/* Run one word that must be illegal, in M; a0 must survive. */
#define TEST_ILLEGAL_WORD(n, enc) ILLEGAL_IN(n, PRV_M, .word enc)

/* Run one instruction (assembler syntax) that must be illegal, in M */
#define TEST_ILLEGAL_INSN(n, ...) li a1, 0x1234; ILLEGAL_IN(n, PRV_M, __VA_ARGS__)

    .text
    .globl main
main:
    /* ---------------------------------------------- whole-word patterns */
    TEST_ILLEGAL_WORD(1, 0x00000000)
    TEST_ILLEGAL_WORD(2, 0xffffffff)
    /* ---------------------------------------------- custom opcodes, rd = a0 */
    TEST_ILLEGAL_WORD(3, 0x0000050b)        /* custom-0 */
    TEST_ILLEGAL_WORD(4, 0x0000052b)        /* custom-1 */
    TEST_ILLEGAL_WORD(5, 0x0000055b)        /* custom-2 */
    TEST_ILLEGAL_WORD(6, 0x0000057b)        /* custom-3 */
    /* ---------------------------------------------- reserved fields */
    TEST_ILLEGAL_WORD(10, 0x00007503)       /* LOAD funct3 = 7 */
    TEST_ILLEGAL_WORD(11, 0x00a04023)       /* STORE funct3 = 4 */
    TEST_ILLEGAL_WORD(12, 0x00a07023)       /* STORE funct3 = 7 */
    TEST_ILLEGAL_WORD(13, 0x00002063)       /* BRANCH funct3 = 2 */
    TEST_ILLEGAL_WORD(14, 0x00003063)       /* BRANCH funct3 = 3 */
    TEST_ILLEGAL_WORD(15, 0x00001567)       /* JALR funct3 = 1 */
    TEST_ILLEGAL_WORD(16, 0x04b60533)       /* OP funct7 = 0x02: "add" with a bad funct7 */
    TEST_ILLEGAL_WORD(17, 0x40b61533)       /* OP funct7 = 0x20 with funct3 = 1 (sll) */
    TEST_ILLEGAL_WORD(18, 0x40b62533)       /* OP funct7 = 0x20 with funct3 = 2 (slt) */
    TEST_ILLEGAL_WORD(19, 0x40161513)       /* OP-IMM slli with imm[11:6] = 0x10 */
    TEST_ILLEGAL_WORD(20, 0x20165513)       /* OP-IMM srli/srai with imm[11:6] = 0x08 */
    TEST_ILLEGAL_WORD(21, 0x0000350f)       /* MISC-MEM funct3 = 3 */
    TEST_ILLEGAL_WORD(22, 0x0000700f)       /* MISC-MEM funct3 = 7 */
    TEST_ILLEGAL_WORD(23, 0x00104073)       /* SYSTEM funct3 = 4 (H loads; no H) */
    TEST_ILLEGAL_WORD(24, 0x00200073)       /* SYSTEM priv funct12 = 2 (uret, gone) */
#if XLEN == 32
    /* ---------------------------------------------- RV64-only on RV32 */
    TEST_ILLEGAL_WORD(30, 0x00063503)       /* ld a0, 0(a2) */
    TEST_ILLEGAL_WORD(31, 0x00a63023)       /* sd a0, 0(a2) */
    TEST_ILLEGAL_WORD(32, 0x00066503)       /* lwu a0, 0(a2) */
    TEST_ILLEGAL_WORD(33, 0x0016051b)       /* addiw a0, a2, 1 */
    TEST_ILLEGAL_WORD(34, 0x00b6053b)       /* addw a0, a2, a1 */
    TEST_ILLEGAL_WORD(35, 0x02b6053b)       /* mulw a0, a2, a1 */
    TEST_ILLEGAL_WORD(36, 0x02b6453b)       /* divw a0, a2, a1 */
    TEST_ILLEGAL_WORD(37, 0x02061513)       /* slli a0, a2, 32 (shamt[5] = 1) */
    TEST_ILLEGAL_WORD(38, 0x02065513)       /* srli a0, a2, 32 */
    TEST_ILLEGAL_WORD(39, 0x42065513)       /* srai a0, a2, 32 */
#else
    /* ---------------------------------------------- RV64 word shifts */
    TEST_ILLEGAL_WORD(30, 0x0206151b)       /* slliw a0, a2, 32 (shamt[5] = 1) */
    TEST_ILLEGAL_WORD(31, 0x0206551b)       /* srliw a0, a2, 32 */
    TEST_ILLEGAL_WORD(32, 0x4206551b)       /* sraiw a0, a2, 32 */
    TEST_ILLEGAL_WORD(33, 0x0000750b)       /* (custom-0 again, funct3 7) */
    TEST_ILLEGAL_WORD(34, 0x40b6153b)       /* OP-32 funct7 = 0x20, funct3 = 1 */
#endif

    /* ---------------------------------------------- CSRs that do not exist */
    TEST_ILLEGAL_INSN(40, csrr a0, 0x7c0)           /* custom M read/write */
    TEST_ILLEGAL_INSN(41, csrw 0x7c0, a1)
    TEST_ILLEGAL_INSN(42, csrr a0, 0x8c0)           /* custom U read/write */
    TEST_ILLEGAL_INSN(43, csrr a0, 0x5c0)           /* custom S read/write */
    TEST_ILLEGAL_INSN(44, csrr a0, 0xfc0)           /* custom M read-only */
    TEST_ILLEGAL_INSN(45, csrr a0, 0x001)           /* fflags: no F extension */
    TEST_ILLEGAL_INSN(46, csrr a0, 0x003)           /* fcsr */
    TEST_ILLEGAL_INSN(47, csrr a0, 0x600)           /* hstatus: no H extension */
    TEST_ILLEGAL_INSN(48, csrr a0, 0x200)           /* vsstatus */
#if XLEN == 64
    TEST_ILLEGAL_INSN(49, csrr a0, 0xc80)           /* cycleh: RV32 only */
    TEST_ILLEGAL_INSN(50, csrr a0, 0xb80)           /* mcycleh */
    TEST_ILLEGAL_INSN(51, csrr a0, 0x310)           /* mstatush */
    TEST_ILLEGAL_INSN(52, csrr a0, 0x3a1)           /* pmpcfg1: odd pmpcfg on RV64 */
#endif

    /* ---------------------------------------------- read-only CSRs: writes */
    TEST_ILLEGAL_INSN(60, csrw mvendorid, x0)       /* csrrw always writes */
    TEST_ILLEGAL_INSN(61, csrrw a0, marchid, a1)
    TEST_ILLEGAL_INSN(62, csrrwi a0, mimpid, 0)     /* csrrwi always writes */
    TEST_ILLEGAL_INSN(63, csrrs a0, mhartid, a1)    /* a1 = 0x1234 != 0 */
    TEST_ILLEGAL_INSN(64, csrrc a0, mhartid, a1)
    TEST_ILLEGAL_INSN(65, csrrsi a0, mvendorid, 1)
    TEST_ILLEGAL_INSN(66, csrrci a0, mvendorid, 1)
    TEST_ILLEGAL_INSN(67, csrw cycle, a1)           /* user counters are read-only */
    TEST_ILLEGAL_INSN(68, csrw instret, a1)
    TEST_ILLEGAL_INSN(69, csrw time, a1)
    TEST_ILLEGAL_INSN(70, csrs hpmcounter3, a1)
    TEST_ILLEGAL_INSN(71, csrw mconfigptr, a1)
    TEST_ILLEGAL_INSN(72, csrw scountovf, a1)

    /* the same CSR reads still work afterwards, and a0 is written by them */
    TEST_NUM(80)
    li a0, 0x5a5a
    csrr a0, mhartid
    CHECK_EQI a0, 0

    TEST_PASS
