/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SBI PMU extension (EID 0x504D55), FIDs 0-8, as the SBI 3.0 specification
 * says; docs/firmware.md lists the choices it leaves open and what this
 * implementation does there. Every function acts on the calling hart's
 * counters, mappings and snapshot area (pmu_self()).
 *
 * Counters: hardware counter i is CSR 0xC00 + i (0 cycle, 1 time,
 * 2 instret, 3.. hpmcounter3..), then the firmware counters. A counter is
 * free when no event is mapped on it and it is not running; only free
 * counters are matched. mcycle and minstret always count their own event,
 * so they can be started and stopped without a mapping; every other
 * counter runs only while an event is mapped on it (a start needs one, and
 * a reset stops the counter before it unmaps it).
 */
#include "fw/bits.h"
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_event.h"
#include "fw/pmu_hw.h"
#include "fw/pmu_state.h"
#include "fw/sbi.h"
#include "fw/sbi_pmu.h"
#include "fw/sbi_pmu_calls.h"
#include "fw/shmem.h"

#define CFG_RESERVED     (~(xlen_t)SBI_PMU_CFG_ALL)
#define STOP_RESERVED    (~(xlen_t)SBI_PMU_STOP_ALL)

/* The SBI calls' own paths are inlined where marked, so that the usual
 * call of one counter keeps few registers (docs/firmware.md, cost). */
#define INLINE   static inline __attribute__((always_inline))
#define NOINLINE static __attribute__((noinline))

/* ------------------------------------------------------------ counters */

/*
 * The work on one counter is written once for each kind of counter,
 * hardware (below num_hw: a CSR) and firmware (from num_hw: a value in
 * memory), and a counter's kind is tested once. The usual call names one
 * hardware counter: its path (the FID function with the hardware work
 * inlined) calls nothing, so its values stay in the registers the entry
 * already saved (docs/firmware.md, cost of each call). Firmware counters
 * and sets of counters take the paths out of line.
 */

#define FIXED_COUNTERS (BIT64(PMU_CTR_CYCLE) | BIT64(PMU_CTR_INSTRET))

FW_HOT static bool is_fixed(xlen_t idx)
{
    return idx == PMU_CTR_CYCLE || idx == PMU_CTR_INSTRET;
}

FW_HOT static bool is_programmable(xlen_t idx)
{
    return idx >= 3 && idx < pmu_num_hw();
}

/* A counter start and stop apply to: mapped, or fixed (time is never
 * mapped). */
INLINE bool is_startable(xlen_t idx)
{
    return ((pmu_self()->mapped | FIXED_COUNTERS) & bit64(idx)) != 0;
}

/* Counter idx has an event mapped, or none. A hardware counter's event is
 * in its event register, and nothing reads it back: the mapped bit is all
 * its state here. A firmware counter also keeps its event (fw_map). */
INLINE void map(xlen_t idx)
{
    pmu_self()->mapped |= bit64(idx);
}

INLINE void unmap(xlen_t idx)
{
    pmu_self()->mapped &= ~bit64(idx);
}

/* The snapshot's slot for a counter stopped with TAKE_SNAPSHOT (slot: its
 * place relative to the set's base). */
INLINE void put_snapshot(xlen_t slot, uint64_t value, bool overflow)
{
    volatile struct sbi_pmu_snapshot *snapshot = pmu_self()->snapshot;
    uint64_t bit = bit64(slot);
    snapshot->values[slot] = value;
    if (overflow)
        snapshot->overflow_bitmap |= bit;
    else
        snapshot->overflow_bitmap &= ~bit;
}

/* ------------------------------------------------------------ hardware counters */

/* OF of a programmable counter (Sscofpmf); the fixed counters have none. */
INLINE bool hw_overflowed(xlen_t idx)
{
    return !is_fixed(idx) && pmu_traits()->has_sscofpmf && (pmu_hw_event_read(idx) & MHPMEVENT_OF);
}

/* Writes the counter's event register, where it has one: mhpmevent, or
 * with Smcntrpmf mcyclecfg / minstretcfg. Tested in this order, a
 * programmable counter's register is reached without working out the
 * fixed counters' slots (fw/pmu_hw.h). */
INLINE void hw_event_write(xlen_t idx, uint64_t value)
{
    if (!is_fixed(idx))
        pmu_hw_event_write(idx, value);
    else if (pmu_traits()->has_smcntrpmf)
        pmu_hw_event_write(idx, value);
}

