/* SPDX-License-Identifier: Apache-2.0 */
/* The SMP suite's way back into a test that stopped the boot hart (the
 * stop race, t_hsm.c); the fuzz, which shares entry.S, has no such test. */
#include "riscv_asm.h"
#include "smp_limits.h"
#include "smp_enter.h"

    .text
/* The boot hart, restarted by another hart in a test that stopped it:
 * the stack of its hart ID is free (the boot hart runs on the payload's). */
    .balign 4
    .globl smp_resume_entry
smp_resume_entry:
    enter smp_resume_main
