/* SPDX-License-Identifier: Apache-2.0 */
/* Counter delegation (Smcdeleg/Ssccfg over Sscsrind) in the C model: the
 * accesses the block owns only with CDELEG = 1, and what each reaches
 * (docs/contract.md rules 11-15). Internal to cmodel/: hpm_model.c asks it
 * while it decodes a CSR access.
 *
 * Delegation adds views and no state, so every access allowed here is
 * answered as an alias: the direct CSR address of the register (or RV32
 * half) it reaches, and the bits of that register the view hides. The
 * model then reads and writes that register as for a direct access, which
 * gives the update, overflow and WARL rules (1, 3, 4, 6) their one
 * definition. */
#ifndef HPM_CDELEG_H
#define HPM_CDELEG_H

#include <stdbool.h>
#include <stdint.h>

#include "hpm_model.h"

typedef enum { HPM_CDELEG_OK, HPM_CDELEG_ILLEGAL, HPM_CDELEG_VIRTUAL } hpm_cdeleg_verdict_t;

/* The mode of an access as the model decodes priv_i and virt_i (rule 5):
 * level is HPM_PRIV_U, HPM_PRIV_S or HPM_PRIV_M; virt is set only below M
 * and only with H_EXT. */
typedef struct {
  unsigned level;
  bool virt;
} hpm_cdeleg_mode_t;

typedef struct {
  bool owned;                   /* the block's only through delegation: csr_hit_o */
  hpm_cdeleg_verdict_t verdict; /* meaningful when owned */
  uint16_t alias;               /* allowed: the direct address of what it reaches */
  uint64_t hidden;              /* allowed: bits of that 64-bit register that read 0
                                 * through the view and keep their value when it
                                 * is written */
} hpm_cdeleg_access_t;

/* The access of this cycle's CSR port (in->csr_addr) if counter
 * delegation makes it the block's: scountinhibit, sireg* and vsireg* with
 * the select value in range (rules 11-15). mcounteren is the register's
 * value before the cycle. Only for cfg->cdeleg = 1: the model asks
 * nothing of this file otherwise. */
hpm_cdeleg_access_t hpm_cdeleg_access(const hpm_config_t *cfg, const hpm_inputs_t *in,
                                      hpm_cdeleg_mode_t mode, uint32_t mcounteren);

/* Rule 15: a read of scountovf from this mode is a virtual-instruction
 * fault because delegation is enabled. Only for cfg->cdeleg = 1. */
bool hpm_cdeleg_scountovf_virtual(const hpm_inputs_t *in, hpm_cdeleg_mode_t mode);

#endif /* HPM_CDELEG_H */
