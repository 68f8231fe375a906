/* SPDX-License-Identifier: Apache-2.0 */
/* fw_main: contract section 3's boot, from reset to the S-mode payload on
 * the cold-boot hart; fw_warm_main: the other harts, to STOPPED; and what
 * every hart sets up for itself. */
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/fdt.h"
#include "fw/hart.h"
#include "fw/init.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/sbi.h"
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

static void delegate(void)
{
    csr_write(medeleg, DELEGATED_EXCEPTIONS | (plat->has_h ? DELEGATED_EXCEPTIONS_H : 0));
    csr_write(mideleg, DELEGATED_INTERRUPTS);
    /* S-mode may read every counter; scounteren is S-mode's to set. */
    csr_write(mcounteren, 0xffffffffu);
    if (plat->has_sstc) {
#if XLEN == 64
        csr_set(CSR_MENVCFG, MENVCFG_STCE);
#else
        csr_set(CSR_MENVCFGH, (xlen_t)(MENVCFG_STCE >> 32));
#endif
    }
}

/* The bytes of RAM from addr (inside it) to its end. On RV32 with 2 GiB or
 * more, RAM_BASE + ram_size wraps past 2^32: the RAM the hart can address
 * then ends at the top of the address space. */
static xlen_t ram_left(xlen_t addr, xlen_t ram_size)
{
    const xlen_t to_top = (xlen_t)0 - addr;          /* addr up to 2^XLEN */
    if (ram_size >= (xlen_t)0 - RAM_BASE)
        return to_top;
    return RAM_BASE + ram_size - addr;
}

/* lib/entry.S: the other harts wait for this before they run any C. */
extern uint32_t fw_boot_done;

static void print_banner(xlen_t boot_hartid)
{
    console_lock();
    console_puts("sbi-fw: ");
    console_puts(plat->name);
    console_puts(", SBI 3.0, ");
    console_putdec(plat->hpm_count);
    console_puts(" programmable counters of ");
    console_putdec(plat->hpm_width);
    console_puts(" bits, RAM ");
    console_putdec(plat->ram_size >> 20);
    console_puts(" MiB, boot hart ");
    console_putdec(boot_hartid);
    console_puts(" of");
    for_each_hart(h, plat->hart_mask) {
        console_puts(" ");
        console_putdec(h);
    }
    if (plat->harts_beyond) {
        console_puts(" (");
        console_putdec(plat->harts_beyond);
        console_puts(" more not served: at most " STR(FW_MAX_HARTS) ")");
    }
    console_puts("\n");
    console_unlock();
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

/* The cold-boot hart, the first to reach lib/entry.S's lottery: the
 * machine's one-time set-up, then the other harts are let go. */
void fw_main(xlen_t hartid, xlen_t dtb);
void fw_main(xlen_t hartid, xlen_t dtb)
{
    hart_self()->hartid = hartid;
    platform_init(dtb, hartid);
    print_banner(hartid);

    /* The kernel must not map or allocate the memory PMP keeps from it. */
    if (dtb && !fdt_reserve_memory(dtb, ram_left(dtb, plat->ram_size), FW_BASE, FW_END - FW_BASE)) {
        console_lock();
        console_puts("sbi-fw: warning: no reserved-memory node added to the device tree\n");
        console_unlock();
    }

    hsm_init(hartid);
    __atomic_store_n(&fw_boot_done, 1, __ATOMIC_RELEASE);
    hart_init();
    hart_enter_supervisor(PAYLOAD_BASE, hartid, dtb);
}

/* Every other hart below FW_MAX_HARTS, once the cold-boot hart is done:
 * its own set-up, then STOPPED until a hart_start. A hart the device tree
 * does not list stays out of everything. */
void fw_warm_main(xlen_t hartid);
void fw_warm_main(xlen_t hartid)
{
    hart_self()->hartid = hartid;
    if (!hart_is_valid(hartid)) {
        csr_write(mie, 0);
        for (;;)
            __asm__ volatile("wfi");
    }
    hart_init();
    hsm_stopped_loop();
}
