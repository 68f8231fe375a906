// SPDX-License-Identifier: Apache-2.0
//
// The checkpoint format (version 1), all numbers little-endian 64-bit
// words after the first line:
//   "soc-sim checkpoint 1\n"
//   xlen, harts, ram_base, ram_bytes, then the HPM's configuration (xlen,
//   num_hpm, hpm_width, num_events, event_w, ret_w, h_ext, cdeleg,
//   event_pipe)
//   instructions, cycles
//   for each hart: its HartState words (hart_words below, in that order)
//   the DeviceState words (device_words)
//   the tohost count, then each tohost address
//   RAM: (offset, 4096 bytes) for every 4 KiB page that is not all zero,
//   then the offset 2^64 - 1
// docs/cosim.md describes the same; a change to the layout is a new
// version, and an older soc-sim refuses it by the first line.
#include "checkpoint.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace {

constexpr char kMagic[] = "soc-sim checkpoint 1\n";
constexpr uint64_t kPage = 4096;
constexpr uint64_t kEnd = ~0ull;

// Every word of a hart's state, in the file's order. The model's 32-bit
// registers go through a copy.
std::vector<uint64_t *> hart_words(HartState &s) {
  std::vector<uint64_t *> w = {&s.pc, &s.priv};
  for (uint64_t &x : s.x) w.push_back(&x);
  for (uint64_t *p : {&s.mstatus, &s.medeleg, &s.mideleg, &s.mie, &s.mip, &s.mtvec, &s.mscratch, &s.mepc,
                      &s.mcause, &s.mtval, &s.stvec, &s.sscratch, &s.sepc, &s.scause, &s.stval, &s.satp,
                      &s.menvcfg, &s.siselect})
    w.push_back(p);
  for (uint64_t &x : s.pmpcfg) w.push_back(&x);
  for (uint64_t &x : s.pmpaddr) w.push_back(&x);
  w.push_back(&s.wfi);
  hpm_model_t &m = s.hpm;
  for (uint64_t *p : {&m.mcycle, &m.minstret, &m.mcyclecfg, &m.minstretcfg}) w.push_back(p);
  for (uint64_t &x : m.mhpmcounter) w.push_back(&x);
  for (uint64_t &x : m.mhpmevent) w.push_back(&x);
  return w;
}
std::vector<uint32_t *> hart_words32(HartState &s) {
  return {&s.hpm.mcountinhibit, &s.hpm.mcounteren, &s.hpm.scounteren, &s.hpm.hcounteren};
}

std::vector<uint64_t *> device_words(DeviceState &d) {
  std::vector<uint64_t *> w = {&d.mtime};
  for (uint64_t &x : d.mtimecmp) w.push_back(&x);
  for (uint64_t &x : d.msip) w.push_back(&x);
  for (uint64_t *p : {&d.uart_ier, &d.uart_lcr, &d.uart_mcr, &d.uart_dll, &d.uart_dlm, &d.uart_scr, &d.uart_fifo,
                      &d.uart_thre})
    w.push_back(p);
  return w;
}

std::vector<unsigned *> config_words(hpm_config_t &c) {
  return {&c.xlen, &c.num_hpm, &c.hpm_width, &c.num_events, &c.event_w, &c.ret_w, &c.h_ext, &c.cdeleg, &c.event_pipe};
}

struct File {
  File(const std::string &path, const char *mode) : path(path), f(std::fopen(path.c_str(), mode)) {
    if (!f) throw std::runtime_error(path + ": " + std::strerror(errno));
  }
  ~File() {
    if (f) std::fclose(f);
  }
  void fail(const std::string &what) const { throw std::runtime_error(path + ": " + what); }
  void put(uint64_t v) {
    uint8_t b[8];
    for (unsigned i = 0; i < 8; i++) b[i] = uint8_t(v >> 8 * i);
    bytes_out(b, 8);
  }
  uint64_t get() {
    uint8_t b[8];
    bytes_in(b, 8);
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++) v |= uint64_t(b[i]) << 8 * i;
    return v;
  }
  void bytes_out(const void *p, size_t n) {
    if (std::fwrite(p, 1, n, f) != n) fail(std::string("cannot write: ") + std::strerror(errno));
  }
  void bytes_in(void *p, size_t n) {
    if (std::fread(p, 1, n, f) != n) fail("cut short: not a whole checkpoint");
  }
  void close() {
    FILE *g = f;
    f = nullptr;
    if (std::fclose(g) != 0) fail(std::string("cannot write: ") + std::strerror(errno));
  }
  std::string path;
  FILE *f;
};

}  // namespace

