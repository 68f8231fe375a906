/* SPDX-License-Identifier: Apache-2.0 */
/*
 * mtvec / stvec modes.
 *   Direct (MODE 0): every trap goes to BASE.
 *   Vectored (MODE 1): exceptions go to BASE, interrupts to BASE + 4*cause.
 * A 16-entry table per mode: entry k loads k into s10 and jumps to a common
 * handler that records xcause in s11; for an exception it resumes after the
 * trapping instruction in M (mtab) or S (stab), for an interrupt it clears
 * the cause's enable bit and returns to the interrupted code. s8/s9 are its
 * scratch. The test code does not use s8-s11 while a trap is possible.
 * Interrupt sources: msip (MSI, 3), mtimecmp (MTI, 7), mip.SSIP (SSI, 1) and
 * mip.STIP (STI, 5) written by M.
 */
#include "test_macros.h"


/* wait (bounded) for the handler to set s10 (which the test sets to -1
 * before it enables/raises the interrupt) */
#define WAIT_TRAP                                                       \
    li a5, WAIT_LOOPS;                                                      \
86: bgez s10, 85f;                                                      \
    addi a5, a5, -1;                                                    \
    bnez a5, 86b;                                                       \
85:
/* from M with MIE = 1: an MSI, taken through the M table */
#define TAKE_MSI                                                        \
    li a1, MIP_MSIP;                                                    \
    csrw mie, a1;                                                       \
    MSIP_SET;                                                           \
    WAIT_TRAP;                                                          \
    MSIP_CLEAR
/* in S with SIE = 1: an SSI S raises itself, taken through the S table */
#define TAKE_SSI_IN_S                                                   \
    li a1, MIP_SSIP;                                                    \
    csrw sie, a1;                                                       \
    csrs sip, a1;                                                       \
    WAIT_TRAP;                                                          \
    li a1, MIP_SSIP;                                                    \
    csrc sip, a1

    .text
    .globl main
main:
    /* ------------------------------------------------ WARL */
    TEST_NUM(1)
    la a0, mtab
    ori a1, a0, 1
    csrw mtvec, a1
    csrr a2, mtvec
    CHECK_EQ a2, a1
    csrw mtvec, a0
    csrr a2, mtvec
    CHECK_EQ a2, a0
    TEST_NUM(2)
    la a0, stab
    ori a1, a0, 1
    csrw stvec, a1
    csrr a2, stvec
    CHECK_EQ a2, a1
    csrw stvec, a0
    csrr a2, stvec
    CHECK_EQ a2, a0

    /* ------------------------------------------------ M vectored */
    la a0, mtab
    ori a0, a0, 1
    csrw mtvec, a0
    TEST_NUM(10)                    /* exception -> base */
    li s10, -1
    ecall                           /* resumes after it */
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_ECALL_M
    TEST_NUM(11)                    /* MSI -> base + 4*3 */
    li s10, -1
    csrs mstatus, MSTATUS_MIE
    TAKE_MSI
    CHECK_EQI s10, IRQ_MSI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_MSI)
    TEST_NUM(12)                    /* MTI -> base + 4*7 */
    li s10, -1
    TIMER_NOW
    li a1, MIP_MTIP
    csrw mie, a1
    WAIT_TRAP
    TIMER_OFF
    CHECK_EQI s10, IRQ_MTI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_MTI)
    TEST_NUM(13)                    /* SSI, not delegated: M, base + 4*1 */
    li s10, -1
    li a1, MIP_SSIP
    csrw mie, a1
    csrs mip, a1
    WAIT_TRAP
    li a1, MIP_SSIP
    csrc mip, a1
    CHECK_EQI s10, IRQ_SSI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_SSI)
    TEST_NUM(14)                    /* STI, not delegated: M, base + 4*5 */
    li s10, -1
    li a1, MIP_STIP
    csrw mie, a1
    csrs mip, a1
    WAIT_TRAP
    li a1, MIP_STIP
    csrc mip, a1
    CHECK_EQI s10, IRQ_STI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_STI)
    csrc mstatus, MSTATUS_MIE
    TEST_NUM(15)                    /* an exception from U -> base (and the
                                       handler brings us back to M) */
    li s10, -1
    GOTO_U(1f)
1:  ecall
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_ECALL_U
    csrr a0, mstatus                /* really back in M: this CSR read works */
    TEST_NUM(16)                    /* an M interrupt taken in U while
                                       mstatus.MIE = 0, to base + 4*3, and
                                       back to U */
    li s10, -1
    li a1, MIP_MSIP
    csrw mie, a1
    GOTO_U(1f)
