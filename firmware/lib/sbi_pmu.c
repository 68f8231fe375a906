/*
 * SBI PMU extension (EID 0x504D55), FIDs 0-8, as the SBI 3.0 specification
 * says; docs/firmware.md lists the choices it leaves open and what this
 * implementation does there.
 *
 * Counters: hardware counter i is CSR 0xC00 + i (0 cycle, 1 time,
 * 2 instret, 3.. hpmcounter3..), then the firmware counters. A counter is
 * free when no event is mapped on it and it is not running; only free
 * counters are matched. mcycle and minstret always count their own event,
 * so they can be started and stopped without a mapping.
 */
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_event.h"
#include "fw/pmu_hw.h"
#include "fw/pmu_state.h"
#include "fw/sbi.h"
#include "fw/shmem.h"

enum {
    PMU_NUM_COUNTERS = 0,
    PMU_COUNTER_GET_INFO = 1,
    PMU_COUNTER_CONFIG_MATCHING = 2,
    PMU_COUNTER_START = 3,
    PMU_COUNTER_STOP = 4,
    PMU_COUNTER_FW_READ = 5,
    PMU_COUNTER_FW_READ_HI = 6,
    PMU_SNAPSHOT_SET_SHMEM = 7,
    PMU_EVENT_GET_INFO = 8,
};

#define CFG_SKIP_MATCH   BIT(0)
#define CFG_CLEAR_VALUE  BIT(1)
#define CFG_AUTO_START   BIT(2)
#define CFG_INH_SHIFT    3              /* VUINH 3, VSINH 4, UINH 5, SINH 6, MINH 7 */
#define CFG_RESERVED     (~(xlen_t)0xff)
#define START_SET_INIT_VALUE  BIT(0)
#define START_INIT_SNAPSHOT   BIT(1)
#define START_RESERVED        (~(xlen_t)3)
#define STOP_RESET            BIT(0)
#define STOP_TAKE_SNAPSHOT    BIT(1)
#define STOP_RESERVED         (~(xlen_t)3)

/* The big functions stay out of the dispatcher, so that the small ones
 * (num_counters, get_info, fw_read) do not pay for their register saves. */
#define NOINLINE __attribute__((noinline))

#define SNAPSHOT_SIZE 4096
struct snapshot {
    uint64_t overflow_bitmap;
    uint64_t values[64];
};
static volatile struct snapshot *snapshot;     /* NULL: no shared memory */

/* ------------------------------------------------------------ counters */

static bool is_fixed(unsigned idx)
{
    return idx == PMU_CTR_CYCLE || idx == PMU_CTR_INSTRET;
}

static bool is_programmable(unsigned idx)
{
    return idx >= 3 && idx < pmu_num_hw();
}

/* A counter start and stop apply to: mapped, or fixed (never time). */
static bool is_startable(unsigned idx)
{
    return is_fixed(idx) || (idx != PMU_CTR_TIME && pmu_counters[idx].event_idx != 0);
}

static bool is_running(unsigned idx)
{
    return pmu_is_fw(idx) ? pmu_counters[idx].started : pmu_hw_running(idx);
}

static bool is_free(unsigned idx)
{
    return idx != PMU_CTR_TIME && pmu_counters[idx].event_idx == 0 && !is_running(idx);
}

static uint64_t counter_value(unsigned idx)
{
    return pmu_is_fw(idx) ? pmu_fw_values[idx - pmu_num_hw()] : pmu_hw_read(idx);
}

static void set_counter_value(unsigned idx, uint64_t value)
{
    if (pmu_is_fw(idx))
        pmu_fw_values[idx - pmu_num_hw()] = value;
    else
        pmu_hw_write(idx, value);
}

static void run(unsigned idx, bool on)
{
    if (pmu_is_fw(idx))
        pmu_fw_set_started(idx, on);
    else if (on)
        pmu_hw_start(idx);
    else
        pmu_hw_stop(idx);
}

/* OF of a programmable counter (Sscofpmf); the fixed counters have none. */
static bool overflowed(unsigned idx)
{
    return is_programmable(idx) && plat->has_sscofpmf &&
           (pmu_hw_event_read(idx) & MHPMEVENT_OF);
}

static void clear_overflow(unsigned idx)
{
    if (overflowed(idx))
        pmu_hw_event_write(idx, pmu_hw_event_read(idx) & ~MHPMEVENT_OF);
}

