/* SPDX-License-Identifier: Apache-2.0 */
#include "report.h"

#include "libc.h"

static const char *verdict_name(enum verdict v)
{
    switch (v) {
    case V_PASS: return "PASS";
    case V_FAIL: return "FAIL";
    default: return "UNSUPPORTED";
    }
}

void report_row(const char *name, enum verdict v, const char *value, const char *note)
{
    printf("ROW %s %s %s%s%s\n", name, verdict_name(v), value,
           note && *note ? " " : "", note ? note : "");
    fflush(stdout);
}

void report_count(const char *name, enum verdict v, uint64_t value, const char *note)
{
    char buf[24];

    snprintf(buf, sizeof buf, "%" PRIu64, value);
    report_row(name, v, buf, note);
}

static const char *errno_name(int err)
{
    switch (err) {
    case ENOENT: return "ENOENT";
    case EOPNOTSUPP: return "EOPNOTSUPP";
    case EINVAL: return "EINVAL";
    case ENODEV: return "ENODEV";
    case EBUSY: return "EBUSY";
    case EACCES: return "EACCES";
    case EPERM: return "EPERM";
    case ENOSPC: return "ENOSPC";
    case ENOSYS: return "ENOSYS";
    case EIO: return "EIO";
    default: return NULL;
    }
}

void report_errno(const char *name, enum verdict v, int err, const char *note)
{
    char buf[32];
    const char *n = errno_name(err);

    if (n)
        snprintf(buf, sizeof buf, "errno=%s", n);
    else
        snprintf(buf, sizeof buf, "errno=%d", err);
    report_row(name, v, buf, note);
}

void report_line(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}
