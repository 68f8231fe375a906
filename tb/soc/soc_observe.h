// SPDX-License-Identifier: Apache-2.0
//
// What soc-sim shows of a run besides its output, read out of band from the
// SoC every cycle without the software knowing (docs/cosim.md, Seeing what
// the hardware did):
//   - a progress line (cycles, instructions, speed, time to the cycle limit,
//     each hart's privilege mode);
//   - --stats: every SoC event's increments on each hart per interval, as
//     CSV, with the cycles spent in M, S and U;
//   - --profile: each hart's pc every N cycles, and --lcofi-profile: the pc
//     each counter-overflow interrupt (LCOFI) interrupts, that is each
//     sample that in-band sampling (the demo, perf record) takes; both
//     symbolized from the ELF files soc-sim was given, unwound through the
//     frame pointers in the hart's register file and RAM, and written as
//     folded stacks (tools/flamegraph draws them).
// The simulation loop calls Observer::at_cycle only when cycle reaches
// Observer::next, which stays at the largest cycle when nothing is asked
// for: one predictable compare a cycle is all a run without them pays.
#ifndef SOC_OBSERVE_H
#define SOC_OBSERVE_H

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "elf_file.h"

// soc-sim's output files, named on its command line by option: opened
// before the first cycle, so that a path that cannot be written stops the
// run before it starts, and closed with every write checked, so that a
// full disk is not a silent, truncated file. Each says what went wrong,
// naming the option and the path, and returns nullptr or false.
FILE *open_output(const std::string &option, const std::string &path);
bool close_output(const std::string &option, const std::string &path, FILE *f);

// Function symbols of every ELF file given, for naming pcs.
class Symbols {
 public:
  struct Func {
    uint64_t addr, size;
    std::string name;
    unsigned image;  // which ELF file: a call never leaves its own
  };
  // The functions of elf, moved by shift (soc-sim's FILE@ADDR).
  void add(const ElfFile &elf, uint64_t shift);
  // The function that contains pc, or nullptr.
  const Func *find(uint64_t pc) const;

 private:
  std::vector<Func> funcs_;  // sorted by addr once the first find() runs
  mutable bool sorted_ = false;
  unsigned images_ = 0;
};

// What the observer reads of one hart, in place in the Verilated model.
struct HartView {
  const uint8_t *priv;          // the HPM block's priv_i: the mode this cycle
  const uint64_t *events;       // the event bus, bit e = event e
  const uint8_t *running;       // the HPM's cycle_i: 0 while halted in WFI
  const uint8_t *commit_valid;  // an instruction commits this cycle
  const uint64_t *commit_pc;
  const uint8_t *commit_priv;   // the mode it commits in
  const uint8_t *commit_irq;    // the commit becomes an interrupt
  const uint8_t *trap_cause;    // and its cause
  const void *regs;             // the register file, 32 XLEN-bit words
  const uint8_t *paging;        // satp.MODE is Sv39 / Sv32
  const void *satp_ppn;         // satp.PPN
};

// Event e's name as rtl/core/soc_events.def gives it, or "event<e>" in a
// build without the generated names.
std::string soc_event_name(unsigned e);
// Its column name in the --stats CSV (and soc-sim's --measure-out).
std::string soc_event_column(unsigned e);

class Observer {
 public:
  struct Options {
    int progress = -1;  // -1: when stderr is a terminal, 0 off, 1 on
    uint64_t max_cycles = 0;
    std::string stats, profile, lcofi_profile;
    uint64_t stats_interval = 10000, profile_interval = 10000;
    // RAM, the only memory the unwinder reads: soc-sim sets it from the
    // SoC's RTL (soc_pkg, generated from rtl/soc/soc.def).
    uint64_t ram_base = 0, ram_bytes = 0;
    // The SoC's events are 1..num_events (the RTL's NUM_EVENTS - 1).
    unsigned num_events = 0;
  };
  Observer(const Options &o, unsigned xlen, std::vector<HartView> harts, const Symbols *syms);
  ~Observer();
  // False, with a message on stderr, when an output cannot be opened.
  bool ok() const { return ok_; }
  // A --stats interval broke the top-down tree's sums (docs/topdown.md),
  // said on stderr: the run must stop as at a lockstep mismatch.
  bool broken() const { return broken_; }

  // The next cycle at which at_cycle must run (the largest cycle if never).
  uint64_t next = UINT64_MAX;
  // Cycle `cycle`, between the clock-low evaluation (events, commits) and
  // the clock edge; instret: instructions retired so far, all harts.
  void at_cycle(uint64_t cycle, uint64_t instret);
  // The UART is about to print on stdout: a progress line on the same
  // terminal is erased first, and drawn again only at a line start.
  void before_output(bool line_start) {
    if (drawn_) erase();
    at_line_start_ = line_start;
  }
  // The run ended after `cycles` cycles: the last stats row, the profiles,
  // the progress line erased. False, with a message on stderr, when an
  // output could not be written whole.
  bool finish(uint64_t cycles, uint64_t instret);

 private:
  void erase();
  void draw(uint64_t cycle, uint64_t instret, bool final_line);
  void stats_row(uint64_t end);
  void check_topdown(unsigned h, uint64_t end, const std::vector<uint64_t> &c);
  void sample(unsigned h, std::map<std::string, uint64_t> &into, const char *leaf_note);
  bool read_word(unsigned h, uint64_t va, uint64_t *value) const;
  uint64_t reg(unsigned h, unsigned r) const;
  void schedule(uint64_t cycle);
  static bool write_folded(const std::string &option, const std::string &path, FILE *f,
                           const std::map<std::string, uint64_t> &stacks);

  Options opt_;
  unsigned xlen_;
  std::vector<HartView> harts_;
  const Symbols *syms_;
  bool ok_ = true, broken_ = false;

  // progress
  enum class Progress { kOff, kTerminal, kLog } progress_ = Progress::kOff;
  bool drawn_ = false, at_line_start_ = true;
  uint64_t next_progress_ = UINT64_MAX;
  std::chrono::steady_clock::time_point t0_, last_draw_;
  uint64_t last_cycle_ = 0;
  double rate_ = 0;

  // stats
  FILE *stats_ = nullptr;
  uint64_t row_start_ = 0, next_row_ = UINT64_MAX;
  std::vector<std::vector<uint64_t>> counts_;  // [hart][event], then M, S, U

  // profiles
  FILE *profile_ = nullptr, *lcofi_profile_ = nullptr;  // written at the end
  uint64_t next_sample_ = UINT64_MAX;
  std::vector<bool> pending_;
  bool any_pending_ = false;
  std::map<std::string, uint64_t> periodic_, lcofi_;
  bool every_cycle_ = false;
};

#endif  // SOC_OBSERVE_H
