/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Traps from a guest (the H extension), not the PMU but firmware every
 * hypervisor on it relies on. This program runs in HS-mode; each test
 * enters VS-mode (hstatus.SPV, sret) at a guest instruction that traps, with
 * hedeleg and hideleg 0 (the hypervisor keeps every guest trap), and
 * checks that the trap arrives in HS-mode as the privileged specification
 * delivers it: scause, sepc, stval, hstatus.SPV = 1 and SPVP = 1 (from
 * VS), hstatus.GVA and htval for a guest-page fault, sstatus.SPP = 1. An
 * ecall, a virtual-instruction fault and a guest-page fault are HS-mode's
 * to take; an illegal instruction an M-mode firmware keeps (to count it)
 * must reach HS-mode the same way.
 *
 * A firmware that delivers such a trap to VS-mode instead runs the trap
 * vector in the guest: it sees the guest's sscratch (vsscratch) there,
 * records it, and leaves with ebreak, which goes to HS-mode in any case
 * (medeleg delegates it, hedeleg does not).
 */
#include "test.h"

#define HOST_MARK  0x600du
#define GUEST_MARK 0x5a5u
#define GUEST_GPA_UNMAPPED 0x40000000ul     /* no G-stage mapping there */

/* the trap as HS-mode saw it; whether the vector ran in VS-mode first */
static volatile struct {
    xlen_t scause, sepc, stval, hstatus, htval, sstatus;
} hv;
extern volatile unsigned hv_reached_vs;
volatile unsigned hv_reached_vs;
static struct context hv_back;
extern uint8_t hv_stack[1024];
uint8_t hv_stack[1024] __attribute__((aligned(16)));

void hv_host_trap(void);
void hv_host_trap(void)
{
    hv.scause = csr_read(scause);
    hv.sepc = csr_read(sepc);
    hv.stval = csr_read(stval);
    hv.sstatus = csr_read(sstatus);
    hv.hstatus = csr_read(CSR_HSTATUS);
    hv.htval = csr_read(CSR_HTVAL);
    context_resume(&hv_back, 1);
}

/* The trap vector of the tests (stvec and vstvec), and the guest's
 * instructions. */
void hv_vector(void), hv_guest_ecall(void), hv_guest_virtual(void), hv_guest_illegal(void);
__asm__(
    "    .text\n"
    "    .balign 4\n"
    "hv_vector:\n"
    "    csrr t1, sscratch\n"
    "    li t2, " STR(GUEST_MARK) "\n"
    "    bne t1, t2, 1f\n"
    "    la t1, hv_reached_vs\n"
    "    li t2, 1\n"
    "    sw t2, 0(t1)\n"
    "    ebreak\n"
    "1:  la sp, hv_stack + 1024\n"
    "    call hv_host_trap\n"
    "2:  j 2b\n"
    "hv_guest_ecall:\n"
    "    ecall\n"
    "    j hv_guest_ecall\n"
    "hv_guest_virtual:\n"
    "    csrr t0, " STR(CSR_HSTATUS) "\n"
    "    j hv_guest_virtual\n"
    "    .balign 4\n"
    "hv_guest_illegal:\n"
    "    .word 0\n"
    "    j hv_guest_illegal\n");

/* The G-stage table: RAM one to one (RV64: Sv39x4, a 1 GiB leaf at
 * RAM's start; RV32: Sv32x4, 4 MiB leaves over 256 MiB), nothing else.
 * The root of both is 16 KiB, 16 KiB aligned. G-stage leaves are user
 * pages. */
static volatile xlen_t gstage[16384 / sizeof(xlen_t)] __attribute__((aligned(16384)));
#define G_LEAF (PTE_V | PTE_R | PTE_W | PTE_X | PTE_U | PTE_A | PTE_D)

static xlen_t gstage_build(void)
{
    for (unsigned i = 0; i < sizeof gstage / sizeof gstage[0]; i++)
        gstage[i] = 0;
#if XLEN == 64
    gstage[SOC_RAM_BASE >> 30] = ((xlen_t)SOC_RAM_BASE >> PAGE_SHIFT) << PTE_PPN_SHIFT | G_LEAF;
    const xlen_t mode = (xlen_t)8 << 60;                 /* Sv39x4 */
#else
    for (xlen_t i = 0; i < 64; i++)
        gstage[(SOC_RAM_BASE >> 22) + i] = ((SOC_RAM_BASE + (i << 22)) >> PAGE_SHIFT) << PTE_PPN_SHIFT | G_LEAF;
    const xlen_t mode = (xlen_t)1 << 31;                 /* Sv32x4 */
#endif
    __asm__ volatile("fence rw, rw" ::: "memory");
    return mode | (xlen_t)gstage >> PAGE_SHIFT;
}

static void hfence_gvma(void)
{
    __asm__ volatile(".word 0x62000073" ::: "memory");   /* hfence.gvma zero, zero */
}

static bool has_h(void)
{
    return CSR_READABLE(0x600);
}

/* Enters VS-mode at `entry` with hgatp as given; returns once the trap it
 * takes has come back to HS-mode (hv). */
