/* SPDX-License-Identifier: Apache-2.0 */
/* The demo's top-down tree (docs/topdown.md): every leaf counted on a
 * counter of its own through the SBI PMU (raw events), beside the perf-stat
 * rows, and the level-1 split printed from them. On a platform without the
 * leaves (QEMU) nothing is configured and nothing is printed. */
#ifndef DEMO_TOPDOWN_H
#define DEMO_TOPDOWN_H

#include "payload.h"

/* Map each leaf on a free hardware counter below num_hw. */
void topdown_configure(unsigned num_hw);
/* The counters it uses, to start and stop with the rest. */
xlen_t topdown_mask(void);
/* Read the leaves after a run (the counters stopped). */
void topdown_read(void);
/* Print the leaves as perf-stat rows and the level-1 split, with the
 * cycles counted beside them to check the sum. */
void topdown_print(uint64_t cycles);

#endif
