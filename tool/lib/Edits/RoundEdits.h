//===- RoundEdits.h - What a round leaves to the next --------*- C++ -*-===//
//-*-===//
//
// translateSource (Frontend/Translate.cpp) parses and translates an input in
// rounds: a round that finds text to edit before the translation can go on
// (a kernel written inside a macro use, MacroExpansion.h; an error that MSVC
// does not give, MsvcErrorFixes.h) writes nothing, and the next round parses
// the edited text. A few rounds at most; the last one edits nothing.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_ROUNDEDITS_H
#define AMP2HIP_TOOL_ROUNDEDITS_H

#include "clang/Tooling/Core/Replacement.h"

#include <vector>

namespace amp2hip {

/// What one round leaves to the next (filled by AmpRewriter and
/// MsvcCompatConsumer).
struct RoundEdits {
  /// The text edits for the next round, each with the absolute path of the
  /// program header it edits (empty for the main file). Offsets are those of
  /// the round's text (the preparations of the main file keep lengths).
  std::vector<clang::tooling::Replacement> Edits;
  /// Set when Clang's errors were held back, not shown, in this round
  /// (MsvcCompatConsumer): the next round must show them.
  bool ErrorsHeld = false;
  /// Set when an error was held back for a fix that turned out not to apply:
  /// the rounds that follow show Clang's errors as they come.
  bool ShowErrors = false;
  /// Set when a name that MSVC's C headers declare (`_stricmp`, `sprintf_s`:
  /// a CRT function of windows_api.def) was not found: the next rounds parse
  /// with the runtime's portability layer included first (`-include
  /// amp2hip/windows.h`), and the main file's output includes it at its top,
  /// so that the output's compilers see what the parse saw.
  bool WindowsLayer = false;
  /// Set when the edits are renames of the program's names that HIP's
  /// headers declare too (HipNameClashes.h): every input that includes a
  /// header renames its names itself, with its own references in the same
  /// round, so they are not among the edits shared with other inputs
  /// (TranslationResult::HeaderEdits).
  bool HipRenames = false;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_ROUNDEDITS_H
