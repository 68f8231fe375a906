/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What one perf multiplexing rotation costs through the SBI, without
 * Linux: the SBI calls Linux 6.12's riscv_pmu_sbi driver makes when perf
 * schedules N task events out and back in (a rotation, or a context
 * switch), with the snapshot area the driver registers on an SBI 2.0 or
 * later firmware (docs/linux.md, the cost of a rotation). Per event
 * scheduled out (riscv_pmu_del): a stop with TAKE_SNAPSHOT, the value
 * moved from the snapshot's slot 0 to the counter's own, a stop with RESET
 * and TAKE_SNAPSHOT. Then the list rotates by one (perf moves its first
 * active event to the end), and per event scheduled in (riscv_pmu_add),
 * in order until one finds no counter (perf's merge_sched_in tries none
 * after that): a config_matching of INSTRUCTIONS over every counter with
 * SET_SINH, as pmu_sbi_ctr_get_idx asks for a user-only event, then a
 * start with SET_INIT_VALUE.
 *
 * mcycle and minstret measure, so they keep running: the driver stops
 * them at boot (pmu_sbi_stop_all), after which config_matching may hand
 * minstret to one more event; here they are never free, though the set
 * asked for still names them. Prints, for each event count N, per
 * rotation (the minimum over several, warm caches):
 *   ROTATION <N> <events on counters> <SBI calls> <instructions> <cycles> <in calls: instructions> <cycles>
 * the whole rotation, then what its SBI calls cost from the ecall's side
 * (the firmware's share; the rest is this program's bookkeeping, as Linux
 * has perf's). Then single calls:
 *   CALL <name> <instructions> <cycles>
 * Checks what the driver relies on (each config_matching answers a counter
 * it does not hold, every call succeeds but the release's ALREADY_STOPPED,
 * min(N, programmable counters) events fit), that saying "no counter"
 * costs no more than finding the last one, and that the snapshot flags
 * Linux puts on every stop cost only the snapshot's own work: while they
 * took the firmware's path for sets of counters, they cost a rotation of
 * 29 counters on the SoC 2,550 instructions and 3,350 cycles more. Ends
 * with the closing line (docs/testing.md).
 */
#include "bench.h"
#include "hpm_spec.h"

#define ROUNDS      8       /* repetitions of each measurement */
#define MAX_EVENTS  64
#define MAX_WORDS   ((64 + XLEN - 1) / XLEN)

/*
 * What the snapshot flags may add to a one-counter stop, in instructions.
 * TAKE_SNAPSHOT: the flags and the area tested and the path's own entry
 * (about 12), the counter's value and its event register (for OF) read
 * through the firmware's CSR tables (7 each on RV64; on RV32 each is
 * three reads, the high half twice around the low, 21), OF tested, the
 * value and the overflow bit written (about 12): 38 on RV64, 66 on RV32,
 * with some room. A release with RESET | TAKE_SNAPSHOT writes nothing to
 * the area (the counter is stopped already), so it may add only the
 * tests and the entry. Through the firmware's loop for sets of counters
 * the two flags cost 80 and 61 on RV64, 132 and 63 on RV32.
 */
#if XLEN == 64
#define SNAPSHOT_STOP_WORK 48
#else
#define SNAPSHOT_STOP_WORK 80
#endif
#define SNAPSHOT_RELEASE_WORK 24

struct cost { xlen_t insns, cycles; };

#define COST_MAX ((struct cost){ (xlen_t)-1, (xlen_t)-1 })

static struct cost now(void)
{
    xlen_t c = rd_cycle();
    return (struct cost){ rd_instret(), c };
}

/* What passed since start, less the reads' own cost. */
static struct cost overhead;

static struct cost since(struct cost start)
{
    xlen_t i = rd_instret(), c = rd_cycle();
    return (struct cost){ i - start.insns - overhead.insns, c - start.cycles - overhead.cycles };
}

static void keep_least(struct cost *best, struct cost c)
{
    if (c.insns < best->insns)
        best->insns = c.insns;
    if (c.cycles < best->cycles)
        best->cycles = c.cycles;
}

static unsigned passed, failed;

static void check(bool ok, const char *name, const char *what, uint64_t expected, uint64_t actual)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    put_str("FAIL ");
    put_str(name);
    put_str(": ");
    put_str(what);
    put_str(": expected ");
    put_dec(expected);
    put_str(", got ");
    put_dec(actual);
    put_str("\n");
}

