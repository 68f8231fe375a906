/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Start-up code, default trap handlers and the pass/fail/console runtime of
 * the core self-test suite. Linked into every test (see link.ld.S, build.mk).
 *
 * _start (M-mode, a0 = hartid):
 *   - installs mtvec = core_mtrap (mscratch -> its save area) and
 *     stvec = core_strap (sscratch -> its save area), before anything else;
 *   - sends every hart but hart 0 to core_secondary (a0 = hartid), which
 *     parks it unless the test defines a core_secondary of its own (the
 *     multi-hart tests, tests/core/smp);
 *   - sets sp, zeroes .bss, clears tp (test number 0 = start-up);
 *   - puts the hart in a known state: mie = 0, medeleg = mideleg = 0,
 *     m/scounteren = 0, CLINT mtimecmp = max and msip = 0, mip SSIP/STIP/
 *     SEIP/LCOFIP = 0, mstatus MIE/SIE/MPRV/SUM/MXR/TVM/TW/TSR = 0,
 *     PMP entry 0 = NAPOT over the whole address space with RWX so that S and
 *     U may access everything (tests that exercise PMP reprogram it);
 *   - calls main(); a return value of 0 passes, anything else fails with
 *     that value as the exit code.
 */
#include "test_macros.h"

    .section .text.init, "ax", @progbits
    .globl _start
_start:
    la t0, core_mframe
    csrw mscratch, t0
    la t0, core_mtrap
    csrw mtvec, t0
    la t0, core_sframe
    csrw sscratch, t0
    la t0, core_strap
    csrw stvec, t0
    bnez a0, core_park

    la sp, __stack_top
    la t0, core_boot_hartid
    REG_S a0, 0(t0)
    la t0, core_boot_a1
    REG_S a1, 0(t0)

    /* zero .bss (link.ld.S aligns both ends to 16 bytes) */
    la t0, __bss_start
    la t1, __bss_end
1:  bgeu t0, t1, 2f
    REG_S x0, 0(t0)
    addi t0, t0, REGBYTES
    j 1b
2:
    li tp, 0
    csrw mie, x0
    csrw medeleg, x0
    csrw mideleg, x0
    csrw mcounteren, x0
    csrw scounteren, x0
    /* no interrupt source pending: mtimecmp = max, msip = 0, mip.S* = 0
     * (mcountinhibit is left at its reset value on purpose, README.md) */
    call core_timer_off
    li t0, CLINT_MSIP
    sw x0, 0(t0)
    li t0, MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_LCOFIP
    csrc mip, t0
    li t0, MSTATUS_MIE | MSTATUS_SIE | MSTATUS_MPIE | MSTATUS_SPIE | MSTATUS_MPRV | MSTATUS_SUM | MSTATUS_MXR | MSTATUS_TVM | MSTATUS_TW | MSTATUS_TSR
    csrc mstatus, t0
    li t0, MSTATUS_MPP              /* MPP = M: a stray mret stays in M */
    csrs mstatus, t0

    /* PMP entry 0: NAPOT, all ones = the whole address space, RWX */
    li t0, -1
    csrw pmpaddr0, t0
    li t0, PMP_A_NAPOT | PMP_R | PMP_W | PMP_X
    csrw pmpcfg0, t0

    li a0, 0
    li a1, 0
    call main
    bnez a0, core_fail
    j core_pass

core_park:
    j core_secondary

/* Weak: a multi-hart test replaces it with the code its other harts run.
 * They come here in M-mode with a0 = hartid, mtvec = core_mtrap, and
 * neither a stack nor the start-up's settings. */
    .weak core_secondary
core_secondary:
    wfi
    j core_secondary

/* ------------------------------------------------------------------------
 * Pass / fail. Callable from any privilege (PMP entry 0 lets S/U reach the
 * devices). Never return.
 *   core_pass          exit 0
 *   core_fail          a0 = exit code (0 is turned into EXIT_NO_TEST)
 *   core_fail_tp       exit code = current test number (tp)
 */
    .text
    .globl core_pass, core_fail, core_fail_tp, core_exit
core_pass:
    PUTS "PASS\n"
    li a0, 0
    j core_exit

core_fail_tp:
    mv a0, tp
core_fail:
    bnez a0, 1f
    li a0, EXIT_NO_TEST
1:  li t0, 255
    bleu a0, t0, 2f
    li a0, EXIT_INTERNAL
