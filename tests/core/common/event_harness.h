/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the two event tests (priv/events.c: the events that count
 * occurrences; priv/topdown.c: the top-down leaves) share: small workloads
 * whose costs follow from their construction and the pipeline rules of
 * docs/soc.md and docs/topdown.md, and the counting around them.
 *
 * The test defines FOR_EACH_EVENT(X) before including this: X(event,
 * counter) for each event it counts and the mhpmcounter that counts it
 * (29 counters hold fewer events than the SoC has). Each workload opens the
 * counting window with `csrw mcountinhibit, x0` and closes it with
 * `csrw mcountinhibit, ~0` (contract rule 1: the window is the cycle after
 * the opening write up to and including the closing one, so it holds the
 * workload's instructions and the closing csrw). Per-iteration costs come
 * from running each workload once to warm up, then with N1 and with N2
 * iterations from the same state: the difference is (N2-N1) times the
 * steady-state cost of one iteration.
 */
#ifndef EVENT_HARNESS_H
#define EVENT_HARNESS_H

#include <stdbool.h>
#include "vm.h"
#include "soc_events.h"   /* generated from rtl/core/soc_events.def */

#define MISS_PENALTY 10     /* docs/soc.md: the default L1 miss penalty */
#define N1           3
#define N2           11
#define DN           (N2 - N1)
#define WFI_D1       300    /* timer deadlines of the WFI workload, in cycles */
#define WFI_D2       700
#define WFI_N        4
#define SET_STRIDE   2048   /* 64 sets of 32-byte lines: same set every 2 KiB */

static const char *const event_name[SOC_NUM_EVENTS + 1] = { SOC_EVENT_NAMES };

/* ------------------------------------------------------------ workloads
 * wl_*(n, a1, a2, a3): n >= 1 iterations. They use only caller-saved
 * registers; t6 holds the closing mcountinhibit value. */
#define OPEN   "li t6, -1\n\tcsrw mcountinhibit, x0\n\t"
#define CLOSE  "csrw mcountinhibit, t6\n\tret\n\t"

__asm__(
    "\t.text\n"
    "\t.balign 4\n"
    /* M-mode loads, stores and AMOs translated through MPRV (a2 = its bit;
       MPP = S), each after an sfence.vma: one DTLB miss and one walk each */
    "wl_dtlb_load:\n\tcsrs mstatus, a2\n\t" OPEN
    "1: sfence.vma x0, x0\n\t" LX " t0, 0(a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t"
    "csrw mcountinhibit, t6\n\tcsrc mstatus, a2\n\tret\n"
    "wl_dtlb_store:\n\tcsrs mstatus, a2\n\t" OPEN
    "1: sfence.vma x0, x0\n\t" SX " t0, 0(a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t"
    "csrw mcountinhibit, t6\n\tcsrc mstatus, a2\n\tret\n"
    "wl_dtlb_amo:\n\tcsrs mstatus, a2\n\t" OPEN
    "1: sfence.vma x0, x0\n\tamoadd.w t0, a0, (a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t"
    "csrw mcountinhibit, t6\n\tcsrc mstatus, a2\n\tret\n"

    /* S-mode code at a1 (mret; MPP = S) whose fetch after each sfence.vma
       misses the ITLB; it ends with an ecall that the caller armed to
       resume at wl_itlb_back */
    "wl_itlb:\n\tcsrw mepc, a1\n\t" OPEN "mret\n"
    "wl_itlb_s:\n"
    "1: sfence.vma x0, x0\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\tecall\n"
    "wl_itlb_back:\n\t" CLOSE

    /* addi, nop, nop, bnez: 4 instructions, 4 cycles */
    "wl_alu:\n\t" OPEN
    "1: addi a0, a0, -1\n\tnop\n\tnop\n\tbnez a0, 1b\n\t" CLOSE

    /* a load that hits: a1 = its address, touched before the window */
    "wl_load:\n\tlw t0, 0(a1)\n\t" OPEN
    "1: lw t0, 0(a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* a load whose value the next instruction uses: one cycle in ID */
    "wl_loaduse:\n\tlw t0, 0(a1)\n\t" OPEN
    "1: lw t0, 0(a1)\n\tadd t1, t0, t0\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* a store that hits */
    "wl_store:\n\tlw t0, 0(a1)\n\t" OPEN
    "1: sw a0, 0(a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* four loads to four lines of one set of the 2-way round-robin cache
       (a1, a2, a3 and a3 + SET_STRIDE): a cycle of four lines misses on
       every access from any starting state (with three, round-robin can
       settle into hitting every other time) */
    "wl_dmiss_load:\n\tli t2, " STR(SET_STRIDE) "\n\tadd t2, t2, a3\n\t" OPEN
    "1: lw t0, 0(a1)\n\tlw t0, 0(a2)\n\tlw t0, 0(a3)\n\tlw t0, 0(t2)\n\t"
    "addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    "wl_dmiss_store:\n\tli t2, " STR(SET_STRIDE) "\n\tadd t2, t2, a3\n\t" OPEN
    "1: sw a0, 0(a1)\n\tsw a0, 0(a2)\n\tsw a0, 0(a3)\n\tsw a0, 0(t2)\n\t"
    "addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* an AMO that hits: one load and one store, one L1D lookup counted
       as a read and a write access (docs/soc.md, atomics) */
    "wl_amo:\n\tlw t0, 0(a1)\n\t" OPEN
    "1: amoadd.w t0, a0, (a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* lr and a succeeding sc that stores what lr read: a load, a store,
       and the sc waits one cycle in ID for lr's value (load-use) */
    "wl_lrsc:\n\tlw t0, 0(a1)\n\t" OPEN
    "1: lr.w t0, (a1)\n\tsc.w t1, t0, (a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* an addi whose halves lie in two L1I lines (the window's two opening
       instructions, 5 nops and a c.nop fill 30 bytes of the first): two
       lookups for one instruction, and ID waits empty for one cycle */
    ".balign 32\n"
    "wl_straddle:\n\t" OPEN
    "1: nop\n\tnop\n\tnop\n\tnop\n\tnop\n\t"
    ".option push\n\t.option rvc\n\tc.nop\n\t.option pop\n\t"
    "addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE
    /* the c.nop left the code 2 bytes off a word: one more puts what
       follows back on 4-byte boundaries */
    ".option push\n\t.option rvc\n\tc.nop\n\t.option pop\n\t"

    /* the same four missing loads, each followed by an instruction that
       needs its value: one cycle in ID, then the refill */
    "wl_dmiss_loaduse:\n\tli t2, " STR(SET_STRIDE) "\n\tadd t2, t2, a3\n\t" OPEN
    "1: lw t0, 0(a1)\n\tadd t1, t0, t0\n\tlw t0, 0(a2)\n\tadd t1, t0, t0\n\t"
    "lw t0, 0(a3)\n\tadd t1, t0, t0\n\tlw t0, 0(t2)\n\tadd t1, t0, t0\n\t"
    "addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* a CSR read: it serializes, and fetch restarts behind it */
    "wl_csr:\n\t" OPEN
    "1: csrr t0, mscratch\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* a division holds EX for XLEN+1 cycles */
    "wl_div:\n\t" OPEN
    "1: div t0, a1, a2\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE

    /* a forward taken branch (predicted not taken), a call (jal, predicted)
       and a return (jalr, always mispredicted) per iteration */
    "wl_branch:\n\tmv t5, ra\n\t" OPEN
    "1: beq x0, x0, 2f\n\tnop\n"
    "2: jal ra, wl_leaf\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t"
    "csrw mcountinhibit, t6\n\tjr t5\n"
    "wl_leaf:\n\tret\n\t"

    /* an ecall and an illegal instruction, each resumed after itself by
       the four-instruction wl_trap_handler */
    "wl_trap:\n\t" OPEN
    "1: ecall\n\t.word 0\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE
    ".balign 4\n"
    "wl_trap_handler:\n\t"
    "csrr t0, mepc\n\taddi t0, t0, 4\n\tcsrw mepc, t0\n\tmret\n\t"

    /* a1 = msip: raise a software interrupt; the handler clears it */
    "wl_irq:\n\tli t1, 1\n\t" OPEN
    "1: sw t1, 0(a1)\n\taddi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE
    ".balign 4\n"
    "wl_irq_handler:\n\tsw zero, 0(a1)\n\tmret\n\t"

    /* a1 = mtimecmp, a2 = mtime, a3 = deadline distance D: wait in WFI for
       a timer interrupt D cycles after reading mtime; the handler pushes
       mtimecmp out of reach. On RV32 only the low word is written: the
       high word is 0 and mtime stays below 2^32. */
    "wl_wfi:\n\t" OPEN
    "1: " LX " t0, 0(a2)\n\tadd t0, t0, a3\n\t" SX " t0, 0(a1)\n\twfi\n\t"
    "addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE
    ".balign 4\n"
    "wl_wfi_handler:\n\tli t0, -1\n\t" SX " t0, 0(a1)\n\tmret\n\t"

    /* the loop runs through four lines of one L1I set, A (+0), B (+4096),
       C (+6144) and D (+2048), in that order: j, j, j, then addi and bnez
       back to A (D is placed second so that bnez reaches A): four misses
       per iteration */
    ".balign 2048\n"
    "wl_imiss:\n\t" OPEN
    "1: j 2f\n\t"
    ".balign 2048\n"
    "4: addi a0, a0, -1\n\tbnez a0, 1b\n\t" CLOSE
    ".balign 2048\n"
    "2: j 3f\n\t"
    ".balign 2048\n"
    "3: j 4b\n\t"
);

