/* SPDX-License-Identifier: Apache-2.0 */
/*
 * This implementation's firmware-specific extension (EID 0x0A000000, in the
 * SBI's firmware-specific extension space; only meaningful with
 * implementation ID 0x50455246).
 *
 * FID 0, memory_checksum: a checksum of the firmware's memory outside its
 * own data: [FW_BASE, __data_start), its code and read-only data, and
 * [__bss_end, FW_END), the unused rest of its 2 MiB. S-mode cannot read
 * that memory (PMP keeps it out), so a test that hands the firmware bad
 * addresses (the fuzz) compares two checksums to see that no call wrote
 * there.
 * FID 1, memory_mark: fills the unused rest with a pattern that depends
 * on the address, so that a write there changes the checksum whatever it
 * writes (unused memory is zero, and most stray writes would be zeros).
 * Both read or write 2 MiB, about 2 million cycles on the simulated SoC,
 * so nothing calls them but tests.
 * FID 2, trap_context_check: 1 if, while this call is handled, mscratch
 * holds the calling hart's own struct fw_hart, as it must so that an
 * M-mode trap inside a handler cannot use S-mode's tp (lib/entry.S); 0 if
 * not.
 * FID 3, hsm_hold(hart_mask): the harts of hart_mask (bit i: hart ID i)
 * pause in their next HSM pending state (START_PENDING, STOP_PENDING,
 * SUSPEND_PENDING, RESUME_PENDING) until a later hsm_hold leaves them
 * out, so that a test sees those states, which otherwise last a moment.
 * A held hart still serves other harts' fence requests. Tests only: a
 * hart_start of a held stopping hart waits as long as the hold.
 * FID 4, counter_delegation(counteren, cde): the calling hart's mcounteren
 * becomes counteren (bits 31:0) and its menvcfg.CDE cde (0 or 1), so that
 * a test sees a counter that is not delegated, or delegation off
 * (firmware/cdeleg). Returns the old mcounteren; INVALID_PARAM for cde
 * above 1 or counteren above 32 bits, NOT_SUPPORTED for cde 1 on a hart
 * without Smcdeleg. Tests only: the hart's next start (hart_init)
 * delegates every counter again.
 */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/platform.h"
#include "fw/sbi.h"

extern xlen_t __data_start[], __bss_end[];

/* Fletcher-style sums over words: any changed word changes the result,
 * and so does a word moved. */
struct sums {
    xlen_t a, b;
};

static void add_words(struct sums *s, const volatile xlen_t *p, const volatile xlen_t *end)
{
    xlen_t a = s->a, b = s->b;
    for (; p < end; p++) {
        a += *p;
        b += a;
    }
    s->a = a;
    s->b = b;
}

static xlen_t memory_checksum(void)
{
    struct sums s = { 0, 0 };
    add_words(&s, (const xlen_t *)FW_BASE, __data_start);
    add_words(&s, __bss_end, (const xlen_t *)FW_END);
    return s.a ^ (s.b << 1 | s.b >> (XLEN - 1));
}

static void memory_mark(void)
{
    for (volatile xlen_t *p = (xlen_t *)__bss_end; p < (xlen_t *)FW_END; p++)
        *p = (xlen_t)p * (xlen_t)0x9e3779b97f4a7c15ULL;
}

static struct sbiret fwext_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case SBI_FW_MEMORY_CHECKSUM:
        return sbi_ok(memory_checksum());
    case SBI_FW_MEMORY_MARK:
        memory_mark();
        return sbi_ok(0);
    case SBI_FW_TRAP_CONTEXT_CHECK:
        return sbi_ok(csr_read(mscratch) == (xlen_t)&fw_harts[csr_read(mhartid)]);
    case SBI_FW_HSM_HOLD:
        hsm_set_hold(c->a[0]);
        return sbi_ok(0);
    case SBI_FW_COUNTER_DELEGATION: {
        if (c->a[1] > 1 || (uint64_t)c->a[0] >> 32)
            return sbi_err(SBI_ERR_INVALID_PARAM);
        if (c->a[1] && !plat->has_cdeleg)
            return sbi_err(SBI_ERR_NOT_SUPPORTED);
        const xlen_t old = csr_read(mcounteren);
        hart_delegate_counters((uint32_t)c->a[0], c->a[1]);
        return sbi_ok(old);
    }
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_firmware = {
    .eid_min = SBI_EXT_FIRMWARE, .eid_max = SBI_EXT_FIRMWARE, .handle = fwext_handle,
};
