/* SPDX-License-Identifier: Apache-2.0 */
/*
 * C extension, instruction alignment (IALIGN = 16): jumps and branches to
 * any 2-byte boundary are taken without an exception, and jalr clears bit 0
 * of its target; a 32-bit instruction at a pc that is 2 mod 4 runs,
 * including one whose halves lie in two L1I lines (32-byte lines: the
 * second half is fetched from the next line) and in two 4 KiB pages, cold
 * (after fence.i) and warm; jal and jalr link to pc + 4.
 */
#include "test_macros.h"

    .option rvc
    .text
    .globl main
main:
    TEST_NUM(1)                     /* jalr to target + 2 */
    la a2, target
    addi a2, a2, 2
    li a0, 0
1:  jalr ra, 0(a2)
    CHECK_EQI a0, 5
    la a3, 1b + 4
    CHECK_EQ ra, a3                 /* a 32-bit jalr links pc + 4 */

    TEST_NUM(2)                     /* rs1 = target + 3: bit 0 cleared */
    la a2, target
    addi a2, a2, 3
    li a0, 0
    jalr ra, 0(a2)
    CHECK_EQI a0, 5

    TEST_NUM(3)                     /* jalr with an odd offset */
    la a2, target
    li a0, 0
    jalr ra, 3(a2)
    CHECK_EQI a0, 5

    TEST_NUM(4)                     /* jal to a 2 mod 4 target, links pc + 4 */
    li a0, 0
2:  jal ra, target + 2
    CHECK_EQI a0, 5
    la a3, 2b + 4
    CHECK_EQ ra, a3

    TEST_NUM(5)                     /* taken branches to 2 mod 4 targets */
    li a1, 1
    .balign 4
    beq a1, a1, 3f
    TEST_FAIL
    .balign 4
    c.nop
3:  bne a1, x0, 4f
    TEST_FAIL
4:  blt x0, a1, 5f                  /* at 2 mod 4 itself */
    TEST_FAIL
5:
    TEST_NUM(6)                     /* 32-bit instructions at 2 mod 4 */
    .balign 4
    c.nop
    li a0, 0x12345
    addi a0, a0, 1
    CHECK_EQI a0, 0x12346

    TEST_NUM(7)                     /* across an L1I line, cold then warm */
    li s0, 2
6:  fence.i
    li a0, 0
    call across_line
    CHECK_EQI a0, 0x7ff
    li a0, 0
    call across_line
    CHECK_EQI a0, 0x7ff
    addi s0, s0, -1
    bnez s0, 6b

    TEST_NUM(8)                     /* across a 4 KiB page */
    fence.i
    li a0, 0
    call across_page
    CHECK_EQI a0, -0x800
    TEST_PASS

    .balign 4
target:
    c.li a0, 1                      /* skipped by the jumps to target + 2 */
    c.li a0, 5
    ret

    /* addi a0, a0, 0x7ff with its first half in the last halfword of one
       32-byte line and its second in the next line */
    .balign 32
across_line:
    .rept 15
    c.nop
    .endr
    addi a0, a0, 0x7ff
    ret

    .balign 4096
    .skip 4096 - 6
across_page:
    c.nop
    c.nop
    addi a0, a0, -0x800             /* from 4094 to 4098 of its page */
    ret
