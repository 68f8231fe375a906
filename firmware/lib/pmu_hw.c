/* SPDX-License-Identifier: Apache-2.0 */
/* Hardware counters: their state at boot (the accessors, start and stop
 * are inline in fw/pmu_hw.h). */
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/pmu_hw.h"

void pmu_hw_init(void)
{
    /* The programmable counters stopped and unmapped; mcycle and minstret
     * run, so that S-mode's rdcycle and rdinstret work from the start, and
     * count every mode, M-mode's included, as they always have. */
    csr_write(CSR_MCOUNTINHIBIT, ~(xlen_t)(BIT(0) | BIT(2)));
    for (unsigned i = 3; i < 3 + plat->hpm_count; i++)
        pmu_hw_event_write(i, pmu_hw_idle_event(plat));
    if (plat->has_smcntrpmf) {
        pmu_hw_event_write(0, 0);
        pmu_hw_event_write(2, 0);
    }
}
