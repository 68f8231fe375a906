// SPDX-License-Identifier: Apache-2.0
//
// The RTL's registers written in place from a HartState and a DeviceState
// (soc_restore.h). The fields' places are the RTL's (core_csr.sv's
// status_t and level registers, the CLINT's and UART's state, satp's
// fields by the privileged spec); a field put in the wrong place shows at
// once after the switch, in the cosim (Spike holds the state the RTL
// should have) or in the HPM lockstep (the model holds the HPM's).
#include "soc_restore.h"

#include <verilated.h>
#include <verilated_syms.h>

#include <cstring>
#include <stdexcept>

#include "public_var.h"

namespace {

uint64_t low_mask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

// value's bits [0, bits) at bit `at` of the little-endian words.
void place(std::vector<uint64_t> &words, unsigned at, unsigned bits, uint64_t value) {
  value &= low_mask(bits);
  words[at / 64] |= value << (at % 64);
  if (at % 64 + bits > 64) words[at / 64 + 1] |= value >> (64 - at % 64);
}

std::string hart_scope(unsigned h) { return "TOP.soc_tb_top.u_soc.gen_hart[" + std::to_string(h) + "].u_core"; }

}  // namespace

RtlRestore::RtlRestore(unsigned harts, unsigned xlen, uint64_t exc_delegable, uint64_t mip_writable)
    : harts_(harts), xlen_(xlen), exc_delegable_(exc_delegable), mip_writable_(mip_writable) {}

// One element of a public variable: its bits from words (64 bits each,
// lowest first), as Verilator keeps a value of that width (1, 2, 4 or 8
// bytes, or 32-bit words beyond 64 bits).
void RtlRestore::put(const std::string &scope_name, const char *name, const std::vector<uint64_t> &words,
                     size_t element) {
  const VerilatedScope *scope = public_scope(scope_name);
  const VerilatedVar *v = scope->varFind(name);
  if (!v) throw std::runtime_error(scope_name + "." + name + " is not public (tb/soc/soc_restore.vlt)");
  const unsigned bits = unsigned(v->packed().elements());
  const uint32_t size = v->entSize();
  if (element * size >= v->totalSize()) throw std::runtime_error(scope_name + "." + name + ": no such element");
  // Public to read (soc_restore.vlt): the storage is the register's own,
  // written here once before the model settles again.
  uint8_t *p = static_cast<uint8_t *>(v->datap()) + element * size;
  std::vector<uint8_t> bytes(size, 0);
  for (unsigned b = 0; b < size && b < 8 * words.size(); b++) bytes[b] = uint8_t(words[b / 8] >> (8 * (b % 8)));
  // The bits above the width stay 0, as Verilator keeps them.
  if (bits % 8 && bits / 8 < size) bytes[bits / 8] &= uint8_t((1u << (bits % 8)) - 1);
  for (unsigned b = (bits + 7) / 8; b < size; b++) bytes[b] = 0;
  std::memcpy(p, bytes.data(), size);
  written_.push_back({p, bytes, scope_name + "." + name});
}

