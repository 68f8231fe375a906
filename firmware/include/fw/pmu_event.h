/* SPDX-License-Identifier: Apache-2.0 */
/* SBI event_idx/event_data decoding against the platform's events. */
#ifndef FW_PMU_EVENT_H
#define FW_PMU_EVENT_H

#include "fw/platform.h"
#include "sbi_abi.h"

struct pmu_event {
    uint64_t mhpmevent;         /* hardware events: the event selection */
    /* the counters that can count it, bit i for counter i: the firmware
     * counters a firmware event, the programmable counters any other, and
     * mcycle or minstret their own */
    uint64_t counters;
};

/*
 * The platform's hardware and cache events (types 0 and 1) by type and
 * code, with the counters each can use worked out once (pmu_event_init, at
 * boot, after platform_init), so that finding one is a load. The codes the
 * specification defines for these types, hardware events 1-10 and cache
 * events cache ID << 3 | op << 1 | result with cache IDs 0-6, are all below
 * PMU_EVENT_TABLE_CODES. An entry whose counters are 0 is an event the
 * platform cannot count.
 */
#define PMU_EVENT_TABLE_TYPES 2
#define PMU_EVENT_TABLE_CODES 64
extern struct pmu_event pmu_event_table[PMU_EVENT_TABLE_TYPES][PMU_EVENT_TABLE_CODES];

void pmu_event_init(void);

/* The entry of a hardware or cache event with event_data 0, or NULL for
 * any other event_idx and event_data (pmu_event_lookup decides those).
 * Inline and without a call: config_matching's usual event. */
static inline const struct pmu_event *pmu_event_in_table(xlen_t event_idx, uint64_t event_data)
{
    const xlen_t outside = ~(xlen_t)(SBI_PMU_EVENT(PMU_EVENT_TABLE_TYPES - 1, PMU_EVENT_TABLE_CODES - 1));
    if ((event_idx & outside) || event_data)
        return NULL;
    return &pmu_event_table[event_idx >> 16][event_idx & (PMU_EVENT_TABLE_CODES - 1)];
}
_Static_assert(PMU_EVENT_TABLE_TYPES == 2 && PMU_EVENT_TABLE_CODES == 64,
               "pmu_event_in_table's mask: one type bit, six code bits");

/* true and *ev filled if the platform can count this event. */
bool pmu_event_lookup(xlen_t event_idx, uint64_t event_data, struct pmu_event *ev);

#endif
