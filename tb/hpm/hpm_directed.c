/* SPDX-License-Identifier: Apache-2.0 */
/* Directed tests of the HPM block, one group per numbered rule of the
 * contract (section 1). Every expected value is worked out by hand from the
 * contract and docs/hpm.md in the comment beside it; the tests see only the
 * block's ports, so they run unchanged on the C model and on the RTL. */
#include "hpm_directed.h"

/* ============================================================ rule 1 */

/* csrw minstret, 0 in a cycle that retires an instruction; the next read is
 * 0: the write suppresses that cycle's increment. */
static void rule1_write_suppresses_increment(t_ctx *t) {
  start(t, "rule1_write_suppresses_increment");
  for (int i = 0; i < 5; i++) {
    t->in.instret = 1;
    step(t);
  }
  EXPECT_EQ(t, "minstret after 5 retiring cycles", 5, rd64(t, MINSTRET, 0xB82));
  t->in.instret = 1;
  if (rv32(t)) {
    /* Both halves written, each in a retiring cycle. */
    wr(t, MINSTRET, 0);
    t->in.instret = 1;
    wr(t, 0xB82, 0);
  } else {
    t->in.instret = 1;
    wr(t, MINSTRET, 0);
  }
  EXPECT_EQ(t, "minstret read right after csrw minstret,0", 0, rd(t, MINSTRET));
}

/* RV32: a write to the high half alone suppresses the whole increment; the
 * low half keeps its pre-cycle value. */
static void rule1_high_half_write_suppresses(t_ctx *t) {
  if (!rv32(t)) return;
  start(t, "rule1_high_half_write_suppresses");
  wr(t, MINSTRET, 0xfffffffe);
  t->in.instret = 1;
  wr(t, 0xB82, 7); /* no carry from the retiring instruction */
  EXPECT_EQ(t, "minstret low after minstreth write", 0xfffffffe, rd(t, MINSTRET));
  EXPECT_EQ(t, "minstreth", 7, rd(t, 0xB82));
  /* Counting resumes and carries into the high half. */
  t->in.instret = 1;
  step(t);
  t->in.instret = 1;
  step(t);
  EXPECT_EQ(t, "minstret low after 2 more", 0, rd(t, MINSTRET));
  EXPECT_EQ(t, "minstreth after carry", 8, rd(t, 0xB82));
}

/* A configuration write counts its own cycle under the old configuration. */
static void rule1_config_takes_effect_next_cycle(t_ctx *t) {
  start(t, "rule1_config_takes_effect_next_cycle");
  /* mcycle counting; inhibit it in a cycle with cycle_i = 1: that cycle
   * still counts. */
  t->in.cycle = 1;
  wr(t, MCOUNTINHIBIT, 1); /* counts: 1 */
  t->in.cycle = 1;
  step(t); /* inhibited: 1 */
  EXPECT_EQ(t, "mcycle after inhibit write", 1, rd64(t, MCYCLE, 0xB80));
  t->in.cycle = 1;
  wr(t, MCOUNTINHIBIT, 0); /* still inhibited in this cycle */
  t->in.cycle = 1;
  step(t); /* counts: 2 */
  EXPECT_EQ(t, "mcycle after release", 2, rd64(t, MCYCLE, 0xB80));

  if (t->dut->cfg.num_hpm == 0) return;
  /* mhpmevent3 selects event 1 in a cycle where event 1 fires: not counted
   * (the old selection, event 0, counts nothing); the next cycle is. */
  t->in.events[1] = 1;
  set_event(t, 3, ONE_EVENT(1));
  t->in.events[1] = 1;
  step(t);
  EXPECT_EQ(t, "mhpmcounter3 after selecting event 1", 1, counter(t, 3));
}

/* ============================================================ rule 2 */

static void rule2_mcycle_minstret_inhibit(t_ctx *t) {
  start(t, "rule2_mcycle_minstret_inhibit");
  for (int i = 0; i < 3; i++) {
    t->in.cycle = 1;
    t->in.instret = (1u << t->dut->cfg.ret_w) - 1;
    step(t);
  }
  const uint64_t maxret = (1u << t->dut->cfg.ret_w) - 1;
  EXPECT_EQ(t, "mcycle counts cycle_i", 3, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "minstret counts instret_i", 3 * maxret, rd64(t, MINSTRET, 0xB82));
  /* cycle_i = 0 (halted): mcycle stands still. */
  t->in.cycle = 0;
  step(t);
  EXPECT_EQ(t, "mcycle while halted", 3, rd64(t, MCYCLE, 0xB80));

  wr(t, MCOUNTINHIBIT, 0x7); /* CY, TM, IR */
  EXPECT_EQ(t, "mcountinhibit reads CY and IR, TM reads 0", 0x5, rd(t, MCOUNTINHIBIT));
  t->in.cycle = 1;
  t->in.instret = 1;
  step(t);
  EXPECT_EQ(t, "mcycle inhibited", 3, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "minstret inhibited", 3 * maxret, rd64(t, MINSTRET, 0xB82));
}

static void rule2_cfg_mode_inhibit(t_ctx *t) {
  start(t, "rule2_cfg_mode_inhibit");
  const int h = t->dut->cfg.h_ext;
  /* mcyclecfg: inhibit in M and U; count in S (and VS/VU with H). */
  wr64(t, MCYCLECFG, 0x721, MINH | UINH);
  static const struct {
    unsigned priv;
    int virt;
    int counts;
  } modes[] = {{M, 0, 0}, {S, 0, 1}, {U, 0, 0}};
  uint64_t expected = 0;
  for (unsigned k = 0; k < 3; k++) {
    t->in.priv = modes[k].priv;
    t->in.cycle = 1;
    step(t);
    expected += modes[k].counts;
    EXPECT_EQ(t, "mcycle under mcyclecfg", expected, rd64(t, MCYCLE, 0xB80));
  }
  /* Bit 63 reads 0; VSINH/VUINH read 0 without H. */
  wr64(t, MCYCLECFG, 0x721, ~0ull);
  EXPECT_EQ(t, "mcyclecfg all ones", h ? 0x7cull << 56 : 0x70ull << 56, rd64(t, MCYCLECFG, 0x721));
  wr64(t, MINSTRETCFG, 0x722, ~0ull);
  EXPECT_EQ(t, "minstretcfg all ones", h ? 0x7cull << 56 : 0x70ull << 56, rd64(t, MINSTRETCFG, 0x722));
  if (h) {
    /* minstretcfg VSINH only: counts in VU, not in VS. */
    wr64(t, MINSTRETCFG, 0x722, VSINH);
    wr64(t, MINSTRET, 0xB82, 0);
    t->in.priv = S;
    t->in.virt = 1;
    t->in.instret = 1;
    step(t);
    t->in.priv = U;
    t->in.virt = 1;
    t->in.instret = 1;
    step(t);
    EXPECT_EQ(t, "minstret with VSINH: VU counts, VS not", 1, rd64(t, MINSTRET, 0xB82));
  }
}

