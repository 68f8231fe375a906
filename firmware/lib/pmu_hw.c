/* Hardware counters through their CSRs; on RV32 every 64-bit register is
 * a low/high pair. Counter 0 is mcycle (its filter in mcyclecfg), 2 is
 * minstret (minstretcfg), 3.. are mhpmcounterN (mhpmeventN). */
#include "fw/csr.h"
#include "fw/csr_num.h"
#include "fw/platform.h"
#include "fw/pmu_hw.h"

#define CSR_MCOUNTER_BASE  0xb00
#define CSR_MCOUNTERH_BASE 0xb80
#define CSR_MEVENT_BASE    0x320      /* mhpmevent3 = 0x323 */
#define CSR_MEVENTH_BASE   0x720

/* The register that selects and filters counter idx's events: mcyclecfg
 * (0x321) and minstretcfg (0x322) for the fixed counters, whose offsets
 * differ from their counters'. */
static unsigned event_csr(unsigned idx)
{
    return idx == 0 ? 0x321 : idx == 2 ? 0x322 : CSR_MEVENT_BASE + idx;
}

static uint64_t read64(unsigned lo_csr, unsigned hi_csr)
{
#if XLEN == 64
    (void)hi_csr;
    return csr_read_num(lo_csr);
#else
    /* re-read if the low half carried into the high half in between */
    uint32_t hi, lo;
    do {
        hi = csr_read_num(hi_csr);
        lo = csr_read_num(lo_csr);
    } while (hi != csr_read_num(hi_csr));
    return (uint64_t)hi << 32 | lo;
#endif
}

static void write64(unsigned lo_csr, unsigned hi_csr, uint64_t value)
{
#if XLEN == 64
    (void)hi_csr;
    csr_write_num(lo_csr, value);
#else
    csr_write_num(lo_csr, (uint32_t)value);
    csr_write_num(hi_csr, (uint32_t)(value >> 32));
#endif
}

void pmu_hw_init(void)
{
    /* The programmable counters stopped and unmapped; mcycle and minstret
     * run, so that S-mode's rdcycle and rdinstret work from the start. */
    csr_write(CSR_MCOUNTINHIBIT, ~(xlen_t)(BIT(0) | BIT(2)));
    for (unsigned i = 3; i < 3 + plat->hpm_count; i++)
        pmu_hw_event_write(i, 0);
    if (plat->has_smcntrpmf) {
        pmu_hw_event_write(0, 0);
        pmu_hw_event_write(2, 0);
    }
}

uint64_t pmu_hw_read(unsigned idx)
{
    return read64(CSR_MCOUNTER_BASE + idx, CSR_MCOUNTERH_BASE + idx);
}

void pmu_hw_write(unsigned idx, uint64_t value)
{
    write64(CSR_MCOUNTER_BASE + idx, CSR_MCOUNTERH_BASE + idx, value);
}

uint64_t pmu_hw_event_read(unsigned idx)
{
    unsigned csr = event_csr(idx);
    return read64(csr, csr + (CSR_MEVENTH_BASE - CSR_MEVENT_BASE));
}

void pmu_hw_event_write(unsigned idx, uint64_t value)
{
    unsigned csr = event_csr(idx);
    write64(csr, csr + (CSR_MEVENTH_BASE - CSR_MEVENT_BASE), value);
}

bool pmu_hw_running(unsigned idx)
{
    return !(csr_read(CSR_MCOUNTINHIBIT) & BIT(idx));
}

void pmu_hw_start(unsigned idx)
{
    csr_clear(CSR_MCOUNTINHIBIT, BIT(idx));
}

void pmu_hw_stop(unsigned idx)
{
    csr_set(CSR_MCOUNTINHIBIT, BIT(idx));
}
