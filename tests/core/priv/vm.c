/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Paging (Sv39 on RV64, Sv32 on RV32), as the privileged spec defines it,
 * on both QEMU and our SoC. Every PTE has A and D set (Svade's faults are
 * in priv-vm_soc). S and U code runs through core_run_in (common/vm.h).
 *   1-2   loads and stores through a 4 KiB page; 3 V = 0; 4 a store to a
 *         read-only page; 5 W without R (reserved)
 *   6     S and user pages: SUM; 7-8 U needs user pages
 *   9     MXR makes executable pages readable
 *   10-13 fetch: X needed; S never executes user pages, even with SUM;
 *         U never executes S pages
 *   14    AMOs need W (store page fault), and work through a page
 *   15    superpages translate the low VPN bits through; a misaligned one
 *         faults; 16 Sv39: a VA that is not bits 38:0 sign-extended faults
 *   17    a pointer PTE at level 0 faults
 *   18    sfence.vma by address, and by ASID, make a changed PTE seen
 *   19    a 32-bit instruction across two pages mapped to unrelated frames;
 *         with the second page unmapped: fetch page fault, tval = the
 *         second page, mepc = the instruction
 *   20    MPRV with MPP = S and U translates M-mode loads
 *   21    a page fault delegated to S (medeleg)
 *   22    a PTE read the PMP denies: an access fault of the access's kind
 *   100-195 every permission combination of a 4 KiB leaf (R, W, X, U) for
 *         loads, stores and fetches from S and U, with SUM and MXR each
 *         off and on: the outcome the spec's rules give, worked out in
 *         sweep_faults(); the number is 100 + 12 * RWX + 6 * U + 2 *
 *         access + (U-mode), and a line says SUM and MXR
 */
#include "vm.h"

/* 8-byte code templates, run in place by S (identity map) or copied */
__asm__(
    "\t.text\n\t.balign 4\n"
    "vm_tpl_load:\n\t" LX " a0, 0(a1)\n\tecall\n"
    "vm_tpl_store:\n\t" SX " a2, 0(a1)\n\tecall\n"
    "vm_tpl_amo:\n\tamoadd.w a0, a2, (a1)\n\tecall\n"
    "vm_tpl_addi:\n\taddi a0, a0, 1\n\tecall\n"
    /* M-mode: a0 = mstatus bits to set (MPRV), a1 = address; MPRV is
       cleared before anything else touches memory */
    "vm_mprv_load:\n\tcsrs mstatus, a0\n\t" LX " a0, 0(a1)\n\t"
    "li t0, " STR(MSTATUS_MPRV) "\n\tcsrc mstatus, t0\n\tret\n"
);
extern char vm_tpl_load[], vm_tpl_store[], vm_tpl_amo[], vm_tpl_addi[];
xlen_t vm_mprv_load(xlen_t bits, xlen_t va);

#define TPL_BYTES 8
enum { OFF_LOAD = 0, OFF_STORE = 8, OFF_AMO = 16, OFF_ADDI = 24 };

/* physical frames */
enum { F_DATA, F_DATA2, F_CODE, F_CODE2, F_CODE3, F_SWEEP, F_COUNT };
static unsigned char frame[F_COUNT][VM_PAGE] __attribute__((aligned(VM_PAGE)));
#define PA(f) ((xlen_t)frame[f])

/* virtual pages */
#define VA(i) (VM_BASE + (xlen_t)(i) * VM_PAGE)
enum {
    V_R, V_RW, V_INVALID, V_WONLY, V_USER, V_XONLY, V_CODE_S, V_CODE_U, V_CODE_NX,
    V_POINTER, V_STRADDLE, V_STRADDLE2, V_REMAP, V_SWEEP,
};

static xlen_t data_word(int f, unsigned k) { return ((volatile xlen_t *)frame[f])[k]; }

static void copy_code(int f, unsigned off, const char *tpl, unsigned bytes)
{
    for (unsigned i = 0; i < bytes; i++)
        frame[f][off + i] = (unsigned char)tpl[i];
}

