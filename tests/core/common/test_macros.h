/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler macros of the core self-test suite. Include from .S files:
 *
 *     #include "test_macros.h"
 *         .text
 *         .globl main
 *     main:
 *         TEST_CASE(1, a0, 5, li a1, 2; addi a0, a1, 3)
 *         ...
 *         TEST_PASS
 *
 * Register conventions (see README.md):
 *   tp (x4)         current test number; a failure exits with it as the code.
 *   t5, t6 (x30/31) scratch of every macro here; never use them as the result
 *                   register of a TEST_* macro, and do not keep values in them
 *                   across a macro.
 *   sp              a valid stack (set by crt0); the trap handlers do not use
 *                   it (they switch to mscratch/sscratch).
 * Everything else is the test's. The macros are XLEN-neutral: the same source
 * assembles for RV32 and RV64; use XV(v32, v64) where a value depends on XLEN.
 */
#ifndef CORE_TEST_MACROS_H
#define CORE_TEST_MACROS_H

#include "defs.h"

/* ------------------------------------------------------------ XLEN helpers */
#if XLEN == 64
#define REG_S   sd
#define REG_L   ld
#define LWU     lwu          /* zero-extending 32-bit load */
#define XV(v32, v64) (v64)
#else
#define REG_S   sw
#define REG_L   lw
#define LWU     lw
#define XV(v32, v64) (v32)
#endif
#define XREG(n) ((n) * REGBYTES)
/* data directive for one XLEN-sized word (addresses in tables) */
#if XLEN == 64
#define XWORD .dword
#else
#define XWORD .word
#endif

/* Most negative / positive XLEN-bit values and all-ones. */
#define XMIN    XV(0x80000000, 0x8000000000000000)
#define XMAX    XV(0x7fffffff, 0x7fffffffffffffff)
#define XONES   (-1)

/* ------------------------------------------------------------ test numbers */
#define TEST_NUM(n)   li tp, (n)
#define TEST_PASS     jal x0, core_pass
#define TEST_FAIL     jal x0, core_fail_tp

/* Compare-and-fail, with unique local labels (the jal reaches +-1 MiB, the
 * whole test image; a conditional branch would not): fail unless branch
 * instruction br (beq, bne, bltu, bgeu, bgtu, ...) on a, b is taken. */
.macro CHECK_BR br, a, b
    \br \a, \b, .Lchk_ok\@
    jal x0, core_fail_tp
.Lchk_ok\@:
.endm
.macro CHECK_EQ a, b
    CHECK_BR beq, \a, \b
.endm
.macro CHECK_NE a, b
    CHECK_BR bne, \a, \b
.endm
/* reg == constant (clobbers t6) */
.macro CHECK_EQI reg, val
    li t6, \val
    CHECK_EQ \reg, t6
.endm
/* reg == address of a label (clobbers t6) */
.macro CHECK_EQL reg, label
    la t6, \label
    CHECK_EQ \reg, t6
.endm
/* Fail unless (reg & mask) == val (clobbers t5, t6) */
.macro CHECK_FIELD reg, mask, val
    li t6, \mask
    and t6, \reg, t6
    li t5, \val
    CHECK_EQ t5, t6
.endm
/* `bits` set through CSR wset must read back set through rset, and cleared
 * through wclr must read back clear through rclr: one CSR, or two views of
 * the same bits (sstatus/mstatus, sip/mip). The bits are kept in register x,
 * the reads go to y (clobbers x, y, t5, t6). */
.macro CHECK_SET_CLEAR bits, wset, rset, wclr, rclr, x=a0, y=a1
    li \x, \bits
    csrs \wset, \x
    csrr \y, \rset
    CHECK_FIELD \y, \bits, \bits
    csrc \wclr, \x
    csrr \y, \rclr
    CHECK_FIELD \y, \bits, 0
.endm

/*
 * TEST_CASE(n, reg, expect, code...): set the test number, run code, then
 * fail with exit code n unless reg == expect. `code` is one or more
 * instructions separated by ';'.
 */
#define TEST_CASE(n, reg, expect, ...)  \
    TEST_NUM(n);                        \
    __VA_ARGS__;                        \
    CHECK_EQI reg, expect

