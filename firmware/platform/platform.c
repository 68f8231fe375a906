/* SPDX-License-Identifier: Apache-2.0 */
/* Which platform this is: the SoC's core identifies itself in mimpid
 * (docs/soc.md); anything else is taken for QEMU virt. */
#include "fw/csr.h"
#include "fw/platform.h"

#define SOC_MIMPID 0x50455246UL

extern const struct platform platform_soc;
extern struct platform platform_qemu_virt;
void qemu_virt_probe(xlen_t dtb);

const struct platform *plat;

void platform_init(xlen_t dtb)
{
    if (csr_read(mimpid) == SOC_MIMPID) {
        plat = &platform_soc;
        return;
    }
    qemu_virt_probe(dtb);
    plat = &platform_qemu_virt;
}
