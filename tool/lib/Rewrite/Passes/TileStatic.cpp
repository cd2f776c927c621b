//===- TileStatic.cpp - Rewrite pass: TileStatic --------------------------===//
//
// The `tile_static` to `__shared__`, and uninitialized shared storage for
// objects whose constructor C++ AMP does not run (§8.1; E0007).
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

llvm::StringRef RewriteSession::tileStaticKeyword(const VarDecl *VD) const {
  // A restrict(amp, cpu) function is compiled for the host too, where nvcc
  // takes no __shared__ variable: the runtime's macro is __shared__ only
  // where tiles run (detail/tiled.h).
  if (const auto *Function =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod())) {
    Restriction R = getEffectiveRestriction(Function);
    if (R.Amp && R.Cpu)
      return "AMP2HIP_TILE_STATIC";
  }
  return "__shared__";
}

void RewriteSession::rewriteTileStatic(const VarDecl *VD) {
  const AnnotateAttr *A = getTileStaticAttr(VD);
  if (!A)
    return;
  std::optional<OffsetRange> Range =
      expansionRangeIn(File, A->getLocation(), SM, LO);
  if (!Range || !firstTime(Once::TileStatic, Range->first))
    return;
  if (isImplicitDefaultConstruction(VD) || hasDependentElementType(VD)) {
    rewriteUnconstructedTileStatic(VD, *Range);
    return;
  }
  if (hasInitializer(VD)) {
    Diags.report(VD->getLocation(), DiagId::TileStaticInitializer,
                 "tile_static variable '" + VD->getName().str() +
                     "' has an initializer; C++ AMP forbids it (every "
                     "thread of the tile would write it): assign it from "
                     "one thread and then wait on the tile barrier");
    return;
  }
  Out.add(Range->first, Range->second - Range->first, tileStaticKeyword(VD));
  ++Result.Stats.TileStaticVars;
}

void RewriteSession::rewriteUnconstructedTileStatic(const VarDecl *VD,
                                                    OffsetRange Keyword) {
  auto Fail = [&](const VarDecl *Var, llvm::StringRef Why) {
    Diags.report(Var->getLocation(), DiagId::TileStaticInitializer,
                 "tile_static variable '" + Var->getName().str() +
                     "' has a type whose default constructor is not "
                     "trivial, which C++ AMP does not run; amp2hip cannot "
                     "declare it without construction here: " +
                     Why.str());
  };
  // The declarators of the declaration statement, in order.
  std::vector<const VarDecl *> Vars = {VD};
  DynTypedNodeList Parents = Ctx.getParents(*VD);
  if (!Parents.empty())
    if (const auto *Stmt = Parents[0].get<DeclStmt>()) {
      Vars.clear();
      for (const Decl *D : Stmt->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          Vars.push_back(V);
    }
  // In a template, by the instantiation's element type (one text for all).
  const bool Dependent = hasDependentElementType(VD);
  std::string BaseType;
  unsigned PreviousEnd = Keyword.first;
  std::vector<Edit> Planned;
  for (const VarDecl *Var : Vars) {
    std::optional<OffsetRange> Name =
        rangeIn(File, SourceRange(Var->getLocation()), SM, LO);
    std::optional<OffsetRange> Decl = rangeIn(
        File, SourceRange(Var->getLocation(), Var->getEndLoc()), SM, LO);
    if (!Name || !Decl || Keyword.second > Name->first) {
      Fail(Var, "it is written by a macro");
      return;
    }
    if (Dependent ? !hasDependentElementType(Var)
                  : !isImplicitDefaultConstruction(Var)) {
      Fail(Var, "declare the variables of other types in a declaration of "
                "their own");
      return;
    }
    if (BaseType.empty())
      BaseType = Buffer.slice(Keyword.second, Name->first).trim().str();
    std::string Type =
        llvm::StringRef(BaseType + " " +
                        Buffer.slice(Name->second, Decl->second).trim().str())
            .rtrim()
            .str();
    std::string Storage = "amp2hip_tile_static_" + Var->getName().str();
    std::string Keyword = tileStaticKeyword(Var).str();
    std::string Text =
        Dependent ? Keyword + " amp2hip::detail::tile_static_t<" + Type + "> " +
                        Storage + "; auto &" + Var->getName().str() +
                        " = amp2hip::detail::tile_static_ref(" + Storage + ")"
                  : Keyword + " amp2hip::detail::tile_static_storage<" + Type +
                        "> " + Storage + "; auto &" + Var->getName().str() +
                        " = " + Storage + ".get()";
    // The first replaces `tile_static T v[N]`, each later one `, w[M]`.
    Planned.push_back({PreviousEnd, Decl->second - PreviousEnd,
                       Planned.empty() ? Text : "; " + Text});
    PreviousEnd = Decl->second;
  }
  if (!Buffer.substr(PreviousEnd).ltrim().starts_with(";")) {
    Fail(VD, "its declaration does not end after its declarators");
    return;
  }
  for (const Edit &E : Planned)
    if (!Out.add(E.Offset, E.Length, E.Text,
                 "the tile_static declaration of '" + VD->getNameAsString() +
                     "'"))
      return;
  Result.Stats.TileStaticVars += Planned.size();
}

/// Each variable: tile_static storage, then the device view type of a
/// local view in amp code (DeviceViews.cpp).
void RewriteSession::runVariablePass(const PassInput &In) {
  for (const VarDecl *VD : In.Found.Vars) {
    rewriteTileStatic(VD);
    rewriteDeviceContainerLocal(VD);
  }
}

} // namespace amp2hip
