//===- LocalTypeHoisting.cpp - A kernel's local types to namespace scope --===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include "Kernel/LocalTypeHoisting.h"

#include "Edits/SourceUtil.h"
#include "Kernel/KernelTypeSpelling.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

namespace {

llvm::Error cannotMove(const llvm::Twine &Why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 Why.str().c_str());
}

/// True when \p Inner is \p Outer or lies inside it.
bool isWithin(const DeclContext *Inner, const DeclContext *Outer) {
  for (const DeclContext *DC = Inner; DC; DC = DC->getParent())
    if (DC == Outer)
      return true;
  return false;
}

/// Finds the first name that \p Root uses whose meaning depends on where
/// \p Root is declared: a declaration of \p Function (other than \p Root's
/// own members), or a member of a class \p Function is a member of (or of
/// its bases).
class ScopeDependentNames : public RecursiveASTVisitor<ScopeDependentNames> {
public:
  ScopeDependentNames(const NamedDecl *Root, const FunctionDecl *Function)
      : Root(Root), Function(Function) {
    for (const DeclContext *DC = Function->getParent(); DC;
         DC = DC->getParent())
      if (const auto *Record = dyn_cast<CXXRecordDecl>(DC))
        EnclosingClasses.push_back(Record);
  }

  std::string Found;

  bool VisitTagTypeLoc(TagTypeLoc TL) { return note(TL.getDecl()); }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return note(TL.getTypedefNameDecl());
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) { return note(E->getDecl()); }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (const TemplateDecl *Template =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      return note(Template);
    return true;
  }

private:
  const NamedDecl *Root;
  const FunctionDecl *Function;
  std::vector<const CXXRecordDecl *> EnclosingClasses;

  bool note(const NamedDecl *Used) {
    if (!Used || Used == Root)
      return true;
    const DeclContext *UsedIn = Used->getDeclContext();
    if (const auto *RootContext = dyn_cast<DeclContext>(Root))
      if (isWithin(UsedIn, RootContext))
        return true;
    if (isWithin(UsedIn, Function)) {
      Found = "it names '" + Used->getNameAsString() +
              "', which is declared in the function too";
      return false;
    }
    for (const DeclContext *DC = UsedIn; DC; DC = DC->getParent()) {
      const auto *Record = dyn_cast<CXXRecordDecl>(DC);
      if (!Record || !Record->hasDefinition())
        continue;
      for (const CXXRecordDecl *Enclosing : EnclosingClasses) {
        if (Record->getCanonicalDecl() != Enclosing->getCanonicalDecl() &&
            !(Enclosing->hasDefinition() && Enclosing->isDerivedFrom(Record)))
          continue;
        Found = "it names '" + Used->getNameAsString() + "', a member of '" +
                Enclosing->getNameAsString() + "'";
        return false;
      }
    }
    return true;
  }
};

/// True when the body of \p Function has a using-directive,
/// using-declaration or namespace alias (names a moved declaration may
/// rely on).
bool hasUsingDeclarations(const FunctionDecl *Function) {
  class Finder : public RecursiveASTVisitor<Finder> {
  public:
    bool Found = false;
    bool VisitDeclStmt(DeclStmt *S) {
      for (const Decl *D : S->decls())
        if (isa<UsingDirectiveDecl, UsingDecl, NamespaceAliasDecl>(D))
          Found = true;
      return !Found;
    }
  };
  Finder F;
  if (Stmt *Body = Function->getBody())
    F.TraverseStmt(Body);
  return F.Found;
}

/// Where \p Name is declared already such that the function's own uses of
/// the moved declaration, or the moved declaration itself, could find
/// another one: in a class or namespace around \p Function (classes with
/// their bases), or in \p Target. An empty string when nowhere.
std::string nameTaken(DeclarationName Name, const FunctionDecl *Function,
                      const DeclContext *Target) {
  if (!Target->lookup(Name).empty())
    return "at namespace scope";
  for (const DeclContext *DC = Function->getParent(); DC;
       DC = DC->getParent()) {
    if (const auto *Record = dyn_cast<CXXRecordDecl>(DC)) {
      if (!Record->hasDefinition())
        continue;
      const CXXRecordDecl *Definition = Record->getDefinition();
      bool Taken = !Definition->lookup(Name).empty();
      Definition->forallBases([&](const CXXRecordDecl *Base) {
        Taken = Taken || !Base->lookup(Name).empty();
        return true;
      });
      if (Taken)
        return "by a member of '" + Record->getNameAsString() + "'";
    } else if (!DC->lookup(Name).empty()) {
      return "at namespace scope";
    }
  }
  return "";
}

/// The namespace-scope context that declarations inserted before \p
/// Outermost land in (linkage specifications are transparent).
const DeclContext *targetContext(const Decl *Outermost) {
  return Outermost->getDeclContext()->getRedeclContext();
}

} // namespace

