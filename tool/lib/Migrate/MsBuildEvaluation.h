//===- MsBuildEvaluation.h - MSBuild properties and conditions --*- C++ -*-===//
//
// The part of MSBuild's evaluation that a Visual C++ project's settings need:
// properties ($(Name)), item metadata inheritance (%(Name)) and conditions
// ('$(Configuration)|$(Platform)'=='Release|x64', Exists('file'), and, or,
// !). Specified by MSBuild's documentation: "MSBuild properties", "Item
// definitions" and "MSBuild conditions" (learn.microsoft.com/visualstudio/
// msbuild). Used by VcxProject.cpp; has no knowledge of XML.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_MIGRATE_MSBUILDEVALUATION_H
#define AMP2HIP_MIGRATE_MSBUILDEVALUATION_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace amp2hip::migrate {

/// The properties of one evaluation (global ones such as Configuration, and
/// those a project's PropertyGroups set). Names are case-insensitive, as in
/// MSBuild; an unset property expands to the empty string.
class MsBuildProperties {
public:
  /// Sets \p Name (any case) to \p Value (already expanded).
  void set(llvm::StringRef Name, llvm::StringRef Value);
  /// The value of \p Name, or "" when it is not set.
  std::string get(llvm::StringRef Name) const;
  /// \p Text with every $(Name) replaced by its value. Property functions
  /// ($(Name.ToLower()), $([System.IO.Path]::...)) and registry references
  /// are not evaluated: they expand to "", and \p Unevaluated (if given) is
  /// set to true.
  std::string expand(llvm::StringRef Text, bool *Unevaluated = nullptr) const;

private:
  llvm::StringMap<std::string> Values; // keys lower case
};

/// Evaluates an MSBuild condition (\p Condition, as written in a Condition
/// attribute) with \p Properties. Supports ==, !=, <, >, <=, >= (string
/// comparison ignores case; numbers compare as numbers), and, or, !,
/// parentheses, 'true'/'false', Exists('path') and HasTrailingSlash('path').
/// \p Exists answers Exists() for the expanded path (relative paths are the
/// caller's to resolve). An empty condition is true.
///
/// \returns false/true, or an error naming what could not be parsed (an
/// unknown function, an unbalanced quote or parenthesis).
llvm::Expected<bool>
evaluateCondition(llvm::StringRef Condition,
                  const MsBuildProperties &Properties,
                  const std::function<bool(llvm::StringRef)> &Exists);

/// A metadata value as item definitions inherit it: \p Value with
/// %(\p Name) replaced by \p Inherited (the value an earlier definition
/// gave), then ";;" and leading or trailing ';' removed, as MSBuild's
/// lists are read.
std::string inheritMetadata(llvm::StringRef Value, llvm::StringRef Name,
                            llvm::StringRef Inherited);

/// \p List (';'-separated, as MSBuild writes lists) split into its non-empty,
/// trimmed elements.
std::vector<std::string> splitList(llvm::StringRef List);

} // namespace amp2hip::migrate

#endif // AMP2HIP_MIGRATE_MSBUILDEVALUATION_H
