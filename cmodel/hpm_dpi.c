/* SPDX-License-Identifier: Apache-2.0 */
/* DPI-C wrapper of the HPM golden model, for SystemVerilog scoreboards.
 * The SV side is cmodel/hpm_dpi.svh. Types follow the DPI mapping:
 * int -> int, longint -> long long, chandle -> void *.
 *
 * Build (Verilator): add $PWD/cmodel/hpm_model.c and $PWD/cmodel/hpm_dpi.c
 * (absolute: the generated Makefile runs in the -Mdir) to the verilator
 * command line with -CFLAGS -I$PWD/cmodel; Verilator compiles them as C++.
 * Stand-alone C:
 *   gcc -std=c11 -I$(verilator --getenv VERILATOR_ROOT)/include/vltstd ...
 */
#include "svdpi.h"

#include "hpm_model.h"
#include "hpm_spec.h"

#include <stdio.h>
#include <stdlib.h>

/* Verilator compiles user .c files with the C++ compiler: keep the exported
 * names unmangled so the DPI imports find them. */
#ifdef __cplusplus
extern "C" {
#endif

/* The model plus the event bus: the bus is 1024 entries wide, so it is held
 * here and set entry by entry instead of being passed on every step. */
typedef struct {
  hpm_model_t model;
  hpm_inputs_t in;
} hpm_dpi_t;

/* Signed DPI ints become unsigned config fields; a negative value turns into
 * a huge one, which hpm_config_error then rejects. */
void *hpm_dpi_create_piped(int xlen, int num_hpm, int hpm_width,
                           int num_events, int event_w, int ret_w, int h_ext,
                           int event_pipe);

void *hpm_dpi_create(int xlen, int num_hpm, int hpm_width, int num_events,
                     int event_w, int ret_w, int h_ext) {
  return hpm_dpi_create_piped(xlen, num_hpm, hpm_width, num_events, event_w,
                              ret_w, h_ext, 0);
}

void *hpm_dpi_create_piped(int xlen, int num_hpm, int hpm_width,
                           int num_events, int event_w, int ret_w, int h_ext,
                           int event_pipe) {
  hpm_config_t cfg;
  cfg.xlen = (unsigned)xlen;
  cfg.num_hpm = (unsigned)num_hpm;
  cfg.hpm_width = (unsigned)hpm_width;
  cfg.num_events = (unsigned)num_events;
  cfg.event_w = (unsigned)event_w;
  cfg.ret_w = (unsigned)ret_w;
  cfg.h_ext = (unsigned)h_ext;
  /* Counter delegation is not in the DPI-C interface, which would need
   * its three inputs: a scoreboard's block is built with CDELEG = 0. */
  cfg.cdeleg = 0;
  cfg.event_pipe = (unsigned)event_pipe;

  const char *err = hpm_config_error(&cfg);
  if (err) {
    fprintf(stderr, "hpm_dpi_create: %s\n", err);
    return NULL;
  }
  hpm_dpi_t *d = (hpm_dpi_t *)calloc(1, sizeof *d);
  if (!d) {
    fprintf(stderr, "hpm_dpi_create: out of memory\n");
    return NULL;
  }
  hpm_model_init(&d->model, &cfg);
  return d;
}

void hpm_dpi_destroy(void *m) { free(m); }

/* rst_ni low. The staged event bus is an input, not state: it is kept. */
void hpm_dpi_reset(void *m) {
  if (m)
    hpm_model_reset(&((hpm_dpi_t *)m)->model);
}

/* events_i[index] from the next step on. A staged count stays until it is set
 * again, like a port that holds its value, so a testbench may either set
 * every entry each cycle or only the ones that change. Out-of-range indices
 * are ignored (the RTL has no such entry). */
void hpm_dpi_set_event(void *m, int index, int count) {
  hpm_dpi_t *d = (hpm_dpi_t *)m;
  if (!d || index < 0 || (unsigned)index >= d->model.cfg.num_events)
    return;
  d->in.events[index] = (uint8_t)count;
}

/* stopcount_i from the next step on, held until set again like an event
 * count (a separate call, so that hpm_dpi_step keeps its signature). */
void hpm_dpi_set_stopcount(void *m, int stop) {
  hpm_dpi_t *d = (hpm_dpi_t *)m;
  if (d)
    d->in.stopcount = stop != 0;
}

/* One cycle: the outputs before the clock edge, then the edge. */
void hpm_dpi_step(void *m, int priv, int virt, int csr_valid, int csr_addr,
                  int csr_write, long long csr_wdata, int cycle, int instret,
                  long long time_val, long long *rdata, int *hit, int *illegal,
                  int *virtual_fault, int *lcofi) {
  hpm_dpi_t *d = (hpm_dpi_t *)m;
  if (!d)
    return;
  d->in.priv = (unsigned)priv & 3u;
  d->in.virt = virt != 0;
  d->in.csr_valid = csr_valid != 0;
  d->in.csr_addr = (uint16_t)((unsigned)csr_addr & 0xFFFu);
  d->in.csr_write = csr_write != 0;
  d->in.csr_wdata = (uint64_t)csr_wdata;
  d->in.cycle = cycle != 0;
  d->in.instret = (unsigned)instret;
  d->in.time = (uint64_t)time_val;

  hpm_outputs_t out;
  hpm_model_step(&d->model, &d->in, &out);
  *rdata = (long long)out.csr_rdata;
  *hit = out.csr_hit;
  *illegal = out.csr_illegal;
  *virtual_fault = out.csr_virtual;
  *lcofi = out.lcofi;
}

/* OF of every implemented counter at its bit: scountovf as M reads it. */
static uint64_t overflow_bits(const hpm_model_t *s) {
  uint64_t of = 0;
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + s->cfg.num_hpm; n++)
    of |= (s->mhpmevent[n] >> 63) << n;
  return of;
}

