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
    const char *line = text;

    if (read_text("/proc/interrupts", text, sizeof text) < 0)
        return -1;
    for (; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != '\0')) {
        const char *colon = strchr(line, ':');
        const char *eol = line + strcspn(line, "\n");
        const char *pmu = strstr(line, "riscv-pmu");
        if (!colon || colon > eol || !pmu || pmu > eol)
            continue;
        return strtol(colon + 1, NULL, 10);   /* one CPU column: one hart */
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
