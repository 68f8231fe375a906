/* SPDX-License-Identifier: Apache-2.0 */
/* snapshot_set_shmem (FID 7, SBI 2.0) and the snapshot flags of start and
 * stop: what may be set, and what the firmware writes and reads there.
 * Snapshot indices are relative to counter_idx_base, so the tests use a
 * base below the counter to see that the offset is applied. */
#include "test.h"

static void set_flags(void)
{
    if (!snapshot_on())
        return;
    EXPECT_ERR(set_shmem((xlen_t)snap, 0, 1), SBI_ERR_INVALID_PARAM, "set_shmem with flags 1");
    EXPECT_ERR(set_shmem((xlen_t)snap, 0, (xlen_t)1 << (XLEN - 1)), SBI_ERR_INVALID_PARAM,
               "set_shmem with flags bit XLEN-1");
}

static void set_misaligned(void)
{
    if (!snapshot_on())
        return;
    static const xlen_t offsets[] = { 8, 16, 0x800, 0xff8 };
    for (unsigned i = 0; i < 4; i++)
        EXPECT_ERR(set_shmem((xlen_t)snap + offsets[i], 0, 0), SBI_ERR_INVALID_PARAM,
                   "set_shmem of an address not 4096-byte aligned");
}

/* Below RAM (QEMU's ROM), inside the firmware (RAM's first SOC_FW_SIZE bytes),
 * and above any RAM. */
static void set_invalid_address(void)
{
    if (!snapshot_on())
        return;
    static const xlen_t los[] = { 0x1000, SOC_RAM_BASE, SOC_PAYLOAD_BASE - 0x1000,
                                  XLEN == 64 ? (xlen_t)0x10000000000ULL : 0xfffff000UL };
    for (unsigned i = 0; i < 4; i++) {
        struct sbiret r = set_shmem(los[i], 0, 0);
        EXPECT(r.error == SBI_ERR_INVALID_ADDRESS, "set_shmem(0x%lx): expected INVALID_ADDRESS, got %s",
               los[i], err_name(r.error));
    }
    EXPECT_ERR(set_shmem((xlen_t)snap, 1, 0), SBI_ERR_INVALID_ADDRESS,
               "set_shmem with shmem_phys_hi 1 (no RAM there)");
}

/* All ones in both halves clears and disables the snapshot area. */
static void disable(void)
{
    if (!snapshot_on())
        return;
    EXPECT_ERR(set_shmem((xlen_t)-1, (xlen_t)-1, 0), SBI_SUCCESS, "set_shmem(all ones)");
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_ERR_NO_SHMEM, "stop with TAKE_SNAPSHOT after disabling");
}

/* Checks every value but the one at k kept the pattern. */
static bool others_untouched(unsigned k)
{
    for (unsigned i = 0; i < 64; i++)
        if (i != k && snap->values[i] != SNAP_PATTERN) {
            fail("snapshot value %u (not in the set) changed to 0x%llx", i,
                 (unsigned long long)snap->values[i]);
            return false;
        }
    return true;
}

static unsigned offset_of(int c)
{
    return c >= 5 ? 5 : (unsigned)c;
}

/* TAKE_SNAPSHOT stores the stopped counter's value at its index relative
 * to counter_idx_base and "the values corresponding to all other counters
 * must not be modified"; the bitmap is 0 without an overflow. */
static void take_fw(void)
{
    if (!snapshot_on())
        return;
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 1000);
    if (c < 0)
        return;
    set_timer_far();
    set_timer_far();
    set_timer_far();
    snap_fill();
    unsigned k = offset_of(c);
    EXPECT_ERR(pmu_stop(c - k, (xlen_t)1 << k, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_SUCCESS,
               "stop with TAKE_SNAPSHOT");
    EXPECT(snap->values[k] == 1003, "snapshot value %u (counter %d, base %d): expected 1003, got %llu", k,
           c, c - (int)k, (unsigned long long)snap->values[k]);
    if (!others_untouched(k))
        return;
    EXPECT(!(snap->overflow_bitmap >> k & 1), "overflow bitmap bit %u set without an overflow: 0x%llx", k,
           (unsigned long long)snap->overflow_bitmap);
    /* "valid only if the Sscofpmf ISA extension is available. Otherwise,
     * it must be zero." */
    if (!env.sscofpmf)
        EXPECT(snap->overflow_bitmap == 0, "no Sscofpmf: the bitmap must be 0, got 0x%llx",
               (unsigned long long)snap->overflow_bitmap);
}

static void take_hw(void)
{
    if (!snapshot_on())
        return;
    int c = counting_prog(1u << 20, NULL);
    if (c < 0)
        return;
    spin(1000);
    snap_fill();
    unsigned k = offset_of(c);
    EXPECT_ERR(pmu_stop(c - k, (xlen_t)1 << k, SBI_PMU_STOP_TAKE_SNAPSHOT), SBI_SUCCESS,
               "stop with TAKE_SNAPSHOT");
    uint64_t v = read_value(c);
    EXPECT(snap->values[k] == v && v >= (1u << 20) + 1000,
           "counter %d started at 0x100000, 1000 loop iterations later stopped: snapshot 0x%llx, CSR 0x%llx", c,
           (unsigned long long)snap->values[k], (unsigned long long)v);
    others_untouched(k);
}

