// The Verilated HPM block (through hpm_tb_top) behind the same one-cycle
// interface as the C model. The configuration is whatever the RTL was
// Verilated with; hpm_tb_top reports it.
#ifndef RTL_HPM_H
#define RTL_HPM_H

#include <cstdint>
#include <memory>
#include <string>

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
  // Drives one cycle: outputs sampled before the rising edge, then the edge.
  void cycle(const hpm_inputs_t &in, hpm_outputs_t *out);
  // The architectural state after the last edge, in the model's layout.
  void read_state(hpm_model_t *state) const;
  // An hpm_dut_t view for the directed tests.
  hpm_dut_t dut();

 private:
  void eval_and_dump();

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vhpm_tb_top> top_;
  VerilatedFstC *trace_ = nullptr;  // owned; raw because the type is incomplete without tracing
  hpm_config_t cfg_;
  uint64_t time_ = 0;
};

#endif  // RTL_HPM_H
