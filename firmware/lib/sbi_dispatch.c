/* SPDX-License-Identifier: Apache-2.0 */
/* Route an SBI call to its extension. */
#include "fw/sbi.h"

/* The most frequent callers first: the PMU, then the timer and IPIs. */
static const struct sbi_extension *const extensions[] = {
    &sbi_ext_pmu, &sbi_ext_time, &sbi_ext_ipi, &sbi_ext_rfence,
    &sbi_ext_base, &sbi_ext_legacy, &sbi_ext_hsm, &sbi_ext_srst,
    &sbi_ext_dbcn, &sbi_ext_firmware,
};

const struct sbi_extension *sbi_find_extension(xlen_t eid)
{
    for (size_t i = 0; i < ARRAY_SIZE(extensions); i++) {
        const struct sbi_extension *ext = extensions[i];
        if (eid >= ext->eid_min && eid <= ext->eid_max)
            return ext;
    }
    return NULL;
}

void sbi_init(void)
{
    for (size_t i = 0; i < ARRAY_SIZE(extensions); i++)
        if (extensions[i]->init)
            extensions[i]->init();
}

struct sbiret sbi_dispatch(const struct sbi_call *call)
{
    const struct sbi_extension *ext = sbi_find_extension(call->eid);
    if (!ext || !ext->handle)   /* no handle: lib/entry.S serves it */
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    return ext->handle(call);
}
