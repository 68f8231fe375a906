/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The CLINT with two harts (SiFive layout, as on QEMU virt; docs/soc.md,
 * Harts): hart h's msip is the word at +4h and its mtimecmp the doubleword
 * at +0x4000 + 8h, and each drives that hart's mip.MSIP and mip.MTIP only.
 * The harts poll mip; no interrupt is taken.
 *   1. msip[1] = 1 raises hart 1's MSIP, not hart 0's; it reads back
 *   2. msip[1] = 0 clears it
 *   3. mtimecmp[1] = 0 raises hart 1's MTIP, not hart 0's (mtimecmp[0]
 *      stays at its maximum); both read back
 *   4. mtimecmp[1] = maximum clears it
 * Runs with two harts or more: soc-sim-2h, and QEMU virt -smp 2.
 */
#include "smp_macros.h"

#define MSIP1      (CLINT_MSIP + 4)
#define MTIMECMP1  (CLINT_MTIMECMP + 8)

    .text
    .globl main, core_secondary
main:
    TEST_NUM(1)
    SMP_WAIT h1_here, 1
    li t0, MSIP1
    li t1, 1
    sw t1, 0(t0)
    SMP_POST go, 1
    SMP_WAIT h1_done, 1             /* hart 1 saw MSIP */
    csrr a0, mip
    CHECK_FIELD a0, MIP_MSIP, 0
    li t0, MSIP1
    lw a0, 0(t0)
    CHECK_EQI a0, 1
    li t0, CLINT_MSIP
    lw a0, 0(t0)
    CHECK_EQI a0, 0

    TEST_NUM(2)
    li t0, MSIP1
    sw x0, 0(t0)
    SMP_POST go, 2
    SMP_WAIT h1_done, 2             /* hart 1 saw MSIP clear */

    TEST_NUM(3)
    li t0, MTIMECMP1
    sw x0, 0(t0)
    sw x0, 4(t0)
    SMP_POST go, 3
    SMP_WAIT h1_done, 3             /* hart 1 saw MTIP */
    csrr a0, mip
    CHECK_FIELD a0, MIP_MTIP, 0
    li t0, MTIMECMP1
    lw a0, 0(t0)
    CHECK_EQI a0, 0
    lw a0, 4(t0)
    CHECK_EQI a0, 0
    li t0, CLINT_MTIMECMP
    LWU a0, 0(t0)
    CHECK_EQI a0, 0xffffffff
    LWU a0, 4(t0)
    CHECK_EQI a0, 0xffffffff

    TEST_NUM(4)
    li t0, MTIMECMP1
    li t1, -1
    sw t1, 4(t0)
    sw t1, 0(t0)
    SMP_POST go, 4
    SMP_WAIT h1_done, 4             /* hart 1 saw MTIP clear */

    li a0, 0
    ret

/* Hart 1 polls its own mip until (mip & bit) == want; a hart that never
 * sees it fails with its own test number (tp). */
.macro MIP_WAIT bit, want
    SMP_WAIT_START
.Lmip_wait\@:
    csrr t6, mip
    andi t6, t6, \bit
    addi t6, t6, -(\want)
    beqz t6, .Lmip_done\@
    SMP_WAIT_EXPIRED
    j .Lmip_wait\@
.Lmip_done\@:
.endm

core_secondary:
    SMP_ONLY_HART1
    /* A known start, whatever the platform's reset values: no timer, no
     * software interrupt for this hart. */
    li t0, MTIMECMP1
    li t1, -1
    sw t1, 4(t0)
    sw t1, 0(t0)
    li t0, MSIP1
    sw x0, 0(t0)
    SMP_POST h1_here, 1

    TEST_NUM(1)
    SMP_WAIT go, 1
    MIP_WAIT MIP_MSIP, MIP_MSIP
    SMP_POST h1_done, 1
    TEST_NUM(2)
    SMP_WAIT go, 2
    MIP_WAIT MIP_MSIP, 0
    SMP_POST h1_done, 2
    TEST_NUM(3)
    SMP_WAIT go, 3
    MIP_WAIT MIP_MTIP, MIP_MTIP
    SMP_POST h1_done, 3
    TEST_NUM(4)
    SMP_WAIT go, 4
    MIP_WAIT MIP_MTIP, 0
    SMP_POST h1_done, 4
    SMP_PARK

    SMP_MAILBOXES
