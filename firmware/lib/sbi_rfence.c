/* SPDX-License-Identifier: Apache-2.0 */
/*
 * SBI RFENCE extension (EID 0x52464E43). The caller writes its request in
 * its own struct fw_hart (one request per hart, so several harts can ask
 * at once), marks each target's rfence_from and rings it (lib/hart.c);
 * each target fences itself and clears its bit of the request's
 * `waiting`, and the caller returns once no bit is left. While it waits,
 * it does what other harts ask of it, so two harts fencing each other
 * both finish. A hart that runs no supervisor code (stopped, starting,
 * stopping) is left out: it fences itself before it starts
 * (hart_enter_supervisor). The HFENCE functions take the same path where
 * the harts have the H extension (QEMU's do), and are NOT_SUPPORTED
 * where they have not (the SoC's).
 */
#include "fw/csr.h"
#include "fw/hart.h"
#include "fw/pmu.h"

/* Whole-TLB flush above this size, as a range of sfence.vma would. */
#define SFENCE_RANGE_LIMIT (64 * 4096UL)

/* The firmware events of each FID, in FID order: counted on the caller
 * once per hart asked, and on each hart that fences. */
static const uint8_t event_sent[] = {
    SBI_PMU_FW_FENCE_I_SENT, SBI_PMU_FW_SFENCE_VMA_SENT, SBI_PMU_FW_SFENCE_VMA_ASID_SENT,
    SBI_PMU_FW_HFENCE_GVMA_VMID_SENT, SBI_PMU_FW_HFENCE_GVMA_SENT,
    SBI_PMU_FW_HFENCE_VVMA_ASID_SENT, SBI_PMU_FW_HFENCE_VVMA_SENT,
};
static const uint8_t event_received[] = {
    SBI_PMU_FW_FENCE_I_RECEIVED, SBI_PMU_FW_SFENCE_VMA_RECEIVED,
    SBI_PMU_FW_SFENCE_VMA_ASID_RECEIVED, SBI_PMU_FW_HFENCE_GVMA_VMID_RECEIVED,
    SBI_PMU_FW_HFENCE_GVMA_RECEIVED, SBI_PMU_FW_HFENCE_VVMA_ASID_RECEIVED,
    SBI_PMU_FW_HFENCE_VVMA_RECEIVED,
};
_Static_assert(sizeof event_sent == SBI_RFENCE_HFENCE_VVMA + 1 &&
               sizeof event_received == SBI_RFENCE_HFENCE_VVMA + 1, "one event per FID");

/* One fence instruction, on one address or (whole) on the whole space,
 * for one ASID/VMID (by_id) or all: rs1 = x0 is the whole space and
 * rs2 = x0 every ID, while a register holding 0 is address 0 or ID 0. */
#define FENCE_FORMS(insn, whole, by_id, rs1, rs2)                                     \
    do {                                                                              \
        if ((whole) && (by_id))                                                       \
            __asm__ volatile(insn " x0, %0" ::"r"(rs2) : "memory");                   \
        else if (whole)                                                               \
            __asm__ volatile(insn " x0, x0" ::: "memory");                            \
        else if (by_id)                                                               \
            __asm__ volatile(insn " %0, %1" ::"r"(rs1), "r"(rs2) : "memory");         \
        else                                                                          \
            __asm__ volatile(insn " %0, x0" ::"r"(rs1) : "memory");                   \
    } while (0)

/* The firmware's -march has no H extension, so its assembler knows no
 * HFENCE: they are encoded here (SYSTEM, funct3 0, rd x0; funct7 0x11 for
 * HFENCE.VVMA, 0x31 for HFENCE.GVMA), their operands to follow. */
#define HFENCE_VVMA_INSN ".insn r 0x73, 0, 0x11, x0,"
#define HFENCE_GVMA_INSN ".insn r 0x73, 0, 0x31, x0,"

enum fence_kind { SFENCE_VMA, HFENCE_VVMA, HFENCE_GVMA };

static void fence_one(enum fence_kind kind, bool whole, xlen_t addr, bool by_id, xlen_t id)
{
    switch (kind) {
    case SFENCE_VMA:
        FENCE_FORMS("sfence.vma", whole, by_id, addr, id);
        break;
    case HFENCE_VVMA:
        FENCE_FORMS(HFENCE_VVMA_INSN, whole, by_id, addr, id);
        break;
    default: /* HFENCE.GVMA takes the guest physical address >> 2 */
        FENCE_FORMS(HFENCE_GVMA_INSN, whole, by_id, addr >> 2, id);
        break;
    }
}

/* Fences [start, start + size). The specification allows flushing more than
 * asked, so everything that is not a short range walkable page by page is
 * one whole flush: the two whole-space encodings (start = size = 0, and
 * size = 2^XLEN - 1), large ranges, and ranges that reach or pass the top
 * of the address space (start + size wraps, possibly to exactly 0). The
 * page loop then counts pages instead of comparing addresses, so it cannot
 * run past the top and wrap. */
