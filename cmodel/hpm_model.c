/* SPDX-License-Identifier: Apache-2.0 */
/* C golden model of the HPM block: the contract (docs/contract.md
 * section 1, "rule N" below) plus every choice docs/hpm.md makes.
 *
 * One cycle is evaluated in a fixed order so that "the state before this
 * cycle" needs no copy of the state:
 *   1. CSR decode and the combinational outputs, all from the pre-cycle state;
 *   2. counting of every counter under the pre-cycle configuration, skipping
 *      the counter that is written this cycle (rule 1);
 *   3. the CSR write, merged into what step 2 left, so that a written OF bit
 *      replaces the one an overflow just set while an RV32 low-half write
 *      leaves it alone (rule 6).
 * Configuration written in step 3 is therefore first used by the next cycle.
 *
 * With EVENT_PIPE > 0 (rule 16) step 2 adds to each programmable counter
 * the increment of EVENT_PIPE cycles ago instead, and the increment of this
 * cycle, worked out exactly as step 2 would add it, joins the in-flight
 * ones; a write to the counter empties its share of them.
 */
#include "hpm_model.h"
#include "hpm_cdeleg.h"
#include "hpm_spec.h"

#include <string.h>

/* ---- Field positions (rules 2, 3) ---------------------------------------- */

#define BIT64(n) (UINT64_C(1) << (n))
#define LOW32 UINT64_C(0xFFFFFFFF)

#define EVT_OF BIT64(HPM_EVT_OF_BIT)
#define EVT_MINH BIT64(HPM_EVT_MINH_BIT)
#define EVT_SINH BIT64(HPM_EVT_SINH_BIT)
#define EVT_UINH BIT64(HPM_EVT_UINH_BIT)
#define EVT_VSINH BIT64(HPM_EVT_VSINH_BIT)
#define EVT_VUINH BIT64(HPM_EVT_VUINH_BIT)
#define EVT_OP_BITS ((unsigned)HPM_EVT_OP_BITS)
#define EVT_OP_MASK ((1u << EVT_OP_BITS) - 1u)
#define EVT_SEL_BITS ((unsigned)HPM_EVT_SEL_BITS)
#define EVT_SEL_MASK ((1u << EVT_SEL_BITS) - 1u)
#define EVT_SELECT_FIELDS (BIT64(HPM_EVT_NUM_SELS * EVT_SEL_BITS) - 1u) /* bits 39:0 */
#define OP_FIELD_SHIFT(x) (HPM_EVT_OP_SHIFT + (x) * EVT_OP_BITS)

enum { OP_OR = HPM_OP_OR, OP_AND = HPM_OP_AND, OP_XOR = HPM_OP_XOR, OP_ADD = HPM_OP_ADD };

/* Counter numbers below the programmable ones: addr[4:0] of the counter CSRs
 * and the bit of each counter in the enable and inhibit registers. */
enum { IDX_CYCLE = 0, IDX_TIME = 1, IDX_INSTRET = 2 };

/* Counter-enable / inhibit bits (rule 2, rule 7). */
#define CNT_CY (UINT32_C(1) << 0)
#define CNT_TM (UINT32_C(1) << 1)
#define CNT_IR (UINT32_C(1) << 2)

/* CSR address fields of the privileged spec: bits 11:10 == 3 is read-only,
 * bits 9:8 is the lowest privilege that may access it. The docs' address
 * classes (0xB../0x3../0x7.. M, 0x1../0xDA0 S, 0x606 HS, 0xC.. U) are exactly
 * these fields for the addresses this block owns. */
#define CSR_RO_FIELD(a) (((a) >> 10) & 3u)
#define CSR_LEVEL_FIELD(a) (((a) >> 8) & 3u)
enum { CSR_LEVEL_U = 0, CSR_LEVEL_S = 1, CSR_LEVEL_H = 2, CSR_LEVEL_M = 3 };

/* ---- Small helpers --------------------------------------------------------- */

/* 2^width - 1 without the undefined 1 << 64. */
static uint64_t low_bits_mask(unsigned width) {
  return width >= 64u ? UINT64_MAX : BIT64(width) - 1u;
}

static bool counter_is_implemented(const hpm_config_t *cfg, unsigned n) {
  return n >= HPM_FIRST_HPM && n < HPM_FIRST_HPM + cfg->num_hpm;
}

/* Bits 3..3+NUM_HPM-1: the only programmable-counter bits that exist in
 * mcountinhibit and the enables (rule 8). num_hpm <= 29, so no 1 << 32. */
static uint32_t implemented_hpm_bits(const hpm_config_t *cfg) {
  return ((UINT32_C(1) << cfg->num_hpm) - 1u) << HPM_FIRST_HPM;
}

/* The mode-inhibit bits this configuration stores (rule 5: VSINH and VUINH
 * exist only with H_EXT). Shared by mhpmevent and mcyclecfg/minstretcfg. */
static uint64_t mode_inhibit_bits(const hpm_config_t *cfg) {
  uint64_t bits = EVT_MINH | EVT_SINH | EVT_UINH;
  if (cfg->h_ext)
    bits |= EVT_VSINH | EVT_VUINH;
  return bits;
}

/* ---- Mode decode (rule 5, docs "Modes") ----------------------------------- */

typedef enum { MODE_U, MODE_S, MODE_M, MODE_VU, MODE_VS } hpm_mode_t;

/* priv_i == 2 is reserved; the docs treat it as U, the least privilege, so a
 * core driving it by mistake can never gain access. virt_i only means
 * something below M and with H_EXT. */
