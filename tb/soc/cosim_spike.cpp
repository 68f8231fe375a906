// SPDX-License-Identifier: Apache-2.0
//
// soc-sim --cosim: each hart's Spike processor, stepped once for every
// instruction the RTL hart commits (retired or trapped), and compared
// (docs/cosim.md, Spike in lockstep). The only file that includes Spike's
// headers: it is compiled with -D_GLIBCXX_USE_CXX11_ABI=0, as Spike's
// library is.
//
// What Spike cannot know is taken from the RTL, each case once, here:
//   - device registers (CLINT, UART, finisher): Spike's loads from them
//     read 0 and the load's destination takes the RTL's value; its stores
//     go nowhere (the RTL's devices are the SoC's);
//   - interrupts: Spike takes one exactly when the RTL does, by the cause
//     the RTL takes; otherwise no interrupt is pending for it;
//   - counters and the HPM's CSRs, mip and sip, an SC's outcome: the
//     destination takes the RTL's value (the RTL's HPM is itself checked
//     against the C model every cycle, so its values are the model's).
//
// Fast-forward (docs/cosim.md, Fast-forward) runs Spike alone: then the
// devices are modelled here (Devices) and, with model_pmu, every hart's
// HPM CSRs are a C model's (HpmCsr), which counts what Spike executes.
#include "cosim.h"

#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

#include "riscv/cfg.h"
#include "riscv/encoding.h"
#include "riscv/mmu.h"
#include "riscv/processor.h"
#include "riscv/simif.h"
#include "riscv/trap.h"
#include "soc_events.h"
#include "hpm_spec.h"
#include "soc_desc.h"

namespace {

bool within(uint64_t a, uint64_t base, uint64_t size) { return a >= base && a - base < size; }

// The SoC's CLINT, UART and test finisher as the fast-forward's Spike
// sees them: the registers and their behaviour as rtl/soc/soc_clint.sv,
// soc_uart.sv and soc_finisher.sv have them (docs/soc.md's memory map),
// so that the state moves into the RTL's devices as it is.
struct Devices {
  explicit Devices(unsigned harts) : harts(harts) { reset(); }
  void reset() {
    d = DeviceState{};
    for (unsigned h = 0; h < SOC_MAX_HARTS; h++) d.mtimecmp[h] = ~0ull;
  }
  unsigned harts;
  DeviceState d;
  std::function<void(uint8_t)> tx;       // a byte the UART sends
  bool finished = false;                 // the finisher was written
  uint64_t code = 0;                     // ... with this exit code

  // The CLINT's 64-bit word at offset off (8-byte aligned).
  uint64_t clint_read(uint64_t off) const {
    const uint64_t word = off >> 3;
    uint64_t v = 0;
    for (unsigned h = 0; h < harts; h++) {
      if (word == h / 2) v |= d.msip[h] << (32 * (h % 2));
      if (word == 0x4000 / 8 + h) v = d.mtimecmp[h];
    }
    if (word == 0xBFF8 / 8) v = d.mtime;
    return v;
  }
  static uint64_t merge(uint64_t old, uint64_t w, unsigned be) {
    for (unsigned b = 0; b < 8; b++)
      if (be >> b & 1) old = (old & ~(0xffull << 8 * b)) | (w & (0xffull << 8 * b));
    return old;
  }
  void clint_write(uint64_t off, uint64_t w, unsigned be) {
    const uint64_t word = off >> 3;
    for (unsigned h = 0; h < harts; h++) {
      if (word == h / 2 && (be >> (4 * (h % 2)) & 1)) d.msip[h] = w >> (32 * (h % 2)) & 1;
      if (word == 0x4000 / 8 + h) d.mtimecmp[h] = merge(d.mtimecmp[h], w, be);
    }
    if (word == 0xBFF8 / 8) d.mtime = merge(d.mtime, w, be);
  }
  // The UART's register at byte offset off (0..7).
  uint8_t uart_read(unsigned off) {
    const bool dlab = d.uart_lcr >> 7 & 1;
    switch (off) {
      case 0: return dlab ? d.uart_dll : 0;
      case 1: return dlab ? d.uart_dlm : d.uart_ier;
      case 2: {
        const bool thre = (d.uart_ier >> 1 & 1) && d.uart_thre;
        if (thre) d.uart_thre = 0;   // the read that reports it clears it
        return uint8_t((d.uart_fifo ? 0xc0 : 0) | (thre ? 2 : 1));
      }
      case 3: return d.uart_lcr;
      case 4: return d.uart_mcr;
      case 5: return 0x60;   // THRE, TEMT
      case 7: return d.uart_scr;
      default: return 0;     // MSR
    }
  }
  void uart_write(unsigned off, uint8_t w) {
    const bool dlab = d.uart_lcr >> 7 & 1;
    switch (off) {
      case 0:
        if (dlab) {
          d.uart_dll = w;
        } else {
          d.uart_thre = 1;
          if (tx) tx(w);
        }
        break;
      case 1:
        if (dlab) {
          d.uart_dlm = w;
        } else {
          if ((w >> 1 & 1) && !(d.uart_ier >> 1 & 1)) d.uart_thre = 1;
          d.uart_ier = w & 0xf;
        }
        break;
      case 2: d.uart_fifo = w & 1; break;
      case 3: d.uart_lcr = w; break;
      case 4: d.uart_mcr = w & 0x1f; break;
      case 7: d.uart_scr = w; break;
      default: break;   // LSR and MSR are read-only
    }
  }
  bool load(uint64_t a, size_t len, uint8_t *bytes) {
    if (within(a, SOC_CLINT_BASE, SOC_CLINT_SIZE)) {
      const uint64_t off = a - SOC_CLINT_BASE;
      const uint64_t w = clint_read(off & ~7ull);
      for (size_t i = 0; i < len; i++) bytes[i] = uint8_t(w >> 8 * ((off + i) & 7));
      return true;
    }
    if (within(a, SOC_UART_BASE, SOC_UART_SIZE)) {
      for (size_t i = 0; i < len; i++) {
        const uint64_t off = a + i - SOC_UART_BASE;
        bytes[i] = off < 8 ? uart_read(unsigned(off)) : 0;
      }
      return true;
    }
    if (within(a, SOC_FINISHER_BASE, SOC_FINISHER_SIZE)) {
      std::memset(bytes, 0, len);
      return true;
    }
    return false;
  }
  bool store(uint64_t a, size_t len, const uint8_t *bytes) {
    if (within(a, SOC_CLINT_BASE, SOC_CLINT_SIZE)) {
      const uint64_t off = a - SOC_CLINT_BASE;
      uint64_t w = 0;
      unsigned be = 0;
      for (size_t i = 0; i < len; i++) {
        w |= uint64_t(bytes[i]) << 8 * ((off + i) & 7);
        be |= 1u << ((off + i) & 7);
      }
      clint_write(off & ~7ull, w, be);
      return true;
    }
    if (within(a, SOC_UART_BASE, SOC_UART_SIZE)) {
      for (size_t i = 0; i < len; i++) {
        const uint64_t off = a + i - SOC_UART_BASE;
        if (off < 8) uart_write(unsigned(off), bytes[i]);
      }
      return true;
    }
    if (within(a, SOC_FINISHER_BASE, SOC_FINISHER_SIZE)) {
      uint32_t w = 0;
      for (size_t i = 0; i < len && i < 4; i++) w |= uint32_t(bytes[i]) << 8 * i;
      if ((w & 0xffff) == 0x5555 || (w & 0xffff) == 0x3333) {
        finished = true;
        code = (w & 0xffff) == 0x5555 ? 0 : w >> 16;
      }
      return true;
    }
    return false;
  }
};

// mvendorid, marchid, mimpid: the SoC's (soc_desc.h), which the firmware
// tells the SoC from other machines by.
class IdentityCsr : public csr_t {
 public:
  IdentityCsr(processor_t *p, reg_t addr, reg_t value) : csr_t(p, addr), value_(value) {}
  reg_t read() const noexcept override { return value_; }

