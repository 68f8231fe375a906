/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ECALL and EBREAK executed in M-mode (the U/S forms are in priv/ecall.S).
 *   ecall:  mcause = 11, mepc = its address, mtval = 0
 *   ebreak: mcause = 3,  mepc = its address, mtval = 0 or its address
 * Neither writes a register; the instruction after them must not execute
 * before the trap (its effects would be visible after the handler resumes at
 * a later label); mstatus.MPP = M, MPIE = old MIE, MIE = 0 inside the trap.
 * Also: nop-like instructions of the base ISA that must not trap.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- ecall */
    TEST_NUM(1)
    li s2, 0
    li a0, 0x1234
    TRAP_EXPECT(CAUSE_ECALL_M, 0, 2f)
1:  ecall
    addi s2, s2, 1                  /* must not run */
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_FIELD core_mctl, TR_GOT_CAUSE, CAUSE_ECALL_M
    CHECK_TRAP_FIELD core_mctl, TR_GOT_TVAL, 0
    CHECK_EQI s2, 0
    CHECK_EQI a0, 0x1234            /* registers preserved */
    /* mstatus at the trap: MPP = M, MIE = 0 */
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MIE, MSTATUS_MPP_M

    TEST_NUM(2)                     /* MPIE captures MIE (no interrupt is enabled
                                       in mie, so MIE = 1 is harmless) */
    csrs mstatus, MSTATUS_MIE
    TRAP_EXPECT(CAUSE_ECALL_M, 0, 2f)
1:  ecall
    TEST_FAIL
2:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPIE | MSTATUS_MIE, MSTATUS_MPIE
    /* after the handler's mret: MIE = MPIE = 1 */
    csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MIE, MSTATUS_MIE
    csrc mstatus, MSTATUS_MIE
    csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_MIE, 0

    TEST_NUM(3)                     /* resume at the next instruction (skip) */
    li s2, 0
    TRAP_EXPECT_SKIP(CAUSE_ECALL_M, 0)
    ecall
    addi s2, s2, 1                  /* runs once, after the trap */
    CHECK_EQI s2, 1
    CHECK_TRAP_TAKEN core_mctl

    TEST_NUM(4)                     /* two ecalls in a row, each expected */
    TRAP_EXPECT(CAUSE_ECALL_M, 0, 2f)
1:  ecall
    TEST_FAIL
2:  TRAP_EXPECT(CAUSE_ECALL_M, 0, 4f)
3:  ecall
    TEST_FAIL
4:  CHECK_TRAP_EPC core_mctl, 3b
    TRAP_FIELD(a0, core_mctl, TR_COUNT)
    CHECK_EQI a0, 5                 /* five traps so far */

    /* ---------------------------------------------------------- ebreak */
    TEST_NUM(10)
    li s2, 0
    TRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 1f, 2f)
1:  ebreak
    addi s2, s2, 1
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_FIELD core_mctl, TR_GOT_CAUSE, CAUSE_BREAKPOINT
    CHECK_EQI s2, 0

    TEST_NUM(11)                    /* ebreak right after a store and a load */
    la a4, sys_word
    li a1, 0x3c
    sw a1, 0(a4)
    TRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 1f, 2f)
    lw a2, 0(a4)
1:  ebreak
    sw x0, 0(a4)                    /* must not run */
    TEST_FAIL
2:  CHECK_EQI a2, 0x3c
    lw a3, 0(a4)
    CHECK_EQI a3, 0x3c

    /* ------------------------------------ hints / nops that must not trap */
    TEST_NUM(20)
    li a0, 9
    nop                             /* addi x0, x0, 0 */
    addi x0, a0, 5                  /* HINT */
    add x0, a0, a0                  /* HINT */
    lui x0, 1                       /* HINT */
    slli x0, a0, 3                  /* HINT */
    fence
    CHECK_EQI a0, 9

    TEST_PASS

    .data
    .balign 8
sys_word: .word 0
