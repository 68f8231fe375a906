/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU conformance suite: the test framework (framework.c), what the
 * suite learns about the SBI implementation before the tests (env.c), and
 * the PMU helpers every test group shares (pmu_util.c). */
#ifndef TEST_H
#define TEST_H

#include "payload.h"
#include "riscv_csr.h"

/* ---------------------------------------------------------------- SBI */

/* the ABI's numbers are sbi_abi.h's; these only shorten the tests */
#define EV(type, code)   ((xlen_t)SBI_PMU_EVENT((xlen_t)(type), (code)))
#define EV_CPU_CYCLES    EV(SBI_PMU_EVENT_TYPE_HW, SBI_PMU_HW_CPU_CYCLES)
#define EV_INSTRUCTIONS  EV(SBI_PMU_EVENT_TYPE_HW, SBI_PMU_HW_INSTRUCTIONS)
#define EV_FW(code)      EV(SBI_PMU_EVENT_TYPE_FW, code)
#define INFO_FW(i)       (((i) >> SBI_PMU_CTR_INFO_FW_BIT(XLEN)) & 1)


/* ---------------------------------------------------------------- framework */

struct test {
    const char *name;
    void (*fn)(void);
};

/* Each file of tests ends its table with { 0 }; the program lists the
 * tables to run, in order, ending with NULL (suite.c for this suite). */
extern const struct test base_tests[], info_tests[], config_tests[],
    start_stop_tests[], count_tests[], fw_read_tests[], fw_event_tests[],
    snapshot_tests[], event_info_tests[], overflow_tests[], ours_tests[],
    rfence_tests[], dbcn_tests[], clint_tests[], hyp_tests[];
extern const struct test *const test_groups[];

/* Hooks a program may define (framework.c has ones that do nothing):
 * once after the suite's header, an interrupt of its own (true: handled,
 * not the test's), and after each test's own cleanup. */
void suite_begin(void);
bool suite_interrupt(xlen_t code);
void suite_after_test(void);

/* The first fail() or skip() of a test decides its line; later ones are
 * dropped, so a test can fail and return at once. */
void fail(const char *fmt, ...);
void skip(const char *fmt, ...);
bool test_done(void);
const char *err_name(sxlen_t err);
void fmt_str(char *buf, size_t size, const char *fmt, ...);

/* Check a call's error; on a mismatch the test fails and returns. */
#define EXPECT_ERR(call, want, what)                                        \
    do {                                                                    \
        struct sbiret r_ = (call);                                          \
        if (r_.error != (want)) {                                           \
            fail("%s: expected %s, got %s (value 0x%lx)", (what),           \
                 err_name(want), err_name(r_.error), r_.value);             \
            return;                                                         \
        }                                                                   \
    } while (0)

/* Unless cond holds, the test ends with that outcome (fail or skip). */
#define END_UNLESS(cond, outcome, ...)                                      \
    do {                                                                    \
        if (!(cond)) {                                                      \
            outcome(__VA_ARGS__);                                           \
            return;                                                         \
        }                                                                   \
    } while (0)
#define EXPECT(cond, ...)      END_UNLESS(cond, fail, __VA_ARGS__)
#define SKIP_UNLESS(cond, ...) END_UNLESS(cond, skip, __VA_ARGS__)

/* Traps the suite provokes on purpose. The handler skips the faulting
 * instruction; a trap while no test expects one fails the running test. */
extern volatile unsigned traps_expected, traps_taken, lcofi_taken;
/* Called in the LCOFI handler when set (the framework clears it after each
 * test), before the handler clears sip.LCOFIP. */
extern void (*volatile lcofi_hook)(void);
extern volatile xlen_t last_trap_cause, last_trap_tval;
/* One access that may trap, provoked to find out whether it does: call
 * trap_probe_begin() before it; trap_probe_end() after it gives the scause
 * of its trap, or 0 if it did not trap. */
void trap_probe_begin(void);
xlen_t trap_probe_end(void);
/* Whether S-mode can read CSR number `csr` (an integer literal): reading
 * one that is not there is an illegal instruction. */
#define CSR_READABLE(csr) (trap_probe_begin(), (void)csr_read(csr), trap_probe_end() == 0)

/* ---------------------------------------------------------------- env.c */

