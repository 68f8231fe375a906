/* SPDX-License-Identifier: Apache-2.0 */
/*
 * IPI across harts (ext-ipi.adoc): send_ipi raises a supervisor software
 * interrupt on exactly the harts hart_mask and hart_mask_base name, every
 * hart for a base of -1, and gives INVALID_PARAM for a hart that is not
 * there. Each started hart takes the interrupts (sie.SSIE, sstatus.SIE)
 * and counts them (suite_interrupt); the boot hart too where it is a
 * target.
 */
#include "smp.h"

static struct sbiret send_ipi(xlen_t mask, xlen_t base)
{
    return sbi_call(SBI_EXT_IPI, SBI_IPI_SEND_IPI, mask, base, 0, 0, 0, 0);
}

static void self_takes_ipis(void)
{
    __asm__ volatile("csrs sie, %0" ::"r"(MIP_SSIP));
    __asm__ volatile("csrs sstatus, %0" ::"r"(MSTATUS_SIE));
}

/* Every hart started, each taking its IPIs. */
static bool all_take_ipis(void)
{
    if (!start_all())
        return false;
    for_each_hart(h, smp.others)
        if (!smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL) ||
            !smp_csr(h, CMD_CSR_SET, CSR_ID_SSTATUS, MSTATUS_SIE, NULL))
            return false;
    self_takes_ipis();
    return true;
}

static void snapshot_counts(unsigned *counts)
{
    for_each_hart(h, smp.harts)
        counts[h] = smp_harts[h].ssi;
}

/* Each hart of `expected` took one more IPI than in `before`, and the
 * others none, after any late one has had time to arrive. */
static bool got_exactly(const unsigned *before, unsigned long expected, const char *what)
{
    char label[96];
    for_each_hart(h, expected) {
        fmt_str(label, sizeof label, "%s: IPIs hart %lu took", what, h);
        if (!wait_count(&smp_harts[h].ssi, before[h] + 1, label))
            return false;
    }
    const uint64_t settle = smp_deadline(20);
    while (!smp_past(settle))
        ;
    for_each_hart(h, smp.harts) {
        const unsigned want = before[h] + ((expected >> h) & 1), got = smp_harts[h].ssi;
        if (got != want) {
            fail("%s: hart %lu took %u IPIs, expected %u", what, h, got - before[h], want - before[h]);
            return false;
        }
    }
    return true;
}

static void each_hart_alone(void)
{
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    unsigned before[SMP_MAX_HARTS];
    char what[64];
    for_each_hart(h, smp.harts) {
        snapshot_counts(before);
        EXPECT_ERR(send_ipi(1, h), SBI_SUCCESS, "send_ipi(1, hart)");
        fmt_str(what, sizeof what, "send_ipi(hart_mask 1, hart_mask_base %lu)", h);
        REQUIRE(got_exactly(before, 1UL << h, what));
    }
}

static void mask_and_base(void)
{
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    unsigned before[SMP_MAX_HARTS];
    snapshot_counts(before);
    EXPECT_ERR(send_ipi(smp.others, 0), SBI_SUCCESS, "send_ipi(the other harts, base 0)");
    REQUIRE(got_exactly(before, smp.others, "send_ipi(the other harts, base 0)"));
    /* the same set from its lowest hart */
    xlen_t lowest = 0;
    while (!(smp.others >> lowest & 1))
        lowest++;
    snapshot_counts(before);
    EXPECT_ERR(send_ipi(smp.others >> lowest, lowest), SBI_SUCCESS, "send_ipi(the other harts, their lowest ID)");
    REQUIRE(got_exactly(before, smp.others, "send_ipi(the other harts, base: their lowest ID)"));
}

static void base_minus_one(void)
{
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    unsigned before[SMP_MAX_HARTS];
    /* hart_mask is ignored: none, then one naming no hart there is */
    const xlen_t masks[] = {0, (xlen_t)1 << (XLEN - 1), (xlen_t)-1};
    for (size_t i = 0; i < sizeof masks / sizeof masks[0]; i++) {
        snapshot_counts(before);
        EXPECT_ERR(send_ipi(masks[i], (xlen_t)-1), SBI_SUCCESS, "send_ipi(hart_mask_base -1)");
        REQUIRE(got_exactly(before, smp.harts, "send_ipi(hart_mask_base -1): every hart, the caller too"));
    }
}