 protected:
  bool unlogged_write(const reg_t) noexcept override { return false; }

 private:
  reg_t value_;
};

// The SoC as Spike sees it: RAM and the boot ROM are Spike's own memory,
// loaded with what the RTL's holds at reset. In lockstep the devices
// answer 0 (their values are the RTL's); in a fast-forward, devices.
class SocSim : public simif_t {
 public:
  explicit SocSim(const CosimConfig &c)
      : devices(c.harts), c_(c), ram_(c.ram_bytes, 0), rom_(c.rom_bytes, 0), log_(std::fopen("/dev/null", "w")) {
    isa_ = c.xlen == 64 ? SOC_ISA_RV64 : SOC_ISA_RV32;
    cfg_.isa = isa_.c_str();
    cfg_.priv = "msu";
    cfg_.pmpregions = c.pmp_entries;
    cfg_.pmpgranularity = 4;
    cfg_.trigger_count = 0;   // Sdtrig with no trigger, as the core (docs/soc.md)
    cfg_.mem_layout = {mem_cfg_t(c.ram_base, c.ram_bytes)};
    cfg_.hartids.clear();
    for (unsigned h = 0; h < c.harts; h++) cfg_.hartids.push_back(h);
    cfg_.explicit_hartids = true;
    for (unsigned h = 0; h < c.harts; h++) {
      auto p = std::make_unique<processor_t>(cfg_.isa, cfg_.priv, &cfg_, this, h, false, log_, sout_);
      // The MMU Spike's own machine would take from its device tree's
      // mmu-type: Sv39 on RV64, Sv32 on RV32, as the core's.
      // (before the reset, which builds the CSRs: mstatus's SUM, MXR and
      // TVM exist only with an MMU).
      p->set_max_vaddr_bits(c.xlen == 64 ? 39 : 32);
      p->reset();
      p->get_state()->pc = c.boot_pc;
      auto &map = p->get_state()->csrmap;
      map[CSR_MVENDORID] = std::make_shared<IdentityCsr>(p.get(), CSR_MVENDORID, SOC_MVENDORID);
      map[CSR_MARCHID] = std::make_shared<IdentityCsr>(p.get(), CSR_MARCHID, SOC_MARCHID);
      map[CSR_MIMPID] = std::make_shared<IdentityCsr>(p.get(), CSR_MIMPID, SOC_MIMPID);
      harts_[h] = p.get();
      procs_.push_back(std::move(p));
    }
  }
  ~SocSim() override {
    procs_.clear();
    if (log_) std::fclose(log_);
  }

