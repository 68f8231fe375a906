/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Seeded fuzz of the SBI from S-mode: random extension and function IDs
 * (mostly PMU), counter bases and masks, flags, event codes and data,
 * shared-memory addresses (aligned and not, in RAM, outside it, in the
 * firmware). It checks that
 *   - every call returns, with an error code the specification allows for
 *     that function (SUCCESS or one of its listed errors);
 *   - the firmware never traps into itself (it would panic and end the run
 *     with exit code 255) nor sends an unexpected trap to S-mode;
 *   - memory the firmware may not write is unchanged: a canary region of
 *     RAM that is never handed to the firmware and the fuzz's own code,
 *     checksummed before and after, and the firmware's own memory outside
 *     its data (code, read-only data, the unused rest of its 2 MiB), which
 *     S-mode cannot read: our firmware checksums it on request
 *     (SBI_EXT_FIRMWARE).
 * The seed and the call count come from the build (FUZZ_SEED, FUZZ_CALLS)
 * and are printed, so a failure reproduces with the same numbers.
 *
 * On a machine of several harts every hart runs the fuzz at once, each
 * FUZZ_CALLS calls from its own random stream (FUZZ_SEED and its hart ID;
 * hart 0's is FUZZ_SEED's alone, so a one-hart machine makes the calls it
 * always made), with its own counters and counts. The hart the firmware
 * entered the program on (the boot hart) starts the others through HSM
 * at smp_entry (the SMP suite's entry, firmware/smp/entry.S), makes its
 * own calls, and waits for theirs: a hart that makes no call for
 * HANG_MS fails the run, as a hang. Only then does it check the memory,
 * so that it sees what every hart's calls did. Only the boot hart
 * prints; the others keep their first failures for it.
 */
#include "payload.h"
#include "smp_limits.h"

#ifndef FUZZ_SEED
#define FUZZ_SEED 1
#endif
#ifndef FUZZ_CALLS
#define FUZZ_CALLS 100000
#endif

#define E(x) (1u << -(x))     /* a set of allowed errors */

/* A failed call, as the boot hart prints it. */
struct failure {
    unsigned long n;
    xlen_t eid, fid, a0, a1, a2;
    sxlen_t error;
};
#define REPORTED 10             /* failures printed for each hart */

/* The last counters config_matching gave: starts and stops aim at them
 * half of the time. */
#define MAX_CONFIGURED 8

/* Each hart's run. The hart writes it; the boot hart reads made, entered
 * and finished while it runs, the rest once it has finished. */
struct fuzz_hart {
    xlen_t id;
    uint64_t rng;
    xlen_t configured[MAX_CONFIGURED];
    unsigned num_configured;
    unsigned long pmu_calls, failed;
    unsigned long made;             /* calls returned so far */
    unsigned entered, finished;     /* finished: a FINISHED_* */
    unsigned recorded;              /* failures in first[], kept by a hart that does not print */
    struct failure first[REPORTED];
    xlen_t trap_cause, trap_epc;
};
enum { RUNNING, FINISHED_CALLS, FINISHED_TRAP };

/* The boot hart first, then the others by hart ID. */
static struct fuzz_hart harts[SMP_MAX_HARTS];
static unsigned num_harts;

static uint64_t next(struct fuzz_hart *h)
{
    /* xorshift64*: reproducible on both XLENs */
    h->rng ^= h->rng >> 12;
    h->rng ^= h->rng << 25;
    h->rng ^= h->rng >> 27;
    return h->rng * 0x2545F4914F6CDD1DULL;
}

static uint32_t below(struct fuzz_hart *h, uint32_t n)
{
    return (uint32_t)(next(h) >> 32) % n;
}

/* hart hartid's run, its stream apart from every other hart's */
static void hart_init(struct fuzz_hart *h, xlen_t hartid)
{
    h->id = hartid;
    h->rng = (uint64_t)FUZZ_SEED ^ (uint64_t)hartid * 0x9E3779B97F4A7C15ULL;
}

/* Shared memory the fuzz may hand to the firmware, and a canary it never
 * hands out. The arena is every hart's at once: their snapshot areas and
 * event lists may overlap, and one hart rewrites a list while another's
 * call reads it. */
static uint8_t arena[3 * 4096] __attribute__((aligned(4096)));
static uint8_t canary[16 * 1024] __attribute__((aligned(64)));

static uint32_t checksum(const uint8_t *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return h;
}

/* An address at an edge where range arithmetic breaks, or near one:
 * uniformly random values almost never land there. The top of the address
 * space (a range from there wraps), 0, RAM's start and the ends of 64 MiB
 * and 256 MiB of RAM (the SoC's and QEMU's), the firmware's ends, and the
 * device windows (CLINT, UART, QEMU's fw_cfg). */
#define QEMU_FW_CFG_BASE 0x10100000   /* QEMU virt's fw_cfg, a device the SoC lacks */
#define QEMU_RAM_SIZE    0x10000000   /* the RAM make gives QEMU (-m 256M) */
static xlen_t edge_address(struct fuzz_hart *h)
{
    /* Not SOC_PAYLOAD_BASE itself, where the firmware ends: that is this
     * payload's code, which a call that fills a buffer would overwrite.
     * Just below it, the buffer starts in the firmware, which is refused. */
    static const xlen_t edges[] = {
        0x0, SOC_CLINT_BASE, SOC_CLINT_BASE + 0xbff8, SOC_CLINT_BASE + SOC_CLINT_SIZE, SOC_UART_BASE,
        QEMU_FW_CFG_BASE, SOC_RAM_BASE, SOC_PAYLOAD_BASE - 0x1000, SOC_RAM_BASE + SOC_RAM_SIZE,
        SOC_RAM_BASE + QEMU_RAM_SIZE,
    };
    switch (below(h, 4)) {
    case 0: return edges[below(h, sizeof edges / sizeof edges[0])];
    case 1: return (below(h, 4) ? edges[below(h, sizeof edges / sizeof edges[0])] : SOC_PAYLOAD_BASE) - 1 - below(h, 8);
    case 2: /* the last page, or one of the 64 before it */
        return (xlen_t)0 - 4096 * (below(h, 2) ? 1 : 1 + below(h, 64)) + 16 * below(h, 256);
    default: return (xlen_t)0 - 1 - below(h, 16);                         /* the last bytes */
    }
}

/* A size around the ones that change a range's handling: empty, one byte,
 * a page and its neighbours, the whole-flush limit of 64 pages, and the
 * largest values (2^XLEN - 1 is "the whole address space" for RFENCE). */
static xlen_t edge_size(struct fuzz_hart *h)
{
    static const xlen_t sizes[] = {
        0, 1, 2, 0x7ff, 0x800, 0xfff, 0x1000, 0x1001, 0x3ffff, 0x40000, 0x40001,
        0x80000000, ~(xlen_t)0 - 1, ~(xlen_t)0,
    };
    return sizes[below(h, sizeof sizes / sizeof sizes[0])];
}

/* An address: good (in the arena, page or 16-byte aligned), misaligned,
 * outside RAM, in the firmware, at an edge, all ones, or random. */
static xlen_t random_address(struct fuzz_hart *h)
{
    switch (below(h, 8)) {
    case 0: return (xlen_t)arena + 4096 * below(h, 2);
    case 1: return (xlen_t)arena + 16 * below(h, 256);
    case 2: return (xlen_t)arena + 1 + below(h, 4094);
    case 3: return 0x1000UL * below(h, 16);                 /* below RAM */
    case 4: return SOC_RAM_BASE + 4096 * below(h, 512);     /* the firmware */
    case 5: return ~(xlen_t)0;
    case 6: return edge_address(h);
    default: return (xlen_t)next(h);
    }
}

static xlen_t random_counter_base(struct fuzz_hart *h)
{
    switch (below(h, 4)) {
    case 0: return below(h, 4);
    case 1: return below(h, 64);
    case 2: return (xlen_t)next(h);
    default: return 3 + below(h, 40);
    }
}

static xlen_t random_mask(struct fuzz_hart *h)
{
    switch (below(h, 4)) {
    case 0: return (xlen_t)1 << below(h, XLEN);
    case 1: return 0;
    case 2: return ~(xlen_t)0;
    default: return (xlen_t)next(h);
    }
}

static xlen_t random_flags(struct fuzz_hart *h)
{
    switch (below(h, 3)) {
    case 0: return below(h, 4);
    case 1: return below(h, 256);
    default: return (xlen_t)next(h);
    }
}

static xlen_t random_event(struct fuzz_hart *h)
{
    static const uint32_t known[] = {
        0x00001, 0x00002, 0x00003, 0x00004, 0x00005, 0x00006, 0x00007, 0x00008,
        0x00009, 0x0000a, 0x10000, 0x10001, 0x10002, 0x10003, 0x10008, 0x10009,
        0x10019, 0x1001b, 0x10021, 0x20000, 0x30000, 0xf0000, 0xf0004, 0xf0005,
        0xf0015, 0xf0016, 0xfffff,
    };
    switch (below(h, 3)) {
    case 0: return known[below(h, sizeof known / sizeof known[0])];
    case 1: return below(h, 1u << 20);
    default: return (xlen_t)next(h);
    }
}

static uint64_t random_data(struct fuzz_hart *h)
{
    switch (below(h, 4)) {
    case 0: return 0;
    case 1: return below(h, 4);
    case 2: return next(h) & 0xffffffffffULL;     /* raw event fields */
    default: return next(h);
    }
}

/* Allowed errors of each PMU function (SBI 3.0 tables 7-19). */
static uint32_t pmu_allowed(xlen_t fid)
{
    switch (fid) {
    case SBI_PMU_NUM_COUNTERS: return E(SBI_SUCCESS);
    case SBI_PMU_COUNTER_GET_INFO: return E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM);
    case SBI_PMU_COUNTER_CONFIG_MATCHING:
        return E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) | E(SBI_ERR_NOT_SUPPORTED);
    case SBI_PMU_COUNTER_START:
        return E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) | E(SBI_ERR_ALREADY_STARTED) | E(SBI_ERR_NO_SHMEM);
    case SBI_PMU_COUNTER_STOP:
        return E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) | E(SBI_ERR_ALREADY_STOPPED) | E(SBI_ERR_NO_SHMEM);
    case SBI_PMU_COUNTER_FW_READ:
    case SBI_PMU_COUNTER_FW_READ_HI: return E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM);
    case SBI_PMU_SNAPSHOT_SET_SHMEM:
    case SBI_PMU_EVENT_GET_INFO:
        return E(SBI_SUCCESS) | E(SBI_ERR_NOT_SUPPORTED) | E(SBI_ERR_INVALID_PARAM) |
               E(SBI_ERR_INVALID_ADDRESS) | E(SBI_ERR_FAILED);
    default: return E(SBI_ERR_NOT_SUPPORTED);
    }
}

