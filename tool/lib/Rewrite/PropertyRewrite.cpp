//===- PropertyRewrite.cpp - Short vector properties to calls -------------===//

#include "Rewrite/PropertyRewrite.h"

#include "Analysis/AmpModel.h"
#include "Edits/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

/// Every pseudo-object expression of the translation unit (the AST form of a
/// property use), templates' instantiations included.
class UseFinder : public RecursiveASTVisitor<UseFinder> {
public:
  std::vector<const PseudoObjectExpr *> Uses;
  std::vector<const MSPropertyDecl *> Declarations;
  bool Instantiations = true;
  bool shouldVisitTemplateInstantiations() const { return Instantiations; }
  bool VisitPseudoObjectExpr(PseudoObjectExpr *E) {
    Uses.push_back(E);
    return true;
  }
  bool VisitMSPropertyDecl(MSPropertyDecl *D) {
    // Once, as written: not again in each instantiation of a class template.
    const auto *RD = dyn_cast<CXXRecordDecl>(D->getDeclContext());
    if (!RD || !isTemplateInstantiation(RD->getTemplateSpecializationKind()))
      Declarations.push_back(D);
    return true;
  }
};

const Expr *skipOpaque(const Expr *E) {
  while (const auto *OVE = dyn_cast_or_null<OpaqueValueExpr>(E))
    E = OVE->getSourceExpr();
  return E;
}

/// The operand of an assignment or increment, or the whole expression.
const Expr *propertyOperand(const PseudoObjectExpr *POE) {
  const Expr *Syn = POE->getSyntacticForm();
  if (const auto *BO = dyn_cast<BinaryOperator>(Syn))
    return BO->getLHS();
  if (const auto *UO = dyn_cast<UnaryOperator>(Syn))
    return UO->getSubExpr();
  return Syn;
}

bool isAssignmentOperator(OverloadedOperatorKind K) {
  switch (K) {
  case OO_Equal:
  case OO_PlusEqual:
  case OO_MinusEqual:
  case OO_StarEqual:
  case OO_SlashEqual:
  case OO_PercentEqual:
  case OO_CaretEqual:
  case OO_AmpEqual:
  case OO_PipeEqual:
  case OO_LessLessEqual:
  case OO_GreaterGreaterEqual:
  case OO_PlusPlus:
  case OO_MinusMinus:
    return true;
  default:
    return false;
  }
}

/// True if evaluating \p S twice does what evaluating it once does: no
/// assignments, increments, allocations, and no calls other than those of
/// the AMP library (accessors such as array_view::operator[] and the short
/// vector getters) and of functions declared const or pure.
bool isRepeatable(const Stmt *S) {
  if (!S)
    return true;
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(S))
    return isRepeatable(OVE->getSourceExpr());
  if (const auto *POE = dyn_cast<PseudoObjectExpr>(S))
    return isRepeatable(POE->getSyntacticForm());
  if (const auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->isAssignmentOp())
      return false;
  if (const auto *UO = dyn_cast<UnaryOperator>(S))
    if (UO->isIncrementDecrementOp())
      return false;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD)
      return false;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
      if (isAssignmentOperator(Op->getOperator()))
        return false;
    if (!isInAmpNamespace(FD) && !FD->hasAttr<ConstAttr>() &&
        !FD->hasAttr<PureAttr>())
      return false;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(S)) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (!Ctor || (!Ctor->isTrivial() && !isInAmpNamespace(Ctor)))
      return false;
  }
  if (isa<CXXNewExpr, CXXDeleteExpr, CXXThrowExpr, StmtExpr, LambdaExpr,
          CoroutineSuspendExpr>(S))
    return false;
  for (const Stmt *Child : S->children())
    if (!isRepeatable(Child))
      return false;
  return true;
}

