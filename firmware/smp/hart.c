/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Driving the other harts: the boot hart starts them at smp_entry, posts
 * commands in their mailbox and waits for the answers, with a time limit
 * on every wait so that a hart that never comes makes a FAIL line, not a
 * hang. The harts spin on their mailbox rather than sleep, so that no
 * command depends on the IPIs under test, and no IPI but the tests' own
 * reaches them.
 */
#include "smp.h"

volatile struct smp_hart smp_harts[SMP_MAX_HARTS];

/* Every wait ends after this long: QEMU's harts are threads of a host
 * that may be busy. */
#define WAIT_MS 10000

uint64_t smp_time(void)
{
#if XLEN == 64
    xlen_t t;
    __asm__ volatile("csrr %0, time" : "=r"(t));
    return t;
#else
    xlen_t hi, lo, hi2;
    do {
        __asm__ volatile("csrr %0, timeh" : "=r"(hi));
        __asm__ volatile("csrr %0, time" : "=r"(lo));
        __asm__ volatile("csrr %0, timeh" : "=r"(hi2));
    } while (hi != hi2);
    return (uint64_t)hi << 32 | lo;
#endif
}

uint64_t smp_deadline(unsigned ms)
{
    return smp_time() + (uint64_t)smp.timebase * ms / 1000;
}

bool smp_past(uint64_t deadline)
{
    return smp_time() > deadline;
}

/* ---------------------------------------------------------------- HSM */

struct sbiret hsm_start(xlen_t hartid, xlen_t addr, xlen_t opaque)
{
    return sbi_call(SBI_EXT_HSM, SBI_HSM_HART_START, hartid, addr, opaque, 0, 0, 0);
}

struct sbiret hsm_status(xlen_t hartid)
{
    return sbi_call(SBI_EXT_HSM, SBI_HSM_HART_GET_STATUS, hartid, 0, 0, 0, 0, 0);
}

bool wait_state(xlen_t hartid, xlen_t state)
{
    const uint64_t deadline = smp_deadline(WAIT_MS);
    struct sbiret r;
    do {
        r = hsm_status(hartid);
        if (r.error == SBI_SUCCESS && r.value == state)
            return true;
    } while (!smp_past(deadline));
    fail("hart %lu: expected HSM state %lu, still %s %lu after %u ms", hartid, state,
         err_name(r.error), r.value, WAIT_MS);
    return false;
}

void hsm_hold(unsigned long mask)
{
    sbi_call(SBI_EXT_FIRMWARE, SBI_FW_HSM_HOLD, mask, 0, 0, 0, 0, 0);
}

bool wait_count(volatile unsigned *field, unsigned want, const char *what)
{
    const uint64_t deadline = smp_deadline(WAIT_MS);
    while (__atomic_load_n(field, __ATOMIC_ACQUIRE) < want)
        if (smp_past(deadline)) {
            fail("%s: expected %u, got %u after %u ms", what, want, *field, WAIT_MS);
            return false;
        }
    return true;
}

static bool start_only(xlen_t hartid, xlen_t opaque)
{
    struct sbiret r = hsm_start(hartid, (xlen_t)smp_entry, opaque);
    if (r.error != SBI_SUCCESS) {
        fail("hart_start(%lu): expected SUCCESS, got %s", hartid, err_name(r.error));
        return false;
    }
    return true;
}

bool start_hart(xlen_t hartid, xlen_t opaque)
{
    const unsigned before = smp_harts[hartid].entries;
    char what[64];
    fmt_str(what, sizeof what, "hart %lu's entries after hart_start", hartid);
    return start_only(hartid, opaque) && wait_count(&smp_harts[hartid].entries, before + 1, what);
}

bool start_all(void)
{
    unsigned before[SMP_MAX_HARTS];
    for_each_hart(h, smp.others) {
        before[h] = smp_harts[h].entries;
        if (!start_only(h, h))
            return false;
    }
    char what[64];
    for_each_hart(h, smp.others) {
        fmt_str(what, sizeof what, "hart %lu's entries after hart_start", h);
        if (!wait_count(&smp_harts[h].entries, before[h] + 1, what))
            return false;
    }
    return true;
}

