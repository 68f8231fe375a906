/* SPDX-License-Identifier: Apache-2.0 */
/* Console output through SBI DBCN write_byte (or the legacy putchar when a
 * firmware lacks DBCN), and the exit through SRST. */
#include "payload.h"

static int use_dbcn = -1;

void put_char(char c)
{
    if (use_dbcn < 0)
        use_dbcn = sbi_call(SBI_EXT_BASE, SBI_BASE_PROBE_EXTENSION, SBI_EXT_DBCN, 0, 0, 0, 0, 0).value != 0;
    if (use_dbcn)
        sbi_call(SBI_EXT_DBCN, SBI_DBCN_CONSOLE_WRITE_BYTE, (unsigned char)c, 0, 0, 0, 0, 0);
    else
        sbi_call(0x01, 0, (unsigned char)c, 0, 0, 0, 0, 0);
}

void put_str(const char *s)
{
    while (*s)
        put_char(*s++);
}

static int format_dec(uint64_t v, char *buf, bool separators)
{
    char tmp[32];
    int n = 0, digits = 0;
    do {
        if (separators && digits && digits % 3 == 0)
            tmp[n++] = ',';
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
        digits++;
    } while (v);
    for (int i = 0; i < n; i++)
        buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return n;
}

void put_dec(uint64_t v)
{
    char buf[32];
    format_dec(v, buf, false);
    put_str(buf);
}

void put_dec_width(uint64_t v, int width)
{
    char buf[32];
    int n = format_dec(v, buf, true);
    for (; n < width; n++)
        put_char(' ');
    put_str(buf);
}

void put_str_width(const char *s, int width)
{
    int n = 0;
    for (; s[n]; n++)
        put_char(s[n]);
    for (; n < width; n++)
        put_char(' ');
}

void put_hex(uint64_t v)
{
    put_str("0x");
    for (int shift = 60; shift >= 0; shift -= 4)
        put_char("0123456789abcdef"[(v >> shift) & 0xf]);
}

void payload_exit(int code)
{
    /* SRST shutdown; a system failure makes the finisher fail */
    sbi_call(SBI_EXT_SRST, SBI_SRST_SYSTEM_RESET, SBI_SRST_TYPE_SHUTDOWN,
             code ? SBI_SRST_REASON_SYSFAIL : SBI_SRST_REASON_NONE, 0, 0, 0, 0);
    sbi_call(SBI_EXT_LEGACY_SHUTDOWN, 0, 0, 0, 0, 0, 0, 0);
    for (;;)
        ;
}