struct call {
    xlen_t eid, fid, a[6];
    uint32_t allowed;
};

static void make_pmu_call(struct fuzz_hart *h, struct call *c)
{
    c->eid = SBI_EXT_PMU;
    c->fid = below(h, 10) == 0 ? (xlen_t)next(h) : below(h, 9);
    for (int i = 0; i < 6; i++)
        c->a[i] = (xlen_t)next(h);
    switch (c->fid) {
    case SBI_PMU_COUNTER_GET_INFO:
    case SBI_PMU_COUNTER_FW_READ:
    case SBI_PMU_COUNTER_FW_READ_HI:
        c->a[0] = random_counter_base(h);
        break;
    case SBI_PMU_COUNTER_CONFIG_MATCHING: {
        uint64_t data = random_data(h);
        c->a[0] = random_counter_base(h);
        c->a[1] = random_mask(h);
        c->a[2] = random_flags(h);
        c->a[3] = random_event(h);
#if XLEN == 64
        c->a[4] = data;
#else
        c->a[4] = (xlen_t)data;
        c->a[5] = (xlen_t)(data >> 32);
#endif
        break;
    }
    case SBI_PMU_COUNTER_START:
    case SBI_PMU_COUNTER_STOP:
        if (h->num_configured && below(h, 2)) {
            /* a counter that has an event: real state changes, and
             * snapshots taken of running counters */
            c->a[0] = h->configured[below(h, h->num_configured < MAX_CONFIGURED ? h->num_configured : MAX_CONFIGURED)];
            c->a[1] = 1;
            c->a[2] = below(h, 4);
        } else {
            c->a[0] = random_counter_base(h);
            c->a[1] = random_mask(h);
            c->a[2] = random_flags(h);
        }
        break;
    case SBI_PMU_SNAPSHOT_SET_SHMEM:
        c->a[0] = below(h, 8) == 0 ? ~(xlen_t)0 : random_address(h);
        c->a[1] = below(h, 4) ? 0 : (c->a[0] == ~(xlen_t)0 ? ~(xlen_t)0 : (xlen_t)next(h));
        c->a[2] = below(h, 4) ? 0 : random_flags(h);
        break;
    case SBI_PMU_EVENT_GET_INFO:
        c->a[0] = random_address(h);
        c->a[1] = below(h, 4) ? 0 : (xlen_t)next(h);
        c->a[2] = below(h, 4) ? below(h, 8) : (xlen_t)next(h);
        c->a[3] = below(h, 4) ? 0 : random_flags(h);
        /* entries: valid and invalid event_idx words */
        for (int i = 0; i < 16; i++) {
            uint32_t *e = (uint32_t *)(arena + 16 * below(h, 256));
            e[0] = (uint32_t)(below(h, 4) ? random_event(h) & 0xfffff : next(h));
        }
        break;
    default:
        break;
    }
    c->allowed = pmu_allowed(c->fid);
}

