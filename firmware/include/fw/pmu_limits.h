/* SPDX-License-Identifier: Apache-2.0 */
/* How many counters the PMU serves: hardware counter i is CSR 0xC00 + i
 * (0 cycle, 1 time, 2 instret, 3.. hpmcounter3..), then PMU_FW_COUNTERS
 * firmware counters. Usable from assembly (fw/asm.h sizes its tables). */
#ifndef FW_PMU_LIMITS_H
#define FW_PMU_LIMITS_H

#define PMU_HW_MAX       32
#define PMU_FW_COUNTERS  16
#define PMU_MAX_COUNTERS (PMU_HW_MAX + PMU_FW_COUNTERS)

#endif
