/* SPDX-License-Identifier: Apache-2.0 */
/*
 * LUI and AUIPC.
 *   lui   rd = sext(imm20 << 12)            (sign extension from bit 31 on RV64)
 *   auipc rd = pc + sext(imm20 << 12)
 */
#include "test_macros.h"

    .text
    .globl main
main:
    /* ---------------------------------------------------------- lui */
    TEST_CASE(1, a0, 0, li a0, -1; lui a0, 0)           /* every bit of rd is written */
    TEST_CASE(2, a0, 0x12345000, lui a0, 0x12345)
    TEST_CASE(3, a0, 0x1000, lui a0, 1)
    TEST_CASE(4, a0, 0x7ffff000, lui a0, 0x7ffff)       /* largest positive */
    /* bit 31 set: RV64 sign-extends to 0xffffffff80000000 */
    TEST_CASE(5, a0, XV(0x80000000, 0xffffffff80000000), lui a0, 0x80000)
    TEST_CASE(6, a0, XV(0xfffff000, 0xfffffffffffff000), lui a0, 0xfffff)
    /* lui + addi with a negative low part: 0x12346000 - 0x800 = 0x12345800 */
    TEST_CASE(7, a0, 0x12345800, lui a0, 0x12346; addi a0, a0, -0x800)
    /* lui + addi positive: 0x12345000 + 0x678 */
    TEST_CASE(8, a0, 0x12345678, lui a0, 0x12345; addi a0, a0, 0x678)
    /* the sign extension is visible to an arithmetic shift:
     * 0x80000000 >>a 12 = 0xfff80000 (RV32); 0xffffffff80000000 >>a 12 (RV64) */
    TEST_CASE(9, a0, XV(0xfff80000, 0xfffffffffff80000), lui a0, 0x80000; srai a0, a0, 12)
    /* ... and a logical one: RV64 0xffffffff80000000 >> 32 = 0xffffffff */
    TEST_CASE(10, a0, XV(0x00080000, 0x00000000ffffffff), lui a0, 0x80000; srli a0, a0, XV(12, 32))
    /* x0 as destination stays 0 */
    TEST_CASE(11, x0, 0, lui x0, 0x12345)
    /* lui into a register that is used at once */
    TEST_CASE(12, a1, 0x24680000, lui a0, 0x12340; add a1, a0, a0)

    /* ---------------------------------------------------------- auipc */
    TEST_NUM(20)
1:  auipc a0, 0                     /* a0 = address of this instruction */
    la a1, 1b
    CHECK_EQ a0, a1

    TEST_NUM(21)
1:  auipc a0, 1                     /* pc + 0x1000 */
    la a1, 1b
    li a2, 0x1000
    add a1, a1, a2
    CHECK_EQ a0, a1

    TEST_NUM(22)
1:  auipc a0, 0xfffff               /* pc + sext(0xfffff000) = pc - 0x1000 */
    la a1, 1b
    li a2, -0x1000
    add a1, a1, a2
    CHECK_EQ a0, a1

    TEST_NUM(23)
1:  auipc a0, 0x80000               /* pc + sext(0x80000000): RV32 wraps,
                                       RV64 adds -2^31; both give pc - 2^31 */
    la a1, 1b
    li a2, 0x80000000
    sub a1, a1, a2
    CHECK_EQ a0, a1
    /* we run at 0x8000xxxx, so the result is small and positive */
    li a2, 0x100000
    bltu a0, a2, 2f
    TEST_FAIL
2:
    TEST_NUM(24)
1:  auipc a0, 0x7ffff               /* pc + 0x7ffff000 */
    la a1, 1b
    li a2, 0x7ffff000
    add a1, a1, a2
    CHECK_EQ a0, a1

    /* x0 destination */
    TEST_CASE(25, x0, 0, auipc x0, 0x12345)

    /* auipc + addi with %pcrel (the 'la' expansion written out) reads data */
    TEST_NUM(26)
1:  auipc a1, %pcrel_hi(auipc_data)
    addi a1, a1, %pcrel_lo(1b)
    lw a0, 0(a1)
    CHECK_EQI a0, 0x5a5a1234

    /* auipc + jalr: a pc-relative jump */
    TEST_NUM(27)
    li a0, 0
1:  auipc a1, %pcrel_hi(3f)
    jalr x0, %pcrel_lo(1b)(a1)
    li a0, 1                        /* skipped */
3:  CHECK_EQI a0, 0

    /* two auipc in a row differ by 4 */
    TEST_NUM(28)
    auipc a0, 0
    auipc a1, 0
    sub a2, a1, a0
    CHECK_EQI a2, 4

    TEST_PASS

    .data
    .balign 8
auipc_data: .word 0x5a5a1234
