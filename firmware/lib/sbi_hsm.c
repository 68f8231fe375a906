/* SPDX-License-Identifier: Apache-2.0 */
/* SBI hart state management (EID 0x48534D) for the one hart, hart 0,
 * which is always started. */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/shmem.h"

static void wait_for_interrupt(void)
{
    /* wfi resumes once an interrupt is pending and enabled in mie, taken
     * or not; it may also resume early, which the SBI allows. */
    __asm__ volatile("wfi" ::: "memory");
}

static struct sbiret hsm_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case SBI_HSM_HART_START:
        return sbi_err(c->a[0] == FW_HART_ID ? SBI_ERR_ALREADY_AVAILABLE : SBI_ERR_INVALID_PARAM);
    case SBI_HSM_HART_STOP:
        /* Stopping the last hart would leave nothing to restart it. */
        return sbi_err(SBI_ERR_FAILED);
    case SBI_HSM_HART_GET_STATUS:
        if (c->a[0] != FW_HART_ID)
            return sbi_err(SBI_ERR_INVALID_PARAM);
        return sbi_ok(SBI_HSM_STATE_STARTED);
    case SBI_HSM_HART_SUSPEND: {
        uint32_t type = (uint32_t)c->a[0];
        if (type == SBI_HSM_SUSPEND_RET_DEFAULT) {
            wait_for_interrupt();
            return sbi_ok(0);
        }
        if ((type > SBI_HSM_SUSPEND_RET_DEFAULT && type < SBI_HSM_SUSPEND_RET_PLATFORM) ||
            (type > SBI_HSM_SUSPEND_NON_RET_DEFAULT && type < SBI_HSM_SUSPEND_NON_RET_PLATFORM))
            return sbi_err(SBI_ERR_INVALID_PARAM);
        /* The non-retentive default suspend and platform types: not
         * implemented (the SBI lets a platform lack them). */
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_hsm = {
    .eid_min = SBI_EXT_HSM, .eid_max = SBI_EXT_HSM, .handle = hsm_handle,
};
