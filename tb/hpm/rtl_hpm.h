/* SPDX-License-Identifier: Apache-2.0 */
// The Verilated HPM block (through hpm_tb_top) behind the same one-cycle
// interface as the C model. The configuration is whatever the RTL was
// Verilated with; hpm_tb_top reports it.
#ifndef RTL_HPM_H
#define RTL_HPM_H

#include <cstdint>
#include <memory>
#include <string>

#include "hpm_check.h"
#include "hpm_dut.h"
#include "hpm_model.h"

class VerilatedContext;
class VerilatedFstC;  // complete only in builds with --trace-fst
class Vhpm_tb_top;

class RtlHpm {
 public:
  // trace_path: an FST file to record, or empty for none.
  explicit RtlHpm(const std::string &trace_path = "");
  ~RtlHpm();
  RtlHpm(const RtlHpm &) = delete;
  RtlHpm &operator=(const RtlHpm &) = delete;

  // The parameters the RTL was built with.
  const hpm_config_t &config() const { return cfg_; }
  void reset();
  // Drives one cycle and returns its outputs (sampled before its rising
  // edge). That edge is applied at the start of the next cycle() or flush():
  // until then read_state() shows the state before this cycle.
  void cycle(const hpm_inputs_t &in, hpm_outputs_t *out);
  // Applies the pending edge of the last cycle, followed by an idle cycle
  // (no access, nothing counted) that changes nothing.
  void flush();
  // Every architectural register after the edges applied so far against
  // the model's state; false at the first difference, described in *m.
  bool same_state(const hpm_model_t &ref, HpmMismatch *m) const { return probe_->same_state(ref, m); }
  // An hpm_dut_t view for the directed tests.
  hpm_dut_t dut();

 private:
  void eval_and_dump();
  void drive(const hpm_inputs_t &in);
  void edge();

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vhpm_tb_top> top_;
  std::unique_ptr<HpmProbe> probe_;
  VerilatedFstC *trace_ = nullptr;  // owned; raw because the type is incomplete without tracing
  hpm_config_t cfg_;
  uint64_t time_ = 0;
};

#endif  // RTL_HPM_H
