// SPDX-License-Identifier: Apache-2.0
// soc-sim's out-of-band observation: progress, event statistics, profiles
// (soc_observe.h).
#include "soc_observe.h"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstring>

#include <unistd.h>

#include "Vsoc_tb_top__Dpi.h"
#include "svdpi.h"
// Event names come from their one description (rtl/core/soc_events.def,
// build/gen/soc_events.h); a build without the generated header (FuseSoC's)
// numbers the columns instead, and checks the top-down tree every cycle
// only (soc_sim.cpp), not every --stats interval.
#if __has_include("soc_events.h")
#include "soc_events.h"
static const char *const kEventNames[] = {SOC_EVENT_NAMES};
constexpr unsigned kNamedEvents = SOC_NUM_EVENTS;
#else
static const char *const kEventNames[] = {nullptr};
constexpr unsigned kNamedEvents = 0;
#endif

std::string soc_event_name(unsigned e) {
  if (e >= 1 && e <= kNamedEvents) return kEventNames[e];
  return "event" + std::to_string(e);
}

namespace {

constexpr unsigned kMaxFrames = 64;
// A function symbol without a size (an assembly label) covers at most this
// much: beyond it a pc is more likely in code without symbols.
constexpr uint64_t kUnsizedSpan = 4096;
// The largest frame the unwinder follows: a frame pointer further from the
// stack pointer, or from the frame before it, belongs to another stack
// (M-mode firmware runs with S-mode's fp still in s0).
constexpr uint64_t kMaxFrameBytes = 256 * 1024;
// The cause of the local counter-overflow interrupt (Sscofpmf).
constexpr unsigned kCauseLcof = 13;
// How often the progress line is checked (cycles) and drawn (seconds):
// often enough to move smoothly, rarely enough to cost nothing.
constexpr uint64_t kProgressCheck = 1 << 16;
constexpr double kDrawTerminal = 0.5, kDrawLog = 10.0;

std::string csv_name(const char *name) {
  std::string s = name;
  std::replace(s.begin(), s.end(), ' ', '_');
  return s;
}

std::string clock_text(double secs) {
  const uint64_t s = secs < 0 ? 0 : static_cast<uint64_t>(secs + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%" PRIu64 ":%02" PRIu64 ":%02" PRIu64, s / 3600, s / 60 % 60, s % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%" PRIu64 ":%02" PRIu64, s / 60, s % 60);
  }
  return buf;
}

std::string count_text(uint64_t n) {
  char buf[32];
  if (n >= 1000000) std::snprintf(buf, sizeof buf, "%.1fM", n / 1e6);
  else if (n >= 1000) std::snprintf(buf, sizeof buf, "%.1fk", n / 1e3);
  else std::snprintf(buf, sizeof buf, "%" PRIu64, n);
  return buf;
}

const char kPrivName[4][2] = {"U", "S", "?", "M"};

void output_error(const std::string &option, const std::string &path, int err) {
  std::fprintf(stderr, "soc-sim: %s %s: cannot write: %s\n", option.c_str(), path.c_str(),
               err ? std::strerror(err) : "write error");
}

}  // namespace

std::string soc_event_column(unsigned e) { return csv_name(soc_event_name(e).c_str()); }


// ------------------------------------------------------------ output files
FILE *open_output(const std::string &option, const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "w");
  if (!f) output_error(option, path, errno);
  return f;
}

bool close_output(const std::string &option, const std::string &path, FILE *f) {
  // A write that failed during the run left the stream's error flag; the
  // last buffer's fails here, in the flush.
  errno = 0;
  const bool written = std::fflush(f) == 0 && !std::ferror(f);
  const int err = errno;
  const bool closed = std::fclose(f) == 0;
  if (written && closed) return true;
  output_error(option, path, err ? err : errno);
  return false;
}

// ------------------------------------------------------------------ symbols
void Symbols::add(const ElfFile &elf, uint64_t shift) {
  for (const ElfFile::Function &f : elf.functions()) {
    // A linker script's section bounds (__workload_end) are labels in code,
    // sharing the address of the function that follows: not names of code.
    if (f.size == 0 && f.name.compare(0, 2, "__") == 0) continue;
    funcs_.push_back({f.addr + shift, f.size, f.name, images_});
  }
  images_++;
  sorted_ = false;
}

