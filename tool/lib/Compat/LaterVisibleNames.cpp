//===- LaterVisibleNames.cpp - Names MSVC finds in templates later --------===//

#include "Compat/LaterVisibleNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>
#include <optional>
#include <utility>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

/// True if \p Loc lies within the text of \p D.
bool contains(const Decl *D, SourceLocation Loc, const SourceManager &SM) {
  SourceRange R = D->getSourceRange();
  if (R.isInvalid())
    return false;
  SourceLocation Begin = SM.getExpansionLoc(R.getBegin());
  SourceLocation End = SM.getExpansionLoc(R.getEnd());
  return !SM.isBeforeInTranslationUnit(Loc, Begin) &&
         !SM.isBeforeInTranslationUnit(End, Loc);
}

/// The template definition of \p DC (a namespace, the translation unit or
/// a class) whose text holds \p Loc: a template, or a function defined out
/// of its class template; null when the declaration around \p Loc is not
/// one.
const Decl *templateAround(const DeclContext *DC, SourceLocation Loc,
                           const SourceManager &SM) {
  for (const Decl *D : DC->decls()) {
    if (D->isImplicit() || !contains(D, Loc, SM))
      continue;
    if (isa<FunctionTemplateDecl, ClassTemplateDecl,
            ClassTemplatePartialSpecializationDecl, VarTemplateDecl>(D))
      return D;
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      return FD->isDependentContext() ? D : nullptr;
    // A friend function template defined in its class (`template <class T>
    // friend ostream& operator<<(...) { ... }`).
    if (const auto *Friend = dyn_cast<FriendDecl>(D))
      return isa_and_nonnull<FunctionTemplateDecl>(Friend->getFriendDecl())
                 ? D
                 : nullptr;
    if (isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(D))
      return templateAround(cast<DeclContext>(D), Loc, SM);
    return nullptr;
  }
  return nullptr;
}

} // namespace

tok::TokenKind tokenBefore(const SourceManager &SM, SourceLocation Loc) {
  FileID File = SM.getFileID(Loc);
  bool Invalid = false;
  StringRef Text = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return tok::unknown;
  unsigned Offset = SM.getFileOffset(Loc);
  // Raw lexing from the start of the file: comments and literals are
  // skipped as the parser skips them (a comment ending in '.' is not an
  // access).
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.MicrosoftExt = true;
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Text.begin(), Text.begin(),
            Text.end());
  tok::TokenKind Before = tok::unknown;
  Token T;
  while (!Raw.LexFromRawLexer(T)) {
    if (SM.getFileOffset(T.getLocation()) >= Offset)
      break;
    Before = T.getKind();
  }
  return Before;
}

StringRef unqualifiedIdentifierAt(const SourceManager &SM, SourceLocation Loc) {
  bool Invalid = false;
  StringRef Text = SM.getBufferData(SM.getFileID(Loc), &Invalid);
  unsigned Offset = SM.getFileOffset(Loc);
  if (Invalid || Offset >= Text.size() ||
      !isAsciiIdentifierStart(Text[Offset]) ||
      (Offset > 0 && isAsciiIdentifierContinue(Text[Offset - 1])))
    return "";
  tok::TokenKind Before = tokenBefore(SM, Loc);
  if (Before == tok::coloncolon || Before == tok::period ||
      Before == tok::arrow)
    return "";
  size_t End = Offset;
  while (End < Text.size() && isAsciiIdentifierContinue(Text[End]))
    ++End;
  return Text.slice(Offset, End);
}

