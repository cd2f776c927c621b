//===- TemplateFixes.cpp - Templates as MSVC parses them ------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include "Compat/TemplateFixes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Collects the functions and partial specializations by their name's
/// location.
class DeclCollector : public RecursiveASTVisitor<DeclCollector> {
public:
  explicit DeclCollector(
      llvm::DenseMap<SourceLocation, std::vector<const NamedDecl *>> &Decls)
      : Decls(Decls) {}
  bool VisitFunctionDecl(FunctionDecl *FD) {
    Decls[FD->getLocation()].push_back(FD);
    return true;
  }
  bool VisitClassTemplatePartialSpecializationDecl(
      ClassTemplatePartialSpecializationDecl *PS) {
    Decls[PS->getLocation()].push_back(PS);
    return true;
  }

private:
  llvm::DenseMap<SourceLocation, std::vector<const NamedDecl *>> &Decls;
};

/// True if every type that \p FD's signature names (and its template
/// parameters' types) is declared before \p Point.
class SignatureTypes : public RecursiveASTVisitor<SignatureTypes> {
public:
  SignatureTypes(const SourceManager &SM, SourceLocation Point)
      : SM(SM), Point(Point) {}
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    return check(TL.getDecl()->getCanonicalDecl());
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return check(TL.getTypedefNameDecl());
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (const TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      return check(TD->getCanonicalDecl());
    return true;
  }
  bool Before = true;
  /// The typedefs (and alias declarations) declared after Point that the
  /// signature names; the traversal goes on past them.
  llvm::SmallVector<const TypedefNameDecl *, 2> LaterTypedefs;

private:
  bool check(const Decl *D) {
    if (!D || D->isImplicit())
      return true;
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (Loc.isValid() && !SM.isBeforeInTranslationUnit(Loc, Point)) {
      const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
      if (Typedef && Typedef->getDeclContext()->isFileContext()) {
        if (!llvm::is_contained(LaterTypedefs, Typedef))
          LaterTypedefs.push_back(Typedef);
        return true;
      }
      Before = false;
    }
    return Before;
  }
  const SourceManager &SM;
  SourceLocation Point;
};

/// True if \p Loc lies in \p D's source range (expansion locations).
bool contains(const SourceManager &SM, const Decl *D, SourceLocation Loc) {
  SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(D->getEndLoc());
  return Begin.isValid() && End.isValid() &&
         !SM.isBeforeInTranslationUnit(Loc, Begin) &&
         !SM.isBeforeInTranslationUnit(End, Loc);
}

/// The declaration directly in \p DC (any declaration of a namespace) whose
/// range holds \p Loc, or null.
const Decl *enclosingDecl(const SourceManager &SM, const DeclContext *DC,
                          SourceLocation Loc) {
  auto Search = [&](const DeclContext *Context) -> const Decl * {
    for (const Decl *D : Context->decls())
      if (!D->isImplicit() && contains(SM, D, Loc))
        return D;
    return nullptr;
  };
  if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
    for (const NamespaceDecl *R : NS->redecls())
      if (contains(SM, R, Loc))
        return Search(R);
    return nullptr;
  }
  return Search(DC);
}

/// Where a declaration of a member of \p DC (a namespace or the translation
/// unit) goes so that a use at \p Use finds it.
struct DeclarationPlace {
  /// The declaration before which it goes: in DC, or in the nearest
  /// namespace around DC, the one whose text holds \p Use.
  const Decl *Before = nullptr;
  /// What opens and closes the namespaces from there down to DC
  /// (`namespace details { ` and `} `); empty when Before is in DC.
  std::string Open, Close;
};

/// The DeclarationPlace for \p DC and \p Use; std::nullopt when no
/// namespace around DC holds \p Use, or a namespace between them is
/// unnamed or inline (it cannot be reopened by its name).
std::optional<DeclarationPlace> declarationPlace(const SourceManager &SM,
                                                 const DeclContext *DC,
                                                 SourceLocation Use) {
  DeclarationPlace Place;
  for (const DeclContext *Context = DC->getRedeclContext(); Context;) {
    if ((Place.Before = enclosingDecl(SM, Context, Use)))
      return Place;
    const auto *NS = dyn_cast<NamespaceDecl>(Context);
    if (!NS || NS->isAnonymousNamespace() || NS->isInline())
      return std::nullopt;
    Place.Open = "namespace " + NS->getName().str() + " { " + Place.Open;
    Place.Close += "} ";
    Context = NS->getParent()->getRedeclContext();
  }
  return std::nullopt;
}

