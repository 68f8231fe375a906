/* SPDX-License-Identifier: Apache-2.0 */
/* One line per check, for tools/linux-check to turn into a table:
 *   ROW <name> <PASS|FAIL|UNSUPPORTED> <value> [note...]
 * The value is one token (a count, or errno=NAME when an open failed). */
#ifndef REPORT_H
#define REPORT_H

#include "libc.h"

enum verdict { V_PASS, V_FAIL, V_UNSUPPORTED };

void report_row(const char *name, enum verdict v, const char *value, const char *note);
void report_count(const char *name, enum verdict v, uint64_t value, const char *note);
void report_errno(const char *name, enum verdict v, int err, const char *note);
/* A line that is not a row (progress, markers). */
void report_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
