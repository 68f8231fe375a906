/* SPDX-License-Identifier: Apache-2.0 */
/* The check groups main() runs; each prints its ROW lines. */
#ifndef CHECKS_H
#define CHECKS_H

/* Every event of events.c, user-only and user+kernel: open, reset,
 * enable, workload, disable, read; then a disabled counter must not move
 * and a reset must read 0. */
void counting_checks(void);

/* Sampling on cycles and instructions: samples must arrive through the
 * overflow interrupt and their IPs must land in the workload loop. */
void sampling_checks(void);

/* Sampling on cycles and instructions (user-only) once more, after the
 * counting checks have used (and released) the counters: the firmware must
 * leave a released counter in a state a later sampling event can use. */
void sampling_recheck(void);

/* Reads of running counters, hardware and firmware (running.c). */
void running_checks(void);

/* More events than hardware counters, multiplexed: three beside pinned
 * fillers, then 40 free-running ones, each check in a child killed after
 * a time limit (running.c); runs last. */
void multiplex_checks(void);

/* The CPUs online, then per-CPU events while the task is pinned to each
 * CPU in turn (percpu.c). */
void percpu_checks(void);

/* Exact counts on a deterministic hart (exact.c); run on the SoC only. */
void exact_checks(void);

/* The top-down tree in one group of raw events (topdown.c); SoC only. */
void topdown_checks(void);

/* The real perf tool, when the initramfs has it (perf_tool.c). */
void perf_tool_checks(void);

#endif
