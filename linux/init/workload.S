/* SPDX-License-Identifier: Apache-2.0 */
/* void workload_loop(uint64_t iterations): 2 instructions per iteration.
 * Aligned to 4 bytes: the rest of /init is compressed, and at a 2-byte
 * boundary one of the two 32-bit instructions can start in the last
 * halfword of an L1I line, which costs the SoC's core a cycle of split
 * fetch every iteration (a third of the loop's cycles; the in-band
 * top-down rows showed it, docs/linux.md). */
    .text
    .globl workload_loop
    .type workload_loop, @function
    .option push
    .option norvc
    .balign 4
workload_loop:
    beqz a0, 2f
1:  addi a0, a0, -1
    bnez a0, 1b
2:  ret
    .option pop
    .size workload_loop, . - workload_loop
    .globl workload_loop_end
workload_loop_end:

/* The canonical 32-bit illegal instruction (csrrw x0, cycle, x0). */
    .globl workload_illegal_insn
    .type workload_illegal_insn, @function
workload_illegal_insn:
    .4byte 0xc0001073
    ret
    .size workload_illegal_insn, . - workload_illegal_insn

    .section .note.GNU-stack, "", @progbits
