/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Paging behaviour the privileged spec leaves to the
 * implementation, as docs/soc.md fixes it for our core (QEMU 7.2 chooses
 * otherwise where noted):
 *   1-3 Svade: a leaf with A clear faults (load, store, fetch), and a store
 *       to a leaf with D clear faults, while a load from it works; no PTE
 *       is ever written by hardware (QEMU sets A and D itself)
 *   4   the TLBs keep a translation until an sfence.vma that covers it: a
 *       changed PTE is not seen before, an sfence.vma of another page does
 *       not drop it, one of its page does
 *   5   entries are tagged with the ASID: another ASID walks again, and
 *       sfence.vma x0, asid drops only that ASID's entries
 *   6   a global leaf survives sfence.vma x0, asid; one by address drops it
 *   7   a PTE read that no device answers is an access fault (QEMU 7.2: a
 *       page fault)
 *   8   Sv32 (RV32): a leaf above 4 GiB of physical memory maps to
 *       nothing: an access fault
 */
#include "vm.h"

__asm__(
    "\t.text\n\t.balign 4\n"
    "vms_tpl_load:\n\t" LX " a0, 0(a1)\n\tecall\n"
    "vms_tpl_store:\n\tsw a2, 0(a1)\n\tecall\n"
    "vms_tpl_addi:\n\taddi a0, a0, 1\n\tecall\n"
);
extern char vms_tpl_load[], vms_tpl_store[], vms_tpl_addi[];
#define LOAD  ((xlen_t)vms_tpl_load)
#define STORE ((xlen_t)vms_tpl_store)

enum { F_ONE, F_TWO, F_CODE, F_COUNT };
static unsigned char frame[F_COUNT][VM_PAGE] __attribute__((aligned(VM_PAGE)));
#define PA(f) ((xlen_t)frame[f])
#define VA(i) (VM_BASE + (xlen_t)(i) * VM_PAGE)
enum { V_NO_A, V_NO_D, V_CODE_NO_A, V_CACHED, V_OTHER, V_GLOBAL, V_HIGH };

#define S PRV_S

static void sfence_va(xlen_t va)
{
    __asm__ volatile("sfence.vma %0, x0" :: "r"(va) : "memory");
}

static void sfence_asid(xlen_t asid)
{
    __asm__ volatile("sfence.vma x0, %0" :: "r"(asid) : "memory");
}

static void set_asid(xlen_t asid)
{
    csr_write(satp, SATP_MODE_PAGING | (asid << SATP_ASID_SHIFT) |
                    ((xlen_t)vm_root() >> PAGE_SHIFT));
}

static xlen_t load(int n, xlen_t va)
{
    return vm_call(n, S, LOAD, 0, va, 0);
}