static hpm_mode_t mode_decode(const hpm_config_t *cfg, unsigned priv,
                              bool virt) {
  priv &= 3u;
  if (priv == HPM_PRIV_M)
    return MODE_M;
  const bool virtualized = cfg->h_ext && virt;
  if (priv == HPM_PRIV_S)
    return virtualized ? MODE_VS : MODE_S;
  return virtualized ? MODE_VU : MODE_U;
}

static bool mode_is_virtual(hpm_mode_t mode) {
  return mode == MODE_VS || mode == MODE_VU;
}

/* The inhibit bit a cfg or mhpmevent register has for this mode (rule 5). */
static uint64_t mode_inhibit_bit(hpm_mode_t mode) {
  switch (mode) {
  case MODE_M:
    return EVT_MINH;
  case MODE_S:
    return EVT_SINH;
  case MODE_U:
    return EVT_UINH;
  case MODE_VS:
    return EVT_VSINH;
  case MODE_VU:
  default:
    return EVT_VUINH;
  }
}

static bool mode_filter_allows(uint64_t filter_reg, hpm_mode_t mode) {
  return (filter_reg & mode_inhibit_bit(mode)) == 0;
}

/* ---- CSR decode: which register an address names ------------------------- */

typedef enum {
  REG_NONE, /* no register: not the block's, or a refused delegated access */
  REG_MCYCLE,
  REG_MINSTRET,
  REG_MHPMCOUNTER,
  REG_SHADOW, /* cycle, time, instret, hpmcounterN (read-only) */
  REG_MCOUNTINHIBIT,
  REG_MCYCLECFG,
  REG_MINSTRETCFG,
  REG_MHPMEVENT,
  REG_MCOUNTEREN,
  REG_SCOUNTEREN,
  REG_HCOUNTEREN,
  REG_SCOUNTOVF
} reg_kind_t;

typedef struct {
  reg_kind_t kind;
  unsigned index; /* counter number 0..31 for counter-indexed registers */
  bool high;      /* RV32 upper half (the *h CSRs) */
  /* Bits of the 64-bit register that this access reads as 0 and leaves
   * alone when it writes: 0 for a direct access, MINH or the bits of
   * undelegated counters for the views of counter delegation (rules 12,
   * 13; hpm_cdeleg.c). */
  uint64_t hidden;
} csr_target_t;

/* The CSR map of docs/hpm.md. High-half addresses belong to the block only
 * with XLEN = 32, 0x606 only with H_EXT; 0xB01/0xB81 (there is no mtime CSR)
 * and 0x720 (no mcountinhibith) are not the block's. */
static csr_target_t csr_decode(const hpm_config_t *cfg, unsigned addr) {
  const bool rv32 = cfg->xlen == 32u;
  const unsigned idx = addr & HPM_CSR_INDEX_MASK;
  csr_target_t t = {REG_NONE, idx, false, 0u};

  switch (addr & HPM_CSR_BLOCK_MASK) {
  case HPM_CSR_MCOUNTERH:
    if (!rv32)
      break;
    t.high = true;
    /* fall through */
  case HPM_CSR_MCOUNTER:
    if (idx == IDX_CYCLE)
      t.kind = REG_MCYCLE;
    else if (idx == IDX_INSTRET)
      t.kind = REG_MINSTRET;
    else if (idx >= HPM_FIRST_HPM)
      t.kind = REG_MHPMCOUNTER;
    break;
  case HPM_CSR_SHADOWH:
    if (!rv32)
      break;
    t.high = true;
    /* fall through */
  case HPM_CSR_SHADOW:
    t.kind = REG_SHADOW;
    break;
  case HPM_CSR_MEVENTH:
    if (!rv32 || idx == 0u)
      break;
    t.high = true;
    /* fall through */
  case HPM_CSR_MEVENT:
    if (idx == 0u) /* 0x320 */
      t.kind = REG_MCOUNTINHIBIT;
    else if (idx == 1u) /* 0x321, 0x721 */
      t.kind = REG_MCYCLECFG;
    else if (idx == 2u) /* 0x322, 0x722 */
      t.kind = REG_MINSTRETCFG;
    else
      t.kind = REG_MHPMEVENT;
    break;
  default:
    if (addr == HPM_CSR_MCOUNTEREN)
      t.kind = REG_MCOUNTEREN;
    else if (addr == HPM_CSR_SCOUNTEREN)
      t.kind = REG_SCOUNTEREN;
    else if (addr == HPM_CSR_HCOUNTEREN && cfg->h_ext)
      t.kind = REG_HCOUNTEREN;
    else if (addr == HPM_CSR_SCOUNTOVF)
      t.kind = REG_SCOUNTOVF;
    break;
  }
  return t;
}

/* ---- CSR access check (rule 7, docs "Access control" steps 1-5) ---------- */

typedef enum { ACCESS_OK, ACCESS_ILLEGAL, ACCESS_VIRTUAL } access_result_t;

