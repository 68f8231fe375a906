// SPDX-License-Identifier: Apache-2.0
//
// yardstick-bench [--cycles N] [--runs R]: simulated cycles per second of the bare
// counter array (tb/bench/yardstick.sv), driven by the HPM lockstep's own
// stimulus generator through the same one-evaluation-per-cycle scheme as
// hpm-sim, so the two figures differ only by the RTL they simulate. The
// best of R runs (three by default), as hpm-sim --bench reports;
// tools/sim-instr runs it once under callgrind.
#include <verilated.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "Vyardstick_tb_top.h"
#include "event_pack.h"
#include "hpm_model.h"
#include "hpm_stimulus.h"

int main(int argc, char **argv) {
  Verilated::commandArgs(argc, argv);
  uint64_t cycles = 1000000;
  int runs = 3;
  for (int i = 1; i < argc; i++) {
    if (!std::strcmp(argv[i], "--cycles") && i + 1 < argc) {
      cycles = std::strtoull(argv[++i], nullptr, 0);
    } else if (!std::strcmp(argv[i], "--runs") && i + 1 < argc && std::atoi(argv[i + 1]) >= 1) {
      runs = std::atoi(argv[++i]);
    } else if (argv[i][0] != '+') {
      std::fprintf(stderr, "usage: yardstick-bench [--cycles N] [--runs R]\n");
      return 2;
    }
  }
  // The stimulus of the rv64 HPM configuration: 32 one-bit events.
  const hpm_config_t cfg = {64, 29, 64, 32, 1, 1, 0};
  static hpm_stimulus_t stim;
  static hpm_model_t shadow;
  static hpm_inputs_t in;
  hpm_model_init(&shadow, &cfg);

  auto ctx = std::make_unique<VerilatedContext>();
  auto top = std::make_unique<Vyardstick_tb_top>(ctx.get(), "yardstick");
  uint64_t sink = 0;
  double best = 0;
  for (int run = 0; run < runs; run++) {
    hpm_stimulus_init(&stim, &cfg, 1);
    stim.reset_one_in = 0xffffffffu;
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
    top->rst_ni = 0;
    top->eval();
    top->rst_ni = 1;
    top->eval();
    const auto t0 = std::chrono::steady_clock::now();
    for (uint64_t c = 0; c < cycles; c++) {
      hpm_stimulus_next(&stim, &shadow, &in);
      uint32_t events[2] = {};
      pack_events(in.events, 32, 1, events);
      const bool counter_blk = (in.csr_addr & 0xfe0) == 0xb00;
      const bool event_blk = (in.csr_addr & 0xfe0) == 0x320;
      top->priv_i = in.priv & 3;
      top->wr_i = in.csr_valid && in.csr_write && (counter_blk || event_blk);
      top->wr_cfg_i = event_blk;
      top->wr_idx_i = in.csr_addr & 31;
      top->wdata_i = in.csr_wdata;
      top->events_i = events[0];
      top->rd_idx_i = in.csr_addr & 31;
      top->clk_i = 1;
      top->eval();
      sink += top->rdata_o + top->irq_o;
      top->clk_i = 0;
      top->eval();
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::max(best, cycles / secs);
  }
  std::printf("yardstick: %.0f cycles/s (%" PRIu64 " cycles, best of %d, checksum %016" PRIx64 ")\n", best, cycles,
              runs, sink);
  top->final();
  return 0;
}
