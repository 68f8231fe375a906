/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Access faults on addresses with no device (0x0 and 0x01000000, unmapped
 * on our SoC and on QEMU virt; PMP entry 0 grants S/U everything, so these
 * are bus errors, not PMP faults):
 *   load  -> mcause 5, store -> mcause 7, mtval = the address, rd and memory
 *   unchanged, mepc = the instruction;
 *   fetch -> mcause 1, mepc = mtval = the address that was fetched.
 * From M, S and U.
 */
#include "test_macros.h"

#define BAD 0x01000000

/* `inst a0, 0(a2)` with a2 = addr faults with cause: mtval = a2, mepc =
 * the instruction, a0 unchanged (FAULT_IN checks cause, mtval and MPP) */
#define TEST_DATA_FAULT(n, prv, cause, inst, addr)                      \
    li a2, addr;                                                        \
    li a0, 0x5a5a;                                                      \
    FAULT_IN(n, prv, cause, inst a0, 0(a2));                            \
    CHECK_TRAP_EPC core_mctl, 87b;                                      \
    CHECK_EQI a0, 0x5a5a
#define TEST_LD_FAULT(n, prv, inst, addr) TEST_DATA_FAULT(n, prv, CAUSE_LOAD_ACCESS, inst, addr)
#define TEST_ST_FAULT(n, prv, inst, addr) TEST_DATA_FAULT(n, prv, CAUSE_STORE_ACCESS, inst, addr)
/* a jump to addr: the fetch faults, mepc = mtval = addr */
#define TEST_FETCH_FAULT(n, prv, addr)                                  \
    li a2, addr;                                                        \
    li ra, 0x5a5a;                                                      \
    FAULT_IN(n, prv, CAUSE_FETCH_ACCESS, jalr ra, 0(a2));               \
    TRAP_FIELD(a3, core_mctl, TR_GOT_EPC);                              \
    CHECK_EQ a3, a2

    .text
    .globl main
main:
    TEST_LD_FAULT(1, PRV_M, lw, 0)
    TEST_LD_FAULT(2, PRV_M, lw, BAD + 0x10)
    TEST_LD_FAULT(3, PRV_M, lb, BAD + 0x3)
    TEST_LD_FAULT(4, PRV_M, lhu, BAD + 0x6)
    TEST_LD_FAULT(5, PRV_S, lw, BAD + 0x20)
    TEST_LD_FAULT(6, PRV_U, lbu, BAD + 0x21)
    TEST_ST_FAULT(10, PRV_M, sw, 0)
    TEST_ST_FAULT(11, PRV_M, sw, BAD + 0x10)
    TEST_ST_FAULT(12, PRV_M, sb, BAD + 0x5)
    TEST_ST_FAULT(13, PRV_S, sh, BAD + 0x2)
    TEST_ST_FAULT(14, PRV_U, sw, BAD + 0x8)
#if XLEN == 64
    TEST_LD_FAULT(15, PRV_M, ld, BAD + 0x18)
    TEST_LD_FAULT(16, PRV_U, lwu, BAD + 0x1c)
    TEST_ST_FAULT(17, PRV_S, sd, BAD + 0x28)
#endif
    TEST_FETCH_FAULT(20, PRV_M, 0)
    TEST_FETCH_FAULT(21, PRV_M, BAD + 0x100)
    TEST_FETCH_FAULT(22, PRV_S, BAD + 0x200)
    TEST_FETCH_FAULT(23, PRV_U, BAD)

    TEST_NUM(24)                    /* the jalr that led to the fetch fault
                                       retired: its link register was written */
    li a2, BAD
    TRAP_EXPECT_REG(CAUSE_FETCH_ACCESS, a2, 2f)
1:  jalr ra, 0(a2)
    TEST_FAIL
2:  la a3, 1b
    addi a3, a3, 4
    CHECK_EQ ra, a3

    TEST_NUM(25)                    /* a store that faults does not reach a
                                       later load: memory around is intact */
    la a4, af_word
    li a1, 0x3c3c
    sw a1, 0(a4)
    li a2, BAD
    TRAP_EXPECT_REG(CAUSE_STORE_ACCESS, a2, 2f)
    sw x0, 0(a2)
    sw x0, 0(a4)                    /* must not run */
    TEST_FAIL
2:  lw a0, 0(a4)
    CHECK_EQI a0, 0x3c3c

    TEST_PASS

    .data
    .balign 8
af_word: .word 0
