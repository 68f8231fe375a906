/* SPDX-License-Identifier: Apache-2.0 */
/* Basic types of the firmware: the register width follows the target. */
#ifndef FW_TYPES_H
#define FW_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef unsigned long xlen_t;   /* XLEN bits on ilp32 and lp64 */
typedef long          sxlen_t;

#define XLEN        __riscv_xlen
#define BIT(n)      (1UL << (n))
#define BIT64(n)    (1ULL << (n))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Code on the SBI PMU call path, linked next to lib/entry.S's own part of
 * it (.text.hot, firmware.ld.S) so that the path's cache lines do not evict
 * each other (docs/firmware.md, cost of each call). */
#define FW_HOT __attribute__((section(".text.hot")))

#define STR_(x) #x
#define STR(x)  STR_(x)

#endif
