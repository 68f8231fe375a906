/* SPDX-License-Identifier: Apache-2.0 */
/* fw_main: contract section 3's boot, from reset to the S-mode payload. */
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/fdt.h"
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
#define DELEGATED_INTERRUPTS (MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_LCOFIP)

static void delegate(void)
{
    csr_write(medeleg, DELEGATED_EXCEPTIONS);
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

void fw_main(xlen_t hartid, xlen_t dtb)
{
    platform_init(dtb);
    console_puts("sbi-fw: ");
    console_puts(plat->name);
    console_puts(", SBI 3.0, ");
    console_putdec(plat->hpm_count);
    console_puts(" programmable counters of ");
    console_putdec(plat->hpm_width);
    console_puts(" bits, RAM ");
    console_putdec(plat->ram_size >> 20);
    console_puts(" MiB\n");

    /* The kernel must not map or allocate the memory PMP keeps from it. */
    if (dtb && !fdt_reserve_memory(dtb, ram_left(dtb, plat->ram_size), FW_BASE, FW_END - FW_BASE))
        console_puts("sbi-fw: warning: no reserved-memory node added to the device tree\n");

    delegate();
    pmp_init();
    pmu_init();
    timer_init();
    ipi_init();
    csr_write(satp, 0);
    enter_supervisor(PAYLOAD_BASE, hartid, dtb);
}
