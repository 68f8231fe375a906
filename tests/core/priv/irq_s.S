/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Supervisor interrupts raised by M-mode software: mip.SSIP and mip.STIP
 * written by M (SSIP also by S through sip; STIP is read-only in sip).
 * Delegated (mideleg) S interrupts are taken to stvec:
 *   in S only if sstatus.SIE = 1; in U always; in M never (not even with
 *   mstatus.MIE = 1 and SIE = 1).
 * Not delegated, they are M-level traps: taken in M when mstatus.MIE = 1, in
 * S/U always (if enabled in mie).
 * scause = interrupt bit | code, SPP = interrupted mode, SPIE = old SIE.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ------------------------------------------------ pending bits */
    TEST_NUM(1)
    CHECK_SET_CLEAR MIP_SSIP | MIP_STIP, mip, mip, mip, mip, a1, a0
    /* sip: SSIP writable by S when delegated, STIP read-only there (M's
     * copy shows) */
    li a1, MIP_SSIP | MIP_STIP
    csrw mideleg, a1
    RUN_IN(2, PRV_S, CAUSE_ECALL_S, li a1, MIP_SSIP | MIP_STIP; csrs sip, a1; csrr s2, sip; csrc sip, a1; csrr s3, sip)
    CHECK_FIELD s2, MIP_SSIP | MIP_STIP, MIP_SSIP
    CHECK_FIELD s3, MIP_SSIP | MIP_STIP, 0
    TEST_NUM(3)                     /* M's STIP is visible in sip */
    li a1, MIP_STIP
    csrs mip, a1
    csrr a0, sip
    CHECK_FIELD a0, MIP_STIP, MIP_STIP
    csrc mip, a1

    /* ------------------------------------------------ delegated, in S */
    li a1, MIP_SSIP | MIP_STIP
    csrw mideleg, a1
    csrw mie, x0
    TEST_NUM(10)                    /* SSIP pending, SIE = 0 in S: not taken */
    li a1, MIP_SSIP
    csrs mip, a1
    csrw mie, a1                    /* = sie.SSIE (delegated) */
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  SPIN(a2, 2000)                  /* an interrupt here fails: unarmed */
    TEST_NUM(11)                    /* SIE = 1: taken to the S handler */
    CHECK_IRQ_ON_ENABLE s, core_sctl, IRQ_SSI, MIP_SSIP, MSTATUS_SIE, MSTATUS_SPIE, MSTATUS_SPP
    li a1, MIP_SSIP
    csrc sip, a1
    TEST_NUM(12)                    /* STI raised by M, taken in S */
    ecall                           /* to M */
2:  csrc sstatus, MSTATUS_SIE
    li a1, MIP_STIP
    csrs mip, a1
    csrw mie, a1
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 3f)
    STRAP_EXPECT_IRQ(IRQ_STI)
    GOTO_S(1f)
1:  csrs sstatus, MSTATUS_SIE
    WAIT_TAKEN(core_sctl)
    CHECK_TRAP_FIELD core_sctl, TR_GOT_CAUSE, CAUSE_IRQ(IRQ_STI)
    ecall
3:  li a1, MIP_STIP
    csrc mip, a1
    csrc mstatus, MSTATUS_SIE

    /* ------------------------------------------------ delegated, in U */
    TEST_NUM(20)                    /* taken in U with SIE = 0 */
    li a1, MIP_SSIP
    csrw mie, a1
    csrs mip, a1
    STRAP_EXPECT_IRQ(IRQ_SSI)
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  WAIT_TAKEN(core_sctl)           /* the S handler returns to U */
    ecall
2:  CHECK_TRAP_STATUS core_sctl, MSTATUS_SPP | MSTATUS_SPIE, 0
    CHECK_TRAP_FIELD core_sctl, TR_GOT_CAUSE, CAUSE_IRQ(IRQ_SSI)
    li a1, MIP_SSIP
    csrc mip, a1

    /* ------------------------------------------------ delegated, in M */
    TEST_NUM(30)                    /* never taken in M, whatever MIE/SIE */
    li a1, MIP_SSIP | MIP_STIP
    csrw mie, a1
    csrs mip, a1
    csrs mstatus, MSTATUS_MIE | MSTATUS_SIE
    SPIN(a2, 2000)                  /* an interrupt here fails: unarmed */
    csrc mstatus, MSTATUS_MIE | MSTATUS_SIE
    TEST_NUM(31)                    /* still pending: taken on entering S,
                                       SSI first, then STI */
    TRAP_LOG_IRQS(core_sctl)
    csrs mstatus, MSTATUS_SIE
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 4f)
    GOTO_S(1f)
1:  WAIT_COUNT(core_sctl, 2)
    ecall
4:  TRAP_DISARM(core_sctl)
    CHECK_IRQ_LOG core_sctl, IRQ_SSI, IRQ_STI
    li a1, MIP_SSIP | MIP_STIP
    csrc mip, a1
    csrw mideleg, x0
    csrc mstatus, MSTATUS_SIE

    /* ------------------------------------------------ not delegated */
    TEST_NUM(40)                    /* SSI to M, taken in M with MIE = 1 */
    li a1, MIP_SSIP
    csrw mie, a1
    csrs mip, a1
    TRAP_EXPECT_IRQ(IRQ_SSI)
    csrs mstatus, MSTATUS_MIE
    WAIT_TAKEN(core_mctl)
    csrc mstatus, MSTATUS_MIE
    TEST_NUM(41)                    /* ... and in S with MIE = 0 (an M-level
                                       trap is always enabled below M) */
    li a1, MIP_STIP
    csrw mie, a1
    csrs mip, a1
    TRAP_EXPECT_IRQ_AT(IRQ_STI, 2f, PRV_M)
    GOTO_S(1f)
1:  j 1b
2:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S
    li a1, MIP_SSIP | MIP_STIP
    csrc mip, a1
    csrw mie, x0
    TEST_PASS
