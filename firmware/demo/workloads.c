/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Six workloads with different bottlenecks: register arithmetic (a tight
 * loop), arithmetic on memory (matrix multiply), data-cache misses (pointer
 * chasing through 64 KiB, 16 times the L1D), sorting random data (which
 * the top-down tree shows to lose more to load-use waits than to
 * mispredictions), branch mispredictions (branches on random bits), and
 * misaligned accesses
 * (emulated by the firmware on a core that traps them). They live in
 * .text.workload so that a sample's pc names its function.
 */
#include "workloads.h"

#define WORKLOAD __attribute__((section(".text.workload"), noinline))

static uint32_t rng_state;

/* A number below n from the next one, by multiplying, not dividing: a
 * division costs the core XLEN+1 cycles, which would make the workloads'
 * set-up look divider bound (tools/topdown shows it). */
WORKLOAD static uint32_t rng_below(uint32_t n);

WORKLOAD static uint32_t rng_next(void)
{
    /* xorshift32: a fixed sequence, so every run does the same work */
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}

WORKLOAD static uint32_t rng_below(uint32_t n)
{
    return (uint32_t)(((uint64_t)rng_next() * n) >> 32);
}

/* ------------------------------------------------------------ alu loop */
#define ALU_N 3000

/* Arithmetic on registers only: no loads or stores, and one branch, the
 * loop's, predicted right every time but the last. */
WORKLOAD static uint32_t alu_loop(void)
{
    uint32_t a = 1, b = 2, c = 3;
    for (int i = 0; i < ALU_N; i++) {
        a += b ^ c;
        b = (b << 1) | (a >> 31);
        c -= a + (uint32_t)i;
    }
    return a ^ b ^ c;
}

/* ------------------------------------------------------------ matmul */
#define MAT_N 20
static int32_t mat_a[MAT_N][MAT_N], mat_b[MAT_N][MAT_N], mat_c[MAT_N][MAT_N];

WORKLOAD static void matmul_kernel(void)
{
    for (int i = 0; i < MAT_N; i++)
        for (int j = 0; j < MAT_N; j++) {
            int32_t sum = 0;
            for (int k = 0; k < MAT_N; k++)
                sum += mat_a[i][k] * mat_b[k][j];
            mat_c[i][j] = sum;
        }
}

WORKLOAD static uint32_t matmul(void)
{
    rng_state = 1;
    for (int i = 0; i < MAT_N; i++)
        for (int j = 0; j < MAT_N; j++) {
            mat_a[i][j] = (int32_t)(rng_next() & 0xff);
            mat_b[i][j] = (int32_t)(rng_next() & 0xff);
        }
    matmul_kernel();
    uint32_t sum = 0;
    for (int i = 0; i < MAT_N; i++)
        sum += (uint32_t)mat_c[i][i];
    return sum;
}

/* ------------------------------------------------------------ pointer chase */
#define CHASE_NODES 2048            /* 32-byte nodes: 64 KiB */
#define CHASE_STEPS 6144
struct node {
    struct node *next;
    uint32_t payload;
    uint8_t pad[32 - sizeof(struct node *) - sizeof(uint32_t)];
};
static struct node chase_nodes[CHASE_NODES] __attribute__((aligned(32)));
static uint16_t chase_order[CHASE_NODES];

WORKLOAD static uint32_t chase_walk(struct node *n, int steps)
{
    uint32_t sum = 0;
    while (steps--) {
        sum += n->payload;
        n = n->next;
    }
    return sum;
}

WORKLOAD static uint32_t pointer_chase(void)
{
    rng_state = 2;
    for (int i = 0; i < CHASE_NODES; i++)
        chase_order[i] = (uint16_t)i;
    for (int i = CHASE_NODES - 1; i > 0; i--) {      /* a random cycle */
        int j = (int)rng_below((uint32_t)(i + 1));
        uint16_t t = chase_order[i];
        chase_order[i] = chase_order[j];
        chase_order[j] = t;
    }
    for (int i = 0; i < CHASE_NODES; i++) {
        struct node *n = &chase_nodes[chase_order[i]];
        n->next = &chase_nodes[chase_order[(i + 1) % CHASE_NODES]];
        n->payload = (uint32_t)i;
    }
    return chase_walk(&chase_nodes[chase_order[0]], CHASE_STEPS);
}

