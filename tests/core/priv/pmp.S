/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Physical memory protection, unlocked entries (privileged spec 3.7).
 *   - address matching: OFF, TOR, NA4, NAPOT; the lowest-numbered matching
 *     entry decides; an S/U access that matches no entry fails when entries
 *     are active (the all-entries-OFF case is in pmp_nomatch.S, soc-only)
 *   - R/W/X checked for S and U: load -> cause 5, store -> 7, fetch -> 1,
 *     mtval = the address
 *   - M is not checked by unlocked entries, except loads/stores with
 *     mstatus.MPRV = 1, which use the privilege in MPP
 * Uses entries 0-3 only (all in pmpcfg0 on RV32 and RV64). Entry 3 is the
 * "background": NAPOT over the test image (the first 1 MiB of RAM) with RWX.
 * NA4 needs grain G = 0; with a coarser grain that part is skipped (G is
 * read back from pmpaddr as the spec describes).
 */
#include "test_macros.h"

#define IMAGE_NAPOT  ((RAM_BASE >> 2) | ((0x100000 >> 3) - 1))  /* 1 MiB */
#define NAPOT_4K(reg) srli reg, reg, 2; ori reg, reg, 0x1ff       /* in place */
#define CFG(c0, c1, c2, c3) ((c0) | ((c1) << 8) | ((c2) << 16) | ((c3) << 24))
#define BG (PMP_A_NAPOT | PMP_R | PMP_W | PMP_X)

/* cfg for entries 0..3 (pmpaddr already written), then sfence.vma */
#define PMP_CFG(c0, c1, c2, c3)                                         \
    li t6, CFG(c0, c1, c2, c3); csrw pmpcfg0, t6; sfence.vma

/* FAULT_IN and RUN_IN (test_macros.h): the access in a2 faults, or runs */
    .text
    .globl main
main:
    /* the background entry, used throughout */
    li a0, IMAGE_NAPOT
    csrw pmpaddr3, a0
    csrw pmpaddr0, x0
    csrw pmpaddr1, x0
    csrw pmpaddr2, x0
    PMP_CFG(0, 0, 0, BG)
    la s0, pmp_region               /* 8 KiB, 8 KiB aligned */
    li a0, 0x1000
    add s1, s0, a0                  /* second 4 KiB half */

    /* ------------------------------------------------ registers */
    TEST_NUM(1)                     /* pmpaddr/pmpcfg read back */
    li a0, IMAGE_NAPOT
    csrr a1, pmpaddr3
    CHECK_EQ a0, a1
    csrr a1, pmpcfg0
    li a0, CFG(0, 0, 0, BG)
    CHECK_EQ a0, a1
    TEST_NUM(2)                     /* grain: pmpaddr2 = all ones while OFF
                                       reads back with G low zero bits */
    li a0, -1
    csrw pmpaddr2, a0
    csrr s2, pmpaddr2               /* s2 = ones, low G bits clear */
    csrw pmpaddr2, x0
    CHECK_NE s2, x0
    li s3, 0                        /* s3 = G */
    mv a0, s2
1:  andi a1, a0, 1
    bnez a1, 2f
    addi s3, s3, 1
    srli a0, a0, 1
    j 1b
2:  li a1, 10                       /* 4 KiB regions below need G <= 10 */
    bleu s3, a1, 3f
    TEST_FAIL
