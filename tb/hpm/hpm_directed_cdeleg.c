/* SPDX-License-Identifier: Apache-2.0 */
/* Directed tests of counter delegation, contract rules 11-15 (CDELEG:
 * scountinhibit, the counters' window through siselect/sireg*, and the
 * hypervisor's cases). Expected values are worked out from the contract in
 * the comments beside them.
 *
 * Which device runs what: a test of CDELEG = 1 returns at once on a device
 * whose configuration has cdeleg = 0, and the test of CDELEG = 0 on one
 * with cdeleg = 1. The model runs every configuration both ways
 * (MODEL_CFGS in mk/hpm.mk); the RTL reports cdeleg = 0 until rtl/hpm.sv has
 * the parameter (tb/hpm/rtl_hpm.cpp), so today it runs the CDELEG = 0 test
 * only, and all of them once it reports 1. */
#include "hpm_directed.h"

/* What the block reads of the core's CSR file: menvcfg.CDE, siselect and
 * vsiselect. */
typedef struct {
  int cde;
  uint64_t siselect;
  uint64_t vsiselect;
} csr_file_t;

/* Delegation on, siselect and vsiselect both at sel. */
static csr_file_t enabled(uint64_t sel) {
  const csr_file_t f = {1, sel, sel};
  return f;
}

static csr_file_t disabled(uint64_t sel) {
  const csr_file_t f = {0, sel, sel};
  return f;
}

/* One access from priv/virt with the core's registers f. */
static hpm_outputs_t csr_access(t_ctx *t, csr_file_t f, unsigned priv, int virt, uint16_t addr, int write,
                            uint64_t wdata) {
  t->in.cde = f.cde;
  t->in.siselect = f.siselect;
  t->in.vsiselect = f.vsiselect;
  t->in.priv = priv;
  t->in.virt = virt;
  t->in.csr_valid = 1;
  t->in.csr_addr = addr;
  t->in.csr_write = write;
  t->in.csr_wdata = wdata;
  return step(t);
}

static uint64_t read_as(t_ctx *t, csr_file_t f, unsigned priv, int virt, uint16_t addr, int *kind) {
  hpm_outputs_t o = csr_access(t, f, priv, virt, addr, 0, 0);
  if (kind) *kind = access_kind(&o);
  return o.csr_rdata;
}

static int write_as(t_ctx *t, csr_file_t f, unsigned priv, int virt, uint16_t addr, uint64_t value) {
  hpm_outputs_t o = csr_access(t, f, priv, virt, addr, 1, value);
  return access_kind(&o);
}

static void expect_kind(t_ctx *t, const char *what, csr_file_t f, unsigned priv, int virt, uint16_t addr, int want) {
  int kind;
  read_as(t, f, priv, virt, addr, &kind);
  EXPECT_EQ(t, what, want, kind);
}

static int delegation(const t_ctx *t) { return t->dut->cfg.cdeleg != 0; }
static int hyp(const t_ctx *t) { return t->dut->cfg.h_ext != 0; }

#define SCOUNTINHIBIT HPM_CSR_SCOUNTINHIBIT
#define SEL(i) (HPM_CDELEG_SELECT_FIRST + (i)) /* the select value of counter i */
#define VS_REG(a) ((uint16_t)((a) + HPM_CSR_VSIREG_OFFSET))
static const uint16_t sireg_all[] = {HPM_CSR_SIREG,  HPM_CSR_SIREG2, HPM_CSR_SIREG3,
                                     HPM_CSR_SIREG4, HPM_CSR_SIREG5, HPM_CSR_SIREG6};
#define LOW32 0xffffffffull

/* CY, TM, IR and one bit per implemented counter: what an enable register
 * keeps of all ones (rule 8). */
static uint32_t existing_bits(const t_ctx *t) {
  return 0x7u | (uint32_t)(((1ull << t->dut->cfg.num_hpm) - 1) << 3);
}

/* ============================================================ rule 11 */

/* CDELEG = 0: none of delegation's addresses is the block's, whatever the
 * three inputs say, and scountovf from a guest is rule 7's. */
