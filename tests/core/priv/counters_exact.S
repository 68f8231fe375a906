/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Exact counter semantics of docs/contract.md section 1 (the HPM block
 * as wired into our core), which QEMU 7.2 does not model (its minstret counts
 * host ticks, or with -icount also counts the instruction that wrote it; its
 * mcountinhibit cannot stop a counter that has run; no Smcntrpmf):
 *   - a CSR read returns the value before its own instruction retires
 *   - a write to a counter (either half on RV32) suppresses that counter's
 *     whole increment in its cycle: csrw minstret, 0; csrr -> 0
 *   - configuration writes (mcountinhibit, mhpmevent, *cfg) take effect
 *     from the next cycle: the writing instruction counts under the old one
 *   - mcountinhibit.TM reads 0
 *   - minstretcfg/mcyclecfg.MINH and mhpmevent.MINH stop counting in M
 *   - ECALL does not retire (privileged spec): not counted by minstret
 * Instruction counts are exact; a single-issue core retires at most one
 * instruction per cycle, which is all these sequences assume.
 */
#include "test_macros.h"

#define NOPS5 nop; nop; nop; nop; nop

    .text
    .globl main
main:
    csrw mcountinhibit, x0
    /* ------------------------------------------------ write then read */
    TEST_NUM(1)
    csrw minstret, x0
    csrr a0, minstret
    CHECK_EQI a0, 0
    TEST_NUM(2)
    li a1, 1000
    csrw minstret, a1
    NOPS5
    csrr a0, minstret
    CHECK_EQI a0, 1005
    TEST_NUM(3)                     /* back to back reads differ by one */
    csrr a0, minstret
    csrr a1, minstret
    sub a2, a1, a0
    CHECK_EQI a2, 1
#if XLEN == 32
    TEST_NUM(4)                     /* RV32: a write to the high half also
                                       suppresses the low half's increment */
    csrw minstret, x0
    csrw minstreth, x0
    csrr a0, minstret
    CHECK_EQI a0, 0
    TEST_NUM(5)                     /* carry into minstreth */
    li a1, 0xfffffff0
    csrw minstret, a1               /* value 0xfffffff0 */
    csrw minstreth, x0              /* suppressed: still 0x0_fffffff0 */
    NOPS5; NOPS5; NOPS5; NOPS5      /* 20 instructions: 0x1_00000004 */
    csrr a0, minstreth              /* 1 */
    csrr a1, minstret               /* the csrr above retired: 5 */
    CHECK_EQI a0, 1
    CHECK_EQI a1, 5
    TEST_NUM(6)                     /* writing the low half keeps the high */
    csrw minstret, x0
    csrr a0, minstreth
    CHECK_EQI a0, 1
    csrw minstreth, x0
#endif

    /* ------------------------------------------------ mcountinhibit */
    TEST_NUM(10)
    li a0, MCOUNTINHIBIT_IR
    csrw mcountinhibit, a0          /* counted: the old config counts */
    li a1, 100
    csrw minstret, a1
    NOPS5
    csrr a0, minstret
    CHECK_EQI a0, 100
    TEST_NUM(11)                    /* release: the releasing csrw itself is
                                       not counted (inhibited config) */
    csrw mcountinhibit, x0
    nop
    nop
    nop
    csrr a0, minstret               /* 100 + the 3 nops: everything since the
                                       write of 100 ran inhibited */
    CHECK_EQI a0, 103
    TEST_NUM(12)                    /* inhibit again after running */
    csrr a0, minstret               /* V */
    li a1, MCOUNTINHIBIT_IR
    csrw mcountinhibit, a1          /* V + 1 (csrr), + 1 (li), + 1 (csrw) */
    NOPS5
    csrr a2, minstret
    sub a2, a2, a0
    CHECK_EQI a2, 3
    csrw mcountinhibit, x0
    TEST_NUM(13)                    /* mcycle stops too, exactly */
    li a0, MCOUNTINHIBIT_CY
    csrw mcountinhibit, a0
    li a1, 777
    csrw mcycle, a1
    NOPS5
    csrr a0, mcycle
    CHECK_EQI a0, 777
    csrw mcountinhibit, x0
    TEST_NUM(14)                    /* TM reads 0 */
    li a0, 2
    csrw mcountinhibit, a0
    csrr a1, mcountinhibit
    CHECK_FIELD a1, 2, 0
    csrw mcountinhibit, x0

    /* ------------------------------------------------ mode filter: MINH */
    TEST_NUM(20)                    /* minstret counts only outside M: the U
                                       code runs 5 nops and an ecall (which
                                       does not retire) */
#if XLEN == 64
    li a0, 1 << 62
    csrw CSR_MINSTRETCFG, a0
#else
    li a0, 1 << 30
    csrw CSR_MINSTRETCFGH, a0
#endif
    csrw minstret, x0
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  NOPS5
    ecall
2:  csrr a0, minstret
    CHECK_EQI a0, 5
#if XLEN == 64
    csrw CSR_MINSTRETCFG, x0
#else
    csrw CSR_MINSTRETCFGH, x0
#endif
    TEST_NUM(21)                    /* mcycle with MINH: does not move in M */
#if XLEN == 64
    li a0, 1 << 62
    csrw CSR_MCYCLECFG, a0
#else
    li a0, 1 << 30
    csrw CSR_MCYCLECFGH, a0
#endif
    nop
    csrr a0, mcycle
    NOPS5
    csrr a1, mcycle
    CHECK_EQ a0, a1
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  NOPS5
    ecall
2:  csrr a2, mcycle                 /* the U part took some cycles */
    sub a3, a2, a1
    CHECK_NE a3, x0
    li a4, 10000
    bltu a3, a4, 3f
    TEST_FAIL
3:
#if XLEN == 64
    csrw CSR_MCYCLECFG, x0
#else
    csrw CSR_MCYCLECFGH, x0
#endif

    /* ------------------------------------------------ mhpmcounter3 */
    li a0, COUNTEREN_HPM3           /* exists? (contract 1.8: the enable bit
                                       of an absent counter reads 0) */
    csrw mcounteren, a0
    csrr a1, mcounteren
    csrw mcounteren, x0
    beqz a1, 9f
    TEST_NUM(30)                    /* event 2 = instruction retired */
    li a0, SOC_EV_INSTRET
    csrw mhpmevent3, a0
    csrw mhpmcounter3, x0
    NOPS5
    csrr a0, mhpmcounter3
    CHECK_EQI a0, 5
    TEST_NUM(31)                    /* with MINH: only the 5 U nops */
#if XLEN == 64
    li a0, (1 << 62) | SOC_EV_INSTRET
    csrw mhpmevent3, a0
#else
    li a0, 1 << 30
    csrw mhpmevent3h, a0
#endif
    csrw mhpmcounter3, x0
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  NOPS5
    ecall
2:  csrr a0, mhpmcounter3
    CHECK_EQI a0, 5
    csrw mhpmevent3, x0
#if XLEN == 32
    csrw mhpmevent3h, x0
#endif
9:
    TEST_PASS
