//===- MemberSpecializations.cpp - Specializations inside classes ---------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include "Compat/MemberSpecializations.h"

#include "Edits/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The explicit specializations of function templates whose lexical
/// context is a class, in source order (templates' patterns included, not
/// their instantiations).
class InClassSpecializations
    : public RecursiveASTVisitor<InClassSpecializations> {
public:
  explicit InClassSpecializations(const SourceManager &SM, FileID File)
      : SM(SM), File(File) {}
  std::vector<const FunctionDecl *> Found;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization &&
        isa<CXXRecordDecl>(FD->getLexicalDeclContext()) &&
        SM.getFileID(SM.getExpansionLoc(FD->getLocation())) == File)
      Found.push_back(FD);
    return true;
  }

private:
  const SourceManager &SM;
  FileID File;
};

/// True when code inside \p Outer names \p FD (a call from another member's
/// body, which the class's definition would then instantiate before the
/// moved specialization is declared).
bool usedInside(const CXXRecordDecl *Outer, const FunctionDecl *FD) {
  struct Uses : RecursiveASTVisitor<Uses> {
    const Decl *Target;
    bool Found = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Found |= E->getDecl()->getCanonicalDecl() == Target;
      return !Found;
    }
    bool VisitMemberExpr(MemberExpr *E) {
      Found |= E->getMemberDecl()->getCanonicalDecl() == Target;
      return !Found;
    }
  } V;
  V.Target = FD->getCanonicalDecl();
  V.TraverseDecl(const_cast<CXXRecordDecl *>(Outer));
  return V.Found;
}

/// True when the type written at \p TL names a declaration of one of the
/// classes \p Classes (a member typedef or class, which the name would no
/// longer find before the qualified declarator-id).
bool namesMemberOf(TypeLoc TL, llvm::ArrayRef<const CXXRecordDecl *> Classes) {
  struct Names : RecursiveASTVisitor<Names> {
    llvm::ArrayRef<const CXXRecordDecl *> Classes;
    bool Found = false;
    void note(const Decl *D) {
      if (D)
        if (const auto *RD = dyn_cast<CXXRecordDecl>(D->getDeclContext()))
          Found |= llvm::is_contained(Classes, RD->getDefinition());
    }
    bool VisitTypedefTypeLoc(TypedefTypeLoc L) {
      note(L.getTypedefNameDecl());
      return true;
    }
    bool VisitTagTypeLoc(TagTypeLoc L) {
      note(L.getDecl());
      return true;
    }
    bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc L) {
      note(L.getTypePtr()->getTemplateName().getAsTemplateDecl());
      return true;
    }
  } V;
  V.Classes = Classes;
  V.TraverseTypeLoc(TL);
  return V.Found;
}

/// The offset just after the `;` that ends the definition of \p Outer (its
/// `}` then any declarators), or std::nullopt.
std::optional<unsigned> afterClassDefinition(const CXXRecordDecl *Outer,
                                             FileID File,
                                             const SourceManager &SM,
                                             const LangOptions &LO) {
  SourceLocation Loc = Outer->getBraceRange().getEnd();
  if (Loc.isInvalid() || Loc.isMacroID())
    return std::nullopt;
  for (int Tokens = 0; Tokens < 256; ++Tokens) {
    std::optional<Token> Next = Lexer::findNextToken(Loc, SM, LO);
    if (!Next || Next->getLocation().isMacroID())
      return std::nullopt;
    if (Next->is(tok::semi))
      return offsetIn(File, Next->getEndLoc(), SM);
    if (Next->isOneOf(tok::l_brace, tok::r_brace, tok::eof))
      return std::nullopt;
    Loc = Next->getLocation();
  }
  return std::nullopt;
}

/// [Begin, End) widened to whole lines when only blanks share them.
std::pair<unsigned, unsigned> wholeLines(llvm::StringRef Text, unsigned Begin,
                                         unsigned End) {
  unsigned LineBegin = Begin;
  while (LineBegin > 0 &&
         (Text[LineBegin - 1] == ' ' || Text[LineBegin - 1] == '\t'))
    --LineBegin;
  unsigned LineEnd = End;
  while (
      LineEnd < Text.size() &&
      (Text[LineEnd] == ' ' || Text[LineEnd] == '\t' || Text[LineEnd] == '\r'))
    ++LineEnd;
  bool StartsLine = LineBegin == 0 || Text[LineBegin - 1] == '\n';
  bool EndsLine = LineEnd == Text.size() || Text[LineEnd] == '\n';
  if (!StartsLine || !EndsLine)
    return {Begin, End};
  return {LineBegin, LineEnd < Text.size() ? LineEnd + 1 : LineEnd};
}

} // namespace

