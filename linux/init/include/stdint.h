/* SPDX-License-Identifier: Apache-2.0 */
/* <stdint.h> for /init: nolibc's own fixed-width types (its std.h), so that
 * headers shared with the firmware (sbi_abi.h) agree with nolibc, whose
 * uint64_t is unsigned long long where the compiler's is unsigned long. */
#ifndef INIT_STDINT_H
#define INIT_STDINT_H
#include "std.h"
#endif