const Symbols::Func *Symbols::find(uint64_t pc) const {
  if (!sorted_) {
    auto &v = const_cast<std::vector<Func> &>(funcs_);
    // At one address a function (sized) sorts after a label (a linker
    // script's __text_start): the last of them is the one a pc is named by.
    std::stable_sort(v.begin(), v.end(), [](const Func &a, const Func &b) {
      return a.addr != b.addr ? a.addr < b.addr : (a.size != 0) < (b.size != 0);
    });
    sorted_ = true;
  }
  auto it = std::upper_bound(funcs_.begin(), funcs_.end(), pc, [](uint64_t p, const Func &f) { return p < f.addr; });
  while (it != funcs_.begin()) {
    --it;
    const uint64_t span = it->size ? it->size : kUnsizedSpan;
    if (pc - it->addr < span) return &*it;
    // A sized symbol that ends before pc may sit inside an unsized label's
    // span further back; look no further than one step.
    if (it->size) return nullptr;
  }
  return nullptr;
}

// ----------------------------------------------------------------- observer
Observer::Observer(const Options &o, unsigned xlen, std::vector<HartView> harts, const Symbols *syms)
    : opt_(o), xlen_(xlen), harts_(std::move(harts)), syms_(syms) {
  const unsigned n = harts_.size();
  t0_ = last_draw_ = std::chrono::steady_clock::now();
  const bool tty = isatty(STDERR_FILENO);
  if (o.progress == 1) progress_ = tty ? Progress::kTerminal : Progress::kLog;
  else if (o.progress < 0 && tty) progress_ = Progress::kTerminal;
  if (progress_ != Progress::kOff) next_progress_ = kProgressCheck;

  if ((!o.profile.empty() && !(profile_ = open_output("--profile", o.profile))) ||
      (!o.lcofi_profile.empty() && !(lcofi_profile_ = open_output("--lcofi-profile", o.lcofi_profile)))) {
    ok_ = false;
    return;
  }
  if (!o.stats.empty()) {
    if (!(stats_ = open_output("--stats", o.stats))) {
      ok_ = false;
      return;
    }
    // One row per hart and interval: the cycle the interval ends at
    // (exclusive), the hart, each event's increments, the cycles in each
    // mode.
    std::fprintf(stats_, "cycle_end,hart");
    for (unsigned e = 1; e <= o.num_events; e++) std::fprintf(stats_, ",%s", soc_event_column(e).c_str());
    std::fprintf(stats_, ",cycles_M,cycles_S,cycles_U\n");
    // Written now, so that a device with no room (/dev/full) is found
    // before the first cycle rather than after the whole run.
    if (std::fflush(stats_) != 0) {
      output_error("--stats", o.stats, errno);
      ok_ = false;
      return;
    }
    counts_.assign(n, std::vector<uint64_t>(o.num_events + 1 + 3, 0));
    next_row_ = opt_.stats_interval;
    every_cycle_ = true;
  }
  if (!o.profile.empty()) next_sample_ = 0;
  if (!o.lcofi_profile.empty()) every_cycle_ = true;
  pending_.assign(n, false);
  next = every_cycle_ ? 0 : std::min({next_progress_, next_sample_, next_row_});
}

Observer::~Observer() {
  for (FILE *f : {stats_, profile_, lcofi_profile_}) {
    if (f) std::fclose(f);
  }
}

void Observer::schedule(uint64_t cycle) {
  if (every_cycle_ || any_pending_) {
    next = cycle + 1;
  } else {
    next = std::max(cycle + 1, std::min({next_progress_, next_sample_, next_row_}));
  }
}

