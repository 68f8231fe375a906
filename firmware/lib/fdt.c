/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Just enough of the flattened device tree to learn the RAM size QEMU
 * was given (-m), the "reg" of the memory node at RAM_BASE (the SoC's is
 * fixed, platform/soc.c), the harts, the cpu nodes of /cpus (QEMU's
 * -smp, and the SoC's tree), and what machine the tree describes (the
 * root's model and compatible).
 *
 * Every walk goes through walk_next, which stops at the end of the tree
 * (its totalsize) and at a property whose value runs past it, so that a
 * corrupt tree ends a walk instead of sending it through memory.
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

/* A walk over the structure block, one token a step (NOPs skipped). After
 * each step: token, depth (that of the node a property belongs to, the
 * new node's after a BEGIN_NODE, the parent's after an END_NODE), name
 * (a node's or a property's) and a property's value and len. */
struct fdt_walk {
    const uint8_t *p, *end;
    const char *strings;
    int depth;
    uint32_t token;
    const char *name;
    const uint8_t *value;
    uint32_t len;
};

/* false if there is no device tree at dtb */
static bool walk_start(struct fdt_walk *w, xlen_t dtb)
{
    const uint8_t *fdt = (const uint8_t *)dtb;
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC)
        return false;
    w->p = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    w->end = fdt + fdt_be32(fdt + FDT_TOTALSIZE);
    w->strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    w->depth = 0;
    return true;
}

/* false at FDT_END, at a token the format does not have, and at the end
 * of the tree */
static bool walk_next(struct fdt_walk *w)
{
    for (;;) {
        if (w->p >= w->end || w->end - w->p < 4)
            return false;
        w->token = fdt_be32(w->p);
        w->p += 4;
        switch (w->token) {
        case FDT_BEGIN_NODE:
            w->depth++;
            w->name = (const char *)w->p;
            w->p = fdt_skip_name(w->p);
            return true;
        case FDT_END_NODE:
            w->depth--;
            return true;
        case FDT_PROP:
            if (w->end - w->p < 8)
                return false;
            w->len = fdt_be32(w->p);
            w->name = w->strings + fdt_be32(w->p + 4);
            w->value = w->p + 8;
            if (w->len > (size_t)(w->end - w->value))
                return false;
            w->p = w->value + fdt_padded(w->len);
            return true;
        case FDT_NOP:
            break;
        default:
            return false;
        }
    }
}

/* 0 if there is no device tree, no memory node at base, or no "reg" in
 * it that fdt_cells can read. */
xlen_t fdt_memory_size(xlen_t dtb, xlen_t base)
{
    struct fdt_walk w;
    uint32_t addr_cells = 2, size_cells = 2;
    bool in_memory = false;

    if (!walk_start(&w, dtb))
        return 0;
    while (walk_next(&w)) {
        if (w.token == FDT_BEGIN_NODE)
            in_memory = w.depth == 2 && str_starts(w.name, "memory");
        else if (w.token == FDT_END_NODE)
            in_memory = false;
        else if (w.depth == 1 && fdt_str_eq(w.name, "#address-cells"))
            addr_cells = fdt_be32(w.value);
        else if (w.depth == 1 && fdt_str_eq(w.name, "#size-cells"))
            size_cells = fdt_be32(w.value);
        else if (in_memory && fdt_str_eq(w.name, "reg") && fdt_cells_ok(addr_cells) &&
                 fdt_cells_ok(size_cells)) {
            /* a stride of at least 8 bytes: with zero cells the walk
             * through the entries would never move */
            uint32_t stride = 4 * (addr_cells + size_cells);
            for (uint32_t off = 0; off + stride <= w.len; off += stride)
                if (fdt_cells(w.value + off, addr_cells) == base)
                    return (xlen_t)fdt_cells(w.value + off + 4 * addr_cells, size_cells);
        }
    }
    return 0;
}

/* The harts /cpus lists as available: a child with device_type "cpu",
 * whose "reg" is its hart ID, and whose status, if any, is "okay" (or
 * "ok"). Bit i of the result for hart i < max_harts; *beyond* counts the
 * others. 0 without a device tree. */
unsigned long fdt_hart_mask(xlen_t dtb, unsigned max_harts, unsigned *beyond)
{
    struct fdt_walk w;
    uint32_t addr_cells = 1;        /* of /cpus: a hart ID is one cell */
    bool in_cpus = false, is_cpu = false, available = true, has_reg = false;
    uint64_t hartid = 0;
    unsigned long mask = 0;

    *beyond = 0;
    if (!walk_start(&w, dtb))
        return 0;
    while (walk_next(&w)) {
        switch (w.token) {
        case FDT_BEGIN_NODE:
            if (w.depth == 2)
                in_cpus = fdt_str_eq(w.name, "cpus");
            if (w.depth == 3) {
                is_cpu = has_reg = false;
                available = true;
            }
            break;
        case FDT_END_NODE:          /* depth: the parent's of the node that ends */
            if (w.depth == 2 && in_cpus && is_cpu && available && has_reg) {
                if (hartid < max_harts)
                    mask |= 1UL << hartid;
                else
                    (*beyond)++;
            }
            if (w.depth == 1)
                in_cpus = false;
            if (w.depth == 0)
                return mask;
            break;
        default:                    /* FDT_PROP */
            if (in_cpus && w.depth == 2 && fdt_str_eq(w.name, "#address-cells") && w.len == 4)
                addr_cells = fdt_be32(w.value);
            else if (in_cpus && w.depth == 3) {
                if (fdt_str_eq(w.name, "device_type"))
                    is_cpu = w.len >= 4 && fdt_str_eq((const char *)w.value, "cpu");
                else if (fdt_str_eq(w.name, "status"))
                    available = w.len >= 3 && (fdt_str_eq((const char *)w.value, "okay") ||
                                               fdt_str_eq((const char *)w.value, "ok"));
                else if (fdt_str_eq(w.name, "reg") && fdt_cells_ok(addr_cells) && w.len >= 4 * addr_cells) {
                    hartid = fdt_cells(w.value, addr_cells);
                    has_reg = true;
                }
            }
            break;
        }
    }
    return mask;
}

/* The root's property name, or NULL. The format puts a node's properties
 * before its children, so the walk ends at the first child. */
static const uint8_t *root_prop(xlen_t dtb, const char *name, uint32_t *len)
{
    struct fdt_walk w;
    if (!walk_start(&w, dtb))
        return NULL;
    while (walk_next(&w) && w.depth == 1)
        if (w.token == FDT_PROP && fdt_str_eq(w.name, name)) {
            *len = w.len;
            return w.value;
        }
    return NULL;
}

const char *fdt_root_string(xlen_t dtb, const char *name)
{
    uint32_t len;
    const uint8_t *v = root_prop(dtb, name, &len);
    return v && len && !v[len - 1] ? (const char *)v : NULL;
}

bool fdt_root_compatible(xlen_t dtb, const char *compatible)
{
    uint32_t len;
    const uint8_t *v = root_prop(dtb, "compatible", &len);
    if (!v || !len || v[len - 1])
        return false;
    /* a string list: each string ends with its NUL */
    for (uint32_t off = 0; off < len; off += (uint32_t)fdt_str_len((const char *)v + off) + 1)
        if (fdt_str_eq((const char *)v + off, compatible))
            return true;
    return false;
}
