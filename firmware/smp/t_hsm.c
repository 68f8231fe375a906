/* SPDX-License-Identifier: Apache-2.0 */
/*
 * HSM across harts (ext-hsm.adoc): every state the boot hart can see
 * another hart in, every transition of the state machine, the registers
 * a hart starts and resumes with, and every error code. The pending
 * states last a moment; our firmware's hold (SBI_FW_HSM_HOLD) keeps a
 * hart in one until released, so the ours.* tests see each of them.
 */
#include "smp.h"

#define FIRMWARE_ADDR SOC_RAM_BASE  /* the SBI implementation's own memory: PMP keeps S-mode out */
#define HOLD_MS 20                  /* how long a held pending state is watched */

static struct sbiret suspend_on(xlen_t hartid, xlen_t type, xlen_t resume_addr, xlen_t opaque)
{
    return smp_call(hartid, SBI_EXT_HSM, SBI_HSM_HART_SUSPEND, type, resume_addr, opaque, 0, 0, 0);
}

static void post_suspend(xlen_t hartid, xlen_t type, xlen_t resume_addr, xlen_t opaque)
{
    const xlen_t arg[] = {SBI_EXT_HSM, SBI_HSM_HART_SUSPEND, type, resume_addr, opaque};
    smp_post(hartid, CMD_CALL, arg, 5);
}

static bool send_ipi(xlen_t hartid)
{
    struct sbiret r = sbi_call(SBI_EXT_IPI, SBI_IPI_SEND_IPI, 1, hartid, 0, 0, 0, 0);
    if (r.error != SBI_SUCCESS) {
        fail("send_ipi to hart %lu: %s", hartid, err_name(r.error));
        return false;
    }
    return true;
}

/* The hart stays in `state` for HOLD_MS while held. */
static bool stays(xlen_t hartid, xlen_t state)
{
    const uint64_t deadline = smp_deadline(HOLD_MS);
    while (!smp_past(deadline)) {
        struct sbiret r = hsm_status(hartid);
        if (r.error != SBI_SUCCESS || r.value != state) {
            fail("hart %lu held in HSM state %lu left it: %s %lu", hartid, state, err_name(r.error), r.value);
            return false;
        }
    }
    return true;
}

/* The registers hart_start and a non-retentive resume give (table
 * "HSM Hart Start Register State"): a0 = hartid, a1 = opaque, satp = 0,
 * sstatus.SIE = 0. */
static bool entered_as_specified(xlen_t hartid, xlen_t opaque, const char *how)
{
    volatile struct smp_hart *h = &smp_harts[hartid];
    if (h->entry_a0 != hartid || h->entry_a1 != opaque || h->entry_satp != 0 ||
        (h->entry_sstatus & MSTATUS_SIE)) {
        fail("hart %lu after %s: expected a0 %lu, a1 0x%lx, satp 0, sstatus.SIE 0; got a0 %lu, a1 0x%lx, "
             "satp 0x%lx, sstatus 0x%lx",
             hartid, how, hartid, opaque, h->entry_a0, h->entry_a1, h->entry_satp, h->entry_sstatus);
        return false;
    }
    return true;
}

/* satp on, sstatus.SIE on: what the hart must not keep when it starts or
 * resumes. */
static bool dirty_entry_state(xlen_t hartid)
{
    static volatile xlen_t page[4096 / sizeof(xlen_t)] __attribute__((aligned(4096)));
    const xlen_t satp = paging_build(page);
    xlen_t got;
    return smp_csr(hartid, CMD_CSR_WRITE, CSR_ID_SATP, satp, &got) &&
           smp_csr(hartid, CMD_CSR_SET, CSR_ID_SSTATUS, MSTATUS_SIE, NULL);
}

/* ---------------------------------------------------------------- get_status */

