/* SPDX-License-Identifier: Apache-2.0 */
/* PMU helpers the test groups share: counter sets built from get_info (the
 * suite assumes no numbering), calls that remember what they configured so
 * the framework can release it, reading a counter, and known work. */
#include "test.h"

bool is_kind(unsigned idx, enum kind k)
{
    if (idx >= env.n || !env.info_ok[idx])
        return false;
    xlen_t info = env.info[idx];
    switch (k) {
    case K_FW:
        return INFO_FW(info);
    case K_HW:
        return !INFO_FW(info);
    case K_PROG:
        /* not cycle, time or instret: a counter the suite may stop and
         * release without changing what rdcycle/rdinstret show */
        return !INFO_FW(info) && SBI_PMU_CTR_INFO_CSR(info) >= 0xc03 && SBI_PMU_CTR_INFO_CSR(info) <= 0xc1f;
    }
    return false;
}

int first_of_kind(enum kind k)
{
    for (unsigned i = 0; i < env.n; i++)
        if (is_kind(i, k))
            return (int)i;
    return -1;
}

int last_of_kind(enum kind k)
{
    for (unsigned i = env.n; i-- > 0;)
        if (is_kind(i, k))
            return (int)i;
    return -1;
}

/* ---------------------------------------------------------------- tracked calls */

static xlen_t configured[16];
static unsigned num_configured;
static bool shmem_set;

static void remember(xlen_t idx)
{
    for (unsigned i = 0; i < num_configured; i++)
        if (configured[i] == idx)
            return;
    if (num_configured < sizeof configured / sizeof configured[0])
        configured[num_configured++] = idx;
}

struct sbiret cfg(xlen_t base, xlen_t mask, xlen_t flags, xlen_t event, uint64_t data)
{
    struct sbiret r = pmu_config_matching(base, mask, flags, event, data);
    if (r.error == SBI_SUCCESS)
        remember(r.value);
    return r;
}

/* Tries the counters of kind k, XLEN of them at a time (a set is a base
 * and an XLEN-bit mask). */
struct sbiret cfg_kind(enum kind k, xlen_t flags, xlen_t event, uint64_t data)
{
    struct sbiret last = { SBI_ERR_NOT_SUPPORTED, 0 };
    for (unsigned base = 0; base < env.n; base += XLEN) {
        xlen_t mask = 0;
        for (unsigned i = 0; i < XLEN && base + i < env.n; i++)
            if (is_kind(base + i, k))
                mask |= (xlen_t)1 << i;
        if (!mask)
            continue;
        last = cfg(base, mask, flags, event, data);
        if (last.error != SBI_ERR_NOT_SUPPORTED)
            return last;
    }
    return last;
}

struct sbiret start1(xlen_t idx, xlen_t flags, uint64_t init)
{
    return pmu_start(idx, 1, flags, init);
}

struct sbiret stop1(xlen_t idx, xlen_t flags)
{
    return pmu_stop(idx, 1, flags);
}

struct sbiret fw_read(xlen_t idx)
{
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ, idx, 0, 0, 0, 0, 0);
}

struct sbiret fw_read_hi(xlen_t idx)
{
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ_HI, idx, 0, 0, 0, 0, 0);
}

struct sbiret set_shmem(xlen_t lo, xlen_t hi, xlen_t flags)
{
    struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_SNAPSHOT_SET_SHMEM, lo, hi, flags, 0, 0, 0);
    if (r.error == SBI_SUCCESS && !(lo == (xlen_t)-1 && hi == (xlen_t)-1))
        shmem_set = true;
    return r;
}

/* The specification releases a mapping with RESET on a running counter;
 * a stopped one is started first so that the RESET is one it defines. */
void release(xlen_t idx)
{
    if (stop1(idx, SBI_PMU_STOP_RESET).error == SBI_ERR_ALREADY_STOPPED &&
        start1(idx, 0, 0).error == SBI_SUCCESS)
        stop1(idx, SBI_PMU_STOP_RESET);
}

void release_all(void)
{
    for (unsigned i = 0; i < num_configured; i++)
        release(configured[i]);
    num_configured = 0;
    if (shmem_set)
        set_shmem((xlen_t)-1, (xlen_t)-1, 0);
    shmem_set = false;
}

