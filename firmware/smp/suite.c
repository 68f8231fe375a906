/* SPDX-License-Identifier: Apache-2.0 */
/* The SMP suite's groups and its hooks into the framework: the harts it
 * finds in the device tree, the interrupts its harts take, and every
 * other hart stopped again after each test. */
#include "smp.h"
#include "fw/fdt.h"

const struct test *const test_groups[] = {
    hsm_tests, ipi_tests, smp_rfence_tests, smp_pmu_tests, NULL,
};

struct smp_env smp;

/* The harts /cpus lists as available (device_type "cpu", "reg" the hart
 * ID, status "okay" or none) and its timebase-frequency: read here
 * independently of the firmware, which the tests compare with. */
static void read_cpus(const uint8_t *fdt)
{
    smp.timebase = 10000000;                /* QEMU virt's, if the tree has none */
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC)
        return;
    const uint8_t *p = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    const char *strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    int depth = 0;
    bool in_cpus = false, cpu = false, okay = true, have_reg = false;
    uint32_t cells = 1;
    uint64_t reg = 0;
    for (;;) {
        const uint32_t token = fdt_be32(p);
        p += 4;
        if (token == FDT_BEGIN_NODE) {
            depth++;
            if (depth == 2)
                in_cpus = fdt_str_eq((const char *)p, "cpus");
            if (depth == 3) {           /* a cpu's own children (its interrupt controller) come after its properties */
                cpu = have_reg = false;
                okay = true;
            }
            p = fdt_skip_name(p);
        } else if (token == FDT_END_NODE) {
            if (in_cpus && depth == 3 && cpu && okay && have_reg) {
                if (reg < XLEN)
                    smp.tree |= 1UL << reg;
                else
                    smp.tree_beyond++;
            }
            if (depth == 2)
                in_cpus = false;
            if (--depth == 0)
                return;
        } else if (token == FDT_PROP) {
            const uint32_t len = fdt_be32(p);
            const char *name = strings + fdt_be32(p + 4);
            const uint8_t *v = p + 8;
            if (in_cpus && depth == 2 && fdt_str_eq(name, "#address-cells"))
                cells = fdt_be32(v);
            else if (in_cpus && depth == 2 && fdt_str_eq(name, "timebase-frequency"))
                smp.timebase = fdt_be32(v);
            else if (in_cpus && depth == 3 && fdt_str_eq(name, "device_type"))
                cpu = fdt_str_eq((const char *)v, "cpu");
            else if (in_cpus && depth == 3 && fdt_str_eq(name, "status"))
                okay = fdt_str_eq((const char *)v, "okay") || fdt_str_eq((const char *)v, "ok");
            else if (in_cpus && depth == 3 && fdt_str_eq(name, "reg") && len >= 4 * cells) {
                reg = fdt_cells(v, cells);
                have_reg = true;
            }
            p += 8 + fdt_padded(len);
        } else if (token != FDT_NOP) {
            return;
        }
    }
}

void suite_begin(void)
{
    smp.self = payload_hartid;
    __asm__ volatile("mv tp, %0" ::"r"(&smp_harts[smp.self]));
    read_cpus((const uint8_t *)payload_dtb);
    /* The hart running the suite is there, listed or not (a firmware may
     * boot on a hart the tree marks disabled: ours serves it). */
    smp.tree |= 1UL << smp.self;
    smp.harts = smp.tree & ((1UL << SMP_MAX_HARTS) - 1);
    smp.others = smp.harts & ~(1UL << smp.self);
    for_each_hart(h, smp.harts)
        smp.n++;
    char line[160];
    fmt_str(line, sizeof line, "# SMP: %u harts (mask 0x%lx, %u more in the tree), boot hart %lu, timebase %lu Hz\n",
            smp.n, smp.harts, smp.tree_beyond, smp.self, smp.timebase);
    put_str(line);
}

/* Each hart's own supervisor interrupts, counted where the tests look. */
bool suite_interrupt(xlen_t code)
{
    volatile struct smp_hart *h;
    __asm__ volatile("mv %0, tp" : "=r"(h));
    if (code == IRQ_SSI) {
        __asm__ volatile("csrc sip, %0" ::"r"(MIP_SSIP));
        __atomic_fetch_add(&h->ssi, 1, __ATOMIC_RELEASE);
        return true;
    }
    if (code == IRQ_STI) {
        /* set_timer clears STIP, with or without Sstc */
#if XLEN == 64
        sbi_call(SBI_EXT_TIME, SBI_TIME_SET_TIMER, (xlen_t)-1, 0, 0, 0, 0, 0);
#else
        sbi_call(SBI_EXT_TIME, SBI_TIME_SET_TIMER, (xlen_t)-1, (xlen_t)-1, 0, 0, 0, 0);
#endif
        __atomic_fetch_add(&h->sti, 1, __ATOMIC_RELEASE);
        return true;
    }
    return false;
}

void suite_after_test(void)
{
    stop_all();
}
