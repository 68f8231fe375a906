/* SPDX-License-Identifier: Apache-2.0 */
/* Misaligned loads and stores, 32-bit and compressed, done one byte at a
 * time with the trapped context's privilege; a fault on any byte goes to
 * S-mode as that instruction's fault at that byte's address. Anything else
 * that traps misaligned (an AMO, LR/SC) goes to S-mode as it is. */
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

/* What a load or store instruction does: its size in bytes, whether a
 * load sign-extends, the register it loads or stores, and its length. */
struct access_kind {
    int size;
    bool sign;
    unsigned reg;
    unsigned length;
};

/* Size and signedness of a load (opcode 0x03) from funct3. */
static bool load_size(uint32_t funct3, int *size, bool *sign)
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

/*
 * The compressed loads and stores (C extension): c.lw c.ld c.sw c.sd with
 * registers x8-x15 in bits 4:2 (quadrant 0), c.lwsp c.ldsp with rd in
 * bits 11:7 and c.swsp c.sdsp with rs2 in bits 6:2 (quadrant 2); funct3
 * 010 is a word, 011 a doubleword (RV64), and 11x a store.
 */
static bool compressed_kind(uint32_t insn, bool store, struct access_kind *k)
{
    uint32_t quadrant = insn & 3, funct3 = (insn >> 13) & 7;
    if ((quadrant != 0 && quadrant != 2) || (funct3 & 3) < 2 || ((funct3 >> 2) & 1) != store)
        return false;
    if ((funct3 & 3) == 3 && XLEN != 64)
        return false;               /* c.flw, c.fsw... on RV32: not ours */
    k->size = (funct3 & 3) == 3 ? 8 : 4;
    k->sign = true;
    k->length = 2;
    if (quadrant == 0)
        k->reg = 8 + ((insn >> 2) & 7);
    else
        k->reg = store ? (insn >> 2) & 31 : (insn >> 7) & 31;
    return true;
}

static bool load_kind(uint32_t insn, struct access_kind *k)
{
    if ((insn & 3) != 3)
        return compressed_kind(insn, false, k);
    k->reg = (insn >> 7) & 31;
    k->length = 4;
    return (insn & 0x7f) == 0x03 && load_size((insn >> 12) & 7, &k->size, &k->sign);
}

static bool store_kind(uint32_t insn, struct access_kind *k)
{
    if ((insn & 3) != 3)
        return compressed_kind(insn, true, k);
    uint32_t funct3 = (insn >> 12) & 7;
    k->size = 1 << funct3;
    k->sign = false;
    k->reg = (insn >> 20) & 31;
    k->length = 4;
    return (insn & 0x7f) == 0x23 && funct3 <= (XLEN == 64 ? 3u : 2u);
}

/* The instruction at mepc, when it is a load (or a store) this file
 * emulates; otherwise the trap goes to S-mode as it came. */
static bool decode(struct trap_regs *regs, xlen_t addr, bool store, struct access_kind *k)
{
    uint32_t insn;
    if (!fetch_insn(regs, &insn))
        return false;
    if (store ? store_kind(insn, k) : load_kind(insn, k))
        return true;
    trap_redirect(regs, store ? CAUSE_MISALIGNED_STORE : CAUSE_MISALIGNED_LOAD, addr);
    return false;
}

/* The access one byte at a time; a faulting byte's fault goes to S-mode. */
static bool bytewise(struct trap_regs *regs, xlen_t addr, int size, bool store, xlen_t *value)
{
    xlen_t loaded = 0;
    for (int i = 0; i < size; i++) {
        xlen_t byte = (*value >> (8 * i)) & 0xff;
        struct access_fault fault;
        bool ok = store ? guarded_store(addr + i, 1, byte, &fault)
                        : guarded_load(addr + i, 1, &byte, &fault);
        if (!ok) {
            trap_redirect(regs, fault.cause, fault.tval);
            return false;
        }
        loaded |= byte << (8 * i);
    }
    if (!store)
        *value = loaded;
    return true;
}

void misaligned_load(struct trap_regs *regs, xlen_t addr)
{
    struct access_kind k;
    xlen_t value = 0;
    if (!decode(regs, addr, false, &k) || !bytewise(regs, addr, k.size, false, &value))
        return;
    if (k.sign && k.size < (int)sizeof(xlen_t)) {
        int shift = XLEN - 8 * k.size;
        value = (xlen_t)((sxlen_t)(value << shift) >> shift);
    }
    if (k.reg)
        regs->x[k.reg] = value;
    regs->mepc += k.length;
}

void misaligned_store(struct trap_regs *regs, xlen_t addr)
{
    struct access_kind k;
    if (!decode(regs, addr, true, &k))
        return;
    xlen_t value = regs->x[k.reg];
    if (bytewise(regs, addr, k.size, true, &value))
        regs->mepc += k.length;
}
