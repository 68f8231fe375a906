/* SPDX-License-Identifier: Apache-2.0 */
/* The simulated SoC (rtl/soc): its core's events (contract section 2)
 * behind 29 programmable 64-bit counters with the four-event combiner. */
#include "fw/platform.h"
#include "hpm_spec.h"
#include "soc_events.h"          /* generated from rtl/core/core_pkg.sv */

#define SOC_RAM_SIZE  (64UL << 20)

/* mhpmevent fields (hpm_spec.h) */
#define EV0(e)    ((uint64_t)(e))
#define EV1(e)    ((uint64_t)(e) << HPM_EVT_SEL_BITS)
#define OP0(op)   ((uint64_t)(op) << HPM_EVT_OP_SHIFT)
#define OP_ADD    HPM_OP_ADD

/* SBI hardware general (type 0) and cache (type 1) events. Cache event
 * code = cache_id << 3 | op_id << 1 | result_id. */
static const struct platform_event soc_events[] = {
    { 0x00001, EV0(SOC_EV_CYCLE), FIXED_CYCLE },            /* CPU_CYCLES */
    { 0x00002, EV0(SOC_EV_INSTRET), FIXED_INSTRET },        /* INSTRUCTIONS */
    /* all L1D lookups, reads plus writes: the combiner's ADD */
    { 0x00003, EV0(SOC_EV_L1D_READ_ACCESS) | EV1(SOC_EV_L1D_WRITE_ACCESS) | OP0(OP_ADD), FIXED_NONE },
    { 0x00004, EV0(SOC_EV_L1D_READ_MISS) | EV1(SOC_EV_L1D_WRITE_MISS) | OP0(OP_ADD), FIXED_NONE },
    { 0x00005, EV0(SOC_EV_BRANCH), FIXED_NONE },            /* BRANCH_INSTRUCTIONS */
    { 0x00006, EV0(SOC_EV_MISPREDICT), FIXED_NONE },        /* BRANCH_MISSES */
    { 0x00007, EV0(SOC_EV_REF_CYCLE), FIXED_NONE },         /* BUS_CYCLES: counts halted too */
    { 0x00008, EV0(SOC_EV_FRONTEND_STALL), FIXED_NONE },    /* STALLED_CYCLES_FRONTEND */
    { 0x00009, EV0(SOC_EV_BACKEND_STALL), FIXED_NONE },     /* STALLED_CYCLES_BACKEND */
    /* the core clock is the fixed reference clock, stopped in WFI */
    { 0x0000a, EV0(SOC_EV_CYCLE), FIXED_CYCLE },            /* REF_CPU_CYCLES */
    { 0x10000, EV0(SOC_EV_L1D_READ_ACCESS), FIXED_NONE },   /* L1D read access */
    { 0x10001, EV0(SOC_EV_L1D_READ_MISS), FIXED_NONE },     /* L1D read miss */
    { 0x10002, EV0(SOC_EV_L1D_WRITE_ACCESS), FIXED_NONE },  /* L1D write access */
    { 0x10003, EV0(SOC_EV_L1D_WRITE_MISS), FIXED_NONE },    /* L1D write miss */
    { 0x10008, EV0(SOC_EV_L1I_ACCESS), FIXED_NONE },        /* L1I read access */
    { 0x10009, EV0(SOC_EV_L1I_MISS), FIXED_NONE },          /* L1I read miss */
};

/* Raw events select core events 1..SOC_NUM_EVENTS in EVENT0..3 (0 = none,
 * at least one used) and the combiner's OR, AND, XOR or ADD; nothing else. */
static bool soc_raw_event_ok(uint64_t bits)
{
    const uint64_t sel_mask = (1U << HPM_EVT_SEL_BITS) - 1;
    const uint64_t op_mask = (1U << HPM_EVT_OP_BITS) - 1;
    bool any = false;
    for (int i = 0; i < HPM_EVT_NUM_SELS; i++) {
        unsigned ev = (bits >> (HPM_EVT_SEL_BITS * i)) & sel_mask;
        if (ev > SOC_NUM_EVENTS)
            return false;
        any |= ev != 0;
    }
    for (int i = 0; i < HPM_EVT_NUM_OPS; i++) {
        unsigned op = (bits >> (HPM_EVT_OP_SHIFT + HPM_EVT_OP_BITS * i)) & op_mask;
        if (op != HPM_OP_OR && op != HPM_OP_AND && op != HPM_OP_XOR && op != HPM_OP_ADD)
            return false;
    }
    return any && (bits >> (HPM_EVT_OP_SHIFT + HPM_EVT_OP_BITS * HPM_EVT_NUM_OPS)) == 0;
}

/* msip, mtimecmp and mtime are M-mode's. */
static const struct mmio_region soc_m_only[] = {
    { CLINT_BASE, CLINT_SIZE },
};

const struct platform platform_soc = {
    .name = "perfmon SoC",
    .ram_size = SOC_RAM_SIZE,
    .hpm_count = 29,
    .hpm_width = 64,
    .has_sscofpmf = true,
    .has_smcntrpmf = true,
    .has_sstc = false,
    .can_reboot = false,
    .events = soc_events,
    .num_events = ARRAY_SIZE(soc_events),
    .raw_event_ok = soc_raw_event_ok,
    .m_only = soc_m_only,
    .num_m_only = ARRAY_SIZE(soc_m_only),
};