/* A firmware counter mapped on SET_TIMER and not started, once the
 * snapshot area is set; -1 after a skip or fail. */
static int stopped_with_snapshot(void)
{
    if (!snapshot_on())
        return -1;
    struct sbiret r = cfg_kind(K_FW, 0, EV_FW(SBI_PMU_FW_SET_TIMER), 0);
    if (r.error != SBI_SUCCESS) {
        skip("no firmware counter counts SET_TIMER");
        return -1;
    }
    return (int)r.value;
}

/* INIT_SNAPSHOT starts each counter from its value in the snapshot area,
 * which the firmware only reads. */
static void init_snapshot(void)
{
    int c = stopped_with_snapshot();
    if (c < 0)
        return;
    unsigned k = offset_of(c);
    snap_fill();
    snap->values[k] = 5000;
    EXPECT_ERR(pmu_start(c - k, (xlen_t)1 << k, SBI_PMU_START_INIT_SNAPSHOT, 0), SBI_SUCCESS,
               "start with INIT_SNAPSHOT");
    set_timer_far();
    uint64_t v = read_value(c);
    EXPECT(v == 5001, "counter %d started from snapshot value 5000, one set_timer: expected 5001, got %llu",
           c, (unsigned long long)v);
    EXPECT(snap->values[k] == 5000 && snap->overflow_bitmap == 0, "start changed the snapshot area");
    others_untouched(k);
}

/* The two init flags are "mutually exclusive"; the specification names no
 * error for using both, so SUCCESS and INVALID_PARAM are both accepted. */
static void both_init_flags(void)
{
    int c = stopped_with_snapshot();
    if (c < 0)
        return;
    snap_fill();
    struct sbiret s = start1(c, SBI_PMU_START_SET_INIT_VALUE | SBI_PMU_START_INIT_SNAPSHOT, 7);
    EXPECT(s.error == SBI_SUCCESS || s.error == SBI_ERR_INVALID_PARAM,
           "start with SET_INIT_VALUE|INIT_SNAPSHOT: expected SUCCESS or INVALID_PARAM, got %s",
           err_name(s.error));
    if (s.error == SBI_ERR_INVALID_PARAM)
        EXPECT_ERR(start1(c, 0, 0), SBI_SUCCESS, "start after the rejected one (nothing started)");
}

/* "The SBI implementation must not access this memory any other time"
 * than a stop with TAKE_SNAPSHOT (read/write) and a start with
 * INIT_SNAPSHOT (read only). Reads cannot be seen from S-mode; writes can:
 * the whole area, the reserved part included, keeps a pattern through
 * set_shmem, config_matching, start and stop without the snapshot flags,
 * fw_read and get_info. */
#define SNAP_WORDS (4096 / 8)
static void untouched_otherwise(void)
{
    if (!snapshot_on())
        return;
    volatile uint64_t *area = (volatile uint64_t *)snap;
    for (unsigned i = 0; i < SNAP_WORDS; i++)
        area[i] = SNAP_PATTERN ^ i;
    EXPECT_ERR(set_shmem((xlen_t)snap, 0, 0), SBI_SUCCESS, "set_shmem again");
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 7);
    if (c < 0)
        return;
    set_timer_far();
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    EXPECT_ERR(fw_read(c), SBI_SUCCESS, "fw_read");
    EXPECT_ERR(start1(c, SBI_PMU_START_SET_INIT_VALUE, 9), SBI_SUCCESS, "start with an initial value");
    EXPECT_ERR(stop1(c, SBI_PMU_STOP_RESET), SBI_SUCCESS, "stop with RESET");
    EXPECT_ERR(sbi_call(SBI_EXT_PMU, SBI_PMU_COUNTER_GET_INFO, c, 0, 0, 0, 0, 0), SBI_SUCCESS, "get_info");
    for (unsigned i = 0; i < SNAP_WORDS; i++)
        EXPECT(area[i] == (SNAP_PATTERN ^ i),
               "snapshot area word %u (offset 0x%x) changed to 0x%llx without a snapshot flag", i,
               8 * i, (unsigned long long)area[i]);
}

const struct test snapshot_tests[] = {
    { "snapshot.set_flags", set_flags },
    { "snapshot.set_misaligned", set_misaligned },
    { "snapshot.set_invalid_address", set_invalid_address },
    { "snapshot.disable", disable },
    { "snapshot.take_fw", take_fw },
    { "snapshot.take_hw", take_hw },
    { "snapshot.init_snapshot", init_snapshot },
    { "snapshot.both_init_flags", both_init_flags },
    { "snapshot.untouched_otherwise", untouched_otherwise },
    { 0 },
};