std::string
LocalTypeHoister::namesOnlyVisibleNames(const NamedDecl *D,
                                        const FunctionDecl *Function) const {
  ScopeDependentNames Visitor(D, Function);
  Visitor.TraverseDecl(const_cast<NamedDecl *>(D));
  return Visitor.Found;
}

llvm::Expected<std::string>
LocalTypeHoister::redeclarableAlias(const NamedDecl *D) const {
  const auto *Alias = dyn_cast<TypedefNameDecl>(D);
  const auto *Function = dyn_cast<FunctionDecl>(D->getDeclContext());
  if (!Alias || !Function || !Function->isTemplated())
    return cannotMove("the function is a template or part of one");
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Function))
    if (Method->getParent()->isLambda())
      return cannotMove("it is declared inside a lambda");
  if (hasUsingDeclarations(Function))
    return cannotMove("the function has using-declarations or "
                      "using-directives that it may rely on");
  if (std::string Why = namesOnlyVisibleNames(D, Function); !Why.empty())
    return cannotMove(Why);
  QualType T = Alias->getUnderlyingType();
  std::string Text = printType(T, Ctx);
  // `typedef C::value_type value_type;` without `typename`, which MSVC
  // accepts (W0003 writes it in the function): the alias needs it.
  if (const auto *Dependent = dyn_cast<DependentNameType>(T.getTypePtr());
      Dependent && !T.hasLocalQualifiers() &&
      Dependent->getKeyword() == ElaboratedTypeKeyword::None)
    Text = "typename " + Text;
  return Text;
}

llvm::Error LocalTypeHoister::plan(const NamedDecl *D, const Decl *Outermost,
                                   unsigned InsertOffset) {
  if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(D))
    D = cast<EnumDecl>(Enumerator->getDeclContext());
  if (PlannedDecls.count(D))
    return llvm::Error::success();
  const auto *Function = dyn_cast<FunctionDecl>(D->getDeclContext());
  if (!Function)
    return cannotMove("it is not declared directly in a function body");
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Function))
    if (Method->getParent()->isLambda())
      return cannotMove("it is declared inside a lambda");
  if (Function->isTemplated() ||
      Function->getTemplateSpecializationKind() != TSK_Undeclared)
    return cannotMove("the function is a template or part of one");
  if (!D->getDeclName().isIdentifier() || D->getName().empty())
    return cannotMove("it has no name");
  if (const auto *Tag = dyn_cast<TagDecl>(D)) {
    if (!Tag->isThisDeclarationADefinition())
      return cannotMove("it is not a definition");
  } else if (!isa<TypedefNameDecl>(D)) {
    return cannotMove("only classes, enums and typedefs can be moved");
  }
  if (hasUsingDeclarations(Function))
    return cannotMove("the function has using-declarations or "
                      "using-directives that it may rely on");

  const SourceManager &SM = Ctx.getSourceManager();
  if (D->getBeginLoc().isMacroID() || D->getEndLoc().isMacroID())
    return cannotMove("it is written by a macro");
  std::optional<OffsetRange> Range =
      rangeIn(File, D->getSourceRange(), SM, Ctx.getLangOpts());
  if (!Range)
    return cannotMove("it is not in the file being translated");
  // The declaration must be its own statement: `struct S { ... };`, not
  // `struct S { ... } s;`.
  unsigned End = Range->second;
  while (End < Buffer.size() && isWhitespace(Buffer[End]))
    ++End;
  if (End >= Buffer.size() || Buffer[End] != ';')
    return cannotMove("it declares a variable too");
  ++End;

  if (std::string Why = namesOnlyVisibleNames(D, Function); !Why.empty())
    return cannotMove(Why);
  const DeclContext *Target = targetContext(Outermost);
  if (std::string Where = nameTaken(D->getDeclName(), Function, Target);
      !Where.empty())
    return cannotMove("the name is taken " + Where);
  for (const HoistedLocal &Other : Planned)
    if (Other.Target == Target && Other.Decl->getDeclName() == D->getDeclName())
      return cannotMove("another function's local type of that name moves "
                        "there too");

  // The cut takes the declaration's lines with it when it has them alone.
  unsigned CutBegin = Range->first, CutEnd = End;
  llvm::StringRef Before = Buffer.substr(0, Range->first);
  llvm::StringRef After = Buffer.substr(End);
  llvm::StringRef Indent = Before.substr(Before.find_last_not_of(" \t") + 1);
  llvm::StringRef Trailing =
      After.take_while([](char C) { return C == ' ' || C == '\t'; });
  bool LineStart = Before.size() == Indent.size() ||
                   Before.drop_back(Indent.size()).ends_with("\n");
  if (LineStart && After.drop_front(Trailing.size()).starts_with("\n")) {
    CutBegin -= Indent.size();
    CutEnd += Trailing.size() + 1;
  }

  Planned.push_back(
      {D, Range->first, End, CutBegin, CutEnd, InsertOffset, Target});
  PlannedDecls.insert(D);
  return llvm::Error::success();
}

} // namespace amp2hip
