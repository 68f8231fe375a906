/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Machine-level interrupts from the CLINT.
 *   mip.MTIP follows mtime >= mtimecmp; mip.MSIP follows msip; both are
 *   read-only in mip.
 *   An M interrupt is taken in M only if mstatus.MIE and its mie bit are set;
 *   in S and U it is taken whenever its mie bit is set, regardless of MIE.
 *   mcause = interrupt bit | code, mepc = the next instruction to run, MPP =
 *   interrupted mode, MPIE = old MIE.
 * All waits are bounded loops (a missing interrupt fails, never hangs).
 */
#include "test_macros.h"

/* spin until mip has `bit` set (a5 counts down; fails on timeout) */
#define WAIT_MIP(bit)                                                   \
    li a5, WAIT_LOOPS;                                                      \
86: csrr a4, mip;                                                       \
    andi a4, a4, bit;                                                   \
    bnez a4, 85f;                                                       \
    addi a5, a5, -1;                                                    \
    bnez a5, 86b;                                                       \
    TEST_FAIL;                                                          \
85:

    .text
    .globl main
main:
    /* ------------------------------------------------ pending bits */
    TEST_NUM(1)                     /* crt0 set mtimecmp = max: MTIP clear */
    csrr a0, mip
    CHECK_FIELD a0, MIP_MTIP | MIP_MSIP, 0
    TEST_NUM(2)                     /* mtimecmp = 0 <= mtime: MTIP */
    TIMER_NOW
    WAIT_MIP(MIP_MTIP)
    TEST_NUM(3)                     /* MTIP is read-only in mip */
    li a1, MIP_MTIP
    csrc mip, a1
    csrr a0, mip
    CHECK_FIELD a0, MIP_MTIP, MIP_MTIP
    TEST_NUM(4)                     /* cleared by writing mtimecmp */
    TIMER_OFF
    csrr a0, mip
    CHECK_FIELD a0, MIP_MTIP, 0
    csrs mip, a1                    /* and cannot be set by software */
    csrr a0, mip
    CHECK_FIELD a0, MIP_MTIP, 0
    TEST_NUM(5)                     /* a timer in the near future fires */
    TIMER_IN(50)
    WAIT_MIP(MIP_MTIP)
    TIMER_OFF
    TEST_NUM(6)                     /* msip */
    MSIP_SET
    WAIT_MIP(MIP_MSIP)
    li a1, MIP_MSIP
    csrc mip, a1                    /* read-only in mip */
    csrr a0, mip
    CHECK_FIELD a0, MIP_MSIP, MIP_MSIP
    MSIP_CLEAR
    csrr a0, mip
    CHECK_FIELD a0, MIP_MSIP, 0
    TEST_NUM(7)                     /* msip reads back through the CLINT */
    li a2, CLINT_MSIP
    MSIP_SET
    lw a0, 0(a2)
    CHECK_EQI a0, 1
    MSIP_CLEAR
    lw a0, 0(a2)
    CHECK_EQI a0, 0

    /* ------------------------------------------------ mie */
    TEST_NUM(10)
    li a1, MIP_MSIP | MIP_MTIP | MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_MEIP
    csrw mie, a1
    csrr a0, mie
    CHECK_FIELD a0, MIP_MSIP | MIP_MTIP | MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_MEIP, MIP_MSIP | MIP_MTIP | MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_MEIP
    csrw mie, x0
    csrr a0, mie
    CHECK_FIELD a0, MIP_MSIP | MIP_MTIP | MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_MEIP, 0

    /* ------------------------------------------------ taken in M */
    TEST_NUM(20)                    /* MTI: pending + MTIE, MIE = 0: not taken */
    TIMER_NOW
    WAIT_MIP(MIP_MTIP)
    li a1, MIP_MTIP
    csrw mie, a1
    li a2, 1000
1:  addi a2, a2, -1
    bnez a2, 1b                     /* an interrupt here fails: unarmed */
    TEST_NUM(21)                    /* MIE = 1: taken, returns to the loop */
    CHECK_IRQ_ON_ENABLE m, core_mctl, IRQ_MTI, MIP_MTIP, MSTATUS_MIE, MSTATUS_MPIE, MSTATUS_MPP
    TIMER_OFF
    TEST_NUM(22)                    /* mepc = the instruction the interrupt
                                       hit: one of the wait loop (between 5:
                                       and 2:), or the one after the csrw that
                                       enabled it if the timer was that fast */
    TRAP_EXPECT_IRQ(IRQ_MTI)
    TIMER_IN(1000)
    li a1, MIP_MTIP
    csrw mie, a1
5:  li a2, WAIT_LOOPS
1:  la a4, core_mctl
    REG_L a4, XREG(TR_ARMED)(a4)
    beqz a4, 2f
    addi a2, a2, -1
    bnez a2, 1b
2:  TRAP_FIELD(a3, core_mctl, TR_GOT_EPC)
    la a4, 5b
    bltu a3, a4, 3f
    la a4, 2b
    bgtu a3, a4, 3f
    TIMER_OFF
    j 4f
3:  TEST_FAIL
4:  TEST_NUM(23)                    /* MIE = 1 but mie = 0: not taken */
    csrw mie, x0
    TIMER_NOW
    WAIT_MIP(MIP_MTIP)
    li a2, 1000
1:  addi a2, a2, -1
    bnez a2, 1b
    TIMER_OFF
    TEST_NUM(24)                    /* MSI in M */
    TRAP_EXPECT_IRQ(IRQ_MSI)
    li a1, MIP_MSIP
    csrw mie, a1
    MSIP_SET
    WAIT_TAKEN(core_mctl)
    MSIP_CLEAR
    CHECK_TRAP_FIELD core_mctl, TR_GOT_CAUSE, CAUSE_IRQ(IRQ_MSI)
    csrc mstatus, MSTATUS_MIE

    /* ------------------------------------------------ taken in S / U */
    TEST_NUM(30)                    /* MTI in U with mstatus.MIE = 0 */
    TIMER_NOW
    WAIT_MIP(MIP_MTIP)
    TRAP_EXPECT_IRQ_AT(IRQ_MTI, 2f, PRV_M)
    li a1, MIP_MTIP
    csrw mie, a1
    GOTO_U(1f)                      /* MPIE = 0: MIE = 0 after the mret */
1:  j 1b                            /* the interrupt ends this loop */
2:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MPIE, 0
    CHECK_TRAP_EPC core_mctl, 1b
    TIMER_OFF
    TEST_NUM(31)                    /* MSI in S with MIE = 0 */
    MSIP_SET
    TRAP_EXPECT_IRQ_AT(IRQ_MSI, 2f, PRV_M)
    li a1, MIP_MSIP
    csrw mie, a1
    GOTO_S(1f)
1:  j 1b
2:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S
    MSIP_CLEAR
    TEST_NUM(32)                    /* in S with sstatus.SIE = 0 too: the S
                                       enable does not gate M interrupts */
    MSIP_SET
    csrc mstatus, MSTATUS_SIE
    TRAP_EXPECT_IRQ_AT(IRQ_MSI, 2f, PRV_M)
    li a1, MIP_MSIP
    csrw mie, a1
    GOTO_S(1f)
1:  j 1b
2:  MSIP_CLEAR
    TEST_NUM(33)                    /* ... but mie still gates them in U */
    TIMER_NOW
    WAIT_MIP(MIP_MTIP)
    csrw mie, x0
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  li a2, 1000
3:  addi a2, a2, -1
    bnez a2, 3b
    ecall
2:  TIMER_OFF

    TEST_PASS
