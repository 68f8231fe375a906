/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Entry from reset and the M-mode trap vector.
 *
 * mscratch always points at fw_scratch, so the vector can find the
 * firmware stack without a free register. It swaps mscratch with tp on
 * entry and puts fw_scratch back before any handler runs: an M-mode trap
 * taken inside a handler (a guarded access) then finds fw_scratch too, and
 * never an address S-mode chose. A trap taken
 * in M-mode (a guarded access, lib/trap.c) stays on the stack it
 * interrupted. mepc and mstatus are saved in the frame and restored from it,
 * so a nested trap does not disturb the outer one.
 */
#include "fw/asm.h"
#include "sbi_abi.h"

    .section .text.entry, "ax"
    .globl _start
_start:
    /* a0 = hartid, a1 = device tree or 0: keep them for fw_main */
    csrw mie, zero
    la t0, trap_vector
    csrw mtvec, t0
    csrr t0, mhartid
    bnez t0, park                   /* one hart: the others wait forever */

    la t0, __bss_start
    la t1, __bss_end
1:  bgeu t0, t1, 2f
    REG_S zero, 0(t0)
    addi t0, t0, REGBYTES
    j 1b
2:
    la sp, fw_stack_top
    la t0, fw_scratch
    REG_S sp, SCRATCH_STACK(t0)
    csrw mscratch, t0
    call fw_main                    /* does not return: it enters S-mode */
park:
    wfi
    j park

    .text
    .balign 4
    .globl trap_vector
trap_vector:
    csrrw tp, mscratch, tp          /* tp = &fw_scratch */
    REG_S t0, SCRATCH_TMP0(tp)
    csrr t0, mcause
    addi t0, t0, -9                 /* an ecall from S-mode: an SBI call */
    beqz t0, sbi_call_entry
    csrr t0, mstatus
    srli t0, t0, 11
    andi t0, t0, 3
    addi t0, t0, -3
    bnez t0, 1f
    mv t0, sp                       /* from M: the interrupted stack */
    j 2f
1:  REG_L t0, SCRATCH_STACK(tp)     /* from S or U: the firmware stack */
2:  addi t0, t0, -FRAME_SIZE
    REG_S sp, 2*REGBYTES(t0)
    mv sp, t0
    REG_L t0, SCRATCH_TMP0(tp)

    REG_S x1, 1*REGBYTES(sp)
    REG_S x3, 3*REGBYTES(sp)
    REG_S x5, 5*REGBYTES(sp)
    REG_S x6, 6*REGBYTES(sp)
    REG_S x7, 7*REGBYTES(sp)
    REG_S x8, 8*REGBYTES(sp)
    REG_S x9, 9*REGBYTES(sp)
    REG_S x10, 10*REGBYTES(sp)
    REG_S x11, 11*REGBYTES(sp)
    REG_S x12, 12*REGBYTES(sp)
    REG_S x13, 13*REGBYTES(sp)
    REG_S x14, 14*REGBYTES(sp)
    REG_S x15, 15*REGBYTES(sp)
    REG_S x16, 16*REGBYTES(sp)
    REG_S x17, 17*REGBYTES(sp)
    REG_S x18, 18*REGBYTES(sp)
    REG_S x19, 19*REGBYTES(sp)
    REG_S x20, 20*REGBYTES(sp)
    REG_S x21, 21*REGBYTES(sp)
    REG_S x22, 22*REGBYTES(sp)
    REG_S x23, 23*REGBYTES(sp)
    REG_S x24, 24*REGBYTES(sp)
    REG_S x25, 25*REGBYTES(sp)
    REG_S x26, 26*REGBYTES(sp)
    REG_S x27, 27*REGBYTES(sp)
    REG_S x28, 28*REGBYTES(sp)
    REG_S x29, 29*REGBYTES(sp)
    REG_S x30, 30*REGBYTES(sp)
    REG_S x31, 31*REGBYTES(sp)
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
    REG_L x1, 1*REGBYTES(sp)
    REG_L x3, 3*REGBYTES(sp)
    REG_L x4, 4*REGBYTES(sp)
    REG_L x5, 5*REGBYTES(sp)
    REG_L x6, 6*REGBYTES(sp)
    REG_L x7, 7*REGBYTES(sp)
    REG_L x8, 8*REGBYTES(sp)
    REG_L x9, 9*REGBYTES(sp)
    REG_L x10, 10*REGBYTES(sp)
    REG_L x11, 11*REGBYTES(sp)
    REG_L x12, 12*REGBYTES(sp)
    REG_L x13, 13*REGBYTES(sp)
    REG_L x14, 14*REGBYTES(sp)
    REG_L x15, 15*REGBYTES(sp)
    REG_L x16, 16*REGBYTES(sp)
    REG_L x17, 17*REGBYTES(sp)
    REG_L x18, 18*REGBYTES(sp)
    REG_L x19, 19*REGBYTES(sp)
    REG_L x20, 20*REGBYTES(sp)
    REG_L x21, 21*REGBYTES(sp)
    REG_L x22, 22*REGBYTES(sp)
    REG_L x23, 23*REGBYTES(sp)
    REG_L x24, 24*REGBYTES(sp)
    REG_L x25, 25*REGBYTES(sp)
    REG_L x26, 26*REGBYTES(sp)
    REG_L x27, 27*REGBYTES(sp)
    REG_L x28, 28*REGBYTES(sp)
    REG_L x29, 29*REGBYTES(sp)
    REG_L x30, 30*REGBYTES(sp)
    REG_L x31, 31*REGBYTES(sp)
    REG_L x2, 2*REGBYTES(sp)
    mret

