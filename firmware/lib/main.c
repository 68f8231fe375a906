/* SPDX-License-Identifier: Apache-2.0 */
/* fw_main: contract section 3's boot, from reset to the S-mode payload on
 * the cold-boot hart; fw_warm_main: the other harts, to STOPPED. The top
 * layer: it calls the others, and none of them calls it. */
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/fdt.h"
#include "fw/hart.h"
#include "fw/init.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/pmu_event.h"
#include "fw/sbi.h"
#include "fw/timer.h"

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
    console_puts(" bits, ");
    if (plat->has_cdeleg)
        console_puts("delegated to S-mode (Smcdeleg), ");
    console_puts("RAM ");
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

/* The cold-boot hart, the first to reach lib/entry.S's lottery: the
 * machine's one-time set-up, then the other harts are let go. */
void fw_main(xlen_t hartid, xlen_t dtb);
void fw_main(xlen_t hartid, xlen_t dtb)
{
    hart_self()->hartid = hartid;
    platform_init(dtb, hartid);
    pmu_event_init();
    print_banner(hartid);

    /* The kernel must not map or allocate the memory PMP keeps from it. */
    if (dtb && !fdt_reserve_memory(dtb, ram_left(dtb, plat->ram_size), FW_BASE, FW_END - FW_BASE)) {
        console_lock();
        console_puts("sbi-fw: warning: no reserved-memory node added to the device tree\n");
        console_unlock();
    }

    hsm_init(hartid);
    sbi_init();
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
