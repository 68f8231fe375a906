/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Accesses made on behalf of the trapped context: mstatus.MPRV makes them
 * use its privilege, PMP and translation. If one faults, the nested trap
 * (lib/trap.c) skips it and records the fault; mstatus is then restored
 * from the register that saved it, which the nested trap preserved.
 */
#include "fw/csr.h"
#include "fw/trap.h"

#define MPRV_ACCESS(insn, value, addr, flags)                                \
    __asm__ volatile("csrr %[s], mstatus\n\t"                               \
                     "csrs mstatus, %[f]\n\t"                               \
                     insn "\n\t"                                            \
                     "csrw mstatus, %[s]"                                   \
                     : [v] "+&r"(value), [s] "=&r"(saved)                   \
                     : [a] "r"(addr), [f] "r"(flags)                        \
                     : "memory")

/* The access of size bytes (1, 2, 4 or XLEN/8), with the instruction of
 * that size among the four named. */
#if XLEN == 64
#define SIZED_ACCESS(size, op1, op2, op4, op8, value, addr, flags)            \
    switch (size) {                                                          \
    case 1: MPRV_ACCESS(op1 " %[v], 0(%[a])", value, addr, flags); break;    \
    case 2: MPRV_ACCESS(op2 " %[v], 0(%[a])", value, addr, flags); break;    \
    case 4: MPRV_ACCESS(op4 " %[v], 0(%[a])", value, addr, flags); break;    \
    default: MPRV_ACCESS(op8 " %[v], 0(%[a])", value, addr, flags); break;   \
    }
#define LOAD_WORD "lwu"     /* zero-extended, as the smaller loads */
#else
#define SIZED_ACCESS(size, op1, op2, op4, op8, value, addr, flags)            \
    switch (size) {                                                          \
    case 1: MPRV_ACCESS(op1 " %[v], 0(%[a])", value, addr, flags); break;    \
    case 2: MPRV_ACCESS(op2 " %[v], 0(%[a])", value, addr, flags); break;    \
    default: MPRV_ACCESS(op4 " %[v], 0(%[a])", value, addr, flags); break;   \
    }
#define LOAD_WORD "lw"
#endif

static xlen_t load_one(xlen_t addr, int size, xlen_t flags)
{
    xlen_t value = 0, saved;
    SIZED_ACCESS(size, "lbu", "lhu", LOAD_WORD, "ld", value, addr, flags);
    return value;
}

static void store_one(xlen_t addr, int size, xlen_t value)
{
    xlen_t saved, flags = MSTATUS_MPRV;
    SIZED_ACCESS(size, "sb", "sh", "sw", "sd", value, addr, flags);
}

static bool finish(struct access_fault *fault)
{
    if (guard_end())
        return true;
    fault->cause = hart_self()->guard.cause;
    fault->tval = hart_self()->guard.tval;
    return false;
}

bool guarded_load(xlen_t addr, int size, xlen_t *value, struct access_fault *fault)
{
    guard_begin();
    *value = load_one(addr, size, MSTATUS_MPRV);
    return finish(fault);
}

bool guarded_store(xlen_t addr, int size, xlen_t value, struct access_fault *fault)
{
    guard_begin();
    store_one(addr, size, value);
    return finish(fault);
}

/* Instructions are read as data with MXR, so execute-only pages work; two
 * halves, since a 4-byte instruction may be 2-byte aligned with C. A load
 * fault on the way is reported as the fetch fault it stands for. */
bool guarded_fetch(xlen_t addr, uint32_t *insn, struct access_fault *fault)
{
    guard_begin();
    xlen_t lo = load_one(addr, 2, MSTATUS_MPRV | MSTATUS_MXR);
    xlen_t hi = 0;
    if ((lo & 3) == 3)
        hi = load_one(addr + 2, 2, MSTATUS_MPRV | MSTATUS_MXR);
    *insn = (uint32_t)(lo | (hi << 16));
    if (finish(fault))
        return true;
    if (fault->cause == CAUSE_LOAD_PAGE_FAULT)
        fault->cause = CAUSE_FETCH_PAGE_FAULT;
    else if (fault->cause == CAUSE_LOAD_ACCESS)
        fault->cause = CAUSE_FETCH_ACCESS;
    return false;
}