std::vector<MemberSpecializationMove>
planMemberSpecializationMoves(ASTContext &Ctx, FileID File) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  InClassSpecializations Finder(SM, File);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  llvm::StringRef Text = SM.getBufferData(File);

  std::vector<MemberSpecializationMove> Moves;
  for (const FunctionDecl *FD : Finder.Found) {
    MemberSpecializationMove M;
    M.Specialization = FD;
    M.Loc = SM.getExpansionLoc(FD->getLocation());
    Moves.push_back(M);
    MemberSpecializationMove &Move = Moves.back();
    auto Keep = [&](llvm::StringRef Why) { Move.KeptBecause = Why.str(); };

    // The classes from the specialization's out to the outermost one.
    std::vector<const CXXRecordDecl *> Classes;
    const DeclContext *DC = FD->getLexicalDeclContext();
    while (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      Classes.push_back(RD);
      DC = RD->getLexicalDeclContext();
    }
    const CXXRecordDecl *Outer = Classes.back();
    std::string Qualifier;
    for (const CXXRecordDecl *RD : llvm::reverse(Classes)) {
      if (!RD->getIdentifier()) {
        Qualifier.clear();
        break;
      }
      Qualifier += RD->getName().str() + "::";
    }
    Move.Qualifier = Qualifier;
    if (Qualifier.empty()) {
      Keep("a class around it has no name");
      continue;
    }
    if (FD->isDependentContext() || Outer->isDependentContext()) {
      Keep("its class is a template or part of one");
      continue;
    }
    if (!DC->getRedeclContext()->isFileContext()) {
      Keep("its class is local to a function");
      continue;
    }
    if (FD->getNumTemplateParameterLists() != 1 ||
        FD->getTemplateParameterList(0)->size() != 0) {
      Keep("it is not written as one 'template <>' declaration");
      continue;
    }
    if (usedInside(Outer, FD)) {
      Keep("a member function of the class uses it, which needs it "
           "declared inside the class");
      continue;
    }
    if (FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
        !FTL || namesMemberOf(FTL.getReturnLoc(), Classes)) {
      Keep("its return type names a member of the class");
      continue;
    }
    if (FD->isDeleted() || FD->isExplicitlyDefaulted()) {
      Keep("it is deleted or defaulted");
      continue;
    }
    SourceLocation BeginLoc = FD->getOuterLocStart();
    SourceLocation NameLoc = FD->getLocation();
    SourceLocation EndLoc = FD->getEndLoc();
    SourceLocation RAngle = FD->getTemplateParameterList(0)->getRAngleLoc();
    std::optional<unsigned> Insert = afterClassDefinition(Outer, File, SM, LO);
    if (BeginLoc.isMacroID() || NameLoc.isMacroID() || EndLoc.isMacroID() ||
        RAngle.isMacroID() || !Insert) {
      Keep("a macro writes part of it or of its class");
      continue;
    }
    std::optional<unsigned> Begin = offsetIn(File, BeginLoc, SM);
    std::optional<unsigned> Name = offsetIn(File, NameLoc, SM);
    std::optional<unsigned> AfterHeader = offsetIn(File, RAngle, SM);
    std::optional<unsigned> End;
    if (FD->doesThisDeclarationHaveABody()) {
      End = offsetIn(File, EndLoc, SM);
      if (End)
        ++*End; // the body's '}'
    } else {
      SourceLocation Semi =
          Lexer::findLocationAfterToken(EndLoc, tok::semi, SM, LO, false);
      if (Semi.isValid())
        End = offsetIn(File, Semi, SM);
    }
    if (!Begin || !Name || !AfterHeader || !End || *End <= *Begin) {
      Keep("its text could not be found");
      continue;
    }
    Move.Begin = *Begin;
    Move.End = *End;
    std::tie(Move.CutBegin, Move.CutEnd) = wholeLines(Text, *Begin, *End);
    Move.NameOffset = *Name;
    if (FD->doesThisDeclarationHaveABody() && !FD->isInlineSpecified())
      Move.InlineOffset = *AfterHeader + 1;
    Move.InsertOffset = *Insert;
  }
  return Moves;
}

} // namespace amp2hip
