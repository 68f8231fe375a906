/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Conditional branches: beq bne blt bge bltu bgeu.
 * Every case runs the branch twice, once with a forward and once with a
 * backward (negative) offset. TEST_BT: the branch must be taken both times;
 * TEST_BN: it must fall through both times. Labels 80-89 belong to the
 * macros.
 */
#include "test_macros.h"

#define TEST_BT(n, inst, v1, v2)                                        \
    TEST_NUM(n); li a1, v1; li a2, v2; li a3, 0;                        \
    inst a1, a2, 81f;           /* forward, taken */                    \
    TEST_FAIL;                                                          \
82: addi a3, a3, 1;             /* backward target */                   \
    j 83f;                                                              \
81: inst a1, a2, 82b;           /* backward, taken */                   \
    TEST_FAIL;                                                          \
83: CHECK_EQI a3, 1

#define TEST_BN(n, inst, v1, v2)                                        \
    TEST_NUM(n); li a1, v1; li a2, v2; li a3, 0;                        \
    inst a1, a2, 84f;           /* forward, not taken */                \
    addi a3, a3, 1;                                                     \
    j 85f;                                                              \
86: TEST_FAIL;                                                          \
84: TEST_FAIL;                                                          \
85: inst a1, a2, 86b;           /* backward, not taken */               \
    addi a3, a3, 1;                                                     \
    CHECK_EQI a3, 2

    .text
    .globl main
main:
    /* ---------------------------------------------------------- beq */
    TEST_BT(1, beq, 0, 0)
    TEST_BT(2, beq, 1, 1)
    TEST_BT(3, beq, -1, -1)
    TEST_BT(4, beq, XMIN, XMIN)
    TEST_BN(5, beq, 0, 1)
    TEST_BN(6, beq, 1, 0)
    TEST_BN(7, beq, -1, 1)
    TEST_BN(8, beq, XMIN, XMAX)
    TEST_BN(9, beq, XMIN, 0)            /* differ only in the top bit */
    TEST_BN(10, beq, 1, 0x100001)       /* differ only in bit 20 */

    /* ---------------------------------------------------------- bne */
    TEST_BT(11, bne, 0, 1)
    TEST_BT(12, bne, 1, 0)
    TEST_BT(13, bne, -1, 1)
    TEST_BT(14, bne, XMIN, 0)
    TEST_BN(15, bne, 0, 0)
    TEST_BN(16, bne, -1, -1)
    TEST_BN(17, bne, XMAX, XMAX)

    /* ---------------------------------------------------------- blt (signed) */
    TEST_BT(20, blt, 0, 1)
    TEST_BT(21, blt, -1, 1)
    TEST_BT(22, blt, -2, -1)
    TEST_BT(23, blt, XMIN, XMAX)
    TEST_BT(24, blt, XMIN, -1)
    TEST_BT(25, blt, -1, 0)
    TEST_BN(26, blt, 1, 0)
    TEST_BN(27, blt, 1, -1)
    TEST_BN(28, blt, -1, -2)
    TEST_BN(29, blt, XMAX, XMIN)
    TEST_BN(30, blt, 0, 0)
    TEST_BN(31, blt, -1, -1)

    /* ---------------------------------------------------------- bge (signed) */
    TEST_BT(40, bge, 0, 0)
    TEST_BT(41, bge, 1, 0)
    TEST_BT(42, bge, 1, -1)
    TEST_BT(43, bge, -1, -2)
    TEST_BT(44, bge, XMAX, XMIN)
    TEST_BT(45, bge, -1, -1)
    TEST_BT(46, bge, 0, -1)
    TEST_BN(47, bge, 0, 1)
    TEST_BN(48, bge, -1, 1)
    TEST_BN(49, bge, -2, -1)
    TEST_BN(50, bge, XMIN, XMAX)
    TEST_BN(51, bge, XMIN, -1)

    /* ---------------------------------------------------------- bltu */
    TEST_BT(60, bltu, 0, 1)
    TEST_BT(61, bltu, 1, -1)            /* -1 is the largest unsigned */
    TEST_BT(62, bltu, -2, -1)
    TEST_BT(63, bltu, XMAX, XMIN)
    TEST_BT(64, bltu, 0, XMIN)
    TEST_BN(65, bltu, 1, 0)
    TEST_BN(66, bltu, -1, 1)
    TEST_BN(67, bltu, XMIN, XMAX)
    TEST_BN(68, bltu, 0, 0)
    TEST_BN(69, bltu, -1, -1)

    /* ---------------------------------------------------------- bgeu */
    TEST_BT(80, bgeu, 0, 0)
    TEST_BT(81, bgeu, 1, 0)
    TEST_BT(82, bgeu, -1, 1)
    TEST_BT(83, bgeu, XMIN, XMAX)
    TEST_BT(84, bgeu, -1, -1)
    TEST_BT(85, bgeu, -1, -2)
    TEST_BN(86, bgeu, 0, 1)
    TEST_BN(87, bgeu, 1, -1)
    TEST_BN(88, bgeu, XMAX, XMIN)
    TEST_BN(89, bgeu, -2, -1)

    /* ------------------------------------------- same register, and x0 */
    TEST_NUM(100)
    li a1, 5
    beq a1, a1, 1f                      /* always taken */
    TEST_FAIL
