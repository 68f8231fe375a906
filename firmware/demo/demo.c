/* SPDX-License-Identifier: Apache-2.0 */
/*
 * make run: what each workload costs, counted through the SBI PMU
 * extension like `perf stat` would, then where the time goes, sampled with
 * counter-overflow interrupts (LCOFI) like `perf record`. Events the
 * platform cannot count are shown as not supported.
 *
 * The workloads run with paging on (Sv39, or Sv32 on RV32): the payload's
 * 2 MiB are mapped to themselves with 4 KiB pages, so a workload whose data
 * spans more pages than the TLBs hold shows TLB misses.
 */
#include "workloads.h"
#include "topdown.h"

#define SBI_PMU_FW(code) (0xf0000u | (code))

struct row {
    const char *name;
    xlen_t event_idx;
    uint64_t event_data;
    bool fw;
    int counter;                 /* -1: not supported */
    uint64_t value;
};

static struct row rows[] = {
    { "cycles", 0x00001, 0, false, -1, 0 },
    { "instructions", 0x00002, 0, false, -1, 0 },
    { "L1I misses", 0x10009, 0, false, -1, 0 },
    { "L1D read misses", 0x10001, 0, false, -1, 0 },
    { "L1D write misses", 0x10003, 0, false, -1, 0 },
    { "ITLB misses", 0x10021, 0, false, -1, 0 },
    { "DTLB read misses", 0x10019, 0, false, -1, 0 },
    { "DTLB write misses", 0x1001b, 0, false, -1, 0 },
    { "branches", 0x00005, 0, false, -1, 0 },
    { "branch mispredictions", 0x00006, 0, false, -1, 0 },
    { "backend stall cycles", 0x00009, 0, false, -1, 0 },
    /* Firmware events: every one that can happen here (the HFENCE ones
     * need the H extension), listed only when it did. 15 of the 16
     * firmware counters. */
    { "fw: misaligned loads", SBI_PMU_FW(0), 0, true, -1, 0 },
    { "fw: misaligned stores", SBI_PMU_FW(1), 0, true, -1, 0 },
    { "fw: load access faults", SBI_PMU_FW(2), 0, true, -1, 0 },
    { "fw: store access faults", SBI_PMU_FW(3), 0, true, -1, 0 },
    { "fw: illegal instructions", SBI_PMU_FW(4), 0, true, -1, 0 },
    { "fw: set_timer calls", SBI_PMU_FW(5), 0, true, -1, 0 },
    { "fw: IPIs sent", SBI_PMU_FW(6), 0, true, -1, 0 },
    { "fw: IPIs received", SBI_PMU_FW(7), 0, true, -1, 0 },
    { "fw: FENCE.I sent", SBI_PMU_FW(8), 0, true, -1, 0 },
    { "fw: FENCE.I received", SBI_PMU_FW(9), 0, true, -1, 0 },
    { "fw: SFENCE.VMA sent", SBI_PMU_FW(10), 0, true, -1, 0 },
    { "fw: SFENCE.VMA received", SBI_PMU_FW(11), 0, true, -1, 0 },
    { "fw: SFENCE.VMA.ASID sent", SBI_PMU_FW(12), 0, true, -1, 0 },
    { "fw: SFENCE.VMA.ASID recvd", SBI_PMU_FW(13), 0, true, -1, 0 },
    { "fw: SBI calls", SBI_PMU_FW(0xffff), 0, true, -1, 0 },
};
#define NUM_ROWS (sizeof(rows) / sizeof(rows[0]))

static unsigned num_counters, num_hw, hpm_width;

static void discover(void)
{
    num_counters = (unsigned)sbi_call(SBI_EXT_PMU, SBI_PMU_NUM_COUNTERS, 0, 0, 0, 0, 0, 0).value;
    for (unsigned i = 0; i < num_counters; i++) {
        struct sbiret r = sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, i, 0, 0, 0, 0, 0);
        if (r.error || (r.value >> (XLEN - 1)))
            continue;
        num_hw = i + 1;
        if (i == 3)
            hpm_width = (unsigned)((r.value >> 12) & 0x3f) + 1;
    }
}

