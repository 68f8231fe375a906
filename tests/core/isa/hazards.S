/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Pipeline hazards: back-to-back dependent instructions at distances 1, 2
 * and 3, for every producer/consumer pair a simple pipeline forwards or
 * stalls: ALU->ALU, load->use, load->branch, load->store (data and address),
 * ALU->store (data and address), ALU->jalr, load->jalr, mul/div->use,
 * CSR->use, link register->use, auipc->use, WAW ordering (a slow producer
 * overtaken by a fast one), and x0 never forwarding.
 */
#include "test_macros.h"

/* reg = an address 64 KiB above the stack that no code touches. */
.macro HZ_COLD reg
    la \reg, __stack_top
    li t0, 0x10000
    add \reg, \reg, t0
.endm

    .text
    .globl main
main:
    /* ------------------------------------------------ ALU -> ALU */
    TEST_NUM(1)                     /* distance 1, rs1 */
    li a0, 1
    addi a0, a0, 1
    addi a0, a0, 1
    addi a0, a0, 1
    CHECK_EQI a0, 4
    TEST_NUM(2)                     /* distance 1, rs2 */
    li a1, 5
    li a0, 3
    sub a2, a1, a0                  /* 2 */
    sub a3, a1, a2                  /* 3 */
    CHECK_EQI a3, 3
    TEST_NUM(3)                     /* both operands from the two previous
                                       instructions (Fibonacci): 1 1 2 3 5 8 13 21 */
    li a0, 1
    li a1, 1
    add a2, a0, a1
    add a3, a1, a2
    add a4, a2, a3
    add a5, a3, a4
    add a6, a4, a5
    add a7, a5, a6
    CHECK_EQI a7, 21
    TEST_NUM(4)                     /* distances 2 and 3 */
    li a0, 10
    li a1, 20
    nop
    add a2, a0, a1                  /* a0 at distance 3, a1 at 2 */
    nop
    nop
    add a3, a2, a2                  /* distance 3 */
    CHECK_EQI a3, 60
    TEST_NUM(5)                     /* same register as both sources */
    li a0, 7
    add a0, a0, a0
    add a0, a0, a0
    CHECK_EQI a0, 28
    TEST_NUM(6)                     /* a write to x0 is never forwarded */
    li a0, 0
    addi x0, x0, 5
    add a0, x0, x0
    CHECK_EQI a0, 0
    li a1, 9
    add x0, a1, a1
    add a0, x0, a1
    CHECK_EQI a0, 9
    la a2, hz_data
    lw x0, 0(a2)                    /* load into x0 */
    add a0, x0, x0
    CHECK_EQI a0, 0
    TEST_NUM(7)                     /* WAW: the younger write wins */
    li a0, 1
    li a0, 2
    addi a1, a0, 0
    CHECK_EQI a1, 2

    /* ------------------------------------------------ load -> use */
    TEST_NUM(10)                    /* distance 1 */
    la a2, hz_data                  /* hz_data: 11, 22, 33, 44 */
    lw a0, 0(a2)
    addi a1, a0, 1
    CHECK_EQI a1, 12
    TEST_NUM(11)                    /* distance 1, as rs2 */
    li a3, 100
    lw a0, 4(a2)
    sub a1, a3, a0
    CHECK_EQI a1, 78
    TEST_NUM(12)                    /* distance 2 */
    lw a0, 8(a2)
    nop
    addi a1, a0, 1
    CHECK_EQI a1, 34
    TEST_NUM(13)                    /* both operands from two loads */
    lw a0, 0(a2)
    lw a1, 4(a2)
    add a3, a0, a1
    CHECK_EQI a3, 33
    TEST_NUM(14)                    /* the load result used by both operands */
    lw a0, 12(a2)
    add a1, a0, a0
    CHECK_EQI a1, 88
    TEST_NUM(15)                    /* sub-word loads */
    lbu a0, 0(a2)
    addi a1, a0, 1
    CHECK_EQI a1, 12
    lh a0, 4(a2)
    addi a1, a0, 1
    CHECK_EQI a1, 23
    TEST_NUM(16)                    /* pointer chasing: load -> load address */
    la a0, hz_chain
    REG_L a0, 0(a0)                 /* hz_c1 */
    REG_L a0, 0(a0)                 /* hz_c2 */
    REG_L a0, 0(a0)                 /* hz_c3 */
    REG_L a0, 0(a0)                 /* hz_c4 */
    lw a1, 0(a0)
    CHECK_EQI a1, 0xc4a1
    TEST_NUM(17)                    /* WAW: a load overtaken by a younger ALU
                                       write to the same register */
    lw a0, 0(a2)
    li a0, 7
    addi a1, a0, 0
    CHECK_EQI a1, 7
    TEST_NUM(18)                    /* WAW: div overtaken by an ALU write */
    li a3, 100
    li a4, 3
    divu a0, a3, a4
    li a0, 8
    mv a1, a0
    CHECK_EQI a1, 8
    TEST_NUM(19)                    /* WAR: a consumer reads the old value
                                       before a younger write */
    li a0, 5
    addi a1, a0, 1
    li a0, 100
    CHECK_EQI a1, 6

    /* ------------------------------------------------ load -> branch */
    TEST_NUM(20)
    li a3, 22
    lw a0, 4(a2)
    beq a0, a3, 1f
    TEST_FAIL
