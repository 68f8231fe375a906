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
 */
#include "payload.h"

#ifndef FUZZ_SEED
#define FUZZ_SEED 1
#endif
#ifndef FUZZ_CALLS
#define FUZZ_CALLS 100000
#endif

#define E(x) (1u << -(x))     /* a set of allowed errors */

static uint64_t rng = FUZZ_SEED;

static uint64_t next(void)
{
    /* xorshift64*: reproducible on both XLENs */
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545F4914F6CDD1DULL;
}

static uint32_t below(uint32_t n)
{
    return (uint32_t)(next() >> 32) % n;
}

/* Shared memory the fuzz may hand to the firmware, and a canary it never
 * hands out. */
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
static xlen_t edge_address(void)
{
    /* Not 0x80200000 itself, where the firmware ends: that is this
     * payload's code, which a call that fills a buffer would overwrite.
     * Just below it, the buffer starts in the firmware, which is refused. */
    static const xlen_t edges[] = {
        0x0, 0x02000000, 0x0200bff8, 0x02010000, 0x10000000, 0x10100000,
        0x80000000, 0x801ff000, 0x84000000, 0x90000000,
    };
    switch (below(4)) {
    case 0: return edges[below(sizeof edges / sizeof edges[0])];
    case 1: return (below(4) ? edges[below(sizeof edges / sizeof edges[0])] : 0x80200000) - 1 - below(8);
    case 2: /* the last page, or one of the 64 before it */
        return (xlen_t)0 - 4096 * (below(2) ? 1 : 1 + below(64)) + 16 * below(256);
    default: return (xlen_t)0 - 1 - below(16);                         /* the last bytes */
    }
}

/* A size around the ones that change a range's handling: empty, one byte,
 * a page and its neighbours, the whole-flush limit of 64 pages, and the
 * largest values (2^XLEN - 1 is "the whole address space" for RFENCE). */
static xlen_t edge_size(void)
{
    static const xlen_t sizes[] = {
        0, 1, 2, 0x7ff, 0x800, 0xfff, 0x1000, 0x1001, 0x3ffff, 0x40000, 0x40001,
        0x80000000, ~(xlen_t)0 - 1, ~(xlen_t)0,
    };
    return sizes[below(sizeof sizes / sizeof sizes[0])];
}

/* An address: good (in the arena, page or 16-byte aligned), misaligned,
 * outside RAM, in the firmware, at an edge, all ones, or random. */
static xlen_t random_address(void)
{
    switch (below(8)) {
    case 0: return (xlen_t)arena + 4096 * below(2);
    case 1: return (xlen_t)arena + 16 * below(256);
    case 2: return (xlen_t)arena + 1 + below(4094);
    case 3: return 0x1000UL * below(16);                 /* below RAM */
    case 4: return 0x80000000UL + 4096 * below(512);     /* the firmware */
    case 5: return ~(xlen_t)0;
    case 6: return edge_address();
    default: return (xlen_t)next();
    }
}

static xlen_t random_counter_base(void)
{
    switch (below(4)) {
    case 0: return below(4);
    case 1: return below(64);
    case 2: return (xlen_t)next();
    default: return 3 + below(40);
    }
}

static xlen_t random_mask(void)
{
    switch (below(4)) {
    case 0: return (xlen_t)1 << below(XLEN);
    case 1: return 0;
    case 2: return ~(xlen_t)0;
    default: return (xlen_t)next();
    }
}

static xlen_t random_flags(void)
{
    switch (below(3)) {
    case 0: return below(4);
    case 1: return below(256);
    default: return (xlen_t)next();
    }
}

static xlen_t random_event(void)
{
    static const uint32_t known[] = {
        0x00001, 0x00002, 0x00003, 0x00004, 0x00005, 0x00006, 0x00007, 0x00008,
        0x00009, 0x0000a, 0x10000, 0x10001, 0x10002, 0x10003, 0x10008, 0x10009,
        0x10019, 0x1001b, 0x10021, 0x20000, 0x30000, 0xf0000, 0xf0004, 0xf0005,
        0xf0015, 0xf0016, 0xfffff,
    };
    switch (below(3)) {
    case 0: return known[below(sizeof known / sizeof known[0])];
    case 1: return below(1u << 20);
    default: return (xlen_t)next();
    }
}