  char *addr_to_mem(reg_t a) override {
    if (within(a, c_.ram_base, c_.ram_bytes)) return &ram_[a - c_.ram_base];
    if (within(a, c_.rom_base, c_.rom_bytes)) return &rom_[a - c_.rom_base];
    return nullptr;
  }
  bool reservable(reg_t a) override { return within(a, c_.ram_base, c_.ram_bytes); }
  bool mmio_load(reg_t a, size_t len, uint8_t *bytes) override {
    if (fast_forward) return devices.load(a, len, bytes);
    if (!device(a)) return false;
    std::memset(bytes, 0, len);
    device_load = true;
    return true;
  }
  bool mmio_store(reg_t a, size_t len, const uint8_t *bytes) override {
    if (fast_forward) return devices.store(a, len, bytes);
    return device(a);
  }
  void proc_reset(unsigned) override {}
  const cfg_t &get_cfg() const override { return cfg_; }
  const std::map<size_t, processor_t *> &get_harts() const override { return harts_; }
  const char *get_symbol(uint64_t) override { return nullptr; }

  processor_t *hart(unsigned h) { return procs_[h].get(); }
  uint64_t ram_base() const { return c_.ram_base; }
  uint64_t ram_bytes() const { return c_.ram_bytes; }
  bool device_load = false;   // the last step loaded from a device
  bool fast_forward = false;  // the devices are modelled (Devices), not the RTL's
  Devices devices;
  uint8_t *ram() { return reinterpret_cast<uint8_t *>(ram_.data()); }

 private:
  static bool device(reg_t a) {
    return within(a, SOC_CLINT_BASE, SOC_CLINT_SIZE) || within(a, SOC_UART_BASE, SOC_UART_SIZE) ||
           within(a, SOC_FINISHER_BASE, SOC_FINISHER_SIZE);
  }
  CosimConfig c_;
  std::string isa_;
  cfg_t cfg_;
  std::vector<char> ram_, rom_;
  FILE *log_;
  std::ostringstream sout_;
  std::vector<std::unique_ptr<processor_t>> procs_;
  std::map<size_t, processor_t *> harts_;
};

// Each hart's HPM as a C model (CosimConfig::model_pmu): what the HPM's
// CSRs read and how they count while Spike runs alone. An instruction
// counts one cycle (the fast-forward's clock runs one cycle a round of the
// harts). While no programmable counter selects an event the events make
// no difference and the cycles are applied in runs (hpm_model_advance);
// otherwise each instruction is one model cycle with its architectural
// events: Cycle, Instret, RefCycle, Load, Store, Branch, BranchTaken,
// Exception, Interrupt. The microarchitectural ones (caches, TLBs,
// mispredictions, stalls, the top-down leaves) count on the RTL only.
class PmuModels {
 public:
  struct Hart {
    hpm_model_t model;
    bool selecting = false;   // some programmable counter selects an event
    uint64_t pend_priv = PRV_M, pend_cycles = 0, pend_instret = 0;
    bool counted = false;     // the instruction's cycle went with its CSR write
  };
  PmuModels(SocSim &sim, const hpm_config_t &cfg) : harts(sim.get_harts().size()), sim_(sim) {
    for (Hart &h : harts) hpm_model_init(&h.model, &cfg);
  }
  std::vector<Hart> harts;
  bool counting = false;      // a fast-forward runs (in lockstep the RTL counts)

  // The CSR access of the instruction hart h executes: its outputs, and
  // with apply the cycle it commits in, the write and the instruction's
  // own counts included.
  hpm_outputs_t access(unsigned h, unsigned addr, bool write, uint64_t wdata, bool apply) {
    flush(h);
    hpm_inputs_t &in = inputs(h);
    in.csr_valid = true;
    in.csr_addr = uint16_t(addr);
    in.csr_write = write;
    in.csr_wdata = wdata;
    hpm_outputs_t out;
    Hart &x = harts[h];
    if (!apply) {
      hpm_model_eval(&x.model, &in, &out);
      return out;
    }
    if (counting) instruction_events(in, true, false, false, 0, false);
    hpm_model_step(&x.model, &in, &out);
    x.counted = counting;
    refresh(h);
    if (out.lcofi) raise_lcofi(h);
    return out;
  }
  // Hart h executed an instruction in mode priv: retired, or trapped (an
  // interrupt with irq); insn its bits as fetched, taken whether it left
  // the sequential path.
  void count(unsigned h, uint64_t priv, bool retired, bool trapped, bool irq, uint32_t insn, bool taken) {
    Hart &x = harts[h];
    if (!counting) return;
    if (x.counted) {
      x.counted = false;
      return;
    }
    if (!x.selecting) {
      if (x.pend_cycles && x.pend_priv != priv) flush(h);
      x.pend_priv = priv;
      x.pend_cycles++;
      x.pend_instret += retired;
      return;
    }
    flush(h);
    hpm_inputs_t &in = inputs(h);
    in.priv = unsigned(priv);
    instruction_events(in, retired, trapped, irq, insn, taken);
    step(h, in);
  }
  // Hart h waited in WFI for `cycles` cycles: only RefCycle and Halted
  // count then (mcycle and minstret do not).
  void halted(unsigned h, uint64_t cycles) {
    if (!counting || !harts[h].selecting) return;
    flush(h);
    hpm_inputs_t &in = inputs(h);
    in.events[SOC_EV_REF_CYCLE] = 1;
    in.events[SOC_EV_HALTED] = 1;
    for (uint64_t c = 0; c < cycles; c++) step(h, in);
  }
  // The runs not yet applied, applied.
  void flush(unsigned h) {
    Hart &x = harts[h];
    if (!x.pend_cycles) return;
    const uint64_t cycles = x.pend_cycles, instret = x.pend_instret;
    x.pend_cycles = x.pend_instret = 0;
    if (hpm_model_advance(&x.model, unsigned(x.pend_priv), false, cycles, instret)) return;
    // Increments still in flight (EVENT_PIPE) from before: cycle by cycle.
    hpm_inputs_t &in = inputs(h);
    in.priv = unsigned(x.pend_priv);
    in.cycle = true;
    for (uint64_t c = 0; c < cycles; c++) {
      in.instret = c < instret;
      step(h, in);
    }
  }
  void refresh(unsigned h) {
    Hart &x = harts[h];
    x.selecting = false;
    for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + x.model.cfg.num_hpm; n++)
      x.selecting |= (x.model.mhpmevent[n] & ((1ull << (HPM_EVT_SEL_BITS * HPM_EVT_NUM_SELS)) - 1)) != 0;
  }