std::optional<std::string>
qualifierVisibleLater(ASTContext &Ctx, SourceLocation Loc, StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  const Decl *Template = templateAround(Ctx.getTranslationUnitDecl(), Loc, SM);
  if (!Template || Name.empty())
    return std::nullopt;
  DeclarationName Looked(&Ctx.Idents.get(Name));
  llvm::SmallPtrSet<const NamespaceDecl *, 2> Found;
  for (const DeclContext *DC = Template->getDeclContext(); DC;
       DC = DC->getParent()) {
    if (!DC->isFileContext())
      continue;
    for (const UsingDirectiveDecl *UD : DC->using_directives()) {
      const NamespaceDecl *NS = UD->getNominatedNamespace();
      if (!NS || NS->isAnonymousNamespace())
        continue;
      // Declared there before the template: the qualifier finds it (one
      // declared after it is not found so either: laterDeclarationsNamed).
      if (llvm::any_of(NS->lookup(Looked), [&](const NamedDecl *D) {
            return SM.isBeforeInTranslationUnit(
                SM.getExpansionLoc(D->getCanonicalDecl()->getLocation()), Loc);
          }))
        Found.insert(NS->getCanonicalDecl());
    }
  }
  if (Found.size() != 1)
    return std::nullopt;
  std::string Qualified = (*Found.begin())->getQualifiedNameAsString();
  if (Qualified.find('(') != std::string::npos) // in an anonymous namespace
    return std::nullopt;
  return Qualified + "::";
}

namespace {

/// The namespaces, linkage specifications and classes (a class template's
/// pattern) whose text holds \p Loc, outermost (the translation unit) first.
std::vector<const DeclContext *> declContextsAround(ASTContext &Ctx,
                                                    SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const DeclContext *> Chain;
  for (const DeclContext *DC = Ctx.getTranslationUnitDecl(); DC;) {
    Chain.push_back(DC);
    const DeclContext *Next = nullptr;
    for (const Decl *D : DC->decls()) {
      if (const auto *CTD = dyn_cast<ClassTemplateDecl>(D))
        D = CTD->getTemplatedDecl();
      if (isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(D) &&
          !D->isImplicit() && contains(D, Loc, SM)) {
        Next = cast<DeclContext>(D);
        break;
      }
    }
    DC = Next;
  }
  return Chain;
}

} // namespace

std::optional<std::string>
scopedEnumeratorQualifier(ASTContext &Ctx, SourceLocation Loc, StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (Name.empty())
    return std::nullopt;
  std::vector<const DeclContext *> Chain = declContextsAround(Ctx, Loc);
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It) {
    const EnumDecl *Found = nullptr;
    unsigned Count = 0;
    for (const Decl *D : (*It)->decls()) {
      const auto *ED = dyn_cast<EnumDecl>(D);
      if (!ED || !ED->isScoped() || !ED->isThisDeclarationADefinition() ||
          !ED->getIdentifier() ||
          !SM.isBeforeInTranslationUnit(ED->getLocation(), Loc))
        continue;
      for (const EnumConstantDecl *EC : ED->enumerators())
        if (EC->getName() == Name) {
          Found = ED;
          ++Count;
        }
    }
    if (Count == 1)
      return (Found->getName() + "::").str();
    if (Count > 1)
      return std::nullopt;
  }
  return std::nullopt;
}

namespace {

/// The location of the first declaration of \p D, as written.
SourceLocation firstDeclared(const SourceManager &SM, const NamedDecl *D) {
  return SM.getExpansionLoc(D->getCanonicalDecl()->getLocation());
}

/// The identifier after `Name ::` (or `Name :: template`) at \p Loc, or "".
StringRef memberAfterQualifier(const SourceManager &SM, SourceLocation Loc) {
  bool Invalid = false;
  FileID File = SM.getFileID(Loc);
  StringRef Text = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return "";
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.MicrosoftExt = true;
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Text.begin(),
            Text.begin() + SM.getFileOffset(Loc), Text.end());
  Token T;
  if (Raw.LexFromRawLexer(T) || T.isNot(tok::raw_identifier) ||
      Raw.LexFromRawLexer(T) || T.isNot(tok::coloncolon) ||
      Raw.LexFromRawLexer(T))
    return "";
  if (T.is(tok::raw_identifier) && T.getRawIdentifier() == "template" &&
      Raw.LexFromRawLexer(T))
    return "";
  return T.is(tok::raw_identifier) ? T.getRawIdentifier() : "";
}

} // namespace

bool insideTemplateDefinition(ASTContext &Ctx, SourceLocation Loc) {
  return templateAround(Ctx.getTranslationUnitDecl(), Loc,
                        Ctx.getSourceManager()) != nullptr;
}

