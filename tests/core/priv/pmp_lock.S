/* SPDX-License-Identifier: Apache-2.0 */
/*
 * PMP lock bit (privileged spec 3.7.1):
 *   - a locked entry also applies to M-mode (load 5 / store 7 / fetch 1)
 *   - writes to a locked entry's pmpcfg byte and pmpaddr are ignored (until
 *     reset), while unlocked bytes of the same pmpcfg register still change
 *   - a locked TOR entry i also locks pmpaddr(i-1), but not pmpcfg(i-1)
 *   - S/U obey locked entries as usual
 * Entries 0-3 only; entry 3 is the RWX background over the test image.
 * The locks stay set until reset: this test runs alone in its image.
 */
#include "test_macros.h"

#define IMAGE_NAPOT  ((RAM_BASE >> 2) | ((0x100000 >> 3) - 1))  /* 1 MiB */
#define CFG(c0, c1, c2, c3) ((c0) | ((c1) << 8) | ((c2) << 16) | ((c3) << 24))
#define BG (PMP_A_NAPOT | PMP_R | PMP_W | PMP_X)
#define E0 (PMP_L | PMP_A_NAPOT)            /* locked, no permission */
#define E2 (PMP_L | PMP_A_TOR | PMP_R)      /* locked TOR, read only */

    .text
    .globl main
main:
    la s0, pmp_region               /* region A: 4 KiB, entry 0 */
    li a0, 0x1000
    add s1, s0, a0                  /* region B: s1 .. s1 + 0x100, entry 2 */
    li a0, 0x1234
    sw a0, 0(s0)                    /* contents before locking */
    li a0, 0x5678
    sw a0, 0(s1)

    li a0, IMAGE_NAPOT
    csrw pmpaddr3, a0
    srli a0, s0, 2
    ori a0, a0, 0x1ff
    csrw pmpaddr0, a0
    srli a0, s1, 2                  /* bottom of entry 2 */
    csrw pmpaddr1, a0
    addi a0, s1, 0x100
    srli a0, a0, 2
    csrw pmpaddr2, a0
    li a0, CFG(E0, PMP_A_OFF, E2, BG)
    csrw pmpcfg0, a0
    sfence.vma

    /* ------------------------------------------------ M obeys */
    TEST_NUM(1)
    mv a2, s0
    TRAP_EXPECT_REG(CAUSE_LOAD_ACCESS, a2, 2f)
    li a0, 0x5a
1:  lw a0, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_EQI a0, 0x5a
    TEST_NUM(2)
    addi a2, s0, 0x7f0
    TRAP_EXPECT_REG(CAUSE_STORE_ACCESS, a2, 2f)
    sw x0, 0(a2)
    TEST_FAIL
2:  TEST_NUM(3)
    addi a2, s0, 0x100
    TRAP_EXPECT_REG(CAUSE_FETCH_ACCESS, a2, 2f)
    jalr ra, 0(a2)
    TEST_FAIL
2:  TRAP_FIELD(a3, core_mctl, TR_GOT_EPC)
    CHECK_EQ a3, a2
    TEST_NUM(4)                     /* locked TOR, R only: M loads, no stores */
    lw a0, 0(s1)
    CHECK_EQI a0, 0x5678
    addi a2, s1, 0xfc
    lw a0, 0(a2)
    TRAP_EXPECT_REG(CAUSE_STORE_ACCESS, a2, 2f)
    sw x0, 0(a2)
    TEST_FAIL
2:  TEST_NUM(5)                     /* outside: M unrestricted */
    addi a2, s1, 0x100
    li a0, 0x99
    sw a0, 0(a2)
    lw a1, 0(a2)
    CHECK_EQI a1, 0x99

    /* ------------------------------------------------ writes ignored */
    TEST_NUM(10)
    csrr s2, pmpaddr0
    li a0, 0x12345
    csrw pmpaddr0, a0
    csrr a1, pmpaddr0
    CHECK_EQ a1, s2
    TEST_NUM(11)                    /* pmpaddr1: locked by entry 2's TOR */
    csrr s2, pmpaddr1
    li a0, 0x12345
    csrw pmpaddr1, a0
    csrr a1, pmpaddr1
    CHECK_EQ a1, s2
    TEST_NUM(12)                    /* pmpaddr2: locked */
    csrr s2, pmpaddr2
    csrw pmpaddr2, x0
    csrr a1, pmpaddr2
    CHECK_EQ a1, s2
    TEST_NUM(13)                    /* pmpaddr3: unlocked */
    li a0, 0x12345
    csrw pmpaddr3, a0
    csrr a1, pmpaddr3
    CHECK_EQ a1, a0
    li a0, IMAGE_NAPOT
    csrw pmpaddr3, a0
    TEST_NUM(14)                    /* pmpcfg0 as a whole: entries 0 and 2
                                       keep their bytes, entry 1 changes */
    li a0, CFG(PMP_A_NAPOT | PMP_R | PMP_W | PMP_X, PMP_A_NA4 | PMP_R, PMP_A_OFF, BG)
    csrw pmpcfg0, a0
    csrr a1, pmpcfg0
    li a0, 0xffffffff
    and a1, a1, a0
    li a0, CFG(E0, PMP_A_NA4 | PMP_R, E2, BG)
    CHECK_EQ a1, a0
    TEST_NUM(15)                    /* csrc cannot clear L */
    li a0, CFG(PMP_L, 0, PMP_L, 0)
    csrc pmpcfg0, a0
    csrr a1, pmpcfg0
    CHECK_FIELD a1, CFG(0xff, 0, 0xff, 0), CFG(E0, 0, E2, 0)
    TEST_NUM(16)                    /* entry 1 byte back to OFF */
    li a0, CFG(E0, PMP_A_OFF, E2, BG)
    csrw pmpcfg0, a0
    csrr a1, pmpcfg0
    CHECK_FIELD a1, CFG(0xff, 0xff, 0xff, 0xff), CFG(E0, PMP_A_OFF, E2, BG)
    sfence.vma
    TEST_NUM(17)                    /* the entries still protect after the
                                       attempted writes */
    mv a2, s0
    TRAP_EXPECT_REG(CAUSE_LOAD_ACCESS, a2, 2f)
    lw a0, 0(a2)
    TEST_FAIL
2:
    /* ------------------------------------------------ S/U */
    addi a2, s0, 8
    FAULT_IN(20, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    mv a2, s1                       /* U reads region B (R), cannot write */
    FAULT_IN(21, PRV_U, CAUSE_STORE_ACCESS, lw a0, 0(a2); sw a0, 0(a2))
    TEST_PASS

    .bss
    .balign 8192
pmp_region: .skip 8192
