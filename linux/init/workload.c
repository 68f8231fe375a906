/* SPDX-License-Identifier: Apache-2.0 */
#include "workload.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#define PAGE 4096u
#define RISCV_RET 0x00008067u   /* jalr x0, 0(ra) */

void workload_illegal_insn(void);

static volatile uint64_t sink;

/* Loads from pages that were never touched: each is a TLB miss (and a page
 * fault the kernel serves with the zero page). */
static int touch_fresh_data(void)
{
    volatile uint64_t *p;
    uint64_t sum = 0;
    unsigned i;

    p = mmap(NULL, WORKLOAD_DATA_PAGES * PAGE, PROT_READ,
             MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return -errno;
    for (i = 0; i < WORKLOAD_DATA_PAGES; i++)
        sum += p[i * (PAGE / sizeof *p)];
    sink = sum;
    munmap((void *)p, WORKLOAD_DATA_PAGES * PAGE);
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
    __builtin___clear_cache(code, code + len);
    for (i = 0; i < WORKLOAD_CODE_PAGES; i++) {
        void (*fn)(void);
        void *entry = code + i * PAGE;
        memcpy(&fn, &entry, sizeof fn);
        fn();
    }
    munmap(code, len);
    return 0;
}

int workload_run(void)
{
    int err;

    workload_loop(WORKLOAD_ITERATIONS);
    err = touch_fresh_data();
    if (err)
        return err;
    return call_fresh_code();
}

static volatile long sigills;

static void on_sigill(int sig, siginfo_t *info, void *ctx)
{
    ucontext_t *uc = ctx;

    (void)sig;
    (void)info;
    sigills++;
    uc->uc_mcontext.__gregs[REG_PC] += 4;   /* step over the 32-bit insn */
}

long workload_illegal(unsigned count)
{
    struct sigaction sa, old;
    unsigned i;

    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigill;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGILL, &sa, &old) < 0)
        return -errno;
    sigills = 0;
    for (i = 0; i < count; i++)
        workload_illegal_insn();
    sigaction(SIGILL, &old, NULL);
    return sigills;
}
