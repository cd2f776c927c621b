//===- Kernels.cpp - Rewrite pass: Kernels --------------------------------===//
//
// The kernels: each parallel_for_each outlined into a `__global__` function
// and a launch (Kernel/KernelOutliner.h), local types the kernels name moved
// to namespace scope (Kernel/LocalTypeHoisting.h).
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

void RewriteSession::collectKernels(const Findings &F) {
  for (const CallExpr *Call : F.Calls) {
    if (!isParallelForEach(Call))
      continue;
    KernelCalls.push_back(Call);
    if (const LambdaExpr *L = kernelLambdaOf(Call))
      KernelLambdas.insert(L);
  }
  Functors = F.Functors;
  PossibleFunctors = F.PossibleFunctors;
  ProgramFiles = F.ProgramFiles;
  for (const auto *List : {&Functors, &PossibleFunctors})
    for (const CXXRecordDecl *RD : *List)
      if (const CXXMethodDecl *Op = KernelOutliner::getKernelCallOperator(RD))
        FunctorCallOperators.insert(Op->getCanonicalDecl());
}

void RewriteSession::moveLocalDeclaration(const HoistedLocal &H) {
  std::string Text = Edits.apply(Buffer, H.Begin, H.End);
  std::string Function;
  if (const auto *FD = dyn_cast<FunctionDecl>(H.Decl->getDeclContext()))
    Function = FD->getQualifiedNameAsString();
  // A class that declared variables too ends at its '}'; a class of a
  // template becomes a class template (LocalTypeHoisting.h).
  std::string Moved = "// amp2hip: moved from function '" + Function +
                      "', where a kernel names it\n" + H.TemplateHeader + Text +
                      (H.LeftBehind.empty() ? "" : ";") + "\n\n";
  Edits.eraseWithin(H.CutBegin, H.CutEnd);
  std::string Purpose = "the move of '" + H.Decl->getNameAsString() +
                        "' to namespace scope for the kernel that names it";
  if (!Out.add(H.CutBegin, H.CutEnd - H.CutBegin, H.LeftBehind, Purpose) ||
      !Out.add(H.InsertOffset, 0, Moved, Purpose))
    return;
  // Each use of a class template's name gets its arguments (those in a
  // kernel's body: the kernel's own copy, KernelDefinitionPlanner).
  for (unsigned Offset : H.UseEnds)
    if (!Out.add(Offset, 0, H.Arguments, Purpose))
      return;
}

void RewriteSession::outlineKernels() {
  KernelOutliner Outliner(Ctx, Diags, File, Buffer, FileName, Edits);
  if (IsHeader)
    Outliner.setHeaderMode(llvm::sys::path::stem(FileName));
  Outliner.setProgramFiles(ProgramFiles);
  for (const CallExpr *Call : KernelCalls)
    Outliner.noteKernelCall(Call);
  std::vector<KernelRewrite> Rewrites;
  for (const CallExpr *Call : KernelCalls)
    if (std::optional<KernelRewrite> R = Outliner.outline(Call))
      Rewrites.push_back(std::move(*R));
  for (const CXXRecordDecl *RD : Functors)
    if (std::optional<KernelRewrite> R = Outliner.outlineFunctor(RD))
      Rewrites.push_back(std::move(*R));
  for (const CXXRecordDecl *RD : PossibleFunctors)
    if (std::optional<KernelRewrite> R =
            Outliner.outlineFunctor(RD, /*IfPossible=*/true))
      Rewrites.push_back(std::move(*R));
  // Local types the kernels name move to namespace scope first, so that
  // they come before the kernels inserted at the same place, in source
  // order where several go to one place.
  std::vector<HoistedLocal> Moves = Outliner.hoistedLocals();
  std::stable_sort(Moves.begin(), Moves.end(),
                   [](const HoistedLocal &A, const HoistedLocal &B) {
                     return std::tie(A.InsertOffset, A.Begin) <
                            std::tie(B.InsertOffset, B.Begin);
                   });
  for (const HoistedLocal &H : Moves)
    moveLocalDeclaration(H);
  for (const NamedDecl *Member : Outliner.publishedMemberTypes())
    publishMember(Member);
  for (const KernelRewrite &R : Rewrites) {
    for (const Edit &E : R.Edits) {
      if (E.Length)
        Edits.eraseWithin(E.Offset, E.Offset + E.Length);
      Out.add(E.Offset, E.Length, E.Text, "the kernel " + R.KernelName);
    }
    for (unsigned Offset : R.UnusedHostConstants)
      if (firstTime(Once::HostConstant, Offset))
        Out.add(Offset, 0, "[[maybe_unused]] ",
                "the kernel " + R.KernelName + "'s local constant");
    if (!R.NewKernel)
      continue;
    ++Result.Stats.Kernels;
    if (R.Tiled)
      ++Result.Stats.TiledKernels;
  }
}

void RewriteSession::runKernelDiscoveryPass(const PassInput &In) {
  collectKernels(In.Found);
}

void RewriteSession::runKernelPass(const PassInput &) { outlineKernels(); }

} // namespace amp2hip
