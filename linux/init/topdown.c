/* SPDX-License-Identifier: Apache-2.0 */
/* The SoC's top-down tree in-band (docs/topdown.md, docs/linux.md): every
 * leaf under the cycles as a raw event (the SoC's event index is the
 * mhpmevent value the firmware's riscv,pmu node lets any counter take),
 * with instructions, in one group led by cycles, all user-only, around a
 * workload whose tree has a known shape. The core gives every cycle to
 * exactly one leaf, so in one group, started and stopped together, the
 * leaves add up to the cycles with no remainder. User-only, because the
 * SBI driver starts and stops the members one SBI call at a time: the
 * kernel and firmware cycles between those calls are no member's, while
 * the group's user cycles all fall between the last start and the first
 * stop. Run on the SoC only: QEMU has no such events. Rows, for each
 * workload W:
 *   topdown-sum-W:u   the group had its counters the whole time
 *     (time_running == time_enabled: no multiplexing), the 18 leaves add
 *     up to the cycles exactly, and retiring equals the instructions
 *     exactly (docs/topdown.md: the retiring leaf is instret);
 *   topdown-path-W:u  from the cycles down, the largest node at each
 *     level (TopdownL1, then L2 and L3 under it, as toplev marks the
 *     bottleneck) leads to the leaf the workload is made of, and that
 *     leaf counts at least the workload's own cost of it. */
#include "checks.h"

#include "libc.h"
#include "perf.h"
#include "report.h"
#include "soc_events.h"
#include "workload.h"

struct td_node {
    const char *name;
    int parent;
    int level;
    unsigned event;   /* 0: an inner node */
};

#define TD_NODE(id, ident, docs, parent, level, event) { ident, parent, level, event },
static const struct td_node tree[] = { SOC_TOPDOWN(TD_NODE) };
#define NUM_NODES ((int)(sizeof tree / sizeof tree[0]))
/* The leaves under the cycles, and the group: cycles, instructions, them. */
#define NUM_LEAVES __builtin_popcountll(SOC_TOPDOWN_CYCLE_LEAVES)
#define GROUP_SIZE (2 + NUM_LEAVES)

/* A division keeps EX busy XLEN + 1 cycles, all of them the divider leaf
 * (docs/topdown.md, what each thing costs); /init is RV64. */
#define DIV_CYCLES (8 * sizeof(long) + 1)

static void divide_loop(uint64_t n)
{
    uint64_t x = ~0ull, d = 3;

    /* One div, addi and bnez an iteration; no later instruction reads the
       quotient, so only the divider, not a result wait, holds the loop. */
    __asm__ volatile("1: divu %0, %0, %2\n"
                     "   addi %1, %1, -1\n"
                     "   bnez %1, 1b\n"
                     : "+r"(x), "+r"(n) : "r"(d));
}

static void alu_loop(uint64_t n)
{
    workload_loop(n);
}

struct td_workload {
    const char *name;
    void (*run)(uint64_t iterations);
    uint64_t iterations;
    unsigned leaf;           /* the event of the leaf it is made of */
    uint64_t leaf_per_iter;  /* that leaf's cycles an iteration, at least */
};

static const struct td_workload workloads[] = {
    /* addi and bnez, each retiring in one cycle; the branch is predicted */
    { "alu-loop", alu_loop, 10000, SOC_EV_TD_RETIRING, 2 },
    { "div-loop", divide_loop, 1000, SOC_EV_TD_MUL_DIV, DIV_CYCLES },
};

/* Opens the group: cycles leads, then instructions, then each leaf (their
 * events in events[]). Returns the leader's fd (fds[0..GROUP_SIZE-1]
 * filled), or -errno with every fd closed. */
static int open_group(int fds[GROUP_SIZE], unsigned events[GROUP_SIZE])
{
    struct perf_spec spec = { PERF_TYPE_HARDWARE, 0, true, 0 };
    unsigned k = 2;

    events[0] = SOC_EV_CYCLE;
    events[1] = SOC_EV_INSTRET;
    for (unsigned e = 0; e < 64; e++)
        if (SOC_TOPDOWN_CYCLE_LEAVES >> e & 1)
            events[k++] = e;
    for (int n = 0; n < GROUP_SIZE; n++) {
        spec.type = n < 2 ? PERF_TYPE_HARDWARE : PERF_TYPE_RAW;
        spec.config = n == 0 ? PERF_COUNT_HW_CPU_CYCLES : n == 1 ? PERF_COUNT_HW_INSTRUCTIONS : events[n];
        fds[n] = n == 0 ? perf_open_leader(&spec) : perf_open_member(&spec, fds[0]);
        if (fds[n] < 0) {
            int err = fds[n];
            while (n > 0)
                close(fds[--n]);
            return err;
        }
    }
    return fds[0];
}

/* The node whose leaf event is e, or -1. */
static int node_of(unsigned e)
{
    for (int i = 0; i < NUM_NODES; i++)
        if (tree[i].event == e)
            return i;
    return -1;
}

/* The largest child of node p (-1: none). */
static int largest_child(int p, const uint64_t total[])
{
    int best = -1;

    for (int i = 0; i < NUM_NODES; i++)
        if (tree[i].parent == p && (best < 0 || total[i] > total[best]))
            best = i;
    return best;
}

