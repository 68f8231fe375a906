/* SPDX-License-Identifier: Apache-2.0 */
/* Devices that belong to M-mode (not PMU, but the firmware the PMU tests
 * run on). The CLINT, where QEMU virt and our SoC have it: an S-mode
 * store to msip would raise an M-mode software interrupt the firmware takes
 * for an IPI, a store to mtimecmp would move M-mode's timer, and mtime would
 * be readable. QEMU's fw_cfg at 0x1010_0000: its DMA interface writes
 * memory wherever it is told, PMP or not, so S-mode could have it overwrite
 * the firmware. Each S-mode access must fault instead (scause 5 for a load,
 * 7 for a store) and change nothing. */
#include "test.h"

#define CLINT_MSIP     SOC_CLINT_BASE
#define CLINT_MTIMECMP (SOC_CLINT_BASE + 0x4000)
#define CLINT_MTIME    (SOC_CLINT_BASE + 0xbff8)
#define QEMU_FW_CFG    0x10100000u   /* selector, data and DMA registers */

static xlen_t access_cause(xlen_t addr, bool store)
{
    trap_probe_begin();
    if (store)
        *(volatile uint32_t *)addr = 1;
    else
        (void)*(volatile uint32_t *)addr;
    return trap_probe_end();
}

static void clint_from_s_mode(void)
{
    static const struct {
        xlen_t addr;
        bool store;
        const char *what;
    } accesses[] = {
        {CLINT_MSIP, true, "store to msip"},
        {CLINT_MTIMECMP, true, "store to mtimecmp"},
        {CLINT_MTIME, false, "load of mtime"},
        {CLINT_MSIP, false, "load of msip"},
    };
    for (size_t i = 0; i < sizeof accesses / sizeof accesses[0]; i++) {
        const xlen_t want = accesses[i].store ? 7 : 5;
        const xlen_t got = access_cause(accesses[i].addr, accesses[i].store);
        EXPECT(got == want, "%s (0x%lx) from S-mode: expected an access fault (scause %lu), got %s %lu",
               accesses[i].what, accesses[i].addr, want, got ? "scause" : "no trap", got);
    }
}

static void fw_cfg_from_s_mode(void)
{
    /* Our documented choice (docs/firmware.md, Security); OpenSBI 1.1
     * leaves fw_cfg to S-mode. */
    NEEDS_OURS();
    SKIP_UNLESS(env.qemu, "fw_cfg is a QEMU virt device");
    /* A load only: a store to its DMA address register is what must never
     * reach it. 0x10 is the DMA address register (big-endian, 64 bits). */
    for (xlen_t off = 0; off <= 0x10; off += 8) {
        const xlen_t got = access_cause(QEMU_FW_CFG + off, false);
        EXPECT(got == 5, "load of fw_cfg + 0x%lx from S-mode: expected a load access fault (5), got %s %lu",
               off, got ? "scause" : "no trap", got);
    }
}

const struct test clint_tests[] = {
    {"platform.clint_is_m_mode_only", clint_from_s_mode},
    {"ours.platform.qemu_fw_cfg_is_m_mode_only", fw_cfg_from_s_mode},
    {0},
};
