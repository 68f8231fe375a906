/* SPDX-License-Identifier: Apache-2.0 */
/*
 * How the two harts of a multi-hart self-test talk: through words in
 * memory, each written by one hart only. Hart 0 runs main() as in every
 * self-test; hart 1 runs the test's core_secondary (crt0.S), harts above 1
 * park. No wait lasts forever: after 2^SMP_WAIT_LOG2_TICKS ticks of the
 * time CSR (1.7 s at QEMU's and the SoC's 10 MHz; on the SoC a tick is a
 * cycle) it fails the current test (tp), so a hart that never answers is a
 * failure, not a hang. The bound is time, not a count of polls: on QEMU
 * each hart is a host thread, and on a loaded host the other hart may not
 * run at all for longer than a poll count lasts.
 */
#ifndef SMP_MACROS_H
#define SMP_MACROS_H
#include "test_macros.h"

#define SMP_WAIT_LOG2_TICKS 24

/* Start a wait: t4 = now (the time CSR). */
.macro SMP_WAIT_START
    rdtime t4
.endm

/* Fail the current test once the wait started by SMP_WAIT_START has lasted
 * 2^SMP_WAIT_LOG2_TICKS ticks (clobbers t6; the difference is taken modulo
 * XLEN bits, so RV32's wrapping time is fine). */
.macro SMP_WAIT_EXPIRED
    rdtime t6
    sub t6, t6, t4
    srli t6, t6, SMP_WAIT_LOG2_TICKS
    beqz t6, .Lsmp_in_time\@
    jal x0, core_fail_tp
.Lsmp_in_time\@:
.endm

/* Write value to the word at label, after every earlier access
 * (clobbers t5, t6). */
.macro SMP_POST label, value
    fence rw, rw
    la t5, \label
    li t6, \value
    sw t6, 0(t5)
.endm

/* Wait until the word at label holds value, or fail the current test
 * (clobbers t4, t5, t6). */
.macro SMP_WAIT label, value
    la t5, \label
    SMP_WAIT_START
.Lsmp_wait\@:
    lw t6, 0(t5)
    addi t6, t6, -(\value)
    beqz t6, .Lsmp_done\@
    SMP_WAIT_EXPIRED
    j .Lsmp_wait\@
.Lsmp_done\@:
    fence rw, rw
.endm

/* A hart with nothing (more) to do waits here for good. */
.macro SMP_PARK
.Lsmp_park\@:
    wfi
    j .Lsmp_park\@
.endm

/* In core_secondary: park every hart but hart 1 (clobbers t6). */
.macro SMP_ONLY_HART1
    csrr t6, mhartid
    addi t6, t6, -1
    beqz t6, .Lsmp_hart1\@
    SMP_PARK
.Lsmp_hart1\@:
.endm

/* The words of the handshake, in .data: hart 1 posts h1_here once it runs
 * and h1_done = n when it has done step n; hart 0 posts go = n to start
 * step n. Each is a doubleword of a 64-byte block, which the test may go
 * on filling with words of its own. */
.macro SMP_MAILBOXES
    .data
    .balign 64
h1_here:     .dword 0
h1_done:     .dword 0
go:          .dword 0
.endm

#endif /* SMP_MACROS_H */
