/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The CSR tables of lib/csr_table.S, called directly: entry i of a group
 * reads (writes) CSR base + i. A call clobbers ra and a0 only, so the PMU
 * calls reach a counter's CSRs in a few instructions.
 */
#ifndef FW_CSR_TABLE_H
#define FW_CSR_TABLE_H

#include "fw/types.h"

/* mhpmcounter (0xB00), mhpmcounterh (0xB80), mhpmevent (0x320: 0x321 is
 * mcyclecfg, 0x322 minstretcfg), mhpmeventh (0x720) */
extern const char csr_read_mcounter[], csr_read_mcounterh[], csr_read_mevent[],
    csr_read_meventh[];
extern const char csr_write_mcounter[], csr_write_mcounterh[], csr_write_mevent[],
    csr_write_meventh[];

/* mhpmcounter read and written back with the value read, returned */
extern const char csr_rewrite_mcounter[];

#define CSR_TABLE_ENTRY_SHIFT 3         /* two 4-byte instructions */
#define CSR_TABLE_REWRITE_SHIFT 4       /* three, and room */

/* Calls the table entry at entry, which returns its CSR's value in a0. */
static inline xlen_t csr_table_call(const char *entry)
{
    register xlen_t value __asm__("a0");
    __asm__ volatile("jalr %1" : "=r"(value) : "r"(entry) : "ra");
    return value;
}

static inline xlen_t csr_table_read(const char *table, xlen_t i)
{
    return csr_table_call(table + (i << CSR_TABLE_ENTRY_SHIFT));
}

static inline xlen_t csr_table_rewrite(const char *table, xlen_t i)
{
    return csr_table_call(table + (i << CSR_TABLE_REWRITE_SHIFT));
}

static inline void csr_table_write(const char *table, xlen_t i, xlen_t value)
{
    register xlen_t a1 __asm__("a1") = value;
    __asm__ volatile("jalr %0"
                     :
                     : "r"(table + (i << CSR_TABLE_ENTRY_SHIFT)), "r"(a1)
                     : "ra");
}

#endif
