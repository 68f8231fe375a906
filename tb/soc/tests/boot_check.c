/* SPDX-License-Identifier: Apache-2.0 */
/*
 * boot-check: the S-mode payload of tb/soc/tests/raw-images.sh, which boots
 * firmware loaded as raw images on soc-sim. Small, so that a boot costs
 * little more than the firmware's own start. It checks what any SBI
 * firmware owes the next stage (the SBI specification's boot protocol,
 * and the device-tree specification's header): entered on hart 0, the
 * SoC's only hart; a1 pointing at a device tree (big-endian magic
 * 0xd00dfeed); a base extension of SBI version 0.2 or later (the first with
 * extension probing, which the PMU check uses); the PMU extension there.
 * Then it prints the firmware's implementation ID, which the script
 * compares with the firmware it loaded: a run that booted something else
 * cannot pass. One PASS or FAIL line a check, the closing "N passed,
 * N failed"; exits 0 only when every check passed.
 */
#include "payload.h"
#include "fw/fdt.h"

static unsigned passed, failed;

static void check(bool ok, const char *name)
{
    put_str(ok ? "PASS " : "FAIL ");
    put_str(name);
    put_char('\n');
    if (ok)
        passed++;
    else
        failed++;
}

int main(xlen_t hartid, xlen_t dtb);
int main(xlen_t hartid, xlen_t dtb)
{
    check(hartid == 0, "entered on hart 0 (a0)");
    check(dtb != 0 && fdt_be32((const void *)dtb) == FDT_MAGIC, "a1 points at a device tree");

    /* spec version: major in bits 30:24, minor in 23:0 */
    const struct sbiret spec = sbi_call(SBI_EXT_BASE, SBI_BASE_GET_SPEC_VERSION, 0, 0, 0, 0, 0, 0);
    check(spec.error == SBI_SUCCESS && spec.value >= 2, "SBI specification version 0.2 or later");
    const struct sbiret pmu = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_PMU, 0, 0, 0, 0, 0);
    check(pmu.error == SBI_SUCCESS && pmu.value != 0, "the PMU extension is there");

    const struct sbiret id = sbi_call(SBI_EXT_BASE, SBI_BASE_GET_IMPL_ID, 0, 0, 0, 0, 0, 0);
    put_str("# SBI implementation ID ");
    put_hex(id.value);
    put_char('\n');

    put_dec(passed);
    put_str(" passed, ");
    put_dec(failed);
    put_str(" failed\n");
    return failed ? 1 : 0;
}
