//===- MsvcIntrinsics.cpp - MSVC intrinsics without a portable form -------===//

#include "Compat/MsvcIntrinsics.h"

#include "Diagnostics/Diagnostics.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/IdentifierTable.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The builtins of the parse's target and language without Microsoft
/// extensions: a builtin of \p Ctx that this table lacks is Microsoft's.
class PortableBuiltins {
public:
  explicit PortableBuiltins(const ASTContext &Ctx) : Names(Options(Ctx)) {
    Builtins.InitializeTarget(Ctx.getTargetInfo(), Ctx.getAuxTargetInfo());
    Builtins.initializeBuiltins(Names, Options(Ctx));
  }

  bool contains(StringRef Name) const {
    auto It = Names.find(Name);
    return It != Names.end() && It->second->getBuiltinID() != 0;
  }

private:
  static LangOptions Options(const ASTContext &Ctx) {
    LangOptions Opts = Ctx.getLangOpts();
    Opts.MicrosoftExt = false;
    Opts.MSVCCompat = false;
    return Opts;
  }

  Builtin::Context Builtins;
  IdentifierTable Names;
};

class IntrinsicFinder : public RecursiveASTVisitor<IntrinsicFinder> {
public:
  IntrinsicFinder(ASTContext &Ctx, DiagReporter &Diags)
      : Portable(Ctx), Diags(Diags) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || !FD->isImplicit() || !FD->getBuiltinID() ||
        !FD->getDeclName().isIdentifier() || Portable.contains(FD->getName()))
      return true;
    std::string Name = FD->getNameAsString();
    Diags.report(E->getLocation(), DiagId::UnmappedMsvcIntrinsic,
                 "'" + Name +
                     "' is an MSVC intrinsic that amp2hip's portability "
                     "layer does not provide (<amp2hip/intrin.h>); GCC, "
                     "hipcc and nvcc do not know it, so the translation "
                     "would not build: write it in portable C++ (a "
                     "__builtin_ function of GCC and Clang, or std::atomic)");
    return true;
  }

private:
  PortableBuiltins Portable;
  DiagReporter &Diags;
};

} // namespace

unsigned reportUnmappedMsvcIntrinsics(ASTContext &Ctx) {
  if (!Ctx.getLangOpts().MicrosoftExt)
    return 0;
  DiagReporter Reporter(Ctx.getDiagnostics());
  IntrinsicFinder Finder(Ctx, Reporter);
  Finder.TraverseAST(Ctx);
  return Reporter.errorCount();
}

} // namespace amp2hip