/* ============================================================ rule 3 */

static void rule3_event_layout(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule3_event_layout");
  const unsigned last = 3 + t->dut->cfg.num_hpm - 1;
  /* All fields at once: OF, MINH, UINH, OP2=ADD, OP1=XOR, OP0=AND,
   * EVENTs 1023, 512, 5, 1. Bits 57:55 written 1 read 0. */
  uint64_t v = OF | MINH | UINH | (7ull << 55) | ev(1, 5, 512, 1023, 1, 2, 4);
  set_event(t, last, v);
  EXPECT_EQ(t, "mhpmevent round trip", v & ~(7ull << 55), event(t, last));
  /* VSINH/VUINH read 0 without H; stored with H. */
  set_event(t, last, VSINH | VUINH | SINH);
  EXPECT_EQ(t, "mhpmevent VS/VU inhibit", t->dut->cfg.h_ext ? VSINH | VUINH | SINH : SINH, event(t, last));
  if (rv32(t)) {
    /* The low half holds EVENT0..2 and EVENT3[1:0]; the high half
     * EVENT3[9:2], OPs and flags. */
    set_event(t, last, 0);
    wr(t, MHPMEVENT(last), 0xc0000000u | 7); /* EVENT3 low bits = 3, EVENT0 = 7 */
    wr(t, MHPMEVENTH(last), 0x1);            /* EVENT3 bit 2 */
    EXPECT_EQ(t, "EVENT3 spans the halves", ev(7, 0, 0, 7, 0, 0, 0), event(t, last));
  }
}

static void rule3_reset_value(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule3_reset_value");
  for (unsigned i = 3; i < 3 + t->dut->cfg.num_hpm; i++) EXPECT_EQ(t, "mhpmevent at reset", 0, event(t, i));
}

/* ============================================================ rule 4 */

/* Sets counter 3 to count R2 of the given selection and returns what one
 * cycle with the given event values adds. */
static uint64_t one_cycle_increment(t_ctx *t, uint64_t sel, const unsigned *values, unsigned n) {
  set_event(t, 3, sel);
  set_counter(t, 3, 0);
  for (unsigned k = 0; k < n; k++) t->in.events[k] = (uint8_t)values[k];
  step(t);
  return counter(t, 3);
}

static void rule4_combiner_ops(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0 || t->dut->cfg.num_events < 5) return;
  start(t, "rule4_combiner_ops");
  const unsigned w = t->dut->cfg.event_w, max = (1u << w) - 1;
  /* Events 1..4 = a, b, c, d. */
  unsigned vals[5];
  if (w == 1) {
    unsigned v[5] = {0, 1, 1, 0, 1};
    memcpy(vals, v, sizeof v);
  } else {
    unsigned v[5] = {0, 5 & max, 3 & max, 6 & max, max};
    memcpy(vals, v, sizeof v);
  }
  const unsigned a = vals[1], b = vals[2], c = vals[3], d = vals[4];
  /* R0 = a op0 b, R1 = c op1 d, R2 = R0 op2 R1. */
  EXPECT_EQ(t, "OR/OR/OR", counted(t, (a | b) | (c | d)), one_cycle_increment(t, ev(1, 2, 3, 4, 0, 0, 0), vals, 5));
  EXPECT_EQ(t, "AND/AND/OR", counted(t, (a & b) | (c & d)), one_cycle_increment(t, ev(1, 2, 3, 4, 1, 1, 0), vals, 5));
  EXPECT_EQ(t, "XOR/XOR/XOR", counted(t, (a ^ b) ^ (c ^ d)), one_cycle_increment(t, ev(1, 2, 3, 4, 2, 2, 2), vals, 5));
  EXPECT_EQ(t, "ADD/ADD/ADD", counted(t, a + b + c + d), one_cycle_increment(t, ev(1, 2, 3, 4, 4, 4, 4), vals, 5));
  EXPECT_EQ(t, "ADD/XOR/AND", counted(t, (a + b) & (c ^ d)), one_cycle_increment(t, ev(1, 2, 3, 4, 4, 2, 1), vals, 5));
  /* ADD keeps every carry: four maximal counts add 4 * (2^EVENT_W - 1). */
  unsigned full[5] = {0, max, max, max, max};
  EXPECT_EQ(t, "ADD of four maximal counts", counted(t, 4ull * max), one_cycle_increment(t, ev(1, 2, 3, 4, 4, 4, 4), full, 5));
  /* The same event in all four slots with ADD: 4 * count. */
  EXPECT_EQ(t, "event 1 four times, ADD", counted(t, 4ull * max), one_cycle_increment(t, ev(1, 1, 1, 1, 4, 4, 4), full, 5));
}

