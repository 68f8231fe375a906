/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Exception delegation (medeleg) to S-mode, the S trap registers, and SRET.
 *   A delegated exception raised in S or U traps to stvec with scause, sepc,
 *   stval set, sstatus.SPP = the previous mode (0 U, 1 S), SPIE = SIE,
 *   SIE = 0; mcause/mepc/mtval are left alone and the M handler is not run.
 *   Delegation never applies to traps raised in M.
 *   SRET: mode = SPP, SIE = SPIE, SPIE = 1, SPP = U (least privileged).
 *   (medeleg[11], read-only zero, is checked in csr_soc.S: QEMU 7.2 lets it
 *   be written.)
 */
#include "test_macros.h"

/* In S: set the sstatus bits `set` (SPP among them: back to S) and clear
 * `clear`, sret to the next instruction, and check there (still S: sstatus
 * is readable) that SPP, SPIE and SIE are `after` */
#define CHECK_SRET_S_TO_S(set, clear, after)                            \
    li a1, set;                                                         \
    csrs sstatus, a1;                                                   \
    li a1, clear;                                                       \
    csrc sstatus, a1;                                                   \
    la a1, 86f;                                                         \
    csrw sepc, a1;                                                      \
    sret;                                                               \
    TEST_FAIL;                                                          \
86: csrr a1, sstatus;                                                   \
    CHECK_FIELD a1, MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE, after

    .text
    .globl main
main:
    /* --------------------------------------------- medeleg / mideleg WARL */
    TEST_NUM(1)
    li a0, -1
    csrw medeleg, a0
    csrr a1, medeleg
    li a2, (1 << CAUSE_MISALIGNED_FETCH) | (1 << CAUSE_FETCH_ACCESS) | (1 << CAUSE_ILLEGAL_INSN) | (1 << CAUSE_BREAKPOINT) | (1 << CAUSE_MISALIGNED_LOAD) | (1 << CAUSE_LOAD_ACCESS) | (1 << CAUSE_MISALIGNED_STORE) | (1 << CAUSE_STORE_ACCESS) | (1 << CAUSE_ECALL_U) | (1 << CAUSE_ECALL_S)
    and a3, a1, a2
    CHECK_EQ a3, a2                 /* every cause that can occur in S/U */
    csrw medeleg, x0
    csrr a1, medeleg
    CHECK_EQI a1, 0
    TEST_NUM(2)
    li a0, MIP_SSIP | MIP_STIP | MIP_SEIP
    csrw mideleg, a0
    csrr a1, mideleg
    CHECK_FIELD a1, MIP_SSIP | MIP_STIP | MIP_SEIP, MIP_SSIP | MIP_STIP | MIP_SEIP
    csrw mideleg, x0
    csrr a1, mideleg
    CHECK_FIELD a1, MIP_SSIP | MIP_STIP | MIP_SEIP, 0

    /* --------------------------------------------- ecall from U to S */
    TEST_NUM(10)
    li a0, (1 << CAUSE_ECALL_U) | (1 << CAUSE_ILLEGAL_INSN) | (1 << CAUSE_LOAD_ACCESS) | (1 << CAUSE_BREAKPOINT)
    csrw medeleg, a0
    li a0, 0x1234
    csrw mcause, a0                 /* sentinels: must survive S traps */
    csrw mepc, a0
    csrw mtval, a0
    csrs sstatus, MSTATUS_SIE       /* SIE = 1 before the trap */
    TRAP_FIELD(s3, core_mctl, TR_COUNT)
    STRAP_EXPECT(CAUSE_ECALL_U, 0, 2f)
    GOTO_U(1f)
1:  ecall
    TEST_FAIL
2:  /* now in S, via the S handler */
    CHECK_TRAP_EPC core_sctl, 1b
    CHECK_TRAP_FIELD core_sctl, TR_GOT_CAUSE, CAUSE_ECALL_U
    CHECK_TRAP_FIELD core_sctl, TR_GOT_TVAL, 0
    /* sstatus at the trap: SPP = 0 (from U), SPIE = 1 (old SIE), SIE = 0 */
    CHECK_TRAP_STATUS core_sctl, MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE, MSTATUS_SPIE
    csrr a1, scause
    CHECK_EQI a1, CAUSE_ECALL_U
    /* (sepc now holds the resume address the handler wrote) */
    TRAP_FIELD(a1, core_mctl, TR_COUNT)
    CHECK_EQ a1, s3                 /* the M handler did not run */
    ECALL_S_TO_M
    TEST_NUM(11)                    /* mcause etc. were only written by the
                                       last (M) trap */
    csrr a1, mcause
    CHECK_EQI a1, CAUSE_ECALL_S

    /* --------------------------------------------- illegal instruction in S */
    TEST_NUM(20)
    csrc sstatus, MSTATUS_SIE       /* SIE = 0 before: SPIE = 0 */
    STRAP_EXPECT_ILLEGAL(1f, 2f)
    GOTO_S(1f)
