// SPDX-License-Identifier: Apache-2.0
// soc-sim: runs bare-metal programs, ELF files or raw images, on the
// simulated SoC.
//
//   soc-sim [--max-cycles N] [--trace FILE.fst] [--log FILE] [--dtb FILE] [--no-lockstep]
//           [--quiet] [--progress | --no-progress] [--stats FILE [--stats-interval N]]
//           [--profile FILE [--profile-interval N]] [--lcofi-profile FILE] [--symbols ELF]...
//           IMAGE...
//
// An IMAGE is FILE or FILE@ADDR (ADDR in hex, 0x..., or decimal; '_' may
// group digits). A FILE that starts with the ELF magic is loaded at its
// physical addresses, or, given @ADDR, moved as a whole so that its lowest
// segment starts at ADDR: that is for a position-independent ELF such as
// OpenSBI 1.9's fw_jump.elf, linked at 0. Any other FILE is a raw image,
// its bytes loaded from ADDR on; the first image may leave @ADDR out and
// then goes to the start of RAM, as QEMU's -bios puts a raw firmware, but a
// later one must say where it goes, as nothing in it can. An argument that
// names an existing file is that file, '@' or not. Every image must lie in
// RAM, apart from the others and from the device tree. Every input is read
// and every output opened before the first cycle: what soc-sim cannot use
// stops it there, with a message that names the argument (docs/cosim.md,
// What soc-sim refuses).
//
// The SoC's device tree (tb/soc/soc.dts for this build's XLEN and hart
// count, or the DTB given with --dtb) goes at dtb_addr(). Every hart starts
// in M-mode in the boot ROM at 0x1000, which enters the first image (an
// ELF at its entry, a raw image at its first byte, as QEMU enters a raw
// -bios) with a0 = the hart id, a1 = the device tree and a2 = OpenSBI's
// fw_dynamic information, whose next stage is the second image's entry (a
// raw image's load address), as QEMU's does. The run ends when the program
// writes the test finisher or the HTIF tohost word of any loaded ELF, at
// the cycle limit, or, with every hart's HPM block in lockstep with a C
// model of its own (unless --no-lockstep), at the first mismatch. Each of
// these ends has exit statuses of its own (see kExit*), so a program's
// exit code is never taken for a mismatch; the last line on stderr says
// which end it was. The progress line, the event statistics and the
// profiles are soc_observe.h's.
#include <verilated.h>
#if VM_TRACE
#include <verilated_fst_c.h>
#endif

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <sys/stat.h>

#include "Vsoc_tb_top.h"
#include "Vsoc_tb_top__Dpi.h"
#include "Vsoc_tb_top___024root.h"
#include "elf_file.h"
#if SOC_COSIM
#include "checkpoint.h"
#include "cosim.h"
#include "soc_restore.h"
#include "soc_desc.h"
#endif
#include "event_pack.h"
#include "hpm_check.h"
#include "hpm_model.h"
#include "public_var.h"
#include "soc_observe.h"
#include "trace_build.h"
// The SoC's device trees, compiled in by make (build/gen/soc_dtb.h); a build
// without them (FuseSoC's) passes a1 = 0 unless --dtb names one.
#if __has_include("soc_dtb.h")
#include "soc_dtb.h"
#else
struct SocDtb {
  unsigned xlen, harts;
  const unsigned char *data;
  size_t size;
};
static const SocDtb kSocDtbs[] = {{0, 0, nullptr, 0}};
#endif
#include "svdpi.h"

// Verilator 5's settle of the whole model (its generated code defines it
// for the first evaluation): every combinational signal worked out from
// the state. soc-sim calls it once after writing registers in place.
void Vsoc_tb_top___024root___eval_settle(Vsoc_tb_top___024root *vlSelf);

