/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SOC-ONLY. The top-down tree (docs/topdown.md): every cycle of the hart
 * counts as exactly one leaf, and each leaf costs what the pipeline rules
 * say, for the workloads of common/event_harness.h (QEMU has no such
 * events).
 *
 * Counted: cycle, instret and ref cycle, and every leaf, event 23 on
 * (mhpmcounter(e - 17) counts leaf e). Every run checks the tree's sums:
 * all leaves add up to the reference cycles, those under Cycles to the
 * cycles, Retiring equals instret (and mcycle, minstret agree with events 1
 * and 2). Every loop checks its steady-state cost per iteration, leaf by
 * leaf, as worked out from the rules below; a leaf its table does not name
 * must not move.
 *
 * The rules the expectations follow (docs/topdown.md has them in full):
 *   - the commit slot of a cycle is an instruction that retires (Retiring),
 *     a trap being taken (its Machine Clear), or a bubble, which counts as
 *     the cause the stage that made it gave it;
 *   - a redirect from EX empties ID and IF: 2 slots of Branch Mispredict;
 *   - a redirect from commit empties every younger slot that held an
 *     instruction, and IF: 4 slots of its Machine Clear when all held one;
 *   - an instruction behind a CSR or system instruction waits in ID while
 *     that one is in EX and MEM (2 Serialization bubbles); when it commits
 *     and fetch restarts behind it, ID's instruction and IF's fetch are
 *     dropped (2 Flush slots): 4 cycles a serializing instruction;
 *   - a load-use wait is one bubble of L1D latency, an L1 miss P bubbles of
 *     its leaf, a division XLEN+1 bubbles of Core Bound (divider), a page
 *     walk one bubble per level read plus the cycle that found the miss.
 */
#include "soc_events.h"   /* generated from rtl/core/soc_events.def */

#define FOR_EACH_EVENT(X) \
    X(1, 3)   X(2, 4)   X(18, 5)  X(23, 6)  X(24, 7)  X(25, 8)  \
    X(26, 9)  X(27, 10) X(28, 11) X(29, 12) X(30, 13) X(31, 14) \
    X(32, 15) X(33, 16) X(34, 17) X(35, 18) X(36, 19) X(37, 20) \
    X(38, 21) X(39, 22) X(40, 23) X(41, 24)
_Static_assert(SOC_EV_CYCLE == 1 && SOC_EV_INSTRET == 2 && SOC_EV_REF_CYCLE == 18 && SOC_EV_HALTED == 23 &&
               SOC_NUM_EVENTS == 41, "FOR_EACH_EVENT must list cycle, instret, ref cycle and every leaf");
_Static_assert(SOC_TOPDOWN_LEAVES == 0x3ffff800000ull, "the leaves are events 23..41");

#include "event_harness.h"

/* The tree's sums, on one run's counts. */
static void expect_tree(const struct counts *c)
{
    sxlen_t all = 0, cycles = 0;
    for (int e = 1; e <= SOC_NUM_EVENTS; e++) {
        if (SOC_TOPDOWN_LEAVES >> e & 1)
            all += (sxlen_t)c->ev[e];
        if (SOC_TOPDOWN_CYCLE_LEAVES >> e & 1)
            cycles += (sxlen_t)c->ev[e];
    }
    if (all != (sxlen_t)c->ev[SOC_EV_REF_CYCLE])
        report("all leaves against ", SOC_EV_REF_CYCLE, all, (sxlen_t)c->ev[SOC_EV_REF_CYCLE]);
    if (cycles != (sxlen_t)c->ev[SOC_EV_CYCLE])
        report("the leaves under cycles against ", SOC_EV_CYCLE, cycles, (sxlen_t)c->ev[SOC_EV_CYCLE]);
    if (c->ev[SOC_EV_TD_RETIRING] != c->ev[SOC_EV_INSTRET])
        report("retiring against ", SOC_EV_INSTRET, (sxlen_t)c->ev[SOC_EV_TD_RETIRING],
               (sxlen_t)c->ev[SOC_EV_INSTRET]);
}

/* with_l1i: the L1I refills the loop's code may need after the harness's
   own code ran between two runs are not part of the cost (their count
   depends on where the linker put that code); the L1I leaf is left out of
   the comparison and its cycles out of the cycle counts. */
static void measure_tree(int num, const char *name, workload_fn *fn, xlen_t a1, xlen_t a2, xlen_t a3,
                         const struct per_iteration *cost, bool with_l1i)
{
    struct counts a, b;
    measure(num, name, fn, a1, a2, a3, &a, &b);
    expect_tree(&a);
    expect_tree(&b);
    if (!with_l1i) {
        struct counts *runs[2] = { &a, &b };
        for (int r = 0; r < 2; r++) {
            runs[r]->ev[SOC_EV_CYCLE] -= runs[r]->ev[SOC_EV_TD_L1I_MISS];
            runs[r]->ev[SOC_EV_REF_CYCLE] -= runs[r]->ev[SOC_EV_TD_L1I_MISS];
            runs[r]->ev[SOC_EV_TD_L1I_MISS] = 0;
        }
    }
    expect_per_iteration(&a, &b, cost);
}