static void rule4_event_zero_and_out_of_range(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule4_event_zero_and_out_of_range");
  const unsigned n = t->dut->cfg.num_events, max = (1u << t->dut->cfg.event_w) - 1;
  /* events_i[0] driven: event 0 still counts nothing. */
  set_event(t, 3, ev(0, 0, 0, 0, 4, 4, 4));
  t->in.events[0] = (uint8_t)max;
  step(t);
  EXPECT_EQ(t, "event 0 counts nothing", 0, counter(t, 3));
  /* EVENTx >= NUM_EVENTS is stored and counts nothing (with 1024 events
   * every 10-bit selection is on the bus). */
  if (n < 1024) {
    set_event(t, 3, ev(n, 1023, 0, 0, 4, 4, 4));
    EXPECT_EQ(t, "out-of-range selections are stored", ev(n, 1023, 0, 0, 4, 4, 4), event(t, 3));
    for (unsigned k = 0; k < n; k++) t->in.events[k] = (uint8_t)max;
    step(t);
    EXPECT_EQ(t, "out-of-range events count nothing", 0, counter(t, 3));
  }
  /* The last event on the bus counts. */
  set_event(t, 3, ONE_EVENT(n - 1));
  t->in.events[n - 1] = (uint8_t)max;
  step(t);
  EXPECT_EQ(t, "event NUM_EVENTS-1 counts", counted(t, max), counter(t, 3));
}

static void rule4_op_warl(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule4_op_warl");
  set_event(t, 3, ev(1, 2, 3, 4, 4, 2, 1)); /* ADD, XOR, AND */
  /* OP values 3, 5..31 are not stored; the EVENT fields of the same write are. */
  static const unsigned bad[] = {3, 5, 6, 7, 8, 16, 31};
  for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    set_event(t, 3, ev(9, 8, 7, 6, bad[k], bad[k], bad[k]));
    EXPECT_EQ(t, "illegal OPs keep old OPs, EVENTs update", ev(9, 8, 7, 6, 4, 2, 1), event(t, 3));
    set_event(t, 3, ev(1, 2, 3, 4, 4, 2, 1));
  }
  /* One illegal OP among legal ones: only that field keeps its value. */
  set_event(t, 3, ev(1, 2, 3, 4, 0, 3, 2)); /* OP1 = 3 illegal */
  EXPECT_EQ(t, "mixed OPs", ev(1, 2, 3, 4, 0, 2, 2), event(t, 3));
}

/* ============================================================ rule 5 */

static void rule5_filter_uses_same_cycle_mode(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0 || t->dut->cfg.num_events < 2) return;
  start(t, "rule5_filter_uses_same_cycle_mode");
  /* Count event 1 except in S. Alternate M, S, U, S, M every cycle with
   * event 1 = 1: counts in M, U, M = 3. */
  set_event(t, 3, SINH | ONE_EVENT(1));
  static const unsigned seq[] = {M, S, U, S, M};
  for (unsigned k = 0; k < 5; k++) {
    t->in.priv = seq[k];
    t->in.events[1] = 1;
    step(t);
  }
  EXPECT_EQ(t, "counts only outside S", counted(t, 3), counter(t, 3));
  /* priv 2 is treated as U: UINH stops it. */
  set_event(t, 3, UINH | ONE_EVENT(1));
  set_counter(t, 3, 0);
  t->in.priv = 2;
  t->in.events[1] = 1;
  step(t);
  EXPECT_EQ(t, "priv 2 filtered as U", 0, counter(t, 3));
  if (t->dut->cfg.h_ext) {
    /* VS and VU have their own bits; virt is ignored in M. */
    set_event(t, 3, VSINH | ONE_EVENT(1));
    set_counter(t, 3, 0);
    static const struct {
      unsigned priv;
      int virt;
    } m[] = {{S, 1}, {U, 1}, {S, 0}, {M, 1}};
    for (unsigned k = 0; k < 4; k++) {
      t->in.priv = m[k].priv;
      t->in.virt = m[k].virt;
      t->in.events[1] = 1;
      step(t);
    }
    EXPECT_EQ(t, "VSINH: VU, S and M(virt) count", counted(t, 3), counter(t, 3));
  } else {
    /* Without H, virt is ignored: S with virt=1 is S. */
    set_event(t, 3, SINH | ONE_EVENT(1));
    set_counter(t, 3, 0);
    t->in.priv = S;
    t->in.virt = 1;
    t->in.events[1] = 1;
    step(t);
    EXPECT_EQ(t, "virt ignored without H", 0, counter(t, 3));
  }
}

/* ============================================================ rule 6 */

static void rule6_overflow_sets_of_and_pulses(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule6_overflow_sets_of_and_pulses");
  preload_near_overflow(t, 2); /* 2^W - 2 */
  t->in.events[1] = 1;
  hpm_outputs_t o = count_step(t); /* -> 2^W - 1 */
  EXPECT_EQ(t, "no pulse below the top", 0, o.lcofi);
  t->in.events[1] = 1;
  o = count_step(t); /* -> wraps to 0 */
  EXPECT_EQ(t, "lcofi_o in the overflowing cycle", 1, o.lcofi);
  EXPECT_EQ(t, "counter wrapped", 0, counter(t, 3));
  EXPECT_EQ(t, "OF set", OF | ONE_EVENT(1), event(t, 3));
  EXPECT_EQ(t, "scountovf bit 3 in M", 1u << 3, rd(t, SCOUNTOVF));
  /* OF already 1: wraps again, no pulse. */
  set_counter(t, 3, width_mask(t->dut->cfg.hpm_width));
  t->in.events[1] = 1;
  o = count_step(t);
  EXPECT_EQ(t, "no pulse with OF already set", 0, o.lcofi);
  EXPECT_EQ(t, "counter wrapped again", 0, counter(t, 3));
}

