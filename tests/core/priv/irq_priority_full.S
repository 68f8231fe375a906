/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Interrupt priority order of the privileged spec (3.1.9):
 *   MEI > MSI > MTI > SEI > SSI > STI > LCOFI
 * MEI cannot be raised on our SoC (no external interrupt controller; MEIP
 * is read-only). All others are raised at once: MSI by the CLINT's msip,
 * MTI by mtimecmp = 0, SEI/SSI/STI/LCOFI by M writing mip.
 *   1. none delegated, taken in M: 3, 7, 9, 1, 5, 13
 *   2. SEI, SSI, STI, LCOFI delegated, taken in S: 9, 1, 5, 13
 * QEMU 7.2 takes interrupts in ascending cause order (1, 3, 5, ...), so this
 * test is not run there; irq_priority.S checks the pairs QEMU gets right.
 */
#include "test_macros.h"

#define S_IRQS (MIP_SEIP | MIP_SSIP | MIP_STIP | MIP_LCOFIP)

    .text
    .globl main
main:
    /* ------------------------------------------------ 1 */
    TEST_NUM(1)
    RAISE_IRQS(S_IRQS)
    csrr a0, mip                    /* all six pending before enabling */
    li a1, WAIT_LOOPS
1:  csrr a0, mip
    andi a0, a0, MIP_MTIP
    bnez a0, 2f
    addi a1, a1, -1
    bnez a1, 1b
2:  csrr a0, mip
    CHECK_FIELD a0, S_IRQS | MIP_MSIP | MIP_MTIP, S_IRQS | MIP_MSIP | MIP_MTIP
    li a1, S_IRQS | MIP_MSIP | MIP_MTIP
    csrw mie, a1
    TAKE_IRQS_IN_M(6)
    CLEAR_IRQS(S_IRQS)
    CHECK_IRQ_LOG core_mctl, IRQ_MSI, IRQ_MTI, IRQ_SEI, IRQ_SSI, IRQ_STI, IRQ_LCOF
    /* ------------------------------------------------ 2 */
    TEST_NUM(2)
    li a1, S_IRQS
    csrw mideleg, a1
    csrs mip, a1
    csrw mie, a1
    csrs mstatus, MSTATUS_SIE
    TRAP_LOG_IRQS(core_sctl)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  WAIT_COUNT(core_sctl, 4)
    ecall
2:  TRAP_DISARM(core_sctl)
    li a1, S_IRQS
    csrc mip, a1
    csrw mideleg, x0
    csrc mstatus, MSTATUS_SIE
    CHECK_IRQ_LOG core_sctl, IRQ_SEI, IRQ_SSI, IRQ_STI, IRQ_LCOF
    TEST_PASS
