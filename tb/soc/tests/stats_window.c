/* SPDX-License-Identifier: Apache-2.0 */
/*
 * make soc-observe-check: a workload that makes every SoC event happen,
 * counted on the HPM counters over one window, for comparing with the sums
 * of soc-sim --stats over the same cycles (tools/tests/soc-observe.py).
 *
 * The SoC has more events (rtl/core/soc_events.def) than the 29 programmable
 * counters, so the window runs once for each group of up to 29: run g
 * counts events 29g+1.. on mhpmcounter3.., with mcycle and minstret, in a
 * window opened by the `csrw mcountinhibit, x0` at stats_open and closed by
 * the `csrw mcountinhibit, t6` at stats_close (the g-th commits of each).
 * Contract rule 1: a configuration write governs counting from the next
 * cycle, so the window is the cycles after the opening write's commit up to
 * and including the closing write's. The test finds those two commits in
 * soc-sim's --log by these labels' addresses.
 *
 * Inside the window: loads and stores through 64 KiB (L1D misses), a loop
 * through four L1I lines of one set (L1I misses), divisions (backend
 * stalls), `lr`/`sc` pairs (an atomic's result waited for), a 32-bit
 * instruction across two L1I lines, branches taken and not at random
 * (mispredictions), calls and
 * returns, ecalls (exceptions), a timer interrupt that wakes the hart from
 * WFI (interrupt, halted cycles: cycle < ref cycle), M-mode loads and
 * stores translated through MPRV after sfence.vma (DTLB misses, page
 * walks), and S-mode code fetched after sfence.vma (ITLB misses, S-mode
 * cycles). After each run its counters are printed, "hpm E VALUE" for event
 * E and "mcycle VALUE", "minstret VALUE"; then the program passes.
 */
#include "vm.h"
#include "soc_events.h"

#define BUF_BYTES (64 * 1024)
static unsigned char buf[BUF_BYTES] __attribute__((aligned(64)));
#define STATS_COUNTERS 29      /* mhpmcounter3..31 */
#define STATS_RUNS ((SOC_NUM_EVENTS + STATS_COUNTERS - 1) / STATS_COUNTERS)
static xlen_t counts[STATS_COUNTERS + 2];

