/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register-width helpers and small routines that more than one assembly
 * program here uses: the firmware (fw/asm.h) and the S-mode payloads
 * (payload/crt0.S). Assembly only.
 */
#ifndef RISCV_ASM_H
#define RISCV_ASM_H

#if __riscv_xlen == 64
#define REG_S sd
#define REG_L ld
#define REGBYTES 8
#define LOG_REGBYTES 3
#else
#define REG_S sw
#define REG_L lw
#define REGBYTES 4
#define LOG_REGBYTES 2
#endif

#ifdef __ASSEMBLER__
/* Zero [start, end), both REGBYTES-aligned (the linker scripts align
 * .bss so), with t0 and t1. */
.macro clear_bss start, end
    la t0, \start
    la t1, \end
1:  bgeu t0, t1, 2f
    REG_S zero, 0(t0)
    addi t0, t0, REGBYTES
    j 1b
2:
.endm

/* REG_S (or REG_L) of each register named, at its number's slot above base. */
.macro for_regs op, base, regs:vararg
    .irp n, \regs
    \op x\n, \n*REGBYTES(\base)
    .endr
.endm
#endif

#endif
