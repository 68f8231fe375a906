/* SPDX-License-Identifier: Apache-2.0 */
/* SBI IPI extension (EID 0x735049) and the hart-mask rule it shares with
 * RFENCE. */
#include "fw/hart.h"
#include "fw/timer.h"

sxlen_t hart_mask_check(xlen_t hart_mask, xlen_t hart_mask_base, bool *targets_self)
{
    *targets_self = false;
    if (hart_mask_base == (xlen_t)-1) {
        *targets_self = true;
        return SBI_SUCCESS;
    }
    for (unsigned i = 0; i < XLEN; i++) {
        if (!(hart_mask & BIT(i)))
            continue;
        /* base + i must be hart 0: i == 0 and base == 0 */
        if (hart_mask_base + i != FW_HART_ID || hart_mask_base > FW_HART_ID)
            return SBI_ERR_INVALID_PARAM;
        *targets_self = true;
    }
    return SBI_SUCCESS;
}

static struct sbiret ipi_handle(const struct sbi_call *c)
{
    if (c->fid != SBI_IPI_SEND_IPI)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    bool self;
    sxlen_t err = hart_mask_check(c->a[0], c->a[1], &self);
    if (err)
        return sbi_err(err);
    if (self)
        ipi_send_self();
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_ipi = {
    .eid_min = SBI_EXT_IPI, .eid_max = SBI_EXT_IPI, .handle = ipi_handle,
};
