/* SPDX-License-Identifier: Apache-2.0 */
/* start (FID 3) and stop (FID 4): flags, errors, sets, RESET. Firmware
 * counters give exact values, so most checks use them; hardware counters
 * where the value only needs a bound. */
#include "test.h"

static void init_value_fw(void)
{
    const uint64_t v0 = 0x12345;
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, v0);
    if (c < 0)
        return;
    uint64_t v = read_value(c);
    EXPECT(v == v0, "firmware counter started at %llu: expected %llu, got %llu",
           (unsigned long long)v0, (unsigned long long)v0, (unsigned long long)v);
}

static void init_value_hw(void)
{
    xlen_t ev;
    SKIP_UNLESS(usable_event(K_PROG, &ev), "no event found that a programmable counter can count");
    int c = first_of_kind(K_PROG);
    unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[c]) + 1;
    uint64_t v0 = bits > 32 ? 1ULL << 30 : 1ULL << (bits - 2);
    c = counting(K_PROG, ev, 0, v0);
    if (c < 0)
        return;
    uint64_t v = read_value(c);
    EXPECT(v >= v0 && v - v0 < (1u << 24), "counter %d started at 0x%llx: read 0x%llx", c,
           (unsigned long long)v0, (unsigned long long)v);
}

/* "When SBI_PMU_START_SET_INIT_VALUE or SBI_PMU_START_FLAG_INIT_SNAPSHOT is
 * not set in start_flags, the counter value will not be modified". */
static void keeps_value(void)
{
    const uint64_t v0 = 500;
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, v0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    EXPECT_ERR(start1(c, 0, 99), SBI_SUCCESS, "start without flags");
    uint64_t v = read_value(c);
    EXPECT(v == v0, "restarted without SET_INIT_VALUE: expected %llu, got %llu",
           (unsigned long long)v0, (unsigned long long)v);
}

/* A firmware counter configured but not started. */
static int configured_fw(void)
{
    struct sbiret r = cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_SET_TIMER), 0);
    if (r.error == SBI_ERR_NOT_SUPPORTED)
        skip("no firmware counter counts SET_TIMER");
    else if (r.error != SBI_SUCCESS)
        fail("config_matching(SET_TIMER): got %s", err_name(r.error));
    return r.error == SBI_SUCCESS ? (int)r.value : -1;
}

/* The first reserved flag bit: 2 since SBI 2.0, 1 before (no snapshot). */
static unsigned first_reserved_bit(void)
{
    return sbi_at_least(2, 0) ? 2 : 1;
}

static void start_reserved_flags(void)
{
    int c = configured_fw();
    if (c < 0)
        return;
    for (unsigned bit = first_reserved_bit(); bit < XLEN; bit++) {
        struct sbiret r = start1(c, (xlen_t)1 << bit, 0);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "start_flags bit %u: expected INVALID_PARAM, got %s",
               bit, err_name(r.error));
    }
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start after the rejected ones (nothing started)");
}

static void stop_reserved_flags(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    for (unsigned bit = first_reserved_bit(); bit < XLEN; bit++) {
        struct sbiret r = stop1(c, (xlen_t)1 << bit);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "stop_flags bit %u: expected INVALID_PARAM, got %s",
               bit, err_name(r.error));
    }
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop after the rejected ones (still running)");
}

static void already_started(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    EXPECT_ERR(start1(c, 0, 0), SBI_ERR_ALREADY_STARTED, "second start");
    EXPECT_ERR(start1(c, SBI_PMU_START_SET_INIT_VALUE, 5), SBI_ERR_ALREADY_STARTED,
               "second start with an initial value");
}

static void already_stopped(void)
{
    int c = configured_fw();
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "stop of a configured, never started counter");
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start");
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "second stop");
}

/* A set with a counter past the last one is INVALID_PARAM, for start and
 * stop alike; the valid counter of the set is left as it was. */
static void invalid_counter_start(void)
{
    int c = configured_fw();
    if (c < 0)
        return;
    xlen_t n = env.num_counters;
    EXPECT_ERR(pmu_start(n, 1, 0, 0), SBI_ERR_INVALID_PARAM, "start {num_counters}");
    EXPECT_ERR(pmu_start((xlen_t)-1, 1, 0, 0), SBI_ERR_INVALID_PARAM, "start {-1}");
    if (n - (xlen_t)c < XLEN)
        EXPECT_ERR(pmu_start(c, 1 | (xlen_t)1 << (n - c), 0, 0), SBI_ERR_INVALID_PARAM,
                   "start {configured counter, num_counters}");
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start of the configured counter alone");
}