/* Step 5: the user-level counter shadows, gated by the enable chain. */
static access_result_t shadow_access_check(const hpm_model_t *m,
                                           hpm_mode_t mode, unsigned idx) {
  const bool men = (m->mcounteren >> idx) & 1u;
  const bool sen = (m->scounteren >> idx) & 1u;
  const bool hen = (m->hcounteren >> idx) & 1u;
  switch (mode) {
  case MODE_M:
    return ACCESS_OK;
  case MODE_S:
    return men ? ACCESS_OK : ACCESS_ILLEGAL;
  case MODE_U:
    return (men && sen) ? ACCESS_OK : ACCESS_ILLEGAL;
  case MODE_VS:
    /* M's refusal beats HS's: illegal first, then virtual. */
    if (!men)
      return ACCESS_ILLEGAL;
    return hen ? ACCESS_OK : ACCESS_VIRTUAL;
  case MODE_VU:
  default:
    if (!men)
      return ACCESS_ILLEGAL;
    return (hen && sen) ? ACCESS_OK : ACCESS_VIRTUAL;
  }
}

/* The checks in the docs' order; the first that refuses decides. Called only
 * for addresses that hit. csr_valid_i is not an input here: the condition
 * also decides whether csr_rdata_o may show the value. */
static access_result_t csr_access_check(const hpm_model_t *m, unsigned addr,
                                        bool write, hpm_mode_t mode) {
  if (write && CSR_RO_FIELD(addr) == 3u)
    return ACCESS_ILLEGAL; /* step 1: cycle..hpmcounter31(h), scountovf */

  switch (CSR_LEVEL_FIELD(addr)) {
  case CSR_LEVEL_M: /* step 2 */
    return mode == MODE_M ? ACCESS_OK : ACCESS_ILLEGAL;
  case CSR_LEVEL_H: /* step 3: hcounteren */
    if (mode == MODE_M || mode == MODE_S)
      return ACCESS_OK;
    return mode_is_virtual(mode) ? ACCESS_VIRTUAL : ACCESS_ILLEGAL;
  case CSR_LEVEL_S: /* step 4: scounteren, scountovf */
    if (mode == MODE_U)
      return ACCESS_ILLEGAL;
    /* VU: HS could make this access, so the H extension makes it virtual. */
    return mode == MODE_VU ? ACCESS_VIRTUAL : ACCESS_OK;
  case CSR_LEVEL_U:
  default: /* step 5 */
    return shadow_access_check(m, mode, addr & 0x1Fu);
  }
}

/* ---- CSR read value -------------------------------------------------------- */

/* scountovf (rule 7): OF_i filtered by the enables of the modes between M and
 * the reader, so a guest sees only the overflows it may also read. */
static uint32_t scountovf_value(const hpm_model_t *m, hpm_mode_t mode) {
  uint32_t of = 0;
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + m->cfg.num_hpm; n++)
    if (m->mhpmevent[n] & EVT_OF)
      of |= UINT32_C(1) << n;
  if (mode != MODE_M)
    of &= m->mcounteren;
  if (mode == MODE_VS)
    of &= m->hcounteren;
  return of;
}

/* The full 64-bit value of the register t names, before this cycle's update.
 * The stored state is already legal (WARL masks, unimplemented counters 0,
 * TM of mcountinhibit 0), so most registers read as stored. */
static uint64_t csr_register_value(const hpm_model_t *m, csr_target_t t,
                                   hpm_mode_t mode, uint64_t time) {
  switch (t.kind) {
  case REG_MCYCLE:
    return m->mcycle;
  case REG_MINSTRET:
    return m->minstret;
  case REG_MHPMCOUNTER:
    return m->mhpmcounter[t.index]; /* rule 8: 0 when unimplemented */
  case REG_SHADOW:
    if (t.index == IDX_CYCLE)
      return m->mcycle;
    if (t.index == IDX_TIME)
      return time;
    if (t.index == IDX_INSTRET)
      return m->minstret;
    return m->mhpmcounter[t.index];
  case REG_MCOUNTINHIBIT:
    return m->mcountinhibit;
  case REG_MCYCLECFG:
    return m->mcyclecfg;
  case REG_MINSTRETCFG:
    return m->minstretcfg;
  case REG_MHPMEVENT:
    return m->mhpmevent[t.index];
  case REG_MCOUNTEREN:
    return m->mcounteren;
  case REG_SCOUNTEREN:
    return m->scounteren;
  case REG_HCOUNTEREN:
    return m->hcounteren;
  case REG_SCOUNTOVF:
    return scountovf_value(m, mode);
  case REG_NONE:
  default:
    return 0;
  }
}

/* What the CSR port shows of a 64-bit register: all of it on RV64, one half
 * on RV32. 32-bit registers read zero-extended on RV64. */
static uint64_t csr_port_view(const hpm_config_t *cfg, csr_target_t t,
                              uint64_t value) {
  if (cfg->xlen == 64u)
    return value;
  return t.high ? value >> 32 : value & LOW32;
}

/* ---- One cycle's CSR access, decoded once ---------------------------------- */

typedef struct {
  bool hit;               /* csr_hit_o */
  csr_target_t target;    /* REG_NONE when it is not the block's or is refused */
  access_result_t access; /* meaningful only when hit */
  bool writes;            /* the access changes state this cycle */
} csr_access_t;

/* Counter delegation (rules 11-15, hpm_cdeleg.c): the addresses it adds
 * to the block, and the one it changes, scountovf from a guest. An
 * allowed access is decoded as the register it reaches. */
