/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The M-mode trap handler (SBI calls take their own path, lib/entry.S to
 * the PMU's functions or sbi_dispatch): the interrupts M-mode
 * keeps (timer and software, forwarded to S-mode), and the exceptions it
 * keeps so that firmware events count them (misaligned accesses are
 * emulated; illegal instructions and access faults are redirected to
 * S-mode as if they had been delegated, lib/trap_redirect.c).
 */
#include "fw/asm.h"
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/misaligned.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/timer.h"
#include "fw/trap.h"

_Static_assert(__builtin_offsetof(struct trap_regs, mepc) == FRAME_MEPC, "frame: mepc");
_Static_assert(__builtin_offsetof(struct trap_regs, mstatus) == FRAME_MSTATUS, "frame: mstatus");
_Static_assert(sizeof(struct trap_regs) <= FRAME_SIZE, "frame: room for mstatush");

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