void Observer::at_cycle(uint64_t cycle, uint64_t instret) {
  const unsigned n = harts_.size();
  if (stats_) {
    for (unsigned h = 0; h < n; h++) {
      uint64_t *c = counts_[h].data();
      for (uint64_t bits = *harts_[h].events; bits; bits &= bits - 1) c[__builtin_ctzll(bits)]++;
      // M, S, U after the events: 3 -> +1, 1 -> +2, 0 -> +3.
      static const uint8_t kSlot[4] = {3, 2, 3, 1};
      c[opt_.num_events + kSlot[*harts_[h].priv & 3]]++;
    }
    if (cycle + 1 >= next_row_) {
      stats_row(cycle + 1);
      next_row_ = cycle + 1 + opt_.stats_interval;
    }
  }
  if (!opt_.lcofi_profile.empty()) {
    for (unsigned h = 0; h < n; h++) {
      const HartView &v = harts_[h];
      if (*v.commit_valid && *v.commit_irq && *v.trap_cause == kCauseLcof) sample(h, lcofi_, nullptr);
    }
  }
  if (cycle >= next_sample_) {
    for (unsigned h = 0; h < n; h++) pending_[h] = true;
    any_pending_ = true;
    next_sample_ = cycle + opt_.profile_interval;
  }
  if (any_pending_) {
    // A sample names the instruction that commits at or after its time (a
    // skid of a few cycles at most), or the wait of a hart halted in WFI.
    any_pending_ = false;
    for (unsigned h = 0; h < n; h++) {
      if (!pending_[h]) continue;
      const HartView &v = harts_[h];
      if (*v.commit_valid) {
        sample(h, periodic_, nullptr);
        pending_[h] = false;
      } else if (!*v.running) {
        sample(h, periodic_, "[halted in wfi]");
        pending_[h] = false;
      } else {
        any_pending_ = true;
      }
    }
  }
  if (cycle >= next_progress_) {
    next_progress_ = cycle + kProgressCheck;
    const auto now = std::chrono::steady_clock::now();
    const double since = std::chrono::duration<double>(now - last_draw_).count();
    if (since >= (progress_ == Progress::kTerminal ? kDrawTerminal : kDrawLog)) {
      const double r = (cycle - last_cycle_) / since;
      rate_ = rate_ == 0 ? r : 0.7 * rate_ + 0.3 * r;  // smoothed: the host's speed swings
      last_cycle_ = cycle;
      last_draw_ = now;
      if (progress_ == Progress::kLog || at_line_start_) draw(cycle, instret, false);
    }
  }
  schedule(cycle);
}

void Observer::erase() {
  std::fputs("\r\033[K", stderr);
  drawn_ = false;
}

void Observer::draw(uint64_t cycle, uint64_t instret, bool final_line) {
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
  std::string line = "soc-sim: " + count_text(cycle) + " cycles, " + count_text(instret) + " instructions, " +
                     count_text(static_cast<uint64_t>(rate_)) + " cycles/s, " + clock_text(secs) + " elapsed";
  if (!final_line && rate_ > 0 && opt_.max_cycles > cycle) {
    line += ", " + clock_text((opt_.max_cycles - cycle) / rate_) + " to the limit of " +
            count_text(opt_.max_cycles) + " cycles";
  }
  line += ", mode";
  for (const HartView &v : harts_) line += std::string(" ") + kPrivName[*v.priv & 3];
  if (progress_ == Progress::kTerminal) {
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
    drawn_ = true;
  } else {
    std::fprintf(stderr, "%s\n", line.c_str());
  }
  std::fflush(stderr);
}

// The interval's leaves against the events they add up to
// (docs/topdown.md): all of them to RefCycle, those under Cycles to Cycle,
// Retiring to Instret.
void Observer::check_topdown(unsigned h, uint64_t end, const std::vector<uint64_t> &c) {
#ifdef SOC_TOPDOWN_LEAVES
  if (opt_.num_events != kNamedEvents) return;
  uint64_t all = 0, cycles = 0;
  for (unsigned e = 1; e <= kNamedEvents; e++) {
    if (SOC_TOPDOWN_LEAVES >> e & 1) all += c[e];
    if (SOC_TOPDOWN_CYCLE_LEAVES >> e & 1) cycles += c[e];
  }
  const struct {
    const char *what;
    uint64_t sum, want;
  } rules[] = {{"all leaves against ref cycles", all, c[SOC_EV_REF_CYCLE]},
               {"the leaves under cycles against cycles", cycles, c[SOC_EV_CYCLE]},
               {"retiring against instret", c[SOC_EV_TD_RETIRING], c[SOC_EV_INSTRET]}};
  for (const auto &r : rules) {
    if (r.sum == r.want) continue;
    std::fprintf(stderr,
                 "soc-sim: top-down MISMATCH on hart %u in the --stats interval ending at cycle %" PRIu64
                 ": %s, %" PRIu64 " against %" PRIu64 "\n",
                 h, end, r.what, r.sum, r.want);
    broken_ = true;
  }
#else
  (void)h, (void)end, (void)c;
#endif
}

