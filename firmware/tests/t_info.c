/* SPDX-License-Identifier: Apache-2.0 */
/* num_counters (FID 0) and get_info (FID 1): the counter_info encoding. */
#include "test.h"

static void num_counters(void)
{
    struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "num_counters");
    EXPECT(r.value > 0 && r.value == env.num_counters,
           "num_counters: expected a stable non-zero count, got %lu then %u", r.value,
           env.num_counters);
    EXPECT(env.num_counters <= MAX_COUNTERS, "num_counters: %u is more than the suite handles (%d)",
           env.num_counters, MAX_COUNTERS);
}

/* Past the end: INVALID_PARAM. Below it, some indices may be invalid too
 * (the specification does not make counter_idx contiguous; OpenSBI leaves
 * out time), but most are counters. */
static void valid_range(void)
{
    unsigned valid = 0;
    for (unsigned i = 0; i < env.n; i++)
        valid += env.info_ok[i];
    EXPECT(valid * 2 > env.n, "get_info: only %u of the %u counters below num_counters are valid", valid,
           env.n);
    EXPECT_ERR(sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, env.num_counters, 0, 0, 0, 0, 0),
               SBI_ERR_INVALID_PARAM, "get_info(num_counters)");
    EXPECT_ERR(sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, (xlen_t)-1, 0, 0, 0, 0, 0),
               SBI_ERR_INVALID_PARAM, "get_info(-1)");
}

/* Hardware counters are the S-mode counter CSRs cycle..hpmcounter31
 * (0xC00-0xC1F), each at most 64 bits, no two on the same CSR; the reserved
 * bits XLEN-2:18 are 0. */
static void hw_encoding(void)
{
    uint32_t csrs = 0;
    unsigned hw = 0;
    for (unsigned i = 0; i < env.n; i++) {
        xlen_t info = env.info[i];
        if (!env.info_ok[i] || INFO_FW(info))
            continue;
        hw++;
        unsigned csr = SBI_PMU_CTR_INFO_CSR(info);
        EXPECT(csr >= 0xc00 && csr <= 0xc1f, "get_info(%u): CSR 0x%x is not a counter CSR (0xC00-0xC1F)", i, csr);
        EXPECT(!(csrs >> (csr - 0xc00) & 1), "get_info(%u): CSR 0x%x is already another counter's", i, csr);
        csrs |= 1u << (csr - 0xc00);
        xlen_t reserved = info & ~((xlen_t)1 << (XLEN - 1)) & ~(xlen_t)0x3ffff;
        EXPECT(!reserved, "get_info(%u): reserved bits XLEN-2:18 set: 0x%lx", i, info);
        /* cycle and instret are 64-bit counters in the privileged spec */
        if (csr == 0xc00 || csr == 0xc02)
            EXPECT(SBI_PMU_CTR_INFO_WIDTH(info) == 63, "get_info(%u): CSR 0x%x has width field 63 (64 bits), got %lu",
                   i, csr, SBI_PMU_CTR_INFO_WIDTH(info));
    }
    SKIP_UNLESS(hw, "no hardware counters");
}

static void fw_type(void)
{
    for (unsigned i = 0; i < env.n; i++) {
        xlen_t info = env.info[i];
        if (!env.info_ok[i] || !INFO_FW(info))
            continue;
        xlen_t reserved = info & ~((xlen_t)1 << (XLEN - 1)) & ~(xlen_t)0x3ffff;
        EXPECT(!reserved, "get_info(%u): reserved bits XLEN-2:18 set: 0x%lx", i, info);
        return;
    }
    skip("no firmware counters");
}

/* docs/firmware.md "Counter numbering": hardware counter i is CSR 0xC00+i,
 * 63 for cycle/time/instret, then 16 firmware counters with CSR 0, width 63. */
static void ours_numbering(void)
{
    NEEDS_OURS();
    unsigned hw = 0;
    while (hw < env.n && !INFO_FW(env.info[hw]))
        hw++;
    EXPECT(hw >= 3 && env.num_counters == hw + 16,
           "expected 3 + HPM hardware counters then 16 firmware ones, got %u of %u hardware", hw,
           env.num_counters);
    for (unsigned i = 0; i < env.n; i++) {
        xlen_t want = i < hw ? 0xc00 + i : (xlen_t)1 << (XLEN - 1) | 63UL << 12;
        if (i < 3)
            want |= 63UL << 12;
        if (i < hw && i >= 3)
            want |= env.info[3] & (0x3fUL << 12);      /* one HPM width */
        EXPECT(env.info[i] == want, "get_info(%u): expected 0x%lx, got 0x%lx", i, want, env.info[i]);
    }
    if (env.soc)
        EXPECT(env.num_counters == 48, "SoC: expected 48 counters, got %u", env.num_counters);
}

const struct test info_tests[] = {
    { "num_counters.value", num_counters },
    { "get_info.valid_range", valid_range },
    { "get_info.hw_encoding", hw_encoding },
    { "get_info.fw_type", fw_type },
    { "ours.get_info.numbering", ours_numbering },
    { 0 },
};
