//===- amp2hip/detail/elf_symbols.h - Function symbols of an ELF file -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the function and object symbols of a 64-bit ELF file (an
/// executable or a shared library, <elf.h>): what host_kernels.h needs to
/// name the kernel a GPU build launches. nvcc gives the host side of each
/// kernel (a function) hidden visibility or internal linkage
/// (-device-entity-has-hidden-visibility, -static-global-template-stub, both
/// on by default), so a kernel's symbol is in the file's symbol table
/// (.symtab), not in its dynamic one, and dladdr cannot name it; HIP-Clang's
/// kernel handle is an object of the kernel's symbol. Linux only (GPU builds
/// run there).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_ELF_SYMBOLS_H
#define AMP2HIP_DETAIL_ELF_SYMBOLS_H

#include "namespace.h"

#include <elf.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {

/// The function and object symbols of one ELF file.
struct elf_symbols {
  /// True for a position-independent file (ET_DYN: a PIE executable or a
  /// shared library), whose symbol values are offsets from its load base.
  bool position_independent = false;
  /// (name, value) of each defined STT_FUNC or STT_OBJECT symbol of .symtab
  /// (of .dynsym when the file was stripped of .symtab) whose name contains
  /// the filter.
  std::vector<std::pair<std::string, std::uint64_t>> symbols;
};

/// Reads the defined function and object symbols of the 64-bit ELF file at
/// \p path whose names contain \p filter. An unreadable file, or one that
/// is not such an ELF file, gives no symbols (no exception).
inline elf_symbols read_elf_symbols(const std::string &path,
                                    const char *filter) {
  elf_symbols result;
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return result;
  const std::vector<char> bytes((std::istreambuf_iterator<char>(file)),
                                std::istreambuf_iterator<char>());
  const auto fits = [&](std::uint64_t offset, std::uint64_t size) {
    return offset <= bytes.size() && size <= bytes.size() - offset;
  };
  Elf64_Ehdr header;
  if (!fits(0, sizeof header))
    return result;
  std::memcpy(&header, bytes.data(), sizeof header);
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 ||
      header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_shentsize != sizeof(Elf64_Shdr) ||
      !fits(header.e_shoff, std::uint64_t(header.e_shnum) * sizeof(Elf64_Shdr)))
    return result;
  result.position_independent = header.e_type == ET_DYN;
  std::vector<Elf64_Shdr> sections(header.e_shnum);
  std::memcpy(sections.data(), bytes.data() + header.e_shoff,
              sections.size() * sizeof(Elf64_Shdr));
  // .symtab when present (every symbol), else .dynsym (the exported ones).
  const Elf64_Shdr *table = nullptr;
  for (const Elf64_Shdr &section : sections)
    if (section.sh_type == SHT_SYMTAB)
      table = &section;
  if (table == nullptr)
    for (const Elf64_Shdr &section : sections)
      if (section.sh_type == SHT_DYNSYM)
        table = &section;
  if (table == nullptr || table->sh_link >= sections.size() ||
      table->sh_entsize != sizeof(Elf64_Sym) ||
      !fits(table->sh_offset, table->sh_size))
    return result;
  const Elf64_Shdr &strings = sections[table->sh_link];
  if (!fits(strings.sh_offset, strings.sh_size) || strings.sh_size == 0)
    return result;
  const char *names = bytes.data() + strings.sh_offset;
  const std::size_t count = table->sh_size / sizeof(Elf64_Sym);
  for (std::size_t i = 0; i < count; ++i) {
    Elf64_Sym symbol;
    std::memcpy(&symbol, bytes.data() + table->sh_offset + i * sizeof symbol,
                sizeof symbol);
    const unsigned type = ELF64_ST_TYPE(symbol.st_info);
    if ((type != STT_FUNC && type != STT_OBJECT) ||
        symbol.st_shndx == SHN_UNDEF || symbol.st_name >= strings.sh_size)
      continue;
    const char *name = names + symbol.st_name;
    const std::size_t length = strnlen(name, strings.sh_size - symbol.st_name);
    std::string text(name, length);
    if (text.find(filter) != std::string::npos)
      result.symbols.emplace_back(std::move(text), symbol.st_value);
  }
  return result;
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_ELF_SYMBOLS_H
