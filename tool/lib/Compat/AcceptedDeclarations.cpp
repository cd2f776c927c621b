//===- AcceptedDeclarations.cpp - MSVC's declarations, portable ----------===//
//
// AcceptedDeclarations.h.
//
//===----------------------------------------------------------------------===//

#include "Compat/AcceptedDeclarations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The typedef or alias declared with its name at a location.
class TypedefAt : public RecursiveASTVisitor<TypedefAt> {
public:
  explicit TypedefAt(SourceLocation Loc) : Loc(Loc) {}
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    if (D->getLocation() == Loc)
      Found = D;
    return !Found;
  }
  SourceLocation Loc;
  TypedefNameDecl *Found = nullptr;
};

/// The template type parameter declared with its name at a location.
class TypeParameterAt : public RecursiveASTVisitor<TypeParameterAt> {
public:
  explicit TypeParameterAt(SourceLocation Loc) : Loc(Loc) {}
  bool VisitTemplateTypeParmDecl(TemplateTypeParmDecl *D) {
    if (D->getLocation() == Loc)
      Found = D;
    return !Found;
  }
  SourceLocation Loc;
  TemplateTypeParmDecl *Found = nullptr;
};

/// The places a template type parameter is named, as Clang resolved them.
class ParameterUses : public RecursiveASTVisitor<ParameterUses> {
public:
  explicit ParameterUses(const TemplateTypeParmDecl *Param) : Param(Param) {}
  bool VisitTemplateTypeParmTypeLoc(TemplateTypeParmTypeLoc TL) {
    const TemplateTypeParmType *T = TL.getTypePtr();
    if (T->getDepth() == Param->getDepth() &&
        T->getIndex() == Param->getIndex() &&
        T->getIdentifier() == Param->getIdentifier())
      Locs.push_back(TL.getNameLoc());
    return true;
  }
  const TemplateTypeParmDecl *Param;
  std::vector<SourceLocation> Locs;
};

} // namespace

namespace {

/// The renames of \p Param, a template type parameter of \p Template, to
/// `<name>_parameter`, at its declaration and at each use in \p Template;
/// empty when a use is in a macro or not spelled as the name.
std::vector<TemplateTextEdit>
parameterRenames(const SourceManager &SM, const TemplateTypeParmDecl *Param,
                 const Decl *Template) {
  ParameterUses Uses(Param);
  Uses.TraverseDecl(const_cast<Decl *>(Template));
  Uses.Locs.push_back(Param->getLocation());
  std::string NewName = Param->getName().str() + "_parameter";
  std::vector<TemplateTextEdit> Edits;
  for (SourceLocation Use : Uses.Locs) {
    if (Use.isInvalid() || Use.isMacroID())
      return {};
    TemplateTextEdit E;
    E.File = SM.getFileID(Use);
    E.Offset = SM.getFileOffset(Use);
    E.Length = Param->getName().size();
    E.Text = NewName;
    if (SM.getBufferData(E.File).substr(E.Offset, E.Length) != Param->getName())
      return {};
    Edits.push_back(std::move(E));
  }
  return Edits;
}

/// A member template's type parameter named as one of its class template's
/// (`template <typename T> struct S { template <typename T> struct Less;`),
/// which MSVC takes as hiding the outer one and GCC rejects: the inner one
/// renamed, in the member template.
std::vector<TemplateTextEdit> shadowingParameterRenames(ASTContext &Ctx,
                                                        SourceLocation Loc) {
  TypeParameterAt Finder(Loc);
  Finder.TraverseAST(Ctx);
  const TemplateTypeParmDecl *Param = Finder.Found;
  if (!Param || !Param->getIdentifier())
    return {};
  const Decl *Template = nullptr;
  const DeclContext *Owner = Param->getDeclContext();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(Owner))
    Template = RD->getDescribedClassTemplate();
  else if (const auto *FD = dyn_cast<FunctionDecl>(Owner))
    Template = FD->getDescribedFunctionTemplate();
  if (!Template)
    return {};
  return parameterRenames(Ctx.getSourceManager(), Param, Template);
}

} // namespace

std::vector<TemplateTextEdit> shadowedParameterRenames(ASTContext &Ctx,
                                                       SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  TypedefAt Finder(Loc);
  Finder.TraverseAST(Ctx);
  const TypedefNameDecl *Alias = Finder.Found;
  if (!Alias)
    return shadowingParameterRenames(Ctx, Loc);
  const auto *Class = dyn_cast<CXXRecordDecl>(Alias->getDeclContext());
  if (!Class)
    return {};
  const Decl *Template = Class->getDescribedClassTemplate();
  const TemplateParameterList *Params = nullptr;
  if (const auto *Primary = Class->getDescribedClassTemplate())
    Params = Primary->getTemplateParameters();
  else if (const auto *Partial =
               dyn_cast<ClassTemplatePartialSpecializationDecl>(Class)) {
    Params = Partial->getTemplateParameters();
    Template = Partial;
  }
  if (!Params)
    return {};
  const TemplateTypeParmDecl *Param = nullptr;
  for (const NamedDecl *P : *Params)
    if (P->getDeclName() == Alias->getDeclName())
      Param = dyn_cast<TemplateTypeParmDecl>(P);
  // Only `typedef T T;`: the alias names the parameter itself.
  const auto *Aliased =
      Alias->getUnderlyingType()->getAs<TemplateTypeParmType>();
  if (!Param || !Aliased || Aliased->getDepth() != Param->getDepth() ||
      Aliased->getIndex() != Param->getIndex())
    return {};
  return parameterRenames(SM, Param, Template);
}

std::optional<TemplateTextEdit> pureSpecifierRemoval(const ASTContext &Ctx,
                                                     SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (Loc.isMacroID())
    return std::nullopt;
  FileID File = SM.getFileID(Loc);
  StringRef Text = SM.getBufferData(File);
  // From the name to the body's `{`: the `= 0` outside parentheses.
  unsigned Depth = 0;
  for (size_t I = SM.getFileOffset(Loc); I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '(')
      ++Depth;
    else if (C == ')' && Depth > 0)
      --Depth;
    else if (C == '{' || C == ';')
      return std::nullopt;
    else if (C == '=' && Depth == 0) {
      size_t Zero = Text.find_first_not_of(" \t\r\n", I + 1);
      if (Zero == StringRef::npos || Text[Zero] != '0' ||
          (Zero + 1 < Text.size() && isAsciiIdentifierContinue(Text[Zero + 1])))
        return std::nullopt;
      size_t Begin = I;
      while (Begin > 0 && isHorizontalWhitespace(Text[Begin - 1]))
        --Begin;
      TemplateTextEdit E;
      E.File = File;
      E.Offset = static_cast<unsigned>(Begin);
      E.Length = static_cast<unsigned>(Zero + 1 - Begin);
      return E;
    }
  }
  return std::nullopt;
}

} // namespace amp2hip
