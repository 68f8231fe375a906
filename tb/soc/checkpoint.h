// SPDX-License-Identifier: Apache-2.0
//
// soc-sim's checkpoint files (--save-checkpoint, --load-checkpoint;
// docs/cosim.md, Checkpoints): the whole SoC's architectural state at an
// instruction boundary, every hart's and every device's registers and
// RAM, with the configuration it belongs to.
#ifndef CHECKPOINT_H
#define CHECKPOINT_H

#include <cstdint>
#include <string>
#include <vector>

#include "cosim.h"

struct Checkpoint {
  // The configuration: a checkpoint is refused by a soc-sim of another.
  unsigned xlen = 0, harts = 0;
  uint64_t ram_base = 0, ram_bytes = 0;
  hpm_config_t hpm{};
  // Where the run was: instructions executed (all harts) and the
  // fast-forward's cycles (mtime's ticks) before the checkpoint.
  uint64_t instructions = 0, cycles = 0;
  std::vector<HartState> hart;
  DeviceState devices{};
  std::vector<uint64_t> tohost;   // the HTIF words of the run's ELFs
  std::vector<uint8_t> ram;       // ram_bytes (as loaded)
  // Saved from here instead when set: a checkpoint taken every N
  // instructions need not copy 64 MiB each time.
  const uint8_t *ram_view = nullptr;
};

// Writes c to path; throws with a message naming the file.
void save_checkpoint(const std::string &path, const Checkpoint &c);
// Reads path; throws with a message naming the file if it is no
// checkpoint, of another version, or cut short.
Checkpoint load_checkpoint(const std::string &path);
// Empty if c fits this soc-sim's configuration, else what differs.
std::string checkpoint_mismatch(const Checkpoint &c, unsigned xlen, unsigned harts, uint64_t ram_base,
                                uint64_t ram_bytes, const hpm_config_t &hpm);

#endif  // CHECKPOINT_H
