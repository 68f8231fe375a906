/* SPDX-License-Identifier: Apache-2.0 */
/* Sets of counters as bitmaps. */
#ifndef FW_BITS_H
#define FW_BITS_H

#include "fw/types.h"

/* The index of the lowest set bit of m (m != 0), by de Bruijn sequence:
 * the core has no count-trailing-zeros instruction, and libgcc's is not
 * linked (firmware/build.mk). */
static inline unsigned lowest_bit(uint32_t m)
{
    static const uint8_t position[32] = {
        0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
        31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9,
    };
    return position[((m & -m) * 0x077cb531u) >> 27];
}

/* Bit n (n < 64) of a 64-bit set, and a 32-bit word shifted left by n
 * into one. On RV32 these are written in 32-bit halves: GCC would
 * otherwise sometimes call libgcc's shift, which is not linked
 * (firmware/build.mk). */
static inline uint64_t bit64(unsigned n)
{
#if XLEN == 64
    return 1ULL << n;
#else
    uint32_t b = 1u << (n & 31);
    return n < 32 ? b : (uint64_t)b << 32;
#endif
}

static inline uint64_t shl64(xlen_t m, unsigned n)
{
#if XLEN == 64
    return (uint64_t)m << n;
#else
    if (n >= 32)
        return (uint64_t)(m << (n - 32)) << 32;
    return n ? (uint64_t)(m >> (32 - n)) << 32 | (uint32_t)(m << n) : m;
#endif
}

/* The same for 64 bits, in 32-bit halves: one 32-bit multiply on RV32 too. */
static inline unsigned lowest_bit64(uint64_t m)
{
    uint32_t lo = (uint32_t)m;
    return lo ? lowest_bit(lo) : 32 + lowest_bit((uint32_t)(m >> 32));
}

#endif