namespace {

// The SoC's RAM and boot ROM as its RTL has them (soc_pkg, generated from
// rtl/soc/soc.def), read from soc_tb_top's parameter outputs at start-up.
uint64_t ram_base, ram_bytes, rom_base;
// The firmware's share at the start of RAM: the next stage starts after it.
uint64_t fw_bytes;
// Where QEMU virt would put the device tree: 2 MiB below the top of RAM.
uint64_t dtb_addr() { return ram_base + ram_bytes - 0x200000; }
// Exit statuses. A program's own exit code c gives min(c, kExitProgramMax),
// with the exact code on stderr when it is larger; the simulator's own ends
// use the statuses above that, which no program can then produce.
constexpr int kExitProgramMax = 120;
constexpr int kExitCycleLimit = 121;
constexpr int kExitMismatch = 122;
// A bad command line, an input file it cannot read or use, or an output
// file it cannot write: each message names the argument.
constexpr int kExitUsage = 123;
// An image that does not fit where it is to go (outside RAM, on another
// image or on the device tree): the command line is well formed, the
// memory map is what is wrong, so a script can tell the two apart.
constexpr int kExitLoad = 124;

// One IMAGE of the command line: FILE, or FILE@ADDR.
struct ImageArg {
  std::string path;
  std::optional<uint64_t> addr;
};

struct Options {
  uint64_t max_cycles = 100000000;
  std::string trace;
  std::string log;  // commit log: one line per committed instruction
  std::string dtb;  // empty: the SoC's own
  bool lockstep = true;
  bool cosim = false;  // Spike in lockstep with every hart
  std::string fast_forward;      // UNTIL: run on Spike to there first
  std::string save_checkpoint;   // the state at the switch to the RTL
  std::string load_checkpoint;   // start from this state
  uint64_t checkpoint_every = 0; // a checkpoint every N instructions on Spike ...
  std::string checkpoint_dir;    // ... into this directory
  uint64_t warm_up = 0, measure = 0;  // a measured window on the RTL ...
  std::string measure_out;            // ... its event counts, as CSV
  bool quiet = false;
  Observer::Options observe;
  std::vector<std::string> symbols;  // ELF files read for their symbols only
  std::vector<ImageArg> images;
};

constexpr char kUsage[] =
    "usage: soc-sim [--max-cycles N] [--trace FILE.fst] [--log FILE] [--dtb FILE] [--no-lockstep] [--cosim]\n"
    "               [--quiet] [--progress | --no-progress] [--stats FILE [--stats-interval N]]\n"
    "               [--profile FILE [--profile-interval N]] [--lcofi-profile FILE] [--symbols ELF]...\n"
    "               IMAGE...\n"
    "  IMAGE is FILE or FILE@ADDR (ADDR hex 0x... or decimal; '_' may separate digits);\n"
    "  it may also be given as +elf=IMAGE.\n"
    "  An ELF FILE (one that starts with the ELF magic) loads at its physical addresses;\n"
    "    FILE@ADDR moves it whole, its lowest segment to ADDR (a position-independent ELF).\n"
    "  Any other FILE is a raw image, loaded at ADDR; the first image (the firmware) may\n"
    "    leave out @ADDR and then loads at the start of RAM, as QEMU's -bios.\n"
    "  The boot ROM enters the first image in M-mode (a raw one at its first byte) with\n"
    "  a0 = hart id, a1 = device tree, a2 = fw_dynamic information naming the second image's\n"
    "  entry (a raw one's load address) as the next stage, in S-mode. RAM is where\n"
    "  docs/soc.md's memory map says; images must fit in it, apart from each other and\n"
    "  the device tree.\n"
    "  e.g. soc-sim fw_jump.bin Image@ADDR, ADDR the next stage's (docs/soc.md, Memory map)\n"
    "  --cosim               Spike in lockstep with every hart, instruction by instruction\n"
    "Fast-forward and checkpoints (docs/cosim.md):\n"
    "  --fast-forward UNTIL  run on Spike until UNTIL, then move the whole state into the RTL:\n"
    "    N instructions (all harts), pc=ADDR or a symbol of a --symbols file or an image\n"
    "    (a hart about to execute it)\n"
    "  --save-checkpoint FILE  the state at the switch to the RTL, for --load-checkpoint\n"
    "  --load-checkpoint FILE  start from a saved state instead of IMAGEs (then --fast-forward\n"
    "    goes on from it on Spike)\n"
    "  --checkpoint-every N --checkpoint-dir DIR  run the whole program on Spike, a checkpoint\n"
    "    every N instructions into DIR (DIR/checkpoints.csv lists them)\n"
    "  --warm-up W --measure M --measure-out FILE  on the RTL, after W instructions (all harts),\n"
    "    count every event over the next M and end the run: one CSV row per hart\n"
    "Seeing what the hardware did (docs/cosim.md):\n"
    "  --progress, --no-progress  a progress line on stderr: by default only on a terminal\n"
    "    (updated in place); asked for in a log, a line every 10 s\n"
    "  --stats FILE          every SoC event's increments on each hart every N cycles, as CSV\n"
    "  --stats-interval N    (10000)\n"
    "  --profile FILE        each hart's pc and call stack every N cycles, as folded stacks\n"
    "  --profile-interval N  (10000)\n"
    "  --lcofi-profile FILE  the same at each counter-overflow interrupt (in-band sampling)\n"
    "  --symbols ELF         more symbols for the profiles, e.g. a kernel's vmlinux\n"
    "  N is a whole number from 1 to 2^64 - 1: decimal, or hex after 0x ('_' may separate digits).\n"
    "exit status: the program's exit code (up to 120; 120 for larger codes),\n"
    "  121 cycle limit, 122 HPM lockstep, top-down or cosim mismatch, 123 bad command line, an input file that\n"
    "  cannot be read or used, or an output file that cannot be written (checked before the\n"
    "  first cycle, and again when closed), 124 an image outside RAM, larger than RAM, or\n"
    "  overlapping another image or the device tree\n";

[[noreturn]] void usage() {
  std::fputs(kUsage, stderr);
  std::exit(kExitUsage);
}

// A command line soc-sim cannot follow: one line that names the argument,
// where the whole syntax would bury it.
[[noreturn]] void bad_arg(const std::string &what) {
  std::fprintf(stderr, "soc-sim: %s (soc-sim --help gives the syntax)\n", what.c_str());
  std::exit(kExitUsage);
}

// ADDR of FILE@ADDR and N of an option: 0x and hex digits, or decimal
// digits, with '_' allowed between them; nothing else, so that a file name
// with an '@' in it is not mistaken for an address, and 1e6 or abc is no
// number rather than the 1 or 0 a prefix would give.
std::optional<uint64_t> parse_number(const std::string &text) {
  std::string digits;
  for (char c : text) {
    if (c != '_') digits += c;
  }
  const bool hex = digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
  const std::string body = hex ? digits.substr(2) : digits;
  if (body.empty()) return std::nullopt;
  uint64_t v = 0;
  for (char c : body) {
    unsigned d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else return std::nullopt;
    const unsigned base = hex ? 16 : 10;
    if (v > (UINT64_MAX - d) / base) return std::nullopt;
    v = v * base + d;
  }
  return v;
}

ImageArg image_arg(const std::string &a) {
  struct stat st;
  const size_t at = a.rfind('@');
  if (at != std::string::npos && stat(a.c_str(), &st) != 0) {
    if (auto addr = parse_number(a.substr(at + 1))) return {a.substr(0, at), addr};
  }
  return {a, std::nullopt};
}

Options parse(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; i++) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) bad_arg(a + " needs a value");
      return argv[++i];
    };
    // A count of cycles: 0 would run nothing or write a row every cycle.
    auto count = [&]() -> uint64_t {
      const std::string text = value();
      const std::optional<uint64_t> n = parse_number(text);
      if (!n || *n == 0) {
        bad_arg(a + " " + text + ": not a whole number from 1 to 2^64 - 1 (decimal, or hex after 0x)");
      }
      return *n;
    };
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (a == "--max-cycles") {
      o.max_cycles = count();
    } else if (a == "--trace") {
      o.trace = value();
    } else if (a == "--log") {
      o.log = value();
    } else if (a == "--dtb") {
      o.dtb = value();
    } else if (a == "--no-lockstep") {
      o.lockstep = false;
    } else if (a == "--cosim") {
#if SOC_COSIM
      o.cosim = true;
#else
      bad_arg("--cosim: this soc-sim was built without Spike (docs/cosim.md)");
#endif
    } else if (a == "--fast-forward" || a == "--save-checkpoint" || a == "--load-checkpoint") {
#if SOC_COSIM
      const std::string v = value();
      if (v.empty()) bad_arg(a + " needs a value");
      (a == "--fast-forward" ? o.fast_forward : a == "--save-checkpoint" ? o.save_checkpoint : o.load_checkpoint) = v;
#else
      bad_arg(a + ": this soc-sim was built without Spike (docs/cosim.md)");
#endif
    } else if (a == "--checkpoint-every") {
      o.checkpoint_every = count();
    } else if (a == "--checkpoint-dir") {
      o.checkpoint_dir = value();
    } else if (a == "--warm-up") {
      o.warm_up = count();
    } else if (a == "--measure") {
      o.measure = count();
    } else if (a == "--measure-out") {
      o.measure_out = value();
    } else if (a == "--quiet") {
      o.quiet = true;
    } else if (a == "--progress") {
      o.observe.progress = 1;
    } else if (a == "--no-progress") {
      o.observe.progress = 0;
    } else if (a == "--stats") {
      o.observe.stats = value();
    } else if (a == "--stats-interval") {
      o.observe.stats_interval = count();
    } else if (a == "--profile") {
      o.observe.profile = value();
    } else if (a == "--profile-interval") {
      o.observe.profile_interval = count();
    } else if (a == "--lcofi-profile") {
      o.observe.lcofi_profile = value();
    } else if (a == "--symbols") {
      o.symbols.push_back(value());
    } else if (a.rfind("+elf=", 0) == 0) {
      // The image as a plusarg, for front ends that pass parameters so
      // (FuseSoC's sim target, soc.core).
      o.images.push_back(image_arg(a.substr(5)));
    } else if (!a.empty() && a[0] == '+') {
      // Verilator plusargs pass through.
    } else if (!a.empty() && a[0] == '-') {
      bad_arg("unknown option " + a);
    } else {
      o.images.push_back(image_arg(a));
    }
  }
  if (o.load_checkpoint.empty() && o.images.empty()) usage();
  if (!o.load_checkpoint.empty() && !o.images.empty())
    bad_arg("--load-checkpoint: the checkpoint holds the memory; give no IMAGE (symbols with --symbols)");
  if (!o.save_checkpoint.empty() && o.fast_forward.empty())
    bad_arg("--save-checkpoint needs --fast-forward: the checkpoint is the state where it ends");
  if (!o.checkpoint_every != o.checkpoint_dir.empty())
    bad_arg("--checkpoint-every and --checkpoint-dir go together");
#if !SOC_COSIM
  if (o.checkpoint_every) bad_arg("--checkpoint-every: this soc-sim was built without Spike (docs/cosim.md)");
