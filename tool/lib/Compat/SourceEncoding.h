//===- SourceEncoding.h - The input's text as UTF-8 -------------*- C++ -*-===//
//
// Visual Studio saves sources with a byte-order mark: a UTF-8 one (`EF BB BF`,
// "UTF-8 with signature") or, for "Unicode" files, a UTF-16 one. amp2hip
// parses and writes UTF-8 without a byte-order mark:
//   - a UTF-8 byte-order mark is dropped before the parse: Clang would count
//     its three bytes in the columns of the first line, and the output would
//     carry it after amp2hip's banner, in the middle of the text, where nvcc
//     rejects it (`"#" not expected here`);
//   - a UTF-16 file (with its byte-order mark), which MSVC reads and Clang,
//     hipcc and nvcc do not, is converted to UTF-8 (AMP2HIP-W0003); so is a
//     UTF-32 one. Only the inputs are: the program's headers are read by
//     Clang, which rejects them (a fatal error, then AMP2HIP-E0001).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_SOURCEENCODING_H
#define AMP2HIP_TOOL_SOURCEENCODING_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace amp2hip {

/// The UTF-8 byte-order mark.
inline constexpr llvm::StringLiteral Utf8ByteOrderMark = "\xEF\xBB\xBF";

/// The text of the input \p Source (the file \p Path) as amp2hip parses and
/// writes it: UTF-8 without a byte-order mark. A UTF-16 or UTF-32 file,
/// recognised by its byte-order mark, is converted and reported as
/// AMP2HIP-W0003 on stderr, at \p Path:1:1. std::nullopt, after reporting
/// AMP2HIP-E0001 there, when such a file is not valid in its encoding.
std::optional<std::string> sourceTextAsUtf8(llvm::StringRef Path,
                                            llvm::StringRef Source);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_SOURCEENCODING_H
