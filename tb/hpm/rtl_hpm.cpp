#include "rtl_hpm.h"

#include <verilated.h>
#if VM_TRACE
#include <verilated_fst_c.h>
#endif

#include <cstdio>
#include <cstring>
#include <type_traits>

#include "Vhpm_tb_top.h"
#include "hpm_check.h"

namespace {

// Packs per-event counts into the bit layout of events_i (event k at bits
// k*EVENT_W +: EVENT_W). events_i is a plain integer up to 64 bits and a
// VlWide beyond.
template <typename Port>
void drive_events(Port &port, const hpm_config_t &cfg, const uint8_t *events) {
  if constexpr (std::is_integral_v<Port>) {
    uint64_t v = 0;
    for (unsigned k = 0; k < cfg.num_events; k++) v |= static_cast<uint64_t>(events[k]) << (k * cfg.event_w);
    port = static_cast<Port>(v);
  } else {
    constexpr size_t kWords = sizeof(port) / sizeof(port[0]);
    uint32_t words[kWords + 1] = {};
    // Branch-free: with 1024 events this loop is a third of a lockstep
    // cycle. Event 0 is packed too (the block ignores it). The spare word
    // absorbs the spill of a field crossing the last word boundary.
    const unsigned w = cfg.event_w;
    for (unsigned k = 0, bit = 0; k < cfg.num_events; k++, bit += w) {
      const uint64_t shifted = static_cast<uint64_t>(events[k]) << (bit % 32);
      words[bit / 32] |= static_cast<uint32_t>(shifted);
      words[bit / 32 + 1] |= static_cast<uint32_t>(shifted >> 32);
    }
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

void RtlHpm::cycle(const hpm_inputs_t &in, hpm_outputs_t *out) {
  top_->clk_i = 0;
  top_->priv_i = in.priv & 3;
  top_->virt_i = in.virt;
  top_->csr_valid_i = in.csr_valid;
  top_->csr_addr_i = in.csr_addr & 0xfff;
  top_->csr_write_i = in.csr_write;
  top_->csr_wdata_i = in.csr_wdata;
  top_->cycle_i = in.cycle;
  top_->instret_i = in.instret;
  top_->time_i = in.time;
  drive_events(top_->events_i, cfg_, in.events);
  eval_and_dump();

  if (out) {
    out->csr_rdata = top_->csr_rdata_o;
    out->csr_hit = top_->csr_hit_o;
    out->csr_illegal = top_->csr_illegal_o;
    out->csr_virtual = top_->csr_virtual_o;
    out->lcofi = top_->lcofi_o;
  }
  top_->clk_i = 1;
  eval_and_dump();
}

void RtlHpm::read_state(hpm_model_t *s) const { hpm_read_state(*top_, cfg_, s); }

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