/* The 64-bit register behind a machine-level address (either half's
 * address), 0 for any other. The model keeps every register legalised, so
 * the stored value is the architectural one. */
static uint64_t machine_register(const hpm_model_t *s, unsigned addr) {
  const unsigned idx = addr & HPM_CSR_INDEX_MASK;
  switch (addr & HPM_CSR_BLOCK_MASK) {
  case HPM_CSR_MCOUNTER: /* mcycle, minstret, mhpmcounterN */
  case HPM_CSR_MCOUNTERH:
    if (idx == 0u)
      return s->mcycle;
    if (idx == 2u)
      return s->minstret;
    return idx >= HPM_FIRST_HPM ? s->mhpmcounter[idx] : 0;
  case HPM_CSR_MEVENT: /* mcountinhibit, mcyclecfg, minstretcfg, mhpmeventN */
  case HPM_CSR_MEVENTH:
    if (idx == 0u)
      return addr == HPM_CSR_MCOUNTINHIBIT ? s->mcountinhibit : 0; /* no mcountinhibith */
    if (idx == 1u)
      return s->mcyclecfg;
    if (idx == 2u)
      return s->minstretcfg;
    return s->mhpmevent[idx];
  default:
    break;
  }
  switch (addr) {
  case HPM_CSR_MCOUNTEREN:
    return s->mcounteren;
  case HPM_CSR_SCOUNTEREN:
    return s->scounteren;
  case HPM_CSR_HCOUNTEREN:
    return s->hcounteren;
  case HPM_CSR_SCOUNTOVF:
    return overflow_bits(s);
  default:
    return 0;
  }
}

static bool is_high_half_address(unsigned addr) {
  return (addr & 0xFE0u) == 0xB80u || (addr & 0xFE0u) == 0x720u;
}

/* The raw register value at a machine-level address, whatever XLEN is and
 * without access checks, for scoreboards. The RV32 high-half addresses
 * (0xB80.., 0x721.., 0x723..) name the same registers and give their upper
 * 32 bits. */
long long hpm_dpi_peek(void *m, int csr_addr) {
  const hpm_dpi_t *d = (const hpm_dpi_t *)m;
  if (!d)
    return 0;
  const unsigned addr = (unsigned)csr_addr & 0xFFFu;
  const uint64_t v = machine_register(&d->model, addr);
  return (long long)(is_high_half_address(addr) ? v >> 32 : v);
}

#ifdef __cplusplus
}
#endif
