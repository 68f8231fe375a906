/* SPDX-License-Identifier: Apache-2.0 */
/* Which SBI events this platform counts, and how. Reserved values (non-zero
 * event_data where the specification reserves it, unknown types and codes)
 * name no event the platform can count. */
#include "fw/pmu.h"
#include "fw/pmu_event.h"
#include "fw/pmu_state.h"

#define RAW_V1_BITS 48      /* type 2: mhpmevent[47:0] */
#define RAW_V2_BITS 56      /* type 3: mhpmevent[55:0] */

FW_HOT static bool table_lookup(uint32_t event_idx, struct pmu_event *ev)
{
    for (size_t i = 0; i < plat->num_events; i++) {
        const struct platform_event *p = &plat->events[i];
        if (p->event_idx == event_idx) {
            ev->mhpmevent = p->mhpmevent;
            ev->fixed = p->fixed;
            return true;
        }
    }
    return false;
}

FW_HOT static bool raw_lookup(uint32_t code, uint64_t data, unsigned bits, struct pmu_event *ev)
{
    if (code != 0 || (data >> bits) != 0 || plat->hpm_count == 0 || !plat->raw_event_ok(data))
        return false;
    ev->mhpmevent = data;
    return true;
}

FW_HOT static bool fw_lookup(uint32_t code, uint64_t data)
{
    if (code <= SBI_PMU_FW_MAX_STANDARD)
        return data == 0;
    if (code == SBI_PMU_FW_PLATFORM)
        return data < PMU_PLATFORM_NUM_EVENTS;
    return false;        /* reserved, and no implementation-specific events */
}

FW_HOT bool pmu_event_lookup(xlen_t event_idx, uint64_t event_data, struct pmu_event *ev)
{
    ev->fw = false;
    ev->fixed = FIXED_NONE;
    ev->mhpmevent = 0;
    if (event_idx >> 20)
        return false;
    uint32_t code = SBI_PMU_EVENT_CODE(event_idx);
    switch (SBI_PMU_EVENT_TYPE(event_idx)) {
    case SBI_PMU_EVENT_TYPE_HW:
    case SBI_PMU_EVENT_TYPE_CACHE:
        return event_data == 0 && table_lookup((uint32_t)event_idx, ev);
    case SBI_PMU_EVENT_TYPE_RAW:
        return raw_lookup(code, event_data, RAW_V1_BITS, ev);
    case SBI_PMU_EVENT_TYPE_RAW_V2:
        return raw_lookup(code, event_data, RAW_V2_BITS, ev);
    case SBI_PMU_EVENT_TYPE_FW:
        ev->fw = true;
        return fw_lookup(code, event_data);
    default:
        return false;
    }
}
