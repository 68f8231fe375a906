/* SPDX-License-Identifier: Apache-2.0 */
/* The directed tests on the C model, in each configuration named on the
 * command line, one argument each in the form the build defines them
 * (mk/hpm.mk, MODEL_CFGS): "XLEN=64 NUM_HPM=29 HPM_WIDTH=64 NUM_EVENTS=32
 * EVENT_W=1 RET_W=1 H_EXT=0 CDELEG=1", with EVENT_PIPE=P where it is not 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpm_dut.h"
#include "model_advance.h"

static void model_reset(void *ctx) { hpm_model_reset(ctx); }

static void model_cycle(void *ctx, const hpm_inputs_t *in, hpm_outputs_t *out) { hpm_model_step(ctx, in, out); }

/* Fills *cfg from "NAME=VALUE ..."; false on an unknown name, a missing
 * parameter or a value hpm_config_error refuses. EVENT_PIPE, the one
 * parameter added later, may be left out for its default, 0. */
static int parse_config(const char *text, hpm_config_t *cfg) {
  static const char *const names[] = {"XLEN",    "NUM_HPM", "HPM_WIDTH", "NUM_EVENTS",
                                      "EVENT_W", "RET_W",   "H_EXT",     "CDELEG",
                                      "EVENT_PIPE"};
  unsigned *const fields[] = {&cfg->xlen,    &cfg->num_hpm, &cfg->hpm_width, &cfg->num_events,
                              &cfg->event_w, &cfg->ret_w,   &cfg->h_ext,     &cfg->cdeleg,
                              &cfg->event_pipe};
  enum { NAMES = sizeof names / sizeof names[0], REQUIRED = NAMES - 1 };
  unsigned seen = 0;
  cfg->event_pipe = 0;
  char name[16];
  unsigned value;
  int used;
  while (sscanf(text, " %15[A-Z_]=%u%n", name, &value, &used) == 2) {
    unsigned k = 0;
    while (k < NAMES && strcmp(name, names[k]) != 0) k++;
    if (k == NAMES) return 0;
    *fields[k] = value;
    seen |= 1u << k;
    text += used;
  }
  return (seen & ((1u << REQUIRED) - 1)) == (1u << REQUIRED) - 1 && hpm_config_error(cfg) == NULL;
}

int main(int argc, char **argv) {
  unsigned passed = 0, failed = 0;
  /* hpm_model_advance's random states: MODEL_ADVANCE_SEED reproduces a run. */
  const char *seed_text = getenv("MODEL_ADVANCE_SEED");
  const unsigned seed = seed_text ? (unsigned)strtoul(seed_text, NULL, 0) : 1u;
  for (int k = 1; k < argc; k++) {
    static hpm_model_t model;
    hpm_config_t cfg;
    if (!parse_config(argv[k], &cfg)) {
      fprintf(stderr, "model-directed: cannot read the configuration '%s'\n", argv[k]);
      return 2;
    }
    hpm_model_init(&model, &cfg);
    const hpm_dut_t dut = {"model", cfg, &model, model_reset, model_cycle};
    hpm_directed_run(&dut, &passed, &failed);
    model_advance_check(&cfg, seed + (unsigned)k, &passed, &failed);
  }
  printf("hpm_model_advance against stepping: seed %u (MODEL_ADVANCE_SEED)\n", seed);
  printf("directed tests on the C model, %d configurations\n", argc - 1);
  printf("%u passed, %u failed\n", passed, failed);
  return failed || argc < 2 ? 1 : 0;
}
