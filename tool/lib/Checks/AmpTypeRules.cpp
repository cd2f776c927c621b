//===- AmpTypeRules.cpp - amp-compatible types in amp code ----------------===//

#include "Checks/AmpTypeRules.h"

#include "Analysis/AmpFunctionVisitor.h"
#include "Analysis/AmpModel.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <set>
#include <utility>

using namespace clang;

namespace amp2hip {

namespace {

/// The fundamental types C++ AMP v1.2 §2.4.1.2 leaves out of amp code.
bool isIncompatibleBuiltin(const BuiltinType *B) {
  switch (B->getKind()) {
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
  case BuiltinType::SChar:
  case BuiltinType::UChar:
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
  case BuiltinType::Char8:
  case BuiltinType::Char16:
  case BuiltinType::Char32:
  case BuiltinType::Short:
  case BuiltinType::UShort:
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::LongDouble:
  case BuiltinType::Int128:
  case BuiltinType::UInt128:
    return true;
  default:
    return false;
  }
}

/// The type as the user wrote it, for messages (`unsigned short`, `S`).
std::string spell(QualType T) {
  PrintingPolicy Policy{LangOptions()};
  Policy.SuppressTagKeyword = true;
  Policy.Bool = true;
  return T.getAsString(Policy);
}

/// ampIncompatibility with the records already on the path, so that a
/// class that (indirectly) contains itself through an array is not
/// followed forever.
std::optional<std::string>
incompatibility(QualType T, llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen);

/// Why the class \p RD is not amp-compatible (its members and bases).
std::optional<std::string>
recordIncompatibility(const CXXRecordDecl *RD,
                      llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen) {
  if (!RD || !RD->hasDefinition() || isInAmpNamespace(RD))
    return std::nullopt;
  RD = RD->getDefinition();
  if (RD->isDependentContext() || !Seen.insert(RD).second)
    return std::nullopt;
  std::string Name = "'" + RD->getNameAsString() + "'";
  if (RD->getNumVBases() > 0)
    return Name + " has a virtual base class";
  if (RD->isPolymorphic())
    return Name + " has virtual member functions";
  for (const CXXBaseSpecifier &Base : RD->bases())
    if (std::optional<std::string> Why =
            recordIncompatibility(Base.getType()->getAsCXXRecordDecl(), Seen))
      return Name + " derives from a class that is not amp-compatible: " + *Why;
  for (const FieldDecl *Field : RD->fields()) {
    std::string Member =
        "the member '" + Field->getNameAsString() + "' of " + Name;
    if (Field->isBitField())
      return Member + " is a bit-field";
    // §2.4.1.3: no pointer or reference type is amp-compatible; a class
    // holds only amp-compatible members, except references to an `array`
    // or a `texture` (MSVC C3581: "pointer or reference is not allowed as
    // ... data member type").
    QualType FieldType = Field->getType();
    if (FieldType->isPointerType() || FieldType->isNullPtrType())
      return Member + " is a pointer ('" + spell(FieldType) + "')";
    if (FieldType->isReferenceType() &&
        !isAmpClassTemplate(FieldType.getNonReferenceType(), "array") &&
        !isAmpClassTemplate(FieldType.getNonReferenceType(), "texture"))
      return Member + " is a reference ('" + spell(FieldType) +
             "') to something other than an array or a texture";
    if (std::optional<std::string> Why =
            incompatibility(Field->getType(), Seen))
      return Member + ": " + *Why;
  }
  return std::nullopt;
}

std::optional<std::string>
incompatibility(QualType T,
                llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen) {
  if (T.isNull() || T->isDependentType())
    return std::nullopt;
  if (const auto *Ref = T->getAs<ReferenceType>()) {
    if (Ref->getPointeeType()->isFunctionType())
      return std::string("a reference to a function");
    return incompatibility(Ref->getPointeeType(), Seen);
  }
  if (T.isVolatileQualified())
    return "'" + spell(T) + "' is volatile";
  QualType Canonical = T.getCanonicalType();
  if (const auto *Array = dyn_cast<ArrayType>(Canonical))
    return incompatibility(Array->getElementType(), Seen);
  if (const auto *B = dyn_cast<BuiltinType>(Canonical)) {
    if (isIncompatibleBuiltin(B))
      return "'" + spell(T.getUnqualifiedType()) +
             "' is not an amp-compatible fundamental type";
    return std::nullopt;
  }
  // Pointers to data members are left alone: MSVC accepts them in
  // restrict(amp, cpu) signatures (the suite's Overloading.71 and .72 pass
  // with it). A pointer to a member function is a pointer to a function.
  if (const auto *Member = Canonical->getAs<MemberPointerType>())
    if (Member->isMemberFunctionPointer())
      return "'" + spell(T) + "' is a pointer to a member function";
  if (const auto *Pointer = Canonical->getAs<PointerType>()) {
    QualType Pointee = Pointer->getPointeeType();
    if (Pointee->isFunctionType())
      return "'" + spell(T) + "' is a pointer to a function";
    if (Pointee->isPointerType())
      return "'" + spell(T) + "' is a pointer to a pointer";
    if (Pointee.isVolatileQualified())
      return "'" + spell(T) + "' points to volatile";
    if (const auto *B = Pointee->getAs<BuiltinType>())
      if (isIncompatibleBuiltin(B))
        return "'" + spell(T) + "' points to '" +
               spell(Pointee.getUnqualifiedType()) +
               "', which is not an amp-compatible fundamental type";
    // §2.4.1.3: a pointer is amp-compatible when what it points to is.
    if (const CXXRecordDecl *RD = Pointee->getAsCXXRecordDecl();
        RD && !RD->isLambda())
      if (std::optional<std::string> Why = recordIncompatibility(RD, Seen))
        return "'" + spell(T) + "' points to a class that is not " +
               "amp-compatible: " + *Why;
    return std::nullopt;
  }
  if (const auto *Enum = Canonical->getAs<EnumType>()) {
    const EnumDecl *ED = Enum->getDecl();
    if (ED->isComplete() && !isInAmpNamespace(ED))
      if (const auto *B = ED->getIntegerType()->getAs<BuiltinType>())
        if (isIncompatibleBuiltin(B))
          return "the enumeration '" + ED->getNameAsString() +
                 "' has the underlying type '" + spell(ED->getIntegerType()) +
                 "', which is not amp-compatible";
    return std::nullopt;
  }
  if (const CXXRecordDecl *RD = Canonical->getAsCXXRecordDecl()) {
    if (RD->isLambda())
      return std::nullopt; // a closure's captures are checked as captures
    return recordIncompatibility(RD, Seen);
  }
  return std::nullopt;
}

/// Why an element of type \p T cannot live in an `array` or `array_view`
/// because it is or holds (through members, bases, arrays and references) an
/// AMP container: containers own or view accelerator memory and are not
/// copied into it (C++ AMP v1.2 §5.1, §5.2; MSVC error C2973 for
/// `array<array_view<int>, 1>`).
std::optional<std::string>
nestedContainer(QualType T, llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen) {
  if (T.isNull() || T->isDependentType())
    return std::nullopt;
  T = T.getNonReferenceType();
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType();
  if (isAmpContainer(T))
    return "'" + spell(T.getUnqualifiedType()) +
           "' is a C++ AMP container, which cannot be an element of an array "
           "or array_view";
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || RD->isLambda() || !RD->hasDefinition() || isInAmpNamespace(RD))
    return std::nullopt;
  RD = RD->getDefinition();
  if (RD->isDependentContext() || !Seen.insert(RD).second)
    return std::nullopt;
  std::string Name = "'" + RD->getNameAsString() + "'";
  for (const CXXBaseSpecifier &Base : RD->bases())
    if (std::optional<std::string> Why = nestedContainer(Base.getType(), Seen))
      return Name + " derives from a class that holds a container: " + *Why;
  for (const FieldDecl *Field : RD->fields())
    if (std::optional<std::string> Why =
            nestedContainer(Field->getType(), Seen))
      return "the member '" + Field->getNameAsString() + "' of " + Name +
             ": " + *Why;
  return std::nullopt;
}

/// Walks the translation unit and reports what ampIncompatibility rejects in
/// amp-restricted code.
class AmpTypeChecker : public AmpFunctionVisitor<AmpTypeChecker> {
public:
  AmpTypeChecker(ASTContext &Ctx, const ExecutionSpaceAnalysis &Spaces)
      : AmpFunctionVisitor(Spaces), Ctx(Ctx), SM(Ctx.getSourceManager()),
        Reporter(Ctx.getDiagnostics()) {}

