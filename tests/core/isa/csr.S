/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Zicsr: csrrw csrrs csrrc csrrwi csrrsi csrrci.
 *   csrrw  rd, csr, rs1   rd = csr; csr = rs1            (no read if rd = x0)
 *   csrrs  rd, csr, rs1   rd = csr; csr |= rs1           (no write if rs1 = x0)
 *   csrrc  rd, csr, rs1   rd = csr; csr &= ~rs1          (no write if rs1 = x0)
 *   csrr*i                the same with a 5-bit zero-extended immediate
 *                         (csrrsi/csrrci: no write if uimm = 0)
 * Mostly on mscratch/sscratch (fully writable, XLEN bits). Also: reading
 * read-only CSRs with the non-writing forms does not trap, and sstatus/sie/
 * sip are views of mstatus/mie/mip.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- csrrw */
    TEST_NUM(1)
    li a0, 0x12345678
    csrw mscratch, a0               /* csrrw x0 */
    csrr a1, mscratch               /* csrrs rd, csr, x0 */
    CHECK_EQI a1, 0x12345678
    TEST_NUM(2)                     /* swap: old value returned, new written */
    li a2, -1
    csrrw a3, mscratch, a2
    CHECK_EQI a3, 0x12345678
    csrr a3, mscratch
    CHECK_EQI a3, -1                /* every XLEN bit is writable */
    TEST_NUM(3)                     /* rd == rs1 */
    li a0, 0x55
    csrrw a0, mscratch, a0
    CHECK_EQI a0, -1
    csrr a0, mscratch
    CHECK_EQI a0, 0x55
    TEST_NUM(4)                     /* rs1 = x0 writes zero */
    csrrw a0, mscratch, x0
    CHECK_EQI a0, 0x55
    csrr a0, mscratch
    CHECK_EQI a0, 0
    TEST_NUM(5)                     /* XMIN survives (top bit) */
    li a0, XMIN
    csrw mscratch, a0
    csrr a1, mscratch
    CHECK_EQ a0, a1

    /* ---------------------------------------------------------- csrrs */
    TEST_NUM(10)
    li a0, 0x0f0
    csrw mscratch, a0
    li a1, 0x00f
    csrrs a2, mscratch, a1
    CHECK_EQI a2, 0x0f0
    csrr a2, mscratch
    CHECK_EQI a2, 0x0ff
    TEST_NUM(11)                    /* rs1 = x0: read only */
    csrrs a2, mscratch, x0
    CHECK_EQI a2, 0x0ff
    csrr a2, mscratch
    CHECK_EQI a2, 0x0ff
    TEST_NUM(12)                    /* rd = x0, rs1 != 0: write only */
    li a1, 0x100
    csrrs x0, mscratch, a1
    csrr a2, mscratch
    CHECK_EQI a2, 0x1ff
    TEST_NUM(13)                    /* rs1 with the top bit */
    li a1, XMIN
    csrs mscratch, a1
    csrr a2, mscratch
    CHECK_EQI a2, XMIN | 0x1ff

    /* ---------------------------------------------------------- csrrc */
    TEST_NUM(20)
    li a1, XMIN | 0x0f
    csrrc a2, mscratch, a1
    CHECK_EQI a2, XMIN | 0x1ff
    csrr a2, mscratch
    CHECK_EQI a2, 0x1f0
    TEST_NUM(21)                    /* rs1 = x0: no change */
    csrrc a2, mscratch, x0
    CHECK_EQI a2, 0x1f0
    csrr a2, mscratch
    CHECK_EQI a2, 0x1f0
    TEST_NUM(22)                    /* rd == rs1 */
    li a2, 0x100
    csrrc a2, mscratch, a2
    CHECK_EQI a2, 0x1f0
    csrr a2, mscratch
    CHECK_EQI a2, 0x0f0

    /* ---------------------------------------------------------- immediates */
    TEST_NUM(30)
    csrrwi a0, mscratch, 31         /* uimm is zero-extended: 31, not -1 */
    CHECK_EQI a0, 0x0f0
    csrr a0, mscratch
    CHECK_EQI a0, 31
    TEST_NUM(31)
    csrrwi a0, mscratch, 0
    CHECK_EQI a0, 31
    csrr a0, mscratch
    CHECK_EQI a0, 0
    TEST_NUM(32)
    csrrsi a0, mscratch, 0x10
    CHECK_EQI a0, 0
    csrrsi a0, mscratch, 0x03
    CHECK_EQI a0, 0x10
    csrr a0, mscratch
    CHECK_EQI a0, 0x13
    TEST_NUM(33)
    csrrci a0, mscratch, 0x11
    CHECK_EQI a0, 0x13
    csrr a0, mscratch
    CHECK_EQI a0, 0x02
    TEST_NUM(34)                    /* uimm = 0: read only */
    csrrsi a0, mscratch, 0
    csrrci a1, mscratch, 0
    CHECK_EQI a0, 0x02
    CHECK_EQI a1, 0x02
    TEST_NUM(35)                    /* rd = x0 */
    csrrwi x0, mscratch, 7
    csrr a0, mscratch
    CHECK_EQI a0, 7

    /* ---------------------------------------------------------- sscratch */
    TEST_NUM(40)
    li a0, 0x5a5a
    csrrw a1, sscratch, a0          /* crt0 keeps the S trap frame address here */
    csrr a2, sscratch
    CHECK_EQI a2, 0x5a5a
    csrw sscratch, a1               /* restore */
    csrr a2, sscratch
    CHECK_EQ a2, a1

    /* ---------------------- read-only CSRs with non-writing forms: no trap */
    TEST_NUM(50)
    csrr a0, mvendorid              /* csrrs rd, csr, x0 */
    csrrsi a1, mvendorid, 0
    csrrci a2, mvendorid, 0
    CHECK_EQ a0, a1
    CHECK_EQ a0, a2
    csrr a0, mhartid
    csrrc a1, mhartid, x0
    CHECK_EQ a0, a1
    csrr a0, marchid
    csrr a0, mimpid
    csrrsi a0, cycle, 0
    csrrci a0, instret, 0

    /* ---------------------------------------------------------- views */
    TEST_NUM(60)                    /* sstatus.SIE is mstatus.SIE */
    csrc mstatus, MSTATUS_SIE
    csrs sstatus, MSTATUS_SIE
    csrr a0, mstatus
    CHECK_FIELD a0, MSTATUS_SIE, MSTATUS_SIE
    csrc mstatus, MSTATUS_SIE
    csrr a0, sstatus
    CHECK_FIELD a0, MSTATUS_SIE, 0
    TEST_NUM(61)                    /* sstatus does not show or write M fields */
    li a0, MSTATUS_MPP
    csrs mstatus, a0                /* MPP = M */
    csrr a1, sstatus
    CHECK_FIELD a1, MSTATUS_MPP | MSTATUS_MIE | MSTATUS_MPIE, 0
    li a0, MSTATUS_MPP
    csrc sstatus, a0                /* no effect on mstatus.MPP */
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_MPP, MSTATUS_MPP
    TEST_NUM(62)                    /* sstatus.SPP, SPIE read through both */
    CHECK_SET_CLEAR MSTATUS_SPP | MSTATUS_SPIE, sstatus, mstatus, mstatus, sstatus
    TEST_NUM(63)                    /* sie shows mie bits only for delegated
                                       interrupts (mideleg); with SSI delegated
                                       sie.SSIE is mie.SSIE */
    li a0, MIP_SSIP
    csrw mideleg, a0
    csrw mie, x0
    csrs sie, a0
    csrr a1, mie
    CHECK_FIELD a1, MIP_SSIP, MIP_SSIP
    csrw mie, x0
    csrr a1, sie
    CHECK_FIELD a1, MIP_SSIP, 0
    csrw mideleg, x0

    TEST_PASS
