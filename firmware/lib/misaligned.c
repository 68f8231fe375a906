/* SPDX-License-Identifier: Apache-2.0 */
/* Misaligned loads and stores, done one byte at a time with the trapped
 * context's privilege; a fault on any byte goes to S-mode as that
 * instruction's fault at that byte's address. */
#include "fw/csr.h"
#include "fw/misaligned.h"

static bool fetch_insn(struct trap_regs *regs, uint32_t *insn)
{
    struct access_fault fault;
    if (guarded_fetch(regs->mepc, insn, &fault))
        return true;
    trap_redirect(regs, fault.cause, fault.tval);
    return false;
}

/* Size in bytes and signedness of a load (opcode 0x03) from funct3. */
static bool load_kind(uint32_t funct3, int *size, bool *sign)
{
    switch (funct3) {
    case 0: *size = 1; *sign = true; return true;   /* lb */
    case 1: *size = 2; *sign = true; return true;   /* lh */
    case 2: *size = 4; *sign = true; return true;   /* lw */
    case 4: *size = 1; *sign = false; return true;  /* lbu */
    case 5: *size = 2; *sign = false; return true;  /* lhu */
#if XLEN == 64
    case 3: *size = 8; *sign = false; return true;  /* ld */
    case 6: *size = 4; *sign = false; return true;  /* lwu */
#endif
    default: return false;
    }
}

void misaligned_load(struct trap_regs *regs, xlen_t addr)
{
    uint32_t insn;
    if (!fetch_insn(regs, &insn))
        return;
    int size;
    bool sign;
    if ((insn & 0x7f) != 0x03 || !load_kind((insn >> 12) & 7, &size, &sign)) {
        trap_redirect(regs, CAUSE_MISALIGNED_LOAD, addr);
        return;
    }
    xlen_t value = 0;
    for (int i = 0; i < size; i++) {
        xlen_t byte;
        struct access_fault fault;
        if (!guarded_load(addr + i, 1, &byte, &fault)) {
            trap_redirect(regs, fault.cause, fault.tval);
            return;
        }
        value |= byte << (8 * i);
    }
    if (sign && size < (int)sizeof(xlen_t)) {
        int shift = XLEN - 8 * size;
        value = (xlen_t)((sxlen_t)(value << shift) >> shift);
    }
    unsigned rd = (insn >> 7) & 31;
    if (rd)
        regs->x[rd] = value;
    regs->mepc += 4;
}

void misaligned_store(struct trap_regs *regs, xlen_t addr)
{
    uint32_t insn;
    if (!fetch_insn(regs, &insn))
        return;
    uint32_t funct3 = (insn >> 12) & 7;
    int size = 1 << funct3;
    if ((insn & 0x7f) != 0x23 || funct3 > (XLEN == 64 ? 3u : 2u)) {
        trap_redirect(regs, CAUSE_MISALIGNED_STORE, addr);
        return;
    }
    xlen_t value = regs->x[(insn >> 20) & 31];
    for (int i = 0; i < size; i++) {
        struct access_fault fault;
        if (!guarded_store(addr + i, 1, (value >> (8 * i)) & 0xff, &fault)) {
            trap_redirect(regs, fault.cause, fault.tval);
            return;
        }
    }
    regs->mepc += 4;
}
