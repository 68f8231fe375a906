/* The PMU's logical counters (SBI numbering) and what is mapped on them. */
#ifndef FW_PMU_STATE_H
#define FW_PMU_STATE_H

#include "fw/types.h"

/* Hardware counter i is CSR 0xC00 + i (0 cycle, 1 time, 2 instret,
 * 3.. hpmcounter3..), then PMU_FW_COUNTERS firmware counters. */
#define PMU_HW_MAX       32
#define PMU_FW_COUNTERS  16
#define PMU_MAX_COUNTERS (PMU_HW_MAX + PMU_FW_COUNTERS)
#define PMU_CTR_CYCLE    0
#define PMU_CTR_TIME     1
#define PMU_CTR_INSTRET  2

#define SBI_EVENT_TYPE(idx)  (((idx) >> 16) & 0xf)
#define SBI_EVENT_CODE(idx)  ((idx) & 0xffff)
#define SBI_EVENT_FW         0xf

struct pmu_counter {
    uint32_t event_idx;     /* 0: no event mapped, the counter is free */
    uint64_t event_data;
    bool     started;       /* firmware counters (hardware: mcountinhibit) */
};

extern struct pmu_counter pmu_counters[PMU_MAX_COUNTERS];

/* Read by the SBI call fast path in lib/entry.S as well: the firmware
 * counters' values (firmware counter i is counter pmu_num_hw() + i), the
 * counter count, the number of hardware counters, and get_info's answer
 * for each counter (set by pmu_init). */
extern uint64_t pmu_fw_values[PMU_FW_COUNTERS];
extern xlen_t pmu_fast_num_counters, pmu_fast_num_hw;
extern xlen_t pmu_fast_info[PMU_MAX_COUNTERS];

unsigned pmu_num_hw(void);          /* 3 + the platform's hpm_count */
unsigned pmu_num_counters(void);    /* hardware, then firmware */
bool pmu_is_fw(unsigned idx);
void pmu_fw_set_started(unsigned idx, bool started);
xlen_t pmu_counter_info(unsigned idx);      /* get_info's value */

#endif
