/* SPDX-License-Identifier: Apache-2.0 */
/*
 * RV64I loads and stores: lwu, ld, sd (RV64 only), plus lw sign extension
 * against lwu, and store/load forwarding between 64- and narrower accesses.
 *
 * ls_data bytes, offsets 0..15:
 *   81 72 f3 04 15 a6 37 c8   01 23 45 67 89 ab cd ef
 */
#include "test_macros.h"

#if XLEN != 64
#error RV64 only
#endif

/* st_buf[0..23] filled with 0xaa: "sinst val, off(a4)", then the three
 * dwords are e0, e1, 0xaaaaaaaaaaaaaaaa */
#define TEST_STORE64(n, sinst, off, val, e0, e1) \
    TEST_STORE_WORDS(n, sd, ld, 8, 0xaaaaaaaaaaaaaaaa, st_buf, sinst, off, val, e0, e1)

    .text
    .globl main
main:
    /* ---------------------------------------------------------- lwu */
    TEST_LD(1, lwu, 0x04f37281, ls_data, 0)
    TEST_LD(2, lwu, 0xc837a615, ls_data, 4)         /* bit 31 set, zero-extended */
    TEST_LD(3, lwu, 0x67452301, ls_data, 8)
    TEST_LD(4, lwu, 0xefcdab89, ls_data, 12)
    TEST_LD(5, lwu, 0xc837a615, ls_data + 16, -12)
    /* lw of the same words sign-extends */
    TEST_LD(6, lw, 0xffffffffc837a615, ls_data, 4)
    TEST_LD(7, lw, 0xffffffffefcdab89, ls_data, 12)
    /* ---------------------------------------------------------- ld */
    TEST_LD(10, ld, 0xc837a61504f37281, ls_data, 0)
    TEST_LD(11, ld, 0xefcdab8967452301, ls_data, 8)
    TEST_LD(12, ld, 0xefcdab8967452301, ls_data + 16, -8)
    TEST_LD(13, ld, 0xc837a61504f37281, ls_data - 2040, 2040)
    TEST_LD(14, ld, 0xc837a61504f37281, ls_data + 2048, -2048)
    /* narrower loads of the upper half: lh/lhu/lb at 12..15 */
    TEST_LD(15, lh, 0xffffffffffffab89, ls_data, 12)
    TEST_LD(16, lhu, 0xefcd, ls_data, 14)
    TEST_LD(17, lb, 0xffffffffffffffef, ls_data, 15)

    /* ---------------------------------------------------------- sd */
    TEST_STORE64(20, sd, 0, 0xfedcba9876543210, 0xfedcba9876543210, 0xaaaaaaaaaaaaaaaa)
    TEST_STORE64(21, sd, 8, 0x0123456789abcdef, 0xaaaaaaaaaaaaaaaa, 0x0123456789abcdef)
    TEST_STORE64(22, sd, 8, -1, 0xaaaaaaaaaaaaaaaa, 0xffffffffffffffff)
    /* narrower stores do not write the upper register bits */
    TEST_STORE64(23, sw, 4, 0xfedcba9876543210, 0x76543210aaaaaaaa, 0xaaaaaaaaaaaaaaaa)
    TEST_STORE64(24, sw, 8, 0xfedcba9876543210, 0xaaaaaaaaaaaaaaaa, 0xaaaaaaaa76543210)
    TEST_STORE64(25, sh, 14, 0xfedcba9876543210, 0xaaaaaaaaaaaaaaaa, 0x3210aaaaaaaaaaaa)
    TEST_STORE64(26, sb, 7, 0xfedcba9876543210, 0x10aaaaaaaaaaaaaa, 0xaaaaaaaaaaaaaaaa)
    TEST_NUM(27)                                    /* negative offset */
    la a4, st_buf + 16
    li a2, 0x1122334455667788
    sd a2, -16(a4)
    ld a0, -16(a4)
    CHECK_EQ a0, a2
    TEST_NUM(28)                                    /* sd x0 */
    sd x0, -16(a4)
    ld a0, -16(a4)
    CHECK_EQI a0, 0

    /* ---------------------------------------------------------- forwarding */
    TEST_NUM(30)                                    /* sd then narrower loads */
    la a4, st_buf
    li a2, 0x8899aabbccddeeff
    CHECK_STORE_LOAD(sd, lwu, 4, 0x8899aabb)
    CHECK_STORE_LOAD(sd, lw, 4, 0xffffffff8899aabb)
    CHECK_STORE_LOAD(sd, lw, 0, 0xffffffffccddeeff)
    CHECK_STORE_LOAD(sd, lhu, 6, 0x8899)
    CHECK_STORE_LOAD(sd, lbu, 5, 0xaa)
    TEST_NUM(31)                                    /* sw into the upper half, then ld */
    CHECK_STORE_MERGE(sd, sw, 0x12345678, 4, ld, 0x12345678ccddeeff)
    TEST_NUM(32)                                    /* sb into a dword, then ld */
    CHECK_STORE_MERGE(sd, sb, 0x00, 6, ld, 0x8800aabbccddeeff)
    TEST_NUM(33)                                    /* ld -> use -> sd -> ld */
    ld a0, 0(a4)
    addi a0, a0, 1
    sd a0, 8(a4)
    ld a1, 8(a4)
    CHECK_EQI a1, 0x8800aabbccddef00
    TEST_NUM(34)                                    /* lwu -> use */
    li a2, 0xffffffff
    sw a2, 0(a4)
    lwu a0, 0(a4)
    addi a0, a0, 1
    CHECK_EQI a0, 0x100000000

    TEST_PASS

    .data
    .balign 16
ls_data: .byte 0x81, 0x72, 0xf3, 0x04, 0x15, 0xa6, 0x37, 0xc8
         .byte 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef
    .balign 16
st_buf:  .skip 24
