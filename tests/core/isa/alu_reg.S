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

    .text
    .globl main
main:
    /* ---------------------------------------------------------- add */
    TEST_RR(1, add, 0, 0, 0)
    TEST_RR(2, add, 2, 1, 1)
    TEST_RR(3, add, 10, 3, 7)
    TEST_RR(4, add, XMIN, XMAX, 1)                  /* overflow wraps */
    TEST_RR(5, add, 0, XMIN, XMIN)
    TEST_RR(6, add, -2, -1, -1)
    TEST_RR(7, add, 0x80000000, 0x7fffffff, 1)      /* RV64: positive */
    TEST_RR(8, add, XMAX - 1, XMAX, -1)
    TEST_RR(9, add, 0, 0x12345678, -0x12345678)
    TEST_RR_D1(10, add, 24, 13, 11)
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
    TEST_RR(40, sll, 1, 1, 0)
    TEST_RR(41, sll, 2, 1, 1)
    TEST_RR(42, sll, 0x80000000, 1, 31)
    TEST_RR(43, sll, XMIN, 1, XLEN - 1)
    TEST_RR(44, sll, XMIN, -1, -1)                  /* rs2 = -1: shift XLEN-1 */
    TEST_RR(45, sll, 0x91a2b3c0, 0x12345678, -61)   /* shift 3 */
    TEST_RR(46, sll, 0x12345678, 0x12345678, XLEN)  /* shift 0 */
    TEST_RR(47, sll, -16, -1, 4)
    TEST_RR(48, sll, 0x12345678, 0x12345678, 0)
    TEST_RR_D1(49, sll, 0x30, 3, 4)
    TEST_RR_D2(50, sll, 0x50, 5, 4)
    TEST_RR_DSS(51, sll, 0x18, 3)                   /* 3 << 3 */
    TEST_RR_Z1(52, sll, 0, 5)
    TEST_RR_Z2(53, sll, 0x77, 0x77)
    TEST_RR_ZD(54, sll, 1, 1)

    /* ---------------------------------------------------------- slt */
    TEST_RR(60, slt, 0, 0, 0)
    TEST_RR(61, slt, 1, 0, 1)
    TEST_RR(62, slt, 0, 1, 0)
    TEST_RR(63, slt, 1, -1, 0)
    TEST_RR(64, slt, 0, 0, -1)
    TEST_RR(65, slt, 1, XMIN, XMAX)
    TEST_RR(66, slt, 0, XMAX, XMIN)
    TEST_RR(67, slt, 1, -2, -1)
    TEST_RR(68, slt, 1, XMIN, 0)
    TEST_RR_D1(69, slt, 1, -5, 5)
    TEST_RR_D2(70, slt, 0, 5, -5)
    TEST_RR_DSS(71, slt, 0, 9)
    TEST_RR_Z1(72, slt, 1, 1)                       /* sgtz */
    TEST_RR_Z2(73, slt, 1, -1)                      /* sltz */
    TEST_RR_ZD(74, slt, -1, 1)

    /* ---------------------------------------------------------- sltu */
    TEST_RR(80, sltu, 1, 0, 1)
    TEST_RR(81, sltu, 0, -1, 0)
    TEST_RR(82, sltu, 1, 0, -1)
    TEST_RR(83, sltu, 0, XMIN, XMAX)
    TEST_RR(84, sltu, 1, XMAX, XMIN)
    TEST_RR(85, sltu, 0, 1, 1)
    TEST_RR(86, sltu, 1, -2, -1)
    TEST_RR_D1(87, sltu, 1, 5, -5)
    TEST_RR_D2(88, sltu, 0, -5, 5)
    TEST_RR_DSS(89, sltu, 0, 9)
    TEST_RR_Z1(90, sltu, 1, 5)                      /* snez */
    TEST_RR_Z1(91, sltu, 0, 0)
    TEST_RR_Z2(92, sltu, 0, 5)
    TEST_RR_ZD(93, sltu, 0, 1)

    /* ---------------------------------------------------------- xor */
    TEST_RR(100, xor, 0xf0f0f0f0, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(101, xor, XV(0xfffffff0, 0xfffffffffffffff0), -1, 0x0f)
    TEST_RR(102, xor, 0, XMIN, XMIN)
    TEST_RR(103, xor, -1, XMIN, XMAX)
    TEST_RR_D1(104, xor, 0x0ff, 0x00f, 0x0f0)
    TEST_RR_D2(105, xor, 0xff0, 0x0f0, 0xf00)
    TEST_RR_DSS(106, xor, 0, 0x1234)
    TEST_RR_Z1(107, xor, 0x1234, 0x1234)
    TEST_RR_Z2(108, xor, -5, -5)
    TEST_RR_ZD(109, xor, 1, 2)

    /* ---------------------------------------------------------- srl */
    TEST_RR(110, srl, 1, XMIN, XLEN - 1)
    TEST_RR(111, srl, XMAX, -1, 1)
    TEST_RR(112, srl, 0x02468acf, 0x12345678, -61)  /* shift 3 */
    TEST_RR(113, srl, 0x12345678, 0x12345678, XLEN) /* shift 0 */
    TEST_RR(114, srl, 1, -1, -1)                    /* shift XLEN-1 */
    TEST_RR(115, srl, XV(0x1, 0x1ffffffff), -1, 31)
    TEST_RR(116, srl, XV(0x0fffffff, 0x0fffffffffffffff), -1, 4)
    TEST_RR_D1(117, srl, 3, 0x30, 4)
    TEST_RR_D2(118, srl, 4, 0x40, 4)
    TEST_RR_DSS(119, srl, 0, 3)                     /* 3 >> 3 */
    TEST_RR_Z1(120, srl, 0, 1)
    TEST_RR_Z2(121, srl, -3, -3)
    TEST_RR_ZD(122, srl, -1, 1)

    /* ---------------------------------------------------------- sra */
    TEST_RR(130, sra, -1, XMIN, XLEN - 1)
    TEST_RR(131, sra, -1, -1, 1)
    TEST_RR(132, sra, -1, -8, -61)                  /* shift 3 */
    TEST_RR(133, sra, -2, -16, -61)
    TEST_RR(134, sra, 0x02468acf, 0x12345678, -61)
    TEST_RR(135, sra, XMIN, XMIN, XLEN)             /* shift 0 */
    TEST_RR(136, sra, 0, XMAX, -1)                  /* shift XLEN-1 */
    TEST_RR(137, sra, XV(0xc0000000, 0xc000000000000000), XMIN, 1)
    TEST_RR(138, sra, XV(0xf8000000, 0x08000000), 0x80000000, 4)
    TEST_RR_D1(139, sra, -3, -48, 4)
    TEST_RR_D2(140, sra, -4, -64, 4)
    TEST_RR_DSS(141, sra, -1, -8)                   /* -8 >> (-8 & (XLEN-1)) = -8 >> 24 or 56 = -1 */
    TEST_RR_Z1(142, sra, 0, 1)
    TEST_RR_Z2(143, sra, -3, -3)
    TEST_RR_ZD(144, sra, -1, 1)

    /* ---------------------------------------------------------- or */
    TEST_RR(150, or, 0xfff0fff0, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(151, or, -1, XMIN, XMAX)
    TEST_RR(152, or, XMIN, XMIN, 0)
    TEST_RR(153, or, 0, 0, 0)
    TEST_RR_D1(154, or, 0x0ff, 0x00f, 0x0f0)
    TEST_RR_D2(155, or, 0xff0, 0x0f0, 0xf00)
    TEST_RR_DSS(156, or, 0x1234, 0x1234)
    TEST_RR_Z1(157, or, 0x1234, 0x1234)
    TEST_RR_Z2(158, or, -5, -5)
    TEST_RR_ZD(159, or, 1, 2)

    /* ---------------------------------------------------------- and */
    TEST_RR(160, and, 0x0f000f00, 0xff00ff00, 0x0ff00ff0)
    TEST_RR(161, and, 0, XMIN, XMAX)
    TEST_RR(162, and, XMIN, XMIN, -1)
    TEST_RR(163, and, 0x12345678, -1, 0x12345678)
    TEST_RR_D1(164, and, 0x00f, 0x0ff, 0x00f)
    TEST_RR_D2(165, and, 0x0f0, 0xff0, 0x0f0)
    TEST_RR_DSS(166, and, 0x1234, 0x1234)
    TEST_RR_Z1(167, and, 0, -1)
    TEST_RR_Z2(168, and, 0, -1)
    TEST_RR_ZD(169, and, -1, -1)

#if XLEN == 64
    /* RV64: shift amounts 32..63 and rs2 bit 5 */
    TEST_RR(180, sll, 0x100000000, 1, 32)
    TEST_RR(181, sll, 0x1234567800000000, 0x12345678, 32)
    TEST_RR(182, sll, 0x200000000, 1, 0x21)         /* bit 5 used on RV64 */
    TEST_RR(183, srl, 0xffffffff, -1, 32)
    TEST_RR(184, srl, 0x12345678, 0x1234567800000000, 0xffffffe0)  /* shift 32 */
    TEST_RR(185, sra, 0xffffffff80000000, 0x8000000000000000, 32)
    TEST_RR(186, sra, 0x7fffffff, 0x7fffffff00000000, 32)
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
