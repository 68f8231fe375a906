/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What differs between the platforms the firmware runs on, and nothing else:
 * the simulated SoC (rtl/soc) and QEMU virt share the memory map of the
 * project contract (section 2), so devices are common; the counters, their
 * width, the PMU event table and a few features are not.
 */
#ifndef FW_PLATFORM_H
#define FW_PLATFORM_H

#include "fw/types.h"
#include "soc_desc.h"            /* generated from rtl/soc/soc.def */

/* The SoC's memory map, which QEMU virt shares. */
#define RAM_BASE       ((unsigned long)SOC_RAM_BASE)
#define UART_BASE      ((unsigned long)SOC_UART_BASE)
#define CLINT_BASE     ((unsigned long)SOC_CLINT_BASE)
#define CLINT_SIZE     ((unsigned long)SOC_CLINT_SIZE)
#define FINISHER_BASE  ((unsigned long)SOC_FINISHER_BASE)
#define FW_BASE        RAM_BASE                   /* the firmware owns [FW_BASE, FW_END) */
#define FW_END         (FW_BASE + 0x200000UL)
#define PAYLOAD_BASE   FW_END                     /* contract section 3 */

/* The fixed counters that can count an event instead of a programmable one. */
enum fixed_counter { FIXED_NONE = 0, FIXED_CYCLE = 1, FIXED_INSTRET = 2 };

/* One SBI event the platform counts, and what mhpmevent selects it. */
struct platform_event {
    uint32_t event_idx;      /* SBI event_idx: type << 16 | code */
    uint64_t mhpmevent;      /* EVENT and OP fields (the filter bits are added) */
    enum fixed_counter fixed;
};

/* A naturally aligned power-of-two range of device addresses. */
struct mmio_region {
    xlen_t base, size;
};

/* At most this many device regions are kept from S-mode (PMP entries 1..). */
#define PLATFORM_MAX_M_ONLY 4

struct platform {
    const char *name;
    xlen_t   ram_size;               /* RAM at RAM_BASE */
    /* The CLINT: hart i's msip at clint_base + 4 i, its mtimecmp at
     * clint_base + 0x4000 + 8 i (lib/timer.c). */
    xlen_t   clint_base;
    /* The harts served (bit i: hart ID i), from the device tree's /cpus
     * and bounded by FW_MAX_HARTS; the boot hart at least. */
    unsigned long hart_mask;
    unsigned harts_beyond;           /* listed, but at or past FW_MAX_HARTS */
    unsigned hpm_count;              /* mhpmcounter3 .. 3+hpm_count-1 */
    unsigned hpm_width;              /* bits of each of them */
    bool     has_sscofpmf;           /* mhpmevent.OF and LCOFI */
    bool     has_smcntrpmf;          /* mcyclecfg / minstretcfg */
    bool     has_sstc;               /* stimecmp (menvcfg.STCE) */
    /* Counter delegation (Smcdeleg/Ssccfg over Sscsrind): menvcfg.CDE
     * keeps a written 1 (probed, platform/platform.c) */
    bool     has_cdeleg;
    bool     has_h;                  /* the H extension (misa.H): HFENCE */
    bool     can_reboot;             /* the finisher resets the machine */
    /* mcountinhibit does not hold a counter's value (QEMU 7.2): the
     * firmware freezes it by rewriting it (fw/pmu_hw.h). */
    bool     inhibit_needs_rewrite;
    /* A write of a counter arms an overflow timer that, for most values,
     * raises at once an overflow that did not happen (QEMU 7.2): the
     * firmware writes such values while the counter is inhibited
     * (fw/pmu_hw.h). */
    bool     write_arms_overflow_timer;
    const struct platform_event *events;
    size_t   num_events;
    /* Whether raw event bits (type 2: 48 bits, type 3: 56 bits) select
     * something the hardware counts. */
    bool (*raw_event_ok)(uint64_t bits);
    /* Devices only M-mode may touch (lib/pmp.c): the CLINT on every
     * platform, and what else would let S-mode reach M-mode's state. */
    const struct mmio_region *m_only;
    size_t   num_m_only;
};

/* Chosen and initialised by platform_init() on the boot hart, before the
 * other harts run any C; read-only afterwards. */
extern const struct platform *plat;

void platform_init(xlen_t dtb, xlen_t boot_hartid);

/* Helpers the platform descriptions share (platform/probe.c). */
unsigned probe_hpm_count(void);
unsigned probe_hpm_width(void);
bool probe_sscofpmf(void);
bool probe_sstc(void);
bool probe_cdeleg(void);
xlen_t fdt_memory_size(xlen_t dtb, xlen_t base);
unsigned long fdt_hart_mask(xlen_t dtb, unsigned max_harts, unsigned *beyond);
/* The root node's string property name (its "model"), or NULL without a
 * device tree, without the property, or if it is no string. */
const char *fdt_root_string(xlen_t dtb, const char *name);
/* Whether the root node's "compatible" list holds compatible. */
bool fdt_root_compatible(xlen_t dtb, const char *compatible);

#endif
