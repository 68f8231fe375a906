/* SPDX-License-Identifier: Apache-2.0 */
/* What the S-mode benchmarks (firmware/bench) measure with: the hart's
 * retired instructions and cycles, the low XLEN bits of each (a
 * difference taken in xlen_t is right across a carry into the high half
 * on RV32). */
#ifndef BENCH_H
#define BENCH_H

#include "payload.h"

static inline xlen_t rd_instret(void)
{
    xlen_t v;
    __asm__ volatile("rdinstret %0" : "=r"(v) :: "memory");
    return v;
}

static inline xlen_t rd_cycle(void)
{
    xlen_t v;
    __asm__ volatile("rdcycle %0" : "=r"(v) :: "memory");
    return v;
}

#endif