int counting(enum kind k, xlen_t event, uint64_t data, uint64_t init)
{
    struct sbiret r = cfg_kind(k, 0, event, data);
    if (r.error == SBI_ERR_NOT_SUPPORTED) {
        skip("no %s counter counts event 0x%lx (config_matching: NOT_SUPPORTED)",
             k == K_FW ? "firmware" : "programmable", event);
        return -1;
    }
    if (r.error != SBI_SUCCESS) {
        fail("config_matching(event 0x%lx): expected SUCCESS or NOT_SUPPORTED, got %s", event,
             err_name(r.error));
        return -1;
    }
    struct sbiret s = start1(r.value, SBI_PMU_START_SET_INIT_VALUE, init);
    if (s.error != SBI_SUCCESS) {
        fail("start(%lu) with an initial value: expected SUCCESS, got %s", r.value,
             err_name(s.error));
        return -1;
    }
    return (int)r.value;
}

bool usable_event(enum kind k, xlen_t *event)
{
    static const xlen_t hw[] = { EV_INSTRUCTIONS, EV_CPU_CYCLES };
    static const xlen_t fw[] = { EV_FW(SBI_PMU_FW_SET_TIMER) };
    const xlen_t *list = k == K_FW ? fw : hw;
    unsigned n = k == K_FW ? 1 : 2;
    for (unsigned i = 0; i < n; i++) {
        struct sbiret r = cfg_kind(k, 0, list[i], 0);
        if (r.error == SBI_SUCCESS) {
            release(r.value);
            *event = list[i];
            return true;
        }
    }
    return false;
}

int counting_prog(uint64_t init, xlen_t *event)
{
    xlen_t ev;
    if (!usable_event(K_PROG, &ev)) {
        skip("no event found that a programmable counter can count");
        return -1;
    }
    if (event)
        *event = ev;
    return counting(K_PROG, ev, 0, init);
}

uint64_t read_value(unsigned idx)
{
    if (!INFO_FW(env.info[idx]))
        return read_counter_csr(SBI_PMU_CTR_INFO_CSR(env.info[idx]) - 0xc00);
    uint64_t v = (xlen_t)fw_read(idx).value;
#if XLEN == 32
    if (sbi_at_least(2, 0))
        v |= (uint64_t)fw_read_hi(idx).value << 32;
#endif
    return v;
}

/* ---------------------------------------------------------------- work */

__attribute__((noinline)) void spin(xlen_t iterations)
{
    if (!iterations)
        return;
    __asm__ volatile("1: addi %0, %0, -1\n"
                     "   bnez %0, 1b"
                     : "+r"(iterations));
}

void set_timer_far(void)
{
    if (env.has_time_ext)
        sbi_call(SBI_EXT_TIME, SBI_TIME_SET_TIMER, ARG64(~0ULL), 0, 0, 0, 0);
    else
        sbi_call(0x00, 0, ARG64(~0ULL), 0, 0, 0, 0);   /* legacy set_timer */
}

/* ---------------------------------------------------------------- snapshot */

static uint8_t snap_area[4096] __attribute__((aligned(4096)));
volatile struct sbi_pmu_snapshot *const snap = (volatile struct sbi_pmu_snapshot *)snap_area;

void snap_fill(void)
{
    snap->overflow_bitmap = 0;
    for (unsigned i = 0; i < 64; i++)
        snap->values[i] = SNAP_PATTERN;
}

bool snapshot_on(void)
{
    if (!sbi_at_least(2, 0)) {
        skip("snapshots are SBI 2.0, the implementation is %lu.%lu",
             env.spec_version >> 24 & 0x7f, env.spec_version & 0xffffff);
        return false;
    }
    struct sbiret r = set_shmem((xlen_t)snap_area, 0, 0);
    if (r.error == SBI_ERR_NOT_SUPPORTED) {
        skip("snapshot_set_shmem: NOT_SUPPORTED (optional)");
        return false;
    }
    if (r.error != SBI_SUCCESS) {
        fail("snapshot_set_shmem(page-aligned RAM of the caller): expected SUCCESS, got %s",
             err_name(r.error));
        return false;
    }
    return true;
}
