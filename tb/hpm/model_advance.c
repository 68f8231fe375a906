/* SPDX-License-Identifier: Apache-2.0 */
/* hpm_model_advance() must leave exactly the state that stepping the same
 * cycles one by one leaves (cycle_i high in each, instret_i high in the
 * first `instret` of them, no CSR access, no event), or refuse and change
 * nothing. The states are reached through the model's own CSR writes, so
 * that they are states the block can be in: counters near their overflow,
 * events that select something or nothing, mode filters, inhibits. A run
 * that is refused must be one in which a programmable counter counts; the
 * check also needs both outcomes to occur, or it would prove nothing. */
#include "model_advance.h"

#include <stdio.h>
#include <string.h>

#include "hpm_spec.h"

static unsigned next_random(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return *s >> 8;
}

static uint64_t random64(unsigned *s) {
  return (uint64_t)next_random(s) << 40 ^ (uint64_t)next_random(s) << 20 ^ next_random(s);
}

static void csr_write(hpm_model_t *m, unsigned addr, uint64_t value) {
  static hpm_inputs_t in;
  memset(&in, 0, sizeof in);
  in.priv = HPM_PRIV_M;
  in.csr_valid = true;
  in.csr_addr = (uint16_t)addr;
  in.csr_write = true;
  in.csr_wdata = value;
  hpm_model_step(m, &in, NULL);
  /* On RV32 the upper halves are CSRs of their own. */
  if (m->cfg.xlen == 32u) {
    unsigned high = 0;
    if ((addr & HPM_CSR_BLOCK_MASK) == HPM_CSR_MCOUNTER) high = addr - HPM_CSR_MCOUNTER + HPM_CSR_MCOUNTERH;
    if ((addr & HPM_CSR_BLOCK_MASK) == HPM_CSR_MEVENT && addr != HPM_CSR_MCOUNTINHIBIT)
      high = addr - HPM_CSR_MEVENT + HPM_CSR_MEVENTH;
    if (high) {
      in.csr_addr = (uint16_t)high;
      in.csr_wdata = value >> 32;
      hpm_model_step(m, &in, NULL);
    }
  }
}

/* A random mhpmevent: no event, one event, or a combination, with random
 * mode inhibits. */
static uint64_t random_event(const hpm_config_t *cfg, unsigned *s) {
  uint64_t e = 0;
  const unsigned kind = next_random(s) % 3u;
  if (kind >= 1u) e |= (uint64_t)(1u + next_random(s) % (cfg->num_events - 1u));
  if (kind == 2u) e |= (uint64_t)(1u + next_random(s) % (cfg->num_events - 1u)) << HPM_EVT_SEL_BITS;
  e |= (uint64_t)(next_random(s) & 0x1fu) << HPM_EVT_INH_SHIFT;
  return e;
}

static void random_state(hpm_model_t *m, unsigned *s) {
  hpm_model_reset(m);
  const hpm_config_t *cfg = &m->cfg;
  /* Often no programmable counter counts at all: the case advance serves. */
  const bool quiet = next_random(s) % 2u;
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + cfg->num_hpm; n++) {
    const uint64_t near_top = ~(uint64_t)0 - (next_random(s) % 1000u);
    csr_write(m, HPM_CSR_MCOUNTER + n, next_random(s) % 2u ? near_top : random64(s));
    if (!quiet && next_random(s) % 3u == 0u) csr_write(m, HPM_CSR_MEVENT + n, random_event(cfg, s));
  }
  csr_write(m, HPM_CSR_MCOUNTER + 0u, next_random(s) % 2u ? ~(uint64_t)0 - next_random(s) % 500u : random64(s));
  csr_write(m, HPM_CSR_MCOUNTER + 2u, random64(s));
  csr_write(m, HPM_CSR_MCOUNTINHIBIT, next_random(s) % 4u == 0u ? next_random(s) : 0u);
  const uint64_t inh = (uint64_t)0x1f << HPM_EVT_INH_SHIFT;
  csr_write(m, HPM_CSR_MCYCLECFG, next_random(s) % 2u ? random64(s) & inh : 0u);
  csr_write(m, HPM_CSR_MINSTRETCFG, next_random(s) % 2u ? random64(s) & inh : 0u);
}

/* The architectural registers, the in-flight increments included. */
static bool same_registers(const hpm_model_t *a, const hpm_model_t *b) {
  return a->mcycle == b->mcycle && a->minstret == b->minstret &&
         memcmp(a->mhpmcounter, b->mhpmcounter, sizeof a->mhpmcounter) == 0 &&
         memcmp(a->mhpmevent, b->mhpmevent, sizeof a->mhpmevent) == 0 && a->mcyclecfg == b->mcyclecfg &&
         a->minstretcfg == b->minstretcfg && a->mcountinhibit == b->mcountinhibit &&
         a->mcounteren == b->mcounteren && a->scounteren == b->scounteren && a->hcounteren == b->hcounteren &&
         memcmp(a->in_flight, b->in_flight, sizeof a->in_flight) == 0;
}

void model_advance_check(const hpm_config_t *cfg, unsigned seed, unsigned *passed, unsigned *failed) {
  static hpm_model_t start, fast, slow;
  static hpm_inputs_t in;
  static const unsigned privs[] = {HPM_PRIV_U, HPM_PRIV_S, HPM_PRIV_M};
  unsigned s = seed, taken = 0, refused = 0, bad = 0;
  hpm_model_init(&start, cfg);
  for (unsigned run = 0; run < 400u; run++) {
    random_state(&start, &s);
    const unsigned priv = privs[next_random(&s) % 3u];
    const bool virt = cfg->h_ext && priv != HPM_PRIV_M && next_random(&s) % 2u;
    const uint64_t cycles = next_random(&s) % 700u;
    const uint64_t instret = cycles ? next_random(&s) % (cycles + 1u) : 0u;
    fast = start;
    slow = start;
    const bool applied = hpm_model_advance(&fast, priv, virt, cycles, instret);
    memset(&in, 0, sizeof in);
    in.priv = priv;
    in.virt = virt;
    in.cycle = true;
    bool lcofi = false;
    for (uint64_t c = 0; c < cycles; c++) {
      hpm_outputs_t out;
      in.instret = c < instret ? 1u : 0u;
      hpm_model_step(&slow, &in, &out);
      lcofi |= out.lcofi;
    }
    /* Refused, the state must be untouched and something must have
     * counted (or could: a counter whose events were all zero here). */
    const bool ok = applied ? same_registers(&fast, &slow) && !lcofi : same_registers(&fast, &start);
    if (applied) taken++;
    else refused++;
    if (!ok && bad++ < 3u)
      fprintf(stderr, "model-advance: XLEN=%u NUM_HPM=%u seed %u run %u: %s\n", cfg->xlen, cfg->num_hpm, seed, run,
              applied ? "differs from stepping" : "refused but changed the state");
    if (ok) (*passed)++;
    else (*failed)++;
  }
  if (taken == 0u || (refused == 0u && cfg->num_hpm > 0u)) {
    fprintf(stderr, "model-advance: XLEN=%u NUM_HPM=%u seed %u: %u runs applied, %u refused: one kind never occurred\n",
            cfg->xlen, cfg->num_hpm, seed, taken, refused);
    (*failed)++;
  }
}
