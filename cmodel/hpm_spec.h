/* SPDX-License-Identifier: Apache-2.0 */
/* The HPM block's register interface as docs/contract.md section 1 defines
 * it: CSR numbers, the mhpmevent fields and the combiner's encodings.
 *
 * This is the one C definition of those numbers: the model, the DPI-C
 * wrapper, the directed tests and the firmware include it. The RTL has its
 * own, rtl/hpm_pkg.sv, on purpose: the model is written from the contract
 * and not from the RTL so that the lockstep catches a wrong RTL constant
 * instead of inheriting it. Nothing here depends on the RTL.
 *
 * Plain integer literals, no suffixes or casts: the firmware pastes CSR
 * numbers into csrr/csrw instructions and includes this from assembly. */
#ifndef HPM_SPEC_H
#define HPM_SPEC_H

/* ---- CSR numbers (contract 1, "CSR map") */
/* counters: mcycle +0, minstret +2, mhpmcounterN +N; RV32 high halves */
#define HPM_CSR_MCOUNTER     0xB00
#define HPM_CSR_MCOUNTERH    0xB80
/* read-only user shadows cycle, time, instret, hpmcounterN */
#define HPM_CSR_SHADOW       0xC00
#define HPM_CSR_SHADOWH      0xC80
/* mcountinhibit +0, mcyclecfg +1, minstretcfg +2, mhpmeventN +N */
#define HPM_CSR_MEVENT       0x320
#define HPM_CSR_MEVENTH      0x720
#define HPM_CSR_MCOUNTINHIBIT 0x320
#define HPM_CSR_MCYCLECFG    0x321
#define HPM_CSR_MINSTRETCFG  0x322
#define HPM_CSR_MCYCLECFGH   0x721
#define HPM_CSR_MINSTRETCFGH 0x722
#define HPM_CSR_MCOUNTEREN   0x306
#define HPM_CSR_SCOUNTEREN   0x106
#define HPM_CSR_HCOUNTEREN   0x606
#define HPM_CSR_SCOUNTOVF    0xDA0
/* counter delegation (CDELEG, contract rules 11-15): scountinhibit, and
 * the indirect alias registers sireg..sireg6 (0x154 between them is AIA's
 * siph) with the select values that reach counter i, 0x40 + i. The
 * hypervisor's vsireg* are the sireg* numbers plus HPM_CSR_VSIREG_OFFSET. */
#define HPM_CSR_SCOUNTINHIBIT 0x120
#define HPM_CSR_SIREG        0x151
#define HPM_CSR_SIREG2       0x152
#define HPM_CSR_SIREG3       0x153
#define HPM_CSR_SIREG4       0x155
#define HPM_CSR_SIREG5       0x156
#define HPM_CSR_SIREG6       0x157
#define HPM_CSR_VSIREG_OFFSET 0x100
#define HPM_CDELEG_SELECT_FIRST 0x40
#define HPM_CDELEG_SELECT_LAST  0x5F
/* a block of 32 counter-indexed CSRs: the base, and the index in it */
#define HPM_CSR_BLOCK_MASK   0xFE0
#define HPM_CSR_INDEX_MASK   0x1F

/* ---- mhpmevent fields (contract rule 3); the inhibit bits are also the
 * layout of mcyclecfg and minstretcfg (Smcntrpmf) */
#define HPM_EVT_OF_BIT       63
#define HPM_EVT_MINH_BIT     62
#define HPM_EVT_SINH_BIT     61
#define HPM_EVT_UINH_BIT     60
#define HPM_EVT_VSINH_BIT    59
#define HPM_EVT_VUINH_BIT    58
#define HPM_EVT_INH_SHIFT    58     /* the five inhibit bits, VUINH lowest */
#define HPM_EVT_OP_SHIFT     40     /* OP_TYPEx at 40 + 5x, x = 0..2 */
#define HPM_EVT_OP_BITS      5
#define HPM_EVT_SEL_BITS     10     /* EVENTx at 10x, x = 0..3 */
#define HPM_EVT_NUM_SELS     4
#define HPM_EVT_NUM_OPS      3

/* ---- combiner operations (contract rule 4); the other encodings are
 * WARL-illegal */
#define HPM_OP_OR            0
#define HPM_OP_AND           1
#define HPM_OP_XOR           2
#define HPM_OP_ADD           4

#endif