/* ------------------------------------------------------------ counter sets */

/* Calls fn(idx) for each counter of the set, in order; stops at the first
 * non-zero return and returns it. Only up to the highest bit of the mask:
 * the usual set is one counter. */
typedef sxlen_t counter_fn(unsigned idx, void *arg);
static sxlen_t for_each_in_set(xlen_t base, xlen_t mask, counter_fn *fn, void *arg)
{
    for (unsigned idx = (unsigned)base; mask; mask >>= 1, idx++) {
        if (!(mask & 1))
            continue;
        sxlen_t r = fn(idx, arg);
        if (r)
            return r;
    }
    return 0;
}

/* Every counter of the set exists (and base + i does not wrap). */
static bool set_exists(xlen_t base, xlen_t mask)
{
    if (!mask)
        return true;
    xlen_t highest = 0;
    for (xlen_t m = mask >> 1; m; m >>= 1)
        highest++;
    return base + highest >= base && base + highest < pmu_num_counters();
}

static sxlen_t check_startable(unsigned idx, void *arg)
{
    (void)arg;
    return is_startable(idx) ? 0 : SBI_ERR_INVALID_PARAM;
}

static sxlen_t check_stopped(unsigned idx, void *arg)
{
    (void)arg;
    return is_running(idx) ? SBI_ERR_ALREADY_STARTED : 0;
}

static sxlen_t check_running(unsigned idx, void *arg)
{
    (void)arg;
    return is_running(idx) ? 0 : SBI_ERR_ALREADY_STOPPED;
}

/* ------------------------------------------------------------ FID 1 */

xlen_t pmu_counter_info(unsigned idx)
{
    if (pmu_is_fw(idx))
        return BIT(XLEN - 1) | (63UL << 12);
    unsigned width = is_programmable(idx) ? plat->hpm_width : 64;
    return (xlen_t)(width - 1) << 12 | (CSR_CYCLE + idx);
}

/* lib/entry.S answers this one without coming here (pmu_fast_info), except
 * while a firmware counter runs, when every call must be counted. */
static struct sbiret counter_get_info(xlen_t idx)
{
    if (idx >= pmu_num_counters())
        return sbi_err(SBI_ERR_INVALID_PARAM);
    return sbi_ok(pmu_fast_info[idx]);
}

/* ------------------------------------------------------------ FID 2 */

static bool can_monitor(unsigned idx, const struct pmu_event *ev)
{
    if (ev->fw)
        return pmu_is_fw(idx);
    if (idx == PMU_CTR_CYCLE)
        return ev->fixed == FIXED_CYCLE;
    if (idx == PMU_CTR_INSTRET)
        return ev->fixed == FIXED_INSTRET;
    return is_programmable(idx);
}

/* Event register value: the event's selection plus the mode-inhibit
 * hints, where the hardware has them (Sscofpmf for mhpmevent, Smcntrpmf
 * for mcyclecfg/minstretcfg); elsewhere the hints are ignored, as the
 * specification allows. */
static uint64_t event_register(unsigned idx, const struct pmu_event *ev, xlen_t flags)
{
    uint64_t inh = (uint64_t)((flags >> CFG_INH_SHIFT) & 0x1f) << MHPMEVENT_INH_SHIFT;
    bool filters = is_fixed(idx) ? plat->has_smcntrpmf : plat->has_sscofpmf;
    return (is_fixed(idx) ? 0 : ev->mhpmevent) | (filters ? inh : 0);
}

static int choose_counter(xlen_t base, xlen_t mask, xlen_t flags, const struct pmu_event *ev)
{
    if (flags & CFG_SKIP_MATCH) {
        for (unsigned idx = (unsigned)base; mask; mask >>= 1, idx++)
            if (mask & 1)
                return can_monitor(idx, ev) ? (int)idx : -1;
        return -1;
    }
    /* The fixed counter first, which leaves programmable ones for others. */
    if (ev->fixed != FIXED_NONE) {
        unsigned fixed = ev->fixed == FIXED_CYCLE ? PMU_CTR_CYCLE : PMU_CTR_INSTRET;
        if (fixed >= base && fixed - base < XLEN && (mask & BIT(fixed - base)) && is_free(fixed))
            return (int)fixed;
    }
    for (unsigned idx = (unsigned)base; mask; mask >>= 1, idx++)
        if ((mask & 1) && is_free(idx) && can_monitor(idx, ev))
            return (int)idx;
    return -1;
}

