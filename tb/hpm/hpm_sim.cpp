// SPDX-License-Identifier: Apache-2.0
// HPM simulator: cycle-lockstep regression of the RTL against the C model,
// the directed tests on the RTL, and the speed benchmark.
//
//   hpm-sim [--seed S] [--seeds K] [--cycles N] [--trace FILE.fst] [--quiet]
//   hpm-sim --directed
//   hpm-sim --bench [--cycles N]
#include <algorithm>
#include <iterator>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include <verilated.h>

#include "hpm_check.h"
#include "hpm_dut.h"
#include "hpm_model.h"
#include "hpm_spec.h"
#include "hpm_stimulus.h"
#include "rtl_hpm.h"
#include "trace_build.h"

namespace {

std::string describe(const hpm_config_t &c) {
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "XLEN=%u NUM_HPM=%u HPM_WIDTH=%u NUM_EVENTS=%u EVENT_W=%u RET_W=%u H_EXT=%u CDELEG=%u "
                "EVENT_PIPE=%u",
                c.xlen, c.num_hpm, c.hpm_width, c.num_events, c.event_w, c.ret_w, c.h_ext, c.cdeleg,
                c.event_pipe);
  return buf;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The last few cycles' inputs, printed with a mismatch so it can be read
// without rerunning.
constexpr unsigned kHistory = 8;

struct Stats {
  uint64_t cycles = 0, resets = 0, accesses = 0, writes = 0, illegal = 0, virt = 0, lcofi = 0;
  // Accesses the block owns directly, and through counter delegation (all,
  // and those allowed): the lockstep should see about as many of each.
  uint64_t direct = 0, delegated = 0, delegated_ok = 0;
};

// scountinhibit, sireg* or vsireg* (contract rule 11).
bool delegation_address(unsigned a) {
  const unsigned vs = HPM_CSR_VSIREG_OFFSET;
  return a == HPM_CSR_SCOUNTINHIBIT || (a >= HPM_CSR_SIREG && a <= HPM_CSR_SIREG6) ||
         (a >= HPM_CSR_SIREG + vs && a <= HPM_CSR_SIREG6 + vs);
}

void print_inputs(uint64_t cycle, const hpm_inputs_t &in, const hpm_config_t &cfg) {
  std::printf("  cycle %" PRIu64 ": priv=%u virt=%d csr_valid=%d addr=0x%03x write=%d wdata=0x%016" PRIx64
              " cycle_i=%d instret=%u time=0x%" PRIx64 " stopcount=%d",
              cycle, in.priv, in.virt, in.csr_valid, in.csr_addr, in.csr_write, in.csr_wdata, in.cycle,
              in.instret, in.time, in.stopcount);
  if (cfg.cdeleg) {
    std::printf(" cde=%d siselect=0x%" PRIx64 " vsiselect=0x%" PRIx64, in.cde, in.siselect, in.vsiselect);
  }
  const unsigned num_events = cfg.num_events;
  std::printf(" events:");
  unsigned shown = 0;
  for (unsigned k = 1; k < num_events && shown < 12; k++) {
    if (in.events[k]) {
      std::printf(" [%u]=%u", k, in.events[k]);
      shown++;
    }
  }
  std::printf("\n");
}

// One seed of lockstep. Returns true when the whole run matched.
//
// The RTL applies a cycle's clock edge when the next cycle is driven
// (RtlHpm::cycle), so the state after the edge of cycle c is compared when
// cycle c+1 is driven, before the model steps through c+1, and the state
// after the last edge after a flush. Every register is still compared after
// every edge.
bool lockstep(uint64_t seed, uint64_t cycles, const std::string &trace, bool quiet) {
  RtlHpm rtl(trace);
  const hpm_config_t cfg = rtl.config();
  static hpm_model_t ref;
  hpm_model_init(&ref, &cfg);
  static hpm_stimulus_t stim;
  hpm_stimulus_init(&stim, &cfg, seed);
  static hpm_inputs_t history[kHistory];
  std::memset(history, 0, sizeof history);
  Stats stats;
  const auto t0 = std::chrono::steady_clock::now();

  // Reports a mismatch found at cycle c (after its edge when after_edge).
  auto report = [&](uint64_t c, const HpmMismatch &m, bool after_edge) {
    std::printf("MISMATCH seed=%" PRIu64 " cycle=%" PRIu64 " config: %s\n", seed, c, describe(cfg).c_str());
    std::printf("  %s %s: rtl=0x%016" PRIx64 " model=0x%016" PRIx64 "\n", m.what,
                after_edge ? "after the clock edge" : "before the clock edge", m.rtl, m.model);
    std::printf("  inputs of the last cycles (priv=255 marks a reset):\n");
    for (uint64_t k = c >= kHistory - 1 ? c - (kHistory - 1) : 0; k <= c; k++) {
      print_inputs(k, history[k % kHistory], cfg);
    }
    std::printf("  rerun: --seed %" PRIu64 " --cycles %" PRIu64 " --trace mismatch.fst\n", seed, c + 1);
  };
  auto same_state = [&](HpmMismatch *m) {
    return rtl.same_state(ref, m);
  };

  for (uint64_t c = 0; c < cycles; c++) {
    hpm_inputs_t &in = history[c % kHistory];
    HpmMismatch m{};
    if (hpm_stimulus_next(&stim, &ref, &in)) {
      std::memset(&in, 0, sizeof in);
      in.priv = 0xff;  // marks a reset cycle in the history
      rtl.reset();
      hpm_model_reset(&ref);
      stats.resets++;
    } else {
      hpm_outputs_t out_rtl, out_ref;
      rtl.cycle(in, &out_rtl);
      // The edge of cycle c-1 is now applied; the model has not stepped yet.
      if (c > 0 && !same_state(&m)) {
        report(c - 1, m, true);
        return false;
      }
      hpm_model_step(&ref, &in, &out_ref);
      if (in.csr_valid) {
        stats.accesses++;
        stats.illegal += out_ref.csr_illegal;
        stats.virt += out_ref.csr_virtual;
        stats.writes += in.csr_write && out_ref.csr_hit && !out_ref.csr_illegal && !out_ref.csr_virtual;
        if (out_ref.csr_hit) {
          const bool d = delegation_address(in.csr_addr);
          stats.delegated += d;
          stats.direct += !d;
          stats.delegated_ok += d && !out_ref.csr_illegal && !out_ref.csr_virtual;
        }
      }
      stats.lcofi += out_ref.lcofi;
      if (!hpm_same_outputs(out_rtl, out_ref, &m)) {
        report(c, m, false);
        return false;
      }
    }
    stats.cycles++;
  }
  rtl.flush();
  HpmMismatch m{};
  if (cycles > 0 && !same_state(&m)) {
    report(cycles - 1, m, true);
    return false;
  }
  const double secs = seconds_since(t0);
  if (!quiet) {
    std::printf("lockstep ok: seed=%" PRIu64 " cycles=%" PRIu64 " csr accesses=%" PRIu64 " writes=%" PRIu64
                " illegal=%" PRIu64 " virtual=%" PRIu64 " hits: direct=%" PRIu64 " delegated=%" PRIu64
                " (allowed %" PRIu64 ") lcofi=%" PRIu64 " resets=%" PRIu64 " (%.0f cycles/s) [%s]\n",
                seed, stats.cycles, stats.accesses, stats.writes, stats.illegal, stats.virt, stats.direct,
                stats.delegated, stats.delegated_ok, stats.lcofi, stats.resets, secs > 0 ? stats.cycles / secs : 0.0,
                describe(cfg).c_str());
  }
  return true;
}

int run_directed() {
  RtlHpm rtl;
  hpm_dut_t dut = rtl.dut();
  unsigned passed = 0, failed = 0;
  hpm_directed_run(&dut, &passed, &failed);
  std::printf("directed tests on the RTL [%s]\n", describe(dut.cfg).c_str());
  std::printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}

// Cycles per second of: the stimulus alone, stimulus + RTL, the C model
// alone (stimulus + model), and stimulus + RTL + model + comparison (the
// lockstep). Each is the best of `runs` runs (three by default), which a
// noisy machine disturbs least. tools/sim-bench (make bench) sets them
// against the yardstick; `only` names one of them, which tools/sim-instr
// (make bench-instr) runs once under callgrind to count its instructions.
[[noreturn]] void usage();

int run_bench(uint64_t cycles, int runs, const std::string &only) {
  const hpm_config_t cfg = RtlHpm().config();
  static hpm_stimulus_t stim;
  static hpm_inputs_t in;
  // RTL-only runs aim the stimulus with a model that stays at reset.
  static hpm_model_t ref, reset_state;
  hpm_outputs_t out_rtl, out_ref;
  HpmMismatch m{};

  enum Mode { kStimulus, kRtl, kModel, kLockstep };
  auto timed_once = [&](Mode mode) {
    hpm_stimulus_init(&stim, &cfg, 1);
    stim.reset_one_in = 0xffffffffu;
    hpm_model_init(&ref, &cfg);
    RtlHpm rtl;
    const auto t0 = std::chrono::steady_clock::now();
    for (uint64_t c = 0; c < cycles; c++) {
      hpm_stimulus_next(&stim, mode == kLockstep || mode == kModel ? &ref : &reset_state, &in);
      if (mode == kRtl || mode == kLockstep) rtl.cycle(in, &out_rtl);
      if (mode == kLockstep) {
        if (!rtl.same_state(ref, &m)) break;
      }
      if (mode == kModel || mode == kLockstep) hpm_model_step(&ref, &in, &out_ref);
      if (mode == kLockstep && !hpm_same_outputs(out_rtl, out_ref, &m)) break;
    }
    if (m.what) {
      std::printf("bench: unexpected mismatch in %s\n", m.what);
      std::exit(1);
    }
    return cycles / seconds_since(t0);
  };
  auto timed = [&](Mode mode) {
    double best = 0;
    for (int run = 0; run < runs; run++) best = std::max(best, timed_once(mode));
    return best;
  };
  struct {
    const char *name, *what;
    Mode mode;
  } const kinds[] = {{"stimulus", "stimulus alone", kStimulus},
                     {"model", "C model alone", kModel},
                     {"rtl", "RTL alone (Verilator)", kRtl},
                     {"lockstep", "RTL + C model lockstep", kLockstep}};
  if (!only.empty() && std::none_of(std::begin(kinds), std::end(kinds), [&](const auto &k) { return only == k.name; }))
    usage();
  hpm_model_init(&reset_state, &cfg);
  std::printf("bench [%s], %" PRIu64 " cycles, best of %d\n", describe(cfg).c_str(), cycles, runs);
  for (const auto &k : kinds) {
    if (only.empty() || only == k.name) std::printf("  %-24s %10.0f cycles/s\n", k.what, timed(k.mode));
  }
  return 0;
}

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: hpm-sim [--seed S] [--seeds K] [--cycles N] [--trace FILE.fst] [--quiet]\n"
               "       hpm-sim --directed\n"
               "       hpm-sim --bench [--cycles N] [--runs R] [--only stimulus|model|rtl|lockstep]\n");
  std::exit(2);
}

