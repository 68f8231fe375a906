/* SPDX-License-Identifier: Apache-2.0 */
/* SBI base extension (EID 0x10). */
#include "fw/csr.h"
#include "fw/sbi.h"

static struct sbiret base_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case SBI_BASE_GET_SPEC_VERSION:
        return sbi_ok(SBI_SPEC_VERSION);
    case SBI_BASE_GET_IMPL_ID:
        return sbi_ok(SBI_IMPL_ID);
    case SBI_BASE_GET_IMPL_VERSION:
        return sbi_ok(SBI_IMPL_VERSION);
    case SBI_BASE_PROBE_EXTENSION: {
        const struct sbi_extension *ext = sbi_find_extension(c->a[0]);
        if (!ext)
            return sbi_ok(0);
        return sbi_ok(ext->probe ? ext->probe(c->a[0]) : 1);
    }
    case SBI_BASE_GET_MVENDORID:
        return sbi_ok(csr_read(mvendorid));
    case SBI_BASE_GET_MARCHID:
        return sbi_ok(csr_read(marchid));
    case SBI_BASE_GET_MIMPID:
        return sbi_ok(csr_read(mimpid));
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_base = {
    .eid_min = SBI_EXT_BASE, .eid_max = SBI_EXT_BASE, .handle = base_handle,
};