/* ------------------------------------------------------------ ALU shapes */
/* rd = a0, rs1 = a1, rs2 = a2 */
#define TEST_RR(n, inst, expect, v1, v2) \
    TEST_CASE(n, a0, expect, li a1, v1; li a2, v2; inst a0, a1, a2)
/* rd == rs1 */
#define TEST_RR_D1(n, inst, expect, v1, v2) \
    TEST_CASE(n, a1, expect, li a1, v1; li a2, v2; inst a1, a1, a2)
/* rd == rs2 */
#define TEST_RR_D2(n, inst, expect, v1, v2) \
    TEST_CASE(n, a2, expect, li a1, v1; li a2, v2; inst a2, a1, a2)
/* rd == rs1 == rs2 */
#define TEST_RR_DSS(n, inst, expect, v) \
    TEST_CASE(n, a1, expect, li a1, v; inst a1, a1, a1)
/* rs1 = x0 */
#define TEST_RR_Z1(n, inst, expect, v2) \
    TEST_CASE(n, a0, expect, li a2, v2; inst a0, x0, a2)
/* rs2 = x0 */
#define TEST_RR_Z2(n, inst, expect, v1) \
    TEST_CASE(n, a0, expect, li a1, v1; inst a0, a1, x0)
/* rd = x0: the result is dropped, x0 still reads 0 */
#define TEST_RR_ZD(n, inst, v1, v2) \
    TEST_CASE(n, x0, 0, li a1, v1; li a2, v2; inst x0, a1, a2)

/* Two instructions on the same sources back to back, each result checked
 * (rs1 = a1, rs2 = a2, rd = a3 then a4): a pair the pipeline may fuse or
 * overlap, such as a quotient and a remainder */
#define TEST_RR_PAIR(n, inst1, expect1, inst2, expect2, v1, v2) \
    TEST_NUM(n); li a1, v1; li a2, v2;                          \
    inst1 a3, a1, a2; inst2 a4, a1, a2;                         \
    CHECK_EQI a3, expect1; CHECK_EQI a4, expect2
/* The same pair with the first result overwriting rs1 (a1), so that the
 * second must read the new value (rd of the second = a3) */
#define TEST_RR_PAIR_D1(n, inst1, expect1, inst2, expect2, v1, v2) \
    TEST_NUM(n); li a1, v1; li a2, v2;                          \
    inst1 a1, a1, a2; inst2 a3, a1, a2;                         \
    CHECK_EQI a1, expect1; CHECK_EQI a3, expect2

#define TEST_IMM(n, inst, expect, v1, imm) \
    TEST_CASE(n, a0, expect, li a1, v1; inst a0, a1, imm)
#define TEST_IMM_D1(n, inst, expect, v1, imm) \
    TEST_CASE(n, a1, expect, li a1, v1; inst a1, a1, imm)
#define TEST_IMM_Z1(n, inst, expect, imm) \
    TEST_CASE(n, a0, expect, inst a0, x0, imm)
#define TEST_IMM_ZD(n, inst, v1, imm) \
    TEST_CASE(n, x0, 0, li a1, v1; inst x0, a1, imm)

/* ------------------------------------------------------------ loads/stores */
/* a0 = load(base + off) */
#define TEST_LD(n, inst, expect, base, off) \
    TEST_CASE(n, a0, expect, la a1, base; inst a0, off(a1))
/* store v with sinst at base+off, read back with linst, expect `expect` */
#define TEST_ST(n, sinst, linst, expect, v, base, off) \
    TEST_CASE(n, a0, expect, la a1, base; li a2, v; sinst a2, off(a1); linst a0, off(a1))
/* Store -> load forwarding: a2 stored with sinst at 0(a4), then at once
 * loaded back, whole or in part, with linst from off(a4) */
#define CHECK_STORE_LOAD(sinst, linst, off, expect) \
    sinst a2, 0(a4); linst a0, off(a4); CHECK_EQI a0, expect
/* A narrower store merged into a just-stored word: a2 stored with sinst at
 * 0(a4), then nv with ninst at off(a4), then the word loaded with linst */
#define CHECK_STORE_MERGE(sinst, ninst, nv, off, linst, expect) \
    sinst a2, 0(a4); li a3, nv; ninst a3, off(a4);              \
    linst a0, 0(a4); CHECK_EQI a0, expect
