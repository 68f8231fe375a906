// Comparing the HPM block against its C model: shared by the block harness
// (tb/hpm) and the in-SoC lockstep (tb/soc).
#ifndef HPM_CHECK_H
#define HPM_CHECK_H

#include <cstdint>
#include <cstring>

#include "hpm_model.h"

struct HpmMismatch {
  const char *what;
  uint64_t rtl;
  uint64_t model;
};

// Compare the architectural state after a clock edge, or one cycle's
// outputs; false at the first difference, described in *m.
bool hpm_same_state(const hpm_model_t &rtl, const hpm_model_t &ref, HpmMismatch *m);
bool hpm_same_outputs(const hpm_outputs_t &rtl, const hpm_outputs_t &ref, HpmMismatch *m);

// Reads the state_* probe ports every wrapper around the block provides
// (hpm_tb_top, soc_tb_top) into the model's layout.
template <typename Top>
void hpm_read_state(const Top &top, const hpm_config_t &cfg, hpm_model_t *s) {
  auto wide64 = [](const auto &w, unsigned i) {
    return static_cast<uint64_t>(w[2 * i]) | static_cast<uint64_t>(w[2 * i + 1]) << 32;
  };
  std::memset(s, 0, sizeof *s);
  s->cfg = cfg;
  s->mcycle = wide64(top.state_counter_o, 0);
  s->minstret = wide64(top.state_counter_o, 2);
  for (unsigned i = HPM_FIRST_HPM; i < 32; i++) {
    s->mhpmcounter[i] = wide64(top.state_counter_o, i);
    s->mhpmevent[i] = wide64(top.state_event_o, i);
  }
  s->mcyclecfg = top.state_mcyclecfg_o;
  s->minstretcfg = top.state_minstretcfg_o;
  s->mcountinhibit = top.state_mcountinhibit_o;
  s->mcounteren = top.state_mcounteren_o;
  s->scounteren = top.state_scounteren_o;
  s->hcounteren = top.state_hcounteren_o;
}

#endif  // HPM_CHECK_H
