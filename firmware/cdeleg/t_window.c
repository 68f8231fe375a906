/* SPDX-License-Identifier: Apache-2.0 */
/* The counters' window (Smcdeleg's indirect HPM state mappings; contract
 * rule 13): with siselect = 0x40 + i, sireg is counter i (sireg4 its high
 * half on RV32) and sireg2 its event selector, cyclecfg or instretcfg
 * (sireg5 the high half), MINH reading 0 and kept by writes; what is
 * written there is what counts, and overflows. */
#include "cdeleg.h"

/* Sscsrind: siselect holds at least every value 0..0xFFF. */
static void siselect_values(void)
{
    NEEDS_CDELEG();
    static const xlen_t values[] = { 0, 0x40, 0x41, 0x5f, 0x60, 0xfff };
    for (unsigned k = 0; k < sizeof values / sizeof values[0]; k++) {
        csr_write(CSR_SISELECT, values[k]);
        xlen_t v = csr_read(CSR_SISELECT);
        EXPECT(v == values[k], "siselect written 0x%lx reads 0x%lx", values[k], v);
    }
}

/* A value different in every counter and every byte */
static uint64_t pattern(unsigned i)
{
    return 0x0123456789abcdefULL ^ ((uint64_t)(i + 1) * 0x0101010101010101ULL);
}

/* sireg (and sireg4) write counter i; the direct read and the window read
 * it back, each counter stopped meanwhile. */
static void counter_values(void)
{
    NEEDS_CDELEG();
    csr_write(CSR_SCOUNTINHIBIT, cd.counters);
    for (unsigned i = 0; i < cd.num_hw; i++) {
        if (!(cd.counters & (1u << i)))
            continue;
        const uint64_t want = pattern(i) & counter_mask(i);
        win_set_counter(i, pattern(i));
        uint64_t direct = read_counter_csr(i), window = win_counter(i);
        EXPECT(direct == want && window == want, "counter %u written 0x%llx through the window: expected "
               "0x%llx, read 0x%llx directly and 0x%llx through the window", i,
               (unsigned long long)pattern(i), (unsigned long long)want, (unsigned long long)direct,
               (unsigned long long)window);
    }
}

/* sireg2 (and sireg5) write hpmeventN: every field as written (contract
 * rule 3), but MINH reads 0; VSINH and VUINH only with the H extension;
 * bits 57:55 read 0. */
static void event_values(void)
{
    NEEDS_CDELEG();
    const uint64_t written = EVT_OF | EVT_MINH | EVT_SINH | EVT_UINH | EVT_VSINH | EVT_VUINH |
                             (7ULL << 55) | EVT_OP(0, HPM_OP_ADD) | EVT_OP(1, HPM_OP_XOR) |
                             EVT_OP(2, HPM_OP_AND) | EVT_SEL(0, 0x3ff) | EVT_SEL(1, 0x155) |
                             EVT_SEL(2, 0x2aa) | EVT_SEL(3, 0x201);
    const uint64_t want = written & ~(EVT_MINH | 7ULL << 55 | (cd.has_h ? 0 : EVT_VSINH | EVT_VUINH));
    for (unsigned i = 3; i < cd.num_hw; i++) {
        win_set_event(i, written);
        uint64_t got = win_event(i);
        EXPECT(got == want, "hpmevent%u written 0x%llx through sireg2: expected 0x%llx, got 0x%llx", i,
               (unsigned long long)written, (unsigned long long)want, (unsigned long long)got);
    }
}

/* cyclecfg and instretcfg (Smcntrpmf): only the inhibit bits exist, and
 * MINH reads 0 through the window. */
static void cfg_values(void)
{
    NEEDS_CDELEG();
    const uint64_t want = EVT_SINH | EVT_UINH | (cd.has_h ? EVT_VSINH | EVT_VUINH : 0);
    for (unsigned i = 0; i <= 2; i += 2) {
        win_set_event(i, ~0ULL);
        uint64_t got = win_event(i);
        win_set_event(i, 0);
        uint64_t zero = win_event(i);
        EXPECT(got == want && zero == 0, "%s written all ones through sireg2: expected 0x%llx, got 0x%llx "
               "(then 0: 0x%llx)", i ? "instretcfg" : "cyclecfg", (unsigned long long)want,
               (unsigned long long)got, (unsigned long long)zero);
    }
}

/* A counter the SBI configured has MINH set in M-mode (ours, and
 * OpenSBI's, choice); through the window it reads 0 all the same. */
static void minh_reads_zero(void)
{
    NEEDS_CDELEG();
    struct sbiret r = cfg_kind(K_PROG, 0, EV_INSTRUCTIONS, 0);
    EXPECT(r.error == SBI_SUCCESS, "config_matching(INSTRUCTIONS): %s", err_name(r.error));
    uint64_t ev = win_event((unsigned)r.value);
    EXPECT(!(ev & EVT_MINH), "hpmevent%ld of a counter the SBI configured: MINH reads 1 through sireg2 (0x%llx)",
           r.value, (unsigned long long)ev);
    EXPECT(ev & EVT_SEL(0, 0x3ff), "hpmevent%ld of a counter the SBI configured: no event (0x%llx)", r.value,
           (unsigned long long)ev);
}

