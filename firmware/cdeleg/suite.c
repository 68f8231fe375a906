/* SPDX-License-Identifier: Apache-2.0 */
/* The counter-delegation suite's groups and its hooks into the framework:
 * what the hart has (the device tree's ISA, scountinhibit, the counters
 * get_info reports), and every counter as the firmware left it at boot
 * again after each test. */
#include "cdeleg.h"
#include "fw/fdt.h"

const struct test *const test_groups[] = {
    delegation_tests, window_tests, illegal_tests, umode_tests, sbi_tests, NULL,
};

struct cdeleg_env cd;

/* name is one of the NUL-separated strings of a stringlist property */
static bool in_stringlist(const char *list, uint32_t len, const char *name)
{
    for (uint32_t at = 0; at < len; at += (uint32_t)fdt_str_len(list + at) + 1)
        if (fdt_str_eq(list + at, name))
            return true;
    return false;
}

/* "_name" is a whole extension of an ISA string (followed by _ or its end) */
static bool in_isa_string(const char *isa, const char *name)
{
    for (const char *p = isa; *p; p++) {
        if (*p != '_')
            continue;
        size_t n = 0;
        while (name[n] && p[1 + n] == name[n])
            n++;
        if (!name[n] && (p[1 + n] == '_' || p[1 + n] == 0))
            return true;
    }
    return false;
}

/* Every hart's ISA (riscv,isa-extensions, else riscv,isa) lists smcdeleg
 * and ssccfg; read from the tree independently of the firmware. */
static bool tree_lists_cdeleg(const uint8_t *fdt)
{
    if (!fdt || fdt_be32(fdt) != FDT_MAGIC)
        return false;
    const uint8_t *p = fdt + fdt_be32(fdt + FDT_OFF_STRUCT);
    const char *strings = (const char *)fdt + fdt_be32(fdt + FDT_OFF_STRINGS);
    unsigned harts = 0, listed = 0;
    bool exts_seen = false, exts = false, isa_seen = false, isa = false;
    int depth = 0;
    for (;;) {
        const uint32_t token = fdt_be32(p);
        p += 4;
        if (token == FDT_BEGIN_NODE || token == FDT_END_NODE) {
            /* A node with an ISA is a hart's. Its properties come before
             * its children: it is judged where the first child begins, or
             * at its end. */
            if (exts_seen || isa_seen) {
                harts++;
                listed += exts_seen ? exts : isa;
            }
            exts_seen = exts = isa_seen = isa = false;
        }
        if (token == FDT_BEGIN_NODE) {
            depth++;
            p = fdt_skip_name(p);
        } else if (token == FDT_END_NODE) {
            if (--depth == 0)
                break;
        } else if (token == FDT_PROP) {
            const uint32_t len = fdt_be32(p);
            const char *name = strings + fdt_be32(p + 4);
            const char *v = (const char *)p + 8;
            if (fdt_str_eq(name, "riscv,isa-extensions")) {
                exts_seen = true;
                exts = in_stringlist(v, len, "smcdeleg") && in_stringlist(v, len, "ssccfg");
            } else if (fdt_str_eq(name, "riscv,isa")) {
                isa_seen = true;
                isa = in_isa_string(v, "smcdeleg") && in_isa_string(v, "ssccfg");
            }
            p += 8 + fdt_padded(len);
        } else if (token != FDT_NOP) {
            break;
        }
    }
    return harts > 0 && listed == harts;
}

void suite_begin(void)
{
    cd.listed = tree_lists_cdeleg((const uint8_t *)payload_dtb);
    cd.on = CSR_READABLE(0x120);
    cd.has_h = CSR_READABLE(0x600);
    for (unsigned i = 0; i < env.n && i < 32; i++) {
        if (!env.info_ok[i] || INFO_FW(env.info[i]))
            break;
        cd.num_hw = i + 1;
        if (i != 1)
            cd.counters |= 1u << i;
    }
    cd.prog = 3;
    char line[160];
    fmt_str(line, sizeof line, "# delegation: tree %s, scountinhibit %s, hardware counters 0x%x\n",
            cd.listed ? "lists smcdeleg and ssccfg" : "lists no ssccfg",
            cd.on ? "there (menvcfg.CDE = 1)" : "not there", cd.counters);
    put_str(line);
}

/* Every counter as at boot: delegated, the programmable ones stopped with
 * no event (their MINH is the firmware's and stays), cycle and instret
 * running and counting every mode, siselect 0. */
void suite_after_test(void)
{
    if (!cd.on)
        return;
    if (delegation_changed)
        set_delegation(0xffffffffu, true);
    delegation_changed = false;
    for (unsigned i = 0; i < cd.num_hw; i++)
        if (cd.counters & (1u << i))
            win_set_event(i, 0);
    csr_write(CSR_SCOUNTINHIBIT, cd.counters & ~5u);
    csr_write(CSR_SISELECT, 0);
}
