/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SBI hart state management (EID 0x48534D), the state machine of the SBI
 * specification:
 *
 *   STOPPED -> START_PENDING -> STARTED        hart_start (another hart)
 *   STARTED -> STOP_PENDING -> STOPPED         hart_stop
 *   STARTED -> SUSPEND_PENDING -> SUSPENDED    hart_suspend
 *   SUSPENDED -> RESUME_PENDING -> STARTED     an interrupt
 *
 * Every state is written under hsm_lock, so that hart_start claims a
 * stopped hart once and hart_stop sees the others' states at one moment.
 * A hart leaves a pending state itself, in its own firmware: the STOPPED
 * hart that hart_start rings, the hart that stops or suspends, the
 * suspended hart an interrupt wakes. Stopped and suspended harts sleep in
 * WFI and still serve other harts' fence requests (lib/hart.c), so no
 * caller waits on them forever.
 */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/lock.h"
#include "fw/shmem.h"
#include "fw/timer.h"

static spinlock_t hsm_lock;

/* Harts that pause in their next pending state (the firmware extension's
 * SBI_FW_HSM_HOLD, for tests that look at pending states). */
static unsigned long hsm_hold;

/* The interrupts a supervisor can be woken by (sie): software, timer,
 * external and counter overflow. */
#define S_INTERRUPTS (MIP_SSIP | MIP_STIP | MIP_SEIP | MIP_LCOFIP)

static uint32_t state_of(unsigned long hartid)
{
    return __atomic_load_n(&fw_harts[hartid].hsm_state, __ATOMIC_ACQUIRE);
}

static void set_state(struct fw_hart *h, uint32_t state)
{
    spin_lock(&hsm_lock);
    __atomic_store_n(&h->hsm_state, state, __ATOMIC_RELEASE);
    spin_unlock(&hsm_lock);
}

static void wait_for_interrupt(void)
{
    /* wfi resumes once an interrupt is pending and enabled in mie, taken
     * or not (M-mode runs with mstatus.MIE off); it may also resume early,
     * and every caller checks why. */
    __asm__ volatile("wfi" ::: "memory");
}

/* A pending state stays while the test hook holds this hart. */
static void hold_point(void)
{
    const unsigned long me = BIT(hart_self()->hartid);
    while (__atomic_load_n(&hsm_hold, __ATOMIC_ACQUIRE) & me)
        hart_ipi_poll();
}

void hsm_set_hold(unsigned long mask)
{
    __atomic_store_n(&hsm_hold, mask, __ATOMIC_RELEASE);
}

bool hsm_is_interruptible(unsigned long hartid)
{
    switch (state_of(hartid)) {
    case SBI_HSM_STATE_STARTED:
    case SBI_HSM_STATE_SUSPEND_PENDING:
    case SBI_HSM_STATE_SUSPENDED:
    case SBI_HSM_STATE_RESUME_PENDING:
        return true;
    default:
        return false;
    }
}

void hsm_init(xlen_t boot_hartid)
{
    for_each_hart(h, plat->hart_mask)
        fw_harts[h].hsm_state = h == boot_hartid ? SBI_HSM_STATE_STARTED : SBI_HSM_STATE_STOPPED;
}

void hsm_stopped_loop(void)
{
    struct fw_hart *self = hart_self();
    /* Only the doorbell wakes a stopped hart; its supervisor interrupts
     * are off, and hart_init sets them up afresh. */
    csr_write(mie, MIP_MSIP);
    for (;;) {
        hart_ipi_poll();
        if (state_of(self->hartid) == SBI_HSM_STATE_START_PENDING)
            break;
        wait_for_interrupt();
    }
    /* Written before START_PENDING, under the lock. */
    const xlen_t entry = self->start_addr, opaque = self->start_arg;
    hart_init();
    hold_point();
    set_state(self, SBI_HSM_STATE_STARTED);
    hart_enter_supervisor(entry, self->hartid, opaque);
}

static struct sbiret hart_start(xlen_t hartid, xlen_t start_addr, xlen_t opaque)
{
    if (!hart_is_valid(hartid))
        return sbi_err(SBI_ERR_INVALID_PARAM);
    if (!shmem_is_executable(start_addr))
        return sbi_err(SBI_ERR_INVALID_ADDRESS);
    struct fw_hart *h = &fw_harts[hartid];
    for (;;) {
        spin_lock(&hsm_lock);
        const uint32_t state = h->hsm_state;
        if (state == SBI_HSM_STATE_STOPPED) {
            h->start_addr = start_addr;
            h->start_arg = opaque;
            __atomic_store_n(&h->hsm_state, SBI_HSM_STATE_START_PENDING, __ATOMIC_RELEASE);
            spin_unlock(&hsm_lock);
            hart_ipi_ring(hartid);
            return sbi_ok(0);
        }
        spin_unlock(&hsm_lock);
        /* A stopping hart is stopped a moment later, by its own firmware:
         * it is then started as asked. Any other state is a hart already
         * on its way or running. */
        if (state != SBI_HSM_STATE_STOP_PENDING)
            return sbi_err(SBI_ERR_ALREADY_AVAILABLE);
        hart_ipi_poll();
    }
}

