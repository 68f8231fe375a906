/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The firmware's memory in the device tree it passes on: a child of
 * /reserved-memory with "no-map", as the devicetree bindings define it, so
 * that the kernel neither maps nor allocates [FW_BASE, FW_END) (PMP would
 * fault its accesses). QEMU's tree has no /reserved-memory; one is made
 * when missing, with the root's #address-cells and #size-cells as the
 * kernel requires.
 *
 * The tree is edited in place: the new node goes into the structure block,
 * whose tail and the strings block behind it move up, and the names of
 * properties the strings block lacks are appended to it. QEMU leaves the
 * tree below the top of RAM with room after it; the caller says how far it
 * may grow.
 */
#include "fw/fdt.h"

#define NODE_NAME_RESERVED "reserved-memory"
#define NODE_NAME_FIRMWARE "firmware@"

/* What the walk over the structure block found (offsets in the tree). */
struct tree_layout {
    uint32_t addr_cells, size_cells;    /* the root's */
    uint32_t root_end;                  /* the root's END_NODE token */
    uint32_t reserved_end;              /* /reserved-memory's, 0: none */
};

static bool walk(const uint8_t *fdt, struct tree_layout *t)
{
    const uint8_t *start = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    const uint8_t *end = start + fdt_be32(fdt + FDT_SIZE_STRUCT);
    const char *strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    const uint8_t *p = start;
    int depth = 0;
    bool in_reserved = false;

    *t = (struct tree_layout){ .addr_cells = 2, .size_cells = 1 };
    while (p < end) {
        uint32_t token = fdt_be32(p);
        switch (token) {
        case FDT_BEGIN_NODE:
            depth++;
            if (depth == 2)
                in_reserved = fdt_str_eq((const char *)p + 4, NODE_NAME_RESERVED);
            p = fdt_skip_name(p + 4);
            break;
        case FDT_END_NODE:
            if (depth == 2 && in_reserved)
                t->reserved_end = (uint32_t)(p - fdt);
            if (depth == 1) {
                t->root_end = (uint32_t)(p - fdt);
                return true;
            }
            depth--;
            p += 4;
            break;
        case FDT_PROP: {
            uint32_t len = fdt_be32(p + 4);
            const char *name = strings + fdt_be32(p + 8);
            if (depth == 1 && fdt_str_eq(name, "#address-cells"))
                t->addr_cells = fdt_be32(p + 12);
            else if (depth == 1 && fdt_str_eq(name, "#size-cells"))
                t->size_cells = fdt_be32(p + 12);
            p += 12 + fdt_padded(len);
            break;
        }
        case FDT_NOP:
            p += 4;
            break;
        default:
            return false;
        }
    }
    return false;
}

/* The offset of name in the strings block, or -1. */
static int32_t find_string(const char *strings, uint32_t size, const char *name)
{
    for (uint32_t off = 0; off < size; off += (uint32_t)fdt_str_len(strings + off) + 1)
        if (fdt_str_eq(strings + off, name))
            return (int32_t)off;
    return -1;
}

/* The new tokens and the strings they need, built before anything moves. */
struct insertion {
    uint8_t tokens[160];
    uint32_t len;
    char strings[64];
    uint32_t strings_len;
    const char *old_strings;
    uint32_t old_strings_size;
};

static void put32(struct insertion *in, uint32_t v)
{
    fdt_put_be32(in->tokens + in->len, v);
    in->len += 4;
}

static void put_name(struct insertion *in, const char *name)
{
    uint32_t n = (uint32_t)fdt_str_len(name) + 1;
    for (uint32_t i = 0; i < fdt_padded(n); i++)
        in->tokens[in->len + i] = i < n ? (uint8_t)name[i] : 0;
    in->len += fdt_padded(n);
}

/* The offset a property name has, or will have once appended. */
static uint32_t string_offset(struct insertion *in, const char *name)
{
    int32_t off = find_string(in->old_strings, in->old_strings_size, name);
    if (off >= 0)
        return (uint32_t)off;
    off = find_string(in->strings, in->strings_len, name);
    if (off >= 0)
        return in->old_strings_size + (uint32_t)off;
    uint32_t at = in->strings_len;
    uint32_t n = (uint32_t)fdt_str_len(name) + 1;
    for (uint32_t i = 0; i < n; i++)
        in->strings[at + i] = name[i];
    in->strings_len += n;
    return in->old_strings_size + at;
}

