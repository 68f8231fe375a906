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

    .text
    .balign 4
    .globl context_save
context_save:
    REG_S ra, 0*REGBYTES(a0)
    REG_S sp, 1*REGBYTES(a0)
    REG_S gp, 2*REGBYTES(a0)
    REG_S tp, 3*REGBYTES(a0)
    REG_S s0, 4*REGBYTES(a0)
    REG_S s1, 5*REGBYTES(a0)
    REG_S s2, 6*REGBYTES(a0)
    REG_S s3, 7*REGBYTES(a0)
    REG_S s4, 8*REGBYTES(a0)
    REG_S s5, 9*REGBYTES(a0)
    REG_S s6, 10*REGBYTES(a0)
    REG_S s7, 11*REGBYTES(a0)
    REG_S s8, 12*REGBYTES(a0)
    REG_S s9, 13*REGBYTES(a0)
    REG_S s10, 14*REGBYTES(a0)
    REG_S s11, 15*REGBYTES(a0)
    li a0, 0
    ret

    .globl context_resume
context_resume:
    REG_L ra, 0*REGBYTES(a0)
    REG_L sp, 1*REGBYTES(a0)
    REG_L gp, 2*REGBYTES(a0)
    REG_L tp, 3*REGBYTES(a0)
    REG_L s0, 4*REGBYTES(a0)
    REG_L s1, 5*REGBYTES(a0)
    REG_L s2, 6*REGBYTES(a0)
    REG_L s3, 7*REGBYTES(a0)
    REG_L s4, 8*REGBYTES(a0)
    REG_L s5, 9*REGBYTES(a0)
    REG_L s6, 10*REGBYTES(a0)
    REG_L s7, 11*REGBYTES(a0)
    REG_L s8, 12*REGBYTES(a0)
    REG_L s9, 13*REGBYTES(a0)
    REG_L s10, 14*REGBYTES(a0)
    REG_L s11, 15*REGBYTES(a0)
    mv a0, a1
    bnez a0, 1f
    li a0, 1
1:  ret