/* A start clears OF of a programmable counter (Sscofpmf), so that the next
 * overflow interrupts again. */
INLINE void hw_clear_overflow(xlen_t idx)
{
    if (is_fixed(idx) || !pmu_traits()->has_sscofpmf)
        return;
    uint64_t event = pmu_hw_event_read(idx);
    if (event & MHPMEVENT_OF)
        pmu_hw_event_write(idx, event & ~MHPMEVENT_OF);
}

INLINE sxlen_t hw_start(xlen_t idx, bool set_value, uint64_t value)
{
    if (!is_startable(idx))
        return SBI_ERR_INVALID_PARAM;
    if (pmu_hw_running(idx))
        return SBI_ERR_ALREADY_STARTED;
    hw_clear_overflow(idx);
    pmu_hw_start(idx, set_value, value);
    return SBI_SUCCESS;
}

/* A reset frees the counter for config_matching, its event register
 * cleared (a programmable counter's to its idle value, fw/pmu_hw.h). */
INLINE void hw_release(xlen_t idx)
{
    unmap(idx);
    hw_event_write(idx, is_fixed(idx) ? 0 : pmu_traits()->idle_event);
}

INLINE sxlen_t hw_stop(xlen_t idx, xlen_t flags, xlen_t slot)
{
    if (!is_startable(idx))
        return SBI_ERR_INVALID_PARAM;
    sxlen_t err = SBI_SUCCESS;
    if (flags == SBI_PMU_STOP_RESET) {
        /* Released at once: its value is no one's, so it is not frozen
         * where the platform needs work for that (fw/pmu_hw.h). Still
         * released if it was stopped: a client that stopped an event
         * earlier releases its counter this way. */
        if (pmu_hw_inhibit_was_set(BIT(idx)))
            err = SBI_ERR_ALREADY_STOPPED;
    } else if (!pmu_hw_running(idx)) {
        err = SBI_ERR_ALREADY_STOPPED;
    } else {
        pmu_hw_stop(idx);
        if (flags & SBI_PMU_STOP_TAKE_SNAPSHOT)
            put_snapshot(slot, pmu_hw_read(idx), hw_overflowed(idx));
    }
    if (flags & SBI_PMU_STOP_RESET)
        hw_release(idx);
    return err;
}

/* ------------------------------------------------------------ firmware counters */

/* A firmware counter is also listed under its event, for counting
 * (pmu_fw_map); SKIP_MATCH may remap a counter, so the old event is left
 * first. */
NOINLINE void fw_map(xlen_t idx, uint32_t event_idx, uint64_t event_data)
{
    struct pmu_counter *c = pmu_counter(idx);
    if (c->event_idx)
        pmu_fw_map(idx, c->event_idx, c->event_data, false);
    c->event_idx = event_idx;
    c->event_data = event_data;
    if (event_idx) {
        map(idx);
        pmu_fw_map(idx, event_idx, event_data, true);
    } else {
        unmap(idx);
    }
}

NOINLINE sxlen_t fw_start(xlen_t idx, bool set_value, uint64_t value)
{
    if (!is_startable(idx))
        return SBI_ERR_INVALID_PARAM;
    if (pmu_counter(idx)->started)
        return SBI_ERR_ALREADY_STARTED;
    if (set_value)
        pmu_fw_write(idx, value);
    pmu_fw_set_started(idx, true);
    return SBI_SUCCESS;
}

NOINLINE sxlen_t fw_stop(xlen_t idx, xlen_t flags, xlen_t slot)
{
    if (!is_startable(idx))
        return SBI_ERR_INVALID_PARAM;
    sxlen_t err = SBI_SUCCESS;
    if (!pmu_counter(idx)->started) {
        err = SBI_ERR_ALREADY_STOPPED;
    } else {
        pmu_fw_set_started(idx, false);
        if (flags & SBI_PMU_STOP_TAKE_SNAPSHOT)
            put_snapshot(slot, pmu_fw_read(idx), false);
    }
    if (flags & SBI_PMU_STOP_RESET)
        fw_map(idx, 0, 0);
    return err;
}

/* ------------------------------------------------------------ counter sets */

/* Each counter of a set, in order; only up to the mask's highest bit, and
 * the usual set is one counter. */
#define for_each_in_set(idx, base, mask) \
    for (xlen_t m_ = (mask), idx = (base); m_; m_ >>= 1, idx++) \
        if (m_ & 1)

/* Every counter of the set exists: none of the mask's bits is at or past
 * the number of counters from base on (so base + i does not wrap). */
