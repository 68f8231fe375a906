/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Misaligned loads and stores trap on our core:
 *   load  -> mcause 4, store -> mcause 6; mtval = the effective address,
 *   mepc = the instruction, rd not written, memory not written.
 * (The privileged spec also allows handling them in hardware; QEMU does, so
 * this test is not run on QEMU.) Aligned accesses around them still work.
 */
#include "test_macros.h"

/* "inst a0, off(a2)" with a0 = data traps with cause at the instruction,
 * mtval = a2 + off */
#define EXPECT_MIS(cause, inst, off, data)                              \
    addi a3, a2, off;                                                   \
    li a0, data;                                                        \
    TRAP_EXPECT_REG(cause, a3, 88f);                                    \
87: inst a0, off(a2);                                                   \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_EPC core_mctl, 87b

/* rd not written */
#define TEST_LD_MIS(n, inst, off)                                       \
    TEST_NUM(n);                                                        \
    la a2, ml_buf;                                                      \
    EXPECT_MIS(CAUSE_MISALIGNED_LOAD, inst, off, 0x5a5a);               \
    CHECK_EQI a0, 0x5a5a

/* memory not written */
#define TEST_ST_MIS(n, inst, off)                                       \
    TEST_NUM(n);                                                        \
    la a2, ml_buf;                                                      \
    li a1, -1;                                                          \
    sw a1, 0(a2); sw a1, 4(a2); sw a1, 8(a2); sw a1, 12(a2);            \
    EXPECT_MIS(CAUSE_MISALIGNED_STORE, inst, off, 0);                   \
    lw a1, 0(a2); CHECK_EQI a1, -1;                                     \
    lw a1, 4(a2); CHECK_EQI a1, -1;                                     \
    lw a1, 8(a2); CHECK_EQI a1, -1;                                     \
    lw a1, 12(a2); CHECK_EQI a1, -1

    .text
    .globl main
main:
    TEST_LD_MIS(1, lh, 1)
    TEST_LD_MIS(2, lh, 3)
    TEST_LD_MIS(3, lhu, 5)
    TEST_LD_MIS(4, lw, 1)
    TEST_LD_MIS(5, lw, 2)
    TEST_LD_MIS(6, lw, 3)
    TEST_LD_MIS(7, lw, 6)
    TEST_ST_MIS(10, sh, 1)
    TEST_ST_MIS(11, sh, 7)
    TEST_ST_MIS(12, sw, 1)
    TEST_ST_MIS(13, sw, 2)
    TEST_ST_MIS(14, sw, 3)
    TEST_ST_MIS(15, sw, 6)
#if XLEN == 64
    TEST_LD_MIS(20, lwu, 2)
    TEST_LD_MIS(21, ld, 4)
    TEST_LD_MIS(22, ld, 1)
    TEST_LD_MIS(23, ld, 7)
    TEST_ST_MIS(24, sd, 4)
    TEST_ST_MIS(25, sd, 2)
    TEST_ST_MIS(26, sd, 1)
#endif
    la a3, ml_buf                       /* from U-mode, with MPP recorded */
    addi a2, a3, 2
    FAULT_IN(30, PRV_U, CAUSE_MISALIGNED_LOAD, lw a0, 2(a3))
    TEST_NUM(31)                        /* byte accesses are never misaligned */
    la a2, ml_buf
    li a1, 0x7e
    sb a1, 3(a2)
    lbu a0, 3(a2)
    CHECK_EQI a0, 0x7e
    TEST_PASS

    .data
    .balign 16
ml_buf: .skip 16
