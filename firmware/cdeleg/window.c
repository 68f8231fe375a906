/* SPDX-License-Identifier: Apache-2.0 */
/* The accesses the groups share: sireg* by number, a counter's value and
 * event selector through the window, the firmware's delegation hook, a
 * count over an SBI call, and a way into U-mode and back. */
#include "cdeleg.h"

/* The CSR number is part of the instruction: one case per register. */
#define IREG_CASES(X) X(1, HPM_CSR_SIREG) X(2, HPM_CSR_SIREG2) X(3, HPM_CSR_SIREG3) \
                      X(4, HPM_CSR_SIREG4) X(5, HPM_CSR_SIREG5) X(6, HPM_CSR_SIREG6)

xlen_t ireg_read(unsigned n)
{
    switch (n) {
#define READ_CASE(k, csr) case k: return csr_read(csr);
    IREG_CASES(READ_CASE)
    default: return 0;
    }
}

void ireg_write(unsigned n, xlen_t v)
{
    switch (n) {
#define WRITE_CASE(k, csr) case k: csr_write(csr, v); break;
    IREG_CASES(WRITE_CASE)
    default: break;
    }
}

xlen_t ireg_try_read(unsigned n, xlen_t *v)
{
    trap_probe_begin();
    *v = ireg_read(n);
    return trap_probe_end();
}

xlen_t ireg_try_write(unsigned n, xlen_t v)
{
    trap_probe_begin();
    ireg_write(n, v);
    return trap_probe_end();
}

void select_counter(unsigned i)
{
    csr_write(CSR_SISELECT, SELECT_COUNTER(i));
}

/* A 64-bit register through its low view (sireg, sireg2) and, on RV32,
 * its high view (sireg4, sireg5: Sscsrind's "+3" pairing). */
static uint64_t win_read64(unsigned i, unsigned lo)
{
    select_counter(i);
#if XLEN == 64
    return ireg_read(lo);
#else
    uint32_t h, l;
    do {
        h = ireg_read(lo + 3);
        l = ireg_read(lo);
    } while (h != ireg_read(lo + 3));
    return (uint64_t)h << 32 | l;
#endif
}

static void win_write64(unsigned i, unsigned lo, uint64_t v)
{
    select_counter(i);
    ireg_write(lo, (xlen_t)v);
#if XLEN == 32
    ireg_write(lo + 3, (xlen_t)(v >> 32));
#endif
}

uint64_t win_counter(unsigned i)
{
    return win_read64(i, 1);
}

void win_set_counter(unsigned i, uint64_t v)
{
    win_write64(i, 1, v);
}

uint64_t win_event(unsigned i)
{
    return win_read64(i, 2);
}

void win_set_event(unsigned i, uint64_t v)
{
    win_write64(i, 2, v);
}

bool delegation_changed;

void set_delegation(uint32_t counteren, bool cde)
{
    delegation_changed = true;
    struct sbiret r = sbi_call(SBI_EXT_FIRMWARE, SBI_FW_COUNTER_DELEGATION, counteren, cde, 0, 0, 0, 0);
    if (r.error)
        fail("the firmware's counter_delegation(0x%x, %d): %s", counteren, cde, err_name(r.error));
}

uint64_t count_over_sbi_call(void)
{
    register xlen_t a0 __asm__("a0") = 0;
    register xlen_t a1 __asm__("a1") = 0;
    register xlen_t a6 __asm__("a6") = SBI_PMU_NUM_COUNTERS;
    register xlen_t a7 __asm__("a7") = SBI_EXT_PMU;
    xlen_t before, after;
    __asm__ volatile("csrr %[b], " STR(HPM_CSR_SIREG) "\n\t"
                     "ecall\n\t"
                     "csrr %[a], " STR(HPM_CSR_SIREG)
                     : [b] "=&r"(before), [a] "=&r"(after), "+r"(a0), "+r"(a1)
                     : "r"(a6), "r"(a7)
                     : "memory");
    return (xlen_t)(after - before);
}

void counted_loop(unsigned i, xlen_t iterations)
{
    const xlen_t bit = (xlen_t)1 << i;
    __asm__ volatile("csrc " STR(HPM_CSR_SCOUNTINHIBIT) ", %[m]\n\t"
                     "1: addi %[n], %[n], -1\n\t"
                     "bnez %[n], 1b\n\t"
                     "csrs " STR(HPM_CSR_SCOUNTINHIBIT) ", %[m]"
                     : [n] "+r"(iterations)
                     : [m] "r"(bit)
                     : "memory");
}

uint64_t counter_mask(unsigned i)
{
    unsigned bits = SBI_PMU_CTR_INFO_WIDTH(env.info[i]) + 1;
    return bits >= 64 ? ~0ULL : (1ULL << bits) - 1;
}

/* ---------------------------------------------------------------- U-mode */

static struct context user_ctx;
static volatile bool in_user;
static trap_fn *framework_trap;

/* U-mode's ecall (delegated to S-mode) ends run_user; everything else is
 * the framework's. */
static xlen_t user_trap(xlen_t cause, xlen_t epc)
{
    if (in_user && cause == CAUSE_ECALL_U) {
        in_user = false;
        context_resume(&user_ctx, 1);
    }
    return framework_trap(cause, epc);
}

void run_user(void (*fn)(void))
{
    if (s_trap_handler != user_trap) {
        framework_trap = s_trap_handler;
        s_trap_handler = user_trap;
    }
    csr_clear(sstatus, MSTATUS_SPP | MSTATUS_SPIE);
    csr_write(sepc, (xlen_t)fn);
    in_user = true;
    if (context_save(&user_ctx) == 0)
        __asm__ volatile("sret" ::: "memory");
}

void user_return(void)
{
    __asm__ volatile("ecall" ::: "memory");
    __builtin_unreachable();
}
