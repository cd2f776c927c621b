//===- RestrictedVariables.cpp - Restrictions on non-functions ------------===//
//
// AMP2HIP-E0019: restriction specifiers written on variables, data members,
// parameters and type names (C++ AMP v1.2 §2.1.1, §2.3.1), and AMP2HIP-E0018
// for a destructor that lacks a restriction of a constructor (§2.2.2).
// Declared in AmpStatementRules.h.
//
//===----------------------------------------------------------------------===//

#include "Checks/AmpStatementRules.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

#include <set>
#include <string>
#include <utility>

using namespace clang;

namespace amp2hip {

namespace {

/// Finds restriction specifiers on declarations that are not functions.
class RestrictedVariableChecker
    : public RecursiveASTVisitor<RestrictedVariableChecker> {
public:
  explicit RestrictedVariableChecker(ASTContext &Ctx)
      : SM(Ctx.getSourceManager()), LangOpts(Ctx.getLangOpts()),
        Reporter(Ctx.getDiagnostics()) {}

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (isa<FunctionDecl>(D))
      return true;
    // restrict(amp) on a non-static local or a parameter is Clang's own
    // CUDA error, mapped to AMP2HIP-E0019 already.
    const auto *VD = dyn_cast<VarDecl>(D);
    bool ClangReports = VD && VD->hasLocalStorage() && getRestriction(D).Amp;
    if (!ClangReports)
      check(D, isa<FieldDecl>(D) ? "the data member '" : "the variable '");
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    check(D, "the type name '");
    return true;
  }

  /// §2.2.2: an object made by a constructor is destroyed where it was
  /// made, so a class's destructor has every restriction of its
  /// constructors (MSVC error C3933): `S() restrict(amp)` needs `~S()
  /// restrict(amp)` or `restrict(amp, cpu)`. Only written constructors and
  /// destructors count (not implicit, defaulted or deleted ones; those are
  /// AMP2HIP-E0012's); reported as AMP2HIP-E0018 at the destructor.
  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (!RD->isThisDeclarationADefinition() || RD->isLambda() ||
        isa<ClassTemplateSpecializationDecl>(RD))
      return true;
    const CXXDestructorDecl *Dtor = RD->getDestructor();
    if (!Dtor || Dtor->isImplicit() || Dtor->isDefaulted() || Dtor->isDeleted())
      return true;
    SourceLocation Loc = SM.getExpansionLoc(Dtor->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc) || isInAmpNamespace(RD))
      return true;
    auto Sides = [](const FunctionDecl *FD) {
      Restriction R = getRestriction(FD);
      return std::make_pair(R.Amp, R.Cpu || !R.any());
    };
    std::pair<bool, bool> Destroys = Sides(Dtor);
    for (const CXXConstructorDecl *Ctor : RD->ctors()) {
      if (Ctor->isImplicit() || Ctor->isDefaulted() || Ctor->isDeleted() ||
          !getRestriction(Ctor).Unknown.empty())
        continue;
      std::pair<bool, bool> Constructs = Sides(Ctor);
      const char *Missing = Constructs.first && !Destroys.first     ? "amp"
                            : Constructs.second && !Destroys.second ? "cpu"
                                                                    : nullptr;
      if (!Missing)
        continue;
      reportConflict(Loc, "the destructor of '" + RD->getNameAsString() +
                              "' is not restrict(" + Missing +
                              ") but a constructor is: a destructor has every "
                              "restriction of the class's constructors (C++ "
                              "AMP v1.2 §2.2.2; MSVC error C3933)");
      break;
    }
    return true;
  }

  /// §2.4.2: a function with C linkage cannot be overloaded, so it has one
  /// restriction, amp or cpu: not restrict(amp, cpu) (MSVC error C3938),
  /// and not declared with one restriction and then another (C2733).
  /// Reported as AMP2HIP-E0018 at the declaration's name.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(FD))
      checkRedeclaredDestructor(Dtor);
    checkRestrictionPlace(FD);
    if (!FD->isExternC() || FD->isImplicit())
      return true;
    SourceLocation Loc = SM.getExpansionLoc(FD->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return true;
    Restriction R = getRestriction(FD);
    if (!R.Unknown.empty())
      return true;
    bool Amp = R.Amp, Cpu = R.Cpu || !R.any();
    std::string Name = "'" + FD->getNameAsString() + "'";
    if (Amp && Cpu) {
      reportConflict(Loc, "the extern \"C\" function " + Name +
                              " is restrict(amp, cpu): a function with C "
                              "linkage cannot be overloaded, so it has one "
                              "restriction, amp or cpu (C++ AMP v1.2 §2.4.2; "
                              "MSVC error C3938)");
      return true;
    }
    auto [It, New] = CLinkage.try_emplace(FD->getDeclName().getAsString(),
                                          std::make_pair(Amp, Cpu));
    if (!New && It->second != std::make_pair(Amp, Cpu))
      reportConflict(
          Loc, "the extern \"C\" function " + Name + " is declared " +
                   (Amp ? "restrict(amp)" : "restrict(cpu)") + " here and " +
                   (It->second.first ? "restrict(amp)" : "restrict(cpu)") +
                   " before: a function with C linkage cannot be "
                   "overloaded, by restriction either (C++ AMP "
                   "v1.2 §2.4.2; MSVC error C2733)");
    return true;
  }

  unsigned errors() const { return Reporter.errorCount(); }

