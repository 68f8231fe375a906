/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The SBI PMU functions written in C (the others, fw/sbi_pmu_calls.h's
 * LEAF entries, are in lib/entry.S). Their arguments are the caller's
 * a0..a5 as the SBI calling convention passes them (a 64-bit value in one
 * register on RV64, a low/high pair on RV32, which is also how the C ABI
 * passes a uint64_t there), so lib/entry.S calls them by FID straight
 * from the trap.
 */
#ifndef FW_SBI_PMU_H
#define FW_SBI_PMU_H

#include "fw/sbi.h"

struct sbiret sbi_pmu_counter_config_matching(xlen_t base, xlen_t mask, xlen_t flags,
                                              xlen_t event_idx, uint64_t event_data);
/* start and stop return the error only: their sbiret.value is 0 */
sxlen_t sbi_pmu_counter_start(xlen_t base, xlen_t mask, xlen_t flags, uint64_t initial_value);
sxlen_t sbi_pmu_counter_stop(xlen_t base, xlen_t mask, xlen_t flags);
struct sbiret sbi_pmu_snapshot_set_shmem(xlen_t lo, xlen_t hi, xlen_t flags);
struct sbiret sbi_pmu_event_get_info(xlen_t lo, xlen_t hi, xlen_t num_entries, xlen_t flags);

#endif
