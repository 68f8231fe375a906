/* SPDX-License-Identifier: Apache-2.0 */
/* PMP: S- and U-mode get everything but the firmware's memory and the
 * device regions the platform keeps for M-mode (plat->m_only: the CLINT,
 * whose msip, mtimecmp and mtime are M-mode's, and on QEMU fw_cfg's DMA).
 * M-mode is not restricted (no lock bit), so the firmware keeps full
 * access. */
#include "fw/csr.h"
#include "fw/init.h"
#include "fw/platform.h"

/* pmpaddr of a naturally aligned power-of-two region */
static xlen_t napot(xlen_t base, xlen_t size)
{
    return (base >> 2) | ((size >> 3) - 1);
}

static void pmpaddr_write(unsigned i, xlen_t v)
{
    switch (i) {
    case 0: csr_write(pmpaddr0, v); break;
    case 1: csr_write(pmpaddr1, v); break;
    case 2: csr_write(pmpaddr2, v); break;
    case 3: csr_write(pmpaddr3, v); break;
    case 4: csr_write(pmpaddr4, v); break;
    default: csr_write(pmpaddr5, v); break;
    }
}

void pmp_init(void)
{
    /* The lowest-numbered matching entry decides. Entry 0: the firmware
     * region, no permissions; then the platform's M-only devices, no
     * permissions; the last: all of the address space (pmpaddr all ones in
     * NAPOT), RWX. Entries 0-5 are in pmpcfg0 on RV64 and pmpcfg0/pmpcfg1 on
     * RV32 (four a register). */
    unsigned n = 0;
    uint64_t cfg = 0;
    pmpaddr_write(n, napot(FW_BASE, FW_END - FW_BASE));
    cfg |= (uint64_t)PMP_A_NAPOT << (8 * n++);
    for (size_t i = 0; i < plat->num_m_only && i < PLATFORM_MAX_M_ONLY; i++) {
        pmpaddr_write(n, napot(plat->m_only[i].base, plat->m_only[i].size));
        cfg |= (uint64_t)PMP_A_NAPOT << (8 * n++);
    }
    pmpaddr_write(n, (xlen_t)-1);
    cfg |= (uint64_t)(PMP_A_NAPOT | PMP_R | PMP_W | PMP_X) << (8 * n);
#if XLEN == 64
    csr_write(pmpcfg0, cfg);
#else
    csr_write(pmpcfg0, (xlen_t)cfg);
    csr_write(pmpcfg1, (xlen_t)(cfg >> 32));
#endif
    __asm__ volatile("sfence.vma" ::: "memory");
}