static void status_matches_tree(void)
{
    for (xlen_t h = 0; h < XLEN; h++) {
        const bool listed = smp.tree >> h & 1;
        /* ours serves hart IDs below 8 (docs/firmware.md), the suite's limit too */
        const bool served = listed && (h < SMP_MAX_HARTS || !env.ours);
        struct sbiret r = hsm_status(h);
        if (!listed || (env.ours && !served)) {
            EXPECT(r.error == SBI_ERR_INVALID_PARAM, "hart_get_status(%lu), %s: expected INVALID_PARAM, got %s",
                   h, listed ? "a hart past the 8 our firmware serves" : "not in the device tree",
                   err_name(r.error));
        } else if (served && h < SMP_MAX_HARTS) {
            const xlen_t want = h == smp.self ? SBI_HSM_STATE_STARTED : SBI_HSM_STATE_STOPPED;
            EXPECT(r.error == SBI_SUCCESS && r.value == want,
                   "hart_get_status(%lu), in the device tree: expected state %lu, got %s %lu", h, want,
                   err_name(r.error), r.value);
        }
    }
}

static void status_invalid(void)
{
    const xlen_t bad[] = {unlisted_hart(), (xlen_t)-1, (xlen_t)1 << (XLEN - 1), 0x10000};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (bad[i] < XLEN && (smp.tree >> bad[i] & 1))
            continue;
        struct sbiret r = hsm_status(bad[i]);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM,
               "hart_get_status(0x%lx), not in the device tree: expected INVALID_PARAM, got %s %lu", bad[i],
               err_name(r.error), r.value);
    }
}

static void unknown_fid(void)
{
    EXPECT_ERR(sbi_call(SBI_EXT_HSM, 4, 0, 0, 0, 0, 0, 0), SBI_ERR_NOT_SUPPORTED, "HSM FID 4");
}

/* ---------------------------------------------------------------- start */

static void start_invalid_hartid(void)
{
    const xlen_t bad = unlisted_hart();
    if (bad != (xlen_t)-1)
        EXPECT_ERR(hsm_start(bad, (xlen_t)smp_entry, 0), SBI_ERR_INVALID_PARAM,
                   "hart_start of a hart ID not in the device tree");
    EXPECT_ERR(hsm_start((xlen_t)-1, (xlen_t)smp_entry, 0), SBI_ERR_INVALID_PARAM, "hart_start(-1)");
}

static void start_self(void)
{
    EXPECT_ERR(hsm_start(smp.self, (xlen_t)smp_entry, 0), SBI_ERR_ALREADY_AVAILABLE,
               "hart_start of the calling hart");
}

static void start_invalid_address(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    EXPECT_ERR(hsm_start(h, FIRMWARE_ADDR, 0), SBI_ERR_INVALID_ADDRESS,
               "hart_start at the SBI implementation's memory (PMP: no execute for S-mode)");
    REQUIRE(wait_state(h, SBI_HSM_STATE_STOPPED));
}

/* Our rule (docs/firmware.md): S-mode code runs from RAM outside the
 * firmware, at an even address. */
static void start_invalid_address_ours(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    const struct {
        xlen_t addr;
        const char *what;
    } bad[] = {
        {0, "address 0, not RAM"},
        {SOC_ROM_BASE, "the boot ROM, not RAM"},
        {SOC_PAYLOAD_BASE - 2, "the firmware's last instruction slot"},
        {(xlen_t)smp_entry + 1, "an odd address"},
        {(xlen_t)-2, "the top of the address space"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct sbiret r = hsm_start(h, bad[i].addr, 0);
        EXPECT(r.error == SBI_ERR_INVALID_ADDRESS, "hart_start at 0x%lx (%s): expected INVALID_ADDRESS, got %s",
               bad[i].addr, bad[i].what, err_name(r.error));
    }
    struct sbiret r = hsm_status(h);
    EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STOPPED,
           "hart %lu after refused starts: expected STOPPED, got %s %lu", h, err_name(r.error), r.value);
}

static void start_registers(void)
{
    NEEDS_HARTS(2);
    for_each_hart(h, smp.others) {
        const xlen_t opaque = (xlen_t)0x5a5a0000u + h;
        if (!start_hart(h, opaque))
            return;
        REQUIRE(entered_as_specified(h, opaque, "hart_start"));
        REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
        REQUIRE(stop_hart(h));
    }
}

static void start_started(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    const unsigned entries = smp_harts[h].entries;
    EXPECT_ERR(hsm_start(h, (xlen_t)smp_entry, 2), SBI_ERR_ALREADY_AVAILABLE, "hart_start of a started hart");
    const uint64_t deadline = smp_deadline(HOLD_MS);
    while (!smp_past(deadline))
        ;
    EXPECT(smp_harts[h].entries == entries, "the refused hart_start entered the hart again");
    struct sbiret r = hsm_status(h);
    EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STARTED, "hart %lu: expected STARTED, got %s %lu", h,
           err_name(r.error), r.value);
}

