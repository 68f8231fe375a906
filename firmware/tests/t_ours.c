/* SPDX-License-Identifier: Apache-2.0 */
/* Our firmware's own documented choices (docs/firmware.md "Choices the
 * specification leaves open", "Events of each platform", firmware events):
 * run only when the implementation ID is 0x50455246, named ours.*. */
#include "test.h"

/* docs/firmware.md "Events of each platform" */
static bool platform_counts(xlen_t ev)
{
    static const xlen_t soc_cache[] = { 0x10000, 0x10001, 0x10002, 0x10003, 0x10008, 0x10009,
                                        0x10019, 0x1001b, 0x10021 };
    static const xlen_t qemu[] = { 0x1, 0x2, 0x10019, 0x1001b, 0x10021 };
    if (env.soc) {
        if (ev >= 1 && ev <= 10)
            return true;
        for (unsigned i = 0; i < sizeof soc_cache / sizeof soc_cache[0]; i++)
            if (soc_cache[i] == ev)
                return true;
        return false;
    }
    for (unsigned i = 0; i < sizeof qemu / sizeof qemu[0]; i++)
        if (qemu[i] == ev)
            return true;
    return false;
}

static void check_platform_event(xlen_t ev)
{
    struct sbiret r = cfg_kind(K_PROG, 0, ev, 0);
    bool want = platform_counts(ev);
    EXPECT((r.error == SBI_SUCCESS) == want, "event 0x%lx on the %s: expected %s, got %s", ev,
           env.soc ? "SoC" : "QEMU virt", want ? "SUCCESS" : "NOT_SUPPORTED", err_name(r.error));
    if (r.error == SBI_SUCCESS)
        release(r.value);
}

static void platform_events(void)
{
    NEEDS_OURS();
    for (xlen_t code = 1; code <= 10 && !test_done(); code++)
        check_platform_event(EV(0, code));
    for (xlen_t id = 0; id <= 6; id++)
        for (xlen_t op = 0; op <= 2; op++)
            for (xlen_t res = 0; res <= 1 && !test_done(); res++)
                check_platform_event(EV(1, id << 3 | op << 1 | res));
}

/* SET_TIMER mapped on firmware counter c alone, not started: the mapped,
 * stopped state the choices below begin from. */
static struct sbiret map_timer(xlen_t c)
{
    return cfg(c, 1, 0, EV_FW(SBI_PMU_FW_SET_TIMER), 0);
}

/* "A counter is matched by config_matching only if it is free: no event
 * mapped on it and not running." */
static void mapped_not_free(void)
{
    NEEDS_OURS();
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching");
    EXPECT_ERR(map_timer(c), SBI_ERR_NOT_SUPPORTED,
               "config_matching on the mapped (stopped) counter alone");
}

/* "stop with RESET ... on an already stopped counter ... returns
 * ALREADY_STOPPED and still frees it" */
static void reset_on_stopped(void)
{
    NEEDS_OURS();
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching");
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_ERR_ALREADY_STOPPED, "stop with RESET of a stopped counter");
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching after the release");
}

/* SKIP_MATCH on a firmware counter that has an event maps the new event in
 * place of the old: the counter counts only the new one. */
static void skip_match_remaps(void)
{
    NEEDS_OURS();
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching(SET_TIMER)");
    struct sbiret r = cfg(c, 1, SBI_PMU_CFG_SKIP_MATCH | SBI_PMU_CFG_CLEAR_VALUE, EV_FW(SBI_PMU_FW_ILLEGAL_INSN), 0);
    EXPECT(r.error == SBI_SUCCESS && r.value == c, "SKIP_MATCH(ILLEGAL_INSN) on counter %lu: got %s %lu", c,
           err_name(r.error), r.value);
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start");
    set_timer_far();
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_value(c);
    EXPECT(v == 0, "a set_timer counted by the counter remapped to ILLEGAL_INSN: got %llu",
           (unsigned long long)v);
}