/// True if \p E, written as the right operand of a binary operator, binds
/// to it without parentheses whatever the operator.
bool bindsTighterThanBinary(const Expr *E) {
  E = skipOpaque(E)->IgnoreUnlessSpelledInSource();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    OverloadedOperatorKind K = Op->getOperator();
    return K == OO_Subscript || K == OO_Call || K == OO_Arrow ||
           (Op->getNumArgs() == 1 && K != OO_PlusPlus && K != OO_MinusMinus);
  }
  if (const auto *POE = dyn_cast<PseudoObjectExpr>(E))
    return isa<MSPropertyRefExpr>(POE->getSyntacticForm()->IgnoreParens());
  return isa<DeclRefExpr, IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
             CharacterLiteral, StringLiteral, ParenExpr, CallExpr, MemberExpr,
             ArraySubscriptExpr, UnaryOperator, CXXNamedCastExpr,
             CXXFunctionalCastExpr, CXXTemporaryObjectExpr,
             CXXUnresolvedConstructExpr, CXXThisExpr, CStyleCastExpr>(E);
}

class PropertyRewriter {
public:
  PropertyRewriter(ASTContext &Ctx, DiagReporter &Diags, llvm::StringRef Buffer,
                   EditTarget &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()),
        Diags(Diags), Buffer(Buffer), Out(Out), File(Out.file()) {}

  /// Rewrites \p Uses (in this rewriter's file) for the next round's text:
  /// no diagnostics; a use that cannot be rewritten is left to the final
  /// rewrite, which reports it.
  unsigned plan(std::vector<const PseudoObjectExpr *> Uses) {
    Planning = true;
    sortByMember(Uses);
    for (const PseudoObjectExpr *POE : Uses)
      rewrite(POE);
    return Count;
  }

  unsigned run() {
    UseFinder Finder;
    Finder.TraverseAST(Ctx);
    std::vector<const PseudoObjectExpr *> Uses;
    for (const PseudoObjectExpr *POE : Finder.Uses) {
      if (const MSPropertyRefExpr *Ref = propertyRef(POE))
        if (SM.getFileID(SM.getFileLoc(Ref->getMemberLoc())) == File)
          Uses.push_back(POE);
    }
    sortByMember(Uses);
    for (const PseudoObjectExpr *POE : Uses)
      rewrite(POE);
    for (const MSPropertyDecl *PD : Finder.Declarations)
      removeDeclaration(PD);
    return Count;
  }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
  DiagReporter &Diags;
  llvm::StringRef Buffer;
  EditTarget &Out;
  FileID File;                   ///< the file being translated
  llvm::DenseSet<unsigned> Done; ///< property names rewritten or reported
  unsigned Count = 0;
  bool Planning = false; ///< plan(): edits for the next round, no reports

  /// By the position of the property name: a use inside the object of
  /// another comes first, so that the object is copied already rewritten.
  void sortByMember(std::vector<const PseudoObjectExpr *> &Uses) const {
    std::stable_sort(
        Uses.begin(), Uses.end(),
        [this](const PseudoObjectExpr *A, const PseudoObjectExpr *B) {
          return SM.isBeforeInTranslationUnit(
              SM.getFileLoc(propertyRef(A)->getMemberLoc()),
              SM.getFileLoc(propertyRef(B)->getMemberLoc()));
        });
  }

  /// Reports a use that cannot be rewritten (AMP2HIP-E0010), unless planning.
  void reportUse(SourceLocation Loc, DiagId Id, const std::string &Message) {
    if (!Planning)
      Diags.report(Loc, Id, Message);
  }

  /// True for a property that the program declares (not a system header's,
  /// such as the AMP headers' short vector swizzles).
  bool isProgramProperty(const MSPropertyDecl *PD) const {
    // Not isInAmpNamespace: SolveTSP's copy of the short vector classes is
    // in namespace Concurrency::graphics, and its properties are its own.
    return !SM.isInSystemHeader(PD->getLocation());
  }