2:  la t0, core_failing             /* if printing faults (S/U under a */
    REG_S a0, 0(t0)                 /* restrictive PMP), M exits with this */
    mv s11, a0
    PUTS "FAIL: exit code "
    mv a0, s11
    call core_putdec
    PUTS ", test "
    mv a0, tp
    call core_putdec
    PUTS "\n"
    mv a0, s11

/* a0 = exit code: HTIF tohost first (the SoC stops there), then the
 * sifive,test0 finisher (QEMU). */
core_exit:
    slli t0, a0, 1
    ori t0, t0, 1               /* pass: 1, fail: code<<1 | 1 */
    la t1, tohost
#if XLEN == 64
    sd t0, 0(t1)
#else
    sw x0, 4(t1)
    sw t0, 0(t1)
#endif
    li t1, FINISHER_BASE
    li t2, FINISHER_PASS
    beqz a0, 3f
    slli t2, a0, 16
    li t3, FINISHER_FAIL
    or t2, t2, t3
3:  sw t2, 0(t1)
4:  j 4b

/* ------------------------------------------------------------------------
 * Console: 16550 THR, polling LSR bit 5 (transmit holding register empty).
 *   core_putchar  a0 = character              clobbers t5, t6
 *   core_puts     a0 = NUL-terminated string  clobbers a0, a1, t5, t6
 *   core_puthex   a0 = value ("0x" + XLEN/4 digits)  clobbers a0-a2, t5, t6
 *   core_putdec   a0 = unsigned value < 2^32  clobbers a0-a3, t5, t6
 * None of them uses the stack.
 */
    .globl core_putchar, core_puts, core_puthex, core_putdec
core_putchar:
    li t6, UART_BASE
1:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 1b
    sb a0, UART_THR(t6)
    ret

core_puts:
    li t6, UART_BASE
1:  lbu a1, 0(a0)
    beqz a1, 3f
2:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 2b
    sb a1, UART_THR(t6)
    addi a0, a0, 1
    j 1b
3:  ret

core_puthex:
    mv a2, a0
    li t6, UART_BASE
1:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 1b
    li t5, '0'
    sb t5, UART_THR(t6)
1:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 1b
    li t5, 'x'
    sb t5, UART_THR(t6)
    li a1, XLEN - 4
2:  srl a0, a2, a1
    andi a0, a0, 15
    addi a0, a0, '0'
    li t5, '9'
    bleu a0, t5, 3f
    addi a0, a0, 'a' - '0' - 10
3:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 3b
    sb a0, UART_THR(t6)
    addi a1, a1, -4
    bgez a1, 2b
    ret

core_putdec:
    /* digits of a0 (< 2^32) into a 10-byte buffer, most significant last */
    la a1, core_decbuf
    li a2, 10
1:  remu a3, a0, a2
    addi a3, a3, '0'
    sb a3, 0(a1)
    addi a1, a1, 1
    divu a0, a0, a2
    bnez a0, 1b
    li t6, UART_BASE
    la a2, core_decbuf
2:  addi a1, a1, -1
    lbu a0, 0(a1)
3:  lbu t5, UART_LSR(t6)
    andi t5, t5, UART_LSR_THRE
    beqz t5, 3b
    sb a0, UART_THR(t6)
    bne a1, a2, 2b
    ret

/* ------------------------------------------------------------------------
 * core_run_in(pc, prv, x, y, z), from C in M-mode: enter pc in privilege prv
 * (PRV_U or PRV_S) with a0 = x, a1 = y, a2 = z, by an mret. The code there
 * ends with an ecall, or traps; the caller has armed that trap with resume
 * = core_run_in_return and rpriv = PRV_M, so the handler returns to C with
 * the code's a0 (the handler restores every register; the code must not
 * change sp, ra or the callee-saved ones). Clobbers t0.
 */
    .globl core_run_in, core_run_in_return
core_run_in:
    csrw mepc, a0
    li t0, MSTATUS_MPP
    csrc mstatus, t0
    slli a1, a1, MSTATUS_MPP_SHIFT
    csrs mstatus, a1
    mv a0, a2
    mv a1, a3
    mv a2, a4
    mret
core_run_in_return:
    ret

/* ------------------------------------------------------------------------
 * CLINT helpers (M-mode or any mode PMP lets through). Clobber a0, a1, t5,
 * t6.
 *   core_mtime_read  -> a0 (RV64: 64-bit value; RV32: low word, a1 = high)
 *   core_timer_off      mtimecmp = 2^64-1 (MTIP clear)
 *   core_timer_now      mtimecmp = 0 (MTIP pending at once)
 *   core_timer_in       mtimecmp = mtime + a0 (a0 < 2^31)
 */
    .globl core_mtime_read, core_timer_off, core_timer_now, core_timer_in