static xlen_t mask_below(unsigned n)
{
    return n >= XLEN ? ~(xlen_t)0 : ((xlen_t)1 << n) - 1;
}

/* Map every row on a counter; hardware rows may use any hardware counter,
 * firmware rows any firmware counter. */
static void configure(void)
{
    for (size_t i = 0; i < NUM_ROWS; i++) {
        struct row *r = &rows[i];
        xlen_t base = r->fw ? num_hw : 0;
        xlen_t mask = r->fw ? mask_below(num_counters - num_hw) : mask_below(num_hw);
        struct sbiret ret = pmu_config_matching(base, mask, SBI_PMU_CFG_CLEAR_VALUE,
                                                r->event_idx, r->event_data);
        r->counter = ret.error ? -1 : (int)ret.value;
    }
    topdown_configure(num_hw);
}

/* The sets to start and stop: hardware rows, then firmware rows. */
static void row_masks(xlen_t *hw, xlen_t *fw)
{
    *hw = 0;
    *fw = 0;
    for (size_t i = 0; i < NUM_ROWS; i++) {
        if (rows[i].counter < 0)
            continue;
        if (rows[i].fw)
            *fw |= (xlen_t)1 << (rows[i].counter - num_hw);
        else
            *hw |= (xlen_t)1 << rows[i].counter;
    }
    *hw |= topdown_mask();
}

static uint64_t read_row(const struct row *r)
{
    if (!r->fw)
        return read_counter_csr((unsigned)r->counter);
    uint64_t v = sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ, (xlen_t)r->counter, 0, 0, 0, 0, 0).value;
#if XLEN == 32
    v |= (uint64_t)sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_FW_READ_HI, (xlen_t)r->counter, 0, 0, 0, 0, 0).value << 32;
#endif
    return v;
}

static void release(void)
{
    xlen_t hw, fw;
    row_masks(&hw, &fw);
    /* stopped already: RESET releases them (ALREADY_STOPPED is expected) */
    if (hw)
        pmu_stop(0, hw, SBI_PMU_STOP_RESET);
    if (fw)
        pmu_stop(num_hw, fw, SBI_PMU_STOP_RESET);
}

static uint32_t measure(const struct workload *w)
{
    xlen_t hw, fw;
    configure();
    row_masks(&hw, &fw);
    if (fw)
        pmu_start(num_hw, fw, 0, 0);
    if (hw)
        pmu_start(0, hw, 0, 0);
    uint32_t result = w->run();
    if (hw)
        pmu_stop(0, hw, 0);
    if (fw)
        pmu_stop(num_hw, fw, 0);
    for (size_t i = 0; i < NUM_ROWS; i++)
        if (rows[i].counter >= 0)
            rows[i].value = read_row(&rows[i]);
    topdown_read();
    release();
    return result;
}

static void print_ratio(uint64_t num, uint64_t den)
{
    /* two decimals, rounded */
    uint64_t hundredths = den ? (num * 100 + den / 2) / den : 0;
    put_dec(hundredths / 100);
    put_char('.');
    put_char((char)('0' + hundredths / 10 % 10));
    put_char((char)('0' + hundredths % 10));
}

static void print_table(const struct workload *w, uint32_t result)
{
    put_str("\n Performance counter stats for '");
    put_str(w->name);
    put_str("' (");
    put_str(w->what);
    put_str(", result ");
    put_dec(result);
    put_str("):\n\n");
    for (size_t i = 0; i < NUM_ROWS; i++) {
        const struct row *r = &rows[i];
        if (r->fw && r->counter >= 0 && r->value == 0)
            continue;
        if (r->counter < 0) {
            put_str("      <not supported>  ");
            put_str(r->name);
            put_str("\n");
            continue;
        }
        put_dec_width(r->value, 21);
        put_str("  ");
        put_str_width(r->name, 24);
        if (i == 1 && rows[0].counter >= 0) {
            put_str("#  ");
            print_ratio(r->value, rows[0].value);
            put_str("  insn per cycle");
        }
        put_str("\n");
    }
    topdown_print(rows[0].counter >= 0 ? rows[0].value : 0);
}

