/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Sdtrig as this core implements it, with no trigger (debug specification,
 * "Trigger Module"; docs/soc.md): software that probes for triggers finds
 * none without a trap.
 *   - tselect is WARL and holds only 0: a written index reads back 0
 *   - at tselect 0, tdata1 reads type 0 ("no trigger at this tselect") and
 *     keeps reading 0 after writes; tdata2 and tdata3 read 0 likewise
 *   - tinfo reads 1: the selected trigger does not exist
 *   - they are M-mode CSRs: from S, an access is an illegal instruction
 * soc-only: QEMU 7.2 implements real triggers (tdata1 reads type 2).
 */
#include "test_macros.h"

    .text
    .globl main
main:
    TEST_CASE(1, a0, 0, csrr a0, tselect)
    TEST_CASE(2, a0, 0, li a1, 5; csrw tselect, a1; csrr a0, tselect)
    TEST_CASE(3, a0, 0, li a1, -1; csrw tselect, a1; csrr a0, tselect)
    TEST_CASE(4, a0, 0, csrw tselect, x0; csrr a0, tdata1)
    TEST_CASE(5, a0, 0, li a1, -1; csrw tdata1, a1; csrr a0, tdata1)
    TEST_CASE(6, a0, 0, li a1, 0x1234; csrw tdata2, a1; csrr a0, tdata2)
    TEST_CASE(7, a0, 0, li a1, 0x1234; csrw tdata3, a1; csrr a0, tdata3)
    TEST_CASE(8, a0, 1, csrr a0, tinfo)
    TEST_CASE(9, a0, 1, csrw tinfo, x0; csrr a0, tinfo)

    TEST_NUM(10)                    /* from S: illegal, mtval = the encoding or 0 */
    TRAP_EXPECT_ILLEGAL(11f, 12f)
    GOTO_S(11f)
11: csrr a0, tselect
    TEST_FAIL
12: TEST_PASS
