//===- MemberSpecializations.h - Specializations inside classes -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// MSVC (and Clang, and C++17 since CWG 727) accept an explicit
// specialization of a member function template inside its class:
//
//   class minima {
//     template <typename sumtype> int getBest(int &l, int &h);
//     template <> int getBest<double>(int &l, int &h) { ... }
//   };
//
// GCC's front end and nvcc's reject it ("explicit specialization in
// non-namespace scope", "explicit specialization is not allowed in the
// current scope"), as B3DContest's SolveTSP (`implementations/SSE2.h`)
// showed. Where the class and every class around it is not a template, the
// specialization means the same at namespace scope, after the outermost
// class: `template <> inline int minima::getBest<double>(int &l, int &h)
// {...}` (`inline`: a function defined in its class is implicitly inline,
// and the header may be included by several units). Reported as
// AMP2HIP-W0003 either way; what stays is said in the warning.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_MEMBERSPECIALIZATIONS_H
#define AMP2HIP_TOOL_COMPAT_MEMBERSPECIALIZATIONS_H

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace amp2hip {

/// One explicit specialization of a member function template written inside
/// its class, in one file, and where it goes. Offsets are in that file.
struct MemberSpecializationMove {
  const clang::FunctionDecl *Specialization = nullptr;
  clang::SourceLocation Loc; ///< the specialization's name (for diagnostics)
  /// [Begin, End): the declaration, from `template` to its `}` or `;`.
  unsigned Begin = 0, End = 0;
  /// [CutBegin, CutEnd): what the class loses: the declaration, with its
  /// lines when nothing else is on them.
  unsigned CutBegin = 0, CutEnd = 0;
  /// Where the class qualifier (`minima::`) goes: the name's offset.
  unsigned NameOffset = 0;
  std::string Qualifier;
  /// Where ` inline` goes (after `template<>`); none when the declaration
  /// says `inline` already or is not a definition.
  std::optional<unsigned> InlineOffset;
  /// Where the moved declaration goes: after the `;` of the outermost
  /// class's definition.
  unsigned InsertOffset = 0;
  /// Non-empty when the specialization cannot move, and why (it stays as
  /// written; GCC and nvcc reject it).
  std::string KeptBecause;
};

/// The explicit specializations of member function templates declared
/// inside their class in \p File (the translation unit's rewritten file),
/// in source order, each with its move or the reason it stays: the class,
/// or a class around it, is a template (a member of a class template cannot
/// be specialized at namespace scope without specializing the class); the
/// class's own member functions use the specialization (it must be declared
/// before that use); its return type names a member of the class; a macro
/// writes part of it; the class has no name.
std::vector<MemberSpecializationMove>
planMemberSpecializationMoves(clang::ASTContext &Ctx, clang::FileID File);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_MEMBERSPECIALIZATIONS_H