/* "SKIP_MATCH selects the set's first counter; if that counter cannot count
 * the event ... the result is NOT_SUPPORTED." */
static void skip_match_cannot_count(void)
{
    NEEDS_OURS();
    EXPECT_ERR(cfg(1, 1, SBI_PMU_CFG_SKIP_MATCH, EV_INSTRUCTIONS, 0), SBI_ERR_NOT_SUPPORTED,
               "SKIP_MATCH of INSTRUCTIONS on time");
    xlen_t p = (xlen_t)first_of_kind(K_PROG), f = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(cfg(p, 1, SBI_PMU_CFG_SKIP_MATCH, EV_FW(SBI_PMU_FW_SET_TIMER), 0), SBI_ERR_NOT_SUPPORTED,
               "SKIP_MATCH of a firmware event on a programmable counter");
    EXPECT_ERR(cfg(f, 1, SBI_PMU_CFG_SKIP_MATCH, EV_INSTRUCTIONS, 0), SBI_ERR_NOT_SUPPORTED,
               "SKIP_MATCH of INSTRUCTIONS on a firmware counter");
}

/* "start and stop act on every counter of the set they can, and report
 * what they could not do ... A set with a counter that does not exist ...
 * changes nothing." */
static void partial_set(void)
{
    NEEDS_OURS();
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching");
    EXPECT_ERR(pmu_start(c, 3, 0, 0), SBI_ERR_INVALID_PARAM, "start {mapped, unmapped}");
    EXPECT_ERR(start1(c, 0, 0), SBI_ERR_ALREADY_STARTED, "start of the first alone (the set started it)");
    EXPECT_ERR(map_timer(c + 1), SBI_SUCCESS, "config_matching of the next");
    EXPECT_ERR(pmu_start(c, 3, 0, 0), SBI_ERR_ALREADY_STARTED, "start {running, stopped}");
    EXPECT_ERR(start1(c + 1, 0, 0), SBI_ERR_ALREADY_STARTED, "start of the second alone (the set started it)");
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop of the first");
    EXPECT_ERR(pmu_stop(c, 3, 0), SBI_ERR_ALREADY_STOPPED, "stop {stopped, running}");
    EXPECT_ERR(stop1(c + 1, 0), SBI_ERR_ALREADY_STOPPED, "stop of the second alone (the set stopped it)");
}

/* Linux's pmu_sbi_stop_all: one stop of every counter get_info reports,
 * time included; the running ones must stop. */
static void stop_all_with_time(void)
{
    NEEDS_OURS();
    xlen_t c = (xlen_t)first_of_kind(K_FW);
    SKIP_UNLESS(c - 1 < XLEN, "firmware counter %lu is out of reach of a set based at time", c);
    EXPECT_ERR(map_timer(c), SBI_SUCCESS, "config_matching");
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start");
    EXPECT_ERR(pmu_stop(1, 1 | (xlen_t)1 << (c - 1), 0), SBI_ERR_INVALID_PARAM, "stop {time, running}");
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "stop of the counter alone (the set stopped it)");
}

/* A set reaching past the last counter is refused as a whole. */
static void set_past_the_end(void)
{
    NEEDS_OURS();
    xlen_t last = (xlen_t)last_of_kind(K_FW);
    EXPECT_ERR(map_timer(last), SBI_SUCCESS, "config_matching of the last counter");
    EXPECT_ERR(pmu_start(last, 3, 0, 0), SBI_ERR_INVALID_PARAM, "start {last, past the end}");
    EXPECT_ERR(start1(last, 0, 0), SBI_SUCCESS, "start of the last alone (the set changed nothing)");
    EXPECT_ERR(pmu_stop(last, 3, 0), SBI_ERR_INVALID_PARAM, "stop {last, past the end}");
    EXPECT_ERR(stop1(last, 0), SBI_SUCCESS, "stop of the last alone (the set changed nothing)");
}

/* time gives INVALID_PARAM; an empty set succeeds; mcycle and minstret run
 * from boot and need no mapping. */
