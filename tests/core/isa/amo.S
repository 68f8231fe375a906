/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A extension, the AMOs: amoswap amoadd amoxor amoand amoor amomin amomax
 * amominu amomaxu, .w on both XLENs and .d on RV64 (unprivileged spec,
 * chapter "A"). Each reads the memory operand into rd and writes
 * op(memory, rs2) back. The .w forms work on 32 bits: rd gets the old word
 * sign-extended on RV64, only the low 32 bits of rs2 count, the signed
 * forms compare as 32-bit signed values, and the word next to the operand is
 * untouched. Expected values are worked out by hand on each line.
 * Also: rd = x0, rd = rs2 (the old value still reaches rd and the new one
 * memory), back-to-back AMOs, a dependent instruction right after an AMO
 * (its result arrives at the end of the memory stage), aq/rl forms.
 * Misaligned addresses and PMP are in priv/amo_fault.S.
 */
#include "test_macros.h"

/*
 * n: test number; inst: the AMO; init: the word in memory; src: rs2;
 * rd_want: rd afterwards; mem_want: the word afterwards, as lw reads it
 * (sign-extended on RV64). a3 = the word, a0 = rd, a2 = rs2; the next word
 * holds a sentinel that must survive.
 */
#define TEST_AMO_W(n, inst, init, src, rd_want, mem_want)               \
    TEST_NUM(n);                                                        \
    la a3, amo_word;                                                    \
    li a1, init; sw a1, 0(a3);                                          \
    li a1, 0x5a5a5a5a; sw a1, 4(a3);                                    \
    li a2, src;                                                         \
    inst a0, a2, (a3);                                                  \
    CHECK_EQI a0, rd_want;                                              \
    lw a4, 0(a3); CHECK_EQI a4, mem_want;                               \
    lw a4, 4(a3); CHECK_EQI a4, 0x5a5a5a5a

#if XLEN == 64
#define TEST_AMO_D(n, inst, init, src, rd_want, mem_want)               \
    TEST_NUM(n);                                                        \
    la a3, amo_word;                                                    \
    li a1, init; sd a1, 0(a3);                                          \
    li a2, src;                                                         \
    inst a0, a2, (a3);                                                  \
    CHECK_EQI a0, rd_want;                                              \
    ld a4, 0(a3); CHECK_EQI a4, mem_want
#endif

/* A 32-bit value as lw and the .w forms' rd give it: sign-extended (v is
 * below 2^32; flipping bit 31 and subtracting it extends the sign). */
#define W(v) XV((v), (((v) ^ 0x80000000) - 0x80000000))

    .text
    .globl main
main:
    /* ---------------------------------------------- .w: each operation */
    TEST_AMO_W(1, amoswap.w, 0x12345678, 0xdeadbeef, 0x12345678, W(0xdeadbeef))
    TEST_AMO_W(2, amoadd.w, 0x7fffffff, 1, 0x7fffffff, W(0x80000000))     /* wraps at 32 bits */
    TEST_AMO_W(3, amoadd.w, 0xffffffff, 1, -1, 0)                          /* carry out dropped */
    TEST_AMO_W(4, amoxor.w, 0xff00ff00, 0x0ff00ff0, W(0xff00ff00), W(0xf0f0f0f0))
    TEST_AMO_W(5, amoand.w, 0xff00ff00, 0x0ff00ff0, W(0xff00ff00), 0x0f000f00)
    TEST_AMO_W(6, amoor.w, 0xff00ff00, 0x0ff00ff0, W(0xff00ff00), W(0xfff0fff0))
    /* signed: 0x80000000 is -2^31, the smallest */
    TEST_AMO_W(7, amomin.w, 0x80000000, 1, W(0x80000000), W(0x80000000))
    TEST_AMO_W(8, amomin.w, 5, -3, 5, -3)
    TEST_AMO_W(9, amomax.w, 0x80000000, 1, W(0x80000000), 1)
    TEST_AMO_W(10, amomax.w, -1, -2, -1, -1)
    TEST_AMO_W(11, amomin.w, 7, 7, 7, 7)                                   /* equal */
    /* unsigned: 0x80000000 is 2^31, above 1; 0xffffffff the largest */
    TEST_AMO_W(12, amominu.w, 0x80000000, 1, W(0x80000000), 1)
    TEST_AMO_W(13, amominu.w, 0xffffffff, 0x7fffffff, -1, 0x7fffffff)
    TEST_AMO_W(14, amomaxu.w, 0x80000000, 1, W(0x80000000), W(0x80000000))
    TEST_AMO_W(15, amomaxu.w, 0, 0xffffffff, 0, -1)
    TEST_AMO_W(16, amomaxu.w, 0x7fffffff, 0x80000000, 0x7fffffff, W(0x80000000))
    /* aq and rl change nothing on this core */
    TEST_AMO_W(17, amoadd.w.aq, 40, 2, 40, 42)
    TEST_AMO_W(18, amoadd.w.rl, 40, 2, 40, 42)
    TEST_AMO_W(19, amoswap.w.aqrl, 1, 2, 1, 2)
