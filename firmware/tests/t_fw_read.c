/* SPDX-License-Identifier: Apache-2.0 */
/* fw_read (FID 5) and fw_read_hi (FID 6, SBI 2.0). */
#include "test.h"

typedef struct sbiret read_fn(xlen_t);

static void rejects_hw(read_fn *fn, const char *name)
{
    unsigned hw = 0;
    for (unsigned i = 0; i < env.n; i++) {
        if (!is_kind(i, K_HW))
            continue;
        hw++;
        struct sbiret r = fn(i);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "%s(%u), a hardware counter: expected INVALID_PARAM, got %s",
               name, i, err_name(r.error));
    }
    SKIP_UNLESS(hw, "no hardware counters");
}

/* OpenSBI 1.1 looks its counter table up with the index before checking
 * it: fw_read(2^(XLEN-1)) and fw_read(-1) read far outside the table. On
 * QEMU that lands in high PCIe MMIO, which reads all ones, and the call
 * fails as it should; the SoC has nothing there, and the access fault in
 * M-mode stops OpenSBI for good, so there those two are not asked. */
static bool crashes_firmware(xlen_t idx)
{
    return env.soc_core && env.impl_id == SBI_IMPL_ID_OPENSBI && env.impl_version <= 0x10001 &&
           idx >= (xlen_t)1 << (XLEN - 1);
}

static void rejects_out_of_range(read_fn *fn, const char *name)
{
    const xlen_t bad[] = { env.num_counters, (xlen_t)env.num_counters + 1, (xlen_t)1 << (XLEN - 1),
                           (xlen_t)-1 };
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (crashes_firmware(bad[i]))
            continue;
        struct sbiret r = fn(bad[i]);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "%s(0x%lx): expected INVALID_PARAM, got %s", name,
               bad[i], err_name(r.error));
    }
}

static void read_hw(void) { rejects_hw(fw_read, "fw_read"); }
static void read_range(void) { rejects_out_of_range(fw_read, "fw_read"); }

static void read_hi_hw(void)
{
    NEEDS_SBI(2, 0, "fw_read_hi");
    rejects_hw(fw_read_hi, "fw_read_hi");
}

static void read_hi_range(void)
{
    NEEDS_SBI(2, 0, "fw_read_hi");
    rejects_out_of_range(fw_read_hi, "fw_read_hi");
}

#define BIG 0x123456789ULL      /* more than 32 bits */

/* fw_read gives the value; on RV32 "only ... the lower 32 bits". */
static void read_value_low(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, BIG);
    if (c < 0)
        return;
    struct sbiret r = fw_read(c);
    EXPECT_ERR(r, SBI_SUCCESS, "fw_read");
    EXPECT(r.value == (xlen_t)BIG, "fw_read of a counter started at 0x%llx: expected 0x%lx, got 0x%lx",
           BIG, (xlen_t)BIG, r.value);
}

/* fw_read_hi: the upper 32 bits on RV32, "always returns zero" on RV64. */
static void read_hi_value(void)
{
    NEEDS_SBI(2, 0, "fw_read_hi");
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, BIG);
    if (c < 0)
        return;
    struct sbiret r = fw_read_hi(c);
    EXPECT_ERR(r, SBI_SUCCESS, "fw_read_hi");
    xlen_t want = XLEN == 32 ? (xlen_t)(BIG >> 32) : 0;
    EXPECT(r.value == want, "fw_read_hi of a counter started at 0x%llx on RV%d: expected 0x%lx, got 0x%lx",
           BIG, XLEN, want, r.value);
}

const struct test fw_read_tests[] = {
    { "fw_read.hw_counter", read_hw },
    { "fw_read.out_of_range", read_range },
    { "fw_read.value", read_value_low },
    { "fw_read_hi.hw_counter", read_hi_hw },
    { "fw_read_hi.out_of_range", read_hi_range },
    { "fw_read_hi.value", read_hi_value },
    { 0 },
};