static void special_sets(void)
{
    NEEDS_OURS();
    EXPECT_ERR(pmu_start(1, 1, 0, 0), SBI_ERR_INVALID_PARAM, "start {time}");
    EXPECT_ERR(pmu_stop(1, 1, 0), SBI_ERR_INVALID_PARAM, "stop {time}");
    EXPECT_ERR(pmu_start(0, 0, 0, 0), SBI_SUCCESS, "start of an empty set");
    EXPECT_ERR(pmu_stop(0, 0, 0), SBI_SUCCESS, "stop of an empty set");
    EXPECT_ERR(pmu_start(0, 1, 0, 0), SBI_ERR_ALREADY_STARTED, "start {cycle} (running since boot)");
    EXPECT_ERR(pmu_start(2, 1, 0, 0), SBI_ERR_ALREADY_STARTED, "start {instret} (running since boot)");
}

/* "With Sscofpmf, CPU_CYCLES and INSTRUCTIONS go to a free programmable
 * counter of the set first (mcycle and minstret cannot interrupt on
 * overflow), and to mcycle/minstret when none is free"; without Sscofpmf
 * the fixed counter comes first. mcycle is stopped to make it free, and
 * restarted unmapped whatever happens, as boot left it. */
static void cycles_counter_choice(void)
{
    NEEDS_OURS();
    xlen_t p = (xlen_t)first_of_kind(K_PROG);
    SKIP_UNLESS(p < XLEN, "no programmable counter in the first set");
    sxlen_t stop_err = pmu_stop(0, 1, 0).error;
    struct sbiret both = pmu_config_matching(0, 1 | (xlen_t)1 << p, 0, EV_CPU_CYCLES, 0);
    struct sbiret fixed = pmu_config_matching(0, 1, 0, EV_CPU_CYCLES, 0);
    if (both.error == SBI_SUCCESS && both.value != 0)
        release(both.value);
    pmu_stop(0, 1, SBI_PMU_STOP_RESET);
    pmu_start(0, 1, 0, 0);
    xlen_t want = env.sscofpmf ? p : 0;
    EXPECT(stop_err == SBI_SUCCESS, "stop {cycle}: expected SUCCESS, got %s", err_name(stop_err));
    EXPECT(both.error == SBI_SUCCESS && both.value == want,
           "CPU_CYCLES on {cycle (stopped, free), counter %lu}%s: expected counter %lu, got %s %lu", p,
           env.sscofpmf ? " with Sscofpmf" : "", want, err_name(both.error), both.value);
    if (env.sscofpmf)
        EXPECT(fixed.error == SBI_SUCCESS && fixed.value == 0,
               "CPU_CYCLES on {cycle} once counter %lu is taken: expected counter 0, got %s %lu", p,
               err_name(fixed.error), fixed.value);
    EXPECT_ERR(pmu_start(0, 1, 0, 0), SBI_ERR_ALREADY_STARTED, "cycle is running again");
}

/* Two firmware events counted around one SBI call to the calling hart
 * itself: the firmware both sends and receives, on this hart. */
static void sent_and_received(xlen_t sent, xlen_t received, xlen_t eid, xlen_t fid, const char *what)
{
    int a = counting(K_FW, EV_FW(sent), 0, 0);
    if (a < 0)
        return;
    int b = counting(K_FW, EV_FW(received), 0, 0);
    if (b < 0)
        return;
    EXPECT_ERR(sbi_call(eid, fid, 1, payload_hartid, 0, 0x1000, 0, 0), SBI_SUCCESS, what);
    pmu_stop(a, 1, 0);
    pmu_stop(b, 1, 0);
    __asm__ volatile("csrc sip, %0" ::"r"((xlen_t)2));      /* the IPI's SSIP */
    uint64_t va = read_value(a), vb = read_value(b);
    EXPECT(va == 1 && vb == 1, "%s to this hart (%lu): expected sent 1 and received 1, got %llu and %llu",
           what, payload_hartid, (unsigned long long)va, (unsigned long long)vb);
}

