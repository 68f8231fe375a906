/* SPDX-License-Identifier: Apache-2.0 */
#include "proc.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>

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
    char line[256];
    long total = -1;
    FILE *f = fopen("/proc/interrupts", "r");

    if (!f)
        return -1;
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (!colon || !strstr(line, "riscv-pmu"))
            continue;
        total = strtol(colon + 1, NULL, 10);   /* one CPU column: -smp 1 */
        break;
    }
    fclose(f);
    return total;
}

static void print_file(const char *path)
{
    char buf[128];
    FILE *f = fopen(path, "r");

    if (!f)
        return;
    if (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = 0;
        report_line("INFO %s: %s", path, buf);
    }
    fclose(f);
}

void proc_print_pmu(void)
{
    static const char dir[] = "/sys/bus/event_source/devices/cpu";
    char path[320];
    struct dirent *d;
    DIR *fmt;

    snprintf(path, sizeof path, "%s/type", dir);
    print_file(path);
    snprintf(path, sizeof path, "%s/format", dir);
    fmt = opendir(path);
    if (!fmt) {
        report_line("INFO %s: absent", dir);
        return;
    }
    while ((d = readdir(fmt)) != NULL) {
        if (d->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/format/%s", dir, d->d_name);
        print_file(path);
    }
    closedir(fmt);
}
