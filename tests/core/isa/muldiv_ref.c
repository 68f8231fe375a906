/* SPDX-License-Identifier: Apache-2.0 */
/*
 * M extension against an independent software reference.
 *
 * Every multiply/divide instruction is run (inline asm, so the compiler cannot
 * fold it) on a grid of corner operands (0, 1, -1, XMIN, XMAX, ...) crossed
 * with each other, and on pseudo-random pairs from a fixed xorshift sequence.
 * The reference uses only shifts, adds and compares (bit-serial shift-add
 * multiply and restoring division; no * or / anywhere), and the spec's rules
 * for division by zero and signed overflow.
 *
 * Test numbers: 1 mul, 2 mulh, 3 mulhsu, 4 mulhu, 5 div, 6 divu, 7 rem,
 * 8 remu; RV64 only: 9 mulw, 10 divw, 11 divuw, 12 remw, 13 remuw.
 */
#include "test.h"

#define XMSB ((xlen_t)1 << (XLEN - 1))

/* ------------------------------------------------------------ reference */
typedef struct { xlen_t hi, lo; } dword_t;

static dword_t dw_neg(dword_t v)
{
    dword_t r;
    r.lo = ~v.lo + 1;
    r.hi = ~v.hi + (r.lo == 0 ? 1 : 0);
    return r;
}

/* unsigned a x b = 2*XLEN-bit product, shift-and-add */
static dword_t ref_mulu(xlen_t a, xlen_t b)
{
    dword_t acc = { 0, 0 };
    dword_t add = { 0, a };
    for (int i = 0; i < XLEN; i++) {
        if ((b >> i) & 1) {
            xlen_t lo = acc.lo + add.lo;
            acc.hi = acc.hi + add.hi + (lo < acc.lo ? 1 : 0);
            acc.lo = lo;
        }
        add.hi = (add.hi << 1) | (add.lo >> (XLEN - 1));
        add.lo <<= 1;
    }
    return acc;
}

static xlen_t ref_abs(xlen_t v) { return (v & XMSB) ? ~v + 1 : v; }

static dword_t ref_mul_signs(xlen_t a, int a_signed, xlen_t b, int b_signed)
{
    int neg = 0;
    if (a_signed && (a & XMSB)) { a = ref_abs(a); neg ^= 1; }
    if (b_signed && (b & XMSB)) { b = ref_abs(b); neg ^= 1; }
    dword_t p = ref_mulu(a, b);
    return neg ? dw_neg(p) : p;
}

/* unsigned restoring division; b != 0 */
static void ref_divmodu(xlen_t a, xlen_t b, xlen_t *q, xlen_t *r)
{
    xlen_t rem = 0, quo = 0;
    for (int i = XLEN - 1; i >= 0; i--) {
        int carry = (rem >> (XLEN - 1)) & 1;
        rem = (rem << 1) | ((a >> i) & 1);
        if (carry || rem >= b) {
            rem -= b;
            quo |= (xlen_t)1 << i;
        }
    }
    *q = quo;
    *r = rem;
}

static xlen_t ref_div(xlen_t a, xlen_t b)
{
    if (b == 0)
        return ~(xlen_t)0;
    if (a == XMSB && b == ~(xlen_t)0)
        return XMSB;
    xlen_t q, r;
    ref_divmodu(ref_abs(a), ref_abs(b), &q, &r);
    return ((a ^ b) & XMSB) ? ~q + 1 : q;
}

static xlen_t ref_rem(xlen_t a, xlen_t b)
{
    if (b == 0)
        return a;
    if (a == XMSB && b == ~(xlen_t)0)
        return 0;
    xlen_t q, r;
    ref_divmodu(ref_abs(a), ref_abs(b), &q, &r);
    return (a & XMSB) ? ~r + 1 : r;
}

static xlen_t ref_divu(xlen_t a, xlen_t b)
{
    if (b == 0)
        return ~(xlen_t)0;
    xlen_t q, r;
    ref_divmodu(a, b, &q, &r);
    return q;
}

static xlen_t ref_remu(xlen_t a, xlen_t b)
{
    if (b == 0)
        return a;
    xlen_t q, r;
    ref_divmodu(a, b, &q, &r);
    return r;
}

