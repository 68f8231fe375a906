/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Entry from reset and the M-mode trap vector.
 *
 * Every hart enters _start, in any order. A hart's ID chooses its stack
 * and its struct fw_hart (fw/hart.h), the first to take a ticket of the
 * boot lottery does the machine's one-time set-up (fw_main), and the
 * others wait until it is done (fw_boot_done) and then set themselves up
 * (fw_warm_main). The lottery and the flag are in .data, which the loader
 * sets and .bss clearing leaves alone; a hart ID at or past FW_MAX_HARTS
 * has neither stack nor struct and stays here.
 *
 * mscratch always points at the hart's struct fw_hart, so the vector can
 * find the firmware stack without a free register. It swaps mscratch with
 * tp on entry and puts the pointer back before any handler runs: tp is
 * then the hart's struct in all of the firmware's C (hart_self), and an
 * M-mode trap taken inside a handler (a guarded access) finds it too, and
 * never an address S-mode chose. A trap taken
 * in M-mode (a guarded access, lib/trap.c) stays on the stack it
 * interrupted. mepc and mstatus are saved in the frame and restored from it,
 * so a nested trap does not disturb the outer one.
 */
#include "fw/asm.h"
#include "fw/sbi_pmu_calls.h"
#include "riscv_priv.h"
#include "sbi_abi.h"

    .section .text.entry, "ax"
    .globl _start
_start:
    /* a0 = hartid, a1 = device tree or 0: keep them for fw_main */
    csrw mie, zero
    la t0, trap_vector
    csrw mtvec, t0
    csrr t0, mhartid
    li t1, FW_MAX_HARTS
    bgeu t0, t1, park
    la t1, fw_boot_lottery
    li t2, 1
    amoadd.w t2, t2, (t1)
    bnez t2, wait_for_cold_boot

    clear_bss __bss_start, __bss_end
    li s0, 1                        /* s0: this is the cold-boot hart */
    j hart_setup
wait_for_cold_boot:
    la t1, fw_boot_done
1:  lw t2, 0(t1)
    beqz t2, 1b
    fence r, rw                     /* nothing it set up is read before */
    li s0, 0

/* sp = fw_stacks + (hartid + 1) * FW_STACK_SIZE, tp = mscratch =
 * &fw_harts[hartid], whose stack word the trap path reads (the PMU words
 * are pmu_hart_init's, before the hart's first SBI call). */
hart_setup:
    csrr a0, mhartid
    la sp, fw_stacks
    addi t0, a0, 1
    slli t0, t0, FW_STACK_SHIFT
    add sp, sp, t0
    la tp, fw_harts
    la t0, fw_hart_size
    REG_L t0, 0(t0)
    mul t0, t0, a0
    add tp, tp, t0
    REG_S sp, SCRATCH_STACK(tp)
    csrw mscratch, tp
    beqz s0, 2f
    call fw_main                    /* (hartid, dtb); enters S-mode */
2:  call fw_warm_main               /* (hartid); a stopped hart, then S-mode */
park:
    wfi
    j park

    .data
    .balign 4
fw_boot_lottery:
    .word 0
    .globl fw_boot_done
fw_boot_done:
    .word 0

    .section .text.hot, "ax"
    .balign 4
    .globl trap_vector
trap_vector:
    csrrw tp, mscratch, tp          /* tp = this hart's struct fw_hart */
    REG_S t0, SCRATCH_TMP0(tp)
    csrr t0, mcause
    addi t0, t0, -CAUSE_ECALL_S     /* an ecall from S-mode: an SBI call */
    beqz t0, sbi_call_entry
    csrr t0, mstatus
    srli t0, t0, MSTATUS_MPP_SHIFT
    andi t0, t0, PRV_M
    addi t0, t0, -PRV_M
    bnez t0, 1f
    mv t0, sp                       /* from M: the interrupted stack */
    j 2f
