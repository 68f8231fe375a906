/* SPDX-License-Identifier: Apache-2.0 */
/*
 * C extension: encodings that are not instructions raise an illegal
 * instruction exception (unprivileged spec, chapter "C": reserved code
 * points, the all-zero halfword, the F and D loads and stores of a core
 * without F and D, RV32 encodings of RV64-only instructions). mepc = the
 * halfword (2-byte aligned), mtval = its encoding or 0; a trap from a
 * compressed instruction returns through mret to a 2-byte aligned mepc.
 */
#include "test_macros.h"

/* The halfword enc must trap as an illegal instruction, nothing else. */
#define ILLEGAL_C(n, enc)                                               \
    TEST_NUM(n);                                                        \
    TRAP_EXPECT_ANY(CAUSE_ILLEGAL_INSN, 88f);                           \
87: .insn 2, enc;                                                       \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_EPC core_mctl, 87b;                                      \
    TRAP_FIELD(a0, core_mctl, TR_GOT_TVAL);                             \
    beqz a0, 89f;                                                       \
    CHECK_EQI a0, enc;                                                  \
89:

    .option rvc
    .text
    .globl main
main:
    ILLEGAL_C(1, 0x0000)        /* the all-zero halfword */
    ILLEGAL_C(2, 0x0004)        /* c.addi4spn with nzuimm 0 */
    ILLEGAL_C(3, 0x2000)        /* c.fld: no D */
    ILLEGAL_C(4, 0x8000)        /* quadrant 0, funct3 100: reserved */
    ILLEGAL_C(5, 0xa000)        /* c.fsd: no D */
    ILLEGAL_C(6, 0x6101)        /* c.addi16sp with nzimm 0 */
    ILLEGAL_C(7, 0x6081)        /* c.lui ra with nzimm 0 */
    ILLEGAL_C(8, 0x2002)        /* c.fldsp: no D */
    ILLEGAL_C(9, 0x4002)        /* c.lwsp with rd = x0 */
    ILLEGAL_C(10, 0x8002)       /* c.jr with rs1 = x0 */
    ILLEGAL_C(11, 0xa002)       /* c.fsdsp: no D */
#if XLEN == 64
    ILLEGAL_C(12, 0x2001)       /* c.addiw with rd = x0 */
    ILLEGAL_C(13, 0x9c41)       /* CA, bit 12 set, funct2 10: reserved */
    ILLEGAL_C(14, 0x9c61)       /* CA, bit 12 set, funct2 11: reserved */
    ILLEGAL_C(15, 0x6002)       /* c.ldsp with rd = x0 */
#else
    ILLEGAL_C(12, 0x9c01)       /* c.subw: RV64 only */
    ILLEGAL_C(13, 0x9c21)       /* c.addw: RV64 only */
    ILLEGAL_C(14, 0x6000)       /* c.flw: no F */
    ILLEGAL_C(15, 0xe000)       /* c.fsw: no F */
    ILLEGAL_C(16, 0x6002)       /* c.flwsp: no F */
    ILLEGAL_C(17, 0xe002)       /* c.fswsp: no F */
#endif

    TEST_NUM(20)                /* at a pc that is 2 mod 4, resumed by mret */
    TRAP_EXPECT_ANY(CAUSE_ILLEGAL_INSN, 2f)
    .balign 4
    c.nop
1:  .insn 2, 0x0000
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    la a0, 3f
    csrw mepc, a0
    csrr a1, mepc
    CHECK_EQ a0, a1             /* bit 1 of mepc kept: IALIGN = 16 */
    li a0, 0
    li t0, MSTATUS_MPP
    csrs mstatus, t0            /* back to M */
    mret
    .balign 4
    c.nop
3:  c.li a0, 9                  /* the mret lands here, at 2 mod 4 */
    CHECK_EQI a0, 9
    TEST_PASS
