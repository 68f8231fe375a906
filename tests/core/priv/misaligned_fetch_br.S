/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Instruction-address-misaligned exceptions from taken branches
 * and JAL (no C extension): mcause = 0, mepc = the branch/jal, mtval = the
 * (misaligned) target, rd of jal not written.
 * QEMU 7.2 takes these exceptions but reports a stale PC as mtval for
 * branches and jal (fixed in later QEMU), so this test is not run on QEMU.
 */
#include "test_macros.h"

/* taken branch at 87 to 87 + off (off = 2 mod 4) */
#define TEST_BR_MIS(n, inst, v1, v2, off)                               \
    TEST_NUM(n);                                                        \
    li a1, v1;                                                          \
    li a2, v2;                                                          \
    la a3, 87f;                                                         \
    addi a3, a3, off;                                                   \
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 88f);                   \
87: inst a1, a2, 87b + (off);                                           \
    TEST_FAIL;                                                          \
    TEST_FAIL;                                                          \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_EPC core_mctl, 87b

    .text
    .globl main
main:
    TEST_NUM(1)
    csrr a0, misa
    CHECK_FIELD a0, (1 << ('C' - 'A')), 0

    TEST_BR_MIS(2, beq, 1, 1, 6)
    TEST_BR_MIS(3, bne, 1, 2, 2)
    TEST_BR_MIS(4, blt, -1, 1, 10)
    TEST_BR_MIS(5, bge, 1, -1, -2)      /* backward */
    TEST_BR_MIS(6, bltu, 1, -1, -6)
    TEST_BR_MIS(7, bgeu, -1, 1, 14)

    TEST_NUM(8)                         /* jal forward */
    li a1, 0x1234
    la a3, 1f
    addi a3, a3, 10
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 2f)
1:  jal a1, 1b + 10
    TEST_FAIL
    TEST_FAIL
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_EQI a1, 0x1234                /* rd not written */

    TEST_NUM(9)                         /* jal backward, from U */
    la a3, 1f
    addi a3, a3, -2
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 2f)
    GOTO_U(1f)
    nop
1:  jal ra, 1b - 2
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, 0

    TEST_PASS
