/* SPDX-License-Identifier: Apache-2.0 */
/* RFENCE ranges that end in, or run past, the last page of the address
 * space. The specification lets an implementation flush more than asked, so
 * every call here must return SBI_SUCCESS, and return at all: a firmware
 * that walks such a range page by page and lets the address wrap past the
 * top would loop about 2^52 times with interrupts off (the suite's time
 * limit then fails the run). Each names this hart (hart_mask 1 from its
 * own ID: on several harts the suite may run on any of them), or every
 * hart (a mask base of -1). */
#include "test.h"

#define TOP_PAGE ((xlen_t)0 - 4096u) /* the first byte of the last page */

struct range {
    bool every_hart;
    xlen_t start, size;
    const char *what;
};

static const struct range top_ranges[] = {
    {false, TOP_PAGE, 1, "one byte of the last page"},
    {false, TOP_PAGE + 0x800, 0x7ff, "the last page's upper half but its last byte"},
    {true, TOP_PAGE - 0x3f000, 0x3ffff, "64 pages up to the last byte, every hart"},
    {false, TOP_PAGE, 0x1000, "exactly the last page, ending at 2^XLEN"},
    {false, TOP_PAGE, 0x2000, "the last page and the first, wrapping"},
    {false, (xlen_t)-1, 2, "the last byte and the first, wrapping"},
};

static void fence_all_ranges(xlen_t fid)
{
    char what[120];
    for (size_t i = 0; i < sizeof top_ranges / sizeof top_ranges[0]; i++) {
        const struct range *r = &top_ranges[i];
        fmt_str(what, sizeof what, "fid %lu, %s (start 0x%lx, size 0x%lx)", fid, r->what, r->start,
                r->size);
        const xlen_t mask = r->every_hart ? 0 : 1, base = r->every_hart ? (xlen_t)-1 : payload_hartid;
        EXPECT_ERR(sbi_call(SBI_EXT_RFENCE, fid, mask, base, r->start, r->size, 0, 0), SBI_SUCCESS, what);
    }
}

static void sfence_vma_top(void) { fence_all_ranges(SBI_RFENCE_SFENCE_VMA); }
static void sfence_vma_asid_top(void) { fence_all_ranges(SBI_RFENCE_SFENCE_VMA_ASID); }

/* ---- A fence over a wrapping range leaves no stale translation ---------
 *
 * With paging on (Sv39 on RV64, Sv32 on RV32), the last page of the address
 * space is mapped to page A and read, so the hart caches the translation;
 * the mapping is then changed to page B without a local fence, and the SBI
 * fence is asked for [last page, +0x1000), whose end wraps to 0. A firmware
 * that cannot walk such a range must flush everything; one that fences
 * nothing leaves the hart reading A. The payload itself stays mapped one to
 * one by large pages, so the test runs on. Skipped where satp keeps Bare
 * (a hart without an MMU). */

#define PAGE 4096u
#define ENTRIES (PAGE / sizeof(xlen_t))

static volatile xlen_t page_a[ENTRIES] __attribute__((aligned(PAGE)));
static volatile xlen_t page_b[ENTRIES] __attribute__((aligned(PAGE)));

static void wrapping_fence_flushes(void)
{
    const xlen_t top_page = PAGING_LAST_PAGE;
    page_a[0] = 0xa;
    page_b[0] = 0xb;
    const xlen_t satp = paging_build(page_a);
    xlen_t got_satp;
    __asm__ volatile("csrw satp, %1\n\tcsrr %0, satp\n\tsfence.vma" : "=r"(got_satp) : "r"(satp) : "memory");
    if (got_satp != satp) {
        __asm__ volatile("csrw satp, zero\n\tsfence.vma" ::: "memory");
        skip("satp keeps Bare: no MMU");
        return;
    }
    const xlen_t before = *(volatile xlen_t *)top_page;        /* caches the translation */
    paging_remap_last(page_b);                                 /* no local fence */
    const struct sbiret r = sbi_call(SBI_EXT_RFENCE, SBI_RFENCE_SFENCE_VMA, 1, payload_hartid, top_page, PAGE, 0, 0);
    const xlen_t after = *(volatile xlen_t *)top_page;
    __asm__ volatile("csrw satp, zero\n\tsfence.vma" ::: "memory");
    EXPECT(before == 0xa, "the last page mapped to page A read 0x%lx", before);
    EXPECT(r.error == SBI_SUCCESS, "remote_sfence_vma(0x%lx, 0x1000): %s", top_page, err_name(r.error));
    EXPECT(after == 0xb, "after the mapping moved to page B and remote_sfence_vma(0x%lx, 0x1000), whose end "
                         "wraps to 0, the last page still reads 0x%lx (page A): a stale translation",
           top_page, after);
}

const struct test rfence_tests[] = {
    {"rfence.sfence_vma_top_of_address_space", sfence_vma_top},
    {"rfence.sfence_vma_asid_top_of_address_space", sfence_vma_asid_top},
    {"rfence.wrapping_range_leaves_no_stale_translation", wrapping_fence_flushes},
    {0},
};
