/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The SBI PMU call path's one FID-to-function map. lib/entry.S expands it
 * into the test chain that routes every PMU call (in this order, so the
 * busiest calls come first) and into each call's entry; sbi_pmu.c checks
 * the C functions against it. Nothing else routes PMU calls.
 *
 * X(fid, function, kind), kind being how the function is entered:
 *   LEAF   assembly in lib/entry.S that answers from firmware data with t0
 *          alone, the caller's registers untouched;
 *   VALUE  C, returns a struct sbiret;
 *   ERROR  C, returns the error alone (sbiret.value is always 0).
 * The C functions take the caller's a0..a5 as their arguments
 * (fw/sbi_pmu.h), so no argument is moved.
 *
 * Usable from assembly: only the FID macros of sbi_abi.h.
 */
#ifndef FW_SBI_PMU_CALLS_H
#define FW_SBI_PMU_CALLS_H

#include "sbi_abi.h"

#define SBI_PMU_CALLS(X)                                                          \
    X(SBI_PMU_COUNTER_START,           sbi_pmu_counter_start,           ERROR) \
    X(SBI_PMU_COUNTER_STOP,            sbi_pmu_counter_stop,            ERROR) \
    X(SBI_PMU_COUNTER_CONFIG_MATCHING, sbi_pmu_counter_config_matching, VALUE) \
    X(SBI_PMU_COUNTER_FW_READ,         pmu_leaf_fw_read,                LEAF)  \
    X(SBI_PMU_NUM_COUNTERS,            pmu_leaf_num_counters,           LEAF)  \
    X(SBI_PMU_COUNTER_GET_INFO,        pmu_leaf_get_info,               LEAF)  \
    X(SBI_PMU_COUNTER_FW_READ_HI,      pmu_leaf_fw_read_hi,             LEAF)  \
    X(SBI_PMU_SNAPSHOT_SET_SHMEM,      sbi_pmu_snapshot_set_shmem,      VALUE) \
    X(SBI_PMU_EVENT_GET_INFO,          sbi_pmu_event_get_info,          VALUE)

#endif