#endif
  if (o.checkpoint_every && !o.fast_forward.empty())
    bad_arg("--checkpoint-every runs the whole program on Spike: no --fast-forward with it");
  if (!o.measure != o.measure_out.empty()) bad_arg("--measure and --measure-out go together");
  if (o.warm_up && !o.measure) bad_arg("--warm-up needs --measure: it is the start of the measured window");
  o.observe.max_cycles = o.max_cycles;
  return o;
}

// A placement the memory map refuses (kExitLoad); any other error in
// reading the images is a usage error (kExitUsage).
struct LoadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One IMAGE, read: an ELF moved by shift (0 unless given an address), or a
// raw image at addr.
struct Image {
  std::string path;
  bool addr_given = false;
  std::optional<ElfFile> elf;
  uint64_t shift = 0;
  std::vector<uint8_t> raw;
  uint64_t addr = 0;

  uint64_t entry() const { return elf ? elf->entry() + shift : addr; }
  std::vector<ElfFile::Extent> extents() const {
    if (!elf) return {{addr, raw.size()}};
    std::vector<ElfFile::Extent> v = elf->extents();
    for (auto &e : v) e.addr += shift;
    return v;
  }
};

Image read_image(const ImageArg &arg, bool first) {
  Image im;
  im.path = arg.path;
  im.addr_given = arg.addr.has_value();
  std::vector<uint8_t> bytes = read_file(arg.path);
  if (ElfFile::is_elf(bytes)) {
    im.elf.emplace(arg.path, std::move(bytes));
    const std::vector<ElfFile::Extent> ex = im.elf->extents();
    // An object file, or a payload whose program headers load nothing,
    // would run the boot ROM into empty RAM until the cycle limit.
    if (ex.empty()) {
      throw std::runtime_error(arg.path + ": an ELF file with no loadable segment (PT_LOAD): nothing to run;"
                               " an object file must be linked first");
    }
    if (arg.addr) {
      uint64_t low = ex[0].addr;
      for (const auto &e : ex) low = std::min(low, e.addr);
      im.shift = *arg.addr - low;  // modulo 2^64: a move down is a shift up that wraps
    }
    return im;
  }
  im.raw = std::move(bytes);
  if (im.raw.empty()) throw std::runtime_error(arg.path + ": empty file");
  // The firmware's place is fixed by the machine (QEMU's -bios); a later
  // raw image's is up to whoever built it, and nothing in its bytes says.
  if (!arg.addr && !first) {
    throw std::runtime_error(arg.path + ": not an ELF file, so loaded raw, and only the first image has a default"
                             " address: give its load address, as " + arg.path + "@ADDR");
  }
  im.addr = arg.addr.value_or(ram_base);
  return im;
}

// The device tree --dtb names: a flattened device tree that fits between
// dtb_addr() and the end of RAM. Anything else would hand the firmware a
// tree it cannot read, or a1 = 0.
std::vector<uint8_t> read_dtb(const std::string &path) {
  std::vector<uint8_t> dtb = read_file(path);
  if (dtb.empty()) throw std::runtime_error(path + ": empty file");
  // The header's first word, big-endian (the devicetree specification's FDT_MAGIC).
  static const uint8_t kMagic[] = {0xd0, 0x0d, 0xfe, 0xed};
  if (dtb.size() < sizeof kMagic || !std::equal(kMagic, kMagic + sizeof kMagic, dtb.begin())) {
    throw std::runtime_error(path + ": not a flattened device tree (no 0xd00dfeed at its start)");
  }
  if (dtb.size() > ram_base + ram_bytes - dtb_addr()) throw std::runtime_error(path + ": too large");
  return dtb;
}

// What read() returns, its error message prefixed with the option that
// named the file, so that the message names the argument.
template <typename Read>
auto named_input(const std::string &option, Read read) -> decltype(read()) {
  try {
    return read();
  } catch (const std::runtime_error &e) {
    throw std::runtime_error(option + " " + e.what());
  }
}

std::string range(uint64_t addr, uint64_t size) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "[0x%" PRIx64 ", 0x%" PRIx64 ")", addr, addr + size);
  return buf;
}

// Every byte of every image in RAM, and no byte claimed twice: RAM writes
// would otherwise wrap or let the later image, or the device tree written
// after them all, silently overwrite the earlier. Segments of one ELF are
// that ELF's own business and may share bytes, as before.
void check_placement(const std::vector<Image> &images, uint64_t dtb_size) {
  struct Claim {
    uint64_t addr, size;
    size_t owner;  // an index into images; images.size(): the device tree
  };
  std::vector<Claim> claims;
  if (dtb_size) claims.push_back({dtb_addr(), dtb_size, images.size()});
  for (size_t i = 0; i < images.size(); i++) {
    const Image &im = images[i];
    // The segments of one ELF may share bytes, so each inside RAM does not
    // bound what loading them all writes: their sum must be RAM's at most.
    uint64_t total = 0;
    for (const ElfFile::Extent &e : im.extents()) {
      if (e.addr < ram_base || e.size > ram_bytes || e.addr - ram_base > ram_bytes - e.size) {
        std::string msg = im.path + ": " + range(e.addr, e.size) + " is not inside RAM " + range(ram_base, ram_bytes);
        if (im.elf && !im.addr_given) {
          char at[24];
          std::snprintf(at, sizeof at, "@0x%" PRIx64, ram_base);
          msg += " (an ELF that is position-independent can be moved into RAM: " + im.path + at + ")";
        }
        throw LoadError(msg);
      }
      total += e.size;  // below twice RAM when checked: it cannot wrap
      if (total > ram_bytes) {
        throw LoadError(im.path + ": its segments load " + std::to_string(total) + " bytes or more, more than the " +
                        std::to_string(ram_bytes) + " of RAM");
      }
      for (const Claim &c : claims) {
        if (c.owner != i && e.addr < c.addr + c.size && c.addr < e.addr + e.size) {
          const std::string other = c.owner < images.size() ? images[c.owner].path : "the device tree";
          throw LoadError(im.path + ": " + range(e.addr, e.size) + " overlaps " + other + " at " +
                          range(c.addr, c.size));
        }
      }
      claims.push_back({e.addr, e.size, i});
    }
  }
}

// The HPM configuration inside the SoC (core.sv instantiates it so).
hpm_config_t soc_hpm_config(const Vsoc_tb_top &top) {
  hpm_config_t c;
  c.xlen = top.param_xlen_o;
  c.num_hpm = top.param_num_hpm_o;
  c.hpm_width = top.param_hpm_width_o;
  c.num_events = top.param_num_events_o;
  c.event_w = 1;
  c.ret_w = 1;
  c.h_ext = 0;
  c.cdeleg = top.param_cdeleg_o;
  c.event_pipe = 0;
  return c;
}

// The Verilator type of a public variable read as T (public_var.h).
template <typename T> constexpr VerilatedVarType kVlType = VLVT_UNKNOWN;
template <> constexpr VerilatedVarType kVlType<uint8_t> = VLVT_UINT8;
template <> constexpr VerilatedVarType kVlType<uint16_t> = VLVT_UINT16;
template <> constexpr VerilatedVarType kVlType<uint32_t> = VLVT_UINT32;
template <> constexpr VerilatedVarType kVlType<uint64_t> = VLVT_UINT64;

