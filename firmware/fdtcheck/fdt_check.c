/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fdt-check: an S-mode payload that checks the device tree the firmware
 * hands on in a1. It must hold a child of /reserved-memory with "no-map"
 * whose "reg" is the firmware's memory, RAM's first SOC_FW_SIZE bytes, so that a
 * kernel neither maps nor allocates what PMP keeps from it. make test runs
 * it on QEMU RV32 with 2 GiB and 3 GiB of RAM, where the end of RAM is at
 * or past 2^32 and does not fit in an address. Prints one result line and
 * the closing "N passed, N failed"; exits 0 only on success.
 */
#include "payload.h"
#include "fw/fdt.h"

#define FW_MEMORY_BASE SOC_RAM_BASE
#define FW_MEMORY_SIZE SOC_FW_SIZE

/* Whether the tree at dtb has the node; *why says what is missing. */
static bool has_reserved_node(const uint8_t *fdt, const char **why)
{
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC) {
        *why = "no device tree in a1";
        return false;
    }
    const uint8_t *p = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    const char *strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    int depth = 0;
    bool in_reserved = false;           /* inside /reserved-memory */
    uint32_t addr_cells = 2, size_cells = 2;
    bool no_map = false;                /* of the current child */
    uint64_t reg_base = 0, reg_size = 0;
    bool have_reg = false;
    *why = "no /reserved-memory node";
    for (;;) {
        const uint32_t token = fdt_be32(p);
        p += 4;
        if (token == FDT_BEGIN_NODE) {
            const char *name = (const char *)p;
            depth++;
            if (depth == 2 && fdt_str_eq(name, "reserved-memory")) {
                in_reserved = true;
                *why = "no child of /reserved-memory with no-map and the firmware's reg";
            }
            no_map = have_reg = false;
            p = fdt_skip_name(p);
        } else if (token == FDT_END_NODE) {
            if (in_reserved && depth == 3 && no_map && have_reg && reg_base == FW_MEMORY_BASE &&
                reg_size == FW_MEMORY_SIZE)
                return true;
            if (in_reserved && depth == 2)
                in_reserved = false;
            depth--;
        } else if (token == FDT_PROP) {
            const uint32_t len = fdt_be32(p), name_off = fdt_be32(p + 4);
            const uint8_t *value = p + 8;
            const char *name = strings + name_off;
            if (in_reserved && depth == 2 && fdt_str_eq(name, "#address-cells"))
                addr_cells = fdt_be32(value);
            else if (in_reserved && depth == 2 && fdt_str_eq(name, "#size-cells"))
                size_cells = fdt_be32(value);
            else if (in_reserved && depth == 3 && fdt_str_eq(name, "no-map"))
                no_map = true;
            else if (in_reserved && depth == 3 && fdt_str_eq(name, "reg") &&
                     len >= 4 * (addr_cells + size_cells)) {
                reg_base = fdt_cells(value, addr_cells);
                reg_size = fdt_cells(value + 4 * addr_cells, size_cells);
                have_reg = true;
            }
            p += 8 + fdt_padded(len);
        } else if (token == FDT_NOP) {
            continue;
        } else {                        /* FDT_END or garbage */
            return false;
        }
    }
}

int main(xlen_t hartid, xlen_t dtb);
int main(xlen_t hartid, xlen_t dtb)
{
    (void)hartid;
    const char *why;
    const bool ok = has_reserved_node((const uint8_t *)dtb, &why);
    put_str(ok ? "PASS" : "FAIL");
    put_str(" reserved-memory node for the firmware's memory at the start of RAM");
    put_str(ok ? "\n" : ": ");
    if (!ok) {
        put_str(why);
        put_char('\n');
    }
    put_str(ok ? "1 passed, 0 failed\n" : "0 passed, 1 failed\n");
    return ok ? 0 : 1;
}
