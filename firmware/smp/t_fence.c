/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RFENCE across harts (ext-rfence.adoc): a remote SFENCE.VMA really
 * reaches the target's TLB before the call returns, each target's fence
 * is counted on that target (FENCE_I/SFENCE_VMA/SFENCE_VMA_ASID
 * _RECEIVED) and the caller's requests on the caller (_SENT), stopped
 * and suspended harts neither hang the caller nor wake, the HFENCE
 * functions are NOT_SUPPORTED without the H extension and done with it,
 * and every hart fencing every other at once finishes with exact counts.
 */
#include "smp.h"

#define PAGE 4096u
#define WORDS (PAGE / sizeof(xlen_t))

static volatile xlen_t page_a[WORDS] __attribute__((aligned(PAGE)));
static volatile xlen_t page_b[WORDS] __attribute__((aligned(PAGE)));

static struct sbiret rfence(xlen_t fid, xlen_t mask, xlen_t base, xlen_t start, xlen_t size, xlen_t asid)
{
    return sbi_call(SBI_EXT_RFENCE, fid, mask, base, start, size, asid, 0);
}

/* ---------------------------------------------------------------- the TLB */

/* The other hart reads the last page of the address space through its
 * TLB; the mapping moves under it; only the remote fence makes it see
 * the new page. */
static void remote_sfence_reaches_tlb(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    page_a[0] = 0xa;
    page_b[0] = 0xb;
    const xlen_t satp = paging_build(page_a);
    REQUIRE(start_hart(h, 1));
    xlen_t got = 0;
    REQUIRE(smp_csr(h, CMD_CSR_WRITE, CSR_ID_SATP, satp, &got));
    SKIP_UNLESS(got == satp, "satp keeps Bare: no MMU");
    const xlen_t load[] = {PAGING_LAST_PAGE};
    struct sbiret r;
    REQUIRE(smp_run(h, CMD_LOAD, load, 1, &r));
    EXPECT(r.value == 0xa, "hart %lu: the last page mapped to page A read 0x%lx", h, r.value);
    paging_remap_last(page_b);
    REQUIRE(smp_run(h, CMD_LOAD, load, 1, &r));
    SKIP_UNLESS(r.value == 0xa, "hart %lu saw the new mapping without a fence: its TLB keeps nothing to test", h);

    EXPECT_ERR(rfence(SBI_RFENCE_SFENCE_VMA, 1, h, PAGING_LAST_PAGE, PAGE, 0), SBI_SUCCESS,
               "remote_sfence_vma(the other hart, the last page)");
    REQUIRE(smp_run(h, CMD_LOAD, load, 1, &r));
    EXPECT(r.value == 0xb, "hart %lu after remote_sfence_vma: the last page still reads 0x%lx (page A)", h, r.value);

    /* and back, by ASID (0: paging_build's), over the whole space */
    paging_remap_last(page_a);
    EXPECT_ERR(rfence(SBI_RFENCE_SFENCE_VMA_ASID, 1, h, 0, 0, 0), SBI_SUCCESS,
               "remote_sfence_vma_asid(the other hart, everything, ASID 0)");
    REQUIRE(smp_run(h, CMD_LOAD, load, 1, &r));
    EXPECT(r.value == 0xa, "hart %lu after remote_sfence_vma_asid: the last page still reads 0x%lx (page B)", h,
           r.value);
    smp_csr(h, CMD_CSR_WRITE, CSR_ID_SATP, 0, NULL);
}

/* ---------------------------------------------------------------- counts */

static const struct {
    xlen_t fid, sent, received;
    const char *name;
} fences[] = {
    {SBI_RFENCE_FENCE_I, SBI_PMU_FW_FENCE_I_SENT, SBI_PMU_FW_FENCE_I_RECEIVED, "remote_fence_i"},
    {SBI_RFENCE_SFENCE_VMA, SBI_PMU_FW_SFENCE_VMA_SENT, SBI_PMU_FW_SFENCE_VMA_RECEIVED, "remote_sfence_vma"},
    {SBI_RFENCE_SFENCE_VMA_ASID, SBI_PMU_FW_SFENCE_VMA_ASID_SENT, SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED,
     "remote_sfence_vma_asid"},
};

/* To the other harts, then to every hart (base -1): each target counts
 * one fence per request, on itself, by the time the call has returned;
 * the caller counts one request per target. */