/* ------------------------------------------------------------ the driver's calls */

/* While timing, each SBI call's cost is added here (the rotation's share
 * spent in the firmware, the trap included). */
static bool timing;
static struct cost in_calls;
static unsigned calls;

static void account(struct cost start)
{
    if (!timing)
        return;
    struct cost c = since(start);
    in_calls.insns += c.insns;
    in_calls.cycles += c.cycles;
    calls++;
}

static struct sbiret stop(xlen_t idx, xlen_t flags)
{
    struct cost t = timing ? now() : (struct cost){ 0, 0 };
    struct sbiret r = pmu_stop(idx, 1, flags);
    account(t);
    return r;
}

static struct sbiret start(xlen_t idx, uint64_t value)
{
    struct cost t = timing ? now() : (struct cost){ 0, 0 };
    struct sbiret r = pmu_start(idx, 1, SBI_PMU_START_SET_INIT_VALUE, value);
    account(t);
    return r;
}

static struct sbiret match(xlen_t base, xlen_t mask)
{
    struct cost t = timing ? now() : (struct cost){ 0, 0 };
    struct sbiret r = pmu_config_matching(base, mask, SBI_PMU_CFG_SET_SINH, SBI_PMU_HW_INSTRUCTIONS, 0);
    account(t);
    return r;
}

/* ------------------------------------------------------------ the driver */

/* The driver's view: the counters that exist (its cmask, XLEN a word),
 * those it holds, the snapshot area. */
static xlen_t cmask[MAX_WORDS];
static xlen_t fixed[MAX_WORDS];         /* mcycle and minstret, by get_info */
static uint64_t used;
static unsigned num_programmable, words;
static struct sbi_pmu_snapshot snapshot __attribute__((aligned(4096)));

/* Each event's counter while it is scheduled in, -1 while out; perf's
 * list, whose first `active` events are in. */
static int event_idx[MAX_EVENTS];
static unsigned order[MAX_EVENTS];
static unsigned active;
static bool call_failed;

/* A counting event starts at half the 64-bit counter's range
 * (riscv_pmu_event_set_period with a period of half the width). */
#define START_VALUE (~(uint64_t)0 - (~(uint64_t)0 >> 1))

/* riscv_pmu_del: stop with the snapshot, read it, release the counter. */
static void sched_out(unsigned e)
{
    xlen_t idx = (xlen_t)event_idx[e];
    struct sbiret r = stop(idx, SBI_PMU_STOP_TAKE_SNAPSHOT);
    call_failed |= r.error != 0;
    if (!r.error && idx > 0) {
        snapshot.values[idx] = snapshot.values[0];
        snapshot.values[0] = 0;
    }
    r = stop(idx, SBI_PMU_STOP_RESET | SBI_PMU_STOP_TAKE_SNAPSHOT);
    call_failed |= r.error != 0 && r.error != SBI_ERR_ALREADY_STOPPED;
    used &= ~(1ULL << idx);
    event_idx[e] = -1;
}

/* pmu_sbi_ctr_get_idx: config_matching over each word of the driver's
 * counters until one answers. -1: none (or one the driver holds, which
 * the driver would refuse and the firmware keep mapped). */
static int get_idx(void)
{
    struct sbiret r = { SBI_ERR_NOT_SUPPORTED, 0 };
    for (unsigned w = 0; w < MAX_WORDS; w++) {
        if (!cmask[w])
            continue;
        r = match(w * XLEN, cmask[w]);
        if (!r.error)
            break;
    }
    if (r.error)
        return -1;
    if (r.value >= 64 || (used & (1ULL << r.value))) {
        call_failed = true;
        return -1;
    }
    used |= 1ULL << r.value;
    return (int)r.value;
}

/* riscv_pmu_add with PERF_EF_START */
static bool sched_in(unsigned e)
{
    int idx = get_idx();
    if (idx < 0)
        return false;
    event_idx[e] = idx;
    struct sbiret r = start((xlen_t)idx, START_VALUE);
    call_failed |= r.error != 0;
    return true;
}

static void sched_in_all(unsigned n)
{
    active = 0;
    while (active < n && sched_in(order[active]))
        active++;
}