typedef void workload_fn(xlen_t n, xlen_t a1, xlen_t a2, xlen_t a3);
extern workload_fn wl_dmiss_loaduse, wl_csr, wl_alu, wl_load, wl_loaduse, wl_store, wl_dmiss_load,
    wl_dmiss_store, wl_div, wl_branch, wl_trap, wl_irq, wl_wfi, wl_imiss,
    wl_amo, wl_lrsc, wl_straddle, wl_dtlb_load, wl_dtlb_store, wl_dtlb_amo, wl_itlb;
extern char wl_trap_handler[], wl_irq_handler[], wl_wfi_handler[], wl_itlb_s[], wl_itlb_back[];

/* wl_itlb, with MPP = S and the return from S armed before each run (the
   return's mret leaves MPP = U) */
static void wl_itlb_armed(xlen_t n, xlen_t a1, xlen_t a2, xlen_t a3)
{
    csr_clear(mstatus, MSTATUS_MPP);
    csr_set(mstatus, MSTATUS_MPP_S);
    trap_expect(core_mctl, CAUSE_ECALL_S, 0, TV_ANY, (xlen_t)wl_itlb_back, PRV_M);
    wl_itlb(n, a1, a2, a3);
}

/* ------------------------------------------------------------ counting */
struct counts {
    xlen_t ev[SOC_NUM_EVENTS + 1];
    xlen_t mcycle, minstret;
};

