/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The M-mode trap handler (SBI calls take their own path, lib/entry.S and
 * sbi_ecall below): the interrupts M-mode
 * keeps (timer and software, forwarded to S-mode), and the exceptions it
 * keeps so that firmware events count them (misaligned accesses are
 * emulated; illegal instructions and access faults are redirected to
 * S-mode as if they had been delegated).
 */
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/misaligned.h"
#include "fw/pmu.h"
#include "fw/sbi.h"
#include "fw/timer.h"
#include "fw/trap.h"

/* From lib/entry.S's SBI call path, which has counted the call already
 * (pmu_hart.sbi_calls): the calls of any extension but the PMU (the
 * caller's a0..a7); entry.S routes the PMU's itself. */
struct sbiret sbi_ecall(const struct sbi_call *call);
struct sbiret sbi_ecall(const struct sbi_call *call)
{
    return sbi_dispatch(call);
}

static void handle_interrupt(xlen_t code)
{
    switch (code) {
    case IRQ_MTI:
        timer_interrupt();
        break;
    case IRQ_MSI:
        hart_ipi_process();
        break;
    default:
        fw_panic("unexpected interrupt", code, 0);
    }
}

static void handle_exception(struct trap_regs *regs, xlen_t cause, xlen_t tval)
{
    xlen_t from = (regs->mstatus & MSTATUS_MPP) >> MSTATUS_MPP_SHIFT;

    if (from == PRV_M) {
        /* Only a guarded access may trap in M-mode: skip it, report it. */
        volatile struct guard_state *guard = &hart_self()->guard;
        if (!guard->active)
            fw_panic("trap in M-mode", cause, regs->mepc);
        guard->faulted = 1;
        guard->cause = cause;
        guard->tval = tval;
        regs->mepc += 4;
        return;
    }

    switch (cause) {
    case CAUSE_MISALIGNED_LOAD:
        pmu_fw_event(SBI_PMU_FW_MISALIGNED_LOAD);
        misaligned_load(regs, tval);
        break;
    case CAUSE_MISALIGNED_STORE:
        pmu_fw_event(SBI_PMU_FW_MISALIGNED_STORE);
        misaligned_store(regs, tval);
        break;
    case CAUSE_ILLEGAL_INSN:
        pmu_fw_event(SBI_PMU_FW_ILLEGAL_INSN);
        trap_redirect(regs, cause, tval);
        break;
    case CAUSE_LOAD_ACCESS:
        pmu_fw_event(SBI_PMU_FW_ACCESS_LOAD);
        trap_redirect(regs, cause, tval);
        break;
    case CAUSE_STORE_ACCESS:
        pmu_fw_event(SBI_PMU_FW_ACCESS_STORE);
        trap_redirect(regs, cause, tval);
        break;
    default:
        /* Everything else S-mode can handle is delegated (lib/init.c);
         * what reaches here (e.g. an ecall from U-mode when S-mode runs
         * without delegation) goes to S-mode too. */
        trap_redirect(regs, cause, tval);
        break;
    }
}

void trap_handler(struct trap_regs *regs)
{
    xlen_t cause = csr_read(mcause);
    xlen_t tval = csr_read(mtval);

    regs->x[0] = 0;                 /* entry.S leaves it unset; rs2 may be x0 */
    if (cause & CAUSE_IRQ_FLAG)
        handle_interrupt(cause & ~CAUSE_IRQ_FLAG);
    else
        handle_exception(regs, cause, tval);
}

void trap_redirect(struct trap_regs *regs, xlen_t cause, xlen_t tval)
{
    xlen_t mstatus = regs->mstatus;
    xlen_t from = (mstatus & MSTATUS_MPP) >> MSTATUS_MPP_SHIFT;

    csr_write(scause, cause);
    csr_write(stval, tval);
    csr_write(sepc, regs->mepc);

    /* The S-mode trap entry: SPP = where it came from, SPIE = SIE, SIE = 0,
     * and mret returns to S-mode at stvec (direct mode for exceptions). */
    mstatus &= ~(MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE | MSTATUS_MPP);
    if (from == PRV_S)
        mstatus |= MSTATUS_SPP;
    if (regs->mstatus & MSTATUS_SIE)
        mstatus |= MSTATUS_SPIE;
    mstatus |= (xlen_t)PRV_S << MSTATUS_MPP_SHIFT;
    regs->mstatus = mstatus;
    regs->mepc = csr_read(stvec) & ~(xlen_t)3;
}

void fw_panic(const char *why, xlen_t a, xlen_t b)
{
    /* The line is whole even if another hart prints or panics too. The
     * wait is bounded: the holder may be this hart (a trap while it
     * printed), and then the line comes anyway. */
    bool locked = console_lock_bounded();
    console_puts("sbi-fw: panic: hart ");
    console_putdec(hart_self()->hartid);
    console_puts(": ");
    console_puts(why);
    console_puts(" ");
    console_puthex(a);
    console_puts(" ");
    console_puthex(b);
    console_puts("\n");
    if (locked)
        console_unlock();
    finisher_fail(255);
}