static void start_all_at_once(void)
{
    NEEDS_HARTS(2);
    REQUIRE(start_all());
    for_each_hart(h, smp.harts) {
        struct sbiret r = hsm_status(h);
        EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STARTED,
               "hart %lu with every hart started: expected STARTED, got %s %lu", h, err_name(r.error), r.value);
        if (h != smp.self)
            REQUIRE(entered_as_specified(h, h, "hart_start"));
    }
}

/* ---------------------------------------------------------------- stop */

static void stop_and_restart(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    /* what a restarted hart must not keep */
    REQUIRE(dirty_entry_state(h));
    REQUIRE(stop_hart(h));
    REQUIRE(start_hart(h, 2));
    REQUIRE(entered_as_specified(h, 2, "hart_stop, then hart_start"));
}

/* Every other hart started and stopped together, many times. */
static void start_stop_cycles(void)
{
    NEEDS_HARTS(2);
    for (int round = 0; round < 20; round++) {
        REQUIRE(start_all());
        const xlen_t arg[] = {SBI_EXT_HSM, SBI_HSM_HART_STOP};
        for_each_hart(h, smp.others)
            smp_post(h, CMD_CALL, arg, 2);
        for_each_hart(h, smp.others)
            REQUIRE(wait_state(h, SBI_HSM_STATE_STOPPED));
    }
}

static void stop_last_hart(void)
{
    NEEDS_OURS();
    /* every other hart is stopped between tests */
    EXPECT_ERR(sbi_call(SBI_EXT_HSM, SBI_HSM_HART_STOP, 0, 0, 0, 0, 0, 0), SBI_ERR_FAILED,
               "hart_stop of the last hart not stopped (ours: it would leave none to start the others)");
}

/* ---------------------------------------------------------------- the stop race (ours) */

/*
 * Harts that call hart_stop at the same moment as the boot hart: our rule
 * (docs/firmware.md) is that the last hart running is never stopped, so
 * exactly one of them gets FAILED and goes on, and every other one stops.
 * The racer that gets FAILED starts the boot hart again if it was
 * stopped; the boot hart comes back through smp_resume_entry into the
 * round (race_back). A firmware that lets each of two stopping harts count
 * the other as still running stops both: nothing is left to start the
 * boot hart, and the run ends at QEMU's time limit without a closing line.
 */
#define RACE_STOPPED 1              /* race_mine: the boot hart's hart_stop did not return */
static struct context race_back;
static volatile unsigned race_ready;
static volatile xlen_t race_go;
static volatile sxlen_t race_mine;

void smp_resume_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip)
{
    (void)opaque, (void)satp, (void)sstatus, (void)sip;
    __asm__ volatile("mv tp, %0" ::"r"(&smp_harts[hartid]));
    context_resume(&race_back, 1);
}

/* How racer h ended a round: STOPPED (true, *ret untouched) or returned
 * from the race command (true, *ret its answer); false after fail(). */
static bool racer_outcome(xlen_t h, bool *stopped, struct sbiret *ret)
{
    volatile struct smp_hart *m = &smp_harts[h];
    const uint64_t deadline = smp_deadline(10000);
    do {
        if (__atomic_load_n(&m->done, __ATOMIC_ACQUIRE) == m->seq) {
            *stopped = false;
            ret->error = m->ret.error;
            ret->value = m->ret.value;
            return true;
        }
        struct sbiret r = hsm_status(h);
        if (r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STOPPED) {
            *stopped = true;
            return true;
        }
    } while (!smp_past(deadline));
    fail("stop race: hart %lu neither stopped nor returned from hart_stop within 10 s", h);
    return false;
}

/* The boot hart's part of the race: go, and hart_stop; race_mine says
 * how it came back. Out of line, so that no local of the round lives
 * across the return through context_resume. */
static __attribute__((noinline)) void race_go_and_stop(void)
{
    __atomic_store_n(&race_go, 1, __ATOMIC_RELEASE);
    race_mine = sbi_call(SBI_EXT_HSM, SBI_HSM_HART_STOP, 0, 0, 0, 0, 0, 0).error;
}

