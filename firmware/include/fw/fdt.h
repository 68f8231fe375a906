/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The flattened device tree format (devicetree specification, chapter 5),
 * as much as the firmware reads and edits: header fields, structure-block
 * tokens, big-endian cells.
 */
#ifndef FW_FDT_H
#define FW_FDT_H

#include "fw/types.h"

#define FDT_MAGIC      0xd00dfeedu
#define FDT_BEGIN_NODE 1
#define FDT_END_NODE   2
#define FDT_PROP       3
#define FDT_NOP        4
#define FDT_END        9

/* header: byte offsets of its 32-bit fields */
#define FDT_TOTALSIZE       4
#define FDT_OFF_STRUCT      8
#define FDT_OFF_STRINGS     12
#define FDT_VERSION         20
#define FDT_SIZE_STRINGS    32
#define FDT_SIZE_STRUCT     36

static inline uint32_t fdt_be32(const void *p)
{
    const uint8_t *b = p;
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

/* n cells as one number, the first the most significant: a "reg" address
 * or size (#address-cells, #size-cells). Here so that the firmware's RAM
 * probe (lib/fdt.c) and fdt-check read "reg" by the same rule. */
static inline uint64_t fdt_cells(const uint8_t *p, uint32_t n)
{
    uint64_t v = 0;
    for (uint32_t i = 0; i < n; i++)
        v = v << 32 | fdt_be32(p + 4 * i);
    return v;
}

/* Whether fdt_cells reads a "reg" of #address-cells or #size-cells = n:
 * one or two cells. Zero would make a "reg" entry of no bytes, which a
 * walk through the entries never gets past, and three or more do not fit
 * in 64 bits. */
static inline bool fdt_cells_ok(uint32_t n)
{
    return n == 1 || n == 2;
}

static inline void fdt_put_be32(void *p, uint32_t v)
{
    uint8_t *b = p;
    b[0] = (uint8_t)(v >> 24);
    b[1] = (uint8_t)(v >> 16);
    b[2] = (uint8_t)(v >> 8);
    b[3] = (uint8_t)v;
}

static inline bool fdt_str_eq(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

static inline size_t fdt_str_len(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

/* Bytes a node name or property value takes in the structure block. */
static inline uint32_t fdt_padded(uint32_t len)
{
    return (len + 3) & ~3u;
}

/* Past a BEGIN_NODE's name (p at the name). */
static inline const uint8_t *fdt_skip_name(const uint8_t *p)
{
    return p + fdt_padded((uint32_t)fdt_str_len((const char *)p) + 1);
}

/* Adds a reserved-memory node with no-map for [base, base + size) to the
 * tree at dtb, which may grow to room bytes; false if it cannot. A size, not
 * an end address: on RV32 with 2 GiB of RAM or more, the end of RAM is at or
 * past 2^32 and does not fit in an address. */
bool fdt_reserve_memory(xlen_t dtb, xlen_t room, uint64_t base, uint64_t size);

#endif
