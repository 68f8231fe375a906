/* SPDX-License-Identifier: Apache-2.0 */
/*
 * PMP checks of LR, SC and the AMOs (privileged spec, "Exception codes";
 * unprivileged spec, chapter "A"; misaligned addresses are in
 * priv/amo_misaligned.S):
 *   - an AMO needs read and write permission: on a read-only page it
 *     fails with a store/AMO access fault (7); lr needs read (5 without
 *     it); sc needs write (7), checked here with a valid reservation
 *   - an AMO where nothing is allowed is also cause 7: priv/amo_soc.S
 * The PMP cases run in S-mode. Entry 0 covers one 4 KiB page (its
 * permissions change per case), entry 1 the test image with RWX.
 */
#include "test_macros.h"

#define IMAGE_NAPOT ((RAM_BASE >> 2) | ((0x100000 >> 3) - 1))     /* 1 MiB */
#define IMAGE_CFG   ((PMP_A_NAPOT | PMP_R | PMP_W | PMP_X) << 8)  /* entry 1 */


    .text
    .globl main
main:
    la s0, guarded_page
    li a1, 0x77
    sw a1, 0(s0)
    /* ------------------------------------------------ PMP, from S */
    li a0, IMAGE_NAPOT
    csrw pmpaddr1, a0
    mv a0, s0
    srli a0, a0, 2
    ori a0, a0, 0x1ff               /* NAPOT, 4 KiB */
    csrw pmpaddr0, a0
    mv a2, s0

    /* read-only: lr works, an AMO and an sc fault */
    li a0, IMAGE_CFG | PMP_A_NAPOT | PMP_R
    csrw pmpcfg0, a0
    sfence.vma
    TEST_NUM(10)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 11f)
    GOTO_S(10f)
10: lr.w a0, (a2)
    mv s1, a0
    ecall
    TEST_FAIL
11: CHECK_EQI s1, 0x77
    FAULT_IN(12, PRV_S, CAUSE_STORE_ACCESS, amoadd.w a0, a1, (a2))
    FAULT_IN(13, PRV_S, CAUSE_STORE_ACCESS, amoswap.w x0, a1, (a2))
    FAULT_IN(14, PRV_S, CAUSE_STORE_ACCESS, lr.w a0, (a2); sc.w a0, a1, (a2))

    /* no permission: lr faults as a load (an AMO there: priv/amo_soc.S) */
    li a0, IMAGE_CFG | PMP_A_NAPOT
    csrw pmpcfg0, a0
    sfence.vma
    FAULT_IN(20, PRV_S, CAUSE_LOAD_ACCESS, lr.w a0, (a2))

    /* read and write: all of them work */
    li a0, IMAGE_CFG | PMP_A_NAPOT | PMP_R | PMP_W
    csrw pmpcfg0, a0
    sfence.vma
    TEST_NUM(30)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 31f)
    GOTO_S(30f)
30: li a1, 1
    amoadd.w s1, a1, (a2)
    lr.w a0, (a2)
    addi a0, a0, 1
    sc.w s2, a0, (a2)
    ecall
    TEST_FAIL
31: CHECK_EQI s1, 0x77
    CHECK_EQI s2, 0
    lw a0, 0(s0)
    CHECK_EQI a0, 0x79              /* 0x77 + 1 (AMO) + 1 (lr/sc) */

    TEST_NUM(40)                    /* the background entry back, as crt0 left it */
    csrw pmpaddr0, x0
    csrw pmpaddr1, x0
    li a0, -1
    csrw pmpaddr0, a0
    li a0, PMP_A_NAPOT | PMP_R | PMP_W | PMP_X
    csrw pmpcfg0, a0
    sfence.vma
    TEST_PASS

    .data
    .balign 4096
guarded_page:
    .space 4096