static void invalid_hart(void)
{
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    const xlen_t bad = unlisted_hart();
    SKIP_UNLESS(bad != (xlen_t)-1, "every hart ID below XLEN is in the device tree");
    unsigned before[SMP_MAX_HARTS];
    snapshot_counts(before);
    EXPECT_ERR(send_ipi(smp.others | (xlen_t)1 << bad, 0), SBI_ERR_INVALID_PARAM,
               "send_ipi naming the other harts and one not in the device tree");
    EXPECT_ERR(send_ipi(1, bad), SBI_ERR_INVALID_PARAM, "send_ipi(1, a hart ID not in the device tree)");
    /* base + bit index is 2^XLEN: no hart, not hart 0 */
    EXPECT_ERR(send_ipi(4, (xlen_t)-2), SBI_ERR_INVALID_PARAM, "send_ipi(0b100, base 2^XLEN - 2)");
    if (env.ours)
        /* ours checks the whole set first and then sends to none */
        REQUIRE(got_exactly(before, 0, "send_ipi with an invalid hart (ours: nothing sent)"));
}

static void empty_mask(void)
{
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    unsigned before[SMP_MAX_HARTS];
    snapshot_counts(before);
    EXPECT_ERR(send_ipi(0, 0), SBI_SUCCESS, "send_ipi(hart_mask 0, base 0)");
    REQUIRE(got_exactly(before, 0, "send_ipi(hart_mask 0, base 0)"));
}

/* A stopped hart is valid; it starts with no IPI pending (ours: it runs
 * no supervisor code to interrupt, and starts afresh). */
static void stopped_hart(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    EXPECT_ERR(send_ipi(1, h), SBI_SUCCESS, "send_ipi to a stopped hart");
    REQUIRE(start_hart(h, 1));
    if (env.ours)
        EXPECT(!(smp_harts[h].entry_sip & MIP_SSIP), "a hart sent an IPI while stopped starts with sip 0x%lx",
               smp_harts[h].entry_sip);
}

/* ------------------------------------------------ firmware events, per hart */

/* The counter stopped, then read, by its own hart. */
static uint64_t hart_read(xlen_t h, int idx)
{
    if (h == smp.self)
        pmu_stop((xlen_t)idx, 1, 0);
    else
        smp_call(h, SBI_EXT_PMU, SBI_PMU_COUNTER_STOP, (xlen_t)idx, 1, 0, 0, 0, 0);
    return hart_fw_value(h, idx);
}

/* IPI_SENT on the caller, IPI_RECEIVED on each target, each in the
 * hart's own firmware counters: hart k of the others gets k + 1 IPIs. */
static void fw_events_per_hart(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    int received[SMP_MAX_HARTS];
    REQUIRE(harts_counting(received, EV_FW(SBI_PMU_FW_IPI_RECEIVED)));
    const int sent = hart_counting(smp.self, EV_FW(SBI_PMU_FW_IPI_SENT));
    REQUIRE(sent >= 0);
    unsigned k = 0, total = 0, want[SMP_MAX_HARTS] = {0};
    for_each_hart(h, smp.others) {
        want[h] = ++k;
        for (unsigned i = 0; i < want[h]; i++) {
            const unsigned before = smp_harts[h].ssi;
            EXPECT_ERR(send_ipi(1, h), SBI_SUCCESS, "send_ipi");
            REQUIRE(wait_count(&smp_harts[h].ssi, before + 1, "IPIs taken"));
        }
        total += want[h];
    }
    const uint64_t s = hart_read(smp.self, sent);
    EXPECT(s == total, "IPI_SENT on the sending hart: expected %u, got %llu", total, (unsigned long long)s);
    for_each_hart(h, smp.harts) {
        const uint64_t r = hart_read(h, received[h]);
        EXPECT(r == want[h], "IPI_RECEIVED on hart %lu: expected %u, got %llu", h, want[h], (unsigned long long)r);
    }
}

/* Every hart sends IPIs to every hart at once: nothing is lost or
 * counted twice (ours counts IPIs that arrive together each). */
static void storm(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    REQUIRE(all_take_ipis());
    static const struct storm ipi_storm = {
        .call = {SBI_EXT_IPI, SBI_IPI_SEND_IPI, 0, (xlen_t)-1, 0, 0, 0},
        .rounds = 200,
        .what = "send_ipi(base -1)",
        .sent = SBI_PMU_FW_IPI_SENT,
        .received = SBI_PMU_FW_IPI_RECEIVED,
        .events = "IPI",
        .read = hart_read,
    };
    harts_storm(&ipi_storm);
}

const struct test ipi_tests[] = {
    {"ipi.each_hart_alone", each_hart_alone},
    {"ipi.mask_and_base", mask_and_base},
    {"ipi.base_minus_one_every_hart", base_minus_one},
    {"ipi.invalid_hart", invalid_hart},
    {"ipi.empty_mask", empty_mask},
    {"ipi.stopped_hart", stopped_hart},
    {"ours.ipi.fw_events_per_hart", fw_events_per_hart},
    {"ours.ipi.storm", storm},
    {0},
};