  friend class AmpFunctionVisitor<AmpTypeChecker>;

  bool VisitVarDecl(VarDecl *VD) {
    checkContainerElement(VD);
    if (InAmp && !isa<ParmVarDecl>(VD)) {
      std::string What = "'" + VD->getNameAsString() + "'";
      if (!check(VD->getType(), VD->getLocation(), What))
        checkArrayElements(VD->getType(), VD->getLocation(), What);
    }
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    if (InAmp)
      check(E->getTypeAsWritten(), E->getBeginLoc(), "the cast");
    return true;
  }

  unsigned errors() const { return Reporter.errorCount(); }

private:
  /// Traverses \p FD (through \p TraverseBody) as amp code when it is
  /// restrict(amp) and part of the program; checks its result and
  /// parameters first.
  template <typename Fn>
  bool traverseFunction(FunctionDecl *FD, Fn TraverseBody) {
    bool Amp = declaresAmp(FD);
    if (Amp) {
      QualType Result = FD->getReturnType();
      if (!Result->isUndeducedAutoType() && !isa<CXXConstructorDecl>(FD) &&
          !isa<CXXDestructorDecl>(FD))
        check(Result, resultLoc(FD),
              "the result of '" + FD->getNameAsString() + "'");
      for (const ParmVarDecl *P : FD->parameters())
        check(P->getType(), P->getLocation(),
              "the parameter '" + P->getNameAsString() + "'");
      // §2.4.1.1: a volatile member function's object is volatile.
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
        if (MD->getMethodQualifiers().hasVolatile())
          report(FD->getLocation(),
                 "the object ('*this') of '" + FD->getNameAsString() + "'",
                 "'" + spell(MD->getThisType()->getPointeeType()) +
                     "' is volatile (a volatile member function)");
      checkObjectClass(FD);
    }
    bool Saved = InAmp;
    InAmp = bodyIsAmp(FD);
    bool Continue = TraverseBody();
    InAmp = Saved;
    return Continue;
  }

