/* SPDX-License-Identifier: Apache-2.0 */
/* The harts the SMP suite can drive (hart IDs below SMP_MAX_HARTS) and
 * each one's stack; for C and assembly. */
#ifndef SMP_LIMITS_H
#define SMP_LIMITS_H

#define SMP_MAX_HARTS   8
#define SMP_STACK_SHIFT 13

#endif
