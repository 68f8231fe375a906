/* SPDX-License-Identifier: Apache-2.0 */
/* /init of the Linux check (docs/linux.md): prints INIT-BEGIN, runs the
 * perf checks in a child process, one ROW line per check, prints INIT-END
 * and powers off.
 *
 * The checks run in a child because the kernel logs every fatal-by-default
 * signal sent to the global init (pid 1) with a register dump, even when a
 * handler catches it, and the firmware-event check raises SIGILL on purpose.
 * It also keeps init alive (and the run reported) if a check crashes. */
#include "libc.h"

#include "checks.h"
#include "proc.h"
#include "report.h"
#include "workload.h"

static void run_checks(int soc)
{
    proc_print_pmu();
    sampling_checks();
    counting_checks();
    running_checks();
    percpu_checks();
    /* What only the SoC's hart has: deterministic counts and the
       top-down events. */
    if (soc) {
        exact_checks();
        topdown_checks();
    }
    sampling_recheck();
    multiplex_checks();
}

int main(void)
{
    pid_t child;
    int status = 0;

    proc_mount();
    /* Sampling on a simulated hart makes every overflow interrupt look
       slow to perf, which then logs and lowers its sample rate: do not
       limit the time perf may take. The kernel says so on the console at
       once, so this comes before anything the init prints. */
    write_text("/proc/sys/kernel/perf_cpu_time_max_percent", "0");
    report_line("INIT-BEGIN");
    report_row("init-reached", V_PASS, "1", NULL);
    /* How long the boot took, for the cycle budget of docs/linux.md (the
       SoC's time base counts every cycle). */
    char uptime[32];
    if (read_first_line("/proc/uptime", uptime, sizeof uptime) == 0)
        report_line("INFO uptime at init: %s", uptime);
    const char *size = workload_size_pick();
    report_line("INFO workload size: %s", size);
    /* With /bin/perf (make linux-perf-qemu) the init runs the perf tool
       instead of its own checks. */
    int perf_fd = open("/bin/perf", O_RDONLY, 0);
    if (perf_fd >= 0)
        close(perf_fd);
    child = fork();
    if (child == 0) {
        if (perf_fd >= 0)
            perf_tool_checks();
        else
            run_checks(workload_size.exact);
        exit(0);
    }
    if (child < 0)
        report_line("INFO fork failed");
    else if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        report_line("INFO checks process ended abnormally (status 0x%x)", (unsigned)status);
    report_line("INIT-END");
    /* Wait until the console has sent everything: a UART without an
       interrupt (the SoC's) is drained by a timer, and powering off first
       would lose the last lines. */
    ioctl(1, TCSBRK, (void *)1);
    sync();
    reboot(LINUX_REBOOT_CMD_POWER_OFF);
    /* Power-off failed: stay alive (init exiting would panic the kernel). */
    report_line("INFO power-off failed");
    for (;;)
        sleep(1000);
}
