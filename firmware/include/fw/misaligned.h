/* SPDX-License-Identifier: Apache-2.0 */
/* Emulation of misaligned loads and stores, which the SoC's core traps. */
#ifndef FW_MISALIGNED_H
#define FW_MISALIGNED_H

#include "fw/trap.h"

void misaligned_load(struct trap_regs *regs, xlen_t addr);
void misaligned_store(struct trap_regs *regs, xlen_t addr);

#endif
