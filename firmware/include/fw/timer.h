/* SPDX-License-Identifier: Apache-2.0 */
/* The CLINT timer and software interrupt of each hart, and the timer's
 * forwarding to S-mode (the software interrupt's use: fw/hart.h). */
#ifndef FW_TIMER_H
#define FW_TIMER_H

#include "fw/types.h"

/* These act on the calling hart's timer. */
void timer_init(void);
void timer_stop(void);
void timer_set(uint64_t when);
void timer_interrupt(void);

/* Hart hartid's msip: 1 raises its machine software interrupt. */
void clint_msip_write(xlen_t hartid, uint32_t value);

#endif