static void cdeleg_access_decode(const hpm_model_t *m, const hpm_inputs_t *in,
                                 hpm_mode_t mode, csr_access_t *a) {
  const unsigned level = mode == MODE_M                      ? HPM_PRIV_M
                         : mode == MODE_S || mode == MODE_VS ? HPM_PRIV_S
                                                             : HPM_PRIV_U;
  const hpm_cdeleg_mode_t dmode = {level, mode_is_virtual(mode)};
  if (a->target.kind == REG_SCOUNTOVF) {
    /* A write stays illegal: the register is read-only (rule 7). */
    if (a->access != ACCESS_ILLEGAL && hpm_cdeleg_scountovf_virtual(in, dmode))
      a->access = ACCESS_VIRTUAL;
    return;
  }
  if (a->hit)
    return;
  const hpm_cdeleg_access_t d = hpm_cdeleg_access(&m->cfg, in, dmode, m->mcounteren);
  if (!d.owned)
    return;
  a->hit = true;
  a->access = d.verdict == HPM_CDELEG_OK        ? ACCESS_OK
              : d.verdict == HPM_CDELEG_VIRTUAL ? ACCESS_VIRTUAL
                                                : ACCESS_ILLEGAL;
  if (a->access == ACCESS_OK) {
    a->target = csr_decode(&m->cfg, d.alias);
    a->target.hidden = d.hidden;
  }
}

static csr_access_t csr_access_decode(const hpm_model_t *m,
                                      const hpm_inputs_t *in,
                                      hpm_mode_t mode) {
  const unsigned addr = in->csr_addr & 0xFFFu;
  csr_access_t a;
  a.target = csr_decode(&m->cfg, addr);
  a.hit = a.target.kind != REG_NONE;
  a.access = a.hit ? csr_access_check(m, addr, in->csr_write, mode) : ACCESS_OK;
  if (m->cfg.cdeleg)
    cdeleg_access_decode(m, in, mode, &a);
  a.writes = in->csr_valid && in->csr_write && a.hit && a.access == ACCESS_OK;
  return a;
}

/* csr_rdata_o, csr_hit_o, csr_illegal_o, csr_virtual_o. */
static void csr_outputs(const hpm_model_t *m, const hpm_inputs_t *in,
                        hpm_mode_t mode, const csr_access_t *a,
                        hpm_outputs_t *out) {
  const bool hit = a->hit;
  const bool trap_check = in->csr_valid && hit;
  out->csr_hit = hit;
  out->csr_illegal = trap_check && a->access == ACCESS_ILLEGAL;
  out->csr_virtual = trap_check && a->access == ACCESS_VIRTUAL;
  /* A refused access never shows the value, whether or not csr_valid_i is
   * set: the docs tie rdata to "hits and allowed", not to valid. */
  out->csr_rdata =
      (hit && a->access == ACCESS_OK)
          ? csr_port_view(&m->cfg, a->target,
                          csr_register_value(m, a->target, mode, in->time) &
                              ~a->target.hidden)
          : 0;
}

/* Whether this cycle's legal write lands on counter n (either half): rule 1
 * makes that suppress the counter's whole increment and any overflow. */
static bool counter_written(const csr_access_t *a, reg_kind_t kind,
                            unsigned n) {
  return a->writes && a->target.kind == kind && a->target.index == n;
}

/* ---- Combiner (rule 4) -------------------------------------------------------- */

/* The EVENTx and OP_TYPEx fields: bits 54:0 of mhpmevent. */
#define EVT_COMBINER_FIELDS (BIT64(HPM_EVT_OP_SHIFT + HPM_EVT_NUM_OPS * EVT_OP_BITS) - 1u)

static unsigned event_field(uint64_t event_reg, unsigned x) {
  return (unsigned)(event_reg >> (x * EVT_SEL_BITS)) & EVT_SEL_MASK;
}

static unsigned op_field(uint64_t event_reg, unsigned x) {
  return (unsigned)(event_reg >> OP_FIELD_SHIFT(x)) & EVT_OP_MASK;
}

/* OR/AND/XOR are bitwise on the zero-extended counts; ADD keeps its carry
 * (R2 reaches 4 * (2^EVENT_W - 1)). Stored OP fields are always one of the
 * four legal encodings (WARL). A chain of conditional expressions on values
 * that are all formed first: each counter's operation is the same from one
 * cycle to the next, a pattern branch predictors learn (measured faster
 * than a lookup table, a switch, or masks). */
static inline unsigned combine_op(unsigned op, unsigned a, unsigned b) {
  const unsigned or_ab = a | b, and_ab = a & b, xor_ab = a ^ b, add_ab = a + b;
  return op == OP_ADD ? add_ab : op == OP_XOR ? xor_ab : op == OP_AND ? and_ab : or_ab;
}

/* Decodes what rule 4 needs of mhpmevent: Ex is events[EVENTx] for
 * 0 < EVENTx < NUM_EVENTS (index 0 is "no event", indices past the bus read
 * 0), of which only EVENT_W bits exist on the port. The fields change only
 * when software writes mhpmevent, so this runs rarely; evaluation then
 * needs no test per select. */
static hpm_combiner_t combiner_decode(const hpm_config_t *cfg,
                                      uint64_t event_reg) {
  hpm_combiner_t d;
  memset(&d, 0, sizeof d);
  for (unsigned x = 0; x < 4u; x++) {
    const unsigned select = event_field(event_reg, x);
    const bool on_bus = select != 0u && select < cfg->num_events;
    d.select[x] = on_bus ? (uint16_t)select : 0u;
  }
  for (unsigned x = 0; x < 3u; x++)
    d.op[x] = (uint8_t)op_field(event_reg, x);
  for (unsigned bits = 0; cfg->event_w == 1u && bits < 16u; bits++) {
    const unsigned r0 = combine_op(d.op[0], bits & 1u, (bits >> 1) & 1u);
    const unsigned r1 = combine_op(d.op[1], (bits >> 2) & 1u, (bits >> 3) & 1u);
    d.r2_of_bits[bits] = (uint8_t)combine_op(d.op[2], r0, r1);
  }
  return d;
}

