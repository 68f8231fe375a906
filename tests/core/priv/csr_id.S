/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Identification and status CSRs.
 *   - misa = MXL | A | C | I | M | S | U exactly (RV64IMAC/RV32IMAC with S
 *     and U; no F, D, H...); MXL = 2 on RV64, 1 on RV32
 *   - mvendorid, marchid, mimpid, mconfigptr readable in M (values are the
 *     implementation's; printed); mhartid = 0 = the a0 given at reset
 *   - mstatus: SIE SPIE SPP MIE MPIE MPP MPRV SUM MXR TVM TW TSR writable;
 *     MPP holds U, S and M; RV64: UXL = SXL = 2; RV32: mstatush reads 0
 *     (little-endian only: UBE/SBE/MBE = 0)
 *   - satp: Bare and Sv39 (RV64) or Sv32 (RV32), with every ASID and PPN
 *     bit; a write of a reserved mode has no effect at all (Sv48 and Sv57,
 *     which QEMU has, are in priv-csr_soc)
 * QEMU: run with d=false,f=false,h=false so that its misa matches our
 * core (build.mk).
 */
#include "test_macros.h"

#define EXT(c) (1 << ((c) - 'A'))

    .text
    .globl main
main:
    TEST_NUM(1)
    csrr s0, misa
    PUTS "misa "
    mv a0, s0
    call core_puthex
    PUTS "\n"
#if XLEN == 64
    li a1, (2 << 62) | EXT('A') | EXT('C') | EXT('I') | EXT('M') | EXT('S') | EXT('U')
#else
    li a1, (1 << 30) | EXT('A') | EXT('C') | EXT('I') | EXT('M') | EXT('S') | EXT('U')
#endif
    CHECK_EQ s0, a1

    TEST_NUM(2)                     /* readable, values printed */
    PUTS "mvendorid "
    csrr a0, mvendorid
    call core_puthex
    PUTS " marchid "
    csrr a0, marchid
    call core_puthex
    PUTS " mimpid "
    csrr a0, mimpid
    call core_puthex
    PUTS " mconfigptr "
    csrr a0, mconfigptr
    call core_puthex
    PUTS "\n"
    TEST_NUM(3)
    csrr a0, mhartid
    CHECK_EQI a0, 0
    la a1, core_boot_hartid
    REG_L a1, 0(a1)
    CHECK_EQ a0, a1
    TEST_NUM(4)                     /* mvendorid is 32 bits on RV64 too */
    csrr a0, mvendorid
#if XLEN == 64
    srli a0, a0, 32
    CHECK_EQI a0, 0
#endif

    /* ------------------------------------------------ mstatus */
    TEST_NUM(10)
#define MS_RW (MSTATUS_SIE | MSTATUS_SPIE | MSTATUS_SPP | MSTATUS_MPIE | MSTATUS_MPRV | MSTATUS_SUM | MSTATUS_MXR | MSTATUS_TVM | MSTATUS_TW | MSTATUS_TSR)
    csrr s1, mstatus
    /* MPRV = 1 with MPP = M: no effect */
    CHECK_SET_CLEAR MS_RW, mstatus, mstatus, mstatus, mstatus
    TEST_NUM(11)                    /* SUM and MXR alone, and through sstatus */
    CHECK_SET_CLEAR MSTATUS_SUM | MSTATUS_MXR, sstatus, mstatus, sstatus, mstatus
    TEST_NUM(12)                    /* MPP: U, S, M */
    li a0, MSTATUS_MPP
    csrc mstatus, a0
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_MPP, 0
    li a0, MSTATUS_MPP_S
    csrs mstatus, a0
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_MPP, MSTATUS_MPP_S
    li a0, MSTATUS_MPP
    csrs mstatus, a0
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_MPP, MSTATUS_MPP_M
    TEST_NUM(13)                    /* MIE */
    csrs mstatus, MSTATUS_MIE       /* mie = 0: nothing can be taken */
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_MIE, MSTATUS_MIE
    csrc mstatus, MSTATUS_MIE
    TEST_NUM(14)                    /* little-endian, fixed XLEN */
    csrr a1, mstatus
    CHECK_FIELD a1, MSTATUS_UBE, 0
#if XLEN == 64
    li a0, 0xf << 32
    and a2, a1, a0
    li a0, (2 << 32) | (2 << 34)    /* UXL = SXL = 2 */
    CHECK_EQ a2, a0
    li a0, 3 << 36                  /* SBE, MBE */
    and a2, a1, a0
    CHECK_EQI a2, 0
#else
    csrr a2, mstatush
    CHECK_EQI a2, 0
#endif

    /* ------------------------------------------------ satp: WARL MODE */
    TEST_NUM(20)
    csrw satp, x0
    csrr a0, satp
    CHECK_EQI a0, 0
#if XLEN == 64
    li a1, (8 << 60) | (0xffff << 44) | 0xfffffffffff  /* Sv39, 16-bit ASID, 44-bit PPN */
#else
    li a1, (1 << 31) | (0x1ff << 22) | 0x3fffff        /* Sv32, 9-bit ASID, 22-bit PPN */
#endif
    csrw satp, a1
    csrr a0, satp
    CHECK_EQ a0, a1                 /* every field holds what was written */
    TEST_NUM(21)
#if XLEN == 64
    li a2, (1 << 60) | 0x12345      /* mode 1 is reserved */
    csrw satp, a2
    csrr a0, satp
    CHECK_EQ a0, a1                 /* the whole write has no effect */
#endif
    csrw satp, x0
    csrr a0, satp
    CHECK_EQI a0, 0

    TEST_PASS