static void fence_range(enum fence_kind kind, xlen_t start, xlen_t size, bool by_id, xlen_t id)
{
    const xlen_t end = start + size; /* exclusive; 0 or below start on a wrap */
    if (size == 0 || size > SFENCE_RANGE_LIMIT || end <= start) {
        fence_one(kind, true, 0, by_id, id);
        return;
    }
    const xlen_t first = start >> 12, last = (end - 1) >> 12; /* pages */
    for (xlen_t page = 0; page <= last - first; page++)
        fence_one(kind, false, (first + page) << 12, by_id, id);
}

/* HFENCE.VVMA acts on the guest of the VMID in hgatp: the caller's, which
 * the target takes for the fence (with Bare translation: M-mode makes no
 * guest accesses meanwhile). */
static void hfence_vvma(const struct rfence_request *r, bool by_asid)
{
    const xlen_t hgatp = csr_swap(CSR_HGATP, r->vmid << HGATP_VMID_SHIFT);
    fence_range(HFENCE_VVMA, r->start, r->size, by_asid, r->asid);
    csr_write(CSR_HGATP, hgatp);
}

/* The fence of request r, on this hart. */
static void fence_here(const struct rfence_request *r)
{
    switch (r->fid) {
    case SBI_RFENCE_FENCE_I:
        __asm__ volatile("fence.i" ::: "memory");
        break;
    case SBI_RFENCE_SFENCE_VMA:
        fence_range(SFENCE_VMA, r->start, r->size, false, 0);
        break;
    case SBI_RFENCE_SFENCE_VMA_ASID:
        fence_range(SFENCE_VMA, r->start, r->size, true, r->asid);
        break;
    case SBI_RFENCE_HFENCE_GVMA_VMID:
        fence_range(HFENCE_GVMA, r->start, r->size, true, r->vmid);
        break;
    case SBI_RFENCE_HFENCE_GVMA:
        fence_range(HFENCE_GVMA, r->start, r->size, false, 0);
        break;
    case SBI_RFENCE_HFENCE_VVMA_ASID:
        hfence_vvma(r, true);
        break;
    default: /* SBI_RFENCE_HFENCE_VVMA */
        hfence_vvma(r, false);
        break;
    }
    pmu_fw_event(event_received[r->fid]);
}

static unsigned rfence_event;

/* On a target: the fences the harts of rfence_from asked of this one,
 * each then marked done in its asker's request. */
static void rfence_receive(void)
{
    struct fw_hart *self = hart_self();
    const unsigned long from = __atomic_exchange_n(&self->rfence_from, 0, __ATOMIC_ACQUIRE);
    const unsigned long me = BIT(self->hartid);
    for_each_hart(h, from) {
        struct rfence_request *r = &fw_harts[h].rfence;
        fence_here(r);
        /* After the fence: the asker may return, and reuse r, at once. */
        __atomic_fetch_and(&r->waiting, ~me, __ATOMIC_RELEASE);
    }
}

static void rfence_init(void)
{
    rfence_event = hart_ipi_event_create(rfence_receive);
}

static struct sbiret rfence_handle(const struct sbi_call *c)
{
    if (c->fid > SBI_RFENCE_HFENCE_VVMA)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);
    if (c->fid >= SBI_RFENCE_HFENCE_GVMA_VMID && !plat->has_h)
        return sbi_err(SBI_ERR_NOT_SUPPORTED);

    unsigned long targets;
    sxlen_t err = hart_mask_targets(c->a[0], c->a[1], &targets);
    if (err)
        return sbi_err(err);

    struct fw_hart *self = hart_self();
    const unsigned long me = self->hartid;
    unsigned long remote = 0;
    for_each_hart(h, targets & ~BIT(me))
        if (hsm_is_interruptible(h))
            remote |= BIT(h);

    struct rfence_request *r = &self->rfence;
    r->fid = c->fid;
    r->start = c->a[2];
    r->size = c->a[3];
    /* a[4]: the ASID (sfence.vma.asid, hfence.vvma.asid) or the VMID
     * (hfence.gvma.vmid); hfence.vvma's VMID is the caller's own. */
    r->asid = c->a[4];
    r->vmid = c->fid == SBI_RFENCE_HFENCE_GVMA_VMID ? c->a[4] : 0;
    if (c->fid == SBI_RFENCE_HFENCE_VVMA_ASID || c->fid == SBI_RFENCE_HFENCE_VVMA)
        r->vmid = (csr_read(CSR_HGATP) >> HGATP_VMID_SHIFT) & (BIT(HGATP_VMID_BITS) - 1);
    /* The request is whole before any target can see its bit. */
    __atomic_store_n(&r->waiting, remote, __ATOMIC_RELEASE);
    for_each_hart(h, remote) {
        __atomic_fetch_or(&fw_harts[h].rfence_from, BIT(me), __ATOMIC_RELEASE);
        pmu_fw_event(event_sent[r->fid]);
        hart_ipi_send(h, rfence_event);
    }
    if (targets & BIT(me)) {
        pmu_fw_event(event_sent[r->fid]);
        fence_here(r);
    }
    while (__atomic_load_n(&r->waiting, __ATOMIC_ACQUIRE))
        hart_ipi_poll();
    return sbi_ok(0);
}

const struct sbi_extension sbi_ext_rfence = {
    .eid_min = SBI_EXT_RFENCE, .eid_max = SBI_EXT_RFENCE, .handle = rfence_handle, .init = rfence_init,
};
