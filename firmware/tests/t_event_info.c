/* SPDX-License-Identifier: Apache-2.0 */
/* event_get_info (FID 8, SBI 3.0): the entry format, the answer for each
 * event (checked against what config_matching can configure), and the
 * errors. */
#include "test.h"

struct entry {
    uint32_t event_idx;
    uint32_t output;
    uint32_t data_lo, data_hi;
};

#define MAX_ENTRIES 96
static volatile struct entry ents[MAX_ENTRIES] __attribute__((aligned(16)));

/* prefilled outputs: all ones where an answer is due (the whole word must
 * be written), a bit-0-clear marker where the entry names no event and the
 * word may be left alone */
#define OUT_DUE     0xffffffffu
#define OUT_UNNAMED 0xdeadbeeeu

static struct sbiret get_info(xlen_t lo, xlen_t hi, xlen_t n, xlen_t flags)
{
    return sbi_call(SBI_EXT_PMU, SBI_PMU_EVENT_GET_INFO, lo, hi, n, flags, 0, 0);
}

static uint32_t written_idx[MAX_ENTRIES];

static void put(unsigned i, xlen_t ev, uint64_t data, uint32_t out)
{
    written_idx[i] = (uint32_t)ev;
    ents[i].event_idx = (uint32_t)ev;
    ents[i].output = out;
    ents[i].data_lo = (uint32_t)data;
    ents[i].data_hi = (uint32_t)(data >> 32);
}

/* What config_matching says about the event: can a counter count it? */
static bool matchable(xlen_t ev, uint64_t data)
{
    struct sbiret r = cfg_kind(ev >> 16 == 15 ? K_FW : K_PROG, 0, ev, data);
    if (r.error != SBI_SUCCESS && ev >> 16 != 15)
        r = cfg_kind(K_HW, 0, ev, data);
    if (r.error == SBI_SUCCESS)
        release(r.value);
    return r.error == SBI_SUCCESS;
}

/* Every standard event: output bit 0 is what config_matching finds, bits
 * 1-31 are 0, and event_idx and event_data (read only) are unchanged. */
static void matches_config(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    unsigned n = 0;
    for (xlen_t code = 1; code <= 10; code++)
        put(n++, EV(0, code), 0, OUT_DUE);
    for (xlen_t id = 0; id <= 6; id++)
        for (xlen_t op = 0; op <= 2; op++)
            for (xlen_t res = 0; res <= 1; res++)
                put(n++, EV(1, id << 3 | op << 1 | res), 0, OUT_DUE);
    for (xlen_t code = 0; code <= 21; code++)
        put(n++, EV_FW(code), 0, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 0, n, 0), SBI_SUCCESS, "event_get_info of every standard event");
    for (unsigned i = 0; i < n; i++) {
        xlen_t ev = ents[i].event_idx;
        uint32_t out = ents[i].output;
        EXPECT(ents[i].data_lo == 0 && ents[i].data_hi == 0 && ev == written_idx[i],
               "entry %u: the read-only words changed", i);
        EXPECT(!(out & ~1u), "entry %u (event 0x%lx): output 0x%x, bits 1-31 must be 0", i, ev, out);
        bool m = matchable(ev, 0);
        EXPECT((out & 1) == m, "event 0x%lx: event_get_info says %s, config_matching %s", ev,
               out & 1 ? "supported" : "not supported", m ? "configures it" : "NOT_SUPPORTED");
    }
}

/* Encodings that name no event are never "supported": the output is 0, or
 * left alone ("MUST update this entire 32-bit word if valid event_idx and
 * event_data ... are specified"). */
static void reserved_unsupported(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    static const xlen_t evs[] = { 0, EV(0, 11), EV(0, 0xffff), EV(1, 7 << 3), EV(1, 3 << 1),
                                  EV(2, 1), EV(3, 1), EV(4, 1), EV(14, 1), EV(15, 22), EV(15, 255) };
    unsigned n = sizeof evs / sizeof evs[0];
    for (unsigned i = 0; i < n; i++)
        put(i, evs[i], 0, OUT_UNNAMED);
    /* non-zero event_data where it is reserved (standard firmware events) */
    put(n++, EV_FW(SBI_PMU_FW_SET_TIMER), 1, OUT_UNNAMED);
    put(n++, EV_FW(SBI_PMU_FW_ILLEGAL_INSN), 1ULL << 40, OUT_UNNAMED);
    EXPECT_ERR(get_info((xlen_t)ents, 0, n, 0), SBI_SUCCESS, "event_get_info of reserved encodings");
    for (unsigned i = 0; i < n; i++)
        EXPECT(ents[i].output == 0 || ents[i].output == OUT_UNNAMED,
               "entry %u (event 0x%x, data 0x%x%08x): expected output 0 (or untouched), got 0x%x", i,
               ents[i].event_idx, ents[i].data_hi, ents[i].data_lo, ents[i].output);
}

/* event_data is only "Valid when event_idx.type is either 0x2, 0x3 or 0xf":
 * a general event's answer does not depend on those words. */
static void data_ignored_for_hw(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    put(0, EV_CPU_CYCLES, 0, OUT_DUE);
    put(1, EV_CPU_CYCLES, 0xdeadbeef12345678ULL, OUT_DUE);
    put(2, EV_INSTRUCTIONS, 0, OUT_DUE);
    put(3, EV_INSTRUCTIONS, 1, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 0, 4, 0), SBI_SUCCESS, "event_get_info");
    EXPECT(ents[0].output == ents[1].output && ents[2].output == ents[3].output,
           "general events with and without event_data words: outputs 0x%x/0x%x, 0x%x/0x%x",
           ents[0].output, ents[1].output, ents[2].output, ents[3].output);
}