  /// "short vector property" (the AMP headers') or "property" (the
  /// program's), as the diagnostics name it.
  std::string noun(const MSPropertyDecl *PD) const {
    return isProgramProperty(PD) ? "property" : "short vector property";
  }

public:
  /// The property reference of \p POE if it names a property of the AMP
  /// headers or of the program.
  const MSPropertyRefExpr *propertyRef(const PseudoObjectExpr *POE) const {
    const auto *Ref =
        dyn_cast<MSPropertyRefExpr>(propertyOperand(POE)->IgnoreParens());
    if (!Ref || !Ref->getPropertyDecl() ||
        (!isInAmpNamespace(Ref->getPropertyDecl()) &&
         !isProgramProperty(Ref->getPropertyDecl())))
      return nullptr;
    return Ref;
  }

private:
  /// A property the program declares (`__declspec(property(get = G, put =
  /// P)) T name;`), which GCC, hipcc and nvcc do not know: every use is a
  /// call of G or P by now, so the declaration is removed (a comment says
  /// what it was). AMP2HIP-W0003.
  void removeDeclaration(const MSPropertyDecl *PD) {
    if (!isProgramProperty(PD))
      return;
    SourceLocation Begin = SM.getExpansionLoc(PD->getBeginLoc());
    if (SM.getFileID(Begin) != File)
      return;
    // An indexed property (`T name[]`, `obj.name[i]` calls the getter with
    // the indices): not rewritten.
    if (PD->getType()->isArrayType()) {
      Diags.report(PD->getLocation(), DiagId::UnsupportedPropertyUse,
                   "the indexed property '" + PD->getNameAsString() +
                       "' (declared with []) is not rewritten by amp2hip; "
                       "call its get or put function with the indices "
                       "instead");
      return;
    }
    // The declaration's text: from `__declspec` (before the type) to `;`.
    unsigned Start = SM.getFileOffset(Begin);
    llvm::StringRef Before = Buffer.substr(0, Start);
    size_t Declspec = Before.rfind("__declspec");
    if (Declspec != llvm::StringRef::npos &&
        Before.substr(Declspec).find(';') == llvm::StringRef::npos &&
        Before.substr(Declspec).find('}') == llvm::StringRef::npos &&
        Before.substr(Declspec).find('{') == llvm::StringRef::npos)
      Start = Declspec;
    std::optional<unsigned> NameEnd = offsetIn(
        File, Lexer::getLocForEndOfToken(PD->getEndLoc(), 0, SM, LO), SM);
    size_t Semi = NameEnd ? Buffer.find(';', *NameEnd) : llvm::StringRef::npos;
    if (Semi == llvm::StringRef::npos ||
        Buffer.substr(*NameEnd, Semi - *NameEnd).trim() != "") {
      Diags.report(PD->getLocation(), DiagId::UnsupportedPropertyUse,
                   "the property '" + PD->getNameAsString() +
                       "' is declared where amp2hip cannot remove it (with "
                       "other declarators, or in a macro); declare it alone");
      return;
    }
    llvm::StringRef Text = Buffer.slice(Start, Semi + 1);
    // The declaration is removed, so the edits of its text are moot (the
    // qualification of its type `unorm`: NameQualification.cpp).
    Out.edits().eraseWithin(Start, Semi + 1);
    if (Text.contains("*/")) // would end the comment
      Out.add(Start, Semi + 1 - Start, "");
    else
      Out.add(Start, Semi + 1 - Start,
              "/* amp2hip: " + Text.str() +
                  " (its uses call the functions) */");
    Diags.report(SM.getExpansionLoc(PD->getLocation()), DiagId::MsvcDialect,
                 "'__declspec(property)' is an MSVC extension; the uses of '" +
                     PD->getNameAsString() +
                     "' are written as calls of its get and put functions "
                     "and the declaration is removed");
  }

  /// The file offset of the token at \p Loc, if the main file spells it
  /// there (directly or as a macro argument), not in a macro definition.
  std::optional<unsigned> tokenOffset(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return std::nullopt;
    SourceLocation FileLoc = SM.getFileLoc(Loc);
    if (Loc.isMacroID() && SM.getSpellingLoc(Loc) != FileLoc)
      return std::nullopt;
    if (SM.getFileID(FileLoc) != File)
      return std::nullopt;
    return SM.getFileOffset(FileLoc);
  }

