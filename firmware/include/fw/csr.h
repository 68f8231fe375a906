/* SPDX-License-Identifier: Apache-2.0 */
/* CSR access and the CSR numbers the assembler may not know, for the firmware. */
#ifndef FW_CSR_H
#define FW_CSR_H

#include "fw/types.h"
#include "hpm_spec.h"
#include "riscv_csr.h"   /* csr_read, csr_write, csr_set, csr_clear, csr_swap */
#include "riscv_priv.h"

/* CSRs the assembler may not know by name. The HPM's are the contract's
 * (hpm_spec.h); csr_read and csr_write paste the plain ones into the
 * instruction, the sums are for csr_read_num and csr_write_num. */
#define CSR_MCOUNTINHIBIT HPM_CSR_MCOUNTINHIBIT
#define CSR_STIMECMP      0x14d
#define CSR_MHPMEVENT3    (HPM_CSR_MEVENT + 3)
#define CSR_MHPMEVENT3H   (HPM_CSR_MEVENTH + 3)
#define CSR_MHPMCOUNTER3  (HPM_CSR_MCOUNTER + 3)
#define CSR_MHPMCOUNTER3H (HPM_CSR_MCOUNTERH + 3)
#define CSR_CYCLE         HPM_CSR_SHADOW

/* privilege levels, mstatus, interrupts, causes, PMP: riscv_priv.h */

#define MENVCFG_STCE BIT64(63)
#define MENVCFG_CDE  BIT64(MENVCFG_CDE_BIT) /* Smcdeleg: counters of mcounteren delegated to S-mode */

#endif
