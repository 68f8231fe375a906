/* SPDX-License-Identifier: Apache-2.0 */
/* What the kernel says about itself through /proc and /sys. */
#ifndef PROC_H
#define PROC_H

/* Mounts /proc and /sys (init starts with neither). */
void proc_mount(void);

/* Interrupts taken so far on the "riscv-pmu" line of /proc/interrupts
 * (the LCOFI), all CPUs together, or -1 when the driver registered no such
 * interrupt. */
long proc_pmu_irqs(void);

/* Prints the PMU's sysfs description (type, format) as INFO lines. */
void proc_print_pmu(void);

#endif