std::vector<const NamedDecl *> laterMembersNamed(const DeclContext *Namespace,
                                                 StringRef Name,
                                                 SourceLocation Loc) {
  const DeclContext *Primary = Namespace->getPrimaryContext();
  ASTContext &Ctx = cast<Decl>(Primary)->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const NamedDecl *> Found;
  if (Name.empty())
    return Found;
  for (const NamedDecl *D :
       Primary->lookup(DeclarationName(&Ctx.Idents.get(Name)))) {
    if (D->isImplicit())
      continue;
    SourceLocation Declared = firstDeclared(SM, D);
    // Declared before the use: Clang found it there; the error is another.
    if (Declared.isInvalid() || SM.isBeforeInTranslationUnit(Declared, Loc))
      return {};
    Found.push_back(D);
  }
  return Found;
}

std::vector<const NamedDecl *>
laterDeclarationsNamed(ASTContext &Ctx, SourceLocation Loc, StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (Name.empty() || !insideTemplateDefinition(Ctx, Loc))
    return {};
  std::vector<const DeclContext *> Chain = declContextsAround(Ctx, Loc);
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It) {
    if (!(*It)->isFileContext())
      continue;
    std::vector<const NamedDecl *> Found = laterMembersNamed(*It, Name, Loc);
    if (Found.empty())
      continue;
    // `details::f` before namespace `details` is declared: its member f.
    if (const auto *NS = dyn_cast<NamespaceDecl>(Found.front())) {
      StringRef Member = memberAfterQualifier(SM, Loc);
      if (Found.size() != 1 || NS->isAnonymousNamespace() || NS->isInline())
        return {};
      return laterMembersNamed(NS, Member, Loc);
    }
    return Found;
  }
  return {};
}

namespace {

/// The types written for the template type parameters of a class
/// template's pattern, by (depth, index): `Mem` bound to `PathMem<S, I>` in
/// `SBMatrix< PathMem<S, I> >`'s pattern, so that its base `InheritedMem`
/// (a parameter) is searched as `PathMem<S, I>`, as MSVC finds it where it
/// instantiates the class.
using ParameterBindings = std::map<std::pair<unsigned, unsigned>, QualType>;

/// The class that the base type \p T names, as written: the primary
/// template's definition for a dependent `Base<T>` (with \p Inner binding
/// its type parameters to the arguments, themselves resolved through
/// \p Outer), the class itself otherwise; a template type parameter is
/// what \p Outer binds it to. Null when it has no definition or is an
/// unbound parameter.
const CXXRecordDecl *baseClass(QualType T, const ParameterBindings &Outer,
                               ParameterBindings &Inner) {
  auto Resolve = [&](QualType Type) -> std::optional<QualType> {
    if (const auto *Parm = Type->getAs<TemplateTypeParmType>()) {
      auto It = Outer.find({Parm->getDepth(), Parm->getIndex()});
      if (It == Outer.end())
        return std::nullopt;
      return It->second;
    }
    return Type;
  };
  std::optional<QualType> Resolved = Resolve(T);
  if (!Resolved)
    return nullptr;
  T = *Resolved;
  const CXXRecordDecl *Record = nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
        TST->getTemplateName().getAsTemplateDecl());
    if (!CTD || !CTD->getTemplatedDecl()->hasDefinition())
      return nullptr;
    Record = CTD->getTemplatedDecl()->getDefinition();
    const ClassTemplateDecl *Defined = Record->getDescribedClassTemplate();
    const TemplateParameterList *Params =
        (Defined ? Defined : CTD)->getTemplateParameters();
    llvm::ArrayRef<TemplateArgument> Args = TST->template_arguments();
    for (unsigned I = 0; I < Params->size() && I < Args.size(); ++I) {
      const auto *Parm = dyn_cast<TemplateTypeParmDecl>(Params->getParam(I));
      if (!Parm || Args[I].getKind() != TemplateArgument::Type)
        continue;
      if (std::optional<QualType> Arg = Resolve(Args[I].getAsType()))
        Inner[{Parm->getDepth(), Parm->getIndex()}] = *Arg;
    }
    return Record;
  }
  Record = T->getAsCXXRecordDecl();
  return Record && Record->hasDefinition() ? Record->getDefinition() : nullptr;
}

