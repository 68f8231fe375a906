/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU as the rest of the firmware sees it: firmware events to count,
 * on the hart where they happen (its own firmware counters). */
#ifndef FW_PMU_H
#define FW_PMU_H

#include "fw/hart.h"
#include "fw/pmu_hart.h"
#include "sbi_abi.h"

/* This hart's PMU as at boot: counters stopped and free, firmware
 * counters zero, no snapshot area (hart_init). */
void pmu_hart_init(void);

/* Every SBI call and every trap counts a firmware event, so while no
 * firmware counter of the hart runs that must cost one test. */
void pmu_fw_count(uint32_t event_idx, uint64_t event_data, uint32_t times);

static inline void pmu_fw_event(uint32_t code)   /* SBI_PMU_FW_* */
{
    if (hart_self()->pmu.fw_started)
        pmu_fw_count(SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, code), 0, 1);
}

/* The event, `times` times at once (IPIs that arrived together). */
static inline void pmu_fw_events(uint32_t code, uint32_t times)
{
    if (hart_self()->pmu.fw_started)
        pmu_fw_count(SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, code), 0, times);
}

static inline void pmu_fw_event_platform(unsigned data)   /* PMU_PLATFORM_* */
{
    if (hart_self()->pmu.fw_started)
        pmu_fw_count(SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, SBI_PMU_FW_PLATFORM), data, 1);
}

#endif
