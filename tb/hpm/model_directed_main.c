/* SPDX-License-Identifier: Apache-2.0 */
/* The directed tests on the C model, in the four regressed configurations. */
#include <stdio.h>

#include "hpm_dut.h"

static void model_reset(void *ctx) { hpm_model_reset(ctx); }

static void model_cycle(void *ctx, const hpm_inputs_t *in, hpm_outputs_t *out) { hpm_model_step(ctx, in, out); }

int main(void) {
  static const hpm_config_t configs[] = {
      {64, 29, 64, 32, 1, 1, 0},
      {32, 29, 64, 1024, 1, 2, 0},
      {64, 5, 40, 19, 6, 3, 1},
      {32, 0, 64, 2, 1, 1, 0},
  };
  unsigned passed = 0, failed = 0;
  for (unsigned k = 0; k < sizeof configs / sizeof configs[0]; k++) {
    static hpm_model_t model;
    hpm_model_init(&model, &configs[k]);
    const hpm_dut_t dut = {"model", configs[k], &model, model_reset, model_cycle};
    hpm_directed_run(&dut, &passed, &failed);
  }
  printf("directed tests on the C model, 4 configurations\n");
  printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
