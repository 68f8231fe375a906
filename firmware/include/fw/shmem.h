/* SPDX-License-Identifier: Apache-2.0 */
/* Shared memory named by S-mode (PMU snapshot, event info, DBCN buffers). */
#ifndef FW_SHMEM_H
#define FW_SHMEM_H

#include "fw/types.h"

/* SBI_SUCCESS if [lo + hi << XLEN, + size) is ordinary S-mode RAM: inside
 * the RAM and outside the firmware's own memory; else
 * SBI_ERR_INVALID_ADDRESS. The caller checks alignment. */
sxlen_t shmem_check(xlen_t lo, xlen_t hi, xlen_t size);

/* Whether S-mode may run code at addr (HSM's start_addr and resume_addr):
 * ordinary S-mode RAM by the rule above, and 2-byte aligned, since mepc
 * cannot hold an odd address. */
bool shmem_is_executable(xlen_t addr);

#endif