INLINE bool set_exists(xlen_t base, xlen_t mask)
{
    xlen_t n = pmu_num_counters();
    if (!mask)
        return true;
    if (base >= n)
        return false;
    /* n - base < XLEN always where PMU_MAX_COUNTERS <= XLEN (RV64) */
    return (PMU_MAX_COUNTERS > XLEN && n - base >= XLEN) || (mask >> (n - base)) == 0;
}

/* The set as a bitmap of counters, bit i for counter i (set_exists holds:
 * every counter is below PMU_MAX_COUNTERS). */
INLINE uint64_t set_bits(xlen_t base, xlen_t mask)
{
    return mask ? shl64(mask, base) : 0;
}
_Static_assert(PMU_MAX_COUNTERS <= 64, "a set of counters is one uint64_t");

/* The error of a start or stop that met several problems: an invalid
 * counter outweighs one already in the requested state. */
FW_HOT static sxlen_t worse(sxlen_t err, sxlen_t e)
{
    return e == SBI_SUCCESS || err == SBI_ERR_INVALID_PARAM ? err : e;
}

/* ------------------------------------------------------------ FID 1 */

/* get_info's answer, which pmu_hart_init tabulates (pmu_hart.info) for
 * lib/entry.S's pmu_leaf_get_info */
xlen_t pmu_counter_info(xlen_t idx)
{
    if (pmu_is_fw(idx))
        return BIT(SBI_PMU_CTR_INFO_FW_BIT(XLEN)) | (63UL << SBI_PMU_CTR_INFO_WIDTH_SHIFT);
    unsigned width = is_programmable(idx) ? plat->hpm_width : 64;
    return (xlen_t)(width - 1) << SBI_PMU_CTR_INFO_WIDTH_SHIFT | (CSR_CYCLE + idx);
}

/* ------------------------------------------------------------ FID 2 */

/* Event register value: the event's selection plus the mode-inhibit
 * hints, where the hardware has them (Sscofpmf for mhpmevent, Smcntrpmf
 * for mcyclecfg/minstretcfg); elsewhere the hints are ignored, as the
 * specification allows. M-mode is always inhibited: the firmware's own
 * work is not the supervisor's to measure, and a supervisor that excludes
 * itself (Linux's user-only events, which never set MINH) must not see
 * the timer and SBI calls taken while it counts (OpenSBI does the same).
 * The five SET_*INH flags are the register's five inhibit bits in the
 * same order, so one shift moves them there; the flags below them
 * (flags has no bit past SET_MINH) land below the inhibit bits, and the
 * mask of the bits the register implements takes them off. Without
 * Smcntrpmf the fixed counters have no event register, and their callers
 * write none. */
_Static_assert((uint64_t)SBI_PMU_CFG_SET_VUINH << (MHPMEVENT_INH_SHIFT - SBI_PMU_CFG_INH_SHIFT) ==
                   BIT64(HPM_EVT_VUINH_BIT) &&
               (uint64_t)SBI_PMU_CFG_SET_MINH << (MHPMEVENT_INH_SHIFT - SBI_PMU_CFG_INH_SHIFT) ==
                   MHPMEVENT_MINH,
               "the SET_*INH flags in the order of the event register's inhibit bits");
INLINE uint64_t event_register(xlen_t idx, const struct pmu_event *ev, xlen_t flags)
{
    uint64_t inh = (uint64_t)(flags | SBI_PMU_CFG_SET_MINH) << (MHPMEVENT_INH_SHIFT - SBI_PMU_CFG_INH_SHIFT);
    if (is_fixed(idx))
        return inh & MHPMEVENT_INH_MASK;
    return ev->mhpmevent | (inh & pmu_self()->mhpmevent_inh);
}

/* The lowest counter of the set that can count ev and is free, or -1;
 * with SKIP_MATCH, the set's first counter if it can count ev. hw_only:
 * ev counts on hardware counters only, which are all below 32, so the
 * lowest bit is found in one word on RV64 too. */
