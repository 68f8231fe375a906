/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Every core event of contract section 2 (soc_events.h) counts
 * exactly what docs/soc.md says, for small workloads whose counts follow
 * from their construction and the documented pipeline rules (QEMU has none
 * of these events).
 *
 * mhpmcounter(2+e) counts event e, so all 22 events, mcycle and minstret
 * are counted over the same window: each workload opens it with
 * `csrw mcountinhibit, x0` and closes it with `csrw mcountinhibit, ~0`
 * (contract rule 1: the window is the cycle after the opening write up to
 * and including the closing one, so it holds the workload's instructions
 * and the closing csrw).
 *
 * Two kinds of expectation:
 *   - exact totals for the commit events, e.g. a loop of n loads retires
 *     n loads, n conditional branches of which n-1 are taken, and one
 *     misprediction (the loop exit of a backward branch predicted taken);
 *   - exact per-iteration costs for the timing events: each workload runs
 *     once to warm up, then with N1 and with N2 iterations from the same
 *     state, so the difference is (N2-N1) times the steady-state cost of
 *     one iteration: one fetch per cycle, a 10-cycle miss penalty, a
 *     2-cycle misprediction with ID empty in one of them, a one-cycle
 *     load-use wait, XLEN+1 cycles of division.
 * Every run also checks event 1 == mcycle and event 2 == minstret.
 * A failure prints the workload, the event, the value and the expectation;
 * the exit code is the workload number.
 */
#include <stdbool.h>
#include "vm.h"
#include "soc_events.h"   /* generated from rtl/core/core_pkg.sv */

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
extern workload_fn wl_alu, wl_load, wl_loaduse, wl_store, wl_dmiss_load,
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

#define FOR_EACH_EVENT(X) \
    X(1, 3)   X(2, 4)   X(3, 5)   X(4, 6)   X(5, 7)   X(6, 8)   \
    X(7, 9)   X(8, 10)  X(9, 11)  X(10, 12) X(11, 13) X(12, 14) \
    X(13, 15) X(14, 16) X(15, 17) X(16, 18) X(17, 19) X(18, 20) \
    X(19, 21) X(20, 22) X(21, 23) X(22, 24)
/* a new event needs its row above and its expectations below */
_Static_assert(SOC_NUM_EVENTS == 22, "FOR_EACH_EVENT must list every SoC event");

static void program_events(void)
{
    csr_write(mcountinhibit, -1);
#define PROGRAM(e, c) csr_write(mhpmevent##c, e);
    FOR_EACH_EVENT(PROGRAM)
#undef PROGRAM
}

/* Counters are zeroed while inhibited; the workload opens and closes the
   window itself. The values stay below 2^32, so RV32 reads the low halves. */