static void rule6_width_and_multiple_wrap(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule6_width_and_multiple_wrap");
  const unsigned w = t->dut->cfg.hpm_width;
  /* Bits at and above HPM_WIDTH read 0. */
  set_counter(t, 3, ~0ull);
  EXPECT_EQ(t, "mhpmcounter upper bits read 0", width_mask(w), counter(t, 3));
  if (rv32(t)) EXPECT_EQ(t, "hpmcounter3h in M", width_mask(w) >> 32, rd(t, SHADOWH(3)));
  /* With EVENT_W > 1, ADD of four maximal counts from 2^W - 1. */
  const unsigned max = (1u << t->dut->cfg.event_w) - 1;
  if (t->dut->cfg.num_events >= 2) {
    set_event(t, 3, ev(1, 1, 1, 1, 4, 4, 4));
    set_counter(t, 3, width_mask(w));
    t->in.events[1] = (uint8_t)max;
    hpm_outputs_t o = count_step(t);
    EXPECT_EQ(t, "one overflow pulse", 1, o.lcofi);
    EXPECT_EQ(t, "wrapped value", (width_mask(w) + 4ull * max) & width_mask(w), counter(t, 3));
  }
}

static void rule6_counter_write_cancels_overflow(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule6_counter_write_cancels_overflow");
  preload_near_overflow(t, 1); /* 2^W - 1: the next count overflows */
  t->in.events[1] = 1;
  before_arrival(t);
  int kind = wr_from(t, M, 0, MHPMCOUNTER(3), 5); /* write in the overflowing cycle */
  EXPECT_EQ(t, "write allowed", OK, kind);
  /* RV32 wrote the low half: the high half keeps its pre-cycle value. */
  const uint64_t top = width_mask(t->dut->cfg.hpm_width);
  EXPECT_EQ(t, "written value, no increment", counted(t, rv32(t) ? ((top & ~0xffffffffull) | 5) : 5), counter(t, 3));
  EXPECT_EQ(t, "no OF", ONE_EVENT(1), event(t, 3));
  if (rv32(t)) {
    /* A high-half write cancels it too. */
    preload_near_overflow(t, 1);
    t->in.events[1] = 1;
    before_arrival(t);
    hpm_outputs_t o;
    t->in.csr_valid = 1;
    t->in.csr_addr = MHPMCOUNTERH(3);
    t->in.csr_write = 1;
    t->in.csr_wdata = 0;
    o = step(t);
    EXPECT_EQ(t, "no pulse with high-half write", 0, o.lcofi);
    EXPECT_EQ(t, "no OF with high-half write", ONE_EVENT(1), event(t, 3));
  }
}

static void rule6_event_write_in_overflow_cycle(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule6_event_write_in_overflow_cycle");
  /* Written OF = 0 wins over the overflow; lcofi still pulses. */
  preload_near_overflow(t, 1);
  t->in.events[1] = 1;
  before_arrival(t);
  t->in.csr_valid = 1;
  t->in.csr_addr = rv32(t) ? MHPMEVENTH(3) : MHPMEVENT(3);
  t->in.csr_write = 1;
  t->in.csr_wdata = 0; /* high half: OF = 0, no flags; RV64: everything 0 */
  hpm_outputs_t o = step(t);
  EXPECT_EQ(t, "pulse although OF is written 0", 1, o.lcofi);
  EXPECT_EQ(t, "written OF wins", rv32(t) ? ONE_EVENT(1) : 0, event(t, 3));
  EXPECT_EQ(t, "counter wrapped", 0, counter(t, 3));
  if (rv32(t)) {
    /* A low-half write does not touch OF: the overflow sets it. */
    preload_near_overflow(t, 1);
    t->in.events[1] = 1;
    before_arrival(t);
    t->in.csr_valid = 1;
    t->in.csr_addr = MHPMEVENT(3);
    t->in.csr_write = 1;
    t->in.csr_wdata = 1; /* EVENT0 = 1 again */
    o = step(t);
    EXPECT_EQ(t, "pulse with low-half event write", 1, o.lcofi);
    EXPECT_EQ(t, "OF set by the overflow", OF | ONE_EVENT(1), event(t, 3));
  }
  /* Software writing OF = 1 raises no interrupt. */
  set_event(t, 3, ONE_EVENT(1));
  t->in.csr_valid = 1;
  t->in.csr_addr = rv32(t) ? MHPMEVENTH(3) : MHPMEVENT(3);
  t->in.csr_write = 1;
  t->in.csr_wdata = rv32(t) ? 1ull << 31 : OF | ONE_EVENT(1);
  o = step(t);
  EXPECT_EQ(t, "no pulse for a software OF write", 0, o.lcofi);
  EXPECT_EQ(t, "OF written", OF | ONE_EVENT(1), event(t, 3));
}

static void rule6_fixed_counters_wrap_silently(t_ctx *t) {
  start(t, "rule6_fixed_counters_wrap_silently");
  wr64(t, MCYCLE, 0xB80, ~0ull);
  t->in.cycle = 1;
  hpm_outputs_t o = step(t);
  EXPECT_EQ(t, "no pulse for mcycle", 0, o.lcofi);
  EXPECT_EQ(t, "mcycle wrapped", 0, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "scountovf unaffected", 0, rd(t, SCOUNTOVF));
}

/* ============================================================ rule 7 */

