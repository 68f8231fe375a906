/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The cases that an ALU operation's register form (add, alu_reg.S; addw,
 * alu_w_64.S) and its immediate form (addi, alu_imm.S; addiw) both check:
 * the second operand fits the immediate (12 bits, sign-extended; a shift
 * amount below XLEN, or 32 for the word forms), and the two forms compute
 * the same function of their operands, so one expected value serves both.
 *
 * A list OP_CASES(X, n, inst) expands to one X(form, number, inst, ...) a
 * case, numbered from n; X is ALU_RR (the case runs through TEST_RR<form>
 * of test_macros.h) or ALU_IMM (TEST_IMM<form>), and inst the form's
 * instruction. The arguments after inst are the form macro's:
 *   ""   expect, rs1, rs2 or imm
 *   _D1  expect, rs1, rs2 or imm         (rd is rs1)
 *   _Z1  expect, rs2 or imm              (rs1 is x0)
 *   _ZD  rs1, rs2 or imm                 (rd is x0: the result is dropped)
 * Expected values follow the ISA manual's definition of each operation, as
 * in the files that use them.
 */
#ifndef CORE_TEST_ALU_CASES_H
#define CORE_TEST_ALU_CASES_H

#define ALU_RR(form, ...)   TEST_RR##form(__VA_ARGS__);
#define ALU_IMM(form, ...)  TEST_IMM##form(__VA_ARGS__);

/* ------------------------------------------------------------ XLEN-wide */
#define ADD_CASES(X, n, inst)                                           \
    X(, n, inst, 0, 0, 0)                                               \
    X(, (n) + 1, inst, 2, 1, 1)                                         \
    X(, (n) + 2, inst, 10, 3, 7)                                        \
    X(, (n) + 3, inst, XMIN, XMAX, 1)           /* overflow wraps */    \
    X(_D1, (n) + 4, inst, 24, 13, 11)

/* signed: -1 < 0 */
#define SLT_CASES(X, n, inst)                                           \
    X(, n, inst, 0, 0, 0)                                               \
    X(, (n) + 1, inst, 1, -1, 0)                                        \
    X(, (n) + 2, inst, 0, 0, -1)                                        \
    X(, (n) + 3, inst, 1, XMIN, 0)                                      \
    X(_Z1, (n) + 4, inst, 1, 1)                 /* 0 < 1: sgtz */       \
    X(_ZD, (n) + 5, inst, -1, 1)

#define SLTU_CASES(X, n, inst)                                          \
    X(, n, inst, 1, 0, 1)                       /* 0 <u 1: seqz 0 */    \
    X(, (n) + 1, inst, 0, 1, 1)                 /* seqz 1 */            \
    X(_ZD, (n) + 2, inst, 0, 1)

#define XOR_CASES(X, n, inst)                                           \
    X(_D1, n, inst, 0x0ff, 0x00f, 0x0f0)

#define OR_CASES(X, n, inst)                                            \
    X(, n, inst, 0, 0, 0)

#define AND_CASES(X, n, inst)                                           \
    X(, n, inst, XMIN, XMIN, -1)                                        \
    X(_Z1, (n) + 1, inst, 0, -1)                                        \
    X(_ZD, (n) + 2, inst, -1, -1)

#define SLL_CASES(X, n, inst)                                           \
    X(, n, inst, 1, 1, 0)                                               \
    X(, (n) + 1, inst, 2, 1, 1)                                         \
    X(, (n) + 2, inst, XMIN, 1, XLEN - 1)                               \
    X(_D1, (n) + 3, inst, 0x30, 3, 4)

/* logical: zeros shifted in */
#define SRL_CASES(X, n, inst)                                           \
    X(, n, inst, 1, XMIN, XLEN - 1)                                     \
    X(, (n) + 1, inst, XMAX, -1, 1)                                     \
    X(, (n) + 2, inst, XV(0x0fffffff, 0x0fffffffffffffff), -1, 4)       \
    X(, (n) + 3, inst, XV(0x1, 0x1ffffffff), -1, 31)                    \
    X(_Z1, (n) + 4, inst, 0, 1)                                         \
    X(_ZD, (n) + 5, inst, -1, 1)

/* arithmetic: copies of the sign bit shifted in; 0x80000000 is negative
 * on RV32, positive on RV64 */
#define SRA_CASES(X, n, inst)                                           \
    X(, n, inst, XV(0xc0000000, 0xc000000000000000), XMIN, 1)           \
    X(, (n) + 1, inst, -1, XMIN, XLEN - 1)                              \
    X(, (n) + 2, inst, -1, -1, 1)                                       \
    X(, (n) + 3, inst, XV(0xf8000000, 0x08000000), 0x80000000, 4)       \
    X(_D1, (n) + 4, inst, -3, -48, 4)                                   \
    X(_ZD, (n) + 5, inst, -1, 1)

/* RV64: shift amounts 32..63 */
#define SHIFT64_CASES(X, n, sll, srl, sra)                              \
    X(, n, sll, 0x100000000, 1, 32)                                     \
    X(, (n) + 1, sll, 0x1234567800000000, 0x12345678, 32)               \
    X(, (n) + 2, srl, 0xffffffff, -1, 32)                               \
    X(, (n) + 3, sra, 0xffffffff80000000, 0x8000000000000000, 32)       \
    X(, (n) + 4, sra, 0x7fffffff, 0x7fffffff00000000, 32)

/* ------------------------------------------------------------ RV64 words:
 * the low 32 bits of the sources, the 32-bit result sign-extended */
#define ADDW_CASES(X, n, inst)                                          \
    X(, n, inst, 0xffffffff80000000, 0x7fffffff, 1) /* overflow into bit 31 */

#define SLLW_CASES(X, n, inst)                                          \
    X(, n, inst, 0xffffffff80000000, 1, 31)                             \
    X(, (n) + 1, inst, 0x10, 0xffffffff00000001, 4) /* upper bits dropped */

#define SRLW_CASES(X, n, inst)                                          \
    X(_Z1, n, inst, 0, 1)                                               \
    X(_ZD, (n) + 1, inst, -1, 1)

#define SRAW_CASES(X, n, inst)                                          \
    X(, n, inst, -1, 0x80000000, 31)            /* bit 31 is the sign */ \
    X(, (n) + 1, inst, 0x07ffffff, 0xffffffff7ffffff0, 4) /* upper bits ignored */ \
    X(_D1, (n) + 2, inst, -3, -48, 4)                                   \
    X(_Z1, (n) + 3, inst, 0, 1)                                         \
    X(_ZD, (n) + 4, inst, -1, 1)

#endif
