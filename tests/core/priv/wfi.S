/* SPDX-License-Identifier: Apache-2.0 */
/*
 * WFI wake-up. WFI resumes when an interrupt is pending and enabled in mie,
 * whatever mstatus.MIE/SIE and mideleg say (privileged spec 3.3.3):
 *   1. M, MIE = 0, MTIE = 1, timer fires later: wfi returns, nothing taken
 *   2. M, MIE = 0, MSIE = 1, msip already set: wfi returns at once
 *   3. M, MIE = 0, SSI delegated to S and enabled in mie, SSIP set: returns
 *      (the interrupt itself is never taken in M)
 *   4. M, MIE = 1: the interrupt is taken with mepc = the wfi + 4
 *   5. S (TW = 0), MTI enabled: taken to M with mepc = the wfi + 4, MPP = S
 * A wfi that never wakes hangs the test (QEMU timeout / SoC cycle limit).
 * The timer is set WFI_DELAY mtime ticks ahead (0.5 ms on QEMU's 10 MHz
 * mtime), far more than the few instructions before the wfi, so the
 * interrupt arrives while the hart waits.
 */
#include "test_macros.h"

#define WFI_DELAY 5000

    .text
    .globl main
main:
    TEST_NUM(1)
    TIMER_IN(WFI_DELAY)
    li a1, MIP_MTIP
    csrw mie, a1
    wfi
    /* wfi may also return early (spec: it is a hint), so wait for the
     * timer with a bounded loop before checking: the point of the test is
     * that it returned at all and took no trap */
    li a5, WAIT_LOOPS
1:  csrr a0, mip
    andi a0, a0, MIP_MTIP
    bnez a0, 2f
    addi a5, a5, -1
    bnez a5, 1b
    TEST_FAIL
2:  TIMER_OFF
    TEST_NUM(2)
    MSIP_SET
    li a1, MIP_MSIP
    csrw mie, a1
    wfi
    MSIP_CLEAR
    TEST_NUM(3)
    li a1, MIP_SSIP
    csrw mideleg, a1
    csrw mie, a1
    csrs mip, a1
    wfi
    csrc mip, a1
    csrw mideleg, x0
    TEST_NUM(4)
    TRAP_EXPECT_IRQ(IRQ_MTI)
    TIMER_IN(WFI_DELAY)
    li a1, MIP_MTIP
    csrw mie, a1
    csrs mstatus, MSTATUS_MIE
1:  wfi
    j 2f                            /* wfi returned without the interrupt
                                       (allowed): wait for it */
2:  li a5, WAIT_LOOPS
3:  TRAP_FIELD(a4, core_mctl, TR_ARMED)
    beqz a4, 4f
    addi a5, a5, -1
    bnez a5, 3b
    TEST_FAIL
4:  csrc mstatus, MSTATUS_MIE
    TIMER_OFF
    TRAP_FIELD(a4, core_mctl, TR_GOT_EPC)
    la a3, 1b                       /* taken at the wfi + 4 ... */
    addi a3, a3, 4
    beq a4, a3, 5f
    la a3, 2b                       /* ... or in the wait loop if the wfi
                                       returned early */
    bltu a4, a3, 6f
    la a3, 4b
    bgeu a4, a3, 6f
5:  j 7f
6:  TEST_FAIL
7:  TEST_NUM(5)
    TIMER_IN(WFI_DELAY)
    li a1, MIP_MTIP
    csrw mie, a1
    TRAP_EXPECT_IRQ_AT(IRQ_MTI, 3f, PRV_M)
    GOTO_S(1f)
1:  wfi
2:  j 2b
3:  TIMER_OFF
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S
    TRAP_FIELD(a4, core_mctl, TR_GOT_EPC)
    la a3, 1b
    bltu a4, a3, 4f                 /* at the wfi + 4 or in the loop after */
    la a3, 3b
    bgeu a4, a3, 4f
    la a3, 1b                       /* never at the wfi itself */
    CHECK_NE a4, a3
    j 5f
4:  TEST_FAIL
5:  csrw mie, x0
    TEST_PASS
