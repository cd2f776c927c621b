//===- NameQualification.cpp - Rewrite pass: NameQualification ------------===//
//
// The names that the HIP headers also declare qualified as the AMP library
// declares them: `index<N>` as `concurrency::`, `texture` as
// `concurrency::graphics::`, and the HLSL spellings of the short vectors
// (`float2`, `int4`, ... C++ AMP v1.2 §10.8.2) that HIP declares as its own
// vector types at global scope, as `concurrency::graphics::direct3d::` (an
// unqualified use that `using namespace ...::direct3d;` made visible is
// ambiguous once the HIP headers are included). Once all of those are
// qualified, a using-directive of concurrency::graphics::direct3d names
// amp2hip::direct3d_unambiguous_names instead (the runtime's
// short_vector_names.h): at global scope it would still make HIP's names
// ambiguous in nvcc's own generated code.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/HipNameClashes.h"
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
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

namespace {

/// True for namespace concurrency::graphics::direct3d.
bool isGraphicsDirect3d(const DeclContext *DC) {
  const auto *NS = dyn_cast_or_null<NamespaceDecl>(DC);
  if (!NS || NS->getName() != "direct3d" || !isInAmpNamespace(NS))
    return false;
  const auto *Parent = dyn_cast<NamespaceDecl>(NS->getParent());
  return Parent && Parent->getName() == "graphics";
}

/// True for a typedef of namespace concurrency::graphics::direct3d whose
/// name HIP's vector types (hip/amd_detail/amd_hip_vector_types.h, CUDA's
/// vector_types.h) also declare at global scope (Compat/HipGlobalNames.def).
bool isHipVectorSpelling(const TypedefNameDecl *D) {
  if (!isGraphicsDirect3d(D->getDeclContext()))
    return false;
  return D->getDeclName().isIdentifier() && isHipGlobalName(D->getName());
}

/// True for namespace concurrency::fast_math or concurrency::precise_math.
bool isAmpMathNamespace(const DeclContext *DC) {
  const auto *NS = dyn_cast_or_null<NamespaceDecl>(DC);
  return NS &&
         (NS->getName() == "fast_math" || NS->getName() == "precise_math") &&
         isInAmpNamespace(NS);
}

/// The namespace qualifier that names the function \p FD where it is
/// declared (`Concurrency::fast_math::`, `std::`, `::` at global scope).
std::string namespaceQualifier(const FunctionDecl *FD) {
  std::string Qualifier;
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isAnonymousNamespace())
        return "";
      if (!NS->isInline())
        Qualifier = NS->getName().str() + "::" + Qualifier;
    } else if (!isa<TranslationUnitDecl>(DC) && !isa<LinkageSpecDecl>(DC)) {
      return ""; // a member or a local function: not a namespace's
    }
  }
  return Qualifier.empty() ? "::" : Qualifier;
}

} // namespace

