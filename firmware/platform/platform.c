/* SPDX-License-Identifier: Apache-2.0 */
/* Which platform this is: the SoC's core identifies itself in mimpid
 * (docs/soc.md), QEMU virt in its device tree; on any other machine the
 * firmware knows neither the devices nor the counters, so it says so and
 * stops before it touches any device but the UART (docs/firmware.md).
 * Both list their harts in the device tree they pass (QEMU's -smp, the
 * SoC's tree); the SoC without a tree has the boot hart alone. misa says
 * whether there is an H extension, and menvcfg.CDE whether counters can
 * be delegated. */
#include "fw/asm.h"
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/trap.h"

/* SOC_MIMPID is the SoC's hart identity (rtl/soc/soc.def, through
 * soc_desc.h). It equals our SBI implementation ID, SBI_IMPL_ID_PERFMON in
 * sbi_abi.h, by choice only: the two are different facts and each keeps
 * its own definition. */

extern struct platform platform_soc;
extern struct platform platform_qemu_virt;
bool qemu_virt_probe(xlen_t dtb);

const struct platform *plat;

/* One line, then the hart stops: no finisher is known to end the run
 * with (a store to the SoC's finisher faults on Spike), and the other harts,
 * still waiting for the boot to finish (lib/entry.S), never leave the
 * wait. The console is the one device taken on trust: the UART at the
 * address both platforms share, where Spike has one too. */
static void __attribute__((noreturn)) unknown_platform(xlen_t dtb, xlen_t hartid)
{
    const char *model = fdt_root_string(dtb, "model");
    console_lock();
    console_puts("sbi-fw: unknown platform ");
    if (model) {
        console_puts("\"");
        console_puts(model);
        console_puts("\"");
    } else {
        console_puts(dtb ? "(a device tree without a model)" : "(no device tree)");
    }
    console_puts(": neither the perfmon SoC (mimpid " STR(SOC_MIMPID) ") nor QEMU virt; hart ");
    console_putdec(hartid);
    console_puts(" stops\n");
    console_unlock();
    fw_halt();
}

void platform_init(xlen_t dtb, xlen_t boot_hartid)
{
    struct platform *p = &platform_soc;
    if (csr_read(mimpid) != SOC_MIMPID) {
        if (!qemu_virt_probe(dtb))
            unknown_platform(dtb, boot_hartid);
        p = &platform_qemu_virt;
    }
    p->hart_mask = fdt_hart_mask(dtb, FW_MAX_HARTS, &p->harts_beyond) | BIT(boot_hartid);
    /* QEMU's harts have the H extension unless -cpu says h=false; the
     * SoC's have not. The harts of a machine are taken to be alike. */
    p->has_h = csr_read(misa) & MISA_EXT('H');
    /* Counter delegation is found by trying menvcfg.CDE, not read from the
     * device tree's riscv,isa-extensions: the bit is the hardware's own
     * answer, on every platform and with or without a tree (a1 = 0), and
     * it is the very bit the firmware then sets. QEMU 7.2 keeps it 0. */
    p->has_cdeleg = probe_cdeleg();
    plat = p;
}
