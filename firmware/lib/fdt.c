/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Just enough of the flattened device tree to learn the RAM size QEMU
 * was given (-m), the "reg" of the memory node at RAM_BASE (the SoC's is
 * fixed, platform/soc.c), and the harts, the cpu nodes of /cpus (QEMU's
 * -smp, and the SoC's tree).
 */
#include "fw/fdt.h"
#include "fw/platform.h"

static bool str_starts(const char *s, const char *prefix)
{
    while (*prefix)
        if (*s++ != *prefix++)
            return false;
    return true;
}

/* 0 if there is no device tree or no memory node at base. */
xlen_t fdt_memory_size(xlen_t dtb, xlen_t base)
{
    const uint8_t *fdt = (const uint8_t *)dtb;
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC)
        return 0;
    const uint8_t *p = fdt + fdt_be32(fdt + 8);             /* off_dt_struct */
    const char *strings = (const char *)fdt + fdt_be32(fdt + 12);
    uint32_t addr_cells = 2, size_cells = 2;
    int depth = 0;
    bool in_memory = false;

    for (;;) {
        uint32_t token = fdt_be32(p);
        p += 4;
        switch (token) {
        case FDT_BEGIN_NODE: {
            const char *name = (const char *)p;
            depth++;
            in_memory = depth == 2 && str_starts(name, "memory");
            p = fdt_skip_name(p);
            break;
        }
        case FDT_END_NODE:
            depth--;
            in_memory = false;
            break;
        case FDT_PROP: {
            uint32_t len = fdt_be32(p);
            const char *name = strings + fdt_be32(p + 4);
            const uint8_t *val = p + 8;
            if (depth == 1 && fdt_str_eq(name, "#address-cells"))
                addr_cells = fdt_be32(val);
            else if (depth == 1 && fdt_str_eq(name, "#size-cells"))
                size_cells = fdt_be32(val);
            else if (in_memory && fdt_str_eq(name, "reg")) {
                uint32_t stride = 4 * (addr_cells + size_cells);
                for (uint32_t off = 0; off + stride <= len; off += stride)
                    if (fdt_cells(val + off, addr_cells) == base)
                        return (xlen_t)fdt_cells(val + off + 4 * addr_cells, size_cells);
            }
            p += 8 + fdt_padded(len);
            break;
        }
        case FDT_NOP:
            break;
        default:                    /* FDT_END or a corrupt tree */
            return 0;
        }
    }
}

/* The harts /cpus lists as available: a child with device_type "cpu",
 * whose "reg" is its hart ID, and whose status, if any, is "okay" (or
 * "ok"). Bit i of the result for hart i < max_harts; *beyond* counts the
 * others. 0 without a device tree. */
unsigned long fdt_hart_mask(xlen_t dtb, unsigned max_harts, unsigned *beyond)
{
    const uint8_t *fdt = (const uint8_t *)dtb;
    *beyond = 0;
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC)
        return 0;
    const uint8_t *p = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    const char *strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    uint32_t addr_cells = 1;        /* of /cpus: a hart ID is one cell */
    int depth = 0;
    bool in_cpus = false, is_cpu = false, available = true, has_reg = false;
    uint64_t hartid = 0;
    unsigned long mask = 0;

    for (;;) {
        uint32_t token = fdt_be32(p);
        p += 4;
        switch (token) {
        case FDT_BEGIN_NODE:
            depth++;
            if (depth == 2)
                in_cpus = fdt_str_eq((const char *)p, "cpus");
            if (depth == 3) {
                is_cpu = has_reg = false;
                available = true;
            }
            p = fdt_skip_name(p);
            break;
        case FDT_END_NODE:
            if (depth == 3 && in_cpus && is_cpu && available && has_reg) {
                if (hartid < max_harts)
                    mask |= 1UL << hartid;
                else
                    (*beyond)++;
            }
            if (depth == 2)
                in_cpus = false;
            if (--depth == 0)
                return mask;
            break;
        case FDT_PROP: {
            uint32_t len = fdt_be32(p);
            const char *name = strings + fdt_be32(p + 4);
            const uint8_t *val = p + 8;
            if (in_cpus && depth == 2 && fdt_str_eq(name, "#address-cells") && len == 4)
                addr_cells = fdt_be32(val);
            else if (in_cpus && depth == 3) {
                if (fdt_str_eq(name, "device_type"))
                    is_cpu = len >= 4 && fdt_str_eq((const char *)val, "cpu");
                else if (fdt_str_eq(name, "status"))
                    available = len >= 3 && (fdt_str_eq((const char *)val, "okay") ||
                                             fdt_str_eq((const char *)val, "ok"));
                else if (fdt_str_eq(name, "reg") && addr_cells >= 1 && addr_cells <= 2 &&
                         len >= 4 * addr_cells) {
                    hartid = fdt_cells(val, addr_cells);
                    has_reg = true;
                }
            }
            p += 8 + fdt_padded(len);
            break;
        }
        case FDT_NOP:
            break;
        default:                    /* FDT_END or a corrupt tree */
            return mask;
        }
    }
}