/// The member \p Name of \p Record as written, or of one of its bases
/// (dependent ones through their primary template, a template parameter
/// through what \p Bindings binds it to, as MSVC finds them when the
/// template is instantiated), searched depth first; null when none.
const NamedDecl *memberAsWritten(const CXXRecordDecl *Record,
                                 DeclarationName Name, unsigned Depth,
                                 const ParameterBindings &Bindings) {
  if (!Record || Depth > 16)
    return nullptr;
  // A base's injected-class-name is not one of its members here: a use of
  // it is written with the base's arguments (injectedBaseNameEdits).
  for (const NamedDecl *Member : Record->lookup(Name)) {
    const auto *Injected = dyn_cast<CXXRecordDecl>(Member);
    if (!Injected || !Injected->isInjectedClassName())
      return Member;
  }
  for (const CXXBaseSpecifier &Base : Record->bases()) {
    ParameterBindings Inner;
    if (const NamedDecl *Found = memberAsWritten(
            baseClass(Base.getType(), Bindings, Inner), Name, Depth + 1, Inner))
      return Found;
  }
  return nullptr;
}

/// The innermost class template (its pattern, or a partial
/// specialization) around \p Loc, when it is defined; null otherwise.
const CXXRecordDecl *classTemplateAround(ASTContext &Ctx, SourceLocation Loc) {
  const CXXRecordDecl *Class = nullptr;
  for (const DeclContext *DC : declContextsAround(Ctx, Loc))
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
      if (RD->getDescribedClassTemplate() ||
          isa<ClassTemplatePartialSpecializationDecl>(RD))
        Class = RD;
  return Class && Class->hasDefinition() ? Class : nullptr;
}

/// Calls \p Visit(Token, Offset) for each raw token between the braces of
/// \p Class, whose text must be in \p File outside macros; false (and no
/// call) when it is not.
bool forEachTokenInClass(
    const SourceManager &SM, const CXXRecordDecl *Class, FileID File,
    llvm::function_ref<void(const Token &, unsigned)> Visit) {
  SourceRange Braces = Class->getBraceRange();
  if (Braces.isInvalid() || Braces.getBegin().isMacroID() ||
      SM.getFileID(Braces.getBegin()) != File)
    return false;
  StringRef Text = SM.getBufferData(File);
  unsigned Begin = SM.getFileOffset(Braces.getBegin());
  unsigned End = SM.getFileOffset(Braces.getEnd());
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.MicrosoftExt = true;
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Text.begin(),
            Text.begin() + Begin, Text.end());
  Token T;
  while (!Raw.LexFromRawLexer(T)) {
    unsigned Offset = SM.getFileOffset(T.getLocation());
    if (Offset >= End)
      break;
    Visit(T, Offset);
  }
  return true;
}

} // namespace

std::optional<std::string>
dependentBaseQualifier(ASTContext &Ctx, SourceLocation Loc, StringRef Name,
                       const CXXRecordDecl **ClassOut) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (Name.empty() || Loc.isMacroID())
    return std::nullopt;
  const CXXRecordDecl *Class = classTemplateAround(Ctx, Loc);
  if (!Class)
    return std::nullopt;
  IdentifierInfo &Id = Ctx.Idents.get(Name);
  if (!Class->lookup(DeclarationName(&Id)).empty())
    return std::nullopt;
  // The dependent bases declaring it.
  std::string Qualifier;
  unsigned Found = 0;
  FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
  StringRef Text = SM.getBufferData(File);
  for (const CXXBaseSpecifier &Base : Class->bases()) {
    if (!Base.getType()->isDependentType())
      continue;
    ParameterBindings Bindings;
    const NamedDecl *Member = memberAsWritten(
        baseClass(Base.getType(), ParameterBindings(), Bindings),
        DeclarationName(&Id), /*Depth=*/0, Bindings);
    if (!Member)
      continue;
    ++Found;
    SourceRange Range = Base.getTypeSourceInfo()->getTypeLoc().getSourceRange();
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID() ||
        SM.getFileID(Range.getBegin()) != File)
      return std::nullopt;
    unsigned Begin = SM.getFileOffset(Range.getBegin());
    unsigned End = SM.getFileOffset(
        Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, Ctx.getLangOpts()));
    // A type: `typename Base<...>::`; a static member or an enumerator:
    // `Base<...>::`, which a static member function (B3DContest's
    // `boolulongs()` in one) can use too; other members: `this->`.
    const Decl *Target = Member;
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(Member))
      Target = Template->getTemplatedDecl();
    const auto *Method = dyn_cast<CXXMethodDecl>(Target);
    bool Static = isa<VarDecl, EnumConstantDecl>(Target) ||
                  (Method && Method->isStatic());
    StringRef BaseText = Text.slice(Begin, End);
    Qualifier = isa<TypeDecl>(Member) ? ("typename " + BaseText + "::").str()
                : Static              ? (BaseText + "::").str()
                                      : "this->";
  }
  if (Found != 1)
    return std::nullopt;
  if (ClassOut)
    *ClassOut = Class;
  return Qualifier;
}