 private:
  // A cycle of hart h with no access and no event, in its current mode.
  hpm_inputs_t &inputs(unsigned h) {
    std::memset(&in_, 0, sizeof in_);
    const state_t *s = sim_.hart(h)->get_state();
    in_.priv = unsigned(s->prv);
    in_.time = sim_.devices.d.mtime;
    in_.cde = (s->menvcfg->read() & MENVCFG_CDE) != 0;
    in_.siselect = s->csrmap.at(CSR_SISELECT)->read();
    return in_;
  }
  static void instruction_events(hpm_inputs_t &in, bool retired, bool trapped, bool irq, uint32_t insn, bool taken) {
    in.cycle = true;
    in.instret = retired;
    in.events[SOC_EV_CYCLE] = 1;
    in.events[SOC_EV_REF_CYCLE] = 1;
    in.events[SOC_EV_INSTRET] = retired;
    if (trapped) in.events[irq ? SOC_EV_INTERRUPT : SOC_EV_EXCEPTION] = 1;
    if (!retired) return;
    bool load = false, store = false, branch = false;
    if ((insn & 3) == 3) {
      const unsigned op = insn & 0x7f, f5 = insn >> 27;
      load = op == 0x03 || (op == 0x2f && f5 != 3);
      store = op == 0x23 || (op == 0x2f && f5 != 2);
      branch = op == 0x63;
    } else {
      // RVC: c.lw, c.ld, c.lwsp, c.ldsp; c.sw, c.sd, c.swsp, c.sdsp;
      // c.beqz, c.bnez (the core has no F or D).
      const unsigned q = insn & 3, f3 = insn >> 13 & 7;
      load = (q == 0 || q == 2) && (f3 == 2 || f3 == 3);
      store = (q == 0 || q == 2) && (f3 == 6 || f3 == 7);
      branch = q == 1 && (f3 == 6 || f3 == 7);
    }
    in.events[SOC_EV_LOAD] = load;
    in.events[SOC_EV_STORE] = store;
    in.events[SOC_EV_BRANCH] = branch;
    in.events[SOC_EV_BRANCH_TAKEN] = branch && taken;
  }
  void step(unsigned h, const hpm_inputs_t &in) {
    hpm_outputs_t out;
    hpm_model_step(&harts[h].model, &in, &out);
    if (out.lcofi) raise_lcofi(h);
  }
  void raise_lcofi(unsigned h) { sim_.hart(h)->get_state()->mip->backdoor_write_with_mask(MIP_LCOFIP, MIP_LCOFIP); }
  SocSim &sim_;
  hpm_inputs_t in_;
};

// An HPM CSR of a hart whose PMU is a C model: the model answers when the
// HPM block has the CSR (csr_hit), with its illegal-instruction rule;
// otherwise Spike's own CSR of that number, if any, or an illegal
// instruction, as the core refuses a CSR nobody has.
class HpmCsr : public csr_t {
 public:
  HpmCsr(processor_t *p, reg_t addr, PmuModels *pmu, unsigned hart, csr_t_p original)
      : csr_t(p, addr), pmu_(pmu), hart_(hart), orig_(std::move(original)) {}
  void verify_permissions(insn_t insn, bool write) const override {
    const hpm_outputs_t o = pmu_->access(hart_, unsigned(address), write, 0, false);
    if (!o.csr_hit) {
      if (!orig_) throw trap_illegal_instruction(insn.bits());
      orig_->verify_permissions(insn, write);
    } else if (o.csr_illegal || o.csr_virtual) {
      throw trap_illegal_instruction(insn.bits());
    }
  }
  reg_t read() const noexcept override {
    const hpm_outputs_t o = pmu_->access(hart_, unsigned(address), false, 0, false);
    return o.csr_hit ? o.csr_rdata : orig_ ? orig_->read() : 0;
  }

 protected:
  bool unlogged_write(const reg_t v) noexcept override {
    if (pmu_->access(hart_, unsigned(address), true, v, false).csr_hit) {
      pmu_->access(hart_, unsigned(address), true, v, true);
      return true;
    }
    if (!orig_) return false;
    orig_->write(v);
    return true;
  }

 private:
  PmuModels *pmu_;
  unsigned hart_;
  csr_t_p orig_;
};

// The CSR numbers the HPM block may answer (cmodel/hpm_spec.h): counters
// and their shadows with high halves, events and their high halves,
// mcountinhibit and the Smcntrpmf configurations among them, the enables,
// scountovf, scountinhibit and the counter-delegation window.
std::vector<unsigned> hpm_csr_numbers() {
  std::vector<unsigned> v;
  for (unsigned base : {HPM_CSR_MCOUNTER, HPM_CSR_MCOUNTERH, HPM_CSR_SHADOW, HPM_CSR_SHADOWH, HPM_CSR_MEVENT,
                        HPM_CSR_MEVENTH})
    for (unsigned i = 0; i < 32; i++) v.push_back(base + i);
  for (unsigned a : {HPM_CSR_MCOUNTEREN, HPM_CSR_SCOUNTEREN, HPM_CSR_HCOUNTEREN, HPM_CSR_SCOUNTOVF,
                     HPM_CSR_SCOUNTINHIBIT, HPM_CSR_SIREG, HPM_CSR_SIREG2, HPM_CSR_SIREG3, HPM_CSR_SIREG4,
                     HPM_CSR_SIREG5, HPM_CSR_SIREG6})
    v.push_back(a);
  return v;
}