static void invalid_counter_stop(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    xlen_t n = env.num_counters;
    EXPECT_ERR(pmu_stop(n, 1, 0), SBI_ERR_INVALID_PARAM, "stop {num_counters}");
    EXPECT_ERR(pmu_stop((xlen_t)-1, 1, 0), SBI_ERR_INVALID_PARAM, "stop {-1}");
    if (n - (xlen_t)c < XLEN)
        EXPECT_ERR(pmu_stop(c, 1 | (xlen_t)1 << (n - c), 0), SBI_ERR_INVALID_PARAM,
                   "stop {running counter, num_counters}");
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop of the running counter alone");
}

/* NO_SHMEM: the snapshot flags without a snapshot area (SBI 2.0). */
static void no_shmem_start(void)
{
    NEEDS_SBI(2, 0, "SBI_PMU_START_FLAG_INIT_SNAPSHOT");
    set_shmem((xlen_t)-1, (xlen_t)-1, 0);
    int c = configured_fw();
    if (c < 0)
        return;
    EXPECT_ERR(start1(c, SBI_PMU_START_INIT_SNAPSHOT, 0), SBI_ERR_NO_SHMEM, "start with INIT_SNAPSHOT");
}

static void no_shmem_stop(void)
{
    NEEDS_SBI(2, 0, "SBI_PMU_STOP_FLAG_TAKE_SNAPSHOT");
    set_shmem((xlen_t)-1, (xlen_t)-1, 0);
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_ERR_NO_SHMEM, "stop with TAKE_SNAPSHOT");
}

/* RESET releases the counter-to-event mapping: the counter, alone in a
 * set, can be matched again. */
static void reset_releases_kind(enum kind k)
{
    xlen_t ev;
    SKIP_UNLESS(usable_event(k, &ev), "no event found that a %s counter can count",
                k == K_FW ? "firmware" : "programmable");
    int c = counting(k, ev, 0, 0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    struct sbiret r = cfg(c, 1, 0, ev, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "config_matching on the released counter alone");
    EXPECT(r.value == (xlen_t)c, "expected counter %d, got %lu", c, r.value);
}

static void reset_releases_fw(void) { reset_releases_kind(K_FW); }
static void reset_releases_hw(void) { reset_releases_kind(K_PROG); }

/* One call starts (stops) every counter of a set. No initial value: the
 * specification calls it "only valid for a single counter". */
static void set_of_two(void)
{
    int a = configured_fw();
    if (a < 0)
        return;
    struct sbiret r = cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_SET_TIMER), 0);
    SKIP_UNLESS(r.error == SBI_SUCCESS, "only one firmware counter for SET_TIMER");
    xlen_t b = r.value, lo = (xlen_t)a < b ? (xlen_t)a : b, hi = (xlen_t)a < b ? b : (xlen_t)a;
    SKIP_UNLESS(hi - lo < XLEN, "the two counters are not in one set");
    uint64_t va = read_value(a), vb = read_value(b);
    xlen_t mask = 1 | (xlen_t)1 << (hi - lo);
    EXPECT_ERR(pmu_start(lo, mask, 0, 0), SBI_SUCCESS, "start of a set of two");
    set_timer_far();
    EXPECT_ERR(pmu_stop(lo, mask, 0), SBI_SUCCESS, "stop of a set of two");
    EXPECT(read_value(a) == va + 1 && read_value(b) == vb + 1,
           "one set_timer: expected both counters to count 1, got %llu and %llu",
           (unsigned long long)(read_value(a) - va), (unsigned long long)(read_value(b) - vb));
}

const struct test start_stop_tests[] = {
    { "start.init_value_fw", init_value_fw },
    { "start.init_value_hw", init_value_hw },
    { "start.no_flags_keeps_value", keeps_value },
    { "start.reserved_flags", start_reserved_flags },
    { "stop.reserved_flags", stop_reserved_flags },
    { "start.already_started", already_started },
    { "stop.already_stopped", already_stopped },
    { "start.invalid_counter", invalid_counter_start },
    { "stop.invalid_counter", invalid_counter_stop },
    { "start.no_shmem", no_shmem_start },
    { "stop.no_shmem", no_shmem_stop },
    { "stop.reset_releases_fw", reset_releases_fw },
    { "stop.reset_releases_hw", reset_releases_hw },
    { "start_stop.set_of_two", set_of_two },
    { 0 },
};
