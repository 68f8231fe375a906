/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Local counter-overflow interrupt (Sscofpmf) with the event
 * numbering of docs/contract.md section 2 (event 1 = "the clock ran"); QEMU uses
 * other event numbers, so this test is not run there.
 *   mhpmevent3.EVENT0 = 1 counts cycles into mhpmcounter3. Preloaded a few
 *   hundred counts below 2^HPM_WIDTH, it wraps: OF (mhpmevent3 bit 63; RV32:
 *   mhpmeventh bit 31) is set, mip.LCOFIP (bit 13) is set and, with
 *   mie.LCOFIE and mstatus.MIE, interrupt 13 is taken in M. scountovf bit 3
 *   shows OF (in S only if mcounteren bit 3). With OF already 1 a second wrap
 *   raises no new interrupt. Delegated (mideleg bit 13) it goes to S.
 * HPM_WIDTH is found by writing all ones to mhpmcounter3 with no event
 * selected. Skipped (passes, with a message) if mhpmcounter3 does not exist.
 */
#include "test_macros.h"

#define SCOUNTOVF 0xda0

/* READ_OF: a0 = OF bit of mhpmevent3 (0/1); OF_CLEAR: OF = 0 */
#if XLEN == 64
#define READ_OF        csrr a0, mhpmevent3; srli a0, a0, 63
#define OF_CLEAR       li a0, 1; slli a0, a0, 63; csrc mhpmevent3, a0
#else
#define READ_OF        csrr a0, mhpmevent3h; srli a0, a0, 31
#define OF_CLEAR       li a0, 1; slli a0, a0, 31; csrc mhpmevent3h, a0
#endif

/* mhpmcounter3 = width-mask - 300 (s2 = mask; RV32: s3 = high mask) */
#if XLEN == 64
#define PRELOAD                                                         \
    csrw mhpmevent3, x0;                                                \
    addi a0, s2, -300;                                                  \
    csrw mhpmcounter3, a0
#else
#define PRELOAD                                                         \
    csrw mhpmevent3, x0;                                                \
    csrw mhpmcounter3, x0;          /* no carry while writing halves */ \
    csrw mhpmcounter3h, s3;                                             \
    addi a0, s2, -300;                                                  \
    csrw mhpmcounter3, a0
#endif


    .text
    .globl main
main:
    /* ------------------------------------------------ discovery */
    li a0, COUNTEREN_HPM3
    csrw mcounteren, a0
    csrr a1, mcounteren
    csrw mcounteren, x0
    bnez a1, 1f
    PUTS "lcofi: no mhpmcounter3, skipped\n"
    TEST_PASS
1:  TEST_NUM(1)
    csrw mhpmevent3, x0
#if XLEN == 32
    csrw mhpmevent3h, x0
#endif
    li a0, -1
    csrw mhpmcounter3, a0
    csrr s2, mhpmcounter3           /* ones in the implemented low bits */
#if XLEN == 32
    csrw mhpmcounter3h, a0
    csrr s3, mhpmcounter3h
    bnez s3, 2f
    li s3, 0                        /* HPM_WIDTH <= 32 */
2:
#endif
    li a1, 1024                     /* need room for the preload */
    bgeu s2, a1, 3f
    TEST_FAIL
3:
    /* ------------------------------------------------ overflow in M */
    TEST_NUM(2)
    PRELOAD
    TRAP_EXPECT_IRQ(IRQ_LCOF)
    li a0, MIP_LCOFIP
    csrw mie, a0
    csrs mstatus, MSTATUS_MIE
    li a0, SOC_EV_CYCLE              /* EVENT0 = 1, OF = 0 */
    csrw mhpmevent3, a0
    WAIT_TAKEN(core_mctl)
    csrc mstatus, MSTATUS_MIE
    CHECK_TRAP_FIELD core_mctl, TR_GOT_CAUSE, CAUSE_IRQ(IRQ_LCOF)
    TEST_NUM(3)                     /* OF set, LCOFIP set, counter wrapped */
    READ_OF
    CHECK_EQI a0, 1
    csrr a0, mip
    CHECK_FIELD a0, MIP_LCOFIP, MIP_LCOFIP
    csrr a0, mhpmcounter3
    li a1, 0x100000
    bltu a0, a1, 1f                 /* small: it wrapped recently */
    TEST_FAIL
