//===- AmpRewriter.h - Collects and applies the AMP rewrites ----*- C++ -*-===//
//
// An ASTConsumer that finds the AMP constructs of the main file with AST
// matchers and turns them into text edits:
//   restrict(amp) / restrict(amp,cpu)    -> __device__ / __host__ __device__
//   tile_static                          -> __shared__
//   tile_barrier::wait*()                -> __syncthreads()
//   *_memory_fence(barrier)              -> __threadfence_block()
//   parallel_for_each(domain, lambda)    -> outlined __global__ kernel + launch
//   #include <amp*.h>                    -> #include <amp2hip/amp*.h>
//   v.xy, c.rgb = e (short vectors)      -> v.get_xy(), c.set_xyz(e)
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_AMPREWRITER_H
#define AMP2HIP_TOOL_AMPREWRITER_H

#include "Compat/MacroExpansion.h"
#include "Compat/MsvcPredefinedMacros.h"
#include "Compat/SplitConditionals.h"
#include "Compat/WindowsApiMapping.h"
#include "Diagnostics/Diagnostics.h"
#include "Edits/CheckedEdit.h"
#include "Edits/RoundEdits.h"
#include "Frontend/Translate.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTMutationListener.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Sema/SemaConsumer.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class Preprocessor;
class FunctionDecl;
class LambdaExpr;
class SourceManager;
class VarDecl;
} // namespace clang

namespace amp2hip {

struct Findings;

class RestrictionDiagConsumer;
class MsvcCompatConsumer;

/// An `#include` directive of a file being translated.
struct IncludeSite {
  clang::FileID File;   ///< the file the directive is written in
  std::string FileName; ///< as written, e.g. "amp.h"
  bool Angled = false;
  clang::SourceLocation HashLoc; ///< the '#'
  unsigned NameBegin = 0;        ///< offsets of "<amp.h>" / "\"amp.h\""
  unsigned NameEnd = 0;
  /// Set when the name as written is found only as Windows finds files:
  /// the spelling to write instead (WindowsPathFileSystem.h).
  std::string PortableName;
  /// Set when the name resolved to a file of the program rather than to a
  /// library header that amp2hip parses (B3DContest's own "AMP.h", found
  /// beside the file that includes it, as Windows finds it too): the
  /// include is not mapped to the runtime's header of that name.
  bool ProgramHeader = false;
};

/// Rewrites one translation unit. Fill Includes (from PPCallbacks) before the
/// AST is handled; read the result after HandleTranslationUnit.
class AmpRewriter : public clang::SemaConsumer {
public:
  AmpRewriter(std::string FileName, TranslationResult &Result)
      : FileName(std::move(FileName)), Result(Result) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

  /// Gives the member functions of local classes in amp code their
  /// inherited restriction as Clang's CUDA attributes (inheritRestrictions).
  clang::ASTMutationListener *GetASTMutationListener() override;

  /// Tells \p S that the functions of the library's parse headers are
  /// defined elsewhere (LibraryDefinitionSource), when AmpIncludeDir is set.
  void InitializeSema(clang::Sema &S) override;

  /// True for the body of a function of a system header (the standard
  /// library, the parse headers, the runtime's PPL) that is not a template,
  /// a member of one or in one: the parse skips it (with
  /// FrontendOptions::SkipFunctionBodies, as clangd's preambles do), and
  /// with it the templates only it would instantiate. Nothing of the
  /// program's is skipped (the translation reads none of those bodies:
  /// setProgramTraversalScope leaves system headers out), nor a template's
  /// body, whose instantiation with the program's types may be an error, nor
  /// a constexpr function or one with a deduced return type (Clang keeps
  /// those itself, Sema::canSkipFunctionBody). The same files as
  /// setProgramTraversalScope leaves out: those of system headers.
  bool shouldSkipFunctionBody(clang::Decl *D) override;

