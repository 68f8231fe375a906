/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU's logical counters (SBI numbering) and what is mapped on them. */
#ifndef FW_PMU_STATE_H
#define FW_PMU_STATE_H

#include "fw/pmu.h"
#include "fw/pmu_limits.h"
#include "fw/types.h"

#define PMU_CTR_CYCLE    0
#define PMU_CTR_TIME     1
#define PMU_CTR_INSTRET  2

struct pmu_counter {
    uint32_t event_idx;     /* 0: no event mapped, the counter is free */
    bool     started;       /* firmware counters (hardware: mcountinhibit) */
    uint64_t event_data;
};                          /* 16 bytes: indexed with a shift */

extern struct pmu_counter pmu_counters[PMU_MAX_COUNTERS];

/* Read by the SBI call path in lib/entry.S as well, which keeps them in
 * fw_scratch to reach them from tp in one instruction (fw/asm.h): the
 * firmware counters' values (firmware counter i is counter pmu_num_hw() +
 * i), the counter count, the number of hardware counters, and get_info's
 * answer for each counter (set by pmu_init). */
extern uint64_t pmu_fw_values[PMU_FW_COUNTERS];
extern xlen_t pmu_fast_num_counters, pmu_fast_num_hw;
extern xlen_t pmu_fast_info[PMU_MAX_COUNTERS];

/* 3 + the platform's hpm_count */
static inline xlen_t pmu_num_hw(void)
{
    return pmu_fast_num_hw;
}

/* hardware, then firmware */
static inline xlen_t pmu_num_counters(void)
{
    return pmu_fast_num_counters;
}

static inline bool pmu_is_fw(xlen_t idx)
{
    return idx >= pmu_num_hw() && idx < pmu_num_counters();
}

static inline void pmu_fw_set_started(xlen_t idx, bool started)
{
    uint32_t bit = 1u << (idx - pmu_num_hw());
    pmu_counters[idx].started = started;
    pmu_fw_started = started ? pmu_fw_started | bit : pmu_fw_started & ~bit;
}
xlen_t pmu_counter_info(xlen_t idx);      /* get_info's value */
/* For each firmware event the firmware counts (the standard codes, then
 * SBI_PMU_FW_PLATFORM's events), the firmware counters mapped on it (bit
 * i: firmware counter i), so that counting an event touches only the
 * counters that count it. */
#define PMU_FW_EVENT_SLOTS (SBI_PMU_FW_MAX_STANDARD + 1 + PMU_PLATFORM_NUM_EVENTS)
extern uint32_t pmu_fw_counters_of[PMU_FW_EVENT_SLOTS];

/* The slot of a firmware event in pmu_fw_counters_of, or -1. */
static inline int pmu_fw_event_slot(uint32_t event_idx, uint64_t event_data)
{
    uint32_t code = event_idx & 0xffff;
    if (code <= SBI_PMU_FW_MAX_STANDARD)
        return (int)code;
    if (code == SBI_PMU_FW_PLATFORM && event_data < PMU_PLATFORM_NUM_EVENTS)
        return SBI_PMU_FW_MAX_STANDARD + 1 + (int)event_data;
    return -1;
}

/* Firmware counter idx takes (mapped) or leaves a firmware event. */
static inline void pmu_fw_map(xlen_t idx, uint32_t event_idx, uint64_t event_data, bool mapped)
{
    int slot = pmu_fw_event_slot(event_idx, event_data);
    uint32_t bit = 1u << (idx - pmu_num_hw());
    if (slot >= 0)
        pmu_fw_counters_of[slot] = mapped ? pmu_fw_counters_of[slot] | bit
                                          : pmu_fw_counters_of[slot] & ~bit;
}

#endif
