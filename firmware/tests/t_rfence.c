/* SPDX-License-Identifier: Apache-2.0 */
/* RFENCE ranges that end in, or run past, the last page of the address
 * space. The specification lets an implementation flush more than asked, so
 * every call here must return SBI_SUCCESS, and return at all: a firmware
 * that walks such a range page by page and lets the address wrap past the
 * top would loop about 2^52 times with interrupts off (the suite's time
 * limit then fails the run). Hart 0 is this hart; a mask base of -1 names
 * every hart. */
#include "test.h"

enum { RFENCE_SFENCE_VMA = 1, RFENCE_SFENCE_VMA_ASID = 2 };

#define TOP_PAGE ((xlen_t)0 - 4096u) /* the first byte of the last page */

struct range {
    xlen_t mask, base, start, size;
    const char *what;
};

static const struct range top_ranges[] = {
    {1, 0, TOP_PAGE, 1, "one byte of the last page"},
    {1, 0, TOP_PAGE + 0x800, 0x7ff, "the last page's upper half but its last byte"},
    {0, (xlen_t)-1, TOP_PAGE - 0x3f000, 0x3ffff, "64 pages up to the last byte, every hart"},
    {1, 0, TOP_PAGE, 0x1000, "exactly the last page, ending at 2^XLEN"},
    {1, 0, TOP_PAGE, 0x2000, "the last page and the first, wrapping"},
    {1, 0, (xlen_t)-1, 2, "the last byte and the first, wrapping"},
};

static void fence_all_ranges(xlen_t fid)
{
    char what[120];
    for (size_t i = 0; i < sizeof top_ranges / sizeof top_ranges[0]; i++) {
        const struct range *r = &top_ranges[i];
        fmt_str(what, sizeof what, "fid %lu, %s (start 0x%lx, size 0x%lx)", fid, r->what, r->start,
                r->size);
        EXPECT_ERR(sbi_call(SBI_EXT_RFENCE, fid, r->mask, r->base, r->start, r->size, 0, 0),
                   SBI_SUCCESS, what);
    }
}

static void sfence_vma_top(void) { fence_all_ranges(RFENCE_SFENCE_VMA); }
static void sfence_vma_asid_top(void) { fence_all_ranges(RFENCE_SFENCE_VMA_ASID); }

const struct test rfence_tests[] = {
    {"rfence.sfence_vma_top_of_address_space", sfence_vma_top},
    {"rfence.sfence_vma_asid_top_of_address_space", sfence_vma_asid_top},
    {0},
};
