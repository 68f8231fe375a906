/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A trap flushes every instruction younger than the one it is taken on,
 * whatever stage it is in and whatever it is waiting for. The case that
 * matters on our pipeline is a division: it holds EX for XLEN+1 cycles,
 * so when the instruction just before it traps at commit, the division is
 * still in EX in the middle of its work. It must be abandoned there: it
 * may not finish after the trap and commit in front of the handler (which
 * would write its rd with operands the trapping instruction never made
 * architectural, and count one more instruction).
 *
 * The trapping instruction is an illegal word (it is not serializing, so
 * the division follows it down the pipe), and the divisions write their own
 * operand, so that one that ran would show in the register.
 */
#include "test_macros.h"

/* `trapping` traps; the division `op` after it must have no effect. */
#define TEST_DIV_FLUSHED(n, op, trapping)                              \
    TEST_NUM(n);                                                        \
    li a1, 1000;                                                        \
    li a2, 10;                                                          \
    li a0, 0x5a5a;                                                      \
    TRAP_EXPECT_ILLEGAL(87f, 88f);                                      \
87: trapping;                                                           \
    op a1, a1, a2;                                                      \
    TEST_FAIL;                                                          \
88: CHECK_EQI a1, 1000;                                                 \
    CHECK_EQI a0, 0x5a5a

    .text
    .globl main
main:
    TEST_DIV_FLUSHED(1, div, .word 0)
    TEST_DIV_FLUSHED(2, divu, .word 0)
    TEST_DIV_FLUSHED(3, rem, .word 0xffffffff)
    TEST_DIV_FLUSHED(4, remu, .word 0xffffffff)

    /* The same with a multiplication (one cycle in EX) and an ALU
       instruction, which never waited: flushed too. */
    TEST_NUM(5)
    li a1, 7
    TRAP_EXPECT_ILLEGAL(87f, 88f)
87: .word 0
    mul a1, a1, a1
    addi a1, a1, 1
    TEST_FAIL
88: CHECK_EQI a1, 7

    TEST_PASS
