/* SPDX-License-Identifier: Apache-2.0 */
/* The one rule for every physical address S-mode hands to the firmware. */
#include "fw/platform.h"
#include "fw/sbi.h"
#include "fw/shmem.h"

FW_HOT sxlen_t shmem_check(xlen_t lo, xlen_t hi, xlen_t size)
{
    /* RAM lies below 4 GiB on both platforms, so a high part is never RAM. */
    if (hi != 0)
        return SBI_ERR_INVALID_ADDRESS;
    if (size == 0)
        return lo >= RAM_BASE && lo - RAM_BASE < plat->ram_size &&
               !(lo >= FW_BASE && lo < FW_END) ? SBI_SUCCESS : SBI_ERR_INVALID_ADDRESS;
    xlen_t last = lo + size - 1;
    if (last < lo)                                      /* wraps around */
        return SBI_ERR_INVALID_ADDRESS;
    if (lo < RAM_BASE || last - RAM_BASE >= plat->ram_size)
        return SBI_ERR_INVALID_ADDRESS;
    if (lo < FW_END && last >= FW_BASE)                 /* overlaps the firmware */
        return SBI_ERR_INVALID_ADDRESS;
    return SBI_SUCCESS;
}

bool shmem_is_executable(xlen_t addr)
{
    return !(addr & 1) && shmem_check(addr, 0, 2) == SBI_SUCCESS;
}