uint64_t parse_u64(const char *s) {
  char *end;
  uint64_t v = std::strtoull(s, &end, 0);
  if (*s == '\0' || *end != '\0') usage();
  return v;
}

}  // namespace

int main(int argc, char **argv) {
  Verilated::commandArgs(argc, argv);
  uint64_t seed = std::random_device{}();
  uint64_t seeds = 1, cycles = 1000000;
  bool directed = false, bench = false, quiet = false, cycles_given = false;
  int runs = 3;
  std::string trace, only;
  for (int i = 1; i < argc; i++) {
    const std::string a = argv[i];
    auto value = [&]() -> const char * {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    if (a == "--seed") seed = parse_u64(value());
    else if (a == "--seeds") seeds = parse_u64(value());
    else if (a == "--cycles") cycles = parse_u64(value()), cycles_given = true;
    else if (a == "--trace") trace = value();
    else if (a == "--directed") directed = true;
    else if (a == "--bench") bench = true;
    else if (a == "--runs") runs = static_cast<int>(parse_u64(value()));
    else if (a == "--only") only = value();
    else if (a == "--quiet") quiet = true;
    else usage();
  }
#if !VM_TRACE
  if (!trace.empty()) {
    exec_trace_build(argv, "build/hpm/<config>/hpm-sim-trace");
    return 2;
  }
#endif
  if (directed) return run_directed();
  if (bench) {
    if (runs < 1) usage();
    return run_bench(cycles_given ? cycles : 1000000, runs, only);
  }

  unsigned passed = 0, failed = 0;
  for (uint64_t s = seed; s < seed + seeds; s++) {
    if (lockstep(s, cycles, trace, quiet)) {
      passed++;
    } else {
      failed++;
      break;  // stop at the first mismatch
    }
  }
  std::printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