#define P MISS_PENALTY
#define COST(event, n) [SOC_EV_##event] = (n)
/* c cycles (as many reference cycles: nothing halts), i instructions, all
   of them retiring */
#define ITERATION(c, i) COST(CYCLE, c), COST(REF_CYCLE, c), COST(INSTRET, i), COST(TD_RETIRING, i)
/* a serializing instruction: 2 bubbles waiting, 2 dropped by its flush */
#define SERIALIZING(n) COST(TD_SERIALIZE, 2 * (n)), COST(TD_CLR_FLUSH, 2 * (n))

static const struct per_iteration cost_alu = {{ ITERATION(4, 4) }};
static const struct per_iteration cost_load = {{ ITERATION(3, 3) }};
static const struct per_iteration cost_store = {{ ITERATION(3, 3) }};
static const struct per_iteration cost_amo = {{ ITERATION(3, 3) }};
/* the add waits one cycle in ID for the load's value */
static const struct per_iteration cost_loaduse = {{ ITERATION(5, 4), COST(TD_L1D_LATENCY, 1) }};
/* the sc waits one cycle for the lr's value: an atomic's result */
static const struct per_iteration cost_lrsc = {{ ITERATION(5, 4), COST(TD_BUS_ATOMIC, 1) }};
/* four misses, MEM held P cycles each */
static const struct per_iteration cost_dmiss_load = {{ ITERATION(6 + 4 * P, 6), COST(TD_L1D_MISS, 4 * P) }};
static const struct per_iteration cost_dmiss_store = {{ ITERATION(6 + 4 * P, 6), COST(TD_STORE, 4 * P) }};
/* a load-use wait behind a miss: the wait is the load's latency (made in
   ID the cycle before the load reaches MEM), the refill is the miss's */
static const struct per_iteration cost_dmiss_loaduse =
    {{ ITERATION(10 + 4 * P + 4, 10), COST(TD_L1D_MISS, 4 * P), COST(TD_L1D_LATENCY, 4) }};
/* four L1I misses, IF not ready P cycles each */
static const struct per_iteration cost_imiss = {{ ITERATION(5 + 4 * P, 5), COST(TD_L1I_MISS, 4 * P) }};
/* the addi's first half ends one line: IF makes one bubble for it */
static const struct per_iteration cost_straddle = {{ ITERATION(9, 8), COST(TD_FETCH_SPLIT, 1) }};
static const struct per_iteration cost_div = {{ ITERATION(3 + XLEN + 1, 3), COST(TD_MUL_DIV, XLEN + 1) }};
/* beq (taken, predicted not) and ret (always mispredicted): 2 slots each */
static const struct per_iteration cost_branch =
    {{ ITERATION(9, 5), COST(TD_BR_COND, 2), COST(TD_BR_JUMP, 2) }};
/* csrr, addi, bnez */
static const struct per_iteration cost_csr = {{ ITERATION(7, 3), SERIALIZING(1) }};
/*
 * ecall, .word 0, addi, bnez, and the handler (csrr, addi, csrw, mret)
 * after each trap:
 *   ecall: 2 bubbles waiting (the illegal word behind it in ID), then the
 *          trap (1) and the 2 slots it empties (ID, IF): 3 exception;
 *   .word 0 is not serializing: addi, bnez and the next ecall follow it, so
 *          its trap (1) empties 4 slots: 5 exception;
 *   each handler: 4 retire, 3 serializing (csrr, csrw, mret): 6 + 6.
 * ecall waits like a serializing instruction, but the slots its redirect
 * empties are its trap's.
 */
static const struct per_iteration cost_trap =
    {{ ITERATION(44, 10), COST(TD_CLR_EXCEPTION, 8), COST(TD_SERIALIZE, 14), COST(TD_CLR_FLUSH, 12) }};
/*
 * sw to msip, addi, bnez, and the handler (sw to msip, mret): the
 * interrupt is taken on the addi (the sw that raised it has made its
 * access when it commits), whose slot and the 4 younger ones are the
 * interrupt's; mret serializes.
 */
static const struct per_iteration cost_irq =
    {{ ITERATION(14, 5), COST(TD_CLR_INTERRUPT, 5), SERIALIZING(1) }};
/* sfence.vma (serializing), the access, addi, bnez; the access's walk:
   the cycle that finds the miss and one per level */
static const struct per_iteration cost_dtlb =
    {{ ITERATION(9 + VM_LEVELS, 4), SERIALIZING(1), COST(TD_DTLB, VM_LEVELS + 1) }};
/* sfence.vma, addi, bnez in S; the fetch behind the sfence misses the ITLB:
   the cycle that finds the miss and the one PTE read of the 1 GiB / 4 MiB
   leaf. The S-mode code's L1I line can be evicted by the harness's code
   between runs (the N1 run paid one refill where the N2 run paid none when
   it first ran here): that leaf is compared apart. */