void Observer::stats_row(uint64_t end) {
  if (end == row_start_) return;
  for (unsigned h = 0; h < harts_.size(); h++) {
    std::vector<uint64_t> &c = counts_[h];
    check_topdown(h, end, c);
    std::fprintf(stats_, "%" PRIu64 ",%u", end, h);
    for (unsigned i = 1; i < c.size(); i++) std::fprintf(stats_, ",%" PRIu64, c[i]);
    std::fputc('\n', stats_);
    std::fill(c.begin(), c.end(), 0);
  }
  row_start_ = end;
}

uint64_t Observer::reg(unsigned h, unsigned r) const {
  if (xlen_ == 64) return static_cast<const uint64_t *>(harts_[h].regs)[r];
  return static_cast<const uint32_t *>(harts_[h].regs)[r];
}

// One XLEN-bit word of memory at the hart's virtual address va, translated
// as the hart's loads in S-mode would be (Sv39 or Sv32 when paging is on;
// M-mode never translates). Only RAM is read: anything else is no frame.
bool Observer::read_word(unsigned h, uint64_t va, uint64_t *value) const {
  const HartView &v = harts_[h];
  const unsigned bytes = xlen_ / 8;
  if (va % bytes) return false;
  uint64_t pa = va;
  svSetScope(svGetScopeFromName("TOP.soc_tb_top.u_soc.u_ram"));
  auto ram = [this](uint64_t addr, uint64_t *word) {
    if (addr < opt_.ram_base || addr - opt_.ram_base >= opt_.ram_bytes) return false;
    *word = soc_ram_read64((addr - opt_.ram_base) >> 3);
    return true;
  };
  if ((*v.commit_priv & 3) != 3 && *v.paging) {
    const bool sv39 = xlen_ == 64;
    const unsigned levels = sv39 ? 3 : 2, bits = sv39 ? 9 : 10, pte_bytes = sv39 ? 8 : 4;
    uint64_t table = (sv39 ? *static_cast<const uint64_t *>(v.satp_ppn) : *static_cast<const uint32_t *>(v.satp_ppn))
                     << 12;
    bool found = false;
    for (int level = levels - 1; level >= 0; level--) {
      const uint64_t index = (va >> (12 + bits * level)) & ((1u << bits) - 1);
      const uint64_t addr = table + index * pte_bytes;
      uint64_t word;
      if (!ram(addr & ~7ull, &word)) return false;
      const uint64_t pte = sv39 ? word : (word >> (8 * (addr & 4))) & 0xffffffffu;
      if (!(pte & 1)) return false;
      const uint64_t ppn = sv39 ? (pte >> 10) & ((1ull << 44) - 1) : (pte >> 10) & ((1ull << 22) - 1);
      if (pte & 0xa) {  // R or X: a leaf, maybe a superpage
        const uint64_t span = 12 + bits * level;
        pa = ((ppn << 12) & ~((1ull << span) - 1)) | (va & ((1ull << span) - 1));
        found = true;
        break;
      }
      table = ppn << 12;
    }
    if (!found) return false;
  } else if (xlen_ == 32) {
    pa = va & 0xffffffffu;
  }
  uint64_t word;
  if (!ram(pa & ~7ull, &word)) return false;
  *value = bytes == 8 ? word : (word >> (8 * (pa & 4))) & 0xffffffffu;
  return true;
}