  /// §2.4.1.3: the object of an amp-restricted member function (its
  /// constructors and destructor included) is used in amp code through
  /// `this`, a pointer to the class, so the class must be amp-compatible
  /// (MSVC reports a class with a pointer member at its restrict(amp)
  /// constructor even when no amp code creates one). Closures are checked
  /// as captures.
  void checkObjectClass(const FunctionDecl *FD) {
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (!MD || MD->isStatic() || MD->getParent()->isLambda())
      return;
    llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
    if (!ObjectClasses.insert(MD->getParent()->getCanonicalDecl()).second)
      return; // one error per class, at its first amp member function
    if (std::optional<std::string> Why =
            recordIncompatibility(MD->getParent(), Seen))
      report(FD->getLocation(),
             "the object ('*this') of '" + FD->getNameAsString() + "'", *Why);
  }

  static SourceLocation resultLoc(const FunctionDecl *FD) {
    SourceRange Range = FD->getReturnTypeSourceRange();
    return Range.isValid() ? Range.getBegin() : FD->getLocation();
  }

  /// §2.4.1.3: the elements of an array in amp code are addressed in 32-bit
  /// words and may not be pointers: no arrays of pointers, of bool or of
  /// classes whose size is not a multiple of 4 bytes (an empty class, a class
  /// of bools). Checked where an array is declared, not through members.
  void checkArrayElements(QualType T, SourceLocation Loc,
                          const std::string &What) {
    const ArrayType *Array = Ctx.getAsArrayType(T.getNonReferenceType());
    if (!Array)
      return;
    QualType Element = Array->getElementType();
    while (const ArrayType *Inner = Ctx.getAsArrayType(Element))
      Element = Inner->getElementType();
    if (Element->isDependentType() || Element->isIncompleteType())
      return;
    std::string Why;
    if (Element->isPointerType())
      Why = "an array of pointers ('" + spell(Element) + "')";
    else if (const auto *RD = Element->getAsCXXRecordDecl();
             RD && isInAmpNamespace(RD))
      return;
    else if (Ctx.getTypeSizeInChars(Element).getQuantity() % 4 != 0)
      Why = "the elements of an array must be a multiple of 4 bytes, and '" +
            spell(Element.getUnqualifiedType()) + "' is " +
            std::to_string(Ctx.getTypeSizeInChars(Element).getQuantity()) +
            (Ctx.getTypeSizeInChars(Element).getQuantity() == 1 ? " byte"
                                                                : " bytes");
    else
      return;
    report(Loc, What, Why);
  }

