/* SPDX-License-Identifier: Apache-2.0 */
/* Counter delegation, docs/contract.md rules 11-15 ("rule N" below): which
 * accesses CDELEG adds to the block, their exceptions, and the register
 * each allowed one reaches. hpm_cdeleg.h says how the model uses it. */
#include "hpm_cdeleg.h"

#include "hpm_spec.h"

#define MINH (UINT64_C(1) << HPM_EVT_MINH_BIT)

/* Which of sireg..sireg6 addr is (1..6), or 0. The numbers are not
 * consecutive: 0x154 between sireg3 and sireg4 is AIA's siph. */
static unsigned sireg_number(unsigned addr) {
  switch (addr) {
  case HPM_CSR_SIREG:
    return 1u;
  case HPM_CSR_SIREG2:
    return 2u;
  case HPM_CSR_SIREG3:
    return 3u;
  case HPM_CSR_SIREG4:
    return 4u;
  case HPM_CSR_SIREG5:
    return 5u;
  case HPM_CSR_SIREG6:
    return 6u;
  default:
    return 0u;
  }
}

/* Rule 11: the whole XLEN-bit select value is compared, so a value with
 * bits above the range set selects another extension's register. */
static bool select_in_window(const hpm_config_t *cfg, uint64_t select) {
  if (cfg->xlen == 32u)
    select &= UINT64_C(0xFFFFFFFF);
  return select >= HPM_CDELEG_SELECT_FIRST && select <= HPM_CDELEG_SELECT_LAST;
}

static hpm_cdeleg_access_t refused(hpm_cdeleg_verdict_t verdict) {
  const hpm_cdeleg_access_t a = {true, verdict, 0u, 0u};
  return a;
}

static hpm_cdeleg_access_t allowed(unsigned alias, uint64_t hidden) {
  const hpm_cdeleg_access_t a = {true, HPM_CDELEG_OK, (uint16_t)alias, hidden};
  return a;
}

/* Rule 12: mcountinhibit seen through mcounteren. CDE = 0 refuses it in
 * every mode, M included; then a guest is refused as virtual (the
 * hypervisor may emulate it), U as illegal (an S-level CSR). */
static hpm_cdeleg_access_t scountinhibit_access(const hpm_inputs_t *in, hpm_cdeleg_mode_t mode,
                                                uint32_t mcounteren) {
  if (!in->cde)
    return refused(HPM_CDELEG_ILLEGAL);
  if (mode.virt)
    return refused(HPM_CDELEG_VIRTUAL);
  if (mode.level == HPM_PRIV_U)
    return refused(HPM_CDELEG_ILLEGAL);
  return allowed(HPM_CSR_MCOUNTINHIBIT, ~(uint64_t)mcounteren);
}

/* Rule 13's table: the direct address sireg k reaches for counter i
 * (i is 0, 2 or 3..31 here; k 4 and 5 only with XLEN = 32). */
static unsigned window_alias(unsigned k, unsigned i) {
  const bool high = k >= 4u;
  if (k == 1u || k == 4u)
    return (high ? HPM_CSR_MCOUNTERH : HPM_CSR_MCOUNTER) + i;
  if (i == 0u)
    return high ? HPM_CSR_MCYCLECFGH : HPM_CSR_MCYCLECFG;
  if (i == 2u)
    return high ? HPM_CSR_MINSTRETCFGH : HPM_CSR_MINSTRETCFG;
  return (high ? HPM_CSR_MEVENTH : HPM_CSR_MEVENT) + i;
}

/* Rules 13 and 14: sireg k from M, HS or U (V = 0) with the select value
 * 0x40 + i. */
static hpm_cdeleg_access_t window_access(const hpm_config_t *cfg, const hpm_inputs_t *in,
                                         unsigned level, unsigned k, unsigned i,
                                         uint32_t mcounteren) {
  const bool high_half_alias = k == 4u || k == 5u;
  const bool delegated = (mcounteren >> i) & 1u;
  if (level == HPM_PRIV_U || !in->cde || k == 3u || k == 6u ||
      (high_half_alias && cfg->xlen == 64u) || i == 1u || !delegated)
    return refused(HPM_CDELEG_ILLEGAL);
  /* sireg2 and sireg5 hide MINH (rule 13). */
  return allowed(window_alias(k, i), (k == 2u || k == 5u) ? MINH : 0u);
}

hpm_cdeleg_access_t hpm_cdeleg_access(const hpm_config_t *cfg, const hpm_inputs_t *in,
                                      hpm_cdeleg_mode_t mode, uint32_t mcounteren) {
  const hpm_cdeleg_access_t none = {false, HPM_CDELEG_OK, 0u, 0u};
  const unsigned addr = in->csr_addr & 0xFFFu;
  if (addr == HPM_CSR_SCOUNTINHIBIT)
    return scountinhibit_access(in, mode, mcounteren);

  const unsigned k = sireg_number(addr);
  const unsigned vk = cfg->h_ext ? sireg_number(addr - HPM_CSR_VSIREG_OFFSET) : 0u;
  if (k == 0u && vk == 0u)
    return none;
  /* A guest's sireg* are the vsireg*: both are selected by vsiselect. */
  const uint64_t select = (vk != 0u || mode.virt) ? in->vsiselect : in->siselect;
  if (!select_in_window(cfg, select))
    return none;
  /* vsireg*: illegal from M, HS and U (rule 14); from a guest, a direct
   * access to the hypervisor's registers (rule 15). */
  if (vk != 0u)
    return refused(mode.virt ? HPM_CDELEG_VIRTUAL : HPM_CDELEG_ILLEGAL);
  /* sireg* from VS: illegal without delegation, else left to the
   * hypervisor; from VU always virtual (rule 15). */
  if (mode.virt)
    return refused(mode.level == HPM_PRIV_S && !in->cde ? HPM_CDELEG_ILLEGAL : HPM_CDELEG_VIRTUAL);
  return window_access(cfg, in, mode.level, k, (unsigned)select - HPM_CDELEG_SELECT_FIRST, mcounteren);
}

bool hpm_cdeleg_scountovf_virtual(const hpm_inputs_t *in, hpm_cdeleg_mode_t mode) {
  return in->cde && mode.virt;
}
