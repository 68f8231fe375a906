/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Environment calls and breakpoints from every privilege, not delegated:
 *   ecall from U -> mcause 8, from S -> 9, from M -> 11; mtval = 0
 *   ebreak       -> mcause 3; mtval = 0 or the address of the ebreak
 * mepc = the instruction, mstatus.MPP = the mode it came from, MIE = 0 in
 * the handler, registers unchanged, and the trap goes to M even while
 * medeleg delegates other causes.
 */
#include "test_macros.h"

/* code runs in prv, must trap with cause at its first instruction */
#define TEST_TRAP_IN(n, prv, cause, ...)                                \
    TEST_NUM(n);                                                        \
    li a0, 0x5a5a;                                                      \
    li s2, 0;                                                           \
    TRAP_EXPECT(cause, 0, 88f);                                         \
    GOTO_PRIV(prv, 87f);                                                \
87: __VA_ARGS__;                                                        \
    addi s2, s2, 1;                                                     \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_EPC core_mctl, 87b;                                      \
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP | MSTATUS_MIE, ((prv) << MSTATUS_MPP_SHIFT); \
    CHECK_EQI a0, 0x5a5a;                                               \
    CHECK_EQI s2, 0

#define TEST_EBREAK_IN(n, prv) \
    EXCEPTION_IN(n, prv, TRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 87f, 88f), ebreak)

    .text
    .globl main
main:
    TEST_TRAP_IN(1, PRV_U, CAUSE_ECALL_U, ecall)
    TEST_TRAP_IN(2, PRV_S, CAUSE_ECALL_S, ecall)
    TEST_TRAP_IN(3, PRV_M, CAUSE_ECALL_M, ecall)
    TEST_EBREAK_IN(4, PRV_U)
    TEST_EBREAK_IN(5, PRV_S)
    TEST_EBREAK_IN(6, PRV_M)

    /* the mcause value is exact: read it back directly too */
    TEST_NUM(7)
    TRAP_FIELD(a1, core_mctl, TR_GOT_CAUSE)
    CHECK_EQI a1, CAUSE_BREAKPOINT
    csrr a1, mcause
    CHECK_EQI a1, CAUSE_BREAKPOINT
    csrr a1, mepc
    la a2, main
    bgeu a1, a2, 1f                 /* mepc points into the test */
    TEST_FAIL
1:
    /* with other causes delegated, the non-delegated ones still go to M */
    TEST_NUM(8)
    li a1, (1 << CAUSE_ILLEGAL_INSN) | (1 << CAUSE_LOAD_ACCESS)
    csrw medeleg, a1
    TEST_TRAP_IN(9, PRV_U, CAUSE_ECALL_U, ecall)
    TEST_TRAP_IN(10, PRV_S, CAUSE_ECALL_S, ecall)
    TEST_EBREAK_IN(11, PRV_S)
    csrw medeleg, x0

    /* ecall from U right after a store and a taken branch */
    TEST_NUM(12)
    la a4, ec_word
    sw x0, 0(a4)
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 3f)
    GOTO_U(1f)
1:  li a1, 0x66
    sw a1, 0(a4)
    beqz x0, 2f
    TEST_FAIL
2:  ecall
    sw x0, 0(a4)                    /* must not run */
    TEST_FAIL
3:  CHECK_TRAP_EPC core_mctl, 2b
    lw a1, 0(a4)
    CHECK_EQI a1, 0x66

    /* counting: every trap above went through the M handler */
    TEST_NUM(13)
    TRAP_FIELD(a1, core_mctl, TR_COUNT)
    CHECK_EQI a1, 10
    TRAP_FIELD(a1, core_sctl, TR_COUNT)
    CHECK_EQI a1, 0

    TEST_PASS

    .data
    .balign 8
ec_word: .word 0
