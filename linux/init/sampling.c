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

static void sample_event(const char *event, uint64_t config, int user_only, const char *suffix,
                         uint64_t *irqs)
{
    struct perf_spec spec = { PERF_TYPE_HARDWARE, config, user_only, workload_size.sample_period };
    size_t len = (1 + DATA_PAGES) * PAGE;
    struct sample_tally t = { 0, 0, 0 };
    struct perf_event_mmap_page *meta;
    char name[64], note[128];
    struct perf_count count = { 0, 0, 0 };
    long before, after;
    int fd, err;

    snprintf(name, sizeof name, "sample-%s:%s%s", event, user_only ? "u" : "uk", suffix);
    fd = perf_open(&spec);
    if (fd < 0) {
        report_errno(name, -fd == ENOENT || -fd == EOPNOTSUPP || -fd == EINVAL
                     ? V_UNSUPPORTED : V_FAIL, -fd, "open");
        return;
    }
    meta = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (meta == MAP_FAILED) {
        report_errno(name, V_FAIL, errno, "mmap");
        close(fd);
        return;
    }
    before = proc_pmu_irqs();
    err = perf_enable(fd);
    if (!err)
        workload_loop(workload_size.sample_iterations);
    if (!err)
        err = perf_disable(fd);
    after = proc_pmu_irqs();
    if (!err)
        err = perf_read(fd, &count);
    if (!err)
        tally_ring(meta, &t);
    munmap(meta, len);
    close(fd);
    if (err) {
        report_errno(name, V_FAIL, -err, "ioctl/read");
        return;
    }
    if (before >= 0 && after >= before)
        *irqs += (uint64_t)(after - before);
    if (count.running == 0) {
        report_row(name, V_UNSUPPORTED, "no-counter", "time_running=0");
        return;
    }

    snprintf(note, sizeof note, "in_loop=%" PRIu64 " lost=%" PRIu64 " count=%" PRIu64
             " pmu_irqs=%ld", t.in_loop, t.lost, count.value,
             before >= 0 && after >= before ? after - before : -1L);
    /* Samples must arrive, and (user-only, or user+kernel over a user
     * loop) most of them must be in the loop. */
    report_count(name, t.samples > 0 && 2 * t.in_loop >= t.samples ? V_PASS : V_FAIL,
                 t.samples, note);
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
}

void sampling_recheck(void)
{
    uint64_t irqs = 0;

    sample_event("cycles", PERF_COUNT_HW_CPU_CYCLES, 1, "-after-counting", &irqs);
    sample_event("instructions", PERF_COUNT_HW_INSTRUCTIONS, 1, "-after-counting", &irqs);
}
