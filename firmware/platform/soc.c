/* SPDX-License-Identifier: Apache-2.0 */
/* The simulated SoC (rtl/soc): its core's events (contract section 2)
 * behind its programmable counters (rtl/soc/soc.def: 29 of 64 bits) with
 * the four-event combiner. */
#include "fw/platform.h"
#include "hpm_spec.h"
#include "soc_events.h"          /* generated from rtl/core/soc_events.def */

/* mhpmevent fields (hpm_spec.h) */
#define EV0(e)    ((uint64_t)(e))
#define EV1(e)    ((uint64_t)(e) << HPM_EVT_SEL_BITS)
#define OP0(op)   ((uint64_t)(op) << HPM_EVT_OP_SHIFT)
#define OP_ADD    HPM_OP_ADD

/* SBI hardware general (type 0) and cache (type 1) events, as the SoC's
 * event description says (rtl/core/soc_events.def, through soc_events.h):
 * one core event in EVENT0, or two added by the combiner. */
#define SOC_SBI_EVENT(idx, e0, e1, add, fixed) \
    { idx, EV0(e0) | EV1(e1) | ((add) ? OP0(OP_ADD) : 0), fixed },
static const struct platform_event soc_events[] = { SOC_SBI_EVENTS(SOC_SBI_EVENT) };

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

/* Not const: platform_init adds the harts of the device tree. */
struct platform platform_soc = {
    .name = "perfmon SoC",
    .ram_size = SOC_RAM_SIZE,
    .clint_base = CLINT_BASE,
    .hpm_count = SOC_NUM_HPM,
    .hpm_width = SOC_HPM_WIDTH,
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
