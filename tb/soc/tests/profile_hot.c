/* SPDX-License-Identifier: Apache-2.0 */
/*
 * make soc-observe-check: a program whose profile is known from its
 * construction (tools/tests/soc-observe.py). main calls hot(), which calls
 * the leaf hot_inner() four times, then cold(), a leaf with a twentieth of
 * hot's iterations; start-up and the exit are a few hundred cycles. So at
 * least 90 % of any profile's samples must be in hot_inner, on the stack
 * main;hot;hot_inner, and cold's few on main;cold. hot_inner is a leaf
 * with a frame of its own (it saves only fp), hot a function that saves
 * ra and fp: the two frames the unwinder must tell apart. Built with frame
 * pointers, M-mode, no firmware; noipa keeps GCC from cloning the
 * functions under other names (hot.constprop.0).
 */
#include "test.h"

#define HOT_N  20000u
#define COLD_N 4000u

static volatile unsigned sink;

/* An LCG step per iteration, whose result is used: nothing to optimise away. */
__attribute__((noinline, noipa)) static unsigned hot_inner(unsigned n)
{
    unsigned x = n;
    for (unsigned i = 0; i < n; i++)
        x = x * 1103515245u + 12345u;
    return x;
}

__attribute__((noinline, noipa)) static unsigned hot(unsigned n)
{
    unsigned s = 0;
    for (unsigned r = 0; r < 4; r++)
        s += hot_inner(n + r);
    return s;
}

__attribute__((noinline, noipa)) static unsigned cold(unsigned n)
{
    unsigned x = n;
    for (unsigned i = 0; i < n; i++)
        x = x * 69069u + 1u;
    return x;
}

int main(void)
{
    sink = hot(HOT_N);
    sink = cold(COLD_N);
    return 0;
}