static __attribute__((noinline)) void race_stop_self(void)
{
    race_mine = RACE_STOPPED;
    if (context_save(&race_back) == 0)
        race_go_and_stop();
}

static bool race_round(unsigned long racers, unsigned round)
{
    unsigned n = 0;
    for_each_hart(h, racers) {
        struct sbiret r = hsm_status(h);
        if (r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STOPPED && !start_hart(h, round))
            return false;
        n++;
    }
    race_ready = 0;
    race_go = 0;
    const xlen_t arg[] = {(xlen_t)&race_ready, (xlen_t)&race_go, smp.self, (xlen_t)smp_resume_entry, round};
    for_each_hart(h, racers)
        smp_post(h, CMD_STOP_RACE, arg, 5);
    if (!wait_count(&race_ready, n, "stop race: racers ready"))
        return false;
    race_stop_self();
    unsigned running = race_mine != RACE_STOPPED;
    if (running && race_mine != SBI_ERR_FAILED) {
        fail("stop race, round %u: the boot hart's hart_stop returned %s (it returns only to fail, with FAILED)",
             round, err_name(race_mine));
        return false;
    }
    for_each_hart(h, racers) {
        bool stopped;
        struct sbiret r;
        if (!racer_outcome(h, &stopped, &r))
            return false;
        if (stopped)
            continue;
        running++;
        if (r.error != SBI_ERR_FAILED) {
            fail("stop race, round %u: hart %lu's hart_stop returned %s, expected FAILED or no return", round, h,
                 err_name(r.error));
            return false;
        }
        if (race_mine == RACE_STOPPED && (sxlen_t)r.value != SBI_SUCCESS) {
            fail("stop race, round %u: hart %lu, the last one running, could not start the boot hart: %s", round,
                 h, err_name((sxlen_t)r.value));
            return false;
        }
    }
    if (running != 1) {
        fail("stop race, round %u, %u harts: %u of them still running, expected exactly one (the last)", round,
             n + 1, running);
        return false;
    }
    return true;
}

/* Thousands of rounds on QEMU, whose harts are host threads (a round of
 * every hart takes QEMU RV32 some 50 ms: 1,000 of them); fewer on the
 * SoC's simulated harts. */
static void stop_race(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    const unsigned pairs = env.soc ? 50 : 2000, all = env.soc ? 50 : 1000;
    for (unsigned i = 0; i < pairs; i++)
        REQUIRE(race_round(1UL << first_other(), i));
    if (smp.n > 2)
        for (unsigned i = 0; i < all; i++)
            REQUIRE(race_round(smp.others, i));
}

/* ---------------------------------------------------------------- pending states (ours: the hold) */

static void start_pending(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    const unsigned before = smp_harts[h].entries;
    hsm_hold(1UL << h);
    EXPECT_ERR(hsm_start(h, (xlen_t)smp_entry, 3), SBI_SUCCESS, "hart_start");
    REQUIRE(wait_state(h, SBI_HSM_STATE_START_PENDING));
    REQUIRE(stays(h, SBI_HSM_STATE_START_PENDING));
    EXPECT(smp_harts[h].entries == before, "the hart entered S-mode while START_PENDING");
    EXPECT_ERR(hsm_start(h, (xlen_t)smp_entry, 4), SBI_ERR_ALREADY_AVAILABLE, "hart_start of a START_PENDING hart");
    hsm_hold(0);
    REQUIRE(wait_count(&smp_harts[h].entries, before + 1, "entries after the hold"));
    REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
    REQUIRE(entered_as_specified(h, 3, "a held hart_start"));
}

static void stop_pending(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    hsm_hold(1UL << h);
    const xlen_t arg[] = {SBI_EXT_HSM, SBI_HSM_HART_STOP};
    smp_post(h, CMD_CALL, arg, 2);
    REQUIRE(wait_state(h, SBI_HSM_STATE_STOP_PENDING));
    REQUIRE(stays(h, SBI_HSM_STATE_STOP_PENDING));
    hsm_hold(0);
    REQUIRE(wait_state(h, SBI_HSM_STATE_STOPPED));
    EXPECT(smp_harts[h].done != smp_harts[h].seq, "hart_stop returned");
}