_Static_assert(PMU_HW_MAX <= 32, "the hardware counters in the low word of a set");
INLINE sxlen_t choose_counter(uint64_t set, xlen_t flags, const struct pmu_event *ev, bool hw_only)
{
    uint64_t able = set & ev->counters, pick;
    if (flags & SBI_PMU_CFG_SKIP_MATCH) {
        pick = able & set & -set;
    } else {
        /* Unmapped, and stopped: of those, only mcycle and minstret can
         * run (they run from boot until a stop), so only they are tested. */
        uint64_t free = able & ~pmu_self()->mapped;
        uint64_t other = free & ~FIXED_COUNTERS;
        /*
         * mcycle and minstret have no OF bit, so with Sscofpmf a
         * programmable counter, which can interrupt on overflow, goes
         * first: a client that samples (Linux's perf record) cannot say so
         * at this call. Without Sscofpmf the fixed counter goes first,
         * which leaves the programmable ones for other events. One event
         * has one fixed counter at most.
         */
        if (other && pmu_traits()->has_sscofpmf) {
            pick = other;
        } else {
            uint64_t fixed = free & FIXED_COUNTERS & pmu_hw_inhibited();
            pick = fixed ? fixed : other;
        }
    }
    if (!pick)
        return -1;
    return (sxlen_t)(hw_only ? lowest_bit((uint32_t)pick) : lowest_bit64(pick));
}

/* Hardware counter idx, chosen, takes the event as flags say; returns
 * config_matching's answer. AUTO_START starts it unless it runs (only
 * SKIP_MATCH picks a counter that is not free, so maybe running), with OF
 * clear: its event register was just written, and the fixed counters have
 * none. A function of its own, entered by a tail call: each half of
 * config_matching then fits in the registers the entry saved. In
 * .text.hot with the rest of the usual call's path (measured on the SoC:
 * start+stop 319 -> 288 cycles, config_matching+stop 371 -> 372, the
 * instruction cache's conflicts moving with it). */
FW_HOT NOINLINE struct sbiret hw_configure(xlen_t idx, xlen_t flags, const struct pmu_event *ev)
{
    map(idx);
    hw_event_write(idx, event_register(idx, ev, flags));
    if (flags & SBI_PMU_CFG_CLEAR_VALUE)
        pmu_hw_set(idx, 0);
    if ((flags & SBI_PMU_CFG_AUTO_START) &&
        (!(flags & SBI_PMU_CFG_SKIP_MATCH) || !pmu_hw_running(idx)))
        pmu_hw_start(idx, false, 0);
    return sbi_ok(idx);
}

NOINLINE void fw_configure(xlen_t idx, xlen_t flags, xlen_t event_idx, uint64_t event_data)
{
    fw_map(idx, (uint32_t)event_idx, event_data);
    if (flags & SBI_PMU_CFG_CLEAR_VALUE)
        pmu_fw_write(idx, 0);
    if ((flags & SBI_PMU_CFG_AUTO_START) && !pmu_counter(idx)->started)
        pmu_fw_set_started(idx, true);
}

/* Raw and firmware events, whose look-up calls out. */
NOINLINE struct sbiret configure_other(uint64_t set, xlen_t flags, xlen_t event_idx, uint64_t event_data)
{
    struct pmu_event ev;
    if (!pmu_event_lookup(event_idx, event_data, &ev))
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    sxlen_t idx = choose_counter(set, flags, &ev, false);
    if (idx < 0)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    if (!pmu_is_fw(idx))
        return hw_configure(idx, flags, &ev);
    fw_configure(idx, flags, event_idx, event_data);
    return sbi_ok((xlen_t)idx);
}

/* A hardware or cache event, the usual call: the table's events count on
 * hardware counters only. */
FW_HOT struct sbiret sbi_pmu_counter_config_matching(xlen_t base, xlen_t mask, xlen_t flags,
                                                     xlen_t event_idx, uint64_t event_data)
{
    if ((flags & CFG_RESERVED) || !set_exists(base, mask))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    const struct pmu_event *ev = pmu_event_in_table(event_idx, event_data);
    if (!ev)
        return configure_other(set_bits(base, mask), flags, event_idx, event_data);
    sxlen_t idx = choose_counter(set_bits(base, mask), flags, ev, true);
    if (idx < 0)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    return hw_configure(idx, flags, ev);
}

/* ------------------------------------------------------------ FIDs 3, 4 */

/*
 * A deliberate deviation (docs/firmware.md, "Linux 6.9 and later"): Linux's
 * riscv_pmu_sbi driver restarts its counters after an overflow with
 * INIT_SNAPSHOT at counter_idx_base idx * BITS_PER_LONG, where it means
 * i * BITS_PER_LONG; idx is BITS_PER_LONG once its loop has run out, so
 * the base is XLEN * XLEN. No counter is there, and the specification's
 * INVALID_PARAM would leave every sampled counter of such a kernel stopped
 * after its first overflow. Every hardware counter is below XLEN, in the
 * driver's first group of XLEN counters, so that start is read as base 0,
 * the only meaning it can have; every other
 * base of a counter that does not exist, and this one without
 * INIT_SNAPSHOT, is INVALID_PARAM as the specification says.
 */
