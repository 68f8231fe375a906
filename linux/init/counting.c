/* SPDX-License-Identifier: Apache-2.0 */
#include "checks.h"

#include "libc.h"

#include "events.h"
#include "perf.h"
#include "report.h"
#include "workload.h"

/* Runs the event's workload; returns 0 or -errno. */
static int run_workload(enum workload_kind kind)
{
    if (kind == WL_ILLEGAL) {
        long n = workload_illegal(ILLEGAL_COUNT);
        if (n < 0)
            return (int)n;
        return n == ILLEGAL_COUNT ? 0 : -EIO;
    }
    return workload_run();
}

/* Open failures that mean "this PMU/firmware does not offer the event". */
static int not_offered(int err)
{
    return err == -ENOENT || err == -EOPNOTSUPP || err == -EINVAL || err == -ENODEV;
}

static void check_event(const struct event_check *e, int user_only)
{
    struct perf_spec spec = { e->type, e->config, user_only, 0 };
    char name[64], note[128];
    struct perf_count counted = { 0, 0, 0 }, frozen = { 0, 0, 0 }, after_reset = { 1, 0, 0 };
    int fd, err;

    snprintf(name, sizeof name, "%s:%s", e->name, user_only ? "u" : "uk");
    fd = perf_open(&spec);
    if (fd < 0) {
        report_errno(name, not_offered(fd) ? V_UNSUPPORTED : V_FAIL, -fd, "open");
        return;
    }
    err = perf_reset(fd);
    if (!err)
        err = perf_enable(fd);
    if (!err)
        err = run_workload(e->workload);
    if (!err)
        err = perf_disable(fd);
    if (!err)
        err = perf_read(fd, &counted);
    /* Disabled: the same workload again must not move the count. */
    if (!err)
        err = run_workload(e->workload);
    if (!err)
        err = perf_read(fd, &frozen);
    if (!err)
        err = perf_reset(fd);
    if (!err)
        err = perf_read(fd, &after_reset);
    close(fd);
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read/workload");
        return;
    }

    if (counted.running == 0) {
        /* Opened, but never had a counter: the firmware's CFG_MATCH found
         * none (the driver only asks when the event is scheduled). */
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return;
    }
    uint64_t min = e->min_count + e->per_loop * workload_size.loop_iterations;
    snprintf(note, sizeof note, "min=%" PRIu64 " disabled_moved=%" PRIu64 " after_reset=%" PRIu64,
             min, frozen.value - counted.value, after_reset.value);
    report_count(name,
                 counted.value >= min && frozen.value == counted.value
                 && after_reset.value == 0 ? V_PASS : V_FAIL,
                 counted.value, note);
}

void counting_checks(void)
{
    unsigned i;

    for (i = 0; i < num_event_checks; i++) {
        check_event(&event_checks[i], 1);
        check_event(&event_checks[i], 0);
    }
}