bool stop_hart(xlen_t hartid)
{
    const xlen_t arg[] = {SBI_EXT_HSM, SBI_HSM_HART_STOP};
    smp_post(hartid, CMD_CALL, arg, 2);
    if (!wait_state(hartid, SBI_HSM_STATE_STOPPED))
        return false;
    /* hart_stop does not return when it succeeds */
    if (smp_harts[hartid].done == smp_harts[hartid].seq) {
        fail("hart %lu: hart_stop returned %s and the hart went on", hartid,
             err_name(smp_harts[hartid].ret.error));
        return false;
    }
    return true;
}

void stop_all(void)
{
    if (env.ours)
        hsm_hold(0);
    for_each_hart(h, smp.others) {
        struct sbiret r = hsm_status(h);
        if (r.error || r.value == SBI_HSM_STATE_STOPPED)
            continue;
        /* a suspended hart wakes on an IPI if it let one in (sie) */
        if (r.value == SBI_HSM_STATE_SUSPENDED || r.value == SBI_HSM_STATE_SUSPEND_PENDING)
            sbi_call(SBI_EXT_IPI, SBI_IPI_SEND_IPI, 1, h, 0, 0, 0, 0);
        if (!wait_state(h, SBI_HSM_STATE_STARTED))
            continue;
        /* the command it may still be running ends first */
        struct sbiret ret;
        if (!smp_wait(h, &ret))
            continue;
        stop_hart(h);
    }
}

/* ---------------------------------------------------------------- mailbox */

void smp_post(xlen_t hartid, enum smp_cmd cmd, const xlen_t *arg, unsigned nargs)
{
    volatile struct smp_hart *h = &smp_harts[hartid];
    h->cmd = cmd;
    for (unsigned i = 0; i < 8; i++)
        h->arg[i] = i < nargs ? arg[i] : 0;
    __atomic_store_n(&h->seq, h->seq + 1, __ATOMIC_RELEASE);
}

bool smp_wait(xlen_t hartid, struct sbiret *ret)
{
    volatile struct smp_hart *h = &smp_harts[hartid];
    const uint64_t deadline = smp_deadline(WAIT_MS);
    while (__atomic_load_n(&h->done, __ATOMIC_ACQUIRE) != h->seq)
        if (smp_past(deadline)) {
            fail("hart %lu did not finish command %d within %u ms", hartid, (int)h->cmd, WAIT_MS);
            return false;
        }
    ret->error = h->ret.error;
    ret->value = h->ret.value;
    return true;
}

bool smp_run(xlen_t hartid, enum smp_cmd cmd, const xlen_t *arg, unsigned nargs, struct sbiret *ret)
{
    smp_post(hartid, cmd, arg, nargs);
    return smp_wait(hartid, ret);
}

struct sbiret smp_call(xlen_t hartid, xlen_t eid, xlen_t fid, xlen_t a0, xlen_t a1, xlen_t a2,
                       xlen_t a3, xlen_t a4, xlen_t a5)
{
    const xlen_t arg[] = {eid, fid, a0, a1, a2, a3, a4, a5};
    struct sbiret r;
    if (!smp_run(hartid, CMD_CALL, arg, 8, &r))
        return (struct sbiret){SMP_TIMEOUT_ERR, 0};
    return r;
}

bool smp_csr(xlen_t hartid, enum smp_cmd cmd, enum smp_csr csr, xlen_t bits, xlen_t *value)
{
    const xlen_t arg[] = {csr, bits};
    struct sbiret r;
    if (!smp_run(hartid, cmd, arg, 2, &r))
        return false;
    if (value)
        *value = r.value;
    return true;
}

/* ---------------------------------------------------------------- the other harts */