static void sched_out_all(void)
{
    for (unsigned i = 0; i < active; i++)
        sched_out(order[i]);
    active = 0;
}

/* One rotation of n events. */
static void rotate(unsigned n)
{
    sched_out_all();
    unsigned first = order[0];
    for (unsigned i = 0; i + 1 < n; i++)
        order[i] = order[i + 1];
    order[n - 1] = first;
    sched_in_all(n);
}

static void open_events(unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        order[i] = i;
        event_idx[i] = -1;
    }
    sched_in_all(n);
}

/* ------------------------------------------------------------ measurements */

static void measure_rotation(unsigned n)
{
    call_failed = false;
    open_events(n);
    rotate(n);                      /* caches warm */
    struct cost whole = COST_MAX, sbi = COST_MAX;
    for (int round = 0; round < ROUNDS; round++) {
        struct cost t = now();
        rotate(n);
        keep_least(&whole, since(t));
    }
    unsigned n_calls = 0;
    for (int round = 0; round < ROUNDS; round++) {
        in_calls = (struct cost){ 0, 0 };
        calls = 0;
        timing = true;
        rotate(n);
        timing = false;
        keep_least(&sbi, in_calls);
        n_calls = calls;
    }
    unsigned on = active;
    sched_out_all();
    put_str("ROTATION ");
    put_dec(n);
    put_str(" ");
    put_dec(on);
    put_str(" ");
    put_dec(n_calls);
    put_str(" ");
    put_dec(whole.insns);
    put_str(" ");
    put_dec(whole.cycles);
    put_str(" ");
    put_dec(sbi.insns);
    put_str(" ");
    put_dec(sbi.cycles);
    put_str("\n");
    unsigned fit = n < num_programmable ? n : num_programmable;
    check(on == fit, "rotation.events_on_counters", "events with a counter after a rotation", fit, on);
    /* and for the event that does not fit, a config_matching a word */
    unsigned expected = 4 * fit + (n > fit ? words : 0);
    check(n_calls == expected, "rotation.calls", "SBI calls of a rotation", expected, n_calls);
    check(!call_failed, "rotation.answers", "calls that failed or answered a counter in use", 0, 1);
}

static void report_call(const char *name, struct cost c)
{
    put_str("CALL ");
    put_str(name);
    put_str(" ");
    put_dec(c.insns);
    put_str(" ");
    put_dec(c.cycles);
    put_str("\n");
}

/* One call's cost: the least over ROUNDS, each after `prepare` and
 * followed by `finish` (neither measured). */
typedef void step_fn(void);

static struct cost measure_call(step_fn *prepare, step_fn *call, step_fn *finish)
{
    struct cost best = COST_MAX;
    for (int round = 0; round < ROUNDS; round++) {
        prepare();
        in_calls = (struct cost){ 0, 0 };
        timing = true;
        call();
        timing = false;
        keep_least(&best, in_calls);
        finish();
    }
    return best;
}

/* The single counter the per-call measurements use. */
static int one;

static void take_one(void)
{
    one = get_idx();
}

static void take_and_start(void)
{
    take_one();
    start((xlen_t)one, START_VALUE);
}

static void release_one(void)
{
    stop((xlen_t)one, SBI_PMU_STOP_RESET);
    used &= ~(1ULL << one);
}

static void nothing(void) {}

static void step_stop(void) { call_failed |= stop((xlen_t)one, 0).error != 0; }
static void step_stop_snapshot(void) { call_failed |= stop((xlen_t)one, SBI_PMU_STOP_TAKE_SNAPSHOT).error != 0; }
static void step_release(void) { stop((xlen_t)one, SBI_PMU_STOP_RESET); used &= ~(1ULL << one); }
static void step_release_snapshot(void)
{
    stop((xlen_t)one, SBI_PMU_STOP_RESET | SBI_PMU_STOP_TAKE_SNAPSHOT);
    used &= ~(1ULL << one);
}
static void step_start(void) { call_failed |= start((xlen_t)one, START_VALUE).error != 0; }

/* Every programmable counter taken, then one config_matching more. */
static void take_all(void)
{
    open_events(MAX_EVENTS);
}

/* One config_matching over the word of the hardware counters (word 0:
 * every hardware counter is below 32), where get_idx would go on to the
 * next word on RV32. */
