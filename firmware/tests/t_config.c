/* SPDX-License-Identifier: Apache-2.0 */
/* config_matching (FID 2): flags, counter sets, and which events can be
 * matched where. Events the implementation does not support are skipped,
 * not failed: the specification requires none of the hardware events. */
#include "test.h"

/* A kind of counter, firmware first, and an event it can count. */
static bool usable_kind(enum kind *k, xlen_t *ev)
{
    *k = K_FW;
    if (usable_event(*k, ev))
        return true;
    *k = K_PROG;
    return usable_event(*k, ev);
}

/* Every bit XLEN-1..8 of config_flags is reserved and must be zero:
 * INVALID_PARAM (checked with an event the counters can count, so that
 * NOT_SUPPORTED is not a possible answer). */
static void reserved_flags(void)
{
    enum kind k;
    xlen_t ev;
    SKIP_UNLESS(usable_kind(&k, &ev), "no event found that a counter can count");
    for (unsigned bit = 8; bit < XLEN; bit++) {
        struct sbiret r = cfg_kind(k, (xlen_t)1 << bit, ev, 0);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM,
               "config_flags bit %u: expected INVALID_PARAM, got %s (value %lu)", bit,
               err_name(r.error), r.value);
    }
}

/* "set of counters has at least one invalid counter": INVALID_PARAM even
 * when a valid counter of the set could count the event. */
static void invalid_counter_in_set(void)
{
    enum kind k;
    xlen_t ev;
    SKIP_UNLESS(usable_kind(&k, &ev), "no event found that a counter can count");
    unsigned last = (unsigned)last_of_kind(k);
    xlen_t n = env.num_counters;
    if (n - last < XLEN)
        EXPECT_ERR(cfg(last, 1 | (xlen_t)1 << (n - last), 0, ev, 0), SBI_ERR_INVALID_PARAM,
                   "set {last usable counter, num_counters}");
    EXPECT_ERR(cfg(n, 1, 0, ev, 0), SBI_ERR_INVALID_PARAM, "set {num_counters}");
    EXPECT_ERR(cfg(n, (xlen_t)-1, 0, ev, 0), SBI_ERR_INVALID_PARAM, "set num_counters + all ones");
    EXPECT_ERR(cfg((xlen_t)-1, 1, 0, ev, 0), SBI_ERR_INVALID_PARAM, "set {-1}");
}

/* SKIP_MATCH "will unconditionally select the first counter from the set". */
static void skip_match_kind(enum kind k)
{
    xlen_t ev;
    SKIP_UNLESS(usable_event(k, &ev), "no event found that a %s counter can count",
                k == K_FW ? "firmware" : "programmable");
    /* the set: two counters of the kind that can count it, the base one
     * below the first so that "first" means the lowest set bit */
    int first = -1, second = -1;
    for (unsigned i = 0; i < env.n && second < 0; i++) {
        if (!is_kind(i, k))
            continue;
        struct sbiret r = cfg(i, 1, 0, ev, 0);
        if (r.error != SBI_SUCCESS)
            continue;
        release(r.value);
        if (first < 0)
            first = (int)i;
        else if (i - (unsigned)first < XLEN - 1)
            second = (int)i;
    }
    xlen_t base = first > 0 ? (xlen_t)first - 1 : 0;
    xlen_t mask = (xlen_t)1 << (first - (int)base);
    if (second > 0)
        mask |= (xlen_t)1 << (second - (int)base);
    struct sbiret r = cfg(base, mask, SBI_PMU_CFG_SKIP_MATCH, ev, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "config_matching with SKIP_MATCH");
    EXPECT(r.value == (xlen_t)first, "SKIP_MATCH on set base %lu mask 0x%lx: expected counter %d, got %lu",
           base, mask, first, r.value);
}

static void skip_match_fw(void) { skip_match_kind(K_FW); }
static void skip_match_hw(void) { skip_match_kind(K_PROG); }