#define CSR_CASE(id, name)                                                  \
    case id:                                                               \
        switch (cmd) {                                                     \
        case CMD_CSR_SET: __asm__ volatile("csrs " #name ", %0" ::"r"(v) : "memory"); break; \
        case CMD_CSR_CLEAR: __asm__ volatile("csrc " #name ", %0" ::"r"(v) : "memory"); break; \
        case CMD_CSR_WRITE: __asm__ volatile("csrw " #name ", %0" ::"r"(v) : "memory"); break; \
        default: break;                                                    \
        }                                                                  \
        __asm__ volatile("csrr %0, " #name : "=r"(v)::"memory");          \
        break;

static xlen_t csr_command(enum smp_cmd cmd, xlen_t csr, xlen_t v)
{
    switch (csr) {
    CSR_CASE(CSR_ID_SIE, sie)
    CSR_CASE(CSR_ID_SIP, sip)
    CSR_CASE(CSR_ID_SSTATUS, sstatus)
    CSR_CASE(CSR_ID_SATP, satp)
    default:
        break;
    }
    if (csr == CSR_ID_SATP)
        __asm__ volatile("sfence.vma" ::: "memory");
    return v;
}

/* One racer of t_hsm.c's stop race: armed, then hart_stop the moment the
 * boot hart calls it too. The hart that finds itself the last one running
 * (FAILED) starts the boot hart again, which a successful hart_stop of its
 * own may have stopped; the boot hart may still be STOP_PENDING. */
static struct sbiret stop_race(const volatile xlen_t *a)
{
    __atomic_fetch_add((volatile unsigned *)a[0], 1, __ATOMIC_ACQ_REL);
    while (!__atomic_load_n((volatile xlen_t *)a[1], __ATOMIC_ACQUIRE))
        ;
    struct sbiret r = sbi_call(SBI_EXT_HSM, SBI_HSM_HART_STOP, 0, 0, 0, 0, 0, 0);
    if (r.error != SBI_ERR_FAILED)
        return r;
    struct sbiret s;
    do
        s = hsm_start(a[2], a[3], a[4]);
    while (s.error == SBI_ERR_ALREADY_AVAILABLE && hsm_status(a[2]).value == SBI_HSM_STATE_STOP_PENDING);
    r.value = (xlen_t)s.error;
    return r;
}

static struct sbiret run(volatile struct smp_hart *h)
{
    const volatile xlen_t *a = h->arg;
    switch (h->cmd) {
    case CMD_CALL:
        return sbi_call(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    case CMD_CALL_REPEAT: {
        struct sbiret r = {SBI_SUCCESS, 0};
        for (xlen_t i = 0; i < a[7]; i++) {
            r = sbi_call(a[0], a[1], a[2], a[3], a[4], a[5], a[6], 0);
            if (r.error)
                break;
        }
        return r;
    }
    case CMD_CSR_READ:
    case CMD_CSR_SET:
    case CMD_CSR_CLEAR:
    case CMD_CSR_WRITE:
        return (struct sbiret){SBI_SUCCESS, csr_command(h->cmd, a[0], a[1])};
    case CMD_LOAD:
        return (struct sbiret){SBI_SUCCESS, *(volatile xlen_t *)a[0]};
    case CMD_READ_COUNTER:
        return (struct sbiret){SBI_SUCCESS, (xlen_t)read_counter_csr((unsigned)a[0])};
    case CMD_STOP_RACE:
        return stop_race(a);
    }
    return (struct sbiret){SBI_ERR_NOT_SUPPORTED, 0};
}

void smp_hart_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip)
{
    volatile struct smp_hart *h = &smp_harts[hartid];
    /* suite_interrupt finds the hart's record from tp, which nothing else
     * here uses */
    __asm__ volatile("mv tp, %0" ::"r"(h));
    h->entry_a0 = hartid;
    h->entry_a1 = opaque;
    h->entry_satp = satp;
    h->entry_sstatus = sstatus;
    h->entry_sip = sip;
    /* A command posted before this entry (the suspend it resumes from)
     * is over; then the boot hart may post the next. */
    h->done = h->seq;
    __atomic_fetch_add(&h->entries, 1, __ATOMIC_RELEASE);
    for (;;) {
        const unsigned seq = __atomic_load_n(&h->seq, __ATOMIC_ACQUIRE);
        if (seq == h->done)
            continue;
        const struct sbiret r = run(h);
        h->done_time = smp_time();
        h->ret.error = r.error;
        h->ret.value = r.value;
        __atomic_store_n(&h->done, seq, __ATOMIC_RELEASE);
    }
}

/* ---------------------------------------------------------------- helpers */

xlen_t first_other(void)
{
    for_each_hart(h, smp.others)
        return h;
    return 0;
}

xlen_t unlisted_hart(void)
{
    for (xlen_t h = 0; h < XLEN; h++)
        if (!(smp.tree >> h & 1))
            return h;
    return (xlen_t)-1;
}

int hart_counting(xlen_t hartid, xlen_t event)
{
    const int fw = first_of_kind(K_FW), last = last_of_kind(K_FW);
    if (fw < 0) {
        skip("no firmware counter");
        return -1;
    }
    xlen_t mask = 0;
    for (int i = fw; i <= last && i - fw < XLEN; i++)
        if (is_kind((unsigned)i, K_FW))
            mask |= (xlen_t)1 << (i - fw);
    const xlen_t flags = SBI_PMU_CFG_CLEAR_VALUE | SBI_PMU_CFG_AUTO_START;
    struct sbiret r = hartid == smp.self ? cfg((xlen_t)fw, mask, flags, event, 0)
                                         : smp_call(hartid, SBI_EXT_PMU, SBI_PMU_COUNTER_CONFIG_MATCHING,
                                                    (xlen_t)fw, mask, flags, event, 0, 0);
    if (r.error != SBI_SUCCESS) {
        fail("hart %lu: config_matching of firmware event 0x%lx: %s", hartid, event, err_name(r.error));
        return -1;
    }
    return (int)r.value;
}

uint64_t hart_fw_value(xlen_t hartid, int idx)
{
    if (hartid == smp.self)
        return read_value((unsigned)idx);
    uint64_t v = smp_call(hartid, SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ, (xlen_t)idx, 0, 0, 0, 0, 0).value;
#if XLEN == 32
    v |= (uint64_t)smp_call(hartid, SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ_HI, (xlen_t)idx, 0, 0, 0, 0, 0).value
         << 32;
#endif
    return v;
}

int start_counting(xlen_t hartid, xlen_t event)
{
    return start_hart(hartid, 1) ? hart_counting(hartid, event) : -1;
}

bool harts_counting(int idx[SMP_MAX_HARTS], xlen_t event)
{
    for_each_hart(h, smp.harts)
        if ((idx[h] = hart_counting(h, event)) < 0)
            return false;
    return true;
}

void harts_release(const int idx[SMP_MAX_HARTS])
{
    release_all();
    for_each_hart(h, smp.others)
        smp_call(h, SBI_EXT_PMU, SBI_PMU_COUNTER_STOP, (xlen_t)idx[h], 1, SBI_PMU_STOP_RESET, 0, 0, 0);
}

/* The others through CMD_CALL_REPEAT while the boot hart makes its own
 * calls; false after fail(). */
static bool harts_call_at_once(const xlen_t call[7], unsigned rounds, const char *what)
{
    xlen_t arg[8];
    for (unsigned i = 0; i < 7; i++)
        arg[i] = call[i];
    arg[7] = rounds;
    for_each_hart(h, smp.others)
        smp_post(h, CMD_CALL_REPEAT, arg, 8);
    for (unsigned i = 0; i < rounds; i++) {
        const struct sbiret r = sbi_call(call[0], call[1], call[2], call[3], call[4], call[5], call[6], 0);
        if (r.error != SBI_SUCCESS) {
            fail("%s from the boot hart: expected %s, got %s (value 0x%lx)", what, err_name(SBI_SUCCESS),
                 err_name(r.error), r.value);
            return false;
        }
    }
    for_each_hart(h, smp.others) {
        struct sbiret r;
        if (!smp_wait(h, &r))
            return false;
        if (r.error != SBI_SUCCESS) {
            fail("%s x %u on hart %lu: %s", what, rounds, h, err_name(r.error));
            return false;
        }
    }
    return true;
}

void harts_storm(const struct storm *s)
{
    int sent[SMP_MAX_HARTS], received[SMP_MAX_HARTS];
    REQUIRE(harts_counting(sent, EV_FW(s->sent)) && harts_counting(received, EV_FW(s->received)));
    REQUIRE(harts_call_at_once(s->call, s->rounds, s->what));
    const uint64_t want = (uint64_t)s->rounds * smp.n;
    for_each_hart(h, smp.harts) {
        const uint64_t got_sent = s->read(h, sent[h]), got_received = s->read(h, received[h]);
        EXPECT(got_sent == want && got_received == want,
               "hart %lu: %s_SENT %llu and %s_RECEIVED %llu, expected %llu each", h, s->events,
               (unsigned long long)got_sent, s->events, (unsigned long long)got_received,
               (unsigned long long)want);
    }
}
