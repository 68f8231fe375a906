/* SPDX-License-Identifier: Apache-2.0 */
/* The way into S-mode code of the suite for a hart the firmware starts or
 * resumes (entry.S, resume_entry.S). Assembly only. */
#ifndef SMP_ENTER_H
#define SMP_ENTER_H

/* enter TARGET: the stack of hart a0, the trap vector, then
 * TARGET(hartid, opaque, satp, sstatus, sip) */
.macro enter target
    csrr a2, satp
    csrr a3, sstatus
    csrr a4, sip
    li t0, SMP_MAX_HARTS
    bgeu a0, t0, 1f                 /* no stack for it: the test times out */
    la sp, smp_stacks
    addi t0, a0, 1
    slli t0, t0, SMP_STACK_SHIFT
    add sp, sp, t0
    la t0, s_trap_vector
    csrw stvec, t0
    call \target
1:  j 1b
.endm

#endif