/* A counter given in a one-counter set is the one matched. */
static void single_counter_set(void)
{
    xlen_t ev;
    SKIP_UNLESS(usable_event(K_FW, &ev), "no firmware event found");
    xlen_t last = (xlen_t)last_of_kind(K_FW);
    struct sbiret r = cfg(last, 1, 0, ev, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "config_matching on the last firmware counter alone");
    EXPECT(r.value == last, "expected counter %lu, got %lu", last, r.value);
}

/* "Find and configure a counter ... which is not started": a started
 * counter alone in the set cannot be matched again. */
static void started_not_matched(void)
{
    xlen_t ev;
    SKIP_UNLESS(usable_event(K_FW, &ev), "no firmware event found");
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(cfg(c, 1, SBI_PMU_CFG_AUTO_START, ev, 0), SBI_SUCCESS, "config_matching with AUTO_START");
    struct sbiret r = cfg(c, 1, 0, ev, 0);
    EXPECT(r.error == SBI_ERR_NOT_SUPPORTED,
           "config_matching on a set of one started counter: expected NOT_SUPPORTED, got %s (value %lu)",
           err_name(r.error), r.value);
}

/* CLEAR_VALUE zeroes the counter. It first gets a non-zero value; the
 * released counter is then matched alone (not with SKIP_MATCH, tested on
 * its own). */
static void clear_value_fw(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 12345);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    EXPECT_ERR(cfg(c, 1, SBI_PMU_CFG_CLEAR_VALUE, EV_FW(SBI_PMU_FW_SET_TIMER), 0), SBI_SUCCESS,
               "config_matching with CLEAR_VALUE on the released counter alone");
    struct sbiret r = fw_read(c);
    EXPECT_ERR(r, SBI_SUCCESS, "fw_read");
    EXPECT(r.value == 0, "fw_read after CLEAR_VALUE: expected 0, got %lu", r.value);
}

static void clear_value_hw(void)
{
    xlen_t ev;
    int c = counting_prog(1u << 20, &ev);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    EXPECT_ERR(cfg(c, 1, SBI_PMU_CFG_CLEAR_VALUE, ev, 0), SBI_SUCCESS,
               "config_matching with CLEAR_VALUE on the released counter alone");
    uint64_t v = read_value(c);
    EXPECT(v == 0, "counter %d (stopped) after CLEAR_VALUE: expected 0, got %llu", c,
           (unsigned long long)v);
}

/* AUTO_START starts the counter and "has no impact on the counter value". */
static void auto_start(void)
{
    const uint64_t v0 = 777;
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, v0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    EXPECT_ERR(cfg(c, 1, SBI_PMU_CFG_AUTO_START, EV_FW(SBI_PMU_FW_SET_TIMER), 0), SBI_SUCCESS,
               "config_matching with AUTO_START on the released counter alone");
    uint64_t v = read_value(c);
    EXPECT(v == v0, "value after AUTO_START: expected %llu (unchanged), got %llu",
           (unsigned long long)v0, (unsigned long long)v);
    set_timer_far();
    set_timer_far();
    v = read_value(c);
    EXPECT(v == v0 + 2, "SET_TIMER counter auto-started at %llu, 2 set_timer calls: expected %llu, got %llu",
           (unsigned long long)v0, (unsigned long long)v0 + 2, (unsigned long long)v);
}

