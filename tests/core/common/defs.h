/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constants shared by the assembler (test_macros.h) and C (test.h) sides of
 * the core self-test suite: platform addresses, CSR bit fields, trap causes,
 * exit-code scheme and the layout of the trap-control blocks.
 *
 * Only #defines here: this file is included from .S and .c files alike.
 */
#ifndef CORE_TEST_DEFS_H
#define CORE_TEST_DEFS_H

#include "hpm_spec.h"    /* the HPM's CSR numbers and fields */
#include "soc_events.h"  /* the SoC core's event indices, SOC_EV_* */

/* ---------------------------------------------------------------- XLEN */
#if __riscv_xlen == 64
#define XLEN        64
#define REGBYTES    8
#define LOG_REGBYTES 3
#else
#define XLEN        32
#define REGBYTES    4
#define LOG_REGBYTES 2
#endif

/* ---------------------------------------------------------------- platform
 * docs/contract.md section 2 (identical on our SoC and QEMU virt) */
#define RAM_BASE        0x80000000
#define CLINT_BASE      0x02000000
#define CLINT_MSIP      (CLINT_BASE + 0x0)
#define CLINT_MTIMECMP  (CLINT_BASE + 0x4000)
#define CLINT_MTIME     (CLINT_BASE + 0xBFF8)
#define UART_BASE       0x10000000
#define UART_THR        0
#define UART_LSR        5
#define UART_LSR_THRE   0x20
#define FINISHER_BASE   0x00100000
#define FINISHER_PASS   0x5555
#define FINISHER_FAIL   0x3333
/* An address with no device behind it on either platform: accesses to it
 * raise access faults (cause 1/5/7). */
#define UNMAPPED_ADDR   0x00000000

/* ---------------------------------------------------------------- exit codes
 *   0          pass
 *   1..199     number of the failing test case (TEST_NUM / TEST_CASE)
 *   200+c      unexpected synchronous exception with cause c (c < 24)
 *   224+c      unexpected interrupt with cause c (c < 24; LCOFI = 237)
 *   254        failure reported before any test number was set
 *   255        internal error of the harness itself
 */
#define EXIT_EXC_BASE   200
#define EXIT_IRQ_BASE   224
#define EXIT_NO_TEST    254
#define EXIT_INTERNAL   255
#define MAX_TEST_NUM    199

/* ---------------------------------------------------------------- privilege */
#define PRV_U 0
#define PRV_S 1
#define PRV_M 3

/* ---------------------------------------------------------------- mstatus */
#define MSTATUS_SIE     (1 << 1)
#define MSTATUS_MIE     (1 << 3)
#define MSTATUS_SPIE    (1 << 5)
#define MSTATUS_UBE     (1 << 6)
#define MSTATUS_MPIE    (1 << 7)
#define MSTATUS_SPP     (1 << 8)
#define MSTATUS_MPP     (3 << 11)
#define MSTATUS_MPP_S   (1 << 11)
#define MSTATUS_MPP_M   (3 << 11)
#define MSTATUS_MPRV    (1 << 17)
#define MSTATUS_SUM     (1 << 18)
#define MSTATUS_MXR     (1 << 19)
#define MSTATUS_TVM     (1 << 20)
#define MSTATUS_TW      (1 << 21)
#define MSTATUS_TSR     (1 << 22)
#define MSTATUS_MPP_SHIFT 11
#define MSTATUS_SPP_SHIFT 8

/* ---------------------------------------------------------------- mip / mie */
#define IRQ_SSI     1
#define IRQ_MSI     3
#define IRQ_STI     5
#define IRQ_MTI     7
#define IRQ_SEI     9
#define IRQ_MEI     11
#define IRQ_LCOF    13
#define MIP_SSIP    (1 << IRQ_SSI)
#define MIP_MSIP    (1 << IRQ_MSI)
#define MIP_STIP    (1 << IRQ_STI)
#define MIP_MTIP    (1 << IRQ_MTI)
#define MIP_SEIP    (1 << IRQ_SEI)
#define MIP_MEIP    (1 << IRQ_MEI)
#define MIP_LCOFIP  (1 << IRQ_LCOF)

/* ---------------------------------------------------------------- causes */
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
#ifdef __ASSEMBLER__
#define CAUSE_IRQ_FLAG          (1 << (XLEN - 1))
#else
#define CAUSE_IRQ_FLAG          (1UL << (XLEN - 1))
#endif
/* interrupt causes as they appear in mcause/scause */
#define CAUSE_IRQ(n)            (CAUSE_IRQ_FLAG | (n))

/* ---------------------------------------------------------------- PMP */
#define PMP_R       0x01
#define PMP_W       0x02
#define PMP_X       0x04
#define PMP_A_OFF   0x00
#define PMP_A_TOR   0x08
#define PMP_A_NA4   0x10
#define PMP_A_NAPOT 0x18
#define PMP_L       0x80

/* ---------------------------------------------------------------- counters */
#define MCOUNTINHIBIT_CY  (1 << 0)
#define MCOUNTINHIBIT_IR  (1 << 2)
#define COUNTEREN_CY      (1 << 0)
#define COUNTEREN_TM      (1 << 1)
#define COUNTEREN_IR      (1 << 2)
#define COUNTEREN_HPM3    (1 << 3)
/* Smcntrpmf CSRs (numbers: the assembler may not know the names), from
 * the contract's one C definition */
#define CSR_MCYCLECFG     HPM_CSR_MCYCLECFG
#define CSR_MINSTRETCFG   HPM_CSR_MINSTRETCFG
#define CSR_MCYCLECFGH    HPM_CSR_MCYCLECFGH
#define CSR_MINSTRETCFGH  HPM_CSR_MINSTRETCFGH

/* ---------------------------------------------------------------- trap control
 * One block for the M-mode handler (core_mctl) and one for the S-mode handler
 * (core_sctl). Each field is one XLEN-sized word; offsets in words. */
#define TR_ARMED      0   /* 0: unarmed (any trap fails), 1: expect one, 2: log interrupts */
#define TR_CAUSE      1   /* expected cause */
#define TR_TVAL       2   /* expected tval */
#define TR_TVMODE     3   /* how tval is checked, TV_* */
#define TR_RESUME     4   /* RESUME_EPC, RESUME_SKIP or an address */
#define TR_RPRIV      5   /* privilege to resume in: PRV_*, or RPRIV_KEEP */
#define TR_GOT_CAUSE  6   /* recorded at the last trap */
#define TR_GOT_EPC    7
#define TR_GOT_TVAL   8
#define TR_GOT_STATUS 9   /* mstatus / sstatus at handler entry */
#define TR_COUNT      10  /* traps taken through the framework */
#define TR_LOG        11  /* TR_LOG_LEN causes, in log mode */
#define TR_LOG_LEN    16
#define TR_WORDS      (TR_LOG + TR_LOG_LEN)

#define ARMED_NONE    0
#define ARMED_EXPECT  1
#define ARMED_LOG     2

#define TV_EXACT      0   /* tval must equal the expected value */
#define TV_ANY        1   /* tval not checked */
#define TV_ZERO_OR    2   /* tval must be 0 or the expected value (spec allows both) */

#define RESUME_EPC    0   /* return to the trapping/interrupted instruction */
#define RESUME_SKIP   1   /* return to epc + 4 */
#define RPRIV_KEEP    (-1)

#endif