/// True if \p FT (may be null) or \p FD has a default argument.
bool hasDefaultTemplateArguments(const TemplateDecl *TD);

bool hasDefaultArguments(const FunctionTemplateDecl *FT,
                         const FunctionDecl *FD) {
  for (const ParmVarDecl *P : FD->parameters())
    if (P->hasDefaultArg())
      return true;
  return FT && hasDefaultTemplateArguments(FT);
}

/// True if a template parameter of \p TD has a default argument (it may
/// not be repeated in a second declaration).
bool hasDefaultTemplateArguments(const TemplateDecl *TD) {
  for (const NamedDecl *P : *TD->getTemplateParameters()) {
    if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P);
        T && T->hasDefaultArgument())
      return true;
    if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P);
        N && N->hasDefaultArgument())
      return true;
    if (const auto *TT = dyn_cast<TemplateTemplateParmDecl>(P);
        TT && TT->hasDefaultArgument())
      return true;
  }
  return false;
}

/// The type location under qualifiers and `ns::` of \p TL.
TypeLoc namedTypeLoc(TypeLoc TL) {
  for (;;) {
    if (auto Q = TL.getAs<QualifiedTypeLoc>())
      TL = Q.getUnqualifiedLoc();
    else if (auto E = TL.getAs<ElaboratedTypeLoc>())
      TL = E.getNamedTypeLoc();
    else
      return TL;
  }
}

/// The text of \p File from \p From to \p To on one line: its line breaks
/// and the white space after them become one space, or, where it holds a
/// comment, its tokens separated by spaces. Empty if it holds a
/// preprocessor directive. The edits of a round keep every line where it was,
/// so that the next round's diagnostics point at the input's lines.
std::string oneLine(const SourceManager &SM, const LangOptions &LangOpts,
                    FileID File, unsigned From, unsigned To) {
  StringRef Buffer = SM.getBufferData(File);
  StringRef Text = Buffer.slice(From, To).rtrim();
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(),
            Buffer.begin() + From, Buffer.end());
  Raw.SetCommentRetentionState(true);
  std::vector<std::string> Tokens;
  bool HasComment = false;
  Token Tok;
  while (!Raw.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (SM.getFileOffset(Tok.getLocation()) >= From + Text.size())
      break;
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine())
      return {};
    if (Tok.is(tok::comment)) {
      HasComment = true;
      continue;
    }
    Tokens.push_back(Lexer::getSpelling(Tok, SM, LangOpts));
  }
  std::string Line;
  if (HasComment) {
    for (const std::string &T : Tokens)
      Line += (Line.empty() ? "" : " ") + T;
    return Line;
  }
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] != '\n' && Text[I] != '\r') {
      Line += Text[I];
      continue;
    }
    while (I + 1 < Text.size() && isWhitespace(Text[I + 1]))
      ++I;
    if (!Line.empty() && Line.back() != ' ')
      Line += ' ';
  }
  return Line;
}

} // namespace

llvm::ArrayRef<const NamedDecl *> DeclsByLocation::at(SourceLocation Loc) {
  if (!Built) {
    DeclCollector(Decls).TraverseAST(Ctx);
    Built = true;
  }
  auto It = Decls.find(Loc);
  if (It == Decls.end())
    return {};
  return It->second;
}

std::vector<const FunctionDecl *>
functionsInNamespace(const DeclContext *Namespace, StringRef Name) {
  std::vector<const FunctionDecl *> Found;
  const DeclContext *Primary = Namespace->getPrimaryContext();
  ASTContext &Ctx = cast<Decl>(Primary)->getASTContext();
  for (const NamedDecl *D :
       Primary->lookup(DeclarationName(&Ctx.Idents.get(Name)))) {
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      Found.push_back(FT->getTemplatedDecl());
    else if (const auto *FD = dyn_cast<FunctionDecl>(D))
      Found.push_back(FD);
  }
  return Found;
}