static void sfence_va(xlen_t va)
{
    __asm__ volatile("sfence.vma %0, x0" :: "r"(va) : "memory");
}

static void sfence_asid(xlen_t asid)
{
    __asm__ volatile("sfence.vma x0, %0" :: "r"(asid) : "memory");
}

#define S PRV_S
#define U PRV_U
#define LOAD  ((xlen_t)vm_tpl_load)
#define STORE ((xlen_t)vm_tpl_store)
#define AMO   ((xlen_t)vm_tpl_amo)

/* The privileged spec's rules (10.3.2, steps 5 and 7) for a 4 KiB leaf
   with V, A and D set and the permission bits `perm`. */
enum { A_LOAD, A_STORE, A_FETCH };
static int sweep_faults(xlen_t perm, int access, int prv, int sum, int mxr)
{
    int r = (perm & PTE_R) != 0, w = (perm & PTE_W) != 0, x = (perm & PTE_X) != 0;
    int u = (perm & PTE_U) != 0;
    if (!(r || w || x) || (w && !r))
        return 1;                 /* a pointer at level 0, or reserved */
    if (access == A_FETCH)
        return !x || (prv == PRV_U ? !u : u);
    if (prv == PRV_U ? !u : (u && !sum))
        return 1;
    return access == A_LOAD ? !(r || (mxr && x)) : !w;
}

static void sweep(pte_t *leaf)
{
    const xlen_t va = VA(V_SWEEP);
    for (int sum = 0; sum <= 1; sum++) {
        for (int mxr = 0; mxr <= 1; mxr++) {
            core_puts(sum ? "sweep: SUM=1" : "sweep: SUM=0");
            core_puts(mxr ? " MXR=1\n" : " MXR=0\n");
            csr_clear(mstatus, MSTATUS_SUM | MSTATUS_MXR);
            csr_set(mstatus, (sum ? MSTATUS_SUM : 0) | (mxr ? MSTATUS_MXR : 0));
            for (xlen_t rwx = 0; rwx < 8; rwx++) {
                for (int u = 0; u <= 1; u++) {
                    xlen_t perm = rwx << 1 | (u ? PTE_U : 0);
                    *leaf = vm_pte(PA(F_SWEEP), VM_ADA | perm);
                    sfence_va(va);
                    for (int access = A_LOAD; access <= A_FETCH; access++) {
                        for (int prv = PRV_U; prv <= PRV_S; prv++) {
                            int n = 100 + 12 * (int)rwx + 6 * u + 2 * access + (prv == PRV_U);
                            /* loads and stores run from a code page the
                               mode may execute; a fetch runs the page */
                            xlen_t code = access == A_FETCH ? va + OFF_ADDI
                                        : prv == PRV_U ? VA(V_CODE_U) + (access == A_LOAD ? OFF_LOAD : OFF_STORE)
                                        : (access == A_LOAD ? LOAD : STORE);
                            xlen_t addr = va + 0x80;
                            if (sweep_faults(perm, access, prv, sum, mxr)) {
                                xlen_t cause = access == A_FETCH ? CAUSE_FETCH_PAGE_FAULT
                                             : access == A_LOAD ? CAUSE_LOAD_PAGE_FAULT
                                             : CAUSE_STORE_PAGE_FAULT;
                                vm_fault(n, prv, code, addr, 0, cause,
                                         access == A_FETCH ? code : addr);
                            } else if (access == A_FETCH) {
                                CHECK_EQ(n, vm_call(n, prv, code, (xlen_t)n, 0, 0), (xlen_t)n + 1);
                            } else if (access == A_LOAD) {
                                CHECK_EQ(n, vm_call(n, prv, code, 0, addr, 0), data_word(F_SWEEP, 0x80 / REGBYTES));
                            } else {
                                vm_call(n, prv, code, 0, addr, (xlen_t)n);
                                CHECK_EQ(n, data_word(F_SWEEP, 0x80 / REGBYTES), (xlen_t)n);
                            }
                        }
                    }
                }
            }
        }
    }
    csr_clear(mstatus, MSTATUS_SUM | MSTATUS_MXR);
}