static uint64_t random_data(void)
{
    switch (below(4)) {
    case 0: return 0;
    case 1: return below(4);
    case 2: return next() & 0xffffffffffULL;     /* raw event fields */
    default: return next();
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

/* The last counters config_matching gave: starts and stops aim at them
 * half of the time. */
#define MAX_CONFIGURED 8
static xlen_t configured[MAX_CONFIGURED];
static unsigned num_configured;

static void make_pmu_call(struct call *c)
{
    c->eid = SBI_EXT_PMU;
    c->fid = below(10) == 0 ? (xlen_t)next() : below(9);
    for (int i = 0; i < 6; i++)
        c->a[i] = (xlen_t)next();
    switch (c->fid) {
    case SBI_PMU_COUNTER_GET_INFO:
    case SBI_PMU_COUNTER_FW_READ:
    case SBI_PMU_COUNTER_FW_READ_HI:
        c->a[0] = random_counter_base();
        break;
    case SBI_PMU_COUNTER_CONFIG_MATCHING: {
        uint64_t data = random_data();
        c->a[0] = random_counter_base();
        c->a[1] = random_mask();
        c->a[2] = random_flags();
        c->a[3] = random_event();
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
        if (num_configured && below(2)) {
            /* a counter that has an event: real state changes, and
             * snapshots taken of running counters */
            c->a[0] = configured[below(num_configured < MAX_CONFIGURED ? num_configured : MAX_CONFIGURED)];
            c->a[1] = 1;
            c->a[2] = below(4);
        } else {
            c->a[0] = random_counter_base();
            c->a[1] = random_mask();
            c->a[2] = random_flags();
        }
        break;
    case SBI_PMU_SNAPSHOT_SET_SHMEM:
        c->a[0] = below(8) == 0 ? ~(xlen_t)0 : random_address();
        c->a[1] = below(4) ? 0 : (c->a[0] == ~(xlen_t)0 ? ~(xlen_t)0 : (xlen_t)next());
        c->a[2] = below(4) ? 0 : random_flags();
        break;
    case SBI_PMU_EVENT_GET_INFO:
        c->a[0] = random_address();
        c->a[1] = below(4) ? 0 : (xlen_t)next();
        c->a[2] = below(4) ? below(8) : (xlen_t)next();
        c->a[3] = below(4) ? 0 : random_flags();
        /* entries: valid and invalid event_idx words */
        for (int i = 0; i < 16; i++) {
            uint32_t *e = (uint32_t *)(arena + 16 * below(256));
            e[0] = (uint32_t)(below(4) ? random_event() & 0xfffff : next());
        }
        break;
    default:
        break;
    }
    c->allowed = pmu_allowed(c->fid);
}

/* Other extensions, with calls that return (no shutdown, no suspend, no
 * console traffic): unknown EIDs, base, TIME, IPI, RFENCE, HSM status. */
static void make_other_call(struct call *c)
{
    for (int i = 0; i < 6; i++)
        c->a[i] = (xlen_t)next();
    switch (below(6)) {
    case 0:
        do
            c->eid = (xlen_t)next();
        while (c->eid <= 0x08 || c->eid == 0x10 || c->eid == SBI_EXT_TIME || c->eid == SBI_EXT_IPI ||
               c->eid == SBI_EXT_RFENCE || c->eid == SBI_EXT_HSM || c->eid == SBI_EXT_SRST ||
               c->eid == SBI_EXT_PMU || c->eid == SBI_EXT_DBCN || c->eid == SBI_EXT_FIRMWARE);
        c->fid = (xlen_t)next();
        c->allowed = E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 1:
        c->eid = SBI_EXT_BASE;
        c->fid = below(9);
        c->allowed = c->fid <= 6 ? E(SBI_SUCCESS) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 2:
        c->eid = SBI_EXT_TIME;
        c->fid = below(2);
        c->allowed = c->fid == 0 ? E(SBI_SUCCESS) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 3:
        c->eid = SBI_EXT_IPI;
        c->fid = below(2);
        c->a[0] = random_mask();
        c->a[1] = below(2) ? below(4) : (xlen_t)next();
        c->allowed = c->fid == 0 ? E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) : E(SBI_ERR_NOT_SUPPORTED);
        break;
    case 4:
        c->eid = SBI_EXT_RFENCE;
        c->fid = below(8);
        /* half the calls name this hart, so that the fence is made */
        c->a[0] = below(2) ? 1 : random_mask();
        c->a[1] = c->a[0] == 1 ? payload_hartid : below(2) ? below(4) : (xlen_t)next();
        /* start and size: mostly at the edges (a range in the last page
         * of the address space once hung M-mode), else random */
        c->a[2] = below(4) ? edge_address() : (xlen_t)next();
        c->a[3] = below(4) ? edge_size() : (xlen_t)next();
        c->allowed = c->fid <= 6 ? E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM) |
                                       E(SBI_ERR_NOT_SUPPORTED) | E(SBI_ERR_INVALID_ADDRESS) | E(SBI_ERR_FAILED)
                                 : E(SBI_ERR_NOT_SUPPORTED);
        break;
    default:
        c->eid = SBI_EXT_HSM;                   /* get_status */
        c->fid = 2;
        c->a[0] = below(2) ? payload_hartid : (xlen_t)next();
        c->allowed = E(SBI_SUCCESS) | E(SBI_ERR_INVALID_PARAM);
        break;
    }
}

static xlen_t on_trap(xlen_t cause, xlen_t epc)
{
    put_str("FUZZ FAIL: the firmware sent a trap to S-mode, scause ");
    put_hex(cause);
    put_str(" sepc ");
    put_hex(epc);
    put_str("\n");
    payload_exit(1);
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

int main(void)
{
    s_trap_handler = on_trap;
    for (size_t i = 0; i < sizeof canary; i++)
        canary[i] = (uint8_t)(i * 131 + 7);
    uint32_t canary_sum = checksum(canary, sizeof canary);
    extern char __workload_start[];
    uint32_t code_sum = checksum((const uint8_t *)0x80200000, (size_t)((xlen_t)__workload_start - 0x80200000));
    firmware_mark();
    struct sbiret fw_sum = firmware_checksum();

    put_str("sbi-fuzz: seed ");
    put_dec(FUZZ_SEED);
    put_str(", ");
    put_dec(FUZZ_CALLS);
    put_str(" calls\n");

    unsigned long failed = 0, pmu_calls = 0;
    for (unsigned long n = 0; n < FUZZ_CALLS; n++) {
        struct call c;
        if (below(5))
            make_pmu_call(&c), pmu_calls++;
        else
            make_other_call(&c);
        struct sbiret r = sbi_call(c.eid, c.fid, c.a[0], c.a[1], c.a[2], c.a[3], c.a[4], c.a[5]);
        if (c.eid == SBI_EXT_PMU && c.fid == SBI_PMU_COUNTER_CONFIG_MATCHING && r.error == SBI_SUCCESS)
            configured[num_configured++ % MAX_CONFIGURED] = r.value;
        bool ok = r.error <= 0 && r.error >= -31 && (c.allowed & E(r.error));
        if (!ok) {
            if (failed++ < 10) {
                put_str("FUZZ FAIL: call ");
                put_dec(n);
                put_str(" eid ");
                put_hex(c.eid);
                put_str(" fid ");
                put_hex(c.fid);
                put_str(" a0 ");
                put_hex(c.a[0]);
                put_str(" a1 ");
                put_hex(c.a[1]);
                put_str(" a2 ");
                put_hex(c.a[2]);
                put_str(" returned ");
                put_hex((uint64_t)r.error);
                put_str("\n");
            }
        }
    }
    /* Leave no counter or snapshot behind, then check the canaries. */
    sbi_call(SBI_EXT_PMU, SBI_PMU_SNAPSHOT_SET_SHMEM, ~(xlen_t)0, ~(xlen_t)0, 0, 0, 0, 0);
    if (checksum(canary, sizeof canary) != canary_sum) {
        put_str("FUZZ FAIL: the canary region changed\n");
        failed++;
    }
    if (checksum((const uint8_t *)0x80200000, (size_t)((xlen_t)__workload_start - 0x80200000)) != code_sum) {
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
    put_str("sbi-fuzz: ");
    put_dec(pmu_calls);
    put_str(" PMU calls, ");
    put_dec(FUZZ_CALLS - pmu_calls);
    put_str(" others\n");
    put_dec(FUZZ_CALLS - (failed > FUZZ_CALLS ? FUZZ_CALLS : failed));
    put_str(" passed, ");
    put_dec(failed);
    put_str(" failed\n");
    return failed != 0;
}
