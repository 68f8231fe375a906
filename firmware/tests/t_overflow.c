/* SPDX-License-Identifier: Apache-2.0 */
/* Sscofpmf: a counter started close to overflow raises the local
 * counter-overflow interrupt (scause: interrupt 13) in S-mode, and the
 * snapshot's overflow bitmap shows the overflow. */
#include "test.h"

#define TO_OVERFLOW 1000
#define SIE_LCOFIE ((xlen_t)1 << 13)

/* QEMU RV32 does not carry a counter's low half into its high half, so a
 * 64-bit counter started at `start` never overflows there: true (and the
 * test skipped) when that is why no interrupt came. */
static bool qemu_rv32_no_carry(unsigned bits, uint64_t start, uint64_t now)
{
    if (XLEN == 32 && env.qemu && bits > 32 && now >> 32 == start >> 32) {
        skip("QEMU RV32 limit: no carry into the high half, the counter cannot overflow (value 0x%llx)",
             (unsigned long long)now);
        return true;
    }
    return false;
}

/* Starts a programmable counter TO_OVERFLOW events before it wraps, with
 * the interrupt enabled, and spins until it comes (or long after it
 * should have). Returns the counter, -1 after skip/fail. */
static int overflow_once(int c, xlen_t ev)
{
    unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[c]) + 1;
    uint64_t top = bits >= 64 ? 0 : 1ULL << bits;      /* 2^width, mod 2^64 */
    lcofi_taken = 0;
    __asm__ volatile("csrs sie, %0" ::"r"(SIE_LCOFIE));
    __asm__ volatile("csrs sstatus, %0" ::"r"((xlen_t)2));
    struct sbiret r = start1(c, SBI_PMU_START_SET_INIT_VALUE, top - TO_OVERFLOW);
    for (unsigned i = 0; i < 2000 && !lcofi_taken; i++)
        spin(50);
    __asm__ volatile("csrc sstatus, %0" ::"r"((xlen_t)2));
    __asm__ volatile("csrc sie, %0" ::"r"(SIE_LCOFIE));
    if (r.error != SBI_SUCCESS) {
        fail("start(%d) at 2^%u - %d: got %s", c, bits, TO_OVERFLOW, err_name(r.error));
        return -1;
    }
    uint64_t now = read_value(c);
    if (!lcofi_taken && qemu_rv32_no_carry(bits, top - TO_OVERFLOW, now))
        return -1;
    if (lcofi_taken != 1) {
        fail("counter %d (event 0x%lx, %u bits) started %d before overflow: %u overflow interrupts "
             "after 100000 loop iterations, expected 1 (value now 0x%llx)",
             c, ev, bits, TO_OVERFLOW, lcofi_taken, (unsigned long long)now);
        return -1;
    }
    return c;
}

static int overflow_counter(xlen_t *ev)
{
    if (!env.sscofpmf) {
        skip("no Sscofpmf (scountovf is not readable)");
        return -1;
    }
    if (!usable_event(K_PROG, ev)) {
        skip("no event found that a programmable counter can count");
        return -1;
    }
    struct sbiret r = cfg_kind(K_PROG, 0, *ev, 0);
    if (r.error != SBI_SUCCESS) {
        fail("config_matching: got %s", err_name(r.error));
        return -1;
    }
    return (int)r.value;
}