/* Fill three w-byte words at buf with `fill` (wst/wld: the store and the
 * zero-extending load of width w), run "sinst val, off(a4)" with a4 = buf,
 * then check the words: e0, e1, and `fill` (the third is never written) */
#define TEST_STORE_WORDS(n, wst, wld, w, fill, buf, sinst, off, val, e0, e1) \
    TEST_NUM(n); la a4, buf; li a5, fill;                               \
    wst a5, 0(a4); wst a5, (w)(a4); wst a5, (2 * (w))(a4);              \
    li a2, val; sinst a2, off(a4);                                      \
    wld a0, 0(a4); CHECK_EQI a0, e0;                                    \
    wld a0, (w)(a4); CHECK_EQI a0, e1;                                  \
    wld a0, (2 * (w))(a4); CHECK_EQI a0, fill

/* ------------------------------------------------------------ privilege */
/* mret to `label` in privilege prv: sets mstatus.MPP and mepc, and clears
 * MPIE so that the target runs with mstatus.MIE = 0 (two mrets in a row
 * would otherwise set MIE: the first leaves MPIE = 1) */
#define GOTO_PRIV(prv, label)                                   \
    li t6, MSTATUS_MPP | MSTATUS_MPIE; csrc mstatus, t6;        \
    li t6, ((prv) << MSTATUS_MPP_SHIFT); csrs mstatus, t6;      \
    la t6, label; csrw mepc, t6;                                \
    mret
#define GOTO_M(label) GOTO_PRIV(PRV_M, label)
#define GOTO_S(label) GOTO_PRIV(PRV_S, label)
#define GOTO_U(label) GOTO_PRIV(PRV_U, label)

/* Test shapes used by many files. Each runs the instructions given (one
 * or more, separated by ';') in privilege prv, entered by an mret.
 *   RUN_IN:    they must not trap; an ecall (cause ecause) returns to M.
 *   ILLEGAL_IN: their first must be an illegal instruction (mepc, MPP
 *              checked) that leaves a0 as it was.
 *   FAULT_IN:  they must trap to M with cause and mtval = a2 (MPP checked). */
#define RUN_IN(n, prv, ecause, ...)                                     \
    TEST_NUM(n);                                                        \
    TRAP_EXPECT(ecause, 0, 88f);                                        \
    GOTO_PRIV(prv, 87f);                                                \
87: __VA_ARGS__;                                                        \
    ecall;                                                              \
    TEST_FAIL;                                                          \
88:
#define ILLEGAL_IN(n, prv, ...) \
    EXCEPTION_IN(n, prv, TRAP_EXPECT_ILLEGAL(87f, 88f), __VA_ARGS__)
/* The same for any exception the arming macro `arm` expects (resuming at
 * 88f; the trapping instruction is at 87f). */
#define EXCEPTION_IN(n, prv, arm, ...)                                  \
    TEST_NUM(n);                                                        \
    li a0, 0x5a5a;                                                      \
    arm;                                                                \
    GOTO_PRIV(prv, 87f);                                                \
87: __VA_ARGS__;                                                        \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_EPC core_mctl, 87b;                                      \
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, ((prv) << MSTATUS_MPP_SHIFT); \
    CHECK_EQI a0, 0x5a5a
#define FAULT_IN(n, prv, cause, ...)                                    \
    TEST_NUM(n);                                                        \
    TRAP_EXPECT_REG(cause, a2, 88f);                                    \
    GOTO_PRIV(prv, 87f);                                                \
87: __VA_ARGS__;                                                        \
    TEST_FAIL;                                                          \
88: CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, ((prv) << MSTATUS_MPP_SHIFT)
/* From M, xret (x = m or s) with the status the test has set up to an
 * ecall (cause ecause) that traps back to M, so that the test can check
 * what the trap recorded about the mode xret entered. Clobbers a1. */
#define XRET_TO_ECALL(x, ecause)                                        \
    la a1, 87f;                                                         \
    csrw x##epc, a1;                                                    \
    TRAP_EXPECT(ecause, 0, 88f);                                        \
    x##ret;                                                             \
    TEST_FAIL;                                                          \
87: ecall;                                                              \
    TEST_FAIL;                                                          \
88:
/* From S, back to M through an ecall M takes (it is not delegated); M
 * goes on after the macro */
