/* SPDX-License-Identifier: Apache-2.0 */
/* The SBI as the firmware serves it: versions, return value, one call's
 * arguments, extensions (the IDs and error codes: sbi_abi.h). */
#ifndef FW_SBI_H
#define FW_SBI_H

#include "fw/types.h"
#include "sbi_abi.h"

/* Specification version 3.0 (major in bits 30:24) and this implementation. */
#define SBI_SPEC_VERSION   ((3UL << 24) | 0)
#define SBI_IMPL_ID        ((xlen_t)SBI_IMPL_ID_PERFMON)
#define SBI_IMPL_VERSION   0x00000100UL     /* 0.1.0 */

static inline struct sbiret sbi_ok(xlen_t value)
{
    return (struct sbiret){ SBI_SUCCESS, value };
}

static inline struct sbiret sbi_err(sxlen_t error)
{
    return (struct sbiret){ error, 0 };
}

/* Arguments of one call as the caller left them in a0..a7. */
struct sbi_call {
    xlen_t a[6];
    xlen_t fid;
    xlen_t eid;
};

/* A 64-bit argument: one register on RV64, a low/high pair on RV32. */
static inline uint64_t sbi_arg64(const struct sbi_call *c, int i)
{
#if XLEN == 64
    return c->a[i];
#else
    return (uint64_t)c->a[i] | ((uint64_t)c->a[i + 1] << 32);
#endif
}

/* One extension: its ID range and handler (NULL for the PMU, whose calls
 * lib/entry.S routes without the dispatcher). */
struct sbi_extension {
    xlen_t eid_min, eid_max;
    struct sbiret (*handle)(const struct sbi_call *call);
    /* probe_extension's answer for eid (1 when absent) */
    xlen_t (*probe)(xlen_t eid);
    /* once, at cold boot, before the other harts run (may be NULL) */
    void (*init)(void);
};

/* Every extension's init, at cold boot. */
void sbi_init(void);
/* lib/entry.S's one call for every extension but the PMU's: the
 * handler's answer, its error checked to be one the specification
 * defines (a firmware bug otherwise). */
struct sbiret sbi_dispatch(const struct sbi_call *call);
const struct sbi_extension *sbi_find_extension(xlen_t eid);

extern const struct sbi_extension sbi_ext_base, sbi_ext_time, sbi_ext_ipi,
    sbi_ext_rfence, sbi_ext_hsm, sbi_ext_srst, sbi_ext_pmu, sbi_ext_dbcn,
    sbi_ext_legacy, sbi_ext_firmware;

#endif