// What soc-sim watches of each hart, each signal once: its C type and its
// public name in soc_tb_top's gen_watch[h], which is also its member here.
// The HPM block's ports this cycle, then the committing instruction.
#define HART_WATCH_SIGNALS(X) \
  X(uint8_t, hpm_priv)        \
  X(uint8_t, hpm_csr_valid)   \
  X(uint16_t, hpm_csr_addr)   \
  X(uint8_t, hpm_csr_write)   \
  X(uint64_t, hpm_csr_wdata)  \
  X(uint8_t, hpm_cycle)       \
  X(uint8_t, hpm_instret)     \
  X(uint64_t, hpm_events)     \
  X(uint64_t, hpm_time)       \
  X(uint8_t, hpm_cde)         \
  X(uint64_t, hpm_siselect)   \
  X(uint64_t, hpm_csr_rdata)  \
  X(uint8_t, hpm_csr_hit)     \
  X(uint8_t, hpm_csr_illegal) \
  X(uint8_t, hpm_csr_virtual) \
  X(uint8_t, hpm_lcofi)       \
  X(uint8_t, commit_valid)    \
  X(uint64_t, commit_pc)      \
  X(uint32_t, commit_instr)   \
  X(uint8_t, commit_retire)   \
  X(uint8_t, commit_trap)     \
  X(uint8_t, commit_priv)     \
  X(uint8_t, td_ok)           \
  X(uint64_t, td_fired)

// One hart as gen_watch[h] shows it (tb/soc/soc_watch.vlt), read in place:
// plain pointers into the model, read every cycle.
struct HartWatch {
  explicit HartWatch(unsigned hart) {
    const std::string name = "TOP.soc_tb_top.gen_watch[" + std::to_string(hart) + "]";
    const VerilatedScope *sc = public_scope(name);
#define HART_WATCH_FIND(type, member) member = public_var<type>(sc, name, #member, kVlType<type>);
    HART_WATCH_SIGNALS(HART_WATCH_FIND)
#undef HART_WATCH_FIND
  }
#define HART_WATCH_MEMBER(type, member) const type *member;
  HART_WATCH_SIGNALS(HART_WATCH_MEMBER)
#undef HART_WATCH_MEMBER
};

// A hart's HPM block and the C model that runs in lockstep with it.
struct HartLockstep {
  HartLockstep(unsigned hart, const hpm_config_t &cfg)
      : watch(hart),
        probe("TOP.soc_tb_top.u_soc.gen_hart[" + std::to_string(hart) + "].u_core.u_hpm", cfg) {
    hpm_model_init(&model, &cfg);
  }
  HartWatch watch;
  HpmProbe probe;
  hpm_model_t model;
};

// What the observer reads of hart h (soc_observe.h): the watched signals,
// and the register file, satp and the trap cause (tb/soc/soc_observe.vlt),
// whose C types follow XLEN.
HartView hart_view(unsigned h, const HartLockstep &hart, unsigned xlen) {
  const std::string core = "TOP.soc_tb_top.u_soc.gen_hart[" + std::to_string(h) + "].u_core";
  const std::string csr = core + ".u_csr", rf = core + ".u_regfile";
  const VerilatedScope *core_sc = public_scope(core), *csr_sc = public_scope(csr), *rf_sc = public_scope(rf);
  const HartWatch &w = hart.watch;
  HartView v{};
  v.priv = w.hpm_priv;
  v.events = w.hpm_events;
  v.running = w.hpm_cycle;
  v.commit_valid = w.commit_valid;
  v.commit_pc = w.commit_pc;
  v.commit_priv = w.commit_priv;
  v.commit_irq = public_var<uint8_t>(core_sc, core, "commit_irq", VLVT_UINT8);
  v.trap_cause = public_var<uint8_t>(csr_sc, csr, "trap_cause", VLVT_UINT8);
  v.paging = public_var<uint8_t>(csr_sc, csr, "paging_q", VLVT_UINT8);
  if (xlen == 64) {
    v.regs = public_var<uint64_t>(rf_sc, rf, "regs_q", VLVT_UINT64, 32);
    v.satp_ppn = public_var<uint64_t>(csr_sc, csr, "satp_ppn_q", VLVT_UINT64);
  } else {
    v.regs = public_var<uint32_t>(rf_sc, rf, "regs_q", VLVT_UINT32, 32);
    v.satp_ppn = public_var<uint32_t>(csr_sc, csr, "satp_ppn_q", VLVT_UINT32);
  }
  return v;
}

#if SOC_COSIM
// What the cosim reads of hart h beyond the observer's view: the register
// file's write port and the trap's tval (tb/soc/soc_cosim.vlt).
struct CosimView {
  const uint16_t *mip;
  const uint8_t *rf_we, *rf_waddr;
  const void *rf_wdata, *trap_tval;
};

CosimView cosim_view(unsigned h, unsigned xlen) {
  const std::string core = "TOP.soc_tb_top.u_soc.gen_hart[" + std::to_string(h) + "].u_core";
  const std::string csr = core + ".u_csr", rf = core + ".u_regfile";
  const VerilatedScope *csr_sc = public_scope(csr), *rf_sc = public_scope(rf);
  CosimView v{};
  v.mip = public_var<uint16_t>(csr_sc, csr, "mip", VLVT_UINT16);
  v.rf_we = public_var<uint8_t>(rf_sc, rf, "we_i", VLVT_UINT8);
  v.rf_waddr = public_var<uint8_t>(rf_sc, rf, "waddr_i", VLVT_UINT8);
  if (xlen == 64) {
    v.rf_wdata = public_var<uint64_t>(rf_sc, rf, "wdata_i", VLVT_UINT64);
    v.trap_tval = public_var<uint64_t>(csr_sc, csr, "trap_tval", VLVT_UINT64);
  } else {
    v.rf_wdata = public_var<uint32_t>(rf_sc, rf, "wdata_i", VLVT_UINT32);
    v.trap_tval = public_var<uint32_t>(csr_sc, csr, "trap_tval", VLVT_UINT32);
  }
  return v;
}

uint64_t xlen_word(const void *p, unsigned xlen, unsigned i = 0) {
  return xlen == 64 ? static_cast<const uint64_t *>(p)[i] : static_cast<const uint32_t *>(p)[i];
}

// The RTL's RAM word at a physical address, for the cosim's store check.
uint64_t rtl_ram64(uint64_t paddr) {
  // Called for every store the cosim checks: the scope is looked up once.
  static const svScope ram = svGetScopeFromName("TOP.soc_tb_top.u_soc.u_ram");
  svSetScope(ram);
  return soc_ram_read64((paddr - ram_base) >> 3);
}

// An SC's outcome is the RTL's (its reservation is a bus matter Spike does
// not model the same way): AMO opcode, funct5 0b00011.
bool is_sc(uint32_t insn) { return (insn & 0x7f) == 0x2f && (insn >> 27) == 3; }
#endif

}  // namespace

