/* SPDX-License-Identifier: Apache-2.0 */
/*
 * How the two harts of a multi-hart self-test talk: through words in
 * memory, each written by one hart only. Hart 0 runs main() as in every
 * self-test; hart 1 runs the test's core_secondary (crt0.S), harts above 1
 * park. No wait lasts forever: after SMP_SPIN_LIMIT polls it fails the
 * current test (tp), so a hart that never answers is a failure, not a hang.
 */
#ifndef SMP_MACROS_H
#define SMP_MACROS_H
#include "test_macros.h"

#define SMP_SPIN_LIMIT 0x400000

/* Write value to the word at label, after every earlier access
 * (clobbers t5, t6). */
.macro SMP_POST label, value
    fence rw, rw
    la t5, \label
    li t6, \value
    sw t6, 0(t5)
.endm

/* Wait until the word at label holds value; fail the current test after
 * SMP_SPIN_LIMIT polls (clobbers t4, t5, t6). */
.macro SMP_WAIT label, value
    la t5, \label
    li t4, SMP_SPIN_LIMIT
.Lsmp_wait\@:
    lw t6, 0(t5)
    addi t6, t6, -(\value)
    beqz t6, .Lsmp_done\@
    addi t4, t4, -1
    bnez t4, .Lsmp_wait\@
    jal x0, core_fail_tp
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
