/* SPDX-License-Identifier: Apache-2.0 */
#include "hpm_stimulus.h"
#include "hpm_spec.h"

#include <string.h>

/* ---------------------------------------------------------------- rng */

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void hpm_rng_seed(hpm_rng_t *rng, uint64_t seed) {
  for (int i = 0; i < 4; i++) rng->s[i] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t hpm_rng_next(hpm_rng_t *rng) {
  uint64_t *s = rng->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint32_t hpm_rng_below(hpm_rng_t *rng, uint32_t n) {
  /* Multiply-shift: no modulo bias worth caring about for n < 2^32. */
  return (uint32_t)(((hpm_rng_next(rng) >> 32) * (uint64_t)n) >> 32);
}

bool hpm_rng_percent(hpm_rng_t *rng, uint32_t percent) { return hpm_rng_below(rng, 100) < percent; }

/* ---------------------------------------------------------------- helpers */

enum { PROFILE_ZERO, PROFILE_MAX, PROFILE_RANDOM, PROFILE_SPARSE, PROFILE_COUNT };

static uint64_t width_mask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

static unsigned max_event_count(const hpm_config_t *cfg) { return (1u << cfg->event_w) - 1; }

/* The most one programmable counter can add in a cycle: four maximal events
 * summed by ADD. */
static uint64_t max_increment(const hpm_config_t *cfg) { return 4ull * max_event_count(cfg); }

static void redraw_profiles(hpm_stimulus_t *st) {
  for (unsigned k = 0; k < st->cfg.num_events; k++) {
    st->profile[k] = (uint8_t)hpm_rng_below(&st->rng, PROFILE_COUNT);
  }
  st->profile_cycles_left = 200 + hpm_rng_below(&st->rng, 5000);
}

void hpm_stimulus_init(hpm_stimulus_t *st, const hpm_config_t *cfg, uint64_t seed) {
  memset(st, 0, sizeof *st);
  st->cfg = *cfg;
  hpm_rng_seed(&st->rng, seed);
  hpm_rng_seed(&st->stop_rng, seed ^ 0x5703c0de5703c0deull);
  st->priv = HPM_PRIV_M;
  st->reset_one_in = 50000;
  redraw_profiles(st);
  st->cde = true;
  st->siselect = st->vsiselect = HPM_CDELEG_SELECT_FIRST;
}

/* Privilege changes every 1..8 cycles; M is favoured because only M can
 * write most of the block's registers. */
static void next_privilege(hpm_stimulus_t *st) {
  if (st->priv_cycles_left > 0) {
    st->priv_cycles_left--;
    return;
  }
  uint32_t r = hpm_rng_below(&st->rng, 100);
  st->priv = r < 40 ? HPM_PRIV_M : r < 68 ? HPM_PRIV_S : r < 97 ? HPM_PRIV_U : 2u;
  st->virt = hpm_rng_percent(&st->rng, st->cfg.h_ext ? 40 : 10);
  st->priv_cycles_left = hpm_rng_below(&st->rng, 8);
}

static void fill_events(hpm_stimulus_t *st, hpm_inputs_t *in) {
  const unsigned maxc = max_event_count(&st->cfg);
  uint64_t bits = 0;
  unsigned bits_left = 0;
  for (unsigned k = 0; k < st->cfg.num_events; k++) {
    if (bits_left < 8) {
      bits = hpm_rng_next(&st->rng);
      bits_left = 64;
    }
    unsigned r = (unsigned)(bits & 0xff);
    bits >>= 8;
    bits_left -= 8;
    switch (st->profile[k]) {
      case PROFILE_ZERO: in->events[k] = 0; break;
      case PROFILE_MAX: in->events[k] = (uint8_t)maxc; break;
      case PROFILE_RANDOM: in->events[k] = (uint8_t)(r & maxc); break;
      default: in->events[k] = (uint8_t)(r < 26 ? (r & maxc) | 1u : 0u); break;
    }
  }
}

/* ------------------------------------------------------- CSR addresses */

/* A programmable counter number 3..31, implemented or not (rule 8 corners),
 * or one about to overflow when the reference shows one. */
static unsigned pick_counter(hpm_stimulus_t *st, const hpm_model_t *ref) {
  if (st->cfg.num_hpm > 0 && hpm_rng_percent(&st->rng, 40)) {
    const uint64_t top = width_mask(st->cfg.hpm_width);
    const uint64_t near = 2 * max_increment(&st->cfg) + 2;
    unsigned start = hpm_rng_below(&st->rng, st->cfg.num_hpm);
    for (unsigned n = 0; n < st->cfg.num_hpm; n++) {
      unsigned i = HPM_FIRST_HPM + (start + n) % st->cfg.num_hpm;
      if (top - ref->mhpmcounter[i] <= near) return i;
    }
  }
  if (hpm_rng_percent(&st->rng, 85) && st->cfg.num_hpm > 0) {
    return HPM_FIRST_HPM + hpm_rng_below(&st->rng, st->cfg.num_hpm);
  }
  return HPM_FIRST_HPM + hpm_rng_below(&st->rng, HPM_MAX_HPM);
}

/* Where a CSR's RV32 high half sits: the counters' 0x80 above, the event
 * selectors' and the filters' 0x400 above. */
#define COUNTER_HIGH (HPM_CSR_MCOUNTERH - HPM_CSR_MCOUNTER)
#define EVENT_HIGH   (HPM_CSR_MEVENTH - HPM_CSR_MEVENT)
#define LAST_INDEX   HPM_CSR_INDEX_MASK
/* A CSR number without its access bits 11:10: the event selectors' block
 * and its RV32 high halves look alike, and so do a few unrelated numbers
 * (0xB20, 0xF20) that get the same write data. */
#define WITHOUT_ACCESS_BITS 0x3FFu

/* Addresses at the edges of the block's own: one below or past each block
 * of 32 and each enable, scountovf's number with other privilege bits
 * (must not hit), and the first and last RV32 high halves (hit on RV32
 * only, where the configuration has them). */
static const uint16_t neighbour_addrs[] = {
    HPM_CSR_MCOUNTER + 1, HPM_CSR_MCOUNTERH + 1, HPM_CSR_MCOUNTER + LAST_INDEX + 1,
    HPM_CSR_MCOUNTERH + LAST_INDEX + 1, HPM_CSR_SHADOW + LAST_INDEX + 1, HPM_CSR_SHADOWH + LAST_INDEX + 1,
    HPM_CSR_MEVENT - 1, HPM_CSR_MEVENT + LAST_INDEX + 1, HPM_CSR_MEVENTH - 1, HPM_CSR_MEVENTH + LAST_INDEX + 1,
    HPM_CSR_MCOUNTEREN - 1, HPM_CSR_MCOUNTEREN + 1, HPM_CSR_SCOUNTEREN - 1, HPM_CSR_SCOUNTEREN + 1,
    HPM_CSR_HCOUNTEREN - 1, HPM_CSR_HCOUNTEREN + 1, HPM_CSR_HCOUNTEREN, HPM_CSR_SCOUNTOVF - 1,
    HPM_CSR_SCOUNTOVF + 1, HPM_CSR_SCOUNTOVF - 0x800,
    HPM_CSR_MEVENTH, HPM_CSR_SHADOWH + 1, HPM_CSR_MCOUNTERH, HPM_CSR_MCYCLECFGH, HPM_CSR_MINSTRETCFGH,
    HPM_CSR_MEVENTH + 3, HPM_CSR_MEVENTH + LAST_INDEX, HPM_CSR_SHADOWH + LAST_INDEX,
    HPM_CSR_MCOUNTERH + LAST_INDEX};

static uint16_t pick_addr(hpm_stimulus_t *st, const hpm_model_t *ref, bool *counter_target,
                          unsigned *target, bool *high_half) {
  hpm_rng_t *rng = &st->rng;
  const bool rv32 = st->cfg.xlen == 32;
  /* High halves are drawn on RV64 too: there they must not hit. */
  const bool high = (rv32 || hpm_rng_percent(rng, 10)) && hpm_rng_percent(rng, 45);
  *high_half = high;
  *counter_target = false;
  uint32_t r = hpm_rng_below(rng, 100);
  if (r < 22) {
    *counter_target = true;
    *target = hpm_rng_percent(rng, 85) ? pick_counter(st, ref) : (hpm_rng_percent(rng, 50) ? 0u : 2u);
    return (uint16_t)(HPM_CSR_MCOUNTER + *target + (high ? COUNTER_HIGH : 0));
  }
  if (r < 44) {
    *target = pick_counter(st, ref);
    return (uint16_t)(HPM_CSR_MEVENT + *target + (high ? EVENT_HIGH : 0));
  }
  if (r < 52) {
    static const uint16_t ctrl[] = {HPM_CSR_MCOUNTINHIBIT, HPM_CSR_MCYCLECFG, HPM_CSR_MINSTRETCFG};
    return (uint16_t)(ctrl[hpm_rng_below(rng, 3)] + (high ? EVENT_HIGH : 0));
  }
  *high_half = false;
  if (r < 62) {
    static const uint16_t enables[] = {HPM_CSR_MCOUNTEREN, HPM_CSR_SCOUNTEREN, HPM_CSR_HCOUNTEREN};
    return enables[hpm_rng_below(rng, 3)];
  }
  if (r < 80) return (uint16_t)(HPM_CSR_SHADOW + hpm_rng_below(rng, 32) + (high ? COUNTER_HIGH : 0));
  if (r < 86) return HPM_CSR_SCOUNTOVF;
  if (r < 94) return neighbour_addrs[hpm_rng_below(rng, sizeof neighbour_addrs / sizeof neighbour_addrs[0])];
  return (uint16_t)hpm_rng_below(rng, 4096);
}

/* ------------------------------------------------------- write data */

/* A counter value a few increments below 2^HPM_WIDTH (or below 2^32 for a
 * low-half write, so the carry into the high half is exercised). */
static uint64_t near_overflow(hpm_stimulus_t *st, unsigned bits) {
  uint64_t back = hpm_rng_below(&st->rng, (uint32_t)(3 * max_increment(&st->cfg) + 4));
  return width_mask(bits) - back;
}

static uint64_t counter_wdata(hpm_stimulus_t *st, bool is_hpm, bool high_half) {
  hpm_rng_t *rng = &st->rng;
  const unsigned bits = is_hpm ? st->cfg.hpm_width : 64;
  const bool rv32 = st->cfg.xlen == 32;
  uint32_t r = hpm_rng_below(rng, 100);
  uint64_t v;
  if (r < 50) {
    v = near_overflow(st, bits);
    if (rv32 && !high_half && hpm_rng_percent(rng, 50)) v = near_overflow(st, 32);
  } else if (r < 80) {
    v = hpm_rng_next(rng);
  } else if (r < 90) {
    v = 0;
  } else {
    v = ~0ull;
  }
  /* A high-half write carries bits 63:32 of the intended value. */
  return rv32 && high_half ? v >> 32 : v;
}

static uint64_t legal_op(hpm_rng_t *rng) {
  static const uint8_t ops[] = {0, 1, 2, 4};
  return ops[hpm_rng_below(rng, 4)];
}

static uint64_t event_select(hpm_stimulus_t *st) {
  uint32_t r = hpm_rng_below(&st->rng, 100);
  if (r < 70) return 1 + hpm_rng_below(&st->rng, st->cfg.num_events - 1);
  if (r < 80) return 0;
  if (r < 90) return st->cfg.num_events + hpm_rng_below(&st->rng, 4); /* past the bus */
  return hpm_rng_below(&st->rng, 1024);
}

static uint64_t event_wdata(hpm_stimulus_t *st) {
  hpm_rng_t *rng = &st->rng;
  if (hpm_rng_percent(rng, 5)) return hpm_rng_next(rng);
  uint64_t v = 0;
  for (unsigned x = 0; x < 4; x++) v |= event_select(st) << (10 * x);
  for (unsigned x = 0; x < 3; x++) {
    uint64_t op = hpm_rng_percent(rng, 80) ? legal_op(rng) : hpm_rng_below(rng, 32);
    v |= op << (40 + 5 * x);
  }
  for (unsigned b = 58; b <= 62; b++) {
    if (hpm_rng_percent(rng, 15)) v |= 1ull << b;
  }
  if (hpm_rng_percent(rng, 30)) v |= 1ull << 63;
  if (hpm_rng_percent(rng, 5)) v |= (uint64_t)hpm_rng_below(rng, 8) << 55; /* read-0 bits */
  return v;
}

static uint64_t control_wdata(hpm_stimulus_t *st, uint16_t addr) {
  hpm_rng_t *rng = &st->rng;
  const unsigned base = addr & WITHOUT_ACCESS_BITS;
  if (base == HPM_CSR_MCYCLECFG || base == HPM_CSR_MINSTRETCFG) { /* mode-inhibit bits, mostly clear */
    uint64_t v = hpm_rng_percent(rng, 5) ? hpm_rng_next(rng) : 0;
    for (unsigned b = 58; b <= 63; b++) {
      if (hpm_rng_percent(rng, 20)) v |= 1ull << b;
    }
    return v;
  }
  if (base == HPM_CSR_MCOUNTINHIBIT) { /* mostly counting, sometimes a few counters stopped */
    uint32_t r = hpm_rng_below(rng, 100);
    return r < 40 ? 0 : r < 80 ? (1ull << hpm_rng_below(rng, 32)) : hpm_rng_next(rng);
  }
  /* Enables: all, none, or random subsets. */
  uint32_t r = hpm_rng_below(rng, 100);
  return r < 30 ? ~0ull : r < 45 ? 0 : hpm_rng_next(rng);
}

static uint64_t xlen_mask(const hpm_config_t *cfg) { return width_mask(cfg->xlen); }

static void fill_csr_access(hpm_stimulus_t *st, const hpm_model_t *ref, hpm_inputs_t *in) {
  hpm_rng_t *rng = &st->rng;
  in->csr_valid = hpm_rng_percent(rng, 45);
  bool counter_target;
  unsigned target = 0;
  bool high;
  in->csr_addr = pick_addr(st, ref, &counter_target, &target, &high);
  in->csr_write = hpm_rng_percent(rng, 55);
  const uint16_t a = in->csr_addr;
  high = high && st->cfg.xlen == 32;
  uint64_t w;
  if (counter_target) {
    w = counter_wdata(st, target >= HPM_FIRST_HPM, high);
  } else if ((a & WITHOUT_ACCESS_BITS & HPM_CSR_BLOCK_MASK) == HPM_CSR_MEVENT && (a & HPM_CSR_INDEX_MASK) >= HPM_FIRST_HPM) {
    w = event_wdata(st);
    if (high) w >>= 32;
  } else if ((a & WITHOUT_ACCESS_BITS & HPM_CSR_BLOCK_MASK) == HPM_CSR_MEVENT || a == HPM_CSR_MCOUNTEREN ||
             a == HPM_CSR_SCOUNTEREN || a == HPM_CSR_HCOUNTEREN) {
    w = control_wdata(st, a);
    if (high) w >>= 32;
  } else {
    w = hpm_rng_next(rng);
  }
  /* Garbage on the port while no write is made must change nothing. */
  in->csr_wdata = w & xlen_mask(&st->cfg);
  if (!in->csr_valid && hpm_rng_percent(rng, 50)) in->csr_write = true;
}

/* ------------------------------------------------ counter delegation */

/* A select value: mostly one that shows a counter (0x40 + i), aimed as a
 * direct access is; sometimes 0x41 (time, refused), one just outside the
 * window, or one outside it only in its upper bits (rule 11). */
static uint64_t select_value(hpm_stimulus_t *st, const hpm_model_t *ref) {
  hpm_rng_t *rng = &st->rng;
  const uint64_t first = HPM_CDELEG_SELECT_FIRST, last = HPM_CDELEG_SELECT_LAST;
  uint32_t r = hpm_rng_below(rng, 100);
  if (r < 12) return first;     /* mcycle */
  if (r < 24) return first + 2; /* minstret */
  if (r < 28) return first + 1; /* time */
  if (r < 78) return first + pick_counter(st, ref);
  if (r < 96) {
    const uint64_t outside[] = {first - 1, last + 1, first + 0x100, first | 1ull << (st->cfg.xlen - 1),
                                first << 16 | first, 0, last | 0x80};
    return outside[hpm_rng_below(rng, sizeof outside / sizeof outside[0])];
  }
  return hpm_rng_next(rng) & xlen_mask(&st->cfg);
}

/* The alias registers, sireg3 and sireg6 (always refused) and sireg4 and
 * sireg5 (refused on RV64) less often; with H_EXT a quarter of them are the
 * hypervisor's vsireg*. Now and then scountinhibit, or a number next to
 * these that is never the block's. */
static uint16_t delegated_addr(hpm_stimulus_t *st) {
  hpm_rng_t *rng = &st->rng;
  uint32_t r = hpm_rng_below(rng, 100);
  if (r < 15) return HPM_CSR_SCOUNTINHIBIT;
  if (r < 20) {
    static const uint16_t never[] = {0x150, 0x154, 0x158, 0x250, 0x254, HPM_CSR_SCOUNTINHIBIT - 1,
                                     HPM_CSR_SCOUNTINHIBIT + 1, HPM_CSR_SIREG + 0x200};
    return never[hpm_rng_below(rng, sizeof never / sizeof never[0])];
  }
  static const uint16_t regs[] = {HPM_CSR_SIREG,  HPM_CSR_SIREG,  HPM_CSR_SIREG,  HPM_CSR_SIREG2,
                                  HPM_CSR_SIREG2, HPM_CSR_SIREG2, HPM_CSR_SIREG4, HPM_CSR_SIREG4,
                                  HPM_CSR_SIREG5, HPM_CSR_SIREG5, HPM_CSR_SIREG3, HPM_CSR_SIREG6};
  uint16_t a = regs[hpm_rng_below(rng, sizeof regs / sizeof regs[0])];
  if (st->cfg.h_ext && hpm_rng_percent(rng, 25)) a += HPM_CSR_VSIREG_OFFSET;
  return a;
}

/* vsireg..vsireg6, the hypervisor's alias registers. */
static bool is_vsireg(uint16_t addr) {
  return addr >= HPM_CSR_SIREG + HPM_CSR_VSIREG_OFFSET && addr <= HPM_CSR_SIREG6 + HPM_CSR_VSIREG_OFFSET;
}

/* Write data for what a delegated access shows: the counter, the event
 * selector or cfg register, or mcountinhibit, with the direct accesses'
 * corners; the high half's bits on RV32 for sireg4/sireg5. */
static uint64_t delegated_wdata(hpm_stimulus_t *st, uint16_t addr, uint64_t sel) {
  const unsigned i = (unsigned)(sel & HPM_CSR_INDEX_MASK);
  const unsigned reg = is_vsireg(addr) ? addr - HPM_CSR_VSIREG_OFFSET : addr;
  const bool high = st->cfg.xlen == 32 && (reg == HPM_CSR_SIREG4 || reg == HPM_CSR_SIREG5);
  if (addr == HPM_CSR_SCOUNTINHIBIT) return control_wdata(st, HPM_CSR_MCOUNTINHIBIT);
  if (reg == HPM_CSR_SIREG || reg == HPM_CSR_SIREG4) return counter_wdata(st, i >= HPM_FIRST_HPM, high);
  if (reg == HPM_CSR_SIREG2 || reg == HPM_CSR_SIREG5) {
    const uint64_t v = i < HPM_FIRST_HPM ? control_wdata(st, HPM_CSR_MCYCLECFG) : event_wdata(st);
    return high ? v >> 32 : v;
  }
  return hpm_rng_next(&st->rng);
}

/* Delegation's inputs and, in half the cycles, an access through it
 * instead of the direct one drawn: menvcfg.CDE is set most of the time and
 * toggles now and then, the select values change as software would set
 * them before an access. The access's valid and write bits stay those
 * drawn for the cycle. */
static void fill_cdeleg(hpm_stimulus_t *st, const hpm_model_t *ref, hpm_inputs_t *in) {
  hpm_rng_t *rng = &st->rng;
  if (hpm_rng_percent(rng, st->cde ? 1 : 5)) st->cde = !st->cde;
  const bool indirect = hpm_rng_percent(rng, 50);
  const uint32_t redraw = indirect ? 40 : 5;
  if (hpm_rng_percent(rng, redraw)) st->siselect = select_value(st, ref);
  if (st->cfg.h_ext && hpm_rng_percent(rng, redraw)) st->vsiselect = select_value(st, ref);
  in->cde = st->cde;
  in->siselect = st->siselect;
  in->vsiselect = st->vsiselect;
  if (!indirect) return;
  in->csr_addr = delegated_addr(st);
  /* A guest's sireg* and anyone's vsireg* are selected by vsiselect. */
  const bool guest = st->cfg.h_ext && in->virt && in->priv != HPM_PRIV_M;
  const uint64_t w = delegated_wdata(st, in->csr_addr, guest || is_vsireg(in->csr_addr) ? st->vsiselect : st->siselect);
  in->csr_wdata = w & xlen_mask(&st->cfg);
}

bool hpm_stimulus_next(hpm_stimulus_t *st, const hpm_model_t *ref, hpm_inputs_t *in) {
  hpm_rng_t *rng = &st->rng;
  if (hpm_rng_below(rng, st->reset_one_in) == 0) return true;

  next_privilege(st);
  in->priv = st->priv;
  in->virt = st->virt;

  if (st->profile_cycles_left-- == 0) redraw_profiles(st);
  fill_events(st, in);

  if (st->halt_cycles_left > 0) {
    st->halt_cycles_left--;
    in->cycle = false;
  } else {
    in->cycle = true;
    if (hpm_rng_percent(rng, 1)) st->halt_cycles_left = 1 + hpm_rng_below(rng, 20);
  }
  in->instret = in->cycle ? hpm_rng_below(rng, 1u << st->cfg.ret_w) : 0;

  /* Debug Mode with dcsr.stopcount (rule 10): spans of 1..32 cycles, begun
   * in one cycle of 400, so about 4 % of cycles count nothing. */
  if (st->stop_cycles_left > 0) {
    st->stop_cycles_left--;
    in->stopcount = true;
  } else {
    in->stopcount = false;
    if (hpm_rng_below(&st->stop_rng, 400) == 0) st->stop_cycles_left = 1 + hpm_rng_below(&st->stop_rng, 32);
  }

  st->time += hpm_rng_percent(rng, 1) ? hpm_rng_next(rng) : 1;
  in->time = st->time;

  fill_csr_access(st, ref, in);
  if (st->cfg.cdeleg) fill_cdeleg(st, ref, in);
  return false;
}