int main(int argc, char **argv) {
  Verilated::commandArgs(argc, argv);
  const Options opt = parse(argc, argv);
#if !VM_TRACE
  if (!opt.trace.empty()) {
    exec_trace_build(argv, "build/rv64/soc-sim-trace or build/rv32/soc-sim-trace");
    return kExitUsage;
  }
#endif

  auto ctx = std::make_unique<VerilatedContext>();
  if (!opt.trace.empty()) ctx->traceEverOn(true);
  auto top = std::make_unique<Vsoc_tb_top>(ctx.get(), "TOP");
  top->eval();  // settles the parameter outputs
  const unsigned built_xlen = top->param_xlen_o;
  ram_base = top->param_ram_base_o;
  ram_bytes = top->param_ram_bytes_o;
  rom_base = top->param_rom_base_o;
  fw_bytes = top->param_fw_bytes_o;

  const unsigned num_harts = top->param_num_harts_o;

  const hpm_config_t hpm_cfg = soc_hpm_config(*top);
#if SOC_COSIM
  // A checkpoint to start from: read, and refused if it is of another
  // configuration, before anything runs.
  std::optional<Checkpoint> loaded;
  if (!opt.load_checkpoint.empty()) {
    try {
      loaded = load_checkpoint(opt.load_checkpoint);
    } catch (const std::exception &e) {
      std::fprintf(stderr, "soc-sim: --load-checkpoint %s\n", e.what());
      return kExitUsage;
    }
    const std::string why = checkpoint_mismatch(*loaded, built_xlen, num_harts, ram_base, ram_bytes, hpm_cfg);
    if (!why.empty()) {
      std::fprintf(stderr, "soc-sim: --load-checkpoint %s: %s\n", opt.load_checkpoint.c_str(), why.c_str());
      return kExitUsage;
    }
  }
  const bool restoring = !opt.fast_forward.empty() || loaded || opt.checkpoint_every;
#else
  const bool restoring = false;
#endif

  // Every input is read, and refused if unusable, before anything runs.
  std::vector<Image> images;
  std::vector<uint8_t> dtb;
  // The profiles name pcs from every ELF image and --symbols file.
  Symbols symbols;
  try {
    for (const ImageArg &a : opt.images) images.push_back(read_image(a, images.empty()));
    for (const Image &im : images) {
      if (im.elf) symbols.add(*im.elf, im.shift);
    }
    for (const std::string &path : opt.symbols) symbols.add(named_input("--symbols", [&] { return ElfFile(path); }), 0);
    if (!opt.dtb.empty()) {
      dtb = named_input("--dtb", [&] { return read_dtb(opt.dtb); });
    } else {
      for (const SocDtb &d : kSocDtbs) {
        if (d.xlen == built_xlen && d.harts == num_harts) dtb.assign(d.data, d.data + d.size);
      }
    }
  } catch (const std::exception &e) {
    std::fprintf(stderr, "soc-sim: %s\n", e.what());
    return kExitUsage;
  }
  // A raw image says nothing of its XLEN: a wrong one shows as a trap.
  for (const Image &im : images) {
    if (im.elf && im.elf->xlen() != built_xlen) {
      std::fprintf(stderr, "soc-sim: %s is RV%u, this simulator is RV%u\n", im.path.c_str(), im.elf->xlen(),
                   built_xlen);
      return kExitUsage;
    }
  }

#if VM_TRACE
  std::unique_ptr<VerilatedFstC> trace;
  if (!opt.trace.empty()) {
    trace = std::make_unique<VerilatedFstC>();
    top->trace(trace.get(), 99);
    trace->open(opt.trace.c_str());
  }
#endif
  uint64_t sim_time = 0;
  auto eval = [&]() {
    top->eval();
#if VM_TRACE
    if (trace) trace->dump(sim_time);
#endif
    sim_time++;
  };

#if SOC_COSIM
  std::unique_ptr<Cosim> cosim;
  std::vector<CosimView> cosim_views;
  if (opt.cosim)
    for (unsigned h = 0; h < num_harts; h++) cosim_views.push_back(cosim_view(h, built_xlen));
#endif
  // Load every image, then the device tree, into RAM, a 64-bit word at a time.
  svSetScope(svGetScopeFromName("TOP.soc_tb_top.u_soc.u_ram"));
  std::unordered_map<uint64_t, uint64_t> words;
  auto put = [&](uint64_t addr, uint8_t byte) {
    uint64_t &w = words[(addr - ram_base) >> 3];
    const unsigned shift = 8 * (addr & 7);
    w = (w & ~(0xffull << shift)) | (uint64_t(byte) << shift);
  };
  std::vector<uint64_t> tohost;
  try {
    check_placement(images, dtb.size());
  } catch (const LoadError &e) {
    std::fprintf(stderr, "soc-sim: %s (exit %d)\n", e.what(), kExitLoad);
    return kExitLoad;
  }
  for (const Image &im : images) {
    if (im.elf) {
      im.elf->load([&](uint64_t addr, uint8_t byte) { put(addr + im.shift, byte); });
      if (auto t = im.elf->symbol("tohost")) tohost.push_back(*t + im.shift);
    } else {
      for (size_t i = 0; i < im.raw.size(); i++) put(im.addr + i, im.raw[i]);
    }
  }
  for (size_t i = 0; i < dtb.size(); i++) put(dtb_addr() + i, dtb[i]);
  for (const auto &[index, value] : words) soc_ram_write64(index, value);

  // The boot ROM (soc_top's u_rom), as QEMU virt's: a0 = mhartid,
  // a1 = the device tree, a2 = OpenSBI's fw_dynamic information, then to
  // the first image's entry. The information (at 48: magic "OSBI", version
  // 2, the next stage's address and mode, options, boot hart) names the
  // second image's entry in S-mode (a raw image's load address: QEMU's
  // -kernel of a raw Image enters it at its first byte too), or 0x8020_0000
  // without one.
  {
    const bool rv64 = built_xlen == 64;
    const uint32_t code[] = {
        0x00000297u,                        // auipc t0, 0
        0xf1402573u,                        // csrr  a0, mhartid
        rv64 ? 0x0202b583u : 0x0202a583u,   // ld/lw a1, 32(t0)
        0x03028613u,                        // addi  a2, t0, 48
        rv64 ? 0x0182b283u : 0x0182a283u,   // ld/lw t0, 24(t0)
        0x00028067u,                        // jr    t0
    };
    const uint64_t next = images.size() > 1 ? images[1].entry() : ram_base + fw_bytes;
    const uint64_t info[] = {0x4942534f, 2, next, 1 /* S-mode */, 0, 0};
    std::vector<uint64_t> rom(12, 0);
    for (unsigned i = 0; i < 3; i++) rom[i] = uint64_t(code[2 * i + 1]) << 32 | code[2 * i];
    rom[3] = images.empty() ? 0 : images[0].entry();   // at 24
    rom[4] = dtb.empty() ? 0 : dtb_addr();    // at 32
    for (unsigned i = 0; i < 6; i++) {      // at 48: XLEN-wide fields
      if (rv64) rom[6 + i] = info[i];
      else rom[6 + i / 2] |= (info[i] & 0xffffffffu) << (32 * (i % 2));
    }
    svSetScope(svGetScopeFromName("TOP.soc_tb_top.u_soc.u_rom"));
    for (unsigned i = 0; i < rom.size(); i++) soc_ram_write64(i, rom[i]);
#if SOC_COSIM
    if (opt.cosim || restoring) {
      if (loaded) tohost = loaded->tohost;
      CosimConfig cc{built_xlen, num_harts, ram_base, ram_bytes, rom_base, uint64_t(SOC_ROM_SIZE), 16, rom_base,
                     rtl_ram64};
      cc.model_pmu = restoring;
      cc.hpm = hpm_cfg;
      cc.tohost = tohost.data();
      cc.tohost_count = unsigned(tohost.size());
      cosim = std::make_unique<Cosim>(cc);
      for (const auto &[index, value] : words) cosim->write64(ram_base + 8 * index, value);
      for (unsigned i = 0; i < rom.size(); i++) cosim->write64(rom_base + 8 * i, rom[i]);
    }
#endif
  }

  uint64_t ff_instructions = 0, ff_cycles = 0;   // before the RTL's run, on Spike
#if SOC_COSIM
  // Fast-forward and checkpoints (docs/cosim.md): the state the RTL starts
  // from, reached on Spike or read from a file.
  std::vector<HartState> restore_harts;
  DeviceState restore_devices{};
  if (restoring) {
    if (loaded) {
      std::memcpy(cosim->ram(), loaded->ram.data(), ram_bytes);
      for (unsigned h = 0; h < num_harts; h++) cosim->set_hart_state(h, loaded->hart[h]);
      cosim->set_device_state(loaded->devices);
      cosim->set_ff_counts(loaded->instructions, loaded->cycles);
    }
    if (!opt.fast_forward.empty()) {
      FastForwardUntil until{~0ull, false, 0};
      if (const std::optional<uint64_t> n = parse_number(opt.fast_forward)) {
        until.instructions = *n;
      } else if (opt.fast_forward.rfind("pc=", 0) == 0 && parse_number(opt.fast_forward.substr(3))) {
        until.at_pc = true;
        until.pc = *parse_number(opt.fast_forward.substr(3));
      } else {
        // The --symbols files first: a name such as _start is in most
        // images, and a file named for its symbols is the one meant.
        std::optional<uint64_t> at;
        for (const std::string &path : opt.symbols)
          if (!at) at = ElfFile(path).symbol(opt.fast_forward);
        for (const Image &im : images)
          if (!at && im.elf) {
            if (auto a = im.elf->symbol(opt.fast_forward)) at = *a + im.shift;
          }
        if (!at) {
          std::fprintf(stderr, "soc-sim: --fast-forward %s: not a number, pc=ADDR or a symbol of the images or --symbols files\n",
                       opt.fast_forward.c_str());
          return kExitUsage;
        }
        until.at_pc = true;
        until.pc = *at;
      }
      const auto f0 = std::chrono::steady_clock::now();
      const uint64_t before = cosim->ff_instructions();
      const FastForwardEnd ff = cosim->fast_forward(
          until, ~0ull,
          [](uint8_t b, void *) {
            std::putchar(b);
            if (b == '\n') std::fflush(stdout);
          },
          nullptr);
      std::fflush(stdout);
      const double fs = std::chrono::duration<double>(std::chrono::steady_clock::now() - f0).count();
      const uint64_t ran = cosim->ff_instructions() - before;
      if (!opt.quiet)
        std::fprintf(stderr, "soc-sim: fast-forward: %" PRIu64 " instructions on Spike in %.2f s (%.0f a second)\n", ran,
                     fs, fs > 0 ? ran / fs : 0.0);
      if (ff.kind == FastForwardEnd::kProgram) {
        const int code = ff.code > kExitProgramMax ? kExitProgramMax : int(ff.code);
        std::fprintf(stderr, "soc-sim: the program ended during the fast-forward, exit code %" PRIu64 " (exit %d)\n",
                     ff.code, code);
        return code;
      }
      if (ff.kind == FastForwardEnd::kStuck) {
        std::fprintf(stderr,
                     "soc-sim: fast-forward: every hart waits in WFI for an interrupt nothing will raise (exit %d)\n",
                     kExitCycleLimit);
        return kExitCycleLimit;
      }
    }
    // The whole state as Spike holds it now.
    const auto snapshot = [&]() {
      Checkpoint c;
      c.xlen = built_xlen;
      c.harts = num_harts;
      c.ram_base = ram_base;
      c.ram_bytes = ram_bytes;
      c.hpm = hpm_cfg;
      c.instructions = cosim->ff_instructions();
      c.cycles = cosim->ff_cycles();
      c.hart.resize(num_harts);
      for (unsigned h = 0; h < num_harts; h++) cosim->hart_state(h, &c.hart[h]);
      cosim->device_state(&c.devices);
      c.tohost = tohost;
      c.ram_view = cosim->ram();
      return c;
    };
    if (opt.checkpoint_every) {
      // Sampled simulation's checkpoints (docs/sampling.md): the whole
      // program on Spike, the state every N instructions, and where it
      // ended, listed in DIR/checkpoints.csv.
      const std::string index_path = opt.checkpoint_dir + "/checkpoints.csv";
      ::mkdir(opt.checkpoint_dir.c_str(), 0777);
      FILE *index = open_output("--checkpoint-dir", index_path);
      if (!index) return kExitUsage;
      std::fprintf(index, "checkpoint,instructions,cycles,file\n");
      const auto f0 = std::chrono::steady_clock::now();
      for (unsigned k = 0;; k++) {
        const FastForwardEnd ff = cosim->fast_forward(
            FastForwardUntil{opt.checkpoint_every, false, 0}, ~0ull,
            [](uint8_t b, void *) { std::putchar(b); }, nullptr);
        if (ff.kind == FastForwardEnd::kReached) {
          char name[32];
          std::snprintf(name, sizeof name, "%06u.ckpt", k);
          try {
            save_checkpoint(opt.checkpoint_dir + "/" + name, snapshot());
          } catch (const std::exception &e) {
            std::fprintf(stderr, "soc-sim: --checkpoint-dir %s\n", e.what());
            return kExitUsage;
          }
          std::fprintf(index, "%u,%" PRIu64 ",%" PRIu64 ",%s\n", k, cosim->ff_instructions(), cosim->ff_cycles(),
                       name);
          continue;
        }
        std::fflush(stdout);
        std::fprintf(index, "end,%" PRIu64 ",%" PRIu64 ",\n", cosim->ff_instructions(), cosim->ff_cycles());
        if (!close_output("--checkpoint-dir", index_path, index)) return kExitUsage;
        const double fs = std::chrono::duration<double>(std::chrono::steady_clock::now() - f0).count();
        if (!opt.quiet)
          std::fprintf(stderr, "soc-sim: %u checkpoints in %s, %" PRIu64 " instructions on Spike in %.2f s\n", k,
                       opt.checkpoint_dir.c_str(), cosim->ff_instructions(), fs);
        if (ff.kind == FastForwardEnd::kStuck) {
          std::fprintf(stderr, "soc-sim: every hart waits in WFI for an interrupt nothing will raise (exit %d)\n",
                       kExitCycleLimit);
          return kExitCycleLimit;
        }
        const int code = ff.code > kExitProgramMax ? kExitProgramMax : int(ff.code);
        std::fprintf(stderr, "soc-sim: the program ended on Spike, exit code %" PRIu64 " (exit %d)\n", ff.code, code);
        return code;
      }
    }
    Checkpoint now = snapshot();
    restore_harts = now.hart;
    restore_devices = now.devices;
    ff_instructions = now.instructions;
    ff_cycles = now.cycles;
    if (!opt.save_checkpoint.empty()) {
      try {
        save_checkpoint(opt.save_checkpoint, now);
      } catch (const std::exception &e) {
        std::fprintf(stderr, "soc-sim: --save-checkpoint %s\n", e.what());
        return kExitUsage;
      }
    }
    // The RTL's RAM is Spike's, every word.
    svSetScope(svGetScopeFromName("TOP.soc_tb_top.u_soc.u_ram"));
    const uint8_t *ram = cosim->ram();
    for (uint64_t i = 0; i < ram_bytes / 8; i++) {
      uint64_t w;
      std::memcpy(&w, ram + 8 * i, 8);
      soc_ram_write64(i, w);
    }
    if (opt.cosim) cosim->start_lockstep();
    else cosim.reset();
  }
#endif

  // rst_ni is asynchronous: it needs a falling edge, so start from 1.
  top->boot_addr_i = rom_base;
  top->clk_i = 0;
  top->rst_ni = 1;
  eval();
  top->rst_ni = 0;
  eval();
  top->rst_ni = 1;
  eval();

  const hpm_config_t &cfg = hpm_cfg;
  std::vector<std::unique_ptr<HartLockstep>> harts;
  try {
    for (unsigned h = 0; h < num_harts; h++) harts.push_back(std::make_unique<HartLockstep>(h, cfg));
  } catch (const std::exception &e) {
    std::fprintf(stderr, "soc-sim: %s\n", e.what());
    return kExitUsage;
  }
  static hpm_inputs_t in;
#if SOC_COSIM
  if (restoring) {
    // The boot cycle loads the fetch pc; then, before anything is fetched,
    // every register takes the state (tb/soc/soc_restore.h), and the
    // lockstep's models the HPM's.
    top->clk_i = 0;
    eval();
    top->clk_i = 1;
    eval();
    std::string what;
    try {
      RtlRestore restore(num_harts, built_xlen, top->param_exc_delegable_o, top->param_mip_writable_o);
      for (unsigned h = 0; h < num_harts; h++) restore.hart(h, restore_harts[h]);
      restore.devices(restore_devices);
      // The combinational logic behind the registers just written, worked
      // out again as at time 0 (Verilator 5's settle region; the
      // registers are public to read only, soc_restore.vlt says why).
      Vsoc_tb_top___024root___eval_settle(top->rootp);
      eval();
      if (!restore.check(&what)) throw std::runtime_error(what + " did not keep the value written");
    } catch (const std::exception &e) {
      std::fprintf(stderr, "soc-sim: restoring the RTL: %s\n", e.what());
      return kExitUsage;
    }
    for (unsigned h = 0; h < num_harts; h++) harts[h]->model = restore_harts[h].hpm;
    if (!opt.quiet)
      std::fprintf(stderr, "soc-sim: the RTL starts after %" PRIu64 " instructions (%" PRIu64
                           " cycles by the fast-forward's clock)\n",
                   ff_instructions, ff_cycles);
    for (unsigned h = 0; h < num_harts && !opt.quiet; h++)
      std::fprintf(stderr, "soc-sim: hart %u at pc 0x%" PRIx64 " in %c-mode%s\n", h, restore_harts[h].pc,
                   "USHM"[restore_harts[h].priv & 3], restore_harts[h].wfi ? ", waiting in WFI" : "");
  }
#endif

  std::vector<HartView> views;
  try {
    for (unsigned h = 0; h < num_harts; h++) views.push_back(hart_view(h, *harts[h], built_xlen));
  } catch (const std::exception &e) {
    std::fprintf(stderr, "soc-sim: %s\n", e.what());
    return kExitUsage;
  }
  Observer::Options observe = opt.observe;
  observe.ram_base = ram_base;
  observe.ram_bytes = ram_bytes;
  observe.num_events = cfg.num_events - 1;
  Observer observer(observe, built_xlen, views, &symbols);
  if (!observer.ok()) return kExitUsage;
  bool uart_line_start = true;

  FILE *log = nullptr;
  if (!opt.log.empty() && !(log = open_output("--log", opt.log))) return kExitUsage;
  // The measured window (--warm-up, --measure): every event of every hart
  // counted from the cycle after W instructions have retired (all harts)
  // to the cycle in which M more have.
  FILE *measure_out = nullptr;
  if (opt.measure && !(measure_out = open_output("--measure-out", opt.measure_out))) return kExitUsage;
  bool measuring = false;
  uint64_t window_instret = 0, window_cycle = 0;
  std::vector<std::vector<uint64_t>> window(num_harts, std::vector<uint64_t>(64, 0));

  // How the run ended, and the program's exit code when it was the program.
  enum class End { kCycleLimit, kProgram, kMismatch, kWindow } end = End::kCycleLimit;
  bool hpm_mismatch = false;  // the mismatch was the HPM lockstep's (not the top-down's or the cosim's)
  uint64_t program_code = 0;
  uint64_t cycle = 0, instret = 0;
  const auto t0 = std::chrono::steady_clock::now();
  bool done = false;
  for (; cycle < opt.max_cycles && !done; cycle++) {
    top->clk_i = 0;
    eval();

    for (unsigned h = 0; h < num_harts && !done; h++) {
      HartLockstep &hart = *harts[h];
      const HartWatch &w = hart.watch;
      if (opt.lockstep) {
        in.priv = *w.hpm_priv;
        in.virt = false;
        in.csr_valid = *w.hpm_csr_valid;
        in.csr_addr = *w.hpm_csr_addr;
        in.csr_write = *w.hpm_csr_write;
        in.csr_wdata = *w.hpm_csr_wdata;
        in.cycle = *w.hpm_cycle;
        in.instret = *w.hpm_instret;
        in.time = *w.hpm_time;
        in.cde = *w.hpm_cde;
        in.siselect = *w.hpm_siselect;
        unpack_events(*w.hpm_events, cfg.num_events, in.events);
        hpm_outputs_t ref, rtl;
        hpm_model_step(&hart.model, &in, &ref);
        rtl.csr_rdata = *w.hpm_csr_rdata;
        rtl.csr_hit = *w.hpm_csr_hit;
        rtl.csr_illegal = *w.hpm_csr_illegal;
        rtl.csr_virtual = *w.hpm_csr_virtual;
        rtl.lcofi = *w.hpm_lcofi;
        HpmMismatch m{};
        if (!*w.td_ok) {
          // docs/topdown.md: one leaf a cycle, under Cycles exactly when
          // Cycle fires, Retiring exactly when Instret does.
          std::string fired;
          for (uint64_t bits = *w.td_fired; bits; bits &= bits - 1)
            fired += " " + soc_event_name(__builtin_ctzll(bits));
          std::fprintf(stderr,
                       "soc-sim: top-down MISMATCH on hart %u at cycle %" PRIu64 " (pc 0x%" PRIx64
                       "): leaves fired:%s; cycle %d, instret %d\n",
                       h, cycle, *w.commit_pc, fired.empty() ? " none" : fired.c_str(),
                       int(*w.hpm_events >> 1 & 1), int(*w.hpm_events >> 2 & 1));
          end = End::kMismatch;
          done = true;
          break;
        }
        if (!hpm_same_outputs(rtl, ref, &m)) {
          std::fprintf(stderr,
                       "soc-sim: HPM lockstep MISMATCH on hart %u at cycle %" PRIu64 " (pc 0x%" PRIx64
                       "): %s rtl=0x%" PRIx64 " model=0x%" PRIx64 "\n",
                       h, cycle, *w.commit_pc, m.what, m.rtl, m.model);
          end = End::kMismatch;
          hpm_mismatch = true;
          done = true;
          break;
        }
      }
#if SOC_COSIM
      if (cosim && *w.commit_valid) {
        const CosimView &cv = cosim_views[h];
        const HartView &hv = views[h];
        uint64_t regs[32];
        for (unsigned r = 0; r < 32; r++) regs[r] = xlen_word(hv.regs, built_xlen, r);
        CosimCommit c{};
        c.pc = *w.commit_pc;
        c.insn = *w.commit_instr;
        c.trap = *w.commit_trap;
        c.irq = *hv.commit_irq;
        c.cause = *hv.trap_cause;
        c.tval = xlen_word(cv.trap_tval, built_xlen);
        c.rd_we = *cv.rf_we;
        c.rd = *cv.rf_waddr;
        c.rd_value = xlen_word(cv.rf_wdata, built_xlen);   // the write port's value, written or not
        c.rtl_value = is_sc(c.insn);
        c.priv = *w.commit_priv & 3;
        c.mip = *cv.mip;
        c.regs = regs;
        CosimMismatch m{};
        if (!cosim->step(h, c, &m)) {
          std::fprintf(stderr,
                       "soc-sim: cosim MISMATCH on hart %u at cycle %" PRIu64 ", instruction %" PRIu64
                       " (pc 0x%" PRIx64 ", 0x%08x%s): %s spike=0x%" PRIx64 " rtl=0x%" PRIx64
                       "; the instruction that differs: pc 0x%" PRIx64 " (0x%08x)\n",
                       h, cycle, cosim->steps(), c.pc, c.insn, c.trap ? ", trap" : "", m.what, m.spike, m.rtl,
                       m.pc, m.insn);
          end = End::kMismatch;
          done = true;
          break;
        }
      }
#endif
      instret += *w.hpm_instret;
      if (log && *w.commit_valid) {
        static const char kPriv[] = {'U', 'S', '?', 'M'};
        // With several harts each line starts with the hart's number.
        if (num_harts > 1) std::fprintf(log, "h%u ", h);
        std::fprintf(log, "%10" PRIu64 " %c 0x%016" PRIx64 " (0x%08x)%s\n", cycle, kPriv[*w.commit_priv & 3],
                     *w.commit_pc, *w.commit_instr, *w.commit_trap ? " trap" : "");
      }
    }
    if (end == End::kMismatch) break;
    if (measure_out) {
      if (measuring) {
        for (unsigned h = 0; h < num_harts; h++)
          for (uint64_t bits = *harts[h]->watch.hpm_events; bits; bits &= bits - 1)
            window[h][__builtin_ctzll(bits)]++;
        if (instret - window_instret >= opt.measure) {
          end = End::kWindow;
          done = true;
        }
      } else if (instret >= opt.warm_up) {
        measuring = true;
        window_instret = instret;
        window_cycle = cycle;
      }
    }
    if (cycle >= observer.next) {
      observer.at_cycle(cycle, instret);
      if (observer.broken()) {
        end = End::kMismatch;
        break;
      }
    }

    if (top->uart_tx_valid_o) {
      observer.before_output(uart_line_start);
      std::putchar(top->uart_tx_data_o);
      uart_line_start = top->uart_tx_data_o == '\n';
      if (uart_line_start) std::fflush(stdout);
    }
    if (top->finish_o) {
      end = End::kProgram;
      program_code = top->finish_code_o;
      done = true;
    }
    if (top->store_valid_o) {
      for (uint64_t t : tohost) {
        if ((top->store_addr_o & ~7ull) == (t & ~7ull)) {
          const uint64_t v = top->store_data_o >> (8 * (top->store_addr_o & 7));
          if (v & 1) {
            end = End::kProgram;
            program_code = (built_xlen == 32 ? uint32_t(v) : v) >> 1;
            done = true;
          }
        }
      }
    }

    top->clk_i = 1;
    eval();

    if (opt.lockstep) {
      for (unsigned h = 0; h < num_harts; h++) {
        HpmMismatch m{};
        if (!harts[h]->probe.same_state(harts[h]->model, &m)) {
          std::fprintf(stderr,
                       "soc-sim: HPM lockstep MISMATCH on hart %u after cycle %" PRIu64 ": %s rtl=0x%" PRIx64
                       " model=0x%" PRIx64 "\n",
                       h, cycle, m.what, m.rtl, m.model);
          end = End::kMismatch;
          hpm_mismatch = true;
          break;
        }
      }
      if (end == End::kMismatch) break;
    }
  }
  std::fflush(stdout);
  // An output that could not be written all (a full disk) fails the run
  // whatever the program's own end: its file is incomplete.
  bool outputs_ok = observer.finish(cycle, instret);
  if (log && !close_output("--log", opt.log, log)) outputs_ok = false;
  if (measure_out) {
    // The window's counts, or none if it never ended: a row of a window
    // cut short would pass for a whole one.
    std::fprintf(measure_out, "# soc-sim window: warm-up %" PRIu64 ", measured %" PRIu64
                              " instructions from instruction %" PRIu64 " (all harts) of the RTL run, %" PRIu64
                              " instructions before it on Spike\n",
                 opt.warm_up, opt.measure, window_instret, ff_instructions);
    std::fprintf(measure_out, "hart");
    for (unsigned e = 1; e < cfg.num_events; e++) std::fprintf(measure_out, ",%s", soc_event_column(e).c_str());
    std::fprintf(measure_out, "\n");
    if (end == End::kWindow) {
      for (unsigned h = 0; h < num_harts; h++) {
        std::fprintf(measure_out, "%u", h);
        for (unsigned e = 1; e < cfg.num_events; e++) std::fprintf(measure_out, ",%" PRIu64, window[h][e]);
        std::fprintf(measure_out, "\n");
      }
    }
    if (!close_output("--measure-out", opt.measure_out, measure_out)) outputs_ok = false;
  }

  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int exit_code = kExitCycleLimit;
  switch (end) {
    case End::kProgram:
      exit_code = program_code > kExitProgramMax ? kExitProgramMax : static_cast<int>(program_code);
      if (program_code > kExitProgramMax) {
        std::fprintf(stderr, "soc-sim: the program's exit code is %" PRIu64 ", reported as %d\n", program_code,
                     kExitProgramMax);
      }
      break;
    case End::kMismatch:
      exit_code = kExitMismatch;
      std::fprintf(stderr, "soc-sim: stopped at the mismatch (exit %d)\n", kExitMismatch);
      break;
    case End::kWindow:
      exit_code = 0;
      std::fprintf(stderr, "soc-sim: the measured window ended: %" PRIu64 " instructions in %" PRIu64 " cycles (exit 0)\n",
                   instret - window_instret, cycle - window_cycle - 1);
      break;
    case End::kCycleLimit:
      std::fprintf(stderr, "soc-sim: cycle limit of %" PRIu64 " reached (exit %d)\n", opt.max_cycles,
                   kExitCycleLimit);
      break;
  }
  if (!outputs_ok) {
    std::fprintf(stderr, "soc-sim: an output file is incomplete: exit %d in place of %d\n", kExitUsage, exit_code);
    exit_code = kExitUsage;
  }
  std::string cosim_summary;
#if SOC_COSIM
  if (cosim) cosim_summary = ", cosim " + std::to_string(cosim->steps()) + " instructions compared";
#endif
  if (!opt.quiet) {
    std::fprintf(stderr,
                 "soc-sim: exit %d after %" PRIu64 " cycles, %" PRIu64 " instructions, %.0f cycles/s, HPM lockstep %s%s\n",
                 exit_code, cycle, instret, secs > 0 ? cycle / secs : 0.0,
                 opt.lockstep ? (hpm_mismatch ? "MISMATCH" : "0 mismatches") : "off", cosim_summary.c_str());
  }
#if VM_TRACE
  if (trace) trace->close();
#endif
  top->final();
#if VM_COVERAGE
  // make coverage: this run's counts of the HPM block, for verilator_coverage.
  if (const char *path = std::getenv("HPM_COVERAGE_FILE")) ctx->coveragep()->write(path);
#endif
  return exit_code;
}
