/* SPDX-License-Identifier: Apache-2.0 */
/* Ends at once through the test finisher with exit code EXIT_CODE (given on
 * the compiler's command line), or, with SPIN defined, never ends. For
 * tb/soc/tests/exit-codes.sh, which checks soc-sim's exit statuses. */
#include "defs.h"

    .section .text.init
    .globl _start
_start:
#ifdef SPIN
1:  j 1b
#else
    li t0, FINISHER_BASE
    li t1, (EXIT_CODE << 16) | FINISHER_FAIL
    sw t1, 0(t0)
1:  j 1b
#endif