/* printf at buf + *len, cut at the end of buf; *len grows by what fitted. */
static void __attribute__((format(printf, 4, 5))) append(char *buf, size_t size, size_t *len,
                                                          const char *fmt, ...)
{
    va_list ap;

    if (*len + 1 >= size)
        return;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, size - *len, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len += (size_t)n < size - *len ? (size_t)n : size - *len - 1;
}

static void measure(const struct td_workload *w)
{
    char sum_row[48], path_row[48], note[400];
    int fds[GROUP_SIZE];
    unsigned events[GROUP_SIZE];
    uint64_t v[GROUP_SIZE], total[NUM_NODES];
    struct perf_count t = { 0, 0, 0 };
    int err;

    snprintf(sum_row, sizeof sum_row, "topdown-sum-%s:u", w->name);
    snprintf(path_row, sizeof path_row, "topdown-path-%s:u", w->name);
    err = open_group(fds, events);
    if (err >= 0) {
        err = perf_enable(fds[0]);
        if (!err) {
            w->run(w->iterations);
            err = perf_disable(fds[0]);
        }
        if (!err)
            err = perf_read_group(fds[0], v, GROUP_SIZE, &t);
        for (int i = GROUP_SIZE - 1; i >= 0; i--)
            close(fds[i]);
    }
    if (err < 0) {
        report_errno(sum_row, V_FAIL, -err, "open/ioctl/read");
        report_errno(path_row, V_FAIL, -err, "open/ioctl/read");
        return;
    }

    /* Each node's count: its leaves' counts, added up the tree. */
    memset(total, 0, sizeof total);
    uint64_t cycles = v[0], instructions = v[1], leaves = 0;
    for (int i = 2; i < GROUP_SIZE; i++) {
        leaves += v[i];
        for (int n = node_of(events[i]); n >= 0; n = tree[n].parent)
            total[n] += v[i];
    }
    uint64_t retiring = total[node_of(SOC_EV_TD_RETIRING)];
    bool whole = t.running > 0 && t.running == t.enabled;
    snprintf(note, sizeof note, "leaves=%" PRIu64 " instructions=%" PRIu64 " retiring=%"
             PRIu64 " running/enabled=%" PRIu64 "/%" PRIu64, leaves, instructions,
             retiring, t.running, t.enabled);
    report_count(sum_row, whole && leaves == cycles && retiring == instructions ? V_PASS : V_FAIL,
                 cycles, note);

    /* The path of largest nodes from the cycles, and TopdownL1 and L2
       as perf prints them: each node a share of the cycles, in tenths of
       a percent. */
    int want = node_of(w->leaf), top = tree[node_of(SOC_EV_TD_RETIRING)].parent, end = top;
    uint64_t min = w->leaf_per_iter * w->iterations;
    size_t len = 0;
    append(note, sizeof note, &len, "expected=%s>=%" PRIu64 " path=", tree[want].name, min);
    for (int n = largest_child(top, total); n >= 0; n = largest_child(n, total)) {
        append(note, sizeof note, &len, "%s%s", end == top ? "" : ">", tree[n].name);
        end = n;
    }
    append(note, sizeof note, &len, " L1/L2(permille)=");
    for (int n = 0; n < NUM_NODES; n++)
        if (tree[n].level == 1 || tree[n].level == 2)
            append(note, sizeof note, &len, "%s%s:%" PRIu64, tree[n].level == 1 ? " " : ",",
                   tree[n].name, cycles ? total[n] * 1000 / cycles : 0);
    report_row(path_row, end == want && total[want] >= min ? V_PASS : V_FAIL, tree[end].name, note);
    report_line("INFO topdown %s: cycles %" PRIu64 ", leaves %" PRIu64 ", instructions %" PRIu64,
                w->name, cycles, leaves, instructions);
}

/* Whether a raw leaf alone gets a counter. One that never does (OpenSBI
 * 1.1 gives no raw event one: linux/opensbi-1.1-soc.xfail) leaves its
 * group inactive, and perf tries the whole group again at every mux
 * interval; under that firmware a try of 20 events cost more than perf's
 * 4 ms, and the boot never ran user code again (6.12-cdeleg, measured).
 * A lone event costs one try, as the raw-* counting rows show. */
static bool raw_leaf_counts(void)
{
    struct perf_spec spec = { PERF_TYPE_RAW, SOC_EV_TD_RETIRING, true, 0 };
    struct perf_count c = { 0, 0, 0 };
    int fd = perf_open(&spec), err;

    if (fd < 0)
        return false;
    err = perf_enable(fd);
    if (!err) {
        workload_loop(workloads[0].iterations);
        err = perf_disable(fd);
    }
    if (!err)
        err = perf_read(fd, &c);
    close(fd);
    return !err && c.running > 0;
}

void topdown_checks(void)
{
    bool counts = raw_leaf_counts();

    for (unsigned i = 0; i < sizeof workloads / sizeof workloads[0]; i++) {
        if (counts) {
            measure(&workloads[i]);
            continue;
        }
        char row[48];
        snprintf(row, sizeof row, "topdown-sum-%s:u", workloads[i].name);
        report_row(row, V_FAIL, "no-counter", "a raw leaf alone had no counter: group not opened");
        snprintf(row, sizeof row, "topdown-path-%s:u", workloads[i].name);
        report_row(row, V_FAIL, "no-counter", "a raw leaf alone had no counter: group not opened");
    }
}
