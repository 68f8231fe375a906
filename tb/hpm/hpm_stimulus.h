/* SPDX-License-Identifier: Apache-2.0 */
/* Random stimulus for the HPM lockstep regression.
 *
 * Uniform random inputs would almost never reach the corners that matter
 * (a counter one count from 2^HPM_WIDTH, a write in the very cycle it
 * overflows), so the generator aims at them: it preloads counters just below
 * overflow, targets writes at counters the reference model shows to be about
 * to overflow, mixes legal and illegal OP codes, changes privilege every few
 * cycles and drives multi-count events. Everything derives from one seed. */
#ifndef HPM_STIMULUS_H
#define HPM_STIMULUS_H

#include <stdbool.h>
#include <stdint.h>

#include "hpm_model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* xoshiro256** seeded through splitmix64: fast, and the same stream on
 * every host. */
typedef struct {
  uint64_t s[4];
} hpm_rng_t;

void hpm_rng_seed(hpm_rng_t *rng, uint64_t seed);
uint64_t hpm_rng_next(hpm_rng_t *rng);
/* Uniform in [0, n), n > 0. */
uint32_t hpm_rng_below(hpm_rng_t *rng, uint32_t n);
/* True with probability percent/100. */
bool hpm_rng_percent(hpm_rng_t *rng, uint32_t percent);

typedef struct {
  hpm_config_t cfg;
  hpm_rng_t rng;
  unsigned priv;
  bool virt;
  unsigned priv_cycles_left;
  unsigned halt_cycles_left;     /* cycle_i = 0 while halted (WFI) */
  unsigned stop_cycles_left;     /* stopcount_i = 1 while in Debug Mode */
  /* stopcount_i's own stream, so that every other input of a seed is what
   * it was before the port existed (and runs stay comparable). */
  hpm_rng_t stop_rng;
  unsigned profile_cycles_left;  /* when the event profiles are redrawn */
  uint8_t profile[HPM_MAX_EVENTS];
  uint64_t time;
  uint32_t reset_one_in;         /* a reset about once in this many cycles */
  /* The core's CSRs counter delegation reads (CDELEG only): menvcfg.CDE,
   * siselect, vsiselect. Drawn from rng, but only with CDELEG = 1, so
   * that a configuration without delegation gets the stream of a seed it
   * got before delegation existed. */
  bool cde;
  uint64_t siselect;
  uint64_t vsiselect;
} hpm_stimulus_t;

void hpm_stimulus_init(hpm_stimulus_t *st, const hpm_config_t *cfg, uint64_t seed);

/* Fills the inputs of the next cycle. ref is the reference state before the
 * cycle, used only to aim at counters close to overflow. Returns true when
 * the next cycle is an asynchronous reset instead (in is then unused). */
bool hpm_stimulus_next(hpm_stimulus_t *st, const hpm_model_t *ref, hpm_inputs_t *in);

#ifdef __cplusplus
}
#endif

#endif /* HPM_STIMULUS_H */
