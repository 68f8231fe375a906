/* SPDX-License-Identifier: Apache-2.0 */
/* Reads of running counters, and more events than counters.
 *
 * Linux 6.12's driver, on a firmware with the SBI PMU snapshot page, reads
 * a stopped counter from that page and a running one from its CSR (a
 * firmware counter through SBI FW_READ); 6.1 always reads the CSR or asks
 * the firmware. A read while the event counts must see what was counted
 * so far, and counting must go on from there.
 *
 * Multiplexing: with more events than counters perf gives each event a
 * counter for part of the time, rotating them at every mux interval (each
 * rotation stops and reads the counters it takes away, from the snapshot
 * page under 6.12, and starts the others); an event's count is then
 * scaled by time_enabled / time_running. */
#include "checks.h"

#include "libc.h"
#include "events.h"
#include "perf.h"
#include "report.h"
#include "workload.h"

#define MAX_EVENTS 64

/* read-running-dTLB-load-misses:u: user-only DTLB read misses, read
 * while running after each of two loads from P fresh pages
 * (workload_data_pages), and after disabling. The first load from a page
 * never touched misses the DTLB, so each stretch adds at least P, and the
 * read after disabling cannot be lower. (A TLB event rather than
 * instructions: QEMU 7.2 counts host time for instructions, and a loop
 * can retire more of them than the host's time-stamp counter ticks; it
 * does count its TLB refills. The SoC's exact instructions count of a
 * running read is exact-read-running-instructions:u, exact.c.) */
static void read_running_dtlb(void)
{
    const char *name = "read-running-dTLB-load-misses:u";
    struct perf_spec spec = { PERF_TYPE_HW_CACHE,
        HW_CACHE(PERF_COUNT_HW_CACHE_DTLB, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
        true, 0 };
    struct perf_count r1 = { 0, 0, 0 }, r2 = { 0, 0, 0 }, r3 = { 0, 0, 0 };
    unsigned pages = WORKLOAD_DATA_PAGES;
    char note[160];
    int fd = perf_open(&spec), err;

    if (fd < 0) {
        report_errno(name, V_FAIL, -fd, "open");
        return;
    }
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    if (!err)
        err = workload_data_pages(pages);
    if (!err)
        err = perf_read(fd, &r1);
    if (!err)
        err = workload_data_pages(pages);
    if (!err)
        err = perf_read(fd, &r2);
    if (!err)
        err = perf_disable(fd);
    if (!err)
        err = perf_read(fd, &r3);
    close(fd);
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read/workload");
        return;
    }
    if (r3.running == 0) {
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return;
    }
    snprintf(note, sizeof note, "min=%u each, reads=%" PRIu64 ",%" PRIu64 ",%" PRIu64
             " running_ns=%" PRIu64 ",%" PRIu64, pages, r1.value, r2.value, r3.value,
             r1.running, r2.running);
    report_count(name, r1.value >= pages && r2.value >= r1.value + pages && r3.value >= r2.value
                 && r1.running > 0 && r2.running > r1.running ? V_PASS : V_FAIL,
                 r2.value - r1.value, note);
}

/* read-running-fw-illegal-insn:u: the firmware's count of illegal
 * instructions it handled (SBI firmware event 4), read while running
 * after each of two runs of ILLEGAL_COUNT illegal instructions, and after
 * disabling: exactly 100, 200 and 200 (nothing else in the window executes
 * an illegal instruction). */
static void read_running_fw(void)
{
    const char *name = "read-running-fw-illegal-insn:u";
    struct perf_spec spec = { PERF_TYPE_RAW, SBI_FW_EVENT(SBI_PMU_FW_ILLEGAL_INSN), true, 0 };
    struct perf_count r1 = { 0, 0, 0 }, r2 = { 0, 0, 0 }, r3 = { 0, 0, 0 };
    char note[160];
    int fd = perf_open(&spec), err;
    long n1 = 0, n2 = 0;

    if (fd < 0) {
        report_errno(name, V_FAIL, -fd, "open");
        return;
    }
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    if (!err) {
        n1 = workload_illegal(ILLEGAL_COUNT);
        err = perf_read(fd, &r1);
    }
    if (!err) {
        n2 = workload_illegal(ILLEGAL_COUNT);
        err = perf_read(fd, &r2);
    }
    if (!err)
        err = perf_disable(fd);
    if (!err)
        err = perf_read(fd, &r3);
    close(fd);
    if (!err && (n1 != ILLEGAL_COUNT || n2 != ILLEGAL_COUNT))
        err = -EIO;
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read/workload");
        return;
    }
    if (r3.running == 0) {
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return;
    }
    snprintf(note, sizeof note, "expected=%u,%u,%u reads=%" PRIu64 ",%" PRIu64 ",%" PRIu64,
             ILLEGAL_COUNT, 2 * ILLEGAL_COUNT, 2 * ILLEGAL_COUNT, r1.value, r2.value, r3.value);
    report_count(name, r1.value == ILLEGAL_COUNT && r2.value == 2 * ILLEGAL_COUNT
                 && r3.value == 2 * ILLEGAL_COUNT ? V_PASS : V_FAIL, r2.value - r1.value, note);
}

