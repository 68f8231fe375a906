/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The SMP suite: an S-mode program on the PMU conformance suite's
 * framework (firmware/tests) that checks the HSM, IPI and RFENCE
 * extensions across harts, and that each hart has its own PMU. It runs on
 * the hart the firmware entered it on (the boot hart); the other harts
 * are started by the tests, at smp_entry, and then run commands the boot
 * hart posts in their mailbox (hart.c), until the test stops them.
 */
#ifndef SMP_H
#define SMP_H

#include "smp_limits.h"
#include "test.h"

/* A command a started hart runs for the boot hart (hart.c). */
enum smp_cmd {
    CMD_CALL,           /* arg: eid, fid, a0..a5 -> the sbiret */
    CMD_CSR_READ,       /* arg0: enum smp_csr -> value */
    CMD_CSR_SET,        /* arg0: enum smp_csr, arg1: bits */
    CMD_CSR_CLEAR,      /* the same */
    CMD_CSR_WRITE,      /* arg0: enum smp_csr, arg1: value (satp: then sfence.vma) */
    CMD_LOAD,           /* arg0: address -> the XLEN-bit word there */
    CMD_READ_COUNTER,   /* arg0: counter CSR offset -> its value (low XLEN bits) */
    CMD_CALL_REPEAT,    /* CMD_CALL arg6 times (arg6 in place of a5): the first error, else the last */
    CMD_STOP_RACE,      /* arg: &ready (+1 when armed), &go (0 until the race), a hart, its entry, opaque:
                         * hart_stop once go is set; if that returns FAILED, hart_start of that hart
                         * (-> FAILED, and the start's error as value); else the stop's error */
};

enum smp_csr { CSR_ID_SIE, CSR_ID_SIP, CSR_ID_SSTATUS, CSR_ID_SATP };

/* What the boot hart and each other hart share. Fields the hart writes
 * for the boot hart to read, and the other way round, are marked. */
struct smp_hart {
    /* the hart, at each entry (hart_start or a non-retentive resume) */
    unsigned entries;
    xlen_t entry_a0, entry_a1, entry_satp, entry_sstatus, entry_sip;
    /* the mailbox: the boot hart writes cmd and arg, then bumps seq; the
     * hart runs the command, writes ret, then sets done = seq */
    unsigned seq, done;
    enum smp_cmd cmd;
    xlen_t arg[8];
    struct sbiret ret;
    uint64_t done_time;     /* the time CSR when the hart finished the command */
    /* interrupts the hart took (suite_interrupt) */
    unsigned ssi, sti;
};

extern volatile struct smp_hart smp_harts[SMP_MAX_HARTS];

/* What the suite learned at the start (suite.c). */
struct smp_env {
    xlen_t self;                /* the boot hart */
    unsigned long tree;         /* harts the device tree lists (bit i: ID i, below XLEN), and this one */
    unsigned tree_beyond;       /* listed with an ID of XLEN or more */
    unsigned long harts;        /* harts with a status: the tree's, bounded by SMP_MAX_HARTS */
    unsigned long others;       /* harts but the boot hart */
    unsigned n;                 /* harts */
    xlen_t timebase;            /* time CSR ticks per second */
};
extern struct smp_env smp;

/* For each hart i of the set m, lowest first. */
#define for_each_hart(i, m)                                                \
    for (unsigned long m_ = (m), i = 0; m_; m_ >>= 1, i++)                  \
        if (m_ & 1)

/* ---- hart.c: the boot hart's side */

uint64_t smp_time(void);
/* A deadline ms milliseconds from now, and whether it has passed. */
uint64_t smp_deadline(unsigned ms);
bool smp_past(uint64_t deadline);

struct sbiret hsm_start(xlen_t hartid, xlen_t addr, xlen_t opaque);
struct sbiret hsm_status(xlen_t hartid);
/* Polls until hart's HSM state is `state`; false (and fail()) on timeout. */
bool wait_state(xlen_t hartid, xlen_t state);
/* The firmware extension's hold (ours): harts of mask pause in pending states. */
void hsm_hold(unsigned long mask);
/* hart_start at smp_entry with opaque, then waits until the hart has
 * reported in; false after fail(). */
bool start_hart(xlen_t hartid, xlen_t opaque);
/* start_hart on every other hart, all started before the first is waited for. */
bool start_all(void);
/* The hart calls hart_stop (a command it never finishes); waits for
 * STOPPED. false after fail(). */
bool stop_hart(xlen_t hartid);
/* Every other hart back to STOPPED, whatever a test left (framework hook). */
void stop_all(void);

