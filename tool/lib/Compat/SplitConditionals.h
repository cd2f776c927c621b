//===- SplitConditionals.h - Conditionals that split a kernel's text -*- C++
//-*-===//
//
// A preprocessor conditional can choose between two heads of one kernel:
//
//   #if (_MSC_VER >= 1800)
//     parallel_for_each(e, [=](index<1> i) restrict(amp) {
//   #else
//     parallel_for_each(e, [=](index<1> i) restrict(amp, cpu) {
//   #endif
//       ...
//     });
//
// The parse sees one branch; the call's text then holds an `#endif` whose
// `#if` lies before it, and the kernel's body copied into the outlined
// kernel would hold half of the conditional. amp2hip resolves such a
// conditional in the text, as MacroExpansion.h expands a macro use: its
// directives and the branches the preprocessor skipped become empty lines
// (line numbers are kept), the branch it took stays, and the file is parsed
// again. Only conditionals that the call's text, or its kernel lambda's body,
// cuts are resolved (some of their directives inside, some outside); the
// translation is for the configuration it was parsed with, as always.
// Reported as AMP2HIP-W0005.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_SPLITCONDITIONALS_H
#define AMP2HIP_TOOL_SPLITCONDITIONALS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class PPCallbacks;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// One #if/#ifdef/#ifndef ... #endif of a file, as the preprocessor saw it
/// (not those inside skipped branches).
struct Conditional {
  clang::FileID File;
  /// Offsets of its directives' names (`if`, `elif`, `else`, `endif`, ...),
  /// in order; the last is the `endif`'s once the conditional is complete.
  std::vector<unsigned> Directives;
  /// The branch the preprocessor took (the text after Directives[Taken]),
  /// or -1 when it took none.
  int Taken = -1;
  bool Complete = false;
};

/// A preprocessor callback that records every conditional of the
/// translation unit in \p Conditionals.
std::unique_ptr<clang::PPCallbacks>
recordConditionals(const clang::SourceManager &SM,
                   std::vector<Conditional> &Conditionals);

/// True if the file range [\p Begin, \p End] holds some of \p C's directives
/// but not all of them.
bool cutsConditional(const Conditional &C, unsigned Begin, unsigned End);

/// The replacement of \p C in \p Buffer (the text of its file): the range
/// from the start of its first directive's line to the end of its `#endif`
/// line (\p Offset, \p Length), and the text that replaces it, in which the
/// directive lines and the skipped branches are empty lines and the taken
/// branch stays as written.
struct ConditionalResolution {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
};
ConditionalResolution resolveConditional(const Conditional &C,
                                         llvm::StringRef Buffer);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_SPLITCONDITIONALS_H
