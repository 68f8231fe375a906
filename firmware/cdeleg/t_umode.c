/* SPDX-License-Identifier: Apache-2.0 */
/* From U-mode every register of delegation is out of reach (they are
 * S-level CSRs: contract rules 7, 12, 14; Sscsrind): scountinhibit,
 * siselect, sireg..sireg6 even with siselect at a delegated counter, and
 * scountovf. The accesses run in U-mode (run_user); each traps into the
 * firmware, which redirects it to S-mode, where the framework counts it
 * and skips the instruction. */
#include "cdeleg.h"

#define USER_ACCESSES 17
static volatile xlen_t user_cause[USER_ACCESSES];
static volatile unsigned user_done;
static const char *const user_what[USER_ACCESSES] = {
    "read scountinhibit", "write scountinhibit", "read siselect", "write siselect",
    "read sireg", "write sireg", "read sireg2", "write sireg2", "read sireg3", "write sireg3",
    "read sireg4", "write sireg4", "read sireg5", "write sireg5", "read sireg6", "write sireg6",
    "read scountovf",
};

/* U-mode: one access a probe, in user_what's order. */
static void user_accesses(void)
{
    unsigned k = 0;
    xlen_t v;
#define TRY(access) do { trap_probe_begin(); access; user_cause[k++] = trap_probe_end(); } while (0)
    TRY(v = csr_read(CSR_SCOUNTINHIBIT));
    TRY(csr_write(CSR_SCOUNTINHIBIT, 0));
    TRY(v = csr_read(CSR_SISELECT));
    TRY(csr_write(CSR_SISELECT, SELECT_COUNTER(0)));
    for (unsigned n = 1; n <= 6; n++) {
        TRY(v = ireg_read(n));
        TRY(ireg_write(n, 0));
    }
    TRY(v = csr_read(CSR_SCOUNTOVF));
#undef TRY
    (void)v;
    user_done = k;
    user_return();
}

static void accesses_illegal(void)
{
    NEEDS_CDELEG();
    const unsigned c = 2;
    select_counter(c);
    user_done = 0;
    for (unsigned k = 0; k < USER_ACCESSES; k++)
        user_cause[k] = 0;
    run_user(user_accesses);
    EXPECT(user_done == USER_ACCESSES, "U-mode made %u accesses, expected %d", user_done, USER_ACCESSES);
    for (unsigned k = 0; k < USER_ACCESSES; k++)
        EXPECT(user_cause[k] == CAUSE_ILLEGAL_INSN, "U-mode %s with menvcfg.CDE = 1 and siselect 0x%lx: "
               "expected an illegal instruction, got scause %lu", user_what[k], SELECT_COUNTER(c),
               user_cause[k]);
    xlen_t sel = csr_read(CSR_SISELECT);
    EXPECT(sel == SELECT_COUNTER(c), "siselect after U-mode's refused write: 0x%lx, expected 0x%lx", sel,
           SELECT_COUNTER(c));
    EXPECT(!(csr_read(CSR_SCOUNTINHIBIT) & 5u), "U-mode's refused write of scountinhibit stopped cycle "
           "or instret");
}

const struct test umode_tests[] = {
    { "umode.accesses_illegal", accesses_illegal },
    { 0 },
};
