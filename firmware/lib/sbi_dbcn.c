/* SPDX-License-Identifier: Apache-2.0 */
/* SBI debug console extension (EID 0x4442434E). Buffers are physical
 * addresses (not translated), checked by the shared-memory rule. */
#include "fw/console.h"
#include "fw/sbi.h"
#include "fw/shmem.h"

/* The most bytes one console_write call sends. The specification allows
 * partial writes (the caller loops on the count returned), and M-mode runs
 * a call with interrupts off: a 16 MiB write used to keep it busy for a
 * minute on QEMU. */
#define DBCN_WRITE_MAX 256u
/* The most bytes one console_read call takes: the UART's input is refilled
 * as fast as its host sends, so "until it is empty" has no bound of its
 * own. */
#define DBCN_READ_MAX 256u

/* How many bytes of the call's buffer (a0 bytes at a2:a1) to take, at
 * most max; DBCN_BAD_BUFFER if the buffer is not S-mode memory. */
#define DBCN_BAD_BUFFER ((xlen_t)-1)
static xlen_t dbcn_bytes(const struct sbi_call *c, xlen_t max)
{
    const xlen_t n = c->a[0];
    if (shmem_check(c->a[1], c->a[2], n) != SBI_SUCCESS)
        return DBCN_BAD_BUFFER;
    return n > max ? max : n;
}

static struct sbiret dbcn_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case SBI_DBCN_CONSOLE_WRITE: {
        const xlen_t n = dbcn_bytes(c, DBCN_WRITE_MAX);
        if (n == DBCN_BAD_BUFFER)
            return sbi_err(SBI_ERR_INVALID_PARAM);
        const volatile char *buf = (const volatile char *)c->a[1];
        console_lock();
        for (xlen_t i = 0; i < n; i++)
            console_putc(buf[i]);
        console_unlock();
        return sbi_ok(n);
    }
    case SBI_DBCN_CONSOLE_READ: {
        const xlen_t n = dbcn_bytes(c, DBCN_READ_MAX);
        if (n == DBCN_BAD_BUFFER)
            return sbi_err(SBI_ERR_INVALID_PARAM);
        volatile char *buf = (volatile char *)c->a[1];
        xlen_t got = 0;
        console_lock();
        for (int ch; got < n && (ch = console_getc()) >= 0; got++)
            buf[got] = (char)ch;
        console_unlock();
        return sbi_ok(got);
    }
    case SBI_DBCN_CONSOLE_WRITE_BYTE:
        console_lock();
        console_putc((char)c->a[0]);
        console_unlock();
        return sbi_ok(0);
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_dbcn = {
    .eid_min = SBI_EXT_DBCN, .eid_max = SBI_EXT_DBCN, .handle = dbcn_handle,
};
