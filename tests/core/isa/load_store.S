/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Loads and stores of RV32I (lb lh lw lbu lhu sb sh sw), on RV32 and RV64:
 * every width at every aligned offset, sign/zero extension, positive and
 * negative 12-bit offsets, x0 as destination/data, and store -> load
 * forwarding patterns (same address, partial overlap, merge, aliasing).
 * Little-endian. The RV64 loads/stores are in load_store_64.S.
 *
 * ls_data bytes, offsets 0..7: 81 72 f3 04 15 a6 37 c8
 */
#include "test_macros.h"

/* st_buf[0..11] filled with 0xaa: "sinst val, off(a4)", then the three
 * words (zero-extended) are e0, e1, 0xaaaaaaaa */
#define TEST_STORE(n, sinst, off, val, e0, e1) \
    TEST_STORE_WORDS(n, sw, LWU, 4, 0xaaaaaaaa, st_buf, sinst, off, val, e0, e1)

    .text
    .globl main
main:
    /* ---------------------------------------------------------- lb */
    TEST_LD(1, lb, -127, ls_data, 0)        /* 0x81 -> sign-extended */
    TEST_LD(2, lb, 0x72, ls_data, 1)
    TEST_LD(3, lb, -13, ls_data, 2)         /* 0xf3 */
    TEST_LD(4, lb, 0x04, ls_data, 3)
    TEST_LD(5, lb, 0x15, ls_data, 4)
    TEST_LD(6, lb, -90, ls_data, 5)         /* 0xa6 */
    TEST_LD(7, lb, 0x37, ls_data, 6)
    TEST_LD(8, lb, -56, ls_data, 7)         /* 0xc8 */
    /* ---------------------------------------------------------- lbu */
    TEST_LD(10, lbu, 0x81, ls_data, 0)
    TEST_LD(11, lbu, 0x72, ls_data, 1)
    TEST_LD(12, lbu, 0xf3, ls_data, 2)
    TEST_LD(13, lbu, 0x04, ls_data, 3)
    TEST_LD(14, lbu, 0x15, ls_data, 4)
    TEST_LD(15, lbu, 0xa6, ls_data, 5)
    TEST_LD(16, lbu, 0x37, ls_data, 6)
    TEST_LD(17, lbu, 0xc8, ls_data, 7)
    /* ---------------------------------------------------------- lh */
    TEST_LD(20, lh, 0x7281, ls_data, 0)
    TEST_LD(21, lh, 0x04f3, ls_data, 2)
    TEST_LD(22, lh, -0x59eb, ls_data, 4)    /* 0xa615 */
    TEST_LD(23, lh, -0x37c9, ls_data, 6)    /* 0xc837 */
    /* ---------------------------------------------------------- lhu */
    TEST_LD(24, lhu, 0x7281, ls_data, 0)
    TEST_LD(25, lhu, 0x04f3, ls_data, 2)
    TEST_LD(26, lhu, 0xa615, ls_data, 4)
    TEST_LD(27, lhu, 0xc837, ls_data, 6)
    /* ---------------------------------------------------------- lw */
    TEST_LD(28, lw, 0x04f37281, ls_data, 0)
    TEST_LD(29, lw, -0x37c859eb, ls_data, 4) /* 0xc837a615, sign-extended on RV64 */

    /* ------------------------------------------- negative and large offsets */
    TEST_LD(30, lb, -56, ls_data + 8, -1)   /* byte 7 */
    TEST_LD(31, lbu, 0x81, ls_data + 8, -8)
    TEST_LD(32, lh, -0x37c9, ls_data + 8, -2)
    TEST_LD(33, lhu, 0x04f3, ls_data + 8, -6)
    TEST_LD(34, lw, -0x37c859eb, ls_data + 8, -4)
    TEST_LD(35, lw, 0x04f37281, ls_data - 2044, 2044)
    TEST_LD(36, lw, 0x04f37281, ls_data + 2048, -2048)
    TEST_LD(37, lbu, 0xc8, ls_data - 2040, 2047)

    /* ---------------------------------------------------------- sb */
    TEST_STORE(40, sb, 0, 0x7654325c, 0xaaaaaa5c, 0xaaaaaaaa)
    TEST_STORE(41, sb, 1, 0x7654325c, 0xaaaa5caa, 0xaaaaaaaa)
    TEST_STORE(42, sb, 2, 0x7654325c, 0xaa5caaaa, 0xaaaaaaaa)
    TEST_STORE(43, sb, 3, 0x7654325c, 0x5caaaaaa, 0xaaaaaaaa)
    TEST_STORE(44, sb, 4, 0x7654325c, 0xaaaaaaaa, 0xaaaaaa5c)
    TEST_STORE(45, sb, 5, 0x7654325c, 0xaaaaaaaa, 0xaaaa5caa)
    TEST_STORE(46, sb, 6, 0x7654325c, 0xaaaaaaaa, 0xaa5caaaa)
    TEST_STORE(47, sb, 7, 0x7654325c, 0xaaaaaaaa, 0x5caaaaaa)
    TEST_STORE(48, sb, 2, -1, 0xaaffaaaa, 0xaaaaaaaa)
    TEST_STORE(49, sb, 5, 0, 0xaaaaaaaa, 0xaaaa00aa)
    /* ---------------------------------------------------------- sh */
    TEST_STORE(50, sh, 0, 0x76547e3c, 0xaaaa7e3c, 0xaaaaaaaa)
    TEST_STORE(51, sh, 2, 0x76547e3c, 0x7e3caaaa, 0xaaaaaaaa)
    TEST_STORE(52, sh, 4, 0x76547e3c, 0xaaaaaaaa, 0xaaaa7e3c)
    TEST_STORE(53, sh, 6, 0x76547e3c, 0xaaaaaaaa, 0x7e3caaaa)
    TEST_STORE(54, sh, 2, -2, 0xfffeaaaa, 0xaaaaaaaa)
    /* ---------------------------------------------------------- sw */
    TEST_STORE(55, sw, 0, 0x13579bdf, 0x13579bdf, 0xaaaaaaaa)
    TEST_STORE(56, sw, 4, 0x13579bdf, 0xaaaaaaaa, 0x13579bdf)
    TEST_STORE(57, sw, 4, -1, 0xaaaaaaaa, 0xffffffff)
    /* negative offsets */
    TEST_NUM(58)
    la a4, st_buf + 8
    li a5, 0xaaaaaaaa
    sw a5, -8(a4)
    sw a5, -4(a4)
    li a2, 0x11
    sb a2, -7(a4)                           /* byte 1 */
    li a2, 0x2233
    sh a2, -2(a4)                           /* bytes 6, 7 */
    LWU a0, -8(a4)
    CHECK_EQI a0, 0xaaaa11aa
    LWU a0, -4(a4)
    CHECK_EQI a0, 0x2233aaaa
    /* x0 as store data stores zero */
    TEST_STORE(59, sw, 0, 0x12345678, 0x12345678, 0xaaaaaaaa)
    TEST_NUM(60)
    sw x0, 0(a4)
    sb x0, 4(a4)
    LWU a0, 0(a4)
    CHECK_EQI a0, 0
    LWU a0, 4(a4)
    CHECK_EQI a0, 0xaaaaaa00

    /* ------------------------------------------- x0 as load destination */
    TEST_NUM(61)
    la a1, ls_data
    lw x0, 0(a1)
    lb x0, 0(a1)
    add a0, x0, x0                          /* must read 0, not the loaded value */
    CHECK_EQI a0, 0

    /* ------------------------------------------- load with rd == rs1 */
    TEST_NUM(62)
    la a1, ls_ptr
    REG_L a1, 0(a1)                         /* a1 = &ls_data */
    lw a1, 0(a1)
    CHECK_EQI a1, 0x04f37281

    /* ------------------------------------------- store -> load forwarding */
    TEST_NUM(70)                            /* same address, same width */
    la a4, st_buf
    li a2, 0x8899aabb
    CHECK_STORE_LOAD(sw, lw, 0, XV(0x8899aabb, 0xffffffff8899aabb))
    TEST_NUM(71)                            /* narrower loads from a just-stored word */
    CHECK_STORE_LOAD(sw, lb, 3, -120)       /* 0x88 */
    CHECK_STORE_LOAD(sw, lbu, 1, 0xaa)
    CHECK_STORE_LOAD(sw, lh, 2, -0x7767)    /* 0x8899 */
    CHECK_STORE_LOAD(sw, lhu, 0, 0xaabb)
    TEST_NUM(72)                            /* byte store merged into a word load */
    li a2, 0x11223344
    CHECK_STORE_MERGE(sw, sb, 0xee, 1, lw, 0x1122ee44)
    TEST_NUM(73)                            /* half store merged */
    CHECK_STORE_MERGE(sw, sh, 0xbeef, 2, LWU, 0xbeef3344)
    TEST_NUM(74)                            /* two stores to one address: last wins */
    li a2, 1
    li a3, 2
    sw a2, 0(a4)
    sw a3, 0(a4)
    lw a0, 0(a4)
    CHECK_EQI a0, 2
    TEST_NUM(75)                            /* four byte stores build a word */
    li a2, 0x11
    sb a2, 0(a4)
    li a2, 0x22
    sb a2, 1(a4)
    li a2, 0x33
    sb a2, 2(a4)
    li a2, 0x44
    sb a2, 3(a4)
    lw a0, 0(a4)
    CHECK_EQI a0, 0x44332211
    TEST_NUM(76)                            /* neighbour word untouched */
    li a2, 0x0a0a0a0a
    li a3, 0x0b0b0b0b
    sw a2, 0(a4)
    sw a3, 4(a4)
    lw a0, 0(a4)
    CHECK_EQI a0, 0x0a0a0a0a
    lw a0, 4(a4)
    CHECK_EQI a0, 0x0b0b0b0b
    TEST_NUM(77)                            /* same address via another base */
    addi a5, a4, 4
    li a2, 0x5e5e5e5e
    sw a2, 4(a4)
    lw a0, 0(a5)
    CHECK_EQI a0, 0x5e5e5e5e
    TEST_NUM(78)                            /* addresses 4 KiB apart must not alias */
    la a4, alias_buf
    li a2, 0x1111
    li a3, 0x2222
    li a5, 4096
    add a5, a5, a4
    sw a2, 0(a4)
    sw a3, 0(a5)
    lw a0, 0(a4)
    CHECK_EQI a0, 0x1111
    lw a0, 0(a5)
    CHECK_EQI a0, 0x2222
    TEST_NUM(79)                            /* store, then load of a different
                                               address, then load of the stored */
    la a4, st_buf
    li a2, 0x7777
    sw a2, 8(a4)
    lw a0, 0(a4)
    lw a1, 8(a4)
    CHECK_EQI a1, 0x7777

    TEST_PASS

    .data
    .balign 16
ls_data: .byte 0x81, 0x72, 0xf3, 0x04, 0x15, 0xa6, 0x37, 0xc8
    .balign 8
ls_ptr:  XWORD ls_data
    .balign 16
st_buf:  .skip 16

    .bss
    .balign 16
alias_buf: .skip 4096 + 16
