/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU as the rest of the firmware sees it: firmware events to count. */
#ifndef FW_PMU_H
#define FW_PMU_H

#include "fw/types.h"
#include "sbi_abi.h"

/* This firmware's platform firmware events: SBI_PMU_FW_PLATFORM with
 * event_data selecting one of these. */
enum pmu_platform_event {
    PMU_PLATFORM_SBI_CALLS = 0,        /* SBI calls handled */
    PMU_PLATFORM_TIMER_IRQS = 1,       /* M-mode timer interrupts */
    PMU_PLATFORM_NUM_EVENTS = 2,
};

void pmu_init(void);

/* Bit i: firmware counter i runs. Every SBI call and every trap counts a
 * firmware event, so while none runs that must cost one test. */
extern uint32_t pmu_fw_started;
void pmu_fw_count(uint32_t event_idx, uint64_t event_data);

static inline void pmu_fw_event(uint32_t code)   /* SBI_PMU_FW_* */
{
    if (pmu_fw_started)
        pmu_fw_count(SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, code), 0);
}

static inline void pmu_fw_event_platform(enum pmu_platform_event data)
{
    if (pmu_fw_started)
        pmu_fw_count(SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, SBI_PMU_FW_PLATFORM), data);
}

#endif