/* A counter given "instruction retired" through sireg2 (instret, which
 * counts nothing else, its inhibit bits through instretcfg) counts exactly
 * the instructions retired in the modes its inhibit bits leave: a loop in
 * S-mode, all of it with SINH = 0, none of it with SINH = 1. */
static void check_loop_count(unsigned c, uint64_t inhibit, uint64_t want)
{
    csr_set(CSR_SCOUNTINHIBIT, (xlen_t)1 << c);
    win_set_counter(c, 0);
    win_set_event(c, (c == 2 ? 0 : EVT_INSTRET) | inhibit);
    counted_loop(c, 50);
    uint64_t got = win_counter(c);
    EXPECT(got == want, "counter %u programmed through the window (event 0x%llx) over a loop of 50 "
           "iterations in S-mode: expected %llu, got %llu", c, (unsigned long long)(EVT_INSTRET | inhibit),
           (unsigned long long)want, (unsigned long long)got);
}

static void counts_event(void)
{
    NEEDS_CDELEG();
    check_loop_count(cd.prog, 0, LOOP_INSNS(50));
    if (test_done())
        return;
    check_loop_count(cd.num_hw - 1, EVT_UINH, LOOP_INSNS(50));
    if (test_done())
        return;
    check_loop_count(2, 0, LOOP_INSNS(50));
}

static void sinh_filters(void)
{
    NEEDS_CDELEG();
    check_loop_count(cd.prog, EVT_SINH, 0);
    if (test_done())
        return;
    check_loop_count(2, EVT_SINH, 0);
}

#define TO_OVERFLOW 40
static volatile xlen_t ovf_seen;

static void read_scountovf(void)
{
    ovf_seen = csr_read(CSR_SCOUNTOVF);
}

/* A counter programmed through the window TO_OVERFLOW instructions before
 * it wraps raises LCOFI in S-mode when it wraps (Sscofpmf); scountovf and
 * its OF show it, and clearing OF through sireg2 clears its scountovf bit.
 * A counter not delegated hides its OF from scountovf (contract rule 7).
 * sstatus.SIE stays 0 while the loop runs, so that the handler's own
 * instructions are not counted: the interrupt waits in sip until the
 * counter has stopped, and is taken then. */
static void overflow(void)
{
    NEEDS_CDELEG();
    const unsigned c = cd.prog;
    const xlen_t bit = (xlen_t)1 << c;
    win_set_counter(c, (0 - (uint64_t)TO_OVERFLOW) & counter_mask(c));
    win_set_event(c, EVT_INSTRET);
    lcofi_hook = read_scountovf;
    ovf_seen = 0;
    csr_set(sie, SIE_LCOFIE);
    counted_loop(c, 100);
    csr_set(sstatus, MSTATUS_SIE);
    spin(5);
    csr_clear(sstatus, MSTATUS_SIE);
    csr_clear(sie, SIE_LCOFIE);
    uint64_t value = win_counter(c), ev = win_event(c);
    EXPECT(lcofi_taken == 1, "counter %u at 2^%u - %d, %llu instructions later: %u overflow interrupts, "
           "expected 1", c, SBI_PMU_CTR_INFO_WIDTH(env.info[c]) + 1, TO_OVERFLOW,
           (unsigned long long)LOOP_INSNS(100), lcofi_taken);
    EXPECT(ovf_seen & bit, "in the LCOFI handler scountovf was 0x%lx, without counter %u", ovf_seen, c);
    EXPECT(ev & EVT_OF, "hpmevent%u after the overflow: OF reads 0 through sireg2 (0x%llx)", c,
           (unsigned long long)ev);
    EXPECT(value == LOOP_INSNS(100) - TO_OVERFLOW, "counter %u after the overflow: expected %llu, got %llu", c,
           (unsigned long long)(LOOP_INSNS(100) - TO_OVERFLOW), (unsigned long long)value);
    set_delegation(~(uint32_t)bit, true);
    xlen_t hidden = csr_read(CSR_SCOUNTOVF);
    set_delegation(0xffffffffu, true);
    EXPECT(!(hidden & bit), "counter %u not delegated: scountovf shows its OF (0x%lx)", c, hidden);
    win_set_event(c, ev & ~EVT_OF);
    xlen_t cleared = csr_read(CSR_SCOUNTOVF);
    EXPECT(!(cleared & bit), "OF cleared through sireg2: scountovf still shows counter %u (0x%lx)", c, cleared);
}

const struct test window_tests[] = {
    { "siselect.values", siselect_values },
    { "window.counter_values", counter_values },
    { "window.event_values", event_values },
    { "window.cfg_values", cfg_values },
    { "window.minh_reads_zero", minh_reads_zero },
    { "window.counts_event", counts_event },
    { "window.sinh_filters", sinh_filters },
    { "window.overflow_lcofi", overflow },
    { 0 },
};