1:  lw a0, 0(a2)
    bne a0, a3, 2f
    TEST_FAIL
2:  lw a0, 8(a2)
    blt a3, a0, 3f                  /* 22 < 33 */
    TEST_FAIL
3:
    /* ------------------------------------------------ load -> store */
    TEST_NUM(30)                    /* load -> store data */
    la a4, hz_buf
    lw a0, 8(a2)
    sw a0, 0(a4)
    lw a1, 0(a4)
    CHECK_EQI a1, 33
    TEST_NUM(31)                    /* load -> store address */
    la a0, hz_bufptr
    REG_L a1, 0(a0)
    li a3, 0x4545
    sw a3, 4(a1)
    lw a0, 4(a4)
    CHECK_EQI a0, 0x4545
    TEST_NUM(32)                    /* load -> store data, both word halves */
    lw a0, 12(a2)
    sh a0, 8(a4)
    lhu a1, 8(a4)
    CHECK_EQI a1, 44

    /* ------------------------------------------------ ALU -> store */
    TEST_NUM(40)                    /* ALU -> store data */
    li a0, 0x100
    addi a0, a0, 0x23
    sw a0, 0(a4)
    lw a1, 0(a4)
    CHECK_EQI a1, 0x123
    TEST_NUM(41)                    /* ALU -> store address */
    la a0, hz_buf
    addi a0, a0, 8
    li a3, 0x777
    sw a3, 4(a0)                    /* hz_buf + 12 */
    lw a1, 12(a4)
    CHECK_EQI a1, 0x777
    TEST_NUM(42)                    /* ALU -> store data and address at once */
    addi a0, a4, 4
    sw a0, 0(a0)                    /* stores the low word of hz_buf + 4 */
    LWU a3, 4(a4)
    CHECK_EQ a3, a0                 /* RAM addresses are below 2^32 */
    TEST_NUM(43)                    /* store -> load -> use -> store -> load */
    li a0, 5
    sw a0, 0(a4)
    lw a1, 0(a4)
    addi a1, a1, 5
    sw a1, 0(a4)
    lw a3, 0(a4)
    CHECK_EQI a3, 10

    /* ------------------------------------------------ -> jalr */
    TEST_NUM(50)                    /* ALU -> jalr */
    la a0, 1f
    addi a0, a0, 4
    jalr x0, 0(a0)
1:  TEST_FAIL
    nop
    TEST_NUM(51)                    /* load -> jalr */
    la a0, hz_jtab
    REG_L a1, 0(a0)
    jalr ra, 0(a1)                  /* hz_func: a0 = 0x99 */
    CHECK_EQI a0, 0x99
    TEST_NUM(52)                    /* link register -> use */
    jal a1, 1f
1:  la a3, 1b
    sub a3, a1, a3
    CHECK_EQI a3, 0
    TEST_NUM(53)                    /* auipc -> use */
1:  auipc a0, 0
    addi a0, a0, 16
    jalr x0, 0(a0)                  /* to 1b + 16 */
    TEST_FAIL                       /* 1b + 12 */

    /* ------------------------------------------------ M extension -> use */
    TEST_NUM(60)
    li a0, 12
    li a1, 12
    mul a2, a0, a1
    addi a2, a2, 1
    CHECK_EQI a2, 145
    TEST_NUM(61)
    li a0, 145
    li a1, 12
    divu a2, a0, a1
    addi a3, a2, 0
    remu a4, a0, a1
    add a5, a3, a4
    CHECK_EQI a5, 13
    TEST_NUM(62)                    /* load -> div -> branch */
    la a2, hz_data
    lw a0, 12(a2)                   /* 44 */
    li a1, 4
    div a3, a0, a1                  /* 11 */
    lw a4, 0(a2)                    /* 11 */
    beq a3, a4, 1f
    TEST_FAIL