static void rule11_cdeleg0_owns_nothing(t_ctx *t) {
  if (delegation(t)) return;
  start(t, "rule11_cdeleg0_owns_nothing");
  wr(t, MCOUNTEREN, ~0ull);
  static const uint16_t addrs[] = {0x120, 0x150, 0x151, 0x152, 0x153, 0x154, 0x155, 0x156, 0x157,
                                   0x250, 0x251, 0x252, 0x253, 0x255, 0x256, 0x257};
  for (unsigned k = 0; k < ARRAY_LEN(addrs); k++) {
    EXPECT_EQ(t, "no hit from M", 0, csr_access(t, enabled(SEL(0)), M, 0, addrs[k], 0, 0).csr_hit);
    EXPECT_EQ(t, "no hit from S", 0, csr_access(t, enabled(SEL(3)), S, 0, addrs[k], 0, 0).csr_hit);
  }
  if (hyp(t) && t->dut->cfg.num_hpm > 0) {
    /* Rule 7: VS reads OF3 through mcounteren and hcounteren. */
    set_event(t, 3, OF);
    wr(t, HCOUNTEREN, ~0ull);
    int kind;
    EXPECT_EQ(t, "scountovf from VS with CDE set", 1u << 3, read_as(t, enabled(0), S, 1, SCOUNTOVF, &kind));
    EXPECT_EQ(t, "scountovf from VS allowed", OK, kind);
  }
}

/* CDELEG = 1: scountinhibit always hits; sireg* hit exactly while the
 * select value of the access is 0x40-0x5F, as a whole XLEN-bit number. */
static void rule11_hit_decode(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule11_hit_decode");
  EXPECT_EQ(t, "scountinhibit hits with CDE set", 1, csr_access(t, enabled(0), M, 0, SCOUNTINHIBIT, 0, 0).csr_hit);
  EXPECT_EQ(t, "scountinhibit hits with CDE clear", 1, csr_access(t, disabled(0), U, 0, SCOUNTINHIBIT, 0, 0).csr_hit);
  const uint64_t top_bit = 1ull << (t->dut->cfg.xlen - 1);
  const struct {
    uint64_t sel;
    int hit;
  } sels[] = {{0x40, 1}, {0x41, 1}, {0x5F, 1}, {0x3F, 0}, {0x60, 0},
              {0x140, 0}, {0, 0}, {top_bit | 0x40, 0}, {0x10040, 0}};
  for (unsigned s = 0; s < ARRAY_LEN(sels); s++) {
    for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
      EXPECT_EQ(t, "sireg* hit by siselect", sels[s].hit,
                csr_access(t, disabled(sels[s].sel), S, 0, sireg_all[k], 0, 0).csr_hit);
    }
  }
  static const uint16_t never[] = {0x150, 0x154, 0x250, 0x254, 0x158, 0x121};
  for (unsigned k = 0; k < ARRAY_LEN(never); k++) {
    EXPECT_EQ(t, "not an alias register", 0, csr_access(t, enabled(SEL(0)), M, 0, never[k], 0, 0).csr_hit);
  }
  /* V = 0 uses siselect, not vsiselect. */
  const csr_file_t s_only = {1, SEL(0), 0x30}, vs_only = {1, 0x30, SEL(0)};
  EXPECT_EQ(t, "HS: siselect in range", 1, csr_access(t, s_only, S, 0, HPM_CSR_SIREG, 0, 0).csr_hit);
  EXPECT_EQ(t, "HS: only vsiselect in range", 0, csr_access(t, vs_only, S, 0, HPM_CSR_SIREG, 0, 0).csr_hit);
  EXPECT_EQ(t, "M: siselect in range", 1, csr_access(t, s_only, M, 0, HPM_CSR_SIREG2, 0, 0).csr_hit);
  if (hyp(t)) {
    /* A guest's sireg* are the vsireg*: vsiselect decides. */
    EXPECT_EQ(t, "VS: vsiselect in range", 1, csr_access(t, vs_only, S, 1, HPM_CSR_SIREG, 0, 0).csr_hit);
    EXPECT_EQ(t, "VS: only siselect in range", 0, csr_access(t, s_only, S, 1, HPM_CSR_SIREG, 0, 0).csr_hit);
    EXPECT_EQ(t, "VU: vsiselect in range", 1, csr_access(t, vs_only, U, 1, HPM_CSR_SIREG, 0, 0).csr_hit);
    for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
      EXPECT_EQ(t, "vsireg* by vsiselect", 1, csr_access(t, vs_only, M, 0, VS_REG(sireg_all[k]), 0, 0).csr_hit);
      EXPECT_EQ(t, "vsireg* not by siselect", 0, csr_access(t, s_only, M, 0, VS_REG(sireg_all[k]), 0, 0).csr_hit);
    }
  } else {
    EXPECT_EQ(t, "no vsireg without H", 0, csr_access(t, enabled(SEL(0)), M, 0, VS_REG(HPM_CSR_SIREG), 0, 0).csr_hit);
  }
}