/* Other extensions, with calls that return (no shutdown, no suspend, no
 * console traffic): unknown EIDs, base, TIME, IPI, RFENCE, HSM status. */
static void make_other_call(struct fuzz_hart *h, struct call *c)
{
    for (int i = 0; i < 6; i++)
        c->a[i] = (xlen_t)next(h);
    switch (below(h, 6)) {
    case 0:
        do
            c->eid = (xlen_t)next(h);
        while (c->eid <= 0x08 || c->eid == 0x10 || c->eid == SBI_EXT_TIME || c->eid == SBI_EXT_IPI ||
               c->eid == SBI_EXT_RFENCE || c->eid == SBI_EXT_HSM || c->eid == SBI_EXT_SRST ||
               c->eid == SBI_EXT_PMU || c->eid == SBI_EXT_DBCN || c->eid == SBI_EXT_FIRMWARE);
        c->fid = (xlen_t)next(h);
        c->allowed = E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 1:
        c->eid = SBI_EXT_BASE;
        c->fid = below(h, 9);
        c->allowed = c->fid <= 6 ? E(SBI_SUCCESS) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 2:
        c->eid = SBI_EXT_TIME;
        c->fid = below(h, 2);
        c->allowed = c->fid == 0 ? E(SBI_SUCCESS) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 3:
        c->eid = SBI_EXT_IPI;
        c->fid = below(h, 2);
        c->a[0] = random_mask(h);
        c->a[1] = below(h, 2) ? below(h, 4) : (xlen_t)next(h);
        c->allowed = c->fid == 0 ? E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 4:
        c->eid = SBI_EXT_RFENCE;
        c->fid = below(h, 8);
        /* half the calls name this hart, so that the fence is made */
        c->a[0] = below(h, 2) ? 1 : random_mask(h);
        c->a[1] = c->a[0] == 1 ? h->id : below(h, 2) ? below(h, 4) : (xlen_t)next(h);
        /* start and size: mostly at the edges (a range in the last page
         * of the address space once hung M-mode), else random */
        c->a[2] = below(h, 4) ? edge_address(h) : (xlen_t)next(h);
        c->a[3] = below(h, 4) ? edge_size(h) : (xlen_t)next(h);
        c->allowed = c->fid <= 6 ? E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) |
                                       E(SBI_ERR_NOT_SUPPORTED) | E(SBI_ERR_INVALID_ADDRESS) | E(SBI_ERR_FAILED)
                                 : E(SBI_ERR_NOT_SUPPORTED);
        break;
    default:
        c->eid = SBI_EXT_HSM;                   /* get_status */
        c->fid = 2;
        c->a[0] = below(h, 2) ? h->id : (xlen_t)next(h);
        c->allowed = E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM);
        break;
    }
}

