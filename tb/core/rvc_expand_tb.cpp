// SPDX-License-Identifier: Apache-2.0
//
// Runs rtl/core/core_rvc_expand over every 16-bit instruction encoding
// (the three quadrants with bits 1:0 != 11) and prints one line each:
//   <halfword> <illegal> <expansion>
// in hex. tools/tests/rvc-expand.py compares the lines with what the GNU
// disassembler makes of the same halfwords.
#include <cstdio>
#include <memory>

#include "Vcore_rvc_expand.h"
#include "verilated.h"

int main(int argc, char **argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  auto top = std::make_unique<Vcore_rvc_expand>(ctx.get(), "rvc");
  for (unsigned h = 0; h < 0x10000; h++) {
    if ((h & 3) == 3) continue;
    top->instr_i = static_cast<uint16_t>(h);
    top->eval();
    std::printf("%04x %d %08x\n", h, top->illegal_o ? 1 : 0, static_cast<unsigned>(top->instr_o));
  }
  top->final();
  return 0;
}
