//===- Translate.h - Translate one C++ AMP file to HIP ----------*- C++ -*-===//
//
// The library entry point of amp2hip: parse a C++ AMP source with Clang
// (through the AMP declaration headers in tool/amp-include), rewrite it, and
// return the HIP source. See docs/architecture.md for the generated code.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_TRANSLATE_H
#define AMP2HIP_TOOL_TRANSLATE_H

#include "Compat/MsvcPredefinedMacros.h"

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// Counts of what one translation rewrote (for --print-stats).
struct TranslationStats {
  unsigned Kernels = 0;         ///< parallel_for_each calls outlined
  unsigned TiledKernels = 0;    ///< of which tiled
  unsigned DeviceFunctions = 0; ///< restrict(amp[,cpu]) functions qualified
  unsigned TileStaticVars = 0;  ///< tile_static -> __shared__
  unsigned Barriers = 0;        ///< tile barriers and fences rewritten
  unsigned Includes = 0;        ///< AMP headers redirected to the runtime

  TranslationStats &operator+=(const TranslationStats &Other) {
    Kernels += Other.Kernels;
    TiledKernels += Other.TiledKernels;
    DeviceFunctions += Other.DeviceFunctions;
    TileStaticVars += Other.TileStaticVars;
    Barriers += Other.Barriers;
    Includes += Other.Includes;
    return *this;
  }
};

/// What the caller asks for.
struct TranslateOptions {
  /// Directory with the AMP declaration headers used for parsing.
  std::string AmpIncludeDir;
  /// The runtime's include directory (the folder that holds amp2hip/): the
  /// parse headers include its plain C++ parts (Windows portability, PPL).
  std::string RuntimeIncludeDir;
  /// Clang's resource directory (builtin headers such as <stddef.h>).
  std::string ResourceDir;
  /// Extra arguments for Clang (what follows `--` on the command line).
  std::vector<std::string> ClangArgs;
  /// When not empty: also translate the program's own headers, that is every
  /// header the input includes that lies under this directory (an absolute
  /// path) and is not a system header (-isystem) or an AMP parse header.
  std::string HeaderRoot;
  /// A precompiled header of a fixed prefix of includes, made by
  /// emitPrefixPCH, for the parse and the restriction scan
  /// (ContextualRestrict.h). Empty: none, the headers are parsed with each
  /// input. Only the in-process fuzzer (tool/fuzz) sets it, to translate
  /// many inputs a second: the AST walks then visit only what the input
  /// declares (AmpRewriter::OnlyLocalDecls).
  std::string ParsePCH;
  /// Edits of the program's headers to make before the first parse, by the
  /// header's absolute path, against its text on disk: the fixes that the
  /// other inputs of the program made to the headers they share with this
  /// one (TranslationResult::HeaderEdits), so that a header translates the
  /// same way whichever input includes it (C++ AMP code is MSVC's, which
  /// parses a template where it is instantiated: which fixes a header needs
  /// depends on what each input instantiates).
  std::map<std::string, std::vector<clang::tooling::Replacement>> HeaderEdits;
  /// The classes holding views of the program's headers that other inputs
  /// give a device form (TranslationResult::ViewClasses): given one here
  /// too. A class template holds views where an instantiation does, and
  /// which instantiations there are depends on the input.
  std::set<std::string> ViewClasses;
  /// What `_MSC_VER` in the program's #if conditions is written as
  /// (MsvcPredefinedMacros.h): the version of the Visual Studio that builds
  /// the program (`--msc-version`; `amp2hip migrate` takes it from the
  /// project's PlatformToolset).
  unsigned MscVersion = DefaultMscVersion;
};

/// The arguments of the parse (without the program name), as the translator
/// gives them to Clang: CUDA host mode for the restrictions (restrict(amp) is
/// Clang's __device__, docs/architecture.md "Parse mode"), MSVC's dialect
/// (MsvcCompat.h), the parse headers of \p Options, then its ClangArgs.
std::vector<std::string> parseArguments(const TranslateOptions &Options);

