/* The SBI: extension and function IDs, error codes, return value. */
#ifndef FW_SBI_H
#define FW_SBI_H

#include "fw/types.h"

/* Specification version 3.0 (major in bits 30:24) and this implementation. */
#define SBI_SPEC_VERSION   ((3UL << 24) | 0)
#define SBI_IMPL_ID        0x50455246UL     /* "PERF": used by no other SBI */
#define SBI_IMPL_VERSION   0x00000100UL     /* 0.1.0 */

#define SBI_SUCCESS                0
#define SBI_ERR_FAILED            -1
#define SBI_ERR_NOT_SUPPORTED     -2
#define SBI_ERR_INVALID_PARAM     -3
#define SBI_ERR_DENIED            -4
#define SBI_ERR_INVALID_ADDRESS   -5
#define SBI_ERR_ALREADY_AVAILABLE -6
#define SBI_ERR_ALREADY_STARTED   -7
#define SBI_ERR_ALREADY_STOPPED   -8
#define SBI_ERR_NO_SHMEM          -9

#define SBI_EXT_LEGACY_SET_TIMER        0x00
#define SBI_EXT_LEGACY_CONSOLE_PUTCHAR  0x01
#define SBI_EXT_LEGACY_CONSOLE_GETCHAR  0x02
#define SBI_EXT_LEGACY_SHUTDOWN         0x08
#define SBI_EXT_BASE   0x10
#define SBI_EXT_TIME   0x54494D45
#define SBI_EXT_IPI    0x735049
#define SBI_EXT_RFENCE 0x52464E43
#define SBI_EXT_HSM    0x48534D
#define SBI_EXT_SRST   0x53525354
#define SBI_EXT_PMU    0x504D55
#define SBI_EXT_DBCN   0x4442434E
/* this implementation's own, in the SBI's firmware-specific space
 * (0x0A000000-0x0AFFFFFF): lib/sbi_fwext.c */
#define SBI_EXT_FIRMWARE 0x0A000000

struct sbiret {
    sxlen_t error;
    xlen_t  value;
};

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

/* One extension: its ID range and handler. */
struct sbi_extension {
    xlen_t eid_min, eid_max;
    struct sbiret (*handle)(const struct sbi_call *call);
    /* probe_extension's answer for eid (1 when absent) */
    xlen_t (*probe)(xlen_t eid);
};

struct sbiret sbi_dispatch(const struct sbi_call *call);
const struct sbi_extension *sbi_find_extension(xlen_t eid);

extern const struct sbi_extension sbi_ext_base, sbi_ext_time, sbi_ext_ipi,
    sbi_ext_rfence, sbi_ext_hsm, sbi_ext_srst, sbi_ext_pmu, sbi_ext_dbcn,
    sbi_ext_legacy, sbi_ext_firmware;

#endif