// The interrupts a hart's devices raise (and LCOFI, the HPM's): Spike sees
// them only when the RTL takes one.
constexpr reg_t kDeviceIrqs = MIP_MSIP | MIP_MTIP | MIP_MEIP | MIP_SEIP | MIP_LCOFIP;
constexpr reg_t kAllIrqs = kDeviceIrqs | MIP_SSIP | MIP_STIP;

// The instruction made its memory access (the core takes no interrupt on
// one that has: its access is done).
bool accesses_memory(uint32_t insn) {
  const unsigned op = insn & 0x7f;
  return op == 0x03 || op == 0x23 || op == 0x2f;
}

bool is_csr(uint32_t insn) { return (insn & 0x7f) == 0x73 && ((insn >> 12) & 3) != 0; }
unsigned csr_of(uint32_t insn) { return insn >> 20; }

// CSRs whose value the RTL gives: counters, the HPM's registers (checked
// against the C model every cycle), the pending interrupts, and the
// counter-delegation window (sireg* show the HPM's registers); and the
// WARL choices where the core and Spike differ, each with its reason in
// docs/cosim.md's waiver table: the identity, medeleg, menvcfg, the
// trigger CSRs and the indirect-access selects.
bool volatile_csr(unsigned csr) {
  return (csr >= 0xB00 && csr <= 0xB9F) || (csr >= 0xC00 && csr <= 0xC9F) ||   // m/counters
         (csr >= 0x320 && csr <= 0x33F) || (csr >= 0x720 && csr <= 0x73F) ||   // events, cfg, high halves
         csr == CSR_MIP || csr == CSR_SIP || csr == 0xDA0 /* scountovf */ ||
         csr == 0x120 /* scountinhibit */ || (csr >= 0x151 && csr <= 0x157) /* sireg* */ ||
         (csr >= 0x351 && csr <= 0x357) /* mireg* */ ||
         (csr >= 0xF11 && csr <= 0xF15) /* the SoC's identity, not Spike's */ ||
         csr == CSR_MEDELEG || csr == CSR_MENVCFG || csr == 0x31A /* menvcfgh */ ||
         (csr >= 0x7A0 && csr <= 0x7A5) /* tselect..tcontrol: no trigger */ ||
         csr == 0x350 /* miselect */ || csr == 0x150 /* siselect */;
}

// The bytes a store, AMO or successful SC writes: its address (rs1, plus
// the offset of a store) and size, or false for any other instruction.
bool store_of(uint32_t insn, const state_t *s, uint64_t *addr, unsigned *bytes) {
  const unsigned op = insn & 0x7f, f3 = (insn >> 12) & 7;
  const reg_t rs1 = s->XPR[(insn >> 15) & 31];
  if (op == 0x23 && f3 <= 3) {
    const int64_t imm = (int64_t(int32_t(insn & 0xfe000000)) >> 20) | ((insn >> 7) & 0x1f);
    *addr = rs1 + uint64_t(imm);
  } else if (op == 0x2f && (f3 == 2 || f3 == 3) && (insn >> 27) != 2 /* lr */) {
    *addr = rs1;
  } else {
    return false;
  }
  *bytes = 1u << f3;
  return true;
}

void mismatch(CosimMismatch *m, const char *what, uint64_t spike, uint64_t rtl) {
  std::snprintf(m->what, sizeof m->what, "%s", what);
  m->spike = spike;
  m->rtl = rtl;
}

}  // namespace

struct Cosim::Impl {
  explicit Impl(const CosimConfig &c)
      : sim(c), xlen(c.xlen), rtl_ram64(c.rtl_ram64), last(c.harts), tohost(c.tohost, c.tohost + c.tohost_count) {
    if (!c.model_pmu) return;
    pmu = std::make_unique<PmuModels>(sim, c.hpm);
    for (unsigned h = 0; h < c.harts; h++) {
      processor_t *p = sim.hart(h);
      auto &map = p->get_state()->csrmap;
      for (unsigned a : hpm_csr_numbers()) {
        auto it = map.find(a);
        map[a] = std::make_shared<HpmCsr>(p, a, pmu.get(), h, it == map.end() ? nullptr : it->second);
      }
    }
  }
  SocSim sim;
  unsigned xlen;
  uint64_t (*rtl_ram64)(uint64_t);
  uint64_t steps = 0;
  struct Last {
    uint64_t pc = 0;
    uint32_t insn = 0;
  };
  std::vector<Last> last;   // each hart's previous commit
  std::vector<uint64_t> tohost;
  std::unique_ptr<PmuModels> pmu;
  uint64_t ff_instructions = 0, ff_cycles = 0;

  // One instruction (or the interrupt it takes) of hart h in a
  // fast-forward, counted by its PMU.
  void ff_step(unsigned h);
  // A program's end by HTIF: a tohost word with bit 0 set.
  bool tohost_written(uint64_t *code) {
    for (uint64_t t : tohost) {
      uint64_t v;
      std::memcpy(&v, sim.addr_to_mem(t & ~7ull), 8);
      if (xlen == 32) v = uint32_t(v >> (8 * (t & 4)));
      if (v & 1) {
        *code = v >> 1;
        return true;
      }
    }
    return false;
  }
};