std::vector<std::pair<unsigned, std::string>>
dependentBaseMemberEdits(ASTContext &Ctx, SourceLocation Loc, StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::pair<unsigned, std::string>> Edits;
  const CXXRecordDecl *Class = nullptr;
  std::optional<std::string> Qualifier =
      dependentBaseQualifier(Ctx, Loc, Name, &Class);
  if (!Qualifier)
    return Edits;
  FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
  // Every unqualified use of the name in the class's braces.
  tok::TokenKind Before = tok::unknown;
  forEachTokenInClass(SM, Class, File, [&](const Token &T, unsigned Offset) {
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Name &&
        Before != tok::coloncolon && Before != tok::period &&
        Before != tok::arrow)
      Edits.emplace_back(Offset, *Qualifier);
    Before = T.getKind();
  });
  return Edits;
}

namespace {

/// The template-id types written in a base specifier whose template is
/// named \p Name (`PathMem<S, I>` in `SBMatrix< PathMem<S, I> >`).
class TemplateIdFinder : public RecursiveASTVisitor<TemplateIdFinder> {
public:
  explicit TemplateIdFinder(StringRef Name) : Name(Name) {}
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (const TemplateDecl *T =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      if (T->getName() == Name)
        Found.push_back(TL);
    return true;
  }
  StringRef Name;
  std::vector<TemplateSpecializationTypeLoc> Found;
};

} // namespace

std::vector<std::pair<unsigned, std::string>>
injectedBaseNameEdits(ASTContext &Ctx, SourceLocation Loc, StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::pair<unsigned, std::string>> Edits;
  if (Name.empty() || Loc.isMacroID())
    return Edits;
  const CXXRecordDecl *Class = classTemplateAround(Ctx, Loc);
  if (!Class)
    return Edits;
  FileID File = SM.getFileID(Loc);
  StringRef Text = SM.getBufferData(File);
  // The one spelling of the template's arguments in the dependent bases.
  std::optional<std::string> Arguments;
  for (const CXXBaseSpecifier &Base : Class->bases()) {
    if (!Base.getType()->isDependentType())
      continue;
    TemplateIdFinder Finder(Name);
    Finder.TraverseTypeLoc(Base.getTypeSourceInfo()->getTypeLoc());
    for (TemplateSpecializationTypeLoc TL : Finder.Found) {
      SourceLocation Open = TL.getLAngleLoc(), Close = TL.getRAngleLoc();
      if (Open.isInvalid() || Close.isInvalid() || Open.isMacroID() ||
          Close.isMacroID() || SM.getFileID(Open) != File ||
          SM.getFileID(Close) != File)
        return {};
      std::string Written =
          Text.slice(SM.getFileOffset(Open), SM.getFileOffset(Close) + 1).str();
      if (Arguments && *Arguments != Written)
        return {};
      Arguments = Written;
    }
  }
  if (!Arguments)
    return Edits;
  // Every use of the name in the class's braces that `::` follows and no
  // `::` precedes: the arguments after it.
  tok::TokenKind Before = tok::unknown;
  std::optional<unsigned> Use;
  forEachTokenInClass(SM, Class, File, [&](const Token &T, unsigned Offset) {
    if (Use && T.is(tok::coloncolon))
      Edits.emplace_back(*Use, *Arguments);
    Use.reset();
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Name &&
        Before != tok::coloncolon)
      Use = Offset + T.getLength();
    Before = T.getKind();
  });
  return Edits;
}

} // namespace amp2hip