static void step_no_counter(void)
{
    call_failed |= !match(0, cmask[0]).error;
}

static void measure_calls(void)
{
    call_failed = false;
    struct cost plain = measure_call(take_and_start, step_stop, release_one);
    struct cost snap = measure_call(take_and_start, step_stop_snapshot, release_one);
    struct cost release = measure_call(take_one, step_release, nothing);
    struct cost release_snap = measure_call(take_one, step_release_snapshot, nothing);
    struct cost matching = measure_call(nothing, take_one, release_one);
    struct cost starting = measure_call(take_one, step_start, release_one);
    struct cost none = measure_call(take_all, step_no_counter, sched_out_all);
    /* the last counter: every programmable counter but one taken */
    open_events(MAX_EVENTS);
    unsigned last = order[active - 1];
    sched_out(last);
    struct cost found = measure_call(nothing, take_one, release_one);
    active--;
    sched_out_all();
    report_call("stop", plain);
    report_call("stop_take_snapshot", snap);
    report_call("stop_reset", release);
    report_call("stop_reset_take_snapshot", release_snap);
    report_call("config_matching", matching);
    report_call("start_set_init_value", starting);
    report_call("config_matching_last_counter", found);
    report_call("config_matching_no_counter", none);
    check(!call_failed, "calls.answers", "calls that failed, or a counter where none is free", 0, 1);
    check(snap.insns <= plain.insns + SNAPSHOT_STOP_WORK, "calls.stop_take_snapshot",
          "instructions of a stop with TAKE_SNAPSHOT, at most a stop's and the snapshot's",
          plain.insns + SNAPSHOT_STOP_WORK, snap.insns);
    check(release_snap.insns <= release.insns + SNAPSHOT_RELEASE_WORK, "calls.stop_reset_take_snapshot",
          "instructions of a release with TAKE_SNAPSHOT, at most a release's and the area's test",
          release.insns + SNAPSHOT_RELEASE_WORK, release_snap.insns);
    check(none.insns <= found.insns, "calls.config_matching_no_counter",
          "instructions of a config_matching that finds no counter, at most one that finds the last",
          found.insns, none.insns);
}

int main(void)
{
    unsigned n = (unsigned)sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0).value;
    for (unsigned i = 0; i < n && i < 64; i++) {
        struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, i, 0, 0, 0, 0, 0);
        if (r.error || !r.value)
            continue;
        cmask[i / XLEN] |= (xlen_t)1 << (i % XLEN);
        xlen_t csr = SBI_PMU_CTR_INFO_CSR(r.value);
        if (r.value >> SBI_PMU_CTR_INFO_FW_BIT(XLEN))
            continue;                       /* a firmware counter */
        if (csr == HPM_CSR_SHADOW || csr == HPM_CSR_SHADOW + 2)
            fixed[i / XLEN] |= (xlen_t)1 << (i % XLEN);
        else if (csr > HPM_CSR_SHADOW + 2)
            num_programmable++;
    }
    for (unsigned w = 0; w < MAX_WORDS; w++)
        words += cmask[w] != 0;
    struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_SNAPSHOT_SET_SHMEM, (xlen_t)&snapshot, 0, 0, 0, 0, 0);
    check(!r.error, "setup.snapshot", "snapshot_set_shmem's error", 0, (uint64_t)r.error);
    /* pmu_sbi_stop_all, but for mcycle and minstret (above) */
    for (unsigned w = 0; w < MAX_WORDS; w++) {
        xlen_t set = cmask[w] & ~fixed[w];
        if (set)
            pmu_stop(w * XLEN, set, SBI_PMU_STOP_RESET);
    }
    overhead = (struct cost){ 0, 0 };
    struct cost empty = COST_MAX;
    for (int round = 0; round < ROUNDS; round++)
        keep_least(&empty, since(now()));
    overhead = empty;

    static const unsigned counts[] = { 8, 16, 32, 40 };
    for (unsigned i = 0; i < sizeof counts / sizeof counts[0]; i++)
        measure_rotation(counts[i]);
    measure_calls();
    put_dec(passed);
    put_str(" passed, ");
    put_dec(failed);
    put_str(" failed\n");
    return failed ? 1 : 0;
}
