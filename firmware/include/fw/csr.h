/* SPDX-License-Identifier: Apache-2.0 */
/* CSR access and the fields of the privileged architecture the firmware uses. */
#ifndef FW_CSR_H
#define FW_CSR_H

#include "fw/types.h"
#include "hpm_spec.h"
#include "riscv_priv.h"

#define csr_read(csr) ({ xlen_t v_; \
    __asm__ volatile("csrr %0, " STR(csr) : "=r"(v_) :: "memory"); v_; })
#define csr_write(csr, v) \
    __asm__ volatile("csrw " STR(csr) ", %0" :: "rK"((xlen_t)(v)) : "memory")
#define csr_set(csr, v) \
    __asm__ volatile("csrs " STR(csr) ", %0" :: "rK"((xlen_t)(v)) : "memory")
#define csr_clear(csr, v) \
    __asm__ volatile("csrc " STR(csr) ", %0" :: "rK"((xlen_t)(v)) : "memory")
#define csr_swap(csr, v) ({ xlen_t v_; \
    __asm__ volatile("csrrw %0, " STR(csr) ", %1" : "=r"(v_) : "rK"((xlen_t)(v)) : "memory"); v_; })

/* CSRs the assembler may not know by name. The HPM's are the contract's
 * (hpm_spec.h); csr_read and csr_write paste the plain ones into the
 * instruction, the sums are for csr_read_num and csr_write_num. */
#define CSR_MCOUNTINHIBIT HPM_CSR_MCOUNTINHIBIT
#define CSR_MCYCLECFG     HPM_CSR_MCYCLECFG
#define CSR_MINSTRETCFG   HPM_CSR_MINSTRETCFG
#define CSR_MCYCLECFGH    HPM_CSR_MCYCLECFGH
#define CSR_MINSTRETCFGH  HPM_CSR_MINSTRETCFGH
#define CSR_MENVCFG       0x30a
#define CSR_MENVCFGH      0x31a
#define CSR_STIMECMP      0x14d
#define CSR_MHPMEVENT3    (HPM_CSR_MEVENT + 3)
#define CSR_MHPMEVENT3H   (HPM_CSR_MEVENTH + 3)
#define CSR_MHPMCOUNTER3  (HPM_CSR_MCOUNTER + 3)
#define CSR_MHPMCOUNTER3H (HPM_CSR_MCOUNTERH + 3)
#define CSR_CYCLE         HPM_CSR_SHADOW

/* privilege levels, mstatus, interrupts, causes, PMP: riscv_priv.h */

#define MENVCFG_STCE BIT64(63)

#endif
