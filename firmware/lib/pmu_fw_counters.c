/* SPDX-License-Identifier: Apache-2.0 */
/* Firmware counters: counted in software where the firmware sees the
 * event happen (trap handler, SBI calls), while started, in the counters
 * of the hart it happens on. */
#include "fw/bits.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_hw.h"
#include "fw/pmu_state.h"

void pmu_fw_count(uint32_t event_idx, uint64_t event_data, uint32_t times)
{
    int slot = pmu_fw_event_slot(event_idx, event_data);
    if (slot < 0)
        return;
    struct pmu_hart *p = pmu_self();
    for (uint32_t m = p->counters_of[slot] & p->fw_started; m; m &= m - 1)
        p->fw_values[lowest_bit(m)] += times;
}

void pmu_hart_init(void)
{
    struct pmu_hart *p = pmu_self();
    pmu_hw_init();
    p->eid = SBI_EXT_PMU;
    p->fw_started = 0;
    p->num_hw = pmu_platform_num_hw();
    p->num_counters = p->num_hw + PMU_FW_COUNTERS;
    p->mapped = 0;
    p->traits = (struct pmu_traits){
        .has_sscofpmf = plat->has_sscofpmf,
        .has_smcntrpmf = plat->has_smcntrpmf,
        .inhibit_needs_rewrite = plat->inhibit_needs_rewrite,
        .write_arms_overflow_timer = plat->write_arms_overflow_timer,
        .idle_event = pmu_hw_idle_event(plat),
    };
    p->mhpmevent_inh = plat->has_sscofpmf ? MHPMEVENT_INH_MASK : 0;
    for (unsigned i = 0; i < PMU_FW_COUNTERS; i++) {
        p->fw_values[i] = 0;
        p->fw_calls_mask[i] = 0;
    }
    p->calls_counted = 0;
    for (unsigned i = 0; i < PMU_MAX_COUNTERS; i++) {
        p->info[i] = i < p->num_counters ? pmu_counter_info(i) : 0;
        p->counters[i] = (struct pmu_counter){ 0, false, 0 };
    }
    for (unsigned i = 0; i < PMU_FW_EVENT_SLOTS; i++)
        p->counters_of[i] = 0;
    p->snapshot = NULL;
}