/* ============================================================ rule 12 */

static void rule12_scountinhibit_value(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule12_scountinhibit_value");
  const uint32_t all = existing_bits(t), inhibit_all = all & ~2u; /* TM reads 0 (rule 2) */
  const uint32_t hpm3 = t->dut->cfg.num_hpm ? 1u << 3 : 0;
  wr(t, MCOUNTINHIBIT, ~0ull);
  wr(t, MCOUNTEREN, 0x1u | hpm3); /* CY and counter 3 delegated */
  EXPECT_EQ(t, "read from S: the delegated bits", 0x1u | hpm3, read_as(t, enabled(0), S, 0, SCOUNTINHIBIT, NULL));
  EXPECT_EQ(t, "read from M: the same view", 0x1u | hpm3, read_as(t, enabled(0), M, 0, SCOUNTINHIBIT, NULL));
  EXPECT_EQ(t, "write 0 from S", OK, write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, 0));
  EXPECT_EQ(t, "only the delegated bits cleared", inhibit_all & ~(0x1u | hpm3), rd(t, MCOUNTINHIBIT));
  /* Everything delegated: all ones stores every bit that exists but TM. */
  wr(t, MCOUNTEREN, ~0ull);
  wr(t, MCOUNTINHIBIT, 0);
  write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, ~0ull);
  EXPECT_EQ(t, "all ones through scountinhibit", inhibit_all, rd(t, MCOUNTINHIBIT));
  EXPECT_EQ(t, "read back", inhibit_all, read_as(t, enabled(0), S, 0, SCOUNTINHIBIT, NULL));
  /* Nothing delegated: reads 0, writes change nothing. */
  wr(t, MCOUNTEREN, 0);
  EXPECT_EQ(t, "nothing delegated reads 0", 0, read_as(t, enabled(0), S, 0, SCOUNTINHIBIT, NULL));
  write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, 0);
  EXPECT_EQ(t, "nothing delegated: mcountinhibit kept", inhibit_all, rd(t, MCOUNTINHIBIT));
}

/* A write through scountinhibit governs counting from the next cycle
 * (rule 1): the writing cycle counts under the old value. */
static void rule12_scountinhibit_stops_counting(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule12_scountinhibit_stops_counting");
  wr(t, MCOUNTEREN, 0x1); /* CY */
  t->in.cycle = 1;
  write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, 0x1); /* still counts: 1 */
  t->in.cycle = 1;
  step(t); /* inhibited */
  EXPECT_EQ(t, "mcycle stopped by scountinhibit", 1, rd64(t, MCYCLE, 0xB80));
  t->in.cycle = 1;
  write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, 0); /* still inhibited */
  t->in.cycle = 1;
  step(t); /* counts: 2 */
  EXPECT_EQ(t, "mcycle started by scountinhibit", 2, rd64(t, MCYCLE, 0xB80));
  if (t->dut->cfg.num_hpm == 0) return;
  /* Counter 3 on event 1, not delegated: a write of all ones leaves it
   * counting. */
  set_event(t, 3, ONE_EVENT(1));
  write_as(t, enabled(0), S, 0, SCOUNTINHIBIT, ~0ull);
  t->in.events[1] = 1;
  step(t);
  EXPECT_EQ(t, "undelegated counter 3 still counts", counted(t, 1), counter(t, 3));
}

