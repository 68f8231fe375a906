/* SPDX-License-Identifier: Apache-2.0 */
/* The events the counting checks open, and what makes a count plausible. */
#ifndef EVENTS_H
#define EVENTS_H

#include "libc.h"

enum workload_kind {
    WL_RUN,       /* workload_run(): loop + fresh data pages + fresh code pages */
    WL_ILLEGAL,   /* workload_illegal(ILLEGAL_COUNT) */
};

#define ILLEGAL_COUNT 100u

struct event_check {
    const char *name;       /* row name, perf-style; ":u" / ":uk" is appended */
    uint32_t type;
    uint64_t config;
    enum workload_kind workload;
    uint64_t min_count;     /* a plausible count over one workload is >= this */
    unsigned per_loop;      /* plus this many per loop iteration */
};

extern const struct event_check event_checks[];
extern const unsigned num_event_checks;

#endif