/* The event bus as rule 4 reads it, bus[k] = Ek: the EVENT_W bits of
 * events[k] for 0 < k < NUM_EVENTS, and 0 at index 0 ("no event") and past
 * the bus. The caller's bus is 0 past NUM_EVENTS already: only the rest is
 * written, once per cycle, so that evaluating a counter needs no test or
 * mask per select. */
static const uint8_t *event_bus(const hpm_config_t *cfg, const uint8_t *events,
                                uint8_t *bus) {
  const uint8_t count_mask = (uint8_t)((1u << cfg->event_w) - 1u);
  const uint64_t count_masks = count_mask * UINT64_C(0x0101010101010101);
  unsigned k = 0;
  for (; k + 8u <= cfg->num_events; k += 8u) { /* eight at a time */
    uint64_t eight;
    memcpy(&eight, events + k, sizeof eight);
    eight &= count_masks;
    memcpy(bus + k, &eight, sizeof eight);
  }
  for (; k < cfg->num_events; k++)
    bus[k] = events[k] & count_mask;
  bus[0] = 0u;
  return bus;
}

/* R2 for this cycle's event bus (event_bus). */
static inline unsigned combiner_eval(const hpm_combiner_t *d,
                                     const uint8_t *bus, unsigned event_w) {
  if (event_w == 1u)
    return d->r2_of_bits[bus[d->select[0]] | bus[d->select[1]] << 1 |
                         bus[d->select[2]] << 2 | bus[d->select[3]] << 3];
  const unsigned r0 = combine_op(d->op[0], bus[d->select[0]], bus[d->select[1]]);
  const unsigned r1 = combine_op(d->op[1], bus[d->select[2]], bus[d->select[3]]);
  return combine_op(d->op[2], r0, r1);
}

/* ---- What the counters need of mhpmevent (hpm_derived_t) ----------------- */

/* A counter whose four EVENTx are all 0 ("no event") adds 0 whatever its
 * operations, since 0 op 0 is 0 for all four: it can neither change nor
 * overflow, and is left out of the counting. Most counters of a running
 * system are in that state. */
static bool selects_no_event(uint64_t event_reg) {
  return (event_reg & EVT_SELECT_FIELDS) == 0u;
}

static uint32_t with_bit(uint32_t set, unsigned n, bool on) {
  return on ? set | (UINT32_C(1) << n) : set & ~(UINT32_C(1) << n);
}

/* Counter n's share of d, from mhpmeventN = event_reg. */
static void derive_counter(const hpm_config_t *cfg, hpm_derived_t *d,
                           unsigned n, uint64_t event_reg) {
  d->from[n] = event_reg;
  d->combiner[n] = combiner_decode(cfg, event_reg);
  d->selecting = with_bit(d->selecting, n, !selects_no_event(event_reg));
  for (unsigned mode = MODE_U; mode <= MODE_VS; mode++)
    d->inhibited_in[mode] = with_bit(d->inhibited_in[mode], n,
                                     (event_reg & mode_inhibit_bit((hpm_mode_t)mode)) != 0u);
}

static void derive_all(const hpm_model_t *m, hpm_derived_t *d) {
  memset(d, 0, sizeof *d);
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + m->cfg.num_hpm; n++)
    derive_counter(&m->cfg, d, n, m->mhpmevent[n]);
}

/* Whether m->derived was worked out from mhpmevent as it is now. */
static bool derived_current(const hpm_model_t *m) {
  return memcmp(&m->mhpmevent[HPM_FIRST_HPM], &m->derived.from[HPM_FIRST_HPM],
                m->cfg.num_hpm * sizeof m->mhpmevent[0]) == 0;
}

/* What every programmable counter of one cycle shares: the event bus and
 * the configuration the overflow rule needs. */
typedef struct {
  const uint8_t *bus;    /* event_bus */
  unsigned event_w;      /* EVENT_W */
  uint64_t width_mask;   /* 2^HPM_WIDTH - 1 */
} count_context_t;

static count_context_t count_context(const hpm_model_t *m, const uint8_t *bus) {
  count_context_t c;
  c.bus = bus;
  c.event_w = m->cfg.event_w;
  c.width_mask = low_bits_mask(m->cfg.hpm_width);
  return c;
}

/* The programmable counters that count in this cycle (rule 5, and rule 1's
 * suppression: not the one written, whose count step 3 replaces), bit N
 * for counter N. A counter left out adds 0: it keeps its value and cannot
 * overflow. */
static uint32_t counting_counters(const hpm_model_t *m, const hpm_derived_t *d,
                                  hpm_mode_t mode, const csr_access_t *a) {
  uint32_t counting = d->selecting & ~m->mcountinhibit & ~d->inhibited_in[mode];
  if (a->writes && a->target.kind == REG_MHPMCOUNTER)
    counting = with_bit(counting, a->target.index, false);
  return counting;
}

/* The index of the lowest set bit of a non-zero set. */
static unsigned lowest_counter(uint32_t set) {
  return (unsigned)__builtin_ctz(set);
}

/* ---- Counter update (rules 1, 2, 5, 6) ----------------------------------- */

typedef struct {
  uint64_t value; /* the counter after this cycle's increment */
  bool overflow;  /* the increment carried out of bit HPM_WIDTH-1 */
} count_result_t;

