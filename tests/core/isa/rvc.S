/* SPDX-License-Identifier: Apache-2.0 */
/*
 * C extension: every compressed instruction of RV32C/RV64C (no F or D),
 * executed, with edge values (unprivileged spec, chapter "C": each is the
 * 32-bit instruction named on its line). X = XLEN. Branches and jumps are
 * taken and not taken, forwards and backwards; links are pc + 2.
 * Illegal encodings: isa/rvc_illegal.S; jump targets and fetch across
 * cache lines: isa/rvc_targets.S.
 */
#include "test_macros.h"

    .option rvc
    .text
    .globl main
main:
    /* ---------------------------------------------- CI */
    TEST_CASE(1, a0, 31, c.li a0, 31)                          /* addi a0, x0, 31 */
    TEST_CASE(2, a0, -32, c.li a0, -32)
    TEST_CASE(3, a0, 7, li a0, 8; c.addi a0, -1)               /* addi a0, a0, -1 */
    TEST_CASE(4, a0, 39, li a0, 8; c.addi a0, 31)
    TEST_CASE(5, a0, -24, li a0, 8; c.addi a0, -32)
    TEST_CASE(6, a0, 0x1f000, c.lui a0, 0x1f)                  /* lui a0, 0x1f */
    TEST_CASE(7, a0, XV(0xfffe0000, 0xfffffffffffe0000), c.lui a0, 0xfffe0)  /* sign-extended */
    TEST_CASE(8, a0, 0x80, li a0, 1; c.slli a0, 7)              /* slli a0, a0, 7 */
    TEST_CASE(9, a0, XMIN, li a0, 1; c.slli a0, XLEN - 1)
    TEST_CASE(10, s1, 0x30, li s1, 3; c.slli s1, 4)
#if XLEN == 64
    TEST_CASE(11, a0, 0xffffffff80000000, li a0, 0x7fffffff; c.addiw a0, 1)  /* addiw: wraps at 32 */
    TEST_CASE(12, a0, 0xffffffff80000000, li a0, 0x180000000; c.addiw a0, 0) /* sext.w */
    TEST_CASE(13, a0, -1, li a0, 0; c.addiw a0, -1)
#endif

    /* sp-relative: c.addi16sp and c.addi4spn (sp itself saved in s11) */
    TEST_NUM(14)
    mv s11, sp
    c.addi16sp sp, -512                /* addi sp, sp, -512 */
    sub a0, s11, sp
    mv sp, s11
    CHECK_EQI a0, 512
    TEST_NUM(15)
    c.addi16sp sp, 496
    sub a0, sp, s11
    mv sp, s11
    CHECK_EQI a0, 496
    TEST_NUM(16)
    c.addi4spn a0, sp, 1020            /* addi a0, sp, 1020 */
    sub a0, a0, sp
    CHECK_EQI a0, 1020
    TEST_NUM(17)
    c.addi4spn s1, sp, 4
    sub s1, s1, sp
    CHECK_EQI s1, 4

    /* ---------------------------------------------- CB: shifts, andi */
    TEST_CASE(20, a0, XMAX, li a0, -1; c.srli a0, 1)            /* srli a0, a0, 1 */
    TEST_CASE(21, a0, 1, li a0, XMIN; c.srli a0, XLEN - 1)
    TEST_CASE(22, a0, -1, li a0, XMIN; c.srai a0, XLEN - 1)     /* srai a0, a0, X-1 */
    TEST_CASE(23, a1, -4, li a1, -16; c.srai a1, 2)
    TEST_CASE(24, a0, 0xf0, li a0, 0xff; c.andi a0, -16)        /* andi a0, a0, -16 */
    TEST_CASE(25, a0, 5, li a0, 0xff; c.andi a0, 5)
    TEST_CASE(26, a5, 0, li a5, 0x20; c.andi a5, 31)

    /* ---------------------------------------------- CA */
    TEST_CASE(30, a0, 7, li a0, 10; li a1, 3; c.sub a0, a1)      /* sub a0, a0, a1 */
    TEST_CASE(31, a0, XMIN, li a0, XMAX; li a1, -1; c.sub a0, a1) /* wraps */
    TEST_CASE(32, a0, 0x0ff0, li a0, 0x0f0f; li a1, 0x00ff; c.xor a0, a1)
    TEST_CASE(33, a0, 0x0fff, li a0, 0x0f0f; li a1, 0x00ff; c.or a0, a1)
    TEST_CASE(34, a0, 0x000f, li a0, 0x0f0f; li a1, 0x00ff; c.and a0, a1)
    TEST_CASE(35, s0, 0, li s0, 0x55; li a5, 0x55; c.xor s0, a5)
#if XLEN == 64
    TEST_CASE(36, a0, 0xffffffff80000000, li a0, 0x7fffffff; li a1, 1; c.addw a0, a1)  /* addw */
    TEST_CASE(37, a0, -1, li a0, 0; li a1, 1; c.subw a0, a1)                            /* subw */
    TEST_CASE(38, a0, 0x7fffffff, li a0, 0x80000000; li a1, 1; c.subw a0, a1)
