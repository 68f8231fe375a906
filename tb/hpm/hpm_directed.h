/* SPDX-License-Identifier: Apache-2.0 */
/* The harness of the HPM directed tests (hpm_directed.c, and the counter
 * delegation tests of hpm_directed_cdeleg.c): one cycle at a time on a
 * device under test that is the C model or the RTL (hpm_dut.h), reads and
 * writes from a mode, checks that print one line per failure, and the
 * contract's addresses and mhpmevent fields from hpm_spec.h. */
#ifndef HPM_DIRECTED_H
#define HPM_DIRECTED_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "hpm_dut.h"
#include "hpm_spec.h"

/* ------------------------------------------------------------ harness */

typedef struct {
  const hpm_dut_t *dut;
  const char *test;
  unsigned *passed;
  unsigned *failed;
  hpm_inputs_t in; /* the inputs of the next cycle; quiet by default */
} t_ctx;

enum { OK = 0, ILLEGAL = 1, VIRTUAL = 2 };
enum { U = 0, S = 1, M = 3 };

static inline void check(t_ctx *t, int cond, const char *what, uint64_t expected, uint64_t got) {
  if (cond) {
    (*t->passed)++;
    return;
  }
  (*t->failed)++;
  const hpm_config_t *c = &t->dut->cfg;
  printf("FAIL %s[XLEN=%u,NUM_HPM=%u,HPM_WIDTH=%u,EVENT_W=%u,H_EXT=%u,CDELEG=%u,EVENT_PIPE=%u]/%s: %s: expected 0x%" PRIx64
         ", got 0x%" PRIx64 "\n",
         t->dut->name, c->xlen, c->num_hpm, c->hpm_width, c->event_w, c->h_ext, c->cdeleg, c->event_pipe, t->test,
         what, expected, got);
}
#define EXPECT_EQ(t, what, expected, got)                                     \
  do {                                                                        \
    uint64_t e_ = (uint64_t)(expected), g_ = (uint64_t)(got);                 \
    check((t), e_ == g_, (what), e_, g_);                                     \
  } while (0)

static inline void quiet(t_ctx *t) {
  memset(&t->in, 0, sizeof t->in);
  t->in.priv = M;
}

static inline void start(t_ctx *t, const char *name) {
  t->test = name;
  t->dut->reset(t->dut->ctx);
  quiet(t);
}

/* One cycle with t->in; the inputs then return to quiet. */
static inline hpm_outputs_t step(t_ctx *t) {
  hpm_outputs_t out;
  t->dut->cycle(t->dut->ctx, &t->in, &out);
  quiet(t);
  return out;
}

/* EVENT_PIPE: the cycles between an event and its count (rule 16). */
static inline unsigned pipe(const t_ctx *t) { return t->dut->cfg.event_pipe; }

/* Quiet cycles until every increment in flight has reached its counter
 * (none with EVENT_PIPE = 0). */
static inline void drain(t_ctx *t) {
  for (unsigned k = 0; k < pipe(t); k++) step(t);
}

/* One cycle with t->in and the quiet cycles until its increments reach
 * the programmable counters: the outputs of the cycle in which they do
 * (rule 16), which shows their lcofi_o. */
static inline hpm_outputs_t count_step(t_ctx *t) {
  hpm_outputs_t o = step(t);
  for (unsigned k = 0; k < pipe(t); k++) o = step(t);
  return o;
}

/* Makes the next step the cycle in which the increments of t->in's events
 * reach the programmable counters: with EVENT_PIPE = 0 that is the events'
 * own cycle (nothing is stepped, t->in keeps them), else the events' cycle
 * and EVENT_PIPE - 1 quiet ones are stepped here, exactly the cycles a
 * drain steps. What a test adds to t->in then meets the increment in the
 * cycle it is added. */
static inline void before_arrival(t_ctx *t) { drain(t); }

static inline int access_kind(const hpm_outputs_t *o) { return o->csr_virtual ? VIRTUAL : o->csr_illegal ? ILLEGAL : OK; }

/* A read from priv/virt in a cycle where nothing counts. */
static inline uint64_t rd_from(t_ctx *t, unsigned priv, int virt, uint16_t addr, int *kind) {
  t->in.priv = priv;
  t->in.virt = virt;
  t->in.csr_valid = 1;
  t->in.csr_addr = addr;
  hpm_outputs_t o = step(t);
  if (kind) *kind = access_kind(&o);
  return o.csr_rdata;
}

static inline uint64_t rd(t_ctx *t, uint16_t addr) { return rd_from(t, M, 0, addr, NULL); }

/* A read from priv/virt is allowed (OK), refused (ILLEGAL) or VIRTUAL. */
static inline void expect_access(t_ctx *t, const char *what, unsigned priv, int virt, uint16_t addr, int want) {
  int kind;
  rd_from(t, priv, virt, addr, &kind);
  EXPECT_EQ(t, what, want, kind);
}

typedef struct {
  unsigned priv;
  int virt;
  uint16_t addr;
  int want;
  const char *what;
} access_case_t;

static inline void expect_accesses(t_ctx *t, const access_case_t *c, unsigned n) {
  for (unsigned k = 0; k < n; k++) expect_access(t, c[k].what, c[k].priv, c[k].virt, c[k].addr, c[k].want);
}
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

