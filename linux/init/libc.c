/* SPDX-License-Identifier: Apache-2.0 */
/* What /init needs beyond nolibc 6.1 and 6.12 (libc.h). */
#include "libc.h"
#include "vformat.h"   /* firmware/include */

/* ------------------------------------------------------------ formatting */
int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
    return vformat(buf, size, fmt, ap);
}

int snprintf(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

/* ------------------------------------------------------------ strings */
#ifndef NOLIBC_HAS_FFLUSH_STRTOL
long strtol(const char *s, char **end, int base)
{
    long v = 0;
    int neg = 0;

    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    for (;; s++) {
        int d = *s >= '0' && *s <= '9' ? *s - '0'
              : *s >= 'a' && *s <= 'z' ? *s - 'a' + 10
              : *s >= 'A' && *s <= 'Z' ? *s - 'A' + 10 : base;
        if (d >= base)
            break;
        v = v * base + d;
    }
    if (end)
        *end = (char *)s;
    return neg ? -v : v;
}
#endif

char *strstr(const char *haystack, const char *needle)
{
    size_t n = strlen(needle);
    for (; *haystack; haystack++)
        if (!strncmp(haystack, needle, n))
            return (char *)haystack;
    return n ? NULL : (char *)haystack;
}

size_t strcspn(const char *s, const char *reject)
{
    size_t n = 0;
    while (s[n] && !strchr(reject, s[n]))
        n++;
    return n;
}

/* ------------------------------------------------------------ files */
long read_text(const char *path, char *buf, size_t size)
{
    int fd = open(path, O_RDONLY, 0);
    size_t len = 0;

    if (fd < 0)
        return -errno;
    while (len + 1 < size) {
        ssize_t n = read(fd, buf + len, size - 1 - len);
        if (n < 0) {
            int err = errno;
            close(fd);
            return -err;
        }
        if (n == 0)
            break;
        len += (size_t)n;
    }
    close(fd);
    buf[len] = '\0';
    return (long)len;
}

char *next_line(char **cursor)
{
    char *line = *cursor;
    if (!*line)
        return NULL;
    size_t n = strcspn(line, "\n");
    *cursor = line + n + (line[n] != '\0');
    line[n] = '\0';
    return line;
}

int write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY, 0);
    if (fd < 0)
        return -errno;
    ssize_t n = write(fd, text, strlen(text));
    int err = n < 0 ? -errno : 0;
    close(fd);
    return err;
}

int read_first_line(const char *path, char *buf, size_t size)
{
    long n = read_text(path, buf, size);
    if (n < 0)
        return (int)n;
    buf[strcspn(buf, "\n")] = '\0';
    return 0;
}

int for_each_dirent(const char *path, void (*fn)(const char *name, void *arg), void *arg)
{
    char buf[1024] __attribute__((aligned(8)));
    int fd = open(path, O_RDONLY | O_DIRECTORY, 0);

    if (fd < 0)
        return -errno;
    for (;;) {
        int n = sys_getdents64(fd, (struct linux_dirent64 *)buf, sizeof buf);
        if (n < 0) {
            close(fd);
            return n;
        }
        if (n == 0)
            break;
        for (int off = 0; off < n;) {
            const struct linux_dirent64 *d = (const struct linux_dirent64 *)(buf + off);
            if (strcmp(d->d_name, ".") && strcmp(d->d_name, ".."))
                fn(d->d_name, arg);
            off += d->d_reclen;
        }
    }
    close(fd);
    return 0;
}

/* ------------------------------------------------------------ system calls */
/* The kernel's struct sigaction (asm-generic/signal.h, no sa_restorer on
 * riscv: the vDSO provides the return trampoline). */
struct kernel_sigaction {
    void *handler;
    unsigned long flags;
    unsigned long mask;
};

int set_signal(int sig, sig_handler_t *handler)
{
    struct kernel_sigaction sa = { (void *)handler, SA_SIGINFO, 0 };
    return (int)my_syscall4(__NR_rt_sigaction, sig, &sa, NULL, sizeof sa.mask);
}

int reset_signal(int sig)
{
    struct kernel_sigaction sa = { (void *)SIG_DFL, 0, 0 };
    return (int)my_syscall4(__NR_rt_sigaction, sig, &sa, NULL, sizeof sa.mask);
}

int mprotect(void *addr, size_t len, int prot)
{
    long r = my_syscall3(__NR_mprotect, addr, len, prot);
    if (r < 0) {
        errno = (int)-r;
        return -1;
    }
    return 0;
}

void flush_icache(void *start, void *end)
{
    my_syscall3(__NR_riscv_flush_icache, start, end, 0);
}

void sync(void)
{
    my_syscall0(__NR_sync);
}

long perf_event_open(void *attr, int pid, int cpu, int group_fd, unsigned long flags)
{
    return my_syscall5(__NR_perf_event_open, attr, pid, cpu, group_fd, flags);
}

int task_perf_events(bool enable)
{
    /* PR_TASK_PERF_EVENTS_DISABLE 31, _ENABLE 32 (linux/prctl.h) */
    long r = my_syscall5(__NR_prctl, enable ? 32 : 31, 0, 0, 0, 0);
    return r < 0 ? (int)r : 0;
}

int set_affinity(unsigned long mask)
{
    return (int)my_syscall3(__NR_sched_setaffinity, 0, sizeof mask, &mask);
}

int current_cpu(void)
{
    unsigned cpu = 0;
    long r = my_syscall3(__NR_getcpu, &cpu, NULL, NULL);
    return r < 0 ? (int)r : (int)cpu;
}