/*
 * The SBI call path. The SBI calling convention preserves every register
 * but a0 and a1, and the C handlers preserve s0-s11, gp and tp themselves,
 * so only the caller-saved registers are saved, in a frame that starts
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
    REG_S a6, 6*REGBYTES(sp)
    REG_S a7, 7*REGBYTES(sp)
    REG_L t0, SCRATCH_TMP0(tp)
    REG_S ra, 8*REGBYTES(sp)
    REG_S t0, 9*REGBYTES(sp)
    REG_S t1, 10*REGBYTES(sp)
    REG_S t2, 11*REGBYTES(sp)
    REG_S t3, 12*REGBYTES(sp)
    REG_S t4, 13*REGBYTES(sp)
    REG_S t5, 14*REGBYTES(sp)
    REG_S t6, 15*REGBYTES(sp)
    csrrw t1, mscratch, tp          /* S-mode's tp out, fw_scratch back */
    REG_S t1, SCRATCH_S_TP(tp)
.endm

/* Past the ecall, everything but a0/a1 as the caller left it, back to S. */
.macro ecall_frame_return
    csrr t0, mepc
    addi t0, t0, 4
    csrw mepc, t0
    REG_L a2, 2*REGBYTES(sp)
    REG_L a3, 3*REGBYTES(sp)
    REG_L a4, 4*REGBYTES(sp)
    REG_L a5, 5*REGBYTES(sp)
    REG_L a6, 6*REGBYTES(sp)
    REG_L a7, 7*REGBYTES(sp)
    REG_L ra, 8*REGBYTES(sp)
    REG_L t0, 9*REGBYTES(sp)
    REG_L t1, 10*REGBYTES(sp)
    REG_L t2, 11*REGBYTES(sp)
    REG_L t3, 12*REGBYTES(sp)
    REG_L t4, 13*REGBYTES(sp)
    REG_L t5, 14*REGBYTES(sp)
    REG_L t6, 15*REGBYTES(sp)
    REG_L sp, SCRATCH_S_SP(tp)
    REG_L tp, SCRATCH_S_TP(tp)      /* mscratch already holds fw_scratch */
    mret
.endm

sbi_call_entry:
    /*
     * PMU calls skip the dispatcher: num_counters, get_info, fw_read and
     * fw_read_hi only read firmware data, so they are answered here with
     * t0 alone; the others go straight to their function (pmu_fid_table;
     * start and stop, which return an error only, pmu_start_stop), their
     * arguments still in a0-a5. Not while a firmware counter runs:
     * then the call must be counted (SBI_PMU_FW_PLATFORM's SBI-call event),
     * which the dispatcher does.
     */
    lw t0, pmu_fw_started
    bnez t0, sbi_call_slow
    li t0, SBI_EXT_PMU
    bne a7, t0, sbi_call_slow
#if SBI_PMU_COUNTER_STOP != SBI_PMU_COUNTER_START + 1 || SBI_PMU_NUM_COUNTERS != 0
#error "the fast path tests start/stop as one range and num_counters as zero"
#endif
    addi t0, a6, -SBI_PMU_COUNTER_START /* start and stop, the busiest, first */
    sltiu t0, t0, 2
    bnez t0, pmu_start_stop
    beqz a6, fast_num_counters
    li t0, SBI_PMU_COUNTER_GET_INFO
    beq a6, t0, fast_get_info
    li t0, SBI_PMU_COUNTER_FW_READ
    beq a6, t0, fast_fw_read
    li t0, SBI_PMU_COUNTER_FW_READ_HI
    beq a6, t0, fast_fw_read
    li t0, SBI_PMU_NUM_FIDS
    bgeu a6, t0, sbi_call_slow      /* no such FID: the dispatcher says so */
