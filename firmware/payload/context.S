/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A context a program comes back to from somewhere that cannot return:
 * a trap handler of a test that left S-mode for another mode, or a hart
 * the firmware started again. context_save(c) keeps what the calling
 * convention says a call preserves (ra, sp, s0-s11, gp, tp) and returns 0;
 * context_resume(c, v), from any code on any stack, returns v (not 0)
 * from that context_save once more. GCC's __builtin_setjmp is not used:
 * it may move its return point when the code after it ends in an
 * instruction the compiler cannot follow (an sret).
 */
#include "riscv_asm.h"

/* The registers kept: ra, sp, gp, tp, s0, s1, s2-s11, each at its number
 * (struct context, payload.h, has room for x0-x27). */
#define KEPT 1, 2, 3, 4, 8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27

    .text
    .balign 4
    .globl context_save
context_save:
    for_regs REG_S, a0, KEPT
    li a0, 0
    ret

    .globl context_resume
context_resume:
    for_regs REG_L, a0, KEPT
    mv a0, a1
    bnez a0, 1f
    li a0, 1
1:  ret
