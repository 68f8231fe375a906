/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register-register ALU instructions of RV32I/RV64I:
 * add sub sll slt sltu xor srl sra or and.
 * Shifts use only rs2[log2(XLEN)-1:0]; the upper bits of rs2 are ignored:
 *   rs2 = -61 = 0x...c3 -> shift by 3 on both XLENs (low 6 bits 000011)
 *   rs2 = XLEN          -> shift by 0
 *   rs2 = -1            -> shift by XLEN-1
 */
#include "test_macros.h"
#include "alu_cases.h"

/* The cases of xor and or whose operands have no bit in common (x0 has
 * none), where the two operations give the same result: a ^ b = a | b.
 * Each operation's other cases are in its own section. */
#define DISJOINT_RR_CASES(n, inst)                                      \
    TEST_RR_D2(n, inst, 0xff0, 0x0f0, 0xf00);                           \
    TEST_RR_Z1((n) + 1, inst, 0x1234, 0x1234);                          \
    TEST_RR_Z2((n) + 2, inst, -5, -5);                                  \
    TEST_RR_ZD((n) + 3, inst, 1, 2)

    .text
    .globl main
main:
    /* ---------------------------------------------------------- add */
    ADD_CASES(ALU_RR, 1, add)
    TEST_RR(6, add, 0, XMIN, XMIN)
    TEST_RR(7, add, -2, -1, -1)
    TEST_RR(8, add, 0x80000000, 0x7fffffff, 1)      /* RV64: positive */
    TEST_RR(9, add, XMAX - 1, XMAX, -1)
    TEST_RR(10, add, 0, 0x12345678, -0x12345678)
    TEST_RR_D2(11, add, 25, 14, 11)
    TEST_RR_DSS(12, add, 26, 13)
    TEST_RR_Z1(13, add, 15, 15)
    TEST_RR_Z2(14, add, 32, 32)
    TEST_RR_ZD(15, add, 16, 30)

    /* ---------------------------------------------------------- sub */
    TEST_RR(20, sub, 0, 0, 0)
    TEST_RR(21, sub, -1, 0, 1)
    TEST_RR(22, sub, XMAX, XMIN, 1)                 /* wraps */
    TEST_RR(23, sub, XMIN, 0, XMIN)
    TEST_RR(24, sub, 7, 10, 3)
    TEST_RR(25, sub, -7, 3, 10)
    TEST_RR(26, sub, 0, -1, -1)
    TEST_RR(27, sub, 1, XMIN, XMAX)
    TEST_RR_D1(28, sub, 2, 13, 11)
    TEST_RR_D2(29, sub, 3, 14, 11)
    TEST_RR_DSS(30, sub, 0, 13)
    TEST_RR_Z1(31, sub, -15, 15)                    /* neg */
    TEST_RR_Z2(32, sub, 32, 32)
    TEST_RR_ZD(33, sub, 16, 30)

    /* ---------------------------------------------------------- sll */
    SLL_CASES(ALU_RR, 40, sll)
    TEST_RR(44, sll, 0x80000000, 1, 31)
    TEST_RR(45, sll, XMIN, -1, -1)                  /* rs2 = -1: shift XLEN-1 */
    TEST_RR(46, sll, 0x91a2b3c0, 0x12345678, -61)   /* shift 3 */
    TEST_RR(47, sll, 0x12345678, 0x12345678, XLEN)  /* shift 0 */
    TEST_RR(48, sll, -16, -1, 4)
    TEST_RR(49, sll, 0x12345678, 0x12345678, 0)
    TEST_RR_D2(50, sll, 0x50, 5, 4)
    TEST_RR_DSS(51, sll, 0x18, 3)                   /* 3 << 3 */
    TEST_RR_Z1(52, sll, 0, 5)
    TEST_RR_Z2(53, sll, 0x77, 0x77)
    TEST_RR_ZD(54, sll, 1, 1)

    /* ---------------------------------------------------------- slt */
    SLT_CASES(ALU_RR, 60, slt)
    TEST_RR(66, slt, 1, 0, 1)
    TEST_RR(67, slt, 0, 1, 0)
    TEST_RR(68, slt, 1, XMIN, XMAX)
    TEST_RR(69, slt, 0, XMAX, XMIN)
    TEST_RR(70, slt, 1, -2, -1)
    TEST_RR_D1(71, slt, 1, -5, 5)
    TEST_RR_D2(72, slt, 0, 5, -5)
    TEST_RR_DSS(73, slt, 0, 9)
    TEST_RR_Z2(74, slt, 1, -1)                      /* sltz */

    /* ---------------------------------------------------------- sltu */
    SLTU_CASES(ALU_RR, 80, sltu)
    TEST_RR(83, sltu, 0, -1, 0)
    TEST_RR(84, sltu, 1, 0, -1)
    TEST_RR(85, sltu, 0, XMIN, XMAX)
    TEST_RR(86, sltu, 1, XMAX, XMIN)
    TEST_RR(87, sltu, 1, -2, -1)
    TEST_RR_D1(88, sltu, 1, 5, -5)
    TEST_RR_D2(89, sltu, 0, -5, 5)
    TEST_RR_DSS(90, sltu, 0, 9)
    TEST_RR_Z1(91, sltu, 1, 5)                      /* snez */
    TEST_RR_Z1(92, sltu, 0, 0)
    TEST_RR_Z2(93, sltu, 0, 5)

    /* ---------------------------------------------------------- xor */
    XOR_CASES(ALU_RR, 100, xor)
    TEST_RR(101, xor, 0xf0f0f0f0, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(102, xor, XV(0xfffffff0, 0xfffffffffffffff0), -1, 0x0f)
    TEST_RR(103, xor, 0, XMIN, XMIN)
    TEST_RR(104, xor, -1, XMIN, XMAX)
    TEST_RR_DSS(105, xor, 0, 0x1234)
    DISJOINT_RR_CASES(106, xor)

    /* ---------------------------------------------------------- srl */
    SRL_CASES(ALU_RR, 110, srl)
    TEST_RR(116, srl, 0x02468acf, 0x12345678, -61)  /* shift 3 */
    TEST_RR(117, srl, 0x12345678, 0x12345678, XLEN) /* shift 0 */
    TEST_RR(118, srl, 1, -1, -1)                    /* shift XLEN-1 */
    TEST_RR_D1(119, srl, 3, 0x30, 4)
    TEST_RR_D2(120, srl, 4, 0x40, 4)
    TEST_RR_DSS(121, srl, 0, 3)                     /* 3 >> 3 */
    TEST_RR_Z2(122, srl, -3, -3)

    /* ---------------------------------------------------------- sra */
    SRA_CASES(ALU_RR, 130, sra)
    TEST_RR(136, sra, -1, -8, -61)                  /* shift 3 */
    TEST_RR(137, sra, -2, -16, -61)
    TEST_RR(138, sra, 0x02468acf, 0x12345678, -61)
    TEST_RR(139, sra, XMIN, XMIN, XLEN)             /* shift 0 */
    TEST_RR(140, sra, 0, XMAX, -1)                  /* shift XLEN-1 */
    TEST_RR_D2(141, sra, -4, -64, 4)
    TEST_RR_DSS(142, sra, -1, -8)                   /* -8 >> (-8 & (XLEN-1)) = -8 >> 24 or 56 = -1 */
    TEST_RR_Z1(143, sra, 0, 1)
    TEST_RR_Z2(144, sra, -3, -3)

    /* ---------------------------------------------------------- or */
    OR_CASES(ALU_RR, 150, or)
    TEST_RR(151, or, 0xfff0fff0, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(152, or, -1, XMIN, XMAX)
    TEST_RR(153, or, XMIN, XMIN, 0)
    TEST_RR_D1(154, or, 0x0ff, 0x00f, 0x0f0)
    TEST_RR_DSS(155, or, 0x1234, 0x1234)
    DISJOINT_RR_CASES(156, or)

    /* ---------------------------------------------------------- and */
    AND_CASES(ALU_RR, 160, and)
    TEST_RR(163, and, 0x0f000f00, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(164, and, 0, XMIN, XMAX)
    TEST_RR(165, and, 0x12345678, -1, 0x12345678)
    TEST_RR_D1(166, and, 0x00f, 0x0ff, 0x00f)
    TEST_RR_D2(167, and, 0x0f0, 0xff0, 0x0f0)
    TEST_RR_DSS(168, and, 0x1234, 0x1234)
    TEST_RR_Z2(169, and, 0, -1)

#if XLEN == 64
    /* RV64: shift amounts 32..63 and rs2 bit 5 */
    SHIFT64_CASES(ALU_RR, 180, sll, srl, sra)
    TEST_RR(185, sll, 0x200000000, 1, 0x21)         /* bit 5 used on RV64 */
    TEST_RR(186, srl, 0x12345678, 0x1234567800000000, 0xffffffe0)  /* shift 32 */
    TEST_RR(187, add, 0x100000000, 0xffffffff, 1)   /* carry into bit 32 */
    TEST_RR(188, sub, 0xffffffff, 0x100000000, 1)   /* borrow from bit 32 */
    TEST_RR(189, sltu, 1, 0xffffffff, 0x100000000)
    TEST_RR(190, slt, 0, 0x100000000, 0xffffffff)
#else
    TEST_RR(180, sll, 2, 1, 0x21)                   /* bit 5 ignored on RV32 */
    TEST_RR(181, srl, 0x40000000, 0x80000000, 0x21)
    TEST_RR(182, sra, 0xc0000000, 0x80000000, 0xffffffe1)
#endif
    TEST_PASS
