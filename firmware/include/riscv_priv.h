/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Numbers of the RISC-V privileged architecture that more than one program
 * here uses: privilege levels, mstatus fields, interrupt numbers and mip
 * bits, trap causes, PMP configuration bits. One definition for the
 * firmware (fw/csr.h) and the core's self-tests (tests/core/common/defs.h).
 * Plain macros, so assembly can include it; in C the bit masks are
 * unsigned long, which is XLEN bits on ilp32 and lp64.
 */
#ifndef RISCV_PRIV_H
#define RISCV_PRIV_H

#ifdef __ASSEMBLER__
#define RISCV_BIT(n)  (1 << (n))
#else
#define RISCV_BIT(n)  (1UL << (n))
#endif

/* privilege levels (mstatus.MPP, the core's priv) */
#define PRV_U 0
#define PRV_S 1
#define PRV_M 3

/* mstatus */
#define MSTATUS_SIE       RISCV_BIT(1)
#define MSTATUS_MIE       RISCV_BIT(3)
#define MSTATUS_SPIE      RISCV_BIT(5)
#define MSTATUS_UBE       RISCV_BIT(6)
#define MSTATUS_MPIE      RISCV_BIT(7)
#define MSTATUS_SPP_SHIFT 8
#define MSTATUS_SPP       RISCV_BIT(MSTATUS_SPP_SHIFT)
#define MSTATUS_MPP_SHIFT 11
#define MSTATUS_MPP       (3 * RISCV_BIT(MSTATUS_MPP_SHIFT))
#define MSTATUS_MPP_S     (PRV_S * RISCV_BIT(MSTATUS_MPP_SHIFT))
#define MSTATUS_MPP_M     (PRV_M * RISCV_BIT(MSTATUS_MPP_SHIFT))
#define MSTATUS_MPRV      RISCV_BIT(17)
#define MSTATUS_SUM       RISCV_BIT(18)
#define MSTATUS_MXR       RISCV_BIT(19)
#define MSTATUS_TVM       RISCV_BIT(20)
#define MSTATUS_TW        RISCV_BIT(21)
#define MSTATUS_TSR       RISCV_BIT(22)

/* The H extension's fields of mstatus (RV64; on RV32 the same bits of
 * mstatush, 32 lower) and of hstatus: the trap came from a virtual mode
 * (MPV, SPV), its tval is a guest virtual address (GVA), and the nominal
 * privilege a trap from a virtual mode came from (SPVP). */
#define MSTATUS_GVA_SHIFT 38
#define MSTATUS_MPV_SHIFT 39
#define HSTATUS_GVA       RISCV_BIT(6)
#define HSTATUS_SPV       RISCV_BIT(7)
#define HSTATUS_SPVP      RISCV_BIT(8)

/* interrupt numbers, and their bits in mip and mie */
#define IRQ_SSI     1
#define IRQ_MSI     3
#define IRQ_STI     5
#define IRQ_MTI     7
#define IRQ_SEI     9
#define IRQ_MEI     11
#define IRQ_LCOF    13
#define MIP_SSIP    RISCV_BIT(IRQ_SSI)
#define MIP_MSIP    RISCV_BIT(IRQ_MSI)
#define MIP_STIP    RISCV_BIT(IRQ_STI)
#define MIP_MTIP    RISCV_BIT(IRQ_MTI)
#define MIP_SEIP    RISCV_BIT(IRQ_SEI)
#define MIP_MEIP    RISCV_BIT(IRQ_MEI)
#define MIP_LCOFIP  RISCV_BIT(IRQ_LCOF)

/* mcause / scause: exception codes, and the interrupt flag in the top bit */
#define CAUSE_MISALIGNED_FETCH  0
#define CAUSE_FETCH_ACCESS      1
#define CAUSE_ILLEGAL_INSN      2
#define CAUSE_BREAKPOINT        3
#define CAUSE_MISALIGNED_LOAD   4
#define CAUSE_LOAD_ACCESS       5
#define CAUSE_MISALIGNED_STORE  6
#define CAUSE_STORE_ACCESS      7
#define CAUSE_ECALL_U           8
#define CAUSE_ECALL_S           9
#define CAUSE_ECALL_M           11
#define CAUSE_ECALL_VS          10
#define CAUSE_FETCH_PAGE_FAULT  12
#define CAUSE_LOAD_PAGE_FAULT   13
#define CAUSE_STORE_PAGE_FAULT  15
#define CAUSE_FETCH_GUEST_PAGE_FAULT 20
#define CAUSE_LOAD_GUEST_PAGE_FAULT  21
#define CAUSE_VIRTUAL_INSN           22
#define CAUSE_STORE_GUEST_PAGE_FAULT 23
#define CAUSE_IRQ_FLAG          RISCV_BIT(__riscv_xlen - 1)
#define CAUSE_IRQ(n)            (CAUSE_IRQ_FLAG | (n))

