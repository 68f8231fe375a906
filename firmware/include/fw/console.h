/* SPDX-License-Identifier: Apache-2.0 */
/* The 16550 UART and the test finisher, common to both platforms. */
#ifndef FW_CONSOLE_H
#define FW_CONSOLE_H

#include "fw/types.h"

/* Output from several harts: whoever writes a line (a boot message, a
 * DBCN write, a panic) holds the console lock around it, so that lines
 * do not interleave; the put functions themselves do not lock. */
void console_lock(void);
void console_unlock(void);
/* For a panic: false if the lock stays held for long (by a hart that can
 * no longer give it back); the caller prints anyway. */
bool console_lock_bounded(void);

void console_putc(char c);
int  console_getc(void);            /* -1 when nothing was received */
void console_puts(const char *s);
void console_puthex(xlen_t v);
void console_putdec(xlen_t v);

void finisher_pass(void) __attribute__((noreturn));
void finisher_fail(unsigned code) __attribute__((noreturn));
bool finisher_reset(void);          /* returns only if the platform cannot reset */

#endif
