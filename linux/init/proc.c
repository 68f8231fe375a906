/* SPDX-License-Identifier: Apache-2.0 */
#include "proc.h"

#include "libc.h"

#include "report.h"

void proc_mount(void)
{
    mkdir("/proc", 0755);
    mkdir("/sys", 0755);
    if (mount("proc", "/proc", "proc", 0, NULL) < 0)
        report_line("INFO mount /proc failed");
    if (mount("sysfs", "/sys", "sysfs", 0, NULL) < 0)
        report_line("INFO mount /sys failed");
}

long proc_pmu_irqs(void)
{
    static char text[4096];
    char *cursor = text, *line;

    if (read_text("/proc/interrupts", text, sizeof text) < 0)
        return -1;
    while ((line = next_line(&cursor)) != NULL) {
        const char *colon = strchr(line, ':');
        if (colon && strstr(line, "riscv-pmu")) {
            /* One column per online CPU: a task's overflows land on
               whichever CPU it ran on. The chip name ends the columns. */
            char *p = (char *)colon + 1, *end;
            long sum = 0;
            for (;;) {
                long n = strtol(p, &end, 10);
                if (end == p || end[-1] < '0' || end[-1] > '9')
                    break;
                sum += n;
                p = end;
            }
            return sum;
        }
    }
    return -1;
}

static void print_file(const char *path)
{
    char buf[128];

    if (read_first_line(path, buf, sizeof buf) == 0)
        report_line("INFO %s: %s", path, buf);
}

static void print_format(const char *name, void *dir)
{
    char path[320];

    snprintf(path, sizeof path, "%s/format/%s", (const char *)dir, name);
    print_file(path);
}

void proc_print_pmu(void)
{
    static const char dir[] = "/sys/bus/event_source/devices/cpu";
    char path[320];

    snprintf(path, sizeof path, "%s/type", dir);
    print_file(path);
    snprintf(path, sizeof path, "%s/format", dir);
    if (for_each_dirent(path, print_format, (void *)dir) < 0)
        report_line("INFO %s: absent", dir);
}
