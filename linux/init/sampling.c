/* SPDX-License-Identifier: Apache-2.0 */
#include "checks.h"

#include "libc.h"

#include "perf.h"
#include "proc.h"
#include "report.h"
#include "workload.h"

#define PAGE 4096u
#define DATA_PAGES 64u                  /* ring buffer: 256 KiB, 16 B per sample */

struct sample_tally {
    uint64_t samples, in_loop, lost;
};

/* Walks the records between data_tail and data_head. With the buffer
 * mapped writable the kernel never overwrites unread records. */
static void tally_ring(struct perf_event_mmap_page *meta, struct sample_tally *t)
{
    const unsigned char *data = (const unsigned char *)meta + PAGE;
    uint64_t size = (uint64_t)DATA_PAGES * PAGE;
    uint64_t head = __atomic_load_n(&meta->data_head, __ATOMIC_ACQUIRE);
    uint64_t tail = meta->data_tail;
    uintptr_t lo = (uintptr_t)workload_loop, hi = (uintptr_t)workload_loop_end;

    while (tail + sizeof(struct perf_event_header) <= head) {
        struct perf_event_header h;
        unsigned char rec[64];
        uint64_t i;

        for (i = 0; i < sizeof h; i++)
            ((unsigned char *)&h)[i] = data[(tail + i) % size];
        if (h.size < sizeof h)
            break;
        for (i = 0; i < h.size && i < sizeof rec; i++)
            rec[i] = data[(tail + i) % size];
        if (h.type == PERF_RECORD_SAMPLE && h.size >= sizeof h + 8) {
            uint64_t ip;
            memcpy(&ip, rec + sizeof h, sizeof ip);
            t->samples++;
            if (ip >= lo && ip < hi)
                t->in_loop++;
        } else if (h.type == PERF_RECORD_LOST && h.size >= sizeof h + 16) {
            uint64_t lost;
            memcpy(&lost, rec + sizeof h + 8, sizeof lost);
            t->lost += lost;
        }
        tail += h.size;
    }
    __atomic_store_n(&meta->data_tail, tail, __ATOMIC_RELEASE);
}

/* One sampling event and its ring buffer. */
struct sampler {
    int fd;
    struct perf_event_mmap_page *meta;
    struct sample_tally t;
    struct perf_count count;
};

#define RING_LEN ((1 + DATA_PAGES) * PAGE)

/* Opens a sampling event (group_fd < 0: a disabled event of its own;
 * otherwise an enabled member of that group) and maps its ring buffer.
 * 0, or -errno with the name of the step that failed in *what. */
static int sampler_open(struct sampler *s, const struct perf_spec *spec, int group_fd,
                        const char **what)
{
    memset(s, 0, sizeof *s);
    s->fd = group_fd < 0 ? perf_open(spec) : perf_open_member(spec, group_fd);
    if (s->fd < 0) {
        *what = "open";
        return s->fd;
    }
    s->meta = mmap(NULL, RING_LEN, PROT_READ | PROT_WRITE, MAP_SHARED, s->fd, 0);
    if (s->meta == MAP_FAILED) {
        int err = -errno;
        *what = "mmap";
        close(s->fd);
        s->fd = -1;
        return err;
    }
    return 0;
}

/* Reads the count and walks the ring; then unmaps and closes. */
static int sampler_finish(struct sampler *s)
{
    int err = perf_read(s->fd, &s->count);

    if (!err)
        tally_ring(s->meta, &s->t);
    munmap(s->meta, RING_LEN);
    close(s->fd);
    return err;
}

static uint64_t distance(uint64_t a, uint64_t b)
{
    return a > b ? a - b : b - a;
}

/* The verdict on one sampling run. The driver reloads the counter with
 * -period after every overflow, so an event that counted `count` events
 * overflowed count / period times, each a sample: the samples must be
 * within 10 % of that (none lost). Where they land: a user-only event
 * counts nothing but the user instructions between the enabling ioctl's
 * return and the disabling one's entry, all but a few dozen of them the
 * loop's, so at least 90 % of its samples must be in the loop (a sample is
 * the user PC at the overflow; one taken in the kernel is dropped for a
 * user-only event). A user+kernel event also counts the kernel's work in
 * that window (the timer tick, the overflow interrupts themselves), which
 * the loop does not fix: there the loop must have most of them. */
static void report_samples(const char *name, const struct sampler *s, uint64_t period,
                           bool user_only, long irqs)
{
    uint64_t want = s->count.value / period;
    char note[192];
    bool in_loop = user_only ? 10 * s->t.in_loop >= 9 * s->t.samples
                             : 2 * s->t.in_loop > s->t.samples;

    if (s->count.running == 0) {
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return;
    }
    snprintf(note, sizeof note, "expected=%" PRIu64 " (count/period) in_loop=%" PRIu64
             " lost=%" PRIu64 " count=%" PRIu64 " period=%" PRIu64 " pmu_irqs=%ld",
             want, s->t.in_loop, s->t.lost, s->count.value, period, irqs);
    report_count(name, s->t.samples > 0 && 10 * distance(s->t.samples, want) <= want
                 && s->t.lost == 0 && in_loop ? V_PASS : V_FAIL, s->t.samples, note);
}

