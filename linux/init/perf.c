/* SPDX-License-Identifier: Apache-2.0 */
#include "perf.h"

#include "libc.h"

static int open_attr(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled,
                     bool pinned, uint64_t read_format);

int perf_open(const struct perf_spec *s)
{
    return perf_open_on(s, 0, -1);
}

int perf_open_on(const struct perf_spec *s, int pid, int cpu)
{
    return perf_open_full(s, pid, cpu, -1, true);
}

int perf_open_member(const struct perf_spec *s, int group_fd)
{
    return perf_open_full(s, 0, -1, group_fd, false);
}

int perf_open_pinned(const struct perf_spec *s, int cpu)
{
    return perf_open_attr(s, -1, cpu, -1, false, true);
}

int perf_open_full(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled)
{
    return perf_open_attr(s, pid, cpu, group_fd, disabled, false);
}

int perf_open_leader(const struct perf_spec *s)
{
    return open_attr(s, 0, -1, -1, true, false, PERF_FORMAT_GROUP);
}

int perf_open_attr(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled,
                   bool pinned)
{
    return open_attr(s, pid, cpu, group_fd, disabled, pinned, 0);
}

static int open_attr(const struct perf_spec *s, int pid, int cpu, int group_fd, bool disabled,
                     bool pinned, uint64_t read_format)
{
    struct perf_event_attr attr;
    long fd;

    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    attr.type = s->type;
    attr.config = s->config;
    attr.disabled = disabled;
    attr.pinned = pinned;
    attr.exclude_kernel = s->user_only;
    attr.exclude_hv = s->user_only;
    attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING | read_format;
    if (s->sample_period) {
        attr.sample_period = s->sample_period;
        attr.sample_type = PERF_SAMPLE_IP;
        attr.wakeup_events = 0;
    }
    fd = perf_event_open(&attr, pid, cpu, group_fd, 0);
    return (int)fd;          /* the fd, or -errno */
}

static int ctl(int fd, unsigned long request)
{
    return ioctl(fd, request, 0) < 0 ? -errno : 0;
}

int perf_reset(int fd) { return ctl(fd, PERF_EVENT_IOC_RESET); }
int perf_enable(int fd) { return ctl(fd, PERF_EVENT_IOC_ENABLE); }
int perf_disable(int fd) { return ctl(fd, PERF_EVENT_IOC_DISABLE); }

int perf_read(int fd, struct perf_count *c)
{
    uint64_t buf[3];
    ssize_t n = read(fd, buf, sizeof buf);

    if (n < 0)
        return -errno;
    if (n != (ssize_t)sizeof buf)
        return -EIO;
    c->value = buf[0];
    c->enabled = buf[1];
    c->running = buf[2];
    return 0;
}

int perf_read_group(int fd, uint64_t *values, unsigned n, struct perf_count *times)
{
    /* PERF_FORMAT_GROUP with both times: nr, enabled, running, then one
       value a member, the leader first. */
    uint64_t buf[3 + PERF_GROUP_MAX];
    ssize_t want = (ssize_t)((3 + n) * sizeof buf[0]);

    if (n > PERF_GROUP_MAX)
        return -EINVAL;
    ssize_t got = read(fd, buf, sizeof buf);
    if (got < 0)
        return -errno;
    if (got != want || buf[0] != n)
        return -EIO;
    times->value = 0;
    times->enabled = buf[1];
    times->running = buf[2];
    memcpy(values, &buf[3], n * sizeof buf[0]);
    return 0;
}
