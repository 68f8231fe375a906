/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RV64M word instructions: mulw divw divuw remw remuw.
 * They use only the low 32 bits of the sources, compute a 32-bit result and
 * sign-extend it to 64 bits, including divuw/remuw (an unsigned 32-bit result
 * with bit 31 set becomes negative). Division by zero and overflow follow the
 * 32-bit rules: divw/divuw by 0 -> -1 (all ones), remw/remuw by 0 -> sext of
 * the dividend's low word, divw(-2^31, -1) -> -2^31, remw(-2^31, -1) -> 0.
 * A divisor is zero when its LOW WORD is zero, whatever its upper bits.
 */
#include "test_macros.h"

#if XLEN != 64
#error RV64 only
#endif

    .text
    .globl main
main:
    /* ---------------------------------------------------------- mulw */
    TEST_RR(1, mulw, 21, 3, 7)
    TEST_RR(2, mulw, -21, -3, 7)
    TEST_RR(3, mulw, -2, 0x7fffffff, 2)                 /* 0xfffffffe, sign-extended */
    TEST_RR(4, mulw, 21, 0x100000003, 0x100000007)      /* upper bits ignored */
    TEST_RR(5, mulw, 0x366176f8, 0x12345678, -0x6543210f) /* low word of the product */
    TEST_RR(6, mulw, 0xffffffff80000000, 0x80000000, -1)  /* 2^31 does not fit */
    TEST_RR(7, mulw, 1, -1, -1)
    TEST_RR(8, mulw, 0, 0x10000, 0x10000)               /* 2^32: low word 0 */
    TEST_RR_D1(9, mulw, 143, 13, 11)
    TEST_RR_DSS(10, mulw, 1, 0xffffffff)                /* (-1) * (-1) */
    TEST_RR_Z2(11, mulw, 0, 5)
    TEST_RR_ZD(12, mulw, 3, 4)

    /* ---------------------------------------------------------- divw */
    TEST_RR(20, divw, 3, 20, 6)
    TEST_RR(21, divw, -3, -20, 6)
    TEST_RR(22, divw, -3, 0xabcdef0000000014, 0x12345678fffffffa)   /* 20 / -6 */
    TEST_RR(23, divw, 0xffffffff80000000, 0x80000000, -1)           /* overflow */
    TEST_RR(24, divw, -1, 5, 0)
    TEST_RR(25, divw, -1, 5, 0x100000000)               /* low word 0: by zero */
    TEST_RR(26, divw, 1, 0xffffffff, 0xffffffff)        /* -1 / -1 */
    TEST_RR(27, divw, -1, 0x7fffffff, 0x80000001)       /* (2^31-1) / -(2^31-1) */
    TEST_RR_D1(28, divw, 4, 13, 3)
    TEST_RR_Z2(29, divw, -1, 7)
    TEST_RR_ZD(30, divw, 7, 0)

    /* ---------------------------------------------------------- divuw */
    TEST_RR(40, divuw, 3, 20, 6)
    TEST_RR(41, divuw, 0x2aaaaaa7, -20, 6)              /* 0xffffffec / 6 */
    TEST_RR(42, divuw, 0xffffffff80000000, 0x80000000, 1)   /* bit 31 set: sign-extended */
    TEST_RR(43, divuw, -1, 0xffffffff, 0)               /* by zero: all ones */
    TEST_RR(44, divuw, -1, 5, 0xffffffff00000000)       /* low word 0 */
    TEST_RR(45, divuw, 3, 0x100000014, 6)
    TEST_RR(46, divuw, 0, 0xfffffffe, 0xffffffff)
    TEST_RR(47, divuw, 0, 0x80000000, -1)               /* unsigned: no overflow */
    TEST_RR_D2(48, divuw, 4, 14, 3)
    TEST_RR_ZD(49, divuw, 7, 0)

    /* ---------------------------------------------------------- remw */
    TEST_RR(50, remw, 2, 20, 6)
    TEST_RR(51, remw, -2, -20, 6)
    TEST_RR(52, remw, 2, 20, -6)
    TEST_RR(53, remw, 0, 0x80000000, -1)                /* overflow */
    TEST_RR(54, remw, 5, 5, 0)
    TEST_RR(55, remw, 0xffffffff80000000, 0x180000000, 0)   /* sext(low word) */
    TEST_RR(56, remw, 5, 0xffffffff00000005, 0x100000000)
    TEST_RR(57, remw, -2, 0x12345678ffffffec, 0x87654321fffffffa) /* -20 % -6 */
    TEST_RR_DSS(58, remw, 0, 13)
    TEST_RR_ZD(59, remw, 7, 2)

    /* ---------------------------------------------------------- remuw */
    TEST_RR(60, remuw, 2, 20, 6)
    TEST_RR(61, remuw, 2, 0x80000000, 3)                /* 2147483648 % 3 */
    TEST_RR(62, remuw, -1, -1, 0)                       /* sext(0xffffffff) */
    TEST_RR(63, remuw, 2, -20, 6)
    TEST_RR(64, remuw, 2, 0x100000014, 0x100000006)
    TEST_RR(65, remuw, 5, 0x80000005, 0x80000000)
    TEST_RR(66, remuw, -2, 0xfffffffe, 0xffffffff)      /* 0xfffffffe, sign-extended */
    TEST_RR(67, remuw, 0xffffffff80000000, 0x80000000, 0)
    TEST_RR_D1(68, remuw, 1, 13, 3)
    TEST_RR_ZD(69, remuw, 7, 0)

    /* ---------------------------------------------------------- pairs */
    TEST_RR_PAIR_D1(70, divw, -3, remw, -3, -20, 6)      /* divw then remw, rd = rs1 */
    /* mulw result (0) used at once */
    TEST_CASE(71, a2, -1, li a1, 0x10000; mulw a2, a1, a1; addiw a2, a2, -1)
    TEST_RR_PAIR(72, mul, 0x100000000, mulw, 0, 0x80000000, 2)  /* mul (64-bit) vs mulw */
    TEST_PASS
