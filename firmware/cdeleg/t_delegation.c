/* SPDX-License-Identifier: Apache-2.0 */
/* What the firmware delegates (docs/firmware.md, counter delegation) and
 * scountinhibit (Ssccfg; contract rule 12): the masked alias of
 * mcountinhibit, bit i where mcounteren[i] = 1, illegal with
 * menvcfg.CDE = 0. */
#include "cdeleg.h"

#define FIXED_BITS 5u       /* cycle (0) and instret (2) */

/* A hart whose tree lists Smcdeleg and Ssccfg runs with menvcfg.CDE = 1:
 * scountinhibit is there. One whose tree does not has no delegation. */
static void enabled(void)
{
    xlen_t v;
    trap_probe_begin();
    v = csr_read(CSR_SCOUNTINHIBIT);
    xlen_t cause = trap_probe_end();
    (void)v;
    if (cd.listed)
        EXPECT(cause == 0, "the tree lists smcdeleg and ssccfg, but reading scountinhibit raised scause %lu "
               "(the firmware left menvcfg.CDE 0)", cause);
    else
        EXPECT(cause == CAUSE_ILLEGAL_INSN, "the tree lists no ssccfg, reading scountinhibit: expected an "
               "illegal instruction, got scause %lu", cause);
}

/* Every hardware counter is delegated (ours: mcounteren all ones):
 * scountinhibit keeps a written 1 exactly at the counters get_info
 * reports, time excepted (its bit reads 0, contract rule 2). */
static void every_counter(void)
{
    NEEDS_CDELEG();
    xlen_t old = csr_swap(CSR_SCOUNTINHIBIT, ~(xlen_t)0);
    xlen_t got = csr_swap(CSR_SCOUNTINHIBIT, old);
    EXPECT(got == cd.counters, "scountinhibit written all ones: expected 0x%x (every counter but time), "
           "got 0x%lx", cd.counters, got);
}

/* The firmware's state at boot (and after each test here): programmable
 * counters stopped, cycle and instret running; SBI start and stop move
 * the counter's bit (mcountinhibit) and scountinhibit shows it. */
static void reads_mcountinhibit(void)
{
    NEEDS_CDELEG();
    NEEDS_OURS();
    const xlen_t idle = cd.counters & ~FIXED_BITS;
    xlen_t v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(v == idle, "at rest: expected 0x%lx (programmable counters stopped), got 0x%lx", idle, v);
    struct sbiret r = cfg_kind(K_PROG, 0, EV_INSTRUCTIONS, 0);
    EXPECT(r.error == SBI_SUCCESS, "config_matching(INSTRUCTIONS): %s", err_name(r.error));
    const xlen_t bit = (xlen_t)1 << r.value;
    EXPECT_ERR(start1(r.value, 0, 0), SBI_SUCCESS, "start");
    v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(v == (idle & ~bit), "counter %ld started through SBI: expected 0x%lx, got 0x%lx", r.value,
           idle & ~bit, v);
    EXPECT_ERR(stop1(r.value, 0), SBI_SUCCESS, "stop");
    v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(v == idle, "counter %ld stopped through SBI: expected 0x%lx, got 0x%lx", r.value, idle, v);
}

/* Clearing and setting a bit starts and stops the counter: one the SBI
 * configured counts exactly the instructions of a loop between the two
 * writes, and the SBI sees the state the writes left. */
