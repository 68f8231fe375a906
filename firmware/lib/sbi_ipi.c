/* SPDX-License-Identifier: Apache-2.0 */
/* SBI IPI extension (EID 0x735049): a supervisor software interrupt
 * (mip.SSIP) on each hart named, raised by that hart's firmware when its
 * doorbell rings (lib/hart.c). A stopped hart is a valid target, but it
 * runs no supervisor code to interrupt: it gets nothing, and starts with
 * no IPI pending. IPI_SENT counts on the caller once per hart rung,
 * IPI_RECEIVED on each hart once per IPI it raises SSIP for. */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/pmu.h"

static unsigned smode_ipi_event;

/* On the target: IPIs that came together raise SSIP once, as any
 * interrupt pending twice, and each counts as received. A hart that is
 * not running supervisor code drops them: it starts afresh. */
static void smode_ipi_receive(void)
{
    struct fw_hart *self = hart_self();
    const uint32_t n = __atomic_exchange_n(&self->smode_ipi, 0, __ATOMIC_ACQUIRE);
    if (n && hsm_is_interruptible(self->hartid)) {
        pmu_fw_events(SBI_PMU_FW_IPI_RECEIVED, n);
        csr_set(mip, MIP_SSIP);
    }
}

static void ipi_init(void)
{
    smode_ipi_event = hart_ipi_event_create(smode_ipi_receive);
}

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
        hart_ipi_send(h, smode_ipi_event);
    }
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_ipi = {
    .eid_min = SBI_EXT_IPI, .eid_max = SBI_EXT_IPI, .handle = ipi_handle, .init = ipi_init,
};