1:
    /* ------------------------------------------------ CSR -> use */
    TEST_NUM(70)
    li a0, 0x1234
    csrw mscratch, a0
    csrr a1, mscratch
    addi a1, a1, 1
    CHECK_EQI a1, 0x1235
    TEST_NUM(71)                    /* ALU -> CSR write -> CSR read -> use */
    li a0, 0x10
    addi a0, a0, 1
    csrrw a1, mscratch, a0          /* a1 = 0x1234 */
    csrrw a2, mscratch, a1          /* a2 = 0x11, mscratch = 0x1234 */
    add a3, a1, a2
    CHECK_EQI a3, 0x1245
    TEST_NUM(72)                    /* load -> CSR write */
    la a2, hz_data
    lw a0, 4(a2)
    csrw mscratch, a0
    csrr a1, mscratch
    CHECK_EQI a1, 22
    TEST_NUM(73)                    /* CSR read -> branch */
    li a0, 77
    csrw mscratch, a0
    csrr a1, mscratch
    beq a1, a0, 1f
    TEST_FAIL
1:  csrw mscratch, x0

    /* ------------------------------------------------ a longer mix */
    TEST_NUM(80)                    /* sum of hz_data via a loop: 110 */
    la a2, hz_data
    li a3, 4
    li a0, 0
1:  lw a1, 0(a2)
    add a0, a0, a1
    addi a2, a2, 4
    addi a3, a3, -1
    bnez a3, 1b
    CHECK_EQI a0, 110
    TEST_NUM(81)                    /* memcpy-style loop, load->store each step */
    la a2, hz_data
    la a4, hz_buf
    li a3, 4
1:  lw a1, 0(a2)
    sw a1, 0(a4)
    addi a2, a2, 4
    addi a4, a4, 4
    addi a3, a3, -1
    bnez a3, 1b
    la a4, hz_buf
    lw a0, 12(a4)
    CHECK_EQI a0, 44
    lw a0, 0(a4)
    CHECK_EQI a0, 11

    /* A producer that is in WB while an older-by-one access waits for a
       data-cache miss: the consumer, held in EX behind the miss, must keep
       the forwarded value after the producer has retired. Each case uses a
       line of HZ_COLD, 64 KiB above the stack, that nothing has touched (crt0
       zeroes .bss, which warms it), so the miss is certain on a core with a
       data cache; on one without, these are plain hazards. */
    TEST_NUM(82)                    /* ALU -> (store miss) -> store address */
    HZ_COLD a4
    la a3, hz_buf
    li a2, 0x5a5a
    addi a5, a3, 16
    sw a2, 0(a4)
    sw a2, 0(a5)
    lw a0, 16(a3)
    CHECK_EQI a0, 0x5a5a
    TEST_NUM(83)                    /* ALU -> (load miss) -> store data */
    HZ_COLD a4
    la a3, hz_buf
    li a1, 0x1234
    addi a2, a1, 1
    lw a0, 32(a4)
    sw a2, 20(a3)
    lw a0, 20(a3)
    CHECK_EQI a0, 0x1235
    TEST_NUM(84)                    /* ALU -> (load miss) -> branch */
    HZ_COLD a4
    li a1, 7
    li a3, 8
    addi a2, a1, 1
    lw a0, 64(a4)
    bne a2, a3, 1f
    j 2f
1:  TEST_FAIL
2:  TEST_NUM(85)                    /* ALU -> (load miss) -> mul */
    HZ_COLD a4
    li a1, 6
    addi a2, a1, 1
    lw a0, 96(a4)
    mul a0, a2, a2
    CHECK_EQI a0, 49

    TEST_PASS

hz_func:
    li a0, 0x99
    ret

    .data
    .balign 16
hz_data:  .word 11, 22, 33, 44
hz_chain: XWORD hz_c1
hz_c1:    XWORD hz_c2
hz_c2:    XWORD hz_c3
hz_c3:    XWORD hz_c4
hz_c4:    .word 0xc4a1
    .balign 8
hz_jtab:  XWORD hz_func
hz_bufptr: XWORD hz_buf
    .balign 16
hz_buf:   .skip 32