int main(void)
{
    for (unsigned k = 0; k < VM_PTES; k++) {
        ((xlen_t *)frame[F_DATA])[k] = 0x1000 + k;
        ((xlen_t *)frame[F_DATA2])[k] = 0x2000 + k;
    }
    copy_code(F_CODE, OFF_LOAD, vm_tpl_load, TPL_BYTES);
    copy_code(F_CODE, OFF_STORE, vm_tpl_store, TPL_BYTES);
    copy_code(F_CODE, OFF_AMO, vm_tpl_amo, TPL_BYTES);
    copy_code(F_CODE, OFF_ADDI, vm_tpl_addi, TPL_BYTES);
    copy_code(F_SWEEP, OFF_ADDI, vm_tpl_addi, TPL_BYTES);
    /* addi a0, a0, 1 with its low half the last of F_CODE2 and its high
       half the first of F_CODE3, then ecall */
    copy_code(F_CODE2, VM_PAGE - 2, vm_tpl_addi, 2);
    copy_code(F_CODE3, 0, vm_tpl_addi + 2, 6);
    __asm__ volatile("fence.i" ::: "memory");

    vm_init();
    vm_map(VA(V_R), PA(F_DATA), 0, VM_ADA | PTE_R);
    vm_map(VA(V_RW), PA(F_DATA), 0, VM_ADA | PTE_R | PTE_W);
    vm_map(VA(V_WONLY), PA(F_DATA), 0, VM_ADA | PTE_W);
    vm_map(VA(V_USER), PA(F_DATA), 0, VM_ADA | PTE_R | PTE_W | PTE_U);
    vm_map(VA(V_XONLY), PA(F_DATA), 0, VM_ADA | PTE_X);
    vm_map(VA(V_CODE_S), PA(F_CODE), 0, VM_ADA | PTE_X);
    vm_map(VA(V_CODE_U), PA(F_CODE), 0, VM_ADA | PTE_R | PTE_X | PTE_U);
    vm_map(VA(V_CODE_NX), PA(F_CODE), 0, VM_ADA | PTE_R);
    *vm_slot(VA(V_POINTER), 0) = vm_pte(PA(F_DATA), PTE_V);  /* no R, W, X at level 0 */
    vm_map(VA(V_STRADDLE), PA(F_CODE2), 0, VM_ADA | PTE_X);
    pte_t *second = vm_map(VA(V_STRADDLE2), PA(F_CODE3), 0, VM_ADA | PTE_X);
    pte_t *remap = vm_map(VA(V_REMAP), PA(F_DATA), 0, VM_ADA | PTE_R);
    pte_t *sweep_leaf = vm_map(VA(V_SWEEP), PA(F_SWEEP), 0, 0);
    xlen_t super = VM_BASE + vm_level_size(1);
    xlen_t super_bad = VM_BASE + 2 * vm_level_size(1);
    vm_map(super, RAM_BASE, 1, VM_ADA | PTE_R);
    vm_map(super_bad, RAM_BASE + VM_PAGE, 1, VM_ADA | PTE_R);
    vm_on(0);

    /* 1-5 */
    CHECK_EQ(1, vm_call(1, S, LOAD, 0, VA(V_R) + 8 * REGBYTES, 0), 0x1008);
    vm_call(2, S, STORE, 0, VA(V_RW) + 3 * REGBYTES, 0x5a5a);
    CHECK_EQ(2, data_word(F_DATA, 3), 0x5a5a);
    vm_fault(3, S, LOAD, VA(V_INVALID) + 0x10, 0, CAUSE_LOAD_PAGE_FAULT, VA(V_INVALID) + 0x10);
    vm_fault(4, S, STORE, VA(V_R) + 0x20, 1, CAUSE_STORE_PAGE_FAULT, VA(V_R) + 0x20);
    vm_fault(5, S, LOAD, VA(V_WONLY), 0, CAUSE_LOAD_PAGE_FAULT, VA(V_WONLY));

    /* 6: S and a user page */
    vm_fault(6, S, LOAD, VA(V_USER) + 8, 0, CAUSE_LOAD_PAGE_FAULT, VA(V_USER) + 8);
    csr_set(mstatus, MSTATUS_SUM);
    CHECK_EQ(6, vm_call(6, S, LOAD, 0, VA(V_USER) + REGBYTES, 0), 0x1001);
    csr_clear(mstatus, MSTATUS_SUM);

    /* 7-8: U runs the code copied into a user page */
    vm_fault(7, U, VA(V_CODE_U) + OFF_LOAD, VA(V_R), 0, CAUSE_LOAD_PAGE_FAULT, VA(V_R));
    CHECK_EQ(8, vm_call(8, U, VA(V_CODE_U) + OFF_LOAD, 0, VA(V_USER) + 4 * REGBYTES, 0), 0x1004);

    /* 9: MXR */
    vm_fault(9, S, LOAD, VA(V_XONLY), 0, CAUSE_LOAD_PAGE_FAULT, VA(V_XONLY));
    csr_set(mstatus, MSTATUS_MXR);
    CHECK_EQ(9, vm_call(9, S, LOAD, 0, VA(V_XONLY) + 5 * REGBYTES, 0), 0x1005);
    csr_clear(mstatus, MSTATUS_MXR);

    /* 10-13: fetch */
    vm_fault(10, S, VA(V_CODE_NX) + OFF_ADDI, 0, 0, CAUSE_FETCH_PAGE_FAULT, VA(V_CODE_NX) + OFF_ADDI);
    csr_set(mstatus, MSTATUS_SUM);
    vm_fault(11, S, VA(V_CODE_U) + OFF_ADDI, 0, 0, CAUSE_FETCH_PAGE_FAULT, VA(V_CODE_U) + OFF_ADDI);
    csr_clear(mstatus, MSTATUS_SUM);
    vm_fault(12, U, VA(V_CODE_S) + OFF_ADDI, 0, 0, CAUSE_FETCH_PAGE_FAULT, VA(V_CODE_S) + OFF_ADDI);
    CHECK_EQ(13, vm_call(13, S, VA(V_CODE_S) + OFF_ADDI, 41, 0, 0), 42);
    CHECK_EQ(13, vm_call(13, U, VA(V_CODE_U) + OFF_ADDI, 7, 0, 0), 8);

    /* 14: AMOs */
    vm_fault(14, S, AMO, VA(V_R) + 0x40, 1, CAUSE_STORE_PAGE_FAULT, VA(V_R) + 0x40);
    ((volatile unsigned *)frame[F_DATA])[0x40 / 4] = 100;
    CHECK_EQ(14, vm_call(14, S, AMO, 0, VA(V_RW) + 0x40, 5), 100);
    CHECK_EQ(14, ((volatile unsigned *)frame[F_DATA])[0x40 / 4], 105);

    /* 15-16: superpages, and a VA out of Sv39's range */
    CHECK_EQ(15, vm_call(15, S, LOAD, 0, super + (PA(F_DATA2) - RAM_BASE) + 6 * REGBYTES, 0), 0x2006);
    vm_fault(15, S, LOAD, super_bad + 0x18, 0, CAUSE_LOAD_PAGE_FAULT, super_bad + 0x18);
#if XLEN == 64
    vm_fault(16, S, LOAD, 0x4000000000UL, 0, CAUSE_LOAD_PAGE_FAULT, 0x4000000000UL);
    vm_fault(16, S, LOAD, 0xffffff0000000000UL | VA(V_R), 0, CAUSE_LOAD_PAGE_FAULT,
             0xffffff0000000000UL | VA(V_R));
#endif

    /* 17: a pointer where a leaf must be */
    vm_fault(17, S, LOAD, VA(V_POINTER), 0, CAUSE_LOAD_PAGE_FAULT, VA(V_POINTER));

    /* 18: sfence.vma by address, then by ASID (satp.ASID = 5) */
    CHECK_EQ(18, vm_call(18, S, LOAD, 0, VA(V_REMAP), 0), 0x1000);
    *remap = vm_pte(PA(F_DATA2), VM_ADA | PTE_R);
    sfence_va(VA(V_REMAP));
    CHECK_EQ(18, vm_call(18, S, LOAD, 0, VA(V_REMAP), 0), 0x2000);
    vm_on(5);
    CHECK_EQ(18, vm_call(18, S, LOAD, 0, VA(V_REMAP), 0), 0x2000);
    *remap = vm_pte(PA(F_DATA), VM_ADA | PTE_R);
    sfence_asid(5);
    CHECK_EQ(18, vm_call(18, S, LOAD, 0, VA(V_REMAP), 0), 0x1000);
    vm_on(0);

    /* 19: an instruction across two pages */
    xlen_t across = VA(V_STRADDLE) + VM_PAGE - 2;
    CHECK_EQ(19, vm_call(19, S, across, 41, 0, 0), 42);
    *second = 0;
    sfence_va(VA(V_STRADDLE2));
    vm_fault(19, S, across, 0, 0, CAUSE_FETCH_PAGE_FAULT, VA(V_STRADDLE2));
    CHECK_EQ(19, core_mctl[TR_GOT_EPC], across);

    /* 20: MPRV */
    csr_clear(mstatus, MSTATUS_MPP);
    csr_set(mstatus, MSTATUS_MPP_S);
    CHECK_EQ(20, vm_mprv_load(MSTATUS_MPRV, VA(V_R) + 2 * REGBYTES), 0x1002);
    csr_clear(mstatus, MSTATUS_MPP);                 /* MPP = U */
    CHECK_EQ(20, vm_mprv_load(MSTATUS_MPRV, VA(V_USER) + 2 * REGBYTES), 0x1002);
    test_num(20);
    trap_expect(core_mctl, CAUSE_LOAD_PAGE_FAULT, VA(V_R), TV_EXACT, RESUME_SKIP, RPRIV_KEEP);
    vm_mprv_load(MSTATUS_MPRV, VA(V_R));
    CHECK(20, trap_taken(core_mctl));
    CHECK_EQ(20, csr_read(mstatus) & MSTATUS_MPRV, 0);

    /* 21: delegated to S; S's handler resumes at the ecall */
    csr_write(medeleg, 1UL << CAUSE_LOAD_PAGE_FAULT);
    trap_expect(core_sctl, CAUSE_LOAD_PAGE_FAULT, VA(V_INVALID), TV_EXACT, RESUME_SKIP, RPRIV_KEEP);
    vm_call(21, S, LOAD, 0, VA(V_INVALID), 0);
    CHECK(21, trap_taken(core_sctl));
    csr_write(medeleg, 0);

    /* 22: the PMP denies S the last-level table: PMP entry 0 is that page,
       no access; entry 1 everything */
    xlen_t table = (xlen_t)vm_slot(VA(V_R), 0) & ~(VM_PAGE - 1);
    vm_sfence();
    csr_write(pmpaddr0, (table >> 2) | ((VM_PAGE >> 3) - 1));
    csr_write(pmpaddr1, -1);
    csr_write(pmpcfg0, (xlen_t)(PMP_A_NAPOT | (PMP_A_NAPOT | PMP_R | PMP_W | PMP_X) << 8));
    vm_fault(22, S, LOAD, VA(V_R), 0, CAUSE_LOAD_ACCESS, VA(V_R));
    vm_fault(22, S, STORE, VA(V_RW), 0, CAUSE_STORE_ACCESS, VA(V_RW));
    csr_write(pmpaddr0, -1);
    csr_write(pmpcfg0, PMP_A_NAPOT | PMP_R | PMP_W | PMP_X);
    CHECK_EQ(22, vm_call(22, S, LOAD, 0, VA(V_R), 0), 0x1000);

    sweep(sweep_leaf);

    vm_off();
    return 0;
}
