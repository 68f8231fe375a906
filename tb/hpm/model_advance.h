/* SPDX-License-Identifier: Apache-2.0 */
/* hpm_model_advance() against cycle-by-cycle stepping (model_advance.c). */
#ifndef MODEL_ADVANCE_H
#define MODEL_ADVANCE_H

#include "hpm_model.h"

/* Random register states of configuration cfg, each advanced by a random
 * run of cycles both ways; one result per run into *passed or *failed,
 * the first failures described on stderr. */
void model_advance_check(const hpm_config_t *cfg, unsigned seed, unsigned *passed, unsigned *failed);

#endif /* MODEL_ADVANCE_H */
