/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Page tables for the paging tests: Sv39 on RV64, Sv32 on RV32, built in
 * M-mode from a pool of pages in the image.
 *
 * vm_init() starts a fresh address space whose root maps the RAM the image
 * lives in (from RAM_BASE, one 1 GiB or 4 MiB leaf) to itself, readable,
 * writable and executable by S, so S-mode runs the test's own code and
 * stack and the trap frames work. Tests map their pages elsewhere, below
 * VM_BASE, with vm_map(); vm_on() writes satp and flushes the TLBs.
 *
 * All PTEs here have A and D set unless a test says otherwise: whether
 * hardware sets them (QEMU) or faults (our core, Svade) is a property of
 * the implementation, tested apart.
 */
#ifndef CORE_TEST_VM_H
#define CORE_TEST_VM_H

#include "test.h"

#define VM_PAGE        4096UL
#if XLEN == 64
#define VM_LEVELS      3
#define VM_INDEX_BITS  9
#else
#define VM_LEVELS      2
#define VM_INDEX_BITS  10
#endif
#define VM_PTES        (VM_PAGE / REGBYTES)
#define VM_BASE        0x40000000UL   /* the tests' own virtual pages */
#define VM_POOL_PAGES  8
#define VM_ADA         (PTE_V | PTE_A | PTE_D)

typedef xlen_t pte_t;

static pte_t vm_pool[VM_POOL_PAGES][VM_PTES] __attribute__((aligned(VM_PAGE)));
static unsigned vm_used;

static inline pte_t *vm_root(void) { return vm_pool[0]; }

/* bytes a leaf at `level` maps: 4 KiB, 2 MiB / 4 MiB, 1 GiB */
static inline xlen_t vm_level_size(int level)
{
    return VM_PAGE << (VM_INDEX_BITS * level);
}

static inline pte_t vm_pte(xlen_t pa, xlen_t flags)
{
    return ((pa >> PAGE_SHIFT) << PTE_PPN_SHIFT) | flags;
}

static inline unsigned vm_index(xlen_t va, int level)
{
    return (unsigned)(va >> (PAGE_SHIFT + VM_INDEX_BITS * level)) & ((1u << VM_INDEX_BITS) - 1);
}

/* The PTE slot for va at `level`, creating pointer tables above it. */
static inline pte_t *vm_slot(xlen_t va, int level)
{
    pte_t *table = vm_root();
    for (int l = VM_LEVELS - 1; l > level; l--) {
        pte_t *e = &table[vm_index(va, l)];
        if (!(*e & PTE_V)) {
            if (vm_used == VM_POOL_PAGES) {
                core_puts("vm: page-table pool exhausted\n");
                core_fail(EXIT_INTERNAL);
            }
            *e = vm_pte((xlen_t)vm_pool[vm_used++], PTE_V);
        }
        table = (pte_t *)((*e >> PTE_PPN_SHIFT) << PAGE_SHIFT);
    }
    return &table[vm_index(va, level)];
}

/* Map va to pa with a leaf at `level` (0: 4 KiB); flags as they go in the
   PTE (PTE_V and the rest). Returns the PTE, for tests that change it. */
static inline pte_t *vm_map(xlen_t va, xlen_t pa, int level, xlen_t flags)
{
    pte_t *e = vm_slot(va, level);
    *e = vm_pte(pa, flags);
    return e;
}

static inline void vm_sfence(void)
{
    __asm__ volatile("sfence.vma" ::: "memory");
}

static inline void vm_init(void)
{
    for (unsigned p = 0; p < VM_POOL_PAGES; p++)
        for (unsigned i = 0; i < VM_PTES; i++)
            vm_pool[p][i] = 0;
    vm_used = 1;
    vm_map(RAM_BASE, RAM_BASE, VM_LEVELS - 1, VM_ADA | PTE_R | PTE_W | PTE_X);
}

static inline void vm_on(xlen_t asid)
{
    csr_write(satp, SATP_MODE_PAGING | (asid << SATP_ASID_SHIFT) |
                    ((xlen_t)vm_root() >> PAGE_SHIFT));
    vm_sfence();
}

static inline void vm_off(void)
{
    csr_write(satp, 0);
    vm_sfence();
}

/* ------------------------------------------------ running code in S or U */
xlen_t core_run_in(xlen_t pc, xlen_t prv, xlen_t a0, xlen_t a1, xlen_t a2);
extern char core_run_in_return[];

static inline xlen_t ecall_cause(int prv)
{
    return prv == PRV_U ? CAUSE_ECALL_U : CAUSE_ECALL_S;
}

/* Run the code at pc in prv, which must end with an ecall; its a0. */
static inline xlen_t vm_call(int n, int prv, xlen_t pc, xlen_t a0, xlen_t a1, xlen_t a2)
{
    test_num(n);
    trap_expect(core_mctl, ecall_cause(prv), 0, TV_ANY, (xlen_t)core_run_in_return, PRV_M);
    xlen_t r = core_run_in(pc, (xlen_t)prv, a0, a1, a2);
    CHECK(n, trap_taken(core_mctl));
    return r;
}

/* Run it expecting a trap to M with cause and tval (exact) instead. */
static inline void vm_fault(int n, int prv, xlen_t pc, xlen_t a1, xlen_t a2,
                            xlen_t cause, xlen_t tval)
{
    test_num(n);
    trap_expect(core_mctl, cause, tval, TV_EXACT, (xlen_t)core_run_in_return, PRV_M);
    core_run_in(pc, (xlen_t)prv, 0, a1, a2);
    CHECK(n, trap_taken(core_mctl));
}

#endif