1:  TEST_NUM(4)                     /* scountovf in M: OF directly */
    csrr a0, SCOUNTOVF
    CHECK_FIELD a0, 1 << 3, 1 << 3
    TEST_NUM(5)                     /* scountovf in S: masked by mcounteren */
    csrw mcounteren, x0
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  csrr s4, SCOUNTOVF
    ecall
2:  CHECK_FIELD s4, 1 << 3, 0
    li a0, COUNTEREN_HPM3
    csrw mcounteren, a0
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 2f)
    GOTO_S(1f)
1:  csrr s4, SCOUNTOVF
    ecall
2:  CHECK_FIELD s4, 1 << 3, 1 << 3
    csrw mcounteren, x0
    TEST_NUM(6)                     /* LCOFIP is software-clearable */
    li a0, MIP_LCOFIP
    csrc mip, a0
    csrr a1, mip
    CHECK_FIELD a1, MIP_LCOFIP, 0

    /* ------------------------------------------------ OF already set */
    TEST_NUM(10)                    /* wrap again with OF = 1: no interrupt */
    PRELOAD                         /* event off while preloading */
    li a0, MIP_LCOFIP
    csrw mie, a0
    csrs mstatus, MSTATUS_MIE       /* an interrupt now fails: unarmed */
#if XLEN == 64
    li a0, 1
    slli a0, a0, 63
    ori a0, a0, SOC_EV_CYCLE         /* OF = 1 kept, EVENT0 = 1 */
    csrw mhpmevent3, a0
#else
    li a0, SOC_EV_CYCLE
    csrw mhpmevent3, a0             /* mhpmevent3h still has OF = 1 */
#endif
    li a5, 2000                     /* > 300 counts: it wraps meanwhile */
1:  addi a5, a5, -1
    bnez a5, 1b
    csrc mstatus, MSTATUS_MIE
    csrr a0, mhpmcounter3
    li a1, 0x100000
    bltu a0, a1, 2f                 /* it did wrap */
    TEST_FAIL
2:  csrr a0, mip
    CHECK_FIELD a0, MIP_LCOFIP, 0

    /* ------------------------------------------------ delegated to S */
    TEST_NUM(20)
    PRELOAD
    OF_CLEAR
    li a0, MIP_LCOFIP
    csrw mideleg, a0
    csrw mie, a0
    li a0, COUNTEREN_HPM3
    csrw mcounteren, a0
    STRAP_EXPECT_IRQ_AT(IRQ_LCOF, 2f, PRV_S)
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 3f)
    li a0, SOC_EV_CYCLE              /* start counting (in M: a delegated
                                       interrupt is never taken here) */
    csrw mhpmevent3, a0
    GOTO_S(1f)
1:  csrs sstatus, MSTATUS_SIE
    j 1b
2:  csrr s4, SCOUNTOVF              /* in S, after the S handler */
    csrc sstatus, MSTATUS_SIE
    ecall
3:  CHECK_TRAP_FIELD core_sctl, TR_GOT_CAUSE, CAUSE_IRQ(IRQ_LCOF)
    CHECK_FIELD s4, 1 << 3, 1 << 3
    csrw mhpmevent3, x0
#if XLEN == 32
    csrw mhpmevent3h, x0
#endif
    li a0, MIP_LCOFIP
    csrc mip, a0
    csrw mideleg, x0
    csrw mie, x0
    csrw mcounteren, x0
    TEST_PASS
