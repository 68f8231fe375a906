/* SPDX-License-Identifier: Apache-2.0 */
/* Boot: what fw_main sets up before it enters the S-mode payload. */
#ifndef FW_INIT_H
#define FW_INIT_H

#include "fw/types.h"

void pmp_init(void);
void enter_supervisor(xlen_t entry, xlen_t a0, xlen_t a1) __attribute__((noreturn));

#endif