__asm__(
    "\t.text\n"
    /* the event numbers a4.. into mhpmevent3..31 (past the last event,
       numbers no event has: nothing is counted); counters zeroed */
    "\t.macro stats_program\n"
    "\tmv t0, a4\n"
    "\t.set stats_csr, 0x323\n"
    "\t.rept " STR(STATS_COUNTERS) "\n"
    "\tcsrw stats_csr, t0\n"
    "\tcsrw stats_csr + 0xb03 - 0x323, x0\n"
    "\taddi t0, t0, 1\n"
    "\t.set stats_csr, stats_csr + 1\n"
    "\t.endr\n"
    "\t.endm\n"
    /* mhpmcounter3.., then mcycle, minstret, into the array at a0 */
    "\t.macro stats_read\n"
    "\t.set stats_csr, 0xb03\n"
    "\t.rept " STR(STATS_COUNTERS) "\n"
    "\tcsrr t0, stats_csr\n"
    "\t" SX " t0, 0(a0)\n"
    "\taddi a0, a0, " STR(REGBYTES) "\n"
    "\t.set stats_csr, stats_csr + 1\n"
    "\t.endr\n"
    "\tcsrr t0, mcycle\n\t" SX " t0, 0(a0)\n"
    "\tcsrr t0, minstret\n\t" SX " t0, " STR(REGBYTES) "(a0)\n"
    "\t.endm\n"

    /* stats_run(counts, buf, mtimecmp, mtime, first event): clobbers only caller-saved
       registers; t4 and t5 belong to the trap handler */
    ".globl stats_run, stats_open, stats_close\n"
    "stats_run:\n"
    "\tli t6, -1\n"
    "\tcsrw mcountinhibit, t6\n"
    "\tstats_program\n"
    "\tcsrw mcycle, x0\n"
    "\tcsrw minstret, x0\n"
    "\tcsrr a7, mtvec\n"
    "\tla t0, stats_trap\n"
    "\tcsrw mtvec, t0\n"
    "\tmv a6, ra\n"
    "stats_open:\n"
    "\tcsrw mcountinhibit, x0\n"
    /* loads, then stores, through the buffer a line at a time: each pass
       evicts the lines the other needs (64 KiB, the L1D 4 KiB) */
    "\tli t1, 2\n"
    "1:\tmv t0, a1\n"
    "\tli t2, " STR(BUF_BYTES) "\n"
    "\tadd t2, t2, a1\n"
    "2:\t" LX " t3, 0(t0)\n"
    "\taddi t0, t0, 32\n"
    "\tbltu t0, t2, 2b\n"
    "\tmv t0, a1\n"
    "9:\t" SX " t3, 8(t0)\n"
    "\taddi t0, t0, 32\n"
    "\tbltu t0, t2, 9b\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 1b\n"
    /* 20 divisions, a load-use pair each */
    "\tli t1, 20\n"
    "3:\t" LX " t3, 0(a1)\n"
    "\tdiv t3, t3, t1\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 3b\n"
    /* 5 lr/sc pairs, the sc storing what the lr read */
    "\tli t1, 5\n"
    "10:\tlr.w t3, (a1)\n"
    "\tsc.w t3, t3, (a1)\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 10b\n"
    /* a 32-bit nop in the last halfword of an L1I line (stats_split) */
    "\tjal ra, stats_split\n"
    /* 300 branches taken or not by a xorshift's low bit, and a call and
       return each */
    "\tli t1, 300\n"
    "\tli t2, 12345\n"
    "4:\tslli t3, t2, 13\n\txor t2, t2, t3\n"
    "\tsrli t3, t2, 7\n\txor t2, t2, t3\n"
    "\tslli t3, t2, 17\n\txor t2, t2, t3\n"
    "\tandi t3, t2, 1\n"
    "\tbeqz t3, 5f\n"
    "\tnop\n"
    "5:\tjal ra, stats_leaf\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 4b\n"
    /* 5 ecalls, each resumed after itself */
    "\tli t1, 5\n"
    "6:\tecall\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 6b\n"
    /* WFI until the timer, 400 cycles on: MTIE and MIE on only here */
    "\t" LX " t0, 0(a3)\n"
    "\taddi t0, t0, 400\n"
    "\t" SX " t0, 0(a2)\n"
    "\tli t0, 0x80\n"
    "\tcsrs mie, t0\n"
    "\tcsrsi mstatus, 8\n"
    "\twfi\n"
    "\tcsrci mstatus, 8\n"
    "\tcsrc mie, t0\n"
    /* MPRV loads and stores as S-mode (MPP = S), each after an sfence.vma */
    "\tli t0, 0x1800\n"
    "\tcsrc mstatus, t0\n"
    "\tli t0, 0x800\n"
    "\tcsrs mstatus, t0\n"
    "\tli t0, 0x20000\n"
    "\tcsrs mstatus, t0\n"
    "\tli t1, 10\n"
    "7:\tsfence.vma x0, x0\n"
    "\t" LX " t3, 0(a1)\n"
    "\tsfence.vma x0, x0\n"
    "\t" SX " t3, 16(a1)\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 7b\n"
    "\tli t0, 0x20000\n"
    "\tcsrc mstatus, t0\n"
    /* S-mode code (MPP = S still), fetched after sfence.vma, back by ecall */
    "\tla t0, stats_s\n"
    "\tcsrw mepc, t0\n"
    "\tmret\n"
    "stats_s:\n"
    "\tli t1, 10\n"
    "8:\tsfence.vma x0, x0\n"
    "\taddi t1, t1, -1\n"
    "\tbnez t1, 8b\n"
    "\tecall\n"
    "stats_back:\n"
    /* the four-line L1I loop of tests/core/priv/events.c: each iteration
       runs through four lines of one set, two ways: four misses */
    "\tli t1, 8\n"
    "\tj stats_imiss\n"
    "stats_close:\n"
    "\tcsrw mcountinhibit, t6\n"
    "\tcsrw mtvec, a7\n"
    "\tstats_read\n"
    "\tmv ra, a6\n"
    "\tret\n"
    "stats_leaf:\n"
    "\tret\n"

    /* the trap handler: interrupts (the timer) push mtimecmp out of reach;
       an ecall from S returns to M at stats_back; other exceptions resume
       after the instruction */
    ".balign 4\n"
    "stats_trap:\n"
    "\tcsrr t5, mcause\n"
    "\tbltz t5, 1f\n"
    "\tli t4, 9\n"
    "\tbeq t5, t4, 2f\n"
    "\tcsrr t5, mepc\n"
    "\taddi t5, t5, 4\n"
    "\tcsrw mepc, t5\n"
    "\tmret\n"
    "1:\tli t4, -1\n"
    "\t" SX " t4, 0(a2)\n"
    "\tmret\n"
    "2:\tla t5, stats_back\n"
    "\tcsrw mepc, t5\n"
    "\tli t5, 0x1800\n"
    "\tcsrs mstatus, t5\n"
    "\tmret\n"

    ".balign 2048\n"
    "stats_imiss:\n"
    "1:\tj 2f\n"
    ".balign 2048\n"
    "4:\taddi t1, t1, -1\n"
    "\tbnez t1, 1b\n"
    "\tj stats_close\n"
    ".balign 2048\n"
    "2:\tj 3f\n"
    ".balign 2048\n"
    "3:\tj 4b\n"
    /* 15 c.nop fill 30 bytes of a line: the addi spans two */
    ".balign 32\n"
    "stats_split:\n"
    ".option push\n.option rvc\n"
    ".rept 15\n\tc.nop\n.endr\n"
    ".option pop\n"
    "\taddi x0, x0, 0\n"
    "\tret\n");

void stats_run(xlen_t *out, unsigned char *b, xlen_t mtimecmp, xlen_t mtime, xlen_t first);

int main(void)
{
    vm_init();
    for (unsigned run = 0; run < STATS_RUNS; run++) {
        unsigned first = 1 + run * STATS_COUNTERS;
        vm_on(0);
        stats_run(counts, buf, CLINT_MTIMECMP, CLINT_MTIME, first);
        vm_off();
        for (unsigned e = first; e <= SOC_NUM_EVENTS && e < first + STATS_COUNTERS; e++) {
            core_puts("hpm ");
            core_putdec(e);
            core_puts(" ");
            core_putdec((unsigned)counts[e - first]);
            core_puts("\n");
        }
        core_puts("mcycle ");
        core_putdec((unsigned)counts[STATS_COUNTERS]);
        core_puts("\nminstret ");
        core_putdec((unsigned)counts[STATS_COUNTERS + 1]);
        core_puts("\n");
    }
    return 0;
}
