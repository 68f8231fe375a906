/* SPDX-License-Identifier: Apache-2.0 */
/*
 * MRET (and the MPRV rule shared with SRET), privileged spec 3.1.6.1:
 *   mret: privilege = MPP, MIE = MPIE, MPIE = 1, MPP = U (least privileged
 *   supported mode); MPRV is kept when returning to M.
 *   (Clearing MPRV when returning to S/U, priv 1.12, is checked in
 *   csr_soc.S: QEMU 7.2 does not implement it.)
 * Trap entry: MPIE = MIE, MIE = 0, MPP = previous privilege.
 * mie = 0 throughout, so MIE = 1 never lets an interrupt in.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ------------------------------------------------ M -> M */
    TEST_NUM(1)                     /* MPIE = 1: MIE = 1 afterwards */
    li a1, MSTATUS_MPP | MSTATUS_MPIE
    csrs mstatus, a1
    csrc mstatus, MSTATUS_MIE
    la a1, 1f
    csrw mepc, a1
    mret
    TEST_FAIL
1:  csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MIE | MSTATUS_MPIE | MSTATUS_MPP, MSTATUS_MIE | MSTATUS_MPIE
    TEST_NUM(2)                     /* MPIE = 0: MIE = 0 afterwards, MPIE = 1 */
    li a1, MSTATUS_MPP
    csrs mstatus, a1
    li a1, MSTATUS_MPIE
    csrc mstatus, a1
    csrs mstatus, MSTATUS_MIE
    la a1, 1f
    csrw mepc, a1
    mret
    TEST_FAIL
1:  csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MIE | MSTATUS_MPIE | MSTATUS_MPP, MSTATUS_MPIE
    TEST_NUM(3)                     /* mepc is not changed by mret */
    csrr a0, mepc
    CHECK_EQL a0, 1b

    /* ------------------------------------------------ M -> S / U */
    TEST_NUM(10)                    /* MPIE = 1 into S: in S, MIE = 1, seen by
                                       the next trap as MPIE = 1 */
    li a1, MSTATUS_MPP
    csrc mstatus, a1
    li a1, MSTATUS_MPP_S | MSTATUS_MPIE
    csrs mstatus, a1
    XRET_TO_ECALL(m, CAUSE_ECALL_S)
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MPIE | MSTATUS_MIE, MSTATUS_MPP_S | MSTATUS_MPIE
    TEST_NUM(11)                    /* MPIE = 0 into U */
    li a1, MSTATUS_MPP | MSTATUS_MPIE
    csrc mstatus, a1
    XRET_TO_ECALL(m, CAUSE_ECALL_U)
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MPIE | MSTATUS_MIE, 0
    TEST_NUM(12)                    /* after the handler's mret to M (MPP = M
                                       was set by the handler): MPP = U */
    csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MPP, 0

    /* ------------------------------------------------ MPRV */
    TEST_NUM(21)                    /* mret to M keeps MPRV */
    li a1, MSTATUS_MPP | MSTATUS_MPRV
    csrs mstatus, a1
    la a1, 1f
    csrw mepc, a1
    mret
    TEST_FAIL
1:  csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MPRV, MSTATUS_MPRV
    TEST_NUM(22)                    /* ... and MPRV with MPP = U now (mret set
                                       MPP = U): M loads act as U loads,
                                       still allowed by PMP entry 0 */
    la a2, mr_word
    lw a0, 0(a2)
    CHECK_EQI a0, 0x600d
    li a1, MSTATUS_MPRV
    csrc mstatus, a1
    /* ------------------------------------------------ trap entry */
    TEST_NUM(30)                    /* MIE = 1 in M at an ecall: MPIE = 1,
                                       MIE = 0 inside, restored on return */
    csrs mstatus, MSTATUS_MIE
    TRAP_EXPECT_SKIP(CAUSE_ECALL_M, 0)
    ecall
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MPIE | MSTATUS_MIE, MSTATUS_MPP_M | MSTATUS_MPIE
    csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MIE, MSTATUS_MIE
    csrc mstatus, MSTATUS_MIE

    TEST_PASS

    .data
    .balign 8
mr_word: .word 0x600d
