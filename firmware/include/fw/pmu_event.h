/* SPDX-License-Identifier: Apache-2.0 */
/* SBI event_idx/event_data decoding against the platform's events. */
#ifndef FW_PMU_EVENT_H
#define FW_PMU_EVENT_H

#include "fw/platform.h"

struct pmu_event {
    bool fw;                    /* a firmware event: firmware counters only */
    enum fixed_counter fixed;   /* the fixed counter that can count it too */
    uint64_t mhpmevent;         /* hardware events: the event selection */
};

/* true and *ev filled if the platform can count this event. */
bool pmu_event_lookup(xlen_t event_idx, uint64_t event_data, struct pmu_event *ev);

#endif
