/* SPDX-License-Identifier: Apache-2.0 */
/* What the suite learns before the tests: the SBI version and
 * implementation (which functions to test, whether our firmware's own
 * choices apply), the machine IDs (QEMU's limits), the counters
 * (get_info) and whether Sscofpmf is there. */
#include "soc_desc.h"   /* SOC_MIMPID: the SoC's hart identity (rtl/soc/soc.def) */
#include "test.h"

struct env env;

static xlen_t base_call(xlen_t fid, xlen_t arg)
{
    return sbi_call(SBI_EXT_BASE, fid, arg, 0, 0, 0, 0, 0).value;
}

bool sbi_at_least(unsigned major, unsigned minor)
{
    unsigned have_major = env.spec_version >> 24 & 0x7f;
    unsigned have_minor = env.spec_version & 0xffffff;
    return have_major > major || (have_major == major && have_minor >= minor);
}

void env_discover(void)
{
    env.spec_version = base_call(0, 0);
    env.impl_id = base_call(1, 0);
    env.impl_version = base_call(2, 0);
    env.mvendorid = base_call(4, 0);
    env.marchid = base_call(5, 0);
    env.mimpid = base_call(6, 0);
    env.ours = env.impl_id == SBI_IMPL_ID_PERFMON;
    env.soc_core = env.mimpid == SOC_MIMPID;
    env.soc = env.ours && env.soc_core;
    /* QEMU: mvendorid 0 and marchid = mimpid, either 0 or (QEMU 7.1 and
     * later) its version, major << 16 | minor << 8 | micro (0x70216) */
    env.qemu = env.mvendorid == 0 && env.marchid == env.mimpid &&
               (env.mimpid == 0 || (env.mimpid >> 16 >= 1 && env.mimpid >> 16 <= 99));
    env.has_time_ext = base_call(3, SBI_EXT_TIME) != 0;
    /* scountovf exists only with Sscofpmf */
    env.sscofpmf = CSR_READABLE(0xda0);
    if (base_call(3, SBI_EXT_PMU) == 0)
        return;
    env.num_counters = (unsigned)sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0).value;
    env.n = env.num_counters < MAX_COUNTERS ? env.num_counters : MAX_COUNTERS;
    for (unsigned i = 0; i < env.n; i++) {
        struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, i, 0, 0, 0, 0, 0);
        env.info_ok[i] = r.error == SBI_SUCCESS;
        env.info[i] = r.value;
    }
}

void env_print(void)
{
    char line[160];
    unsigned hw = 0, fw = 0;
    for (unsigned i = 0; i < env.n; i++)
        if (env.info_ok[i])
            INFO_FW(env.info[i]) ? fw++ : hw++;
    fmt_str(line, sizeof line,
            "# SBI %lu.%lu, implementation 0x%lx version 0x%lx, mvendorid 0x%lx marchid 0x%lx "
            "mimpid 0x%lx, RV%d\n",
            env.spec_version >> 24 & 0x7f, env.spec_version & 0xffffff, env.impl_id,
            env.impl_version, env.mvendorid, env.marchid, env.mimpid, XLEN);
    put_str(line);
    fmt_str(line, sizeof line, "# PMU: %u counters (%u hardware, %u firmware), Sscofpmf %s%s%s\n",
            env.num_counters, hw, fw, env.sscofpmf ? "yes" : "no",
            env.qemu ? ", QEMU" : "", env.ours ? ", our firmware's own choices are tested (ours.*)" : "");
    put_str(line);
}
