/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The HPM CSRs behind the hardware counters (SBI index = CSR offset).
 * Counter 0 is mcycle (its filter in mcyclecfg), 2 is minstret
 * (minstretcfg), 3.. are mhpmcounterN (mhpmeventN). On RV32 every 64-bit
 * register is a low/high pair. Inline: the PMU calls are on the SBI fast
 * path.
 */
#ifndef FW_PMU_HW_H
#define FW_PMU_HW_H

#include "fw/csr.h"
#include "fw/csr_table.h"
#include "fw/hart.h"
#include "fw/platform.h"
#include "fw/types.h"

#define MHPMEVENT_OF       BIT64(HPM_EVT_OF_BIT)
#define MHPMEVENT_INH_SHIFT HPM_EVT_INH_SHIFT   /* VUINH .. MINH */
#define MHPMEVENT_INH_MASK (0x1fULL << MHPMEVENT_INH_SHIFT)
#define MHPMEVENT_MINH     BIT64(HPM_EVT_MINH_BIT)

void pmu_hw_init(void);

/* The event register of a programmable counter no event is mapped on: 0,
 * or with counter delegation MINH alone. S-mode may give such a counter
 * an event through sireg2 (sireg5), which leaves MINH as it is, so M-mode
 * stays out of its count as it does for a counter config_matching
 * programs (docs/firmware.md, counter delegation). MINH is Sscofpmf's. */
static inline uint64_t pmu_hw_idle_event(const struct platform *p)
{
    return p->has_cdeleg && p->has_sscofpmf ? MHPMEVENT_MINH : 0;
}

/* The platform's PMU traits, in the calling hart's PMU (fw/pmu_hart.h). */
static inline const struct pmu_traits *pmu_traits(void)
{
    return &hart_self()->pmu.traits;
}

static inline uint64_t pmu_hw_read64(const char *lo, const char *hi, xlen_t i)
{
#if XLEN == 64
    (void)hi;
    return csr_table_read(lo, i);
#else
    /* re-read if the low half carried into the high half in between */
    uint32_t h, l;
    do {
        h = csr_table_read(hi, i);
        l = csr_table_read(lo, i);
    } while (h != csr_table_read(hi, i));
    return (uint64_t)h << 32 | l;
#endif
}

static inline void pmu_hw_write64(const char *lo, const char *hi, xlen_t i, uint64_t value)
{
#if XLEN == 64
    (void)hi;
    csr_table_write(lo, i, value);
#else
    csr_table_write(lo, i, (uint32_t)value);
    csr_table_write(hi, i, (uint32_t)(value >> 32));
#endif
}

/* mcountinhibit. Its accesses, like the tables' (fw/csr_table.h), order
 * no memory access, so they leave GCC free to keep the PMU's state in
 * registers across them. */
static inline xlen_t pmu_hw_inhibited(void)
{
    xlen_t v;
    __asm__ volatile("csrr %0, " STR(CSR_MCOUNTINHIBIT) : "=r"(v));
    return v;
}

static inline void pmu_hw_inhibit(xlen_t bits)
{
    __asm__ volatile("csrs " STR(CSR_MCOUNTINHIBIT) ", %0" ::"rK"(bits));
}

/* Inhibits the counters of bits; true if all of them were already. */
static inline bool pmu_hw_inhibit_was_set(xlen_t bits)
{
    xlen_t old;
    __asm__ volatile("csrrs %0, " STR(CSR_MCOUNTINHIBIT) ", %1" : "=r"(old) : "r"(bits));
    return (old & bits) == bits;
}

static inline void pmu_hw_uninhibit(xlen_t bits)
{
    __asm__ volatile("csrc " STR(CSR_MCOUNTINHIBIT) ", %0" ::"rK"(bits));
}

/* mcyclecfg (0x321) and minstretcfg (0x322) filter the fixed counters;
 * their offsets differ from their counters'. */
static inline xlen_t pmu_hw_event_slot(xlen_t idx)
{
    return idx == 0 ? 1 : idx;
}

static inline uint64_t pmu_hw_read(xlen_t idx)
{
    return pmu_hw_read64(csr_read_mcounter, csr_read_mcounterh, idx);
}

static inline void pmu_hw_write(xlen_t idx, uint64_t value)
{
    pmu_hw_write64(csr_write_mcounter, csr_write_mcounterh, idx, value);
}

/* Reads the counter and writes the value back (QEMU's restart); one call
 * of the table on RV64. */
