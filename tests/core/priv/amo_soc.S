/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The exception causes of LR, SC and the AMOs that QEMU 7.2 gets wrong
 * (privileged spec, "Exception codes"), hence soc-only:
 *   - misaligned: lr raises load-address-misaligned (4); sc and every AMO
 *     raise store/AMO-address-misaligned (6), whether or not a reservation
 *     exists; mtval = the address; nothing is written and rd is unchanged.
 *     QEMU raises 4 for an AMO, and lets a misaligned sc fail silently.
 *   - an AMO on memory PMP allows neither read nor write raises a
 *     store/AMO access fault (7), as any AMO access fault; QEMU raises the
 *     load fault (5) of its read.
 */
#include "test_macros.h"

/* The instructions (address in a2, destination a0) must trap with cause,
 * mtval = a2, a0 unchanged. */
#define FAULTS(n, cause, ...)                                       \
    TEST_NUM(n);                                                        \
    li a0, 0x5a;                                                        \
    TRAP_EXPECT_REG(cause, a2, 88f);                                    \
    __VA_ARGS__;                                                        \
    TEST_FAIL;                                                          \
88: CHECK_EQI a0, 0x5a

    .text
    .globl main
main:
    la s0, area
    li a1, 0x77
    sw a1, 0(s0)
    addi a2, s0, 2
    FAULTS(1, CAUSE_MISALIGNED_LOAD, lr.w a0, (a2))
    FAULTS(2, CAUSE_MISALIGNED_STORE, sc.w a0, a1, (a2))
    FAULTS(3, CAUSE_MISALIGNED_STORE, amoadd.w a0, a1, (a2))
    addi a2, s0, 1
    FAULTS(4, CAUSE_MISALIGNED_STORE, amoswap.w a0, a1, (a2))
    addi a2, s0, 3
    FAULTS(5, CAUSE_MISALIGNED_STORE, amomaxu.w a0, a1, (a2))
    FAULTS(6, CAUSE_MISALIGNED_STORE, lr.w a3, (s0); sc.w a0, a1, (a2))
#if XLEN == 64
    addi a2, s0, 4
    FAULTS(7, CAUSE_MISALIGNED_LOAD, lr.d a0, (a2))
    FAULTS(8, CAUSE_MISALIGNED_STORE, sc.d a0, a1, (a2))
    FAULTS(9, CAUSE_MISALIGNED_STORE, amoadd.d a0, a1, (a2))
#endif
    TEST_NUM(10)                    /* nothing was written */
    lw a0, 0(s0)
    CHECK_EQI a0, 0x77
    lw a0, 4(s0)
    CHECK_EQI a0, 0
    lw a0, 8(s0)
    CHECK_EQI a0, 0

    /* Last, as a locked entry stays until reset: entry 0 locked over the
     * 16 bytes of `area` with no permission, which binds M-mode too. */
    mv a2, s0
    srli a0, s0, 2
    ori a0, a0, 1                   /* NAPOT, 16 bytes */
    csrw pmpaddr0, a0
    li a0, PMP_L | PMP_A_NAPOT
    csrw pmpcfg0, a0
    sfence.vma
    FAULTS(20, CAUSE_STORE_ACCESS, amoor.w a0, a1, (a2))
    FAULTS(21, CAUSE_STORE_ACCESS, amoswap.w a0, a1, (a2))
    FAULTS(22, CAUSE_LOAD_ACCESS, lr.w a0, (a2))
    TEST_PASS

    .data
    .balign 16
area:
    .dword 0, 0
