/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The top-down tree in-band: each leaf under the cycles of the SoC's tree
 * (soc_events.h, from rtl/core/soc_events.def) on a counter of its own, configured as a
 * raw event (SBI event type 2, mhpmevent = the leaf's event). The level-1
 * split is the sum of the leaves under each level-1 node over the sum of
 * those under the cycles: every node counted, none a remainder.
 */
#include "topdown.h"
#include "soc_events.h"

#define SBI_PMU_RAW_EVENT 0x20000u      /* type 2 (raw), code 0 */

struct node {
    const char *name;
    int parent;
    int level;
    unsigned event;             /* 0: an inner node */
    int counter;                /* -1: not counted */
    uint64_t value;
};

#define TD_NODE(id, ident, docs, parent, level, event) { docs, parent, level, event, -1, 0 },
static struct node tree[] = { SOC_TOPDOWN(TD_NODE) };
#define NUM_NODES (sizeof(tree) / sizeof(tree[0]))
static const char *const event_name[] = { SOC_EVENT_NAMES };
static bool counted;             /* every leaf has its counter */

void topdown_configure(unsigned num_hw)
{
    counted = true;
    for (unsigned i = 0; i < NUM_NODES; i++) {
        struct node *n = &tree[i];
        /* not the halted cycles (the workloads never wait in WFI): the
           other 18 leaves and the demo's own rows fill 29 counters but one */
        if (!n->event || n->level < 1)
            continue;
        struct sbiret r = pmu_config_matching(0, num_hw >= XLEN ? ~(xlen_t)0 : ((xlen_t)1 << num_hw) - 1,
                                              SBI_PMU_CFG_CLEAR_VALUE, SBI_PMU_RAW_EVENT, n->event);
        n->counter = r.error ? -1 : (int)r.value;
        counted &= !r.error;
    }
}

xlen_t topdown_mask(void)
{
    xlen_t mask = 0;
    for (unsigned i = 0; i < NUM_NODES; i++)
        if (tree[i].counter >= 0)
            mask |= (xlen_t)1 << tree[i].counter;
    return mask;
}

void topdown_read(void)
{
    for (unsigned i = 0; i < NUM_NODES; i++)
        tree[i].value = tree[i].counter >= 0 ? read_counter_csr((unsigned)tree[i].counter) : 0;
}

/* The level-1 node a node is under (itself at level 1), or -1. */
static int level1_of(int i)
{
    while (i >= 0 && tree[i].level > 1)
        i = tree[i].parent;
    return i >= 0 && tree[i].level == 1 ? i : -1;
}

static void put_share(uint64_t part, uint64_t whole)
{
    uint64_t hundredths = whole ? (part * 10000 + whole / 2) / whole : 0;
    put_dec_width(hundredths / 100, 3);
    put_char('.');
    put_char((char)('0' + hundredths / 10 % 10));
    put_char((char)('0' + hundredths % 10));
    put_char('%');
}

void topdown_print(uint64_t cycles)
{
    if (!counted)
        return;
    static uint64_t level1[NUM_NODES];
    uint64_t under_cycles = 0;
    for (unsigned i = 0; i < NUM_NODES; i++)
        level1[i] = 0;
    for (unsigned i = 0; i < NUM_NODES; i++) {
        if (tree[i].counter < 0)
            continue;
        put_dec_width(tree[i].value, 21);
        put_str("  ");
        put_str(event_name[tree[i].event]);
        put_str("\n");
        int l1 = level1_of((int)i);
        if (l1 >= 0) {
            level1[l1] += tree[i].value;
            under_cycles += tree[i].value;
        }
    }
    put_str("\n  top-down, level 1 (of ");
    put_dec(under_cycles);
    put_str(" cycles, every leaf counted):\n");
    for (unsigned i = 0; i < NUM_NODES; i++) {
        if (tree[i].level != 1)
            continue;
        put_str("    ");
        put_str_width(tree[i].name, 18);
        put_share(level1[i], under_cycles);
        put_str("\n");
    }
    /* The leaves start and stop with the cycle counter, by the same SBI
       calls: any difference is what those calls' own writes straddle. */
    put_str("    the leaves against the cycles counted: ");
    if (under_cycles == cycles) {
        put_str("equal\n");
    } else {
        put_str("differ by ");
        put_dec(under_cycles > cycles ? under_cycles - cycles : cycles - under_cycles);
        put_str("\n");
    }
}
