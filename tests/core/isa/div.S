/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RV32M/RV64M divides: div divu rem remu.
 * div/divu round toward zero; rem has the sign of the dividend, so that
 * dividend = divisor * quotient + remainder. Special cases (no trap):
 *   divide by zero:  div -> -1, divu -> 2^X-1, rem/remu -> the dividend
 *   overflow XMIN / -1: div -> XMIN, rem -> 0
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* div: signed, rounds toward zero */
    TEST_RR(1, div, 0x3, 20, 6)  /* 3 */
    TEST_RR(2, div, -3, -20, 6)  /* -3 (toward zero, not -4) */
    TEST_RR(3, div, -3, 20, -6)  /* -3 */
    TEST_RR(4, div, 0x3, -20, -6)  /* 3 */
    TEST_RR(5, div, 0x1, 7, 7)  /* 1 */
    TEST_RR(6, div, XV(0x80000000, 0x8000000000000000), XMIN, 1)
    TEST_RR(7, div, XV(0xc0000000, 0xc000000000000000), XMIN, 2)  /* -2^(XLEN-2) */
    TEST_RR(8, div, 0x0, -1, XMIN)  /* 0 */
    TEST_RR(9, div, XV(0x80000001, 0x8000000000000001), XMAX, -1)  /* -XMAX */
    TEST_RR(10, div, XV(0x80000000, 0x8000000000000000), XMIN, -1)  /* overflow: result XMIN */
    TEST_RR(11, div, -1, 5, 0)  /* divide by zero: -1 */
    TEST_RR(12, div, -1, -5, 0)  /* -1 */
    TEST_RR(13, div, -1, 0, 0)  /* -1 */
    TEST_RR(14, div, -1, XMIN, 0)  /* -1 */
    /* divu: unsigned */
    TEST_RR(15, divu, 0x3, 20, 6)  /* 3 */
    TEST_RR(16, divu, XV(0x2aaaaaa7, 0x2aaaaaaaaaaaaaa7), -20, 6)  /* (2^X-20)/6 */
    TEST_RR(17, divu, 0x0, 20, -6)  /* 0 */
    TEST_RR(18, divu, -1, -1, 1)  /* 2^X-1 */
    TEST_RR(19, divu, 0x1, -1, -1)  /* 1 */
    TEST_RR(20, divu, 0x0, XMIN, -1)  /* 0 */
    TEST_RR(21, divu, XV(0x40000000, 0x4000000000000000), XMIN, 2)  /* 2^(X-2) */
    TEST_RR(22, divu, -1, 5, 0)  /* divide by zero: all ones */
    TEST_RR(23, divu, -1, 0, 0)  /* all ones */
    TEST_RR(24, divu, -1, -1, 0)  /* all ones */
    /* rem: sign of the dividend; rem = a - b*div(a,b) */
    TEST_RR(25, rem, 0x2, 20, 6)  /* 2 */
    TEST_RR(26, rem, -2, -20, 6)  /* -2 */
    TEST_RR(27, rem, 0x2, 20, -6)  /* 2 */
    TEST_RR(28, rem, -2, -20, -6)  /* -2 */
    TEST_RR(29, rem, 0x0, XMIN, 1)  /* 0 */
    TEST_RR(30, rem, -1, XMIN, XMAX)  /* -1 */
    TEST_RR(31, rem, -1, -1, XMIN)  /* -1 */
    TEST_RR(32, rem, 0x0, XMIN, -1)  /* overflow: 0 */
    TEST_RR(33, rem, 0x5, 5, 0)  /* divide by zero: the dividend */
    TEST_RR(34, rem, -5, -5, 0)  /* the dividend */
    TEST_RR(35, rem, XV(0x80000000, 0x8000000000000000), XMIN, 0)  /* the dividend */
    /* remu */
    TEST_RR(36, remu, 0x2, 20, 6)  /* 2 */
    TEST_RR(37, remu, 0x2, -20, 6)  /* (2^X-20) mod 6 */
    TEST_RR(38, remu, 0x14, 20, -6)  /* 20 */
    TEST_RR(39, remu, XV(0x7fffffff, 0x7fffffffffffffff), -1, XMIN)  /* XMAX */
    TEST_RR(40, remu, XV(0x80000000, 0x8000000000000000), XMIN, -1)  /* XMIN */
    TEST_RR(41, remu, 0x5, 5, 0)  /* divide by zero: the dividend */
    TEST_RR(42, remu, -5, -5, 0)  /* the dividend */
    TEST_RR(43, remu, 0x0, 0, 0)  /* 0 */

    /* ---------------------------------------------- register shapes */
    TEST_RR_D1(50, div, 4, 13, 3)
    TEST_RR_D2(51, divu, 4, 14, 3)
    TEST_RR_DSS(52, rem, 0, 13)
    TEST_RR_DSS(53, divu, 1, -1)
    TEST_RR_DSS(54, div, -1, 0)                     /* 0 / 0 */
    TEST_RR_Z1(55, div, 0, 5)
    TEST_RR_Z2(56, div, -1, 5)                      /* 5 / 0 */
    TEST_RR_Z2(57, rem, 5, 5)                       /* 5 % 0 */
    TEST_RR_Z2(58, remu, -5, -5)
    TEST_RR_Z1(59, remu, 0, 7)
    TEST_RR_ZD(60, div, 7, 2)
    TEST_RR_ZD(61, divu, 7, 0)
    TEST_RR_ZD(62, rem, 7, 2)
    TEST_RR_ZD(63, remu, 7, 0)

    /* ---------------------------------------------- dependencies */
    /* quotient used at once, chained: 1000 / 10 / 10 = 10 */
    TEST_CASE(70, a0, 10, li a0, 1000; li a2, 10; div a1, a0, a2; div a0, a1, a2)
    /* quotient and remainder of one division back to back (a fusable pair) */
    TEST_RR_PAIR(71, div, -3, rem, -2, -20, 6)
    /* the pair with the quotient overwriting the dividend: rem must use the
     * quotient (-3 % 6 = -3), not the old dividend */
    TEST_RR_PAIR_D1(72, div, -3, rem, -3, -20, 6)
    /* ... and overwriting the divisor: a2 = 14, then 100 % 14 = 2 */
    TEST_CASE(73, a3, 2, li a1, 100; li a2, 7; divu a2, a1, a2; remu a3, a1, a2)
    /* remainder first, then quotient */
    TEST_RR_PAIR(74, remu, 2, divu, 14, 100, 7)
    /* division -> branch, -> store, and a load -> division */
    TEST_NUM(75)
    li a1, 99
    li a2, 9
    li a3, 11
    divu a0, a1, a2
    bne a0, a3, 1f
    la a4, div_word
    div a0, a1, a2
    sw a0, 0(a4)
    lw a5, 0(a4)
    div a0, a1, a5                                  /* 99 / 11 = 9 */
    CHECK_EQI a0, 9
    j 2f
1:  TEST_FAIL
2:  /* a multiply and a division in flight together: 142 + 7000 */
    TEST_CASE(76, a0, 7142, li a1, 1000; li a2, 7; div a3, a1, a2; mul a4, a1, a2; add a0, a3, a4)
    /* a division whose result is overwritten by a younger instruction */
    TEST_CASE(77, a0, 5, li a1, 1000; li a2, 7; div a0, a1, a2; li a0, 5)
    /* checks: quotient * divisor + remainder == dividend over a few values */
    TEST_NUM(78)
    li s0, -1234567
    li s1, 3
1:  div a0, s0, s1
    rem a1, s0, s1
    mul a2, a0, s1
    add a2, a2, a1
    CHECK_EQ a2, s0
    divu a0, s0, s1
    remu a1, s0, s1
    mul a2, a0, s1
    add a2, a2, a1
    CHECK_EQ a2, s0
    slli s1, s1, 3
    addi s1, s1, 5
    li a3, 0x10000000
    bltu s1, a3, 1b
    TEST_PASS

    .data
    .balign 8
div_word: .word 0
