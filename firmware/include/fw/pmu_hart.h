/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A hart's own PMU state. The SBI PMU extension works "on the calling
 * hart": each hart has its hardware counters, so each also has its own
 * mappings, firmware counters and snapshot area, kept in its struct
 * fw_hart (fw/hart.h). The first fields are read by lib/entry.S's SBI call
 * path at the offsets of fw/asm.h.
 */
#ifndef FW_PMU_HART_H
#define FW_PMU_HART_H

#include "fw/pmu_limits.h"
#include "fw/types.h"
#include "sbi_abi.h"

/* For each firmware event the firmware counts (the standard codes, then
 * SBI_PMU_FW_PLATFORM's events), the firmware counters mapped on it. */
#define PMU_FW_EVENT_SLOTS (SBI_PMU_FW_MAX_STANDARD + 1 + PMU_PLATFORM_NUM_EVENTS)

/* A firmware counter's event and state. A hardware counter's state is its
 * bit of pmu_hart.mapped, its event register and mcountinhibit. */
struct pmu_counter {
    uint32_t event_idx;     /* 0: no event mapped, the counter is free */
    bool     started;
    uint64_t event_data;
};                          /* 16 bytes: indexed with a shift */

/*
 * A firmware counter's value is fw_values[i] + (sbi_calls & fw_calls_mask[i]):
 * the mask is all ones while the counter runs on the SBI-call event
 * (SBI_PMU_FW_PLATFORM's PMU_PLATFORM_SBI_CALLS) and 0 otherwise. While
 * any counter does (calls_counted), the call path (lib/entry.S) counts
 * every call in sbi_calls, and nothing else: what a call costs does not
 * grow with the counters that count it. The C code reads and writes values
 * through pmu_fw_read and pmu_fw_write (fw/pmu_state.h); the fw_read
 * entries add the same way.
 */
struct pmu_hart {
    /* lib/entry.S reads these (fw/asm.h SCRATCH_PMU_*) */
    uint64_t sbi_calls;                     /* the hart's SBI calls while calls_counted */
    xlen_t   eid;                           /* SBI_EXT_PMU, to compare a7 in one load */
    uint32_t calls_counted;                 /* bit i: firmware counter i's mask is on */
    xlen_t   num_counters;                  /* hardware, then firmware */
    xlen_t   num_hw;                        /* 3 + the platform's hpm_count */
    uint64_t fw_values[PMU_FW_COUNTERS];    /* firmware counter i: counter num_hw + i */
    uint64_t fw_calls_mask[PMU_FW_COUNTERS];
    xlen_t   info[PMU_MAX_COUNTERS];        /* get_info's answer for each counter */
    /* C only */
    struct pmu_counter counters[PMU_MAX_COUNTERS];
    /* bit i: counter i has an event mapped (event_idx != 0), so that
     * config_matching finds a free counter in a few instructions */
    uint64_t mapped;
    /* The platform's PMU traits (struct platform, which defines them),
     * copied by pmu_hart_init so that the call paths read each in one load
     * from tp rather than three through plat. */
    struct pmu_traits {
        bool has_sscofpmf, has_smcntrpmf, inhibit_needs_rewrite, write_arms_overflow_timer;
        uint64_t idle_event;        /* pmu_hw_idle_event (fw/pmu_hw.h) */
    } traits;
    /* The mode-inhibit bits mhpmevent implements: all five with Sscofpmf,
     * none without (pmu_hart_init), so that config_matching masks the
     * supervisor's hints into the register without a test. */
    uint64_t mhpmevent_inh;
    uint32_t fw_started;                    /* bit i: firmware counter i runs */
    /* bit i: firmware counter i is mapped on the slot's event, so that
     * counting an event touches only the counters that count it */
    uint32_t counters_of[PMU_FW_EVENT_SLOTS];
    volatile struct sbi_pmu_snapshot *snapshot;     /* NULL: no shared memory */
};

#endif
