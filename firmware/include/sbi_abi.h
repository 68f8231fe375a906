/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The SBI's binary interface, the one definition every side uses: the
 * firmware (fw/sbi.h, lib/entry.S), the S-mode programs that call it
 * (firmware/payload/payload.h, the conformance suite) and the Linux init
 * (linux/init). Error codes, extension and function IDs, the PMU's flags,
 * event encoding, firmware event codes and snapshot layout from the SBI
 * specification, and the ID of this implementation and of its own
 * extension. Plain integer macros, so assembly can include it.
 */
#ifndef SBI_ABI_H
#define SBI_ABI_H

#define SBI_SUCCESS                0
#define SBI_ERR_FAILED            -1
#define SBI_ERR_NOT_SUPPORTED     -2
#define SBI_ERR_INVALID_PARAM     -3
#define SBI_ERR_DENIED            -4
#define SBI_ERR_INVALID_ADDRESS   -5
#define SBI_ERR_ALREADY_AVAILABLE -6
#define SBI_ERR_ALREADY_STARTED   -7
#define SBI_ERR_ALREADY_STOPPED   -8
#define SBI_ERR_NO_SHMEM          -9
#define SBI_ERR_INVALID_STATE     -10
#define SBI_ERR_BAD_RANGE         -11
#define SBI_ERR_TIMEOUT           -12
#define SBI_ERR_IO                -13
#define SBI_ERR_DENIED_LOCKED     -14
/* The last error code SBI 3.0 defines: every answer is 0 down to this. */
#define SBI_ERR_LAST              SBI_ERR_DENIED_LOCKED

#define SBI_EXT_LEGACY_SET_TIMER        0x00
#define SBI_EXT_LEGACY_CONSOLE_PUTCHAR  0x01
#define SBI_EXT_LEGACY_CONSOLE_GETCHAR  0x02
#define SBI_EXT_LEGACY_SHUTDOWN         0x08
#define SBI_EXT_BASE   0x10
#define SBI_EXT_TIME   0x54494D45
#define SBI_EXT_IPI    0x735049
#define SBI_EXT_RFENCE 0x52464E43
#define SBI_EXT_HSM    0x48534D
#define SBI_EXT_SRST   0x53525354
#define SBI_EXT_PMU    0x504D55
#define SBI_EXT_DBCN   0x4442434E

/* ---- function IDs of the other extensions, and their argument values */

/* base (EID 0x10) */
#define SBI_BASE_GET_SPEC_VERSION   0
#define SBI_BASE_GET_IMPL_ID        1
#define SBI_BASE_GET_IMPL_VERSION   2
#define SBI_BASE_PROBE_EXTENSION    3
#define SBI_BASE_GET_MVENDORID      4
#define SBI_BASE_GET_MARCHID        5
#define SBI_BASE_GET_MIMPID         6

#define SBI_TIME_SET_TIMER          0
#define SBI_IPI_SEND_IPI            0

#define SBI_RFENCE_FENCE_I          0
#define SBI_RFENCE_SFENCE_VMA       1
#define SBI_RFENCE_SFENCE_VMA_ASID  2
#define SBI_RFENCE_HFENCE_GVMA_VMID 3
#define SBI_RFENCE_HFENCE_GVMA      4
#define SBI_RFENCE_HFENCE_VVMA_ASID 5
#define SBI_RFENCE_HFENCE_VVMA      6

#define SBI_HSM_HART_START          0
#define SBI_HSM_HART_STOP           1
#define SBI_HSM_HART_GET_STATUS     2
#define SBI_HSM_HART_SUSPEND        3
#define SBI_HSM_STATE_STARTED         0
#define SBI_HSM_STATE_STOPPED         1
#define SBI_HSM_STATE_START_PENDING   2
#define SBI_HSM_STATE_STOP_PENDING    3
#define SBI_HSM_STATE_SUSPENDED       4
#define SBI_HSM_STATE_SUSPEND_PENDING 5
#define SBI_HSM_STATE_RESUME_PENDING  6
/* hart_suspend's suspend_type: the defaults, the first of each
 * platform-specific range, and the bit that makes a type non-retentive */