static struct sbiret hart_stop(void)
{
    struct fw_hart *self = hart_self();
    spin_lock(&hsm_lock);
    /* Stopping the last hart would leave nothing to start it again. A
     * hart on its way to STOPPED counts as stopped: of two harts that
     * stop together, the second to take the lock is the last one. */
    bool others = false;
    for_each_hart(h, plat->hart_mask) {
        const uint32_t state = fw_harts[h].hsm_state;
        if (h != self->hartid && state != SBI_HSM_STATE_STOPPED && state != SBI_HSM_STATE_STOP_PENDING)
            others = true;
    }
    if (!others) {
        spin_unlock(&hsm_lock);
        return sbi_err(SBI_ERR_FAILED);
    }
    __atomic_store_n(&self->hsm_state, SBI_HSM_STATE_STOP_PENDING, __ATOMIC_RELEASE);
    spin_unlock(&hsm_lock);
    hold_point();
    /* No deadline and no supervisor interrupt left behind (hart_init
     * clears them again at the next start, after the counters stop). */
    csr_write(mie, MIP_MSIP);
    timer_stop();
    csr_clear(mip, MIP_SSIP | MIP_LCOFIP);
    set_state(self, SBI_HSM_STATE_STOPPED);
    hsm_stopped_loop();
}

/* Until a supervisor interrupt is pending and enabled in sie (whatever
 * sstatus.SIE says, as for wfi), doing on the way what the machine
 * interrupts ask: other harts' requests (an IPI becomes SSIP here) and,
 * without Sstc, the timer (it becomes STIP). */
static void suspend_until_interrupt(void)
{
    for (;;) {
        const xlen_t pending = csr_read(mip) & csr_read(mie);
        if (pending & MIP_MSIP)
            hart_ipi_process();
        if (pending & MIP_MTIP)
            timer_interrupt();
        if (csr_read(mip) & csr_read(mie) & S_INTERRUPTS)
            return;
        wait_for_interrupt();
    }
}

static struct sbiret hart_suspend(uint32_t type, xlen_t resume_addr, xlen_t opaque)
{
    /* The two default types are implemented, and no platform-specific
     * one: those and the reserved ranges are INVALID_PARAM. */
    if (type != SBI_HSM_SUSPEND_RET_DEFAULT && type != SBI_HSM_SUSPEND_NON_RET_DEFAULT)
        return sbi_err(SBI_ERR_INVALID_PARAM);
    const bool retentive = !(type & SBI_HSM_SUSPEND_NON_RET_BIT);
    if (!retentive && !shmem_is_executable(resume_addr))
        return sbi_err(SBI_ERR_INVALID_ADDRESS);

    struct fw_hart *self = hart_self();
    set_state(self, SBI_HSM_STATE_SUSPEND_PENDING);
    hold_point();
    set_state(self, SBI_HSM_STATE_SUSPENDED);
    suspend_until_interrupt();
    set_state(self, SBI_HSM_STATE_RESUME_PENDING);
    hold_point();
    set_state(self, SBI_HSM_STATE_STARTED);
    /* Both keep every register and CSR: what a non-retentive suspend may
     * lose, it need not. Only the way back differs. */
    if (retentive)
        return sbi_ok(0);
    hart_enter_supervisor(resume_addr, self->hartid, opaque);
}

static struct sbiret hsm_handle(const struct sbi_call *c)
{
    switch (c->fid) {
    case SBI_HSM_HART_START:
        return hart_start(c->a[0], c->a[1], c->a[2]);
    case SBI_HSM_HART_STOP:
        return hart_stop();
    case SBI_HSM_HART_GET_STATUS:
        if (!hart_is_valid(c->a[0]))
            return sbi_err(SBI_ERR_INVALID_PARAM);
        return sbi_ok(state_of(c->a[0]));
    case SBI_HSM_HART_SUSPEND:
        /* suspend_type is 32 bits wide: the upper bits of a0 on RV64 are
         * not part of it. */
        return hart_suspend((uint32_t)c->a[0], c->a[1], c->a[2]);
    default:
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    }
}

const struct sbi_extension sbi_ext_hsm = {
    .eid_min = SBI_EXT_HSM, .eid_max = SBI_EXT_HSM, .handle = hsm_handle,
};
