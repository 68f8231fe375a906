/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU as the rest of the firmware sees it: firmware events to count. */
#ifndef FW_PMU_H
#define FW_PMU_H

#include "fw/types.h"

/* SBI firmware event codes (event type 15). */
enum sbi_pmu_fw_event {
    SBI_PMU_FW_MISALIGNED_LOAD = 0,
    SBI_PMU_FW_MISALIGNED_STORE = 1,
    SBI_PMU_FW_ACCESS_LOAD = 2,
    SBI_PMU_FW_ACCESS_STORE = 3,
    SBI_PMU_FW_ILLEGAL_INSN = 4,
    SBI_PMU_FW_SET_TIMER = 5,
    SBI_PMU_FW_IPI_SENT = 6,
    SBI_PMU_FW_IPI_RECEIVED = 7,
    SBI_PMU_FW_FENCE_I_SENT = 8,
    SBI_PMU_FW_FENCE_I_RECEIVED = 9,
    SBI_PMU_FW_SFENCE_VMA_SENT = 10,
    SBI_PMU_FW_SFENCE_VMA_RECEIVED = 11,
    SBI_PMU_FW_SFENCE_VMA_ASID_SENT = 12,
    SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED = 13,
    SBI_PMU_FW_HFENCE_GVMA_SENT = 14,
    SBI_PMU_FW_HFENCE_GVMA_RECEIVED = 15,
    SBI_PMU_FW_HFENCE_GVMA_VMID_SENT = 16,
    SBI_PMU_FW_HFENCE_GVMA_VMID_RECEIVED = 17,
    SBI_PMU_FW_HFENCE_VVMA_SENT = 18,
    SBI_PMU_FW_HFENCE_VVMA_RECEIVED = 19,
    SBI_PMU_FW_HFENCE_VVMA_ASID_SENT = 20,
    SBI_PMU_FW_HFENCE_VVMA_ASID_RECEIVED = 21,
    SBI_PMU_FW_MAX_STANDARD = 21,
    SBI_PMU_FW_PLATFORM = 0xffff,
};

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

static inline void pmu_fw_event(enum sbi_pmu_fw_event code)
{
    if (pmu_fw_started)
        pmu_fw_count(0xf0000u | code, 0);
}

static inline void pmu_fw_event_platform(enum pmu_platform_event data)
{
    if (pmu_fw_started)
        pmu_fw_count(0xf0000u | SBI_PMU_FW_PLATFORM, data);
}

#endif
