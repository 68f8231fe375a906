/* SPDX-License-Identifier: Apache-2.0 */
/* The M-mode trap path: the saved context and what handlers may do with it. */
#ifndef FW_TRAP_H
#define FW_TRAP_H

#include "fw/types.h"

/* Saved by lib/entry.S; x[0] holds nothing. The layout is shared with it. */
struct trap_regs {
    xlen_t x[32];
    xlen_t mepc;
    xlen_t mstatus;
};

void trap_handler(struct trap_regs *regs);

/* Deliver an exception to S-mode as if it had been delegated. */
void trap_redirect(struct trap_regs *regs, xlen_t cause, xlen_t tval);

/* Loads and stores with the privilege (and translation) of the trapped
 * context (mstatus.MPRV), which report a fault instead of trapping into the
 * firmware: they return false and fill *fault with the exception the access
 * raised, to be redirected to S-mode. */
struct access_fault {
    xlen_t cause;
    xlen_t tval;
};
bool guarded_load(xlen_t addr, int size, xlen_t *value, struct access_fault *fault);
bool guarded_store(xlen_t addr, int size, xlen_t value, struct access_fault *fault);
bool guarded_fetch(xlen_t addr, uint32_t *insn, struct access_fault *fault);

/* While active, a trap taken in M-mode is a guarded access that faulted:
 * the handler records it here and skips the instruction. */
struct guard_state {
    xlen_t active;
    xlen_t faulted;
    xlen_t cause;
    xlen_t tval;
};
extern volatile struct guard_state fw_guard;

static inline void guard_begin(void)
{
    fw_guard.faulted = 0;
    fw_guard.active = 1;
    __asm__ volatile("" ::: "memory");
}

/* true if nothing faulted since guard_begin() */
static inline bool guard_end(void)
{
    __asm__ volatile("" ::: "memory");
    fw_guard.active = 0;
    return !fw_guard.faulted;
}

void fw_panic(const char *why, xlen_t a, xlen_t b) __attribute__((noreturn));

#endif