#define MAX_COUNTERS 128
struct env {
    xlen_t spec_version, impl_id, impl_version;
    xlen_t mvendorid, marchid, mimpid;
    bool ours;          /* implementation ID 0x50455246 */
    bool soc;           /* ours, on the SoC (mimpid SOC_MIMPID) */
    bool soc_core;      /* the SoC's core, whatever the firmware */
    bool qemu;          /* QEMU's IDs (env.c) */
    bool sscofpmf;      /* scountovf readable from S-mode */
    bool has_time_ext;
    unsigned num_counters;      /* as reported; the suite looks at MAX_COUNTERS */
    unsigned n;                 /* min(num_counters, MAX_COUNTERS) */
    xlen_t info[MAX_COUNTERS];
    bool info_ok[MAX_COUNTERS];
};
extern struct env env;
void env_discover(void);
void env_print(void);
bool sbi_at_least(unsigned major, unsigned minor);
/* SKIP the test when the implementation is older than the function. */
#define NEEDS_SBI(major, minor, what)                                       \
    SKIP_UNLESS(sbi_at_least(major, minor), "%s is SBI %d.%d, the implementation is %lu.%lu", \
                (what), (major), (minor), env.spec_version >> 24 & 0x7f,    \
                env.spec_version & 0xffffff)
#define NEEDS_OURS()                                                        \
    SKIP_UNLESS(env.ours, "a choice of implementation 0x%x; this is 0x%lx", \
                SBI_IMPL_ID_PERFMON, env.impl_id)

/* ---------------------------------------------------------------- pmu_util.c */

enum kind { K_FW, K_HW, K_PROG };   /* K_PROG: hardware but not CSR 0xC00-0xC02 */
bool is_kind(unsigned idx, enum kind k);
int first_of_kind(enum kind k);     /* -1: none */
int last_of_kind(enum kind k);

/* The calls, each recording what it configures so that the framework
 * releases it after the test. */
struct sbiret cfg(xlen_t base, xlen_t mask, xlen_t flags, xlen_t event, uint64_t data);
struct sbiret cfg_kind(enum kind k, xlen_t flags, xlen_t event, uint64_t data);
struct sbiret start1(xlen_t idx, xlen_t flags, uint64_t init);
struct sbiret stop1(xlen_t idx, xlen_t flags);
struct sbiret fw_read(xlen_t idx);
struct sbiret fw_read_hi(xlen_t idx);
struct sbiret set_shmem(xlen_t lo, xlen_t hi, xlen_t flags);
void release(xlen_t idx);
void release_all(void);      /* framework: after each test */

/* Configures `event` on a counter of kind k and starts it at `init`;
 * SKIPs the test if nothing can count it. Returns -1 after fail/skip. */
int counting(enum kind k, xlen_t event, uint64_t data, uint64_t init);
/* counting() on a programmable counter, of the event usable_event finds
 * (stored in *event unless NULL); SKIPs the test if there is none. */
int counting_prog(uint64_t init, xlen_t *event);
uint64_t read_value(unsigned idx);
/* An event counters of kind k can count (firmware: SET_TIMER; programmable:
 * INSTRUCTIONS or CPU_CYCLES); false if none. */
bool usable_event(enum kind k, xlen_t *event);   /* CSR for hardware, fw_read(_hi) for firmware */

void spin(xlen_t iterations);        /* 2 instructions an iteration */
#define SPIN_INSNS_PER_ITER 2
void set_timer_far(void);            /* one SBI set_timer, far in the future */

/* paging.c: tables with RAM one to one and the last page of the address
 * space (PAGING_LAST_PAGE) on last_page; returns the satp that enables
 * them. paging_remap_last moves that page, with no fence. */
#define PAGING_LAST_PAGE ((xlen_t)0 - 4096u)
xlen_t paging_build(const volatile void *last_page);
void paging_remap_last(const volatile void *last_page);

/* Snapshot area (4 KiB) and event_get_info entries, in the suite's RAM */
extern volatile struct sbi_pmu_snapshot *const snap;
#define SNAP_PATTERN 0xa5a5a5a55a5a5a5aULL
void snap_fill(void);                /* every value = SNAP_PATTERN, bitmap 0 */
/* SKIPs the test when snapshots are not there; false after skip */
bool snapshot_on(void);

#endif
