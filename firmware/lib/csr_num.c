/* CSR access by number: csrr/csrw take the number as an immediate, so a
 * number known only at run time goes through a switch of all candidates. */
#include "fw/csr.h"
#include "fw/csr_num.h"
#include "fw/trap.h"

#define CASE_1(n, op) case (n): op(n); break;
#define CASE_4(n, op)  CASE_1(n, op) CASE_1((n) + 1, op) CASE_1((n) + 2, op) CASE_1((n) + 3, op)
#define CASE_16(n, op) CASE_4(n, op) CASE_4((n) + 4, op) CASE_4((n) + 8, op) CASE_4((n) + 12, op)
#define CASE_32(n, op) CASE_16(n, op) CASE_16((n) + 16, op)

#define ALL_CASES(op) \
    CASE_32(0xb00, op) CASE_32(0xb80, op) CASE_32(0x320, op) CASE_32(0x720, op) \
    CASE_32(0xc00, op) CASE_32(0xc80, op) CASE_1(0x30a, op) CASE_1(0x31a, op) CASE_1(0x14d, op)

xlen_t csr_read_num(unsigned csr)
{
    xlen_t value = 0;
#define READ(n) value = csr_read(n)
    switch (csr) {
    ALL_CASES(READ)
    default:
        fw_panic("csr_read_num: not a PMU CSR", csr, 0);
    }
#undef READ
    return value;
}

void csr_write_num(unsigned csr, xlen_t value)
{
#define WRITE(n) csr_write(n, value)
    switch (csr) {
    ALL_CASES(WRITE)
    default:
        fw_panic("csr_write_num: not a PMU CSR", csr, 0);
    }
#undef WRITE
}

/* The trap handler skips an instruction that traps while fw_guard.active
 * and records its cause (lib/trap.c). */
bool csr_try_read(unsigned csr, xlen_t *value)
{
    guard_begin();
    xlen_t v = csr_read_num(csr);
    bool ok = guard_end();
    *value = ok ? v : 0;
    return ok;
}

bool csr_try_write(unsigned csr, xlen_t value)
{
    guard_begin();
    csr_write_num(csr, value);
    return guard_end();
}
