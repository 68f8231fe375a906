/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CSR access by name or by a number known at compile time, for the firmware
 * (fw/csr.h) and the core's self-tests (tests/core/common/test.h). The CSR
 * is pasted into the instruction, so it must be an assembler name or a
 * plain integer literal. Values are unsigned long: XLEN bits on ilp32 and
 * lp64.
 */
#ifndef RISCV_CSR_H
#define RISCV_CSR_H

#define RISCV_CSR_STR_(x) #x
#define RISCV_CSR_STR(x)  RISCV_CSR_STR_(x)

#define csr_read(csr) ({ unsigned long v_; \
    __asm__ volatile("csrr %0, " RISCV_CSR_STR(csr) : "=r"(v_) :: "memory"); v_; })
#define csr_write(csr, v) \
    __asm__ volatile("csrw " RISCV_CSR_STR(csr) ", %0" :: "rK"((unsigned long)(v)) : "memory")
#define csr_set(csr, v) \
    __asm__ volatile("csrs " RISCV_CSR_STR(csr) ", %0" :: "rK"((unsigned long)(v)) : "memory")
#define csr_clear(csr, v) \
    __asm__ volatile("csrc " RISCV_CSR_STR(csr) ", %0" :: "rK"((unsigned long)(v)) : "memory")
#define csr_swap(csr, v) ({ unsigned long v_; \
    __asm__ volatile("csrrw %0, " RISCV_CSR_STR(csr) ", %1" \
                     : "=r"(v_) : "rK"((unsigned long)(v)) : "memory"); v_; })

#endif