static void run(workload_fn *fn, xlen_t n, xlen_t a1, xlen_t a2, xlen_t a3,
                struct counts *out)
{
    csr_write(mcountinhibit, -1);
#define ZERO(e, c) csr_write(mhpmcounter##c, 0);
    FOR_EACH_EVENT(ZERO)
#undef ZERO
    csr_write(mcycle, 0);
    csr_write(minstret, 0);
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
 * core_pkg.sv's); index 0 unused. Every event is checked for every workload
 * that uses this check: one a table does not name must stay still.
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

/* The commit events of a loop of n iterations of `body` instructions
   with one backward conditional branch and nothing else that branches,
   loads, stores or traps, plus the closing csrw. */
static void expect_plain_loop(const struct counts *c, xlen_t n, xlen_t body)
{
    expect_total(c, SOC_EV_INSTRET, (sxlen_t)(body * n + 1));
    expect_total(c, SOC_EV_BRANCH, (sxlen_t)n);
    expect_total(c, SOC_EV_BRANCH_TAKEN, (sxlen_t)n - 1);
    expect_total(c, SOC_EV_MISPREDICT, 1);
    expect_total(c, SOC_EV_EXCEPTION, 0);
    expect_total(c, SOC_EV_INTERRUPT, 0);
    expect_total(c, SOC_EV_REF_CYCLE, (sxlen_t)c->ev[SOC_EV_CYCLE]);
}

static void expect_loads_stores(const struct counts *c, xlen_t loads, xlen_t load_misses,
                                xlen_t stores, xlen_t store_misses)
{
    expect_total(c, SOC_EV_LOAD, (sxlen_t)loads);
    expect_total(c, SOC_EV_L1D_READ_ACCESS, (sxlen_t)loads);
    expect_total(c, SOC_EV_L1D_READ_MISS, (sxlen_t)load_misses);
    expect_total(c, SOC_EV_STORE, (sxlen_t)stores);
    expect_total(c, SOC_EV_L1D_WRITE_ACCESS, (sxlen_t)stores);
    expect_total(c, SOC_EV_L1D_WRITE_MISS, (sxlen_t)store_misses);
}

/* A loop workload whose only branch is its backward bnez and that neither
   traps nor is interrupted: the commit events of its N2 run
   (expect_plain_loop), of its N1 run too where n1_too, its loads and
   stores, and its steady-state cost per iteration. */
struct plain_loop {
    int num;
    const char *name;
    workload_fn *fn;
    xlen_t arg[3];                  /* a1, a2, a3 */
    xlen_t body;                    /* instructions per iteration */
    xlen_t loads, load_misses, stores, store_misses;   /* per iteration */
    const struct per_iteration *cost;
    bool n1_too;
};

static void check_plain_loop(const struct plain_loop *l, struct counts *a, struct counts *b)
{
    measure(l->num, l->name, l->fn, l->arg[0], l->arg[1], l->arg[2], a, b);
    if (l->n1_too)
        expect_plain_loop(a, N1, l->body);
    expect_plain_loop(b, N2, l->body);
    expect_loads_stores(b, l->loads * N2, l->load_misses * N2, l->stores * N2, l->store_misses * N2);
    expect_per_iteration(a, b, l->cost);
}

/* Per-iteration costs: one fetch (L1I access) per cycle when nothing holds
   IF; body = instructions per iteration. */
#define P MISS_PENALTY
#define COST(event, n) [SOC_EV_##event] = (n)
/* c cycles, and as many reference cycles (nothing halts), i instructions,
   f L1I lookups */
#define ITERATION(c, i, f) COST(CYCLE, c), COST(REF_CYCLE, c), COST(INSTRET, i), COST(L1I_ACCESS, f)
/* the loop's backward bnez: its one conditional branch, taken */
#define BNEZ COST(BRANCH, 1), COST(BRANCH_TAKEN, 1)
static const struct per_iteration cost_alu = {{ ITERATION(4, 4, 4), BNEZ }};
static const struct per_iteration cost_load =
    {{ ITERATION(3, 3, 3), BNEZ, COST(LOAD, 1), COST(L1D_READ_ACCESS, 1) }};
/* load-use: ID holds the add one cycle, and so does IF (no new lookup) */
static const struct per_iteration cost_loaduse =
    {{ ITERATION(5, 4, 4), BNEZ, COST(LOAD, 1), COST(L1D_READ_ACCESS, 1), COST(BACKEND_STALL, 1) }};
static const struct per_iteration cost_store =
    {{ ITERATION(3, 3, 3), BNEZ, COST(STORE, 1), COST(L1D_WRITE_ACCESS, 1) }};
/* each miss holds MEM, with an instruction waiting in ID, for P cycles */
static const struct per_iteration cost_dmiss_load =
    {{ ITERATION(6+4*P, 6, 6), BNEZ, COST(LOAD, 4), COST(L1D_READ_ACCESS, 4), COST(L1D_READ_MISS, 4),
       COST(BACKEND_STALL, 4*P) }};
static const struct per_iteration cost_dmiss_store =
    {{ ITERATION(6+4*P, 6, 6), BNEZ, COST(STORE, 4), COST(L1D_WRITE_ACCESS, 4), COST(L1D_WRITE_MISS, 4),
       COST(BACKEND_STALL, 4*P) }};
static const struct per_iteration cost_div =
    {{ ITERATION(3+XLEN+1, 3, 3), BNEZ, COST(BACKEND_STALL, XLEN+1) }};
/* beq taken (mispredicted), jal (predicted), ret (mispredicted), addi,
   bnez: 5 instructions plus 2 x 2 squashed fetches; after each squash ID
   is empty for one cycle */
static const struct per_iteration cost_branch =
    {{ ITERATION(9, 5, 9), COST(BRANCH, 2), COST(BRANCH_TAKEN, 2), COST(MISPREDICT, 2),
       COST(FRONTEND_STALL, 2) }};
/* j, j, j, addi, bnez over four lines of one set: four misses, each
   leaving ID empty for P cycles */
static const struct per_iteration cost_imiss =
    {{ ITERATION(5+4*P, 5, 5), BNEZ, COST(L1I_MISS, 4), COST(FRONTEND_STALL, 4*P) }};
static const struct per_iteration cost_amo =
    {{ ITERATION(3, 3, 3), BNEZ, COST(LOAD, 1), COST(STORE, 1), COST(L1D_READ_ACCESS, 1),
       COST(L1D_WRITE_ACCESS, 1) }};
static const struct per_iteration cost_lrsc =
    {{ ITERATION(5, 4, 4), BNEZ, COST(LOAD, 1), COST(STORE, 1), COST(L1D_READ_ACCESS, 1),
       COST(L1D_WRITE_ACCESS, 1), COST(BACKEND_STALL, 1) }};
/* 8 instructions, 9 lookups, 9 cycles */
static const struct per_iteration cost_straddle = {{ ITERATION(9, 8, 9), BNEZ, COST(FRONTEND_STALL, 1) }};
/* only the halt grows with the deadline: per WFI_N iterations and per cycle
   of deadline, one reference cycle and nothing else */
#undef P
#undef COST
#undef ITERATION
#undef BNEZ

/* The paging workloads: per iteration one TLB miss of the kind given and a
   walk of `levels` PTE reads, all L1D hits (their lines stay in distinct
   sets), so as many page-walk cycles; no other TLB event. */
static void expect_tlb_per_iteration(const struct counts *a, const struct counts *b,
                                     sxlen_t itlb, sxlen_t dread, sxlen_t dwrite, sxlen_t levels)
{
    static const int ev[4] = { SOC_EV_ITLB_MISS, SOC_EV_DTLB_READ_MISS,
                               SOC_EV_DTLB_WRITE_MISS, SOC_EV_PAGE_WALK };
    const sxlen_t want[4] = { itlb, dread, dwrite, levels };
    for (int i = 0; i < 4; i++) {
        sxlen_t got = (sxlen_t)(b->ev[ev[i]] - a->ev[ev[i]]);
        if (got != want[i] * DN)
            report("per-iteration difference (N2-N1 iterations) of ", ev[i], got, want[i] * DN);
    }
}

static unsigned char dmiss_buf[4 * SET_STRIDE] __attribute__((aligned(SET_STRIDE)));
static unsigned char tlb_frame[VM_PAGE] __attribute__((aligned(VM_PAGE)));
static volatile unsigned hit_word;

/* the workloads take their addresses as integers */
#define HIT ((xlen_t)&hit_word)
#define BUF ((xlen_t)dmiss_buf)
static const struct plain_loop loops[] = {
    { 1, "alu loop", wl_alu, { 0 }, .body = 4, .cost = &cost_alu, .n1_too = true },
    { 2, "load loop", wl_load, { HIT }, .body = 3, .loads = 1, .cost = &cost_load },
    { 3, "load-use loop", wl_loaduse, { HIT }, .body = 4, .loads = 1, .cost = &cost_loaduse },
    { 4, "store loop", wl_store, { HIT }, .body = 3, .stores = 1, .cost = &cost_store },
    { 5, "L1D load-miss loop", wl_dmiss_load, { BUF, BUF + SET_STRIDE, BUF + 2 * SET_STRIDE },
      .body = 6, .loads = 4, .load_misses = 4, .cost = &cost_dmiss_load },
    { 6, "L1D store-miss loop", wl_dmiss_store, { BUF, BUF + SET_STRIDE, BUF + 2 * SET_STRIDE },
      .body = 6, .stores = 4, .store_misses = 4, .cost = &cost_dmiss_store },
    { 7, "division loop", wl_div, { 1000, 7 }, .body = 3, .cost = &cost_div },
    { 9, "L1I miss loop", wl_imiss, { 0 }, .body = 5, .cost = &cost_imiss },
    { 13, "AMO loop", wl_amo, { HIT }, .body = 3, .loads = 1, .stores = 1, .cost = &cost_amo },
    { 14, "LR/SC loop", wl_lrsc, { HIT }, .body = 4, .loads = 1, .stores = 1, .cost = &cost_lrsc },
    { 15, "fetch across L1I lines", wl_straddle, { 0 }, .body = 8, .cost = &cost_straddle },
};
#undef HIT
#undef BUF

int main(void)
{
    struct counts a, b;

    program_events();

    for (unsigned i = 0; i < sizeof loops / sizeof loops[0]; i++)
        check_plain_loop(&loops[i], &a, &b);

    measure(8, "branch loop", wl_branch, 0, 0, 0, &a, &b);
    /* beq, jal, ret, addi, bnez; beq and bnez are conditional; beq and ret
       always mispredict, bnez once at the exit */
    expect_total(&b, SOC_EV_INSTRET, 5 * N2 + 1);
    expect_total(&b, SOC_EV_BRANCH, 2 * N2);
    expect_total(&b, SOC_EV_BRANCH_TAKEN, 2 * N2 - 1);
    expect_total(&b, SOC_EV_MISPREDICT, 2 * N2 + 1);
    expect_total(&b, SOC_EV_EXCEPTION, 0);
    expect_total(&b, SOC_EV_INTERRUPT, 0);
    expect_loads_stores(&b, 0, 0, 0, 0);
    expect_per_iteration(&a, &b, &cost_branch);

    /* Paging. The page the DTLB workloads use is a 4 KiB one whose PTEs
       at each level sit in different L1D sets (indices 1, 8 and 16 on
       Sv39; 0x108 and 16 on Sv32) from each other and from the data (set
       24); the ITLB workload runs from the 1 GiB / 4 MiB identity leaf,
       one PTE read. */
    xlen_t tlb_va = VM_BASE + 8 * vm_level_size(1) + 16 * VM_PAGE + 0x300;
    vm_init();
    vm_map(tlb_va & ~(VM_PAGE - 1), (xlen_t)tlb_frame, 0, VM_ADA | PTE_R | PTE_W);
    vm_on(0);
    csr_clear(mstatus, MSTATUS_MPP);
    csr_set(mstatus, MSTATUS_MPP_S);
    measure(16, "DTLB read-miss loop", wl_dtlb_load, tlb_va, MSTATUS_MPRV, 0, &a, &b);
    expect_total(&b, SOC_EV_LOAD, N2);
    expect_total(&b, SOC_EV_DTLB_READ_MISS, N2);
    expect_tlb_per_iteration(&a, &b, 0, 1, 0, VM_LEVELS);
    measure(17, "DTLB write-miss loop", wl_dtlb_store, tlb_va, MSTATUS_MPRV, 0, &a, &b);
    expect_total(&b, SOC_EV_DTLB_WRITE_MISS, N2);
    expect_tlb_per_iteration(&a, &b, 0, 0, 1, VM_LEVELS);
    measure(18, "DTLB AMO-miss loop", wl_dtlb_amo, tlb_va, MSTATUS_MPRV, 0, &a, &b);
    expect_tlb_per_iteration(&a, &b, 0, 1, 1, VM_LEVELS);
    measure(19, "ITLB miss loop", wl_itlb_armed, (xlen_t)wl_itlb_s, 0, 0, &a, &b);
    expect_tlb_per_iteration(&a, &b, 1, 0, 0, 1);
    vm_off();
    csr_set(mstatus, MSTATUS_MPP);

    /* Exceptions: ecall does not retire; the illegal word neither. Each
       iteration retires two handlers of four and addi, bnez. */
    xlen_t saved_mtvec = csr_read(mtvec);
    csr_write(mtvec, (xlen_t)wl_trap_handler);
    measure(10, "exception loop", wl_trap, 0, 0, 0, &a, &b);
    csr_write(mtvec, saved_mtvec);
    expect_total(&b, SOC_EV_EXCEPTION, 2 * N2);
    expect_total(&b, SOC_EV_INSTRET, 10 * N2 + 1);
    expect_total(&b, SOC_EV_INTERRUPT, 0);
    expect_total(&b, SOC_EV_BRANCH, N2);
    expect_total(&b, SOC_EV_BRANCH_TAKEN, N2 - 1);
    expect_total(&b, SOC_EV_MISPREDICT, 1);
    expect_total(&b, SOC_EV_REF_CYCLE, (sxlen_t)b.ev[SOC_EV_CYCLE]);
    expect_loads_stores(&b, 0, 0, 0, 0);

    /* Interrupts: one software interrupt per iteration. The interrupted
       instruction is replayed, so the retired count is exact: sw, addi, bnez
       and the handler's sw, mret. The CLINT is not cached: stores retire but
       do not look up the L1D. */
    csr_write(mtvec, (xlen_t)wl_irq_handler);
    csr_set(mie, MIP_MSIP);
    csr_set(mstatus, MSTATUS_MIE);
    measure(11, "software-interrupt loop", wl_irq, CLINT_MSIP, 0, 0, &a, &b);
    csr_clear(mstatus, MSTATUS_MIE);
    csr_clear(mie, MIP_MSIP);
    csr_write(mtvec, saved_mtvec);
    expect_total(&b, SOC_EV_INTERRUPT, N2);
    expect_total(&b, SOC_EV_EXCEPTION, 0);
    expect_total(&b, SOC_EV_INSTRET, 5 * N2 + 1);
    expect_total(&b, SOC_EV_STORE, 2 * N2);
    expect_total(&b, SOC_EV_L1D_WRITE_ACCESS, 0);
    expect_total(&b, SOC_EV_REF_CYCLE, (sxlen_t)b.ev[SOC_EV_CYCLE]);

    /* WFI: the same n iterations with two deadlines. Only the halted time
       differs, by n * (D2 - D1) cycles; the clock (event 1, mcycle) and
       every other event do not see it, the reference cycle counts it. */
    test_num(12);
    current = "WFI loop";
#if XLEN == 32
    *(volatile unsigned *)CLINT_MTIMECMP = 0xffffffffu;
    *(volatile unsigned *)(CLINT_MTIMECMP + 4) = 0;
#endif
    csr_write(mtvec, (xlen_t)wl_wfi_handler);
    csr_set(mie, MIP_MTIP);
    csr_set(mstatus, MSTATUS_MIE);
    struct counts warm;
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D1, &warm);
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D1, &a);
    run(wl_wfi, WFI_N, CLINT_MTIMECMP, CLINT_MTIME, WFI_D2, &b);
    csr_clear(mstatus, MSTATUS_MIE);
    csr_clear(mie, MIP_MTIP);
    csr_write(mtvec, saved_mtvec);
    expect_architectural(&a);
    expect_architectural(&b);
    expect_total(&b, SOC_EV_INTERRUPT, WFI_N);
    expect_total(&b, SOC_EV_EXCEPTION, 0);
    for (int e = 1; e <= SOC_NUM_EVENTS; e++) {
        sxlen_t want = e == SOC_EV_REF_CYCLE ? WFI_N * (WFI_D2 - WFI_D1) : 0;
        sxlen_t got = (sxlen_t)(b.ev[e] - a.ev[e]);
        if (got != want)
            report("difference between deadlines of ", e, got, want);
    }
    /* and the halt is most of each deadline */
    if (b.ev[SOC_EV_REF_CYCLE] - b.ev[SOC_EV_CYCLE] < WFI_N * (WFI_D2 - 100))
        report("halted cycles (reference - cycle) too few: ", SOC_EV_REF_CYCLE,
               (sxlen_t)(b.ev[SOC_EV_REF_CYCLE] - b.ev[SOC_EV_CYCLE]), WFI_N * (WFI_D2 - 100));

    return 0;
}