static void ipi(void)
{
    NEEDS_OURS();
    sent_and_received(SBI_PMU_FW_IPI_SENT, SBI_PMU_FW_IPI_RECEIVED, SBI_EXT_IPI, 0, "send_ipi");
}

static void fence_i(void)
{
    NEEDS_OURS();
    sent_and_received(SBI_PMU_FW_FENCE_I_SENT, SBI_PMU_FW_FENCE_I_RECEIVED, SBI_EXT_RFENCE, 0, "remote_fence_i");
}

static void sfence_vma(void)
{
    NEEDS_OURS();
    sent_and_received(SBI_PMU_FW_SFENCE_VMA_SENT, SBI_PMU_FW_SFENCE_VMA_RECEIVED, SBI_EXT_RFENCE, 1,
                      "remote_sfence_vma");
}

static void sfence_vma_asid(void)
{
    NEEDS_OURS();
    sent_and_received(SBI_PMU_FW_SFENCE_VMA_ASID_SENT, SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED, SBI_EXT_RFENCE, 2,
                      "remote_sfence_vma_asid");
}

/* SBI_PMU_FW_PLATFORM: event_data 0 counts SBI calls handled, 1 M-mode
 * timer interrupts, anything else is NOT_SUPPORTED. Three calls while
 * running, plus the stop call itself (counted as it enters). */