Cosim::Cosim(const CosimConfig &c) : impl_(new Impl(c)) {}
Cosim::~Cosim() { delete impl_; }
uint64_t Cosim::steps() const { return impl_->steps; }
uint64_t Cosim::ff_instructions() const { return impl_->ff_instructions; }
uint64_t Cosim::ff_cycles() const { return impl_->ff_cycles; }
uint8_t *Cosim::ram() { return impl_->sim.ram(); }
void Cosim::set_ff_counts(uint64_t instructions, uint64_t cycles) {
  impl_->ff_instructions = instructions;
  impl_->ff_cycles = cycles;
}

void Cosim::write64(uint64_t addr, uint64_t value) {
  if (char *p = impl_->sim.addr_to_mem(addr)) std::memcpy(p, &value, 8);
}

void Cosim::Impl::ff_step(unsigned h) {
  processor_t *p = sim.hart(h);
  state_t *s = p->get_state();
  const uint64_t pc = s->pc, priv = s->prv, retired_before = s->minstret->read();
  uint32_t insn = 0;
  if (pmu && pmu->harts[h].selecting) {
    // The bits for the PMU's events; a fetch that faults is the trap's.
    try {
      insn = uint32_t(p->get_mmu()->load_insn(pc).insn.bits());
    } catch (...) {
      insn = 0;
    }
  }
  p->step(1);
  ff_instructions++;
  // Spike's own minstret counts every retired instruction (its inhibits
  // are not the CSRs software writes: those are the model's).
  const bool retired = s->minstret->read() != retired_before;
  const bool trapped = !retired;
  bool irq = false;
  if (trapped) irq = ((s->prv == PRV_M ? s->mcause : s->scause)->read() >> (xlen - 1)) & 1;
  const unsigned len = (insn & 3) == 3 ? 4 : 2;
  if (pmu) pmu->count(h, priv, retired, trapped, irq, insn, s->pc != pc + len);
}

FastForwardEnd Cosim::fast_forward(const FastForwardUntil &until, uint64_t max_instructions,
                                   void (*out)(uint8_t, void *), void *ctx) {
  Impl &m = *impl_;
  SocSim &sim = m.sim;
  Devices &dev = sim.devices;
  sim.fast_forward = true;
  if (m.pmu) m.pmu->counting = true;
  dev.tx = [out, ctx](uint8_t b) { out(b, ctx); };
  const unsigned harts = unsigned(sim.get_harts().size());
  const uint64_t start = m.ff_instructions;
  FastForwardEnd end{FastForwardEnd::kLimit, 0};
  for (uint64_t round = 0;; round++) {
    bool all_waiting = true;
    for (unsigned h = 0; h < harts; h++) {
      processor_t *p = sim.hart(h);
      state_t *s = p->get_state();
      s->mip->backdoor_write_with_mask(MIP_MTIP | MIP_MSIP, (dev.d.mtime >= dev.d.mtimecmp[h] ? MIP_MTIP : 0) |
                                                               (dev.d.msip[h] ? MIP_MSIP : 0));
      if (p->is_waiting_for_interrupt()) {
        if (!(s->mip->read() & s->mie->read())) {
          if (m.pmu) m.pmu->halted(h, 1);
          continue;
        }
        p->clear_waiting_for_interrupt();
      }
      all_waiting = false;
      if (until.at_pc && s->pc == until.pc) end.kind = FastForwardEnd::kReached;
      if (m.ff_instructions - start >= until.instructions) end.kind = FastForwardEnd::kReached;
      if (m.ff_instructions - start >= max_instructions && end.kind != FastForwardEnd::kReached) break;
      if (end.kind == FastForwardEnd::kReached) break;
      m.ff_step(h);
      if (dev.finished) {
        end = {FastForwardEnd::kProgram, dev.code};
        break;
      }
    }
    if (end.kind != FastForwardEnd::kLimit || m.ff_instructions - start >= max_instructions) break;
    if ((round & 4095) == 0 && m.tohost_written(&end.code)) {
      end.kind = FastForwardEnd::kProgram;
      break;
    }
    uint64_t ticks = 1;
    if (all_waiting) {
      // Nothing runs until the first timer a waiting hart has enabled:
      // the clock jumps there (an interrupt only another hart could raise
      // would never come).
      uint64_t next = ~0ull;
      for (unsigned h = 0; h < harts; h++)
        if (sim.hart(h)->get_state()->mie->read() & MIP_MTIP) next = std::min(next, dev.d.mtimecmp[h]);
      if (next == ~0ull || next - dev.d.mtime > (1ull << 40)) {
        end.kind = FastForwardEnd::kStuck;
        break;
      }
      ticks = next > dev.d.mtime ? next - dev.d.mtime : 1;
      if (m.pmu)
        for (unsigned h = 0; h < harts; h++) m.pmu->halted(h, ticks - 1);
    }
    dev.d.mtime += ticks;
    m.ff_cycles += ticks;
  }
  if (end.kind == FastForwardEnd::kLimit && m.tohost_written(&end.code)) end.kind = FastForwardEnd::kProgram;
  if (m.pmu)
    for (unsigned h = 0; h < harts; h++) m.pmu->flush(h);
  dev.tx = nullptr;
  return end;
}

