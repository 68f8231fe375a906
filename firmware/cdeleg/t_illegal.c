/* SPDX-License-Identifier: Apache-2.0 */
/* The window's illegal-instruction cases from S-mode (Smcdeleg; contract
 * rule 14), each checked for a read and a write, which must change
 * nothing: sireg3 and sireg6; sireg4 and sireg5 on RV64; select 0x41
 * (time); a counter not delegated or absent; and, on the SoC, a select
 * value outside 0x40-0x5F. */
#include "cdeleg.h"

/* sireg<n> at select `sel`, read and written, both raise an illegal
 * instruction; false after fail. */
static bool refused(xlen_t sel, unsigned n, const char *why)
{
    xlen_t v;
    csr_write(CSR_SISELECT, sel);
    xlen_t r = ireg_try_read(n, &v);
    csr_write(CSR_SISELECT, sel);
    xlen_t w = ireg_try_write(n, 0);
    if (r != CAUSE_ILLEGAL_INSN || w != CAUSE_ILLEGAL_INSN) {
        fail("sireg%u at siselect 0x%lx (%s): expected illegal instructions, got scause %lu (read), "
             "%lu (write)", n, sel, why, r, w);
        return false;
    }
    return true;
}

static void select_time(void)
{
    NEEDS_CDELEG();
    for (unsigned n = 1; n <= 6; n++)
        if (!refused(SELECT_COUNTER(1), n, "time is not a counter S-mode manages"))
            return;
}

/* For a counter that is there and delegated: these registers never are. */
static void sireg3_sireg6(void)
{
    NEEDS_CDELEG();
    static const unsigned counters[] = { 0, 2, 3, 31 };
    for (unsigned k = 0; k < sizeof counters / sizeof counters[0]; k++) {
        if (!(cd.counters & (1u << counters[k])))
            continue;
        if (!refused(SELECT_COUNTER(counters[k]), 3, "not mapped") ||
            !refused(SELECT_COUNTER(counters[k]), 6, "not mapped"))
            return;
    }
}

static void high_halves_rv64(void)
{
    NEEDS_CDELEG();
    SKIP_UNLESS(XLEN == 64, "on RV32 sireg4 and sireg5 are the high halves (window.*)");
    for (unsigned i = 0; i < cd.num_hw; i++) {
        if (!(cd.counters & (1u << i)))
            continue;
        if (!refused(SELECT_COUNTER(i), 4, "XLEN = 64") || !refused(SELECT_COUNTER(i), 5, "XLEN = 64"))
            return;
    }
}

/* mcounteren[i] = 0 (the firmware's test hook): the counter's window is
 * refused, and the writes left its value and its event selector. */
static void not_delegated(void)
{
    NEEDS_CDELEG();
    static const unsigned counters[] = { 0, 2, 3 };
    csr_write(CSR_SCOUNTINHIBIT, cd.counters);
    for (unsigned k = 0; k < sizeof counters / sizeof counters[0]; k++) {
        const unsigned c = counters[k];
        win_set_counter(c, 1234);
        win_set_event(c, c >= 3 ? EVT_INSTRET : EVT_UINH);
        set_delegation(~(1u << c), true);
        bool ok = true;
        for (unsigned n = 1; ok && n <= (XLEN == 32 ? 5u : 2u); n++)
            if (n != 3)
                ok = refused(SELECT_COUNTER(c), n, "mcounteren bit 0");
        set_delegation(0xffffffffu, true);
        if (!ok)
            return;
        uint64_t value = win_counter(c), ev = win_event(c);
        EXPECT(value == 1234 && ev == (c >= 3 ? EVT_INSTRET : EVT_UINH),
               "counter %u after refused writes of 0: value %llu (expected 1234), selector 0x%llx", c,
               (unsigned long long)value, (unsigned long long)ev);
    }
}

/* A counter the hart lacks: its mcounteren bit reads 0 (contract rule 8). */
static void absent(void)
{
    NEEDS_CDELEG();
    SKIP_UNLESS(cd.num_hw < 32, "every counter 3-31 is there");
    for (unsigned n = 1; n <= (XLEN == 32 ? 5u : 2u); n++)
        if (n != 3 && !refused(SELECT_COUNTER(cd.num_hw), n, "no such counter"))
            return;
}

/* Sscsrind leaves an unimplemented select value unspecified and
 * recommends an illegal instruction, which the SoC's core raises (its only
 * implemented values are 0x40-0x5F, docs/soc.md). The select value is
 * compared whole: 0x140 and the custom 0x40 | bit XLEN-1 are outside. */
static void outside_window(void)
{
    NEEDS_CDELEG();
    SKIP_UNLESS(env.soc_core, "the SoC's choice; Sscsrind leaves it unspecified");
    static const xlen_t selects[] = { 0, 0x3f, 0x60, 0x140, 0xfff, SELECT_COUNTER(0) | (xlen_t)1 << (XLEN - 1) };
    for (unsigned k = 0; k < sizeof selects / sizeof selects[0]; k++)
        for (unsigned n = 1; n <= 6; n++)
            if (!refused(selects[k], n, "outside 0x40-0x5F"))
                return;
}

const struct test illegal_tests[] = {
    { "illegal.select_0x41", select_time },
    { "illegal.sireg3_sireg6", sireg3_sireg6 },
    { "illegal.sireg4_sireg5_rv64", high_halves_rv64 },
    { "illegal.not_delegated", not_delegated },
    { "illegal.absent_counter", absent },
    { "soc.illegal.select_outside_window", outside_window },
    { 0 },
};