NOINLINE static struct sbiret counter_config_matching(xlen_t base, xlen_t mask, xlen_t flags,
                                             xlen_t event_idx, uint64_t event_data)
{
    if ((flags & CFG_RESERVED) || !set_exists(base, mask))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    struct pmu_event ev;
    if (!pmu_event_lookup(event_idx, event_data, &ev))
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    int idx = choose_counter(base, mask, flags, &ev);
    if (idx < 0)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);

    struct pmu_counter *c = &pmu_counters[idx];
    c->event_idx = (uint32_t)event_idx;
    c->event_data = event_data;
    if (!pmu_is_fw(idx) && (!is_fixed(idx) || plat->has_smcntrpmf))
        pmu_hw_event_write(idx, event_register(idx, &ev, flags));
    if (flags & CFG_CLEAR_VALUE)
        set_counter_value(idx, 0);
    if (flags & CFG_AUTO_START)
        run(idx, true);
    return sbi_ok((xlen_t)idx);
}

/* ------------------------------------------------------------ FID 3 */

struct start_args {
    xlen_t base, flags;
    uint64_t initial_value;
};

static sxlen_t start_one(unsigned idx, void *arg)
{
    const struct start_args *a = arg;
    clear_overflow(idx);
    run(idx, true);
    /* The value is written after the counter runs: QEMU arms its overflow
     * timer only when a running counter is written. */
    if (a->flags & START_SET_INIT_VALUE)
        set_counter_value(idx, a->initial_value);
    else if (a->flags & START_INIT_SNAPSHOT)
        set_counter_value(idx, snapshot->values[idx - a->base]);
    return 0;
}

NOINLINE static struct sbiret counter_start(xlen_t base, xlen_t mask, xlen_t flags, uint64_t initial_value)
{
    if ((flags & START_RESERVED) ||
        (flags & (START_SET_INIT_VALUE | START_INIT_SNAPSHOT)) ==
            (START_SET_INIT_VALUE | START_INIT_SNAPSHOT) ||
        !set_exists(base, mask) || for_each_in_set(base, mask, check_startable, NULL))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if ((flags & START_INIT_SNAPSHOT) && !snapshot)
        return sbi_err(SBI_ERR_NO_SHMEM);
    sxlen_t err = for_each_in_set(base, mask, check_stopped, NULL);
    if (err)
        return sbi_err(err);
    struct start_args a = { base, flags, initial_value };
    for_each_in_set(base, mask, start_one, &a);
    return sbi_ok(0);
}

/* ------------------------------------------------------------ FID 4 */

static void release(unsigned idx)
{
    pmu_counters[idx].event_idx = 0;
    pmu_counters[idx].event_data = 0;
    if (is_programmable(idx))
        pmu_hw_event_write(idx, 0);
    else if (is_fixed(idx) && plat->has_smcntrpmf)
        pmu_hw_event_write(idx, 0);
}

static sxlen_t release_if_stopped(unsigned idx, void *arg)
{
    (void)arg;
    if (!is_running(idx))
        release(idx);
    return 0;
}

struct stop_args {
    xlen_t base, flags;
};

static sxlen_t stop_one(unsigned idx, void *arg)
{
    const struct stop_args *a = arg;
    run(idx, false);
    if (a->flags & STOP_TAKE_SNAPSHOT) {
        uint64_t bit = 1ULL << (idx - a->base);
        snapshot->values[idx - a->base] = counter_value(idx);
        if (overflowed(idx))
            snapshot->overflow_bitmap |= bit;
        else
            snapshot->overflow_bitmap &= ~bit;
    }
    if (a->flags & STOP_RESET)
        release(idx);
    return 0;
}

NOINLINE static struct sbiret counter_stop(xlen_t base, xlen_t mask, xlen_t flags)
{
    if ((flags & STOP_RESERVED) || !set_exists(base, mask) ||
        for_each_in_set(base, mask, check_startable, NULL))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if ((flags & STOP_TAKE_SNAPSHOT) && !snapshot)
        return sbi_err(SBI_ERR_NO_SHMEM);
    sxlen_t err = for_each_in_set(base, mask, check_running, NULL);
    if (err) {
        /* A reset still releases what is stopped: a client that stopped an
         * event earlier releases its counter this way. */
        if (flags & STOP_RESET)
            for_each_in_set(base, mask, release_if_stopped, NULL);
        return sbi_err(err);
    }
    struct stop_args a = { base, flags };
    for_each_in_set(base, mask, stop_one, &a);
    return sbi_ok(0);
}