static void rule12_scountinhibit_access(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule12_scountinhibit_access");
  wr(t, MCOUNTEREN, ~0ull);
  expect_kind(t, "CDE clear, M", disabled(0), M, 0, SCOUNTINHIBIT, ILLEGAL);
  expect_kind(t, "CDE clear, S", disabled(0), S, 0, SCOUNTINHIBIT, ILLEGAL);
  expect_kind(t, "CDE clear, U", disabled(0), U, 0, SCOUNTINHIBIT, ILLEGAL);
  expect_kind(t, "CDE set, M", enabled(0), M, 0, SCOUNTINHIBIT, OK);
  expect_kind(t, "CDE set, S", enabled(0), S, 0, SCOUNTINHIBIT, OK);
  expect_kind(t, "CDE set, U", enabled(0), U, 0, SCOUNTINHIBIT, ILLEGAL);
  expect_kind(t, "CDE set, priv 2 is U", enabled(0), 2, 0, SCOUNTINHIBIT, ILLEGAL);
  if (hyp(t)) {
    expect_kind(t, "CDE clear, VS", disabled(0), S, 1, SCOUNTINHIBIT, ILLEGAL);
    expect_kind(t, "CDE clear, VU", disabled(0), U, 1, SCOUNTINHIBIT, ILLEGAL);
    expect_kind(t, "CDE set, VS", enabled(0), S, 1, SCOUNTINHIBIT, VIRTUAL);
    expect_kind(t, "CDE set, VU", enabled(0), U, 1, SCOUNTINHIBIT, VIRTUAL);
  } else {
    expect_kind(t, "virt ignored without H", enabled(0), S, 1, SCOUNTINHIBIT, OK);
  }
  /* A refused access reads 0 and changes nothing. */
  wr(t, MCOUNTINHIBIT, 0x1);
  int kind;
  EXPECT_EQ(t, "refused read returns 0", 0, read_as(t, disabled(0), S, 0, SCOUNTINHIBIT, &kind));
  EXPECT_EQ(t, "refused write", ILLEGAL, write_as(t, disabled(0), S, 0, SCOUNTINHIBIT, 0x4));
  EXPECT_EQ(t, "mcountinhibit unchanged", 0x1, rd(t, MCOUNTINHIBIT));
}

/* ============================================================ rule 13 */

/* A 64-bit value through the window: sireg/sireg4 (k = 1) or
 * sireg2/sireg5 (k = 2), from S, the two halves on RV32. */
static uint64_t window_read(t_ctx *t, unsigned i, int cfg) {
  const uint16_t lo = cfg ? HPM_CSR_SIREG2 : HPM_CSR_SIREG, hi = cfg ? HPM_CSR_SIREG5 : HPM_CSR_SIREG4;
  const uint64_t low = read_as(t, enabled(SEL(i)), S, 0, lo, NULL);
  return rv32(t) ? low | read_as(t, enabled(SEL(i)), S, 0, hi, NULL) << 32 : low;
}

static void window_write(t_ctx *t, unsigned i, int cfg, uint64_t v) {
  const uint16_t lo = cfg ? HPM_CSR_SIREG2 : HPM_CSR_SIREG, hi = cfg ? HPM_CSR_SIREG5 : HPM_CSR_SIREG4;
  if (!rv32(t)) {
    write_as(t, enabled(SEL(i)), S, 0, lo, v);
    return;
  }
  write_as(t, enabled(SEL(i)), S, 0, lo, v & LOW32);
  write_as(t, enabled(SEL(i)), S, 0, hi, v >> 32);
}

/* sireg (and sireg4) reach mcycle, minstret and each mhpmcounter: reads
 * return the register, writes store into it. */
