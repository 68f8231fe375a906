/* SPDX-License-Identifier: Apache-2.0 */
/* Features found by trying them, for platforms whose hardware can vary
 * (QEMU's -cpu options). Counters are probed while inhibited. */
#include "fw/csr.h"
#include "fw/csr_num.h"
#include "fw/platform.h"

/* mhpmcounter3.. that keep a written value exist (the others read 0). */
unsigned probe_hpm_count(void)
{
    unsigned n = 0;
    csr_write(CSR_MCOUNTINHIBIT, 0xfffffff8u);
    while (n < 29) {
        xlen_t v;
        if (!csr_try_write(CSR_MHPMCOUNTER3 + n, 1) ||
            !csr_try_read(CSR_MHPMCOUNTER3 + n, &v) || v != 1)
            break;
        csr_write_num(CSR_MHPMCOUNTER3 + n, 0);
        n++;
    }
    return n;
}

/* The bits of mhpmcounter3 that hold a written all-ones value. */
unsigned probe_hpm_width(void)
{
    uint64_t v;
    csr_write_num(CSR_MHPMCOUNTER3, (xlen_t)-1);
#if XLEN == 32
    csr_write_num(CSR_MHPMCOUNTER3H, (xlen_t)-1);
    v = (uint64_t)csr_read_num(CSR_MHPMCOUNTER3H) << 32 | csr_read_num(CSR_MHPMCOUNTER3);
    csr_write_num(CSR_MHPMCOUNTER3H, 0);
#else
    v = csr_read_num(CSR_MHPMCOUNTER3);
#endif
    csr_write_num(CSR_MHPMCOUNTER3, 0);
    unsigned width = 0;
    while (width < 64 && (v >> width) & 1)
        width++;
    return width;
}

/* The one bit of `bit` (a 64-bit mask) in a 64-bit M-mode CSR (csr, or on
 * RV32 its high half csrh for bits 32-63) keeps a written 1; the register
 * is left 0. */
static bool bit_writable(unsigned csr, unsigned csrh, uint64_t bit)
{
    const bool high = XLEN == 32 && (bit >> 32);
    const unsigned n = high ? csrh : csr;
    const xlen_t mask = (xlen_t)(high ? bit >> 32 : bit);
    xlen_t v = 0;
    bool ok = csr_try_write(n, mask) && csr_try_read(n, &v);
    csr_try_write(n, 0);
    return ok && (v & mask);
}

/* Sscofpmf: mhpmevent3.OF (bit 63) is writable. */
bool probe_sscofpmf(void)
{
    return bit_writable(CSR_MHPMEVENT3, CSR_MHPMEVENT3H, BIT64(HPM_EVT_OF_BIT));
}

/* Sstc: stimecmp exists and menvcfg.STCE (bit 63) is writable (QEMU 7.2
 * keeps STCE writable with sstc=false, so the CSR itself is tried too). */
bool probe_sstc(void)
{
    xlen_t cmp;
    return csr_try_read(CSR_STIMECMP, &cmp) && bit_writable(CSR_MENVCFG, CSR_MENVCFGH, MENVCFG_STCE);
}

/* Smcdeleg: menvcfg.CDE (bit 60) keeps a 1; it is read-only 0 where the
 * extension is absent (QEMU 7.2). Smcdeleg needs Sscsrind, so siselect
 * and sireg* are there too. */
bool probe_cdeleg(void)
{
    return bit_writable(CSR_MENVCFG, CSR_MENVCFGH, MENVCFG_CDE);
}
