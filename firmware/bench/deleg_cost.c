/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A start and a stop of a hardware counter delegated to S-mode (Smcdeleg/
 * Ssccfg), as a driver does them without the SBI: the counter's event
 * selector and initial value written through siselect = 0x40 + i, sireg2
 * and sireg (sireg5 and sireg4 for the high halves on RV32), then its
 * scountinhibit bit cleared; the stop sets the bit again. The Linux
 * delegation driver's start and stop (linux/patches/6.12) do the same.
 * pmu_cost.c measures it beside the SBI's start and stop of the same
 * counter, which starts it without a value: the delegated start does more.
 */
#include "hpm_spec.h"
#include "payload.h"

#define CSR_STR(n) STR(n)

static xlen_t bit, select;
static uint64_t selector;

/* Whether scountinhibit is there (menvcfg.CDE = 1), found by reading it:
 * without delegation the read is an illegal instruction, which this
 * handler skips. */
static volatile bool trapped;

static xlen_t skip_trap(xlen_t cause, xlen_t epc)
{
    (void)cause;
    trapped = true;
    return epc + 4;
}

bool deleg_setup(unsigned ctr);
bool deleg_setup(unsigned ctr)
{
    trap_fn *old = s_trap_handler;
    s_trap_handler = skip_trap;
    trapped = false;
    __asm__ volatile(".option push\n\t.option norvc\n\t"
                     "csrr zero, " CSR_STR(HPM_CSR_SCOUNTINHIBIT) "\n\t"
                     ".option pop" ::: "memory");
    s_trap_handler = old;
    if (trapped)
        return false;
    bit = (xlen_t)1 << ctr;
    select = HPM_CDELEG_SELECT_FIRST + ctr;
    /* the selector the SBI gave the counter, written back at each start */
    __asm__ volatile("csrw " CSR_STR(CSR_SISELECT) ", %0" ::"r"(select));
    xlen_t lo, hi = 0;
    __asm__ volatile("csrr %0, " CSR_STR(HPM_CSR_SIREG2) : "=r"(lo));
#if XLEN == 32
    __asm__ volatile("csrr %0, " CSR_STR(HPM_CSR_SIREG5) : "=r"(hi));
#endif
    selector = (uint64_t)hi << 32 | lo;
    return true;
}

void op_deleg_start_stop(void);
void op_deleg_start_stop(void)
{
    const uint64_t value = 0;
    __asm__ volatile("csrw " CSR_STR(CSR_SISELECT) ", %0" ::"r"(select));
    __asm__ volatile("csrw " CSR_STR(HPM_CSR_SIREG2) ", %0" ::"r"((xlen_t)selector));
    __asm__ volatile("csrw " CSR_STR(HPM_CSR_SIREG) ", %0" ::"r"((xlen_t)value));
#if XLEN == 32
    __asm__ volatile("csrw " CSR_STR(HPM_CSR_SIREG5) ", %0" ::"r"((xlen_t)(selector >> 32)));
    __asm__ volatile("csrw " CSR_STR(HPM_CSR_SIREG4) ", %0" ::"r"((xlen_t)(value >> 32)));
#endif
    __asm__ volatile("csrc " CSR_STR(HPM_CSR_SCOUNTINHIBIT) ", %0" ::"r"(bit) : "memory");
    __asm__ volatile("csrs " CSR_STR(HPM_CSR_SCOUNTINHIBIT) ", %0" ::"r"(bit) : "memory");
}
