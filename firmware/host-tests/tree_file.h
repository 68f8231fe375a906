/* SPDX-License-Identifier: Apache-2.0 */
/* The host drivers' one way to read a device tree file into their buffer. */
#ifndef TREE_FILE_H
#define TREE_FILE_H

#include <stdio.h>
#include <stdlib.h>

/* The bytes read from path into tree, at most size - 1 of them: a file
 * that fills the buffer is taken for one too large. Exits with status 2,
 * saying why, when it cannot be read or is too large. */
static size_t tree_file_read(const char *path, unsigned char *tree, size_t size)
{
    FILE *in = fopen(path, "rb");
    if (!in) {
        perror(path);
        exit(2);
    }
    size_t n = fread(tree, 1, size, in);
    int failed = ferror(in);
    fclose(in);
    if (failed || n == size) {
        fprintf(stderr, "%s: %s\n", path, failed ? "cannot read" : "too large");
        exit(2);
    }
    return n;
}

#endif
