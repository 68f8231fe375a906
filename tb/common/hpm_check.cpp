// SPDX-License-Identifier: Apache-2.0
#include "hpm_check.h"

#include "public_var.h"

#include <cstdio>
#include <cstring>
#include <stdexcept>

#define HPM_SAME(field, label)                                        \
  if (rtl.field != ref.field) {                                       \
    *m = {label, static_cast<uint64_t>(rtl.field), static_cast<uint64_t>(ref.field)}; \
    return false;                                                     \
  }

bool hpm_same_outputs(const hpm_outputs_t &rtl, const hpm_outputs_t &ref, HpmMismatch *m) {
  HPM_SAME(csr_rdata, "csr_rdata_o");
  HPM_SAME(csr_hit, "csr_hit_o");
  HPM_SAME(csr_illegal, "csr_illegal_o");
  HPM_SAME(csr_virtual, "csr_virtual_o");
  HPM_SAME(lcofi, "lcofi_o");
  return true;
}

HpmProbe::HpmProbe(const std::string &scope_name, const hpm_config_t &cfg) : cfg_(cfg) {
  const VerilatedScope *scope = public_scope(scope_name);
  counter_ = public_var<uint64_t>(scope, scope_name, "counter_val", VLVT_UINT64, 32);
  event_ = public_var<uint64_t>(scope, scope_name, "event_val", VLVT_UINT64, 32);
  mcyclecfg_ = public_var<uint64_t>(scope, scope_name, "mcyclecfg", VLVT_UINT64, 1);
  minstretcfg_ = public_var<uint64_t>(scope, scope_name, "minstretcfg", VLVT_UINT64, 1);
  mcountinhibit_ = public_var<uint32_t>(scope, scope_name, "mcountinhibit_q", VLVT_UINT32, 1);
  mcounteren_ = public_var<uint32_t>(scope, scope_name, "mcounteren_q", VLVT_UINT32, 1);
  scounteren_ = public_var<uint32_t>(scope, scope_name, "scounteren_q", VLVT_UINT32, 1);
  hcounteren_ = public_var<uint32_t>(scope, scope_name, "hcounteren_q", VLVT_UINT32, 1);
}

void HpmProbe::read(hpm_model_t *s) const {
  std::memset(s, 0, sizeof *s);
  s->cfg = cfg_;
  s->mcycle = counter_[0];
  s->minstret = counter_[2];
  for (unsigned i = HPM_FIRST_HPM; i < 32; i++) {
    s->mhpmcounter[i] = counter_[i];
    s->mhpmevent[i] = event_[i];
  }
  s->mcyclecfg = *mcyclecfg_;
  s->minstretcfg = *minstretcfg_;
  s->mcountinhibit = *mcountinhibit_;
  s->mcounteren = *mcounteren_;
  s->scounteren = *scounteren_;
  s->hcounteren = *hcounteren_;
}

bool HpmProbe::same_state(const hpm_model_t &ref, HpmMismatch *m) const {
  const size_t hpm_bytes = (32 - HPM_FIRST_HPM) * sizeof(uint64_t);
  if (counter_[0] == ref.mcycle && counter_[2] == ref.minstret &&
      std::memcmp(counter_ + HPM_FIRST_HPM, ref.mhpmcounter + HPM_FIRST_HPM, hpm_bytes) == 0 &&
      std::memcmp(event_ + HPM_FIRST_HPM, ref.mhpmevent + HPM_FIRST_HPM, hpm_bytes) == 0 &&
      *mcyclecfg_ == ref.mcyclecfg && *minstretcfg_ == ref.minstretcfg &&
      *mcountinhibit_ == ref.mcountinhibit && *mcounteren_ == ref.mcounteren &&
      *scounteren_ == ref.scounteren && *hcounteren_ == ref.hcounteren) {
    return true;
  }
  // Something differs: name the first register that does.
  hpm_model_t rtl;
  read(&rtl);
  static char name[32];
  HPM_SAME(mcycle, "mcycle");
  HPM_SAME(minstret, "minstret");
  for (unsigned i = HPM_FIRST_HPM; i < 32; i++) {
    if (rtl.mhpmcounter[i] != ref.mhpmcounter[i]) {
      std::snprintf(name, sizeof name, "mhpmcounter%u", i);
      HPM_SAME(mhpmcounter[i], name);
    }
    if (rtl.mhpmevent[i] != ref.mhpmevent[i]) {
      std::snprintf(name, sizeof name, "mhpmevent%u", i);
      HPM_SAME(mhpmevent[i], name);
    }
  }
  HPM_SAME(mcyclecfg, "mcyclecfg");
  HPM_SAME(minstretcfg, "minstretcfg");
  HPM_SAME(mcountinhibit, "mcountinhibit");
  HPM_SAME(mcounteren, "mcounteren");
  HPM_SAME(scounteren, "scounteren");
  HPM_SAME(hcounteren, "hcounteren");
  return true;
}
