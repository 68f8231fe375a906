/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A extension, load-reserved / store-conditional (unprivileged spec,
 * chapter "A"; docs/soc.md gives this core's reservation rules):
 *   - lr reads (lr.w sign-extends) and reserves; sc to the reserved address
 *     writes and gives rd = 0; a failing sc writes nothing and gives rd != 0
 *   - every sc ends the reservation, succeeding or not
 *   - the reservation is lost on a store or an AMO to the reserved address,
 *     and on a trap; a store elsewhere keeps it
 *   - sc's result is usable by the next instruction; a constrained lr/sc
 *     loop completes
 *   - lr with rs2 != 0, a width other than .w (and .d on RV64) and an
 *     unknown funct5 are illegal instructions
 * Misaligned addresses and PMP: priv/amo_fault.S.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    la s0, resv_area                /* s0: the reserved word; s0+16: another doubleword */

    TEST_NUM(1)                     /* lr, then sc to the same address: succeeds */
    li a1, 0x1234
    sw a1, 0(s0)
    lr.w a0, (s0)
    CHECK_EQI a0, 0x1234
    li a2, 0x5678
    sc.w a1, a2, (s0)
    CHECK_EQI a1, 0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x5678

    TEST_NUM(2)                     /* the sc ended the reservation: a second fails */
    li a2, 0x9abc
    sc.w a1, a2, (s0)
    CHECK_NE a1, x0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x5678

    TEST_NUM(3)                     /* sc to another address fails, and ends the reservation */
    lr.w a0, (s0)
    li a2, 1
    addi a3, s0, 16
    sc.w a1, a2, (a3)
    CHECK_NE a1, x0
    sc.w a1, a2, (s0)
    CHECK_NE a1, x0
    lw a4, 16(s0)
    CHECK_EQI a4, 0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x5678

    TEST_NUM(4)                     /* a store to the reserved word: sc fails */
    lr.w a0, (s0)
    li a1, 0x1111
    sw a1, 0(s0)
    li a2, 0x2222
    sc.w a1, a2, (s0)
    CHECK_NE a1, x0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x1111

    TEST_NUM(5)                     /* an AMO to the reserved word: sc fails */
    lr.w a0, (s0)
    li a2, 1
    amoadd.w x0, a2, (s0)
    li a2, 0x3333
    sc.w a1, a2, (s0)
    CHECK_NE a1, x0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x1112

    TEST_NUM(6)                     /* a store elsewhere keeps the reservation */
    lr.w a0, (s0)
    li a1, 0x4444
    sw a1, 16(s0)
    li a2, 0x5555
    sc.w a1, a2, (s0)
    CHECK_EQI a1, 0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x5555

    TEST_NUM(7)                     /* a trap between them: sc fails */
    lr.w a0, (s0)
    TRAP_EXPECT(CAUSE_ECALL_M, 0, 71f)
    ecall
    TEST_FAIL
71: li a2, 0x6666
    sc.w a1, a2, (s0)
    CHECK_NE a1, x0
    lw a4, 0(s0)
    CHECK_EQI a4, 0x5555

    TEST_NUM(8)                     /* lr.w sign-extends; sc's result used at once */
    li a1, 0x80000000
    sw a1, 0(s0)
    lr.w a0, (s0)
    CHECK_EQI a0, XV(0x80000000, 0xffffffff80000000)
    sc.w a1, x0, (s0)
    addi a1, a1, 5
    CHECK_EQI a1, 5
    lw a4, 0(s0)
    CHECK_EQI a4, 0

    TEST_NUM(9)                     /* aq/rl forms behave the same */
    lr.w.aq a0, (s0)
    li a2, 9
    sc.w.rl a1, a2, (s0)
    CHECK_EQI a1, 0
    lr.w.aqrl a0, (s0)
    CHECK_EQI a0, 9

    TEST_NUM(10)                    /* a constrained loop: atomic increment, 100 times */
    sw x0, 0(s0)
    LRSC_INCREMENT s0, 100, a5, a0, a1
    lw a4, 0(s0)
    CHECK_EQI a4, 100

#if XLEN == 64
    TEST_NUM(11)                    /* lr.d / sc.d */
    li a1, 0x0123456789abcdef
    sd a1, 0(s0)
    lr.d a0, (s0)
    CHECK_EQ a0, a1
    li a2, -2
    sc.d a1, a2, (s0)
    CHECK_EQI a1, 0
    ld a4, 0(s0)
    CHECK_EQI a4, -2
    sc.d a1, x0, (s0)               /* consumed */
    CHECK_NE a1, x0
#endif

    /* ------------------------------------------------ illegal encodings */
    TEST_NUM(20)                    /* lr.w a0, (s0) with rs2 = 1 */
    TRAP_EXPECT_ILLEGAL(81f, 82f)
81: .word 0x1014252f
    TEST_FAIL
82: TEST_NUM(21)                    /* amoadd with funct3 = 000 (no byte AMOs) */
    TRAP_EXPECT_ILLEGAL(83f, 84f)
83: .word 0x00c4052f
    TEST_FAIL
84: TEST_NUM(22)                    /* funct5 11111: no such AMO */
    TRAP_EXPECT_ILLEGAL(85f, 86f)
85: .word 0xf8c4252f
    TEST_FAIL
86:
#if XLEN == 32
    TEST_NUM(23)                    /* amoadd.d does not exist on RV32 */
    TRAP_EXPECT_ILLEGAL(87f, 88f)
87: .word 0x00c4352f
    TEST_FAIL
88:
#endif
    TEST_PASS

    .data
    .balign 16
resv_area:
    .dword 0, 0, 0, 0
