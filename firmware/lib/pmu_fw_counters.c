/* SPDX-License-Identifier: Apache-2.0 */
/* Firmware counters: counted in software where the firmware sees the
 * event happen (trap handler, SBI calls), while started. */
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_hw.h"
#include "fw/pmu_state.h"

struct pmu_counter pmu_counters[PMU_MAX_COUNTERS];
/* pmu_fw_values, pmu_fast_* and pmu_fw_started: in lib/entry.S's
 * fw_scratch */

uint32_t pmu_fw_counters_of[PMU_FW_EVENT_SLOTS];

/* The index of the lowest set bit of m (m != 0), by de Bruijn sequence:
 * the core has no count-trailing-zeros instruction. */
static unsigned lowest_bit(uint32_t m)
{
    static const uint8_t position[32] = {
        0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
        31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9,
    };
    return position[((m & -m) * 0x077cb531u) >> 27];
}

void pmu_fw_count(uint32_t event_idx, uint64_t event_data)
{
    int slot = pmu_fw_event_slot(event_idx, event_data);
    if (slot < 0)
        return;
    for (uint32_t m = pmu_fw_counters_of[slot] & pmu_fw_started; m; m &= m - 1)
        pmu_fw_values[lowest_bit(m)]++;
}

void pmu_init(void)
{
    pmu_hw_init();
    pmu_fast_num_hw = 3 + plat->hpm_count;
    pmu_fast_num_counters = pmu_fast_num_hw + PMU_FW_COUNTERS;
    for (unsigned i = 0; i < pmu_num_counters(); i++)
        pmu_fast_info[i] = pmu_counter_info(i);
}