  /// The directory of the parse headers (TranslateOptions::AmpIncludeDir).
  std::string AmpIncludeDir;
  /// The #include directives of files that are not translated (neither the
  /// main file nor HeaderFiles) that name a parse header, with its file
  /// name: AMP2HIP-E0023 where the including header is the program's own.
  std::vector<std::pair<clang::SourceLocation, std::string>>
      ParseHeaderIncludes;
  /// --root (TranslateOptions::HeaderRoot; empty without --out-dir): the
  /// headers under it are HeaderFiles, translated with the input.
  std::string HeaderRoot;
  /// TranslateOptions::ViewClasses (may be null).
  const std::set<std::string> *ViewClasses = nullptr;

private:
  std::unique_ptr<clang::ASTMutationListener> Listener;
  /// Adds the macro expansions, and the resolutions of the conditionals
  /// that split a kernel's text, to NextRound; true if there is anything to
  /// edit before another round.
  bool planMacroExpansions(clang::ASTContext &Ctx);
  /// Adds to NextRound the resolution of each conditional that the text of a
  /// parallel_for_each of \p F, or of its kernel lambda's body, cuts
  /// (SplitConditionals.h), in the files of \p Files, reported as
  /// AMP2HIP-W0005.
  void planSplitConditionals(clang::ASTContext &Ctx, const Findings &F,
                             const std::map<clang::FileID, Findings> &Files);
  /// Adds the portable spellings of MsvcMacroTests to NextRound, each
  /// reported as AMP2HIP-W0003; true if there is any.
  bool planMsvcMacroTests(clang::ASTContext &Ctx);
  /// Adds the fixes of the errors MsvcDiags held back to NextRound
  /// (MsvcErrorFixes.h). \p MacroTests: this round also rewrote MSVC's
  /// predefined macros in conditions, so an error without a fix is left to
  /// the next round's parse instead of shown.
  void planErrorFixes(clang::ASTContext &Ctx, bool MacroTests);
  /// The path that an edit of \p File for the next round carries: empty for
  /// the main file, absolute for a program header; std::nullopt for a file
  /// that is not rewritten.
  std::optional<std::string> editPath(const clang::SourceManager &SM,
                                      clang::FileID File) const;

public:
  /// Include directives seen in the main file and the headers, in order.
  std::vector<IncludeSite> Includes;

  /// The program's headers to translate as well (TranslateOptions::HeaderRoot).
  std::vector<clang::FileID> HeaderFiles;

  /// Offsets of the `void main(` that were parsed as `int  main(`
  /// (fixVoidMain): reported as AMP2HIP-W0002 and written `int main(`.
  std::vector<unsigned> VoidMainFixes;

  /// Clang's restriction errors, reported as AMP2HIP-E0011 (may be null).
  RestrictionDiagConsumer *RestrictionDiags = nullptr;

  /// What Clang accepted only as MSVC does, written portably and reported
  /// as AMP2HIP-W0003 (may be null).
  MsvcCompatConsumer *MsvcDiags = nullptr;

  /// MSVC's predefined macros in the conditions of the main file and the
  /// program's headers (recordMsvcMacroTests).
  std::vector<MsvcMacroTest> MsvcMacroTests;

  /// Uses of the portability layer's macros (recordMappedMacros).
  std::vector<MappedMacroUse> MappedMacros;

  /// The main file's macro uses (recordMacroUses) and the preprocessor.
  std::vector<MacroUse> MacroUses;
  /// The preprocessor conditionals of the translation unit
  /// (recordConditionals).
  std::vector<Conditional> Conditionals;
  const clang::Preprocessor *PP = nullptr;
  /// What this round leaves to the next (RoundEdits.h): the expansions of
  /// the macro uses of the main file or a program header that write a
  /// parallel_for_each (MacroExpansion.h), or the fixes of the errors that
  /// MSVC does not give (MsvcErrorFixes.h). Nothing else is done then.
  RoundEdits *NextRound = nullptr;
  /// False on the last round: report kernels in macros as AMP2HIP-E0004.
  bool MayEdit = true;
  /// This round parsed with the portability layer included first
  /// (RoundEdits::WindowsLayer).
  bool WindowsLayer = false;
  /// Set when the parse headers come from a precompiled header
  /// (TranslateOptions::ParsePCH): the AST walks then visit only what this
  /// parse declared (ASTContext::setTraversalScope), not the whole PCH, whose
  /// declarations would each be read back from it. The PCH holds no file
  /// of the program, only the parse headers and the standard library.
  bool OnlyLocalDecls = false;

private:
  /// Limits every AST walk that follows (RecursiveASTVisitor::TraverseAST,
  /// MatchFinder::matchAST, ASTContext::getParents) to the program's code:
  /// the top-level declarations outside system headers, which are where
  /// the AMP rules are checked and where text is rewritten (the parse
  /// headers, the runtime's and the standard library are -isystem). Walking
  /// the standard library cost as much as a fifth of a parse.
  void setProgramTraversalScope(clang::ASTContext &Ctx) const;

  std::string FileName;
  TranslationResult &Result;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_AMPREWRITER_H
