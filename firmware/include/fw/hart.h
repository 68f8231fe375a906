/* SPDX-License-Identifier: Apache-2.0 */
/* The harts the firmware serves: one, hart 0. */
#ifndef FW_HART_H
#define FW_HART_H

#include "fw/sbi.h"

#define FW_HART_ID 0

/* SBI hart-mask check (IPI, RFENCE): SBI_SUCCESS with *targets_self set
 * when the set names hart 0, SBI_ERR_INVALID_PARAM when it names any hart
 * that does not exist. hart_mask_base = -1 means every hart. */
sxlen_t hart_mask_check(xlen_t hart_mask, xlen_t hart_mask_base, bool *targets_self);

#endif