static void counted_per_hart(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    REQUIRE(start_all());
    for (size_t f = 0; f < sizeof fences / sizeof fences[0]; f++) {
        int received[SMP_MAX_HARTS];
        REQUIRE(harts_counting(received, EV_FW(fences[f].received)));
        const int sent = hart_counting(smp.self, EV_FW(fences[f].sent));
        REQUIRE(sent >= 0);
        char what[96];
        fmt_str(what, sizeof what, "%s to the other harts", fences[f].name);
        EXPECT_ERR(rfence(fences[f].fid, smp.others, 0, 0, PAGE, 0), SBI_SUCCESS, what);
        for_each_hart(h, smp.harts) {
            const uint64_t v = hart_fw_value(h, received[h]), want = h != smp.self;
            EXPECT(v == want, "%s: %s_RECEIVED on hart %lu: expected %llu, got %llu", what, fences[f].name, h,
                   (unsigned long long)want, (unsigned long long)v);
        }
        fmt_str(what, sizeof what, "%s to every hart (base -1)", fences[f].name);
        EXPECT_ERR(rfence(fences[f].fid, 0, (xlen_t)-1, 0, PAGE, 0), SBI_SUCCESS, what);
        for_each_hart(h, smp.harts) {
            const uint64_t v = hart_fw_value(h, received[h]), want = h != smp.self ? 2 : 1;
            EXPECT(v == want, "%s: %s_RECEIVED on hart %lu: expected %llu in all, got %llu", what, fences[f].name,
                   h, (unsigned long long)want, (unsigned long long)v);
        }
        const uint64_t s = hart_fw_value(smp.self, sent), want = smp.n - 1 + smp.n;
        EXPECT(s == want, "%s: _SENT on the caller: expected %llu (one per target), got %llu", fences[f].name,
               (unsigned long long)want, (unsigned long long)s);
        /* the next FID's counters start free */
        harts_release(received);
    }
}

/* A stopped hart is a valid target that runs no supervisor code: the call
 * returns, and the hart fences itself when it starts. */
static void stopped_hart(void)
{
    NEEDS_HARTS(2);
    const xlen_t h = first_other();
    for (size_t f = 0; f < sizeof fences / sizeof fences[0]; f++)
        EXPECT_ERR(rfence(fences[f].fid, 1, h, 0, PAGE, 0), SBI_SUCCESS, fences[f].name);
    struct sbiret r = hsm_status(h);
    EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_STOPPED, "hart %lu after fences: %s %lu", h,
           err_name(r.error), r.value);
}

/* A suspended hart's fence is done without waking it (ours: the firmware
 * serves it in its sleep), and is counted there. */
static void suspended_hart(void)
{
    NEEDS_OURS();
    OTHER_HART_COUNTING(h, received, EV_FW(SBI_PMU_FW_SFENCE_VMA_RECEIVED));
    REQUIRE(smp_csr(h, CMD_CSR_SET, CSR_ID_SIE, MIP_SSIP, NULL));
    const xlen_t arg[] = {SBI_EXT_HSM, SBI_HSM_HART_SUSPEND, SBI_HSM_SUSPEND_RET_DEFAULT, 0, 0};
    smp_post(h, CMD_CALL, arg, 5);
    REQUIRE(wait_state(h, SBI_HSM_STATE_SUSPENDED));
    EXPECT_ERR(rfence(SBI_RFENCE_SFENCE_VMA, 1, h, 0, 0, 0), SBI_SUCCESS, "remote_sfence_vma to a suspended hart");
    struct sbiret r = hsm_status(h);
    EXPECT(r.error == SBI_SUCCESS && r.value == SBI_HSM_STATE_SUSPENDED,
           "hart %lu after a fence: expected SUSPENDED still, got %s %lu", h, err_name(r.error), r.value);
    sbi_call(SBI_EXT_IPI, SBI_IPI_SEND_IPI, 1, h, 0, 0, 0, 0);
    REQUIRE(smp_wait(h, &r));
    const uint64_t v = hart_fw_value(h, received);
    EXPECT(v == 1, "SFENCE_VMA_RECEIVED on the hart that was suspended: expected 1, got %llu", (unsigned long long)v);
}