static void rule7_privilege_levels(t_ctx *t) {
  start(t, "rule7_privilege_levels");
  int kind;
  /* M-level needs M. */
  static const uint16_t m_level[] = {MCYCLE, MINSTRET, MCOUNTINHIBIT, MCYCLECFG, MCOUNTEREN};
  for (unsigned k = 0; k < ARRAY_LEN(m_level); k++) {
    expect_access(t, "M-level CSR from S", S, 0, m_level[k], ILLEGAL);
    expect_access(t, "M-level CSR from U", U, 0, m_level[k], ILLEGAL);
    expect_access(t, "M-level CSR from M", M, 0, m_level[k], OK);
  }
  /* S-level: S and M, not U. */
  static const access_case_t s_level[] = {
      {S, 0, SCOUNTEREN, OK, "scounteren from S"},
      {U, 0, SCOUNTEREN, ILLEGAL, "scounteren from U"},
      {U, 0, SCOUNTOVF, ILLEGAL, "scountovf from U"},
  };
  expect_accesses(t, s_level, ARRAY_LEN(s_level));
  /* Read-only: a write is illegal even from M, and changes nothing. */
  wr(t, MCYCLE, 77);
  EXPECT_EQ(t, "write to cycle from M", ILLEGAL, wr_from(t, M, 0, SHADOW(0), 5));
  EXPECT_EQ(t, "write to scountovf from M", ILLEGAL, wr_from(t, M, 0, SCOUNTOVF, 5));
  EXPECT_EQ(t, "mcycle unchanged by the refused write", 77, rd(t, MCYCLE));
  /* A refused access reads 0 and changes nothing. */
  wr(t, MCOUNTINHIBIT, 0x5);
  uint64_t v = rd_from(t, S, 0, MCOUNTINHIBIT, &kind);
  EXPECT_EQ(t, "refused read returns 0", 0, v);
  EXPECT_EQ(t, "refused write from S", ILLEGAL, wr_from(t, S, 0, MCOUNTINHIBIT, 0));
  EXPECT_EQ(t, "mcountinhibit unchanged", 0x5, rd(t, MCOUNTINHIBIT));
  static const access_case_t hypervisor[] = {
      {S, 0, HCOUNTEREN, OK, "hcounteren from HS"},
      {S, 1, HCOUNTEREN, VIRTUAL, "hcounteren from VS"},
      {U, 1, HCOUNTEREN, VIRTUAL, "hcounteren from VU"},
      {U, 0, HCOUNTEREN, ILLEGAL, "hcounteren from U"},
      {U, 1, SCOUNTEREN, VIRTUAL, "scounteren from VU"},
      {S, 1, SCOUNTEREN, OK, "scounteren from VS"},
      {S, 1, MCOUNTEREN, ILLEGAL, "mcounteren from VS"},
  };
  if (t->dut->cfg.h_ext) expect_accesses(t, hypervisor, ARRAY_LEN(hypervisor));
}

/* Every combination of the enable bits for the cycle shadow (index 0). */
static void rule7_shadow_enables(t_ctx *t) {
  start(t, "rule7_shadow_enables");
  const int h = t->dut->cfg.h_ext;
  for (unsigned bits = 0; bits < 8; bits++) {
    const int men = bits & 1, sen = (bits >> 1) & 1, hen = (bits >> 2) & 1;
    if (hen && !h) continue;
    wr(t, MCOUNTEREN, men);
    wr(t, SCOUNTEREN, sen);
    if (h) wr(t, HCOUNTEREN, hen);
    expect_access(t, "cycle from M", M, 0, SHADOW(0), OK);
    expect_access(t, "cycle from S", S, 0, SHADOW(0), men ? OK : ILLEGAL);
    expect_access(t, "cycle from U", U, 0, SHADOW(0), men && sen ? OK : ILLEGAL);
    if (h) {
      expect_access(t, "cycle from VS", S, 1, SHADOW(0), !men ? ILLEGAL : !hen ? VIRTUAL : OK);
      expect_access(t, "cycle from VU", U, 1, SHADOW(0), !men ? ILLEGAL : !(hen && sen) ? VIRTUAL : OK);
    }
  }
  /* An enabled read returns the counter; time returns time_i. */
  wr(t, MCOUNTEREN, 0x7);
  wr(t, SCOUNTEREN, 0x7);
  wr(t, MCYCLE, 1234);
  EXPECT_EQ(t, "cycle read from U", 1234, rd_from(t, U, 0, SHADOW(0), NULL));
  t->in.time = 0x1122334455667788ull;
  t->in.priv = U;
  t->in.csr_valid = 1;
  t->in.csr_addr = SHADOW(1);
  hpm_outputs_t o = step(t);
  EXPECT_EQ(t, "time from U", rv32(t) ? 0x55667788u : 0x1122334455667788ull, o.csr_rdata);
  if (rv32(t)) {
    t->in.time = 0x1122334455667788ull;
    t->in.csr_valid = 1;
    t->in.csr_addr = SHADOWH(1);
    o = step(t);
    EXPECT_EQ(t, "timeh", 0x11223344u, o.csr_rdata);
  }
  /* TM cleared: time traps in S. */
  wr(t, MCOUNTEREN, 0x5);
  expect_access(t, "time from S without TM", S, 0, SHADOW(1), ILLEGAL);
}

static void rule7_scountovf_masking(t_ctx *t) {
  if (t->dut->cfg.num_hpm < 2) return;
  start(t, "rule7_scountovf_masking");
  set_event(t, 3, OF);
  set_event(t, 4, OF);
  EXPECT_EQ(t, "scountovf in M", 0x18, rd(t, SCOUNTOVF));
  wr(t, MCOUNTEREN, 1u << 4);
  EXPECT_EQ(t, "scountovf in S masked by mcounteren", 0x10, rd_from(t, S, 0, SCOUNTOVF, NULL));
  if (t->dut->cfg.h_ext) {
    wr(t, MCOUNTEREN, 0x18);
    wr(t, HCOUNTEREN, 1u << 3);
    EXPECT_EQ(t, "scountovf in VS masked by hcounteren", 0x08, rd_from(t, S, 1, SCOUNTOVF, NULL));
  }
}

/* ============================================================ hits */

static void rule7_hit_decode(t_ctx *t) {
  start(t, "rule7_hit_decode");
  const int r32 = rv32(t), h = t->dut->cfg.h_ext;
  static const uint16_t always[] = {0xB00, 0xB02, 0xB03, 0xB1F, 0xC00, 0xC01, 0xC1F, 0x320, 0x321,
                                    0x322, 0x323, 0x33F, 0x306, 0x106, 0xDA0};
  static const uint16_t never[] = {0xB01, 0xB20, 0xC20, 0x31F, 0x340, 0x305, 0x307, 0xDA1, 0x000};
  static const uint16_t high[] = {0xB80, 0xB82, 0xB9F, 0xC80, 0xC9F, 0x721, 0x722, 0x723, 0x73F};
  static const uint16_t b81[] = {0xB81}, hcounteren[] = {HCOUNTEREN};
  const struct {
    const uint16_t *addrs;
    unsigned n;
    int hit;
    const char *what;
  } groups[] = {
      {always, ARRAY_LEN(always), 1, "hit"},
      {never, ARRAY_LEN(never), 0, "no hit"},
      {high, ARRAY_LEN(high), r32, "high half hits only on RV32"},
      {b81, 1, 0, "0xB81 never hits"},
      {hcounteren, 1, h, "hcounteren hits only with H"},
  };
  for (unsigned g = 0; g < ARRAY_LEN(groups); g++) {
    for (unsigned k = 0; k < groups[g].n; k++) {
      t->in.csr_addr = groups[g].addrs[k];
      EXPECT_EQ(t, groups[g].what, groups[g].hit, step(t).csr_hit);
    }
  }
}