#define SBI_HSM_SUSPEND_RET_DEFAULT     0x00000000UL
#define SBI_HSM_SUSPEND_NON_RET_DEFAULT 0x80000000UL
#define SBI_HSM_SUSPEND_RET_PLATFORM    0x10000000UL
#define SBI_HSM_SUSPEND_NON_RET_PLATFORM 0x90000000UL
#define SBI_HSM_SUSPEND_NON_RET_BIT     0x80000000UL

#define SBI_SRST_SYSTEM_RESET       0
#define SBI_SRST_TYPE_SHUTDOWN      0x00000000UL
#define SBI_SRST_TYPE_COLD_REBOOT   0x00000001UL
#define SBI_SRST_TYPE_WARM_REBOOT   0x00000002UL
#define SBI_SRST_TYPE_VENDOR        0xF0000000UL
#define SBI_SRST_REASON_NONE        0x00000000UL
#define SBI_SRST_REASON_SYSFAIL     0x00000001UL
#define SBI_SRST_REASON_SBI_IMPL    0xE0000000UL

#define SBI_DBCN_CONSOLE_WRITE      0
#define SBI_DBCN_CONSOLE_READ       1
#define SBI_DBCN_CONSOLE_WRITE_BYTE 2

/* ---- PMU extension (SBI chapter "Performance Monitoring Unit") */

/* function IDs */
#define SBI_PMU_NUM_COUNTERS            0
#define SBI_PMU_COUNTER_GET_INFO        1
#define SBI_PMU_COUNTER_CONFIG_MATCHING 2
#define SBI_PMU_COUNTER_START           3
#define SBI_PMU_COUNTER_STOP            4
#define SBI_PMU_COUNTER_FW_READ         5
#define SBI_PMU_COUNTER_FW_READ_HI      6
#define SBI_PMU_SNAPSHOT_SET_SHMEM      7
#define SBI_PMU_EVENT_GET_INFO          8
#define SBI_PMU_NUM_FIDS                9

/* counter_config_matching flags; the five SET_*INH bits are in the order of
 * the mhpmevent inhibit bits, VUINH lowest */
#define SBI_PMU_CFG_SKIP_MATCH   0x1
#define SBI_PMU_CFG_CLEAR_VALUE  0x2
#define SBI_PMU_CFG_AUTO_START   0x4
#define SBI_PMU_CFG_SET_VUINH    0x8
#define SBI_PMU_CFG_SET_VSINH    0x10
#define SBI_PMU_CFG_SET_UINH     0x20
#define SBI_PMU_CFG_SET_SINH     0x40
#define SBI_PMU_CFG_SET_MINH     0x80
#define SBI_PMU_CFG_INH_SHIFT    3
#define SBI_PMU_CFG_ALL          0xff   /* every defined flag */

/* counter_start and counter_stop flags */
#define SBI_PMU_START_SET_INIT_VALUE 0x1
#define SBI_PMU_START_INIT_SNAPSHOT  0x2
#define SBI_PMU_STOP_RESET           0x1
#define SBI_PMU_STOP_TAKE_SNAPSHOT   0x2
#define SBI_PMU_STOP_ALL             0x3

/* event_idx: type in bits 19:16, code in bits 15:0 */
#define SBI_PMU_EVENT(type, code)   ((type) << 16 | (code))
#define SBI_PMU_EVENT_TYPE(idx)     (((idx) >> 16) & 0xf)
#define SBI_PMU_EVENT_CODE(idx)     ((idx) & 0xffff)
#define SBI_PMU_EVENT_TYPE_HW       0
#define SBI_PMU_EVENT_TYPE_CACHE    1
#define SBI_PMU_EVENT_TYPE_RAW      2
#define SBI_PMU_EVENT_TYPE_RAW_V2   3
#define SBI_PMU_EVENT_TYPE_FW       15
#define SBI_PMU_HW_CPU_CYCLES       1
#define SBI_PMU_HW_INSTRUCTIONS     2