static void interrupt(void)
{
    xlen_t ev;
    int c = overflow_counter(&ev);
    if (c < 0 || overflow_once(c, ev) < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
}

/* "The SBI implementation must additionally update the overflown counter
 * bitmap in the shared memory." */
static void snapshot_bitmap(void)
{
    xlen_t ev;
    int c = overflow_counter(&ev);
    if (c < 0 || !snapshot_on() || overflow_once(c, ev) < 0)
        return;
    unsigned k = c >= 3 ? 3 : (unsigned)c;
    snap_fill();
    EXPECT_ERR(pmu_stop(c - k, (xlen_t)1 << k, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_SUCCESS,
               "stop with TAKE_SNAPSHOT");
    EXPECT(snap->overflow_bitmap >> k & 1, "overflow bitmap: expected bit %u (counter %d, base %d), got 0x%llx",
           k, c, c - (int)k, (unsigned long long)snap->overflow_bitmap);
    /* the value wrapped past 0, except on QEMU RV32, where the high half
     * does not carry (the interrupt comes from QEMU's overflow timer) */
    uint64_t v = snap->values[k];
    if (XLEN == 32 && env.qemu && v >> 32 == 0xffffffffu)
        return;
    EXPECT(v < (1u << 26), "counter %d after overflow: expected a small value, snapshot has 0x%llx", c,
           (unsigned long long)v);
}

/* docs/firmware.md: "start clears the counter's OF bit, so an overflow
 * interrupt is raised again at the next overflow". */
static void ours_rearm(void)
{
    NEEDS_OURS();
    xlen_t ev;
    int c = overflow_counter(&ev);
    if (c < 0 || overflow_once(c, ev) < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop after the first overflow");
    if (overflow_once(c, ev) < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop after the second overflow");
}

/* The sequence a perf-style client runs around an overflow, from S-mode:
 * cycles configured on a programmable counter, started 20001 cycles
 * before it wraps with the interrupt enabled; in the LCOFI handler
 * scountovf is read and the counter stopped; after the handler it is
 * stopped again, reconfigured on itself with SKIP_MATCH and CLEAR_VALUE,
 * and started. ext-pmu.adoc: the overflowed counter's bit is set in
 * scountovf (Sscofpmf) while the handler runs, the first stop succeeds,
 * the second finds it stopped (SBI_ERR_ALREADY_STOPPED), and the
 * reconfiguration and the start succeed. */
#define SEQ_TO_OVERFLOW 20001
static volatile int seq_ctr;
static volatile xlen_t seq_scountovf;
static volatile long seq_handler_stop;
static bool seq_restarted;  /* the run reached the restart, every check passed */

static void seq_in_handler(void)
{
    xlen_t v;
    __asm__ volatile("csrr %0, 0xda0" : "=r"(v));
    seq_scountovf = v;
    seq_handler_stop = stop1((xlen_t)seq_ctr, 0).error;
}

/* Runs the sequence up to the restart (seq_restarted: it got there). */
static void handler_sequence_run(void)
{
    xlen_t ev = SBI_PMU_EVENT(SBI_PMU_EVENT_TYPE_HW, SBI_PMU_HW_CPU_CYCLES);
    seq_restarted = false;
    SKIP_UNLESS(env.sscofpmf, "no Sscofpmf (scountovf is not readable)");
    struct sbiret r = cfg_kind(K_PROG, 0, ev, 0);
    SKIP_UNLESS(r.error == SBI_SUCCESS, "config_matching cycles on a programmable counter: %s", err_name(r.error));
    int c = (int)r.value;
    unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[c]) + 1;
    uint64_t top = bits >= 64 ? 0 : 1ULL << bits;
    seq_ctr = c;
    seq_scountovf = 0;
    seq_handler_stop = 1;
    lcofi_taken = 0;
    lcofi_hook = seq_in_handler;
    __asm__ volatile("csrs sie, %0" ::"r"(SIE_LCOFIE));
    __asm__ volatile("csrs sstatus, %0" ::"r"((xlen_t)2));
    r = start1(c, SBI_PMU_START_SET_INIT_VALUE, top - SEQ_TO_OVERFLOW);
    for (unsigned i = 0; i < 4000 && !lcofi_taken; i++)
        spin(50);
    __asm__ volatile("csrc sstatus, %0" ::"r"((xlen_t)2));
    __asm__ volatile("csrc sie, %0" ::"r"(SIE_LCOFIE));
    lcofi_hook = 0;
    EXPECT(r.error == SBI_SUCCESS, "start at 2^%u - %d: expected SUCCESS, got %s", bits, SEQ_TO_OVERFLOW,
           err_name(r.error));
    if (!lcofi_taken && qemu_rv32_no_carry(bits, top - SEQ_TO_OVERFLOW, read_value(c)))
        return;
    EXPECT(lcofi_taken == 1, "counter %d: %u overflow interrupts, expected 1", c, lcofi_taken);
    EXPECT(seq_scountovf >> c & 1, "scountovf in the handler: expected bit %d, got 0x%lx", c,
           (unsigned long)seq_scountovf);
    EXPECT(seq_handler_stop == SBI_SUCCESS, "stop in the handler: expected SUCCESS, got %s",
           err_name(seq_handler_stop));
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "stop after the handler");
    r = cfg(c, 1, SBI_PMU_CFG_SKIP_MATCH | SBI_PMU_CFG_CLEAR_VALUE, ev, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "config_matching SKIP_MATCH | CLEAR_VALUE");
    EXPECT(r.value == (xlen_t)c, "config_matching SKIP_MATCH: expected counter %d, got %ld", c, (long)r.value);
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start after the reconfiguration");
    seq_restarted = true;
}

static void handler_sequence(void)
{
    handler_sequence_run();
    if (seq_restarted)
        stop1((xlen_t)seq_ctr, 0);
}

/* Fails the test unless scountovf leaves out counter c, which has counted
 * a few thousand cycles from a small value since `after` (Sscofpmf: OF is
 * set when the counter overflows). */
static bool not_overflowed(int c, const char *after)
{
    spin(1000);
    xlen_t v;
    __asm__ volatile("csrr %0, 0xda0" : "=r"(v));
    if (v >> c & 1)
        fail("scountovf after %s: bit %d set (0x%lx), but counter %d counted a few thousand cycles from 0",
             after, c, (unsigned long)v, c);
    return !(v >> c & 1);
}

/* The sequence after the counter has counted, as perf stat counts before
 * perf record samples: cycles on a programmable counter configured with
 * CLEAR_VALUE, started, stopped, restarted where it stopped, and stopped
 * with RESET. Nothing of it overflows, so scountovf shows no overflow and
 * none is left to interrupt the sequence, whose handler must see only its
 * own (the checks of handler_sequence). */
static void handler_sequence_after_counting(void)
{
    xlen_t ev = EV_CPU_CYCLES;
    SKIP_UNLESS(env.sscofpmf, "no Sscofpmf (scountovf is not readable)");
    struct sbiret r = cfg_kind(K_PROG, SBI_PMU_CFG_CLEAR_VALUE, ev, 0);
    SKIP_UNLESS(r.error == SBI_SUCCESS, "config_matching cycles on a programmable counter: %s", err_name(r.error));
    int c = (int)r.value;
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start");
    if (!not_overflowed(c, "the start"))
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "restart");
    if (!not_overflowed(c, "the restart"))
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    handler_sequence();
}

/* A start at 0, and a running counter set to 0 by SKIP_MATCH |
 * CLEAR_VALUE, are no overflow: scountovf does not show the counter. */
static void none_from_zero(void)
{
    xlen_t ev = EV_CPU_CYCLES;
    SKIP_UNLESS(env.sscofpmf, "no Sscofpmf (scountovf is not readable)");
    struct sbiret r = cfg_kind(K_PROG, 0, ev, 0);
    SKIP_UNLESS(r.error == SBI_SUCCESS, "config_matching cycles on a programmable counter: %s", err_name(r.error));
    int c = (int)r.value;
    EXPECT_ERR(start1(c, SBI_PMU_START_SET_INIT_VALUE, 0), SBI_SUCCESS, "start at 0");
    if (!not_overflowed(c, "the start at 0"))
        return;
    EXPECT_ERR(cfg(c, 1, SBI_PMU_CFG_SKIP_MATCH | SBI_PMU_CFG_CLEAR_VALUE, ev, 0), SBI_SUCCESS,
               "SKIP_MATCH | CLEAR_VALUE on the running counter");
    if (!not_overflowed(c, "CLEAR_VALUE on the running counter"))
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
}

/* docs/firmware.md: "start clears the counter's OF bit": after the
 * sequence's restart, scountovf no longer shows the counter. */
static void ours_sequence_clears_of(void)
{
    NEEDS_OURS();
    handler_sequence_run();
    if (!seq_restarted)
        return;
    int c = seq_ctr;
    xlen_t v;
    __asm__ volatile("csrr %0, 0xda0" : "=r"(v));
    stop1(c, 0);
    EXPECT(!(v >> c & 1), "scountovf after the restart: bit %d still set (0x%lx)", c, (unsigned long)v);
}

/*
 * The calls Linux's riscv_pmu_sbi driver (6.9 and later, with a snapshot
 * area) makes around an overflow, in its order (pmu_sbi_ovf_handler): every
 * hardware counter it uses stopped with TAKE_SNAPSHOT at base 0; the
 * overflow bitmap read from the area; LCOFIP cleared; the overflowed
 * counter's next initial value written into the area, the others' values
 * written back as read; every counter it uses started with INIT_SNAPSHOT.
 * Cycles sample on a programmable counter every LNX_PERIOD; a second
 * programmable counter runs beside it from LNX_SECOND_INIT, on an event
 * other than cycles and instructions (QEMU 7.2 has one overflow timer per
 * hart for all its cycle and instruction counters, and a write of a
 * second one's small value leaves that timer skipping the sampled
 * counter's next overflow; that is QEMU's, and not what this test is
 * about). ext-pmu.adoc: the stop snapshots each
 * counter's value at its index and sets the overflowed counter's bit in
 * the bitmap (only its); the start takes each counter's initial value from
 * the area; so every restart arms the next overflow, LNX_PERIOD cycles on.
 */
#define LNX_PERIOD    20001
#define LNX_OVERFLOWS 3
#define LNX_SECOND_INIT (1ULL << 20)
static struct {
    int sampled, counted;           /* cycles, and another event, programmable */
    xlen_t mask;                    /* both, base 0 */
    xlen_t restart_base;            /* 0, or the stock kernel's XLEN * XLEN */
    uint64_t init;                  /* 2^width - LNX_PERIOD */
    volatile unsigned handled;
    volatile sxlen_t stop_err, start_err;
    volatile uint64_t bitmap[LNX_OVERFLOWS], sampled_v[LNX_OVERFLOWS], second_v[LNX_OVERFLOWS];
} lnx;

static void lnx_handler(void)
{
    const unsigned n = lnx.handled;
    sxlen_t e = pmu_stop(0, lnx.mask, SBI_PMU_STOP_TAKE_SNAPSHOT).error;
    if (e != SBI_SUCCESS && lnx.stop_err == SBI_SUCCESS)
        lnx.stop_err = e;
    if (n < LNX_OVERFLOWS) {
        lnx.bitmap[n] = snap->overflow_bitmap;
        lnx.sampled_v[n] = snap->values[lnx.sampled];
        lnx.second_v[n] = snap->values[lnx.counted];
    }
    __asm__ volatile("csrc sip, %0" ::"r"((xlen_t)1 << IRQ_LCOF));
    snap->values[lnx.sampled] = lnx.init;
    e = pmu_start(lnx.restart_base, lnx.mask, SBI_PMU_START_INIT_SNAPSHOT, 0).error;
    if (e != SBI_SUCCESS && lnx.start_err == SBI_SUCCESS)
        lnx.start_err = e;
    lnx.handled = n + 1;
}

static void linux_snapshot_overflows(xlen_t restart_base)
{
    SKIP_UNLESS(env.sscofpmf, "no Sscofpmf (scountovf is not readable)");
    SKIP_UNLESS(!(XLEN == 32 && env.qemu), "QEMU RV32 does not carry into a counter's high half: no overflow");
    if (!snapshot_on())
        return;
    struct sbiret r = cfg_kind(K_PROG, 0, EV_CPU_CYCLES, 0);
    SKIP_UNLESS(r.error == SBI_SUCCESS, "config_matching cycles on a programmable counter: %s", err_name(r.error));
    const int c = (int)r.value;
    SKIP_UNLESS(c < XLEN, "counter %d is past the first XLEN counters", c);
    /* branches, cache misses, then the TLB read misses (cache ids 3, 4) */
    static const xlen_t second[] = { EV(SBI_PMU_EVENT_TYPE_HW, 5), EV(SBI_PMU_EVENT_TYPE_HW, 4),
                                     EV(1, 3 << 3 | 1), EV(1, 4 << 3 | 1) };
    for (unsigned i = 0; i < sizeof second / sizeof second[0]; i++)
        if ((r = cfg_kind(K_PROG, 0, second[i], 0)).error == SBI_SUCCESS)
            break;
    SKIP_UNLESS(r.error == SBI_SUCCESS, "no second event a programmable counter can count: %s", err_name(r.error));
    const int d = (int)r.value;
    SKIP_UNLESS(d < XLEN, "counter %d is past the first XLEN counters", d);
    const unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[c]) + 1;
    lnx.sampled = c;
    lnx.counted = d;
    lnx.mask = (xlen_t)1 << c | (xlen_t)1 << d;
    lnx.restart_base = restart_base;
    lnx.init = (bits >= 64 ? 0 : 1ULL << bits) - LNX_PERIOD;
    lnx.handled = 0;
    lnx.stop_err = lnx.start_err = SBI_SUCCESS;
    snap_fill();
    snap->values[c] = lnx.init;
    snap->values[d] = LNX_SECOND_INIT;
    lcofi_hook = lnx_handler;
    __asm__ volatile("csrs sie, %0" ::"r"(SIE_LCOFIE));
    __asm__ volatile("csrs sstatus, %0" ::"r"((xlen_t)2));
    r = pmu_start(0, lnx.mask, SBI_PMU_START_INIT_SNAPSHOT, 0);
    for (unsigned i = 0; i < 8000 && lnx.handled < LNX_OVERFLOWS; i++)
        spin(50);
    __asm__ volatile("csrc sstatus, %0" ::"r"((xlen_t)2));
    __asm__ volatile("csrc sie, %0" ::"r"(SIE_LCOFIE));
    lcofi_hook = 0;
    pmu_stop(0, lnx.mask, 0);
    /* QEMU 7.2 keeps the last restart's overflow deadline armed after the
     * stop and only ever brings it forward: it would fire into the next
     * test that starts a cycle counter within LNX_PERIOD. Let it pass
     * while the counter is stopped (QEMU then does nothing). */
    spin(LNX_PERIOD);
    EXPECT_ERR(r, SBI_SUCCESS, "the first start, INIT_SNAPSHOT at base 0");
    EXPECT(lnx.stop_err == SBI_SUCCESS, "stop with TAKE_SNAPSHOT in the handler: %s", err_name(lnx.stop_err));
    EXPECT(lnx.start_err == SBI_SUCCESS, "restart with INIT_SNAPSHOT at base %lu in the handler: %s",
           restart_base, err_name(lnx.start_err));
    EXPECT(lnx.handled >= LNX_OVERFLOWS, "%u overflow interrupts, expected %d: the restart did not rearm counter %d",
           lnx.handled, LNX_OVERFLOWS, c);
    for (unsigned i = 0; i < LNX_OVERFLOWS; i++) {
        EXPECT((lnx.bitmap[i] & lnx.mask) == (xlen_t)1 << c,
               "overflow %u: bitmap 0x%llx, expected bit %d (cycles) and not bit %d (instructions)", i,
               (unsigned long long)lnx.bitmap[i], c, d);
        EXPECT(lnx.sampled_v[i] < LNX_PERIOD,
               "overflow %u: counter %d's snapshot 0x%llx, expected it past 0 by less than the period", i, c,
               (unsigned long long)lnx.sampled_v[i]);
        const uint64_t before = i ? lnx.second_v[i - 1] : LNX_SECOND_INIT;
        EXPECT(lnx.second_v[i] >= before,
               "overflow %u: counter %d at %llu, below its value in the area at the last start, %llu", i, d,
               (unsigned long long)lnx.second_v[i], (unsigned long long)before);
    }
}