/* ============================================================ rule 8 */

static void rule8_unimplemented_counters(t_ctx *t) {
  const unsigned n = t->dut->cfg.num_hpm;
  if (n == 29) return;
  start(t, "rule8_unimplemented_counters");
  const unsigned i = 3 + n; /* the first unimplemented counter */
  set_counter(t, i, 12345);
  EXPECT_EQ(t, "unimplemented counter reads 0", 0, counter(t, i));
  set_event(t, i, ONE_EVENT(1));
  EXPECT_EQ(t, "unimplemented event reads 0", 0, event(t, i));
  expect_access(t, "mhpmcounter31 is accessible in M", M, 0, MHPMCOUNTER(31), OK);
  wr(t, MCOUNTEREN, ~0ull);
  wr(t, SCOUNTEREN, ~0ull);
  wr(t, MCOUNTINHIBIT, ~0ull);
  const uint64_t impl = 0x7u | (((1ull << n) - 1) << 3);
  EXPECT_EQ(t, "mcounteren bits of unimplemented counters", impl, rd(t, MCOUNTEREN));
  EXPECT_EQ(t, "scounteren bits of unimplemented counters", impl, rd(t, SCOUNTEREN));
  EXPECT_EQ(t, "mcountinhibit bits", impl & ~2ull, rd(t, MCOUNTINHIBIT));
  expect_access(t, "shadow of an unimplemented counter from S", S, 0, SHADOW(i), ILLEGAL);
  EXPECT_EQ(t, "shadow of an unimplemented counter in M", 0, rd(t, SHADOW(i)));
}

/* ============================================================ rule 9 */

static void rule9_reset_clears_everything(t_ctx *t) {
  start(t, "rule9_reset_clears_everything");
  const unsigned n = t->dut->cfg.num_hpm;
  wr64(t, MCYCLE, 0xB80, 0x1234);
  wr64(t, MINSTRET, 0xB82, 0x5678);
  wr64(t, MCYCLECFG, 0x721, MINH);
  wr64(t, MINSTRETCFG, 0x722, SINH);
  wr(t, MCOUNTINHIBIT, 0x5);
  wr(t, MCOUNTEREN, 0x7);
  wr(t, SCOUNTEREN, 0x7);
  if (t->dut->cfg.h_ext) wr(t, HCOUNTEREN, 0x7);
  for (unsigned i = 3; i < 3 + n; i++) {
    set_counter(t, i, i);
    set_event(t, i, OF | ONE_EVENT(1));
  }
  t->dut->reset(t->dut->ctx);
  EXPECT_EQ(t, "mcycle", 0, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "minstret", 0, rd64(t, MINSTRET, 0xB82));
  EXPECT_EQ(t, "mcyclecfg", 0, rd64(t, MCYCLECFG, 0x721));
  EXPECT_EQ(t, "minstretcfg", 0, rd64(t, MINSTRETCFG, 0x722));
  EXPECT_EQ(t, "mcountinhibit", 0, rd(t, MCOUNTINHIBIT));
  EXPECT_EQ(t, "mcounteren", 0, rd(t, MCOUNTEREN));
  EXPECT_EQ(t, "scounteren", 0, rd(t, SCOUNTEREN));
  if (t->dut->cfg.h_ext) EXPECT_EQ(t, "hcounteren", 0, rd(t, HCOUNTEREN));
  for (unsigned i = 3; i < 3 + n; i++) {
    EXPECT_EQ(t, "mhpmcounter", 0, counter(t, i));
    EXPECT_EQ(t, "mhpmevent", 0, event(t, i));
  }
  EXPECT_EQ(t, "scountovf", 0, rd(t, SCOUNTOVF));
}

/* ============================================================ run */

/* ============================================================ rule 10 */

/* While stopcount_i is 1 (Debug Mode with dcsr.stopcount set) mcycle,
 * minstret and every mhpmcounter keep their values whatever they would
 * count; when it returns to 0 they count again from where they stood. */
static void rule10_stopcount_stops_every_counter(t_ctx *t) {
  start(t, "rule10_stopcount_stops_every_counter");
  const unsigned n = t->dut->cfg.num_hpm;
  const uint8_t max = (uint8_t)((1u << t->dut->cfg.event_w) - 1);
  const unsigned maxret = (1u << t->dut->cfg.ret_w) - 1;
  for (unsigned i = 3; i < 3 + n; i++) set_event(t, i, ONE_EVENT(1));
  /* One counting cycle: every counter adds 1. */
  t->in.cycle = 1;
  t->in.instret = 1;
  t->in.events[1] = 1;
  step(t);
  /* Three cycles in Debug Mode with the most each counter could add. */
  for (int k = 0; k < 3; k++) {
    t->in.stopcount = 1;
    t->in.cycle = 1;
    t->in.instret = maxret;
    t->in.events[1] = max;
    hpm_outputs_t o = step(t);
    EXPECT_EQ(t, "no lcofi_o while stopped", 0, o.lcofi);
  }
  EXPECT_EQ(t, "mcycle kept while stopped", 1, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "minstret kept while stopped", 1, rd64(t, MINSTRET, 0xB82));
  for (unsigned i = 3; i < 3 + n; i++) EXPECT_EQ(t, "mhpmcounter kept while stopped", counted(t, 1), counter(t, i));
  /* Released: the next cycle counts again. */
  t->in.cycle = 1;
  t->in.instret = 1;
  t->in.events[1] = 1;
  step(t);
  EXPECT_EQ(t, "mcycle counts after release", 2, rd64(t, MCYCLE, 0xB80));
  EXPECT_EQ(t, "minstret counts after release", 2, rd64(t, MINSTRET, 0xB82));
  for (unsigned i = 3; i < 3 + n; i++) EXPECT_EQ(t, "mhpmcounter counts after release", counted(t, 2), counter(t, i));
}

