/* SPDX-License-Identifier: Apache-2.0 */
/* Where a started hart (hart_start) or a hart resuming from a
 * non-retentive suspend enters the suite: a0 = hartid, a1 = opaque. It
 * takes the stack of its hart ID and the payload's trap vector, and hands
 * smp_hart_main the registers the SBI specifies at this point, untouched. */
#include "riscv_asm.h"
#include "smp_limits.h"

    .text
    .balign 4
    .globl smp_entry
smp_entry:
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
    call smp_hart_main
1:  j 1b

    .bss
    .balign 16
smp_stacks:
    .skip SMP_MAX_HARTS << SMP_STACK_SHIFT
