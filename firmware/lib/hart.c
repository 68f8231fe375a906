/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The harts' state and what they ask of each other. An IPI between harts
 * is an event bit in the target's ipi_events, beside the words of struct
 * fw_hart its user writes first (S-mode IPIs to raise, the harts whose
 * fences wait), then the target's CLINT msip as the doorbell; the target
 * takes the machine software interrupt, or finds msip pending in a loop
 * where it waits in M-mode, and runs the handler of each event that
 * waits. The handlers are registered by their users (lib/sbi_ipi.c,
 * lib/sbi_rfence.c): this layer calls none of them by name. Nothing here
 * takes a lock, so a hart may ring and be rung while it holds one.
 */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/timer.h"
#include "fw/trap.h"

struct fw_hart fw_harts[FW_MAX_HARTS] __attribute__((aligned(64)));

/* lib/entry.S finds a hart's struct from its ID before any C runs. */
const xlen_t fw_hart_size = sizeof(struct fw_hart);

/* lib/entry.S reads these fields at fw/asm.h's offsets. */
#define AT(field, offset) \
    _Static_assert(__builtin_offsetof(struct fw_hart, field) == (offset), #field " at " #offset)
AT(tmp0, SCRATCH_TMP0);
AT(stack_top, SCRATCH_STACK);
AT(s_sp, SCRATCH_S_SP);
AT(s_tp, SCRATCH_S_TP);
AT(pmu.sbi_calls, SCRATCH_PMU_SBI_CALLS);
AT(pmu.eid, SCRATCH_PMU_EID);
AT(pmu.calls_counted, SCRATCH_PMU_CALLS_COUNTED);
AT(pmu.num_counters, SCRATCH_PMU_NUM_COUNTERS);
AT(pmu.num_hw, SCRATCH_PMU_NUM_HW);
AT(pmu.fw_values, SCRATCH_PMU_FW_VALUES);
AT(pmu.fw_calls_mask, SCRATCH_PMU_FW_CALLS_MASK);
AT(pmu.info, SCRATCH_PMU_INFO);
AT(pmu.counters, SCRATCH_SIZE);     /* what lib/entry.S reads ends here */
_Static_assert(FW_MAX_HARTS <= XLEN, "a hart set is one unsigned long");

sxlen_t hart_mask_targets(xlen_t hart_mask, xlen_t hart_mask_base, unsigned long *targets)
{
    *targets = 0;
    if (hart_mask_base == (xlen_t)-1) {
        *targets = plat->hart_mask;
        return SBI_SUCCESS;
    }
    unsigned long set = 0;
    for (xlen_t i = 0; hart_mask; hart_mask >>= 1, i++) {
        if (!(hart_mask & 1))
            continue;
        const xlen_t hartid = hart_mask_base + i;
        if (hartid < hart_mask_base || !hart_is_valid(hartid))  /* wrapped, or not served */
            return SBI_ERR_INVALID_PARAM;
        set |= BIT(hartid);
    }
    *targets = set;
    return SBI_SUCCESS;
}

/* Written at cold boot, before the other harts are let go
 * (fw_boot_done), read-only after. */
static hart_ipi_handler ipi_handlers[HART_IPI_EVENTS];
static unsigned ipi_events_created;

unsigned hart_ipi_event_create(hart_ipi_handler handler)
{
    if (ipi_events_created == HART_IPI_EVENTS)
        fw_panic("too many IPI events", HART_IPI_EVENTS, 0);
    ipi_handlers[ipi_events_created] = handler;
    return ipi_events_created++;
}

void hart_ipi_send(unsigned long hartid, unsigned event)
{
    __atomic_fetch_or(&fw_harts[hartid].ipi_events, BIT(event), __ATOMIC_RELEASE);
    hart_ipi_ring(hartid);
}

void hart_ipi_ring(unsigned long hartid)
{
    /* The words the caller wrote are visible before the doorbell rings. */
    __asm__ volatile("fence rw, o" ::: "memory");
    clint_msip_write(hartid, 1);
}

void hart_ipi_process(void)
{
    struct fw_hart *self = hart_self();
    clint_msip_write(self->hartid, 0);
    /* The doorbell is off before the words are read: a request written
     * after the reads below rings again, and none is left unseen (a
     * handler may then find its words already taken, and do nothing). */
    __asm__ volatile("fence iorw, iorw" ::: "memory");
    if (!__atomic_load_n(&self->ipi_events, __ATOMIC_RELAXED))
        return;
    unsigned long events = __atomic_exchange_n(&self->ipi_events, 0, __ATOMIC_ACQUIRE);
    for (unsigned e = 0; events; events >>= 1, e++)
        if (events & 1)
            ipi_handlers[e]();
}

void hart_ipi_poll(void)
{
    if (csr_read(mip) & MIP_MSIP)
        hart_ipi_process();
}