/* pmpcfg: permissions and the address-matching field A */
#define PMP_R       0x01
#define PMP_W       0x02
#define PMP_X       0x04
#define PMP_A_OFF   0x00
#define PMP_A_TOR   0x08
#define PMP_A_NA4   0x10
#define PMP_A_NAPOT 0x18
#define PMP_L       0x80

/* satp: Sv39 on RV64, Sv32 on RV32 (MODE, ASID, PPN of the root table) */
#if __riscv_xlen == 64
#define SATP_MODE_SV39   (8 * RISCV_BIT(60))
#define SATP_MODE_PAGING SATP_MODE_SV39
#define SATP_ASID_SHIFT  44
#define SATP_ASID_BITS   16
#else
#define SATP_MODE_SV32   RISCV_BIT(31)
#define SATP_MODE_PAGING SATP_MODE_SV32
#define SATP_ASID_SHIFT  22
#define SATP_ASID_BITS   9
#endif

/* misa: extension letter x is bit x - 'A' */
#define MISA_EXT(letter) RISCV_BIT((letter) - 'A')

/* The H extension's CSRs (the assembler knows them only with H in -march) */
#define CSR_MSTATUSH 0x310
#define CSR_MTINST   0x34a
#define CSR_MTVAL2   0x34b
#define CSR_VSSTATUS 0x200
#define CSR_VSTVEC   0x205
#define CSR_VSSCRATCH 0x240
#define CSR_VSEPC    0x241
#define CSR_VSCAUSE  0x242
#define CSR_VSTVAL   0x243
#define CSR_VSATP    0x280
#define CSR_HSTATUS  0x600
#define CSR_HEDELEG  0x602
#define CSR_HIDELEG  0x603
#define CSR_HTVAL    0x643
#define CSR_HTINST   0x64a

/* Sscsrind: the supervisor's indirect-register select; the alias
 * registers sireg..sireg6 behind it and scountinhibit are the HPM
 * contract's (cmodel/hpm_spec.h), select values 0x40-0x5F its counters */
#define CSR_SISELECT 0x150

/* Smcsrind: the machine's indirect-register select and its alias registers
 * (there is no mireg4 gap: 0x354 is miph) */
#define CSR_MISELECT 0x350
#define CSR_MIREG    0x351
#define CSR_MIREG2   0x352
#define CSR_MIREG3   0x353
#define CSR_MIREG4   0x355
#define CSR_MIREG5   0x356
#define CSR_MIREG6   0x357

/* menvcfg (menvcfgh: its upper half on RV32) and the fields used here:
 * FIOM (bit 0) and Smcdeleg's CDE (bit 60, bit 28 of menvcfgh) */
#define CSR_MENVCFG      0x30a
#define CSR_MENVCFGH     0x31a
#define MENVCFG_FIOM_BIT 0
#define MENVCFG_CDE_BIT  60

/* hgatp (the H extension): its VMID field */
#define CSR_HGATP 0x680
#if __riscv_xlen == 64
#define HGATP_VMID_SHIFT 44
#define HGATP_VMID_BITS  14
#else
#define HGATP_VMID_SHIFT 22
#define HGATP_VMID_BITS  7
#endif

/* page-table entries: flags, and the PPN from bit 10 */
#define PTE_V 0x001
#define PTE_R 0x002
#define PTE_W 0x004
#define PTE_X 0x008
#define PTE_U 0x010
#define PTE_G 0x020
#define PTE_A 0x040
#define PTE_D 0x080
#define PTE_PPN_SHIFT 10
#define PAGE_SHIFT    12

#endif
