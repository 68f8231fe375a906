// SPDX-License-Identifier: Apache-2.0
#include "rtl_hpm.h"

#include <verilated.h>
#if VM_TRACE
#include <verilated_fst_c.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

#include "Vhpm_tb_top.h"
#include "event_pack.h"
#include "hpm_check.h"

namespace {

// Drives events_i, a plain integer up to 64 bits and a VlWide beyond.
template <typename Port>
void drive_events(Port &port, const hpm_config_t &cfg, const uint8_t *events) {
  constexpr size_t kWords = (sizeof(port) + 3) / 4;
  uint32_t words[kWords + 1] = {};
  pack_events(events, cfg.num_events, cfg.event_w, words);
  if constexpr (std::is_integral_v<Port>) {
    port = static_cast<Port>(words[0] | (kWords > 1 ? static_cast<uint64_t>(words[1]) << 32 : 0));
  } else {
    for (size_t i = 0; i < kWords; i++) port[i] = words[i];
  }
}

}  // namespace

RtlHpm::RtlHpm(const std::string &trace_path) : ctx_(new VerilatedContext) {
  if (!trace_path.empty()) ctx_->traceEverOn(true);
  top_.reset(new Vhpm_tb_top(ctx_.get(), "hpm"));
  top_->eval();  // settles the constant parameter outputs
  cfg_.xlen = top_->param_xlen_o;
  cfg_.num_hpm = top_->param_num_hpm_o;
  cfg_.hpm_width = top_->param_hpm_width_o;
  cfg_.num_events = top_->param_num_events_o;
  cfg_.event_w = top_->param_event_w_o;
  cfg_.ret_w = top_->param_ret_w_o;
  cfg_.h_ext = top_->param_h_ext_o;
  cfg_.cdeleg = top_->param_cdeleg_o;
  cfg_.event_pipe = top_->param_event_pipe_o;
  probe_.reset(new HpmProbe("hpm.hpm_tb_top.u_hpm", cfg_));
  if (!trace_path.empty()) {
#if VM_TRACE
    trace_ = new VerilatedFstC;
    top_->trace(trace_, 99);
    trace_->open(trace_path.c_str());
#else
    std::fprintf(stderr, "hpm-sim: built without --trace-fst; %s not written\n", trace_path.c_str());
#endif
  }
  top_->clk_i = 0;
  top_->rst_ni = 1;
  reset();
}

RtlHpm::~RtlHpm() {
#if VM_TRACE
  if (trace_) {
    trace_->close();
    delete trace_;
  }
#endif
  top_->final();
#if VM_COVERAGE
  // make coverage builds with --coverage: each run leaves its counts in the
  // file it is given, and verilator_coverage merges them.
  if (const char *path = std::getenv("HPM_COVERAGE_FILE")) ctx_->coveragep()->write(path);
#endif
}

void RtlHpm::eval_and_dump() {
  top_->eval();
#if VM_TRACE
  if (trace_) trace_->dump(time_);
#endif
  time_++;
}

void RtlHpm::reset() {
  top_->rst_ni = 0;
  eval_and_dump();
  top_->rst_ni = 1;
  eval_and_dump();
}

void RtlHpm::drive(const hpm_inputs_t &in) {
  top_->priv_i = in.priv & 3;
  top_->virt_i = in.virt;
  top_->csr_valid_i = in.csr_valid;
  top_->csr_addr_i = in.csr_addr & 0xfff;
  top_->csr_write_i = in.csr_write;
  top_->csr_wdata_i = in.csr_wdata;
  top_->cycle_i = in.cycle;
  top_->instret_i = in.instret;
  top_->time_i = in.time;
  top_->stopcount_i = in.stopcount;
  top_->menvcfg_cde_i = in.cde;
  // Only the low XLEN bits reach a port of XLEN bits.
  top_->siselect_i = in.siselect;
  top_->vsiselect_i = in.vsiselect;
  drive_events(top_->events_i, cfg_, in.events);
}

// hpm_tb_top registers the inputs at the rising edge: this edge ends the
// previous cycle and presents this one (see hpm_tb_top.sv). The falling edge
// only re-arms the clock; nothing in the design reacts to it.
void RtlHpm::edge() {
  top_->clk_i = 1;
  eval_and_dump();
  top_->clk_i = 0;
  eval_and_dump();
}

void RtlHpm::cycle(const hpm_inputs_t &in, hpm_outputs_t *out) {
  drive(in);
  edge();
  if (out) HPM_READ_OUTPUTS(*out, top_, );
}

void RtlHpm::flush() {
  static const hpm_inputs_t idle = {};
  drive(idle);
  top_->priv_i = 3;
  edge();
}

hpm_dut_t RtlHpm::dut() {
  hpm_dut_t d;
  d.name = "rtl";
  d.cfg = cfg_;
  d.ctx = this;
  d.reset = [](void *ctx) { static_cast<RtlHpm *>(ctx)->reset(); };
  d.cycle = [](void *ctx, const hpm_inputs_t *in, hpm_outputs_t *out) {
    static_cast<RtlHpm *>(ctx)->cycle(*in, out);
  };
  return d;
}