#define LINUX_SNAPSHOT_RESTART_BASE ((xlen_t)XLEN * XLEN)
_Static_assert(PMU_HW_MAX <= XLEN, "every hardware counter in Linux's first group");

/*
 * start and stop act on every counter of the set they can, and report
 * what they could not do: INVALID_PARAM for a counter that cannot be
 * started or stopped (time, or a counter with no event mapped), else
 * ALREADY_STARTED / ALREADY_STOPPED. Linux stops all its counters at once
 * (a mask that includes time) and relies on the others stopping. A set
 * with a counter that does not exist, reserved flag bits or a snapshot
 * flag without shared memory changes nothing. One hardware counter without
 * a snapshot, the usual call, takes a path of its own, and the stop of one
 * with a snapshot flag another (stop_snapshot).
 */
NOINLINE sxlen_t start_set(xlen_t base, xlen_t mask, xlen_t flags, uint64_t initial_value)
{
    /* flags: SET_INIT_VALUE or INIT_SNAPSHOT, not both */
    if (flags > SBI_PMU_START_INIT_SNAPSHOT)
        return SBI_ERR_INVALID_PARAM;
    if (flags == SBI_PMU_START_INIT_SNAPSHOT && base == LINUX_SNAPSHOT_RESTART_BASE)
        base = 0;
    if (!set_exists(base, mask))
        return SBI_ERR_INVALID_PARAM;
    volatile struct sbi_pmu_snapshot *snapshot = pmu_self()->snapshot;
    if ((flags & SBI_PMU_START_INIT_SNAPSHOT) && !snapshot)
        return SBI_ERR_NO_SHMEM;
    sxlen_t err = SBI_SUCCESS;
    for_each_in_set(idx, base, mask) {
        uint64_t value = initial_value;
        if (flags & SBI_PMU_START_INIT_SNAPSHOT)
            value = snapshot->values[idx - base];
        sxlen_t e = pmu_is_fw(idx) ? fw_start(idx, flags != 0, value) : hw_start(idx, flags != 0, value);
        err = worse(err, e);
    }
    return err;
}

FW_HOT sxlen_t sbi_pmu_counter_start(xlen_t base, xlen_t mask, xlen_t flags, uint64_t initial_value)
{
    if (mask != 1 || flags > SBI_PMU_START_SET_INIT_VALUE || base >= pmu_num_hw())
        return start_set(base, mask, flags, initial_value);
    return hw_start(base, flags != 0, initial_value);
}

NOINLINE sxlen_t stop_set(xlen_t base, xlen_t mask, xlen_t flags)
{
    if (flags & STOP_RESERVED)
        return SBI_ERR_INVALID_PARAM;
    if (!set_exists(base, mask))
        return SBI_ERR_INVALID_PARAM;
    if ((flags & SBI_PMU_STOP_TAKE_SNAPSHOT) && !pmu_self()->snapshot)
        return SBI_ERR_NO_SHMEM;
    sxlen_t err = SBI_SUCCESS;
    for_each_in_set(idx, base, mask) {
        sxlen_t e = pmu_is_fw(idx) ? fw_stop(idx, flags, idx - base) : hw_stop(idx, flags, idx - base);
        err = worse(err, e);
    }
    return err;
}

/* One hardware counter stopped with a snapshot flag: Linux 6.9 and later,
 * once they have a snapshot area, stop every counter with TAKE_SNAPSHOT
 * and release it with RESET | TAKE_SNAPSHOT, two calls for each event a
 * perf rotation moves. Through the set loop they cost a rotation of 29
 * events on the SoC 2,550 instructions and 3,350 cycles more (docs/linux.md,
 * the cost of a rotation). A path of its own, out of the usual call's,
 * which stays as it was for stops without a snapshot (Linux 6.1's, and
 * 6.9's before it has the area). The counter's slot is 0, its place in
 * the set. */
NOINLINE sxlen_t stop_snapshot(xlen_t idx, xlen_t flags)
{
    if (flags > SBI_PMU_STOP_ALL || !pmu_self()->snapshot)
        return stop_set(idx, 1, flags);
    return hw_stop(idx, flags, 0);
}

