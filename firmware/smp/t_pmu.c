/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PMU is per hart (ext-pmu.adoc: every function acts "on the calling
 * hart"): another hart's counters, mappings, firmware counters and
 * snapshot area are its own, and nothing it configures, starts or clears
 * changes the boot hart's.
 */
#include "smp.h"

static volatile struct sbi_pmu_snapshot other_snap __attribute__((aligned(4096)));

static struct sbiret pmu_on(xlen_t h, xlen_t fid, xlen_t a0, xlen_t a1, xlen_t a2, xlen_t a3)
{
    return smp_call(h, SBI_EXT_PMU, fid, a0, a1, a2, a3, 0, 0);
}

/* Made by hart h, so that SET_TIMER counts there; far in the future, so
 * that no timer interrupt follows. */
static void hart_set_timer_far(xlen_t h)
{
    smp_call(h, SBI_EXT_TIME, SBI_TIME_SET_TIMER, ARG64(~0ULL), 0, 0, 0, 0);
}

static uint64_t counter_on(xlen_t h, unsigned idx)
{
    const xlen_t arg[] = {idx};
    struct sbiret r;
    return smp_run(h, CMD_READ_COUNTER, arg, 1, &r) ? r.value : 0;
}

static void same_counters(void)
{
    NEEDS_HARTS(2);
    REQUIRE(start_all());
    for_each_hart(h, smp.others) {
        struct sbiret r = pmu_on(h, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0);
        EXPECT(r.error == SBI_SUCCESS && r.value == env.num_counters,
               "num_counters on hart %lu: expected %u as on the boot hart, got %s %lu", h, env.num_counters,
               err_name(r.error), r.value);
        for (unsigned i = 0; i < env.n; i++) {
            r = pmu_on(h, SBI_PMU_COUNTER_GET_INFO, i, 0, 0, 0);
            const bool same = env.info_ok[i] ? r.error == SBI_SUCCESS && r.value == env.info[i]
                                             : r.error != SBI_SUCCESS;
            EXPECT(same, "get_info(%u) on hart %lu: expected %s 0x%lx as on the boot hart, got %s 0x%lx", i, h,
                   env.info_ok[i] ? "SUCCESS" : "an error", env.info[i], err_name(r.error), r.value);
        }
    }
}

/* A programmable counter counting on another hart is free and stopped on
 * this one, and this one's configuration and CLEAR_VALUE leave it be. */
static void counters_per_hart(void)
{
    NEEDS_HARTS(2);
    xlen_t ev;
    SKIP_UNLESS(usable_event(K_PROG, &ev), "no programmable counter counts cycles or instructions");
    const int p = first_of_kind(K_PROG);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    const uint64_t mine = read_counter_csr((unsigned)p);
    struct sbiret r = pmu_on(h, SBI_PMU_COUNTER_CONFIG_MATCHING, (xlen_t)p, 1,
                             SBI_PMU_CFG_CLEAR_VALUE | SBI_PMU_CFG_AUTO_START, ev);
    EXPECT(r.error == SBI_SUCCESS && r.value == (xlen_t)p, "hart %lu: config_matching on counter %d: %s %lu", h, p,
           err_name(r.error), r.value);
    const uint64_t a = counter_on(h, (unsigned)p);
    spin(2000);
    const uint64_t b = counter_on(h, (unsigned)p);
    EXPECT(b > a, "counter %d on hart %lu does not count: %llu, then %llu", p, h, (unsigned long long)a,
           (unsigned long long)b);
    const uint64_t still = read_counter_csr((unsigned)p);
    EXPECT(still == mine, "counter %d on the boot hart moved from %llu to %llu while hart %lu's counted", p,
           (unsigned long long)mine, (unsigned long long)still, h);
    /* free here: matched without SKIP_MATCH, and cleared here only */
    r = cfg((xlen_t)p, 1, SBI_PMU_CFG_CLEAR_VALUE, ev, 0);
    EXPECT(r.error == SBI_SUCCESS && r.value == (xlen_t)p,
           "config_matching on the boot hart's counter %d, which only hart %lu uses: expected SUCCESS %d, got %s %lu",
           p, h, p, err_name(r.error), r.value);
    const uint64_t c = counter_on(h, (unsigned)p);
    EXPECT(c > b, "counter %d on hart %lu went from %llu to %llu when the boot hart cleared its own", p, h,
           (unsigned long long)b, (unsigned long long)c);
}

/* Firmware counters: the same index counts each hart's own events. */
static void fw_counters_per_hart(void)
{
    OTHER_HART_COUNTING(h, f, EV_FW(SBI_PMU_FW_SET_TIMER));
    struct sbiret r = cfg((xlen_t)f, 1, SBI_PMU_CFG_CLEAR_VALUE | SBI_PMU_CFG_AUTO_START,
                          EV_FW(SBI_PMU_FW_SET_TIMER), 0);
    EXPECT(r.error == SBI_SUCCESS && r.value == (xlen_t)f,
           "config_matching on the boot hart's firmware counter %d, which only hart %lu uses: %s %lu", f, h,
           err_name(r.error), r.value);
    for (int i = 0; i < 3; i++)
        set_timer_far();
    for (int i = 0; i < 2; i++)
        hart_set_timer_far(h);
    const uint64_t mine = read_value((unsigned)f), theirs = hart_fw_value(h, f);
    EXPECT(mine == 3 && theirs == 2,
           "SET_TIMER on firmware counter %d: expected 3 on the boot hart and 2 on hart %lu, got %llu and %llu", f,
           h, (unsigned long long)mine, (unsigned long long)theirs);
}

/* The snapshot area is the calling hart's: another hart's is neither
 * used nor written for this one. */
static void snapshot_per_hart(void)
{
    NEEDS_HARTS(2);
    NEEDS_SBI(2, 0, "snapshot_set_shmem");
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    EXPECT_ERR(pmu_on(h, SBI_PMU_SNAPSHOT_SET_SHMEM, (xlen_t)&other_snap, 0, 0, 0), SBI_SUCCESS,
               "snapshot_set_shmem on the other hart");
    const int mine = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (mine < 0)
        return;
    EXPECT_ERR(stop1((xlen_t)mine, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_ERR_NO_SHMEM,
               "TAKE_SNAPSHOT on the boot hart, which has no snapshot area (the other hart has)");
    if (!snapshot_on())
        return;
    snap_fill();
    const int f = hart_counting(h, EV_FW(SBI_PMU_FW_SET_TIMER));
    REQUIRE(f >= 0);
    other_snap.values[0] = SNAP_PATTERN;
    hart_set_timer_far(h);
    EXPECT_ERR(pmu_on(h, SBI_PMU_COUNTER_STOP, (xlen_t)f, 1, SBI_PMU_STOP_TAKE_SNAPSHOT, 0), SBI_SUCCESS,
               "TAKE_SNAPSHOT on the other hart");
    EXPECT(other_snap.values[0] == 1, "the other hart's snapshot: expected 1 set_timer, got 0x%llx",
           (unsigned long long)other_snap.values[0]);
    for (unsigned i = 0; i < 64; i++)
        EXPECT(snap->values[i] == SNAP_PATTERN, "the boot hart's snapshot area changed at value %u: 0x%llx", i,
               (unsigned long long)snap->values[i]);
    pmu_on(h, SBI_PMU_SNAPSHOT_SET_SHMEM, (xlen_t)-1, (xlen_t)-1, 0, 0);
}

/* ours: a hart_start gives the hart the PMU it had at boot (docs/firmware.md). */
static void restart_resets_pmu(void)
{
    NEEDS_OURS();
    OTHER_HART_COUNTING(h, f, EV_FW(SBI_PMU_FW_SET_TIMER));
    hart_set_timer_far(h);
    EXPECT(hart_fw_value(h, f) == 1, "set_timer not counted on hart %lu", h);
    EXPECT_ERR(pmu_on(h, SBI_PMU_SNAPSHOT_SET_SHMEM, (xlen_t)&other_snap, 0, 0, 0), SBI_SUCCESS,
               "snapshot_set_shmem on the other hart");
    REQUIRE(stop_hart(h));
    REQUIRE(start_hart(h, 2));
    struct sbiret r = pmu_on(h, SBI_PMU_COUNTER_CONFIG_MATCHING, (xlen_t)f, 1, 0, EV_FW(SBI_PMU_FW_SET_TIMER));
    EXPECT(r.error == SBI_SUCCESS && r.value == (xlen_t)f,
           "config_matching on firmware counter %d after the restart: expected it free, got %s %lu", f,
           err_name(r.error), r.value);
    const uint64_t v = hart_fw_value(h, f);
    EXPECT(v == 0, "firmware counter %d after the restart: expected 0, got %llu", f, (unsigned long long)v);
    EXPECT_ERR(pmu_on(h, SBI_PMU_COUNTER_STOP, (xlen_t)f, 1, SBI_PMU_STOP_TAKE_SNAPSHOT, 0), SBI_ERR_NO_SHMEM,
               "TAKE_SNAPSHOT after the restart (the snapshot area is the old start's)");
}

/* ours: a hart starts with no counter-overflow interrupt pending
 * (docs/firmware.md), whatever its counters did before it stopped: one of
 * its programmable counters overflows with the interrupt disabled, so that
 * LCOFIP stays pending in sip, and the hart stops and is started again. */
static void restart_no_overflow_pending(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    SKIP_UNLESS(env.sscofpmf, "no Sscofpmf (scountovf is not readable)");
    xlen_t ev;
    SKIP_UNLESS(usable_event(K_PROG, &ev), "no programmable counter counts cycles or instructions");
    const int p = first_of_kind(K_PROG);
    const unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[p]) + 1;
    SKIP_UNLESS(XLEN == 64 || !env.qemu || bits <= 32,
                "QEMU RV32 does not carry into a counter's high half: it cannot overflow");
    const uint64_t top = bits >= 64 ? 0 : 1ULL << bits;
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    struct sbiret r = pmu_on(h, SBI_PMU_COUNTER_CONFIG_MATCHING, (xlen_t)p, 1, 0, ev);
    EXPECT(r.error == SBI_SUCCESS && r.value == (xlen_t)p, "hart %lu: config_matching on counter %d: %s %lu", h, p,
           err_name(r.error), r.value);
    r = smp_call(h, SBI_EXT_PMU, SBI_PMU_COUNTER_START, (xlen_t)p, 1, SBI_PMU_START_SET_INIT_VALUE,
                 ARG64(top - 1000), 0);
    EXPECT_ERR(r, SBI_SUCCESS, "start 1000 before the overflow");
    const uint64_t deadline = smp_deadline(2000);
    xlen_t sip = 0;
    do
        REQUIRE(smp_csr(h, CMD_CSR_READ, CSR_ID_SIP, 0, &sip));
    while (!(sip & MIP_LCOFIP) && !smp_past(deadline));
    EXPECT(sip & MIP_LCOFIP, "hart %lu: counter %d started 1000 before its overflow, sip still 0x%lx after 2 s", h,
           p, sip);
    REQUIRE(stop_hart(h));
    REQUIRE(start_hart(h, 2));
    sip = smp_harts[h].entry_sip;
    EXPECT(!(sip & MIP_LCOFIP), "hart %lu restarted with sip 0x%lx: the old counter's overflow is still pending", h,
           sip);
}

const struct test smp_pmu_tests[] = {
    {"pmu.same_counters_on_every_hart", same_counters},
    {"pmu.counters_per_hart", counters_per_hart},
    {"pmu.fw_counters_per_hart", fw_counters_per_hart},
    {"pmu.snapshot_per_hart", snapshot_per_hart},
    {"ours.pmu.restart_resets_pmu", restart_resets_pmu},
    {"ours.pmu.restart_no_overflow_pending", restart_no_overflow_pending},
    {0},
};
