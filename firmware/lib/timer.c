/* SPDX-License-Identifier: Apache-2.0 */
/*
 * S-mode timer and IPIs through the CLINT. Without Sstc, S-mode asks for a
 * deadline with SBI set_timer; M-mode takes the machine timer interrupt
 * and raises the supervisor timer interrupt (mip.STIP) in its place.
 * An IPI is a machine software interrupt that M-mode turns into a
 * supervisor software interrupt (mip.SSIP). With one hart, every IPI
 * targets the caller.
 */
#include "fw/csr.h"
#include "fw/platform.h"
#include "fw/pmu.h"
#include "fw/timer.h"

#define CLINT_MSIP     (CLINT_BASE + 0x0)
#define CLINT_MTIMECMP (CLINT_BASE + 0x4000)

static void write_mtimecmp(uint64_t value)
{
#if XLEN == 64
    *(volatile uint64_t *)CLINT_MTIMECMP = value;
#else
    /* No transient deadline below both the old and the new value. */
    volatile uint32_t *cmp = (volatile uint32_t *)CLINT_MTIMECMP;
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

/* With Sstc, S-mode owns stimecmp (menvcfg.STCE, lib/init.c) and the
 * machine timer stays unused. */
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

void ipi_init(void)
{
    *(volatile uint32_t *)CLINT_MSIP = 0;
    csr_set(mie, MIP_MSIP);
}

void ipi_send_self(void)
{
    pmu_fw_event(SBI_PMU_FW_IPI_SENT);
    *(volatile uint32_t *)CLINT_MSIP = 1;
}

void ipi_interrupt(void)
{
    *(volatile uint32_t *)CLINT_MSIP = 0;
    pmu_fw_event(SBI_PMU_FW_IPI_RECEIVED);
    csr_set(mip, MIP_SSIP);
}
