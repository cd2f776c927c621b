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
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

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
    // The template's parameters: the moved class template's own
    // (UsedTemplateParameters).
    if (!Used || Used == Root ||
        isa<NonTypeTemplateParmDecl, TemplateTypeParmDecl,
            TemplateTemplateParmDecl>(Used))
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

/// The template parameters that a local class of a template uses, in the
/// order of the merged parameter lists (outer templates first); Why says
/// what cannot be written as the moved class template's header.
class UsedTemplateParameters
    : public RecursiveASTVisitor<UsedTemplateParameters> {
public:
  std::vector<const NamedDecl *> Params;
  std::string Why;

  bool VisitTemplateTypeParmTypeLoc(TemplateTypeParmTypeLoc TL) {
    if (!TL.getDecl())
      Why = "it names a template parameter that has no declaration";
    else
      add(TL.getDecl());
    return Why.empty();
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(E->getDecl()))
      add(NTTP);
    return Why.empty();
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (isa_and_nonnull<TemplateTemplateParmDecl>(
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl()))
      Why = "it names a template template parameter";
    return Why.empty();
  }

  /// `template <typename T, int N> ` for the parameters used, and `<T, N>`.
  std::pair<std::string, std::string> headerAndArguments(ASTContext &Ctx) {
    auto Position = [](const NamedDecl *P) -> std::pair<unsigned, unsigned> {
      if (const auto *Type = dyn_cast<TemplateTypeParmDecl>(P))
        return {Type->getDepth(), Type->getIndex()};
      const auto *Value = cast<NonTypeTemplateParmDecl>(P);
      return {Value->getDepth(), Value->getIndex()};
    };
    std::sort(Params.begin(), Params.end(),
              [&](const NamedDecl *A, const NamedDecl *B) {
                return Position(A) < Position(B);
              });
    std::string Header, Arguments;
    for (const NamedDecl *P : Params) {
      if (!Header.empty()) {
        Header += ", ";
        Arguments += ", ";
      }
      if (const auto *Type = dyn_cast<TemplateTypeParmDecl>(P))
        Header += Type->wasDeclaredWithTypename() ? "typename " : "class ";
      else
        Header +=
            printType(cast<NonTypeTemplateParmDecl>(P)->getType(), Ctx) + " ";
      Header += P->getName();
      Arguments += P->getName();
    }
    return {"template <" + Header + "> ", "<" + Arguments + ">"};
  }

private:
  void add(const NamedDecl *P) {
    if (llvm::is_contained(Params, P))
      return;
    if (P->isTemplateParameterPack())
      Why =
          "it names the template parameter pack '" + P->getNameAsString() + "'";
    else if (P->getName().empty())
      Why = "it names an unnamed template parameter";
    else if (const auto *Value = dyn_cast<NonTypeTemplateParmDecl>(P);
             Value && Value->getType()->isDependentType())
      Why = "the type of its template parameter '" + P->getNameAsString() +
            "' depends on another";
    else
      Params.push_back(P);
  }
};