static void starts_and_stops(void)
{
    NEEDS_CDELEG();
    struct sbiret r = cfg_kind(K_PROG, 0, EV_INSTRUCTIONS, 0);
    EXPECT(r.error == SBI_SUCCESS, "config_matching(INSTRUCTIONS): %s", err_name(r.error));
    const unsigned c = (unsigned)r.value;
    win_set_counter(c, 0);
    counted_loop(c, 50);
    uint64_t n = read_counter_csr(c);
    EXPECT(n == LOOP_INSNS(50), "counter %u started and stopped through scountinhibit around 50 loop "
           "iterations: expected %llu instructions, got %llu", c, (unsigned long long)LOOP_INSNS(50),
           (unsigned long long)n);
    spin(20);
    EXPECT(read_counter_csr(c) == n, "counter %u stopped through scountinhibit still counts", c);
    EXPECT_ERR(stop1(c, 0), SBI_ERR_ALREADY_STOPPED, "SBI stop of the counter stopped through scountinhibit");
    csr_clear(CSR_SCOUNTINHIBIT, (xlen_t)1 << c);
    EXPECT_ERR(start1(c, 0, 0), SBI_ERR_ALREADY_STARTED, "SBI start of the counter started through scountinhibit");
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "SBI stop of the counter started through scountinhibit");
    EXPECT(csr_read(CSR_SCOUNTINHIBIT) & ((xlen_t)1 << c), "counter %u stopped through SBI: its "
           "scountinhibit bit reads 0", c);
}

/* A counter whose mcounteren bit is 0 is not delegated: its bit reads 0
 * whatever mcountinhibit holds, and a write leaves mcountinhibit's bit. */
static void masked_by_mcounteren(void)
{
    NEEDS_CDELEG();
    const unsigned c = cd.prog;
    const xlen_t bit = (xlen_t)1 << c;
    EXPECT(csr_read(CSR_SCOUNTINHIBIT) & bit, "counter %u at rest reads 0 in scountinhibit", c);
    set_delegation(~(uint32_t)bit, true);
    xlen_t v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(!(v & bit), "counter %u not delegated (stopped): its bit reads 1 (0x%lx)", c, v);
    csr_write(CSR_SCOUNTINHIBIT, 0);
    v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(v == 0, "scountinhibit written 0: expected 0, got 0x%lx", v);
    set_delegation(0xffffffffu, true);
    v = csr_read(CSR_SCOUNTINHIBIT);
    EXPECT(v == bit, "scountinhibit written 0 while counter %u was not delegated: expected 0x%lx "
           "(its mcountinhibit bit left set, every delegated one cleared), got 0x%lx", c, bit, v);
}

/* menvcfg.CDE = 0: scountinhibit and the window raise an illegal
 * instruction; siselect itself (Sscsrind) is still there. */
static void cde_off(void)
{
    NEEDS_CDELEG();
    set_delegation(0xffffffffu, false);
    xlen_t v;
    trap_probe_begin();
    v = csr_read(CSR_SCOUNTINHIBIT);
    xlen_t read = trap_probe_end();
    trap_probe_begin();
    csr_write(CSR_SCOUNTINHIBIT, 0);
    xlen_t write = trap_probe_end();
    trap_probe_begin();
    csr_write(CSR_SISELECT, SELECT_COUNTER(2));
    v = csr_read(CSR_SISELECT);
    xlen_t sel = trap_probe_end();
    xlen_t ireg = ireg_try_read(1, &v), ireg2 = ireg_try_write(2, 0);
    set_delegation(0xffffffffu, true);
    EXPECT(read == CAUSE_ILLEGAL_INSN && write == CAUSE_ILLEGAL_INSN,
           "scountinhibit with menvcfg.CDE = 0: expected illegal instructions, got scause %lu (read), %lu (write)",
           read, write);
    EXPECT(sel == 0, "siselect with menvcfg.CDE = 0: scause %lu", sel);
    EXPECT(ireg == CAUSE_ILLEGAL_INSN && ireg2 == CAUSE_ILLEGAL_INSN,
           "sireg, sireg2 at 0x42 with menvcfg.CDE = 0: expected illegal instructions, got scause %lu, %lu",
           ireg, ireg2);
}

const struct test delegation_tests[] = {
    { "delegation.enabled_where_listed", enabled },
    { "ours.delegation.every_counter", every_counter },
    { "ours.scountinhibit.reads_mcountinhibit", reads_mcountinhibit },
    { "scountinhibit.starts_and_stops", starts_and_stops },
    { "scountinhibit.masked_by_mcounteren", masked_by_mcounteren },
    { "delegation.cde_off_illegal", cde_off },
    { 0 },
};
