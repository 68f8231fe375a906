// SPDX-License-Identifier: Apache-2.0
/*
 * The firmware's SoC event table as the firmware has it: firmware/platform/
 * soc.c, linked in (not included), on the host. For every SBI event it
 * serves, one line: event_idx, mhpmevent, and the counters it would use,
 * by the rule of firmware/lib/sbi_pmu.c's can_monitor(): mcycle (0) for a
 * FIXED_CYCLE event, minstret (2) for a FIXED_INSTRET one, and every
 * programmable counter, mhpmcounter3 .. 3 + hpm_count - 1. Then "raw" and
 * the programmable counters alone. tools/tests/soc-pmu-node.sh compares it
 * with the device tree's riscv,pmu node.
 */
#include <inttypes.h>
#include <stdio.h>

#include "fw/platform.h"

extern struct platform platform_soc;

int main(void)
{
    const struct platform *p = &platform_soc;
    uint32_t programmable = 0;
    for (unsigned i = 0; i < p->hpm_count; i++)
        programmable |= 1u << (3 + i);
    for (size_t i = 0; i < p->num_events; i++) {
        const struct platform_event *e = &p->events[i];
        uint32_t mask = programmable;
        if (e->fixed == FIXED_CYCLE)
            mask |= 1u << 0;
        if (e->fixed == FIXED_INSTRET)
            mask |= 1u << 2;
        printf("0x%05" PRIx32 " 0x%016" PRIx64 " 0x%08" PRIx32 "\n", e->event_idx, e->mhpmevent, mask);
    }
    printf("raw 0x%08" PRIx32 "\n", programmable);
    return 0;
}