1:  bne a1, a1, 2f                      /* never */
    blt a1, a1, 2f                      /* never */
    bltu a1, a1, 2f                     /* never */
    bge a1, a1, 3f                      /* always */
2:  TEST_FAIL
3:  bgeu a1, a1, 4f                     /* always */
    TEST_FAIL
4:
    TEST_NUM(101)                       /* comparisons with x0 */
    li a1, -5
    bltz a1, 1f                         /* blt a1, x0 */
    TEST_FAIL
1:  bgez a1, 2f                         /* bge a1, x0: not taken */
    bgtz a1, 2f                         /* blt x0, a1: not taken */
    beqz x0, 3f                         /* beq x0, x0 */
2:  TEST_FAIL
3:  bltu x0, a1, 4f                     /* 0 <u 0xff..fb */
    TEST_FAIL
4:  bnez a1, 5f
    TEST_FAIL
5:
    /* ------------------------------------------- dependencies */
    TEST_NUM(102)                       /* ALU -> branch, back to back */
    li a1, 4
    li a2, 5
    addi a1, a1, 1
    beq a1, a2, 1f
    TEST_FAIL
1:  addi a2, a2, 1
    beq a1, a2, 2f                      /* 5 != 6: not taken */
    j 3f
2:  TEST_FAIL
3:
    TEST_NUM(103)                       /* load -> branch, back to back */
    la a4, br_data
    li a2, 0x33
    lw a1, 0(a4)                        /* 0x33 */
    beq a1, a2, 1f
    TEST_FAIL
1:  lw a1, 4(a4)                        /* -1 */
    bltz a1, 2f
    TEST_FAIL
2:  lbu a1, 4(a4)                       /* 0xff */
    bltz a1, 3f                         /* not taken */
    j 4f
3:  TEST_FAIL
4:
    TEST_NUM(104)                       /* backward loop: sum 1..10 = 55 */
    li a0, 0
    li a1, 10
1:  add a0, a0, a1
    addi a1, a1, -1
    bnez a1, 1b
    CHECK_EQI a0, 55
    CHECK_EQI a1, 0

    TEST_NUM(105)                       /* nested loops with both kinds of
                                           branches: 7 * 9 = 63 iterations */
    li a0, 0
    li a1, 0
1:  li a2, 0
2:  addi a0, a0, 1
    addi a2, a2, 1
    li a3, 9
    bltu a2, a3, 2b
    addi a1, a1, 1
    li a3, 7
    blt a1, a3, 1b
    CHECK_EQI a0, 63

    TEST_NUM(106)                       /* the wrong path after a taken branch
                                           writes nothing */
    la a4, br_word
    sw x0, 0(a4)
    li a2, 0x5a
    li a3, 0
    beq x0, x0, 1f
    sw a2, 0(a4)
    addi a3, a3, 1
    li a3, 99
1:  lw a0, 0(a4)
    CHECK_EQI a0, 0
    CHECK_EQI a3, 0

    TEST_NUM(107)                       /* alternating taken/not taken in a loop
                                           (defeats a simple predictor): count
                                           odd numbers below 16 = 8 */
    li a0, 0
    li a1, 0
1:  andi a2, a1, 1
    beqz a2, 2f
    addi a0, a0, 1
2:  addi a1, a1, 1
    li a3, 16
    bne a1, a3, 1b
    CHECK_EQI a0, 8

    TEST_NUM(108)                       /* longest offsets: +-4 KiB region */
    li a3, 0
    beq x0, x0, br_far_fwd
br_far_ret:
    CHECK_EQI a3, 2
    j 1f
br_far_back:
    addi a3, a3, 1
    j br_far_ret
1:  j 2f
    .skip 3900                          /* never executed */
br_far_fwd:
    addi a3, a3, 1
    bne x0, a3, br_far_back             /* backward by ~3.9 KiB */
    TEST_FAIL
2:
    TEST_PASS

    .data
    .balign 8
br_data: .word 0x33, -1
br_word: .word 0
