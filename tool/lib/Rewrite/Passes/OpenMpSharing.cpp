//===- OpenMpSharing.cpp - Rewrite pass: OpenMP data sharing --------------===//
//
// MSVC implements OpenMP 2.0 (/openmp), where a variable of const-qualified
// type without mutable members is predetermined shared (OpenMP C/C++ 2.0,
// §2.7.2.x "Data-sharing attribute rules"): a region with `default(none)`
// may name it unlisted. OpenMP 4.0 dropped that rule, and GCC (9 and later,
// the host compiler of nvcc and of the CPU platform) and Clang for 4.0 and
// later reject such a region. The parse keeps the 2.0 rule
// (-fopenmp-version=31, Frontend/Translate.cpp); each directive with
// `default(none)` that names such a variable unlisted gets `shared(...)` at
// the end of its line, which every version accepts (AMP2HIP-W0003).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The OpenMP directives of a translation unit.
class DirectiveCollector : public RecursiveASTVisitor<DirectiveCollector> {
public:
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    Directives.insert(D);
    return true;
  }
  /// Once each (a directive's region is reached from its statement and from
  /// its captured declaration).
  llvm::SetVector<const OMPExecutableDirective *> Directives;
};

/// The variables a statement names, in order.
class VarRefs : public RecursiveASTVisitor<VarRefs> {
public:
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      Vars.insert(V);
    return true;
  }
  llvm::SetVector<const VarDecl *> Vars;
};

/// True if OpenMP 2.0 makes \p V shared by its type: const-qualified, and
/// not a class with mutable members (nor a reference, whose referent is not
/// const by the declaration).
bool isPredeterminedSharedByConst(const VarDecl *V) {
  QualType T = V->getType();
  if (T->isReferenceType() || !T.isConstQualified())
    return false;
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
  return !Class || !Class->hasDefinition() || !Class->hasMutableFields();
}

bool hasDefaultNone(const OMPExecutableDirective *D) {
  for (const OMPClause *C : D->clauses())
    if (const auto *Default = dyn_cast<OMPDefaultClause>(C))
      return Default->getDefaultKind() == llvm::omp::OMP_DEFAULT_none;
  return false;
}

} // namespace

void RewriteSession::runOpenMpPass(const PassInput &) {
  if (!LO.OpenMP)
    return;
  DirectiveCollector Collector;
  Collector.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const OMPExecutableDirective *D : Collector.Directives) {
    SourceLocation Begin = D->getBeginLoc();
    if (SM.getFileID(SM.getExpansionLoc(Begin)) != File || !hasDefaultNone(D) ||
        !D->hasAssociatedStmt())
      continue;
    // Listed in a clause of the directive (shared, private, reduction...).
    llvm::SmallPtrSet<const VarDecl *, 8> Listed;
    for (const OMPClause *C : D->clauses()) {
      VarRefs InClause;
      for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
        if (Child)
          InClause.TraverseStmt(const_cast<Stmt *>(Child));
      Listed.insert(InClause.Vars.begin(), InClause.Vars.end());
    }
    const Stmt *Body = D->getAssociatedStmt();
    if (const auto *Captured = dyn_cast<CapturedStmt>(Body))
      Body = Captured->getCapturedStmt();
    VarRefs InBody;
    InBody.TraverseStmt(const_cast<Stmt *>(Body));
    SourceRange Region = Body->getSourceRange();
    std::vector<std::string> Names;
    for (const VarDecl *V : InBody.Vars) {
      bool Inside =
          !SM.isBeforeInTranslationUnit(V->getLocation(), Region.getBegin()) &&
          !SM.isBeforeInTranslationUnit(Region.getEnd(), V->getLocation());
      if (Inside || Listed.count(V) || V->isStaticLocal() ||
          !isPredeterminedSharedByConst(V) || !V->getIdentifier())
        continue;
      Names.push_back(V->getName().str());
    }
    if (Names.empty())
      continue;
    if (Begin.isMacroID()) {
      // `_Pragma("omp ...")` in a macro: the clause would go into the
      // macro's text, which other uses share; GCC would reject the output.
      Diags.report(SM.getExpansionLoc(Begin), DiagId::MacroNotRewritable,
                   "the OpenMP directive written by a macro names const "
                   "variable(s) '" +
                       llvm::join(Names, "', '") +
                       "' in a region with default(none) and no data-sharing "
                       "clause, which OpenMP 2.0 (MSVC's /openmp) makes shared "
                       "and OpenMP 4.0 and later reject; amp2hip does not "
                       "rewrite a macro's text: add shared(" +
                       llvm::join(Names, ", ") + ") to the directive");
      continue;
    }
    // The end of the directive's line (continuation lines included), before
    // a comment on it.
    std::optional<unsigned> At = offsetIn(File, Begin, SM);
    if (!At)
      continue;
    unsigned End = *At;
    while (End < Buffer.size() && Buffer[End] != '\n') {
      if (Buffer[End] == '\\' && End + 1 < Buffer.size() &&
          Buffer[End + 1] == '\n') {
        End += 2;
        continue;
      }
      if (Buffer.substr(End).starts_with("//") ||
          Buffer.substr(End).starts_with("/*"))
        break;
      ++End;
    }
    while (End > *At && (Buffer[End - 1] == ' ' || Buffer[End - 1] == '\t' ||
                         Buffer[End - 1] == '\r'))
      --End;
    std::string Clause = " shared(" + llvm::join(Names, ", ") + ")";
    if (!Out.add(End, 0, Clause, "the shared clause of an OpenMP directive"))
      return;
    Diags.report(Begin, DiagId::MsvcDialect,
                 "accepted as MSVC does: const variable(s) '" +
                     llvm::join(Names, "', '") +
                     "' named in a region with default(none) and no "
                     "data-sharing clause, which OpenMP 2.0 (MSVC's "
                     "/openmp) makes shared and OpenMP 4.0 and later "
                     "reject; written as portable C++ in the output (" +
                     Clause.substr(1) + " added)");
  }
}

} // namespace amp2hip
