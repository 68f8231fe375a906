/* SPDX-License-Identifier: Apache-2.0 */
/* /bin/spin, the program the real perf tool measures (make
 * linux-perf-qemu): a loop of loads over 64 pages, long enough for perf
 * record to take samples in it. Built on nolibc like /init. */
#include "libc.h"

#define PAGES 64u
#define PAGE 4096u
#define ROUNDS 400u

static volatile uint64_t data[PAGES * PAGE / sizeof(uint64_t)];

static uint64_t __attribute__((noinline)) spin_pages(unsigned rounds)
{
    uint64_t sum = 0;
    for (unsigned r = 0; r < rounds; r++)
        for (unsigned i = 0; i < PAGES * PAGE / sizeof(uint64_t); i += 8)
            sum += data[i] + r;
    return sum;
}

int main(void)
{
    return spin_pages(ROUNDS) == 0 ? 1 : 0;
}
