/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RV64I word instructions: addiw slliw srliw sraiw addw subw sllw srlw sraw.
 * Each operates on the low 32 bits of its sources (upper bits ignored) and
 * sign-extends the 32-bit result to 64 bits. Register shifts use rs2[4:0].
 */
#include "test_macros.h"
#include "alu_cases.h"

#if XLEN != 64
#error RV64 only
#endif

    .text
    .globl main
main:
    /* ---------------------------------------------------------- addiw */
    ADDW_CASES(ALU_IMM, 1, addiw)
    TEST_IMM(2, addiw, -1, 0xffffffff, 0)                       /* sext.w */
    TEST_IMM(3, addiw, 0xffffffff9abcdef0, 0x123456789abcdef0, 0)
    TEST_IMM(4, addiw, 0, -1, 1)
    TEST_IMM(5, addiw, 0x7fffffff, 0x80000000, -1)              /* -2^31 - 1 wraps */
    TEST_IMM(6, addiw, 5, 0xabcdef0000000003, 2)                /* upper bits ignored */
    TEST_IMM(7, addiw, 0x7ff, 0, 2047)
    TEST_IMM_D1(8, addiw, -2048, 0, -2048)
    TEST_IMM_Z1(9, addiw, 2047, 2047)
    TEST_IMM_ZD(10, addiw, 1, 1)

    /* ---------------------------------------------------------- slliw */
    SLLW_CASES(ALU_IMM, 20, slliw)
    TEST_IMM(22, slliw, 0x23456780, 0x12345678, 4)
    TEST_IMM(23, slliw, 0xffffffff91a2b3c0, 0x12345678, 3)      /* bit 31 of result set */
    TEST_IMM(24, slliw, 0xffffffff80000000, 0x80000000, 0)
    TEST_IMM_D1(25, slliw, 0, 0x100000000, 1)
    TEST_IMM_Z1(26, slliw, 0, 5)
    TEST_IMM_ZD(27, slliw, 1, 3)

    /* ---------------------------------------------------------- srliw */
    SRLW_CASES(ALU_IMM, 30, srliw)
    TEST_IMM(32, srliw, 1, 0xffffffff80000000, 31)
    TEST_IMM(33, srliw, -1, -1, 0)                              /* shift 0 still sign-extends */
    TEST_IMM(34, srliw, 0x7fffffff, -1, 1)
    TEST_IMM(35, srliw, 1, 0x8000000000000010, 4)               /* bit 63 ignored */
    TEST_IMM(36, srliw, 0x01234567, 0xabcdef0012345678, 4)
    TEST_IMM(37, srliw, 0xffffffff80000000, 0x80000000, 0)
    TEST_IMM_D1(38, srliw, 0x3, 0x30, 4)

    /* ---------------------------------------------------------- sraiw */
    SRAW_CASES(ALU_IMM, 40, sraiw)
    TEST_IMM(45, sraiw, 0xfffffffff8000000, 0x80000000, 4)      /* uses bit 31 as sign */
    TEST_IMM(46, sraiw, 0, 0x7fffffff00000000, 0)
    TEST_IMM(47, sraiw, -1, -1, 31)
    TEST_IMM(48, sraiw, 0x07ffffff, 0x7ffffff0, 4)
    TEST_IMM(49, sraiw, 0, 0x7fffffff, 31)

    /* ---------------------------------------------------------- addw */
    ADDW_CASES(ALU_RR, 50, addw)
    TEST_RR(51, addw, 0, 0xffffffff, 1)
    TEST_RR(52, addw, 5, 0x100000000, 5)
    TEST_RR(53, addw, -2, -1, -1)
    TEST_RR(54, addw, 0, 0x80000000, 0x80000000)
    TEST_RR(55, addw, 0x12345678, 0xaaaaaaaa12345677, 0x5555555500000001)
    TEST_RR_D1(56, addw, 24, 13, 11)
    TEST_RR_D2(57, addw, 25, 14, 11)
    TEST_RR_DSS(58, addw, 0xfffffffffffffffe, 0x7fffffffffffffff)   /* 0xffffffff*2 -> -2 */
    TEST_RR_Z1(59, addw, -1, 0xffffffff)
    TEST_RR_Z2(60, addw, 0xffffffff80000000, 0x0000000080000000)
    TEST_RR_ZD(61, addw, 1, 2)

    /* ---------------------------------------------------------- subw */
    TEST_RR(70, subw, -1, 0, 1)
    TEST_RR(71, subw, 0x7fffffff, 0x80000000, 1)
    TEST_RR(72, subw, -1, 0x100000000, 1)
    TEST_RR(73, subw, 0xffffffff80000000, 0, 0x80000000)
    TEST_RR(74, subw, 7, 0xffffffff0000000a, 3)
    TEST_RR_D1(75, subw, 2, 13, 11)
    TEST_RR_D2(76, subw, 3, 14, 11)
    TEST_RR_DSS(77, subw, 0, 0x123456789)
    TEST_RR_Z1(78, subw, 0xffffffff80000000, 0x80000000)        /* negw */
    TEST_RR_Z2(79, subw, 0x12345678, 0xff12345678)
    TEST_RR_ZD(80, subw, 1, 2)

    /* ---------------------------------------------------------- sllw */
    SLLW_CASES(ALU_RR, 90, sllw)
    TEST_RR(92, sllw, 1, 1, 32)                                 /* rs2[4:0] = 0 */
    TEST_RR(93, sllw, 0xffffffff80000000, 1, -1)                /* shift 31 */
    TEST_RR(94, sllw, 0xffffffff91a2b3c0, 0x12345678, 35)       /* shift 3 */
    TEST_RR_D1(95, sllw, 0x30, 3, 4)
    TEST_RR_D2(96, sllw, 0x50, 5, 4)
    TEST_RR_DSS(97, sllw, 0x18, 3)
    TEST_RR_Z1(98, sllw, 0, 3)
    TEST_RR_Z2(99, sllw, -1, 0xffffffff)
    TEST_RR_ZD(100, sllw, 1, 1)

    /* ---------------------------------------------------------- srlw */
    SRLW_CASES(ALU_RR, 110, srlw)
    TEST_RR(112, srlw, 1, 0x80000000, 31)
    TEST_RR(113, srlw, -1, -1, 32)                              /* shift 0: sext(0xffffffff) */
    TEST_RR(114, srlw, 0x7fffffff, -1, 33)                      /* shift 1 */
    TEST_RR(115, srlw, 0, 0xffffffff00000000, 0)
    TEST_RR(116, srlw, 0x01234567, 0xffffffff12345678, 4)
    TEST_RR(117, srlw, 1, -1, 31)
    TEST_RR_D1(118, srlw, 3, 0x30, 4)
    TEST_RR_D2(119, srlw, 4, 0x40, 4)
    TEST_RR_DSS(120, srlw, 0, 3)
    TEST_RR_Z2(121, srlw, 0xffffffff80000000, 0x80000000)

    /* ---------------------------------------------------------- sraw */
    SRAW_CASES(ALU_RR, 130, sraw)
    TEST_RR(135, sraw, 0xffffffff80000000, 0x80000000, 32)      /* shift 0 */
    TEST_RR(136, sraw, 0, 0x7fffffff, 63)                       /* shift 31 */
    TEST_RR(137, sraw, 0xffffffffff000000, 0xf0000000, 4)
    TEST_RR(138, sraw, -1, -1, 1)
    TEST_RR_D2(139, sraw, -4, -64, 4)
    TEST_RR_DSS(140, sraw, -1, -8)                              /* shift 24 */
    TEST_RR_Z2(141, sraw, 0xffffffff80000000, 0x80000000)

    /* ---------------------------------------------------------- chains */
    TEST_CASE(150, a0, 0xffffffff80000000, li a0, 0x3fffffff; addiw a0, a0, 1; addw a0, a0, a0)
    TEST_CASE(151, a0, 0x000000007fffffff, li a0, 0xffffffff; srliw a0, a0, 1; sraiw a0, a0, 0)
    TEST_PASS
