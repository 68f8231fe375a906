/* SPDX-License-Identifier: Apache-2.0 */
/* PMP: S- and U-mode get everything but the firmware's memory. M-mode is
 * not restricted (no lock bit), so the firmware keeps full access. */
#include "fw/csr.h"
#include "fw/init.h"
#include "fw/platform.h"

/* pmpaddr of a naturally aligned power-of-two region */
static xlen_t napot(xlen_t base, xlen_t size)
{
    return (base >> 2) | ((size >> 3) - 1);
}

void pmp_init(void)
{
    /* Entry 0 matches first: the firmware region, no permissions. Entry 1:
     * all of the address space (pmpaddr all ones in NAPOT), RWX. */
    csr_write(pmpaddr0, napot(FW_BASE, FW_END - FW_BASE));
    csr_write(pmpaddr1, (xlen_t)-1);
    csr_write(pmpcfg0, (xlen_t)PMP_NAPOT | ((xlen_t)(PMP_NAPOT | PMP_R | PMP_W | PMP_X) << 8));
    __asm__ volatile("sfence.vma" ::: "memory");
}