static void suspend_pending_resume_pending(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    hsm_hold(1UL << h);
    post_suspend(h, SBI_HSM_SUSPEND_RET_DEFAULT, 0, 0);
    REQUIRE(wait_state(h, SBI_HSM_STATE_SUSPEND_PENDING));
    REQUIRE(stays(h, SBI_HSM_STATE_SUSPEND_PENDING));
    hsm_hold(0);
    REQUIRE(wait_state(h, SBI_HSM_STATE_SUSPENDED));
    REQUIRE(stays(h, SBI_HSM_STATE_SUSPENDED));
    hsm_hold(1UL << h);
    REQUIRE(send_ipi(h));
    REQUIRE(wait_state(h, SBI_HSM_STATE_RESUME_PENDING));
    REQUIRE(stays(h, SBI_HSM_STATE_RESUME_PENDING));
    EXPECT(smp_harts[h].done != smp_harts[h].seq, "hart_suspend returned while RESUME_PENDING");
    hsm_hold(0);
    struct sbiret r;
    REQUIRE(smp_wait(h, &r));
    EXPECT(r.error == SBI_SUCCESS, "retentive hart_suspend: expected SUCCESS, got %s", err_name(r.error));
    REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
}

/* ---------------------------------------------------------------- suspend */

/* Retentive default suspend, woken by an IPI the hart lets in (sie.SSIE)
 * with sstatus.SIE off: SUSPENDED until then, SUCCESS after, the IPI
 * still pending. */
static void suspend_retentive_ipi(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    post_suspend(h, SBI_HSM_SUSPEND_RET_DEFAULT, 0, 0);
    REQUIRE(wait_state(h, SBI_HSM_STATE_SUSPENDED));
    REQUIRE(stays(h, SBI_HSM_STATE_SUSPENDED));
    EXPECT(smp_harts[h].done != smp_harts[h].seq, "hart_suspend returned without an interrupt");
    REQUIRE(send_ipi(h));
    struct sbiret r;
    REQUIRE(smp_wait(h, &r));
    EXPECT(r.error == SBI_SUCCESS, "retentive hart_suspend woken by an IPI: expected SUCCESS, got %s",
           err_name(r.error));
    REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
    xlen_t sip = 0;
    REQUIRE(smp_csr(h, CMD_CSR_READ, CSR_ID_SIP, 0, &sip));
    EXPECT(sip & MIP_SSIP, "after the wake-up IPI, sip is 0x%lx: SSIP not pending", sip);
}

/* Woken by its own timer (set_timer, sie.STIE), not before. Whether the
 * boot hart sees SUSPENDED in between depends on when the host runs it. */
static void suspend_retentive_timer(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_STIP, NULL));
    const uint64_t when = smp_deadline(100);
#if XLEN == 64
    struct sbiret r = smp_call(h, SBI_EXT_TIME, SBI_TIME_SET_TIMER, when, 0, 0, 0, 0, 0);
#else
    struct sbiret r = smp_call(h, SBI_EXT_TIME, SBI_TIME_SET_TIMER, (xlen_t)when, (xlen_t)(when >> 32), 0, 0, 0, 0);
#endif
    EXPECT_ERR(r, SBI_SUCCESS, "set_timer");
    r = suspend_on(h, SBI_HSM_SUSPEND_RET_DEFAULT, 0, 0);
    EXPECT(r.error == SBI_SUCCESS, "retentive hart_suspend woken by the timer: expected SUCCESS, got %s",
           err_name(r.error));
    const uint64_t woke = smp_harts[h].done_time;
    EXPECT(woke >= when, "hart_suspend returned %llu ticks before the timer's deadline",
           (unsigned long long)(when - woke));
    REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
    xlen_t sip = 0;
    REQUIRE(smp_csr(h, CMD_CSR_READ, CSR_ID_SIP, 0, &sip));
    EXPECT(sip & MIP_STIP, "after the timer woke the hart, sip is 0x%lx: STIP not pending", sip);
#if XLEN == 64
    smp_call(h, SBI_EXT_TIME, SBI_TIME_SET_TIMER, (xlen_t)-1, 0, 0, 0, 0, 0);