/* While stopped, CSR accesses work as ever: reads return the values, writes
 * store (a written counter takes the written value), the access rules
 * apply; and no counter overflows, so OF stays 0 and lcofi_o does not
 * pulse. */
static void rule10_stopcount_keeps_csr_access(t_ctx *t) {
  start(t, "rule10_stopcount_keeps_csr_access");
  wr(t, MCYCLE, 100);
  t->in.stopcount = 1;
  t->in.cycle = 1;
  EXPECT_EQ(t, "mcycle read while stopped", 100, rd(t, MCYCLE));
  t->in.stopcount = 1;
  t->in.cycle = 1;
  EXPECT_EQ(t, "mcycle write while stopped", OK, wr_from(t, M, 0, MCYCLE, 7));
  EXPECT_EQ(t, "mcycle takes the written value", 7, rd(t, MCYCLE));
  t->in.stopcount = 1;
  EXPECT_EQ(t, "mcountinhibit write while stopped", OK, wr_from(t, M, 0, MCOUNTINHIBIT, 0x1));
  EXPECT_EQ(t, "mcountinhibit stored", 0x1, rd(t, MCOUNTINHIBIT));
  /* Released, mcycle still inhibited by CY: 7. */
  t->in.cycle = 1;
  step(t);
  EXPECT_EQ(t, "mcycle inhibited by CY after release", 7, rd(t, MCYCLE));
  /* The access rules still hold: U cannot read mcycle. */
  t->in.stopcount = 1;
  int kind;
  rd_from(t, U, 0, MCYCLE, &kind);
  EXPECT_EQ(t, "U reading mcycle while stopped", ILLEGAL, kind);

  if (t->dut->cfg.num_hpm == 0) return;
  preload_near_overflow(t, 1); /* 2^W - 1: the next count overflows */
  t->in.stopcount = 1;
  t->in.events[1] = 1;
  hpm_outputs_t o = count_step(t);
  EXPECT_EQ(t, "no lcofi_o at the top while stopped", 0, o.lcofi);
  EXPECT_EQ(t, "counter kept at the top", width_mask(t->dut->cfg.hpm_width), counter(t, 3));
  EXPECT_EQ(t, "OF still 0", ONE_EVENT(1), event(t, 3));
  /* Released, the same event overflows. */
  t->in.events[1] = 1;
  o = count_step(t);
  EXPECT_EQ(t, "lcofi_o once released", 1, o.lcofi);
  EXPECT_EQ(t, "OF set once released", OF | ONE_EVENT(1), event(t, 3));
}

/* ============================================================ rule 16 */

/* The address of the half of mhpmevent3 that holds OF. */
static uint16_t of_half(const t_ctx *t) { return rv32(t) ? MHPMEVENTH(3) : MHPMEVENT(3); }
static const uint64_t OF_IN_HALF_RV32 = 1ull << 31;

/* An event of cycle s is added at the end of cycle s + EVENT_PIPE: reads
 * in cycles s+1 .. s+EVENT_PIPE return the value before it, the read in
 * s+EVENT_PIPE+1 the value with it; an overflow raises lcofi_o in cycle
 * s+EVENT_PIPE and no other, and OF reads 1 from the cycle after. */
static void rule16_counts_arrive_event_pipe_later(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule16_counts_arrive_event_pipe_later");
  set_event(t, 3, ONE_EVENT(1));
  set_counter(t, 3, 0);
  t->in.events[1] = 1;
  step(t); /* cycle s */
  for (unsigned k = 1; k <= pipe(t) + 1; k++)
    EXPECT_EQ(t, "read k cycles after the event", k > pipe(t) ? 1 : 0, rd(t, MHPMCOUNTER(3)));

  /* Reading OF in every cycle after an overflowing event. */
  preload_near_overflow(t, 1);
  const uint64_t of = rv32(t) ? OF_IN_HALF_RV32 : OF;
  t->in.events[1] = 1;
  hpm_outputs_t o = step(t); /* cycle s */
  EXPECT_EQ(t, "lcofi_o in the events' cycle only with EVENT_PIPE 0", pipe(t) == 0, o.lcofi);
  for (unsigned k = 1; k <= pipe(t) + 1; k++) {
    t->in.csr_valid = 1;
    t->in.csr_addr = of_half(t);
    o = step(t); /* cycle s + k */
    EXPECT_EQ(t, "lcofi_o in cycle s + EVENT_PIPE only", k == pipe(t), o.lcofi);
    EXPECT_EQ(t, "OF reads 1 from cycle s + EVENT_PIPE + 1", k > pipe(t) ? of : 0, o.csr_rdata & of);
  }
}

/* A write to a counter discards its increments in flight: afterwards it
 * holds the written value plus the events of the cycles after the write,
 * whatever EVENT_PIPE, as a write cancels its own cycle's increment. */
static void rule16_counter_write_discards_in_flight(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule16_counter_write_discards_in_flight");
  set_event(t, 3, ONE_EVENT(1));
  set_counter(t, 3, 0);
  for (unsigned c = 0; c < 6; c++) { /* event 1 in cycles 0..5, the write in 3 */
    t->in.events[1] = 1;
    if (c == 3)
      wr(t, MHPMCOUNTER(3), 100);
    else
      step(t);
  }
  EXPECT_EQ(t, "written value plus cycles 4 and 5", counted(t, 102), counter(t, 3));
  if (!rv32(t)) return;
  /* A write of the high half alone discards them too; the low half keeps
   * what had arrived before the write's cycle: cycles 0 .. 2-EVENT_PIPE. */
  set_counter(t, 3, 0);
  for (unsigned c = 0; c < 6; c++) {
    t->in.events[1] = 1;
    if (c == 3)
      wr(t, MHPMCOUNTERH(3), 0);
    else
      step(t);
  }
  EXPECT_EQ(t, "high-half write: arrived before it plus cycles 4 and 5", counted(t, 3 - pipe(t) + 2),
            counter(t, 3));
}