  /// §2.4.1, §5.1, §5.2: the elements of an array or array_view live in
  /// accelerator memory and are used by amp code, so their type is
  /// amp-compatible and not a pointer; in host code too. Element sizes that
  /// are not a multiple of 4 are the library's rule (AMP2HIP-E0015).
  void checkContainerElement(const VarDecl *VD) {
    QualType T = VD->getType().getNonReferenceType();
    const char *Kind = isAmpClassTemplate(T, "array_view") ? "array_view"
                       : isAmpClassTemplate(T, "array")    ? "array"
                                                           : nullptr;
    if (!Kind || !Spaces.isProgramCode(VD) || T->isDependentType())
      return;
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        T->getAsCXXRecordDecl());
    if (!Spec || Spec->getTemplateArgs().size() < 1 ||
        Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return;
    QualType Element = Spec->getTemplateArgs()[0].getAsType();
    if (Element->isDependentType())
      return;
    std::string Why;
    llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen, NestedSeen;
    if (Element->isPointerType())
      Why = "'" + spell(Element) + "' is a pointer";
    else if (std::optional<std::string> Nested =
                 nestedContainer(Element, NestedSeen))
      Why = *Nested;
    else if (!Element->isIncompleteType() &&
             Ctx.getTypeSizeInChars(Element).getQuantity() % 4 != 0)
      return;
    else if (std::optional<std::string> Incompatible =
                 incompatibility(Element, Seen))
      Why = *Incompatible;
    else
      return;
    SourceLocation Loc = VD->getLocation();
    if (Loc.isInvalid() || !Reported.insert({Loc.getRawEncoding(), Why}).second)
      return;
    Reporter.report(Loc, DiagId::AmpIncompatibleType,
                    "'" + VD->getNameAsString() + "' is " + "an " + Kind +
                        " whose element type is not amp-compatible: " + Why +
                        " (C++ AMP v1.2 §2.4.1, §5.1, §5.2; MSVC error C3581)");
  }

  /// Reports \p T at \p Loc if it is not amp-compatible; returns whether
  /// it is not.
  bool check(QualType T, SourceLocation Loc, const std::string &What) {
    llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
    std::optional<std::string> Why = incompatibility(T, Seen);
    if (Why)
      report(Loc, What, *Why);
    return Why.has_value();
  }

  void report(SourceLocation Loc, const std::string &What,
              const std::string &Why) {
    if (Loc.isInvalid())
      return;
    // A template's declaration is reported once per instantiating type.
    if (!Reported.insert({Loc.getRawEncoding(), Why}).second)
      return;
    Reporter.report(Loc, DiagId::AmpIncompatibleType,
                    What +
                        " has a type that is not allowed in amp-restricted "
                        "code: " +
                        Why + " (C++ AMP v1.2 §2.4.1; MSVC error C3581)");
  }

  ASTContext &Ctx;
  SourceManager &SM;
  DiagReporter Reporter;
  bool InAmp = false;
  std::set<std::pair<unsigned, std::string>> Reported;
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> ObjectClasses;
};

} // namespace

std::optional<std::string> ampIncompatibility(QualType T) {
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
  return incompatibility(T, Seen);
}

unsigned reportAmpIncompatibleTypes(ASTContext &Ctx,
                                    const ExecutionSpaceAnalysis &Spaces) {
  AmpTypeChecker Checker(Ctx, Spaces);
  Checker.TraverseDecl(Ctx.getTranslationUnitDecl());
  return Checker.errors();
}

} // namespace amp2hip
