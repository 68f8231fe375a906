/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Indirect CSR access (Smcsrind/Sscsrind), menvcfg.CDE and
 * counter delegation (Smcdeleg/Ssccfg) from M, S and U; QEMU 7.2 has none
 * of them. Expected values from the specification chapters (Smcsrind/
 * Sscsrind, Smcdeleg/Ssccfg) and the choices docs/soc.md states where the
 * specification leaves one:
 *   - menvcfg (MRW): FIOM and CDE are writable, every other field reads 0;
 *     on RV32 CDE is bit 28 of menvcfgh; neither exists below M.
 *   - miselect (MRW) is read-only 0: no extension of this hart uses it. 0
 *     is not an implemented value, so mireg..mireg6 raise an illegal
 *     instruction (Smcsrind's recommendation).
 *   - siselect (SRW) keeps every XLEN-bit value (at least 0..0xFFF by the
 *     specification). The only implemented values are 0x40-0x5F (counter
 *     delegation); sireg* with any other value raise an illegal instruction
 *     from M and S (Sscsrind's recommendation), and from U always (an
 *     S-level CSR).
 *   - with siselect = 0x40 + i: sireg is counter i, sireg2 its event
 *     selector (cyclecfg/instretcfg for 0 and 2) with MINH read-only 0, on
 *     RV32 sireg4/sireg5 their high halves; illegal: menvcfg.CDE = 0,
 *     sireg3, sireg6, sireg4/sireg5 on RV64, 0x41, mcounteren[i] = 0.
 *   - scountinhibit: the delegated bits of mcountinhibit; illegal with
 *     CDE = 0 (from M too) and from U.
 * Counters 0, 2 and 3 are inhibited while they are looked at, so that the
 * values read are the values written.
 */
#include "test_macros.h"

#if XLEN == 64
#define CSR_CDE     CSR_MENVCFG
#define MENVCFG_CDE (1 << MENVCFG_CDE_BIT)
#define HI          0                   /* the event selector's bits as one register */
#else
#define CSR_CDE     CSR_MENVCFGH
#define MENVCFG_CDE (1 << (MENVCFG_CDE_BIT - 32))
#define HI          32                  /* the event selector's top bits in the h half */
#endif
#define MINH        (1 << (HPM_EVT_MINH_BIT - HI))
#define SINH        (1 << (HPM_EVT_SINH_BIT - HI))
#define UINH        (1 << (HPM_EVT_UINH_BIT - HI))
/* mcounteren / mcountinhibit bits */
#define CTR_CY      1
#define CTR_IR      4
#define CTR_HPM3    8
#define CTR_FROZEN  (CTR_CY | CTR_IR | CTR_HPM3)

#define CDE_ON      li t0, MENVCFG_CDE; csrs CSR_CDE, t0
#define CDE_OFF     li t0, MENVCFG_CDE; csrc CSR_CDE, t0
#define SELECT(v)   li t0, v; csrw CSR_SISELECT, t0

/* One alias register from privilege prv, read (write = 0) or written:
 * an illegal instruction. Test n. */
.macro ALIAS_ILLEGAL n, prv, csr, write
.if \write
    ILLEGAL_IN(\n, \prv, csrw \csr, a1)
.else
    ILLEGAL_IN(\n, \prv, csrr a0, \csr)
.endif
.endm
/* The six alias registers of select register sel (xireg..xireg6 are
 * sel + 1..3 and sel + 5..7, Smcsrind) from privilege prv, each an
 * illegal instruction. Tests n to n+5. */
.macro ALIASES_ILLEGAL n, prv, sel, write=0
    li a1, 1
    ALIAS_ILLEGAL \n, \prv, \sel+1, \write
    ALIAS_ILLEGAL \n+1, \prv, \sel+2, \write
    ALIAS_ILLEGAL \n+2, \prv, \sel+3, \write
    ALIAS_ILLEGAL \n+3, \prv, \sel+5, \write
    ALIAS_ILLEGAL \n+4, \prv, \sel+6, \write
    ALIAS_ILLEGAL \n+5, \prv, \sel+7, \write
.endm

    .text
    .globl main
main:
    li t0, CTR_FROZEN
    csrw mcountinhibit, t0

    /* ------------------------------------------------ 1. menvcfg */
    TEST_NUM(1)                         /* all ones written: FIOM and CDE stay */
    li a0, -1
    csrw CSR_MENVCFG, a0
    csrr a1, CSR_MENVCFG
#if XLEN == 64
    CHECK_EQI a1, MENVCFG_FIOM | MENVCFG_CDE
#else
    CHECK_EQI a1, MENVCFG_FIOM
    csrw CSR_MENVCFGH, a0
    csrr a1, CSR_MENVCFGH
    CHECK_EQI a1, MENVCFG_CDE
#endif
    TEST_NUM(2)                         /* CDE alone clears and sets */
    CDE_OFF
    csrr a1, CSR_CDE
    CHECK_FIELD a1, MENVCFG_CDE, 0
    CDE_ON
    csrr a1, CSR_CDE
    CHECK_FIELD a1, MENVCFG_CDE, MENVCFG_CDE
    TEST_NUM(3)                         /* FIOM clears without touching CDE */
    csrci CSR_MENVCFG, MENVCFG_FIOM
    csrr a1, CSR_MENVCFG
    CHECK_FIELD a1, MENVCFG_FIOM, 0
    csrr a1, CSR_CDE
    CHECK_FIELD a1, MENVCFG_CDE, MENVCFG_CDE
    /* an M-level CSR: illegal from S and U */
    ILLEGAL_IN(4, PRV_S, csrr a0, CSR_MENVCFG)
    ILLEGAL_IN(5, PRV_U, csrr a0, CSR_MENVCFG)
    ILLEGAL_IN(6, PRV_S, csrw CSR_CDE, a0)
#if XLEN == 64
    ILLEGAL_IN(7, PRV_M, csrr a0, CSR_MENVCFGH)   /* RV32 only */
#else
    ILLEGAL_IN(7, PRV_U, csrr a0, CSR_MENVCFGH)
#endif

    /* ------------------------------------------------ 2. miselect, mireg* */
    TEST_NUM(10)                        /* read-only 0, writes are ignored */
    li a0, 0x40
    csrw CSR_MISELECT, a0
    csrr a1, CSR_MISELECT
    CHECK_EQI a1, 0
    li a0, -1
    csrrw a1, CSR_MISELECT, a0
    CHECK_EQI a1, 0
    csrr a1, CSR_MISELECT
    CHECK_EQI a1, 0
    ALIASES_ILLEGAL 11, PRV_M, CSR_MISELECT     /* 11-16 */
    ILLEGAL_IN(17, PRV_M, csrw CSR_MIREG, a1)
    ILLEGAL_IN(18, PRV_M, csrw CSR_MIREG6, a1)
    ILLEGAL_IN(19, PRV_S, csrr a0, CSR_MISELECT)
    ILLEGAL_IN(20, PRV_S, csrr a0, CSR_MIREG)
    ILLEGAL_IN(21, PRV_U, csrw CSR_MISELECT, a0)
    ILLEGAL_IN(22, PRV_U, csrr a0, CSR_MIREG2)

    /* ------------------------------------------------ 3. siselect */
    TEST_NUM(30)                        /* from M: every value is kept */
    li a0, 0xFFF
    csrw CSR_SISELECT, a0
    csrr a1, CSR_SISELECT
    CHECK_EQI a1, 0xFFF
    li a0, -1
    csrw CSR_SISELECT, a0
    csrr a1, CSR_SISELECT
    CHECK_EQI a1, -1
    li a0, XMIN | 0x43                  /* the custom half */
    csrw CSR_SISELECT, a0
    csrr a1, CSR_SISELECT
    CHECK_EQI a1, XMIN | 0x43
    /* from S: written and read back */
    RUN_IN(31, PRV_S, CAUSE_ECALL_S, li t0, 0x5F; csrw CSR_SISELECT, t0; csrr s2, CSR_SISELECT)
    CHECK_EQI s2, 0x5F
    csrr a1, CSR_SISELECT
    CHECK_EQI a1, 0x5F
    ILLEGAL_IN(32, PRV_U, csrr a0, CSR_SISELECT)
    ILLEGAL_IN(33, PRV_U, csrw CSR_SISELECT, x0)
    TEST_NUM(34)                        /* U's write changed nothing */
    csrr a1, CSR_SISELECT
    CHECK_EQI a1, 0x5F

    /* ------------------------------------------ 4. select values not implemented
     * CDE = 1 and every counter delegated: only the select value refuses. */
    CDE_ON
    li t0, -1
    csrw mcounteren, t0
    SELECT(0x3F)
    ALIASES_ILLEGAL 40, PRV_M, CSR_SISELECT     /* 40-45 */
    SELECT(0x60)
    ALIASES_ILLEGAL 46, PRV_S, CSR_SISELECT     /* 46-51 */
    SELECT(0)
    ALIASES_ILLEGAL 52, PRV_S, CSR_SISELECT, 1  /* 52-57, written */
    SELECT(0x140)                       /* compared whole: not 0x40 */
    ILLEGAL_IN(58, PRV_M, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(59, PRV_S, csrr a0, HPM_CSR_SIREG)
    SELECT(XMIN | 0x43)
    ILLEGAL_IN(60, PRV_M, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(61, PRV_S, csrr a0, HPM_CSR_SIREG2)
    SELECT(0x43)                        /* in range, but U never reaches sireg* */
    ALIASES_ILLEGAL 62, PRV_U, CSR_SISELECT     /* 62-67 */

    /* ------------------------------------------------ 5. the window from M */
    TEST_NUM(70)                        /* 0x40: sireg is mcycle, both ways */
    li a0, 12345
    csrw mcycle, a0
    SELECT(0x40)
    csrr a1, HPM_CSR_SIREG
    CHECK_EQI a1, 12345
    li a0, 777
    csrw HPM_CSR_SIREG, a0
    csrr a1, mcycle
    CHECK_EQI a1, 777
    TEST_NUM(71)                        /* 0x42: minstret */
    li a0, 4321
    csrw minstret, a0
    SELECT(0x42)
    csrr a1, HPM_CSR_SIREG
    CHECK_EQI a1, 4321
    TEST_NUM(72)                        /* 0x43: mhpmcounter3 */
    li a0, 99
    csrw mhpmcounter3, a0
    SELECT(0x43)
    csrr a1, HPM_CSR_SIREG
    CHECK_EQI a1, 99
    li a0, 100
    csrw HPM_CSR_SIREG, a0
    csrr a1, mhpmcounter3
    CHECK_EQI a1, 100
    TEST_NUM(73)                        /* sireg2: mhpmevent3, MINH read as 0 */
#if XLEN == 64
    li a0, MINH | SINH | 5
    csrw mhpmevent3, a0
    csrr a1, HPM_CSR_SIREG2
    CHECK_EQI a1, SINH | 5
#else
    li a0, 5
    csrw mhpmevent3, a0
    li a0, MINH | SINH
    csrw mhpmevent3h, a0
    csrr a1, HPM_CSR_SIREG2
    CHECK_EQI a1, 5
    csrr a1, HPM_CSR_SIREG5             /* the high half */
    CHECK_EQI a1, SINH
#endif
    TEST_NUM(74)                        /* a write through sireg2 (sireg5) keeps MINH */
    li a0, UINH
#if XLEN == 64
    ori a0, a0, 7
    csrw HPM_CSR_SIREG2, a0
    csrr a1, mhpmevent3
    CHECK_EQI a1, MINH | UINH | 7
#else
    csrw HPM_CSR_SIREG5, a0
    csrr a1, mhpmevent3h
    CHECK_EQI a1, MINH | UINH
    li a0, 7
    csrw HPM_CSR_SIREG2, a0
    csrr a1, mhpmevent3
    CHECK_EQI a1, 7
#endif
    TEST_NUM(75)                        /* 0x40's sireg2: mcyclecfg, MINH hidden */
#if XLEN == 64
    li a0, MINH | UINH
    csrw CSR_MCYCLECFG, a0
#else
    li a0, MINH | UINH
    csrw CSR_MCYCLECFGH, a0
#endif
    SELECT(0x40)
#if XLEN == 64
    csrr a1, HPM_CSR_SIREG2
#else
    csrr a1, HPM_CSR_SIREG5
#endif
    CHECK_EQI a1, UINH
#if XLEN == 64
    csrw CSR_MCYCLECFG, x0
#else
    csrw CSR_MCYCLECFGH, x0
#endif
#if XLEN == 32
    TEST_NUM(76)                        /* RV32: sireg4 is mhpmcounter3h */
    li a0, 0x55
    csrw mhpmcounter3h, a0
    SELECT(0x43)
    csrr a1, HPM_CSR_SIREG4
    CHECK_EQI a1, 0x55
    li a0, 0x66
    csrw HPM_CSR_SIREG4, a0
    csrr a1, mhpmcounter3h
    CHECK_EQI a1, 0x66
#endif

    /* ------------------------------------------------ 6. the window from S */
    li a0, 4242
    csrw mhpmcounter3, a0
    RUN_IN(80, PRV_S, CAUSE_ECALL_S, li t0, 0x43; csrw CSR_SISELECT, t0; csrr s2, HPM_CSR_SIREG)
    CHECK_EQI s2, 4242
    RUN_IN(81, PRV_S, CAUSE_ECALL_S, li t0, 31; csrw HPM_CSR_SIREG, t0)
    csrr a1, mhpmcounter3
    CHECK_EQI a1, 31
#if XLEN == 64
    li a0, MINH | SINH | 9
    csrw mhpmevent3, a0
    RUN_IN(82, PRV_S, CAUSE_ECALL_S, csrr s2, HPM_CSR_SIREG2; csrw HPM_CSR_SIREG2, x0)
    CHECK_EQI s2, SINH | 9
    csrr a1, mhpmevent3
    CHECK_EQI a1, MINH
#else
    li a0, MINH | SINH
    csrw mhpmevent3h, a0
    RUN_IN(82, PRV_S, CAUSE_ECALL_S, csrr s2, HPM_CSR_SIREG5; csrw HPM_CSR_SIREG5, x0)
    CHECK_EQI s2, SINH
    csrr a1, mhpmevent3h
    CHECK_EQI a1, MINH
    RUN_IN(83, PRV_S, CAUSE_ECALL_S, li t0, 0x77; csrw HPM_CSR_SIREG4, t0; csrr s2, HPM_CSR_SIREG4)
    CHECK_EQI s2, 0x77
    csrr a1, mhpmcounter3h
    CHECK_EQI a1, 0x77
#endif
    csrw mhpmevent3, x0
#if XLEN == 32
    csrw mhpmevent3h, x0
#endif

    /* ------------------------------------------------ 7. refused in the window */
    SELECT(0x43)
    CDE_OFF                             /* delegation off: M and S alike */
    ILLEGAL_IN(90, PRV_M, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(91, PRV_S, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(92, PRV_M, csrr a0, HPM_CSR_SIREG2)
    li a1, 1
    ILLEGAL_IN(93, PRV_S, csrw HPM_CSR_SIREG, a1)
    CDE_ON
    ILLEGAL_IN(94, PRV_M, csrr a0, HPM_CSR_SIREG3)
    ILLEGAL_IN(95, PRV_S, csrr a0, HPM_CSR_SIREG3)
    ILLEGAL_IN(96, PRV_M, csrr a0, HPM_CSR_SIREG6)
    ILLEGAL_IN(97, PRV_S, csrr a0, HPM_CSR_SIREG6)
#if XLEN == 64
    ILLEGAL_IN(98, PRV_M, csrr a0, HPM_CSR_SIREG4)
    ILLEGAL_IN(99, PRV_S, csrr a0, HPM_CSR_SIREG4)
    ILLEGAL_IN(100, PRV_M, csrr a0, HPM_CSR_SIREG5)
    ILLEGAL_IN(101, PRV_S, csrr a0, HPM_CSR_SIREG5)
#endif
    SELECT(0x41)                        /* time is not a counter S manages */
    ILLEGAL_IN(102, PRV_M, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(103, PRV_S, csrr a0, HPM_CSR_SIREG)
    li t0, ~CTR_HPM3                    /* counter 3 not delegated */
    csrw mcounteren, t0
    SELECT(0x43)
    ILLEGAL_IN(104, PRV_M, csrr a0, HPM_CSR_SIREG)
    ILLEGAL_IN(105, PRV_S, csrr a0, HPM_CSR_SIREG2)
    li a1, 1
    ILLEGAL_IN(106, PRV_S, csrw HPM_CSR_SIREG, a1)
    TEST_NUM(107)                       /* the refused writes changed nothing */
    csrr a1, mhpmcounter3
    CHECK_EQI a1, 31
    li t0, ~CTR_CY                      /* mcycle not delegated */
    csrw mcounteren, t0
    SELECT(0x40)
    ILLEGAL_IN(108, PRV_S, csrr a0, HPM_CSR_SIREG)
    li t0, -1
    csrw mcounteren, t0
    SELECT(0x43)
    ALIASES_ILLEGAL 110, PRV_U, CSR_SISELECT, 1 /* 110-115, written: all allowed but U */

    /* ------------------------------------------------ 8. scountinhibit */
    TEST_NUM(120)                       /* M reads the delegated bits */
    li t0, CTR_HPM3 | CTR_IR
    csrw mcounteren, t0
    csrr a1, HPM_CSR_SCOUNTINHIBIT
    CHECK_EQI a1, CTR_HPM3 | CTR_IR
    RUN_IN(121, PRV_S, CAUSE_ECALL_S, li t0, -1; csrc HPM_CSR_SCOUNTINHIBIT, t0)
    csrr a1, mcountinhibit              /* only the delegated bits cleared */
    CHECK_EQI a1, CTR_CY
    ILLEGAL_IN(122, PRV_U, csrr a0, HPM_CSR_SCOUNTINHIBIT)
    CDE_OFF
    ILLEGAL_IN(123, PRV_M, csrr a0, HPM_CSR_SCOUNTINHIBIT)
    ILLEGAL_IN(124, PRV_S, csrr a0, HPM_CSR_SCOUNTINHIBIT)

    csrw mcounteren, x0
    csrw mcountinhibit, x0
    TEST_PASS
