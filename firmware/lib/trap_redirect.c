/* SPDX-License-Identifier: Apache-2.0 */
/*
 * An exception M-mode took for S-mode, delivered as the hardware would
 * have delivered it had medeleg delegated it. With the H extension a trap
 * may come from a guest (VS or VU mode): to the guest if the hypervisor
 * delegated it (hedeleg), else to HS-mode with hstatus saying where it
 * came from (docs/firmware.md, Trap path).
 */
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/trap.h"

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
