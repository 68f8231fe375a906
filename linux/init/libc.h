/* SPDX-License-Identifier: Apache-2.0 */
/* The C library of /init: the kernel's own nolibc (tools/include/nolibc of
 * the kernel source it is built with, 6.1 or 6.12, header-only), so that
 * /init has no floating point and runs on a hart without F and D (the
 * SoC's core), plus the few things nolibc lacks, in libc.c. Every source
 * file of /init includes this instead of the C library's headers. */
#ifndef INIT_LIBC_H
#define INIT_LIBC_H

#include <stdarg.h>
#include <stdbool.h>

#include "nolibc.h"

#include <asm/sigcontext.h>
#include <asm/ucontext.h>
#include <linux/reboot.h>

/* nolibc's uint64_t is unsigned long long (include/stdint.h) */
#define PRIu64 "llu"

/* nolibc 6.12 has fflush() and strtol(); 6.1 has neither. Told apart by
 * crt.h, which nolibc gained in 6.7 (the first version with strtol). */
#ifdef _NOLIBC_CRT_H
#define NOLIBC_HAS_FFLUSH_STRTOL 1
#else
/* nolibc writes at once: nothing to flush */
static inline int fflush(void *stream)
{
    (void)stream;
    return 0;
}
long strtol(const char *s, char **end, int base);
#endif

int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap);
int snprintf(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
char *strstr(const char *haystack, const char *needle);
size_t strcspn(const char *s, const char *reject);

/* The first line of a file, without its newline; 0 or -errno. */
int read_first_line(const char *path, char *buf, size_t size);
/* The whole (small) file, NUL-terminated and cut to size - 1 bytes; the
 * length or -errno. */
long read_text(const char *path, char *buf, size_t size);
/* The next line of a text at *cursor, its newline replaced by a NUL, and
 * *cursor moved past it; NULL at the end of the text. */
char *next_line(char **cursor);
/* Writes a string to a file (a sysctl); 0 or -errno. */
int write_text(const char *path, const char *text);
/* Calls fn for each entry of a directory but . and ..; 0 or -errno. */
int for_each_dirent(const char *path, void (*fn)(const char *name, void *arg), void *arg);

/* Installs an SA_SIGINFO handler (the kernel's rt_sigaction): 0 or -errno. */
typedef void sig_handler_t(int sig, void *info, void *ucontext);
int set_signal(int sig, sig_handler_t *handler);
int reset_signal(int sig);

int mprotect(void *addr, size_t len, int prot);
void flush_icache(void *start, void *end);
void sync(void);
long perf_event_open(void *attr, int pid, int cpu, int group_fd, unsigned long flags);
/* prctl(PR_TASK_PERF_EVENTS_ENABLE or _DISABLE): every perf event this
 * task opened, at once. 0 or -errno. */
int task_perf_events(bool enable);

/* sched_setaffinity(2) for the caller on one mask word (CPUs 0 to 63,
 * beyond any NR_CPUS the kernel is built with): 0 or -errno. */
int set_affinity(unsigned long mask);
/* The CPU the caller runs on (getcpu(2)), or -errno. */
int current_cpu(void);

#endif