static void sample_event(const char *event, uint64_t config, int user_only, const char *suffix,
                         uint64_t *irqs)
{
    uint64_t period = user_only ? workload_size.sample_period : workload_size.sample_period_uk;
    struct perf_spec spec = { PERF_TYPE_HARDWARE, config, user_only, period };
    struct sampler smp;
    const char *what = "";
    char name[64];
    long before, after;
    int err;

    snprintf(name, sizeof name, "sample-%s:%s%s", event, user_only ? "u" : "uk", suffix);
    err = sampler_open(&smp, &spec, -1, &what);
    if (err) {
        report_errno(name, -err == ENOENT || -err == EOPNOTSUPP || -err == EINVAL
                     ? V_UNSUPPORTED : V_FAIL, -err, what);
        return;
    }
    before = proc_pmu_irqs();
    err = perf_enable(smp.fd);
    if (!err)
        /* The loop grows with the period: as many samples either way. */
        workload_loop(workload_size.sample_iterations * period / workload_size.sample_period);
    if (!err)
        err = perf_disable(smp.fd);
    after = proc_pmu_irqs();
    if (!err)
        err = sampler_finish(&smp);
    else
        (void)sampler_finish(&smp);
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read");
        return;
    }
    if (before >= 0 && after >= before)
        *irqs += (uint64_t)(after - before);
    report_samples(name, &smp, spec.sample_period, user_only,
                   before >= 0 && after >= before ? after - before : -1L);
}

/* Two sampling events at once, one group (so both are on counters at the
 * same time): user-only cycles, the leader, and instructions, each with
 * its own ring buffer and the same period. Each overflow interrupt finds
 * one or both counters overflowed and must restart each; with the 6.12
 * driver on SBI >= 2.0 that goes through the snapshot page. Each row is
 * judged as a lone sampling event. */
static void sample_pair(void)
{
    static const char *const names[2] = { "sample-pair-cycles:u", "sample-pair-instructions:u" };
    struct perf_spec spec[2] = {
        { PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, true, workload_size.sample_period },
        { PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, true, workload_size.sample_period },
    };
    struct sampler smp[2];
    const char *what = "";
    long before, after;
    int err, i;

    err = sampler_open(&smp[0], &spec[0], -1, &what);
    if (err) {
        report_errno(names[0], V_FAIL, -err, what);
        report_errno(names[1], V_FAIL, -err, "leader");
        return;
    }
    err = sampler_open(&smp[1], &spec[1], smp[0].fd, &what);
    if (err) {
        (void)sampler_finish(&smp[0]);
        report_errno(names[0], V_FAIL, -err, "member");
        report_errno(names[1], V_FAIL, -err, what);
        return;
    }
    before = proc_pmu_irqs();
    err = perf_enable(smp[0].fd);
    if (!err)
        workload_loop(workload_size.sample_iterations);
    if (!err)
        err = perf_disable(smp[0].fd);
    after = proc_pmu_irqs();
    for (i = 1; i >= 0; i--) {
        int e = sampler_finish(&smp[i]);
        if (!err)
            err = e;
    }
    for (i = 0; i < 2; i++) {
        if (err)
            report_errno(names[i], V_FAIL, -err, "ioctl/read");
        else
            report_samples(names[i], &smp[i], workload_size.sample_period, true,
                           before >= 0 && after >= before ? after - before : -1L);
    }
}

void sampling_checks(void)
{
    uint64_t irqs = 0;
    int have_irq = proc_pmu_irqs() >= 0;

    sample_event("cycles", PERF_COUNT_HW_CPU_CYCLES, 1, "", &irqs);
    sample_event("instructions", PERF_COUNT_HW_INSTRUCTIONS, 1, "", &irqs);
    sample_event("cycles", PERF_COUNT_HW_CPU_CYCLES, 0, "", &irqs);
    sample_event("instructions", PERF_COUNT_HW_INSTRUCTIONS, 0, "", &irqs);
    if (!have_irq)
        report_row("lcofi-irqs", V_UNSUPPORTED, "none", "no riscv-pmu line in /proc/interrupts");
    else
        report_count("lcofi-irqs", irqs > 0 ? V_PASS : V_FAIL, irqs,
                     "riscv-pmu interrupts taken during the sampling checks");
    sample_pair();
}

void sampling_recheck(void)
{
    uint64_t irqs = 0;

    sample_event("cycles", PERF_COUNT_HW_CPU_CYCLES, 1, "-after-counting", &irqs);
    sample_event("instructions", PERF_COUNT_HW_INSTRUCTIONS, 1, "-after-counting", &irqs);
}
