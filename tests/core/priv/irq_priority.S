/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Interrupt priority, the part QEMU 7.2 also implements (it takes M-level
 * interrupts in ascending cause order instead of the spec's order, which
 * agrees with the spec only for some pairs). The whole order MSI > MTI >
 * SEI > SSI > STI > LCOFI is checked by irq_priority_full.S (soc-only).
 * MEI cannot be raised on our SoC (no external interrupt controller).
 *   1. not delegated, in M: MSI > MTI > SEI
 *   2. not delegated, in M: SSI > STI > LCOFI
 *   3. in S, an M-level interrupt (MTI, not delegated) is taken before a
 *      pending and enabled delegated S interrupt (SSI)
 * The log-mode handler records each cause and clears its mie bit, so every
 * pending source is taken once, in priority order.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ------------------------------------------------ 1 */
    TEST_NUM(1)
    RAISE_IRQS(MIP_SEIP)
    li a1, 200                      /* let MTIP settle */
1:  addi a1, a1, -1
    bnez a1, 1b
    li a1, MIP_MSIP | MIP_MTIP | MIP_SEIP
    csrw mie, a1
    TAKE_IRQS_IN_M(3)
    CLEAR_IRQS(MIP_SEIP)
    CHECK_IRQ_LOG core_mctl, IRQ_MSI, IRQ_MTI, IRQ_SEI
    /* ------------------------------------------------ 2 */
    TEST_NUM(2)
    li a1, MIP_SSIP | MIP_STIP | MIP_LCOFIP
    csrs mip, a1
    csrw mie, a1
    TAKE_IRQS_IN_M(3)
    li a1, MIP_SSIP | MIP_STIP | MIP_LCOFIP
    csrc mip, a1
    CHECK_IRQ_LOG core_mctl, IRQ_SSI, IRQ_STI, IRQ_LCOF
    /* ------------------------------------------------ 3 */
    TEST_NUM(3)
    li a1, MIP_SSIP
    csrw mideleg, a1
    csrs mip, a1
    TIMER_NOW
    li a1, 200
1:  addi a1, a1, -1
    bnez a1, 1b
    li a1, MIP_SSIP | MIP_MTIP
    csrw mie, a1
    csrs mstatus, MSTATUS_SIE       /* S interrupts enabled in S */
    TRAP_EXPECT_IRQ(IRQ_MTI)        /* M: returns to where it interrupted */
    STRAP_EXPECT_IRQ_AT(IRQ_SSI, 2f, PRV_S)
    GOTO_S(1f)
1:  j 1b                            /* both are taken here */
2:  TRAP_FIELD(s2, core_mctl, TR_GOT_EPC)     /* save the MTI record */
    TRAP_FIELD(s3, core_mctl, TR_GOT_STATUS)
    TRAP_FIELD(s4, core_mctl, TR_GOT_CAUSE)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 3f)
    ecall
3:  TIMER_OFF
    li a1, MIP_SSIP
    csrc mip, a1
    csrw mideleg, x0
    csrc mstatus, MSTATUS_SIE
    /* M first: it interrupted the loop itself. Had S gone first, the M
     * interrupt would have hit the S handler's code instead. */
    CHECK_EQI s4, CAUSE_IRQ(IRQ_MTI)
    CHECK_EQL s2, 1b
    CHECK_TRAP_EPC core_sctl, 1b
    CHECK_FIELD s3, MSTATUS_MPP, MSTATUS_MPP_S
    TEST_PASS