/* The number of hardware counters the driver found, from its boot line
 * "riscv-pmu-sbi: F firmware and H hardware counters"; -errno. */
static long hardware_counters(void)
{
    static char log[1 << 17];
    const char *key = "riscv-pmu-sbi: ", *p, *q;
    long len = kernel_log(log, sizeof log);

    if (len < 0)
        return len;
    for (p = strstr(log, key); p; p = strstr(p + 1, key)) {
        q = strstr(p, " firmware and ");
        if (q && q - p < 32 && (q = strstr(q, " and ")) != NULL) {
            char *end;
            long h = strtol(q + 5, &end, 10);
            if (end != q + 5 && !strncmp(end, " hardware counters", 18))
                return h;
        }
    }
    return -ENOENT;
}

/* x * num / den without overflow for x < 2^40: num and den are scaled
 * down together until both are below 2^24. UINT64_MAX when den is 0 or
 * vanishes (an event that had a counter for a 2^-24 share of the time
 * has no estimate worth the name). */
static uint64_t scale(uint64_t x, uint64_t num, uint64_t den)
{
    while (num >= (1ull << 24) || den >= (1ull << 24)) {
        num >>= 1;
        den >>= 1;
    }
    return den ? x * num / den : ~0ull;
}

/* More user-only instructions events than the PMU has hardware counters
 * (the driver's count, which includes time and cycle, which cannot count
 * instructions, so one more event than that can never all be on a
 * counter), all enabled at once (prctl) over one run of the sampling
 * loop, N iterations.
 *   multiplex-instructions:u  every event got a counter for some of the
 *     time, and at least one not all of the time (value: the events);
 *   multiplex-scaled-instructions:u  every event's count scaled by
 *     time_enabled / time_running is within 10 % of the loop's 2N
 *     instructions (the loop retires them at a steady rate, so a share
 *     of the time counts the same share of them; value: the scaled count
 *     farthest from 2N). */
static void multiplex(void)
{
    const char *rows[2] = { "multiplex-instructions:u", "multiplex-scaled-instructions:u" };
    struct perf_spec spec = { PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, true, 0 };
    struct perf_count c[MAX_EVENTS];
    int fd[MAX_EVENTS];
    uint64_t n = workload_size.sample_iterations, want = 2 * n, worst = want;
    long hw = hardware_counters();
    unsigned k, i, opened = 0, got = 0, shared = 0;
    char note[192];
    int err = 0;

    if (hw < 0 || hw + 1 > MAX_EVENTS) {
        report_errno(rows[0], V_FAIL, hw < 0 ? (int)-hw : E2BIG, "hardware counters");
        report_errno(rows[1], V_FAIL, hw < 0 ? (int)-hw : E2BIG, "hardware counters");
        return;
    }
    k = (unsigned)hw + 1;
    for (i = 0; i < k && !err; i++) {
        fd[i] = perf_open(&spec);
        if (fd[i] < 0)
            err = fd[i];
        else
            opened++;
    }
    if (!err)
        err = task_perf_events(true);
    if (!err) {
        workload_loop(n);
        err = task_perf_events(false);
    }
    for (i = 0; i < opened; i++) {
        if (!err)
            err = perf_read(fd[i], &c[i]);
        close(fd[i]);
    }
    if (err) {
        report_errno(rows[0], V_FAIL, -err, "open/prctl/read");
        report_errno(rows[1], V_FAIL, -err, "open/prctl/read");
        return;
    }
    bool scaled_ok = true;
    for (i = 0; i < k; i++) {
        if (c[i].running > 0)
            got++;
        if (c[i].running < c[i].enabled)
            shared++;
        uint64_t s = scale(c[i].value, c[i].enabled, c[i].running);
        if (c[i].running == 0 || 10 * (s > want ? s - want : want - s) > want)
            scaled_ok = false;
        if ((s > want ? s - want : want - s) > (worst > want ? worst - want : want - worst))
            worst = s;
    }
    snprintf(note, sizeof note, "events=%u hardware_counters=%ld with_counter=%u multiplexed=%u "
             "enabled_ns=%" PRIu64 " running_ns[0]=%" PRIu64, k, hw, got, shared, c[0].enabled,
             c[0].running);
    report_count(rows[0], got == k && shared > 0 ? V_PASS : V_FAIL, k, note);
    unsigned zero = 0;
    for (i = 0; i < k; i++)
        zero += c[i].running > 0 && c[i].value == 0;
    snprintf(note, sizeof note, "expected=%" PRIu64 " (2 x %" PRIu64 ") +-10%% read_0=%u event0=%" PRIu64
             "x%" PRIu64 "/%" PRIu64, want, n, zero, c[0].value, c[0].enabled, c[0].running);
    report_count(rows[1], scaled_ok ? V_PASS : V_FAIL, worst, note);
}

void running_checks(void)
{
    read_running_dtlb();
    read_running_fw();
    multiplex();
}
