/* SPDX-License-Identifier: Apache-2.0 */
/* The code the counters measure. Each part has a known lower bound on
 * what it makes the hart do, so a count can be checked for plausibility. */
#ifndef WORKLOAD_H
#define WORKLOAD_H

#include "libc.h"

/* workload.S: a loop of exactly 2 instructions per iteration (addi, bnez),
 * so it retires at least 2 * iterations instructions and executes
 * iterations branches. workload_loop_end marks the end of its code, for
 * checking that sampled IPs land inside it. */
void workload_loop(uint64_t iterations);
extern const char workload_loop_end[];

#define WORKLOAD_DATA_PAGES 64u        /* fresh pages read per run */
#define WORKLOAD_CODE_PAGES 16u        /* fresh code pages called per run */

/* How much work the checks do: sized for QEMU, or for a hart simulated
 * at about a million cycles a second (workload_size()). */
struct workload_size {
    uint64_t loop_iterations;     /* loop iterations per counting run */
    uint64_t sample_iterations;   /* loop iterations per user-only sampling run */
    uint64_t sample_period;       /* events between samples, user-only */
    uint64_t sample_period_uk;    /* events between samples, user+kernel (workload.c says why) */
    unsigned percpu_pages;        /* fresh data pages per per-CPU run (percpu.c) */
    uint64_t percpu_iterations;   /* loop iterations per per-CPU run (percpu.c) */
    uint64_t mux_iterations;      /* loop iterations of the multiplexing check (running.c) */
    unsigned mux_interval_ms;     /* perf's rotation interval for it; 0: the kernel's */
    uint64_t rotate_iterations;   /* loop iterations of the 40-event rotation (running.c) */
    unsigned rotate_interval_ms;  /* perf's rotation interval for it; 0: the kernel's */
    bool exact;                   /* the hart counts what it retires (the SoC; not QEMU 7.2) */
};
extern struct workload_size workload_size;

/* Picks the size: the simulated SoC's when the device tree's model says
 * so. Returns the name of the size picked. */
const char *workload_size_pick(void);

/* Loads from `pages` fresh data pages (DTLB misses). Returns 0 or -errno. */
int workload_data_pages(unsigned pages);

/* One run: the loop, then loads from fresh data pages (DTLB misses), then
 * calls into fresh code pages (ITLB misses). Returns 0 or -errno. */
int workload_run(void);

/* Executes `count` illegal instructions, each caught by a SIGILL handler
 * that steps over it. Returns how many SIGILLs were taken, or -errno. */
long workload_illegal(unsigned count);

#endif
