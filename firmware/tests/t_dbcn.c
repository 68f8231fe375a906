/* SPDX-License-Identifier: Apache-2.0 */
/* DBCN console_write is bounded (not PMU, but the firmware the PMU tests run
 * on): our firmware writes at most 256 bytes per call (docs/firmware.md),
 * as the specification's partial writes allow, so that no single call keeps
 * M-mode busy for long with interrupts off. The buffer holds newlines, so
 * what the console prints leaves the result lines intact. */
#include "test.h"

#define OURS_WRITE_MAX 256u

static void write_is_bounded(void)
{
    NEEDS_OURS();
    static char lines[4096];
    for (size_t i = 0; i < sizeof lines; i++)
        lines[i] = '\n';
    struct sbiret r = sbi_call(SBI_EXT_DBCN, SBI_DBCN_CONSOLE_WRITE, sizeof lines, (xlen_t)lines, 0, 0, 0, 0);
    EXPECT(r.error == SBI_SUCCESS && r.value > 0 && r.value <= OURS_WRITE_MAX,
           "console_write of %lu bytes: got %s %lu, want SUCCESS with 1..%u bytes written",
           (xlen_t)sizeof lines, err_name(r.error), r.value, OURS_WRITE_MAX);
    /* What is left goes in further calls, each bounded too. */
    xlen_t written = r.value;
    while (written < sizeof lines) {
        r = sbi_call(SBI_EXT_DBCN, SBI_DBCN_CONSOLE_WRITE, sizeof lines - written, (xlen_t)lines + written, 0, 0, 0, 0);
        EXPECT(r.error == SBI_SUCCESS && r.value > 0 && r.value <= OURS_WRITE_MAX,
               "console_write of the remaining %lu bytes: got %s %lu", (xlen_t)sizeof lines - written,
               err_name(r.error), r.value);
        written += r.value;
    }
}

const struct test dbcn_tests[] = {
    {"ours.dbcn.write_is_bounded", write_is_bounded},
    {0},
};
