// SPDX-License-Identifier: Apache-2.0
//
// Spike (riscv-isa-sim) as the reference of every hart, instruction by
// instruction (soc-sim --cosim, docs/cosim.md). Spike's library is built
// with the old C++ string ABI, so only tb/soc/cosim_spike.cpp includes its
// headers; the rest of soc-sim talks to it through these plain types.
#ifndef SOC_COSIM_H
#define SOC_COSIM_H

#include <cstddef>
#include <cstdint>

#include "hpm_model.h"
#include "soc_desc.h"

struct CosimConfig {
  unsigned xlen;
  unsigned harts;
  uint64_t ram_base, ram_bytes;
  uint64_t rom_base, rom_bytes;
  unsigned pmp_entries;
  uint64_t boot_pc;
  // The RTL's RAM, the 64-bit word at a physical address in it: what a
  // store, AMO or SC wrote is compared with what Spike's wrote.
  uint64_t (*rtl_ram64)(uint64_t paddr);
  // Fast-forward and checkpoints: each hart's HPM CSRs are answered by a
  // C model of this configuration (the one the RTL's lockstep runs), not
  // by Spike's own counters.
  bool model_pmu;
  hpm_config_t hpm;
  // The HTIF tohost words of the loaded ELFs: a fast-forward ends when a
  // program writes one (bit 0 set), as soc-sim's RTL run does.
  const uint64_t *tohost;
  unsigned tohost_count;
};

// One hart's architectural state as soc-sim moves it between Spike and the
// RTL (fast-forward, checkpoints; docs/cosim.md): what the core's CSR file
// holds (rtl/core/core_csr.sv), the registers, the pc and mode, and the
// HPM block's registers in the C model's layout. pmpcfg is indexed by
// pmpcfg CSR number (RV64 uses 0 and 2).
struct HartState {
  uint64_t pc;
  uint64_t priv;
  uint64_t x[32];
  uint64_t mstatus, medeleg, mideleg, mie, mip, mtvec, mscratch, mepc, mcause, mtval;
  uint64_t stvec, sscratch, sepc, scause, stval, satp, menvcfg, siselect;
  uint64_t pmpcfg[4], pmpaddr[16];
  uint64_t wfi;   // waiting in WFI (0 or 1)
  hpm_model_t hpm;
};

// The devices' registers (rtl/soc/soc_clint.sv, soc_uart.sv; the
// finisher has none).
struct DeviceState {
  uint64_t mtime;
  uint64_t mtimecmp[SOC_MAX_HARTS];
  uint64_t msip[SOC_MAX_HARTS];   // 0 or 1
  uint64_t uart_ier, uart_lcr, uart_mcr, uart_dll, uart_dlm, uart_scr, uart_fifo, uart_thre;
};

// Where a fast-forward stops: after `instructions` steps (every hart's
// retired or trapped instructions together), or when a hart is about to
// execute `pc` (at_pc).
struct FastForwardUntil {
  uint64_t instructions;
  bool at_pc;
  uint64_t pc;
};

// How a fast-forward ended.
struct FastForwardEnd {
  enum Kind { kReached, kProgram, kLimit, kStuck } kind;
  uint64_t code;   // kProgram: the program's exit code
};

// What the RTL did in one commit of one hart (its commit stage, the cycle
// the instruction retires or the trap is taken).
struct CosimCommit {
  uint64_t pc;
  uint32_t insn;         // as the core holds it: expanded from RVC
  bool trap, irq;        // a trap is taken on it; an interrupt
  unsigned cause;        // the trap's cause (without the interrupt bit)
  uint64_t tval;         // the trap's tval
  bool rd_we;            // it writes a register (rd != 0) ...
  unsigned rd;
  uint64_t rd_value;     // ... with this value
  bool rtl_value;        // an SC, whose outcome is the RTL's
                         // (rd_value: 0 if it succeeded, even for x0)
  unsigned priv;         // the mode it commits in
  uint64_t mip;          // the interrupts pending in the RTL (its mip)
  const uint64_t *regs;  // the RTL's register file before the commit (32)
};

// A mismatch: what differs, Spike's and the RTL's values, and the
// instruction whose effect differs (the one before the commit compared,
// when it is the state that commit found).
struct CosimMismatch {
  char what[160];
  uint64_t spike, rtl;
  uint64_t pc;
  uint32_t insn;
};

class Cosim {
 public:
  explicit Cosim(const CosimConfig &c);
  ~Cosim();
  Cosim(const Cosim &) = delete;
  Cosim &operator=(const Cosim &) = delete;
  // A 64-bit word of RAM or ROM as the RTL's memory holds it at reset.
  void write64(uint64_t addr, uint64_t value);
  // Step hart h's Spike over the RTL's commit c; false and m filled on the
  // first difference.
  bool step(unsigned h, const CosimCommit &c, CosimMismatch *m);
  // The instructions compared so far.
  uint64_t steps() const;

  // Fast-forward (docs/cosim.md): Spike runs the SoC alone, its CLINT,
  // UART and finisher and each hart's HPM (model_pmu) modelled here, until
  // `until`, or the program ends, or `max_instructions` pass. UART output
  // goes to out(byte, ctx).
  FastForwardEnd fast_forward(const FastForwardUntil &until, uint64_t max_instructions,
                              void (*out)(uint8_t byte, void *ctx), void *ctx);
  // The instructions fast-forwarded, and the cycles that took by the
  // fast-forward's own clock (mtime's ticks: one a round of the harts, and
  // the ticks skipped while every hart waited in WFI).
  uint64_t ff_instructions() const;
  uint64_t ff_cycles() const;
  // The state a switch to the RTL or a checkpoint moves.
  void hart_state(unsigned h, HartState *s);
  void set_hart_state(unsigned h, const HartState &s);
  void device_state(DeviceState *d) const;
  void set_device_state(const DeviceState &d);
  void set_ff_counts(uint64_t instructions, uint64_t cycles);
  // Spike's RAM, ram_bytes long, from ram_base.
  uint8_t *ram();
  // From now on every commit is the RTL's, stepped with step(): the devices
  // answer as in lockstep (their values are the RTL's), and a reservation
  // Spike held is gone, as the RTL's is after the switch.
  void start_lockstep();

 private:
  struct Impl;
  Impl *impl_;
};

#endif  // SOC_COSIM_H