static void rule13_window_counters(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule13_window_counters");
  wr(t, MCOUNTEREN, ~0ull);
  const uint64_t v = 0x1122334455667788ull, w = 0x0fedcba987654321ull;
  wr64(t, MCYCLE, 0xB80, v);
  wr64(t, MINSTRET, 0xB82, w);
  EXPECT_EQ(t, "mcycle through sireg", rv32(t) ? v & LOW32 : v,
            read_as(t, enabled(SEL(0)), S, 0, HPM_CSR_SIREG, NULL));
  if (rv32(t)) EXPECT_EQ(t, "mcycle high through sireg4", v >> 32, read_as(t, enabled(SEL(0)), S, 0, HPM_CSR_SIREG4, NULL));
  EXPECT_EQ(t, "minstret through the window", w, window_read(t, 2, 0));
  window_write(t, 0, 0, w);
  EXPECT_EQ(t, "mcycle written through the window", w, rd64(t, MCYCLE, 0xB80));
  window_write(t, 2, 0, v);
  EXPECT_EQ(t, "minstret written through the window", v, rd64(t, MINSTRET, 0xB82));
  /* The first and the last programmable counter. */
  const unsigned n = t->dut->cfg.num_hpm;
  for (unsigned i = 3; n > 0 && i < 3 + n; i += n > 1 ? n - 1 : 1) {
    set_counter(t, i, v);
    EXPECT_EQ(t, "mhpmcounter through sireg", counted(t, v), window_read(t, i, 0));
    window_write(t, i, 0, w);
    EXPECT_EQ(t, "mhpmcounter written through sireg", counted(t, w), counter(t, i));
  }
}

/* Rule 1 through the window: the written counter loses the increment of
 * its writing cycle. */
static void rule13_window_write_cancels_increment(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule13_window_write_cancels_increment");
  wr(t, MCOUNTEREN, ~0ull);
  for (int k = 0; k < 3; k++) {
    t->in.instret = 1;
    step(t);
  }
  t->in.instret = 1;
  write_as(t, enabled(SEL(2)), S, 0, HPM_CSR_SIREG, 0); /* minstret (its low half on RV32) */
  EXPECT_EQ(t, "minstret read right after the sireg write", 0, rd64(t, MINSTRET, 0xB82));
  if (rv32(t)) {
    wr64(t, MCYCLE, 0xB80, 0xfffffffe);
    t->in.cycle = 1;
    write_as(t, enabled(SEL(0)), S, 0, HPM_CSR_SIREG4, 7); /* no carry from this cycle */
    EXPECT_EQ(t, "mcycle after a sireg4 write in a counting cycle", 0x7fffffffeull, rd64(t, MCYCLE, 0xB80));
  }
}

/* sireg2 (and sireg5) reach mcyclecfg, minstretcfg and mhpmevent, with
 * MINH read as 0 and kept on a write. */
static void rule13_window_configuration(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule13_window_configuration");
  wr(t, MCOUNTEREN, ~0ull);
  static const struct {
    unsigned i;
    uint16_t lo, hi;
  } cfgs[] = {{0, MCYCLECFG, 0x721}, {2, MINSTRETCFG, 0x722}};
  for (unsigned c = 0; c < 2; c++) {
    wr64(t, cfgs[c].lo, cfgs[c].hi, MINH | UINH);
    EXPECT_EQ(t, "cfg through sireg2: MINH reads 0", UINH, window_read(t, cfgs[c].i, 1));
    if (rv32(t)) {
      EXPECT_EQ(t, "cfg low half through sireg2", 0, read_as(t, enabled(SEL(cfgs[c].i)), S, 0, HPM_CSR_SIREG2, NULL));
    }
    window_write(t, cfgs[c].i, 1, SINH); /* MINH written 0: kept at 1 */
    EXPECT_EQ(t, "cfg written through sireg2: MINH kept", MINH | SINH, rd64(t, cfgs[c].lo, cfgs[c].hi));
    wr64(t, cfgs[c].lo, cfgs[c].hi, 0);
    window_write(t, cfgs[c].i, 1, MINH | UINH); /* MINH written 1: kept at 0 */
    EXPECT_EQ(t, "cfg: S cannot set MINH", UINH, rd64(t, cfgs[c].lo, cfgs[c].hi));
  }
  const unsigned n = t->dut->cfg.num_hpm;
  for (unsigned i = 3; n > 0 && i < 3 + n; i += n > 1 ? n - 1 : 1) {
    const uint64_t e = OF | MINH | SINH | ev(1, 2, 3, 4, 4, 2, 1);
    set_event(t, i, e);
    EXPECT_EQ(t, "mhpmevent through sireg2: MINH reads 0", e & ~MINH, window_read(t, i, 1));
    if (rv32(t)) {
      EXPECT_EQ(t, "mhpmevent high half through sireg5", (e & ~MINH) >> 32,
                read_as(t, enabled(SEL(i)), S, 0, HPM_CSR_SIREG5, NULL));
    }
    /* OF cleared, UINH for SINH, new selects and operations; MINH kept. */
    window_write(t, i, 1, UINH | ev(5, 6, 7, 8, 0, 1, 2));
    EXPECT_EQ(t, "mhpmevent written through sireg2", MINH | UINH | ev(5, 6, 7, 8, 0, 1, 2), event(t, i));
    /* Rule 4 through the window: OP0 = 3 is not stored. */
    window_write(t, i, 1, ev(5, 6, 7, 8, 3, 1, 2));
    EXPECT_EQ(t, "OP WARL through sireg2", MINH | ev(5, 6, 7, 8, 0, 1, 2), event(t, i));
  }
}

