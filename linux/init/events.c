/* SPDX-License-Identifier: Apache-2.0 */
#include "events.h"

#include "hpm_spec.h"    /* the mhpmevent layout (docs/contract.md rule 3) */
#include "soc_events.h"  /* the SoC's event numbers */

#include "perf.h"
#include "workload.h"


const struct event_check event_checks[] = {
    /* Generic hardware events (SBI event type 0). */
    { "cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, WL_RUN, 1, 0 },
    { "instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, WL_RUN, 0, 2 },
    { "cache-references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES, WL_RUN, 1, 0 },
    { "cache-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES, WL_RUN, 1, 0 },
    { "branch-instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, WL_RUN, 0, 1 },
    { "branch-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, WL_RUN, 1, 0 },
    /* Cache events (SBI event type 1). */
    { "L1-dcache-loads", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_L1D, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_ACCESS),
      WL_RUN, WORKLOAD_DATA_PAGES, 0 },
    { "L1-dcache-load-misses", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_L1D, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
      WL_RUN, 1, 0 },
    { "L1-icache-loads", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_L1I, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_ACCESS),
      WL_RUN, 1, 0 },
    { "L1-icache-load-misses", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_L1I, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
      WL_RUN, 1, 0 },
    { "dTLB-load-misses", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_DTLB, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
      WL_RUN, WORKLOAD_DATA_PAGES, 0 },
    { "iTLB-load-misses", PERF_TYPE_HW_CACHE,
      HW_CACHE(PERF_COUNT_HW_CACHE_ITLB, PERF_COUNT_HW_CACHE_OP_READ, PERF_COUNT_HW_CACHE_RESULT_MISS),
      WL_RUN, WORKLOAD_CODE_PAGES, 0 },
    /* Raw events (SBI event type 2, event_data = config[47:0] = mhpmevent).
     * QEMU 7.2 counts mhpmevent 0x1 as cycles and 0x2 as instructions. */
    { "raw-0x1", PERF_TYPE_RAW, 0x1, WL_RUN, 1, 0 },
    { "raw-0x2", PERF_TYPE_RAW, 0x2, WL_RUN, 0, 2 },
    /* The combiner: loads ADD stores retired (SoC events), at least the
     * workload's loads from fresh pages. */
    { "raw-loads+stores", PERF_TYPE_RAW,
      SOC_EV_LOAD | (uint64_t)SOC_EV_STORE << HPM_EVT_SEL_BITS |
      (uint64_t)HPM_OP_ADD << HPM_EVT_OP_SHIFT, WL_RUN, WORKLOAD_DATA_PAGES, 0 },
    /* Firmware event (SBI event type 15): traps the firmware handled. */
    { "fw-illegal-insn", PERF_TYPE_RAW, SBI_FW_EVENT(SBI_PMU_FW_ILLEGAL_INSN), WL_ILLEGAL,
      ILLEGAL_COUNT, 0 },
};

const unsigned num_event_checks = sizeof event_checks / sizeof event_checks[0];
