/* SPDX-License-Identifier: Apache-2.0 */
/* The S-mode side of the SBI, for the programs that run on the firmware
 * (demo, bench, fuzz): calls, console, traps, exit. */
#ifndef PAYLOAD_H
#define PAYLOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "riscv_priv.h"
#include "sbi_abi.h"
#include "soc_desc.h"      /* the memory map (rtl/soc/soc.def) */

typedef unsigned long xlen_t;
typedef long sxlen_t;

#define XLEN __riscv_xlen
#define STR_(x) #x
#define STR(x) STR_(x)

/* Every SBI call goes through here: a7 = eid, a6 = fid, a0..a5. */
static inline struct sbiret sbi_call(xlen_t eid, xlen_t fid, xlen_t a0, xlen_t a1,
                                     xlen_t a2, xlen_t a3, xlen_t a4, xlen_t a5)
{
    register xlen_t r0 __asm__("a0") = a0;
    register xlen_t r1 __asm__("a1") = a1;
    register xlen_t r2 __asm__("a2") = a2;
    register xlen_t r3 __asm__("a3") = a3;
    register xlen_t r4 __asm__("a4") = a4;
    register xlen_t r5 __asm__("a5") = a5;
    register xlen_t r6 __asm__("a6") = fid;
    register xlen_t r7 __asm__("a7") = eid;
    __asm__ volatile("ecall"
                     : "+r"(r0), "+r"(r1)
                     : "r"(r2), "r"(r3), "r"(r4), "r"(r5), "r"(r6), "r"(r7)
                     : "memory");
    return (struct sbiret){ (sxlen_t)r0, r1 };
}

/* A 64-bit argument split as the SBI calling convention wants on RV32. */
#if XLEN == 64
#define ARG64(v) (xlen_t)(v), 0
#else
#define ARG64(v) (xlen_t)(v), (xlen_t)((uint64_t)(v) >> 32)
#endif

static inline struct sbiret pmu_config_matching(xlen_t base, xlen_t mask, xlen_t flags,
                                                xlen_t event_idx, uint64_t data)
{
#if XLEN == 64
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_CONFIG_MATCHING, base, mask, flags, event_idx, data, 0);
#else
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_CONFIG_MATCHING, base, mask, flags, event_idx,
                    (xlen_t)data, (xlen_t)(data >> 32));
#endif
}

static inline struct sbiret pmu_start(xlen_t base, xlen_t mask, xlen_t flags, uint64_t init)
{
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_START, base, mask, flags, ARG64(init), 0);
}

static inline struct sbiret pmu_stop(xlen_t base, xlen_t mask, xlen_t flags)
{
    return sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_STOP, base, mask, flags, 0, 0, 0);
}

/* console (console.c) */
void put_char(char c);
void put_str(const char *s);
void put_dec(uint64_t v);
void put_hex(uint64_t v);
/* v right-aligned in width columns, with thousands separators */
void put_dec_width(uint64_t v, int width);
void put_str_width(const char *s, int width);   /* left-aligned */

/* traps: s_trap_handler, if set, gets every trap and returns the new sepc */
typedef xlen_t trap_fn(xlen_t cause, xlen_t epc);
extern trap_fn *s_trap_handler;

/* the hart the payload was entered on, and a1 then: the device tree or 0
 * (crt0.S) */
extern xlen_t payload_hartid, payload_dtb;

/* the S-mode trap vector (crt0.S), for other harts a program starts */
void s_trap_vector(void);

/* read a counter CSR 0xC00 + idx (all 64 bits on RV32 too) */
uint64_t read_counter_csr(unsigned idx);

void payload_exit(int code) __attribute__((noreturn));

/* A context to come back to (context.S): context_save returns 0, and
 * returns again with v (1 if v is 0) at each context_resume. Locals the
 * caller changes after context_save must be volatile. */
struct context {
    xlen_t reg[28];
};
int context_save(struct context *c) __attribute__((returns_twice));
void context_resume(const struct context *c, int v) __attribute__((noreturn));

#endif
