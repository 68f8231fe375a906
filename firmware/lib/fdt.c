/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Just enough of the flattened device tree to learn the RAM size QEMU
 * was given (-m): the "reg" of the memory node at RAM_BASE. The SoC passes
 * no device tree; its RAM size is fixed (platform/soc.c).
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
