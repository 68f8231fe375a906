/* SPDX-License-Identifier: Apache-2.0 */
/* /init of the Linux check (docs/linux.md): prints INIT-BEGIN, runs the
 * perf checks in a child process, one ROW line per check, prints INIT-END
 * and powers off.
 *
 * The checks run in a child because the kernel logs every fatal-by-default
 * signal sent to the global init (pid 1) with a register dump, even when a
 * handler catches it, and the firmware-event check raises SIGILL on purpose.
 * It also keeps init alive (and the run reported) if a check crashes. */
#include <stdio.h>
#include <sys/reboot.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checks.h"
#include "proc.h"
#include "report.h"

static void run_checks(void)
{
    proc_print_pmu();
    sampling_checks();
    counting_checks();
    sampling_recheck();
}

int main(void)
{
    pid_t child;
    int status = 0;

    report_line("INIT-BEGIN");
    report_row("init-reached", V_PASS, "1", NULL);
    proc_mount();
    child = fork();
    if (child == 0) {
        run_checks();
        _exit(0);
    }
    if (child < 0)
        report_line("INFO fork failed");
    else if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        report_line("INFO checks process ended abnormally (status 0x%x)", (unsigned)status);
    report_line("INIT-END");
    sync();
    reboot(RB_POWER_OFF);
    /* Power-off failed: stay alive (init exiting would panic the kernel). */
    report_line("INFO power-off failed");
    for (;;)
        pause();
}