static inline int wr_from(t_ctx *t, unsigned priv, int virt, uint16_t addr, uint64_t value) {
  t->in.priv = priv;
  t->in.virt = virt;
  t->in.csr_valid = 1;
  t->in.csr_addr = addr;
  t->in.csr_write = 1;
  t->in.csr_wdata = value;
  hpm_outputs_t o = step(t);
  return access_kind(&o);
}

static inline void wr(t_ctx *t, uint16_t addr, uint64_t value) { wr_from(t, M, 0, addr, value); }

static inline int rv32(const t_ctx *t) { return t->dut->cfg.xlen == 32; }

/* Full 64-bit register access, as two halves on RV32. high_addr is the
 * address of the *h CSR. */
static inline uint64_t rd64(t_ctx *t, uint16_t addr, uint16_t high_addr) {
  if (!rv32(t)) return rd(t, addr);
  uint64_t lo = rd(t, addr);
  return lo | rd(t, high_addr) << 32;
}

static inline void wr64(t_ctx *t, uint16_t addr, uint16_t high_addr, uint64_t v) {
  if (!rv32(t)) {
    wr(t, addr, v);
    return;
  }
  wr(t, addr, v & 0xffffffffu);
  wr(t, high_addr, v >> 32);
}

/* Addresses (hpm_spec.h: the contract's, independent of the RTL). */
#define MCYCLE (HPM_CSR_MCOUNTER + 0)
#define MINSTRET (HPM_CSR_MCOUNTER + 2)
#define MHPMCOUNTER(i) (HPM_CSR_MCOUNTER + (i))
#define MHPMCOUNTERH(i) (HPM_CSR_MCOUNTERH + (i))
#define SHADOW(i) (HPM_CSR_SHADOW + (i))
#define SHADOWH(i) (HPM_CSR_SHADOWH + (i))
#define MCOUNTINHIBIT HPM_CSR_MCOUNTINHIBIT
#define MCYCLECFG HPM_CSR_MCYCLECFG
#define MINSTRETCFG HPM_CSR_MINSTRETCFG
#define MHPMEVENT(i) (HPM_CSR_MEVENT + (i))
#define MHPMEVENTH(i) (HPM_CSR_MEVENTH + (i))
#define MCOUNTEREN HPM_CSR_MCOUNTEREN
#define SCOUNTEREN HPM_CSR_SCOUNTEREN
#define HCOUNTEREN HPM_CSR_HCOUNTEREN
#define SCOUNTOVF HPM_CSR_SCOUNTOVF

/* The programmable counters and their events are read once what was
 * counted before has arrived (rule 16). */
static inline uint64_t counter(t_ctx *t, unsigned i) {
  drain(t);
  return rd64(t, MHPMCOUNTER(i), MHPMCOUNTERH(i));
}
static inline void set_counter(t_ctx *t, unsigned i, uint64_t v) { wr64(t, MHPMCOUNTER(i), MHPMCOUNTERH(i), v); }
static inline uint64_t event(t_ctx *t, unsigned i) {
  drain(t);
  return rd64(t, MHPMEVENT(i), MHPMEVENTH(i));
}
static inline void set_event(t_ctx *t, unsigned i, uint64_t v) { wr64(t, MHPMEVENT(i), MHPMEVENTH(i), v); }

/* mhpmevent field encoders (rule 3). */
#define OF (1ull << HPM_EVT_OF_BIT)
#define MINH (1ull << HPM_EVT_MINH_BIT)
#define SINH (1ull << HPM_EVT_SINH_BIT)
#define UINH (1ull << HPM_EVT_UINH_BIT)
#define VSINH (1ull << HPM_EVT_VSINH_BIT)
#define VUINH (1ull << HPM_EVT_VUINH_BIT)
static inline uint64_t ev(unsigned e0, unsigned e1, unsigned e2, unsigned e3, unsigned op0, unsigned op1, unsigned op2) {
  const unsigned sel = HPM_EVT_SEL_BITS, op = HPM_EVT_OP_BITS, op_at = HPM_EVT_OP_SHIFT;
  return (uint64_t)e0 | (uint64_t)e1 << sel | (uint64_t)e2 << 2 * sel | (uint64_t)e3 << 3 * sel |
         (uint64_t)op0 << op_at | (uint64_t)op1 << (op_at + op) | (uint64_t)op2 << (op_at + 2 * op);
}
#define ONE_EVENT(e) ev((e), 0, 0, 0, 0, 0, 0) /* E0 | 0 | (0 | 0) = E0 */

static inline uint64_t width_mask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
/* What a counter that started at 0 holds after counting n: n modulo
 * 2^HPM_WIDTH (a 1-bit counter keeps only the low bit). */
static inline uint64_t counted(t_ctx *t, uint64_t n) { return n & width_mask(t->dut->cfg.hpm_width); }

/* Counter 3 counting event 1 (count 1 per cycle) from 2^W - below:
 * the below-th count from now overflows it. */
static inline void preload_near_overflow(t_ctx *t, uint64_t below) {
  set_event(t, 3, ONE_EVENT(1));
  set_counter(t, 3, width_mask(t->dut->cfg.hpm_width) - (below - 1));
}

/* The groups of tests, each run by hpm_directed_run. */
void hpm_directed_cdeleg(t_ctx *t);

#endif /* HPM_DIRECTED_H */
