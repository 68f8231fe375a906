/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A spinlock for what several harts share and change together: the
 * console's lines and the HSM states. amoswap.w.aq takes it, so nothing
 * of the section is seen before the lock is held; amoswap.w.rl gives it
 * back after everything the section wrote. Waiters read before they swap
 * again, so a held lock costs its waiters loads, not bus writes. Never
 * held while waiting for another hart to act (lib/hart.c): a lock holder
 * cannot take IPIs.
 */
#ifndef FW_LOCK_H
#define FW_LOCK_H

#include "fw/types.h"

typedef struct {
    uint32_t word;                  /* 0 free, 1 held */
} spinlock_t;

static inline bool spin_trylock(spinlock_t *l)
{
    uint32_t old;
    __asm__ volatile("amoswap.w.aq %0, %2, %1" : "=r"(old), "+A"(l->word) : "r"(1u) : "memory");
    return old == 0;
}

static inline void spin_lock(spinlock_t *l)
{
    while (!spin_trylock(l))
        while (__atomic_load_n(&l->word, __ATOMIC_RELAXED))
            ;
}

static inline void spin_unlock(spinlock_t *l)
{
    __asm__ volatile("amoswap.w.rl zero, zero, %0" : "+A"(l->word) :: "memory");
}

#endif
