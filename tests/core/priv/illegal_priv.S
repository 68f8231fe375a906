/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Privileged instructions and CSR accesses in the wrong mode: each must raise
 * an illegal-instruction exception (mcause 2) taken in M-mode with mepc = the
 * instruction, mtval = 0 or its encoding, and mstatus.MPP = the mode it ran
 * in. And the legal counterparts must not trap.
 *
 * Illegal: mret in S and U; sret in U; sret in S with TSR=1; wfi in U;
 * wfi in S and U with TW=1; sfence.vma and satp in S with TVM=1; sfence.vma
 * in U; M CSRs from S and U; S CSRs from U; dret outside debug mode.
 * Legal: sret in M with TSR=1, wfi in M with TW=1, wfi in S with TW=0,
 * sfence.vma / satp in S with TVM=0, S CSRs from S.
 *
 * No interrupt is pending and enabled while a wfi is expected to trap (the
 * spec lets a wfi that completes in time finish instead of trapping).
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ------------------------------------------------ xRET */
    ILLEGAL_IN(1, PRV_S, mret)
    ILLEGAL_IN(2, PRV_U, mret)
    ILLEGAL_IN(3, PRV_U, sret)
    li a1, MSTATUS_TSR
    csrs mstatus, a1
    ILLEGAL_IN(4, PRV_S, sret)
    /* TSR does not affect M: sret in M returns to SPP (S here) at sepc */
    TEST_NUM(5)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    li a1, MSTATUS_SPP
    csrs mstatus, a1
    la a1, 1f
    csrw sepc, a1
    sret
    TEST_FAIL
1:  ecall                           /* in S */
    TEST_FAIL
2:  li a1, MSTATUS_TSR
    csrc mstatus, a1
    ILLEGAL_IN(6, PRV_M, .word 0x7b200073)     /* dret outside debug mode */

    /* ------------------------------------------------ WFI */
    csrw mie, x0
    ILLEGAL_IN(10, PRV_U, wfi)                 /* U with S present, TW = 0 */
    li a1, MSTATUS_TW
    csrs mstatus, a1
    ILLEGAL_IN(11, PRV_S, wfi)
    ILLEGAL_IN(12, PRV_U, wfi)
    /* TW does not affect M: wfi in M completes once an interrupt is pending
     * and enabled in mie (mstatus.MIE = 0, so no trap is taken) */
    TEST_NUM(13)
    csrc mstatus, MSTATUS_MIE
    li a1, MIP_MSIP
    csrw mie, a1
    MSIP_SET
    wfi
    MSIP_CLEAR
    csrw mie, x0
    li a1, MSTATUS_TW
    csrc mstatus, a1
    /* wfi in S with TW = 0 is legal: wake it with a pending, locally enabled,
     * delegated SSIP while sstatus.SIE = 0 (so it is not taken) */
    li a1, MIP_SSIP
    csrw mideleg, a1
    csrw mie, a1
    csrs mip, a1
    RUN_IN(14, PRV_S, CAUSE_ECALL_S, wfi)
    li a1, MIP_SSIP
    csrc mip, a1
    csrw mie, x0
    csrw mideleg, x0

    /* ------------------------------------------------ TVM */
    RUN_IN(20, PRV_S, CAUSE_ECALL_S, sfence.vma; csrr a2, satp; csrw satp, x0; sfence.vma a0, x0)
    li a1, MSTATUS_TVM
    csrs mstatus, a1
    ILLEGAL_IN(21, PRV_S, sfence.vma)
    ILLEGAL_IN(22, PRV_S, csrr a0, satp)
    ILLEGAL_IN(23, PRV_S, csrw satp, x0)
    TEST_NUM(24)                                    /* TVM does not affect M */
    sfence.vma
    csrr a0, satp
    CHECK_EQI a0, 0                                 /* Bare */
    li a1, MSTATUS_TVM
    csrc mstatus, a1
    ILLEGAL_IN(25, PRV_U, sfence.vma)
    ILLEGAL_IN(26, PRV_U, csrr a0, satp)

    /* ------------------------------------------------ CSR privilege */
    ILLEGAL_IN(30, PRV_S, csrr a0, mstatus)
    ILLEGAL_IN(31, PRV_S, csrw mscratch, a1)
    ILLEGAL_IN(32, PRV_S, csrr a0, mhartid)
    ILLEGAL_IN(33, PRV_S, csrr a0, misa)
    ILLEGAL_IN(34, PRV_S, csrr a0, mie)
    ILLEGAL_IN(35, PRV_S, csrr a0, mtvec)
    ILLEGAL_IN(36, PRV_S, csrr a0, medeleg)
    ILLEGAL_IN(37, PRV_S, csrr a0, pmpcfg0)
    ILLEGAL_IN(38, PRV_S, csrr a0, pmpaddr0)
    ILLEGAL_IN(39, PRV_S, csrr a0, mcycle)
    ILLEGAL_IN(40, PRV_S, csrr a0, mcounteren)
    ILLEGAL_IN(41, PRV_S, csrr a0, mvendorid)
    ILLEGAL_IN(42, PRV_U, csrr a0, mstatus)
    ILLEGAL_IN(43, PRV_U, csrr a0, mcycle)
    ILLEGAL_IN(44, PRV_U, csrr a0, sstatus)
    ILLEGAL_IN(45, PRV_U, csrw sscratch, a1)
    ILLEGAL_IN(46, PRV_U, csrr a0, stvec)
    ILLEGAL_IN(47, PRV_U, csrr a0, sepc)
    ILLEGAL_IN(48, PRV_U, csrr a0, scounteren)
    ILLEGAL_IN(49, PRV_U, csrr a0, sie)
    /* S CSRs from S are fine */
    RUN_IN(50, PRV_S, CAUSE_ECALL_S, csrr a2, sstatus; csrr a2, sie; csrr a2, stvec; csrr a2, sepc; csrr a2, scause; csrr a2, stval; csrr a2, sip; csrr a2, scounteren)
    TEST_NUM(51)                                    /* sscratch written in S */
    csrr s1, sscratch
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  li a2, 0x77
    csrw sscratch, a2
    ecall
    TEST_FAIL
2:  csrr a2, sscratch
    csrw sscratch, s1
    CHECK_EQI a2, 0x77

    TEST_PASS