1:  .word 0
    TEST_FAIL
2:  CHECK_TRAP_EPC core_sctl, 1b
    CHECK_TRAP_STATUS core_sctl, MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE, MSTATUS_SPP
    TEST_NUM(21)                    /* an S CSR access from U, delegated */
    STRAP_EXPECT_ILLEGAL(3f, 4f)
    SRET_TO_U(3f)
3:  csrr a0, sscratch
    TEST_FAIL
4:  CHECK_TRAP_EPC core_sctl, 3b
    CHECK_TRAP_STATUS core_sctl, MSTATUS_SPP, 0
    ECALL_S_TO_M
    /* --------------------------------------------- load access fault from U */
    TEST_NUM(30)
    li a2, 0x01000040
    STRAP_EXPECT(CAUSE_LOAD_ACCESS, 0x01000040, 2f)
    GOTO_U(1f)
1:  lw a0, 0(a2)
    TEST_FAIL
2:  csrr a1, stval
    CHECK_EQI a1, 0x01000040
    csrr a1, scause
    CHECK_EQI a1, CAUSE_LOAD_ACCESS
    ECALL_S_TO_M
    /* --------------------------------------------- breakpoint in S */
    TEST_NUM(31)
    STRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 1f, 2f)
    GOTO_S(1f)
1:  ebreak
    TEST_FAIL
2:  CHECK_TRAP_EPC core_sctl, 1b
    ECALL_S_TO_M
    /* --------------------------------------------- not delegated in M */
    TEST_NUM(40)                    /* medeleg[2] = 1, but raised in M: M handler */
    TRAP_EXPECT_ILLEGAL(1f, 2f)
1:  .word 0
    TEST_FAIL
2:  TEST_NUM(41)                    /* ... and ebreak in M */
    TRAP_EXPECT_AT_OR0(CAUSE_BREAKPOINT, 1f, 2f)
1:  ebreak
    TEST_FAIL
2:  TEST_NUM(42)                    /* a cause not delegated goes to M from U */
    TRAP_EXPECT(CAUSE_STORE_ACCESS, 0x01000000, 2f)
    li a2, 0x01000000
    GOTO_U(1f)
1:  sw a0, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, 0

    /* --------------------------------------------- sret */
    TEST_NUM(50)                    /* S -> S with SPIE = 0: SIE = 0, SPIE = 1,
                                       SPP = U afterwards */
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 9f)
    GOTO_S(1f)
1:  CHECK_SRET_S_TO_S(MSTATUS_SPP | MSTATUS_SIE, MSTATUS_SPIE, MSTATUS_SPIE)
    TEST_NUM(51)                    /* S -> S with SPIE = 1: SIE = 1 */
    CHECK_SRET_S_TO_S(MSTATUS_SPP | MSTATUS_SPIE, MSTATUS_SIE, MSTATUS_SPIE | MSTATUS_SIE)
    TEST_NUM(52)                    /* S -> U: U cannot read sstatus, so ecall
                                       to S and look at what the trap saw:
                                       SPP = 0, SPIE = SIE in U = 1 */
    STRAP_EXPECT(CAUSE_ECALL_U, 0, 5f)
    li a1, MSTATUS_SPIE
    csrs sstatus, a1
    SRET_TO_U(4f)
4:  ecall
    TEST_FAIL
5:  CHECK_TRAP_STATUS core_sctl, MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE, MSTATUS_SPIE
    TEST_NUM(53)                    /* sret does not touch the M fields */
    ecall                           /* to M (armed above, resumes at 9f) */
    TEST_FAIL
9:  CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S

    csrw medeleg, x0
    csrc sstatus, MSTATUS_SIE
    TEST_PASS
