// SPDX-License-Identifier: Apache-2.0
//
// Starting the RTL from a state that was not reached on it (soc-sim
// --fast-forward and --load-checkpoint, docs/cosim.md): each hart's pc,
// registers, CSR file and HPM block, the CLINT's and the UART's registers,
// written in place (tb/soc/soc_restore.vlt) after the reset and the one
// boot cycle, before the first instruction is fetched. Caches, TLBs, the
// predictor and the pipeline stay as reset left them.
#ifndef SOC_RESTORE_H
#define SOC_RESTORE_H

#include <cstdint>
#include <string>
#include <vector>

#include "cosim.h"

class RtlRestore {
 public:
  // Finds every register of every hart or throws, naming the one missing.
  // The masks are the core's WARL choices (core_pkg: ExcDelegable,
  // MipWrite), which the RTL's registers keep no other bits of.
  RtlRestore(unsigned harts, unsigned xlen, uint64_t exc_delegable, uint64_t mip_writable);
  void hart(unsigned h, const HartState &s);
  void devices(const DeviceState &d);
  // After an evaluation: every register holds what was written (a write to
  // a variable that is not the register's storage would be undone by the
  // evaluation); false and *what naming the first that does not.
  bool check(std::string *what) const;

 private:
  struct Var;
  void put(const std::string &scope, const char *name, const std::vector<uint64_t> &words, size_t element = 0);
  unsigned harts_, xlen_;
  uint64_t exc_delegable_, mip_writable_;
  struct Written {
    const void *data;
    std::vector<uint8_t> bytes;
    std::string name;
  };
  std::vector<Written> written_;
};

#endif  // SOC_RESTORE_H
