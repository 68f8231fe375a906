/* SPDX-License-Identifier: Apache-2.0 */
/* SBI IPI extension (EID 0x735049): a supervisor software interrupt
 * (mip.SSIP) on each hart named, raised by that hart's firmware when its
 * doorbell rings (lib/hart.c). A stopped hart is a valid target, but it
 * runs no supervisor code to interrupt: it gets nothing, and starts with
 * no IPI pending. IPI_SENT counts on the caller once per hart rung,
 * IPI_RECEIVED on each hart once per IPI it raises SSIP for. */
#include "fw/hart.h"
#include "fw/pmu.h"

static struct sbiret ipi_handle(const struct sbi_call *c)
{
    if (c->fid != SBI_IPI_SEND_IPI)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    unsigned long targets;
    sxlen_t err = hart_mask_targets(c->a[0], c->a[1], &targets);
    if (err)
        return sbi_err(err);
    for_each_hart(h, targets) {
        if (!hsm_is_interruptible(h))
            continue;
        __atomic_fetch_add(&fw_harts[h].smode_ipi, 1, __ATOMIC_RELAXED);
        pmu_fw_event(SBI_PMU_FW_IPI_SENT);
        hart_ipi_ring(h);
    }
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_ipi = {
    .eid_min = SBI_EXT_IPI, .eid_max = SBI_EXT_IPI, .handle = ipi_handle,
};