core_mtime_read:
    li t6, CLINT_MTIME
#if XLEN == 64
    ld a0, 0(t6)
#else
1:  lw a1, 4(t6)
    lw a0, 0(t6)
    lw t5, 4(t6)
    bne a1, t5, 1b
#endif
    ret

/* a0 = low/64-bit value, a1 = high (RV32): write it to mtimecmp without
 * passing through a smaller intermediate value */
core_mtimecmp_write:
    li t6, CLINT_MTIMECMP
#if XLEN == 64
    sd a0, 0(t6)
#else
    li t5, -1
    sw t5, 4(t6)
    sw a0, 0(t6)
    sw a1, 4(t6)
#endif
    ret

core_timer_off:
    li a0, -1
    li a1, -1
    j core_mtimecmp_write

core_timer_now:
    li a0, 0
    li a1, 0
    j core_mtimecmp_write

core_timer_in:
#if XLEN == 64
    li t6, CLINT_MTIME
    ld t5, 0(t6)
    add a0, a0, t5
#else
1:  li t6, CLINT_MTIME
    lw a1, 4(t6)
    lw t5, 0(t6)
    lw t6, 4(t6)
    bne a1, t6, 1b
    add a0, a0, t5
    sltu t5, a0, t5             /* carry into the high word */
    add a1, a1, t5
#endif
    j core_mtimecmp_write

/* ------------------------------------------------------------------------
 * Default trap handlers. One body, instantiated for M (core_mtrap) and S
 * (core_strap). Contract with the tests: see test_macros.h "trap framework"
 * and defs.h TR_*. Registers of the trapped context are preserved except
 * when the test fails.
 */
/* prints str, then ctl[field] in hex (the handlers' failure messages) */
.macro PUT_CTL str, ctl, field
    PUTS "\str"
    la t0, \ctl
    REG_L a0, XREG(\field)(t0)
    call core_puthex
.endm

.macro TRAP_HANDLER p, ctl, ret, enable, ppmask, ppshift, tag
    csrrw sp, \p\()scratch, sp
    REG_S t0, XREG(0)(sp)
    REG_S t1, XREG(1)(sp)
    REG_S t2, XREG(2)(sp)
    REG_S a0, XREG(3)(sp)
    REG_S a1, XREG(4)(sp)
    la t0, \ctl
    csrr t1, \p\()cause
    csrr t2, \p\()epc
    csrr a0, \p\()tval
    csrr a1, \p\()status
    REG_S t1, XREG(TR_GOT_CAUSE)(t0)
    REG_S t2, XREG(TR_GOT_EPC)(t0)
    REG_S a0, XREG(TR_GOT_TVAL)(t0)
    REG_S a1, XREG(TR_GOT_STATUS)(t0)
    REG_L a1, XREG(TR_ARMED)(t0)
    li a0, ARMED_EXPECT
    beq a1, a0, .L\tag\()_expect
    li a0, ARMED_LOG
    beq a1, a0, .L\tag\()_log
    j .L\tag\()_unexpected

.L\tag\()_expect:
    REG_L a0, XREG(TR_CAUSE)(t0)
    bne t1, a0, .L\tag\()_unexpected
    REG_L a1, XREG(TR_TVMODE)(t0)
    li a0, TV_ANY
    beq a1, a0, .L\tag\()_tv_ok
    csrr a0, \p\()tval
    REG_L t2, XREG(TR_TVAL)(t0)
    beq a0, t2, .L\tag\()_tv_ok
    li t2, TV_ZERO_OR
    bne a1, t2, .L\tag\()_tv_bad
    beqz a0, .L\tag\()_tv_ok
.L\tag\()_tv_bad:
    PUT_CTL "trap: tval mismatch, got ", \ctl, TR_GOT_TVAL
    PUT_CTL " expected ", \ctl, TR_TVAL
    PUTS "\n"
    j core_fail_tp
