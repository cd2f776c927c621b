//===- SourceEncoding.cpp - The input's text as UTF-8 ---------------------===//

#include "Compat/SourceEncoding.h"

#include "Diagnostics/Diagnostics.h"

#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace amp2hip {

namespace {

/// An encoding recognised by its byte-order mark.
struct MarkedEncoding {
  llvm::StringLiteral Mark;
  unsigned UnitSize; ///< bytes per code unit
  bool BigEndian;
  llvm::StringLiteral Name;
};

// UTF-32 LE first: its mark starts with UTF-16 LE's.
constexpr MarkedEncoding Encodings[] = {
    {llvm::StringLiteral::withInnerNUL("\xFF\xFE\x00\x00"), 4, false,
     "UTF-32 LE"},
    {llvm::StringLiteral::withInnerNUL("\x00\x00\xFE\xFF"), 4, true,
     "UTF-32 BE"},
    {"\xFF\xFE", 2, false, "UTF-16 LE"},
    {"\xFE\xFF", 2, true, "UTF-16 BE"},
};

/// The code unit of \p Size bytes at \p Bytes.
uint32_t codeUnit(const char *Bytes, unsigned Size, bool BigEndian) {
  uint32_t Unit = 0;
  for (unsigned I = 0; I < Size; ++I) {
    auto Byte = static_cast<unsigned char>(Bytes[BigEndian ? I : Size - 1 - I]);
    Unit = Unit << 8 | Byte;
  }
  return Unit;
}

/// \p Bytes (after the byte-order mark) in \p E, as UTF-8 in \p Out. False
/// when they are not valid in \p E.
bool toUtf8(llvm::StringRef Bytes, const MarkedEncoding &E, std::string &Out) {
  if (Bytes.size() % E.UnitSize != 0)
    return false;
  if (E.UnitSize == 2) {
    std::vector<llvm::UTF16> Units;
    for (size_t I = 0; I < Bytes.size(); I += 2)
      Units.push_back(codeUnit(Bytes.data() + I, 2, E.BigEndian));
    return llvm::convertUTF16ToUTF8String(Units, Out);
  }
  std::vector<llvm::UTF32> Units;
  for (size_t I = 0; I < Bytes.size(); I += 4)
    Units.push_back(codeUnit(Bytes.data() + I, 4, E.BigEndian));
  return llvm::convertUTF32ToUTF8String(Units, Out);
}

} // namespace

std::optional<std::string> sourceTextAsUtf8(llvm::StringRef Path,
                                            llvm::StringRef Source) {
  if (Source.starts_with(Utf8ByteOrderMark))
    return Source.drop_front(Utf8ByteOrderMark.size()).str();
  for (const MarkedEncoding &E : Encodings) {
    if (!Source.starts_with(E.Mark))
      continue;
    std::string Text;
    if (!toUtf8(Source.drop_front(E.Mark.size()), E, Text)) {
      llvm::errs() << Path << ":1:1: error: the file starts with a " << E.Name
                   << " byte-order mark but is not valid " << E.Name
                   << " (a byte count that is not a multiple of " << E.UnitSize
                   << ", or an invalid code unit); nothing was translated ["
                   << diagIdName(DiagId::ParseFailed) << "]\n";
      return std::nullopt;
    }
    llvm::errs() << Path << ":1:1: warning: the file is encoded in " << E.Name
                 << " (it starts with a " << E.Name
                 << " byte-order mark), which Clang, hipcc and nvcc do not "
                    "read; converted to UTF-8 for the parse, and the output "
                    "is written in UTF-8 ["
                 << diagIdName(DiagId::MsvcDialect) << "]\n";
    return Text;
  }
  return Source.str();
}

} // namespace amp2hip
