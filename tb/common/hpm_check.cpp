#include "hpm_check.h"

#include <cstdio>

#define HPM_SAME(field, label)                                        \
  if (rtl.field != ref.field) {                                       \
    *m = {label, static_cast<uint64_t>(rtl.field), static_cast<uint64_t>(ref.field)}; \
    return false;                                                     \
  }

bool hpm_same_state(const hpm_model_t &rtl, const hpm_model_t &ref, HpmMismatch *m) {
  static char name[32];
  HPM_SAME(mcycle, "mcycle");
  HPM_SAME(minstret, "minstret");
  for (unsigned i = HPM_FIRST_HPM; i < 32; i++) {
    // The name is formatted only for a mismatch: this runs every cycle.
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

bool hpm_same_outputs(const hpm_outputs_t &rtl, const hpm_outputs_t &ref, HpmMismatch *m) {
  HPM_SAME(csr_rdata, "csr_rdata_o");
  HPM_SAME(csr_hit, "csr_hit_o");
  HPM_SAME(csr_illegal, "csr_illegal_o");
  HPM_SAME(csr_virtual, "csr_virtual_o");
  HPM_SAME(lcofi, "lcofi_o");
  return true;
}