/* ------------------------------------------------------------ sampling */

#define SAMPLE_PERIOD 1500          /* cycles between samples */
#define MAX_SYMBOLS 16

static int sample_counter = -1;
static uint64_t sample_start;
static unsigned samples[MAX_SYMBOLS + 1];   /* last: outside the workloads */
static unsigned total_samples;
extern char __workload_start[], __workload_end[];

static unsigned symbol_of(xlen_t pc)
{
    if (pc < (xlen_t)__workload_start || pc >= (xlen_t)__workload_end)
        return MAX_SYMBOLS;
    unsigned best = MAX_SYMBOLS;
    for (unsigned i = 0; i < num_workload_symbols; i++)
        if (workload_symbols[i].addr <= pc &&
            (best == MAX_SYMBOLS || workload_symbols[i].addr > workload_symbols[best].addr))
            best = i;
    return best;
}

static xlen_t on_trap(xlen_t cause, xlen_t epc)
{
    if (cause != ((xlen_t)1 << (XLEN - 1) | IRQ_LCOF)) {
        put_str("demo: unexpected trap ");
        put_hex(cause);
        put_str(" at ");
        put_hex(epc);
        put_str("\n");
        payload_exit(1);
    }
    samples[symbol_of(epc)]++;
    total_samples++;
    /* Stop, clear the pending overflow, restart one period before the
     * next overflow (start clears the OF bit). */
    pmu_stop((xlen_t)sample_counter, 1, 0);
    __asm__ volatile("csrc sip, %0" :: "r"((xlen_t)1 << IRQ_LCOF));
    pmu_start((xlen_t)sample_counter, 1, SBI_PMU_START_SET_INIT_VALUE, sample_start);
    return epc;
}

static void profile(void)
{
    put_str("\n Sampling profile: one sample every ");
    put_dec(SAMPLE_PERIOD);
    put_str(" cycles (counter-overflow interrupt)\n\n");
    if (num_hw <= 3 || hpm_width == 0) {
        put_str("  no programmable counter: not supported\n");
        return;
    }
    struct sbiret r = pmu_config_matching(3, mask_below(num_hw - 3), SBI_PMU_CFG_CLEAR_VALUE, 0x00001, 0);
    if (r.error) {
        put_str("  cycles on a programmable counter: not supported\n");
        return;
    }
    sample_counter = (int)r.value;
    sample_start = (hpm_width >= 64 ? 0 : (uint64_t)1 << hpm_width) - SAMPLE_PERIOD;
    s_trap_handler = on_trap;
    __asm__ volatile("csrs sie, %0" :: "r"((xlen_t)1 << IRQ_LCOF));
    __asm__ volatile("csrs sstatus, %0" :: "r"((xlen_t)2));
    pmu_start((xlen_t)sample_counter, 1, SBI_PMU_START_SET_INIT_VALUE, sample_start);
    for (size_t i = 0; i < num_workloads; i++)
        workloads[i].run();
    pmu_stop((xlen_t)sample_counter, 1, SBI_PMU_STOP_RESET);
    __asm__ volatile("csrc sstatus, %0" :: "r"((xlen_t)2));

    put_str("  samples  share  function\n");
    bool shown[MAX_SYMBOLS + 1] = { false };
    for (;;) {                              /* by descending count */
        unsigned best = MAX_SYMBOLS + 1;
        for (unsigned i = 0; i <= MAX_SYMBOLS; i++)
            if (!shown[i] && samples[i] && (best > MAX_SYMBOLS || samples[i] > samples[best]))
                best = i;
        if (best > MAX_SYMBOLS)
            break;
        shown[best] = true;
        put_dec_width(samples[best], 9);
        put_str("  ");
        uint64_t pct10 = (samples[best] * 1000ULL + total_samples / 2) / total_samples;
        put_dec_width(pct10 / 10, 3);
        put_char('.');
        put_char((char)('0' + pct10 % 10));
        put_str("%  ");
        put_str(best == MAX_SYMBOLS ? "[outside the workloads]" : workload_symbols[best].name);
        put_str("\n");
    }
    put_str("  total ");
    put_dec(total_samples);
    put_str(" samples\n");
}

