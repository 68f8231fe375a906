/* SPDX-License-Identifier: Apache-2.0 */
/* The 64-bit helpers GCC calls on RV32, which the toolchain's libgcc (built
 * for RV64 only) cannot provide: shifts and unsigned division. Plain
 * shift-and-subtract; the payloads divide rarely. */
#include <stdint.h>

#if __riscv_xlen == 32
uint64_t __ashldi3(uint64_t v, int n);
uint64_t __lshrdi3(uint64_t v, int n);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);

uint64_t __ashldi3(uint64_t v, int n)
{
    uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
    if (n == 0)
        return v;
    if (n >= 32)
        return (uint64_t)(lo << (n - 32)) << 32;
    return (uint64_t)((hi << n) | (lo >> (32 - n))) << 32 | (uint32_t)(lo << n);
}

uint64_t __lshrdi3(uint64_t v, int n)
{
    uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
    if (n == 0)
        return v;
    if (n >= 32)
        return hi >> (n - 32);
    return (uint64_t)(hi >> n) << 32 | ((lo >> n) | (hi << (32 - n)));
}

static uint64_t divmod(uint64_t n, uint64_t d, uint64_t *rem)
{
    uint64_t q = 0, r = 0;
    for (int i = 63; i >= 0; i--) {
        r = r << 1 | ((n >> i) & 1);
        if (r >= d) {
            r -= d;
            q |= (uint64_t)1 << i;
        }
    }
    *rem = r;
    return q;
}

uint64_t __udivdi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    return divmod(n, d, &r);
}

uint64_t __umoddi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    divmod(n, d, &r);
    return r;
}
#endif
