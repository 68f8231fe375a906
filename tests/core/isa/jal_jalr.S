/* SPDX-License-Identifier: Apache-2.0 */
/*
 * JAL and JALR.
 *   jal  rd, off      rd = pc + 4; pc = pc + sext(off)
 *   jalr rd, off(rs1) t = (rs1 + sext(off)) & ~1; rd = pc + 4; pc = t
 * Link values, both jump directions, jalr clearing bit 0, rd == rs1, x0 as
 * destination, producer -> jalr dependencies, and that the instructions after
 * a jump (the wrong path) have no effect.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- jal */
    TEST_NUM(1)                     /* forward, link = pc + 4 */
    li a0, 0
1:  jal a1, 2f
    li a0, 1                        /* wrong path */
    TEST_FAIL
2:  la a2, 1b
    addi a2, a2, 4
    CHECK_EQ a1, a2
    CHECK_EQI a0, 0

    TEST_NUM(2)                     /* backward (negative offset) */
    li a3, 0
    j 4f
3:  addi a3, a3, 1                  /* backward target */
    la a2, 5f
    CHECK_EQ ra, a2
    j 6f
4:  jal ra, 3b
5:  TEST_FAIL
6:  CHECK_EQI a3, 1

    TEST_NUM(3)                     /* rd = x0: plain jump, x0 stays 0 */
    jal x0, 1f
    TEST_FAIL
1:  CHECK_EQ x0, x0
    li a0, 0
    add a0, a0, x0
    CHECK_EQI a0, 0

    TEST_NUM(4)                     /* long jumps: +/- about 40 KiB */
    li a3, 0
    jal a1, far_fwd
far_back_ret:
    CHECK_EQI a3, 2
    j 1f
far_back:
    addi a3, a3, 1
    jal x0, far_back_ret
1:

    TEST_NUM(5)                     /* the link register is usable at once */
    jal a1, 1f
1:  addi a2, a1, 0
    la a0, 1b
    CHECK_EQ a2, a0

    /* ---------------------------------------------------------- jalr */
    TEST_NUM(6)                     /* basic, link = pc + 4 */
    la a1, 2f
1:  jalr ra, 0(a1)
    TEST_FAIL
2:  la a2, 1b
    addi a2, a2, 4
    CHECK_EQ ra, a2

    TEST_NUM(7)                     /* positive offset */
    la a1, 1f
    jalr a0, 12(a1)
1:  TEST_FAIL                       /* 1f */
    TEST_FAIL                       /* 1f + 4 */
    TEST_FAIL                       /* 1f + 8 */
    j 2f                            /* at 1f + 12 */
    TEST_FAIL
2:
    TEST_NUM(8)                     /* negative offset */
    la a1, 2f
    addi a1, a1, 16
    jalr a0, -16(a1)
    TEST_FAIL
2:
    TEST_NUM(9)                     /* bit 0 of the target is cleared: rs1 odd */
    la a1, 2f
    addi a1, a1, 1
    jalr a0, 0(a1)
    TEST_FAIL
2:
    TEST_NUM(10)                    /* bit 0 cleared: odd offset */
    la a1, 2f
    jalr a0, 1(a1)
    TEST_FAIL
2:
    TEST_NUM(11)                    /* odd rs1 + odd offset = even, no clearing needed:
                                       (2f - 1) + 1 = 2f */
    la a1, 2f
    addi a1, a1, -1
    jalr a0, 1(a1)
    TEST_FAIL
2:
    TEST_NUM(12)                    /* negative odd offset: (2f + 2 - 1) & ~1 = 2f */
    la a1, 2f
    addi a1, a1, 2
    jalr a0, -1(a1)                 /* (2f + 1) & ~1 = 2f */
    TEST_FAIL
2:
    TEST_NUM(13)                    /* rd == rs1: target uses the old value */
    la a1, 2f
1:  jalr a1, 0(a1)
    TEST_FAIL
2:  la a2, 1b
    addi a2, a2, 4
    CHECK_EQ a1, a2

    TEST_NUM(14)                    /* rd = x0 */
    la a1, 2f
    jalr x0, 0(a1)
    TEST_FAIL
2:  CHECK_EQ x0, x0

    TEST_NUM(15)                    /* call / return through a function */
    li a0, 5
    call jj_double
    CHECK_EQI a0, 10
    call jj_double
    call jj_double
    CHECK_EQI a0, 40

    TEST_NUM(16)                    /* ALU -> jalr, back to back */
    la a1, 1f
    addi a1, a1, 8
    jalr x0, 0(a1)
1:  TEST_FAIL                       /* 1f */
    TEST_FAIL                       /* 1f + 4 */
    j 2f                            /* 1f + 8 */
    TEST_FAIL
2:
    TEST_NUM(17)                    /* load -> jalr, back to back */
    la a1, jj_table
    REG_L a2, 0(a1)
    jalr ra, 0(a2)
    CHECK_EQI a0, 0x77              /* jj_target1 sets a0 */
    REG_L a2, REGBYTES(a1)
    jalr ra, 0(a2)
    CHECK_EQI a0, 0x88

    TEST_NUM(18)                    /* lui/auipc -> jalr */
1:  auipc a1, 0
    jalr x0, 12(a1)                 /* 1b + 12 */
    TEST_FAIL                       /* 1b + 8 */
    j 2f                            /* 1b + 12 */
    TEST_FAIL
2:
    TEST_NUM(19)                    /* the wrong path after a jump must not
                                       store, nor write registers */
    la a1, jj_word
    sw x0, 0(a1)
    li a2, 0x1234
    li a3, 0
    jal x0, 1f
    sw a2, 0(a1)
    addi a3, a3, 1
    TEST_FAIL
1:  la a4, 2f
    jalr x0, 0(a4)
    sw a2, 0(a1)
    addi a3, a3, 1
    TEST_FAIL
2:  lw a0, 0(a1)
    CHECK_EQI a0, 0
    CHECK_EQI a3, 0

    TEST_NUM(20)                    /* jalr with rs1 = the link register of the
                                       previous jal (ret right after call) */
    jal ra, 1f
    j 2f
1:  jalr x0, 0(ra)
    TEST_FAIL
2:
    TEST_NUM(21)                    /* tight call chain: nested calls */
    li a0, 1
    call jj_nest
    CHECK_EQI a0, 4

    TEST_PASS

jj_double:
    add a0, a0, a0
    ret

jj_nest:                            /* a0 += 1, then twice jj_inc; uses s1 for ra */
    mv s1, ra
    addi a0, a0, 1
    jal ra, jj_inc
    jal ra, jj_inc
    jalr x0, 0(s1)
jj_inc:
    addi a0, a0, 1
    ret

jj_target1:
    li a0, 0x77
    ret
jj_target2:
    li a0, 0x88
    ret

/* ---------------------------------------------------------- far targets */
    .skip 0x9000                    /* never executed */
far_fwd:
    addi a3, a3, 1
    la a2, far_back_ret
    CHECK_EQ a1, a2
    jal x0, far_back                /* backward by more than 36 KiB */

    .data
    .balign 16
jj_table:
    XWORD jj_target1, jj_target2
jj_word:
    .word 0
