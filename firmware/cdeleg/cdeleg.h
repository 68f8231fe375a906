/* SPDX-License-Identifier: Apache-2.0 */
/* The counter-delegation suite (Smcdeleg/Ssccfg over Sscsrind), on the
 * conformance suite's framework (firmware/tests/test.h): what it learns
 * before the tests (suite.c), and the accesses every group shares
 * (window.c). */
#ifndef CDELEG_H
#define CDELEG_H

#include "hpm_spec.h"
#include "test.h"

#define CSR_SCOUNTINHIBIT HPM_CSR_SCOUNTINHIBIT
#define CSR_SCOUNTOVF     HPM_CSR_SCOUNTOVF
#define SELECT_COUNTER(i) ((xlen_t)HPM_CDELEG_SELECT_FIRST + (i))

/* Event-selector fields (contract rule 3; Smcntrpmf's cfg registers share
 * the inhibit bits) */
#define EVT_OF     (1ULL << HPM_EVT_OF_BIT)
#define EVT_MINH   (1ULL << HPM_EVT_MINH_BIT)
#define EVT_SINH   (1ULL << HPM_EVT_SINH_BIT)
#define EVT_UINH   (1ULL << HPM_EVT_UINH_BIT)
#define EVT_VSINH  (1ULL << HPM_EVT_VSINH_BIT)
#define EVT_VUINH  (1ULL << HPM_EVT_VUINH_BIT)
#define EVT_SEL(x, e) ((uint64_t)(e) << (HPM_EVT_SEL_BITS * (x)))
#define EVT_OP(x, op) ((uint64_t)(op) << (HPM_EVT_OP_SHIFT + HPM_EVT_OP_BITS * (x)))
/* The SoC's "instruction retired" (contract section 2) in EVENT0 */
#define EVT_INSTRET EVT_SEL(0, 2)

#define SIE_LCOFIE ((xlen_t)1 << IRQ_LCOF)

struct cdeleg_env {
    bool listed;        /* the device tree lists smcdeleg and ssccfg */
    bool on;            /* scountinhibit is there: menvcfg.CDE = 1 */
    bool has_h;         /* hstatus readable: VSINH and VUINH exist */
    unsigned num_hw;    /* hardware counters 0 .. num_hw - 1 (get_info) */
    uint32_t counters;  /* bit i: counter i exists and counts (not time) */
    unsigned prog;      /* a programmable counter the tests use (3) */
};
extern struct cdeleg_env cd;

/* The groups (t_*.c) */
extern const struct test delegation_tests[], window_tests[], illegal_tests[], umode_tests[],
    sbi_tests[];

/* SKIP the test where the hart has no delegation; where the tree lists it
 * the firmware must have turned it on (delegation.enabled fails if not). */
#define NEEDS_CDELEG() SKIP_UNLESS(cd.on, "no counter delegation: %s", \
                                   cd.listed ? "menvcfg.CDE is 0" : "the device tree lists no ssccfg")

/* sireg..sireg6 by their number n = 1..6 (sireg is 1); the try forms give
 * the access's trap (scause), 0 if it did not trap */
xlen_t ireg_read(unsigned n);
void ireg_write(unsigned n, xlen_t v);
xlen_t ireg_try_read(unsigned n, xlen_t *v);
xlen_t ireg_try_write(unsigned n, xlen_t v);
void select_counter(unsigned i);

/* Counter i's value and event selector (cyclecfg, instretcfg, hpmeventN)
 * through the window: sireg/sireg4 and sireg2/sireg5 (the high halves on
 * RV32), with siselect = 0x40 + i */
uint64_t win_counter(unsigned i);
void win_set_counter(unsigned i, uint64_t v);
uint64_t win_event(unsigned i);
void win_set_event(unsigned i, uint64_t v);

/* The firmware's test hook: this hart's mcounteren and menvcfg.CDE. After
 * a test that called it, the suite delegates every counter again
 * (suite.c); the others see what the firmware set up. */
void set_delegation(uint32_t counteren, bool cde);
extern bool delegation_changed;

/* Instructions the selected counter (siselect) counts over one SBI call
 * (num_counters) made in S-mode: 1, the read that starts the measure,
 * unless it counts M-mode too (the call's instructions there). */
uint64_t count_over_sbi_call(void);

/* Starts counter i through scountinhibit, runs a loop of `iterations`
 * (an addi and a bnez each) and stops it again. A write of scountinhibit
 * governs counting from the next cycle (contract rule 1), so the start is
 * not counted and the stop is: the counter counts LOOP_INSNS(iterations)
 * instructions retired. */
void counted_loop(unsigned i, xlen_t iterations);
#define LOOP_INSNS(n) (2 * (uint64_t)(n) + 1)

/* Runs fn in U-mode; fn ends with user_return(). Traps it takes meanwhile
 * go to the framework's handler, which skips the instruction. */
void run_user(void (*fn)(void));
void user_return(void) __attribute__((noreturn));

/* The value width of counter i, from get_info */
uint64_t counter_mask(unsigned i);

#endif
