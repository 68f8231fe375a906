/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Instruction-address-misaligned exceptions from JALR (no C extension:
 * IALIGN = 32, so a target with bit 1 set is misaligned).
 *   mcause = 0, mepc = the jalr (the exception is reported on the jump, not
 *   on the target), mtval = the target (bit 0 already cleared), rd is not
 *   written.
 * Also: a not-taken branch to a misaligned target does not trap.
 * The branch/jal forms are in misaligned_fetch_br.S (soc-only: QEMU 7.2
 * reports a wrong mtval for them).
 * QEMU: run with -cpu ...,c=false (build.mk), since QEMU's default CPU has C.
 */
#include "test_macros.h"

    .text
    .globl main
main:
    TEST_NUM(1)                     /* misa.C must be clear for this test */
    csrr a0, misa
    CHECK_FIELD a0, (1 << ('C' - 'A')), 0

    TEST_NUM(2)                     /* target = label + 2 */
    la a2, mf_target
    addi a2, a2, 2
    li a1, 0x1111
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a2, 2f)
1:  jalr a1, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_EQI a1, 0x1111            /* rd not written */

    TEST_NUM(3)                     /* rs1 = label + 3: bit 0 is cleared
                                       first, the target label + 2 is
                                       still misaligned; mtval = label + 2 */
    la a2, mf_target
    addi a3, a2, 2
    addi a2, a2, 3
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 2f)
1:  jalr ra, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b

    TEST_NUM(4)                     /* misaligned through the offset, rd == rs1 */
    la a2, mf_target
    mv a4, a2
    addi a3, a2, 6
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 2f)
1:  jalr a2, 6(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_EQ a2, a4                 /* rd == rs1 unchanged */

    TEST_NUM(5)                     /* negative offset, rd = x0 */
    la a2, mf_target
    addi a3, a2, -2
    addi a2, a2, 8
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a3, 2f)
1:  jalr x0, -10(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b

    TEST_NUM(6)                     /* from U-mode */
    la a2, mf_target
    addi a2, a2, 2
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a2, 2f)
    GOTO_U(1f)
1:  jalr ra, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, 0

    TEST_NUM(7)                     /* from S-mode, a far target */
    li a2, RAM_BASE + 0x40002
    TRAP_EXPECT_REG(CAUSE_MISALIGNED_FETCH, a2, 2f)
    GOTO_S(1f)
1:  jalr ra, 0(a2)
    TEST_FAIL
2:  CHECK_TRAP_EPC core_mctl, 1b
    CHECK_TRAP_STATUS core_mctl, MSTATUS_MPP, MSTATUS_MPP_S

    TEST_NUM(8)                     /* not-taken branches to misaligned
                                       targets do not trap */
    li a1, 1
1:  beq a1, x0, 1b + 2
    bne a1, a1, 1b + 6
    blt a1, x0, 1b + 10
    bge x0, a1, 1b + 14
    bltu a1, x0, 1b + 18
    bgeu x0, a1, 1b + 22
    j 2f
    TEST_FAIL
2:
    TEST_NUM(9)                     /* aligned jalr still works afterwards */
    la a2, mf_target
    jalr ra, 0(a2)
    CHECK_EQI a0, 0x42

    TEST_PASS

    .balign 16
mf_target:                          /* never reached misaligned */
    li a0, 0x42
    ret
    TEST_FAIL
    TEST_FAIL
