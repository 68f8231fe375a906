/* SPDX-License-Identifier: Apache-2.0 */
/* C golden model of the HPM block (rtl/hpm.sv).
 *
 * Written from docs/contract.md section 1 and docs/hpm.md, not
 * from the RTL: the lockstep harness trusts this model to catch RTL bugs, so
 * the two must not share mistakes.
 *
 * The model is a pure function of its state and one cycle's inputs, exactly
 * like the RTL: hpm_model_eval() gives the combinational outputs of a cycle,
 * hpm_model_step() gives them and then applies the clock edge.
 */
#ifndef HPM_MODEL_H
#define HPM_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HPM_MAX_EVENTS 1024u
#define HPM_MAX_HPM 29u
#define HPM_FIRST_HPM 3u
#define HPM_MAX_EVENT_PIPE 2u

/* Privilege levels as driven on priv_i. */
enum { HPM_PRIV_U = 0, HPM_PRIV_S = 1, HPM_PRIV_M = 3 };

/* The block's parameters (names as in the RTL). */
typedef struct {
  unsigned xlen;       /* 32 or 64 */
  unsigned num_hpm;    /* 0..29 */
  unsigned hpm_width;  /* 1..64 */
  unsigned num_events; /* 2..1024 */
  unsigned event_w;    /* 1..8 */
  unsigned ret_w;      /* 1..4 */
  unsigned h_ext;      /* 0 or 1 */
  unsigned cdeleg;     /* 0 or 1: counter delegation, Smcdeleg/Ssccfg (hpm_cdeleg.c) */
  unsigned event_pipe; /* 0..2: cycles between an event and its count (rule 16) */
} hpm_config_t;

/* One cycle's inputs: the RTL's input ports. */
typedef struct {
  unsigned priv;       /* priv_i: 0 U, 1 S, 3 M (2 is treated as U) */
  bool virt;           /* virt_i */
  bool csr_valid;      /* csr_valid_i */
  uint16_t csr_addr;   /* csr_addr_i, 12 bits */
  bool csr_write;      /* csr_write_i */
  uint64_t csr_wdata;  /* csr_wdata_i, only the low xlen bits are used */
  bool cycle;          /* cycle_i */
  bool stopcount;      /* stopcount_i: Debug Mode with dcsr.stopcount set (rule 10) */
  unsigned instret;    /* instret_i, < 2^ret_w */
  uint64_t time;       /* time_i */
  /* What counter delegation reads of the core's CSR file (CDELEG only) */
  bool cde;            /* menvcfg_cde_i: menvcfg.CDE */
  uint64_t siselect;   /* siselect_i, only the low xlen bits are used */
  uint64_t vsiselect;  /* vsiselect_i, the same; only with H_EXT */
  /* events_i[k] for k < num_events, each < 2^event_w; events[0] is ignored */
  uint8_t events[HPM_MAX_EVENTS];
} hpm_inputs_t;

/* One cycle's outputs: the RTL's output ports. */
typedef struct {
  uint64_t csr_rdata;
  bool csr_hit;
  bool csr_illegal;
  bool csr_virtual;
  bool lcofi;
} hpm_outputs_t;

/* One programmable counter's EVENTx and OP_TYPEx fields, decoded once for
 * evaluation (hpm_model.c keeps them up to date). Not architectural state. */
typedef struct {
  uint16_t select[4];     /* EVENTx, or 0 when it names no event (bus slot 0 reads 0) */
  uint8_t op[3];          /* OP_TYPEx */
  /* With EVENT_W = 1 the four counts are bits: R2 for every value of
   * E0 + 2*E1 + 4*E2 + 8*E3, worked out by rule 4 at decode (unused, and
   * left 0, with wider events). */
  uint8_t r2_of_bits[16];
} hpm_combiner_t;

/* Not state: what evaluating the counters needs of mhpmevent, worked out
 * when mhpmevent changes rather than in every cycle (hpm_model.c). */
typedef struct {
  uint64_t from[32];          /* mhpmevent as this was worked out from */
  uint32_t selecting;         /* bit N: some EVENTx of mhpmeventN is not 0 */
  uint32_t inhibited_in[5];   /* per mode (U, S, M, VU, VS), bit N: mhpmeventN inhibits it */
  hpm_combiner_t combiner[32];
} hpm_derived_t;

/* The architectural state. Counter arrays are indexed by counter number
 * (3..31); entries 0..2 and those of unimplemented counters stay 0. */
typedef struct {
  hpm_config_t cfg;
  uint64_t mcycle;
  uint64_t minstret;
  uint64_t mhpmcounter[32];
  uint64_t mhpmevent[32];
  uint64_t mcyclecfg;
  uint64_t minstretcfg;
  uint32_t mcountinhibit;
  uint32_t mcounteren;
  uint32_t scounteren;
  uint32_t hcounteren;
  /* Not state: worked out again whenever mhpmevent differs from
   * derived.from, so writing mhpmevent directly is safe. All zero (the
   * reset value) matches mhpmevent 0. */
  hpm_derived_t derived;
  /* Not state: the cycle's event bus as rule 4 reads it (hpm_model.c). */
  uint8_t bus[HPM_MAX_EVENTS];
  /* Rule 16 (EVENT_PIPE > 0): the increments of the last EVENT_PIPE cycles
   * that have not reached their counters, in_flight[k][N] for mhpmcounterN,
   * k = 0 the oldest (added in the next cycle). Not readable through the
   * CSRs; reset empties it. State, but last, so that the fields above keep
   * the places the model's speed was measured with. */
  uint16_t in_flight[HPM_MAX_EVENT_PIPE][32];
} hpm_model_t;

/* Returns NULL when cfg is inside the contract's parameter ranges, else a
 * message naming the first parameter out of range. */
const char *hpm_config_error(const hpm_config_t *cfg);

/* Sets the configuration and applies reset. cfg must be valid. */
void hpm_model_init(hpm_model_t *m, const hpm_config_t *cfg);

/* rst_ni low: every register to 0. */
void hpm_model_reset(hpm_model_t *m);

/* The outputs of one cycle, before its clock edge. */
void hpm_model_eval(const hpm_model_t *m, const hpm_inputs_t *in,
                    hpm_outputs_t *out);

/* One cycle: the outputs (out may be NULL), then the clock edge. */
void hpm_model_step(hpm_model_t *m, const hpm_inputs_t *in, hpm_outputs_t *out);

/* `cycles` cycles at once in mode priv/virt, `instret` of them retiring one
 * instruction (instret <= cycles), with no CSR access, stopcount_i low and
 * no event: the state hpm_model_step() would leave after those cycles, for
 * a simulator that runs the hart faster than cycle by cycle (soc-sim's
 * fast-forward). It applies only while no programmable counter counts in
 * that mode and nothing is in flight (rule 16), when the events make no
 * difference; otherwise it returns false and changes nothing, and the
 * caller steps cycle by cycle. */
bool hpm_model_advance(hpm_model_t *m, unsigned priv, bool virt, uint64_t cycles,
                       uint64_t instret);

#ifdef __cplusplus
}
#endif

#endif /* HPM_MODEL_H */
