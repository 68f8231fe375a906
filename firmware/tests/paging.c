/* SPDX-License-Identifier: Apache-2.0 */
/* Page tables for the tests that need a translation to go stale: RAM
 * mapped one to one by large pages, so the program runs on with paging on
 * (Sv39 on RV64, Sv32 on RV32), and the last page of the address space
 * mapped to a page the test chooses. One set of tables, shared by every
 * hart that sets satp to it. */
#include "test.h"

#define PTE_LEAF (PTE_V | PTE_R | PTE_W | PTE_X | PTE_A | PTE_D)
#define PAGE 4096u
#define ENTRIES (PAGE / sizeof(xlen_t))

static xlen_t root[ENTRIES] __attribute__((aligned(PAGE)));
static xlen_t mid[ENTRIES] __attribute__((aligned(PAGE)));  /* Sv39 only */
static volatile xlen_t leaf[ENTRIES] __attribute__((aligned(PAGE)));

static xlen_t pte(const volatile void *p, xlen_t flags)
{
    return ((xlen_t)p >> PAGE_SHIFT) << PTE_PPN_SHIFT | flags;
}

xlen_t paging_build(const volatile void *last_page)
{
    for (unsigned i = 0; i < ENTRIES; i++)
        root[i] = mid[i] = leaf[i] = 0;
    leaf[ENTRIES - 1] = pte(last_page, PTE_LEAF);
#if XLEN == 64
    (void)mid;
    root[SOC_RAM_BASE >> 30] = pte((void *)SOC_RAM_BASE, PTE_LEAF);      /* 1 GiB, one to one */
    root[ENTRIES - 1] = pte(mid, PTE_V);
    mid[ENTRIES - 1] = pte(leaf, PTE_V);
#else
    root[SOC_RAM_BASE >> 22] = pte((void *)SOC_RAM_BASE, PTE_LEAF);      /* 2 x 4 MiB, one to one */
    root[(SOC_RAM_BASE >> 22) + 1] = pte((void *)(SOC_RAM_BASE + 0x400000), PTE_LEAF);
    root[ENTRIES - 1] = pte(leaf, PTE_V);
#endif
    __asm__ volatile("fence rw, rw" ::: "memory");
    return SATP_MODE_PAGING | (xlen_t)root >> PAGE_SHIFT;
}

void paging_remap_last(const volatile void *last_page)
{
    leaf[ENTRIES - 1] = pte(last_page, PTE_LEAF);
    __asm__ volatile("fence rw, rw" ::: "memory");
}
