/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A workload for sampled simulation (docs/sampling.md): phases that each
 * stress one part of the top-down tree, in an order and with lengths that
 * change from round to round, so that windows taken at fixed distances see
 * a mix, as in a real program, rather than one phase or a pattern in step
 * with them:
 *   alu     integer mixing: Retiring
 *   chase   a pointer chase over 256 KiB, far beyond the L1D: Memory Bound
 *   coin    branches on random bits: Bad Speculation
 *   divide  a chain of divisions: Core Bound
 *   stream  stores over 128 KiB: Memory Bound (store)
 * ROUNDS sets the length (about 0.9 million instructions a round on RV64).
 * Bare metal in M-mode on the core tests' start-up (tests/core/common);
 * main returning 0 ends the run through the test finisher.
 */
#include <stdint.h>

#include "test.h"

#ifndef ROUNDS
#define ROUNDS 8
#endif

#define CHASE_WORDS (256 * 1024 / sizeof(uintptr_t))
#define STREAM_WORDS (128 * 1024 / sizeof(uint32_t))

static uintptr_t chase[CHASE_WORDS];
static uint32_t stream[STREAM_WORDS];
static volatile uintptr_t sink;

static uint32_t rng = 2463534242u;
static uint32_t next_random(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static void alu(unsigned n) {
  uintptr_t x = next_random(), y = 0;
  for (unsigned i = 0; i < n; i++) {
    x ^= x << 7;
    x ^= x >> 9;
    y += x + i;
  }
  sink = y;
}

static void walk(unsigned n) {
  uintptr_t *p = &chase[0];
  for (unsigned i = 0; i < n; i++) p = (uintptr_t *)*p;
  sink = (uintptr_t)p;
}

static void coin(unsigned n) {
  unsigned heads = 0;
  for (unsigned i = 0; i < n; i++) {
    if (next_random() & 1) heads += 3;
    else heads ^= i;
  }
  sink = heads;
}

static void divide(unsigned n) {
  uintptr_t x = (uintptr_t)next_random() | 1u, y = ~(uintptr_t)0;
  for (unsigned i = 0; i < n; i++) y = y / x + (uintptr_t)0x7fffffff * (i + 1u);
  sink = y;
}

static void store(unsigned n) {
  for (unsigned i = 0; i < n; i++) stream[(i * 16u) % STREAM_WORDS] = i;
}

int main(void) {
  /* A random cycle through the chase array (Sattolo's shuffle), so that
   * every step misses in the L1D and no prefetch pattern helps. */
  for (unsigned i = 0; i < CHASE_WORDS; i++) chase[i] = i;
  for (unsigned i = CHASE_WORDS - 1; i > 0; i--) {
    const unsigned j = next_random() % i;
    const uintptr_t t = chase[i];
    chase[i] = chase[j];
    chase[j] = t;
  }
  for (unsigned i = 0; i < CHASE_WORDS; i++) chase[i] = (uintptr_t)&chase[chase[i]];
  for (unsigned r = 0; r < ROUNDS; r++) {
    /* Each phase 1/2 to 3/2 of its mean length, in a rotating order. */
    const unsigned len[5] = {40000, 20000, 40000, 2000, 40000};
    for (unsigned k = 0; k < 5; k++) {
      const unsigned phase = (k + r) % 5;
      const unsigned n = len[phase] / 2 + next_random() % len[phase];
      switch (phase) {
        case 0: alu(n); break;
        case 1: walk(n); break;
        case 2: coin(n); break;
        case 3: divide(n); break;
        default: store(n); break;
      }
    }
  }
  return 0;
}