static void invalid_hart(void)
{
    const xlen_t bad = unlisted_hart();
    SKIP_UNLESS(bad != (xlen_t)-1, "every hart ID below XLEN is in the device tree");
    for (size_t f = 0; f < sizeof fences / sizeof fences[0]; f++) {
        EXPECT_ERR(rfence(fences[f].fid, 1, bad, 0, PAGE, 0), SBI_ERR_INVALID_PARAM, fences[f].name);
        EXPECT_ERR(rfence(fences[f].fid, smp.harts | (xlen_t)1 << bad, 0, 0, PAGE, 0), SBI_ERR_INVALID_PARAM,
                   fences[f].name);
    }
}

static const struct {
    xlen_t fid, received;
    const char *name;
} hfences[] = {
    {SBI_RFENCE_HFENCE_GVMA_VMID, SBI_PMU_FW_HFENCE_GVMA_VMID_RECEIVED, "remote_hfence_gvma_vmid"},
    {SBI_RFENCE_HFENCE_GVMA, SBI_PMU_FW_HFENCE_GVMA_RECEIVED, "remote_hfence_gvma"},
    {SBI_RFENCE_HFENCE_VVMA_ASID, SBI_PMU_FW_HFENCE_VVMA_ASID_RECEIVED, "remote_hfence_vvma_asid"},
    {SBI_RFENCE_HFENCE_VVMA, SBI_PMU_FW_HFENCE_VVMA_RECEIVED, "remote_hfence_vvma"},
};

/* Without the H extension the HFENCE functions are NOT_SUPPORTED ("one of
 * the target harts doesn't support hypervisor extension"); with it (QEMU's
 * default), ours does them on every target, each counted there. */
static void hfence(void)
{
    char what[96];
    /* hgatp (0x680) is an HS-mode CSR: this hart has the H extension if it
     * can be read */
    if (!CSR_READABLE(0x680)) {
        for (size_t f = 0; f < sizeof hfences / sizeof hfences[0]; f++) {
            fmt_str(what, sizeof what, "%s without the H extension", hfences[f].name);
            EXPECT_ERR(rfence(hfences[f].fid, 0, (xlen_t)-1, 0, 0, 0), SBI_ERR_NOT_SUPPORTED, what);
        }
        return;
    }
    NEEDS_OURS();
    REQUIRE(start_all());
    for (size_t f = 0; f < sizeof hfences / sizeof hfences[0]; f++) {
        int received[SMP_MAX_HARTS];
        REQUIRE(harts_counting(received, EV_FW(hfences[f].received)));
        fmt_str(what, sizeof what, "%s to every hart, one page then everything", hfences[f].name);
        EXPECT_ERR(rfence(hfences[f].fid, 0, (xlen_t)-1, SOC_RAM_BASE, PAGE, 1), SBI_SUCCESS, what);
        EXPECT_ERR(rfence(hfences[f].fid, 0, (xlen_t)-1, 0, 0, 1), SBI_SUCCESS, what);
        for_each_hart(h, smp.harts) {
            const uint64_t v = hart_fw_value(h, received[h]);
            EXPECT(v == 2, "%s: _RECEIVED on hart %lu: expected 2, got %llu", what, h, (unsigned long long)v);
        }
        harts_release(received);
    }
}

/* Every hart fences every hart at once, many times: all return, and each
 * hart has fenced once per request and sent one per target. */
static void storm(void)
{
    NEEDS_OURS();
    NEEDS_HARTS(2);
    REQUIRE(start_all());
    static const struct storm sfence_storm = {
        .call = {SBI_EXT_RFENCE, SBI_RFENCE_SFENCE_VMA, 0, (xlen_t)-1, 0, PAGE, 0},
        .rounds = 100,
        .what = "remote_sfence_vma(base -1)",
        .sent = SBI_PMU_FW_SFENCE_VMA_SENT,
        .received = SBI_PMU_FW_SFENCE_VMA_RECEIVED,
        .events = "SFENCE_VMA",
        .read = hart_fw_value,
    };
    harts_storm(&sfence_storm);
}

const struct test smp_rfence_tests[] = {
    {"rfence.remote_sfence_vma_reaches_the_target_tlb", remote_sfence_reaches_tlb},
    {"ours.rfence.counted_per_hart", counted_per_hart},
    {"rfence.stopped_hart", stopped_hart},
    {"ours.rfence.suspended_hart_fenced_asleep", suspended_hart},
    {"rfence.invalid_hart", invalid_hart},
    {"rfence.hfence", hfence},
    {"ours.rfence.storm", storm},
    {0},
};