/// A header of the program, translated with the file that includes it.
struct TranslatedHeader {
  std::string Path;   ///< absolute, as Clang opened it
  std::string Output; ///< the HIP text (the header's text if nothing changed)
};

/// The outcome of translating one file.
struct TranslationResult {
  bool Success = false; ///< false: errors were reported, Output is empty
  std::string Output;   ///< the HIP source
  /// The program's headers (TranslateOptions::HeaderRoot), in the order
  /// Clang entered them.
  std::vector<TranslatedHeader> Headers;
  /// amp2hip errors (AMP2HIP-Ennnn) reported; 0 with Success == false means
  /// Clang could not parse the input (AMP2HIP-E0001).
  unsigned AmpErrors = 0;
  /// True when Clang crashed while parsing and the crash was recovered
  /// (llvm::CrashRecoveryContext enabled by the caller): reported as
  /// AMP2HIP-E0001, with Success == false.
  bool ClangCrashed = false;
  TranslationStats Stats;
  /// The edits that the translation made to the program's headers before
  /// its last parse (fixes of what MSVC accepts, MsvcErrorFixes.h;
  /// parallel_for_each expanded out of macros, MacroExpansion.h), by the
  /// header's absolute path, against its text on disk; with
  /// TranslateOptions::HeaderEdits included. Without the renames of the
  /// program's names that HIP declares too (each input makes them itself),
  /// unless a round after them edited the headers.
  std::map<std::string, std::vector<clang::tooling::Replacement>> HeaderEdits;
  /// The classes of the program's headers that got a device form
  /// (docs/features/views-in-classes.md), each as `<absolute path of the
  /// header>:<offset of the class's name>`; TranslateOptions::ViewClasses
  /// included.
  std::set<std::string> ViewClasses;
  /// What `_MSC_VER` in the program's #if conditions is written as
  /// (MsvcPredefinedMacros.h): the version of the Visual Studio that builds
  /// the program (`--msc-version`; `amp2hip migrate` takes it from the
  /// project's PlatformToolset).
  unsigned MscVersion = DefaultMscVersion;
};

/// Translates the C++ AMP source file \p Path. Diagnostics (Clang's and
/// amp2hip's `AMP2HIP-Ennnn`) are printed to stderr in Clang's format.
/// A C source (isCSource) is not parsed: MSVC compiles it as C, which has
/// no C++ AMP, so its translation is its text, with a note saying so.
/// Never writes any file.
TranslationResult translateFile(llvm::StringRef Path,
                                const TranslateOptions &Options);

/// True if MSVC compiles \p Path as C: its extension is `.c` (any case;
/// MSVC's default, /Tc, without /TP or CompileAs).
bool isCSource(llvm::StringRef Path);

/// Translates \p Source as the contents of the source file \p Path, which
/// need not exist (its directory is where `#include "..."` looks first), as
/// translateFile does. Never writes any file.
TranslationResult translateSource(llvm::StringRef Path, llvm::StringRef Source,
                                  const TranslateOptions &Options);

/// Precompiles \p PrefixCode (usually `#include` lines: the AMP headers and
/// the standard headers that inputs include) with the arguments of the
/// parse into the files `amp2hip-prefix.h` and `amp2hip-prefix.pch` of the
/// existing directory \p Dir, and sets \p Options.ParsePCH. The PCH stays
/// valid while the headers it read do not change. Errors: the prefix cannot
/// be written, or Clang reports errors in it (printed to stderr).
llvm::Error emitPrefixPCH(llvm::StringRef PrefixCode, llvm::StringRef Dir,
                          TranslateOptions &Options);

/// True once a translateSource() call of this process has recovered from a
/// crash inside Clang (TranslationResult::ClangCrashed). The memory of the
/// parse the crash abandoned cannot be freed, so a driver ends such a process
/// without the exit-time handlers (LeakSanitizer's leak check among them,
/// which would report that memory as leaked). Thread-safe.
bool clangCrashRecovered();

} // namespace amp2hip

#endif // AMP2HIP_TOOL_TRANSLATE_H
