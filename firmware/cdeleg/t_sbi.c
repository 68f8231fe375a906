/* SPDX-License-Identifier: Apache-2.0 */
/* The SBI PMU extension beside the window (docs/firmware.md, counter
 * delegation): the two reach the same counters, and what one writes the
 * other sees; and our firmware's choice of MINH, which S-mode cannot see
 * through the window (it reads 0) but can measure: a counter that counts
 * M-mode counts the instructions of an SBI call, one that does not counts
 * only the S-mode read before the ecall (count_over_sbi_call). */
#include "cdeleg.h"

/* A start without an initial value continues from the value the window
 * wrote while the SBI had the counter stopped. */
static void start_keeps_window_value(void)
{
    NEEDS_CDELEG();
    struct sbiret r = cfg_kind(K_PROG, 0, EV_INSTRUCTIONS, 0);
    EXPECT(r.error == SBI_SUCCESS, "config_matching(INSTRUCTIONS): %s", err_name(r.error));
    const unsigned c = (unsigned)r.value;
    const uint64_t base = 0x100000000ULL;
    win_set_counter(c, base);
    EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start");
    spin(10);
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_counter_csr(c);
    EXPECT(v > base && v < base + 1000, "counter %u written 0x%llx through the window, then started "
           "and stopped through SBI around 10 loop iterations: reads 0x%llx", c,
           (unsigned long long)base, (unsigned long long)v);
}

/* Counter i counting "instruction retired" with the inhibit bits given
 * (written through the window, which leaves MINH): what it counts over an
 * SBI call. */
static uint64_t over_sbi_call(unsigned i, uint64_t event)
{
    const xlen_t bit = (xlen_t)1 << i;
    csr_set(CSR_SCOUNTINHIBIT, bit);
    win_set_counter(i, 0);
    win_set_event(i, event);
    csr_clear(CSR_SCOUNTINHIBIT, bit);
    select_counter(i);
    uint64_t n = count_over_sbi_call();
    csr_set(CSR_SCOUNTINHIBIT, bit);
    return n;
}

/* Every programmable counter at rest has MINH set (ours): given an event
 * through the window, none counts M-mode. */
static void idle_counters_exclude_m(void)
{
    NEEDS_CDELEG();
    NEEDS_OURS();
    for (unsigned i = 3; i < cd.num_hw; i++) {
        uint64_t n = over_sbi_call(i, EVT_INSTRET);
        EXPECT(n == 1, "counter %u at rest, given \"instruction retired\" through sireg2 (MINH written 0): "
               "%llu instructions over an SBI call, expected 1 (the firmware keeps MINH set)", i,
               (unsigned long long)n);
    }
}

/* A counter the SBI configured (MINH set) and one it released with a
 * stop RESET (MINH set again) keep M-mode out after a sireg2 write of
 * MINH = 0: the write leaves MINH (Smcdeleg). */
static void write_keeps_minh_set(void)
{
    NEEDS_CDELEG();
    NEEDS_OURS();
    struct sbiret r = cfg_kind(K_PROG, 0, EV_INSTRUCTIONS, 0);
    EXPECT(r.error == SBI_SUCCESS, "config_matching(INSTRUCTIONS): %s", err_name(r.error));
    const unsigned c = (unsigned)r.value;
    uint64_t configured = over_sbi_call(c, EVT_INSTRET);
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_ERR_ALREADY_STOPPED, "stop with RESET");
    uint64_t released = over_sbi_call(c, EVT_INSTRET);
    EXPECT(configured == 1 && released == 1, "counter %u configured through SBI, then given \"instruction "
           "retired\" through sireg2 with MINH 0: %llu instructions over an SBI call; released with RESET, "
           "then the same: %llu; expected 1 and 1", c, (unsigned long long)configured,
           (unsigned long long)released);
}

/* cycle and instret count every mode at rest (ours: rdcycle and
 * rdinstret as they always were), and a sireg2 write of MINH = 1 into
 * instretcfg leaves MINH 0: M-mode is still counted. */
static void write_keeps_minh_clear(void)
{
    NEEDS_CDELEG();
    NEEDS_OURS();
    select_counter(2);
    uint64_t at_rest = count_over_sbi_call();
    win_set_event(2, EVT_MINH);
    select_counter(2);
    uint64_t written = count_over_sbi_call();
    win_set_event(2, 0);
    EXPECT(at_rest > 1 && written > 1, "instret over an SBI call: %llu at rest, %llu after a sireg2 write of "
           "MINH = 1; expected both above 1 (M-mode counted)", (unsigned long long)at_rest,
           (unsigned long long)written);
}

const struct test sbi_tests[] = {
    { "sbi.start_keeps_window_value", start_keeps_window_value },
    { "ours.minh.idle_counters_exclude_m", idle_counters_exclude_m },
    { "ours.minh.write_keeps_minh_set", write_keeps_minh_set },
    { "ours.minh.write_keeps_minh_clear", write_keeps_minh_clear },
    { 0 },
};
