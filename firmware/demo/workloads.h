/* SPDX-License-Identifier: Apache-2.0 */
/* The demo's workloads: each does a fixed amount of work and returns a
 * checksum, so the compiler cannot drop it and a run can be checked. */
#ifndef DEMO_WORKLOADS_H
#define DEMO_WORKLOADS_H

#include "payload.h"

struct workload {
    const char *name;
    const char *what;
    uint32_t (*run)(void);
};

extern const struct workload workloads[];
extern const size_t num_workloads;

/* Every function of .text.workload, for attributing samples. */
struct symbol {
    const char *name;
    xlen_t addr;
};
extern const struct symbol workload_symbols[];
extern const size_t num_workload_symbols;

#endif