/* Posts a command to a started hart, and waits for it (smp_run); false
 * after fail() on a timeout. */
void smp_post(xlen_t hartid, enum smp_cmd cmd, const xlen_t *arg, unsigned nargs);
bool smp_wait(xlen_t hartid, struct sbiret *ret);
bool smp_run(xlen_t hartid, enum smp_cmd cmd, const xlen_t *arg, unsigned nargs, struct sbiret *ret);
/* An SBI call made by that hart: its sbiret, or error -100 on a timeout
 * (after fail()). */
struct sbiret smp_call(xlen_t hartid, xlen_t eid, xlen_t fid, xlen_t a0, xlen_t a1, xlen_t a2,
                       xlen_t a3, xlen_t a4, xlen_t a5);
#define SMP_TIMEOUT_ERR (-100)
/* csr of that hart: read, set bits, clear bits; false after fail(). */
bool smp_csr(xlen_t hartid, enum smp_cmd cmd, enum smp_csr csr, xlen_t bits, xlen_t *value);

/* Waits until counter *field of hart's smp_hart reaches want. */
bool wait_count(volatile unsigned *field, unsigned want, const char *what);

/* The first hart but the boot hart; a hart ID below XLEN that the device
 * tree does not list, or -1. */
xlen_t first_other(void);
xlen_t unlisted_hart(void);
/* Firmware counter `event` configured (CLEAR_VALUE, AUTO_START) on hart
 * hartid by its own calls: its index, or -1 after fail() or skip(). */
int hart_counting(xlen_t hartid, xlen_t event);
/* A firmware counter's value, read by its own hart: a firmware counter
 * changes only on its hart's events, so it need not be stopped. */
uint64_t hart_fw_value(xlen_t hartid, int idx);
/* start_hart(hartid, 1), then hart_counting there: the counter's index, or
 * -1 after fail() or skip(). */
int start_counting(xlen_t hartid, xlen_t event);
/* hart_counting on every hart, into idx[hart]; false after fail() or skip(). */
bool harts_counting(int idx[SMP_MAX_HARTS], xlen_t event);
/* The counters harts_counting configured are free again on every hart,
 * so that a test can count the next event on the same indices. */
void harts_release(const int idx[SMP_MAX_HARTS]);
/* A storm: every hart makes an SBI call that reaches every hart (base -1)
 * `rounds` times, all at once, each counting a pair of firmware events on
 * itself; every call must succeed, and each hart must count rounds * n of
 * each event (n harts), nothing lost or counted twice. */
struct storm {
    xlen_t call[7];                 /* eid, fid, a0..a4 */
    unsigned rounds;
    const char *what;               /* the call, for messages */
    xlen_t sent, received;          /* SBI_PMU_FW_*: the caller's, the target's */
    const char *events;             /* their name, for messages: <events>_SENT */
    uint64_t (*read)(xlen_t hartid, int idx);   /* a counter's value, read on its hart */
};
void harts_storm(const struct storm *s);

/* ---- the other harts (entry.S, hart.c) */

/* hart_start's and non-retentive resume's address: a0 = hartid, a1 = opaque. */
void smp_entry(void);
void smp_hart_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip);
/* The boot hart's way back into a test that stopped it (t_hsm.c's stop
 * race): the same stack and trap vector as smp_entry, then
 * smp_resume_main, which returns into the test. */
void smp_resume_entry(void);
void smp_resume_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip);

/* ---- the test groups */
extern const struct test hsm_tests[], ipi_tests[], smp_rfence_tests[], smp_pmu_tests[];

/* For a helper that has already called fail() when it returns false. */
#define REQUIRE(ok)                                                         \
    do {                                                                    \
        if (!(ok))                                                          \
            return;                                                         \
    } while (0)

/* A test that needs harts other than the boot hart skips without. */
#define NEEDS_HARTS(k)                                                      \
    SKIP_UNLESS(smp.n >= (k), "needs %d harts, the machine has %u", (k), smp.n)

/* The start of a test on one other hart that counts a firmware event on
 * itself: declares h, the first other hart, started, and idx, the counter
 * counting `event` there (start_counting); skips without a second hart,
 * returns after a fail() or skip(). */
#define OTHER_HART_COUNTING(h, idx, event)                                  \
    NEEDS_HARTS(2);                                                         \
    const xlen_t h = first_other();                                         \
    const int idx = start_counting(h, (event));                             \
    REQUIRE(idx >= 0)

#endif
