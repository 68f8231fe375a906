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
#include "cosim.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

#include "riscv/cfg.h"
#include "riscv/encoding.h"
#include "riscv/mmu.h"
#include "riscv/processor.h"
#include "riscv/simif.h"
#include "soc_desc.h"

namespace {

bool within(uint64_t a, uint64_t base, uint64_t size) { return a >= base && a - base < size; }

// The SoC as Spike sees it: RAM and the boot ROM are Spike's own memory,
// loaded with what the RTL's holds at reset; the devices answer 0.
class SocSim : public simif_t {
 public:
  explicit SocSim(const CosimConfig &c)
      : c_(c), ram_(c.ram_bytes, 0), rom_(c.rom_bytes, 0), log_(std::fopen("/dev/null", "w")) {
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
    if (!device(a)) return false;
    std::memset(bytes, 0, len);
    device_load = true;
    return true;
  }
  bool mmio_store(reg_t a, size_t, const uint8_t *) override { return device(a); }
  void proc_reset(unsigned) override {}
  const cfg_t &get_cfg() const override { return cfg_; }
  const std::map<size_t, processor_t *> &get_harts() const override { return harts_; }
  const char *get_symbol(uint64_t) override { return nullptr; }

  processor_t *hart(unsigned h) { return procs_[h].get(); }
  uint64_t ram_base() const { return c_.ram_base; }
  uint64_t ram_bytes() const { return c_.ram_bytes; }
  bool device_load = false;   // the last step loaded from a device

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
  explicit Impl(const CosimConfig &c) : sim(c), xlen(c.xlen), rtl_ram64(c.rtl_ram64), last(c.harts) {}
  SocSim sim;
  unsigned xlen;
  uint64_t (*rtl_ram64)(uint64_t);
  uint64_t steps = 0;
  struct Last {
    uint64_t pc = 0;
    uint32_t insn = 0;
  };
  std::vector<Last> last;   // each hart's previous commit
};

Cosim::Cosim(const CosimConfig &c) : impl_(new Impl(c)) {}
Cosim::~Cosim() { delete impl_; }
uint64_t Cosim::steps() const { return impl_->steps; }

void Cosim::write64(uint64_t addr, uint64_t value) {
  if (char *p = impl_->sim.addr_to_mem(addr)) std::memcpy(p, &value, 8);
}

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
