/* SPDX-License-Identifier: Apache-2.0 */
/* The M-mode trap path: the saved context and what handlers may do with it. */
#ifndef FW_TRAP_H
#define FW_TRAP_H

#include "fw/hart.h"

/* Saved by lib/entry.S; x[0] holds nothing. The layout is shared with it. */
struct trap_regs {
    xlen_t x[32];
    xlen_t mepc;
    xlen_t mstatus;
    /* RV32 with H: mstatush at the trap (MPV, GVA), kept by trap_handler
     * (entry.S does not save it: the frame has room) */
    xlen_t mstatush;
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

/* While the hart's guard (struct fw_hart) is active, a trap taken in
 * M-mode is a guarded access that faulted: the handler records it there
 * and skips the instruction. Each hart has its own, since any hart may
 * be emulating an access. */
static inline void guard_begin(void)
{
    hart_self()->guard.faulted = 0;
    hart_self()->guard.active = 1;
    __asm__ volatile("" ::: "memory");
}

/* true if nothing faulted since guard_begin() */
static inline bool guard_end(void)
{
    __asm__ volatile("" ::: "memory");
    hart_self()->guard.active = 0;
    return !hart_self()->guard.faulted;
}

/* A firmware bug: its line on the console, then the end of the run. A
 * trap inside it (a console or finisher that is not there) comes back to
 * it, and then stops the hart without another line. */
void fw_panic(const char *why, xlen_t a, xlen_t b) __attribute__((noreturn));
/* The hart stops for good, every interrupt off: for where the firmware
 * cannot go on and has no finisher it trusts to end the run. */
void fw_halt(void) __attribute__((noreturn));

#endif