/* Rule 6 through the window: a counter write cancels the overflow of its
 * cycle; an OF written through sireg2/sireg5 wins over the overflow, which
 * still pulses lcofi_o; a low-half sireg2 write on RV32 leaves OF to it;
 * and S clears OF through the window, which scountovf shows. */
static void rule13_window_overflow(t_ctx *t) {
  if (!delegation(t) || t->dut->cfg.num_hpm == 0) return;
  start(t, "rule13_window_overflow");
  wr(t, MCOUNTEREN, ~0ull);
  const uint64_t top = width_mask(t->dut->cfg.hpm_width);
  preload_near_overflow(t, 1);
  t->in.events[1] = 1;
  before_arrival(t); /* the write meets the overflow (rule 16.3) */
  hpm_outputs_t o = csr_access(t, enabled(SEL(3)), S, 0, HPM_CSR_SIREG, 1, 5);
  EXPECT_EQ(t, "no pulse with a sireg counter write", 0, o.lcofi);
  EXPECT_EQ(t, "written value, no increment", counted(t, rv32(t) ? (top & ~LOW32) | 5 : 5), counter(t, 3));
  EXPECT_EQ(t, "no OF after a sireg counter write", ONE_EVENT(1), event(t, 3));

  preload_near_overflow(t, 1);
  t->in.events[1] = 1;
  before_arrival(t); /* the write meets the overflow (rule 16.3) */
  /* RV64: sireg2 with OF = 0 and EVENT0 = 1; RV32: sireg5 with 0. */
  o = csr_access(t, enabled(SEL(3)), S, 0, rv32(t) ? HPM_CSR_SIREG5 : HPM_CSR_SIREG2, 1, rv32(t) ? 0 : ONE_EVENT(1));
  EXPECT_EQ(t, "pulse although OF is written 0 through the window", 1, o.lcofi);
  EXPECT_EQ(t, "the OF written through the window wins", ONE_EVENT(1), event(t, 3));
  if (rv32(t)) {
    preload_near_overflow(t, 1);
    t->in.events[1] = 1;
    before_arrival(t);
    o = csr_access(t, enabled(SEL(3)), S, 0, HPM_CSR_SIREG2, 1, 1);
    EXPECT_EQ(t, "pulse with a sireg2 low-half write", 1, o.lcofi);
    EXPECT_EQ(t, "OF set by the overflow", OF | ONE_EVENT(1), event(t, 3));
  }
  /* The handler's sequence: scountovf shows OF3, S clears it. */
  set_event(t, 3, OF | ONE_EVENT(1));
  EXPECT_EQ(t, "scountovf from S", 1u << 3, read_as(t, enabled(0), S, 0, SCOUNTOVF, NULL));
  if (rv32(t)) {
    write_as(t, enabled(SEL(3)), S, 0, HPM_CSR_SIREG5, 0);
  } else {
    write_as(t, enabled(SEL(3)), S, 0, HPM_CSR_SIREG2, ONE_EVENT(1));
  }
  EXPECT_EQ(t, "scountovf after S cleared OF", 0, read_as(t, enabled(0), S, 0, SCOUNTOVF, NULL));
}

/* ============================================================ rule 14 */

/* Every select value from M and from HS, with everything delegated: the
 * views of counters 0, 2 and the implemented ones are allowed, 0x41 and
 * the counters that do not exist are not; sireg3/sireg6 never, and
 * sireg4/sireg5 only on RV32. */
