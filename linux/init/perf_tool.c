/* SPDX-License-Identifier: Apache-2.0 */
/* With the real perf tool in the initramfs (/bin/perf, make
 * linux-perf-qemu): perf stat, perf record and perf report on /bin/spin.
 * Each runs in a child with its output in a file, which goes to the
 * console as "perf| " lines; one ROW per command. */
#include "checks.h"

#include "libc.h"
#include "report.h"

static char text[16384];

/* Runs argv with stdout and stderr to `out`; the exit status, or -1. */
static int run(char *const argv[], const char *out)
{
    static char *const envp[] = { "PATH=/bin", "HOME=/", "TMPDIR=/", NULL };
    int status = 0;
    pid_t pid = fork();

    if (pid == 0) {
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execve(argv[0], argv, envp);
        exit(127);
    }
    if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

/* The file to the console, a "perf| " line each; whether it has `want`. */
static bool show(const char *path, const char *want)
{
    char *cursor = text, *line;

    if (read_text(path, text, sizeof text) < 0)
        return false;
    bool found = strstr(text, want) != NULL;
    while ((line = next_line(&cursor)) != NULL)
        report_line("perf| %s", line);
    return found;
}

static void command(const char *row, char *const argv[], const char *out, const char *want)
{
    int rc = run(argv, out);
    bool found = show(out, want);
    char note[96];

    snprintf(note, sizeof note, "exit=%d, output %s \"%s\"", rc, found ? "has" : "lacks", want);
    report_row(row, rc == 0 && found ? V_PASS : V_FAIL, rc == 0 ? "ok" : "failed", note);
}

void perf_tool_checks(void)
{
    static char *const stat[] = {
        "/bin/perf", "stat", "-e",
        "cycles,instructions,dTLB-load-misses,iTLB-load-misses",
        "/bin/spin", NULL };
    static char *const record[] = {
        "/bin/perf", "record", "-e", "instructions", "-c", "100000", "-o", "/perf.data",
        "/bin/spin", NULL };
    static char *const report[] = {
        "/bin/perf", "report", "-i", "/perf.data", "--stdio", "--sort", "comm,dso", NULL };

    /* Sampling first: QEMU 7.2 does not raise the overflow interrupt of
       a counter that a counting event used before (docs/linux.md). */
    command("perf-record", record, "/record.txt", "samples");
    command("perf-report", report, "/report.txt", "spin");
    command("perf-stat", stat, "/stat.txt", "instructions");
}
