// SPDX-License-Identifier: Apache-2.0
#include "elf_file.h"

#include <elf.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace {

// The most bytes a program-header table may take: a linker writes a few
// dozen entries, and soc-sim's placement check compares every segment with
// every other, so a header that claims 65,535 of them is refused before
// anything is read twice.
constexpr uint64_t kMaxPhdrTable = 64 * 1024;

}  // namespace

std::vector<uint8_t> read_file(const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
  std::vector<uint8_t> bytes;
  uint8_t chunk[1 << 16];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0) bytes.insert(bytes.end(), chunk, chunk + n);
  // A directory opens, and says so only when read.
  const int err = std::ferror(f) ? errno : 0;
  std::fclose(f);
  if (err) throw std::runtime_error(path + ": cannot read: " + std::strerror(err));
  return bytes;
}

bool ElfFile::is_elf(const std::vector<uint8_t> &bytes) {
  return bytes.size() >= SELFMAG && std::memcmp(bytes.data(), ELFMAG, SELFMAG) == 0;
}

ElfFile::ElfFile(const std::string &path) : ElfFile(path, read_file(path)) {}

ElfFile::ElfFile(const std::string &path, std::vector<uint8_t> bytes) : path_(path), bytes_(std::move(bytes)) {
  if (bytes_.size() < EI_NIDENT || !is_elf(bytes_)) throw std::runtime_error(path + ": not an ELF file");
  if (bytes_[EI_DATA] != ELFDATA2LSB) throw std::runtime_error(path + ": not little-endian");
  if (bytes_[EI_CLASS] == ELFCLASS64) {
    xlen_ = 64;
    parse<Elf64_Ehdr, Elf64_Phdr, Elf64_Shdr, Elf64_Sym>();
  } else if (bytes_[EI_CLASS] == ELFCLASS32) {
    xlen_ = 32;
    parse<Elf32_Ehdr, Elf32_Phdr, Elf32_Shdr, Elf32_Sym>();
  } else {
    throw std::runtime_error(path + ": unknown ELF class");
  }
}

template <typename Ehdr, typename Phdr, typename Shdr, typename Sym>
void ElfFile::parse() {
  // Every table is bounds-checked against the file: a truncated or corrupt
  // ELF must give a message, not a crash.
  auto at = [&](uint64_t offset, uint64_t size) {
    if (offset > bytes_.size() || size > bytes_.size() - offset) {
      throw std::runtime_error(path_ + ": truncated or corrupt");
    }
    return bytes_.data() + offset;
  };
  Ehdr eh;
  std::memcpy(&eh, at(0, sizeof eh), sizeof eh);
  if (eh.e_machine != EM_RISCV) throw std::runtime_error(path_ + ": not a RISC-V ELF");
  entry_ = eh.e_entry;

  // Each table's entries must have the size this class defines: entries of
  // 0 bytes would be one entry read again and again.
  if (eh.e_phnum && eh.e_phentsize != sizeof(Phdr)) {
    throw std::runtime_error(path_ + ": program headers of " + std::to_string(eh.e_phentsize) + " bytes, not " +
                             std::to_string(sizeof(Phdr)) + ": corrupt");
  }
  if (eh.e_phnum * sizeof(Phdr) > kMaxPhdrTable) {
    throw std::runtime_error(path_ + ": " + std::to_string(eh.e_phnum) + " program headers, more than the " +
                             std::to_string(kMaxPhdrTable / sizeof(Phdr)) + " soc-sim loads");
  }
  if (eh.e_phnum) at(eh.e_phoff, eh.e_phnum * sizeof(Phdr));
  if (eh.e_shnum && eh.e_shentsize != sizeof(Shdr)) {
    throw std::runtime_error(path_ + ": section headers of " + std::to_string(eh.e_shentsize) + " bytes, not " +
                             std::to_string(sizeof(Shdr)) + ": corrupt");
  }
  if (eh.e_shnum) at(eh.e_shoff, eh.e_shnum * sizeof(Shdr));

  for (unsigned i = 0; i < eh.e_phnum; i++) {
    Phdr ph;
    std::memcpy(&ph, at(eh.e_phoff + uint64_t(i) * sizeof ph, sizeof ph), sizeof ph);
    if (ph.p_type != PT_LOAD || ph.p_memsz == 0) continue;
    at(ph.p_offset, ph.p_filesz);
    segments_.push_back({ph.p_paddr, ph.p_offset, ph.p_filesz, ph.p_memsz});
  }

  // The ELF specification allows one symbol table: reading only the first
  // keeps the work to one pass over the file, whatever its headers claim.
  for (unsigned i = 0; i < eh.e_shnum; i++) {
    Shdr sh;
    std::memcpy(&sh, at(eh.e_shoff + uint64_t(i) * sizeof sh, sizeof sh), sizeof sh);
    if (sh.sh_type != SHT_SYMTAB || sh.sh_link >= eh.e_shnum) continue;
    Shdr strtab;
    std::memcpy(&strtab, at(eh.e_shoff + uint64_t(sh.sh_link) * sizeof strtab, sizeof strtab), sizeof strtab);
    const char *names = reinterpret_cast<const char *>(at(strtab.sh_offset, strtab.sh_size));
    for (uint64_t off = 0; off + sizeof(Sym) <= sh.sh_size; off += sizeof(Sym)) {
      Sym sym;
      std::memcpy(&sym, at(sh.sh_offset + off, sizeof sym), sizeof sym);
      if (sym.st_name >= strtab.sh_size) continue;
      std::string name(names + sym.st_name, strnlen(names + sym.st_name, strtab.sh_size - sym.st_name));
      const unsigned type = sym.st_info & 0xf;
      if ((type == STT_FUNC || type == STT_NOTYPE) && !name.empty() && name[0] != '$' &&
          sym.st_shndx != SHN_UNDEF && sym.st_shndx < eh.e_shnum) {
        Shdr in;
        std::memcpy(&in, at(eh.e_shoff + uint64_t(sym.st_shndx) * sizeof in, sizeof in), sizeof in);
        if (in.sh_flags & SHF_EXECINSTR) functions_.push_back({sym.st_value, sym.st_size, name});
      }
      symbols_.emplace_back(std::move(name), sym.st_value);
    }
    break;
  }
}

void ElfFile::load(const std::function<void(uint64_t, uint8_t)> &write) const {
  for (const Segment &s : segments_) {
    for (uint64_t i = 0; i < s.memsz; i++) {
      write(s.paddr + i, i < s.filesz ? bytes_[s.offset + i] : 0);
    }
  }
}

std::vector<ElfFile::Extent> ElfFile::extents() const {
  std::vector<Extent> v;
  for (const Segment &s : segments_) v.push_back({s.paddr, s.memsz});
  return v;
}

std::optional<uint64_t> ElfFile::symbol(const std::string &name) const {
  for (const auto &[n, v] : symbols_) {
    if (n == name) return v;
  }
  return std::nullopt;
}
