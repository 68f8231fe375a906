/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Counter CSRs (Zicntr/Zihpm, privileged spec 3.1.10-3.1.13), the checks
 * that hold on any conforming hart, QEMU 7.2 included. The exact counting
 * rules of docs/contract.md section 1 (write suppresses the increment, inhibit is exact,
 * mode filters, RV32 halves) are in counters_exact.S (soc-only).
 *   - mcycle and minstret increase; cycle/instret shadow them in M
 *   - a write to minstret/mcycle takes effect (reads back near the value)
 *   - mcountinhibit.CY/IR stop mcycle/minstret (first inhibit only: QEMU
 *     7.2 cannot stop a counter again once it has run uninhibited)
 *   - time reads the CLINT's mtime
 *   - cycle/time/instret/hpmcounter3 from S need mcounteren; from U they
 *     need mcounteren and scounteren; otherwise illegal instruction
 * hpmcounter3 is only tried when mcounteren bit 3 is writable (the counter
 * exists).
 */
#include "test_macros.h"

#define CTR_ALL   (COUNTEREN_CY | COUNTEREN_TM | COUNTEREN_IR)
#define CTR_CY_IR (COUNTEREN_CY | COUNTEREN_IR)

/* Reads of cycle, time and instret (or of the counters cy, tm, ir given in
 * their place: the RV32 high halves) with mcounteren = men and scounteren =
 * sen: from S exactly the counters whose COUNTEREN_* bit is in s_ok must
 * read, from U those in u_ok; every other read must be an illegal
 * instruction. Six test numbers from n: S cycle, time, instret, then U. */
.macro CHECK_COUNTER_READS n, men, sen, s_ok, u_ok, cy=cycle, tm=time, ir=instret
    li a0, \men
    csrw mcounteren, a0
    li a0, \sen
    csrw scounteren, a0
    COUNTER_READS \n, PRV_S, CAUSE_ECALL_S, \s_ok, \cy, \tm, \ir
    COUNTER_READS \n+3, PRV_U, CAUSE_ECALL_U, \u_ok, \cy, \tm, \ir
.endm
/* the three reads from privilege prv: tests n, n+1, n+2 */
.macro COUNTER_READS n, prv, ecause, ok, cy, tm, ir
    COUNTER_READ \n, \prv, \ecause, \cy, (\ok) & COUNTEREN_CY
    COUNTER_READ \n+1, \prv, \ecause, \tm, (\ok) & COUNTEREN_TM
    COUNTER_READ \n+2, \prv, \ecause, \ir, (\ok) & COUNTEREN_IR
.endm
/* one read: it must succeed if ok, else be an illegal instruction */
.macro COUNTER_READ n, prv, ecause, csr, ok
.if \ok
    RUN_IN(\n, \prv, \ecause, csrr a0, \csr)
.else
    ILLEGAL_IN(\n, \prv, csrr a0, \csr)
.endif
.endm

    .text
    .globl main
main:
    csrw mcounteren, x0
    csrw scounteren, x0
    /* ------------------------------------------------ counting */
    TEST_NUM(1)
    csrr s2, mcycle
    csrr s3, minstret
    SPIN(a1, 100)
    csrr s4, mcycle
    csrr s5, minstret
    CHECK_BR bgtu, s4, s2
    CHECK_BR bgtu, s5, s3
    TEST_NUM(2)                     /* user shadows in M */
    csrr s2, cycle
    csrr s3, instret
    csrr s4, mcycle
    csrr s5, minstret
    CHECK_BR bgeu, s4, s2
    CHECK_BR bgeu, s5, s3
    TEST_NUM(3)                     /* a write takes effect: reads back below
                                       the old value (tiny vs huge) */
    li a0, -1
    srli a0, a0, 2                  /* 2^(XLEN-2) - 1 */
    csrw minstret, a0
    csrw mcycle, a0
    csrw minstret, x0
    csrr s3, minstret
    csrw mcycle, x0
    csrr s2, mcycle
    li a1, 0x1000000
    CHECK_BR bltu, s3, a1
    CHECK_BR bltu, s2, a1
    TEST_NUM(4)                     /* and counts on from there */
    li a0, 1000
    csrw minstret, a0
    SPIN(a1, 50)
    csrr s3, minstret
    li a0, 1000
    CHECK_BR bgtu, s3, a0

    /* ------------------------------------------------ inhibit */
    TEST_NUM(10)
    li a0, MCOUNTINHIBIT_CY | MCOUNTINHIBIT_IR
    csrw mcountinhibit, a0
    csrr a1, mcountinhibit
    CHECK_FIELD a1, MCOUNTINHIBIT_CY | MCOUNTINHIBIT_IR, MCOUNTINHIBIT_CY | MCOUNTINHIBIT_IR
    li a0, 5000
    csrw mcycle, a0
    csrw minstret, a0
    SPIN(a1, 100)
    csrr s2, mcycle
    csrr s3, minstret
    CHECK_EQI s2, 5000
    CHECK_EQI s3, 5000
    TEST_NUM(11)                    /* released: counting again */
    csrw mcountinhibit, x0
    SPIN(a1, 100)
    csrr s2, mcycle
    csrr s3, minstret
    li a0, 5000
    CHECK_BR bgtu, s2, a0
    CHECK_BR bgtu, s3, a0

    /* ------------------------------------------------ time */
    TEST_NUM(20)                    /* time CSR reads mtime (same clock) */
    csrr s2, time
    call core_mtime_read            /* RV64: a0; RV32: a0 low, a1 high */
    mv s4, a0
    csrr s3, time