void RtlRestore::hart(unsigned h, const HartState &s) {
  const std::string core = hart_scope(h), csr = core + ".u_csr", hpm = core + ".u_hpm";
  const uint64_t xmask = low_mask(xlen_);
  put(core, "pc_q", {s.pc & xmask});
  for (unsigned r = 0; r < 32; r++) put(core + ".u_regfile", "regs_q", {r ? s.x[r] & xmask : 0}, r);

  // status_t, highest field first: priv, mpp, spp, mie, sie, mpie, spie,
  // mprv, sum, mxr, tvm, tw, tsr (mstatus's bits by the privileged spec).
  const uint64_t m = s.mstatus;
  const auto bit = [&](unsigned b) { return m >> b & 1; };
  const uint64_t status = (s.priv & 3) << 13 | (m >> 11 & 3) << 11 | bit(8) << 10 | bit(3) << 9 | bit(1) << 8 |
                          bit(7) << 7 | bit(5) << 6 | bit(17) << 5 | bit(18) << 4 | bit(19) << 3 | bit(20) << 2 |
                          bit(21) << 1 | bit(22);
  put(csr, "status_bits", {status});
  // level_q[LvlS = 0, LvlM = 1][tvec, scratch, epc, cause, tval]
  const uint64_t level[2][5] = {{s.stvec, s.sscratch, s.sepc, s.scause, s.stval},
                                {s.mtvec, s.mscratch, s.mepc, s.mcause, s.mtval}};
  for (unsigned l = 0; l < 2; l++)
    for (unsigned c = 0; c < 5; c++)
      put(csr + ".gen_level[" + std::to_string(l) + "].gen_csr[" + std::to_string(c) + "]", "value",
          {level[l][c] & xmask});
  put(csr, "medeleg_q", {s.medeleg & exc_delegable_});
  put(csr, "mideleg_q", {s.mideleg});
  put(csr, "mie_q", {s.mie});
  put(csr, "mip_sw_q", {s.mip & mip_writable_});
  put(csr, "fiom_q", {s.menvcfg & 1});
  put(csr, "cde_q", {s.menvcfg >> 60 & 1});
  put(csr, "siselect_q", {s.siselect & xmask});
  // satp: MODE, ASID, PPN (RV64 63:60, 59:44, 43:0; RV32 31, 30:22, 21:0).
  const bool rv64 = xlen_ == 64;
  put(csr, "paging_q", {(rv64 ? s.satp >> 60 : s.satp >> 31 & 1) != 0});
  put(csr, "asid_q", {s.satp >> (rv64 ? 44 : 22)});
  put(csr, "satp_ppn_q", {s.satp & low_mask(rv64 ? 44 : 22)});
  // pmpcfg_q holds entry i at bits 8i+7:8i; pmpaddr_q entry i at XLEN*i.
  std::vector<uint64_t> cfg(2, 0), addr(16 * xlen_ / 64, 0);
  for (unsigned i = 0; i < 16; i++) {
    const unsigned per_csr = xlen_ / 8;
    const unsigned csr_index = rv64 ? 2 * (i / 8) : i / 4;
    place(cfg, 8 * i, 8, s.pmpcfg[csr_index] >> (8 * (i % per_csr)));
    place(addr, xlen_ * i, xlen_, s.pmpaddr[i]);
  }
  put(csr, "pmpcfg_q", cfg);
  put(csr, "pmpaddr_q", addr);

  // The HPM block, in the model's layout (cmodel/hpm_model.h).
  const hpm_model_t &p = s.hpm;
  put(hpm, "mcountinhibit_q", {p.mcountinhibit});
  put(hpm, "mcounteren_q", {p.mcounteren});
  put(hpm, "scounteren_q", {p.scounteren});
  put(hpm, "hcounteren_q", {p.hcounteren});
  put(hpm + ".u_mcycle", "cnt_q", {p.mcycle});
  put(hpm + ".u_mcycle", "inh_q", {p.mcyclecfg >> 58});
  put(hpm + ".u_minstret", "cnt_q", {p.minstret});
  put(hpm + ".u_minstret", "inh_q", {p.minstretcfg >> 58});
  for (unsigned n = HPM_FIRST_HPM; n < HPM_FIRST_HPM + p.cfg.num_hpm; n++) {
    const std::string counter = hpm + ".gen_hpm[" + std::to_string(n) + "].gen_impl.u_counter";
    put(counter, "cnt_q", {p.mhpmcounter[n]});
    put(counter, "evt_q", {p.mhpmevent[n]});
  }
}

void RtlRestore::devices(const DeviceState &d) {
  const std::string clint = "TOP.soc_tb_top.u_soc.u_clint", uart = "TOP.soc_tb_top.u_soc.u_uart";
  // state_q: {msip[NUM_HARTS-1:0], mtime, mtimecmp[NUM_HARTS-1:0]}.
  std::vector<uint64_t> clint_state(harts_ + 2, 0);
  for (unsigned h = 0; h < harts_; h++) {
    clint_state[h] = d.mtimecmp[h];
    place(clint_state, 64 * (harts_ + 1) + h, 1, d.msip[h]);
  }
  clint_state[harts_] = d.mtime;
  put(clint, "state_q", clint_state);
  // state_bits (state_t): ier, lcr, mcr, dll, dlm, scr (8 bits each), fifo, thre.
  const uint64_t state = (d.uart_ier & 0xff) << 42 | (d.uart_lcr & 0xff) << 34 | (d.uart_mcr & 0xff) << 26 |
                         (d.uart_dll & 0xff) << 18 | (d.uart_dlm & 0xff) << 10 | (d.uart_scr & 0xff) << 2 |
                         (d.uart_fifo & 1) << 1 | (d.uart_thre & 1);
  put(uart, "state_bits", {state});
}

bool RtlRestore::check(std::string *what) const {
  for (const Written &w : written_) {
    if (std::memcmp(w.data, w.bytes.data(), w.bytes.size()) != 0) {
      *what = w.name;
      return false;
    }
  }
  return true;
}