/* ------------------------------------------------------------ sort */
#define SORT_N 192
static int32_t sort_data[SORT_N];

WORKLOAD static void insertion_sort(int32_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        int32_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) {    /* taken or not at random */
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = x;
    }
}

WORKLOAD static uint32_t branchy_sort(void)
{
    rng_state = 3;
    for (int i = 0; i < SORT_N; i++)
        sort_data[i] = (int32_t)(rng_below(1000));
    insertion_sort(sort_data, SORT_N);
    uint32_t ok = 1;
    for (int i = 1; i < SORT_N; i++)
        ok &= sort_data[i - 1] <= sort_data[i];
    return ok ? (uint32_t)sort_data[SORT_N / 2] : 0;
}

/* ------------------------------------------------------------ coin flips */
#define FLIPS 4000

/* A branch on a random bit, from a generator kept in registers: half of
 * the branches go the way the static predictor does not expect, and
 * nothing else holds the pipeline. The empty asm keeps the two arms two
 * paths (the compiler would otherwise select without a branch). */
WORKLOAD static uint32_t coin_flips(void)
{
    uint32_t x = 7, heads = 0, tails = 0;
    for (int i = 0; i < FLIPS; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        if (x & 1) {
            __asm__ volatile("");
            heads += x;
        } else {
            __asm__ volatile("");
            tails ^= x;
        }
    }
    return heads ^ tails;
}

/* ------------------------------------------------------------ misaligned */
#define COPY_WORDS 96
static uint8_t copy_src[COPY_WORDS * 4 + 8], copy_dst[COPY_WORDS * 4 + 8];

/* Word loads and stores at addresses 1 and 3 bytes past alignment: written
 * in assembly so that the compiler cannot split them into byte accesses. */
WORKLOAD static void misaligned_copy_words(uint8_t *dst, const uint8_t *src, int words)
{
    for (int i = 0; i < words; i++) {
        uint32_t w;
        __asm__ volatile("lw %0, 0(%1)" : "=r"(w) : "r"(src + 4 * i) : "memory");
        __asm__ volatile("sw %0, 0(%1)" :: "r"(w), "r"(dst + 4 * i) : "memory");
    }
}

WORKLOAD static uint32_t misaligned_copy(void)
{
    for (int i = 0; i < COPY_WORDS * 4; i++)
        copy_src[i + 1] = (uint8_t)(i * 7);
    misaligned_copy_words(copy_dst + 3, copy_src + 1, COPY_WORDS);
    uint32_t sum = 0;
    for (int i = 0; i < COPY_WORDS * 4; i++)
        sum += copy_dst[i + 3] == (uint8_t)(i * 7);
    return sum;
}

const struct workload workloads[] = {
    { "alu-loop", "3000 iterations of register arithmetic", alu_loop },
    { "matmul", "20x20 integer matrix multiply", matmul },
    { "pointer-chase", "6144 dependent loads through 64 KiB", pointer_chase },
    { "branchy-sort", "insertion sort of 192 random numbers", branchy_sort },
    { "coin-flips", "4000 branches on a random bit", coin_flips },
    { "misaligned-copy", "96 misaligned word loads and stores", misaligned_copy },
};
const size_t num_workloads = sizeof(workloads) / sizeof(workloads[0]);

const struct symbol workload_symbols[] = {
    { "alu_loop", (xlen_t)alu_loop },
    { "rng_next", (xlen_t)rng_next },
    { "rng_below", (xlen_t)rng_below },
    { "matmul_kernel", (xlen_t)matmul_kernel },
    { "matmul", (xlen_t)matmul },
    { "chase_walk", (xlen_t)chase_walk },
    { "pointer_chase", (xlen_t)pointer_chase },
    { "insertion_sort", (xlen_t)insertion_sort },
    { "branchy_sort", (xlen_t)branchy_sort },
    { "coin_flips", (xlen_t)coin_flips },
    { "misaligned_copy_words", (xlen_t)misaligned_copy_words },
    { "misaligned_copy", (xlen_t)misaligned_copy },
};
const size_t num_workload_symbols = sizeof(workload_symbols) / sizeof(workload_symbols[0]);
