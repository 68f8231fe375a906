/* SPDX-License-Identifier: Apache-2.0 */
/* Exact counts, for a deterministic hart (the simulated SoC): the same
 * measurement at two sizes, whose difference the workload fixes.
 *   - the user-only instructions and branches of workload_loop(N) grow by
 *     2 and 1 per iteration (addi, bnez);
 *   - the user-only dTLB read misses of one load from each of P pages,
 *     mapped beforehand (MAP_POPULATE) and never touched by the program,
 *     grow by one per page: a page is a miss the first time, and nothing
 *     else changes between the two sizes;
 *   - the user-only instructions between two reads of a running counter
 *     around workload_loop(N) grow by 2 per iteration: a read while the
 *     counter runs sees exactly what was retired up to the read.
 * Everything outside the workload in the counted window (the ends of the
 * enabling and disabling ioctls) is the same at both sizes and cancels. */
#include "checks.h"

#include "libc.h"
#include "perf.h"
#include "report.h"
#include "workload.h"

#define PAGE 4096u
#define LOOP_N1 1000u
#define LOOP_N2 3000u
#define PAGES_1 8u
#define PAGES_2 40u

static volatile uint64_t sink;

/* One load from each page; the pointer and the sum stay in registers. */
static void __attribute__((noinline)) touch_pages(const volatile uint64_t *p, unsigned pages)
{
    uint64_t sum = 0;
    for (unsigned i = 0; i < pages; i++)
        sum += p[i * (PAGE / sizeof *p)];
    sink = sum;
}

/* The count of one user-only event over the workload at `size`; -errno on
 * failure. `pages` selects the page workload, otherwise the loop (and
 * exact_row's pages < 0 measure_running() instead). */
static long long measure(uint32_t type, uint64_t config, unsigned size, int pages)
{
    struct perf_spec spec = { type, config, true, 0 };
    struct perf_count c = { 0, 0, 0 };
    const volatile uint64_t *p = NULL;
    int fd = perf_open(&spec);
    int err;

    if (fd < 0)
        return fd;
    if (pages) {
        p = mmap(NULL, size * PAGE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        if (p == MAP_FAILED) {
            close(fd);
            return -errno;
        }
    }
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    if (!err) {
        if (pages)
            touch_pages(p, size);
        else
            workload_loop(size);
        err = perf_disable(fd);
    }
    if (!err)
        err = perf_read(fd, &c);
    if (pages)
        munmap((void *)p, size * PAGE);
    close(fd);
    if (!err && c.running == 0)
        err = -ENODEV;
    return err ? err : (long long)c.value;
}

/* The user-only instructions between two reads of one running counter,
 * workload_loop(n) between them; -errno on failure. */
static long long measure_running(unsigned n)
{
    struct perf_spec spec = { PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, true, 0 };
    struct perf_count c1 = { 0, 0, 0 }, c2 = { 0, 0, 0 };
    int fd = perf_open(&spec);
    int err;

    if (fd < 0)
        return fd;
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    if (!err)
        err = perf_read(fd, &c1);
    if (!err) {
        workload_loop(n);
        err = perf_read(fd, &c2);
    }
    if (!err)
        err = perf_disable(fd);
    close(fd);
    if (!err && c2.running == 0)
        err = -ENODEV;
    return err ? err : (long long)(c2.value - c1.value);
}

static void exact_row(const char *name, uint32_t type, uint64_t config, unsigned n1, unsigned n2,
                      int pages, uint64_t per_unit)
{
    long long a = pages < 0 ? measure_running(n1) : measure(type, config, n1, pages);
    long long b = a < 0 ? a : pages < 0 ? measure_running(n2) : measure(type, config, n2, pages);
    char note[128];

    if (b < 0) {
        report_errno(name, V_FAIL, (int)-b, "measure");
        return;
    }
    uint64_t want = per_unit * (n2 - n1);
    snprintf(note, sizeof note, "expected=%" PRIu64 " (%" PRIu64 " x %u) counts=%lld,%lld",
             want, per_unit, n2 - n1, a, b);
    report_count(name, (uint64_t)(b - a) == want ? V_PASS : V_FAIL, (uint64_t)(b - a), note);
}

void exact_checks(void)
{
    exact_row("exact-instructions:u", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
              LOOP_N1, LOOP_N2, 0, 2);
    exact_row("exact-branches:u", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS,
              LOOP_N1, LOOP_N2, 0, 1);
    exact_row("exact-dTLB-load-misses:u", PERF_TYPE_HW_CACHE,
              HW_CACHE(PERF_COUNT_HW_CACHE_DTLB, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
              PAGES_1, PAGES_2, 1, 1);
    exact_row("exact-read-running-instructions:u", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
              LOOP_N1, LOOP_N2, -1, 2);
}
