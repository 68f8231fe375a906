/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The cost of each SBI PMU call seen from S-mode: instructions (minstret)
 * and cycles (mcycle) between the instruction before the ecall and the one
 * after it, minus the cost of the measurement itself; the minimum over
 * several repetitions (warm caches). Prints one line per call:
 *   BENCH <call> <instructions> <cycles>
 * or "BENCH <call> n/a" when the firmware lacks the function. The make
 * target puts the firmwares side by side (docs/firmware.md).
 */
#include "payload.h"

#define REPEAT 8

static inline uint64_t rd_instret(void)
{
    xlen_t v;
    __asm__ volatile("rdinstret %0" : "=r"(v) :: "memory");
    return v;
}

static inline uint64_t rd_cycle(void)
{
    xlen_t v;
    __asm__ volatile("rdcycle %0" : "=r"(v) :: "memory");
    return v;
}

struct cost { uint64_t insns, cycles; };

/* What one measurement costs with nothing between the reads. */
static struct cost overhead;

typedef void op_fn(void);

static struct cost measure(op_fn *op)
{
    struct cost best = { UINT64_MAX, UINT64_MAX };
    for (int i = 0; i < REPEAT; i++) {
        uint64_t c0 = rd_cycle(), i0 = rd_instret();
        op();
        uint64_t i1 = rd_instret(), c1 = rd_cycle();
        uint64_t di = i1 - i0, dc = c1 - c0;
        if (di < best.insns)
            best.insns = di;
        if (dc < best.cycles)
            best.cycles = dc;
    }
    best.insns -= overhead.insns;
    best.cycles -= overhead.cycles;
    return best;
}

static void nothing(void) {}

static unsigned num_hw, fw_base, hw_ctr, fw_ctr;
static char shmem[4096] __attribute__((aligned(4096)));

static void op_num_counters(void) { sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0); }
static void op_get_info(void) { sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, 3, 0, 0, 0, 0, 0); }
static void op_start_stop(void)
{
    pmu_start(hw_ctr, 1, 0, 0);
    pmu_stop(hw_ctr, 1, 0);
}
static void op_match_stop(void)
{
    /* the usual perf sequence: match, start, ..., stop with reset */
    struct sbiret r = pmu_config_matching(3, ((xlen_t)1 << (num_hw - 3)) - 1, SBI_PMU_CFG_AUTO_START, 0x00002, 0);
    pmu_stop(r.value, 1, SBI_PMU_STOP_RESET);
}
static void op_fw_read(void) { sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ, fw_ctr, 0, 0, 0, 0, 0); }
static void op_fw_read_hi(void) { sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ_HI, fw_ctr, 0, 0, 0, 0, 0); }
static void op_set_shmem(void) { sbi_call(SBI_EXT_PMU, SBI_PMU_SNAPSHOT_SET_SHMEM, (xlen_t)shmem, 0, 0, 0, 0, 0); }
static void op_event_info(void)
{
    sbi_call(SBI_EXT_PMU, SBI_PMU_EVENT_GET_INFO, (xlen_t)shmem, 0, 1, 0, 0, 0);
}

static void report(const char *name, op_fn *op, bool available)
{
    put_str("BENCH ");
    put_str(name);
    if (!available) {
        put_str(" n/a\n");
        return;
    }
    struct cost c = measure(op);
    put_str(" ");
    put_dec(c.insns);
    put_str(" ");
    put_dec(c.cycles);
    put_str("\n");
}

int main(void)
{
    xlen_t version = sbi_call(SBI_EXT_BASE, SBI_BASE_GET_SPEC_VERSION, 0, 0, 0, 0, 0, 0).value;
    bool v2 = (version >> 24) >= 2;
    unsigned n = (unsigned)sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0).value;
    for (unsigned i = 0; i < n; i++) {
        struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, i, 0, 0, 0, 0, 0);
        if (!r.error && !(r.value >> (XLEN - 1)))
            num_hw = i + 1;
    }
    fw_base = num_hw;
    /* one hardware counter on instructions and one firmware counter */
    hw_ctr = (unsigned)pmu_config_matching(3, ((xlen_t)1 << (num_hw - 3)) - 1, 0, 0x00002, 0).value;
    fw_ctr = (unsigned)pmu_config_matching(fw_base, 1, 0, 0xf0004, 0).value;
    ((uint32_t *)shmem)[0] = 0x00002;               /* event_get_info entry */
    overhead.insns = 0;
    overhead.cycles = 0;
    overhead = measure(nothing);

    report("num_counters", op_num_counters, true);
    report("get_info", op_get_info, true);
    report("start+stop", op_start_stop, true);
    report("config_matching+stop", op_match_stop, true);
    report("fw_read", op_fw_read, true);
    report("fw_read_hi", op_fw_read_hi, v2);
    report("snapshot_set_shmem", op_set_shmem, v2);
    report("event_get_info", op_event_info, v2);
    return 0;
}
