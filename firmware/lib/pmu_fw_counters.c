/* Firmware counters: counted in software where the firmware sees the
 * event happen (trap handler, SBI calls), while started. */
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_hw.h"
#include "fw/pmu_state.h"

struct pmu_counter pmu_counters[PMU_MAX_COUNTERS];
uint64_t pmu_fw_values[PMU_FW_COUNTERS];
xlen_t pmu_fast_num_counters, pmu_fast_num_hw;
xlen_t pmu_fast_info[PMU_MAX_COUNTERS];

uint32_t pmu_fw_started;

void pmu_fw_count(uint32_t event_idx, uint64_t event_data)
{
    struct pmu_counter *fw = &pmu_counters[pmu_num_hw()];
    for (uint32_t m = pmu_fw_started; m; m &= m - 1) {
        unsigned i = 0;
        while (!(m >> i & 1))
            i++;
        if (fw[i].event_idx == event_idx && fw[i].event_data == event_data)
            pmu_fw_values[i]++;
    }
}

void pmu_init(void)
{
    pmu_hw_init();
    pmu_fast_num_hw = 3 + plat->hpm_count;
    pmu_fast_num_counters = pmu_fast_num_hw + PMU_FW_COUNTERS;
    for (unsigned i = 0; i < pmu_num_counters(); i++)
        pmu_fast_info[i] = pmu_counter_info(i);
}