/* The hart the calling code runs on: main and smp_hart_main leave its
 * record in tp, which nothing else here uses. */
static struct fuzz_hart *this_hart(void)
{
    struct fuzz_hart *h;
    __asm__ volatile("mv %0, tp" : "=r"(h));
    return h;
}

/* "FUZZ FAIL: ", naming the hart when there are several. */
static void fail_line(const struct fuzz_hart *h)
{
    put_str("FUZZ FAIL: ");
    if (num_harts > 1) {
        put_str("hart ");
        put_dec(h->id);
        put_str(": ");
    }
}

static void print_failure(const struct fuzz_hart *h, const struct failure *f)
{
    static const char *const names[] = { " eid ", " fid ", " a0 ", " a1 ", " a2 ", " returned " };
    const uint64_t values[] = { f->eid, f->fid, f->a0, f->a1, f->a2, (uint64_t)f->error };
    fail_line(h);
    put_str("call ");
    put_dec(f->n);
    for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++) {
        put_str(names[i]);
        put_hex(values[i]);
    }
    put_str("\n");
}

static void print_trap(const struct fuzz_hart *h, xlen_t cause, xlen_t epc)
{
    fail_line(h);
    put_str("the firmware sent a trap to S-mode, scause ");
    put_hex(cause);
    put_str(" sepc ");
    put_hex(epc);
    put_str("\n");
}

