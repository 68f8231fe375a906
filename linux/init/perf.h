/* SPDX-License-Identifier: Apache-2.0 */
/* Thin wrappers around perf_event_open(2) and its ioctls. */
#ifndef PERF_H
#define PERF_H

#include <linux/perf_event.h>
#include "libc.h"

#include "sbi_abi.h"   /* the SBI firmware event codes */

/* Bit 63 of a PERF_TYPE_RAW config selects an SBI firmware event in the
 * Linux 6.1 riscv_pmu_sbi driver; bits 47:0 carry the event code. */
#define SBI_FW_EVENT(code) ((1ULL << 63) | (uint64_t)(code))

/* PERF_TYPE_HW_CACHE config: cache | op << 8 | result << 16. */
#define HW_CACHE(cache, op, result) \
    ((uint64_t)(cache) | (uint64_t)(op) << 8 | (uint64_t)(result) << 16)

struct perf_spec {
    uint32_t type;
    uint64_t config;
    bool user_only;          /* exclude_kernel and exclude_hv */
    uint64_t sample_period;  /* 0: counting */
};

/* Opens one disabled event on this task, any CPU. Returns the fd or -errno. */
int perf_open(const struct perf_spec *s);
/* The same for perf_event_open's pid and cpu: pid 0 and a CPU counts this
 * task only while it runs on that CPU; pid -1 and a CPU counts everything
 * that CPU runs. */
int perf_open_on(const struct perf_spec *s, int pid, int cpu);
/* An enabled member of the group whose leader is group_fd, on this task:
 * it counts when the (disabled) leader is enabled. */
int perf_open_member(const struct perf_spec *s, int group_fd);
/* All of perf_event_open's choices: pid, cpu, group leader (-1: none),
 * and whether the event starts disabled. */
int perf_open_full(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled);
/* An enabled, pinned event counting everything `cpu` runs (pid -1). */
int perf_open_pinned(const struct perf_spec *s, int cpu);
int perf_open_attr(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled,
                   bool pinned);
/* A disabled group leader on this task whose read() returns the whole
 * group at once (PERF_FORMAT_GROUP): one enable and one disable start and
 * stop every member together, and one read gives the group's times. */
int perf_open_leader(const struct perf_spec *s);
int perf_reset(int fd);
int perf_enable(int fd);
int perf_disable(int fd);
/* A read: the count, and how long the event was enabled and how long it
 * actually had a counter (running == 0 after an enabled stretch: the PMU
 * never found a counter for it, perf's add failed). */
struct perf_count {
    uint64_t value, enabled, running;
};

/* Returns 0 and the count, or -errno. */
int perf_read(int fd, struct perf_count *c);

/* The most events perf_read_group() reads. */
#define PERF_GROUP_MAX 32
/* A read of the group led by fd, n events (the leader first): their
 * counts in values[0..n-1], the group's time enabled and running in
 * times (its value is 0). 0 or -errno (-EIO: not n events). */
int perf_read_group(int fd, uint64_t *values, unsigned n, struct perf_count *times);

#endif