std::optional<std::pair<const DeclContext *, std::string>>
unresolvedCalleeAt(ASTContext &Ctx, SourceLocation Loc,
                   const DeclContext *Around) {
  struct Finder : RecursiveASTVisitor<Finder> {
    SourceLocation Loc;
    const UnresolvedLookupExpr *Found = nullptr;
    bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
      if (E->getBeginLoc() == Loc || E->getNameLoc() == Loc)
        Found = E;
      return !Found;
    }
  } F;
  F.Loc = Loc;
  F.TraverseAST(Ctx);
  if (!F.Found || !F.Found->getName().isIdentifier())
    return std::nullopt;
  const DeclContext *DC = nullptr;
  if (NestedNameSpecifier *Q = F.Found->getQualifier()) {
    if (const NamespaceDecl *NS = Q->getAsNamespace())
      DC = NS;
    else if (const NamespaceAliasDecl *Alias = Q->getAsNamespaceAlias())
      DC = Alias->getNamespace();
    else if (Q->getKind() == NestedNameSpecifier::Global)
      DC = Ctx.getTranslationUnitDecl();
  } else if (F.Found->getNumDecls()) {
    DC = (*F.Found->decls_begin())
             ->getUnderlyingDecl()
             ->getDeclContext()
             ->getRedeclContext();
  } else if (Around) {
    DC = Around->getRedeclContext();
  }
  if (!DC || !(isa<NamespaceDecl>(DC) || isa<TranslationUnitDecl>(DC)))
    return std::nullopt;
  return std::make_pair(DC, F.Found->getName().getAsString());
}

std::optional<TemplateTextEdit>
laterFunctionDeclaration(ASTContext &Ctx, SourceLocation CallLoc,
                         const FunctionDecl *Callee) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (isa<CXXMethodDecl>(Callee))
    return std::nullopt;
  bool HasBody = Callee->doesThisDeclarationHaveABody() && Callee->getBody();
  const FunctionTemplateDecl *FT = Callee->getDescribedFunctionTemplate();
  if (hasDefaultArguments(FT, Callee))
    return std::nullopt;
  const DeclContext *DC = Callee->getDeclContext()->getRedeclContext();
  if (!isa<NamespaceDecl>(DC) && !isa<TranslationUnitDecl>(DC))
    return std::nullopt;
  SourceLocation Call = SM.getExpansionLoc(CallLoc);
  std::optional<DeclarationPlace> Place = declarationPlace(SM, DC, Call);
  if (!Place)
    return std::nullopt;
  SourceLocation Point = Place->Before->getBeginLoc();
  SourceLocation Begin = FT ? FT->getBeginLoc() : Callee->getBeginLoc();
  // The declaration's text ends before the body, or (a declaration only:
  // cblas_test_v2's `test_list& get_test_list();`, defined in another
  // file) at its last token.
  SourceLocation BodyBegin;
  if (HasBody) {
    BodyBegin = Callee->getBody()->getBeginLoc();
  } else {
    SourceLocation Last = SM.getExpansionLoc(Callee->getEndLoc());
    BodyBegin = Last.isFileID()
                    ? Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts())
                    : SourceLocation();
  }
  if (!Point.isFileID() || !Begin.isFileID() || BodyBegin.isInvalid() ||
      !BodyBegin.isFileID())
    return std::nullopt;
  FileID File = SM.getFileID(Point);
  FileID CalleeFile = SM.getFileID(Begin);
  if (SM.getFileID(BodyBegin) != CalleeFile ||
      !SM.isBeforeInTranslationUnit(Point, Begin))
    return std::nullopt;
  SignatureTypes Types(SM, Point);
  if (FT)
    for (NamedDecl *P : *FT->getTemplateParameters())
      Types.TraverseDecl(P);
  if (TypeSourceInfo *TSI = Callee->getTypeSourceInfo())
    Types.TraverseTypeLoc(TSI->getTypeLoc());
  if (!Types.Before)
    return std::nullopt;
  // A typedef declared after the caller that the signature names
  // (`typedef std::vector<...> test_list;`) is declared again before the
  // function, when what it names is declared before the caller (a typedef
  // may be repeated).
  std::string Typedefs;
  for (const TypedefNameDecl *Typedef : Types.LaterTypedefs) {
    SignatureTypes Inner(SM, Point);
    Inner.TraverseTypeLoc(Typedef->getTypeSourceInfo()->getTypeLoc());
    SourceLocation TypedefBegin = Typedef->getBeginLoc();
    SourceLocation TypedefLast = SM.getExpansionLoc(Typedef->getEndLoc());
    if (!Inner.Before || !Inner.LaterTypedefs.empty() ||
        !TypedefBegin.isFileID() || !TypedefLast.isFileID() ||
        SM.getFileID(TypedefBegin) != SM.getFileID(TypedefLast) ||
        Typedef->getDeclContext()->getRedeclContext() != DC)
      return std::nullopt;
    SourceLocation TypedefEnd =
        Lexer::getLocForEndOfToken(TypedefLast, 0, SM, Ctx.getLangOpts());
    std::string Text =
        oneLine(SM, Ctx.getLangOpts(), SM.getFileID(TypedefBegin),
                SM.getFileOffset(TypedefBegin), SM.getFileOffset(TypedefEnd));
    if (Text.empty())
      return std::nullopt;
    Typedefs += Text + "; ";
  }
  std::string Declaration =
      oneLine(SM, Ctx.getLangOpts(), CalleeFile, SM.getFileOffset(Begin),
              SM.getFileOffset(BodyBegin));
  if (Declaration.empty())
    return std::nullopt;
  return TemplateTextEdit{File, SM.getFileOffset(Point), 0,
                          Place->Open + Typedefs + Declaration + "; " +
                              Place->Close};
}

