/* SPDX-License-Identifier: Apache-2.0 */
/* Which platform this is: the SoC's core identifies itself in mimpid
 * (docs/soc.md); anything else is taken for QEMU virt. Both list their
 * harts in the device tree they pass (QEMU's -smp, the SoC's tree); a
 * machine without a tree has the boot hart alone. misa says whether there
 * is an H extension, and menvcfg.CDE whether counters can be delegated. */
#include "fw/asm.h"
#include "fw/csr.h"
#include "fw/platform.h"

/* SOC_MIMPID is the SoC's hart identity (rtl/soc/soc.def, through
 * soc_desc.h). It equals our SBI implementation ID, SBI_IMPL_ID_PERFMON in
 * sbi_abi.h, by choice only: the two are different facts and each keeps
 * its own definition. */

extern struct platform platform_soc;
extern struct platform platform_qemu_virt;
void qemu_virt_probe(xlen_t dtb);

const struct platform *plat;

void platform_init(xlen_t dtb, xlen_t boot_hartid)
{
    struct platform *p = &platform_soc;
    if (csr_read(mimpid) != SOC_MIMPID) {
        qemu_virt_probe(dtb);
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
