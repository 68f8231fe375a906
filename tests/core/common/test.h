/* SPDX-License-Identifier: Apache-2.0 */
/*
 * C side of the core self-test suite. A C test defines
 *
 *     int main(void) { ...; return 0; }
 *
 * crt0.S calls it in M-mode; returning 0 passes, returning n fails with exit
 * code n, and the CHECK* macros fail with the test number given to them.
 * The test number lives in tp (x4), exactly as in assembler tests; the
 * compiler never allocates tp.
 */
#ifndef CORE_TEST_H
#define CORE_TEST_H

#include "defs.h"

typedef unsigned long xlen_t;        /* XLEN bits on ilp32 and lp64 */
typedef long          sxlen_t;

extern volatile xlen_t core_mctl[TR_WORDS];
extern volatile xlen_t core_sctl[TR_WORDS];
extern volatile xlen_t core_boot_hartid;

void core_pass(void) __attribute__((noreturn));
void core_fail(long code) __attribute__((noreturn));
void core_fail_tp(void) __attribute__((noreturn));
void core_putchar(int c);
void core_puts(const char *s);
void core_puthex(xlen_t v);
void core_putdec(unsigned v);

#define STR_(x) #x
#define STR(x) STR_(x)

/* XLEN-wide load and store, for inline assembly */
#if XLEN == 64
#define LX "ld"
#define SX "sd"
#else
#define LX "lw"
#define SX "sw"
#endif

/* ------------------------------------------------------------ CSRs */
#include "riscv_csr.h"   /* csr_read, csr_write, csr_set, csr_clear, csr_swap */

/* ------------------------------------------------------------ test numbers */
static inline void test_num(int n)
{
    __asm__ volatile("mv tp, %0" :: "r"((xlen_t)n) : "memory");
}
static inline xlen_t current_test(void)
{
    xlen_t v;
    __asm__ volatile("mv %0, tp" : "=r"(v));
    return v;
}

#define CHECK(n, cond) do {                                           \
        test_num(n);                                                  \
        if (!(cond)) {                                                \
            core_puts("check failed: " #cond "\n");                   \
            core_fail(n);                                             \
        }                                                             \
    } while (0)

#define CHECK_EQ(n, got, exp) do {                                    \
        test_num(n);                                                  \
        xlen_t g_ = (xlen_t)(got), e_ = (xlen_t)(exp);                \
        if (g_ != e_) {                                               \
            core_puts("check failed: " #got " = ");                   \
            core_puthex(g_);                                          \
            core_puts(", expected ");                                 \
            core_puthex(e_);                                          \
            core_puts("\n");                                          \
            core_fail(n);                                             \
        }                                                             \
    } while (0)

/* ------------------------------------------------------------ traps
 * Arm the M handler for one trap: cause, tval checked per tvmode (TV_*),
 * resume = RESUME_SKIP (continue after the trapping instruction, 2 or 4 bytes),
 * RESUME_EPC or an address; rpriv = PRV_* or RPRIV_KEEP. */
static inline void trap_expect(volatile xlen_t *ctl, xlen_t cause, xlen_t tval,
                               int tvmode, xlen_t resume, long rpriv)
{
    ctl[TR_ARMED] = ARMED_NONE;
    ctl[TR_CAUSE] = cause;
    ctl[TR_TVAL] = tval;
    ctl[TR_TVMODE] = (xlen_t)tvmode;
    ctl[TR_RESUME] = resume;
    ctl[TR_RPRIV] = (xlen_t)rpriv;
    __asm__ volatile("" ::: "memory");
    ctl[TR_ARMED] = ARMED_EXPECT;
    __asm__ volatile("" ::: "memory");
}
/* 1 if the armed trap was taken (the handler disarms) */
static inline int trap_taken(volatile xlen_t *ctl)
{
    __asm__ volatile("" ::: "memory");
    return ctl[TR_ARMED] == ARMED_NONE;
}

#endif
