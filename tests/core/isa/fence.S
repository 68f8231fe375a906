/* SPDX-License-Identifier: Apache-2.0 */
/*
 * FENCE and FENCE.I (Zifencei).
 * fence (every pred/succ form, fence.tso) must execute as an ordering no-op
 * for a single hart: no trap, no register change, memory order kept.
 * fence.i: after stores that write instructions, a fence.i makes the new
 * instructions visible to fetch on this hart. Cases: code in .text rewritten
 * and called again (three generations), code built in a .data buffer, and the
 * instruction right after the fence.i rewritten before the fence.i.
 *
 * Encodings used (I-type addi rd=a0 rs1=x0: imm<<20 | 0x513):
 *   addi a0, x0, 1   0x00100513      addi a0, x0, 2   0x00200513
 *   addi a0, x0, 3   0x00300513      addi a0, x0, 7   0x00700513
 *   addi a0, x0, 42  0x02a00513      addi a0, x0, 43  0x02b00513
 *   jalr x0, 0(ra)   0x00008067 (ret)
 */
#include "test_macros.h"

#define ADDI_A0(imm) (((imm) << 20) | 0x513)
#define RET_INSN     0x00008067

    .text
    .globl main
main:
    /* ---------------------------------------------------------- fence */
    TEST_NUM(1)
    la a4, fe_word
    li a0, 0x1111
    sw a0, 0(a4)
    fence
    lw a1, 0(a4)
    CHECK_EQI a1, 0x1111
    li a0, 0x2222
    fence rw, rw
    sw a0, 0(a4)
    fence w, r
    lw a1, 0(a4)
    CHECK_EQI a1, 0x2222
    fence r, r
    fence w, w
    fence r, w
    fence i, o
    fence o, i
    fence iorw, iorw
    fence.tso
    fence rw, w
    lw a1, 0(a4)
    CHECK_EQI a1, 0x2222
    /* registers untouched by fences */
    TEST_NUM(2)
    li a0, 0x55
    li a1, 0x66
    fence
    fence.i
    add a2, a0, a1
    CHECK_EQI a2, 0xbb
    /* device ordering: UART LSR read between fences still works */
    TEST_NUM(3)
    li a3, UART_BASE
    fence o, i
    lbu a0, UART_LSR(a3)
    fence i, r
    andi a0, a0, UART_LSR_THRE
    CHECK_NE a0, x0

    /* -------------------------------------- fence.i: code in .text */
    TEST_NUM(10)
    call fe_smc_func                        /* original: a0 = 1 */
    CHECK_EQI a0, 1
    TEST_NUM(11)
    la a4, fe_smc_func
    li a1, ADDI_A0(2)
    sw a1, 0(a4)
    fence.i
    call fe_smc_func
    CHECK_EQI a0, 2
    TEST_NUM(12)                            /* a second rewrite of the same,
                                               already fetched, instruction */
    li a1, ADDI_A0(3)
    sw a1, 0(a4)
    fence.i
    call fe_smc_func
    CHECK_EQI a0, 3
    TEST_NUM(13)                            /* rewrite the return too: now a0 = 42
                                               and fall through to the 'ret' in
                                               the next slot */
    li a1, ADDI_A0(42)
    sw a1, 0(a4)
    li a1, RET_INSN
    sw a1, 4(a4)
    fence.i
    call fe_smc_func
    CHECK_EQI a0, 42

    /* -------------------------------------- fence.i: code in a data buffer */
    TEST_NUM(20)
    la a4, fe_code
    li a1, ADDI_A0(43)
    sw a1, 0(a4)
    li a1, RET_INSN
    sw a1, 4(a4)
    fence.i
    li a0, 0
    jalr ra, 0(a4)
    CHECK_EQI a0, 43
    TEST_NUM(21)                            /* rewrite and run again */
    li a1, ADDI_A0(7)
    sw a1, 0(a4)
    fence.i
    li a0, 0
    jalr ra, 0(a4)
    CHECK_EQI a0, 7
    TEST_NUM(22)                            /* byte-wise rewrite of the immediate:
                                               byte 2 of addi holds imm[3:0]<<4,
                                               byte 3 imm[11:4]; 7 -> 1 */
    li a1, 0x10
    sb a1, 2(a4)
    fence.i
    li a0, 0
    jalr ra, 0(a4)
    CHECK_EQI a0, 1

    /* -------------------------------------- the next instruction itself */
    TEST_NUM(30)
    la a4, 1f
    li a1, ADDI_A0(7)
    sw a1, 0(a4)
    fence.i
1:  addi a0, x0, 5                          /* replaced by addi a0, x0, 7 */
    CHECK_EQI a0, 7
    TEST_NUM(31)                            /* in a loop: the second pass must
                                               see the rewritten instruction */
    la a4, 2f
    li a1, ADDI_A0(3)                       /* restore the original first */
    sw a1, 0(a4)
    fence.i
    li a3, 0
    li a5, 0
3:
2:  addi a0, x0, 3                          /* pass 1: 3, pass 2: 42 */
    add a5, a5, a0
    addi a3, a3, 1
    li a1, ADDI_A0(42)
    sw a1, 0(a4)
    fence.i
    li a1, 2
    bne a3, a1, 3b
    CHECK_EQI a5, 45

    TEST_PASS

    .balign 16
fe_smc_func:
    addi a0, x0, 1
    ret
    ret

    .data
    .balign 16
fe_word: .word 0
    .balign 16
fe_code: .word 0, 0, 0, 0
