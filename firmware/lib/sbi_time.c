/* SPDX-License-Identifier: Apache-2.0 */
/* SBI TIME extension (EID 0x54494D45). */
#include "fw/sbi.h"
#include "fw/timer.h"

static struct sbiret time_handle(const struct sbi_call *c)
{
    if (c->fid != SBI_TIME_SET_TIMER)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    timer_set(sbi_arg64(c, 0));
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_time = {
    .eid_min = SBI_EXT_TIME, .eid_max = SBI_EXT_TIME, .handle = time_handle,
};
