/* SPDX-License-Identifier: Apache-2.0 */
/* The legacy SBI v0.1 console and shutdown calls (EIDs 0x01, 0x02, 0x08).
 * Their result is in a0 alone: a1 is given back unchanged. */
#include "fw/console.h"
#include "fw/sbi.h"

static struct sbiret legacy_handle(const struct sbi_call *c)
{
    switch (c->eid) {
    case SBI_EXT_LEGACY_CONSOLE_PUTCHAR:
        console_lock();
        console_putc((char)c->a[0]);
        console_unlock();
        return (struct sbiret){ 0, c->a[1] };
    case SBI_EXT_LEGACY_CONSOLE_GETCHAR: {
        console_lock();
        int ch = console_getc();
        console_unlock();
        return (struct sbiret){ ch, c->a[1] };
    }
    case SBI_EXT_LEGACY_SHUTDOWN:
        finisher_pass();
    default:
        return (struct sbiret){ SBI_ERR_NOT_SUPPORTED, c->a[1] };
    }
}

/* Only the three calls above exist in the legacy range. */
static xlen_t legacy_probe(xlen_t eid)
{
    return eid == SBI_EXT_LEGACY_CONSOLE_PUTCHAR || eid == SBI_EXT_LEGACY_CONSOLE_GETCHAR ||
           eid == SBI_EXT_LEGACY_SHUTDOWN;
}

const struct sbi_extension sbi_ext_legacy = {
    .eid_min = SBI_EXT_LEGACY_CONSOLE_PUTCHAR, .eid_max = SBI_EXT_LEGACY_SHUTDOWN,
    .handle = legacy_handle, .probe = legacy_probe,
};
