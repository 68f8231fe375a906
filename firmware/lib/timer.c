/* SPDX-License-Identifier: Apache-2.0 */
/*
 * S-mode timer and the IPI doorbell through the CLINT, each hart with its
 * own mtimecmp and msip (plat->clint_base). Without Sstc, S-mode asks for
 * a deadline with SBI set_timer; M-mode takes the machine timer interrupt
 * and raises the supervisor timer interrupt (mip.STIP) in its place.
 */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/timer.h"

#define CLINT_MSIP(hart)     (plat->clint_base + 4 * (hart))
#define CLINT_MTIMECMP(hart) (plat->clint_base + 0x4000 + 8 * (hart))

static void write_mtimecmp(uint64_t value)
{
    const xlen_t addr = CLINT_MTIMECMP(hart_self()->hartid);
#if XLEN == 64
    *(volatile uint64_t *)addr = value;
#else
    /* No transient deadline below both the old and the new value. */
    volatile uint32_t *cmp = (volatile uint32_t *)addr;
    cmp[0] = 0xffffffffu;
    cmp[1] = (uint32_t)(value >> 32);
    cmp[0] = (uint32_t)value;
#endif
}

static void write_stimecmp(uint64_t value)
{
#if XLEN == 64
    csr_write(CSR_STIMECMP, value);
#else
    csr_write(CSR_STIMECMP, 0xffffffffu);
    csr_write(0x15d, (uint32_t)(value >> 32));      /* stimecmph */
    csr_write(CSR_STIMECMP, (uint32_t)value);
#endif
}

/* With Sstc, S-mode owns stimecmp (menvcfg.STCE, lib/main.c) and the
 * machine timer stays unused. No deadline at first, nothing pending. */
void timer_init(void)
{
    write_mtimecmp(UINT64_MAX);
    if (plat->has_sstc) {
        write_stimecmp(UINT64_MAX);
        return;
    }
    csr_clear(mip, MIP_STIP);
    csr_set(mie, MIP_MTIP);
}

/* A hart that stops leaves no deadline and no timer interrupt behind. */
void timer_stop(void)
{
    csr_clear(mie, MIP_MTIP);
    write_mtimecmp(UINT64_MAX);
    if (plat->has_sstc)
        write_stimecmp(UINT64_MAX);
    csr_clear(mip, MIP_STIP);
}

void timer_set(uint64_t when)
{
    pmu_fw_event(SBI_PMU_FW_SET_TIMER);
    if (plat->has_sstc) {
        write_stimecmp(when);
        return;
    }
    /* Setting a new deadline clears the pending S-mode timer interrupt
     * (SBI TIME extension). */
    csr_clear(mip, MIP_STIP);
    write_mtimecmp(when);
    csr_set(mie, MIP_MTIP);
}

void timer_interrupt(void)
{
    pmu_fw_event_platform(PMU_PLATFORM_TIMER_IRQS);
    /* Mask until S-mode sets the next deadline; STIP stays until then. */
    csr_clear(mie, MIP_MTIP);
    csr_set(mip, MIP_STIP);
}

void clint_msip_write(xlen_t hartid, uint32_t value)
{
    *(volatile uint32_t *)CLINT_MSIP(hartid) = value;
}