/* config_flags[3:7] are hints: accepted (they may be ignored). */
static void inhibit_hints(void)
{
    static const enum kind kinds[] = { K_FW, K_PROG };
    unsigned tried = 0;
    for (unsigned k = 0; k < 2; k++) {
        xlen_t ev;
        if (!usable_event(kinds[k], &ev))
            continue;
        tried++;
        for (unsigned bit = 3; bit <= 7; bit++) {
            struct sbiret r = cfg_kind(kinds[k], (xlen_t)1 << bit, ev, 0);
            EXPECT(r.error == SBI_SUCCESS, "event 0x%lx with config_flags bit %u: expected SUCCESS, got %s",
                   ev, bit, err_name(r.error));
            release(r.value);
        }
        struct sbiret r = cfg_kind(kinds[k], 0xf8, ev, 0);
        EXPECT(r.error == SBI_SUCCESS, "event 0x%lx with config_flags 0xf8: expected SUCCESS, got %s", ev,
               err_name(r.error));
        release(r.value);
    }
    SKIP_UNLESS(tried, "no event found that a counter can count");
}

/* Firmware events are counted by firmware counters only, hardware events
 * by hardware counters only. */
static void fw_events_on_fw_counters(void)
{
    for (xlen_t code = 0; code <= 21; code++) {
        struct sbiret r = cfg_kind(K_HW, 0, EV_FW(code), 0);
        EXPECT(r.error == SBI_ERR_NOT_SUPPORTED,
               "firmware event %lu on the hardware counters: expected NOT_SUPPORTED, got %s (counter %lu)",
               code, err_name(r.error), r.value);
        r = cfg_kind(K_FW, 0, EV_FW(code), 0);
        if (r.error == SBI_SUCCESS) {
            EXPECT(is_kind(r.value, K_FW), "firmware event %lu: got counter %lu, not a firmware counter",
                   code, r.value);
            release(r.value);
        } else {
            EXPECT(r.error == SBI_ERR_NOT_SUPPORTED,
                   "firmware event %lu on the firmware counters: expected SUCCESS or NOT_SUPPORTED, got %s",
                   code, err_name(r.error));
        }
    }
}

static void hw_events_not_on_fw_counters(void)
{
    for (xlen_t code = 1; code <= 10; code++) {
        struct sbiret r = cfg_kind(K_FW, 0, EV(0, code), 0);
        EXPECT(r.error == SBI_ERR_NOT_SUPPORTED,
               "hardware event 0x%lx on the firmware counters: expected NOT_SUPPORTED, got %s (counter %lu)",
               EV(0, code), err_name(r.error), r.value);
    }
}

/* Every general (codes 1-10) and cache event: SUCCESS with a hardware
 * counter of the set, which starts and stops, or NOT_SUPPORTED. */