void Cosim::start_lockstep() {
  Impl &m = *impl_;
  m.sim.fast_forward = false;
  if (m.pmu) m.pmu->counting = false;
  for (size_t h = 0; h < m.sim.get_harts().size(); h++) m.sim.hart(unsigned(h))->get_mmu()->yield_load_reservation();
}

namespace {

// The core's CSRs that HartState holds, each with its member.
struct StateCsr {
  unsigned number;
  uint64_t HartState::*field;
};
const StateCsr kStateCsrs[] = {
    {CSR_MEDELEG, &HartState::medeleg},   {CSR_MIDELEG, &HartState::mideleg},   {CSR_MIE, &HartState::mie},
    {CSR_MTVEC, &HartState::mtvec},       {CSR_MSCRATCH, &HartState::mscratch}, {CSR_MEPC, &HartState::mepc},
    {CSR_MCAUSE, &HartState::mcause},     {CSR_MTVAL, &HartState::mtval},       {CSR_STVEC, &HartState::stvec},
    {CSR_SSCRATCH, &HartState::sscratch}, {CSR_SEPC, &HartState::sepc},         {CSR_SCAUSE, &HartState::scause},
    {CSR_STVAL, &HartState::stval},       {CSR_SATP, &HartState::satp},         {CSR_SISELECT, &HartState::siselect},
};

}  // namespace

void Cosim::hart_state(unsigned h, HartState *out) {
  Impl &m = *impl_;
  processor_t *p = m.sim.hart(h);
  state_t *s = p->get_state();
  *out = HartState{};
  out->pc = s->pc;
  out->priv = s->prv;
  for (unsigned r = 0; r < 32; r++) out->x[r] = s->XPR[r];
  out->mstatus = s->mstatus->read();
  out->mip = s->mip->read();
  out->menvcfg = s->menvcfg->read();
  for (const StateCsr &c : kStateCsrs) out->*c.field = s->csrmap.at(c.number)->read();
  for (unsigned i = 0; i < 4; i++) {
    auto it = s->csrmap.find(CSR_PMPCFG0 + i);
    if (it != s->csrmap.end()) out->pmpcfg[i] = it->second->read();
  }
  for (unsigned i = 0; i < 16; i++) out->pmpaddr[i] = s->csrmap.at(CSR_PMPADDR0 + i)->read();
  out->wfi = p->is_waiting_for_interrupt();
  if (m.pmu) {
    m.pmu->flush(h);
    out->hpm = m.pmu->harts[h].model;
  }
}

void Cosim::set_hart_state(unsigned h, const HartState &in) {
  Impl &m = *impl_;
  processor_t *p = m.sim.hart(h);
  state_t *s = p->get_state();
  const auto reg = [&](uint64_t v) { return m.xlen == 32 ? reg_t(int64_t(int32_t(v))) : reg_t(v); };
  s->pc = reg(in.pc);
  for (unsigned r = 1; r < 32; r++) s->XPR.write(r, reg(in.x[r]));
  s->mstatus->write(in.mstatus);
  s->menvcfg->write(in.menvcfg);
  for (const StateCsr &c : kStateCsrs) s->csrmap.at(c.number)->write(in.*c.field);
  // The addresses first: a locked entry takes no write after its pmpcfg.
  for (unsigned i = 0; i < 16; i++) s->csrmap.at(CSR_PMPADDR0 + i)->write(in.pmpaddr[i]);
  for (unsigned i = 0; i < 4; i++) {
    auto it = s->csrmap.find(CSR_PMPCFG0 + i);
    if (it != s->csrmap.end()) it->second->write(in.pmpcfg[i]);
  }
  s->mip->backdoor_write_with_mask(kAllIrqs, in.mip);
  s->prv = in.priv;
  // A hart waiting in WFI resumes after it: a WFI may end at any time.
  p->clear_waiting_for_interrupt();
  p->get_mmu()->flush_tlb();
  p->get_mmu()->flush_icache();
  if (m.pmu) {
    m.pmu->harts[h].model = in.hpm;
    m.pmu->harts[h].pend_cycles = m.pmu->harts[h].pend_instret = 0;
    m.pmu->refresh(h);
  }
}

void Cosim::device_state(DeviceState *d) const { *d = impl_->sim.devices.d; }
void Cosim::set_device_state(const DeviceState &d) { impl_->sim.devices.d = d; }

