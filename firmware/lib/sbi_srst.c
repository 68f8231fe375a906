/* SPDX-License-Identifier: Apache-2.0 */
/* SBI system reset extension (EID 0x53525354) on the test finisher. */
#include "fw/console.h"
#include "fw/sbi.h"

static struct sbiret srst_handle(const struct sbi_call *c)
{
    if (c->fid != SBI_SRST_SYSTEM_RESET)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    /* Both arguments are 32-bit values; upper bits on RV64 are ignored. */
    uint32_t type = (uint32_t)c->a[0];
    uint32_t reason = (uint32_t)c->a[1];

    if (type > SBI_SRST_TYPE_WARM_REBOOT && type < SBI_SRST_TYPE_VENDOR)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (reason > SBI_SRST_REASON_SYSFAIL && reason < SBI_SRST_REASON_SBI_IMPL)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (type >= SBI_SRST_TYPE_VENDOR)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);

    if (type == SBI_SRST_TYPE_SHUTDOWN) {
        if (reason == SBI_SRST_REASON_SYSFAIL)
            finisher_fail(1);
        finisher_pass();
    }
    if (!finisher_reset())
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    return sbi_err(SBI_ERR_FAILED);
}

const struct sbi_extension sbi_ext_srst = {
    .eid_min = SBI_EXT_SRST, .eid_max = SBI_EXT_SRST, .handle = srst_handle,
};
