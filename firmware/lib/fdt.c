/*
 * Just enough of the flattened device tree to learn the RAM size QEMU
 * was given (-m): the "reg" of the memory node at RAM_BASE. The SoC passes
 * no device tree; its RAM size is fixed (platform/soc.c).
 */
#include "fw/platform.h"

#define FDT_MAGIC      0xd00dfeedu
#define FDT_BEGIN_NODE 1
#define FDT_END_NODE   2
#define FDT_PROP       3
#define FDT_NOP        4
#define FDT_END        9

static uint32_t be32(const void *p)
{
    const uint8_t *b = p;
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static bool str_eq(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

static bool str_starts(const char *s, const char *prefix)
{
    while (*prefix)
        if (*s++ != *prefix++)
            return false;
    return true;
}

static uint64_t cells(const uint8_t *p, uint32_t n)
{
    uint64_t v = 0;
    for (uint32_t i = 0; i < n; i++)
        v = v << 32 | be32(p + 4 * i);
    return v;
}

/* 0 if there is no device tree or no memory node at base. */
xlen_t fdt_memory_size(xlen_t dtb, xlen_t base)
{
    const uint8_t *fdt = (const uint8_t *)dtb;
    if (!fdt || be32(fdt) != FDT_MAGIC)
        return 0;
    const uint8_t *p = fdt + be32(fdt + 8);             /* off_dt_struct */
    const char *strings = (const char *)fdt + be32(fdt + 12);
    uint32_t addr_cells = 2, size_cells = 2;
    int depth = 0;
    bool in_memory = false;

    for (;;) {
        uint32_t token = be32(p);
        p += 4;
        switch (token) {
        case FDT_BEGIN_NODE: {
            const char *name = (const char *)p;
            depth++;
            in_memory = depth == 2 && str_starts(name, "memory");
            size_t len = 0;
            while (name[len])
                len++;
            p += (len + 4) & ~(size_t)3;
            break;
        }
        case FDT_END_NODE:
            depth--;
            in_memory = false;
            break;
        case FDT_PROP: {
            uint32_t len = be32(p);
            const char *name = strings + be32(p + 4);
            const uint8_t *val = p + 8;
            if (depth == 1 && str_eq(name, "#address-cells"))
                addr_cells = be32(val);
            else if (depth == 1 && str_eq(name, "#size-cells"))
                size_cells = be32(val);
            else if (in_memory && str_eq(name, "reg")) {
                uint32_t stride = 4 * (addr_cells + size_cells);
                for (uint32_t off = 0; off + stride <= len; off += stride)
                    if (cells(val + off, addr_cells) == base)
                        return (xlen_t)cells(val + off + 4 * addr_cells, size_cells);
            }
            p += 8 + ((len + 3) & ~3u);
            break;
        }
        case FDT_NOP:
            break;
        default:                    /* FDT_END or a corrupt tree */
            return 0;
        }
    }
}
