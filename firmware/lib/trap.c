/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The M-mode trap handler (SBI calls take their own path, lib/entry.S and
 * sbi_ecall below): the interrupts M-mode
 * keeps (timer and software, forwarded to S-mode), and the exceptions it
 * keeps so that firmware events count them (misaligned accesses are
 * emulated; illegal instructions and access faults are redirected to
 * S-mode as if they had been delegated). With the H extension a trap may
 * come from a guest (VS or VU mode): it is redirected as the hardware
 * would have delivered it, to the guest if the hypervisor delegated it
 * (hedeleg), else to HS-mode with hstatus saying where it came from.
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

#include "fw/asm.h"
#include "fw/platform.h"

_Static_assert(__builtin_offsetof(struct trap_regs, mepc) == FRAME_MEPC, "frame: mepc");
_Static_assert(__builtin_offsetof(struct trap_regs, mstatus) == FRAME_MSTATUS, "frame: mstatus");
_Static_assert(sizeof(struct trap_regs) <= FRAME_SIZE, "frame: room for mstatush");

/* MPV and GVA of the trap being handled: where it came from, and whether
 * its tval is a guest virtual address. On RV32 they are in mstatush. */
static bool mstatus_h_bit(const struct trap_regs *regs, unsigned shift)
{
#if XLEN == 64
    return regs->mstatus >> shift & 1;
#else
    return regs->mstatush >> (shift - 32) & 1;
#endif
}

static bool from_virtual(const struct trap_regs *regs)
{
    return mstatus_h_bit(regs, MSTATUS_MPV_SHIFT);
}

static bool guest_address(const struct trap_regs *regs)
{
    return mstatus_h_bit(regs, MSTATUS_GVA_SHIFT);
}

/* mret stays in (MPV = 1) or leaves (MPV = 0) the virtual modes. */
static void set_virtual(struct trap_regs *regs, bool virt)
{
#if XLEN == 64
    const xlen_t mpv = (xlen_t)1 << MSTATUS_MPV_SHIFT;
    regs->mstatus = virt ? regs->mstatus | mpv : regs->mstatus & ~mpv;
#else
    const xlen_t mpv = (xlen_t)1 << (MSTATUS_MPV_SHIFT - 32);
    regs->mstatush = virt ? regs->mstatush | mpv : regs->mstatush & ~mpv;
#endif
}

/* sstatus-layout bits after a trap into S-mode from privilege `from`
 * (nominal, for a guest): SPP = from, SPIE = SIE, SIE = 0. */
static xlen_t s_trap_status(xlen_t status, xlen_t from)
{
    const bool sie = status & MSTATUS_SIE;
    status &= ~(MSTATUS_SPP | MSTATUS_SPIE | MSTATUS_SIE);
    if (from == PRV_S)
        status |= MSTATUS_SPP;
    if (sie)
        status |= MSTATUS_SPIE;
    return status;
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
#if XLEN == 32
    /* A guarded access's own trap would clear MPV before the mret. The
     * platform's probes trap before plat is set: no guest runs then. */
    const bool h = plat && plat->has_h;
    if (h)
        regs->mstatush = csr_read(CSR_MSTATUSH);
#endif
    if (cause & CAUSE_IRQ_FLAG)
        handle_interrupt(cause & ~CAUSE_IRQ_FLAG);
    else
        handle_exception(regs, cause, tval);
#if XLEN == 32
    if (h)
        csr_write(CSR_MSTATUSH, regs->mstatush);
#endif
}

/* Into the guest's own handler, as the hardware does for an exception
 * hedeleg delegates: vsepc, vscause, vstval, vsstatus, at vstvec, still
 * virtual. */
static void redirect_to_guest(struct trap_regs *regs, xlen_t from, xlen_t cause, xlen_t tval)
{
    csr_write(CSR_VSCAUSE, cause);
    csr_write(CSR_VSTVAL, tval);
    csr_write(CSR_VSEPC, regs->mepc);
    csr_write(CSR_VSSTATUS, s_trap_status(csr_read(CSR_VSSTATUS), from));
    regs->mepc = csr_read(CSR_VSTVEC) & ~(xlen_t)3;
}

/* The hypervisor's view of a trap into HS-mode (the hardware's, for a
 * trap that was not delegated): from a guest or not (SPV), from which of
 * its modes (SPVP, only from a guest), whether stval is a guest virtual
 * address (GVA), the guest physical address of a guest-page fault (htval)
 * and the transformed instruction (htinst). */
static void enter_hypervisor(struct trap_regs *regs, bool virt, xlen_t from)
{
    xlen_t hstatus = csr_read(CSR_HSTATUS) & ~(HSTATUS_SPV | HSTATUS_GVA);
    if (virt) {
        hstatus |= HSTATUS_SPV;
        hstatus = from == PRV_S ? hstatus | HSTATUS_SPVP : hstatus & ~HSTATUS_SPVP;
    }
    if (guest_address(regs))
        hstatus |= HSTATUS_GVA;
    csr_write(CSR_HSTATUS, hstatus);
    csr_write(CSR_HTVAL, csr_read(CSR_MTVAL2));
    csr_write(CSR_HTINST, csr_read(CSR_MTINST));
    set_virtual(regs, false);
}

void trap_redirect(struct trap_regs *regs, xlen_t cause, xlen_t tval)
{
    const xlen_t from = (regs->mstatus & MSTATUS_MPP) >> MSTATUS_MPP_SHIFT;
    const bool virt = plat->has_h && from_virtual(regs);

    if (virt && (csr_read(CSR_HEDELEG) >> cause & 1)) {
        redirect_to_guest(regs, from, cause, tval);
    } else {
        if (plat->has_h)
            enter_hypervisor(regs, virt, from);
        csr_write(scause, cause);
        csr_write(stval, tval);
        csr_write(sepc, regs->mepc);
        /* sstatus's fields are mstatus's: SPP, SPIE and SIE of the trap
         * entry, then mret at stvec (direct mode for exceptions). */
        regs->mstatus = s_trap_status(regs->mstatus, from);
        regs->mepc = csr_read(stvec) & ~(xlen_t)3;
    }
    regs->mstatus = (regs->mstatus & ~MSTATUS_MPP) | MSTATUS_MPP_S;
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