static const struct per_iteration cost_itlb = {{ ITERATION(9, 3), SERIALIZING(1), COST(TD_ITLB, 2) }};
#undef P
#undef COST
#undef ITERATION
#undef SERIALIZING


struct tree_loop {
    int num;
    const char *name;
    workload_fn *fn;
    xlen_t arg[3];
    const struct per_iteration *cost;
};

#define HIT ((xlen_t)&hit_word)
#define BUF ((xlen_t)dmiss_buf)
#define BUFS { BUF, BUF + SET_STRIDE, BUF + 2 * SET_STRIDE }
static const struct tree_loop loops[] = {
    { 1, "alu loop", wl_alu, { 0 }, &cost_alu },
    { 2, "load loop", wl_load, { HIT }, &cost_load },
    { 3, "load-use loop", wl_loaduse, { HIT }, &cost_loaduse },
    { 4, "store loop", wl_store, { HIT }, &cost_store },
    { 5, "L1D load-miss loop", wl_dmiss_load, BUFS, &cost_dmiss_load },
    { 6, "L1D store-miss loop", wl_dmiss_store, BUFS, &cost_dmiss_store },
    { 7, "division loop", wl_div, { 1000, 7 }, &cost_div },
    { 8, "branch loop", wl_branch, { 0 }, &cost_branch },
    { 9, "L1I miss loop", wl_imiss, { 0 }, &cost_imiss },
    { 13, "AMO loop", wl_amo, { HIT }, &cost_amo },
    { 14, "LR/SC loop", wl_lrsc, { HIT }, &cost_lrsc },
    { 15, "fetch across L1I lines", wl_straddle, { 0 }, &cost_straddle },
    { 20, "L1D miss with load-use loop", wl_dmiss_loaduse, BUFS, &cost_dmiss_loaduse },
    { 21, "CSR loop", wl_csr, { 0 }, &cost_csr },
};
#undef HIT
#undef BUF
#undef BUFS

int main(void)
{
    program_events();

    for (unsigned i = 0; i < sizeof loops / sizeof loops[0]; i++)
        measure_tree(loops[i].num, loops[i].name, loops[i].fn, loops[i].arg[0], loops[i].arg[1],
                     loops[i].arg[2], loops[i].cost, true);

    /* Paging (event_harness.h) */
    xlen_t tlb_va = paging_on_for_tlb_workloads();
    measure_tree(16, "DTLB read-miss loop", wl_dtlb_load, tlb_va, MSTATUS_MPRV, 0, &cost_dtlb, true);
    measure_tree(17, "DTLB write-miss loop", wl_dtlb_store, tlb_va, MSTATUS_MPRV, 0, &cost_dtlb, true);
    measure_tree(18, "DTLB AMO-miss loop", wl_dtlb_amo, tlb_va, MSTATUS_MPRV, 0, &cost_dtlb, true);
    measure_tree(19, "ITLB miss loop", wl_itlb_armed, (xlen_t)wl_itlb_s, 0, 0, &cost_itlb, false);
    paging_off_after_tlb_workloads();

    xlen_t saved_mtvec = csr_read(mtvec);
    csr_write(mtvec, (xlen_t)wl_trap_handler);
    measure_tree(10, "exception loop", wl_trap, 0, 0, 0, &cost_trap, true);

    csr_write(mtvec, (xlen_t)wl_irq_handler);
    csr_set(mie, MIP_MSIP);
    csr_set(mstatus, MSTATUS_MIE);
    measure_tree(11, "software-interrupt loop", wl_irq, CLINT_MSIP, 0, 0, &cost_irq, true);
    csr_clear(mstatus, MSTATUS_MIE);
    csr_clear(mie, MIP_MSIP);
    csr_write(mtvec, saved_mtvec);

    /* WFI: between the two deadlines only the halted cycles differ (and the
       reference cycles with them); each wake-up costs the one bubble the
       commit stage holds when the hart starts again (Core Bound, other). */
    struct counts a, b;
    measure_wfi(&a, &b);
    expect_tree(&a);
    expect_tree(&b);
    expect_total(&b, SOC_EV_TD_CORE_OTHER, WFI_N);
    expect_total(&b, SOC_EV_HALTED, (sxlen_t)(b.ev[SOC_EV_REF_CYCLE] - b.ev[SOC_EV_CYCLE]));
    for (int e = 1; e <= SOC_NUM_EVENTS; e++) {
        sxlen_t want = (e == SOC_EV_REF_CYCLE || e == SOC_EV_HALTED) ? WFI_N * (WFI_D2 - WFI_D1) : 0;
        sxlen_t got = (sxlen_t)(b.ev[e] - a.ev[e]);
        if (got != want)
            report("difference between deadlines of ", e, got, want);
    }
    return 0;
}
