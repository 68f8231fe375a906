/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. CSR and xRET rules of the privileged spec (1.12) where QEMU 7.2
 * deviates, so this test is not run on QEMU:
 *   1. csrrs/csrrc with rs1 != x0 always attempt a write, even when the
 *      register holds 0: on a read-only CSR they raise illegal instruction
 *      (QEMU 7.2 only traps when the value is non-zero).
 *   2. mepc/sepc: bit 0 is always 0; with C (IALIGN = 16) bit 1 is kept.
 *   3. medeleg[11] (ecall from M) is read-only zero (QEMU 7.2: writable).
 *   4. mret and sret to a privilege below M clear mstatus.MPRV (QEMU 7.2
 *      leaves it set).
 *   5. satp.MODE is Bare or Sv39 only: a write of Sv48 or Sv57 (QEMU 7.2
 *      has both) changes nothing, not even ASID or PPN.
 */
#include "test_macros.h"

/* in M, with a1 = 0 */
#define TEST_ILLEGAL_INSN(n, ...) li a1, 0; ILLEGAL_IN(n, PRV_M, __VA_ARGS__)

    .text
    .globl main
main:
    /* ------------------------------------------ 1. zero-valued rs1 writes */
    TEST_ILLEGAL_INSN(1, csrrs a0, mvendorid, a1)       /* a1 = 0 */
    TEST_ILLEGAL_INSN(2, csrrc a0, mhartid, a1)
    TEST_ILLEGAL_INSN(3, csrrs a0, cycle, a1)
    TEST_ILLEGAL_INSN(4, csrrc a0, instret, a1)
    TEST_ILLEGAL_INSN(5, csrrs a0, marchid, a1)
    TEST_NUM(6)                     /* the rs1 = x0 / uimm = 0 forms still read */
    csrrs a0, mhartid, x0
    csrrsi a0, mhartid, 0
    csrrc a0, mhartid, x0
    csrrci a0, mhartid, 0
    CHECK_EQI a0, 0

    /* ------------------------------------------ 2. xepc alignment */
    TEST_NUM(10)
    li a0, RAM_BASE + 0x103
    csrw mepc, a0
    csrr a1, mepc
    CHECK_EQI a1, RAM_BASE + 0x102
    li a0, RAM_BASE + 0x106
    csrw mepc, a0
    csrr a1, mepc
    CHECK_EQI a1, RAM_BASE + 0x106
    TEST_NUM(11)
    li a0, RAM_BASE + 0x203
    csrw sepc, a0
    csrr a1, sepc
    CHECK_EQI a1, RAM_BASE + 0x202
    li a0, -1
    csrw sepc, a0
    csrr a1, sepc
    CHECK_EQI a1, -2

    /* ------------------------------------------ 3. medeleg[11] */
    TEST_NUM(20)
    li a0, 1 << CAUSE_ECALL_M
    csrw medeleg, a0
    csrr a1, medeleg
    CHECK_FIELD a1, (1 << CAUSE_ECALL_M), 0
    csrw medeleg, x0

    /* ------------------------------------------ 4. xRET clears MPRV */
    TEST_NUM(30)                    /* mret to S */
    li a1, MSTATUS_MPP
    csrc mstatus, a1
    li a1, MSTATUS_MPP_S | MSTATUS_MPRV
    csrs mstatus, a1                /* M loads use S permissions: PMP entry
                                       0 grants them */
    XRET_TO_ECALL(m, CAUSE_ECALL_S)
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPRV, 0
    TEST_NUM(31)                    /* mret to U */
    li a1, MSTATUS_MPP | MSTATUS_MPIE
    csrc mstatus, a1
    li a1, MSTATUS_MPRV
    csrs mstatus, a1                /* MPP = U now */
    XRET_TO_ECALL(m, CAUSE_ECALL_U)
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPRV, 0
    TEST_NUM(32)                    /* sret from M to S */
    li a1, MSTATUS_MPP | MSTATUS_MPRV
    csrs mstatus, a1                /* MPP = M: MPRV has no effect meanwhile */
    li a1, MSTATUS_SPP
    csrs mstatus, a1
    XRET_TO_ECALL(s, CAUSE_ECALL_S)
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPRV, 0
    TEST_NUM(33)                    /* sret from S to U */
    li a1, MSTATUS_MPP | MSTATUS_MPRV
    csrs mstatus, a1
    TRAP_EXPECT(CAUSE_ECALL_U, 0, 3f)
    li a1, MSTATUS_SPP
    csrs mstatus, a1
    la a1, 1f
    csrw sepc, a1
    sret                            /* M -> S (clears MPRV) */
1:  li a1, MSTATUS_SPP
    csrc sstatus, a1
    la a1, 2f
    csrw sepc, a1
    sret                            /* S -> U */
2:  ecall
    TEST_FAIL
3:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPRV, 0
    /* ------------------------------------------ 5. satp without Sv48/Sv57 */
#if XLEN == 64
    TEST_NUM(40)
    li a1, (8 << 60) | (5 << 44) | 0x80123 /* Sv39 */
    csrw satp, a1
    li a2, (9 << 60) | 0x12345             /* Sv48 */
    csrw satp, a2
    csrr a0, satp
    CHECK_EQ a0, a1
    TEST_NUM(41)
    li a2, (10 << 60) | 0x12345            /* Sv57 */
    csrw satp, a2
    csrr a0, satp
    CHECK_EQ a0, a1
    csrw satp, x0
#endif

    TEST_PASS
