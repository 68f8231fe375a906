/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The UART's registers as a 16550 driver that polls uses them (docs/soc.md:
 * the SoC's UART; QEMU virt's is a 16550A): the divisor latch behind
 * LCR.DLAB, IER's four bits, LCR, the scratch register, FCR's FIFO enable
 * seen in IIR (no interrupt pending), LSR's transmitter-empty bits while
 * idle, and IIR's transmitter-empty interrupt identification (which a
 * driver without an interrupt line polls): pending once ETBEI is set and
 * after each THR write, cleared by the read of IIR that reports it.
 * Everything is left as it was for the tests' own output.
 */
#include "test_macros.h"


    .text
    .globl main
main:
    li s0, UART_BASE
    TEST_NUM(1)                     /* the divisor latch, behind DLAB */
    li a0, 0x83
    sb a0, 3(s0)                    /* LCR: DLAB, 8 bits */
    li a0, 0x12
    sb a0, 0(s0)                    /* DLL */
    li a0, 0x34
    sb a0, 1(s0)                    /* DLM */
    lbu a1, 0(s0)
    CHECK_EQI a1, 0x12
    lbu a1, 1(s0)
    CHECK_EQI a1, 0x34
    lbu a1, 3(s0)
    CHECK_EQI a1, 0x83
    TEST_NUM(2)                     /* DLAB clear: IER, four bits */
    li a0, 0x03
    sb a0, 3(s0)
    li a0, 0xff
    sb a0, 1(s0)
    lbu a1, 1(s0)
    CHECK_EQI a1, 0x0f
    sb x0, 1(s0)
    lbu a1, 1(s0)
    CHECK_EQI a1, 0
    TEST_NUM(3)                     /* the latch kept its value */
    li a0, 0x83
    sb a0, 3(s0)
    lbu a1, 0(s0)
    CHECK_EQI a1, 0x12
    li a0, 0x03
    sb a0, 3(s0)
    TEST_NUM(4)                     /* scratch */
    li a0, 0xa5
    sb a0, 7(s0)
    lbu a1, 7(s0)
    CHECK_EQI a1, 0xa5
    li a0, 0x5a
    sb a0, 7(s0)
    lbu a1, 7(s0)
    CHECK_EQI a1, 0x5a
    TEST_NUM(5)                     /* FIFOs on: IIR bits 7:6; no interrupt */
    li a0, 0x01
    sb a0, 2(s0)
    lbu a1, 2(s0)
    CHECK_EQI a1, 0xc1
    TEST_NUM(6)                     /* idle transmitter: LSR THRE and TEMT */
    lbu a1, 5(s0)
    andi a1, a1, 0x61
    CHECK_EQI a1, 0x60
    TEST_NUM(7)                     /* ETBEI set: THR empty is identified */
    li a0, 0x02
    sb a0, 1(s0)
    lbu a1, 2(s0)
    CHECK_EQI a1, 0xc2
    TEST_NUM(8)                     /* that read cleared it */
    lbu a1, 2(s0)
    CHECK_EQI a1, 0xc1
    TEST_NUM(9)                     /* a byte sent: empty again */
    li a0, '\n'
    sb a0, 0(s0)
    lbu a1, 5(s0)                   /* LSR: wait until it has gone */
    andi a1, a1, 0x40
    beqz a1, .-8
    lbu a1, 2(s0)
    CHECK_EQI a1, 0xc2
    TEST_NUM(10)                    /* ETBEI clear: nothing identified */
    sb x0, 1(s0)
    lbu a1, 2(s0)
    CHECK_EQI a1, 0xc1
    TEST_PASS