#else
    smp_call(h, SBI_EXT_TIME, SBI_TIME_SET_TIMER, (xlen_t)-1, (xlen_t)-1, 0, 0, 0, 0);
#endif
}

/* Non-retentive default suspend: back at resume_addr with the start's
 * registers, a1 = opaque, not from the call. */
static void suspend_non_retentive(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    REQUIRE(dirty_entry_state(h));
    const unsigned before = smp_harts[h].entries;
    post_suspend(h, SBI_HSM_SUSPEND_NON_RET_DEFAULT, (xlen_t)smp_entry, 0xc0ffee);
    REQUIRE(wait_state(h, SBI_HSM_STATE_SUSPENDED));
    REQUIRE(send_ipi(h));
    REQUIRE(wait_count(&smp_harts[h].entries, before + 1, "entries after the non-retentive resume"));
    REQUIRE(entered_as_specified(h, 0xc0ffee, "a non-retentive resume"));
    REQUIRE(wait_state(h, SBI_HSM_STATE_STARTED));
}

/* Types the hart cannot suspend with: INVALID_PARAM at once. On another
 * hart, which the cleanup can wake if an implementation suspends it. */
static void suspend_types(const xlen_t *types, size_t n, const char *what)
{
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    for (size_t i = 0; i < n; i++) {
        struct sbiret r = suspend_on(h, types[i], (xlen_t)smp_entry, 0);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "hart_suspend type 0x%lx (%s): expected INVALID_PARAM, got %s",
               types[i], what, err_name(r.error));
    }
}

static void suspend_reserved(void)
{
    NEEDS_HARTS(2);
    static const xlen_t reserved[] = {0x00000001, 0x0fffffff, 0x80000001, 0x8fffffff};
    suspend_types(reserved, sizeof reserved / sizeof reserved[0], "reserved");
}

static void suspend_platform(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    /* ours implements no platform-specific type: "platform-specific and
     * unimplemented" */
    static const xlen_t platform[] = {0x10000000, 0x7fffffff, 0x90000000, 0xffffffff};
    suspend_types(platform, sizeof platform / sizeof platform[0], "platform-specific, not implemented");
}

static void suspend_invalid_resume_address(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    REQUIRE(start_hart(h, 1));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    struct sbiret r = suspend_on(h, SBI_HSM_SUSPEND_NON_RET_DEFAULT, FIRMWARE_ADDR, 0);
    EXPECT(r.error == SBI_ERR_INVALID_ADDRESS,
           "non-retentive hart_suspend resuming at the SBI implementation's memory: expected INVALID_ADDRESS, got %s",
           err_name(r.error));
    r = hsm_status(h);
    EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STARTED, "hart %lu after a refused suspend: %s %lu", h,
           err_name(r.error), r.value);
}

const struct test hsm_tests[] = {
    {"hsm.status_matches_device_tree", status_matches_tree},
    {"hsm.status_invalid_hartid", status_invalid},
    {"hsm.unknown_fid", unknown_fid},
    {"hsm.start_invalid_hartid", start_invalid_hartid},
    {"hsm.start_self_already_available", start_self},
    {"hsm.start_invalid_address", start_invalid_address},
    {"ours.hsm.start_invalid_address", start_invalid_address_ours},
    {"hsm.start_registers", start_registers},
    {"hsm.start_started_already_available", start_started},
    {"hsm.start_all_at_once", start_all_at_once},
    {"hsm.stop_and_restart", stop_and_restart},
    {"hsm.start_stop_cycles", start_stop_cycles},
    {"ours.hsm.stop_last_hart_fails", stop_last_hart},
    {"ours.hsm.stop_race_last_hart_fails", stop_race},
    {"ours.hsm.start_pending", start_pending},
    {"ours.hsm.stop_pending", stop_pending},
    {"ours.hsm.suspend_pending_resume_pending", suspend_pending_resume_pending},
    {"hsm.suspend_retentive_ipi", suspend_retentive_ipi},
    {"hsm.suspend_retentive_timer", suspend_retentive_timer},
    {"hsm.suspend_non_retentive", suspend_non_retentive},
    {"hsm.suspend_reserved_types", suspend_reserved},
    {"ours.hsm.suspend_platform_types", suspend_platform},
    {"hsm.suspend_invalid_resume_address", suspend_invalid_resume_address},
    {0},
};
