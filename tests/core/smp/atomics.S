/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A extension across two harts (unprivileged spec, chapter "A"; docs/soc.md,
 * Harts):
 *   1. both harts arrive, each with a0 = its mhartid from the boot code
 *   2. AMOs are atomic: both harts add 1 to one word SMP_N times each at
 *      the same time with amoadd.w, and the word ends at 2 * SMP_N; the
 *      same with LR/SC increment loops on another word
 *   3. another hart's store to the reserved word makes the SC fail (and
 *      the word keeps that hart's value)
 *   4. another hart's store to a different doubleword leaves the
 *      reservation: the SC succeeds
 * Runs with two harts or more: soc-sim-2h, and QEMU virt -smp 2.
 */
#include "smp_macros.h"

#define SMP_N 1000

    .text
    .globl main, core_secondary
main:
    mv s1, ra                       /* main calls add_both_ways */
    TEST_NUM(1)                     /* hart 1 arrives and says who it is */
    SMP_WAIT h1_here, 1
    la t0, h1_a0
    REG_L a0, 0(t0)
    CHECK_EQI a0, 1
    la t0, h1_mhartid
    REG_L a0, 0(t0)
    CHECK_EQI a0, 1
    csrr a0, mhartid
    CHECK_EQI a0, 0

    TEST_NUM(2)                     /* both harts add at once */
    SMP_POST go, 2
    call add_both_ways
    SMP_WAIT h1_done, 2
    la t0, amo_count
    lw a0, 0(t0)
    CHECK_EQI a0, 2 * SMP_N
    la t0, lrsc_count
    lw a0, 0(t0)
    CHECK_EQI a0, 2 * SMP_N

    TEST_NUM(3)                     /* hart 1 stores to the reserved word */
    la s0, resv_word
    lr.w a0, (s0)
    CHECK_EQI a0, 0
    SMP_POST go, 3                  /* a store to another doubleword */
    SMP_WAIT h1_done, 3
    li a1, 0x77
    sc.w a2, a1, (s0)
    CHECK_NE a2, x0
    lw a0, 0(s0)
    CHECK_EQI a0, 0x55

    TEST_NUM(4)                     /* hart 1 stores elsewhere */
    lr.w a0, (s0)
    CHECK_EQI a0, 0x55
    SMP_POST go, 4
    SMP_WAIT h1_done, 4
    li a1, 0x99
    sc.w a2, a1, (s0)
    CHECK_EQI a2, 0
    lw a0, 0(s0)
    CHECK_EQI a0, 0x99
    la t0, other_word
    lw a0, 0(t0)
    CHECK_EQI a0, 0x66

    li a0, 0
    mv ra, s1
    ret

/* SMP_N amoadd.w, then SMP_N LR/SC increments (clobbers t0-t3). */
add_both_ways:
    la t0, amo_count
    li t1, SMP_N
    li t2, 1
1:  amoadd.w x0, t2, (t0)
    addi t1, t1, -1
    bnez t1, 1b
    la t0, lrsc_count
    LRSC_INCREMENT t0, SMP_N, t1, t2, t3
    ret

core_secondary:
    SMP_ONLY_HART1
    la sp, h1_stack_top
    la t0, h1_a0
    REG_S a0, 0(t0)
    csrr t1, mhartid
    la t0, h1_mhartid
    REG_S t1, 0(t0)
    SMP_POST h1_here, 1

    SMP_WAIT go, 2
    call add_both_ways
    SMP_POST h1_done, 2

    SMP_WAIT go, 3                  /* hart 0 holds a reservation on resv_word */
    li t0, 0x55
    la t1, resv_word
    sw t0, 0(t1)
    SMP_POST h1_done, 3

    SMP_WAIT go, 4
    li t0, 0x66
    la t1, other_word
    sw t0, 0(t1)
    SMP_POST h1_done, 4
    SMP_PARK

/* Each word in a doubleword of its own, so that no store below touches a
 * reservation it is not meant to. */
    SMP_MAILBOXES
h1_a0:       .dword -1
h1_mhartid:  .dword -1
amo_count:   .dword 0
lrsc_count:  .dword 0
resv_word:   .dword 0
other_word:  .dword 0
    .balign 16
h1_stack:    .skip 256
h1_stack_top:
