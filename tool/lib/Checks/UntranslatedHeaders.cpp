//===- UntranslatedHeaders.cpp - AMP code in headers left as written ------===//
//
// AMP2HIP-E0023 (UntranslatedHeaders.h).
//
//===----------------------------------------------------------------------===//

#include "Checks/UntranslatedHeaders.h"

#include "Analysis/AmpModel.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <string>

using namespace clang;

namespace amp2hip {

namespace {

/// The first AMP construct of each header that is not translated.
class UntranslatedHeaderFinder
    : public RecursiveASTVisitor<UntranslatedHeaderFinder> {
public:
  UntranslatedHeaderFinder(const SourceManager &SM,
                           const std::vector<FileID> &Translated)
      : SM(SM), Translated(Translated) {}

  bool VisitFunctionDecl(FunctionDecl *FD) {
    Restriction R = getRestriction(FD);
    if (!FD->isImplicit() && R.Amp)
      note(FD->getLocation(),
           std::string(R.Cpu ? "the restrict(amp, cpu)" : "the restrict(amp)") +
               " function '" + FD->getNameAsString() + "'");
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (isParallelForEach(Call))
      note(Call->getBeginLoc(), "a parallel_for_each");
    return true;
  }

  /// Header -> (location, what) of its first AMP construct.
  std::map<FileID, std::pair<SourceLocation, std::string>> First;

  /// The first of \p Includes (#include directives of parse headers, with
  /// the header's name) in each header that is not translated and holds no
  /// AMP construct.
  std::map<FileID, std::pair<SourceLocation, std::string>> parseHeaderIncludes(
      llvm::ArrayRef<std::pair<SourceLocation, std::string>> Includes) const {
    std::map<FileID, std::pair<SourceLocation, std::string>> Found;
    for (const auto &[Loc, Name] : Includes) {
      std::optional<FileID> Includer = untranslatedFile(Loc);
      if (!Includer || First.count(*Includer))
        continue;
      // Only the files amp2hip writes name the runtime's headers instead.
      std::string What = "includes <" + Name + ">";
      auto [It, New] = Found.try_emplace(*Includer, Loc, What);
      if (!New && SM.isBeforeInTranslationUnit(Loc, It->second.first))
        It->second = {Loc, What};
    }
    return Found;
  }

private:
  /// The file of \p Loc when it is a header that is not translated (not a
  /// system header, the main file or one of the translated headers).
  std::optional<FileID> untranslatedFile(SourceLocation Loc) const {
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc) ||
        SM.isWrittenInMainFile(Loc) || SM.isWrittenInBuiltinFile(Loc) ||
        SM.isWrittenInScratchSpace(Loc))
      return std::nullopt;
    FileID File = SM.getFileID(Loc);
    if (std::find(Translated.begin(), Translated.end(), File) !=
        Translated.end())
      return std::nullopt;
    return File;
  }

  void note(SourceLocation Loc, std::string What) {
    Loc = SM.getExpansionLoc(Loc);
    std::optional<FileID> File = untranslatedFile(Loc);
    if (!File)
      return;
    What = "holds C++ AMP code (" + What + ")";
    auto [It, New] = First.try_emplace(*File, Loc, What);
    if (!New && SM.isBeforeInTranslationUnit(Loc, It->second.first))
      It->second = {Loc, What}; // try_emplace left What alone
  }

  const SourceManager &SM;
  const std::vector<FileID> &Translated;
};

} // namespace

unsigned reportUntranslatedAmpHeaders(
    ASTContext &Ctx, const std::vector<FileID> &TranslatedHeaders,
    StringRef HeaderRoot,
    llvm::ArrayRef<std::pair<SourceLocation, std::string>>
        ParseHeaderIncludes) {
  const SourceManager &SM = Ctx.getSourceManager();
  UntranslatedHeaderFinder Finder(SM, TranslatedHeaders);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::map<FileID, std::pair<SourceLocation, std::string>> Reported =
      Finder.First;
  Reported.merge(Finder.parseHeaderIncludes(ParseHeaderIncludes));
  DiagReporter Reporter(Ctx.getDiagnostics());
  for (const auto &[File, First] : Reported) {
    std::string Name =
        llvm::sys::path::filename(SM.getFilename(First.first)).str();
    std::string Advice =
        HeaderRoot.empty()
            ? "translate the program with --out-dir DIR and a --root that "
              "holds '" +
                  Name + "' (single inputs are translated alone)"
            : "pass a --root that holds it (--root is '" + HeaderRoot.str() +
                  "')";
    Reporter.report(First.first, DiagId::UntranslatedAmpHeader,
                    "'" + Name + "' " + First.second +
                        " but is not translated with this input, and hipcc "
                        "and nvcc cannot build it as written; " +
                        Advice);
  }
  return Reporter.errorCount();
}

} // namespace amp2hip
