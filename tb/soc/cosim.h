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

 private:
  struct Impl;
  Impl *impl_;
};

#endif  // SOC_COSIM_H
