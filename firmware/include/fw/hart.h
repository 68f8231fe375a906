/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The harts the firmware serves, and each one's state. Hart i (its hart
 * ID, below FW_MAX_HARTS) owns fw_harts[i]; mscratch holds its address
 * and, inside the firmware, so does tp (lib/entry.S), so a hart reaches
 * its own state in one instruction and never another hart's by accident.
 * What one hart writes in another's struct (a start request, an IPI, a
 * fence request) goes through atomics or the HSM lock, as marked.
 */
#ifndef FW_HART_H
#define FW_HART_H

#include "fw/asm.h"
#include "fw/platform.h"
#include "fw/pmu_hart.h"
#include "fw/sbi.h"

/* While active, a trap taken in M-mode is a guarded access that faulted:
 * the handler records it here and skips the instruction (fw/trap.h). */
struct guard_state {
    xlen_t active;
    xlen_t faulted;
    xlen_t cause;
    xlen_t tval;
};

/* A remote fence one hart asks of others (lib/sbi_rfence.c): written by
 * its hart only, while no target has it; read by the targets, each of
 * which clears its bit of `waiting` once its fence is done. */
struct rfence_request {
    xlen_t fid;                     /* SBI_RFENCE_* */
    xlen_t start, size, asid, vmid;
    unsigned long waiting;          /* atomic: bit i, hart i has not fenced yet */
};

struct fw_hart {
    /* lib/entry.S's words (fw/asm.h SCRATCH_*) */
    xlen_t tmp0;
    xlen_t stack_top;
    xlen_t s_sp, s_tp;
    struct pmu_hart pmu;            /* SCRATCH_PMU_* */
    /* this hart's alone */
    xlen_t hartid;
    volatile struct guard_state guard;
    bool panicking;                 /* inside fw_panic (lib/panic.c) */
    struct rfence_request rfence;
    /* written by other harts */
    uint32_t hsm_state;             /* SBI_HSM_STATE_*: written under hsm_lock */
    xlen_t start_addr, start_arg;   /* hart_start's, with START_PENDING */
    unsigned long ipi_events;       /* atomic: bit e, IPI event e waits (lib/hart.c) */
    uint32_t smode_ipi;             /* atomic: S-mode IPIs to raise (SSIP), how many (sbi_ipi.c) */
    unsigned long rfence_from;      /* atomic: bit i, hart i's request waits (sbi_rfence.c) */
};

extern struct fw_hart fw_harts[FW_MAX_HARTS];

/* This hart's struct: tp, which the firmware never changes (GCC keeps tp
 * out of its register allocation, so reading it costs nothing). */
register struct fw_hart *fw_hart_tp __asm__("tp");

static inline struct fw_hart *hart_self(void)
{
    return fw_hart_tp;
}

/* A hart the firmware serves (plat->hart_mask, from the device tree). */
static inline bool hart_is_valid(xlen_t hartid)
{
    return hartid < FW_MAX_HARTS && ((plat->hart_mask >> hartid) & 1);
}

/* SBI hart mask (IPI, RFENCE): *targets gets the set of harts named,
 * bit i for hart i; hart_mask_base = -1 names every hart. INVALID_PARAM
 * if the set names any hart that is not served. */
sxlen_t hart_mask_targets(xlen_t hart_mask, xlen_t hart_mask_base, unsigned long *targets);

/* For each hart i of the set m: the loop variable, lowest first. */
#define for_each_hart(i, m)                                                \
    for (unsigned long m_ = (m), i = 0; m_; m_ >>= 1, i++)                  \
        if (m_ & 1)

/* --- IPIs between harts (lib/hart.c): the CLINT's msip is the doorbell,
 * the target's ipi_events word says which events wait, and each event's
 * own words of struct fw_hart what to do. The transport knows none of its
 * users: each registers its event at boot (its extension's init). */

#define HART_IPI_EVENTS 4
/* What a hart does for an event that waits: it reads its own words. */
typedef void (*hart_ipi_handler)(void);
/* Registers an event and its handler, at boot: the event's number. */
unsigned hart_ipi_event_create(hart_ipi_handler handler);
/* Marks the event on hart i and rings it, after the caller's writes to
 * that hart's words. */
void hart_ipi_send(unsigned long hartid, unsigned event);
/* Rings hart i's doorbell alone: it looks at its HSM state. */
void hart_ipi_ring(unsigned long hartid);
/* Does what other harts asked of this one: the doorbell is cleared first,
 * so a request made afterwards rings again. Called on the machine
 * software interrupt and by every loop that waits in M-mode, so that two
 * harts waiting on each other cannot deadlock. */
void hart_ipi_process(void);
/* hart_ipi_process if the doorbell rang: for loops that wait. */
void hart_ipi_poll(void);

/* --- HSM (lib/sbi_hsm.c) */

/* Whether hart i runs supervisor code that an IPI or fence concerns
 * (STARTED, or suspending, suspended or resuming). */
bool hsm_is_interruptible(unsigned long hartid);
/* Cold boot: every served hart STOPPED, this one STARTED. */
void hsm_init(xlen_t boot_hartid);
/* A hart with nothing to run: sleeps until hart_start, then enters
 * supervisor mode there. */
void hsm_stopped_loop(void) __attribute__((noreturn));
/* Test hook (the firmware extension): harts of the mask pause in their
 * next pending state until they leave the mask. */
void hsm_set_hold(unsigned long mask);

/* --- each hart's own set-up (lib/hart_init.c) */

/* What each hart sets up for itself: delegation, PMP, counters, timer,
 * IPIs. At boot and at every hart_start, so a started hart is as new. */
void hart_init(void);
/* The counters this hart delegates to S-mode: mcounteren = counteren and
 * menvcfg.CDE = cde (which needs plat->has_cdeleg). hart_init gives S-mode
 * every counter, delegated where the platform can; the firmware
 * extension's test hook (SBI_FW_COUNTER_DELEGATION) changes it. */
void hart_delegate_counters(uint32_t counteren, bool cde);
/* Supervisor mode at entry with a0, a1 as the SBI says for hart_start
 * and non-retentive resume: satp 0, sstatus.SIE 0. */
void hart_enter_supervisor(xlen_t entry, xlen_t a0, xlen_t a1) __attribute__((noreturn));

#endif