static void program_events(void)
{
    csr_write(mcountinhibit, -1);
#define PROGRAM(e, c) csr_write(mhpmevent##c, e);
    FOR_EACH_EVENT(PROGRAM)
#undef PROGRAM
}

/* Counters are zeroed while inhibited; the workload opens and closes the
   window itself. The values stay below 2^32, so RV32 reads the low halves.
   An event the test does not count reads 0. */
static void run(workload_fn *fn, xlen_t n, xlen_t a1, xlen_t a2, xlen_t a3,
                struct counts *out)
{
    *out = (struct counts){ 0 };
    csr_write(mcountinhibit, -1);
#define ZERO(e, c) csr_write(mhpmcounter##c, 0);
    FOR_EACH_EVENT(ZERO)
#undef ZERO
    csr_write(mcycle, 0);
    csr_write(minstret, 0);
    /* Every run starts with an empty L1I: the harness's own code, run
       between two runs, shares L1I sets with some workloads, and which of
       their lines it evicts depends on the replacement state the run
       before left (an extra refill in one run of two, at a place the
       linker chooses). Emptied, the two runs start alike. */
    __asm__ volatile("fence.i" ::: "memory");
    fn(n, a1, a2, a3);
#define READ(e, c) out->ev[e] = csr_read(mhpmcounter##c);
    FOR_EACH_EVENT(READ)
#undef READ
    out->mcycle = csr_read(mcycle);
    out->minstret = csr_read(minstret);
}

static const char *current;

static void report(const char *what, int e, sxlen_t got, sxlen_t want)
{
    core_puts(current);
    core_puts(": ");
    core_puts(what);
    core_puts(event_name[e]);
    core_puts(" = ");
    core_putdec((unsigned)got);
    core_puts(", expected ");
    core_putdec((unsigned)want);
    core_puts("\n");
    core_fail((long)current_test());
}

