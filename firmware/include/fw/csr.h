/* SPDX-License-Identifier: Apache-2.0 */
/* CSR access and the fields of the privileged architecture the firmware uses. */
#ifndef FW_CSR_H
#define FW_CSR_H

#include "fw/types.h"
#include "hpm_spec.h"

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

#define PRV_U 0
#define PRV_S 1
#define PRV_M 3

#define MSTATUS_SIE       BIT(1)
#define MSTATUS_MIE       BIT(3)
#define MSTATUS_SPIE      BIT(5)
#define MSTATUS_MPIE      BIT(7)
#define MSTATUS_SPP       BIT(8)
#define MSTATUS_MPP_SHIFT 11
#define MSTATUS_MPP       (3UL << MSTATUS_MPP_SHIFT)
#define MSTATUS_MPRV      BIT(17)
#define MSTATUS_SUM       BIT(18)
#define MSTATUS_MXR       BIT(19)

#define IRQ_SSI   1
#define IRQ_MSI   3
#define IRQ_STI   5
#define IRQ_MTI   7
#define IRQ_SEI   9
#define IRQ_MEI   11
#define IRQ_LCOF  13
#define MIP_SSIP  BIT(IRQ_SSI)
#define MIP_MSIP  BIT(IRQ_MSI)
#define MIP_STIP  BIT(IRQ_STI)
#define MIP_MTIP  BIT(IRQ_MTI)
#define MIP_SEIP  BIT(IRQ_SEI)
#define MIP_LCOFIP BIT(IRQ_LCOF)

#define CAUSE_MISALIGNED_FETCH   0
#define CAUSE_FETCH_ACCESS       1
#define CAUSE_ILLEGAL_INSN       2
#define CAUSE_BREAKPOINT         3
#define CAUSE_MISALIGNED_LOAD    4
#define CAUSE_LOAD_ACCESS        5
#define CAUSE_MISALIGNED_STORE   6
#define CAUSE_STORE_ACCESS       7
#define CAUSE_USER_ECALL         8
#define CAUSE_SUPERVISOR_ECALL   9
#define CAUSE_MACHINE_ECALL      11
#define CAUSE_FETCH_PAGE_FAULT   12
#define CAUSE_LOAD_PAGE_FAULT    13
#define CAUSE_STORE_PAGE_FAULT   15
#define MCAUSE_INTERRUPT         BIT(XLEN - 1)

#define MENVCFG_STCE BIT64(63)

/* PMP configuration bits */
#define PMP_R     0x01
#define PMP_W     0x02
#define PMP_X     0x04
#define PMP_NAPOT 0x18
#define PMP_TOR   0x08

#endif
