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
#include "riscv_priv.h"   /* the privileged architecture's numbers */
#include "soc_events.h"  /* the SoC core's event indices, SOC_EV_* */
#include "soc_desc.h"    /* the SoC's memory map (rtl/soc/soc.def), SOC_* */

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
#define RAM_BASE        SOC_RAM_BASE
#define CLINT_BASE      SOC_CLINT_BASE
#define CLINT_MSIP      (CLINT_BASE + 0x0)
#define CLINT_MTIMECMP  (CLINT_BASE + 0x4000)
#define CLINT_MTIME     (CLINT_BASE + 0xBFF8)
#define UART_BASE       SOC_UART_BASE
#define UART_THR        0
#define UART_LSR        5
#define UART_LSR_THRE   0x20
#define FINISHER_BASE   SOC_FINISHER_BASE
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

/* privilege levels, mstatus, interrupts, causes, PMP: riscv_priv.h */

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

/* Smcsrind/Sscsrind's select and alias registers and menvcfg: riscv_priv.h;
 * the alias registers sireg..sireg6 and scountinhibit are the contract's
 * (hpm_spec.h). */
#define MENVCFG_FIOM      (1 << MENVCFG_FIOM_BIT)

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