/* A call whose return the specification does not allow: the boot hart
 * prints it at once, another hart keeps it for the boot hart. */
static void call_failed(struct fuzz_hart *h, unsigned long n, const struct call *c, struct sbiret r)
{
    if (h->failed++ >= REPORTED)
        return;
    const struct failure f = { n, c->eid, c->fid, c->a[0], c->a[1], c->a[2], r.error };
    if (h == &harts[0]) {
        print_failure(h, &f);
        return;
    }
    h->first[h->recorded] = f;
    __atomic_store_n(&h->recorded, h->recorded + 1, __ATOMIC_RELEASE);
}

/* The end of another hart's run: the boot hart may read its record now.
 * The hart then stops, and spins if it cannot. */
static __attribute__((noreturn)) void hart_finish(struct fuzz_hart *h, unsigned how)
{
    __atomic_store_n(&h->finished, how, __ATOMIC_RELEASE);
    sbi_call(SBI_EXT_HSM, SBI_HSM_HART_STOP, 0, 0, 0, 0, 0, 0);
    for (;;)
        ;
}

static xlen_t on_trap(xlen_t cause, xlen_t epc)
{
    struct fuzz_hart *h = this_hart();
    if (h != &harts[0]) {
        h->trap_cause = cause;
        h->trap_epc = epc;
        hart_finish(h, FINISHED_TRAP);
    }
    print_trap(h, cause, epc);
    payload_exit(1);
}

/* Makes call n and checks what it returns. */
static void make_call(struct fuzz_hart *h, unsigned long n, const struct call *c)
{
    struct sbiret r = sbi_call(c->eid, c->fid, c->a[0], c->a[1], c->a[2], c->a[3], c->a[4], c->a[5]);
    if (c->eid == SBI_EXT_PMU && c->fid == SBI_PMU_COUNTER_CONFIG_MATCHING && r.error == SBI_SUCCESS)
        h->configured[h->num_configured++ % MAX_CONFIGURED] = r.value;
    bool ok = r.error <= 0 && r.error >= -31 && (c->allowed & E(r.error));
    if (!ok)
        call_failed(h, n, c, r);
}

/* One hart's FUZZ_CALLS calls, then its snapshot area disabled. */
static void fuzz_calls(struct fuzz_hart *h)
{
    for (unsigned long n = 0; n < FUZZ_CALLS; n++) {
        struct call c;
        if (below(h, 5))
            make_pmu_call(h, &c), h->pmu_calls++;
        else
            make_other_call(h, &c);
        make_call(h, n, &c);
        __atomic_store_n(&h->made, n + 1, __ATOMIC_RELEASE);
    }
    /* Leave no snapshot behind: the area is this hart's alone. */
    const struct call off = { SBI_EXT_PMU, SBI_PMU_SNAPSHOT_SET_SHMEM, { ~(xlen_t)0, ~(xlen_t)0, 0, 0, 0, 0 },
                              E(SBI_SUCCESS) | E(SBI_ERR_NOT_SUPPORTED) };
    make_call(h, FUZZ_CALLS, &off);
}

/* Where another hart's run begins (entry.S calls it at smp_entry, with its
 * stack and the trap vector set): opaque is its record. */