1:  REG_L t0, SCRATCH_STACK(tp)     /* from S or U: the firmware stack */
2:  addi t0, t0, -FRAME_SIZE
    REG_S sp, 2*REGBYTES(t0)
    mv sp, t0
    REG_L t0, SCRATCH_TMP0(tp)

    for_regs REG_S, sp, 1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, \
             21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
    csrrw t0, mscratch, tp          /* the interrupted tp; mscratch back */
    REG_S t0, 4*REGBYTES(sp)
    csrr t0, mepc
    REG_S t0, FRAME_MEPC(sp)
    csrr t0, mstatus
    REG_S t0, FRAME_MSTATUS(sp)

    mv a0, sp
    call trap_handler

    REG_L t0, FRAME_MEPC(sp)
    csrw mepc, t0
    REG_L t0, FRAME_MSTATUS(sp)
    csrw mstatus, t0
    for_regs REG_L, sp, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, \
             21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
    REG_L x2, 2*REGBYTES(sp)
    mret

/*
 * The SBI call path. The SBI calling convention preserves every register
 * but a0 and a1, and the C handlers preserve s0-s11, gp and tp themselves
 * and never touch t2-t6, a6 and a7 (firmware/build.mk), so only the other
 * caller-saved registers are saved, in a frame that starts
 * with a0-a7 as a struct sbi_call (the dispatcher's argument; the PMU
 * functions take theirs in registers and need no a0/a1 there). The struct
 * sbiret comes back in a0/a1.
 */
.macro ecall_frame_save
    REG_S sp, SCRATCH_S_SP(tp)
    REG_L sp, SCRATCH_STACK(tp)
    addi sp, sp, -ECALL_FRAME_SIZE
    REG_S a2, 2*REGBYTES(sp)
    REG_S a3, 3*REGBYTES(sp)
    REG_S a4, 4*REGBYTES(sp)
    REG_S a5, 5*REGBYTES(sp)
    REG_L t0, SCRATCH_TMP0(tp)
    REG_S ra, 8*REGBYTES(sp)
    REG_S t0, 9*REGBYTES(sp)
    REG_S t1, 10*REGBYTES(sp)
    csrrw t1, mscratch, tp          /* S-mode's tp out, the hart's struct back */
    REG_S t1, SCRATCH_S_TP(tp)
.endm

/* The saved registers but a0/a1 and sp, as the caller left them. */
.macro ecall_frame_restore
    REG_L a2, 2*REGBYTES(sp)
    REG_L a3, 3*REGBYTES(sp)
    REG_L a4, 4*REGBYTES(sp)
    REG_L a5, 5*REGBYTES(sp)
    REG_L ra, 8*REGBYTES(sp)
    REG_L t0, 9*REGBYTES(sp)
    REG_L t1, 10*REGBYTES(sp)
.endm

/* Past the ecall, everything but a0/a1 as the caller left it, back to S. */
.macro ecall_frame_return
    csrr t0, mepc
    addi t0, t0, 4
    csrw mepc, t0
    ecall_frame_restore
    REG_L sp, SCRATCH_S_SP(tp)
    REG_L tp, SCRATCH_S_TP(tp)      /* mscratch already holds the struct */
    mret
.endm

/* The same from a call answered with t0 alone (still in SCRATCH_TMP0). */
.macro leaf_return
    csrr t0, mepc
    addi t0, t0, 4
    csrw mepc, t0
    REG_L t0, SCRATCH_TMP0(tp)
    csrrw tp, mscratch, tp
    mret
.endm

/*
 * The PMU's calls are routed here, from the one map of fw/sbi_pmu_calls.h:
 * a test of the FID for each entry, in the map's order, straight to the
 * entry, with the arguments still in a0-a5 and without the dispatcher.
 * A LEAF entry is the assembly below; a C function is entered through
 * pmu_enter_<function>, which saves the caller-saved registers and
 * nothing else.
 */
