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

    ILLEGAL_IN(31, PRV_S, csrr a0, cycle)
    ILLEGAL_IN(32, PRV_S, csrr a0, time)
    ILLEGAL_IN(33, PRV_S, csrr a0, instret)
    ILLEGAL_IN(34, PRV_U, csrr a0, cycle)
    ILLEGAL_IN(35, PRV_U, csrr a0, instret)
    /* mcounteren only: S may read, U may not */
    li a0, COUNTEREN_CY | COUNTEREN_TM | COUNTEREN_IR
    csrw mcounteren, a0
    RUN_IN(36, PRV_S, CAUSE_ECALL_S, csrr s2, cycle; csrr s3, time; csrr s4, instret)
    ILLEGAL_IN(37, PRV_U, csrr a0, cycle)
    ILLEGAL_IN(38, PRV_U, csrr a0, time)
    ILLEGAL_IN(39, PRV_U, csrr a0, instret)
    /* both: U may read */
    li a0, COUNTEREN_CY | COUNTEREN_TM | COUNTEREN_IR
    csrw scounteren, a0
    RUN_IN(40, PRV_U, CAUSE_ECALL_U, csrr s2, cycle; csrr s3, time; csrr s4, instret)
    /* per counter: CY only */
    li a0, COUNTEREN_CY
    csrw scounteren, a0
    RUN_IN(41, PRV_U, CAUSE_ECALL_U, csrr s2, cycle)
    ILLEGAL_IN(42, PRV_U, csrr a0, instret)
    ILLEGAL_IN(43, PRV_U, csrr a0, time)
    /* scounteren alone does nothing for S (and U needs mcounteren too) */
    li a0, COUNTEREN_IR
    csrw mcounteren, a0
    li a0, COUNTEREN_CY | COUNTEREN_TM | COUNTEREN_IR
    csrw scounteren, a0
    ILLEGAL_IN(44, PRV_S, csrr a0, cycle)
    ILLEGAL_IN(45, PRV_U, csrr a0, cycle)
    RUN_IN(46, PRV_U, CAUSE_ECALL_U, csrr s4, instret)
#if XLEN == 32
    /* the high halves follow the same bits */
    csrw mcounteren, x0
    ILLEGAL_IN(47, PRV_S, csrr a0, cycleh)
    ILLEGAL_IN(48, PRV_S, csrr a0, instreth)
    li a0, COUNTEREN_CY | COUNTEREN_IR
    csrw mcounteren, a0
    RUN_IN(49, PRV_S, CAUSE_ECALL_S, csrr s2, cycleh; csrr s3, instreth)
    csrw scounteren, x0
    ILLEGAL_IN(50, PRV_U, csrr a0, instreth)
#endif
    /* S counter values increase too */
    li a0, COUNTEREN_CY | COUNTEREN_IR
    csrw mcounteren, a0
    RUN_IN(51, PRV_S, CAUSE_ECALL_S, csrr s2, instret; nop; nop; csrr s3, instret)
    CHECK_BR bgtu, s3, s2
    /* hpmcounter3 (if it exists) */
    beqz s6, 2f
    csrw mcounteren, x0
    ILLEGAL_IN(60, PRV_S, csrr a0, hpmcounter3)
    li a0, COUNTEREN_HPM3
    csrw mcounteren, a0
    csrw scounteren, x0
    RUN_IN(61, PRV_S, CAUSE_ECALL_S, csrr s2, hpmcounter3)
    ILLEGAL_IN(62, PRV_U, csrr a0, hpmcounter3)
    csrw scounteren, a0
    RUN_IN(63, PRV_U, CAUSE_ECALL_U, csrr s2, hpmcounter3)
    TEST_NUM(64)                    /* hpmcounter3 shadows mhpmcounter3 */
    csrw mhpmevent3, x0             /* no event: holds its value */
    li a0, 0x1234
    csrw mhpmcounter3, a0
    csrr a1, hpmcounter3
    CHECK_EQI a1, 0x1234
2:
    csrw mcounteren, x0
    csrw scounteren, x0
    TEST_PASS