int main(void)
{
    ((volatile xlen_t *)frame[F_ONE])[0] = 1;
    ((volatile xlen_t *)frame[F_TWO])[0] = 2;
    for (unsigned i = 0; i < 8; i++)
        frame[F_CODE][i] = (unsigned char)vms_tpl_addi[i];
    __asm__ volatile("fence.i" ::: "memory");

    vm_init();
    pte_t *no_a = vm_map(VA(V_NO_A), PA(F_ONE), 0, PTE_V | PTE_R | PTE_W | PTE_D);
    pte_t *no_d = vm_map(VA(V_NO_D), PA(F_ONE), 0, PTE_V | PTE_R | PTE_W | PTE_A);
    pte_t *code = vm_map(VA(V_CODE_NO_A), PA(F_CODE), 0, PTE_V | PTE_X);
    pte_t *cached = vm_map(VA(V_CACHED), PA(F_ONE), 0, VM_ADA | PTE_R);
    vm_map(VA(V_OTHER), PA(F_ONE), 0, VM_ADA | PTE_R);
    pte_t *global = vm_map(VA(V_GLOBAL), PA(F_ONE), 0, VM_ADA | PTE_R | PTE_G);
    /* a last-level table at physical address 0, where nothing answers, in
       a level-1 slot of its own */
    xlen_t nowhere = VM_BASE + 4 * vm_level_size(1);
    *vm_slot(nowhere, 1) = vm_pte(UNMAPPED_ADDR, PTE_V);
    vm_on(1);

    /* 1-3: Svade */
    vm_fault(1, S, LOAD, VA(V_NO_A), 0, CAUSE_LOAD_PAGE_FAULT, VA(V_NO_A));
    vm_fault(1, S, STORE, VA(V_NO_A), 0, CAUSE_STORE_PAGE_FAULT, VA(V_NO_A));
    CHECK_EQ(1, *no_a, vm_pte(PA(F_ONE), PTE_V | PTE_R | PTE_W | PTE_D));
    CHECK_EQ(2, load(2, VA(V_NO_D)), 1);
    vm_fault(2, S, STORE, VA(V_NO_D), 7, CAUSE_STORE_PAGE_FAULT, VA(V_NO_D));
    CHECK_EQ(2, *no_d, vm_pte(PA(F_ONE), PTE_V | PTE_R | PTE_W | PTE_A));
    CHECK_EQ(2, ((volatile xlen_t *)frame[F_ONE])[0], 1);
    vm_fault(3, S, VA(V_CODE_NO_A), 0, 0, CAUSE_FETCH_PAGE_FAULT, VA(V_CODE_NO_A));
    *code = vm_pte(PA(F_CODE), VM_ADA | PTE_X);
    sfence_va(VA(V_CODE_NO_A));
    CHECK_EQ(3, vm_call(3, S, VA(V_CODE_NO_A), 1, 0, 0), 2);

    /* 4: cached until an sfence.vma covers it */
    CHECK_EQ(4, load(4, VA(V_CACHED)), 1);
    *cached = vm_pte(PA(F_TWO), VM_ADA | PTE_R);
    CHECK_EQ(4, load(4, VA(V_CACHED)), 1);
    sfence_va(VA(V_OTHER));
    CHECK_EQ(4, load(4, VA(V_CACHED)), 1);
    sfence_va(VA(V_CACHED));
    CHECK_EQ(4, load(4, VA(V_CACHED)), 2);

    /* 5: ASIDs. ASID 1 caches frame one; the PTE then says frame two,
       which ASID 2 (satp written without an sfence.vma) walks to, while
       ASID 1 keeps its entry until sfence.vma x0, 1. */
    *cached = vm_pte(PA(F_ONE), VM_ADA | PTE_R);
    sfence_va(VA(V_CACHED));
    CHECK_EQ(5, load(5, VA(V_CACHED)), 1);
    *cached = vm_pte(PA(F_TWO), VM_ADA | PTE_R);
    set_asid(2);
    CHECK_EQ(5, load(5, VA(V_CACHED)), 2);
    set_asid(1);
    CHECK_EQ(5, load(5, VA(V_CACHED)), 1);
    sfence_asid(2);
    CHECK_EQ(5, load(5, VA(V_CACHED)), 1);
    sfence_asid(1);
    CHECK_EQ(5, load(5, VA(V_CACHED)), 2);

    /* 6: a global leaf */
    CHECK_EQ(6, load(6, VA(V_GLOBAL)), 1);
    *global = vm_pte(PA(F_TWO), VM_ADA | PTE_R | PTE_G);
    sfence_asid(1);
    CHECK_EQ(6, load(6, VA(V_GLOBAL)), 1);
    sfence_va(VA(V_GLOBAL));
    CHECK_EQ(6, load(6, VA(V_GLOBAL)), 2);

    /* 7: a walk into nothing */
    vm_fault(7, S, LOAD, nowhere, 0, CAUSE_LOAD_ACCESS, nowhere);
    vm_fault(7, S, STORE, nowhere, 0, CAUSE_STORE_ACCESS, nowhere);

#if XLEN == 32
    /* 8: Sv32 reaches 34-bit physical addresses; RAM_BASE + 4 GiB is
       beyond what the SoC decodes */
    *vm_slot(VA(V_HIGH), 0) = ((((xlen_t)RAM_BASE >> PAGE_SHIFT) | (1UL << 20)) << PTE_PPN_SHIFT) |
                              VM_ADA | PTE_R | PTE_W;
    vm_sfence();
    vm_fault(8, S, LOAD, VA(V_HIGH), 0, CAUSE_LOAD_ACCESS, VA(V_HIGH));
#endif

    vm_off();
    return 0;
}
