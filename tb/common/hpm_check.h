// SPDX-License-Identifier: Apache-2.0
//
// Comparing the HPM block against its C model: shared by the block harness
// (tb/hpm) and the in-SoC lockstep (tb/soc).
#ifndef HPM_CHECK_H
#define HPM_CHECK_H

#include <cstdint>
#include <string>

#include "hpm_model.h"

struct HpmMismatch {
  const char *what;
  uint64_t rtl;
  uint64_t model;
};

// One cycle's outputs as a Verilated top names them, after the prefix the
// top gives the block's ports (none in tb/hpm, hpm_ in the SoC).
#define HPM_READ_OUTPUTS(out, top, prefix)              \
  do {                                                  \
    (out).csr_rdata = (top)->prefix##csr_rdata_o;       \
    (out).csr_hit = (top)->prefix##csr_hit_o;           \
    (out).csr_illegal = (top)->prefix##csr_illegal_o;   \
    (out).csr_virtual = (top)->prefix##csr_virtual_o;   \
    (out).lcofi = (top)->prefix##lcofi_o;               \
  } while (0)

// One cycle's outputs; false at the first difference, described in *m.
bool hpm_same_outputs(const hpm_outputs_t &rtl, const hpm_outputs_t &ref, HpmMismatch *m);

// The architectural registers of one Verilated instance of the block, read
// in place. tb/common/hpm_state.vlt makes them readable; the constructor
// finds them by the instance's hierarchical name (for example
// "TOP.hpm_tb_top.u_hpm") and throws if any is missing, so a renamed signal
// fails loudly instead of comparing nothing.
class HpmProbe {
 public:
  HpmProbe(const std::string &scope, const hpm_config_t &cfg);

  // The state after the last clock edge, in the model's layout.
  void read(hpm_model_t *s) const;
  // Every register against the model's state; false at the first
  // difference, described in *m. Cheap enough for every cycle: the usual
  // all-equal case is a few block compares.
  bool same_state(const hpm_model_t &ref, HpmMismatch *m) const;

 private:
  hpm_config_t cfg_;
  const uint64_t *counter_ = nullptr;  // counter_val[32]: 0 mcycle, 1 time, 2 minstret, 3.. mhpmcounterN
  const uint64_t *event_ = nullptr;    // event_val[32]
  const uint64_t *mcyclecfg_ = nullptr, *minstretcfg_ = nullptr;
  const uint32_t *mcountinhibit_ = nullptr, *mcounteren_ = nullptr, *scounteren_ = nullptr,
                 *hcounteren_ = nullptr;
};

#endif  // HPM_CHECK_H
