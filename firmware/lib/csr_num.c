/* SPDX-License-Identifier: Apache-2.0 */
/* Accesses to CSRs that may not exist (csr_read_num and csr_write_num are
 * in lib/csr_table.S). */
#include "fw/csr_num.h"
#include "fw/trap.h"

/* The trap handler skips an instruction that traps while the hart's guard is active
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