  /// The file range of \p E if its text can be edited at its ends: in
  /// the file, in one macro argument, or a whole macro invocation.
  std::optional<OffsetRange> exprRange(const Expr *E) const {
    return offsetsIn(
        File,
        Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO),
        SM);
  }

  void reportMacro(const MSPropertyRefExpr *Ref, llvm::StringRef Getter,
                   llvm::StringRef Setter) {
    std::string Name = Ref->getPropertyDecl()->getNameAsString();
    reportUse(Ref->getMemberLoc(), DiagId::UnsupportedPropertyUse,
              "the " + noun(Ref->getPropertyDecl()) + " '" + Name +
                  "' is used in a macro definition, where amp2hip cannot "
                  "rewrite it; call " +
                  Getter.str() + "() or " + Setter.str() +
                  "(...) in the macro instead");
  }

  /// The object expression and the member operator, as the output spells
  /// them ("v.", "p->", "" for an implicit this), or std::nullopt.
  std::optional<std::string> objectText(const MSPropertyRefExpr *Ref) const {
    const Expr *Base = skipOpaque(Ref->getBaseExpr());
    if (!Base || Base->isImplicitCXXThis())
      return std::string();
    std::optional<OffsetRange> Range = exprRange(Base);
    if (!Range)
      return std::nullopt;
    return Out.edits().apply(Buffer, Range->first, Range->second) +
           (Ref->isArrow() ? "->" : ".");
  }

  /// Deletes the '(' of each parenthesis around the property reference (the
  /// ')' are inside the text the caller replaces).
  bool removeOpeningParens(const Expr *Operand) {
    std::vector<unsigned> Offsets;
    while (const auto *Paren = dyn_cast<ParenExpr>(Operand)) {
      std::optional<unsigned> Off = tokenOffset(Paren->getLParen());
      if (!Off)
        return false;
      Offsets.push_back(*Off);
      Operand = Paren->getSubExpr();
    }
    for (unsigned Off : Offsets)
      Out.add(Off, 1, "");
    return true;
  }

  /// True if the value of \p E is discarded (an expression statement, the
  /// left operand of a comma, a for-increment, a cast to void).
  bool isDiscarded(const Expr *E) {
    const Stmt *Child = E;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Child);
      if (Parents.empty())
        return false;
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P)
        return false;
      if (isa<ExprWithCleanups, ParenExpr, MaterializeTemporaryExpr,
              CXXBindTemporaryExpr>(P)) {
        Child = P;
        continue;
      }
      if (const auto *Cast = dyn_cast<CastExpr>(P))
        return Cast->getCastKind() == CK_ToVoid;
      if (const auto *BO = dyn_cast<BinaryOperator>(P))
        return BO->getOpcode() == BO_Comma && BO->getLHS() == Child;
      if (const auto *For = dyn_cast<ForStmt>(P))
        return For->getInc() == Child || For->getBody() == Child;
      if (const auto *If = dyn_cast<IfStmt>(P))
        return If->getThen() == Child || If->getElse() == Child;
      if (const auto *While = dyn_cast<WhileStmt>(P))
        return While->getBody() == Child;
      if (const auto *Do = dyn_cast<DoStmt>(P))
        return Do->getBody() == Child;
      return isa<CompoundStmt, SwitchCase, LabelStmt, AttributedStmt>(P);
    }
  }

  void rewrite(const PseudoObjectExpr *POE) {
    const MSPropertyRefExpr *Ref = propertyRef(POE);
    const MSPropertyDecl *PD = Ref->getPropertyDecl();
    SourceLocation MemberLoc = Ref->getMemberLoc();
    if (!Done.insert(SM.getFileOffset(SM.getFileLoc(MemberLoc))).second)
      return;
    llvm::StringRef Name = PD->getName();
    llvm::StringRef Getter =
        PD->hasGetter() ? PD->getGetterId()->getName() : llvm::StringRef();
    llvm::StringRef Setter =
        PD->hasSetter() ? PD->getSetterId()->getName() : llvm::StringRef();
    std::optional<unsigned> Member = tokenOffset(MemberLoc);
    if (!Member || Buffer.substr(*Member, Name.size()) != Name) {
      reportMacro(Ref, Getter, Setter);
      return;
    }

    // A colour name of one component (c.r) is the component, a data member
    // of the runtime's vectors: rename it, whatever the use.
    llvm::StringRef Component = Getter;
    if (!isProgramProperty(PD) && Component.consume_front("get_") &&
        Component.size() == 1) {
      Out.add(*Member, Name.size(), Component);
      ++Count;
      return;
    }

    const Expr *Syn = POE->getSyntacticForm();
    const Expr *Operand = propertyOperand(POE);
    const auto *Assign = dyn_cast<BinaryOperator>(Syn);
    const auto *IncDec = dyn_cast<UnaryOperator>(Syn);
    if (!Assign && !IncDec) { // A read.
      Out.add(*Member, Name.size(), Getter.str() + "()");
      ++Count;
      return;
    }

    if (Assign && Assign->getOpcode() == BO_Assign) {
      std::optional<OffsetRange> Rhs = exprRange(skipOpaque(Assign->getRHS()));
      if (!Rhs || Rhs->first < *Member + Name.size() ||
          !removeOpeningParens(Operand)) {
        reportMacro(Ref, Getter, Setter);
        return;
      }
      Out.add(*Member, Rhs->first - *Member, Setter.str() + "(");
      Out.add(Rhs->second, 0, ")");
      ++Count;
      return;
    }

    // Compound assignment and increments: read, compute, write back.
    llvm::StringRef Spelling =
        Assign ? BinaryOperator::getOpcodeStr(Assign->getOpcode())
               : UnaryOperator::getOpcodeStr(IncDec->getOpcode());
    if (!isRepeatable(Ref->getBaseExpr())) {
      reportUse(MemberLoc, DiagId::UnsupportedPropertyUse,
                "the object of the " + noun(PD) + " '" + Name.str() +
                    "' may have side effects: amp2hip rewrites '" + Name.str() +
                    " " + Spelling.str() + "' as " + Setter.str() + "(... " +
                    Getter.str() +
                    "() ...), which evaluates the object twice; bind the "
                    "object to a reference first (auto &v = ...; v." +
                    Name.str() + " " + Spelling.str() + " ...)");
      return;
    }
    if (IncDec && IncDec->isPostfix() && !isDiscarded(POE)) {
      reportUse(MemberLoc, DiagId::UnsupportedPropertyUse,
                "the value of '" + Name.str() + Spelling.str() +
                    "' is used: amp2hip rewrites an increment of a " +
                    noun(PD) + " as a call of " + Setter.str() +
                    ", which has no value; increment in a statement of its "
                    "own");
      return;
    }
    std::optional<std::string> Object = objectText(Ref);
    if (!Object) {
      reportMacro(Ref, Getter, Setter);
      return;
    }
    std::string Read = Setter.str() + "(" + *Object + Getter.str() + "() ";
    if (Assign) {
      std::optional<OffsetRange> Rhs = exprRange(skipOpaque(Assign->getRHS()));
      if (!Rhs || Rhs->first < *Member + Name.size() ||
          !removeOpeningParens(Operand)) {
        reportMacro(Ref, Getter, Setter);
        return;
      }
      bool Parens = !bindsTighterThanBinary(Assign->getRHS());
      llvm::StringRef Op = BinaryOperator::getOpcodeStr(
          BinaryOperator::getOpForCompoundAssignment(Assign->getOpcode()));
      Out.add(*Member, Rhs->first - *Member,
              Read + Op.str() + (Parens ? " (" : " "));
      Out.add(Rhs->second, 0, Parens ? "))" : ")");
      ++Count;
      return;
    }
    std::string Text = Read + (IncDec->isIncrementOp() ? "+ 1)" : "- 1)");
    std::optional<unsigned> OpBegin = tokenOffset(IncDec->getOperatorLoc());
    std::optional<OffsetRange> Whole = exprRange(Operand);
    if (!OpBegin || !Whole || !removeOpeningParens(Operand)) {
      reportMacro(Ref, Getter, Setter);
      return;
    }
    if (IncDec->isPrefix()) {
      Out.add(*OpBegin, 2, "");
      Out.add(*Member, Whole->second - *Member, Text);
    } else {
      Out.add(*Member, *OpBegin + 2 - *Member, Text);
    }
    ++Count;
  }
};

} // namespace