static void put_prop(struct insertion *in, const char *name, const uint32_t *cells, uint32_t n)
{
    put32(in, FDT_PROP);
    put32(in, 4 * n);
    put32(in, string_offset(in, name));
    for (uint32_t i = 0; i < n; i++)
        put32(in, cells[i]);
}

/* "firmware@<base in hex>" */
static void firmware_node_name(char *out, uint64_t base)
{
    const char *prefix = NODE_NAME_FIRMWARE;
    size_t n = 0;
    while (prefix[n]) {
        out[n] = prefix[n];
        n++;
    }
    int digits = 1;
    while (digits < 16 && (base >> (4 * digits)))
        digits++;
    for (int i = digits - 1; i >= 0; i--)
        out[n++] = "0123456789abcdef"[(base >> (4 * i)) & 0xf];
    out[n] = 0;
}

static void build(struct insertion *in, const struct tree_layout *t, uint64_t base, uint64_t size)
{
    uint32_t ac = t->addr_cells, sc = t->size_cells;
    if (!t->reserved_end) {
        put32(in, FDT_BEGIN_NODE);
        put_name(in, NODE_NAME_RESERVED);
        put_prop(in, "#address-cells", &ac, 1);
        put_prop(in, "#size-cells", &sc, 1);
        put_prop(in, "ranges", NULL, 0);
    }
    char name[32];
    firmware_node_name(name, base);
    put32(in, FDT_BEGIN_NODE);
    put_name(in, name);
    uint32_t reg[4], n = 0;
    if (ac == 2)
        reg[n++] = (uint32_t)(base >> 32);
    reg[n++] = (uint32_t)base;
    if (sc == 2)
        reg[n++] = (uint32_t)(size >> 32);
    reg[n++] = (uint32_t)size;
    put_prop(in, "reg", reg, n);
    put_prop(in, "no-map", NULL, 0);
    put32(in, FDT_END_NODE);
    if (!t->reserved_end)
        put32(in, FDT_END_NODE);
}

bool fdt_reserve_memory(xlen_t dtb, xlen_t room, uint64_t base, uint64_t size)
{
    uint8_t *fdt = (uint8_t *)dtb;
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC || fdt_be32(fdt + FDT_VERSION) < 17)
        return false;
    uint32_t off_struct = fdt_be32(fdt + FDT_OFF_STRUCT);
    uint32_t size_struct = fdt_be32(fdt + FDT_SIZE_STRUCT);
    uint32_t off_strings = fdt_be32(fdt + FDT_OFF_STRINGS);
    uint32_t size_strings = fdt_be32(fdt + FDT_SIZE_STRINGS);
    uint32_t total = fdt_be32(fdt + FDT_TOTALSIZE);
    struct tree_layout t;
    /* The strings must follow the structure block (what every tree
     * writer does), since the move below shifts what follows it. */
    if (off_strings < off_struct + size_struct || off_strings + size_strings > total ||
        !walk(fdt, &t) || !fdt_cells_ok(t.addr_cells) || !fdt_cells_ok(t.size_cells))
        return false;

    struct insertion in;                /* the buffers need no clearing */
    in.len = 0;
    in.strings_len = 0;
    in.old_strings = (const char *)fdt + off_strings;
    in.old_strings_size = size_strings;
    build(&in, &t, base, size);
    uint32_t at = t.reserved_end ? t.reserved_end : t.root_end;
    uint32_t used_end = off_strings + size_strings;
    uint32_t new_total = total + in.len + in.strings_len;
    if (new_total < used_end + in.len + in.strings_len)
        new_total = used_end + in.len + in.strings_len;
    if (new_total > room)
        return false;

    for (uint32_t i = used_end; i > at; i--)           /* move up, from the end */
        fdt[i - 1 + in.len] = fdt[i - 1];
    for (uint32_t i = 0; i < in.len; i++)
        fdt[at + i] = in.tokens[i];
    off_strings += in.len;
    for (uint32_t i = 0; i < in.strings_len; i++)
        fdt[off_strings + size_strings + i] = (uint8_t)in.strings[i];
    fdt_put_be32(fdt + FDT_OFF_STRINGS, off_strings);
    fdt_put_be32(fdt + FDT_SIZE_STRUCT, size_struct + in.len);
    fdt_put_be32(fdt + FDT_SIZE_STRINGS, size_strings + in.strings_len);
    fdt_put_be32(fdt + FDT_TOTALSIZE, new_total);
    return true;
}
