//===- HipNameClashes.cpp - The program's names that HIP also has ---------===//

#include "Compat/HipNameClashes.h"

#include "Diagnostics/Diagnostics.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Tooling/Refactoring/Rename/USRFindingAction.h"
#include "clang/Tooling/Refactoring/Rename/USRLocFinder.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The names of HipGlobalNames.def.
const llvm::StringSet<> &hipGlobalNames() {
  static const llvm::StringSet<> Names = [] {
    llvm::StringSet<> Set;
    for (llvm::StringRef Base : {
#define AMP2HIP_HIP_VECTOR_BASE(Base) llvm::StringRef(#Base),
#include "Compat/HipGlobalNames.def"
         })
      for (char N : {'1', '2', '3', '4'}) {
        Set.insert((Base + llvm::Twine(N)).str());
        Set.insert(("make_" + Base + llvm::Twine(N)).str());
      }
#define AMP2HIP_HIP_GLOBAL_TYPE(Name) Set.insert(#Name);
#include "Compat/HipGlobalNames.def"
    return Set;
  }();
  return Names;
}

/// The program's declarations at namespace scope named as HIP's, in the
/// order of the traversal (the text's).
class ClashFinder : public RecursiveASTVisitor<ClashFinder> {
public:
  std::vector<const NamedDecl *> Found;

  bool VisitNamedDecl(NamedDecl *D) {
    if (D->isImplicit() || !D->getDeclName().isIdentifier() ||
        !isHipGlobalName(D->getName()))
      return true;
    // The declaration itself: a class template's class, a function
    // template's function; not members, locals, specializations.
    if (isa<ClassTemplateDecl, FunctionTemplateDecl, CXXMethodDecl,
            ClassTemplateSpecializationDecl>(D) ||
        !isa<TagDecl, TypedefNameDecl, FunctionDecl>(D))
      return true;
    if (!D->getDeclContext()->getRedeclContext()->isFileContext())
      return true;
    const auto *Canonical = cast<NamedDecl>(D->getCanonicalDecl());
    if (Seen.insert(Canonical).second)
      Found.push_back(Canonical);
    return true;
  }

private:
  llvm::SmallPtrSet<const NamedDecl *, 8> Seen;
};

/// `program_NAME`, or with `_` appended until no identifier of the
/// translation unit has that name.
std::string newName(ASTContext &Ctx, llvm::StringRef Name) {
  std::string New = "program_" + Name.str();
  while (Ctx.Idents.find(New) != Ctx.Idents.end())
    New += "_";
  return New;
}

} // namespace

bool isHipGlobalName(llvm::StringRef Name) {
  return hipGlobalNames().contains(Name);
}

unsigned planHipNameRenames(
    ASTContext &Ctx, bool MayEdit,
    llvm::function_ref<std::optional<std::string>(FileID)> EditPath,
    std::vector<tooling::Replacement> &Edits, bool &Renamed) {
  ClashFinder Finder;
  Finder.TraverseAST(Ctx);
  if (Finder.Found.empty())
    return 0;
  const SourceManager &SM = Ctx.getSourceManager();
  DiagReporter Reporter(Ctx.getDiagnostics());
  std::set<std::pair<std::string, unsigned>> Done;
  for (const NamedDecl *D : Finder.Found) {
    std::string Name = D->getNameAsString();
    SourceLocation Where = SM.getExpansionLoc(D->getLocation());
    if (!MayEdit) {
      Reporter.report(Where, DiagId::HipNameClash,
                      "'" + Name +
                          "' is also declared at global scope by HIP's "
                          "headers, and amp2hip cannot rename the program's "
                          "in this translation (its rounds of edits are "
                          "used up); rename it in the source");
      continue;
    }
    std::string New = newName(Ctx, Name);
    std::vector<std::string> USRs = tooling::getUSRsForDeclaration(D, Ctx);
    tooling::SymbolOccurrences Occurrences =
        tooling::getOccurrencesOfUSRs(USRs, Name, Ctx.getTranslationUnitDecl());
    std::vector<tooling::Replacement> Renames;
    bool Blocked = false;
    for (const tooling::SymbolOccurrence &Occurrence : Occurrences) {
      for (SourceRange Range : Occurrence.getNameRanges()) {
        SourceLocation Spelling = SM.getSpellingLoc(Range.getBegin());
        if (Spelling.isInvalid() || SM.isInSystemHeader(Spelling))
          continue;
        FileID File = SM.getFileID(Spelling);
        std::optional<std::string> Path = EditPath(File);
        unsigned Offset = SM.getFileOffset(Spelling);
        if (!Path) {
          Reporter.report(Spelling, DiagId::HipNameClash,
                          "'" + Name +
                              "' is also declared at global scope by HIP's "
                              "headers: amp2hip renames the program's '" +
                              Name + "' to '" + New +
                              "', and this file, which names it, is not "
                              "rewritten by this translation; translate the "
                              "program with --out-dir DIR and a --root that "
                              "holds this file");
          Blocked = true;
          break;
        }
        if (SM.getBufferData(File).substr(Offset, Name.size()) != Name)
          continue; // not the name as written (a macro's pasted token)
        if (Done.insert({*Path, Offset}).second)
          Renames.emplace_back(*Path, Offset, Name.size(), New);
      }
      if (Blocked)
        break;
    }
    if (Blocked)
      continue;
    Reporter.report(Where, DiagId::MsvcDialect,
                    "'" + Name +
                        "' is also declared at global scope by HIP's headers "
                        "(a vector type or its make_ function), which MSVC "
                        "never saw; the program's is renamed '" +
                        New + "' in the output, with every reference to it");
    Edits.insert(Edits.end(), Renames.begin(), Renames.end());
    Renamed |= !Renames.empty();
  }
  return Reporter.errorCount();
}

} // namespace amp2hip