/* ------------------------------------------------------------ paging */
#define PAGE       4096u
#define PTES       (PAGE / sizeof(xlen_t))
#define IDX_BITS   (XLEN == 64 ? 9 : 10)
#define MAP_BASE   SOC_PAYLOAD_BASE      /* the payload (payload.ld.S) */
#define MAP_PAGES  512u                  /* 2 MiB */
#if XLEN == 64
#define SV_NAME    "Sv39"
#else
#define SV_NAME    "Sv32"
#endif

static xlen_t pt_root[PTES] __attribute__((aligned(PAGE)));
static xlen_t pt_mid[PTES] __attribute__((aligned(PAGE)));   /* Sv39 only */
static xlen_t pt_leaf[PTES] __attribute__((aligned(PAGE)));

static xlen_t pte(const void *pa, xlen_t flags)
{
    return ((xlen_t)pa >> PAGE_SHIFT) << PTE_PPN_SHIFT | flags;
}

static unsigned vpn(xlen_t va, unsigned level)
{
    return (unsigned)(va >> (PAGE_SHIFT + IDX_BITS * level)) & ((1u << IDX_BITS) - 1);
}

/* Returns false, paging off, where satp keeps Bare (no MMU). */
static bool paging_on(void)
{
    const xlen_t rwx = PTE_V | PTE_R | PTE_W | PTE_X | PTE_A | PTE_D;
    for (unsigned i = 0; i < MAP_PAGES; i++)
        pt_leaf[vpn(MAP_BASE, 0) + i] = pte((void *)(MAP_BASE + (xlen_t)i * PAGE), rwx);
#if XLEN == 64
    pt_mid[vpn(MAP_BASE, 1)] = pte(pt_leaf, PTE_V);
    pt_root[vpn(MAP_BASE, 2)] = pte(pt_mid, PTE_V);
#else
    (void)pt_mid;
    pt_root[vpn(MAP_BASE, 1)] = pte(pt_leaf, PTE_V);
#endif
    const xlen_t satp = SATP_MODE_PAGING | (xlen_t)pt_root >> PAGE_SHIFT;
    xlen_t got;
    __asm__ volatile("csrw satp, %1\n\tcsrr %0, satp\n\tsfence.vma" : "=r"(got) : "r"(satp) : "memory");
    return got == satp;
}

int main(void)
{
    struct sbiret impl = sbi_call(SBI_EXT_BASE, SBI_BASE_GET_IMPL_ID, 0, 0, 0, 0, 0, 0);
    struct sbiret probe = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    put_str("perfmon demo: SBI implementation ");
    put_hex(impl.value);
    put_str("\n");
    if (!probe.value) {
        put_str("no SBI PMU extension\n");
        return 1;
    }
    discover();
    put_str("PMU: ");
    put_dec(num_counters);
    put_str(" counters (");
    put_dec(num_hw);
    put_str(" hardware, programmable ones ");
    put_dec(hpm_width);
    put_str(" bits wide)\n");
    put_str("Firmware events (fw:) are listed when they happened.\n");
    put_str(paging_on() ? "Paging on: " SV_NAME ", the payload in 4 KiB pages.\n"
                        : "Paging off: satp keeps Bare.\n");
    /* Counting starts from a clean state: nothing running or mapped. */
    pmu_stop(0, mask_below(num_hw), SBI_PMU_STOP_RESET);

    for (size_t i = 0; i < num_workloads; i++) {
        uint32_t result = measure(&workloads[i]);
        print_table(&workloads[i], result);
    }
    profile();
    return 0;
}