pmu_direct:                         /* FIDs 2, 7 and 8 */
    ecall_frame_save
    la t0, pmu_fid_table
    slli t1, a6, LOG_REGBYTES
    add t0, t0, t1
    REG_L t0, 0(t0)
    jalr t0
    ecall_frame_return

pmu_start_stop:                     /* their sbiret.value is always 0 */
    ecall_frame_save
    li t0, SBI_PMU_COUNTER_STOP
    beq a6, t0, 1f
    call sbi_pmu_counter_start
    j 2f
1:  call sbi_pmu_counter_stop
2:  li a1, 0
    ecall_frame_return

fast_num_counters:
    REG_L a1, pmu_fast_num_counters
    li a0, 0
    j fast_return
fast_get_info:
    REG_L t0, pmu_fast_num_counters
    bgeu a0, t0, fast_invalid_param
    slli a0, a0, LOG_REGBYTES
    la t0, pmu_fast_info
    add t0, t0, a0
    REG_L a1, 0(t0)
    li a0, 0
    j fast_return
fast_fw_read:                       /* FIDs 5 and 6: a firmware counter */
    REG_L t0, pmu_fast_num_counters
    bgeu a0, t0, fast_invalid_param
    REG_L t0, pmu_fast_num_hw
    bltu a0, t0, fast_invalid_param
    sub a0, a0, t0
    slli a0, a0, 3
    la t0, pmu_fw_values
    add t0, t0, a0                  /* t0 = &pmu_fw_values[idx - num_hw] */
    li a0, 0
    li a1, SBI_PMU_COUNTER_FW_READ_HI
    beq a6, a1, 1f
    REG_L a1, 0(t0)                 /* fw_read: the low XLEN bits */
    j fast_return
1:
#if __riscv_xlen == 32
    lw a1, 4(t0)                    /* fw_read_hi: the high 32 bits */
#else
    li a1, 0                        /* fw_read_hi: always 0 on RV64 */
#endif
    j fast_return
fast_invalid_param:
    li a0, SBI_ERR_INVALID_PARAM
    li a1, 0
fast_return:
    csrr t0, mepc
    addi t0, t0, 4
    csrw mepc, t0
    REG_L t0, SCRATCH_TMP0(tp)
    csrrw tp, mscratch, tp
    mret

sbi_call_slow:
    ecall_frame_save
    REG_S a0, 0*REGBYTES(sp)
    REG_S a1, 1*REGBYTES(sp)
    mv a0, sp
    call sbi_ecall                  /* (struct sbi_call *) -> a0, a1 */
    ecall_frame_return

    .section .rodata
    .balign REGBYTES
pmu_fid_table:                      /* lib/sbi_pmu.c, by FID */
#if __riscv_xlen == 64
#define FN .dword
#else
#define FN .word
#endif
    FN sbi_pmu_num_counters
    FN sbi_pmu_counter_get_info
    FN sbi_pmu_counter_config_matching
    FN 0                            /* 3 and 4: pmu_start_stop */
    FN 0
    FN sbi_pmu_counter_fw_read
    FN sbi_pmu_counter_fw_read_hi
    FN sbi_pmu_snapshot_set_shmem
    FN sbi_pmu_event_get_info
    .if . - pmu_fid_table != SBI_PMU_NUM_FIDS * REGBYTES
    .error "pmu_fid_table needs one entry per PMU FID (sbi_abi.h)"
    .endif

    .bss
    .balign 16
    .globl fw_scratch
fw_scratch:
    .skip 4 * REGBYTES
    .balign 16
fw_stack:
    .skip 8192
fw_stack_top:

    .text
/* enter_supervisor(entry, a0, a1): mret into S-mode at entry with a0/a1. */
    .globl enter_supervisor
enter_supervisor:
    csrw mepc, a0
    li t0, 3 << 11                  /* MPP = S, MPIE = 0 */
    csrc mstatus, t0
    li t0, 1 << 11
    csrs mstatus, t0
    li t0, 1 << 7
    csrc mstatus, t0
    mv a0, a1
    mv a1, a2
    mret
