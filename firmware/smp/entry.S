/* SPDX-License-Identifier: Apache-2.0 */
/* Where a started hart (hart_start) or a hart resuming from a
 * non-retentive suspend enters the suite: a0 = hartid, a1 = opaque. It
 * takes the stack of its hart ID and the payload's trap vector, and hands
 * smp_hart_main the registers the SBI specifies at this point, untouched. */
#include "riscv_asm.h"
#include "smp_limits.h"
#include "smp_enter.h"

    .text
    .balign 4
    .globl smp_entry
smp_entry:
    enter smp_hart_main

    .bss
    .balign 16
    .globl smp_stacks
smp_stacks:
    .skip SMP_MAX_HARTS << SMP_STACK_SHIFT
