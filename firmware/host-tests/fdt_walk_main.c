/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Host driver for lib/fdt.c: fdt-walk TREE.dtb prints what the firmware
 * reads of a device tree, one line each: the size of the memory node at
 * RAM_BASE (0: none it can read), the harts of /cpus below FW_MAX_HARTS
 * as a mask and how many more it lists, the root's model ("-": none) and
 * whether the root is compatible with QEMU virt. The tree sits in a
 * buffer filled with FDT_NOP tokens after it, so that a walk that does
 * not stop at the tree's end finds no FDT_END there either.
 * fdt-walk.py compares the lines with those each tree's comment lists
 * (the .dts files of fdt-walk/).
 */
#include <stdio.h>

#include "fw/asm.h"
#include "fw/fdt.h"
#include "fw/platform.h"
#include "tree_file.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s TREE.dtb\n", argv[0]);
        return 2;
    }
    static uint8_t tree[1 << 16];
    for (size_t i = 0; i < sizeof(tree); i += 4)
        fdt_put_be32(tree + i, FDT_NOP);
    tree_file_read(argv[1], tree, sizeof(tree));

    xlen_t dtb = (xlen_t)(uintptr_t)tree;
    unsigned beyond;
    unsigned long harts = fdt_hart_mask(dtb, FW_MAX_HARTS, &beyond);
    const char *model = fdt_root_string(dtb, "model");
    printf("memory 0x%lx\n", (unsigned long)fdt_memory_size(dtb, RAM_BASE));
    printf("harts 0x%lx beyond %u\n", harts, beyond);
    printf("model %s\n", model ? model : "-");
    printf("qemu-virt %s\n", fdt_root_compatible(dtb, "riscv-virtio") ? "yes" : "no");
    return 0;
}
