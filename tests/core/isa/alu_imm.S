/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register-immediate ALU instructions of RV32I/RV64I:
 * addi slti sltiu xori ori andi slli srli srai.
 * The 12-bit immediate is sign-extended to XLEN for every one of them
 * (including sltiu and the logic ops). Shift amounts: 0..XLEN-1.
 * XMIN/XMAX are the most negative / most positive XLEN-bit values.
 */
#include "test_macros.h"
#include "alu_cases.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- addi */
    ADD_CASES(ALU_IMM, 1, addi)
    TEST_IMM(6, addi, -1, 0, -1)
    TEST_IMM(7, addi, 0x7ff, 0, 2047)               /* largest immediate */
    TEST_IMM(8, addi, -2048, 0, -2048)              /* smallest immediate */
    TEST_IMM(9, addi, XMAX, XMIN, -1)               /* wraps */
    TEST_IMM(10, addi, 0, -1, 1)
    TEST_IMM(11, addi, 0x80000000 - 2048, 0x80000000, -2048)
    TEST_IMM(12, addi, 0x12345fff, 0x12345800, 2047)
    TEST_IMM_Z1(13, addi, 32, 32)                   /* rs1 = x0: li */
    TEST_IMM_ZD(14, addi, 33, 50)                   /* rd = x0: nop */
    /* addi chain (each depends on the previous) */
    TEST_CASE(15, a0, 4, li a0, 0; addi a0, a0, 1; addi a0, a0, 1; addi a0, a0, 1; addi a0, a0, 1)

    /* ---------------------------------------------------------- slti (signed) */
    SLT_CASES(ALU_IMM, 20, slti)
    TEST_IMM(26, slti, 1, 5, 6)
    TEST_IMM(27, slti, 0, 6, 5)
    TEST_IMM(28, slti, 0, XMAX, -1)
    TEST_IMM(29, slti, 1, -2049, -2048)
    TEST_IMM(30, slti, 0, 2047, 2047)
    TEST_IMM(31, slti, 1, 2046, 2047)
    TEST_IMM(32, slti, 0, 0x800, 2047)              /* 2048 > 2047 */
    TEST_IMM_D1(33, slti, 1, -7, -6)

    /* ---------------------------------------------------------- sltiu (unsigned,
     * compared against the sign-extended immediate) */
    SLTU_CASES(ALU_IMM, 40, sltiu)
    TEST_IMM(43, sltiu, 0, -1, 1)
    TEST_IMM(44, sltiu, 1, 5, -1)                   /* imm = 2^XLEN - 1 */
    TEST_IMM(45, sltiu, 0, -1, -1)
    TEST_IMM(46, sltiu, 1, XMIN, -2048)             /* 0x80..0 < 0xff..f800 */
    TEST_IMM(47, sltiu, 0, -2048, 2047)
    TEST_IMM(48, sltiu, 1, XMAX, -2048)
    TEST_IMM(49, sltiu, 0, 0, 0)
    TEST_IMM_D1(50, sltiu, 1, 3, 4)
    TEST_IMM_Z1(51, sltiu, 1, 2047)

    /* ---------------------------------------------------------- xori */
    XOR_CASES(ALU_IMM, 60, xori)
    TEST_IMM(61, xori, 0x00ff000f, 0x00ff00ff, 0x0f0)
    TEST_IMM(62, xori, XV(0xff00ff00, 0xffffffffff00ff00), 0x00ff00ff, -1)   /* not */
    /* 0x12345678 ^ sext(0x800): low 12 bits 0x678 ^ 0x800 = 0xe78, the rest inverted */
    TEST_IMM(63, xori, XV(0xedcbae78, 0xffffffffedcbae78), 0x12345678, -2048)
    TEST_IMM(64, xori, 0, 0x7ff, 0x7ff)
    TEST_IMM(65, xori, XMAX, XMIN, -1)
    TEST_IMM_Z1(66, xori, -1, -1)
    TEST_IMM_ZD(67, xori, 5, 1)

    /* ---------------------------------------------------------- ori */
    OR_CASES(ALU_IMM, 70, ori)
    TEST_IMM(71, ori, 0x123456f8, 0x12345678, 0x0f0)
    TEST_IMM(72, ori, -0x188, 0x12345678, -2048)    /* ...fffe78 */
    TEST_IMM(73, ori, -1, 0, -1)
    TEST_IMM(74, ori, XMIN | 1, XMIN, 1)
    TEST_IMM_D1(75, ori, 0x7ff, 0x700, 0x0ff)
    TEST_IMM_Z1(76, ori, 0x555, 0x555)
    TEST_IMM_ZD(77, ori, 5, 1)

    /* ---------------------------------------------------------- andi */
    AND_CASES(ALU_IMM, 80, andi)
    TEST_IMM(83, andi, 0x678, 0x12345678, 0x7ff)
    TEST_IMM(84, andi, 0x12345800, 0x12345e78, -2048)   /* keeps the upper bits */
    TEST_IMM(85, andi, 0x555, -1, 0x555)
    TEST_IMM(86, andi, -1, -1, -1)
    TEST_IMM(87, andi, 0, XMIN, 2047)
    TEST_IMM_D1(88, andi, 0x0f0, 0xff0, 0x0ff)

    /* ---------------------------------------------------------- slli */
    SLL_CASES(ALU_IMM, 90, slli)
    TEST_IMM(94, slli, 0x80, 1, 7)
    TEST_IMM(95, slli, 0x4000, 1, 14)
    TEST_IMM(96, slli, -2, -1, 1)
    TEST_IMM(97, slli, XV(0x23456780, 0x123456780), 0x12345678, 4)
    TEST_IMM(98, slli, XV(0x80000000, 0x80000000), 0x40000000, 1)  /* RV64: no sign extension */
    TEST_IMM(99, slli, XMIN, -1, XLEN - 1)
    TEST_IMM_Z1(100, slli, 0, 31)
    TEST_IMM_ZD(101, slli, 1, 3)

    /* ---------------------------------------------------------- srli */
    SRL_CASES(ALU_IMM, 110, srli)
    TEST_IMM(116, srli, XMIN, XMIN, 0)
    TEST_IMM(117, srli, XV(0x40000000, 0x4000000000000000), XMIN, 1)
    TEST_IMM(118, srli, 1, -1, XLEN - 1)
    TEST_IMM(119, srli, 0x01234567, 0x12345678, 4)
    TEST_IMM_D1(120, srli, 0x3, 0x30, 4)

    /* ---------------------------------------------------------- srai */
    SRA_CASES(ALU_IMM, 130, srai)
    TEST_IMM(136, srai, XMIN, XMIN, 0)
    TEST_IMM(137, srai, -1, -1, XLEN - 1)
    TEST_IMM(138, srai, 0x01234567, 0x12345678, 4)
    TEST_IMM(139, srai, 0, XMAX, XLEN - 1)
    TEST_IMM(140, srai, -2, -16, 3)
    TEST_IMM(141, srai, -1, -7, 3)                  /* rounds toward -inf */
    TEST_IMM_Z1(142, srai, 0, 7)
#if XLEN == 64
    /* shift amounts 32..63 */
    SHIFT64_CASES(ALU_IMM, 150, slli, srli, srai)
    TEST_IMM(155, slli, 0x8000000000000000, 3, 63)
    TEST_IMM(156, srli, 0x12345678, 0x1234567800000000, 32)
    TEST_IMM(157, srli, 1, 0x8000000000000000, 63)
    TEST_IMM(158, srai, -1, 0x8000000000000000, 63)
#endif
    TEST_PASS
