/* SPDX-License-Identifier: Apache-2.0 */
/* The CLINT timer and software interrupt, and their forwarding to S-mode. */
#ifndef FW_TIMER_H
#define FW_TIMER_H

#include "fw/types.h"

void timer_init(void);
void timer_set(uint64_t when);
void timer_interrupt(void);

void ipi_init(void);
void ipi_send_self(void);
void ipi_interrupt(void);

#endif
