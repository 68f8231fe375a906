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

/* The sequence both read-running rows share: open, reset, enable, run the
 * workload, read, run it again, read, disable, read (r[0..2]). A workload
 * returns 0 or a negative errno. false after the row is reported (an
 * error, or no counter ever ran the event). */
static bool read_while_running(const char *name, const struct perf_spec *spec, int (*work)(void),
                               struct perf_count r[3])
{
    int fd = perf_open(spec), err;

    if (fd < 0) {
        report_errno(name, V_FAIL, -fd, "open");
        return false;
    }
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    for (int i = 0; i < 2 && !err; i++) {
        err = work();
        if (!err)
            err = perf_read(fd, &r[i]);
    }
    if (!err)
        err = perf_disable(fd);
    if (!err)
        err = perf_read(fd, &r[2]);
    close(fd);
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read/workload");
        return false;
    }
    if (r[2].running == 0) {
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return false;
    }
    return true;
}

static int dtlb_work(void)
{
    return workload_data_pages(WORKLOAD_DATA_PAGES);
}

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
    struct perf_count r[3] = { { 0, 0, 0 }, { 0, 0, 0 }, { 0, 0, 0 } };
    const unsigned pages = WORKLOAD_DATA_PAGES;
    char note[160];

    if (!read_while_running(name, &spec, dtlb_work, r))
        return;
    snprintf(note, sizeof note, "min=%u each, reads=%" PRIu64 ",%" PRIu64 ",%" PRIu64
             " running_ns=%" PRIu64 ",%" PRIu64, pages, r[0].value, r[1].value, r[2].value,
             r[0].running, r[1].running);
    report_count(name, r[0].value >= pages && r[1].value >= r[0].value + pages && r[2].value >= r[1].value
                 && r[0].running > 0 && r[1].running > r[0].running ? V_PASS : V_FAIL,
                 r[1].value - r[0].value, note);
}

