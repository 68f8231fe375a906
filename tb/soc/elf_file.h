/* SPDX-License-Identifier: Apache-2.0 */
// Reading a RISC-V ELF executable (ELF32 or ELF64, little-endian): its
// loadable segments at their physical addresses, its entry point, and its
// symbols (for HTIF tohost, and the functions that name a profile's pcs).
#ifndef ELF_FILE_H
#define ELF_FILE_H

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

// The whole file at path. Throws std::runtime_error naming the file when
// it cannot be opened or read: a missing file, a directory, an I/O error.
std::vector<uint8_t> read_file(const std::string &path);

class ElfFile {
 public:
  // Whether the bytes start with the ELF magic: soc-sim loads any other
  // file as a raw image, so the magic, not the name, decides.
  static bool is_elf(const std::vector<uint8_t> &bytes);

  // The ELF file at path, read whole, or the bytes already read from it.
  // Throws std::runtime_error with a message naming the file on any error.
  explicit ElfFile(const std::string &path);
  ElfFile(const std::string &path, std::vector<uint8_t> bytes);

  uint64_t entry() const { return entry_; }
  unsigned xlen() const { return xlen_; }
  // Calls write(address, byte) for every byte of every PT_LOAD segment,
  // zero-filling past the file contents up to its memory size.
  void load(const std::function<void(uint64_t, uint8_t)> &write) const;
  // The bytes load() writes, one [addr, addr + size) per PT_LOAD segment, so
  // that the caller can check where they go before writing any.
  struct Extent {
    uint64_t addr, size;
  };
  std::vector<Extent> extents() const;
  std::optional<uint64_t> symbol(const std::string &name) const;
  // The symbols in executable sections: functions, and assembly labels
  // (size 0), at their virtual addresses.
  struct Function {
    uint64_t addr, size;
    std::string name;
  };
  const std::vector<Function> &functions() const { return functions_; }

 private:
  template <typename Ehdr, typename Phdr, typename Shdr, typename Sym>
  void parse();

  struct Segment {
    uint64_t paddr, offset, filesz, memsz;
  };

  std::string path_;
  std::vector<uint8_t> bytes_;
  std::vector<Segment> segments_;
  std::vector<std::pair<std::string, uint64_t>> symbols_;
  std::vector<Function> functions_;
  uint64_t entry_ = 0;
  unsigned xlen_ = 0;
};

#endif  // ELF_FILE_H