namespace {

/// True if every declaration that the expressions of \p ED's enumerators
/// name is one of its enumerators or is declared before \p Point.
bool enumeratorsNameEarlier(const SourceManager &SM, const EnumDecl *ED,
                            SourceLocation Point) {
  struct Names : RecursiveASTVisitor<Names> {
    const SourceManager &SM;
    const EnumDecl *ED;
    SourceLocation Point;
    bool Earlier = true;
    Names(const SourceManager &SM, const EnumDecl *ED, SourceLocation Point)
        : SM(SM), ED(ED), Point(Point) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const ValueDecl *D = E->getDecl();
      if (D->getDeclContext() == ED)
        return true;
      SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
      Earlier = Loc.isValid() && SM.isBeforeInTranslationUnit(Loc, Point);
      return Earlier;
    }
  } V(SM, ED, Point);
  for (const EnumConstantDecl *EC : ED->enumerators())
    if (const Expr *Init = EC->getInitExpr())
      if (!V.TraverseStmt(const_cast<Expr *>(Init)))
        return false;
  return V.Earlier;
}

/// The forward declaration of \p Record (\p Template: its class template, or
/// null), which is defined after \p Use, before the declaration around
/// \p Use (`template <unsigned N> struct IsPowerOfTwoStatic; `).
std::optional<LaterDeclarationEdit>
laterClassDeclaration(ASTContext &Ctx, SourceLocation Use,
                      const CXXRecordDecl *Record,
                      const ClassTemplateDecl *Template) {
  const SourceManager &SM = Ctx.getSourceManager();
  const Decl *First = Template ? static_cast<const Decl *>(Template)
                               : static_cast<const Decl *>(Record);
  bool Redeclared = Template ? Template->getPreviousDecl() != nullptr
                             : Record->getPreviousDecl() != nullptr;
  if (Redeclared || !Record->getIdentifier() ||
      (Template && hasDefaultTemplateArguments(Template)))
    return std::nullopt;
  std::optional<DeclarationPlace> Place =
      declarationPlace(SM, Record->getDeclContext(), SM.getExpansionLoc(Use));
  if (!Place)
    return std::nullopt;
  SourceLocation Point = Place->Before->getBeginLoc();
  SourceLocation Begin = First->getBeginLoc(), Name = Record->getLocation();
  if (!Point.isFileID() || !Begin.isFileID() || !Name.isFileID() ||
      SM.getFileID(Begin) != SM.getFileID(Name) ||
      !SM.isBeforeInTranslationUnit(Point, Begin))
    return std::nullopt;
  if (Template) {
    SignatureTypes Types(SM, Point);
    for (NamedDecl *P : *Template->getTemplateParameters())
      Types.TraverseDecl(P);
    if (!Types.Before || !Types.LaterTypedefs.empty())
      return std::nullopt;
  }
  SourceLocation NameEnd =
      Lexer::getLocForEndOfToken(Name, 0, SM, Ctx.getLangOpts());
  std::string Declaration =
      oneLine(SM, Ctx.getLangOpts(), SM.getFileID(Begin),
              SM.getFileOffset(Begin), SM.getFileOffset(NameEnd));
  if (Declaration.empty())
    return std::nullopt;
  LaterDeclarationEdit Edit;
  Edit.Declared = First;
  Edit.Insert = {SM.getFileID(Point), SM.getFileOffset(Point), 0,
                 Place->Open + Declaration + "; " + Place->Close};
  return Edit;
}