static inline uint64_t pmu_hw_rewrite(xlen_t idx)
{
#if XLEN == 64
    return csr_table_rewrite(csr_rewrite_mcounter, idx);
#else
    uint64_t value = pmu_hw_read(idx);
    pmu_hw_write(idx, value);
    return value;
#endif
}

/* mhpmevent, or mcyclecfg / minstretcfg */
static inline uint64_t pmu_hw_event_read(xlen_t idx)
{
    return pmu_hw_read64(csr_read_mevent, csr_read_meventh, pmu_hw_event_slot(idx));
}

static inline void pmu_hw_event_write(xlen_t idx, uint64_t value)
{
    pmu_hw_write64(csr_write_mevent, csr_write_meventh, pmu_hw_event_slot(idx), value);
}

/* The shift is written out: GCC folds a test of BIT(idx) into a shift by
 * a 32-bit count, for which RV64 then keeps a sign-extended copy of idx in
 * a register of its own (a callee-saved one in hw_configure). */
static inline bool pmu_hw_running(xlen_t idx)
{
    xlen_t v;
    __asm__ volatile("csrr %0, " STR(CSR_MCOUNTINHIBIT) "\n\tsrl %0, %0, %1" : "=&r"(v) : "r"(idx));
    return !(v & 1);
}

/*
 * QEMU 7.2 derives a running counter from its time base and does not stop
 * it on mcountinhibit: the first read after the inhibit still returns the
 * live value, the following ones the last value written, and a restart
 * counts from the last write, the time stopped included. So there a stop
 * inhibits the counter, reads it once (the live value, after which QEMU
 * takes it as stopped) and writes that value back; a start rewrites the
 * value it stopped at. On RV32 the first read is of one half only, so the
 * value is read before the inhibit there.
 *
 * QEMU 7.2 also arms an overflow timer at every write of the counter it
 * has counting cycles or instructions, for 2^64 - value counts later,
 * taken as a signed number: for a value up to 2^63 (any count from a
 * small value) it expires at once, and QEMU then sets OF and raises LCOFI
 * if the counter runs with OF clear, an overflow that did not happen.
 * With -icount the expiry is handled at once (before the firmware lets
 * the counter run); without it, on another thread, a little later. So on QEMU
 * (write_arms_overflow_timer) such a value is written while the counter is
 * inhibited: a start writes it before it lets the counter run, and a
 * write of a running counter (CLEAR_VALUE) inhibits it around the write.
 * A value closer to the overflow arms a deadline in the future, which must
 * find the counter running even if the hart is held up in between: a
 * start writes it after it lets the counter run.
 */

/* QEMU's overflow timer, armed by writing value, expires at once. */
static inline bool pmu_hw_expires_at_once(uint64_t value)
{
    return value <= 1ULL << 63;
}

/* Runs the counter, from value if set_value. The value is written before
 * the counter runs, so that it never counts from its previous value. */
static inline void pmu_hw_start(xlen_t idx, bool set_value, uint64_t value)
{
    bool written = false;
    if (!set_value && pmu_traits()->inhibit_needs_rewrite) {
        value = pmu_hw_rewrite(idx);
        set_value = written = true;
    }
    if (set_value && pmu_traits()->write_arms_overflow_timer && !pmu_hw_expires_at_once(value)) {
        pmu_hw_uninhibit(BIT(idx));
        pmu_hw_write(idx, value);
        return;
    }
    if (set_value && !written)
        pmu_hw_write(idx, value);
    pmu_hw_uninhibit(BIT(idx));
}

/* Sets the counter to value, running or stopped. */
static inline void pmu_hw_set(xlen_t idx, uint64_t value)
{
    bool pause = pmu_traits()->write_arms_overflow_timer && pmu_hw_expires_at_once(value) &&
                 pmu_hw_running(idx);
    if (pause)
        pmu_hw_inhibit(BIT(idx));
    pmu_hw_write(idx, value);
    if (pause)
        pmu_hw_uninhibit(BIT(idx));
}

static inline void pmu_hw_stop(xlen_t idx)
{
    if (!pmu_traits()->inhibit_needs_rewrite) {
        pmu_hw_inhibit(BIT(idx));
        return;
    }
#if XLEN == 64
    pmu_hw_inhibit(BIT(idx));
    uint64_t value = pmu_hw_read(idx);
#else
    uint64_t value = pmu_hw_read(idx);
    pmu_hw_inhibit(BIT(idx));
    (void)pmu_hw_read(idx);
#endif
    pmu_hw_write(idx, value);
}

#endif