.L\tag\()_tv_ok:
    REG_S x0, XREG(TR_ARMED)(t0)
    REG_L a0, XREG(TR_COUNT)(t0)
    addi a0, a0, 1
    REG_S a0, XREG(TR_COUNT)(t0)
    /* where to resume */
    REG_L a0, XREG(TR_RESUME)(t0)
    beqz a0, 2f                     /* RESUME_EPC */
    li a1, RESUME_SKIP
    bne a0, a1, 1f
    csrr a0, \p\()epc             /* past the instruction: 2 or 4 bytes (C) */
    lhu a1, 0(a0)
    andi a1, a1, 3
    addi a1, a1, -3
    addi a0, a0, 2
    bnez a1, 1f
    addi a0, a0, 2
1:  csrw \p\()epc, a0
2:  /* in which privilege */
    REG_L a0, XREG(TR_RPRIV)(t0)
    bltz a0, 3f                     /* RPRIV_KEEP */
    li a1, \ppmask
    csrc \p\()status, a1
    slli a0, a0, \ppshift
    and a0, a0, a1
    csrs \p\()status, a0
3:  /* interrupt: disable its source so that resuming does not retake it */
    bgez t1, .L\tag\()_return
.L\tag\()_irq_off:
    andi a0, t1, 63
    li a1, 1
    sll a1, a1, a0
    csrc \enable, a1
.L\tag\()_return:
    REG_L t0, XREG(0)(sp)
    REG_L t1, XREG(1)(sp)
    REG_L t2, XREG(2)(sp)
    REG_L a0, XREG(3)(sp)
    REG_L a1, XREG(4)(sp)
    csrrw sp, \p\()scratch, sp
    \ret

.L\tag\()_log:
    bgez t1, .L\tag\()_unexpected   /* exceptions are never logged */
    REG_L a0, XREG(TR_COUNT)(t0)
    li a1, TR_LOG_LEN
    bgeu a0, a1, 4f
    slli a1, a0, LOG_REGBYTES
    add a1, a1, t0
    REG_S t1, XREG(TR_LOG)(a1)
4:  addi a0, a0, 1
    REG_S a0, XREG(TR_COUNT)(t0)
    j .L\tag\()_irq_off

.L\tag\()_unexpected:
    la t0, core_failing             /* a trap in the failure path itself */
    REG_L a0, 0(t0)                 /* (e.g. the UART denied to U by PMP): */
    bnez a0, .L\tag\()_fail_late      /* exit with the original code */
    PUTS "unexpected trap ("
    PUTS "\tag"
    PUT_CTL "): cause=", \ctl, TR_GOT_CAUSE
    PUT_CTL " epc=", \ctl, TR_GOT_EPC
    PUT_CTL " tval=", \ctl, TR_GOT_TVAL
    PUTS "\n"
    la t0, \ctl
    REG_L t1, XREG(TR_GOT_CAUSE)(t0)
    li a1, 23
    andi a0, t1, 63
    bleu a0, a1, 5f
    mv a0, a1
5:  addi a0, a0, EXIT_EXC_BASE
    bgez t1, 6f
    addi a0, a0, EXIT_IRQ_BASE - EXIT_EXC_BASE
6:  j core_fail
.L\tag\()_fail_late:
    PUTS "FAIL (reported by the trap handler): exit code "
    la t0, core_failing
    REG_L a0, 0(t0)
    call core_putdec
    PUTS ", test "
    mv a0, tp
    call core_putdec
    PUTS "\n"
    la t0, core_failing
    REG_L a0, 0(t0)
    j core_exit
.endm

    .balign 64
    .globl core_mtrap
core_mtrap:
    TRAP_HANDLER m, core_mctl, mret, mie, MSTATUS_MPP, MSTATUS_MPP_SHIFT, mtrap

    .balign 64
    .globl core_strap
core_strap:
    TRAP_HANDLER s, core_sctl, sret, sie, MSTATUS_SPP, MSTATUS_SPP_SHIFT, strap

/* ------------------------------------------------------------------------ */
    .data
    .balign 16
    .globl core_boot_hartid, core_boot_a1
core_boot_hartid: .dword 0
core_boot_a1:     .dword 0

    .section .tohost, "aw", @progbits
    .balign 64
    .globl tohost, fromhost
tohost:   .dword 0
    .balign 64
fromhost: .dword 0

    .bss
    .balign 64
    .globl core_mctl, core_sctl
core_mctl:   .skip TR_WORDS * REGBYTES
    .balign 64
core_sctl:   .skip TR_WORDS * REGBYTES
    .balign 64
core_mframe: .skip 8 * REGBYTES
core_sframe: .skip 8 * REGBYTES
core_decbuf: .skip 16
    .balign 8
core_failing: .skip 8               /* exit code once core_fail has begun */
