/* SPDX-License-Identifier: Apache-2.0 */
/* The suite's runner: one line per test (PASS, FAIL with what was expected
 * and what came back, SKIP with why), then the counts; exit code 0 only
 * if nothing failed. After each test the framework releases whatever the
 * test configured and turns interrupts and the snapshot area off, so a
 * test that fails half-way leaves nothing behind and the order of the
 * tests does not matter. The tests are the program's test_groups (the
 * PMU conformance suite's: suite.c; the SMP suite's: firmware/smp). */
#include <stdarg.h>
#include "test.h"
#include "vformat.h"

/* The hooks a program on the framework may define (test.h); these do
 * nothing. */
__attribute__((weak)) void suite_begin(void)
{
}

__attribute__((weak)) bool suite_interrupt(xlen_t code)
{
    (void)code;
    return false;
}

__attribute__((weak)) void suite_after_test(void)
{
}

enum outcome { RUNNING, FAILED, SKIPPED };
static enum outcome outcome;
static char message[200];

void fmt_str(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vformat(buf, size, fmt, ap);
    va_end(ap);
}

/* The first outcome a test reaches is its result, with its message. */
static void conclude(enum outcome result, const char *fmt, va_list ap)
{
    if (outcome != RUNNING)
        return;
    outcome = result;
    vformat(message, sizeof message, fmt, ap);
}

void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    conclude(FAILED, fmt, ap);
    va_end(ap);
}

void skip(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    conclude(SKIPPED, fmt, ap);
    va_end(ap);
}

bool test_done(void)
{
    return outcome != RUNNING;
}

const char *err_name(sxlen_t err)
{
    static const char *const names[] = {
        "SUCCESS", "FAILED", "NOT_SUPPORTED", "INVALID_PARAM", "DENIED",
        "INVALID_ADDRESS", "ALREADY_AVAILABLE", "ALREADY_STARTED",
        "ALREADY_STOPPED", "NO_SHMEM",
    };
    static char other[24];
    if (err <= 0 && err >= -9)
        return names[-err];
    fmt_str(other, sizeof other, "error %ld", (long)err);
    return other;
}

/* ---------------------------------------------------------------- traps */

volatile unsigned traps_expected, traps_taken, lcofi_taken;
void (*volatile lcofi_hook)(void);
volatile xlen_t last_trap_cause, last_trap_tval;
static volatile unsigned unexpected_traps;
static volatile xlen_t unexpected_cause, unexpected_epc;

static xlen_t on_trap(xlen_t cause, xlen_t epc)
{
    if (cause & CAUSE_IRQ_FLAG) {
        xlen_t code = cause & ~CAUSE_IRQ_FLAG;
        if (suite_interrupt(code)) {
            /* the program's own */
        } else if (code == IRQ_LCOF) {
            lcofi_taken++;
            if (lcofi_hook)
                lcofi_hook();
            /* LCOFIP is software-writable; OF stays set until the next
             * start, so the interrupt does not come back. */
            __asm__ volatile("csrc sip, %0" ::"r"((xlen_t)1 << IRQ_LCOF));
        } else {
            /* not the suite's: keep it from firing again and report */
            __asm__ volatile("csrc sie, %0" ::"r"((xlen_t)1 << code));
            unexpected_traps++;
            unexpected_cause = cause;
            unexpected_epc = epc;
        }
        return epc;
    }
    xlen_t tval;
    __asm__ volatile("csrr %0, stval" : "=r"(tval));
    if (traps_expected) {
        traps_expected--;
        traps_taken++;
        last_trap_cause = cause;
        last_trap_tval = tval;
    } else {
        unexpected_traps++;
        unexpected_cause = cause;
        unexpected_epc = epc;
    }
    /* skip the instruction: 2 bytes if compressed, else 4 */
    uint16_t parcel = *(volatile uint16_t *)epc;
    return epc + ((parcel & 3) == 3 ? 4 : 2);
}

void trap_probe_begin(void)
{
    traps_expected = 1;
    traps_taken = 0;
}

xlen_t trap_probe_end(void)
{
    traps_expected = 0;
    const xlen_t cause = traps_taken == 1 ? last_trap_cause : 0;
    traps_taken = 0;
    return cause;
}

/* ---------------------------------------------------------------- runner */

static void quiesce(void)
{
    __asm__ volatile("csrc sstatus, %0" ::"r"((xlen_t)2));       /* SIE */
    __asm__ volatile("csrc sie, %0" ::"r"((xlen_t)1 << IRQ_LCOF | (xlen_t)1 << IRQ_STI |
                                        (xlen_t)1 << IRQ_SSI));
    __asm__ volatile("csrc sip, %0" ::"r"((xlen_t)1 << IRQ_LCOF | (xlen_t)1 << IRQ_SSI));
    release_all();
    traps_expected = 0;
}

int main(void);
int main(void)
{
    s_trap_handler = on_trap;
    env_discover();
    env_print();
    suite_begin();
    unsigned passed = 0, failed = 0, skipped = 0;
    unsigned *const count[] = {[RUNNING] = &passed, [FAILED] = &failed, [SKIPPED] = &skipped};
    for (size_t g = 0; test_groups[g]; g++) {
        for (const struct test *t = test_groups[g]; t->name; t++) {
            outcome = RUNNING;
            message[0] = 0;
            unexpected_traps = 0;
            traps_taken = 0;
            lcofi_taken = 0;
            lcofi_hook = 0;
            t->fn();
            quiesce();
            suite_after_test();
            if (unexpected_traps)
                fail("unexpected trap, scause 0x%lx at sepc 0x%lx", unexpected_cause,
                     unexpected_epc);
            /* a test still running at its end passed (docs/testing.md) */
            static const char *const verdict[] = {
                [RUNNING] = "PASS ", [FAILED] = "FAIL ", [SKIPPED] = "SKIP "};
            (*count[outcome])++;
            put_str(verdict[outcome]);
            put_str(t->name);
            if (outcome != RUNNING) {
                put_str(": ");
                put_str(message);
            }
            put_str("\n");
        }
    }
    put_dec(skipped);
    put_str(" skipped\n");
    put_dec(passed);
    put_str(" passed, ");
    put_dec(failed);
    put_str(" failed\n");
    return failed ? 1 : 0;
}
