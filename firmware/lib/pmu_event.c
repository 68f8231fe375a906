/* SPDX-License-Identifier: Apache-2.0 */
/* Which SBI events this platform counts, and on which counters. Reserved
 * values (non-zero event_data where the specification reserves it,
 * unknown types and codes) name no event the platform can count. */
#include "fw/pmu.h"
#include "fw/pmu_event.h"
#include "fw/pmu_state.h"
#include "fw/trap.h"

#define RAW_V1_BITS 48      /* type 2: mhpmevent[47:0] */
#define RAW_V2_BITS 56      /* type 3: mhpmevent[55:0] */

_Static_assert(SBI_PMU_EVENT_TYPE_HW == 0 && SBI_PMU_EVENT_TYPE_CACHE == 1 &&
               PMU_EVENT_TABLE_TYPES == 2, "the table's types");
struct pmu_event pmu_event_table[PMU_EVENT_TABLE_TYPES][PMU_EVENT_TABLE_CODES];

/* The counters of raw events (the programmable ones) and of firmware
 * events (the firmware counters). */
static uint64_t programmable, fw_counters;

void pmu_event_init(void)
{
    xlen_t num_hw = pmu_platform_num_hw();
    programmable = (BIT64(num_hw) - 1) & ~(BIT64(PMU_CTR_INSTRET + 1) - 1);
    fw_counters = (BIT64(num_hw + PMU_FW_COUNTERS) - 1) & ~(BIT64(num_hw) - 1);
    for (size_t i = 0; i < plat->num_events; i++) {
        const struct platform_event *p = &plat->events[i];
        uint32_t type = SBI_PMU_EVENT_TYPE(p->event_idx), code = SBI_PMU_EVENT_CODE(p->event_idx);
        if ((p->event_idx >> 20) || type >= PMU_EVENT_TABLE_TYPES || code >= PMU_EVENT_TABLE_CODES)
            fw_panic("pmu_event_init: a platform event outside the SBI's hardware and cache codes",
                     p->event_idx, i);
        uint64_t fixed = p->fixed == FIXED_CYCLE     ? BIT64(PMU_CTR_CYCLE)
                         : p->fixed == FIXED_INSTRET ? BIT64(PMU_CTR_INSTRET)
                                                     : 0;
        pmu_event_table[type][code] = (struct pmu_event){ p->mhpmevent, programmable | fixed };
    }
}

FW_HOT static bool raw_lookup(uint32_t code, uint64_t data, unsigned bits, struct pmu_event *ev)
{
    if (code != 0 || (data >> bits) != 0 || !programmable || !plat->raw_event_ok(data))
        return false;
    *ev = (struct pmu_event){ data, programmable };
    return true;
}

FW_HOT static bool fw_lookup(uint32_t code, uint64_t data, struct pmu_event *ev)
{
    *ev = (struct pmu_event){ 0, fw_counters };
    if (code <= SBI_PMU_FW_MAX_STANDARD)
        return data == 0;
    if (code == SBI_PMU_FW_PLATFORM)
        return data < PMU_PLATFORM_NUM_EVENTS;
    return false;        /* reserved, and no implementation-specific events */
}

FW_HOT bool pmu_event_lookup(xlen_t event_idx, uint64_t event_data, struct pmu_event *ev)
{
    const struct pmu_event *entry = pmu_event_in_table(event_idx, event_data);
    if (entry) {
        *ev = *entry;
        return entry->counters != 0;
    }
    uint32_t code = SBI_PMU_EVENT_CODE(event_idx);
    switch (event_idx >> 16) {          /* no bit past the type's 19:16 */
    case SBI_PMU_EVENT_TYPE_HW:         /* codes past the table, or event_data set */
    case SBI_PMU_EVENT_TYPE_CACHE:
        return false;
    case SBI_PMU_EVENT_TYPE_RAW:
        return raw_lookup(code, event_data, RAW_V1_BITS, ev);
    case SBI_PMU_EVENT_TYPE_RAW_V2:
        return raw_lookup(code, event_data, RAW_V2_BITS, ev);
    case SBI_PMU_EVENT_TYPE_FW:
        return fw_lookup(code, event_data, ev);
    default:
        return false;
    }
}