#endif

    /* ---------------------------------------------- CR: mv, add */
    TEST_CASE(40, a0, 0x1234, li a1, 0x1234; c.mv a0, a1)       /* add a0, x0, a1 */
    TEST_CASE(41, t0, XMIN, li a1, XMIN; c.mv t0, a1)
    TEST_CASE(42, a0, 0x1237, li a0, 3; li a1, 0x1234; c.add a0, a1)  /* add a0, a0, a1 */
    TEST_CASE(43, a0, 0, li a0, -1; li a1, 1; c.add a0, a1)
    TEST_CASE(44, a0, 8, li a0, 4; c.add a0, a0)

    /* ---------------------------------------------- CL/CS */
    TEST_NUM(50)
    la a1, data
    li a2, 0x12345678
    c.sw a2, 4(a1)                     /* sw a2, 4(a1) */
    c.lw a0, 4(a1)                     /* lw a0, 4(a1) */
    CHECK_EQI a0, 0x12345678
    TEST_NUM(51)                       /* the largest offset, sign extension */
    li a2, 0x80000000
    c.sw a2, 124(a1)
    c.lw a0, 124(a1)
    CHECK_EQI a0, XV(0x80000000, 0xffffffff80000000)
    lw a0, 124(a1)
    CHECK_EQI a0, XV(0x80000000, 0xffffffff80000000)
#if XLEN == 64
    TEST_NUM(52)
    li a2, 0x0123456789abcdef
    c.sd a2, 248(a1)                   /* sd a2, 248(a1) */
    c.ld a0, 248(a1)                   /* ld a0, 248(a1) */
    CHECK_EQ a0, a2
    c.ld a3, 8(a1)
    ld a4, 8(a1)
    CHECK_EQ a3, a4
#endif

    /* ---------------------------------------------- CSS/CI: sp-relative */
    TEST_NUM(53)
    mv s11, sp
    la sp, data
    li a2, 0x5a5a5a5a
    c.swsp a2, 252(sp)                 /* sw a2, 252(sp) */
    c.lwsp a0, 252(sp)                 /* lw a0, 252(sp) */
    li a3, 0x0badf00d
    c.swsp a3, 0(sp)
    c.lwsp t2, 0(sp)
    mv sp, s11
    CHECK_EQI a0, 0x5a5a5a5a
    CHECK_EQI t2, 0x0badf00d
#if XLEN == 64
    TEST_NUM(54)
    la sp, data
    li a2, -2
    c.sdsp a2, 504(sp)                 /* sd a2, 504(sp) */
    c.ldsp a0, 504(sp)                 /* ld a0, 504(sp) */
    mv sp, s11
    CHECK_EQI a0, -2
#endif

    /* ---------------------------------------------- CJ, CB branches */
    TEST_NUM(60)                       /* c.j forward */
    c.j 1f                             /* jal x0, 1f */
    TEST_FAIL
1:  TEST_NUM(61)                       /* c.j backward */
    li a0, 0
    c.j 3f
2:  addi a0, a0, 1
    c.j 4f
3:  c.j 2b
4:  CHECK_EQI a0, 1
    TEST_NUM(62)                       /* c.beqz: taken, not taken */
    li a0, 0
    c.beqz a0, 1f                      /* beq a0, x0, 1f */
    TEST_FAIL
1:  li a0, 1
    c.beqz a0, 2f
    j 3f
2:  TEST_FAIL
3:  TEST_NUM(63)                       /* c.bnez: a backward loop, predicted taken */
    li a0, 10
    li a1, 0
1:  addi a1, a1, 2
    c.addi a0, -1
    c.bnez a0, 1b                      /* bne a0, x0, 1b */
    CHECK_EQI a1, 20
    TEST_NUM(64)                       /* c.bnez not taken, c.beqz backward */
    li s0, 0
    c.bnez s0, 9f
    li s1, 3
2:  c.addi s1, -1
    c.beqz s1, 3f
    c.j 2b
9:  TEST_FAIL
3:  CHECK_EQI s1, 0

    /* ---------------------------------------------- CR jumps: jr, jalr */
    TEST_NUM(70)
    la a1, 1f
    c.jr a1                            /* jalr x0, 0(a1) */
    TEST_FAIL
1:  TEST_NUM(71)                       /* c.jalr: ra = pc + 2 */
    la a1, rvc_leaf
    li a0, 0
2:  c.jalr a1                          /* jalr ra, 0(a1) */
3:  CHECK_EQI a0, 0x77
    la a2, 3b
    CHECK_EQ ra, a2
#if XLEN == 32
    TEST_NUM(72)                       /* c.jal: ra = pc + 2 */
    li a0, 0
    c.jal rvc_leaf                     /* jal ra, rvc_leaf */
4:  CHECK_EQI a0, 0x77
    la a2, 4b
    CHECK_EQ ra, a2
#endif

    /* ---------------------------------------------- c.nop, c.ebreak */
    TEST_NUM(80)
    li a0, 5
    c.nop                              /* addi x0, x0, 0 */
    CHECK_EQI a0, 5
    TEST_NUM(81)                       /* ebreak: mepc = the c.ebreak */
    TRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 1f, 2f)
1:  c.ebreak
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    TEST_PASS

rvc_leaf:
    c.li a0, 0
    addi a0, a0, 0x77
    c.jr ra

    .data
    .balign 8
data:
    .skip 512