#define ECALL_S_TO_M                                                    \
    TRAP_EXPECT(CAUSE_ECALL_S, 0, 89f);                                 \
    ecall;                                                              \
    TEST_FAIL;                                                          \
89:
/* From S: sret to `label` in U (clears sstatus.SPP) or S */
#define SRET_TO_U(label)                                        \
    li t6, MSTATUS_SPP; csrc sstatus, t6;                       \
    la t6, label; csrw sepc, t6; sret
#define SRET_TO_S(label)                                        \
    li t6, MSTATUS_SPP; csrs sstatus, t6;                       \
    la t6, label; csrw sepc, t6; sret

/* ------------------------------------------------------------ trap framework
 *
 * The default handlers (crt0.S: core_mtrap on mtvec, core_strap on stvec)
 * fail the test on any trap unless it was armed first. Arming records what
 * is expected in core_mctl / core_sctl (fields TR_* in defs.h):
 *
 *   TRAP_EXPECT(cause, tval, resume)   next M-mode trap must have this mcause
 *                                      and mtval; then resume at label
 *                                      `resume` in M-mode.
 *
 * Variants choose how tval is given/checked (constant, label address,
 * register, any, "0 or X"), where to resume (label, RESUME_EPC, RESUME_SKIP)
 * and in which privilege (PRV_*, RPRIV_KEEP = the trapping one). The handler
 * disarms itself, so a second trap fails. For interrupts it also clears the
 * cause's bit in mie (sie for the S handler) so that returning to the
 * interrupted code does not take the same interrupt again.
 *
 * A wrong cause exits with 200+cause / 224+cause; a wrong tval exits with the
 * test number. After the trap, TRAP_FIELD reads what was recorded (cause,
 * epc, tval, status at entry, count).
 *
 * Pattern (the TEST_FAIL catches a trap that does not happen):
 *     TRAP_EXPECT(CAUSE_ILLEGAL_INSN, 0, 1f)
 *     .word 0
 *     TEST_FAIL
 * 1:
 */
/* building blocks (GAS macros; clobber t5, t6) */
.macro TRAP_SET ctl, field           /* ctl[field] = t5 */
    la t6, \ctl
    REG_S t5, XREG(\field)(t6)
.endm
.macro TRAP_ARM ctl, cause, tvmode, rpriv   /* tval/resume already set */
    la t6, \ctl
    li t5, \cause
    REG_S t5, XREG(TR_CAUSE)(t6)
    li t5, \tvmode
    REG_S t5, XREG(TR_TVMODE)(t6)
    li t5, \rpriv
    REG_S t5, XREG(TR_RPRIV)(t6)
    li t5, ARMED_EXPECT
    REG_S t5, XREG(TR_ARMED)(t6)
.endm
#define TRAP_DISARM(ctl) \
    la t6, ctl; REG_S x0, XREG(TR_ARMED)(t6)

/* Each expectation arms the handler whose control block is ctl: core_mctl
 * (M-mode) or core_sctl (S-mode, delegated traps). tval is checked as kind
 * says (TV_EXACT, TV_ZERO_OR, TV_ANY); the handler resumes at the address
 * the macro loads into t5 for TR_RESUME, in privilege rpriv (PRV_* or
 * RPRIV_KEEP). The loads are T5_* forms, one macro argument each. Below,
 * the named M and S forms the tests use. */
#define T5_LI(value)   li t5, value
#define T5_LA(label)   la t5, label
#define T5_MV(reg)     mv t5, reg
#define T5_INSN(label) la t5, label; LWU t5, 0(t5)   /* the encoding at label */
#define EXPECT_ON(ctl, cause, tval_load, kind, resume_load, rpriv)  \
    TRAP_DISARM(ctl);                                               \
    tval_load;   TRAP_SET ctl, TR_TVAL;                             \
    resume_load; TRAP_SET ctl, TR_RESUME;                           \
    TRAP_ARM ctl, cause, kind, rpriv
/* the same without a tval (kind TV_ANY) */
#define EXPECT_ON_ANY(ctl, cause, resume_load, rpriv)               \
    TRAP_DISARM(ctl);                                               \
    resume_load; TRAP_SET ctl, TR_RESUME;                           \
    TRAP_ARM ctl, cause, TV_ANY, rpriv
