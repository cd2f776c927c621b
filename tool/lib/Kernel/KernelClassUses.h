//===- KernelClassUses.h - What a kernel body names of its class -*- C++
//-*-===//
//
// A kernel outlined from a member function of a class (or from the call
// operator of a function object) leaves the class: these visitors find what
// its body names of the class. Constants and type aliases are declared again
// in the kernel, calls of public static member functions are qualified; a
// function object's data members become the kernel's parameters, so `this->x`
// is written `x`; any other use is a problem that the planner reports as
// AMP2HIP-E0004.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELCLASSUSES_H
#define AMP2HIP_TOOL_KERNEL_KERNELCLASSUSES_H

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <utility>

namespace amp2hip {

/// True if \p MD is a private or protected static member function with
/// restrict(amp) (or restrict(amp, cpu)), declared in its class in the
/// program's text (not in a macro, a system header or a local class):
/// amp2hip declares it public (Rewrite/Passes/KernelMemberAccess.cpp), so
/// that the kernels outlined from the class's members to namespace scope can
/// call it as the lambdas inside the members could (Microsoft's MandelBrot
/// and BlackScholes). The rule depends on the class alone, so a header
/// translates the same way for every input.
bool isPublishedForKernels(const clang::CXXMethodDecl *MD,
                           const clang::SourceManager &SM);

/// Where a member declaration \p D of a class begins (its template header
/// included) and the location of its last character: the ';' ending it, or
/// the '}' of a member function's body. Invalid locations when \p D is not
/// written as one declaration in one file outside macros (`struct S {} s;`
/// is not: its ';' ends a data member too). amp2hip writes `public: ` at the
/// first and restores the access after the second.
std::pair<clang::SourceLocation, clang::SourceLocation>
memberDeclarationBounds(const clang::Decl *D, const clang::SourceManager &SM,
                        const clang::LangOptions &LO);

/// A place in the kernel body and what is wrong there (the end of a
/// sentence naming the kernel, e.g. "calls member function 'f'").
using KernelBodyProblem = std::pair<clang::SourceLocation, std::string>;

/// What a kernel body in a member of the class Pattern (or the call operator
/// of the function object Pattern) names of the class without capturing it.
/// Unqualified static constant data members and member type aliases are
/// declared again in the kernel (like local constants); anything else is a
/// problem, reported with its location.
class ClassMemberUses : public clang::RecursiveASTVisitor<ClassMemberUses> {
public:
  explicit ClassMemberUses(const clang::CXXRecordDecl *Pattern)
      : Pattern(Pattern) {}

  /// The static data members and member type aliases to declare again, in
  /// the order first named.
  llvm::SmallVector<const clang::NamedDecl *, 4> Redeclared;
  /// An unqualified call of one of the class's static member functions
  /// (public ones: the kernel outside the class calls them qualified,
  /// `C::f(...)`): the name's location, the function, and whether the call
  /// names template arguments (`f<4>(...)`: in a class template, written
  /// `C<T>::template f<4>(...)`).
  struct StaticCall {
    clang::SourceLocation Loc;
    const clang::CXXMethodDecl *Method = nullptr;
    bool TemplateArguments = false;
  };
  llvm::SmallVector<StaticCall, 2> StaticCalls;
  /// True when the body calls the class's static member functions or names
  /// the class (a class at namespace scope, not a template): the kernel
  /// must come after the class's definition.
  bool NeedsCompleteClass = false;
  llvm::SmallVector<KernelBodyProblem, 2> Problems;

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E);
  bool VisitOverloadExpr(clang::OverloadExpr *E);
  bool VisitDependentScopeDeclRefExpr(clang::DependentScopeDeclRefExpr *E);
  bool TraverseElaboratedTypeLoc(clang::ElaboratedTypeLoc TL);
  bool VisitTypedefTypeLoc(clang::TypedefTypeLoc TL);
  bool VisitTagTypeLoc(clang::TagTypeLoc TL);
  bool VisitInjectedClassNameTypeLoc(clang::InjectedClassNameTypeLoc TL);
  bool
  VisitTemplateSpecializationTypeLoc(clang::TemplateSpecializationTypeLoc TL);
  bool VisitDependentNameTypeLoc(clang::DependentNameTypeLoc TL);

private:
  const clang::CXXRecordDecl *Pattern;
  unsigned Qualified = 0;
  llvm::SmallPtrSet<const clang::NamedDecl *, 4> Seen;

  void note(const clang::NamedDecl *D);
  void problem(clang::SourceLocation Loc, std::string What);
  /// Records a call of the static member function \p MD named at \p Loc
  /// (without a qualifier when \p Qualified is false); a function that is
  /// not public is a problem: the kernel outside the class cannot call it.
  void staticCall(clang::SourceLocation Loc, const clang::CXXMethodDecl *MD,
                  bool Qualified, bool TemplateArguments);
};

/// The locations of the unqualified calls, spelled by a macro, of the static
/// member functions of the class around the member function that writes the
/// lambda \p L (B3DContest's `reducethread(...)`, whose text calls `yield(th,
/// 1)`): a kernel outlined from \p L calls them qualified (`Path<S, I>::`),
/// which only the program's text can be given, so AmpRewriter expands those
/// macro uses first (MacroExpansion.h). Empty when \p L is not written in a
/// member function.
llvm::SmallVector<clang::SourceLocation, 2>
staticCallsInMacros(const clang::LambdaExpr *L);

/// How the call operator of the function object Functor uses `this`: data
/// members are kernel parameters of the same names, so `this->x` is written
/// `x` (Removals: the ranges of `this->` in the file being translated);
/// the restrict(amp) member functions of the class (or its bases) that it
/// calls, defined in the file, not virtual or templates, are Called (the
/// kernel defines a lambda of the same name); other member function calls
/// and other uses of `this` are problems.
class FunctorThisUses : public clang::RecursiveASTVisitor<FunctorThisUses> {
public:
  FunctorThisUses(const clang::CXXRecordDecl *Functor,
                  const clang::SourceManager &SM, clang::FileID File)
      : Functor(Functor), SM(SM), File(File) {}

  llvm::SmallVector<std::pair<unsigned, unsigned>, 4> Removals;
  llvm::SmallVector<KernelBodyProblem, 2> Problems;
  llvm::SmallVector<const clang::CXXMethodDecl *, 2> Called;

  bool VisitMemberExpr(clang::MemberExpr *E);
  bool VisitCXXDependentScopeMemberExpr(clang::CXXDependentScopeMemberExpr *E);
  bool VisitUnresolvedMemberExpr(clang::UnresolvedMemberExpr *E);
  bool VisitCXXThisExpr(clang::CXXThisExpr *E);

private:
  const clang::CXXRecordDecl *Functor;
  const clang::SourceManager &SM;
  clang::FileID File;
  llvm::SmallPtrSet<const clang::CXXThisExpr *, 4> Handled;

  void remove(const clang::CXXThisExpr *This, clang::SourceLocation MemberLoc);
  void problem(clang::SourceLocation Loc, std::string What);
  /// A call of the non-static member function \p MD (through \p This, or
  /// implicitly when null): Called, or a problem.
  void callMember(const clang::CXXMethodDecl *MD,
                  const clang::CXXThisExpr *This,
                  clang::SourceLocation MemberLoc);
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELCLASSUSES_H
