/* SPDX-License-Identifier: Apache-2.0 */
/* Where a started hart (hart_start) or a hart resuming from a
 * non-retentive suspend enters the suite: a0 = hartid, a1 = opaque. It
 * takes the stack of its hart ID and the payload's trap vector, and hands
 * smp_hart_main the registers the SBI specifies at this point, untouched. */
#include "riscv_asm.h"
#include "smp_limits.h"

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

    .text
    .balign 4
    .globl smp_entry
smp_entry:
    enter smp_hart_main

/* The boot hart, restarted by another hart in a test that stopped it:
 * the stack of its hart ID is free (the boot hart runs on the payload's). */
    .balign 4
    .globl smp_resume_entry
smp_resume_entry:
    enter smp_resume_main

    .bss
    .balign 16
smp_stacks:
    .skip SMP_MAX_HARTS << SMP_STACK_SHIFT