/* an illegal instruction at label insn: tval must be 0 or its encoding */
#define EXPECT_ON_ILLEGAL(ctl, insn, resume, rpriv)                 \
    EXPECT_ON(ctl, CAUSE_ILLEGAL_INSN, T5_INSN(insn), TV_ZERO_OR, T5_LA(resume), rpriv)

/* Each form below arms the M handler (TRAP_*, core_mctl; "resume" is a
 * label in M) and, where a test needs it, the S handler for delegated traps
 * (STRAP_*, core_sctl; "resume" is a label in S). */
/* tval constant */
#define TRAP_EXPECT(cause, tval, resume) \
    EXPECT_ON(core_mctl, cause, T5_LI(tval), TV_EXACT, T5_LA(resume), PRV_M)
#define STRAP_EXPECT(cause, tval, resume) \
    EXPECT_ON(core_sctl, cause, T5_LI(tval), TV_EXACT, T5_LA(resume), PRV_S)
/* tval = address of a label */
#define TRAP_EXPECT_AT(cause, tvlabel, resume) \
    EXPECT_ON(core_mctl, cause, T5_LA(tvlabel), TV_EXACT, T5_LA(resume), PRV_M)
#define STRAP_EXPECT_AT(cause, tvlabel, resume) \
    EXPECT_ON(core_sctl, cause, T5_LA(tvlabel), TV_EXACT, T5_LA(resume), PRV_S)
/* tval = value of a register (not t5/t6) */
#define TRAP_EXPECT_REG(cause, tvreg, resume) \
    EXPECT_ON(core_mctl, cause, T5_MV(tvreg), TV_EXACT, T5_LA(resume), PRV_M)
/* tval not checked */
#define TRAP_EXPECT_ANY(cause, resume) \
    EXPECT_ON_ANY(core_mctl, cause, T5_LA(resume), PRV_M)
/* tval must be 0 or the address of label tvlabel (ebreak: the spec allows
 * either) */
#define TRAP_EXPECT_AT_OR0(cause, tvlabel, resume) \
    EXPECT_ON(core_mctl, cause, T5_LA(tvlabel), TV_ZERO_OR, T5_LA(resume), PRV_M)
#define STRAP_EXPECT_AT_OR0(cause, tvlabel, resume) \
    EXPECT_ON(core_sctl, cause, T5_LA(tvlabel), TV_ZERO_OR, T5_LA(resume), PRV_S)
/* illegal instruction at label `insn`: xtval must be 0 or its encoding */
#define TRAP_EXPECT_ILLEGAL(insn, resume) \
    EXPECT_ON_ILLEGAL(core_mctl, insn, resume, PRV_M)
#define STRAP_EXPECT_ILLEGAL(insn, resume) \
    EXPECT_ON_ILLEGAL(core_sctl, insn, resume, PRV_S)
/* interrupt n (IRQ_*): return to the interrupted instruction, same mode */
#define TRAP_EXPECT_IRQ(n) \
    EXPECT_ON_ANY(core_mctl, CAUSE_IRQ(n), T5_LI(RESUME_EPC), RPRIV_KEEP)
#define STRAP_EXPECT_IRQ(n) \
    EXPECT_ON_ANY(core_sctl, CAUSE_IRQ(n), T5_LI(RESUME_EPC), RPRIV_KEEP)
/* interrupt n, then resume at a label in privilege rpriv */
#define TRAP_EXPECT_IRQ_AT(n, resume, rpriv) \
    EXPECT_ON_ANY(core_mctl, CAUSE_IRQ(n), T5_LA(resume), rpriv)
#define STRAP_EXPECT_IRQ_AT(n, resume, rpriv) \
    EXPECT_ON_ANY(core_sctl, CAUSE_IRQ(n), T5_LA(resume), rpriv)
/* exception, resume after the trapping instruction (epc + 4), same mode */
#define TRAP_EXPECT_SKIP(cause, tval) \
    EXPECT_ON(core_mctl, cause, T5_LI(tval), TV_EXACT, T5_LI(RESUME_SKIP), RPRIV_KEEP)
/* exception, resume at the label in privilege rpriv (PRV_* or RPRIV_KEEP) */
#define TRAP_EXPECT_PRIV(cause, tval, resume, rpriv) \
    EXPECT_ON(core_mctl, cause, T5_LI(tval), TV_EXACT, T5_LA(resume), rpriv)