private:
  /// §2.3.2: a class has one destructor, not one per restriction. Two
  /// declarations of it in the class are Clang's error (mapped in
  /// RestrictionDiagnostics.cpp); a definition out of the class with another
  /// restriction than the class's declaration, Clang merges silently.
  void checkRedeclaredDestructor(const CXXDestructorDecl *Dtor) {
    const auto *Previous =
        dyn_cast_or_null<CXXDestructorDecl>(Dtor->getPreviousDecl());
    if (!Previous || Dtor->isImplicit() || Dtor->isInvalidDecl())
      return;
    SourceLocation Loc = SM.getExpansionLoc(Dtor->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return;
    Restriction Before = getRestriction(Previous);
    if (!getRestriction(Dtor).Unknown.empty() || !Before.Unknown.empty())
      return;
    // The restriction written on this declaration: Clang copies the earlier
    // declarations' attributes to it as inherited ones.
    Restriction Here;
    for (const AnnotateAttr *A : getRestriction(Dtor).Attrs)
      if (!A->isInherited()) {
        // "amp2hip.restrict(amp, cpu)"
        llvm::StringRef Text = A->getAnnotation().split('(').second;
        Here.Attrs.push_back(A);
        Here.Amp |= Text.contains("amp");
        Here.Cpu |= Text.contains("cpu");
      }
    auto Sides = [](const Restriction &R) {
      return std::make_pair(R.Amp, R.Cpu || !R.any());
    };
    auto Spelled = [](std::pair<bool, bool> S) {
      return S.first && S.second ? "restrict(amp, cpu)"
             : S.first           ? "restrict(amp)"
                                 : "restrict(cpu)";
    };
    if (Sides(Here) != Sides(Before))
      reportConflict(Loc, destructorRestrictionsMessage(
                              Dtor->getParent()->getName(),
                              Spelled(Sides(Here)), Spelled(Sides(Before))));
  }

  /// §2.1.1: a restriction specifier follows a declarator's parameter list
  /// (and its cv- and ref-qualifiers); MSVC does not read `restrict(...)` as
  /// one before the declarator's name (`restrict(amp) int f()`, `int
  /// restrict(amp) f()`: C2065, C2146, C2448), where Clang takes it as an
  /// attribute. Reported as AMP2HIP-E0008 at the restriction. The
  /// specifiers that ContextualRestrict rotated in front of the name (from
  /// after an exception specification or before a trailing return type)
  /// end right at the name and are not reported.
  void checkRestrictionPlace(const FunctionDecl *FD) {
    if (FD->isImplicit() || FD->isTemplateInstantiation() ||
        (isa<CXXMethodDecl>(FD) &&
         cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
      return;
    SourceLocation Name = SM.getExpansionLoc(FD->getLocation());
    if (Name.isInvalid() || SM.isInSystemHeader(Name))
      return;
    // After MSVC's `throw(...)` (conformance Func_Decl_Synt/Negative/Test.04:
    // `void test() throw(...) restrict(cpu)`, MSVC error C3646). After
    // `throw()` and `noexcept` it is accepted, as MSVC does
    // (restrict_before_exception_or_trailing_return.cpp).
    SourceRange ExceptionSpec;
    if (FD->getExceptionSpecType() == EST_MSAny)
      ExceptionSpec = FD->getExceptionSpecSourceRange();
    for (const AnnotateAttr *A : getRestriction(FD).Attrs) {
      if (A->isInherited() || A->isImplicit())
        continue;
      SourceLocation Loc = SM.getExpansionLoc(A->getLocation());
      if (Loc.isInvalid() || SM.getFileID(Loc) != SM.getFileID(Name))
        continue;
      SourceLocation SpecEnd =
          ExceptionSpec.isValid() ? SM.getExpansionLoc(ExceptionSpec.getEnd())
                                  : SourceLocation();
      if (SpecEnd.isValid() && SM.getFileID(SpecEnd) == SM.getFileID(Loc) &&
          SM.isBeforeInTranslationUnit(SpecEnd, Loc)) {
        if (Reported.insert(Loc.getRawEncoding()).second)
          Reporter.report(Loc, DiagId::UnknownRestriction,
                          "the restriction specifier is written after the "
                          "exception specification 'throw(...)' of '" +
                              FD->getNameAsString() +
                              "': C++ AMP reads it only before it (C++ AMP "
                              "v1.2 §2.1.1; MSVC error C3646)");
        continue;
      }
      if (!SM.isBeforeInTranslationUnit(Loc, Name))
        continue;
      std::optional<Token> Next = Lexer::findNextToken(
          SM.getExpansionRange(A->getRange().getEnd()).getEnd(), SM, LangOpts);
      if (Next && Next->getLocation() == Name && mayBeRotated(FD))
        continue;
      if (!Reported.insert(Loc.getRawEncoding()).second)
        continue;
      Reporter.report(Loc, DiagId::UnknownRestriction,
                      "the restriction specifier is written before the name "
                      "of the function '" +
                          FD->getNameAsString() +
                          "', where C++ AMP does not read it as one: it "
                          "follows the parameter list and its qualifiers "
                          "(C++ AMP v1.2 §2.1.1; MSVC errors C2065, C2146, "
                          "C2448)");
    }
  }

  /// True if ContextualRestrict may have moved the restriction of \p FD in
  /// front of its name: it has an exception specification or a trailing
  /// return type, which Clang's attributes may not follow.
  static bool mayBeRotated(const FunctionDecl *FD) {
    if (FD->getExceptionSpecSourceRange().isValid())
      return true;
    const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
    return FPT && FPT->hasTrailingReturn();
  }

  void check(const NamedDecl *D, const char *Kind) {
    // restrict(cpu) alone on a pointer to function is an ordinary pointer
    // to function, which MSVC accepts (the suite's Overloading_2/Test.33).
    Restriction R = getRestriction(D);
    if (R.Attrs.empty() || !R.Amp)
      return;
    SourceLocation Loc = SM.getExpansionLoc(R.Attrs.front()->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc) ||
        !Reported.insert(Loc.getRawEncoding()).second)
      return;
    Reporter.report(
        Loc, DiagId::RestrictionOnVariable,
        restrictionOnVariableMessage(Kind + D->getNameAsString() + "'"));
  }

  void reportConflict(SourceLocation Loc, const std::string &Message) {
    if (Reported.insert(Loc.getRawEncoding()).second)
      Reporter.report(Loc, DiagId::RestrictionConflict, Message);
  }

  SourceManager &SM;
  const LangOptions &LangOpts;
  DiagReporter Reporter;
  llvm::DenseSet<unsigned> Reported;
  /// The restriction (amp, cpu) of each extern "C" function seen.
  std::map<std::string, std::pair<bool, bool>> CLinkage;
};

} // namespace

unsigned reportRestrictedVariables(ASTContext &Ctx) {
  RestrictedVariableChecker Checker(Ctx);
  Checker.TraverseDecl(Ctx.getTranslationUnitDecl());
  return Checker.errors();
}

} // namespace amp2hip