.set pmu_fids_routed, 0
.macro pmu_test fid, target
    .if pmu_fids_routed & (1 << (\fid))
    .error "a PMU FID is routed twice (fw/sbi_pmu_calls.h)"
    .endif
    .set pmu_fids_routed, pmu_fids_routed | (1 << (\fid))
    .if (\fid) == 0
    beqz a6, \target
    .else
    li t0, \fid
    beq a6, t0, \target
    .endif
.endm
.macro pmu_route fid, fn, kind
    .ifc \kind,LEAF
    pmu_test \fid, \fn
    .else
    pmu_test \fid, pmu_enter_\fn
    .endif
.endm
.macro pmu_enter fid, fn, kind
    .ifnc \kind,LEAF
pmu_enter_\fn:
    ecall_frame_save
    call \fn
    .ifc \kind,ERROR
    li a1, 0
    .endif
    j pmu_enter_return
    .endif
.endm
#define PMU_ROUTE(fid, fn, kind) pmu_route fid, fn, kind;
#define PMU_ENTER(fid, fn, kind) pmu_enter fid, fn, kind;

sbi_call_entry:
    /* While a firmware counter counts SBI calls, each call is counted in
     * one total, here and nowhere else: the counters derive their values
     * from it (fw/pmu_hart.h), so none is touched on the way. */
    lw t0, SCRATCH_PMU_CALLS_COUNTED(tp)
    bnez t0, sbi_call_count
sbi_call_counted:
    REG_L t0, SCRATCH_PMU_EID(tp)
    bne a7, t0, sbi_call_slow
    SBI_PMU_CALLS(PMU_ROUTE)
    li a0, SBI_ERR_NOT_SUPPORTED    /* no such FID */
    li a1, 0
    leaf_return
    .if pmu_fids_routed != (1 << SBI_PMU_NUM_FIDS) - 1
    .error "every PMU FID of sbi_abi.h needs an entry in fw/sbi_pmu_calls.h"
    .endif

    SBI_PMU_CALLS(PMU_ENTER)
/* Every answer of C code to an SBI call comes back here: the PMU's
 * entries above and sbi_dispatch below. An error code the specification
 * does not define is a firmware bug, never an answer. */
pmu_enter_return:                   /* one copy for the entries' cache lines */
    bnez a0, sbi_error_check        /* SUCCESS, the usual answer, is defined */
sbi_return:
    ecall_frame_return

sbi_error_check:
    addi t0, a0, -SBI_ERR_LAST
    sltiu t0, t0, 1 - SBI_ERR_LAST
    bnez t0, sbi_return
    mv a1, a0
    mv a2, a7
    la a0, sbi_bad_error_why
    call fw_panic

    .section .rodata
sbi_bad_error_why:
    .string "SBI handler returned an undefined error code"
    .section .text.hot, "ax"

sbi_call_count:
#if __riscv_xlen == 32
    lw t0, SCRATCH_PMU_SBI_CALLS(tp)
    addi t0, t0, 1
    sw t0, SCRATCH_PMU_SBI_CALLS(tp)
    bnez t0, sbi_call_counted
    lw t0, SCRATCH_PMU_SBI_CALLS + 4(tp)  /* the low word wrapped */
    addi t0, t0, 1
    sw t0, SCRATCH_PMU_SBI_CALLS + 4(tp)
#else
    ld t0, SCRATCH_PMU_SBI_CALLS(tp)
    addi t0, t0, 1
    sd t0, SCRATCH_PMU_SBI_CALLS(tp)
#endif
    j sbi_call_counted

/* The LEAF entries: the hart's firmware data pmu_hart_init set
 * (fw/pmu_hart.h), in its struct fw_hart. */
pmu_leaf_num_counters:
    REG_L a1, SCRATCH_PMU_NUM_COUNTERS(tp)
    li a0, 0
    leaf_return