/* A counter of value old after adding its increment: sum = old + increment,
 * which may wrap 2^64 when HPM_WIDTH = 64. Rule 6: one overflow however
 * many times a small counter wraps. A 64-bit counter carries when the sum
 * wraps 2^64; a narrower one when the sum reaches 2^width (old < 2^63 and
 * increment < 2^10, so it cannot also wrap 2^64). One expression covers
 * both widths with no branch. */
static inline count_result_t counter_result(const count_context_t *c, uint64_t old,
                                            uint64_t sum) {
  count_result_t r;
  r.overflow = (sum < old) | ((sum & ~c->width_mask) != 0u);
  r.value = sum & c->width_mask;
  return r;
}

/* mcycle/minstret (rule 2): 64 bits, no overflow bit, silent wrap. */
static uint64_t fixed_counter_count(uint64_t value, bool inhibited,
                                    uint64_t cfg_reg, hpm_mode_t mode,
                                    uint64_t increment) {
  if (inhibited || !mode_filter_allows(cfg_reg, mode))
    return value;
  return value + increment;
}

static unsigned instret_input(const hpm_model_t *m, const hpm_inputs_t *in) {
  return in->instret & ((1u << m->cfg.ret_w) - 1u);
}

/* Counter n of value old adds inc (rule 6 for the overflow); returns
 * whether that raises lcofi_o. */
static inline __attribute__((always_inline)) bool counter_add(hpm_model_t *m, const count_context_t *c, unsigned n,
                        uint64_t inc) {
  const uint64_t old = m->mhpmcounter[n];
  const count_result_t r = counter_result(c, old, old + inc);
  m->mhpmcounter[n] = r.value;
  if (!r.overflow)
    return false;
  /* Rule 6: the pulse is for OF's 0->1 transition made by hardware. */
  const bool pulse = (m->mhpmevent[n] & EVT_OF) == 0u;
  m->mhpmevent[n] |= EVT_OF;
  m->derived.from[n] |= EVT_OF; /* OF is in no derived field */
  return pulse;
}

/* The counters in set count this cycle; returns lcofi_o. Forced inline so
 * that each caller's event_w is a constant in it. */
static inline __attribute__((always_inline)) bool
count_counters(hpm_model_t *m, const count_context_t *c, uint32_t set, unsigned event_w) {
  bool lcofi = false;
  for (; set; set &= set - 1u) {
    const unsigned n = lowest_counter(set);
    lcofi |= counter_add(m, c, n, combiner_eval(&m->derived.combiner[n], c->bus, event_w));
  }
  return lcofi;
}

/* mcycle and minstret (rule 2), outside Debug Mode with stopcount (rule
 * 10); the written one keeps its value for step 3 to replace. Forced
 * inline: called from two places, it would otherwise become a call in
 * every cycle. */
static inline __attribute__((always_inline)) void fixed_counters_update(hpm_model_t *m, const hpm_inputs_t *in,
                                  hpm_mode_t mode, const csr_access_t *a) {
  if (!counter_written(a, REG_MCYCLE, IDX_CYCLE))
    m->mcycle = fixed_counter_count(m->mcycle, (m->mcountinhibit & CNT_CY) != 0u,
                                    m->mcyclecfg, mode, in->cycle ? 1u : 0u);
  if (!counter_written(a, REG_MINSTRET, IDX_INSTRET))
    m->minstret =
        fixed_counter_count(m->minstret, (m->mcountinhibit & CNT_IR) != 0u,
                            m->minstretcfg, mode, instret_input(m, in));
}

/* Step 2 with EVENT_PIPE > 0 (rule 16). The counters add the increments of
 * EVENT_PIPE cycles ago, all but a written one (rule 1 cancels its
 * increment); the increments of this cycle, under this cycle's mode,
 * stopcount_i and the pre-cycle configuration, take their place; a write
 * to a counter discards everything in flight for it. mcycle and minstret
 * count as without a pipeline. Returns lcofi_o. */
static bool counters_update_piped(hpm_model_t *m, const hpm_inputs_t *in,
                                  hpm_mode_t mode, const csr_access_t *a) {
  const unsigned depth = m->cfg.event_pipe;
  const bool counter_write = a->writes && a->target.kind == REG_MHPMCOUNTER;
  if (!in->stopcount)
    fixed_counters_update(m, in, mode, a);
  if (!derived_current(m))
    derive_all(m, &m->derived);
  const count_context_t c = count_context(m, event_bus(&m->cfg, in->events, m->bus));

  bool lcofi = false;
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + m->cfg.num_hpm; n++) {
    const uint16_t arriving = m->in_flight[0][n];
    for (unsigned k = 0; k + 1u < depth; k++)
      m->in_flight[k][n] = m->in_flight[k + 1u][n];
    m->in_flight[depth - 1u][n] = 0u;
    if (arriving != 0u && !(counter_write && a->target.index == n))
      lcofi |= counter_add(m, &c, n, arriving);
  }
  /* Rule 10: a cycle with stopcount_i counts nothing; what is in flight
   * still lands. */
  if (!in->stopcount)
    for (uint32_t set = counting_counters(m, &m->derived, mode, a); set; set &= set - 1u) {
      const unsigned n = lowest_counter(set);
      m->in_flight[depth - 1u][n] =
          (uint16_t)combiner_eval(&m->derived.combiner[n], c.bus, c.event_w);
    }
  if (counter_write)
    for (unsigned k = 0; k < depth; k++)
      m->in_flight[k][a->target.index] = 0u;
  return lcofi;
}

