/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register-immediate ALU instructions of RV32I/RV64I:
 * addi slti sltiu xori ori andi slli srli srai.
 * The 12-bit immediate is sign-extended to XLEN for every one of them
 * (including sltiu and the logic ops). Shift amounts: 0..XLEN-1.
 * XMIN/XMAX are the most negative / most positive XLEN-bit values.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- addi */
    TEST_IMM(1, addi, 0, 0, 0)
    TEST_IMM(2, addi, 2, 1, 1)
    TEST_IMM(3, addi, 10, 3, 7)
    TEST_IMM(4, addi, -1, 0, -1)
    TEST_IMM(5, addi, 0x7ff, 0, 2047)               /* largest immediate */
    TEST_IMM(6, addi, -2048, 0, -2048)              /* smallest immediate */
    TEST_IMM(7, addi, XMIN, XMAX, 1)                /* wraps */
    TEST_IMM(8, addi, XMAX, XMIN, -1)               /* wraps */
    TEST_IMM(9, addi, 0, -1, 1)
    TEST_IMM(10, addi, 0x80000000 - 2048, 0x80000000, -2048)
    TEST_IMM(11, addi, 0x12345fff, 0x12345800, 2047)
    TEST_IMM_D1(12, addi, 24, 13, 11)               /* rd == rs1 */
    TEST_IMM_Z1(13, addi, 32, 32)                   /* rs1 = x0: li */
    TEST_IMM_ZD(14, addi, 33, 50)                   /* rd = x0: nop */
    /* addi chain (each depends on the previous) */
    TEST_CASE(15, a0, 4, li a0, 0; addi a0, a0, 1; addi a0, a0, 1; addi a0, a0, 1; addi a0, a0, 1)

    /* ---------------------------------------------------------- slti (signed) */
    TEST_IMM(20, slti, 0, 0, 0)
    TEST_IMM(21, slti, 1, -1, 0)
    TEST_IMM(22, slti, 0, 0, -1)
    TEST_IMM(23, slti, 1, 5, 6)
    TEST_IMM(24, slti, 0, 6, 5)
    TEST_IMM(25, slti, 1, XMIN, 0)
    TEST_IMM(26, slti, 0, XMAX, -1)
    TEST_IMM(27, slti, 1, -2049, -2048)
    TEST_IMM(28, slti, 0, 2047, 2047)
    TEST_IMM(29, slti, 1, 2046, 2047)
    TEST_IMM(30, slti, 0, 0x800, 2047)              /* 2048 > 2047 */
    TEST_IMM_D1(31, slti, 1, -7, -6)
    TEST_IMM_Z1(32, slti, 1, 1)                     /* 0 < 1 */
    TEST_IMM_ZD(33, slti, -1, 1)

    /* ---------------------------------------------------------- sltiu (unsigned,
     * compared against the sign-extended immediate) */
    TEST_IMM(40, sltiu, 1, 0, 1)                    /* seqz 0 */
    TEST_IMM(41, sltiu, 0, 1, 1)                    /* seqz 1 */
    TEST_IMM(42, sltiu, 0, -1, 1)
    TEST_IMM(43, sltiu, 1, 5, -1)                   /* imm = 2^XLEN - 1 */
    TEST_IMM(44, sltiu, 0, -1, -1)
    TEST_IMM(45, sltiu, 1, XMIN, -2048)             /* 0x80..0 < 0xff..f800 */
    TEST_IMM(46, sltiu, 0, -2048, 2047)
    TEST_IMM(47, sltiu, 1, XMAX, -2048)
    TEST_IMM(48, sltiu, 0, 0, 0)
    TEST_IMM_D1(49, sltiu, 1, 3, 4)
    TEST_IMM_Z1(50, sltiu, 1, 2047)
    TEST_IMM_ZD(51, sltiu, 0, 1)

    /* ---------------------------------------------------------- xori */
    TEST_IMM(60, xori, 0x00ff000f, 0x00ff00ff, 0x0f0)
    TEST_IMM(61, xori, XV(0xff00ff00, 0xffffffffff00ff00), 0x00ff00ff, -1)   /* not */
    /* 0x12345678 ^ sext(0x800): low 12 bits 0x678 ^ 0x800 = 0xe78, the rest inverted */
    TEST_IMM(62, xori, XV(0xedcbae78, 0xffffffffedcbae78), 0x12345678, -2048)
    TEST_IMM(63, xori, 0, 0x7ff, 0x7ff)
    TEST_IMM(64, xori, XMAX, XMIN, -1)
    TEST_IMM_D1(65, xori, 0x0ff, 0x00f, 0x0f0)
    TEST_IMM_Z1(66, xori, -1, -1)
    TEST_IMM_ZD(67, xori, 5, 1)

    /* ---------------------------------------------------------- ori */
    TEST_IMM(70, ori, 0x123456f8, 0x12345678, 0x0f0)
    TEST_IMM(71, ori, -0x188, 0x12345678, -2048)    /* ...fffe78 */
    TEST_IMM(72, ori, -1, 0, -1)
    TEST_IMM(73, ori, XMIN | 1, XMIN, 1)
    TEST_IMM(74, ori, 0, 0, 0)
    TEST_IMM_D1(75, ori, 0x7ff, 0x700, 0x0ff)
    TEST_IMM_Z1(76, ori, 0x555, 0x555)
    TEST_IMM_ZD(77, ori, 5, 1)

    /* ---------------------------------------------------------- andi */
    TEST_IMM(80, andi, 0x678, 0x12345678, 0x7ff)
    TEST_IMM(81, andi, 0x12345800, 0x12345e78, -2048)   /* keeps the upper bits */
    TEST_IMM(82, andi, 0x555, -1, 0x555)
    TEST_IMM(83, andi, -1, -1, -1)
    TEST_IMM(84, andi, XMIN, XMIN, -1)
    TEST_IMM(85, andi, 0, XMIN, 2047)
    TEST_IMM_D1(86, andi, 0x0f0, 0xff0, 0x0ff)
    TEST_IMM_Z1(87, andi, 0, -1)
    TEST_IMM_ZD(88, andi, -1, -1)

    /* ---------------------------------------------------------- slli */
    TEST_IMM(90, slli, 1, 1, 0)
    TEST_IMM(91, slli, 2, 1, 1)
    TEST_IMM(92, slli, 0x80, 1, 7)
    TEST_IMM(93, slli, 0x4000, 1, 14)
    TEST_IMM(94, slli, XMIN, 1, XLEN - 1)
    TEST_IMM(95, slli, -2, -1, 1)
    TEST_IMM(96, slli, XV(0x23456780, 0x123456780), 0x12345678, 4)
    TEST_IMM(97, slli, XV(0x80000000, 0x80000000), 0x40000000, 1)  /* RV64: no sign extension */
    TEST_IMM(98, slli, XMIN, -1, XLEN - 1)
    TEST_IMM_D1(99, slli, 0x30, 3, 4)
    TEST_IMM_Z1(100, slli, 0, 31)
    TEST_IMM_ZD(101, slli, 1, 3)

    /* ---------------------------------------------------------- srli */
    TEST_IMM(110, srli, XMIN, XMIN, 0)
    TEST_IMM(111, srli, XV(0x40000000, 0x4000000000000000), XMIN, 1)
    TEST_IMM(112, srli, 1, XMIN, XLEN - 1)
    TEST_IMM(113, srli, 1, -1, XLEN - 1)
    TEST_IMM(114, srli, XMAX, -1, 1)
    TEST_IMM(115, srli, 0x01234567, 0x12345678, 4)
    TEST_IMM(116, srli, XV(0x0fffffff, 0x0fffffffffffffff), -1, 4)
    TEST_IMM(117, srli, XV(0x1, 0x1ffffffff), -1, 31)
    TEST_IMM_D1(118, srli, 0x3, 0x30, 4)
    TEST_IMM_Z1(119, srli, 0, 1)
    TEST_IMM_ZD(120, srli, -1, 1)

    /* ---------------------------------------------------------- srai */
    TEST_IMM(130, srai, XMIN, XMIN, 0)
    TEST_IMM(131, srai, XV(0xc0000000, 0xc000000000000000), XMIN, 1)
    TEST_IMM(132, srai, -1, XMIN, XLEN - 1)
    TEST_IMM(133, srai, -1, -1, XLEN - 1)
    TEST_IMM(134, srai, -1, -1, 1)
    TEST_IMM(135, srai, 0x01234567, 0x12345678, 4)
    TEST_IMM(136, srai, 0, XMAX, XLEN - 1)
    /* 0x80000000 is negative on RV32, positive on RV64 */
    TEST_IMM(137, srai, XV(0xf8000000, 0x08000000), 0x80000000, 4)
    TEST_IMM(138, srai, -2, -16, 3)
    TEST_IMM(139, srai, -1, -7, 3)                  /* rounds toward -inf */
    TEST_IMM_D1(140, srai, -3, -48, 4)
    TEST_IMM_Z1(141, srai, 0, 7)
    TEST_IMM_ZD(142, srai, -1, 1)
#if XLEN == 64
    /* shift amounts 32..63 */
    TEST_IMM(150, slli, 0x100000000, 1, 32)
    TEST_IMM(151, slli, 0x8000000000000000, 3, 63)
    TEST_IMM(152, slli, 0x1234567800000000, 0x12345678, 32)
    TEST_IMM(153, srli, 0xffffffff, -1, 32)
    TEST_IMM(154, srli, 0x12345678, 0x1234567800000000, 32)
    TEST_IMM(155, srli, 1, 0x8000000000000000, 63)
    TEST_IMM(156, srai, 0xffffffff80000000, 0x8000000000000000, 32)
    TEST_IMM(157, srai, 0x7fffffff, 0x7fffffff00000000, 32)
    TEST_IMM(158, srai, -1, 0x8000000000000000, 63)
#endif
    TEST_PASS
