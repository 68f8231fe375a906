/* SPDX-License-Identifier: Apache-2.0 */
/* SBI RFENCE extension (EID 0x52464E43). With one hart, a remote fence is
 * a local one; it still counts as sent and received. No H extension: the
 * HFENCE functions are not supported. */
#include "fw/hart.h"
#include "fw/pmu.h"

/* Whole-TLB flush above this size, as a range of sfence.vma would. */
#define SFENCE_RANGE_LIMIT (64 * 4096UL)

static void sfence_all(xlen_t asid, bool by_asid)
{
    if (by_asid)
        __asm__ volatile("sfence.vma x0, %0" :: "r"(asid) : "memory");
    else
        __asm__ volatile("sfence.vma" ::: "memory");
}

/* Fences [start, start + size). The specification allows flushing more than
 * asked, so everything that is not a short range walkable page by page is
 * one whole flush: the two whole-space encodings (start = size = 0, and
 * size = 2^XLEN - 1), large ranges, and ranges that reach or pass the top
 * of the address space (start + size wraps, possibly to exactly 0). The
 * page loop then counts pages instead of comparing addresses, so it cannot
 * run past the top and wrap. */
static void sfence_range(xlen_t start, xlen_t size, xlen_t asid, bool by_asid)
{
    const xlen_t end = start + size; /* exclusive; 0 or below start on a wrap */
    if (size == 0 || size > SFENCE_RANGE_LIMIT || end <= start) {
        sfence_all(asid, by_asid);
        return;
    }
    const xlen_t first = start >> 12, last = (end - 1) >> 12; /* pages */
    for (xlen_t page = 0; page <= last - first; page++) {
        const xlen_t va = (first + page) << 12;
        if (by_asid)
            __asm__ volatile("sfence.vma %0, %1" :: "r"(va), "r"(asid) : "memory");
        else
            __asm__ volatile("sfence.vma %0" :: "r"(va) : "memory");
    }
}

static struct sbiret rfence_handle(const struct sbi_call *c)
{
    if (c->fid > SBI_RFENCE_HFENCE_VVMA)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    if (c->fid >= SBI_RFENCE_HFENCE_GVMA_VMID)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);

    bool self;
    sxlen_t err = hart_mask_check(c->a[0], c->a[1], &self);
    if (err)
        return sbi_err(err);
    if (!self)
        return sbi_ok(0);

    switch (c->fid) {
    case SBI_RFENCE_FENCE_I:
        pmu_fw_event(SBI_PMU_FW_FENCE_I_SENT);
        __asm__ volatile("fence.i" ::: "memory");
        pmu_fw_event(SBI_PMU_FW_FENCE_I_RECEIVED);
        break;
    case SBI_RFENCE_SFENCE_VMA:
        pmu_fw_event(SBI_PMU_FW_SFENCE_VMA_SENT);
        sfence_range(c->a[2], c->a[3], 0, false);
        pmu_fw_event(SBI_PMU_FW_SFENCE_VMA_RECEIVED);
        break;
    default: /* SBI_RFENCE_SFENCE_VMA_ASID */
        pmu_fw_event(SBI_PMU_FW_SFENCE_VMA_ASID_SENT);
        sfence_range(c->a[2], c->a[3], c->a[4], true);
        pmu_fw_event(SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED);
        break;
    }
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_rfence = {
    .eid_min = SBI_EXT_RFENCE, .eid_max = SBI_EXT_RFENCE, .handle = rfence_handle,
};
