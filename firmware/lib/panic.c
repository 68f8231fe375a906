/* SPDX-License-Identifier: Apache-2.0 */
/* A firmware bug: one line naming the hart and why, then the end of the
 * run (exit code 255). The lowest layer: anything may call it. */
#include "fw/console.h"
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/trap.h"

void fw_halt(void)
{
    csr_write(mie, 0);
    csr_clear(mstatus, MSTATUS_MIE);
    for (;;)
        __asm__ volatile("wfi");
}

void fw_panic(const char *why, xlen_t a, xlen_t b)
{
    /* A trap taken on the way (the finisher's store on a machine that has
     * none) is an M-mode trap and panics again: printing again would fault
     * again, over and over, on a stack that grows each time. */
    if (hart_self()->panicking)
        fw_halt();
    hart_self()->panicking = true;
    /* The line is whole even if another hart prints or panics too. The
     * wait is bounded: the holder may be this hart (a trap while it
     * printed), and then the line comes anyway. */
    bool locked = console_lock_bounded();
    console_puts("sbi-fw: panic: hart ");
    console_putdec(hart_self()->hartid);
    console_puts(": ");
    console_puts(why);
    console_puts(" ");
    console_puthex(a);
    console_puts(" ");
    console_puthex(b);
    console_puts("\n");
    if (locked)
        console_unlock();
    finisher_fail(255);
}