/* firmware event codes (type 15) */
#define SBI_PMU_FW_MISALIGNED_LOAD            0
#define SBI_PMU_FW_MISALIGNED_STORE           1
#define SBI_PMU_FW_ACCESS_LOAD                2
#define SBI_PMU_FW_ACCESS_STORE               3
#define SBI_PMU_FW_ILLEGAL_INSN               4
#define SBI_PMU_FW_SET_TIMER                  5
#define SBI_PMU_FW_IPI_SENT                   6
#define SBI_PMU_FW_IPI_RECEIVED               7
#define SBI_PMU_FW_FENCE_I_SENT               8
#define SBI_PMU_FW_FENCE_I_RECEIVED           9
#define SBI_PMU_FW_SFENCE_VMA_SENT            10
#define SBI_PMU_FW_SFENCE_VMA_RECEIVED        11
#define SBI_PMU_FW_SFENCE_VMA_ASID_SENT       12
#define SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED   13
#define SBI_PMU_FW_HFENCE_GVMA_SENT           14
#define SBI_PMU_FW_HFENCE_GVMA_RECEIVED       15
#define SBI_PMU_FW_HFENCE_GVMA_VMID_SENT      16
#define SBI_PMU_FW_HFENCE_GVMA_VMID_RECEIVED  17
#define SBI_PMU_FW_HFENCE_VVMA_SENT           18
#define SBI_PMU_FW_HFENCE_VVMA_RECEIVED       19
#define SBI_PMU_FW_HFENCE_VVMA_ASID_SENT      20
#define SBI_PMU_FW_HFENCE_VVMA_ASID_RECEIVED  21
#define SBI_PMU_FW_MAX_STANDARD               21
#define SBI_PMU_FW_PLATFORM                   0xffff

/* This firmware's platform firmware events: SBI_PMU_FW_PLATFORM with
 * event_data selecting one of these (another firmware has its own). */
#define PMU_PLATFORM_SBI_CALLS                0   /* SBI calls handled */
#define PMU_PLATFORM_TIMER_IRQS               1   /* M-mode timer interrupts */
#define PMU_PLATFORM_NUM_EVENTS               2

/* counter_get_info: CSR number in bits 11:0, the width field (bits - 1) in
 * bits 17:12, and the top bit of XLEN set for a firmware counter */
#define SBI_PMU_CTR_INFO_CSR(info)     ((info) & 0xfff)
#define SBI_PMU_CTR_INFO_WIDTH(info)   (((info) >> 12) & 0x3f)
#define SBI_PMU_CTR_INFO_WIDTH_SHIFT   12
#define SBI_PMU_CTR_INFO_FW_BIT(xlen)  ((xlen) - 1)

/* the snapshot shared memory: 4 KiB, the overflow bitmap then one value per
 * counter index */
#define SBI_PMU_SNAPSHOT_SIZE 4096

#ifndef __ASSEMBLER__
#include <stdint.h>

/* What every call returns in a0 and a1 (long is XLEN bits on ilp32 and lp64). */
struct sbiret {
    long error;
    unsigned long value;
};

struct sbi_pmu_snapshot {
    uint64_t overflow_bitmap;
    uint64_t values[64];
};
#endif

/* This implementation ("PERF", used by no other SBI implementation) and
 * its own extension in the SBI's firmware-specific space (0x0A000000 -
 * 0x0AFFFFFF): the firmware's memory outside its data checksummed, its
 * unused part marked, the trap context checked, harts held in their HSM
 * pending states, the calling hart's counter delegation changed, for
 * tests (firmware/lib/sbi_fwext.c). The SoC's harts
 * read the same value in mimpid (SOC_MIMPID, rtl/soc/soc.def): a choice,
 * not one fact, so each has its own definition and may change alone. */
#define SBI_IMPL_ID_PERFMON 0x50455246
#define SBI_IMPL_ID_OPENSBI 1           /* the SBI specification's list */
#define SBI_EXT_FIRMWARE    0x0A000000
#define SBI_FW_MEMORY_CHECKSUM      0
#define SBI_FW_MEMORY_MARK          1
#define SBI_FW_TRAP_CONTEXT_CHECK   2
#define SBI_FW_HSM_HOLD             3
#define SBI_FW_COUNTER_DELEGATION   4
#define SBI_FW_NUM_FIDS             5

#endif
