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

/* Every extension answers a function it does not have with NOT_SUPPORTED
 * and a bad argument with the error its chapter names, and never with a
 * code the specification does not define (0 down to SBI_ERR_LAST). The
 * calls are chosen so that none can act: no hart, counter or address they
 * name exists. An extension the implementation does not have is
 * NOT_SUPPORTED whatever the function. */
struct bad_call {
    xlen_t fid, a0, a1, a2;
    sxlen_t want;
    const char *what;
};

static bool has_extension(xlen_t eid)
{
    struct sbiret r = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, eid, 0, 0, 0, 0, 0);
    return r.error == SBI_SUCCESS && r.value != 0;
}

static void errors_of(xlen_t eid, const char *name, const struct bad_call *calls, size_t n)
{
    const bool present = has_extension(eid);
    for (size_t i = 0; i < n; i++) {
        const struct bad_call *c = &calls[i];
        struct sbiret r = sbi_call(eid, c->fid, c->a0, c->a1, c->a2, 0, 0, 0);
        const sxlen_t want = present ? c->want : SBI_ERR_NOT_SUPPORTED;
        EXPECT(r.error <= 0 && r.error >= SBI_ERR_LAST,
               "%s %s: error %ld is no code the specification defines", name, c->what, (long)r.error);
        EXPECT(r.error == want, "%s %s: expected %s, got %s", name, c->what, err_name(want), err_name(r.error));
    }
}

#define ERRORS_OF(eid, name, ...)                                           \
    do {                                                                    \
        static const struct bad_call calls_[] = { __VA_ARGS__ };            \
        errors_of((eid), (name), calls_, sizeof calls_ / sizeof calls_[0]); \
    } while (0)

#define NO_HART ((xlen_t)0x10000)      /* hart_mask_base: no such hart */

static void errors_base(void)
{
    ERRORS_OF(SBI_EXT_BASE, "base", { 7, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 7" });
}

static void errors_time(void)
{
    ERRORS_OF(SBI_EXT_TIME, "TIME", { 1, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 1" });
}

static void errors_ipi(void)
{
    ERRORS_OF(SBI_EXT_IPI, "IPI", { 1, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 1" },
              { SBI_IPI_SEND_IPI, 1, NO_HART, 0, SBI_ERR_INVALID_PARAM, "send_ipi to hart 0x10000" });
}

static void errors_rfence(void)
{
    ERRORS_OF(SBI_EXT_RFENCE, "RFENCE", { 7, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 7" },
              { SBI_RFENCE_FENCE_I, 1, NO_HART, 0, SBI_ERR_INVALID_PARAM, "remote_fence_i on hart 0x10000" });
}

static void errors_hsm(void)
{
    ERRORS_OF(SBI_EXT_HSM, "HSM", { 4, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 4" },
              { SBI_HSM_HART_GET_STATUS, (xlen_t)-1, 0, 0, SBI_ERR_INVALID_PARAM, "hart_get_status(-1)" },
              { SBI_HSM_HART_START, (xlen_t)-1, SOC_PAYLOAD_BASE, 0, SBI_ERR_INVALID_PARAM, "hart_start(-1)" });
}

static void errors_srst(void)
{
    /* reset_type 3 and reason 2 are reserved: INVALID_PARAM, nothing reset */
    ERRORS_OF(SBI_EXT_SRST, "SRST", { 1, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 1" },
              { SBI_SRST_SYSTEM_RESET, 3, 0, 0, SBI_ERR_INVALID_PARAM, "system_reset type 3" },
              { SBI_SRST_SYSTEM_RESET, 0, 2, 0, SBI_ERR_INVALID_PARAM, "system_reset shutdown, reason 2" });
}

static void errors_dbcn(void)
{
    /* below RAM, where no memory is: "SBI_ERR_INVALID_PARAM: The memory
     * pointed to by num_bytes and the base address parameters does not
     * satisfy the requirements" */
    ERRORS_OF(SBI_EXT_DBCN, "DBCN", { 3, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 3" },
              { SBI_DBCN_CONSOLE_WRITE, 16, 0x1000, 0, SBI_ERR_INVALID_PARAM, "console_write at 0x1000" });
}

static void errors_pmu(void)
{
    ERRORS_OF(SBI_EXT_PMU, "PMU", { SBI_PMU_NUM_FIDS, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "the FID past the last" },
              { SBI_PMU_COUNTER_START, 0x10000, 1, 0, SBI_ERR_INVALID_PARAM, "counter_start of counter 0x10000" },
              { SBI_PMU_COUNTER_STOP, 0x10000, 1, 0, SBI_ERR_INVALID_PARAM, "counter_stop of counter 0x10000" });
}

static void errors_unknown_extension(void)
{
    ERRORS_OF(0x12345678, "extension 0x12345678", { 0, 0, 0, 0, SBI_ERR_NOT_SUPPORTED, "FID 0" });
}

const struct test base_tests[] = {
    { "base.spec_version", spec_version },
    { "base.probe_pmu", probe_pmu },
    { "base.pmu_unknown_fid", unknown_fid },
    { "ours.base.spec_version_3_0", impl_id },
    { "errors.base", errors_base },
    { "errors.time", errors_time },
    { "errors.ipi", errors_ipi },
    { "errors.rfence", errors_rfence },
    { "errors.hsm", errors_hsm },
    { "errors.srst", errors_srst },
    { "errors.dbcn", errors_dbcn },
    { "errors.pmu", errors_pmu },
    { "errors.unknown_extension", errors_unknown_extension },
    { 0 },
};