/* ILLEGAL_COUNT illegal instructions, all of them handled: 0, else -EIO. */
static int illegal_work(void)
{
    return workload_illegal(ILLEGAL_COUNT) == ILLEGAL_COUNT ? 0 : -EIO;
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
    struct perf_count r[3] = { { 0, 0, 0 }, { 0, 0, 0 }, { 0, 0, 0 } };
    char note[160];

    if (!read_while_running(name, &spec, illegal_work, r))
        return;
    snprintf(note, sizeof note, "expected=%u,%u,%u reads=%" PRIu64 ",%" PRIu64 ",%" PRIu64,
             ILLEGAL_COUNT, 2 * ILLEGAL_COUNT, 2 * ILLEGAL_COUNT, r[0].value, r[1].value, r[2].value);
    report_count(name, r[0].value == ILLEGAL_COUNT && r[1].value == 2 * ILLEGAL_COUNT
                 && r[2].value == 2 * ILLEGAL_COUNT ? V_PASS : V_FAIL, r[1].value - r[0].value, note);
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

/* Whether a pinned event is on a counter: perf puts a pinned event that
 * cannot be scheduled in the error state, where read() returns 0 bytes. */
static bool pinned_on_counter(int fd)
{
    uint64_t buf[3];
    return read(fd, buf, sizeof buf) == (ssize_t)sizeof buf;
}

/* More events than counters. Counting the counters that can count
 * instructions: CPU-wide pinned user-only instructions events on this
 * CPU, opened one at a time until one cannot get a counter (it goes to
 * the error state; C counters took one each). That one and two more are
 * closed, leaving C - 2 counters taken and 2 free, and MUX_EVENTS = 3
 * instructions:u events of this task share the 2, all enabled at once
 * (prctl) over one run of the sampling loop, N iterations: C + 1 events on
 * C counters. The fillers are pinned and CPU-wide so that perf never
 * moves them: it rotates only the three at each mux interval (stopping,
 * reading and starting their counters), and a context switch takes only
 * the task's three off and on (a simulated hart pays dearly for each
 * event moved; 31 rotating events on the SoC did not finish the loop in
 * five minutes).
 *   multiplex-instructions:u  each of the three had a counter some of the
 *     time and none all of the time (value: C + 1 events);
 *   multiplex-sum-instructions:u  the three counts add up to twice the
 *     user instructions of the window, 2 x 2N and the few dozen around
 *     the loop (within 1 %): whenever user code runs, the two free
 *     counters each hold one of the three (perf swaps them in the kernel,
 *     where a user-only count stands still), so every instruction the
 *     loop retires is counted exactly twice (value: the sum).
 * The note also has each event's estimate count x enabled / running, what
 * perf reports for a multiplexed event; it assumes a steady rate over
 * time, which the rotations' own cost on a simulated hart breaks (the
 * SoC's estimates strayed by up to 27 %), so it is not judged. */
#define MUX_EVENTS 3
static void multiplex(const char *const rows[2])
{
    struct perf_spec spec = { PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, true, 0 };
    struct perf_count c[MUX_EVENTS];
    int filler[MAX_EVENTS], fd[MUX_EVENTS];
    uint64_t n = workload_size.mux_iterations, want = 2 * 2 * n, sum = 0, est[MUX_EVENTS];
    unsigned fillers = 0, i, opened = 0, got = 0, shared = 0, zero = 0;
    int cpu = current_cpu(), err = 0;
    bool full = false;
    char note[200];

    if (cpu < 0)
        err = cpu;
    if (!err)
        err = set_affinity(1ul << cpu);
    while (!err && !full && fillers < MAX_EVENTS) {
        struct perf_spec pinned = spec;
        int f = perf_open_pinned(&pinned, cpu);
        if (f < 0)
            err = f;
        else if (pinned_on_counter(f))
            filler[fillers++] = f;
        else {
            close(f);
            full = true;
        }
    }
    if (!err && (!full || fillers < 2))
        err = -ENOSPC;
    unsigned counters = fillers;
    /* Two counters free for the three events. */
    while (!err && fillers > counters - 2)
        close(filler[--fillers]);
    for (i = 0; i < MUX_EVENTS && !err; i++) {
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
    while (fillers > 0)
        close(filler[--fillers]);
    set_affinity(~0ul);
    if (err) {
        report_errno(rows[0], V_FAIL, -err, "affinity/open/prctl/read");
        report_errno(rows[1], V_FAIL, -err, "affinity/open/prctl/read");
        return;
    }
    for (i = 0; i < MUX_EVENTS; i++) {
        est[i] = scale(c[i].value, c[i].enabled, c[i].running);
        got += c[i].running > 0;
        shared += c[i].running < c[i].enabled;
        zero += c[i].running > 0 && c[i].value == 0;
        sum += c[i].value;
    }
    snprintf(note, sizeof note, "counters=%u (pinned fillers %u) events=%u with_counter=%u "
             "multiplexed=%u running/enabled=%" PRIu64 "/%" PRIu64 ",%" PRIu64 "/%" PRIu64
             ",%" PRIu64 "/%" PRIu64, counters, counters - 2, counters + 1, got, shared,
             c[0].running, c[0].enabled, c[1].running, c[1].enabled, c[2].running, c[2].enabled);
    report_count(rows[0], got == MUX_EVENTS && shared == MUX_EVENTS ? V_PASS : V_FAIL, counters + 1,
                 note);
    snprintf(note, sizeof note, "expected=%" PRIu64 " (2 counters x 2 x %" PRIu64 ") +1%% read_0=%u "
             "counts=%" PRIu64 ",%" PRIu64 ",%" PRIu64 " estimates=%" PRIu64 ",%" PRIu64 ",%" PRIu64,
             want, n, zero, c[0].value, c[1].value, c[2].value, est[0], est[1], est[2]);
    report_count(rows[1], sum >= want && sum <= want + want / 100 ? V_PASS : V_FAIL, sum, note);
}

void running_checks(void)
{
    read_running_dtlb();
    read_running_fw();
}

/* Microseconds of the wall clock: the SoC's time base
 * counts every cycle (10 MHz), so there a microsecond is 10 cycles. */
static uint64_t now_us(void)
{
    struct timeval tv;

    if (gettimeofday(&tv, NULL) < 0)
        return 0;
    return (uint64_t)tv.tv_sec * 1000000u + (uint64_t)tv.tv_usec;
}

/* Many free-running events (issue 43): ROTATE_EVENTS user-only
 * instructions events of this task, none pinned, opened one by one and
 * enabled together (prctl) around workload_size.rotate_iterations loop
 * iterations on one CPU: more events than the PMU has counters, so perf
 * rotates them at every mux interval, moving one event to the back of
 * the queue each time, and every event on a counter leaves it and comes
 * back (the whole rotation costs what moving all of them does).
 *   rotate-40-events:u  every event had a counter some of the time
 *     (time_running > 0), one at least not all of it (perf did rotate),
 *     and each event's estimate, count x enabled / running, is between
 *     a third and three times the mean estimate: all of them count the
 *     same instructions, so an event whose count disagrees with its share
 *     of the time lost counts in a rotation (value: the events that ran).
 *     The bound is QEMU's: its counts are host time, and its estimates
 *     were measured 0.48 to 1.66 times their mean (the SoC's 0.68 to
 *     1.10, and its next row is exact);
 *   rotate-40-sum:u  on a hart that counts what it retires (the SoC
 *     only), exactly: whenever user code runs, the task's events fill
 *     every counter it can have, C of them (perf stops at the first event
 *     that finds none), so every user instruction of the loop is counted
 *     C times and the 40 counts add up to C x 2N, and at most 1 % more
 *     (the few dozen user instructions around the loop); C is what the
 *     driver offers, at least 2 (value: the sum);
 *   rotate-40-user-share  the loop got at least half of the run: the
 *     same loop alone, just before, took at least half as long as it did
 *     under the 40 events (value: that ratio per thousand). Time, not a
 *     counter: it is the same on every platform, and it needs no pinned
 *     event that perf would never move. On the SoC it is the cycles (the
 *     time base counts each), and the loop alone is the user cycles the
 *     workload needs; QEMU 7.2's counters count host time in every mode. */
#define ROTATE_EVENTS 40
static void rotate_many(const char *const rows[2])
{
    struct perf_spec spec = { PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, true, 0 };
    struct perf_count c[ROTATE_EVENTS];
    int fd[ROTATE_EVENTS];
    uint64_t n = workload_size.rotate_iterations, est[ROTATE_EVENTS], mean = 0, lo = ~0ull, hi = 0;
    unsigned i, opened = 0, ran = 0, rotated = 0, off = 0;
    int cpu = current_cpu(), err = 0;
    char note[240], uptime[32] = "?";

    if (cpu < 0)
        err = cpu;
    if (!err)
        err = set_affinity(1ul << cpu);
    uint64_t t0 = now_us();
    if (!err)
        workload_loop(n);
    uint64_t alone = now_us() - t0;
    for (i = 0; i < ROTATE_EVENTS && !err; i++) {
        fd[i] = perf_open(&spec);
        if (fd[i] < 0)
            err = fd[i];
        else
            opened++;
    }
    t0 = now_us();
    if (!err)
        err = task_perf_events(true);
    if (!err) {
        workload_loop(n);
        err = task_perf_events(false);
    }
    uint64_t run = now_us() - t0;
    for (i = 0; i < opened; i++) {
        if (!err)
            err = perf_read(fd[i], &c[i]);
        close(fd[i]);
    }
    set_affinity(~0ul);
    read_first_line("/proc/uptime", uptime, sizeof uptime);
    if (err) {
        report_errno(rows[0], V_FAIL, -err, "affinity/open/prctl/read");
        report_errno(rows[1], V_FAIL, -err, "affinity/open/prctl/read");
        return;
    }
    for (i = 0; i < ROTATE_EVENTS; i++) {
        if (c[i].running == 0)
            continue;
        est[i] = scale(c[i].value, c[i].enabled, c[i].running);
        ran++;
        rotated += c[i].running < c[i].enabled;
    }
    for (i = 0; i < ROTATE_EVENTS; i++)
        if (c[i].running)
            mean += est[i] / ran;
    for (i = 0; i < ROTATE_EVENTS; i++) {
        if (c[i].running == 0)
            continue;
        off += est[i] < mean / 3 || est[i] > 3 * mean;
        lo = est[i] < lo ? est[i] : lo;
        hi = est[i] > hi ? est[i] : hi;
    }
    snprintf(note, sizeof note, "events=%u ran=%u multiplexed=%u estimates mean=%" PRIu64 " min=%"
             PRIu64 " max=%" PRIu64 " off-by-3x=%u loop=2x%" PRIu64, ROTATE_EVENTS, ran, rotated,
             mean, lo, hi, off, n);
    report_count(rows[0], ran == ROTATE_EVENTS && rotated > 0 && off == 0 && mean > 0 ? V_PASS : V_FAIL,
                 ran, note);
    if (workload_size.exact) {
        uint64_t sum = 0, want = 2 * n;
        for (i = 0; i < ROTATE_EVENTS; i++)
            sum += c[i].value;
        uint64_t each = sum / want;
        snprintf(note, sizeof note, "expected=C x %" PRIu64 " +1%% C=%" PRIu64, want, each);
        report_count("rotate-40-sum:u", each >= 2 && sum <= each * want + each * want / 100 ? V_PASS
                     : V_FAIL, sum, note);
    }
    uint64_t share = run ? scale(alone, 1000, run) : 0;
    snprintf(note, sizeof note, "min=500 alone_us=%" PRIu64 " run_us=%" PRIu64 " uptime=%s", alone,
             run, uptime);
    report_count(rows[1], alone > 0 && share >= 500 ? V_PASS : V_FAIL, share, note);
}

/* The checks of many events run last, each in a child the init kills
 * after GUARD_TIMEOUT_S seconds (guest time), so that a check that does
 * not end cannot take the rest of the run with it; its rows then fail.
 * This guard cannot catch a rotation that costs more than its interval
 * (docs/linux.md: then no task runs at all, the init neither); the SoC's
 * interval (workload_size) is there for that. */
#define GUARD_TIMEOUT_S 30
static void guarded(void (*check)(const char *const rows[2]), const char *const rows[2])
{
    pid_t child = fork();
    int status = 0, waited = 0;

    if (child == 0) {
        check(rows);
        exit(0);
    }
    if (child < 0) {
        for (int i = 0; i < 2; i++)
            report_errno(rows[i], V_FAIL, errno, "fork");
        return;
    }
    while (waitpid(child, &status, WNOHANG) == 0) {
        if (waited++ >= GUARD_TIMEOUT_S) {
            kill(child, SIGKILL);
            waitpid(child, &status, 0);
            for (int i = 0; i < 2; i++)
                report_row(rows[i], V_FAIL, "timeout", "no result after 30 s");
            return;
        }
        sleep(1);
    }
}

#define MUX_INTERVAL_FILE "/sys/bus/event_source/devices/cpu/perf_event_mux_interval_ms"
/* perf's rotation interval of the cpu PMU, ms milliseconds (0: leave it). */
static void set_mux_interval(unsigned ms)
{
    char text[16], old[16] = "";

    if (!ms)
        return;
    snprintf(text, sizeof text, "%u", ms);
    if (read_first_line(MUX_INTERVAL_FILE, old, sizeof old) != 0 || write_text(MUX_INTERVAL_FILE, text) != 0)
        report_line("INFO could not set %s to %s", MUX_INTERVAL_FILE, text);
    else
        report_line("INFO perf_event_mux_interval_ms %s (was %s)", text, old);
}

void multiplex_checks(void)
{
    static const char *const mux_rows[2] = { "multiplex-instructions:u", "multiplex-sum-instructions:u" };
    static const char *const rotate_rows[2] = { "rotate-40-events:u", "rotate-40-user-share" };

    set_mux_interval(workload_size.mux_interval_ms);
    guarded(multiplex, mux_rows);
    set_mux_interval(workload_size.rotate_interval_ms);
    guarded(rotate_many, rotate_rows);
}