bool Cosim::step(unsigned h, const CosimCommit &c, CosimMismatch *m) {
  processor_t *p = impl_->sim.hart(h);
  state_t *s = p->get_state();
  const uint64_t mask = impl_->xlen == 64 ? ~0ull : 0xffffffffull;
  // The state the previous commits left, the RTL's against Spike's: a
  // difference is the previous instruction's doing.
  Impl::Last &last = impl_->last[h];
  m->pc = last.pc;
  m->insn = last.insn;
  if ((s->pc & mask) != (c.pc & mask)) {
    // Where Spike went, when it was to a trap the RTL did not take.
    std::snprintf(m->what, sizeof m->what, "pc (Spike's mcause 0x%llx mepc 0x%llx mtval 0x%llx, scause 0x%llx)",
                  (unsigned long long)s->mcause->read(), (unsigned long long)s->mepc->read(),
                  (unsigned long long)s->mtval->read(), (unsigned long long)s->scause->read());
    m->spike = s->pc & mask;
    m->rtl = c.pc & mask;
    return false;
  }
  if (s->prv != c.priv) {
    mismatch(m, "privilege", s->prv, c.priv);
    return false;
  }
  // Spike holds an RV32 register sign-extended: compared whole, a value
  // it took from the RTL without the extension shows.
  for (unsigned r = 1; r < 32; r++) {
    const reg_t rtl = impl_->xlen == 32 ? reg_t(int64_t(int32_t(c.regs[r]))) : c.regs[r];
    if (s->XPR[r] != rtl) {
      std::snprintf(m->what, sizeof m->what, "x%u after the previous instruction", r);
      m->spike = s->XPR[r];
      m->rtl = rtl;
      return false;
    }
  }
  // An interrupt due now, by the privileged spec's rule on Spike's state
  // (mie, mideleg, mstatus, the mode) and the RTL's pending interrupts,
  // must be taken here, on an instruction that has not made a memory
  // access: one the RTL does not take is lost.
  const reg_t pending = s->mip->read();
  {
    const reg_t mstatus = s->mstatus->read(), mideleg = s->mideleg->read();
    const reg_t due = (c.mip & kAllIrqs) & s->mie->read();
    const bool m_on = s->prv < PRV_M || (mstatus & MSTATUS_MIE);
    const bool s_on = s->prv < PRV_S || (s->prv == PRV_S && (mstatus & MSTATUS_SIE));
    const reg_t deliverable = (m_on ? due & ~mideleg : 0) | (s_on ? due & mideleg : 0);
    if (deliverable && !c.irq && !(accesses_memory(c.insn) && !c.trap)) {
      std::snprintf(m->what, sizeof m->what, "an interrupt due (mip & mie 0x%llx) not taken",
                    (unsigned long long)deliverable);
      m->spike = deliverable;
      m->rtl = 0;
      m->pc = c.pc;
      m->insn = c.insn;
      return false;
    }
  }
  // Interrupts: exactly the one the RTL takes, or none.
  s->mip->backdoor_write_with_mask(kAllIrqs, c.irq ? (reg_t(1) << c.cause) : 0);
  impl_->sim.device_load = false;
  last.pc = c.pc;
  last.insn = c.insn;
  m->pc = c.pc;
  m->insn = c.insn;
  // The RTL has gone past a WFI: whatever Spike waits for, the wait is over.
  if (p->is_waiting_for_interrupt()) p->clear_waiting_for_interrupt();
  // An SC the RTL failed fails in Spike too (the RTL's reservation is the
  // bus's to clear: another hart's store, a trap).
  if (c.rtl_value && c.rd_value != 0) p->get_mmu()->yield_load_reservation();
  // A store's address as its registers give it, before they change; only
  // an untranslated one is compared (M-mode without MPRV, or no paging).
  uint64_t st_addr = 0;
  unsigned st_bytes = 0;
  const bool translated = s->prv != PRV_M ? (s->satp->read() >> (impl_->xlen == 64 ? 60 : 31)) != 0
                                          : (s->mstatus->read() & MSTATUS_MPRV) != 0;
  const bool store = !c.trap && !translated && impl_->rtl_ram64 && store_of(c.insn, s, &st_addr, &st_bytes) &&
                     !(c.rtl_value && c.rd_value != 0);
  p->step(1);
  impl_->steps++;
  // What software pends itself (SSIP, STIP) stays pending unless this
  // instruction wrote mip or sip; what devices raise is the RTL's to say.
  const bool wrote_mip = is_csr(c.insn) && (csr_of(c.insn) == CSR_MIP || csr_of(c.insn) == CSR_SIP);
  if (!wrote_mip) s->mip->backdoor_write_with_mask(MIP_SSIP | MIP_STIP, pending);
  if (store && within(st_addr, impl_->sim.ram_base(), impl_->sim.ram_bytes())) {
    const uint64_t word = st_addr & ~uint64_t(7);
    uint64_t spike_word;
    std::memcpy(&spike_word, impl_->sim.addr_to_mem(word), 8);
    const uint64_t rtl_word = impl_->rtl_ram64(word);
    const unsigned shift = 8 * (st_addr & 7);
    const uint64_t lanes = (st_bytes == 8 ? ~0ull : ((1ull << (8 * st_bytes)) - 1)) << shift;
    if ((spike_word & lanes) != (rtl_word & lanes)) {
      std::snprintf(m->what, sizeof m->what, "the %u bytes stored at 0x%llx (the doubleword)", st_bytes,
                    (unsigned long long)st_addr);
      m->spike = spike_word;
      m->rtl = rtl_word;
      return false;
    }
  }
  if (c.trap) {
    // The trap Spike took must be the RTL's: the cause where it went.
    const bool to_s = s->prv != PRV_M;
    const reg_t cause = to_s ? s->scause->read() : s->mcause->read();
    const reg_t want = (c.irq ? (reg_t(1) << (impl_->xlen - 1)) : 0) | c.cause;
    if ((cause & mask) != (want & mask)) {
      mismatch(m, "trap cause", cause & mask, want & mask);
      return false;
    }
    const reg_t tval = to_s ? s->stval->read() : s->mtval->read();
    if (!c.irq && (tval & mask) != (c.tval & mask)) {
      mismatch(m, "trap tval", tval & mask, c.tval & mask);
      return false;
    }
  } else if (c.rd_we && (impl_->sim.device_load ||
                         (is_csr(c.insn) && volatile_csr(csr_of(c.insn))))) {
    // A value only the RTL can know: Spike takes it (on RV32 sign-extended,
    // as Spike holds every register).
    s->XPR.write(c.rd, impl_->xlen == 32 ? reg_t(int64_t(int32_t(c.rd_value))) : c.rd_value);
  }
  return true;
}
