/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. Every core event of contract section 2 (soc_events.h) counts
 * exactly what docs/soc.md says, for small workloads whose counts follow
 * from their construction and the documented pipeline rules (QEMU has none
 * of these events).
 *
 * mhpmcounter(2+e) counts event e, so the 22 events that count occurrences
 * (1..22), mcycle and minstret are counted over the same window; the
 * top-down leaves (23 on) are priv/topdown.c's. The workloads and the
 * counting are common/event_harness.h's.
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
#include "soc_events.h"   /* generated from rtl/core/soc_events.def */

#define FOR_EACH_EVENT(X) \
    X(1, 3)   X(2, 4)   X(3, 5)   X(4, 6)   X(5, 7)   X(6, 8)   \
    X(7, 9)   X(8, 10)  X(9, 11)  X(10, 12) X(11, 13) X(12, 14) \
    X(13, 15) X(14, 16) X(15, 17) X(16, 18) X(17, 19) X(18, 20) \
    X(19, 21) X(20, 22) X(21, 23) X(22, 24)
/* an event that counts occurrences needs its row above and its
   expectations below; the top-down leaves follow it from 23 on */
_Static_assert(SOC_EV_HALTED == 23, "FOR_EACH_EVENT must list every event before the top-down leaves");

#include "event_harness.h"

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

    /* Paging (event_harness.h) */
    xlen_t tlb_va = paging_on_for_tlb_workloads();
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
    paging_off_after_tlb_workloads();

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
    measure_wfi(&a, &b);
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
