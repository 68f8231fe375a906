/* SPDX-License-Identifier: Apache-2.0 */
#include "workload.h"

#include "libc.h"

#define PAGE 4096u
#define RISCV_RET 0x00008067u   /* jalr x0, 0(ra) */

void workload_illegal_insn(void);

static volatile uint64_t sink;

/* Loads from pages that were never touched: each is a TLB miss (and a page
 * fault the kernel serves with the zero page). */
int workload_data_pages(unsigned pages)
{
    volatile uint64_t *p;
    uint64_t sum = 0;
    unsigned i;

    p = mmap(NULL, (size_t)pages * PAGE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return -errno;
    for (i = 0; i < pages; i++)
        sum += p[i * (PAGE / sizeof *p)];
    sink = sum;
    munmap((void *)p, (size_t)pages * PAGE);
    return 0;
}

/* Calls a `ret` on each of several fresh pages: instruction fetches from
 * pages the TLB has not seen. */
static int call_fresh_code(void)
{
    size_t len = WORKLOAD_CODE_PAGES * PAGE;
    char *code;
    unsigned i;

    code = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED)
        return -errno;
    for (i = 0; i < WORKLOAD_CODE_PAGES; i++) {
        uint32_t ret = RISCV_RET;
        memcpy(code + i * PAGE, &ret, sizeof ret);
    }
    if (mprotect(code, len, PROT_READ | PROT_EXEC) < 0) {
        int err = errno;
        munmap(code, len);
        return -err;
    }
    flush_icache(code, code + len);
    for (i = 0; i < WORKLOAD_CODE_PAGES; i++) {
        void (*fn)(void);
        void *entry = code + i * PAGE;
        memcpy(&fn, &entry, sizeof fn);
        fn();
    }
    munmap(code, len);
    return 0;
}

/* QEMU's user+kernel period is its user-only one: it counts cycles and
   instructions in host time-stamp-counter ticks, and its sampling rows are
   not held to count / period (linux/qemu-7.2.xfail), so the reason the
   SoC's differs (below) has nothing to judge there. The multiplexing
   check loops 200 million times: at 20 million a fast host ran the loop
   in about 6 ms, a rotation and a half at perf's 4 ms, and an event that
   never lost its counter failed multiplex-instructions:u in a third of
   the boots (2026-12-02). The 40-event rotation
   loops a billion times: QEMU runs the 2-instruction loop at billions of
   instructions a second, and with perf's 4 ms interval, moving one event
   to the back of the queue each time, the last of 40 events waits through
   about 25 rotations (16 counters) before its first turn. */
struct workload_size workload_size = { 1000000u, 20000000u, 100000u, 100000u, 1024u, 1000000u,
                                       200000000u, 0u, 1000000000u, 0u, false };

const char *workload_size_pick(void)
{
    char model[64];

    if (read_first_line("/sys/firmware/devicetree/base/model", model, sizeof model) == 0 &&
        !strcmp(model, "perfmon SoC")) {
        /* 100x fewer loop iterations, 10x shorter sampling period: about
           as many samples from a tenth of the work. The per-CPU check's
           1024 pages are there to outnumber idle CPUs' TLB refills, which
           are few on the SoC's harts. Its loop keeps QEMU's million
           iterations: an idle SoC hart retires about 300,000 kernel
           instructions while the check opens, resets and enables the
           events on every CPU (cross-calls it serves, measured on the
           2-hart SoC), so a workload of 10,000 iterations would be
           smaller than what an idle CPU legitimately counts. */
        workload_size.loop_iterations = 10000u;
        workload_size.sample_iterations = 200000u;
        workload_size.sample_period = 10000u;
        /* A user+kernel event goes on counting while the kernel runs with
           interrupts off, and its overflow interrupt waits; the riscv_pmu
           core (riscv_pmu_event_set_period, as every Linux driver) gives one
           sample for an overflow handled a period or more late and restarts
           a whole period. On this hart the timer tick is the longest such
           stretch: 10,500 to 16,000 S-mode cycles and about 1,250 M-mode
           ones, once every 40,000 cycles (HZ 250 at 10 MHz; docs/linux.md).
           A period of 10,000 would judge the tick, not the driver: both
           drivers lost periods to it. 40,000, the tick's interval and more
           than twice its longest run, leaves no overflow a period late.
           sampling.c lengthens these rows' loop by the same factor, so they
           expect as many samples as they did at 10,000. A user-only counter
           stands still while the kernel runs, so a late interrupt finds it
           no further past its overflow: those rows keep 10,000. */
        workload_size.sample_period_uk = 40000u;
        workload_size.percpu_pages = WORKLOAD_DATA_PAGES;
        /* perf rotates multiplexed events every 1000 / HZ ms, 4 ms here:
           40,000 cycles of the SoC's hart, whose time base counts every
           cycle (10 MHz). Under Linux 6.1 with OpenSBI 1.1 one rotation
           and the tick around it take about 62,000 cycles, 58 % of them in
           OpenSBI's M-mode (measured: docs/linux.md), so each rotation's
           timer is due again before the last one returns and user code
           never runs again. A hart of this speed wants a longer interval,
           as perf_event_mux_interval_ms lets an administrator set: ten
           times the default, with a loop ten times longer so that about a
           dozen rotations fall in it, as a few hundred do at QEMU's. */
        workload_size.mux_interval_ms = 40u;
        workload_size.mux_iterations = 2000000u;
        /* Issue 43's run loops 3 million times under 40 events. Perf
           moves one event to the back of the queue a rotation, so with
           about 30 counters the last event's first turn is the 11th or
           12th rotation; with 3 million iterations at 100 ms there were 14
           rotations, and an event whose only turn was the run's last
           moments had an estimate a third of the others'. 8 million at
           200 ms give about 20.
           The interval: with 40 events on, the loop kept 39 % of the run
           at 40 ms and 53 % at 100 ms under the SBI driver (58 % and 62 %
           under the delegation driver; docs/linux.md has the table), too
           close to the half the check asks for. */
        workload_size.rotate_iterations = 8000000u;
        workload_size.rotate_interval_ms = 200u;
        workload_size.exact = true;
        return "soc";
    }
    return "qemu";
}

int workload_run(void)
{
    int err;

    workload_loop(workload_size.loop_iterations);
    err = workload_data_pages(WORKLOAD_DATA_PAGES);
    if (err)
        return err;
    return call_fresh_code();
}

static volatile long sigills;

static void on_sigill(int sig, void *info, void *ctx)
{
    struct ucontext *uc = ctx;

    (void)sig;
    (void)info;
    sigills++;
    uc->uc_mcontext.sc_regs.pc += 4;   /* step over the 32-bit insn */
}

long workload_illegal(unsigned count)
{
    unsigned i;
    int err = set_signal(SIGILL, on_sigill);

    if (err)
        return err;
    sigills = 0;
    for (i = 0; i < count; i++)
        workload_illegal_insn();
    reset_signal(SIGILL);
    return sigills;
}