/* "any reserved bit in an event_idx word is set": INVALID_PARAM */
static void reserved_idx_bits(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    for (unsigned bit = 20; bit < 32; bit++) {
        put(0, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
        put(1, EV_CPU_CYCLES | (xlen_t)1 << bit, 0, OUT_DUE);
        struct sbiret r = get_info((xlen_t)ents, 0, 2, 0);
        EXPECT(r.error == SBI_ERR_INVALID_PARAM, "event_idx bit %u set in entry 1: expected INVALID_PARAM, got %s",
               bit, err_name(r.error));
    }
}

static void flags(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    put(0, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 0, 1, 1), SBI_ERR_INVALID_PARAM, "flags 1");
    EXPECT_ERR(get_info((xlen_t)ents, 0, 1, (xlen_t)1 << (XLEN - 1)), SBI_ERR_INVALID_PARAM, "flags bit XLEN-1");
}

static void misaligned(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    put(0, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    put(1, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    static const xlen_t offsets[] = { 4, 8, 12, 1 };
    for (unsigned i = 0; i < 4; i++)
        EXPECT_ERR(get_info((xlen_t)ents + offsets[i], 0, 1, 0), SBI_ERR_INVALID_PARAM,
                   "an address not 16-byte aligned");
}

/* Below RAM, inside the firmware, straddling its end, above RAM, and a
 * non-zero high half. */
static void invalid_address(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    static const xlen_t los[] = { 0x1000, SOC_RAM_BASE, SOC_PAYLOAD_BASE - 0x10,
                                  XLEN == 64 ? (xlen_t)0x10000000000ULL : 0xfffff000UL };
    for (unsigned i = 0; i < 4; i++) {
        struct sbiret r = get_info(los[i], 0, 2, 0);
        EXPECT(r.error == SBI_ERR_INVALID_ADDRESS, "event_get_info(0x%lx, 2 entries): expected INVALID_ADDRESS, got %s",
               los[i], err_name(r.error));
    }
    put(0, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 1, 1, 0), SBI_ERR_INVALID_ADDRESS, "shmem_phys_hi 1");
}

/* No entries: nothing to answer, nothing written. */
static void zero_entries(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    put(0, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 0, 0, 0), SBI_SUCCESS, "num_entries 0");
    EXPECT(ents[0].output == OUT_DUE, "num_entries 0: entry 0 was written (0x%x)", ents[0].output);
}

/* "The SBI implementation MUST NOT touch the shared memory once this call
 * returns": the entries keep what the call left through later PMU calls. */
static void untouched_after(void)
{
    NEEDS_SBI(3, 0, "event_get_info");
    put(0, EV_CPU_CYCLES, 0, OUT_DUE);
    put(1, EV_FW(SBI_PMU_FW_SET_TIMER), 0, OUT_DUE);
    EXPECT_ERR(get_info((xlen_t)ents, 0, 2, 0), SBI_SUCCESS, "event_get_info");
    uint32_t kept[2][4];
    for (unsigned i = 0; i < 2; i++) {
        kept[i][0] = ents[i].event_idx;
        kept[i][1] = ents[i].output;
        kept[i][2] = ents[i].data_lo;
        kept[i][3] = ents[i].data_hi;
    }
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    set_timer_far();
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    for (unsigned i = 0; i < 2; i++)
        EXPECT(ents[i].event_idx == kept[i][0] && ents[i].output == kept[i][1] &&
                   ents[i].data_lo == kept[i][2] && ents[i].data_hi == kept[i][3],
               "entry %u changed after event_get_info returned: output 0x%x, then 0x%x", i,
               kept[i][1], ents[i].output);
}

/* ours (docs/firmware.md): one call answers at most 256 entries, so that
 * no call keeps M-mode busy for long; a longer list is INVALID_PARAM and
 * nothing of it is written. */
#define OURS_EVENT_INFO_MAX 256u
static volatile struct entry big[OURS_EVENT_INFO_MAX + 1] __attribute__((aligned(16)));

static void ours_bounded(void)
{
    NEEDS_OURS();
    NEEDS_SBI(3, 0, "event_get_info");
    for (unsigned i = 0; i <= OURS_EVENT_INFO_MAX; i++) {
        big[i].event_idx = (uint32_t)EV_CPU_CYCLES;
        big[i].output = OUT_DUE;
        big[i].data_lo = big[i].data_hi = 0;
    }
    EXPECT_ERR(get_info((xlen_t)big, 0, OURS_EVENT_INFO_MAX + 1, 0), SBI_ERR_INVALID_PARAM,
               "event_get_info of 257 entries");
    for (unsigned i = 0; i <= OURS_EVENT_INFO_MAX; i++)
        EXPECT(big[i].output == OUT_DUE, "the refused call wrote entry %u (0x%x)", i, big[i].output);
    EXPECT_ERR(get_info((xlen_t)big, 0, OURS_EVENT_INFO_MAX, 0), SBI_SUCCESS, "event_get_info of 256 entries");
    for (unsigned i = 0; i < OURS_EVENT_INFO_MAX; i++)
        EXPECT(big[i].output == 1, "entry %u of 256 (CPU_CYCLES): expected output 1, got 0x%x", i, big[i].output);
}

const struct test event_info_tests[] = {
    { "event_info.matches_config", matches_config },
    { "event_info.reserved_unsupported", reserved_unsupported },
    { "event_info.data_ignored_for_hw", data_ignored_for_hw },
    { "event_info.reserved_idx_bits", reserved_idx_bits },
    { "event_info.flags", flags },
    { "event_info.misaligned", misaligned },
    { "event_info.invalid_address", invalid_address },
    { "event_info.zero_entries", zero_entries },
    { "event_info.untouched_after", untouched_after },
    { "ours.event_info.bounded", ours_bounded },
    { 0 },
};