static void rule14_every_select_value(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule14_every_select_value");
  wr(t, MCOUNTEREN, ~0ull); /* keeps CY, TM, IR and the implemented counters */
  const unsigned n = t->dut->cfg.num_hpm;
  static const unsigned modes[] = {M, S};
  for (unsigned md = 0; md < 2; md++) {
    for (unsigned i = 0; i < 32; i++) {
      const int counter_ok = i == 0 || i == 2 || (i >= 3 && i < 3 + n);
      for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
        const uint16_t a = sireg_all[k];
        const int half = a == HPM_CSR_SIREG4 || a == HPM_CSR_SIREG5;
        const int ok = counter_ok && a != HPM_CSR_SIREG3 && a != HPM_CSR_SIREG6 && (!half || rv32(t));
        expect_kind(t, "sireg* with everything delegated", enabled(SEL(i)), modes[md], 0, a, ok ? OK : ILLEGAL);
      }
    }
  }
}

static void rule14_illegal_cases(t_ctx *t) {
  if (!delegation(t)) return;
  start(t, "rule14_illegal_cases");
  wr(t, MCOUNTEREN, ~0ull);
  /* CDE clear: illegal from M and HS, even for a delegated counter. */
  for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
    expect_kind(t, "CDE clear, M", disabled(SEL(0)), M, 0, sireg_all[k], ILLEGAL);
    expect_kind(t, "CDE clear, S", disabled(SEL(2)), S, 0, sireg_all[k], ILLEGAL);
    expect_kind(t, "U, everything enabled", enabled(SEL(0)), U, 0, sireg_all[k], ILLEGAL);
  }
  /* Not delegated: mcounteren[i] = 0, from M as from S. */
  wr(t, MCOUNTEREN, 0x4); /* IR only */
  expect_kind(t, "counter 2 delegated, S", enabled(SEL(2)), S, 0, HPM_CSR_SIREG, OK);
  expect_kind(t, "counter 0 not delegated, S", enabled(SEL(0)), S, 0, HPM_CSR_SIREG, ILLEGAL);
  expect_kind(t, "counter 0 not delegated, M", enabled(SEL(0)), M, 0, HPM_CSR_SIREG2, ILLEGAL);
  if (t->dut->cfg.num_hpm > 0) {
    expect_kind(t, "counter 3 not delegated, S", enabled(SEL(3)), S, 0, HPM_CSR_SIREG2, ILLEGAL);
    wr(t, MCOUNTEREN, 0x8);
    expect_kind(t, "counter 3 delegated, S", enabled(SEL(3)), S, 0, HPM_CSR_SIREG2, OK);
  }
  /* A refused access reads 0 and changes nothing. */
  wr(t, MCOUNTEREN, ~0ull);
  wr64(t, MCYCLE, 0xB80, 77);
  int kind;
  EXPECT_EQ(t, "refused read returns 0", 0, read_as(t, disabled(SEL(0)), S, 0, HPM_CSR_SIREG, &kind));
  EXPECT_EQ(t, "refused read is illegal", ILLEGAL, kind);
  EXPECT_EQ(t, "refused write", ILLEGAL, write_as(t, disabled(SEL(0)), S, 0, HPM_CSR_SIREG, 5));
  EXPECT_EQ(t, "sireg3 write refused", ILLEGAL, write_as(t, enabled(SEL(0)), S, 0, HPM_CSR_SIREG3, 5));
  EXPECT_EQ(t, "mcycle unchanged", 77, rd64(t, MCYCLE, 0xB80));
  /* The hypervisor's vsireg* from M, HS and U: illegal, CDE or not. */
  if (!hyp(t)) return;
  for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
    const uint16_t a = VS_REG(sireg_all[k]);
    expect_kind(t, "vsireg* from M", enabled(SEL(0)), M, 0, a, ILLEGAL);
    expect_kind(t, "vsireg* from HS", enabled(SEL(0)), S, 0, a, ILLEGAL);
    expect_kind(t, "vsireg* from HS, CDE clear", disabled(SEL(0)), S, 0, a, ILLEGAL);
    expect_kind(t, "vsireg* from U", enabled(SEL(0)), U, 0, a, ILLEGAL);
  }
}

/* ============================================================ rule 15 */