void RewriteSession::qualifyClashingTypeNames() {
  class Visitor : public RecursiveASTVisitor<Visitor> {
  public:
    std::vector<std::pair<SourceLocation, std::string>> Names;
    bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
      if (isAmpClassTemplate(TL.getType(), "index"))
        Names.push_back({TL.getTemplateNameLoc(), "concurrency::"});
      else if (isAmpClassTemplate(TL.getType(), "texture"))
        Names.push_back({TL.getTemplateNameLoc(), "concurrency::graphics::"});
      return true;
    }
    std::vector<const UsingDirectiveDecl *> Direct3dDirectives;
    bool HipVectorSpellingInMacro = false;
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
      if (isHipVectorSpelling(TL.getTypedefNameDecl())) {
        Names.push_back({TL.getNameLoc(), "concurrency::graphics::direct3d::"});
        HipVectorSpellingInMacro |= TL.getNameLoc().isMacroID();
      }
      return true;
    }
    bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
      if (isGraphicsDirect3d(D->getNominatedNamespace()))
        Direct3dDirectives.push_back(D);
      MathDirective |= isAmpMathNamespace(D->getNominatedNamespace());
      return true;
    }
    // An unqualified call of a math function (sqrtf, exp, fabs...) after
    // `using namespace concurrency::fast_math;` (or precise_math): the HIP
    // compilers see the C library's function and the runtime's, both
    // __host__ __device__, and nvcc calls the call ambiguous. The call is
    // qualified with the namespace of the function the parse chose.
    bool MathDirective = false;
    std::vector<std::pair<SourceLocation, std::string>> MathCalls;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
      if (!FD || E->hasQualifier() || !FD->getDeclName().isIdentifier() ||
          isa<CXXMethodDecl>(FD))
        return true;
      if (!isAmpMathNamespace(FD->getDeclContext()) && !hasAmpMathTwin(FD))
        return true;
      std::string Qualifier = namespaceQualifier(FD);
      if (!Qualifier.empty())
        MathCalls.push_back({E->getLocation(), std::move(Qualifier)});
      return true;
    }
    /// True if fast_math or precise_math declares a function named as
    /// \p FD (a C library function that such a using-directive shadows).
    bool hasAmpMathTwin(const FunctionDecl *FD) {
      const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
      if (!DC->isTranslationUnit() && !DC->isStdNamespace())
        return false;
      return MathNames.count(FD->getName()) != 0;
    }
    llvm::StringSet<> MathNames;
    // `make_extent(n).tile<N>()` in a template, N a template parameter: a
    // member template named with dependent arguments on an object that is
    // not dependent. Clang and MSVC parse it; nvcc's front end wants the
    // `template` keyword (ampblas's trsv.h), which C++11 allows there.
    bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
      if (E->hasExplicitTemplateArgs() && !E->hasTemplateKeyword() &&
          !E->isImplicitAccess() && E->getMemberName().isIdentifier())
        Names.push_back({E->getMemberLoc(), "template "});
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
  // The names that fast_math and precise_math declare.
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *NS = dyn_cast<NamespaceDecl>(D);
    if (!NS || NS->getName() != "Concurrency")
      continue;
    for (const Decl *Inner : NS->decls()) {
      const auto *Math = dyn_cast<NamespaceDecl>(Inner);
      if (!Math || !isAmpMathNamespace(Math))
        continue;
      for (const Decl *Member : Math->decls())
        if (const FunctionDecl *FD = Member->getAsFunction();
            FD && FD->getDeclName().isIdentifier())
          V.MathNames.insert(FD->getName());
    }
  }
  V.TraverseAST(Ctx);
  if (V.MathDirective)
    V.Names.insert(V.Names.end(), V.MathCalls.begin(), V.MathCalls.end());
  for (const auto &[Written, Qualifier] : V.Names) {
    // A name in a macro argument written in the file (SolveTSP's
    // `limitedthread(j, n, { parents.set(index<2>(p, j), ...); })` in a
    // kernel) is qualified where it is written; one in a macro's body is not.
    SourceLocation Loc = Written;
    if (Loc.isMacroID()) {
      if (!SM.isMacroArgExpansion(Loc))
        continue;
      Loc = SM.getSpellingLoc(Loc);
      CharSourceRange Use = SM.getExpansionRange(Written);
      if (Loc.isMacroID() || SM.getFileID(Loc) != File ||
          SM.getFileID(Use.getBegin()) != File ||
          SM.getFileOffset(Loc) < SM.getFileOffset(Use.getBegin()) ||
          SM.getFileOffset(Loc) > SM.getFileOffset(Use.getEnd()))
        continue;
    }
    std::optional<unsigned> Offset = offsetIn(File, Loc, SM);
    if (!Offset || !QualifiedDone.insert(*Offset).second)
      continue;
    llvm::StringRef Before = Buffer.substr(0, *Offset).rtrim();
    if (Before.ends_with("::"))
      continue;
    Out.add(*Offset, 0, Qualifier,
            std::string("the qualification ") + Qualifier + " of this name");
  }
  // A use in a macro is not qualified: the directive stays, and so does the
  // ambiguity (an error of the HIP compiler rather than HIP's type in place
  // of AMP's).
  if (V.HipVectorSpellingInMacro)
    return;
  for (const UsingDirectiveDecl *D : V.Direct3dDirectives) {
    SourceLocation Begin = D->getQualifierLoc()
                               ? D->getQualifierLoc().getBeginLoc()
                               : D->getIdentLocation();
    SourceLocation End = D->getIdentLocation();
    if (Begin.isMacroID() || End.isMacroID())
      continue;
    std::optional<unsigned> BeginOffset = offsetIn(File, Begin, SM);
    std::optional<unsigned> EndOffset = offsetIn(File, End, SM);
    if (!BeginOffset || !EndOffset)
      continue;
    unsigned Length = *EndOffset - *BeginOffset +
                      Lexer::MeasureTokenLength(End, SM, Ctx.getLangOpts());
    Out.add(*BeginOffset, Length, "::amp2hip::direct3d_unambiguous_names",
            "the namespace of this using-directive");
  }
}

void RewriteSession::runNameQualificationPass(const PassInput &) {
  qualifyClashingTypeNames();
}

} // namespace amp2hip