/* mcountinhibit and mhpmevent written while increments are in flight:
 * those were worked out in their own cycles under the configuration of
 * those cycles and arrive unchanged; the write governs the events of the
 * cycles after it (rule 1). */
static void rule16_config_write_spares_in_flight(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0 || t->dut->cfg.num_events < 3) return;
  start(t, "rule16_config_write_spares_in_flight");
  set_event(t, 3, ONE_EVENT(1));
  set_counter(t, 3, 0);
  t->in.events[1] = 1;
  step(t); /* counts */
  t->in.events[1] = 1;
  wr(t, MCOUNTINHIBIT, 1u << 3); /* counts: the writing cycle's configuration is the old one */
  t->in.events[1] = 1;
  step(t); /* inhibited */
  EXPECT_EQ(t, "mcountinhibit spares the increments in flight", counted(t, 2), counter(t, 3));
  wr(t, MCOUNTINHIBIT, 0);

  set_counter(t, 3, 0);
  t->in.events[1] = 1;
  step(t); /* counts event 1 */
  t->in.events[1] = 1;
  set_event(t, 3, ONE_EVENT(2)); /* counts event 1 */
  t->in.events[1] = 1;
  step(t); /* event 2 selected, quiet */
  EXPECT_EQ(t, "a new selection spares the increments in flight", counted(t, 2), counter(t, 3));

  /* The combination too: E0 ADD E1 = 2, in the cycle that makes OP0 AND
   * (on RV32 the OPs are in the high half, written a cycle later). */
  if (t->dut->cfg.hpm_width < 2) return;
  set_event(t, 3, ev(1, 2, 0, 0, 4, 0, 0));
  set_counter(t, 3, 0);
  t->in.events[1] = 1;
  t->in.events[2] = 1;
  set_event(t, 3, ev(1, 2, 0, 0, 1, 0, 0));
  EXPECT_EQ(t, "a new operation spares the increments in flight", 2, counter(t, 3));
}

/* The mode filter of an event is the mode of the cycle it happened in,
 * not that of the cycle it arrives in. */
static void rule16_filter_uses_events_cycle(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule16_filter_uses_events_cycle");
  set_event(t, 3, SINH | ONE_EVENT(1));
  set_counter(t, 3, 0);
  t->in.priv = M;
  t->in.events[1] = 1;
  step(t); /* counts in M */
  for (unsigned k = 0; k < pipe(t); k++) {
    t->in.priv = S;
    step(t); /* arrives in S */
  }
  EXPECT_EQ(t, "an M event arriving in S counts", counted(t, 1), counter(t, 3));
  set_counter(t, 3, 0);
  t->in.priv = S;
  t->in.events[1] = 1;
  step(t); /* filtered in S */
  EXPECT_EQ(t, "an S event arriving in M does not count", 0, counter(t, 3));
}

/* stopcount_i (rule 10) stops the events of its own cycles; increments in
 * flight from before arrive while it is high. */
static void rule16_stopcount_and_in_flight(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule16_stopcount_and_in_flight");
  const uint8_t max = (uint8_t)((1u << t->dut->cfg.event_w) - 1);
  set_event(t, 3, ONE_EVENT(1));
  set_counter(t, 3, 0);
  t->in.events[1] = 1;
  step(t); /* counts */
  for (unsigned k = 0; k < pipe(t) + 2; k++) {
    t->in.stopcount = 1;
    t->in.events[1] = max;
    step(t); /* stopped: adds nothing of its own */
  }
  EXPECT_EQ(t, "the increment from before the stop arrives", counted(t, 1), counter(t, 3));
}

/* Reset empties the pipeline (rule 9). */
static void rule16_reset_empties_pipeline(t_ctx *t) {
  if (t->dut->cfg.num_hpm == 0) return;
  start(t, "rule16_reset_empties_pipeline");
  set_event(t, 3, ONE_EVENT(1));
  t->in.events[1] = 1;
  step(t);
  t->dut->reset(t->dut->ctx);
  set_event(t, 3, ONE_EVENT(1));
  EXPECT_EQ(t, "nothing arrives after a reset", 0, counter(t, 3));
}

void hpm_directed_run(const hpm_dut_t *dut, unsigned *passed, unsigned *failed) {
  t_ctx t;
  memset(&t, 0, sizeof t);
  t.dut = dut;
  t.passed = passed;
  t.failed = failed;
  void (*const tests[])(t_ctx *) = {
      rule1_write_suppresses_increment, rule1_high_half_write_suppresses, rule1_config_takes_effect_next_cycle,
      rule2_mcycle_minstret_inhibit,    rule2_cfg_mode_inhibit,           rule3_event_layout,
      rule3_reset_value,                rule4_combiner_ops,               rule4_event_zero_and_out_of_range,
      rule4_op_warl,                    rule5_filter_uses_same_cycle_mode, rule6_overflow_sets_of_and_pulses,
      rule6_width_and_multiple_wrap,    rule6_counter_write_cancels_overflow,
      rule6_event_write_in_overflow_cycle, rule6_fixed_counters_wrap_silently, rule7_privilege_levels,
      rule7_shadow_enables,             rule7_scountovf_masking,          rule7_hit_decode,
      rule8_unimplemented_counters,     rule9_reset_clears_everything,    rule10_stopcount_stops_every_counter,
      rule10_stopcount_keeps_csr_access, rule16_counts_arrive_event_pipe_later,
      rule16_counter_write_discards_in_flight, rule16_config_write_spares_in_flight,
      rule16_filter_uses_events_cycle,  rule16_stopcount_and_in_flight,   rule16_reset_empties_pipeline,
  };
  for (unsigned k = 0; k < sizeof tests / sizeof tests[0]; k++) tests[k](&t);
  hpm_directed_cdeleg(&t);
}