void smp_hart_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip);
void smp_hart_main(xlen_t hartid, xlen_t opaque, xlen_t satp, xlen_t sstatus, xlen_t sip)
{
    (void)hartid, (void)satp, (void)sstatus, (void)sip;
    struct fuzz_hart *h = (struct fuzz_hart *)opaque;
    __asm__ volatile("mv tp, %0" ::"r"(h));
    __atomic_store_n(&h->entered, 1, __ATOMIC_RELEASE);
    fuzz_calls(h);
    hart_finish(h, FINISHED_CALLS);
}

/* The other harts with an HSM status (IDs below SMP_MAX_HARTS, which
 * entry.S has stacks for) join harts[] after the boot hart. */
static void find_harts(void)
{
    for (xlen_t id = 0; id < SMP_MAX_HARTS && num_harts < SMP_MAX_HARTS; id++)
        if (id != harts[0].id &&
            sbi_call(SBI_EXT_HSM, SBI_HSM_HART_GET_STATUS, id, 0, 0, 0, 0, 0).error == SBI_SUCCESS)
            hart_init(&harts[num_harts++], id);
}

static unsigned long start_harts(void)
{
    extern char smp_entry[];
    unsigned long failed = 0;
    for (unsigned i = 1; i < num_harts; i++) {
        struct sbiret r = sbi_call(SBI_EXT_HSM, SBI_HSM_HART_START, harts[i].id, (xlen_t)smp_entry,
                                   (xlen_t)&harts[i], 0, 0, 0);
        if (r.error != SBI_SUCCESS) {
            fail_line(&harts[i]);
            put_str("hart_start returned ");
            put_hex((uint64_t)r.error);
            put_str("\n");
            harts[i].finished = FINISHED_CALLS;     /* nothing to wait for */
            failed++;
        }
    }
    return failed;
}

/* A hart that makes no call for this long has hung. QEMU virt's and the
 * SoC's time CSR both count at 10 MHz (their device trees). */
#define HANG_MS   10000
#define TIMEBASE  10000000u

static xlen_t time_now(void)
{
    xlen_t t;
    __asm__ volatile("csrr %0, time" : "=r"(t));
    return t;
}

/* Waits for another hart's run to end while it keeps making calls; false
 * if it makes none for HANG_MS (the low XLEN bits of time suffice for
 * the difference). */
static bool wait_finished(struct fuzz_hart *h)
{
    unsigned long seen = __atomic_load_n(&h->made, __ATOMIC_ACQUIRE);
    xlen_t since = time_now();
    while (__atomic_load_n(&h->finished, __ATOMIC_ACQUIRE) == RUNNING) {
        const unsigned long made = __atomic_load_n(&h->made, __ATOMIC_ACQUIRE);
        if (made != seen) {
            seen = made;
            since = time_now();
        } else if (time_now() - since > (xlen_t)TIMEBASE / 1000 * HANG_MS) {
            return false;
        }
    }
    return true;
}

/* The other harts' ends, their failures printed; the failures found here. */
static unsigned long collect_harts(void)
{
    unsigned long failed = 0;
    for (unsigned i = 1; i < num_harts; i++) {
        struct fuzz_hart *h = &harts[i];
        const bool finished = wait_finished(h);
        const unsigned recorded = __atomic_load_n(&h->recorded, __ATOMIC_ACQUIRE);
        for (unsigned k = 0; k < recorded; k++)
            print_failure(h, &h->first[k]);
        if (!finished) {
            fail_line(h);
            put_str(__atomic_load_n(&h->entered, __ATOMIC_ACQUIRE) ? "hang: no call returned for "
                                                                    : "hang: never started, waited ");
            put_dec(HANG_MS);
            put_str(" ms, ");
            put_dec(__atomic_load_n(&h->made, __ATOMIC_ACQUIRE));
            put_str(" calls made\n");
            failed++;
        } else if (h->finished == FINISHED_TRAP) {
            print_trap(h, h->trap_cause, h->trap_epc);
            failed++;
        }
    }
    return failed;
}

