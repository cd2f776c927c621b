//===- NameQualification.cpp - Rewrite pass: NameQualification ------------===//
//
// The names that the HIP headers also declare (`index<N>`) qualified as
// `concurrency::`.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/MsvcCompat.h"
#include "Kernel/KernelOutliner.h"
#include "Rewrite/PropertyRewrite.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

void RewriteSession::qualifyClashingTypeNames() {
  class Visitor : public RecursiveASTVisitor<Visitor> {
  public:
    std::vector<std::pair<SourceLocation, const char *>> Names;
    bool
    VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
      if (isAmpClassTemplate(TL.getType(), "index"))
        Names.push_back({TL.getTemplateNameLoc(), "concurrency::"});
      else if (isAmpClassTemplate(TL.getType(), "texture"))
        Names.push_back({TL.getTemplateNameLoc(), "concurrency::graphics::"});
      return true;
    }
    bool VisitRecordTypeLoc(RecordTypeLoc TL) {
      const RecordDecl *RD = TL.getDecl();
      if (RD->getDeclName().isIdentifier() &&
          (RD->getName() == "norm" || RD->getName() == "unorm") &&
          isInAmpNamespace(RD))
        Names.push_back({TL.getNameLoc(), "concurrency::graphics::"});
      return true;
    }
  };
  Visitor V;
  V.TraverseAST(Ctx);
  for (const auto &[Loc, Qualifier] : V.Names) {
    if (Loc.isMacroID())
      continue;
    std::optional<unsigned> Offset = offsetIn(File, Loc, SM);
    if (!Offset || !QualifiedDone.insert(*Offset).second)
      continue;
    llvm::StringRef Before = Buffer.substr(0, *Offset).rtrim();
    if (Before.ends_with("::"))
      continue;
    Out.add(*Offset, 0, Qualifier,
            std::string("the qualification ") + Qualifier + " of this name");
  }
}

void RewriteSession::runNameQualificationPass(const PassInput &) {
  qualifyClashingTypeNames();
}

} // namespace amp2hip
