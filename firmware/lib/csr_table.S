/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CSR access by number (fw/csr_num.h). csrr and csrw take the CSR number
 * as an immediate, so every CSR the firmware reaches by a number known only
 * at run time has an entry of two instructions, "csrr a0, N; ret" or
 * "csrw N, a1; ret", in a table of 32 per group of CSRs; an access finds
 * its group, then jumps to its entry. The counters' group comes first: the
 * PMU calls use it most.
 */
#include "fw/asm.h"
#include "hpm_spec.h"

#define ENTRY_SHIFT 3                   /* two 4-byte instructions */

/* The table of 32 reads from CSR base .. base + 31. */
.macro read_group base
    .set csr_n, \base
    .rept 32
    csrr a0, csr_n
    ret
    .set csr_n, csr_n + 1
    .endr
.endm

.macro write_group base
    .set csr_n, \base
    .rept 32
    csrw csr_n, a1
    ret
    .set csr_n, csr_n + 1
    .endr
.endm

/* With t1 = the group (csr & ~31) and t0 = the entry's offset: jump into
 * table if the group is base. Only t0, t1 and a0-a2: the firmware's C
 * leaves t2-t6 alone (firmware/build.mk), and so does its assembly. */
.macro try_group base, table
    li a2, \base
    bne t1, a2, 1f
    la a2, \table
    add a2, a2, t0
    jr a2
1:
.endm

/* The single CSRs probed at boot (menvcfg, menvcfgh, stimecmp). */
.macro try_single csr, insn
    li a2, \csr
    bne a0, a2, 1f
    \insn
    ret
1:
.endm

.macro find_entry
    andi t0, a0, 31
    sub t1, a0, t0
    slli t0, t0, ENTRY_SHIFT
.endm

    .text
    .globl csr_read_num
csr_read_num:                           /* a0 = CSR number -> a0 = value */
    find_entry
    try_group HPM_CSR_MCOUNTER, read_b00
    try_group HPM_CSR_MEVENT, read_320
    try_group HPM_CSR_MCOUNTERH, read_b80
    try_group HPM_CSR_MEVENTH, read_720
    try_group HPM_CSR_SHADOW, read_c00
    try_group HPM_CSR_SHADOWH, read_c80
    try_single 0x30a, "csrr a0, 0x30a"
    try_single 0x31a, "csrr a0, 0x31a"
    try_single 0x14d, "csrr a0, 0x14d"
    mv a1, a0
    la a0, msg_read
    li a2, 0
    j fw_panic

    .globl csr_write_num
csr_write_num:                          /* a0 = CSR number, a1 = value */
    find_entry
    try_group HPM_CSR_MCOUNTER, write_b00
    try_group HPM_CSR_MEVENT, write_320
    try_group HPM_CSR_MCOUNTERH, write_b80
    try_group HPM_CSR_MEVENTH, write_720
    try_single 0x30a, "csrw 0x30a, a1"
    try_single 0x31a, "csrw 0x31a, a1"
    try_single 0x14d, "csrw 0x14d, a1"
    mv a1, a0
    la a0, msg_write
    li a2, 0
    j fw_panic

/* The counters read and written back in one call (QEMU's restart,
 * fw/pmu_hw.h): "csrr a0, N; csrw N, a0; ret", 16 bytes an entry. */
.macro rewrite_group base
    .set csr_n, \base
    .rept 32
    .balign 16
    csrr a0, csr_n
    csrw csr_n, a0
    ret
    .set csr_n, csr_n + 1
    .endr
.endm

/* The PMU's own groups are also called directly (fw/csr_table.h). An
 * entry's offset is its index times 8 (16 in the rewrite group): no
 * compressed instructions here, whatever the ISA the firmware is built
 * for. */
    .option push
    .option norvc
    .balign 8
    .globl csr_read_mcounter, csr_read_mcounterh, csr_read_mevent, csr_read_meventh
    .globl csr_write_mcounter, csr_write_mcounterh, csr_write_mevent, csr_write_meventh
read_b00:
csr_read_mcounter:   read_group HPM_CSR_MCOUNTER
read_b80:
csr_read_mcounterh:  read_group HPM_CSR_MCOUNTERH
read_320:
csr_read_mevent:     read_group HPM_CSR_MEVENT
read_720:
csr_read_meventh:    read_group HPM_CSR_MEVENTH
read_c00:            read_group HPM_CSR_SHADOW
read_c80:            read_group HPM_CSR_SHADOWH
write_b00:
csr_write_mcounter:  write_group HPM_CSR_MCOUNTER
write_b80:
csr_write_mcounterh: write_group HPM_CSR_MCOUNTERH
write_320:
csr_write_mevent:    write_group HPM_CSR_MEVENT
write_720:
csr_write_meventh:   write_group HPM_CSR_MEVENTH
    .globl csr_rewrite_mcounter
csr_rewrite_mcounter: rewrite_group HPM_CSR_MCOUNTER
    .option pop

    .section .rodata
msg_read:  .asciz "csr_read_num: not a CSR the firmware reads by number"
msg_write: .asciz "csr_write_num: not a CSR the firmware writes by number"