/// The definition of \p ED, an enum whose enumerator is named at \p Use
/// before it, moved before the declaration around \p Use: the text there,
/// and where it was, the same lines as comments.
std::optional<LaterDeclarationEdit>
movedEnumDefinition(ASTContext &Ctx, SourceLocation Use, const EnumDecl *ED) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (!ED->isThisDeclarationADefinition() || ED->getPreviousDecl() ||
      ED->getMostRecentDecl() != ED)
    return std::nullopt;
  std::optional<DeclarationPlace> Place =
      declarationPlace(SM, ED->getDeclContext(), SM.getExpansionLoc(Use));
  if (!Place)
    return std::nullopt;
  SourceLocation Point = Place->Before->getBeginLoc();
  SourceLocation Begin = ED->getBeginLoc(),
                 Close = ED->getBraceRange().getEnd();
  if (!Point.isFileID() || !Begin.isFileID() || !Close.isFileID() ||
      SM.getFileID(Begin) != SM.getFileID(Close) ||
      !SM.isBeforeInTranslationUnit(Point, Begin) ||
      !enumeratorsNameEarlier(SM, ED, Point))
    return std::nullopt;
  if (const TypeSourceInfo *Fixed = ED->getIntegerTypeSourceInfo()) {
    SignatureTypes Types(SM, Point);
    Types.TraverseTypeLoc(Fixed->getTypeLoc());
    if (!Types.Before || !Types.LaterTypedefs.empty())
      return std::nullopt;
  }
  FileID File = SM.getFileID(Begin);
  StringRef Text = SM.getBufferData(File);
  unsigned From = SM.getFileOffset(Begin);
  unsigned End = SM.getFileOffset(Close) + 1; // after the `}`
  // `enum E { ... };` only: `enum E { ... } e;` declares a variable too.
  while (End < Text.size() && isHorizontalWhitespace(Text[End]))
    ++End;
  if (End >= Text.size() || Text[End] != ';')
    return std::nullopt;
  ++End;
  // What follows on the `;`'s line would be commented out with it.
  StringRef Rest = Text.substr(End).take_until(
      [](char C) { return C == '\n' || C == '\r'; });
  if (!Rest.trim().empty() && !Rest.ltrim().starts_with("//"))
    return std::nullopt;
  std::string Definition = oneLine(SM, Ctx.getLangOpts(), File, From, End);
  if (Definition.empty())
    return std::nullopt;
  LaterDeclarationEdit Edit;
  Edit.Declared = ED;
  Edit.Insert = {SM.getFileID(Point), SM.getFileOffset(Point), 0,
                 Place->Open + Definition + " " + Place->Close};
  // Where it was: every line a line comment (the lines stay where they
  // were, see oneLine).
  std::string Comment = "// amp2hip, AMP2HIP-W0003: moved before its first "
                        "use in a template: ";
  for (char C : Text.slice(From, End)) {
    Comment += C;
    if (C == '\n')
      Comment += "// ";
  }
  Edit.Remove.push_back({File, From, End - From, Comment});
  return Edit;
}

} // namespace

std::optional<LaterDeclarationEdit>
laterDeclaration(ASTContext &Ctx, SourceLocation Use, const NamedDecl *D) {
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
    D = FT->getTemplatedDecl();
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    std::optional<TemplateTextEdit> Insert =
        laterFunctionDeclaration(Ctx, Use, FD);
    if (!Insert)
      return std::nullopt;
    LaterDeclarationEdit Edit;
    Edit.Declared = FD;
    Edit.Insert = std::move(*Insert);
    return Edit;
  }
  if (const auto *CTD = dyn_cast<ClassTemplateDecl>(D))
    return laterClassDeclaration(Ctx, Use, CTD->getTemplatedDecl(), CTD);
  if (const auto *Record = dyn_cast<CXXRecordDecl>(D);
      Record && !Record->getDescribedClassTemplate() &&
      !isa<ClassTemplateSpecializationDecl>(Record))
    return laterClassDeclaration(Ctx, Use, Record, nullptr);
  if (const auto *EC = dyn_cast<EnumConstantDecl>(D))
    return movedEnumDefinition(Ctx, Use, cast<EnumDecl>(EC->getDeclContext()));
  return std::nullopt;
}