static void check_hw_event(xlen_t ev)
{
    struct sbiret r = cfg_kind(K_PROG, 0, ev, 0);
    if (r.error == SBI_ERR_NOT_SUPPORTED)
        return;
    EXPECT(r.error == SBI_SUCCESS, "event 0x%lx: expected SUCCESS or NOT_SUPPORTED, got %s", ev,
           err_name(r.error));
    EXPECT(is_kind(r.value, K_PROG), "event 0x%lx: counter %lu is not in the set", ev, r.value);
    EXPECT_ERR(start1(r.value, 0, 0), SBI_SUCCESS, "start");
    EXPECT_ERR(stop1(r.value, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
}

static void hw_general_events(void)
{
    SKIP_UNLESS(first_of_kind(K_PROG) >= 0, "no programmable counters");
    for (xlen_t code = 1; code <= 10 && !test_done(); code++)
        check_hw_event(EV(0, code));
}

static void hw_cache_events(void)
{
    SKIP_UNLESS(first_of_kind(K_PROG) >= 0, "no programmable counters");
    for (xlen_t id = 0; id <= 6; id++)
        for (xlen_t op = 0; op <= 2; op++)
            for (xlen_t res = 0; res <= 1 && !test_done(); res++)
                check_hw_event(EV(1, id << 3 | op << 1 | res));
}

/* Encodings that name no event: none of the counters can monitor them. */
static void expect_unsupported(xlen_t ev, uint64_t data, const char *what)
{
    static const enum kind kinds[] = { K_HW, K_FW };
    for (unsigned k = 0; k < 2; k++) {
        struct sbiret r = cfg_kind(kinds[k], 0, ev, data);
        EXPECT(r.error == SBI_ERR_NOT_SUPPORTED,
               "%s (event 0x%lx, data 0x%llx) on the %s counters: expected NOT_SUPPORTED, got %s (counter %lu)",
               what, ev, (unsigned long long)data, k ? "firmware" : "hardware", err_name(r.error), r.value);
    }
}

static void no_event(void)
{
    expect_unsupported(0, 0, "SBI_PMU_HW_NO_EVENT");
}

static void reserved_types(void)
{
    for (xlen_t type = 4; type <= 14 && !test_done(); type++)
        expect_unsupported(EV(type, 1), 0, "reserved event type");
}

static void reserved_codes(void)
{
    static const xlen_t evs[] = {
        EV(0, 11), EV(0, 0x100), EV(0, 0xffff),          /* general: codes past 10 */
        EV(1, 7 << 3), EV(1, 0x1fff << 3),               /* cache_id past NODE */
        EV(1, 0 << 3 | 3 << 1), EV(1, 1 << 3 | 3 << 1 | 1), /* op_id 3 */
        EV(15, 22), EV(15, 100), EV(15, 255),            /* firmware: reserved 22-255 */
    };
    for (unsigned i = 0; i < sizeof evs / sizeof evs[0] && !test_done(); i++)
        expect_unsupported(evs[i], 0, "reserved event code");
}

/* "event_idx.code (i.e. event code) should be zero" for raw events */
static void raw_code_nonzero(void)
{
    expect_unsupported(EV(2, 1), 0, "raw event with a non-zero code");
    expect_unsupported(EV(3, 1), 0, "raw v2 event with a non-zero code");
}

/* "all non-zero values of event_data are reserved" for general, cache and
 * standard firmware events. Checked on events that count with data 0. */
static void reserved_event_data(void)
{
    static const xlen_t evs[] = { EV_CPU_CYCLES, EV_INSTRUCTIONS, EV_FW(SBI_PMU_FW_SET_TIMER),
                                  EV_FW(SBI_PMU_FW_ILLEGAL_INSN) };
    unsigned tried = 0;
    for (unsigned i = 0; i < sizeof evs / sizeof evs[0]; i++) {
        enum kind k = evs[i] >> 16 == 15 ? K_FW : K_PROG;
        struct sbiret r = cfg_kind(k, 0, evs[i], 0);
        if (r.error != SBI_SUCCESS)
            continue;
        release(r.value);
        tried++;
        expect_unsupported(evs[i], 1, "non-zero event_data");
        expect_unsupported(evs[i], 1ULL << 63, "non-zero event_data");
        if (test_done())
            return;
    }
    SKIP_UNLESS(tried, "none of the events tried is supported with event_data 0");
}

const struct test config_tests[] = {
    { "config.reserved_flags", reserved_flags },
    { "config.invalid_counter_in_set", invalid_counter_in_set },
    { "config.skip_match_first_fw", skip_match_fw },
    { "config.skip_match_first_hw", skip_match_hw },
    { "config.single_counter_set", single_counter_set },
    { "config.started_not_matched", started_not_matched },
    { "config.clear_value_fw", clear_value_fw },
    { "config.clear_value_hw", clear_value_hw },
    { "config.auto_start", auto_start },
    { "config.inhibit_hints", inhibit_hints },
    { "config.fw_events_on_fw_counters", fw_events_on_fw_counters },
    { "config.hw_events_not_on_fw_counters", hw_events_not_on_fw_counters },
    { "config.hw_general_events", hw_general_events },
    { "config.hw_cache_events", hw_cache_events },
    { "config.no_event", no_event },
    { "config.reserved_types", reserved_types },
    { "config.reserved_codes", reserved_codes },
    { "config.raw_code_nonzero", raw_code_nonzero },
    { "config.reserved_event_data", reserved_event_data },
    { 0 },
};