static void linux_snapshot_restart(void)
{
    NEEDS_SBI(2, 0, "snapshot_set_shmem");
    linux_snapshot_overflows(0);
}

/* docs/firmware.md's deviation: the stock driver's restart at base
 * XLEN * XLEN is read as base 0. */
static void ours_linux_stock_restart(void)
{
    NEEDS_OURS();
    linux_snapshot_overflows((xlen_t)XLEN * XLEN);
}

/* Everywhere else the specification's answer stands: a base of counters
 * that do not exist is INVALID_PARAM, and nothing starts. */
static void ours_linux_rule_is_narrow(void)
{
    NEEDS_OURS();
    if (!snapshot_on())
        return;
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    const xlen_t x2 = (xlen_t)XLEN * XLEN;
    const struct {
        xlen_t base, flags;
        const char *what;
    } bad[] = {
        {x2, 0, "base XLEN*XLEN without a flag"},
        {x2, SBI_PMU_START_SET_INIT_VALUE, "base XLEN*XLEN with SET_INIT_VALUE"},
        {x2 + XLEN, SBI_PMU_START_INIT_SNAPSHOT, "base XLEN*(XLEN+1) with INIT_SNAPSHOT"},
        {x2 - XLEN, SBI_PMU_START_INIT_SNAPSHOT, "base XLEN*(XLEN-1) with INIT_SNAPSHOT"},
        {x2 + 1, SBI_PMU_START_INIT_SNAPSHOT, "base XLEN*XLEN+1 with INIT_SNAPSHOT"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        EXPECT_ERR(pmu_start(bad[i].base, (xlen_t)1 << c, bad[i].flags, 0), SBI_ERR_INVALID_PARAM, bad[i].what);
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "stop after the refused starts (none started it)");
}

const struct test overflow_tests[] = {
    { "overflow.handler_sequence", handler_sequence },
    { "overflow.handler_sequence_after_counting", handler_sequence_after_counting },
    { "overflow.none_from_zero", none_from_zero },
    { "ours.overflow.restart_clears_of", ours_sequence_clears_of },
    { "overflow.interrupt", interrupt },
    { "overflow.snapshot_bitmap", snapshot_bitmap },
    { "ours.overflow.restart_rearms", ours_rearm },
    { "overflow.linux_snapshot_restart", linux_snapshot_restart },
    { "ours.overflow.linux_stock_snapshot_restart", ours_linux_stock_restart },
    { "ours.overflow.linux_restart_rule_is_narrow", ours_linux_rule_is_narrow },
    { 0 },
};