/* ------------------------------------------------------------ hardware */
#define HW_OP(name)                                                         \
    static xlen_t hw_##name(xlen_t a, xlen_t b)                             \
    {                                                                       \
        xlen_t r;                                                           \
        __asm__ volatile(#name " %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));   \
        return r;                                                           \
    }
HW_OP(mul) HW_OP(mulh) HW_OP(mulhsu) HW_OP(mulhu)
HW_OP(div) HW_OP(divu) HW_OP(rem) HW_OP(remu)
#if XLEN == 64
HW_OP(mulw) HW_OP(divw) HW_OP(divuw) HW_OP(remw) HW_OP(remuw)

static xlen_t sext32(xlen_t v) { return (v & 0x80000000UL) ? (v | 0xffffffff00000000UL) : (v & 0xffffffffUL); }
static xlen_t lo32(xlen_t v) { return v & 0xffffffffUL; }

/* 32-bit reference on the low words, via the XLEN reference on sign- or
 * zero-extended words (exact for 32-bit operands), then sign extension */
static xlen_t ref_mulw(xlen_t a, xlen_t b)  { return sext32(ref_mulu(lo32(a), lo32(b)).lo); }
static xlen_t ref_divw(xlen_t a, xlen_t b)
{
    xlen_t sa = sext32(a), sb = sext32(b);
    if (lo32(b) == 0)
        return ~(xlen_t)0;
    if (lo32(a) == 0x80000000UL && lo32(b) == 0xffffffffUL)
        return sext32(0x80000000UL);
    return sext32(ref_div(sa, sb));
}
static xlen_t ref_remw(xlen_t a, xlen_t b)
{
    xlen_t sa = sext32(a), sb = sext32(b);
    if (lo32(b) == 0)
        return sa;
    if (lo32(a) == 0x80000000UL && lo32(b) == 0xffffffffUL)
        return 0;
    return sext32(ref_rem(sa, sb));
}
static xlen_t ref_divuw(xlen_t a, xlen_t b)
{
    if (lo32(b) == 0)
        return ~(xlen_t)0;
    return sext32(ref_divu(lo32(a), lo32(b)));
}
static xlen_t ref_remuw(xlen_t a, xlen_t b)
{
    if (lo32(b) == 0)
        return sext32(a);
    return sext32(ref_remu(lo32(a), lo32(b)));
}
#endif

/* ------------------------------------------------------------ driver */
static void report(int n, xlen_t a, xlen_t b, xlen_t got, xlen_t exp)
{
    core_puts("mismatch: a=");
    core_puthex(a);
    core_puts(" b=");
    core_puthex(b);
    core_puts(" got=");
    core_puthex(got);
    core_puts(" expected=");
    core_puthex(exp);
    core_puts("\n");
    core_fail(n);
}

static void check(int n, xlen_t a, xlen_t b, xlen_t got, xlen_t exp)
{
    test_num(n);
    if (got != exp)
        report(n, a, b, got, exp);
}

static void check_pair(xlen_t a, xlen_t b)
{
    dword_t pu = ref_mulu(a, b);
    check(1, a, b, hw_mul(a, b), pu.lo);
    check(2, a, b, hw_mulh(a, b), ref_mul_signs(a, 1, b, 1).hi);
    check(3, a, b, hw_mulhsu(a, b), ref_mul_signs(a, 1, b, 0).hi);
    check(4, a, b, hw_mulhu(a, b), pu.hi);
    check(5, a, b, hw_div(a, b), ref_div(a, b));
    check(6, a, b, hw_divu(a, b), ref_divu(a, b));
    check(7, a, b, hw_rem(a, b), ref_rem(a, b));
    check(8, a, b, hw_remu(a, b), ref_remu(a, b));
#if XLEN == 64
    check(9, a, b, hw_mulw(a, b), ref_mulw(a, b));
    check(10, a, b, hw_divw(a, b), ref_divw(a, b));
    check(11, a, b, hw_divuw(a, b), ref_divuw(a, b));
    check(12, a, b, hw_remw(a, b), ref_remw(a, b));
    check(13, a, b, hw_remuw(a, b), ref_remuw(a, b));
#endif
}

static xlen_t rng_state = (xlen_t)0x2545f4914f6cdd1dULL;

static xlen_t rng(void)
{
    xlen_t x = rng_state;
#if XLEN == 64
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
#else
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
#endif
    rng_state = x;
    return x;
}

int main(void)
{
    static const xlen_t corners[] = {
        0, 1, 3, ~(xlen_t)0, ~(xlen_t)6,
        XMSB, XMSB + 1, XMSB - 1,
        (xlen_t)0xaaaaaaaaaaaaaaaaULL,
        0x7fffffffUL, 0x80000000UL, 0xffffffffUL,
    };
    const int nc = sizeof(corners) / sizeof(corners[0]);

    for (int i = 0; i < nc; i++)
        for (int j = 0; j < nc; j++)
            check_pair(corners[i], corners[j]);

    /* 48 random pairs: about 1 M instructions on RV64 in all */
    for (int i = 0; i < 24; i++) {
        xlen_t a = rng(), b = rng();
        check_pair(a, b);
        /* operands with fewer significant bits (small divisors, ...) */
        check_pair(a >> (b & (XLEN - 1)), b >> ((a >> 3) & (XLEN - 1)));
    }
    return 0;
}