// The call stack of hart h at its committing instruction, from the
// registers before it executes: the pc's function, its caller from ra when
// ra is fresh (a leaf, or a prologue that has not yet saved it), then the
// frame-pointer chain. GCC's RISC-V frame (-fno-omit-frame-pointer) keeps
// the return address at fp-XLEN/8 and the caller's fp at fp-2*XLEN/8, but a
// leaf saves only fp, at fp-XLEN/8: so after a fresh ra, a word at
// fp-XLEN/8 that is no code address is taken as that saved fp. Every
// caller must be in the pc's own ELF file (firmware, program and kernel
// call each other only through traps) and every frame near the one before.
void Observer::sample(unsigned h, std::map<std::string, uint64_t> &into, const char *leaf_note) {
  const HartView &v = harts_[h];
  const uint64_t w = xlen_ / 8;
  const uint64_t mask = xlen_ == 64 ? ~0ull : 0xffffffffull;
  std::vector<const std::string *> frames;
  static const std::string kUnknown = "[unknown]";
  const Symbols::Func *f0 = syms_->find(*v.commit_pc & mask);
  // the function that a return address ret returns into (ret - 1: a call
  // may be the last instruction of its function), if in f0's file
  auto caller = [&](uint64_t ret) -> const Symbols::Func * {
    const Symbols::Func *f = ret ? syms_->find((ret - 1) & mask) : nullptr;
    return f && f->image == f0->image ? f : nullptr;
  };
  // fp if it can be the next frame above `below`, else 0
  auto frame = [&](uint64_t fp, uint64_t below) { return fp > below && fp - below <= kMaxFrameBytes ? fp : 0; };
  frames.push_back(f0 ? &f0->name : &kUnknown);
  if (f0) {
    const uint64_t ra = reg(h, 1), sp = reg(h, 2);
    uint64_t fp = frame(reg(h, 8), sp - 1), word, prev;
    const Symbols::Func *fra = caller(ra);
    if (fra && fra != f0) {
      frames.push_back(&fra->name);
      if (!fp || !read_word(h, fp - w, &word)) {
        fp = 0;
      } else if (!caller(word)) {
        fp = frame(word, fp);  // a leaf's saved fp: the caller's frame
      } else if (word == ra) {
        // a function past its prologue that has called nothing yet: its own
        // frame holds the same return address, so start from its caller's
        fp = read_word(h, fp - 2 * w, &prev) ? frame(prev, fp) : 0;
      }
      // else fp is still the caller's: the prologue has not set it yet
    }
    while (fp && frames.size() < kMaxFrames) {
      uint64_t ret;
      if (!read_word(h, fp - w, &ret) || !read_word(h, fp - 2 * w, &prev)) break;
      const Symbols::Func *f = caller(ret);
      if (!f) break;
      frames.push_back(&f->name);
      fp = frame(prev, fp);
    }
  }
  std::string stack;
  if (harts_.size() > 1) stack = "hart" + std::to_string(h) + ";";
  stack += kPrivName[*v.commit_priv & 3];
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) stack += ";" + **it;
  if (leaf_note) stack += std::string(";") + leaf_note;
  into[stack]++;
}

bool Observer::write_folded(const std::string &option, const std::string &path, FILE *f,
                            const std::map<std::string, uint64_t> &stacks) {
  for (const auto &[stack, count] : stacks) std::fprintf(f, "%s %" PRIu64 "\n", stack.c_str(), count);
  return close_output(option, path, f);
}

bool Observer::finish(uint64_t cycles, uint64_t instret) {
  bool ok = true;
  if (stats_) {
    stats_row(cycles);
    ok = close_output("--stats", opt_.stats, stats_) && ok;
    stats_ = nullptr;
  }
  if (profile_) {
    ok = write_folded("--profile", opt_.profile, profile_, periodic_) && ok;
    profile_ = nullptr;
  }
  if (lcofi_profile_) {
    ok = write_folded("--lcofi-profile", opt_.lcofi_profile, lcofi_profile_, lcofi_) && ok;
    lcofi_profile_ = nullptr;
  }
  if (progress_ == Progress::kTerminal && drawn_) erase();
  else if (progress_ == Progress::kLog) draw(cycles, instret, true);
  return ok;
}