/// The offsets just past each name of \p Class in \p Function's body
/// outside \p Class's own definition; false when one is written by a macro
/// or outside \p File.
bool classNameUses(const CXXRecordDecl *Class, const FunctionDecl *Function,
                   const SourceManager &SM, FileID File,
                   std::vector<unsigned> &Ends) {
  class Finder : public RecursiveASTVisitor<Finder> {
  public:
    Finder(const CXXRecordDecl *Class, const SourceManager &SM, FileID File,
           std::vector<unsigned> &Ends)
        : Class(Class), SM(SM), File(File), Ends(Ends) {}
    bool Ok = true;
    bool TraverseCXXRecordDecl(CXXRecordDecl *D) {
      return D == Class ? true : RecursiveASTVisitor::TraverseCXXRecordDecl(D);
    }
    bool VisitTagTypeLoc(TagTypeLoc TL) {
      if (TL.getDecl()->getCanonicalDecl() != Class->getCanonicalDecl())
        return true;
      SourceLocation Name = TL.getNameLoc();
      if (Name.isMacroID() || SM.getFileID(Name) != File) {
        Ok = false;
        return false;
      }
      Ends.push_back(SM.getFileOffset(Name) + Class->getName().size());
      return true;
    }

  private:
    const CXXRecordDecl *Class;
    const SourceManager &SM;
    FileID File;
    std::vector<unsigned> &Ends;
  };
  Finder F(Class, SM, File, Ends);
  if (Stmt *Body = Function->getBody())
    F.TraverseStmt(Body);
  return F.Ok;
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
  const auto *Class = dyn_cast<CXXRecordDecl>(D);
  bool InTemplate = Function->isTemplated() ||
                    Function->getTemplateSpecializationKind() != TSK_Undeclared;
  if (InTemplate && (!Class || !Function->isTemplated() ||
                     Class->getDescribedClassTemplate()))
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
  // Its own statement, `struct S { ... };`, or one that declares variables
  // too, `struct S { ... } s;` (a class's definition: `struct S<...>` is
  // left in its place).
  unsigned End = Range->second;
  while (End < Buffer.size() && isWhitespace(Buffer[End]))
    ++End;
  bool Alone = End < Buffer.size() && Buffer[End] == ';';
  if (!Alone && !Class)
    return cannotMove("it declares a variable too");
  End = Alone ? End + 1 : Range->second;

  if (std::string Why = namesOnlyVisibleNames(D, Function); !Why.empty())
    return cannotMove(Why);
  HoistedLocal Move;
  if (InTemplate) {
    UsedTemplateParameters Used;
    Used.TraverseDecl(const_cast<CXXRecordDecl *>(Class));
    if (!Used.Why.empty())
      return cannotMove(Used.Why);
    if (!Used.Params.empty()) {
      std::tie(Move.TemplateHeader, Move.Arguments) =
          Used.headerAndArguments(Ctx);
      if (!classNameUses(Class, Function, SM, File, Move.UseEnds))
        return cannotMove("a use of its name is written by a macro");
      // The name in its own definition (the type of `struct S {...} s;`).
      llvm::erase_if(Move.UseEnds, [&](unsigned Offset) {
        return Offset > Range->first && Offset <= Range->second;
      });
    }
  }
  if (!Alone)
    Move.LeftBehind = std::string(Class->getKindName()) + " " +
                      Class->getName().str() + Move.Arguments;
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
  if (!Alone) {
    Move.Decl = D;
    Move.Begin = Move.CutBegin = Range->first;
    Move.End = Move.CutEnd = End;
    Move.InsertOffset = InsertOffset;
    Move.Target = Target;
    Planned.push_back(std::move(Move));
    PlannedDecls.insert(D);
    return llvm::Error::success();
  }
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

  Move.Decl = D;
  Move.Begin = Range->first;
  Move.End = End;
  Move.CutBegin = CutBegin;
  Move.CutEnd = CutEnd;
  Move.InsertOffset = InsertOffset;
  Move.Target = Target;
  Planned.push_back(std::move(Move));
  PlannedDecls.insert(D);
  return llvm::Error::success();
}

std::string
LocalTypeHoister::withTemplateArguments(llvm::StringRef TypeText) const {
  std::string Text = TypeText.str();
  for (const HoistedLocal &Move : Planned) {
    if (Move.Arguments.empty())
      continue;
    llvm::StringRef Name = Move.Decl->getName();
    std::string Out;
    size_t I = 0;
    while (I < Text.size()) {
      size_t At = Text.find(Name.str(), I);
      if (At == std::string::npos) {
        Out += Text.substr(I);
        break;
      }
      size_t After = At + Name.size();
      bool Word =
          (At == 0 || !isAsciiIdentifierContinue(Text[At - 1])) &&
          (After == Text.size() || !isAsciiIdentifierContinue(Text[After]));
      bool Qualified = At >= 2 && Text.compare(At - 2, 2, "::") == 0;
      size_t Next = After;
      while (Next < Text.size() && Text[Next] == ' ')
        ++Next;
      bool HasArguments = Next < Text.size() && Text[Next] == '<';
      Out += Text.substr(I, After - I);
      if (Word && !Qualified && !HasArguments)
        Out += Move.Arguments;
      I = After;
    }
    Text = std::move(Out);
  }
  return Text;
}

} // namespace amp2hip