/* Step 2 of a cycle: every counter counts under the pre-cycle configuration;
 * the written counter keeps its value for step 3 to replace. Returns
 * lcofi_o. */
static bool counters_update(hpm_model_t *m, const hpm_inputs_t *in,
                            hpm_mode_t mode, const csr_access_t *a) {
  if (m->cfg.event_pipe != 0u)
    return counters_update_piped(m, in, mode, a);
  /* Rule 10: in Debug Mode with dcsr.stopcount set nothing counts, so
   * nothing overflows; a CSR write still lands (step 3). */
  if (in->stopcount)
    return false;
  fixed_counters_update(m, in, mode, a);

  if (!derived_current(m))
    derive_all(m, &m->derived);
  const count_context_t c = count_context(m, event_bus(&m->cfg, in->events, m->bus));
  const uint32_t set = counting_counters(m, &m->derived, mode, a);
  /* The same loop with EVENT_W known, so that the combiner's choice of
   * evaluation is made once per cycle rather than once per counter. */
  return c.event_w == 1u ? count_counters(m, &c, set, 1u) : count_counters(m, &c, set, c.event_w);
}

/* lcofi_o without changing state, for hpm_model_eval: the loop of
 * counters_update, for the counters whose OF is still clear. */
static bool lcofi_of_cycle(const hpm_model_t *m, const hpm_inputs_t *in,
                           hpm_mode_t mode, const csr_access_t *a) {
  if (m->cfg.event_pipe != 0u) {
    /* Rule 16: the increments that arrive now, those of written counters
     * cancelled (rule 1). */
    const count_context_t c = count_context(m, NULL);
    for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + m->cfg.num_hpm; n++) {
      const uint64_t old = m->mhpmcounter[n];
      if ((m->mhpmevent[n] & EVT_OF) == 0u && !counter_written(a, REG_MHPMCOUNTER, n) &&
          counter_result(&c, old, old + m->in_flight[0][n]).overflow)
        return true;
    }
    return false;
  }
  if (in->stopcount) /* rule 10: no count, no overflow */
    return false;
  hpm_derived_t fresh;
  const hpm_derived_t *d = &m->derived;
  if (!derived_current(m)) {
    derive_all(m, &fresh);
    d = &fresh;
  }
  uint8_t bus[HPM_MAX_EVENTS] = {0};
  const count_context_t c = count_context(m, event_bus(&m->cfg, in->events, bus));
  for (uint32_t set = counting_counters(m, d, mode, a); set; set &= set - 1u) {
    const unsigned n = lowest_counter(set);
    const uint64_t old = m->mhpmcounter[n];
    if ((m->mhpmevent[n] & EVT_OF) == 0u &&
        counter_result(&c, old, old + combiner_eval(&d->combiner[n], c.bus, c.event_w)).overflow)
      return true;
  }
  return false;
}

/* ---- CSR write (rules 1, 3, 4, 8) ------------------------------------------ */

/* The 64-bit register value after writing one XLEN-wide port value: on RV32
 * the other half keeps what it holds now, and so do the bits the access
 * hides. */
static uint64_t merge_write(const hpm_config_t *cfg, csr_target_t t,
                            uint64_t current, uint64_t wdata) {
  uint64_t merged = wdata;
  if (cfg->xlen == 32u) {
    wdata &= LOW32;
    merged = t.high ? (current & LOW32) | (wdata << 32)
                    : (current & ~LOW32) | wdata;
  }
  return (merged & ~t.hidden) | (current & t.hidden);
}

static bool op_is_legal(unsigned op) {
  return op == OP_OR || op == OP_AND || op == OP_XOR || op == OP_ADD;
}

/* Rule 3/4 WARL: fields are legalised one by one, so an illegal OP keeps its
 * old value without holding back the rest of the write. */
static uint64_t mhpmevent_legalize(const hpm_config_t *cfg, uint64_t current,
                                   uint64_t written) {
  uint64_t v = written & (EVT_OF | mode_inhibit_bits(cfg) | EVT_SELECT_FIELDS);
  for (unsigned x = 0; x < HPM_EVT_NUM_OPS; x++) {
    const unsigned op = op_field(written, x);
    const unsigned kept = op_is_legal(op) ? op : op_field(current, x);
    v |= (uint64_t)kept << OP_FIELD_SHIFT(x);
  }
  return v;
}

static uint32_t enable_register_legalize(const hpm_config_t *cfg,
                                         uint64_t written) {
  return (uint32_t)written & (CNT_CY | CNT_TM | CNT_IR | implemented_hpm_bits(cfg));
}

/* Step 3 of a cycle. The counters already hold this cycle's count, so a
 * register written here gets "written value" while the others keep "old +
 * increment" (rule 1), and OF handling falls out of the merge (rule 6). */
