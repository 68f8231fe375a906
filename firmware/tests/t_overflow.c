/* SPDX-License-Identifier: Apache-2.0 */
/* Sscofpmf: a counter started close to overflow raises the local
 * counter-overflow interrupt (scause: interrupt 13) in S-mode, and the
 * snapshot's overflow bitmap shows the overflow. */
#include "test.h"

#define TO_OVERFLOW 1000
#define SIE_LCOFIE ((xlen_t)1 << 13)

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
    /* QEMU RV32 does not carry a counter's low half into its high half,
     * so a 64-bit counter never overflows there */
    uint64_t now = read_value(c);
    if (!lcofi_taken && XLEN == 32 && env.qemu && bits > 32 && (now >> 32) == (top - TO_OVERFLOW) >> 32) {
        skip("QEMU RV32 limit: no carry into the high half, the counter cannot overflow (value 0x%llx)",
             (unsigned long long)now);
        return -1;
    }
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

const struct test overflow_tests[] = {
    { "overflow.interrupt", interrupt },
    { "overflow.snapshot_bitmap", snapshot_bitmap },
    { "ours.overflow.restart_rearms", ours_rearm },
    { 0 },
};