/* Our firmware's checksum of its own memory; NOT_SUPPORTED elsewhere. */
static struct sbiret firmware_checksum(void)
{
    if (sbi_call(SBI_EXT_BASE, SBI_BASE_GET_IMPL_ID, 0, 0, 0, 0, 0, 0).value != SBI_IMPL_ID_PERFMON)
        return (struct sbiret){ SBI_ERR_NOT_SUPPORTED, 0 };
    return sbi_call(SBI_EXT_FIRMWARE, SBI_FW_MEMORY_CHECKSUM, 0, 0, 0, 0, 0, 0);
}

/* Our firmware's unused memory filled with a pattern first, so that the
 * checksum sees any write there, zeros included. */
static void firmware_mark(void)
{
    if (sbi_call(SBI_EXT_BASE, SBI_BASE_GET_IMPL_ID, 0, 0, 0, 0, 0, 0).value == SBI_IMPL_ID_PERFMON)
        sbi_call(SBI_EXT_FIRMWARE, SBI_FW_MEMORY_MARK, 0, 0, 0, 0, 0, 0);
}

static void print_counts(unsigned long pmu_calls, unsigned long made)
{
    put_dec(pmu_calls);
    put_str(" PMU calls, ");
    put_dec(made - pmu_calls);
    put_str(" others\n");
}

int main(void)
{
    struct fuzz_hart *const boot = &harts[num_harts++];
    hart_init(boot, payload_hartid);
    __asm__ volatile("mv tp, %0" ::"r"(boot));
    s_trap_handler = on_trap;
    for (size_t i = 0; i < sizeof canary; i++)
        canary[i] = (uint8_t)(i * 131 + 7);
    uint32_t canary_sum = checksum(canary, sizeof canary);
    extern char __workload_start[];
    uint32_t code_sum = checksum((const uint8_t *)SOC_PAYLOAD_BASE, (size_t)((xlen_t)__workload_start - SOC_PAYLOAD_BASE));
    firmware_mark();
    struct sbiret fw_sum = firmware_checksum();
    find_harts();

    put_str("sbi-fuzz: seed ");
    put_dec(FUZZ_SEED);
    put_str(", ");
    put_dec(FUZZ_CALLS);
    if (num_harts > 1) {
        put_str(" calls on each of ");
        put_dec(num_harts);
        put_str(" harts (boot hart ");
        put_dec(boot->id);
        put_str(", others");
        for (unsigned i = 1; i < num_harts; i++) {
            put_str(" ");
            put_dec(harts[i].id);
        }
        put_str(")\n");
    } else {
        put_str(" calls\n");
    }

    unsigned long failed = start_harts();
    fuzz_calls(boot);
    failed += collect_harts();
    unsigned long made = 0, pmu_calls = 0;
    for (unsigned i = 0; i < num_harts; i++) {
        failed += harts[i].failed;
        made += harts[i].made;
        pmu_calls += harts[i].pmu_calls;
    }
    /* Every hart is done: the memory now shows what all their calls did. */
    if (checksum(canary, sizeof canary) != canary_sum) {
        put_str("FUZZ FAIL: the canary region changed\n");
        failed++;
    }
    if (checksum((const uint8_t *)SOC_PAYLOAD_BASE, (size_t)((xlen_t)__workload_start - SOC_PAYLOAD_BASE)) != code_sum) {
        put_str("FUZZ FAIL: the payload's code changed\n");
        failed++;
    }
    if (fw_sum.error == SBI_SUCCESS) {
        struct sbiret now = firmware_checksum();
        put_str("sbi-fuzz: firmware memory outside its data: checksum ");
        put_hex(fw_sum.value);
        put_str(now.value == fw_sum.value ? ", unchanged\n" : ", changed\n");
        if (now.error != SBI_SUCCESS || now.value != fw_sum.value) {
            put_str("FUZZ FAIL: the firmware's memory outside its data changed\n");
            failed++;
        }
    } else {
        put_str("sbi-fuzz: not our firmware, its memory is not checked\n");
    }
    for (unsigned i = 0; num_harts > 1 && i < num_harts; i++) {
        put_str("sbi-fuzz: hart ");
        put_dec(harts[i].id);
        put_str(": ");
        print_counts(harts[i].pmu_calls, harts[i].made);
    }
    put_str("sbi-fuzz: ");
    print_counts(pmu_calls, made);
    put_dec(made - (failed > made ? made : failed));
    put_str(" passed, ");
    put_dec(failed);
    put_str(" failed\n");
    return failed != 0;
}
