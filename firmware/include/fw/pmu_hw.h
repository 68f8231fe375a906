/* The HPM CSRs behind the hardware counters (SBI index = CSR offset). */
#ifndef FW_PMU_HW_H
#define FW_PMU_HW_H

#include "fw/types.h"

#define MHPMEVENT_OF       BIT64(63)
#define MHPMEVENT_INH_SHIFT 58          /* VUINH 58 .. MINH 62 */
#define MHPMEVENT_INH_MASK (0x1fULL << MHPMEVENT_INH_SHIFT)

void     pmu_hw_init(void);
uint64_t pmu_hw_read(unsigned idx);
void     pmu_hw_write(unsigned idx, uint64_t value);
uint64_t pmu_hw_event_read(unsigned idx);    /* mhpmevent, or mcycle/minstretcfg */
void     pmu_hw_event_write(unsigned idx, uint64_t value);
bool     pmu_hw_running(unsigned idx);
void     pmu_hw_start(unsigned idx);
void     pmu_hw_stop(unsigned idx);

#endif