static void csr_write_apply(hpm_model_t *m, const csr_access_t *a,
                            uint64_t wdata) {
  if (!a->writes)
    return;
  const hpm_config_t *cfg = &m->cfg;
  const csr_target_t t = a->target;
  const unsigned n = t.index;

  switch (t.kind) {
  case REG_MCYCLE:
    m->mcycle = merge_write(cfg, t, m->mcycle, wdata);
    break;
  case REG_MINSTRET:
    m->minstret = merge_write(cfg, t, m->minstret, wdata);
    break;
  case REG_MHPMCOUNTER:
    if (counter_is_implemented(cfg, n)) /* rule 8: else ignored */
      m->mhpmcounter[n] = merge_write(cfg, t, m->mhpmcounter[n], wdata) &
                          low_bits_mask(cfg->hpm_width);
    break;
  case REG_MHPMEVENT:
    /* The RV32 low half holds no OF, so an overflow this cycle keeps the OF
     * it just set; RV64 and high-half writes store the written OF (rule 6). */
    if (counter_is_implemented(cfg, n)) {
      m->mhpmevent[n] = mhpmevent_legalize(
          cfg, m->mhpmevent[n], merge_write(cfg, t, m->mhpmevent[n], wdata));
      derive_counter(cfg, &m->derived, n, m->mhpmevent[n]);
    }
    break;
  case REG_MCYCLECFG:
    m->mcyclecfg =
        merge_write(cfg, t, m->mcyclecfg, wdata) & mode_inhibit_bits(cfg);
    break;
  case REG_MINSTRETCFG:
    m->minstretcfg =
        merge_write(cfg, t, m->minstretcfg, wdata) & mode_inhibit_bits(cfg);
    break;
  case REG_MCOUNTINHIBIT: /* rule 2: TM (bit 1) reads 0 */
    m->mcountinhibit = (uint32_t)merge_write(cfg, t, m->mcountinhibit, wdata) &
                       (CNT_CY | CNT_IR | implemented_hpm_bits(cfg));
    break;
  case REG_MCOUNTEREN:
    m->mcounteren = enable_register_legalize(cfg, wdata);
    break;
  case REG_SCOUNTEREN:
    m->scounteren = enable_register_legalize(cfg, wdata);
    break;
  case REG_HCOUNTEREN:
    m->hcounteren = enable_register_legalize(cfg, wdata);
    break;
  case REG_SHADOW:   /* read-only: refused by the access check */
  case REG_SCOUNTOVF:
  case REG_NONE:
  default:
    break;
  }
}

/* ---- API ------------------------------------------------------------------- */

const char *hpm_config_error(const hpm_config_t *cfg) {
  if (cfg->xlen != 32u && cfg->xlen != 64u)
    return "XLEN must be 32 or 64";
  if (cfg->num_hpm > HPM_MAX_HPM)
    return "NUM_HPM must be in 0..29";
  if (cfg->hpm_width < 1u || cfg->hpm_width > 64u)
    return "HPM_WIDTH must be in 1..64";
  if (cfg->num_events < 2u || cfg->num_events > HPM_MAX_EVENTS)
    return "NUM_EVENTS must be in 2..1024";
  if (cfg->event_w < 1u || cfg->event_w > 8u)
    return "EVENT_W must be in 1..8";
  if (cfg->ret_w < 1u || cfg->ret_w > 4u)
    return "RET_W must be in 1..4";
  if (cfg->h_ext > 1u)
    return "H_EXT must be 0 or 1";
  if (cfg->cdeleg > 1u)
    return "CDELEG must be 0 or 1";
  if (cfg->event_pipe > HPM_MAX_EVENT_PIPE)
    return "EVENT_PIPE must be in 0..2";
  return NULL;
}

void hpm_model_init(hpm_model_t *m, const hpm_config_t *cfg) {
  m->cfg = *cfg;
  hpm_model_reset(m);
}

/* Rule 9: every register to 0; the configuration is not state. */
void hpm_model_reset(hpm_model_t *m) {
  const hpm_config_t cfg = m->cfg;
  memset(m, 0, sizeof *m);
  m->cfg = cfg;
}

void hpm_model_eval(const hpm_model_t *m, const hpm_inputs_t *in,
                    hpm_outputs_t *out) {
  const hpm_mode_t mode = mode_decode(&m->cfg, in->priv, in->virt);
  const csr_access_t a = csr_access_decode(m, in, mode);
  csr_outputs(m, in, mode, &a, out);
  out->lcofi = lcofi_of_cycle(m, in, mode, &a);
}

void hpm_model_step(hpm_model_t *m, const hpm_inputs_t *in,
                    hpm_outputs_t *out) {
  const hpm_mode_t mode = mode_decode(&m->cfg, in->priv, in->virt);
  const csr_access_t a = csr_access_decode(m, in, mode);
  hpm_outputs_t o;
  csr_outputs(m, in, mode, &a, &o); /* from the pre-cycle state */
  o.lcofi = counters_update(m, in, mode, &a);
  csr_write_apply(m, &a, in->csr_wdata);
  if (out)
    *out = o;
}

/* Many cycles at once (hpm_model.h): the cycles in which no programmable
 * counter counts leave them alone (rule 5), and then only mcycle and
 * minstret change, each by its own increments (rule 2). */
bool hpm_model_advance(hpm_model_t *m, unsigned priv, bool virt, uint64_t cycles,
                       uint64_t instret) {
  const hpm_mode_t mode = mode_decode(&m->cfg, priv, virt);
  const csr_access_t none = {0};
  if (!derived_current(m))
    derive_all(m, &m->derived);
  if (counting_counters(m, &m->derived, mode, &none) != 0u)
    return false;
  for (unsigned k = 0; k < m->cfg.event_pipe; k++)
    for (unsigned n = 0; n < 32u; n++)
      if (m->in_flight[k][n] != 0u)
        return false;
  m->mcycle = fixed_counter_count(m->mcycle, (m->mcountinhibit & CNT_CY) != 0u,
                                  m->mcyclecfg, mode, cycles);
  m->minstret = fixed_counter_count(m->minstret, (m->mcountinhibit & CNT_IR) != 0u,
                                    m->minstretcfg, mode, instret);
  return true;
}

