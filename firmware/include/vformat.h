/* SPDX-License-Identifier: Apache-2.0 */
/* A small vsnprintf for programs without a C library: the conformance
 * suite (firmware/tests) and Linux's /init (linux/init, on nolibc).
 * Conversions %s %c %d %i %u %x %p and %%, with l (long) and ll (64 bits);
 * no widths, flags or precisions. The output is cut to size - 1 bytes and
 * NUL-terminated; the return value is the length it would have had. */
#ifndef VFORMAT_H
#define VFORMAT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

struct vformat_out {
    char *buf;
    size_t size, len;
};

static inline void vformat_char(struct vformat_out *o, char c)
{
    if (o->len + 1 < o->size)
        o->buf[o->len] = c;
    o->len++;
}

static inline void vformat_unsigned(struct vformat_out *o, uint64_t v, unsigned base)
{
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    while (n)
        vformat_char(o, tmp[--n]);
}

static inline int vformat(char *buf, size_t size, const char *f, va_list ap)
{
    struct vformat_out o = { buf, size, 0 };
    for (; *f; f++) {
        if (*f != '%') {
            vformat_char(&o, *f);
            continue;
        }
        int longs = 0;
        while (*++f == 'l')
            longs++;
        uint64_t v;
        switch (*f) {
        case 's':
            for (const char *s = va_arg(ap, const char *); s && *s; s++)
                vformat_char(&o, *s);
            continue;
        case 'c':
            vformat_char(&o, (char)va_arg(ap, int));
            continue;
        case '%':
            vformat_char(&o, '%');
            continue;
        case 'p':
            vformat_char(&o, '0');
            vformat_char(&o, 'x');
            vformat_unsigned(&o, (uintptr_t)va_arg(ap, void *), 16);
            continue;
        case 'd':
        case 'i': {
            int64_t s = longs > 1 ? va_arg(ap, long long) : longs ? va_arg(ap, long) : va_arg(ap, int);
            if (s < 0)
                vformat_char(&o, '-');
            v = s < 0 ? -(uint64_t)s : (uint64_t)s;
            break;
        }
        case 'u':
        case 'x':
            v = longs > 1 ? va_arg(ap, unsigned long long)
              : longs     ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
            break;
        default:            /* not one of ours: shown as written */
            vformat_char(&o, '%');
            if (!*f)
                return (int)o.len;
            vformat_char(&o, *f);
            continue;
        }
        vformat_unsigned(&o, v, *f == 'x' ? 16 : 10);
    }
    if (size)
        buf[o.len < size ? o.len : size - 1] = '\0';
    return (int)o.len;
}

#endif