3:
    /* ------------------------------------------------ NAPOT, permissions */
    mv a0, s0
    NAPOT_4K(a0)
    csrw pmpaddr0, a0
    PMP_CFG(PMP_A_NAPOT | PMP_R, 0, 0, BG)          /* region 0: R only */
    mv a2, s0
    RUN_IN(10, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    addi a2, s1, -4                                  /* last word */
    RUN_IN(11, PRV_S, CAUSE_ECALL_S, lw a0, 0(a2))
    addi a2, s0, 0x10
    FAULT_IN(12, PRV_U, CAUSE_STORE_ACCESS, sw a0, 0(a2))
    FAULT_IN(13, PRV_S, CAUSE_STORE_ACCESS, sb a0, 0(a2))
    FAULT_IN(14, PRV_U, CAUSE_FETCH_ACCESS, jalr ra, 0(a2))
    mv a2, s1                                        /* just past: background */
    RUN_IN(15, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))
    addi a2, s0, -4                                  /* just below */
    RUN_IN(16, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))
    TEST_NUM(17)                    /* M ignores an unlocked entry */
    addi a2, s0, 0x10
    li a0, 0x4d
    sw a0, 0(a2)
    lw a1, 0(a2)
    CHECK_EQI a1, 0x4d
    TEST_NUM(18)                    /* the faulting U store changed nothing */
    addi a2, s0, 0x10
    li a0, 0x4d4d
    sw a0, 0(a2)
    FAULT_IN(19, PRV_U, CAUSE_STORE_ACCESS, sw x0, 0(a2))
    lw a1, 0(a2)
    CHECK_EQI a1, 0x4d4d

    PMP_CFG(PMP_A_NAPOT, 0, 0, BG)                  /* no permission */
    mv a2, s0
    FAULT_IN(20, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    addi a2, s0, 0x7ff
    FAULT_IN(21, PRV_S, CAUSE_LOAD_ACCESS, lbu a0, 0(a2))
    PMP_CFG(PMP_A_NAPOT | PMP_R | PMP_W, 0, 0, BG)  /* RW */
    addi a2, s0, 0x20
    RUN_IN(22, PRV_U, CAUSE_ECALL_U, li a0, 0x33; sw a0, 0(a2); lw a1, 0(a2))
    FAULT_IN(23, PRV_S, CAUSE_FETCH_ACCESS, jalr ra, 0(a2))

    /* ------------------------------------------------ X only */
    TEST_NUM(30)                    /* M writes a stub into the region */
    li a0, 0x07700513               /* addi a0, x0, 0x77 */
    sw a0, 0x40(s0)
    li a0, 0x00008067               /* ret */
    sw a0, 0x44(s0)
    fence.i
    PMP_CFG(PMP_A_NAPOT | PMP_X, 0, 0, BG)
    addi a2, s0, 0x40
    RUN_IN(31, PRV_U, CAUSE_ECALL_U, li a0, 0; jalr ra, 0(a2); mv s4, a0)
    CHECK_EQI s4, 0x77
    FAULT_IN(32, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    FAULT_IN(33, PRV_S, CAUSE_STORE_ACCESS, sw a0, 0(a2))

    /* ------------------------------------------------ priority */
    TEST_NUM(40)                    /* entry 0: region 0 R only; entry 1: the
                                       whole 8 KiB RW. Entry 0 wins in region
                                       0, entry 1 applies in region 1 */
    mv a0, s0
    NAPOT_4K(a0)
    csrw pmpaddr0, a0
    srli a0, s0, 2
    ori a0, a0, 0x3ff               /* 8 KiB */
    csrw pmpaddr1, a0
    PMP_CFG(PMP_A_NAPOT | PMP_R, PMP_A_NAPOT | PMP_R | PMP_W, 0, BG)
    addi a2, s0, 0x100
    FAULT_IN(41, PRV_U, CAUSE_STORE_ACCESS, sw a0, 0(a2))
    addi a2, s1, 0x100
    RUN_IN(42, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))
    TEST_NUM(43)                    /* swapped: the wide RW entry first wins */
    csrw pmpaddr0, a0               /* a0 = 8 KiB NAPOT */
    mv a1, s0
    NAPOT_4K(a1)
    csrw pmpaddr1, a1
    PMP_CFG(PMP_A_NAPOT | PMP_R | PMP_W, PMP_A_NAPOT | PMP_R, 0, BG)
    addi a2, s0, 0x100
    RUN_IN(44, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))

    /* ------------------------------------------------ TOR */
    TEST_NUM(50)                    /* entry 1 TOR [s0 + 0x100, s0 + 0x200),
                                       no permission; entry 0 OFF gives the
                                       bottom */
    addi a0, s0, 0x100
    srli a0, a0, 2
    csrw pmpaddr0, a0
    addi a0, s0, 0x200
    srli a0, a0, 2
    csrw pmpaddr1, a0
    PMP_CFG(PMP_A_OFF, PMP_A_TOR, 0, BG)
    addi a2, s0, 0x100
    FAULT_IN(51, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    addi a2, s0, 0x1fc
    FAULT_IN(52, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    addi a2, s0, 0x200                               /* top is exclusive */
    RUN_IN(53, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    addi a2, s0, 0xfc                                /* below the bottom */
    RUN_IN(54, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    TEST_NUM(55)                    /* TOR with top <= bottom matches nothing */
    addi a0, s0, 0x100
    srli a0, a0, 2
    csrw pmpaddr1, a0
    sfence.vma
    addi a2, s0, 0x100
    RUN_IN(56, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    TEST_NUM(57)                    /* TOR in entry 2 with entry 1 NAPOT as the
                                       bottom: entry 1's pmpaddr is read as a
                                       plain address by entry 2 */
    addi a0, s1, 0x000              /* entry 1: NAPOT 4 KiB at s1, RW */
    NAPOT_4K(a0)
    csrw pmpaddr1, a0
    addi a0, s1, 0x7fc              /* entry 2: TOR top = s1 + 0x800 */
    addi a0, a0, 4
    srli a0, a0, 2
    csrw pmpaddr2, a0
    PMP_CFG(PMP_A_OFF, PMP_A_NAPOT | PMP_R | PMP_W, PMP_A_TOR | PMP_R, BG)
    /* the bottom of entry 2 is pmpaddr1 << 2 = s1 + 0x7fc (NAPOT low ones);
     * s1 + 0x7fc .. s1 + 0x800 would be R by entry 2, but entry 1 matches the
     * whole of s1's 4 KiB first: stores in it succeed */
    addi a2, s1, 0x7fc
    RUN_IN(58, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))
    /* now entry 1 OFF: [pmpaddr1<<2, s1 + 0x800) is entry 2's, R only */
    PMP_CFG(PMP_A_OFF, PMP_A_OFF, PMP_A_TOR | PMP_R, BG)
    addi a2, s1, 0x7fc
    FAULT_IN(59, PRV_U, CAUSE_STORE_ACCESS, sw a0, 0(a2))
    RUN_IN(60, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    addi a2, s1, 0x7f8
    RUN_IN(61, PRV_U, CAUSE_ECALL_U, sw a0, 0(a2))

    /* ------------------------------------------------ NA4 */
    bnez s3, 1f                     /* G > 0: NA4 not selectable */
    TEST_NUM(70)
    addi a0, s0, 0x308
    srli a0, a0, 2
    csrw pmpaddr0, a0
    PMP_CFG(PMP_A_NA4, 0, 0, BG)
    addi a2, s0, 0x308
    FAULT_IN(71, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    addi a2, s0, 0x30b
    FAULT_IN(72, PRV_U, CAUSE_STORE_ACCESS, sb a0, 0(a2))
    addi a2, s0, 0x304
    RUN_IN(73, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
    addi a2, s0, 0x30c
    RUN_IN(74, PRV_U, CAUSE_ECALL_U, lw a0, 0(a2))
1:
    /* ------------------------------------------------ no matching entry */
    TEST_NUM(80)                    /* RAM beyond the image matches no entry:
                                       S and U fail, M succeeds */
    PMP_CFG(0, 0, 0, BG)
    li a2, RAM_BASE + 0x100000
    FAULT_IN(81, PRV_U, CAUSE_LOAD_ACCESS, lw a0, 0(a2))
    FAULT_IN(82, PRV_S, CAUSE_STORE_ACCESS, sw a0, 0(a2))
    FAULT_IN(83, PRV_S, CAUSE_FETCH_ACCESS, jalr ra, 0(a2))
    TEST_NUM(84)
    li a2, RAM_BASE + 0x100000
    li a0, 0x2468
    sw a0, 0(a2)
    lw a1, 0(a2)
    CHECK_EQI a1, 0x2468

    /* ------------------------------------------------ MPRV */
    TEST_NUM(90)                    /* region 0 R only; M with MPRV = 1 and
                                       MPP = U stores as U: fault */
    mv a0, s0
    NAPOT_4K(a0)
    csrw pmpaddr0, a0
    PMP_CFG(PMP_A_NAPOT | PMP_R, 0, 0, BG)
    addi a2, s0, 0x40
    li a1, MSTATUS_MPP
    csrc mstatus, a1                /* MPP = U */
    TRAP_EXPECT_REG(CAUSE_STORE_ACCESS, a2, 2f)
    li a1, MSTATUS_MPRV
    csrs mstatus, a1
1:  sw a0, 0(a2)
    TEST_FAIL
2:  /* the trap set MPP = M, so MPRV is harmless in the handler; clear it */
    li a1, MSTATUS_MPRV
    csrc mstatus, a1
    CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_M
    TEST_NUM(91)                    /* MPRV, MPP = U: loads allowed (R), and
                                       fetches stay M (this code runs) */
    li a1, MSTATUS_MPP
    csrc mstatus, a1
    li a1, MSTATUS_MPRV
    csrs mstatus, a1
    lw a0, 0(a2)
    li a1, MSTATUS_MPRV
    csrc mstatus, a1
    TEST_NUM(92)                    /* MPRV with MPP = M: no check */
    li a1, MSTATUS_MPP | MSTATUS_MPRV
    csrs mstatus, a1
    sw a0, 0(a2)
    li a1, MSTATUS_MPRV
    csrc mstatus, a1
    TEST_NUM(93)                    /* MPRV with MPP = S: S rules */
    li a1, MSTATUS_MPP
    csrc mstatus, a1
    li a1, MSTATUS_MPP_S | MSTATUS_MPRV
    csrs mstatus, a1
    TRAP_EXPECT_REG(CAUSE_STORE_ACCESS, a2, 2f)
    sw a0, 0(a2)
    TEST_FAIL
2:  li a1, MSTATUS_MPRV
    csrc mstatus, a1

    /* restore crt0's single entry for the pass path */
    li a0, -1
    csrw pmpaddr0, a0
    PMP_CFG(BG, 0, 0, 0)
    TEST_PASS

    .bss
    .balign 8192
pmp_region: .skip 8192
