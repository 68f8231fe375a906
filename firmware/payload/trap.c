/* SPDX-License-Identifier: Apache-2.0 */
/* S-mode traps: one hook for the program; without it, a trap is fatal. */
#include "payload.h"

trap_fn *s_trap_handler;

xlen_t s_trap(xlen_t cause, xlen_t epc);
xlen_t s_trap(xlen_t cause, xlen_t epc)
{
    if (s_trap_handler)
        return s_trap_handler(cause, epc);
    put_str("payload: unexpected trap, scause ");
    put_hex(cause);
    put_str(" sepc ");
    put_hex(epc);
    put_str("\n");
    payload_exit(1);
}

#define READ_CSR(n) ({ xlen_t v_; __asm__ volatile("csrr %0, " STR(n) : "=r"(v_)); v_; })
#define CASE_LO(n) case (n) - 0xc00: lo = READ_CSR(n); break;
#define CASE_HI(n) case (n) - 0xc80: hi = READ_CSR(n); break;
#define CASES8(C, b) C(b) C(b + 1) C(b + 2) C(b + 3) C(b + 4) C(b + 5) C(b + 6) C(b + 7)
#define CASES32(C, b) CASES8(C, b) CASES8(C, b + 8) CASES8(C, b + 16) CASES8(C, b + 24)

uint64_t read_counter_csr(unsigned idx)
{
    xlen_t lo = 0;
#if XLEN == 32
    xlen_t hi = 0, hi2;
    do {
        switch (idx) { CASES32(CASE_HI, 0xc80) default: break; }
        hi2 = hi;
        switch (idx) { CASES32(CASE_LO, 0xc00) default: break; }
        switch (idx) { CASES32(CASE_HI, 0xc80) default: break; }
    } while (hi != hi2);
    return (uint64_t)hi << 32 | lo;
#else
    switch (idx) { CASES32(CASE_LO, 0xc00) default: break; }
    return lo;
#endif
}