static void platform_sbi_calls(void)
{
    NEEDS_OURS();
    EXPECT_ERR(cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_PLATFORM), 2), SBI_ERR_NOT_SUPPORTED, "SBI_PMU_FW_PLATFORM data 2");
    struct sbiret t = cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_PLATFORM), 1);
    EXPECT_ERR(t, SBI_SUCCESS, "SBI_PMU_FW_PLATFORM data 1 (timer interrupts)");
    release(t.value);
    struct sbiret r = cfg_kind(K_FW, SBI_PMU_CFG_CLEAR_VALUE, EV_FW(SBI_PMU_FW_PLATFORM), 0);
    EXPECT_ERR(r, SBI_SUCCESS, "SBI_PMU_FW_PLATFORM data 0 (SBI calls)");
    EXPECT_ERR(start1(r.value, 0, 0), SBI_SUCCESS, "start");
    for (int i = 0; i < 3; i++)
        sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    EXPECT_ERR(stop1(r.value, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_value(r.value);
    EXPECT(v == 4, "SBI calls: 3 probes and the stop: expected 4, got %llu", (unsigned long long)v);
}

/* The SBI-call counter read while it runs, each read counting itself as
 * it enters: from 2^32 - 2, three probes and the fw_read make 2^32 + 2
 * (the low word wraps, so RV32's fw_read_hi, itself the fifth call, sees
 * the carry: 1); the stop makes 2^32 + 4. Then CLEAR_VALUE on the running
 * counter (SKIP_MATCH): the config call was counted before the clear, so
 * two probes and the read make 3. */
static void platform_sbi_calls_live(void)
{
    NEEDS_OURS();
    struct sbiret r = cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_PLATFORM), 0);
    EXPECT_ERR(r, SBI_SUCCESS, "SBI_PMU_FW_PLATFORM data 0 (SBI calls)");
    EXPECT_ERR(start1(r.value, SBI_PMU_START_SET_INIT_VALUE, 0xfffffffeULL), SBI_SUCCESS, "start");
    for (int i = 0; i < 3; i++)
        sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    struct sbiret lo = fw_read(r.value);
    EXPECT_ERR(lo, SBI_SUCCESS, "fw_read of the running counter");
    EXPECT(lo.value == (xlen_t)0x100000002ULL, "fw_read after 3 probes from 2^32 - 2: expected %lx, got %lx",
           (xlen_t)0x100000002ULL, lo.value);
    struct sbiret hi = fw_read_hi(r.value);
    EXPECT_ERR(hi, SBI_SUCCESS, "fw_read_hi of the running counter");
    EXPECT(hi.value == (XLEN == 32 ? 1 : 0), "fw_read_hi: expected %d, got %lx", XLEN == 32, hi.value);
    EXPECT_ERR(stop1(r.value, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_value(r.value);
    EXPECT(v == 0x100000004ULL, "after the stop: expected 2^32 + 4, got %llx", (unsigned long long)v);

    EXPECT_ERR(start1(r.value, 0, 0), SBI_SUCCESS, "restart");
    struct sbiret c = cfg(r.value, 1, SBI_PMU_CFG_SKIP_MATCH | SBI_PMU_CFG_CLEAR_VALUE,
                          EV_FW(SBI_PMU_FW_PLATFORM), 0);
    EXPECT_ERR(c, SBI_SUCCESS, "SKIP_MATCH | CLEAR_VALUE on the running counter");
    for (int i = 0; i < 2; i++)
        sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    lo = fw_read(r.value);
    EXPECT(lo.value == 3, "cleared while running, then 2 probes and the read: expected 3, got %lx", lo.value);
    EXPECT_ERR(stop1(r.value, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop and reset");
}

/* INSTRUCTIONS on a programmable counter configured with the inhibit flags
 * given, from 0 over `work` from S-mode: MINH is always set, so nothing at
 * all may be counted. Only the SoC honours the bits. */
static void counts_nothing(xlen_t inhibit, const char *config_what, void (*work)(void), const char *what)
{
    SKIP_UNLESS(env.soc, "QEMU 7.2 ignores the inhibit bits");
    struct sbiret r = cfg_kind(K_PROG, inhibit, EV_INSTRUCTIONS, 0);
    EXPECT_ERR(r, SBI_SUCCESS, config_what);
    EXPECT_ERR(start1(r.value, SBI_PMU_START_SET_INIT_VALUE, 0), SBI_SUCCESS, "start");
    work();
    uint64_t v = read_value(r.value);
    EXPECT(v == 0, "%s: got %llu", what, (unsigned long long)v);
}

static void spin_10000(void)
{
    spin(10000);
}

static void ten_probe_calls(void)
{
    for (int i = 0; i < 10; i++)
        sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
}

/* "The mode-inhibit flags become MINH..VUINH in mhpmevent where Sscofpmf
 * provides them ... MINH is set whatever the flags say": on the SoC,
 * SINH|UINH leaves nothing counted. */
static void inhibit_s_mode(void)
{
    NEEDS_OURS();
    counts_nothing(SBI_PMU_CFG_SET_SINH | SBI_PMU_CFG_SET_UINH, "config_matching(INSTRUCTIONS, SINH|UINH)",
                   spin_10000,
                   "INSTRUCTIONS with S and U inhibited (and M always) over 20000 S-mode instructions");
}

/* "... MINH is set whatever the flags say": Linux's user-only events ask
 * for SINH only; SBI calls made while such a counter runs (their M-mode
 * side) must not reach it. From S-mode nothing at all is counted. */
static void user_only_excludes_m_mode(void)
{
    NEEDS_OURS();
    counts_nothing(SBI_PMU_CFG_SET_SINH, "config_matching(INSTRUCTIONS, SINH)", ten_probe_calls,
                   "INSTRUCTIONS with S inhibited over 10 SBI calls from S-mode");
}

/* Our firmware-specific extension (docs/firmware.md): probed, and its
 * memory checksum stable while nothing writes there. */
static void firmware_extension(void)
{
    NEEDS_OURS();
    struct sbiret p = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_FIRMWARE, 0, 0, 0, 0, 0);
    EXPECT(p.error == SBI_SUCCESS && p.value != 0, "probe_extension(0x%x): got %s %lu",
           SBI_EXT_FIRMWARE, err_name(p.error), p.value);
    EXPECT_ERR(sbi_call(SBI_EXT_FIRMWARE, SBI_FW_MEMORY_MARK, 0, 0, 0, 0, 0, 0), SBI_SUCCESS, "memory_mark");
    struct sbiret a = sbi_call(SBI_EXT_FIRMWARE, SBI_FW_MEMORY_CHECKSUM, 0, 0, 0, 0, 0, 0);
    EXPECT_ERR(a, SBI_SUCCESS, "memory_checksum");
    EXPECT_ERR(pmu_start(1, 1, 0, 0), SBI_ERR_INVALID_PARAM, "a call in between");
    struct sbiret b = sbi_call(SBI_EXT_FIRMWARE, SBI_FW_MEMORY_CHECKSUM, 0, 0, 0, 0, 0, 0);
    EXPECT(b.error == SBI_SUCCESS && b.value == a.value,
           "memory_checksum twice: 0x%lx, then %s 0x%lx", a.value, err_name(b.error), b.value);
    EXPECT_ERR(sbi_call(SBI_EXT_FIRMWARE, SBI_FW_NUM_FIDS, 0, 0, 0, 0, 0, 0),
               SBI_ERR_NOT_SUPPORTED, "the first FID past the last");
}

/* trap_context_check (firmware FID 2) with S-mode's tp pointing at a buffer
 * of S-mode's: while the call is handled, mscratch must hold the firmware's
 * scratch pointer, not that tp, or an M-mode trap inside the handler would
 * store firmware state where S-mode chose. */
static void trap_context(void)
{
    NEEDS_OURS();
    static xlen_t decoy[8];
    register xlen_t a0 __asm__("a0") = 0;
    register xlen_t a1 __asm__("a1") = 0;
    register xlen_t a6 __asm__("a6") = SBI_FW_TRAP_CONTEXT_CHECK;
    register xlen_t a7 __asm__("a7") = SBI_EXT_FIRMWARE;
    xlen_t saved_tp;
    __asm__ volatile("mv %[saved], tp\n\tmv tp, %[decoy]\n\tecall\n\tmv tp, %[saved]"
                     : [saved] "=&r"(saved_tp), "+r"(a0), "+r"(a1)
                     : [decoy] "r"(decoy), "r"(a6), "r"(a7)
                     : "memory");
    EXPECT(a0 == SBI_SUCCESS && a1 == 1,
           "trap_context_check with tp = 0x%lx: got error %ld value %lu (1: mscratch holds the "
           "firmware's scratch pointer while the call is handled)", (xlen_t)decoy, (sxlen_t)a0, a1);
    for (unsigned i = 0; i < 8; i++)
        EXPECT(decoy[i] == 0, "the firmware wrote 0x%lx at tp + %u", decoy[i], i * (unsigned)sizeof(xlen_t));
}

const struct test ours_tests[] = {
    { "ours.config.platform_events", platform_events },
    { "ours.config.mapped_not_free", mapped_not_free },
    { "ours.stop.reset_on_stopped_releases", reset_on_stopped },
    { "ours.config.skip_match_cannot_count", skip_match_cannot_count },
    { "ours.config.skip_match_remaps", skip_match_remaps },
    { "ours.start_stop.partial_set", partial_set },
    { "ours.start_stop.stop_all_with_time", stop_all_with_time },
    { "ours.start_stop.set_past_the_end", set_past_the_end },
    { "ours.start_stop.special_sets", special_sets },
    { "ours.config.cycles_counter_choice", cycles_counter_choice },
    { "ours.fw_event.ipi", ipi },
    { "ours.fw_event.fence_i", fence_i },
    { "ours.fw_event.sfence_vma", sfence_vma },
    { "ours.fw_event.sfence_vma_asid", sfence_vma_asid },
    { "ours.fw_event.platform_sbi_calls", platform_sbi_calls },
    { "ours.fw_event.platform_sbi_calls_live", platform_sbi_calls_live },
    { "ours.config.inhibit_s_mode", inhibit_s_mode },
    { "ours.config.user_only_excludes_m_mode", user_only_excludes_m_mode },
    { "ours.firmware_extension", firmware_extension },
    { "ours.trap_context", trap_context },
    { 0 },
};