static void expect_total(const struct counts *c, int e, sxlen_t want)
{
    if ((sxlen_t)c->ev[e] != want)
        report("total ", e, (sxlen_t)c->ev[e], want);
}

static void expect_architectural(const struct counts *c)
{
    if (c->ev[SOC_EV_CYCLE] != c->mcycle)
        report("event 1 against mcycle: ", SOC_EV_CYCLE, (sxlen_t)c->ev[SOC_EV_CYCLE], (sxlen_t)c->mcycle);
    if (c->ev[SOC_EV_INSTRET] != c->minstret)
        report("event 2 against minstret: ", SOC_EV_INSTRET, (sxlen_t)c->ev[SOC_EV_INSTRET], (sxlen_t)c->minstret);
}

/*
 * Steady-state cost of one iteration, per event, named (the indices are
 * core_pkg.sv's); index 0 unused. Every event the test counts is checked
 * for every workload that uses this check: one a table does not name must
 * stay still.
 */
struct per_iteration { sxlen_t ev[SOC_NUM_EVENTS + 1]; };

static void expect_per_iteration(const struct counts *a, const struct counts *b,
                                 const struct per_iteration *cost)
{
    for (int e = 1; e <= SOC_NUM_EVENTS; e++) {
        sxlen_t got = (sxlen_t)(b->ev[e] - a->ev[e]);
        if (got != cost->ev[e] * DN)
            report("per-iteration difference (N2-N1 iterations) of ", e, got, cost->ev[e] * DN);
    }
}

/* Warm up, then N1 and N2 iterations; the checks on the N-iteration totals
   are made for both runs. */
static void measure(int num, const char *name, workload_fn *fn, xlen_t a1, xlen_t a2,
                    xlen_t a3, struct counts *a, struct counts *b)
{
    test_num(num);
    current = name;
    struct counts warm;
    run(fn, N1, a1, a2, a3, &warm);
    run(fn, N1, a1, a2, a3, a);
    run(fn, N2, a1, a2, a3, b);
    expect_architectural(a);
    expect_architectural(b);
}

/* ------------------------------------------------------------ data */
static unsigned char dmiss_buf[4 * SET_STRIDE] __attribute__((aligned(SET_STRIDE)));
static unsigned char tlb_frame[VM_PAGE] __attribute__((aligned(VM_PAGE)));
static volatile unsigned hit_word;

/* Paging for the TLB workloads, with MPP = S: returns the address the DTLB
   workloads use, a 4 KiB page whose PTEs at each level sit in different
   L1D sets (indices 1, 8 and 16 on Sv39; 0x108 and 16 on Sv32) from each
   other and from the data (set 24); the ITLB workload runs from the
   1 GiB / 4 MiB identity leaf, one PTE read. */
static inline xlen_t paging_on_for_tlb_workloads(void)
{
    xlen_t tlb_va = VM_BASE + 8 * vm_level_size(1) + 16 * VM_PAGE + 0x300;
    vm_init();
    vm_map(tlb_va & ~(VM_PAGE - 1), (xlen_t)tlb_frame, 0, VM_ADA | PTE_R | PTE_W);
    vm_on(0);
    csr_clear(mstatus, MSTATUS_MPP);
    csr_set(mstatus, MSTATUS_MPP_S);
    return tlb_va;
}

static inline void paging_off_after_tlb_workloads(void)
{
    vm_off();
    csr_set(mstatus, MSTATUS_MPP);
}

/* The WFI workload (test 12): the same n iterations with the two deadlines,
   a and b, after a warm-up run; checks the architectural events of both. */
static inline void measure_wfi(struct counts *a, struct counts *b)
{
    test_num(12);
    current = "WFI loop";
#if XLEN == 32
    *(volatile unsigned *)CLINT_MTIMECMP = 0xffffffffu;
    *(volatile unsigned *)(CLINT_MTIMECMP + 4) = 0;
#endif
    xlen_t saved_mtvec = csr_read(mtvec);
    csr_write(mtvec, (xlen_t)wl_wfi_handler);
    csr_set(mie, MIP_MTIP);
    csr_set(mstatus, MSTATUS_MIE);
    struct counts warm;
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D1, &warm);
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D1, a);
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D2, b);
    csr_clear(mstatus, MSTATUS_MIE);
    csr_clear(mie, MIP_MTIP);
    csr_write(mtvec, saved_mtvec);
    expect_architectural(a);
    expect_architectural(b);
}

#endif
