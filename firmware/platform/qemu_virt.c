/* SPDX-License-Identifier: Apache-2.0 */
/* QEMU 7.2 virt: its mhpmcounters count cycles, instructions and three TLB
 * misses (DTLB read and write, ITLB read), selected by writing the SBI event_idx itself into mhpmevent (the
 * mapping QEMU's device tree gives OpenSBI). The counter count and width
 * depend on -cpu options, so they are probed. No Smcntrpmf in 7.2. */
#include "fw/platform.h"

static const struct platform_event qemu_events[] = {
    { 0x00001, 0x00001, FIXED_CYCLE },      /* CPU_CYCLES */
    { 0x00002, 0x00002, FIXED_INSTRET },    /* INSTRUCTIONS */
    { 0x10019, 0x10019, FIXED_NONE },       /* DTLB read miss */
    { 0x1001b, 0x1001b, FIXED_NONE },       /* DTLB write miss */
    { 0x10021, 0x10021, FIXED_NONE },       /* ITLB read miss */
};

/* QEMU takes any value; what it does not know, it does not count. */
static bool qemu_raw_event_ok(uint64_t bits)
{
    return bits != 0;
}

/* The CLINT (msip, mtimecmp, mtime are M-mode's), and fw_cfg, whose DMA
 * interface writes guest memory wherever it is told, PMP or not: S-mode
 * could otherwise have it overwrite the firmware (docs/firmware.md,
 * Security). Linux's fw_cfg driver is optional and nothing here needs it. */
#define QEMU_FW_CFG_BASE 0x10100000UL
#define QEMU_FW_CFG_SIZE 0x20UL         /* 0x18 bytes of registers */

static const struct mmio_region qemu_m_only[] = {
    { CLINT_BASE, CLINT_SIZE },
    { QEMU_FW_CFG_BASE, QEMU_FW_CFG_SIZE },
};

struct platform platform_qemu_virt = {
    .name = "QEMU virt",
    .clint_base = CLINT_BASE,
    .has_smcntrpmf = false,
    .can_reboot = true,
    .inhibit_needs_rewrite = true,
    .write_arms_overflow_timer = true,
    .events = qemu_events,
    .num_events = ARRAY_SIZE(qemu_events),
    .raw_event_ok = qemu_raw_event_ok,
    .m_only = qemu_m_only,
    .num_m_only = ARRAY_SIZE(qemu_m_only),
};

#define QEMU_DEFAULT_RAM (128UL << 20)
/* The root of the tree QEMU's virt machine passes is compatible with it;
 * other machines with a 16550 at the same address (Spike's) are not. */
#define QEMU_VIRT_COMPATIBLE "riscv-virtio"

bool qemu_virt_probe(xlen_t dtb)
{
    if (!fdt_root_compatible(dtb, QEMU_VIRT_COMPATIBLE))
        return false;
    xlen_t ram = fdt_memory_size(dtb, RAM_BASE);
    platform_qemu_virt.ram_size = ram ? ram : QEMU_DEFAULT_RAM;
    platform_qemu_virt.hpm_count = probe_hpm_count();
    platform_qemu_virt.hpm_width = platform_qemu_virt.hpm_count ? probe_hpm_width() : 0;
    platform_qemu_virt.has_sscofpmf = platform_qemu_virt.hpm_count && probe_sscofpmf();
    platform_qemu_virt.has_sstc = probe_sstc();
    return true;
}
