/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU's logical counters (SBI numbering) and what is mapped on them,
 * in the calling hart's struct pmu_hart (fw/pmu_hart.h). */
#ifndef FW_PMU_STATE_H
#define FW_PMU_STATE_H

#include "fw/hart.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_limits.h"
#include "fw/types.h"

#define PMU_CTR_CYCLE    0
#define PMU_CTR_TIME     1
#define PMU_CTR_INSTRET  2

/* The calling hart's PMU. lib/entry.S reads its first fields (the
 * firmware counters' values, the counter counts and get_info's answers)
 * from tp as well. */
static inline struct pmu_hart *pmu_self(void)
{
    return &hart_self()->pmu;
}

static inline struct pmu_counter *pmu_counter(xlen_t idx)
{
    return &pmu_self()->counters[idx];
}

/* The hardware counters: cycle, time, instret and the programmable ones. */
static inline xlen_t pmu_platform_num_hw(void)
{
    return 3 + plat->hpm_count;
}

/* pmu_platform_num_hw(), in the hart's PMU */
static inline xlen_t pmu_num_hw(void)
{
    return pmu_self()->num_hw;
}

/* hardware, then firmware */
static inline xlen_t pmu_num_counters(void)
{
    return pmu_self()->num_counters;
}

static inline bool pmu_is_fw(xlen_t idx)
{
    return idx >= pmu_num_hw() && idx < pmu_num_counters();
}

/* Firmware counter idx's value (idx a firmware counter; fw/pmu_hart.h). */
static inline uint64_t pmu_fw_read(xlen_t idx)
{
    struct pmu_hart *p = pmu_self();
    xlen_t i = idx - p->num_hw;
    return p->fw_values[i] + (p->sbi_calls & p->fw_calls_mask[i]);
}

static inline void pmu_fw_write(xlen_t idx, uint64_t value)
{
    struct pmu_hart *p = pmu_self();
    xlen_t i = idx - p->num_hw;
    p->fw_values[i] = value - (p->sbi_calls & p->fw_calls_mask[i]);
}

/* counters_of's slot of the SBI-call event (SBI_PMU_FW_PLATFORM's
 * PMU_PLATFORM_SBI_CALLS; pmu_fw_event_slot below). */
#define PMU_FW_SLOT_SBI_CALLS (SBI_PMU_FW_MAX_STANDARD + 1 + PMU_PLATFORM_SBI_CALLS)

/* After firmware counter idx started, stopped or was mapped: its mask is
 * all ones if it now runs on the SBI-call event, and it keeps its value
 * across the change. */
static inline void pmu_fw_track_calls(xlen_t idx)
{
    struct pmu_hart *p = pmu_self();
    xlen_t i = idx - p->num_hw;
    uint32_t counting = p->counters_of[PMU_FW_SLOT_SBI_CALLS] & p->fw_started;
    uint64_t value = pmu_fw_read(idx);
    p->fw_calls_mask[i] = -(uint64_t)((counting >> i) & 1);
    p->calls_counted = counting;
    pmu_fw_write(idx, value);
}

static inline void pmu_fw_set_started(xlen_t idx, bool started)
{
    struct pmu_hart *p = pmu_self();
    uint32_t bit = 1u << (idx - pmu_num_hw());
    p->counters[idx].started = started;
    p->fw_started = started ? p->fw_started | bit : p->fw_started & ~bit;
    pmu_fw_track_calls(idx);
}
xlen_t pmu_counter_info(xlen_t idx);      /* get_info's value */

/* The slot of a firmware event in pmu_hart.counters_of, or -1. */
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
    struct pmu_hart *p = pmu_self();
    if (slot >= 0)
        p->counters_of[slot] = mapped ? p->counters_of[slot] | bit : p->counters_of[slot] & ~bit;
    pmu_fw_track_calls(idx);
}

#endif
