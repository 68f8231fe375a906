/* SPDX-License-Identifier: Apache-2.0 */
/* The firmware's assembly layouts: the trap frame and each hart's scratch
 * (register-width helpers: riscv_asm.h). */
#ifndef FW_ASM_H
#define FW_ASM_H

#include "fw/pmu_limits.h"
#include "riscv_asm.h"

/* struct trap_regs: x0..x31, mepc, mstatus; padded to 16-byte multiples */
#define FRAME_MEPC    (32 * REGBYTES)
#define FRAME_MSTATUS (33 * REGBYTES)
#define FRAME_SIZE    (36 * REGBYTES)

/*
 * A hart's scratch (struct fw_hart, fw/hart.h), which the trap vector
 * reaches from tp: its own words, then the PMU data the SBI call path
 * reads (fw/pmu_state.h), each one instruction away from tp.
 */
#define SCRATCH_TMP0  0
#define SCRATCH_STACK REGBYTES
#define SCRATCH_S_SP  (2 * REGBYTES)    /* S-mode sp during an SBI call */
#define SCRATCH_S_TP  (3 * REGBYTES)    /* S-mode tp during an SBI call */
/* the hart's SBI calls counted (64 bits, 8-aligned on RV32 too) */
#define SCRATCH_PMU_SBI_CALLS     (4 * REGBYTES)
#define SCRATCH_PMU_EID           (SCRATCH_PMU_SBI_CALLS + 8)      /* SBI_EXT_PMU, to compare a7 in one load */
/* pmu.calls_counted (32 bits) */
#define SCRATCH_PMU_CALLS_COUNTED (SCRATCH_PMU_EID + REGBYTES)
#define SCRATCH_PMU_NUM_COUNTERS  (SCRATCH_PMU_EID + 2 * REGBYTES) /* pmu.num_counters */
#define SCRATCH_PMU_NUM_HW        (SCRATCH_PMU_EID + 3 * REGBYTES) /* pmu.num_hw */
#define SCRATCH_PMU_FW_VALUES     (SCRATCH_PMU_EID + 4 * REGBYTES) /* pmu.fw_values[PMU_FW_COUNTERS] */
#define SCRATCH_PMU_FW_CALLS_MASK (SCRATCH_PMU_FW_VALUES + 8 * PMU_FW_COUNTERS)
#define SCRATCH_PMU_INFO          (SCRATCH_PMU_FW_CALLS_MASK + 8 * PMU_FW_COUNTERS)
#define SCRATCH_SIZE             (SCRATCH_PMU_INFO + REGBYTES * PMU_MAX_COUNTERS)

/*
 * The harts the firmware serves: hart IDs below FW_MAX_HARTS that the
 * device tree lists (lib/hart.c). Hart i has the scratch fw_harts[i] (struct
 * fw_hart, fw/hart.h, which begins with the words above) and the stack
 * fw_stacks + i * FW_STACK_SIZE; both are chosen from mhartid at reset,
 * before the device tree is read, so the slot of a hart is its ID.
 */
#define FW_MAX_HARTS   8
#define FW_STACK_SHIFT 13
#define FW_STACK_SIZE  (1 << FW_STACK_SHIFT)

/* the SBI call frame: a0-a7 (struct sbi_call; a6 and a7 stored for the
 * dispatcher only, since the firmware never writes them), ra, t0, t1 (it
 * leaves t2-t6 alone too); padded to 16 bytes */
#define ECALL_FRAME_SIZE (12 * REGBYTES)

#endif