/* ------------------------------------------------------------ FIDs 5, 6 */

static struct sbiret counter_fw_read(xlen_t idx, bool high)
{
    if (idx >= pmu_num_counters() || !pmu_is_fw(idx))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    uint64_t v = pmu_fw_values[idx - pmu_num_hw()];
#if XLEN == 64
    return sbi_ok(high ? 0 : v);
#else
    return sbi_ok(high ? (xlen_t)(v >> 32) : (xlen_t)v);
#endif
}

/* ------------------------------------------------------------ FID 7 */

NOINLINE static struct sbiret snapshot_set_shmem(xlen_t lo, xlen_t hi, xlen_t flags)
{
    if (flags != 0)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (lo == (xlen_t)-1 && hi == (xlen_t)-1) {
        snapshot = NULL;
        return sbi_ok(0);
    }
    if (lo & (SNAPSHOT_SIZE - 1))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    sxlen_t err = shmem_check(lo, hi, SNAPSHOT_SIZE);
    if (err)
        return sbi_err(err);
    snapshot = (volatile struct snapshot *)lo;
    return sbi_ok(0);
}

/* ------------------------------------------------------------ FID 8 */

struct event_info_entry {
    uint32_t event_idx;
    uint32_t output;
    uint32_t event_data_lo;
    uint32_t event_data_hi;
};

NOINLINE static struct sbiret event_get_info(xlen_t lo, xlen_t hi, xlen_t num_entries, xlen_t flags)
{
    const xlen_t entry_size = sizeof(struct event_info_entry);
    if (flags != 0 || (lo & (entry_size - 1)))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (num_entries > (xlen_t)-1 / entry_size)
        return sbi_err(SBI_ERR_INVALID_ADDRESS);
    sxlen_t err = shmem_check(lo, hi, num_entries * entry_size);
    if (err)
        return sbi_err(err);
    volatile struct event_info_entry *e = (volatile struct event_info_entry *)lo;
    /* All entries are checked before any is written. */
    for (xlen_t i = 0; i < num_entries; i++)
        if (e[i].event_idx >> 20)
            return sbi_err(SBI_ERR_INVALID_PARAM);
    for (xlen_t i = 0; i < num_entries; i++) {
        uint32_t idx = e[i].event_idx;
        uint32_t type = SBI_EVENT_TYPE(idx);
        uint64_t data = (type == 2 || type == 3 || type == SBI_EVENT_FW)
                            ? (uint64_t)e[i].event_data_hi << 32 | e[i].event_data_lo : 0;
        struct pmu_event ev;
        e[i].output = pmu_event_lookup(idx, data, &ev) ? 1 : 0;
    }
    return sbi_ok(0);
}

/* ------------------------------------------------------------ dispatch */

static struct sbiret pmu_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case PMU_NUM_COUNTERS:
        return sbi_ok(pmu_num_counters());
    case PMU_COUNTER_GET_INFO:
        return counter_get_info(c->a[0]);
    case PMU_COUNTER_CONFIG_MATCHING:
        return counter_config_matching(c->a[0], c->a[1], c->a[2], c->a[3], sbi_arg64(c, 4));
    case PMU_COUNTER_START:
        return counter_start(c->a[0], c->a[1], c->a[2], sbi_arg64(c, 3));
    case PMU_COUNTER_STOP:
        return counter_stop(c->a[0], c->a[1], c->a[2]);
    case PMU_COUNTER_FW_READ:
        return counter_fw_read(c->a[0], false);
    case PMU_COUNTER_FW_READ_HI:
        return counter_fw_read(c->a[0], true);
    case PMU_SNAPSHOT_SET_SHMEM:
        return snapshot_set_shmem(c->a[0], c->a[1], c->a[2]);
    case PMU_EVENT_GET_INFO:
        return event_get_info(c->a[0], c->a[1], c->a[2], c->a[3]);
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_pmu = {
    .eid_min = SBI_EXT_PMU, .eid_max = SBI_EXT_PMU, .handle = pmu_handle,
};
