/* SPDX-License-Identifier: Apache-2.0 */
/* Ends at once through the test finisher with exit code EXIT_CODE (given on
 * the compiler's command line), or, with SPIN defined, never ends. With
 * WRITE_COUNTER it first writes mcycle while it counts, which an HPM that
 * keeps the cycle's increment on a write (the injected fault
 * WRITE_KEEPS_INCREMENT) gets wrong. For tb/soc/tests/exit-codes.sh, which
 * checks soc-sim's exit statuses. */
#include "defs.h"

    .section .text.init
    .globl _start
_start:
#ifdef SPIN
1:  j 1b
#else
#ifdef WRITE_COUNTER
    li t2, 1000
    csrw mcycle, t2
    nop
    nop
#endif
    li t0, FINISHER_BASE
    li t1, (EXIT_CODE << 16) | FINISHER_FAIL
    sw t1, 0(t0)
1:  j 1b
#endif