pmu_leaf_get_info:
    REG_L t0, SCRATCH_PMU_NUM_COUNTERS(tp)
    bgeu a0, t0, pmu_leaf_invalid_param
    slli a0, a0, LOG_REGBYTES
    add t0, tp, a0
    REG_L a1, SCRATCH_PMU_INFO(t0)
    li a0, 0
    leaf_return

/* t0 = tp + 8 * (a0 - num_hw), from which firmware counter a0's
 * fw_values and fw_calls_mask entries are SCRATCH_PMU_FW_VALUES and
 * SCRATCH_PMU_FW_CALLS_MASK away, or an INVALID_PARAM answer for any other
 * counter. */
.macro fw_value_address
    REG_L t0, SCRATCH_PMU_NUM_COUNTERS(tp)
    bgeu a0, t0, pmu_leaf_invalid_param
    REG_L t0, SCRATCH_PMU_NUM_HW(tp)
    bltu a0, t0, pmu_leaf_invalid_param
    sub a0, a0, t0
    slli a0, a0, 3
    add t0, tp, a0
.endm

/* The value is fw_values + (sbi_calls & fw_calls_mask) (fw/pmu_hart.h).
 * fw_read answers its low XLEN bits. */
pmu_leaf_fw_read:
    fw_value_address
    REG_L a1, SCRATCH_PMU_FW_VALUES(t0)
    REG_L a0, SCRATCH_PMU_FW_CALLS_MASK(t0)
    beqz a0, 1f                     /* the mask is all ones or 0 */
    REG_L a0, SCRATCH_PMU_SBI_CALLS(tp)
    add a1, a1, a0
1:  li a0, 0
    leaf_return

/* fw_read_hi: the high 32 bits; 0 on RV64. On RV32 the 64-bit sum of the
 * same two terms, with the low words' carry. */
pmu_leaf_fw_read_hi:
    fw_value_address
#if __riscv_xlen == 32
    lw a0, SCRATCH_PMU_FW_CALLS_MASK(t0)
    lw a1, SCRATCH_PMU_SBI_CALLS(tp)
    and a1, a1, a0                  /* low word of the calls term */
    lw a0, SCRATCH_PMU_FW_VALUES(t0)
    add a1, a0, a1
    sltu a1, a1, a0                 /* the low words' carry */
    lw a0, SCRATCH_PMU_FW_VALUES + 4(t0)
    add a1, a1, a0
    lw a0, SCRATCH_PMU_FW_CALLS_MASK + 4(t0)
    lw t0, SCRATCH_PMU_SBI_CALLS + 4(tp)
    and a0, a0, t0                  /* high word of the calls term */
    add a1, a1, a0
#else
    li a1, 0
#endif
    li a0, 0
    leaf_return

pmu_leaf_invalid_param:
    li a0, SBI_ERR_INVALID_PARAM
    li a1, 0
    leaf_return

sbi_call_slow:
    ecall_frame_save
    REG_S a0, 0*REGBYTES(sp)
    REG_S a1, 1*REGBYTES(sp)
    REG_S a6, 6*REGBYTES(sp)
    REG_S a7, 7*REGBYTES(sp)
    mv a0, sp
    call sbi_dispatch               /* (struct sbi_call *) -> a0, a1 */
    j pmu_enter_return

    .bss
    .balign 16
    .globl fw_stacks
fw_stacks:
    .skip FW_STACK_SIZE * FW_MAX_HARTS

    .text
/* enter_supervisor(entry, a0, a1): mret into S-mode at entry with a0/a1. */
    .globl enter_supervisor
enter_supervisor:
    csrw mepc, a0
    li t0, MSTATUS_MPP              /* MPP = S, MPIE = 0 */
    csrc mstatus, t0
    li t0, MSTATUS_MPP_S
    csrs mstatus, t0
    li t0, MSTATUS_MPIE
    csrc mstatus, t0
    mv a0, a1
    mv a1, a2
    mret