unsigned rewriteAmpProperties(ASTContext &Ctx, DiagReporter &Diags,
                              llvm::StringRef Buffer, EditTarget &Out) {
  return PropertyRewriter(Ctx, Diags, Buffer, Out).run();
}

unsigned planInstantiatedPropertyUses(
    ASTContext &Ctx,
    llvm::function_ref<std::optional<std::string>(FileID)> EditPath,
    std::vector<tooling::Replacement> &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  // A use's place: the file (as the next round finds it) and offset of its
  // property name.
  auto Key = [&](const PseudoObjectExpr *POE)
      -> std::optional<std::pair<std::string, unsigned>> {
    const auto *Ref =
        dyn_cast<MSPropertyRefExpr>(propertyOperand(POE)->IgnoreParens());
    if (!Ref)
      return std::nullopt;
    SourceLocation FileLoc = SM.getFileLoc(Ref->getMemberLoc());
    std::optional<std::string> Path = EditPath(SM.getFileID(FileLoc));
    if (!Path)
      return std::nullopt;
    return std::make_pair(*Path, SM.getFileOffset(FileLoc));
  };
  // The uses as written, outside instantiations: the final rewrite's.
  UseFinder Written;
  Written.Instantiations = false;
  Written.TraverseAST(Ctx);
  std::set<std::pair<std::string, unsigned>> AsWritten;
  for (const PseudoObjectExpr *POE : Written.Uses)
    if (auto K = Key(POE))
      AsWritten.insert(*K);
  UseFinder All;
  All.TraverseAST(Ctx);
  std::map<FileID, std::vector<const PseudoObjectExpr *>> ByFile;
  for (const PseudoObjectExpr *POE : All.Uses) {
    auto K = Key(POE);
    if (!K || AsWritten.count(*K))
      continue;
    const auto *Ref =
        cast<MSPropertyRefExpr>(propertyOperand(POE)->IgnoreParens());
    ByFile[SM.getFileID(SM.getFileLoc(Ref->getMemberLoc()))].push_back(POE);
  }
  DiagReporter Diags(Ctx.getDiagnostics());
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Added;
  unsigned Count = 0;
  for (auto &[File, Uses] : ByFile) {
    std::optional<std::string> Path = EditPath(File);
    if (!Path)
      continue;
    FileEdits FileOut;
    EditTarget Out(FileOut, Diags, SM, File);
    llvm::StringRef Buffer = SM.getBufferData(File);
    PropertyRewriter Rewriter(Ctx, Diags, Buffer, Out);
    // Only those whose object the rewriter knows: the same filter as run().
    llvm::erase_if(Uses, [&](const PseudoObjectExpr *POE) {
      const MSPropertyRefExpr *Ref = Rewriter.propertyRef(POE);
      return !Ref || SM.getFileID(SM.getFileLoc(Ref->getMemberLoc())) != File;
    });
    Rewriter.plan(std::move(Uses));
    for (const tooling::Replacement &R : FileOut.replacements()) {
      // A colour name that is its component already (`v.x` of the AMP
      // headers' vectors) is no edit: the next round would find it again.
      if (Buffer.substr(R.getOffset(), R.getLength()) == R.getReplacementText())
        continue;
      if (Added
              .insert({*Path, R.getOffset(), R.getLength(),
                       R.getReplacementText().str()})
              .second) {
        Edits.emplace_back(*Path, R.getOffset(), R.getLength(),
                           R.getReplacementText());
        ++Count;
      }
    }
  }
  return Count;
}

} // namespace amp2hip
