/* SPDX-License-Identifier: Apache-2.0 */
/* Base extension: what a supervisor checks before using the PMU, and the
 * PMU's answer to a function it does not have. */
#include "test.h"

static void spec_version(void)
{
    /* bit 31 must be 0; the PMU extension needs SBI 0.3 or later */
    EXPECT((env.spec_version & 0x80000000UL) == 0,
           "get_spec_version: bit 31 must be 0, got 0x%lx", env.spec_version);
    EXPECT(sbi_at_least(0, 3), "get_spec_version: the PMU extension is SBI 0.3 or later, got %lu.%lu",
           env.spec_version >> 24 & 0x7f, env.spec_version & 0xffffff);
}

static void probe_pmu(void)
{
    struct sbiret r = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    EXPECT_ERR(r, SBI_SUCCESS, "probe_extension(0x504D55)");
    EXPECT(r.value != 0, "probe_extension(0x504D55): expected non-zero, got 0");
}

/* Base extension: an unknown function of an extension is NOT_SUPPORTED.
 * FIDs of functions newer than the implementation are unknown to it. */
static void unknown_fid(void)
{
    EXPECT_ERR(sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_FIDS, 0, 0, 0, 0, 0, 0), SBI_ERR_NOT_SUPPORTED,
               "the first PMU FID past the last");
    EXPECT_ERR(sbi_call(SBI_EXT_PMU, 0x7fff, 0, 0, 0, 0, 0, 0), SBI_ERR_NOT_SUPPORTED,
               "PMU FID 0x7fff");
}

static void impl_id(void)
{
    NEEDS_OURS();
    /* docs/firmware.md: SBI 3.0 */
    EXPECT(env.spec_version == (3UL << 24), "get_spec_version: expected 0x3000000 (3.0), got 0x%lx",
           env.spec_version);
}

const struct test base_tests[] = {
    { "base.spec_version", spec_version },
    { "base.probe_pmu", probe_pmu },
    { "base.pmu_unknown_fid", unknown_fid },
    { "ours.base.spec_version_3_0", impl_id },
    { 0 },
};
