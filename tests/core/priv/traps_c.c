/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The trap framework from C (common/test.h): exceptions armed with
 * trap_expect() and resumed after the trapping instruction, checked through
 * the recorded fields; plus the csr_* helpers.
 *   1. load from an unmapped address: cause 5, mtval = the address
 *   2. store to it: cause 7
 *   3. ecall in M: cause 11, mepc = the ecall
 *   4. an all-zero word: cause 2, mtval 0 (or the encoding, also 0)
 *   5. ebreak: cause 3, mtval 0 or its address
 *   6. csr_swap/csr_set/csr_clear on mscratch, mhartid = 0
 */
#include "test.h"

#define BAD_ADDR 0x01000040UL

int main(void)
{
    volatile unsigned *bad = (volatile unsigned *)BAD_ADDR;
    xlen_t before = core_mctl[TR_COUNT];

    test_num(1);
    trap_expect(core_mctl, CAUSE_LOAD_ACCESS, BAD_ADDR, TV_EXACT, RESUME_SKIP, RPRIV_KEEP);
    (void)*bad;
    CHECK(2, trap_taken(core_mctl));
    CHECK_EQ(3, core_mctl[TR_GOT_CAUSE], CAUSE_LOAD_ACCESS);
    CHECK_EQ(4, core_mctl[TR_GOT_TVAL], BAD_ADDR);

    test_num(5);
    trap_expect(core_mctl, CAUSE_STORE_ACCESS, BAD_ADDR, TV_EXACT, RESUME_SKIP, RPRIV_KEEP);
    *bad = 1;
    CHECK(6, trap_taken(core_mctl));

    test_num(7);
    xlen_t ecall_pc;
    trap_expect(core_mctl, CAUSE_ECALL_M, 0, TV_EXACT, RESUME_SKIP, RPRIV_KEEP);
    __asm__ volatile("1: auipc %0, 0\n\tecall" : "=r"(ecall_pc) :: "memory");
    CHECK(8, trap_taken(core_mctl));
    CHECK_EQ(9, core_mctl[TR_GOT_EPC], ecall_pc + 4);

    test_num(10);
    /* csrrw x0, cycle, x0 (the 32-bit unimp): a write to a read-only CSR;
     * 32 bits, so RESUME_SKIP steps over all of it */
    trap_expect(core_mctl, CAUSE_ILLEGAL_INSN, 0xc0001073, TV_ZERO_OR, RESUME_SKIP, RPRIV_KEEP);
    __asm__ volatile(".word 0xc0001073" ::: "memory");
    CHECK(11, trap_taken(core_mctl));

    test_num(12);
    xlen_t brk_pc;
    __asm__ volatile("auipc %0, 0" : "=r"(brk_pc));
    trap_expect(core_mctl, CAUSE_BREAKPOINT, 0, TV_ANY, RESUME_SKIP, RPRIV_KEEP);
    __asm__ volatile("ebreak" ::: "memory");
    CHECK(13, trap_taken(core_mctl));
    CHECK(14, core_mctl[TR_GOT_TVAL] == 0 || core_mctl[TR_GOT_TVAL] == core_mctl[TR_GOT_EPC]);
    CHECK(15, core_mctl[TR_GOT_EPC] > brk_pc);
    CHECK_EQ(16, core_mctl[TR_COUNT], before + 5);

    test_num(20);
    xlen_t saved = csr_read(mscratch);
    csr_write(mscratch, 0x1230);
    csr_set(mscratch, 0x4);
    csr_clear(mscratch, 0x200);
    CHECK_EQ(21, csr_swap(mscratch, saved), 0x1034);
    CHECK_EQ(22, csr_read(mscratch), saved);
    CHECK_EQ(23, csr_read(mhartid), 0);
    CHECK_EQ(24, core_boot_hartid, 0);
    return 0;
}