#define STRAP_EXPECT_PRIV(cause, tval, resume, rpriv) \
    EXPECT_ON(core_sctl, cause, T5_LI(tval), TV_EXACT, T5_LA(resume), rpriv)

/* Log mode: every interrupt is accepted, its cause appended to TR_LOG, its
 * enable bit cleared, and execution resumes at the interrupted instruction.
 * Exceptions still fail. */
#define TRAP_LOG_IRQS(ctl)                                      \
    la t6, ctl; REG_S x0, XREG(TR_COUNT)(t6);                   \
    li t5, ARMED_LOG; REG_S t5, XREG(TR_ARMED)(t6)
/* reg = ctl[field] */
#define TRAP_FIELD(reg, ctl, field) \
    la reg, ctl; REG_L reg, XREG(field)(reg)

/* Fail unless the last trap through ctl recorded epc == label / cause ==
 * val / tval == val ... (clobber t5, t6) */
.macro CHECK_TRAP_EPC ctl, label
    la t6, \ctl
    REG_L t6, XREG(TR_GOT_EPC)(t6)
    la t5, \label
    CHECK_EQ t5, t6
.endm
.macro CHECK_TRAP_FIELD ctl, field, val
    la t6, \ctl
    REG_L t6, XREG(\field)(t6)
    li t5, \val
    CHECK_EQ t5, t6
.endm
/* fail unless the handler disarmed (i.e. the armed trap was taken) */
.macro CHECK_TRAP_TAKEN ctl
    la t6, \ctl
    REG_L t6, XREG(TR_ARMED)(t6)
    CHECK_EQ t6, x0
.endm
/* (status-at-trap & mask) == val */
.macro CHECK_TRAP_STATUS ctl, mask, val
    la t6, \ctl
    REG_L t6, XREG(TR_GOT_STATUS)(t6)
    li t5, \mask
    and t6, t6, t5
    li t5, \val
    CHECK_EQ t5, t6
.endm

/* A delay of n iterations of addi and bnez on reg: 2n instructions that
 * neither branch elsewhere nor touch memory */
#define SPIN(reg, n)                                                    \
    li reg, n;                                                          \
84: addi reg, reg, -1;                                                  \
    bnez reg, 84b

/* Iteration bound of the loops that wait for an interrupt or a pending bit.
 * Large on purpose: QEMU raises timer interrupts from another host thread,
 * sometimes milliseconds late; on the SoC a loop only runs this long when
 * the test is failing anyway. */
#define WAIT_LOOPS 5000000

/* Spin until the trap armed in ctl (core_mctl/core_sctl) has been taken;
 * fails the current test after WAIT_LOOPS tries. Clobbers a4, a5. */
#define WAIT_TAKEN(ctl)                                                 \
    li a5, WAIT_LOOPS;                                                  \
86: la a4, ctl;                                                         \
    REG_L a4, XREG(TR_ARMED)(a4);                                       \
    beqz a4, 85f;                                                       \
    addi a5, a5, -1;                                                    \
    bnez a5, 86b;                                                       \
    TEST_FAIL;                                                          \
85:

/* Interrupt irq, pending and enabled in xie (x = p: m or s) and taken by the
 * handler of control block ctl, is taken as soon as the test, running in
 * x-mode, sets xstatus.xIE (ie): the trap records xPP = x and xPIE = 1
 * (pp, pie: their masks) with xIE = 0, the handler clears the source's
 * enable (ipbit in xie) and its xret sets xIE again. Clobbers a0, a4, a5. */
.macro CHECK_IRQ_ON_ENABLE p, ctl, irq, ipbit, ie, pie, pp
    EXPECT_ON_ANY(\ctl, CAUSE_IRQ(\irq), T5_LI(RESUME_EPC), RPRIV_KEEP)
    csrs \p\()status, \ie
    WAIT_TAKEN(\ctl)
    CHECK_TRAP_FIELD \ctl, TR_GOT_CAUSE, CAUSE_IRQ(\irq)
    CHECK_TRAP_STATUS \ctl, \pp | \pie | \ie, \pp | \pie
    csrr a0, \p\()ie
    CHECK_FIELD a0, \ipbit, 0
    csrr a0, \p\()status
    CHECK_FIELD a0, \ie, \ie