#if XLEN == 64
    /* only the low 32 bits of rs2 count, and comparisons are on 32 bits */
    TEST_AMO_W(20, amoadd.w, 5, 0x100000001, 5, 6)
    TEST_AMO_W(21, amomin.w, 1, 0x00000000ffffffff, 1, -1)                 /* rs2 is -1 as a word */
    TEST_AMO_W(22, amomaxu.w, 1, 0xffffffff00000000, 1, 1)                 /* rs2 is 0 as a word */
    TEST_AMO_W(23, amominu.w, 0xfffffffe, 0x00000000ffffffff, W(0xfffffffe), W(0xfffffffe))
#endif

    /* ---------------------------------------------- register shapes */
    TEST_NUM(30)                    /* rd = x0: memory still updated */
    la a3, amo_word
    li a1, 10
    sw a1, 0(a3)
    li a2, 5
    amoadd.w x0, a2, (a3)
    lw a4, 0(a3)
    CHECK_EQI a4, 15
    TEST_NUM(31)                    /* rd = rs2: rd gets the old value, memory rs2's */
    li a1, 111
    sw a1, 0(a3)
    li a2, 222
    amoswap.w a2, a2, (a3)
    CHECK_EQI a2, 111
    lw a4, 0(a3)
    CHECK_EQI a4, 222
    TEST_NUM(32)                    /* rd = rs1: the address is read first */
    mv a5, a3
    li a1, 7
    sw a1, 0(a3)
    li a2, 1
    amoadd.w a5, a2, (a5)
    CHECK_EQI a5, 7
    lw a4, 0(a3)
    CHECK_EQI a4, 8
    TEST_NUM(33)                    /* the result used by the next instruction */
    li a1, 100
    sw a1, 0(a3)
    li a2, 1
    amoadd.w a0, a2, (a3)
    addi a0, a0, 1
    CHECK_EQI a0, 101
    TEST_NUM(34)                    /* ... and as the next AMO's rs2 */
    li a1, 3
    sw a1, 0(a3)
    li a2, 4
    amoadd.w a0, a2, (a3)           /* a0 = 3, memory 7 */
    amoadd.w a1, a0, (a3)           /* a1 = 7, memory 10 */
    CHECK_EQI a1, 7
    lw a4, 0(a3)
    CHECK_EQI a4, 10
    TEST_NUM(35)                    /* a store right before: the AMO reads it */
    li a1, 20
    sw a1, 0(a3)
    amoswap.w a0, x0, (a3)
    CHECK_EQI a0, 20
    lw a4, 0(a3)
    CHECK_EQI a4, 0
    TEST_NUM(36)                    /* the second word of a doubleword */
    li a1, 0x11111111
    sw a1, 0(a3)
    li a1, 0x22222222
    sw a1, 4(a3)
    addi a5, a3, 4
    li a2, 0x01010101
    amoadd.w a0, a2, (a5)
    CHECK_EQI a0, 0x22222222
    lw a4, 4(a3)
    CHECK_EQI a4, 0x23232323
    lw a4, 0(a3)
    CHECK_EQI a4, 0x11111111

#if XLEN == 64
    /* ---------------------------------------------- .d */
    TEST_AMO_D(40, amoswap.d, 0x0123456789abcdef, -1, 0x0123456789abcdef, -1)
    TEST_AMO_D(41, amoadd.d, 0xffffffff, 1, 0xffffffff, 0x100000000)        /* carries into bit 32 */
    TEST_AMO_D(42, amoadd.d, -1, 1, -1, 0)
    TEST_AMO_D(43, amoxor.d, 0xff00ff00ff00ff00, 0x0ff00ff00ff00ff0, 0xff00ff00ff00ff00, 0xf0f0f0f0f0f0f0f0)
    TEST_AMO_D(44, amoand.d, 0xff00ff00ff00ff00, 0x0ff00ff00ff00ff0, 0xff00ff00ff00ff00, 0x0f000f000f000f00)
    TEST_AMO_D(45, amoor.d, 0xff00ff00ff00ff00, 0x0ff00ff00ff00ff0, 0xff00ff00ff00ff00, 0xfff0fff0fff0fff0)
    TEST_AMO_D(46, amomin.d, 0x8000000000000000, 1, 0x8000000000000000, 0x8000000000000000)
    TEST_AMO_D(47, amomin.d, 0xffffffff, -1, 0xffffffff, -1)               /* 2^32-1 > -1 */
    TEST_AMO_D(48, amomax.d, 0x8000000000000000, 1, 0x8000000000000000, 1)
    TEST_AMO_D(49, amomax.d, 0x7fffffffffffffff, -1, 0x7fffffffffffffff, 0x7fffffffffffffff)
    TEST_AMO_D(50, amominu.d, 0x8000000000000000, 1, 0x8000000000000000, 1)
    TEST_AMO_D(51, amominu.d, 0xffffffff, 0x100000000, 0xffffffff, 0xffffffff)
    TEST_AMO_D(52, amomaxu.d, 0x8000000000000000, 1, 0x8000000000000000, 0x8000000000000000)
    TEST_AMO_D(53, amomaxu.d, 0xffffffff, 0x100000000, 0xffffffff, 0x100000000)
    TEST_AMO_D(54, amoadd.d.aqrl, 1, 2, 1, 3)
#endif
    TEST_PASS

    .data
    .balign 8
amo_word:
    .dword 0
