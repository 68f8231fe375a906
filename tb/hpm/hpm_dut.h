/* SPDX-License-Identifier: Apache-2.0 */
/* A device under test for the HPM directed tests: either the C model or the
 * Verilated RTL. The tests see only the block's ports, as a user does. */
#ifndef HPM_DUT_H
#define HPM_DUT_H

#include "hpm_model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hpm_dut {
  const char *name;   /* "model" or "rtl", for messages */
  hpm_config_t cfg;   /* the configuration the device was built with */
  void *ctx;
  /* Pulse rst_ni low (asynchronous reset) and release it. */
  void (*reset)(void *ctx);
  /* Drive one cycle's inputs, sample the outputs before the clock edge,
   * then apply the edge. */
  void (*cycle)(void *ctx, const hpm_inputs_t *in, hpm_outputs_t *out);
} hpm_dut_t;

/* Runs every directed test that applies to dut->cfg, prints one line per
 * failing check, and adds to *passed / *failed. */
void hpm_directed_run(const hpm_dut_t *dut, unsigned *passed, unsigned *failed);

#ifdef __cplusplus
}
#endif

#endif /* HPM_DUT_H */