std::vector<TemplateTextEdit>
partialSpecializationTypeEdits(ASTContext &Ctx, DeclsByLocation &Decls,
                               llvm::ArrayRef<SourceLocation> NoteLocs) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<TemplateTextEdit> Edits;
  llvm::DenseSet<const NonTypeTemplateParmDecl *> Done;
  for (SourceLocation Loc : NoteLocs) {
    for (const NamedDecl *D : Decls.at(Loc)) {
      const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(D);
      const ASTTemplateArgumentListInfo *Args =
          PS ? PS->getTemplateArgsAsWritten() : nullptr;
      if (!Args)
        continue;
      for (const TemplateArgumentLoc &Arg : Args->arguments()) {
        if (Arg.getArgument().getKind() != TemplateArgument::Type ||
            !Arg.getTypeSourceInfo())
          continue;
        auto TST = namedTypeLoc(Arg.getTypeSourceInfo()->getTypeLoc())
                       .getAs<TemplateSpecializationTypeLoc>();
        const TemplateDecl *TD =
            TST ? TST.getTypePtr()->getTemplateName().getAsTemplateDecl()
                : nullptr;
        if (!TD)
          continue;
        const TemplateParameterList *Params = TD->getTemplateParameters();
        for (unsigned I = 0; I < TST.getNumArgs() && I < Params->size(); ++I) {
          TemplateArgumentLoc Inner = TST.getArgLoc(I);
          if (Inner.getArgument().getKind() != TemplateArgument::Expression)
            continue;
          const auto *Ref = dyn_cast<DeclRefExpr>(
              Inner.getSourceExpression()->IgnoreParenImpCasts());
          const auto *P =
              Ref ? dyn_cast<NonTypeTemplateParmDecl>(Ref->getDecl()) : nullptr;
          const auto *Target =
              dyn_cast<NonTypeTemplateParmDecl>(Params->getParam(I));
          if (!P || !Target ||
              !llvm::is_contained(*PS->getTemplateParameters(), P))
            continue;
          QualType From = P->getType(), To = Target->getType();
          if (To->isDependentType() || !From->isIntegralOrEnumerationType() ||
              !To->isIntegralOrEnumerationType() || Ctx.hasSameType(From, To))
            continue;
          SourceLocation Begin = P->getBeginLoc(), Name = P->getLocation();
          if (!P->getIdentifier() || !Begin.isFileID() || !Name.isFileID() ||
              SM.getFileID(Begin) != SM.getFileID(Name) ||
              !Done.insert(P).second)
            continue;
          unsigned From0 = SM.getFileOffset(Begin);
          Edits.push_back({SM.getFileID(Begin), From0,
                           SM.getFileOffset(Name) - From0,
                           To.getAsString(Ctx.getPrintingPolicy()) + " "});
        }
      }
    }
  }
  return Edits;
}

std::vector<TemplateTextEdit>
uninstantiatedTemplateEdits(ASTContext &Ctx, const FunctionDecl *Template) {
  const SourceManager &SM = Ctx.getSourceManager();
  const FunctionTemplateDecl *FT =
      Template ? Template->getDescribedFunctionTemplate() : nullptr;
  if (!FT || !FT->specializations().empty() || FT->getPreviousDecl() ||
      !Template->getBody())
    return {};
  SourceRange Body = Template->getBody()->getSourceRange();
  SourceLocation Close = Body.getEnd();
  if (!Body.getBegin().isFileID() || !Close.isFileID() ||
      SM.getFileID(Body.getBegin()) != SM.getFileID(Close))
    return {};
  FileID File = SM.getFileID(Close);
  unsigned Open = SM.getFileOffset(Body.getBegin());
  unsigned End = SM.getFileOffset(Close) + 1; // after the `}`
  StringRef Text = SM.getBufferData(File);
  // A body that the file ends in (no `}`: Clang's recovery ends it at the
  // end of the file) is not stubbed: there is no `}` to replace up to.
  if (End > Text.size() || Text[End - 1] != '}')
    return {};
  // What follows the `}` on its line would be commented out with the body.
  StringRef Rest = Text.substr(End).take_until(
      [](char C) { return C == '\n' || C == '\r'; });
  if (!Rest.trim().empty())
    return {};
  // Every line of the body becomes a line comment: the lines stay where they
  // were (see oneLine), and the reader still sees the body.
  std::string Stub = "= delete; // amp2hip, AMP2HIP-W0003: never instantiated "
                     "here, and its body does not parse: ";
  for (char C : Text.slice(Open, End)) {
    Stub += C;
    if (C == '\n')
      Stub += "// ";
  }
  return {{File, Open, End - Open, Stub}};
}

} // namespace amp2hip
