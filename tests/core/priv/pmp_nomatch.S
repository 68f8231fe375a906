/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. With PMP implemented but every entry OFF, S and U accesses match
 * no entry and fail, while M is unrestricted (privileged spec 3.7.1: "If no
 * PMP entry matches an S-mode or U-mode access, but at least one PMP entry
 * is implemented, the access fails").
 *   mret to U/S: the first fetch faults (cause 1, mepc = mtval = target).
 * QEMU 7.2 instead raises illegal instruction on the mret itself when no
 * entry is active, so this test is not run there; the case with active but
 * non-matching entries is in pmp.S.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    csrw pmpcfg0, x0                /* crt0 used only entry 0 */
    sfence.vma
    TEST_NUM(1)                     /* M still runs and accesses memory */
    la a2, nm_word
    li a0, 0x77
    sw a0, 0(a2)
    lw a1, 0(a2)
    CHECK_EQI a1, 0x77
    TEST_NUM(2)
    TRAP_EXPECT_AT(CAUSE_FETCH_ACCESS, 1f, 2f)
    GOTO_U(1f)
1:  nop
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, 0
    TEST_NUM(3)
    TRAP_EXPECT_AT(CAUSE_FETCH_ACCESS, 1f, 2f)
    GOTO_S(1f)
1:  nop
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S
    TEST_NUM(4)                     /* an entry back on: U runs again */
    li a0, -1
    csrw pmpaddr0, a0
    li a0, PMP_A_NAPOT | PMP_R | PMP_W | PMP_X
    csrw pmpcfg0, a0
    sfence.vma
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  ecall
    TEST_FAIL
2:  TEST_PASS

    .data
    .balign 8
nm_word: .word 0