static void run_guest(xlen_t entry, xlen_t hgatp)
{
    extern void s_trap_vector(void);
    hv_reached_vs = 0;
    hv.scause = hv.sepc = hv.stval = hv.hstatus = hv.htval = hv.sstatus = 0;
    csr_write(CSR_HEDELEG, 0);
    csr_write(CSR_HIDELEG, 0);
    csr_write(CSR_VSSTATUS, 0);
    csr_write(CSR_VSATP, 0);
    csr_write(CSR_VSTVEC, (xlen_t)hv_vector);
    csr_write(CSR_VSSCRATCH, GUEST_MARK);
    csr_write(sscratch, HOST_MARK);
    csr_write(CSR_HGATP, hgatp);
    hfence_gvma();
    csr_set(CSR_HSTATUS, HSTATUS_SPV | HSTATUS_SPVP);
    csr_clear(sstatus, MSTATUS_SPIE | MSTATUS_SIE);
    csr_set(sstatus, MSTATUS_SPP);
    csr_write(sepc, entry);
    csr_write(stvec, (xlen_t)hv_vector);
    if (context_save(&hv_back) == 0)
        __asm__ volatile("sret" ::: "memory");
    csr_write(stvec, (xlen_t)s_trap_vector);
    csr_write(CSR_HGATP, 0);
    hfence_gvma();
    csr_clear(CSR_HSTATUS, HSTATUS_SPV | HSTATUS_SPVP);
    csr_write(sscratch, 0);
}

/* The trap arrived in HS-mode with `cause` from VS-mode at `epc`. */
static bool arrived(xlen_t cause, xlen_t epc, const char *what)
{
    if (hv_reached_vs) {
        fail("%s from VS-mode was delivered to VS-mode at the host's vector (scause there 0x%lx, "
             "sepc 0x%lx), not to HS-mode", what, hv.scause, hv.sepc);
        return false;
    }
    if (hv.scause != cause || hv.sepc != epc) {
        fail("%s from VS-mode: expected scause 0x%lx at sepc 0x%lx in HS-mode, got scause 0x%lx, sepc 0x%lx",
             what, cause, epc, hv.scause, hv.sepc);
        return false;
    }
    if (!(hv.hstatus & HSTATUS_SPV) || !(hv.hstatus & HSTATUS_SPVP) || !(hv.sstatus & MSTATUS_SPP)) {
        fail("%s from VS-mode: expected hstatus.SPV = 1, SPVP = 1 and sstatus.SPP = 1, got hstatus 0x%lx, "
             "sstatus 0x%lx", what, hv.hstatus, hv.sstatus);
        return false;
    }
    return true;
}

static void vs_ecall(void)
{
    SKIP_UNLESS(has_h(), "no H extension (hstatus is not readable)");
    run_guest((xlen_t)hv_guest_ecall, 0);
    if (!arrived(CAUSE_ECALL_VS, (xlen_t)hv_guest_ecall, "an ecall"))
        return;
}

static void vs_virtual_instruction(void)
{
    SKIP_UNLESS(has_h(), "no H extension (hstatus is not readable)");
    run_guest((xlen_t)hv_guest_virtual, 0);
    if (!arrived(CAUSE_VIRTUAL_INSN, (xlen_t)hv_guest_virtual, "a read of hstatus"))
        return;
}

static void vs_illegal_instruction(void)
{
    SKIP_UNLESS(has_h(), "no H extension (hstatus is not readable)");
    run_guest((xlen_t)hv_guest_illegal, 0);
    if (!arrived(CAUSE_ILLEGAL_INSN, (xlen_t)hv_guest_illegal, "an illegal instruction"))
        return;
    EXPECT(!(hv.hstatus & HSTATUS_GVA), "an illegal instruction: hstatus.GVA = 1, but stval is no address");
}

/* A fetch at a guest physical address the G-stage does not map. */
static void vs_guest_page_fault(void)
{
    SKIP_UNLESS(has_h(), "no H extension (hstatus is not readable)");
    run_guest(GUEST_GPA_UNMAPPED, gstage_build());
    if (!arrived(CAUSE_FETCH_GUEST_PAGE_FAULT, GUEST_GPA_UNMAPPED, "a fetch guest-page fault"))
        return;
    EXPECT(hv.stval == GUEST_GPA_UNMAPPED && (hv.hstatus & HSTATUS_GVA) &&
               hv.htval == GUEST_GPA_UNMAPPED >> 2,
           "a fetch guest-page fault at 0x%lx: expected stval 0x%lx, hstatus.GVA = 1, htval 0x%lx; got stval 0x%lx, "
           "hstatus 0x%lx, htval 0x%lx",
           GUEST_GPA_UNMAPPED, GUEST_GPA_UNMAPPED, GUEST_GPA_UNMAPPED >> 2, hv.stval, hv.hstatus, hv.htval);
}

const struct test hyp_tests[] = {
    { "hyp.vs_ecall_to_hs", vs_ecall },
    { "hyp.vs_virtual_instruction_to_hs", vs_virtual_instruction },
    { "hyp.vs_illegal_instruction_to_hs", vs_illegal_instruction },
    { "hyp.vs_guest_page_fault_to_hs", vs_guest_page_fault },
    { 0 },
};