.endm

/* Log mode: spin until ctl has logged n interrupts, at most WAIT_LOOPS
 * tries (a shortfall shows in the CHECK_LOG that follows). Clobbers a3-a5. */
#define WAIT_COUNT(ctl, n)                                              \
    li a5, WAIT_LOOPS;                                                  \
86: TRAP_FIELD(a4, ctl, TR_COUNT);                                      \
    li a3, n;                                                           \
    beq a4, a3, 85f;                                                    \
    addi a5, a5, -1;                                                    \
    bnez a5, 86b;                                                       \
85:
/* Log mode: fail unless ctl's i-th logged trap was interrupt irq. */
#define CHECK_LOG(ctl, i, irq) \
    TRAP_FIELD(a4, ctl, TR_LOG + (i)); CHECK_EQI a4, CAUSE_IRQ(irq)
/* In M with MIE set, log interrupts until n have been taken, then stop
 * taking them (the caller clears their sources and checks the log). */
#define TAKE_IRQS_IN_M(n)                                               \
    TRAP_LOG_IRQS(core_mctl);                                           \
    csrs mstatus, MSTATUS_MIE;                                          \
    WAIT_COUNT(core_mctl, n);                                           \
    csrc mstatus, MSTATUS_MIE;                                          \
    TRAP_DISARM(core_mctl)
/* exactly n interrupts were logged in ctl */
#define CHECK_IRQ_COUNT(ctl, n) \
    TRAP_FIELD(a4, ctl, TR_COUNT); CHECK_EQI a4, n
/* exactly the interrupts irqs (IRQ_*) were logged in ctl, in that order */
.macro CHECK_IRQ_LOG ctl, irqs:vararg
    .Lirq_log_n = 0
    .irp irq, \irqs
    .Lirq_log_n = .Lirq_log_n + 1
    .endr
    CHECK_IRQ_COUNT(\ctl, .Lirq_log_n)
    .Lirq_log_n = 0
    .irp irq, \irqs
    CHECK_LOG(\ctl, .Lirq_log_n, \irq)
    .Lirq_log_n = .Lirq_log_n + 1
    .endr
.endm

/* ------------------------------------------------------------ atomics */
/* Add 1 to the word at (addr) n times, each time with an lr.w/sc.w pair
 * retried until the sc succeeds (a constrained LR/SC loop, A chapter).
 * count, v and f are the test's scratch registers: the iterations left,
 * the value, sc's result. */
.macro LRSC_INCREMENT addr, n, count, v, f
    li \count, \n
.Llrsc_inc\@:
    lr.w \v, (\addr)
    addi \v, \v, 1
    sc.w \f, \v, (\addr)
    bnez \f, .Llrsc_inc\@
    addi \count, \count, -1
    bnez \count, .Llrsc_inc\@
.endm

/* ------------------------------------------------------------ CLINT
 * Functions in crt0.S; each clobbers a0, a1, t5, t6 (and uses ra). */
#define TIMER_OFF      call core_timer_off      /* mtimecmp = all ones */
#define TIMER_NOW      call core_timer_now      /* mtimecmp = 0: MTIP pending */
#define TIMER_IN(d)    li a0, d; call core_timer_in  /* mtimecmp = mtime + d */
/* msip */
#define MSIP_SET   li t6, CLINT_MSIP; li t5, 1; sw t5, 0(t6)
#define MSIP_CLEAR li t6, CLINT_MSIP; sw x0, 0(t6)
/* MSI and MTI (mtimecmp = 0) and the mip bits `bits` M can write: raise all
 * of them, or clear them again (clobber a0, a1, t5, t6) */
#define RAISE_IRQS(bits) MSIP_SET; TIMER_NOW; li a1, bits; csrs mip, a1
#define CLEAR_IRQS(bits) MSIP_CLEAR; TIMER_OFF; li a1, bits; csrc mip, a1

/* ------------------------------------------------------------ UART
 * PUTS "text" prints a string (clobbers a0, a1, t5, t6, ra). */
.macro PUTS str
    .pushsection .rodata.str1.1, "aMS", @progbits, 1
.Lputs_str\@:
    .asciz "\str"
    .popsection
    la a0, .Lputs_str\@
    call core_puts
.endm

#endif
