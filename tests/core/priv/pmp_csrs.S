/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. The CSRs of all 64 PMP entries exist. The privileged spec lets an
 * implementation have 0, 16 or 64 entries, the lowest-numbered first, with
 * every field WARL: those of entries it lacks read 0 and keep no write, and
 * accessing them does not trap (software such as OpenSBI counts the entries
 * by writing pmpaddr registers and reading them back). Our core has 16:
 * pmpaddr16..63 and the pmpcfg registers past entry 15 (pmpcfg4..15, the
 * even ones on RV64, where odd pmpcfg do not exist) read 0 after a write of
 * all ones, in M-mode, without a trap; the odd pmpcfg on RV64 trap. (QEMU
 * 7.2 raises illegal instruction for pmpaddr16..63; Spike, the reference
 * soc-sim --cosim runs beside the core, reads them as 0.)
 */
#include "test_macros.h"

/* `csrw csr, -1; csrr a0, csr` must leave a0 = 0, with no trap. */
#define PMP_ZERO(n, csr)                                                \
    TEST_NUM(n);                                                        \
    li a0, -1;                                                          \
    csrw csr, a0;                                                       \
    csrr a0, csr;                                                       \
    CHECK_EQI a0, 0

    .text
    .globl main
main:
    /* pmpaddr16..63: 0x3c0..0x3ef */
    .set n, 1
    .irp c, 0x3c0, 0x3c1, 0x3c2, 0x3c3, 0x3c4, 0x3c5, 0x3c6, 0x3c7, 0x3c8, 0x3c9, 0x3ca, 0x3cb, 0x3cc, 0x3cd, 0x3ce, 0x3cf, \
            0x3d0, 0x3d1, 0x3d2, 0x3d3, 0x3d4, 0x3d5, 0x3d6, 0x3d7, 0x3d8, 0x3d9, 0x3da, 0x3db, 0x3dc, 0x3dd, 0x3de, 0x3df, \
            0x3e0, 0x3e1, 0x3e2, 0x3e3, 0x3e4, 0x3e5, 0x3e6, 0x3e7, 0x3e8, 0x3e9, 0x3ea, 0x3eb, 0x3ec, 0x3ed, 0x3ee, 0x3ef
    PMP_ZERO(n, \c)
    .set n, n + 1
    .endr
#if XLEN == 32
    .irp c, 0x3a4, 0x3a5, 0x3a6, 0x3a7, 0x3a8, 0x3a9, 0x3aa, 0x3ab, 0x3ac, 0x3ad, 0x3ae, 0x3af
#else
    .irp c, 0x3a4, 0x3a6, 0x3a8, 0x3aa, 0x3ac, 0x3ae
#endif
    PMP_ZERO(n, \c)
    .set n, n + 1
    .endr
#if XLEN == 64
    /* the odd pmpcfg do not exist on RV64 */
    .irp c, 0x3a1, 0x3a5, 0x3af
    TEST_NUM(n)
    li a0, 0x5a5a
    TRAP_EXPECT_ILLEGAL(87f, 88f)
87: csrr a0, \c
    TEST_FAIL
88: CHECK_EQI a0, 0x5a5a
    .set n, n + 1
    .endr
#endif
    TEST_PASS
