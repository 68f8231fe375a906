/* SPDX-License-Identifier: Apache-2.0 */
/* The console and the finisher (contract section 2: same addresses on the
 * SoC and on QEMU virt). */
#include "fw/console.h"
#include "fw/lock.h"
#include "fw/platform.h"

#define UART_THR 0
#define UART_RBR 0
#define UART_LSR 5
#define LSR_DATA_READY 0x01
#define LSR_THR_EMPTY  0x20

#define FINISHER_PASS  0x5555
#define FINISHER_FAIL  0x3333
#define FINISHER_RESET 0x7777

static volatile uint8_t *const uart = (volatile uint8_t *)UART_BASE;
static volatile uint32_t *const finisher = (volatile uint32_t *)FINISHER_BASE;

static spinlock_t console_spinlock;

void console_lock(void)
{
    spin_lock(&console_spinlock);
}

void console_unlock(void)
{
    spin_unlock(&console_spinlock);
}

bool console_lock_bounded(void)
{
    for (unsigned long tries = 0; tries < 1000000; tries++)
        if (spin_trylock(&console_spinlock))
            return true;
    return false;
}

void console_putc(char c)
{
    while (!(uart[UART_LSR] & LSR_THR_EMPTY))
        ;
    uart[UART_THR] = (uint8_t)c;
}

int console_getc(void)
{
    if (!(uart[UART_LSR] & LSR_DATA_READY))
        return -1;
    return uart[UART_RBR];
}

void console_puts(const char *s)
{
    while (*s)
        console_putc(*s++);
}

void console_puthex(xlen_t v)
{
    console_puts("0x");
    for (int shift = XLEN - 4; shift >= 0; shift -= 4)
        console_putc("0123456789abcdef"[(v >> shift) & 0xf]);
}

void console_putdec(xlen_t v)
{
    char buf[24];
    int n = 0;
    do {
        buf[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        console_putc(buf[--n]);
}

void finisher_pass(void)
{
    *finisher = FINISHER_PASS;
    for (;;)
        __asm__ volatile("wfi");
}

void finisher_fail(unsigned code)
{
    *finisher = FINISHER_FAIL | (code << 16);
    for (;;)
        __asm__ volatile("wfi");
}

bool finisher_reset(void)
{
    if (!plat->can_reboot)
        return false;
    *finisher = FINISHER_RESET;
    for (;;)
        __asm__ volatile("wfi");
}
