/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The cost of each SBI PMU call seen from S-mode: instructions (minstret)
 * and cycles (mcycle) between the instruction before the ecall and the one
 * after it, minus the cost of the measurement itself; the minimum over
 * several repetitions (warm caches). Every call is measured in three
 * states: with no firmware counter running; while one runs (@fw: the
 * state Linux is in when perf counts a firmware event); and while one
 * counts SBI calls themselves (@calls: our platform event, where each call
 * must also be counted). Prints one line per call and state:
 *   BENCH <call><state> <instructions> <cycles>
 * or "BENCH <call><state> n/a" when the firmware lacks the function. The make target puts the firmwares side by side
 * (docs/firmware.md). Where the hart delegates counters to S-mode, one
 * more line, "BENCH delegated_start+stop <instructions> <cycles>": the same
 * counter started and stopped without the SBI (deleg_cost.c).
 */
#include "bench.h"

#define REPEAT 8

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

/* deleg_cost.c */
bool deleg_setup(unsigned ctr);
void op_deleg_start_stop(void);

static unsigned num_hw, fw_base, hw_ctr, fw_ctr, calls_ctr;
static bool calls_event;    /* the firmware has the SBI-call event */
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

static void report(const char *name, const char *state, op_fn *op, bool available)
{
    put_str("BENCH ");
    put_str(name);
    put_str(state);
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
    struct sbiret calls = pmu_config_matching(fw_base + 1, 1, 0,
                                              SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_FW, SBI_PMU_FW_PLATFORM),
                                              PMU_PLATFORM_SBI_CALLS);
    calls_event = calls.error == 0;
    calls_ctr = (unsigned)calls.value;
    ((uint32_t *)shmem)[0] = 0x00002;               /* event_get_info entry */
    overhead.insns = 0;
    overhead.cycles = 0;
    overhead = measure(nothing);

    static const char *const states[] = { "", "@fw", "@calls" };
    for (unsigned s = 0; s < 3; s++) {
        if (s == 1)
            pmu_start(fw_ctr, 1, 0, 0);
        if (s == 2 && calls_event)
            pmu_start(calls_ctr, 1, 0, 0);
        bool ok = s < 2 || calls_event;
        report("num_counters", states[s], op_num_counters, ok);
        report("get_info", states[s], op_get_info, ok);
        report("start+stop", states[s], op_start_stop, ok);
        report("config_matching+stop", states[s], op_match_stop, ok);
        report("fw_read", states[s], op_fw_read, ok);
        report("fw_read_hi", states[s], op_fw_read_hi, ok && v2);
        report("snapshot_set_shmem", states[s], op_set_shmem, ok && v2);
        report("event_get_info", states[s], op_event_info, ok && v2);
    }
    if (deleg_setup(hw_ctr))
        report("delegated_start+stop", "", op_deleg_start_stop, true);
    return 0;
}