1:  MSIP_SET                        /* U reaches the CLINT: PMP entry 0 */
    WAIT_TRAP
    MSIP_CLEAR
    ecall                           /* U -> M */
    CHECK_EQI s11, CAUSE_ECALL_U
    csrr a0, mstatus
    TEST_NUM(17)                    /* recorded by the MSI in U */
    CHECK_EQI s8, IRQ_MSI           /* (s8 = last interrupt entry, below) */

    /* ------------------------------------------------ M direct */
    TEST_NUM(20)                    /* interrupts go to base too */
    li s10, -1
    la a0, mtab
    csrw mtvec, a0
    csrs mstatus, MSTATUS_MIE
    TAKE_MSI
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_IRQ(IRQ_MSI)
    TEST_NUM(21)
    li s10, -1
    ecall
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_ECALL_M
    csrc mstatus, MSTATUS_MIE
    csrw mie, x0

    /* ------------------------------------------------ S vectored */
    la a0, core_mtrap
    csrw mtvec, a0
    la a0, stab
    ori a0, a0, 1
    csrw stvec, a0
    li a1, MIP_SSIP | MIP_STIP
    csrw mideleg, a1
    li a1, 1 << CAUSE_ECALL_U
    csrw medeleg, a1
    TEST_NUM(30)                    /* SSI delegated, in S with SIE = 1 ->
                                       stvec base + 4*1 */
    li s10, -1
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  csrs sstatus, MSTATUS_SIE
    TAKE_SSI_IN_S                   /* S may set its own SSIP */
    CHECK_EQI s10, IRQ_SSI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_SSI)
    ecall                           /* S -> M */
    TEST_FAIL
2:  TEST_NUM(31)                    /* STI raised by M, delegated -> base + 4*5 */
    li a1, MIP_STIP
    csrs mip, a1
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  csrs sstatus, MSTATUS_SIE
    li a1, MIP_STIP
    csrw sie, a1
    WAIT_TRAP
    CHECK_EQI s10, IRQ_STI
    CHECK_EQI s11, CAUSE_IRQ(IRQ_STI)
    ecall
    TEST_FAIL
2:  li a1, MIP_STIP
    csrc mip, a1
    TEST_NUM(32)                    /* delegated exception from U -> stvec
                                       base; the handler resumes in S */
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 3f)
    GOTO_U(1f)
1:  li s10, -1
    ecall                           /* U -> S */
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_ECALL_U
    csrr a0, sstatus                /* really in S */
    ecall                           /* S -> M */
    TEST_FAIL
3:
    /* ------------------------------------------------ S direct */
    TEST_NUM(40)
    li s10, -1
    la a0, stab
    csrw stvec, a0
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  csrs sstatus, MSTATUS_SIE
    TAKE_SSI_IN_S
    CHECK_EQI s10, 0
    CHECK_EQI s11, CAUSE_IRQ(IRQ_SSI)
    csrc sstatus, MSTATUS_SIE
    ecall
    TEST_FAIL
2:  csrw mideleg, x0
    csrw medeleg, x0
    csrw mie, x0
    la a0, core_strap
    csrw stvec, a0
    TEST_PASS

/* ------------------------------------------------ vector tables */
/* The vector table \p\()tab for M (p = m) or S (p = s): 16 entries, each a
 * jump to a stub that puts its number in s10, and the common handler. An
 * exception resumes after the instruction in the handler's own mode (xPP
 * set); an interrupt keeps the entry's number, disables its source and
 * returns. */
.macro VECTOR_TABLE p, status, pp, ie, xret
    .balign 256
\p\()tab:
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    j \p\()_ent\k
    .endr
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
\p\()_ent\k: li s10, \k
    j \p\()_common
    .endr
\p\()_common:
    csrr s11, \p\()cause
    bltz s11, 1f
    csrr s9, \p\()epc
    addi s9, s9, 4
    csrw \p\()epc, s9
    li s9, \pp
    csrs \status, s9
    \xret
1:  mv s8, s10
    andi s9, s11, 63
    li s10, 1
    sll s9, s10, s9
    csrc \ie, s9
    mv s10, s8
    \xret
.endm
    VECTOR_TABLE m, mstatus, MSTATUS_MPP, mie, mret
    VECTOR_TABLE s, sstatus, MSTATUS_SPP, sie, sret
