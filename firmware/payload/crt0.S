/* SPDX-License-Identifier: Apache-2.0 */
/* S-mode payload entry: a0 = hartid, a1 = device tree or 0. Clears .bss,
 * keeps the hart ID (payload_hartid: on a machine of several harts the
 * firmware may enter the payload on any of them) and the device tree
 * (payload_dtb), sets the stack and the
 * trap vector, calls main(hartid, dtb), then shuts the machine down with
 * main's result (SBI SRST). */
#include "riscv_asm.h"

    .section .text.entry, "ax"
    .globl _start
_start:
    clear_bss __bss_start, __bss_end
    la t0, payload_hartid
    REG_S a0, 0(t0)
    la t0, payload_dtb
    REG_S a1, 0(t0)
    la sp, __stack_top
    la t0, s_trap_vector
    csrw stvec, t0
    call main
    call payload_exit

/* Saves the caller-saved registers, calls s_trap(cause, epc); the handler
 * may change sepc through its return value. Global: other harts a
 * program starts use it too, each on its own stack. */
    .bss
    .balign REGBYTES
    .globl payload_hartid, payload_dtb
payload_hartid:
    .skip REGBYTES
payload_dtb:
    .skip REGBYTES

    .text
    .balign 4
    .globl s_trap_vector
s_trap_vector:
    addi sp, sp, -18*REGBYTES
    REG_S ra, 0*REGBYTES(sp)
    REG_S t0, 1*REGBYTES(sp)
    REG_S t1, 2*REGBYTES(sp)
    REG_S t2, 3*REGBYTES(sp)
    REG_S a0, 4*REGBYTES(sp)
    REG_S a1, 5*REGBYTES(sp)
    REG_S a2, 6*REGBYTES(sp)
    REG_S a3, 7*REGBYTES(sp)
    REG_S a4, 8*REGBYTES(sp)
    REG_S a5, 9*REGBYTES(sp)
    REG_S a6, 10*REGBYTES(sp)
    REG_S a7, 11*REGBYTES(sp)
    REG_S t3, 12*REGBYTES(sp)
    REG_S t4, 13*REGBYTES(sp)
    REG_S t5, 14*REGBYTES(sp)
    REG_S t6, 15*REGBYTES(sp)
    csrr a0, scause
    csrr a1, sepc
    call s_trap
    csrw sepc, a0
    REG_L ra, 0*REGBYTES(sp)
    REG_L t0, 1*REGBYTES(sp)
    REG_L t1, 2*REGBYTES(sp)
    REG_L t2, 3*REGBYTES(sp)
    REG_L a0, 4*REGBYTES(sp)
    REG_L a1, 5*REGBYTES(sp)
    REG_L a2, 6*REGBYTES(sp)
    REG_L a3, 7*REGBYTES(sp)
    REG_L a4, 8*REGBYTES(sp)
    REG_L a5, 9*REGBYTES(sp)
    REG_L a6, 10*REGBYTES(sp)
    REG_L a7, 11*REGBYTES(sp)
    REG_L t3, 12*REGBYTES(sp)
    REG_L t4, 13*REGBYTES(sp)
    REG_L t5, 14*REGBYTES(sp)
    REG_L t6, 15*REGBYTES(sp)
    addi sp, sp, 18*REGBYTES
    sret