void save_checkpoint(const std::string &path, const Checkpoint &c0) {
  Checkpoint c = c0;   // the words are written through pointers
  File f(path, "wb");
  f.bytes_out(kMagic, sizeof kMagic - 1);
  for (uint64_t v : {uint64_t(c.xlen), uint64_t(c.harts), c.ram_base, c.ram_bytes}) f.put(v);
  for (unsigned *p : config_words(c.hpm)) f.put(*p);
  f.put(c.instructions);
  f.put(c.cycles);
  for (HartState &s : c.hart) {
    for (uint64_t *p : hart_words(s)) f.put(*p);
    for (uint32_t *p : hart_words32(s)) f.put(*p);
  }
  for (uint64_t *p : device_words(c.devices)) f.put(*p);
  f.put(c.tohost.size());
  for (uint64_t t : c.tohost) f.put(t);
  static const uint8_t zero[kPage] = {};
  const uint8_t *ram = c.ram_view ? c.ram_view : c.ram.data();
  const uint64_t bytes = c.ram_view ? c.ram_bytes : c.ram.size();
  for (uint64_t off = 0; off + kPage <= bytes; off += kPage) {
    if (std::memcmp(ram + off, zero, kPage) == 0) continue;
    f.put(off);
    f.bytes_out(ram + off, kPage);
  }
  f.put(kEnd);
  f.close();
}

Checkpoint load_checkpoint(const std::string &path) {
  File f(path, "rb");
  char magic[sizeof kMagic - 1] = {};
  if (std::fread(magic, 1, sizeof magic, f.f) != sizeof magic || std::memcmp(magic, kMagic, sizeof magic) != 0) {
    if (std::memcmp(magic, kMagic, 19) == 0) f.fail("a checkpoint of another format version (this soc-sim reads version 1)");
    f.fail("not a soc-sim checkpoint");
  }
  Checkpoint c;
  c.xlen = unsigned(f.get());
  c.harts = unsigned(f.get());
  c.ram_base = f.get();
  c.ram_bytes = f.get();
  if (c.harts < 1 || c.harts > SOC_MAX_HARTS || c.ram_bytes > (1ull << 40)) f.fail("not a soc-sim checkpoint");
  for (unsigned *p : config_words(c.hpm)) *p = unsigned(f.get());
  if (const char *e = hpm_config_error(&c.hpm)) f.fail(std::string("an HPM configuration no soc-sim has: ") + e);
  c.instructions = f.get();
  c.cycles = f.get();
  c.hart.resize(c.harts);
  for (HartState &s : c.hart) {
    hpm_model_init(&s.hpm, &c.hpm);
    for (uint64_t *p : hart_words(s)) *p = f.get();
    for (uint32_t *p : hart_words32(s)) *p = uint32_t(f.get());
  }
  for (uint64_t *p : device_words(c.devices)) *p = f.get();
  const uint64_t n = f.get();
  if (n > 1024) f.fail("not a soc-sim checkpoint");
  for (uint64_t i = 0; i < n; i++) c.tohost.push_back(f.get());
  c.ram.assign(c.ram_bytes, 0);
  for (uint64_t off; (off = f.get()) != kEnd;) {
    if (off % kPage || off + kPage > c.ram_bytes) f.fail("a RAM page outside RAM");
    f.bytes_in(&c.ram[off], kPage);
  }
  return c;
}

std::string checkpoint_mismatch(const Checkpoint &c, unsigned xlen, unsigned harts, uint64_t ram_base,
                                uint64_t ram_bytes, const hpm_config_t &hpm) {
  const auto describe = [](unsigned x, unsigned h, uint64_t bytes, const hpm_config_t &p) {
    char text[200];
    std::snprintf(text, sizeof text, "RV%u, %u hart%s, %llu MiB of RAM, %u HPM counters of %u bits, %u events%s", x,
                  h, h == 1 ? "" : "s", (unsigned long long)(bytes >> 20), p.num_hpm, p.hpm_width, p.num_events,
                  p.cdeleg ? ", counter delegation" : "");
    return std::string(text);
  };
  hpm_config_t a = c.hpm, b = hpm;
  bool same_hpm = true;
  const auto wa = config_words(a), wb = config_words(b);
  for (size_t i = 0; i < wa.size(); i++) same_hpm = same_hpm && *wa[i] == *wb[i];
  if (c.xlen == xlen && c.harts == harts && c.ram_base == ram_base && c.ram_bytes == ram_bytes && same_hpm) return "";
  return "a checkpoint of " + describe(c.xlen, c.harts, c.ram_bytes, c.hpm) + "; this soc-sim is " +
         describe(xlen, harts, ram_bytes, hpm);
}
