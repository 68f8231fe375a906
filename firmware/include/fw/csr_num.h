/* SPDX-License-Identifier: Apache-2.0 */
/* CSRs chosen at run time (counter n, its event register). */
#ifndef FW_CSR_NUM_H
#define FW_CSR_NUM_H

#include "fw/types.h"

/* Any CSR of the ranges the PMU uses: the counters (0xB00-0xB1F,
 * 0xB80-0xB9F), their events (0x320-0x33F, 0x720-0x73F), the user-level
 * shadows (0xC00-0xC1F, 0xC80-0xC9F, read only), and menvcfg(h) and
 * stimecmp for the probes. Another number panics. */
xlen_t csr_read_num(unsigned csr);
void csr_write_num(unsigned csr, xlen_t value);

/* The same, for a CSR that may not exist: false if the access trapped. */
bool csr_try_read(unsigned csr, xlen_t *value);
bool csr_try_write(unsigned csr, xlen_t value);

#endif
