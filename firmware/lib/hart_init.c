/* SPDX-License-Identifier: Apache-2.0 */
/* What every hart sets up for itself, at boot and at each hart_start, and
 * its way into supervisor mode (fw/hart.h). Called from the boot
 * (lib/main.c) and from HSM (lib/sbi_hsm.c). */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/init.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/timer.h"

/* Exceptions S-mode handles directly. Misaligned loads/stores, illegal
 * instructions and load/store access faults stay in M-mode: the firmware
 * emulates or counts them first (firmware events), then redirects. */
#define DELEGATED_EXCEPTIONS                                                \
    (BIT(CAUSE_MISALIGNED_FETCH) | BIT(CAUSE_FETCH_ACCESS) |                \
     BIT(CAUSE_BREAKPOINT) | BIT(CAUSE_ECALL_U) |                        \
     BIT(CAUSE_FETCH_PAGE_FAULT) | BIT(CAUSE_LOAD_PAGE_FAULT) |             \
     BIT(CAUSE_STORE_PAGE_FAULT))
/* With the H extension, what only a hypervisor can handle: its guests'
 * ecalls (SBI calls to the hypervisor's own SBI), their guest-page faults
 * and virtual-instruction faults. Guests' illegal instructions and access
 * faults stay with the others above, redirected by lib/trap.c. */
#define DELEGATED_EXCEPTIONS_H                                              \
    (BIT(CAUSE_ECALL_VS) | BIT(CAUSE_FETCH_GUEST_PAGE_FAULT) |              \
     BIT(CAUSE_LOAD_GUEST_PAGE_FAULT) | BIT(CAUSE_VIRTUAL_INSN) |           \
     BIT(CAUSE_STORE_GUEST_PAGE_FAULT))
#define DELEGATED_INTERRUPTS (MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_LCOFIP)

/* menvcfg's bits of the platform's features (Sstc's STCE) and CDE as
 * asked; on RV32 every one of them is in menvcfgh. */
static void envcfg_write(bool cde)
{
    const uint64_t features = plat->has_sstc ? MENVCFG_STCE : 0;
    const uint64_t value = features | (cde ? MENVCFG_CDE : 0);
    if (!plat->has_sstc && !plat->has_cdeleg)
        return;             /* menvcfg may not be there (before priv 1.12) */
#if XLEN == 64
    csr_clear(CSR_MENVCFG, (MENVCFG_STCE | MENVCFG_CDE) & ~value);
    csr_set(CSR_MENVCFG, value);
#else
    _Static_assert(((MENVCFG_STCE | MENVCFG_CDE) >> 32) << 32 == (MENVCFG_STCE | MENVCFG_CDE),
                   "STCE and CDE are in menvcfgh");
    csr_clear(CSR_MENVCFGH, (xlen_t)(((MENVCFG_STCE | MENVCFG_CDE) & ~value) >> 32));
    csr_set(CSR_MENVCFGH, (xlen_t)(value >> 32));
#endif
}

void hart_delegate_counters(uint32_t counteren, bool cde)
{
    csr_write(mcounteren, counteren);
    envcfg_write(cde);
}

static void delegate(void)
{
    csr_write(medeleg, DELEGATED_EXCEPTIONS | (plat->has_h ? DELEGATED_EXCEPTIONS_H : 0));
    csr_write(mideleg, DELEGATED_INTERRUPTS);
    /* S-mode may read every counter; scounteren is S-mode's to set. With
     * counter delegation (menvcfg.CDE) the same bits delegate every
     * hardware counter to S-mode (docs/firmware.md, counter delegation). */
    hart_delegate_counters(0xffffffffu, plat->has_cdeleg);
}

void hart_init(void)
{
    delegate();
    pmp_init();
    pmu_hart_init();
    /* A hart starts with no overflow interrupt pending: its counters are
     * stopped and unmapped now, and an overflow from before (the last
     * start's, or one while it was stopped) is no concern of whatever
     * runs next. */
    csr_clear(mip, MIP_LCOFIP);
    timer_init();
    csr_set(mie, MIP_MSIP);         /* the doorbell (lib/hart.c) */
}

void hart_enter_supervisor(xlen_t entry, xlen_t a0, xlen_t a1)
{
    csr_write(satp, 0);
    csr_clear(sstatus, MSTATUS_SIE);
    /* A hart that was stopped missed the fences other harts asked for
     * meanwhile (lib/sbi_rfence.c): it starts with none of its old
     * translations or instructions cached. */
    __asm__ volatile("sfence.vma\n\tfence.i" ::: "memory");
    enter_supervisor(entry, a0, a1);
}