#if XLEN == 32
    csrr s5, timeh
    beqz s5, 1f                     /* high word 0: the low words compare */
    j 3f                            /* (after ~430 s of uptime: skip) */
1:
#endif
    CHECK_BR bgeu, s4, s2
    CHECK_BR bgeu, s3, s4
3:
    /* ------------------------------------------------ access from S / U */
    TEST_NUM(30)                    /* enable bits are writable */
    li a0, COUNTEREN_CY | COUNTEREN_TM | COUNTEREN_IR
    csrw mcounteren, a0
    csrr a1, mcounteren
    CHECK_FIELD a1, 7, 7
    csrw scounteren, a0
    csrr a1, scounteren
    CHECK_FIELD a1, 7, 7
    li a0, COUNTEREN_HPM3           /* s6 = 1 if hpmcounter3 exists */
    csrs mcounteren, a0
    csrr a1, mcounteren
    srli s6, a1, 3
    andi s6, s6, 1
    csrw mcounteren, x0
    csrw scounteren, x0

    /*                  n   mcounteren     scounteren     S reads        U reads */
    CHECK_COUNTER_READS 31, 0,             0,             0,             0
    /* mcounteren only: S may read, U may not */
    CHECK_COUNTER_READS 37, CTR_ALL,       0,             CTR_ALL,       0
    /* both: U may read */
    CHECK_COUNTER_READS 43, CTR_ALL,       CTR_ALL,       CTR_ALL,       CTR_ALL
    /* per counter: CY only */
    CHECK_COUNTER_READS 49, CTR_ALL,       COUNTEREN_CY,  CTR_ALL,       COUNTEREN_CY
    /* scounteren alone does nothing for S (and U needs mcounteren too) */
    CHECK_COUNTER_READS 55, COUNTEREN_IR,  CTR_ALL,       COUNTEREN_IR,  COUNTEREN_IR
#if XLEN == 32
    /* the high halves follow the same bits */
    CHECK_COUNTER_READS 61, 0,         CTR_ALL, 0,         0,         cycleh, timeh, instreth
    CHECK_COUNTER_READS 67, CTR_CY_IR, CTR_ALL, CTR_CY_IR, CTR_CY_IR, cycleh, timeh, instreth
    CHECK_COUNTER_READS 73, CTR_CY_IR, 0,       CTR_CY_IR, 0,         cycleh, timeh, instreth
#endif
    /* S counter values increase too */
    li a0, COUNTEREN_CY | COUNTEREN_IR
    csrw mcounteren, a0
    RUN_IN(80, PRV_S, CAUSE_ECALL_S, csrr s2, instret; nop; nop; csrr s3, instret)
    CHECK_BR bgtu, s3, s2
    /* hpmcounter3 (if it exists) */
    beqz s6, 2f
    csrw mcounteren, x0
    ILLEGAL_IN(90, PRV_S, csrr a0, hpmcounter3)
    li a0, COUNTEREN_HPM3
    csrw mcounteren, a0
    csrw scounteren, x0
    RUN_IN(91, PRV_S, CAUSE_ECALL_S, csrr s2, hpmcounter3)
    ILLEGAL_IN(92, PRV_U, csrr a0, hpmcounter3)
    csrw scounteren, a0
    RUN_IN(93, PRV_U, CAUSE_ECALL_U, csrr s2, hpmcounter3)
    TEST_NUM(94)                    /* hpmcounter3 shadows mhpmcounter3 */
    csrw mhpmevent3, x0             /* no event: holds its value */
    li a0, 0x1234
    csrw mhpmcounter3, a0
    csrr a1, hpmcounter3
    CHECK_EQI a1, 0x1234
2:
    csrw mcounteren, x0
    csrw scounteren, x0
    TEST_PASS
