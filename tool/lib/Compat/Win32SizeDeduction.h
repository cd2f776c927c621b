//===- Win32SizeDeduction.h - size_t as Win32 deduces it -------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// On MSVC's 32-bit target (the `Win32` platform of Visual Studio), size_t
/// is `unsigned int` and ptrdiff_t is `int`, so a call of a function
/// template that takes one type for both arguments deduces one type from an
/// `unsigned` and a size:
///
///   std::wcout.width(std::max(0U, 55 - name.length()));  // C++ AMP book,
///                                                        // Extras/ScanPerf
///
/// On the 64-bit Linux target that amp2hip parses for (and on MSVC's x64)
/// size_t is `unsigned long`: deduction finds conflicting types and Clang
/// gives "no matching function for call". The translation writes the
/// template argument that Win32 deduced, as the type the program named
/// (`std::max<std::size_t>(...)`), reported as AMP2HIP-W0003.
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_WIN32SIZEDEDUCTION_H
#define AMP2HIP_TOOL_COMPAT_WIN32SIZEDEDUCTION_H

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>
#include <utility>

namespace clang {
class ASTContext;
} // namespace clang

namespace amp2hip {

/// For the failed call whose callee, a function template named without
/// template arguments, is named at \p Loc (a call outside templates, whose
/// two arguments are an `unsigned int` and a `size_t`, or an `int` and a
/// `ptrdiff_t`, in either order; the second type named through its
/// typedef, as `std::wstring::size_type` names `std::size_t`): the offset in
/// \p Loc's file after the callee's name and the text inserted there
/// (`<std::size_t>`). std::nullopt otherwise.
std::optional<std::pair<unsigned, std::string>>
win32SizeTemplateArgument(clang::ASTContext &Ctx, clang::SourceLocation Loc);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_WIN32SIZEDEDUCTION_H