static void rule15_guest_window(t_ctx *t) {
  if (!delegation(t) || !hyp(t)) return;
  start(t, "rule15_guest_window");
  wr(t, MCOUNTEREN, ~0ull);
  wr(t, HCOUNTEREN, ~0ull);
  for (unsigned k = 0; k < ARRAY_LEN(sireg_all); k++) {
    const uint16_t a = sireg_all[k];
    expect_kind(t, "VS, CDE clear", disabled(SEL(0)), S, 1, a, ILLEGAL);
    expect_kind(t, "VS, CDE set", enabled(SEL(0)), S, 1, a, VIRTUAL);
    expect_kind(t, "VS, CDE set, 0x41", enabled(SEL(1)), S, 1, a, VIRTUAL);
    expect_kind(t, "VU, CDE clear", disabled(SEL(0)), U, 1, a, VIRTUAL);
    expect_kind(t, "VU, CDE set", enabled(SEL(0)), U, 1, a, VIRTUAL);
    expect_kind(t, "vsireg* from VS", disabled(SEL(0)), S, 1, VS_REG(a), VIRTUAL);
    expect_kind(t, "vsireg* from VU", enabled(SEL(0)), U, 1, VS_REG(a), VIRTUAL);
  }
  /* Whatever the enables: nothing delegated, still virtual. */
  wr(t, MCOUNTEREN, 0);
  expect_kind(t, "VS, CDE set, counter not delegated", enabled(SEL(0)), S, 1, HPM_CSR_SIREG, VIRTUAL);
  /* A virtual-instruction fault changes nothing. */
  wr(t, MCOUNTEREN, ~0ull);
  wr64(t, MCYCLE, 0xB80, 77);
  EXPECT_EQ(t, "guest write refused", VIRTUAL, write_as(t, enabled(SEL(0)), S, 1, HPM_CSR_SIREG, 5));
  EXPECT_EQ(t, "mcycle unchanged", 77, rd64(t, MCYCLE, 0xB80));
}

static void rule15_scountovf_from_guest(t_ctx *t) {
  if (!delegation(t) || !hyp(t) || t->dut->cfg.num_hpm == 0) return;
  start(t, "rule15_scountovf_from_guest");
  wr(t, MCOUNTEREN, ~0ull);
  wr(t, HCOUNTEREN, ~0ull);
  set_event(t, 3, OF);
  int kind;
  EXPECT_EQ(t, "VS, CDE set: refused read shows 0", 0, read_as(t, enabled(0), S, 1, SCOUNTOVF, &kind));
  EXPECT_EQ(t, "VS, CDE set", VIRTUAL, kind);
  expect_kind(t, "VU, CDE set", enabled(0), U, 1, SCOUNTOVF, VIRTUAL);
  EXPECT_EQ(t, "VS, CDE set, write", ILLEGAL, write_as(t, enabled(0), S, 1, SCOUNTOVF, 0));
  EXPECT_EQ(t, "HS, CDE set", 1u << 3, read_as(t, enabled(0), S, 0, SCOUNTOVF, &kind));
  EXPECT_EQ(t, "HS, CDE set: allowed", OK, kind);
  expect_kind(t, "U, CDE set", enabled(0), U, 0, SCOUNTOVF, ILLEGAL);
  EXPECT_EQ(t, "VS, CDE clear: rule 7", 1u << 3, read_as(t, disabled(0), S, 1, SCOUNTOVF, &kind));
  EXPECT_EQ(t, "VS, CDE clear: allowed", OK, kind);
  expect_kind(t, "VU, CDE clear", disabled(0), U, 1, SCOUNTOVF, VIRTUAL);
}

void hpm_directed_cdeleg(t_ctx *t) {
  void (*const tests[])(t_ctx *) = {
      rule11_cdeleg0_owns_nothing,        rule11_hit_decode,
      rule12_scountinhibit_value,         rule12_scountinhibit_stops_counting,
      rule12_scountinhibit_access,        rule13_window_counters,
      rule13_window_write_cancels_increment, rule13_window_configuration,
      rule13_window_overflow,             rule14_every_select_value,
      rule14_illegal_cases,               rule15_guest_window,
      rule15_scountovf_from_guest,
  };
  for (unsigned k = 0; k < ARRAY_LEN(tests); k++) tests[k](t);
}
