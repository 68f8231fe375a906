/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RV32M/RV64M multiplies: mul mulh mulhsu mulhu.
 * mul returns the low XLEN bits of the product; mulh/mulhsu/mulhu the high
 * XLEN bits of the 2*XLEN-bit product of signed x signed, signed x unsigned
 * (rs1 signed, rs2 unsigned) and unsigned x unsigned operands. X = XLEN.
 * Expected values: the 2X-bit product worked out from the operands (see the
 * comment on each line), then split. -0x6543210f is 0x9abcdef1 on RV32.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* mul: low XLEN bits of the product (same for signed and unsigned) */
    TEST_RR(1, mul, 0x15, 3, 7)  /* 21 */
    TEST_RR(2, mul, -21, -3, 7)  /* -21 */
    TEST_RR(3, mul, 0x15, -3, -7)  /* 21 */
    TEST_RR(4, mul, 0x0, 0, -1)
    TEST_RR(5, mul, 0x1, -1, -1)  /* 1 */
    TEST_RR(6, mul, XV(0x80000000, 0x8000000000000000), XMIN, -1)  /* 2^(XLEN-1) does not fit: wraps to XMIN */
    TEST_RR(7, mul, -2, XMAX, 2)  /* wraps to -2 */
    TEST_RR(8, mul, 0x0, XMIN, XMIN)  /* 2^(2XLEN-2): low bits 0 */
    TEST_RR(9, mul, XV(0x00000001, 0x3fffffff00000001), 0x7fffffff, 0x7fffffff)  /* 0x3fffffff00000001, RV32 keeps 0x00000001 */
    TEST_RR(10, mul, XV(0x366176f8, 0xf8cc93d6366176f8), 0x12345678, -0x6543210f)
    /* mulh: high XLEN bits of signed x signed */
    TEST_RR(11, mulh, 0x0, 3, 7)  /* 0 */
    TEST_RR(12, mulh, -1, -3, 7)  /* -21: high half all ones */
    TEST_RR(13, mulh, 0x0, -1, -1)  /* +1: high half 0 */
    TEST_RR(14, mulh, XV(0x40000000, 0x4000000000000000), XMIN, XMIN)  /* +2^(2XLEN-2): high = 2^(XLEN-2) */
    TEST_RR(15, mulh, 0x0, XMIN, -1)  /* +2^(XLEN-1): high = 0 */
    TEST_RR(16, mulh, -1, XMIN, 2)  /* -2^XLEN: high = -1 */
    TEST_RR(17, mulh, XV(0x3fffffff, 0x3fffffffffffffff), XMAX, XMAX)  /* (2^(X-1)-1)^2: high = 2^(X-2)-1 */
    TEST_RR(18, mulh, XV(0xc0000000, 0xc000000000000000), XMIN, XMAX)
    TEST_RR(19, mulh, XV(0xf8cc93d6, 0xffffffffffffffff), 0x12345678, -0x6543210f)
    TEST_RR(20, mulh, -1, -1, 1)  /* -1 */
    /* mulhsu: signed rs1 x unsigned rs2 */
    TEST_RR(21, mulhsu, 0x0, 3, 7)  /* 0 */
    TEST_RR(22, mulhsu, -1, -1, -1)  /* -1 * (2^X-1) = -2^X + 1: high = -1 */
    TEST_RR(23, mulhsu, XV(0x80000000, 0x8000000000000000), XMIN, -1)  /* -2^(X-1)*(2^X-1): high = XMIN */
    TEST_RR(24, mulhsu, -1, -1, 1)  /* -1: high = -1 */
    TEST_RR(25, mulhsu, 0x0, 1, -1)  /* 2^X - 1: high = 0 */
    TEST_RR(26, mulhsu, XV(0x7ffffffe, 0x7ffffffffffffffe), XMAX, -1)  /* (2^(X-1)-1)(2^X-1): high = 2^(X-1)-2 */
    TEST_RR(27, mulhsu, XV(0xc0000000, 0xc000000000000000), XMIN, XMIN)  /* -2^(2X-2): high = -2^(X-2) */
    TEST_RR(28, mulhsu, -1, -3, 2)  /* -6: high = -1 */
    TEST_RR(29, mulhsu, XV(0x0b00ea4e, 0x0000000012345677), 0x12345678, -0x6543210f)
    /* mulhu: unsigned x unsigned */
    TEST_RR(30, mulhu, 0x0, 3, 7)  /* 0 */
    TEST_RR(31, mulhu, -2, -1, -1)  /* (2^X-1)^2: high = 2^X - 2 */
    TEST_RR(32, mulhu, 0x1, XMIN, 2)  /* 2^X: high = 1 */
    TEST_RR(33, mulhu, 0x0, -1, 1)  /* 0 */
    TEST_RR(34, mulhu, XV(0x40000000, 0x4000000000000000), XMIN, XMIN)  /* 2^(2X-2): high = 2^(X-2) */
    TEST_RR(35, mulhu, XV(0x0b00ea4e, 0x0000000012345677), 0x12345678, -0x6543210f)
    TEST_RR(36, mulhu, -10, -3, -7)

    /* ---------------------------------------------- register shapes */
    TEST_RR_D1(40, mul, 143, 13, 11)
    TEST_RR_D2(41, mul, 154, 14, 11)
    TEST_RR_DSS(42, mul, 169, 13)
    TEST_RR_DSS(43, mulh, 0, 13)
    TEST_RR_DSS(44, mulhu, -2, -1)                  /* (2^X-1)^2 >> X = 2^X - 2 */
    TEST_RR_Z1(45, mul, 0, 5)
    TEST_RR_Z2(46, mulh, 0, -5)
    TEST_RR_Z1(47, mulhsu, 0, -5)
    TEST_RR_Z2(48, mulhu, 0, -5)
    TEST_RR_ZD(49, mul, 3, 4)
    TEST_RR_ZD(50, mulh, -1, -1)
    TEST_RR_ZD(51, mulhsu, -1, -1)
    TEST_RR_ZD(52, mulhu, -1, -1)

    /* ---------------------------------------------- dependencies */
    /* product used at once, chained: 3*3*3*3 = 81 */
    TEST_CASE(60, a0, 81, li a0, 3; mul a1, a0, a0; mul a0, a1, a1)
    /* high and low halves of one product back to back (a fusable pair),
     * destination not overlapping the sources */
    TEST_NUM(61)
    li a1, -3
    li a2, 7
    mulh a3, a1, a2
    mul a4, a1, a2
    CHECK_EQI a3, -1
    CHECK_EQI a4, -21
    /* ... and with the first destination overwriting a source: the second
     * multiply must use the new value: mulhu a1 = 1 here, then mul 1 * a2 */
    TEST_NUM(62)
    li a1, XMIN
    li a2, 2
    mulhu a1, a1, a2                                /* a1 = 1 */
    mul a3, a1, a2                                  /* 1 * 2 */
    CHECK_EQI a1, 1
    CHECK_EQI a3, 2
    /* mul -> branch */
    TEST_NUM(63)
    li a1, 6
    li a2, 7
    li a3, 42
    mul a0, a1, a2
    beq a0, a3, 1f
    TEST_FAIL
1:  /* mul -> store data -> load */
    TEST_NUM(64)
    la a4, mul_word
    mul a0, a1, a2
    sw a0, 0(a4)
    lw a5, 0(a4)
    CHECK_EQI a5, 42
    /* load -> mul */
    TEST_NUM(65)
    lw a1, 0(a4)
    mul a0, a1, a1
    CHECK_EQI a0, 1764
    TEST_PASS

    .data
    .balign 8
mul_word: .word 0
