/* SPDX-License-Identifier: Apache-2.0 */
/* Firmware events counted where they happen: SBI set_timer calls, and
 * traps the suite provokes from S-mode. A firmware that never sees a trap
 * (the hardware handles misaligned accesses, or the trap is delegated)
 * cannot count it: that is a SKIP, except where our firmware documents
 * that it sees them (docs/firmware.md "Boot flow", step 3). */
#include "test.h"

#define FIRMWARE_BASE ((unsigned long)SOC_RAM_BASE)  /* the firmware memory, on QEMU virt and the SoC */

static void set_timer_exact(void)
{
    int c = counting(K_FW, EV_FW(SBI_PMU_FW_SET_TIMER), 0, 0);
    if (c < 0)
        return;
    for (int i = 0; i < 5; i++)
        set_timer_far();
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_value(c);
    EXPECT(v == 5, "SET_TIMER over 5 set_timer calls: expected 5, got %llu", (unsigned long long)v);
    set_timer_far();
    set_timer_far();
    v = read_value(c);
    EXPECT(v == 5, "stopped SET_TIMER counter after 2 more set_timer calls: expected 5, got %llu",
           (unsigned long long)v);
}

/* Runs `provoke` n times with n S-mode traps of scause `cause` expected
 * (0: none, the access is handled below S-mode), counting `code`. */
static void trap_event(xlen_t code, void (*provoke)(void), unsigned n, xlen_t cause,
                       bool must_count, const char *what)
{
    int c = counting(K_FW, EV_FW(code), 0, 0);
    if (c < 0)
        return;
    traps_expected = cause ? n : 0;
    for (unsigned i = 0; i < n; i++)
        provoke();
    traps_expected = 0;
    EXPECT_ERR(stop1(c, 0), SBI_SUCCESS, "stop");
    uint64_t v = read_value(c);
    if (cause) {
        EXPECT(traps_taken == n, "%s: expected %u traps redirected to S-mode, got %u", what, n,
               traps_taken);
        EXPECT(last_trap_cause == cause, "%s: expected scause %lu, got %lu", what, cause,
               last_trap_cause);
    }
    if (v == 0 && !must_count) {
        skip("%s: not counted (the firmware did not see the trap)", what);
        return;
    }
    EXPECT(v == n, "%s, %u times: expected %u, got %llu", what, n, n, (unsigned long long)v);
}

static void illegal(void)
{
    /* csrrw x0, cycle, x0: a write to a read-only CSR, always illegal */
    __asm__ volatile(".word 0xc0001073" ::: "memory");
}

static void illegal_insn(void)
{
    trap_event(SBI_PMU_FW_ILLEGAL_INSN, illegal, 3, 2, env.ours, "illegal instruction from S-mode");
}

/* Loads and stores into the firmware's memory, which PMP keeps from S-mode
 * (if it does not, the test is skipped before anything is written). */
static void load_firmware(void)
{
    (void)*(volatile uint32_t *)FIRMWARE_BASE;
}

static void store_firmware(void)
{
    *(volatile uint32_t *)FIRMWARE_BASE = 0;
}

static bool firmware_memory_protected(void)
{
    traps_expected = 1;
    traps_taken = 0;
    load_firmware();
    traps_expected = 0;
    bool faulted = traps_taken == 1 && last_trap_cause == 5;
    traps_taken = 0;
    return faulted;
}

static void access_load(void)
{
    SKIP_UNLESS(firmware_memory_protected(), "a load of 0x%lx from S-mode did not fault", FIRMWARE_BASE);
    trap_event(SBI_PMU_FW_ACCESS_LOAD, load_firmware, 2, 5, env.ours, "load access fault from S-mode");
}

static void access_store(void)
{
    SKIP_UNLESS(firmware_memory_protected(), "a load of 0x%lx from S-mode did not fault", FIRMWARE_BASE);
    trap_event(SBI_PMU_FW_ACCESS_STORE, store_firmware, 2, 7, env.ours, "store access fault from S-mode");
}

static volatile uint8_t buf[16] __attribute__((aligned(8)));

static void misaligned_load(void)
{
    uint32_t v;
    __asm__ volatile("lw %0, 0(%1)" : "=r"(v) : "r"(buf + 1) : "memory");
    if (v != 0x05040302)
        fail("misaligned lw at buf+1: expected 0x05040302, got 0x%x", v);
}

static void misaligned_store(void)
{
    __asm__ volatile("sw %0, 0(%1)" ::"r"(0x0a0b0c0d), "r"(buf + 3) : "memory");
}

/* The compressed forms (C extension; registers x8-x15): c.lw from buf+1,
 * c.sw to buf+9, emulated and counted like their 32-bit forms. */
static void misaligned_c_load(void)
{
    register xlen_t v __asm__("a0");
    register volatile uint8_t *p __asm__("a1") = buf + 1;
    __asm__ volatile(".option push\n\t.option rvc\n\tc.lw a0, 0(a1)\n\t.option pop"
                     : "=r"(v) : "r"(p) : "memory");
    if ((uint32_t)v != 0x05040302)
        fail("misaligned c.lw at buf+1: expected 0x05040302, got 0x%x", (uint32_t)v);
}

static void misaligned_c_store(void)
{
    register xlen_t v __asm__("a2") = 0x1a1b1c1d;
    register volatile uint8_t *p __asm__("a1") = buf + 9;
    __asm__ volatile(".option push\n\t.option rvc\n\tc.sw a2, 0(a1)\n\t.option pop"
                     :: "r"(v), "r"(p) : "memory");
}

/* The firmware counts misaligned accesses it emulates; QEMU handles them
 * itself, so exact counts are required on our SoC only. A load reads
 * buf = 1, 2, 3...; a store leaves its word's bytes at buf + at. */
static void load_event(void (*load)(void), const char *what)
{
    for (unsigned i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(i + 1);
    trap_event(SBI_PMU_FW_MISALIGNED_LOAD, load, 4, 0, env.soc, what);
}

static void store_event(void (*store)(void), unsigned at, uint32_t word, const char *what)
{
    trap_event(SBI_PMU_FW_MISALIGNED_STORE, store, 4, 0, env.soc, what);
    for (unsigned i = 0; i < 4; i++)
        EXPECT(buf[at + i] == (uint8_t)(word >> (8 * i)), "%s at buf+%u: byte %u is 0x%x, expected 0x%x",
               what, at, i, buf[at + i], (unsigned)(uint8_t)(word >> (8 * i)));
}

static void misaligned_load_event(void) { load_event(misaligned_load, "misaligned lw"); }
static void misaligned_store_event(void) { store_event(misaligned_store, 3, 0x0a0b0c0d, "misaligned sw"); }
static void misaligned_c_load_event(void) { load_event(misaligned_c_load, "misaligned c.lw"); }
static void misaligned_c_store_event(void) { store_event(misaligned_c_store, 9, 0x1a1b1c1d, "misaligned c.sw"); }

const struct test fw_event_tests[] = {
    { "fw_event.set_timer", set_timer_exact },
    { "fw_event.illegal_insn", illegal_insn },
    { "fw_event.access_load", access_load },
    { "fw_event.access_store", access_store },
    { "fw_event.misaligned_load", misaligned_load_event },
    { "fw_event.misaligned_store", misaligned_store_event },
    { "fw_event.misaligned_c_load", misaligned_c_load_event },
    { "fw_event.misaligned_c_store", misaligned_c_store_event },
    { 0 },
};
