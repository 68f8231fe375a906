/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Host driver for lib/fdt_reserve.c: fdt-reserve IN.dtb OUT.dtb ROOM
 * loads a device tree into a buffer with ROOM bytes free after it, adds
 * the firmware's reserved-memory node for [0x80000000, 0x80200000) and
 * writes the result. Prints "added" or "refused" (the tree is then written
 * unchanged). run.sh compares the results with the expected trees.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fw/fdt.h"
#include "tree_file.h"

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s IN.dtb OUT.dtb ROOM\n", argv[0]);
        return 2;
    }
    static uint8_t tree[1 << 16];
    size_t size = tree_file_read(argv[1], tree, sizeof(tree));
    size_t room = strtoul(argv[3], NULL, 0);
    if (size + room > sizeof(tree))
        return 2;

    xlen_t base = (xlen_t)(uintptr_t)tree;
    bool added = fdt_reserve_memory(base, (xlen_t)(size + room), 0x80000000u, 0x200000u);
    puts(added ? "added" : "refused");

    FILE *out = fopen(argv[2], "wb");
    if (!out) {
        perror(argv[2]);
        return 2;
    }
    fwrite(tree, 1, fdt_be32(tree + FDT_TOTALSIZE), out);
    fclose(out);
    return 0;
}