FW_HOT sxlen_t sbi_pmu_counter_stop(xlen_t base, xlen_t mask, xlen_t flags)
{
    if (mask != 1 || base >= pmu_num_hw())
        return stop_set(base, mask, flags);
    if (flags > SBI_PMU_STOP_RESET)
        return stop_snapshot(base, flags);
    return hw_stop(base, flags, 0);      /* no snapshot */
}

/* FIDs 0, 1, 5 and 6 are answered in lib/entry.S (pmu_leaf_*), from the
 * hart's pmu_hart.num_counters, info and fw_values. */

/* ------------------------------------------------------------ FID 7 */

FW_HOT struct sbiret sbi_pmu_snapshot_set_shmem(xlen_t lo, xlen_t hi, xlen_t flags)
{
    if (flags != 0)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (lo == (xlen_t)-1 && hi == (xlen_t)-1) {
        pmu_self()->snapshot = NULL;
        return sbi_ok(0);
    }
    if (lo & (SBI_PMU_SNAPSHOT_SIZE - 1))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    sxlen_t err = shmem_check(lo, hi, SBI_PMU_SNAPSHOT_SIZE);
    if (err)
        return sbi_err(err);
    pmu_self()->snapshot = (volatile struct sbi_pmu_snapshot *)lo;
    return sbi_ok(0);
}

/* ------------------------------------------------------------ FID 8 */

struct event_info_entry {
    uint32_t event_idx;
    uint32_t output;
    uint32_t event_data_lo;
    uint32_t event_data_hi;
};

/* The most entries one call answers (docs/firmware.md). M-mode runs a
 * call with interrupts off, and every entry is a table look-up: one call
 * over 256 MiB of entries kept a hart in M-mode for three seconds and a
 * remote fence waiting as long. 256 entries are a 4 KiB page, five times
 * every standard hardware and cache event; a client with more splits its
 * list, as the specification's INVALID_PARAM lets it find out. */
#define EVENT_INFO_MAX 256u

FW_HOT struct sbiret sbi_pmu_event_get_info(xlen_t lo, xlen_t hi, xlen_t num_entries, xlen_t flags)
{
    const xlen_t entry_size = sizeof(struct event_info_entry);
    if (flags != 0 || (lo & (entry_size - 1)))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (num_entries > (xlen_t)-1 / entry_size)
        return sbi_err(SBI_ERR_INVALID_ADDRESS);
    sxlen_t err = shmem_check(lo, hi, num_entries * entry_size);
    if (err)
        return sbi_err(err);
    if (num_entries > EVENT_INFO_MAX)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    volatile struct event_info_entry *e = (volatile struct event_info_entry *)lo;
    /* All entries are checked before any is written. */
    for (xlen_t i = 0; i < num_entries; i++)
        if (e[i].event_idx >> 20)
            return sbi_err(SBI_ERR_INVALID_PARAM);
    for (xlen_t i = 0; i < num_entries; i++) {
        uint32_t idx = e[i].event_idx;
        uint32_t type = SBI_PMU_EVENT_TYPE(idx);
        uint64_t data = (type == SBI_PMU_EVENT_TYPE_RAW || type == SBI_PMU_EVENT_TYPE_RAW_V2 || type == SBI_PMU_EVENT_TYPE_FW)
                            ? (uint64_t)e[i].event_data_hi << 32 | e[i].event_data_lo : 0;
        struct pmu_event ev;
        e[i].output = pmu_event_lookup(idx, data, &ev) ? 1 : 0;
    }
    return sbi_ok(0);
}

/* ------------------------------------------------------------ routing */

/* Each C function of the map returns what its kind says, since entry.S
 * takes a0 and a1 (VALUE) or a0 alone (ERROR) as the answer. */
#define RETURNS_LEAF(fn)
#define RETURNS_VALUE(fn) _Static_assert(__builtin_types_compatible_p(__typeof__(fn), \
                                         struct sbiret()), #fn " returns a struct sbiret");
#define RETURNS_ERROR(fn) _Static_assert(__builtin_types_compatible_p(__typeof__(fn), \
                                         sxlen_t()), #fn " returns an error alone");
#define RETURNS(fid, fn, kind) RETURNS_##kind(fn)
SBI_PMU_CALLS(RETURNS)

/* lib/entry.S routes every PMU call by fw/sbi_pmu_calls.h and never
 * through the dispatcher, which lists the PMU for probe_extension. */
const struct sbi_extension sbi_ext_pmu = {
    .eid_min = SBI_EXT_PMU, .eid_max = SBI_EXT_PMU, .handle = NULL,
};
