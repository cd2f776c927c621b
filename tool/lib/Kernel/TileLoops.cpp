//===- TileLoops.cpp - A tiled kernel as loops between its barriers -------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The analysis of TileLoops.h: where a tiled kernel's body may be cut at its
// barriers, and what each cut needs. Every rule that does not hold gives
// std::nullopt (the kernel keeps its fibers on the CPU platform).
//
//===----------------------------------------------------------------------===//

#include "Kernel/TileLoops.h"

#include "Analysis/AmpModel.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace amp2hip {

namespace {

/// True if \p Call is a tile barrier (tile_barrier::wait and its fenced
/// forms, C++ AMP v1.2 §8.1.2), as the Barriers pass rewrites it.
bool isBarrierCall(const CallExpr *Call) {
  return barrierReplacement(Call, /*InDevice=*/true) == "__syncthreads()";
}

/// The name by which a call is matched against functions that reach a
/// barrier: the callee's name (`operator()` included), or "" when the call
/// names no function (a dependent call through an object, a pointer).
std::string calleeKey(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return FD->getNameAsString();
  std::string Name = calleeName(Call).str();
  if (!Name.empty())
    return Name;
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *UME = dyn_cast<UnresolvedMemberExpr>(Callee))
    return UME->getMemberName().getAsString();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee))
    return ULE->getName().getAsString();
  return "";
}

/// The names of the program's functions (outside system headers) whose
/// bodies reach a tile barrier, directly or through calls by name.
class BarrierFunctions : public RecursiveASTVisitor<BarrierFunctions> {
public:
  explicit BarrierFunctions(ASTContext &Ctx) : SM(Ctx.getSourceManager()) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) &&
        SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      return true;
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return RecursiveASTVisitor::TraverseDecl(D);
    std::string Saved = std::move(Current);
    Current = FD->getNameAsString();
    Functions.try_emplace(Current);
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    Current = std::move(Saved);
    return Result;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (Current.empty())
      return true;
    Info &I = Functions[Current];
    if (isBarrierCall(Call))
      I.Barrier = true;
    else
      I.Callees.insert(calleeKey(Call));
    return true;
  }

  /// Call after traversing the translation unit.
  llvm::StringSet<> reaching() const {
    llvm::StringSet<> Reach;
    for (const auto &F : Functions)
      if (F.second.Barrier)
        Reach.insert(F.first());
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (const auto &F : Functions) {
        if (Reach.contains(F.first()))
          continue;
        for (const auto &C : F.second.Callees)
          if (Reach.contains(C.first())) {
            Reach.insert(F.first());
            Grew = true;
            break;
          }
      }
    }
    return Reach;
  }

private:
  struct Info {
    bool Barrier = false;
    llvm::StringSet<> Callees;
  };
  const SourceManager &SM;
  std::string Current;
  llvm::StringMap<Info> Functions;
};

/// Every call in a statement (nested lambdas included).
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  std::vector<const CallExpr *> Calls;
};

/// Every variable a statement names, with where.
class VarRefCollector : public RecursiveASTVisitor<VarRefCollector> {
public:
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      Refs.push_back({V, E});
    return true;
  }
  std::vector<std::pair<const VarDecl *, const DeclRefExpr *>> Refs;
};

/// The variables whose address is taken (`&x`).
class AddressOf : public RecursiveASTVisitor<AddressOf> {
public:
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      if (const auto *R =
              dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
          Taken.insert(V);
    return true;
  }
  llvm::DenseSet<const VarDecl *> Taken;
};

/// Finds what tile loops cannot keep: `return`, `goto` and labels (outside
/// nested lambdas), and declarations of names that are not variables (local
/// types, aliases, using-directives: a later phase, or the per-thread
/// storage declared before the phases, could not see them).
class ControlFlowCheck : public RecursiveASTVisitor<ControlFlowCheck> {
public:
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitTypeDecl(TypeDecl *) { return Allowed = false; }
  bool VisitUsingDecl(UsingDecl *) { return Allowed = false; }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *) { return Allowed = false; }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *) { return Allowed = false; }
  bool VisitReturnStmt(ReturnStmt *) { return Allowed = false; }
  bool VisitGotoStmt(GotoStmt *) { return Allowed = false; }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return Allowed = false; }
  bool VisitLabelStmt(LabelStmt *) { return Allowed = false; }
  bool Allowed = true; ///< false once something is found
};

/// True if a `break` or `continue` inside \p S leaves the loop whose body
/// \p S is (not one of a nested loop or switch).
bool leavesLoop(const Stmt *S, bool InSwitch = false) {
  if (!S)
    return false;
  if (isa<ContinueStmt>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InSwitch;
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, LambdaExpr>(S))
    return false;
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (leavesLoop(Child, Switch))
      return true;
  return false;
}

/// True if an array of \p T can hold per-thread copies of a variable of
/// type \p T: a class that is trivially copyable, default-constructible and
/// assignable (no const or reference member, in its members' classes either).
bool isStorable(QualType T) {
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !RD->isTriviallyCopyable() ||
      !(RD->hasDefaultConstructor() || RD->needsImplicitDefaultConstructor()))
    return false;
  for (const CXXBaseSpecifier &Base : RD->bases())
    if (!isStorable(Base.getType()))
      return false;
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    while (const ArrayType *A = FT->getAsArrayTypeUnsafe())
      FT = A->getElementType();
    if (FT.isConstQualified() || FT->isReferenceType() ||
        (!FT->isScalarType() && !isStorable(FT)))
      return false;
  }
  return true;
}

/// Every variable declared in a function's body, and every name of one.
class LocalDecls : public RecursiveASTVisitor<LocalDecls> {
public:
  bool VisitVarDecl(VarDecl *V) {
    Vars.push_back(V);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs.push_back(E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      Members.push_back(E->getMemberDecl());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    Types.push_back(TL.getTypedefNameDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    Types.push_back(TL.getDecl());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *) { return Lambda = true; }
  std::vector<const VarDecl *> Vars;
  /// The types named (typedefs, classes, enumerations).
  std::vector<const NamedDecl *> Types;
  std::vector<const DeclRefExpr *> Refs;
  /// The members named through `this` (a function object's).
  std::vector<const ValueDecl *> Members;
  bool Lambda = false;
};

/// True if \p T is one of C++ AMP's index types (index, extent,
/// tiled_index, tiled_extent): their members read the object only.
bool isIndexType(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  for (const char *Name : {"index", "extent", "tiled_index", "tiled_extent"})
    if (isAmpClassTemplate(T, Name))
      return true;
  return false;
}

class Planner {
public:
  Planner(const Stmt *Body, const ParmVarDecl *Index,
          const FileEdits &BodyEdits, FileID File, llvm::StringRef Buffer,
          ASTContext &Ctx)
      : Body(dyn_cast_or_null<CompoundStmt>(Body)), Index(Index), File(File),
        Buffer(Buffer), Ctx(Ctx), SM(Ctx.getSourceManager()),
        LO(Ctx.getLangOpts()) {
    Plan.Edits = BodyEdits;
  }

  std::optional<TileLoopPlan> run();

private:
  /// A phase: its statements (those whose variables it names), its block.
  struct PhaseInfo {
    unsigned Block = 0;
    std::vector<const Stmt *> Statements;
  };
  /// The block being planned: its plan, and the phase open in it.
  struct BlockState {
    unsigned BlockId;
    TileLoopBlock &Out;
    std::optional<PhaseInfo> Current;
  };
  /// How a parameter of an inlined function is bound to its argument.
  struct ParamBinding {
    const Expr *Arg = nullptr;
    std::string Type; ///< as the translation writes it
    /// Declared again in each phase that names it (Constant); else kept
    /// per thread, declared where the call was.
    bool Repeated = false;
  };

  /// Where a statement's text is: its range, `;` included.
  std::optional<OffsetRange> statementRange(const Stmt *S) const;
  /// A tile_static declaration statement (every variable tile_static).
  bool isSharedDeclaration(const Stmt *S) const;
  const CallExpr *barrierStatement(const Stmt *S) const;
  bool containsCut(const Stmt *S) const;
  /// True if a call in \p S (not a barrier) may reach a barrier.
  bool reachesBarrier(const Stmt *S) const;
  bool reaches(const CallExpr *Call) const;
  /// Plans the statements of a block (the body's, or a loop's) into
  /// \p Block; \p BlockId is 0 for the body, else 1 + the loop's index.
  bool planBlock(const CompoundStmt *Block, unsigned BlockId,
                 TileLoopBlock &Out);
  bool planStatement(const Stmt *S, BlockState &B);
  /// Adds \p Piece to the open phase of \p B (opening one); \p Named are
  /// the statements whose variables it names.
  void addPiece(BlockState &B, TileLoopPiece Piece,
                llvm::ArrayRef<const Stmt *> Named);
  void closePhase(BlockState &B);
  /// Sets the RowBound of the phase open in \p B when it is one `if` whose
  /// condition compares the tile's row with a value of the tile.
  void planRowBound(BlockState &B) const;
  /// True if \p E is `I.local[0]` of the tiled index I (namesIndex).
  bool isLocalRow(const Expr *E) const;
  /// True if \p E names the kernel's tiled index, or a parameter of an
  /// inlined function declared again in each phase whose argument does.
  bool namesIndex(const Expr *E) const;
  bool planLoop(const ForStmt *Loop, unsigned &LoopIndex);
  /// Writes the body of the function that statement \p S calls in its
  /// place, or returns false.
  bool planInlinedCall(const Stmt *S, BlockState &B);
  /// The function \p Call calls, when its body can be written in the
  /// kernel (see TileLoops.h), else nullptr.
  const FunctionDecl *inlinableCallee(const CallExpr *Call) const;
  /// Renames the parameters and locals of \p F in the copy (\p Prefix).
  bool renameLocals(const FunctionDecl *F, llvm::StringRef Prefix);
  bool bindParameter(const ParmVarDecl *P, const Expr *Arg,
                     const FunctionDecl *F, BlockState &B);
  /// True if \p E has the same value in every phase: it names only the
  /// tiled index, variables of no body, the variables of the `for` loops
  /// with barriers (which their bodies only read), and index members; it
  /// reads no memory and changes nothing.
  bool isPhaseInvariant(const Expr *E) const;
  /// True if the object \p E names is only read where \p E is: loaded,
  /// copied, bound to a const reference, or the object of a const member
  /// function (through its members too).
  bool isRead(const Expr *E) const;
  bool isUniformHeader(const ForStmt *Loop) const;
  bool isBodyLocal(const VarDecl *V) const;
  bool planLocals();
  /// Keeps \p V, which a later phase names, per thread (or repeats it).
  bool planLocal(const VarDecl *V);
  bool planParameter(const ParmVarDecl *P, const ParamBinding &Binding);
  bool addEdit(unsigned Offset, unsigned Length, llvm::StringRef Text);
  bool checkEdits() const;

  const CompoundStmt *Body;
  const ParmVarDecl *Index;
  FileID File;
  llvm::StringRef Buffer;
  ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
  TileLoopPlan Plan;

  /// The names of functions that may reach a barrier (BarrierFunctions),
  /// and whether one of them has no name.
  llvm::StringSet<> Reach;
  bool UnnamedReach = false;
  /// The barrier calls that are cuts (statements of a block).
  llvm::DenseSet<const CallExpr *> Cuts;
  /// The ranges of the cut statements, and of the calls whose inlined body
  /// replaces them (their text is not written).
  std::vector<OffsetRange> CutRanges;
  /// Every range whose text the tile loops write.
  std::vector<OffsetRange> Written;

  std::vector<PhaseInfo> Phases;
  /// The phases' plans, in the order of Phases.
  std::vector<TileLoopPhase *> Outs;
  /// The variables whose address the body takes.
  llvm::DenseSet<const VarDecl *> AddressTaken;
  /// The phase of each variable declared by a statement of a block (a
  /// parameter declared again in each phase: Repeated).
  static constexpr unsigned Repeated = ~0u;
  llvm::DenseMap<const VarDecl *, unsigned> DeclaredIn;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> DeclaredBy;
  /// The variables declared by the headers of the `for` loops with barriers
  /// (isUniformHeader: one value for the tile in each round).
  llvm::SmallPtrSet<const VarDecl *, 4> UniformLoopVars;

  /// The inlined functions, their calls, their bodies.
  llvm::SmallPtrSet<const FunctionDecl *, 4> InlinedFunctions;
  llvm::DenseSet<const CallExpr *> InlinedCalls;
  std::vector<const CompoundStmt *> InlinedBodies;
  std::vector<SourceRange> InlinedRanges;
  /// The names of the inlined functions' parameters and locals in the copy.
  llvm::DenseMap<const VarDecl *, std::string> Renamed;
  llvm::DenseMap<const ParmVarDecl *, ParamBinding> Bindings;
  /// The Plan.Locals declared again in each phase: their parameter.
  std::vector<std::pair<unsigned, const ParmVarDecl *>> RepeatedParams;
};

std::optional<OffsetRange> Planner::statementRange(const Stmt *S) const {
  // A statement in a macro is taken as the whole macro use; two statements
  // of one use overlap, which checkEdits() refuses.
  std::optional<OffsetRange> R = rangeIn(File, S->getSourceRange(), SM, LO);
  if (!R)
    return std::nullopt;
  if (isa<CompoundStmt, DeclStmt, NullStmt>(S))
    return R;
  // An expression statement, a do loop, or a statement that ends with one
  // (`if (c) x += 1;`): its `;` follows, after spaces and comments. Other
  // statements end with a `}`, which is the range's end.
  unsigned At = R->second;
  while (At < Buffer.size()) {
    if (isWhitespace(Buffer[At])) {
      ++At;
    } else if (Buffer.substr(At).starts_with("//")) {
      At = Buffer.find('\n', At);
    } else if (Buffer.substr(At).starts_with("/*")) {
      size_t End = Buffer.find("*/", At + 2);
      At = End == llvm::StringRef::npos ? End : End + 2;
    } else {
      break;
    }
  }
  if (At < Buffer.size() && Buffer[At] == ';')
    return OffsetRange{R->first, At + 1};
  if (isa<Expr, DoStmt>(S) || Buffer[R->second - 1] != '}')
    return std::nullopt;
  return R;
}

bool Planner::isSharedDeclaration(const Stmt *S) const {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS)
    return false;
  for (const Decl *D : DS->decls())
    if (!getTileStaticAttr(D))
      return false;
  return true;
}

const CallExpr *Planner::barrierStatement(const Stmt *S) const {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreImplicit());
  return Call && isBarrierCall(Call) ? Call : nullptr;
}

bool Planner::containsCut(const Stmt *S) const {
  CallCollector C;
  C.TraverseStmt(const_cast<Stmt *>(S));
  for (const CallExpr *Call : C.Calls)
    if (isBarrierCall(Call))
      return true;
  return false;
}

bool Planner::reaches(const CallExpr *Call) const {
  if (isBarrierCall(Call))
    return false;
  std::string Key = calleeKey(Call);
  return Key.empty() ? UnnamedReach : Reach.contains(Key);
}

bool Planner::reachesBarrier(const Stmt *S) const {
  CallCollector C;
  C.TraverseStmt(const_cast<Stmt *>(S));
  return llvm::any_of(C.Calls,
                      [&](const CallExpr *Call) { return reaches(Call); });
}

bool Planner::isBodyLocal(const VarDecl *V) const {
  SourceLocation L = SM.getExpansionLoc(V->getLocation());
  auto Inside = [&](SourceRange R) {
    return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(R.getBegin())) &&
           SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(R.getEnd()));
  };
  return Inside(Body->getSourceRange()) || llvm::any_of(InlinedRanges, Inside);
}

bool Planner::isPhaseInvariant(const Expr *E) const {
  if (!E)
    return true;
  E = E->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    return !V || V == Index || !isBodyLocal(V) || UniformLoopVars.count(V);
  }
  if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CharacterLiteral,
          CXXNullPtrLiteralExpr>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() == CK_LValueToRValue &&
        !isa<DeclRefExpr, MemberExpr>(Cast->getSubExpr()->IgnoreParens()) &&
        !isa<CallExpr>(Cast->getSubExpr()->IgnoreParens()))
      return false; // reads memory (`*p`, `a[i]`)
    return isPhaseInvariant(Cast->getSubExpr());
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return !Member->isArrow() && isPhaseInvariant(Member->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return !U->isIncrementDecrementOp() && U->getOpcode() != UO_Deref &&
           isPhaseInvariant(U->getSubExpr());
  if (const auto *Bin = dyn_cast<BinaryOperator>(E))
    return !Bin->isAssignmentOp() && isPhaseInvariant(Bin->getLHS()) &&
           isPhaseInvariant(Bin->getRHS());
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E))
    return isPhaseInvariant(Cond->getCond()) &&
           isPhaseInvariant(Cond->getTrueExpr()) &&
           isPhaseInvariant(Cond->getFalseExpr());
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    return isIndexType(Call->getImplicitObjectArgument()->getType()) &&
           llvm::all_of(Call->children(), [&](const Stmt *C) {
             return isPhaseInvariant(dyn_cast<Expr>(C));
           });
  if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(E))
    return Call->getNumArgs() > 0 && !Call->isAssignmentOp() &&
           isIndexType(Call->getArg(0)->getType()) &&
           llvm::all_of(Call->arguments(),
                        [&](const Expr *A) { return isPhaseInvariant(A); });
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Construct->getConstructor()->isCopyOrMoveConstructor() &&
           llvm::all_of(Construct->arguments(),
                        [&](const Expr *A) { return isPhaseInvariant(A); });
  if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
    return isPhaseInvariant(Temp->getSubExpr());
  if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
    return isPhaseInvariant(Cleanups->getSubExpr());
  return false;
}

bool Planner::isRead(const Expr *E) const {
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParentMapContext().getParents(*E);
    const Expr *Parent = Parents.size() == 1 ? Parents[0].get<Expr>() : nullptr;
    if (!Parent)
      return false;
    if (const auto *Member = dyn_cast<MemberExpr>(Parent)) {
      if (Member->isArrow())
        return false;
      if (const auto *Method = dyn_cast<CXXMethodDecl>(Member->getMemberDecl()))
        return Method->isConst();
      E = Member; // a field: read if its use reads it
      continue;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent)) {
      CastKind Kind = Cast->getCastKind();
      if (Kind == CK_LValueToRValue)
        return true;
      if (Kind != CK_NoOp && Kind != CK_DerivedToBase &&
          Kind != CK_UncheckedDerivedToBase)
        return false;
      E = Cast;
      continue;
    }
    if (isa<ParenExpr>(Parent)) {
      E = Parent;
      continue;
    }
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Parent))
      return Construct->getConstructor()->isCopyConstructor();
    if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(Parent)) {
      const auto *Method =
          dyn_cast_or_null<CXXMethodDecl>(Operator->getDirectCallee());
      if (Method && Operator->getNumArgs() > 0 && Operator->getArg(0) == E)
        return Method->isConst();
    }
    if (const auto *Call = dyn_cast<CallExpr>(Parent)) {
      // An argument bound to a parameter of reference-to-const type.
      const FunctionDecl *Callee = Call->getDirectCallee();
      unsigned Shift =
          isa<CXXOperatorCallExpr>(Call) && Callee && isa<CXXMethodDecl>(Callee)
              ? 1
              : 0;
      for (unsigned I = Shift; Callee && I < Call->getNumArgs(); ++I)
        if (Call->getArg(I) == E && I - Shift < Callee->getNumParams()) {
          QualType T = Callee->getParamDecl(I - Shift)->getType();
          return T->isReferenceType() &&
                 T.getNonReferenceType().isConstQualified();
        }
      return false;
    }
    return false;
  }
}

bool Planner::isUniformHeader(const ForStmt *Loop) const {
  if (Loop->getConditionVariable())
    return false;
  llvm::SmallPtrSet<const VarDecl *, 4> LoopVars;
  if (const Stmt *Init = Loop->getInit()) {
    const auto *DS = dyn_cast<DeclStmt>(Init);
    if (!DS)
      return false; // `for (i = 0; ...)` assigns a variable of the body
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !V->getType()->isScalarType())
        return false;
      LoopVars.insert(V);
    }
  }
  for (const Stmt *Part :
       {Loop->getInit(), static_cast<const Stmt *>(Loop->getCond()),
        static_cast<const Stmt *>(Loop->getInc())}) {
    if (!Part)
      continue;
    VarRefCollector Refs;
    Refs.TraverseStmt(const_cast<Stmt *>(Part));
    for (const auto &[V, E] : Refs.Refs) {
      (void)E;
      // An inlined function's parameter is declared in the phases only.
      if (V == Index || (isBodyLocal(V) && !LoopVars.count(V)))
        return false; // may differ between the tile's threads
    }
    CallCollector Calls;
    Calls.TraverseStmt(const_cast<Stmt *>(Part));
    for (const CallExpr *Call : Calls.Calls) {
      const auto *Method =
          dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
      if (!Method || !Method->isConst())
        return false; // may have effects: it runs once per tile here
    }
  }
  // The loop's variables are only read in its body.
  VarRefCollector Refs;
  Refs.TraverseStmt(const_cast<Stmt *>(Loop->getBody()));
  for (const auto &[V, E] : Refs.Refs) {
    if (!LoopVars.count(V))
      continue;
    DynTypedNodeList Parents = Ctx.getParentMapContext().getParents(*E);
    const auto *Cast =
        Parents.empty() ? nullptr : Parents.begin()->get<ImplicitCastExpr>();
    if (!Cast || Cast->getCastKind() != CK_LValueToRValue)
      return false;
  }
  return true;
}

bool Planner::planLoop(const ForStmt *Loop, unsigned &LoopIndex) {
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Loop->getBody());
  if (!Block || !isUniformHeader(Loop) || leavesLoop(Block))
    return false;
  std::optional<OffsetRange> Whole = statementRange(Loop);
  std::optional<unsigned> Brace = offsetIn(File, Block->getLBracLoc(), SM);
  if (!Whole || !Brace || Block->getLBracLoc().isMacroID())
    return false;
  if (const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit()))
    for (const Decl *D : Init->decls())
      UniformLoopVars.insert(cast<VarDecl>(D));
  LoopIndex = Plan.Loops.size();
  Plan.Loops.emplace_back();
  Plan.Loops.back().Header = {Whole->first, *Brace + 1};
  Written.push_back(Plan.Loops.back().Header);
  TileLoopBlock Out;
  if (!planBlock(Block, LoopIndex + 1, Out))
    return false;
  Out.Header = Plan.Loops[LoopIndex].Header;
  Plan.Loops[LoopIndex] = std::move(Out);
  return true;
}

void Planner::addPiece(BlockState &B, TileLoopPiece Piece,
                       llvm::ArrayRef<const Stmt *> Named) {
  if (!B.Current) {
    B.Current.emplace();
    B.Current->Block = B.BlockId;
    B.Out.Items.push_back({TileLoopPhase(), std::nullopt});
  }
  llvm::append_range(B.Current->Statements, Named);
  B.Out.Items.back().Phase->Pieces.push_back(std::move(Piece));
}

void Planner::closePhase(BlockState &B) {
  if (B.Current && !B.Current->Statements.empty()) {
    planRowBound(B);
    Phases.push_back(std::move(*B.Current));
  }
  B.Current.reset();
}

bool Planner::namesIndex(const Expr *E) const {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return false;
  if (Ref->getDecl() == Index)
    return true;
  const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl());
  auto It = P ? Bindings.find(P) : Bindings.end();
  return It != Bindings.end() && It->second.Repeated &&
         namesIndex(It->second.Arg);
}

bool Planner::isLocalRow(const Expr *E) const {
  const auto *Subscript =
      dyn_cast<CXXOperatorCallExpr>(E->IgnoreParenImpCasts());
  if (!Subscript || Subscript->getOperator() != OO_Subscript ||
      Subscript->getNumArgs() != 2)
    return false;
  Expr::EvalResult Row;
  if (!Subscript->getArg(1)->EvaluateAsInt(Row, Ctx) || Row.Val.getInt() != 0)
    return false;
  const auto *Member =
      dyn_cast<MemberExpr>(Subscript->getArg(0)->IgnoreParenImpCasts());
  return Member && !Member->isArrow() &&
         Member->getMemberNameInfo().getAsString() == "local" &&
         isAmpClassTemplate(Member->getBase()->getType().getNonReferenceType(),
                            "tiled_index") &&
         namesIndex(Member->getBase());
}

void Planner::planRowBound(BlockState &B) const {
  TileLoopPhase &Phase = *B.Out.Items.back().Phase;
  if (Phase.Pieces.size() != 1 || B.Current->Statements.size() != 1)
    return;
  const auto *If = dyn_cast<IfStmt>(B.Current->Statements.front());
  const TileLoopPiece &Piece = Phase.Pieces.front();
  if (!If || If->getElse() || If->getInit() || If->getConditionVariable() ||
      If->isConsteval() || Piece.Hole || !Piece.Before.empty() ||
      !Piece.After.empty())
    return;
  const auto *Cond = dyn_cast<BinaryOperator>(If->getCond()->IgnoreParens());
  if (!Cond || !Cond->isRelationalOp() ||
      !Cond->getLHS()->getType()->isIntegerType() ||
      !Cond->getRHS()->getType()->isIntegerType())
    return;
  // `row < E`, `row <= E`, or the same written `E > row`, `E >= row`.
  const Expr *Bound = nullptr;
  bool Inclusive = false;
  if (isLocalRow(Cond->getLHS()) &&
      (Cond->getOpcode() == BO_LT || Cond->getOpcode() == BO_LE)) {
    Bound = Cond->getRHS()->IgnoreParenImpCasts();
    Inclusive = Cond->getOpcode() == BO_LE;
  } else if (isLocalRow(Cond->getRHS()) &&
             (Cond->getOpcode() == BO_GT || Cond->getOpcode() == BO_GE)) {
    Bound = Cond->getLHS()->IgnoreParenImpCasts();
    Inclusive = Cond->getOpcode() == BO_GE;
  }
  // An integer of a built-in type, written before the loop over the
  // threads: it must not name the tiled index (declared in that loop).
  const auto *Type = Bound ? Bound->getType()->getAs<BuiltinType>() : nullptr;
  if (!Type || !Type->isInteger() || Type->isBooleanType() ||
      !isPhaseInvariant(Bound))
    return;
  VarRefCollector Refs;
  Refs.TraverseStmt(const_cast<Expr *>(Bound));
  for (const auto &[V, Ref] : Refs.Refs) {
    (void)Ref;
    if (V == Index || (isBodyLocal(V) && !UniformLoopVars.count(V)))
      return;
  }
  std::optional<OffsetRange> Range =
      rangeIn(File, Bound->getSourceRange(), SM, LO);
  if (!Range)
    return;
  Phase.RowBound = *Range;
  Phase.RowBoundInclusive = Inclusive;
}

bool Planner::planStatement(const Stmt *S, BlockState &B) {
  if (const CallExpr *Call = barrierStatement(S)) {
    std::optional<OffsetRange> R = statementRange(S);
    if (!R)
      return false;
    Cuts.insert(Call);
    CutRanges.push_back(*R);
    closePhase(B);
    return true;
  }
  if (isSharedDeclaration(S)) {
    // Declared before the block's loops: it must not name the body's
    // locals (`const int n = 16; tile_static int s[n];`).
    VarRefCollector Refs;
    Refs.TraverseStmt(const_cast<Stmt *>(S));
    for (const auto &Ref : Refs.Refs)
      if (isBodyLocal(Ref.first) && !getTileStaticAttr(Ref.first))
        return false;
    std::optional<OffsetRange> R = statementRange(S);
    if (!R)
      return false;
    B.Out.SharedDeclarations.push_back(*R);
    Written.push_back(*R);
    return true;
  }
  if (const auto *Loop = dyn_cast<ForStmt>(S); Loop && containsCut(Loop)) {
    if (B.BlockId != 0)
      return false; // a loop with barriers inside one: not yet
    closePhase(B);
    unsigned LoopIndex = 0;
    if (!planLoop(Loop, LoopIndex))
      return false;
    B.Out.Items.push_back({std::nullopt, LoopIndex});
    return true;
  }
  if (reachesBarrier(S))
    return planInlinedCall(S, B);
  std::optional<OffsetRange> R = statementRange(S);
  if (!R)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        DeclaredIn[V] = Phases.size();
        DeclaredBy[V] = DS;
      }
  addPiece(B, TileLoopPiece{"", *R, "", std::nullopt, std::nullopt}, {S});
  Written.push_back(*R);
  return true;
}

bool Planner::planBlock(const CompoundStmt *Block, unsigned BlockId,
                        TileLoopBlock &Out) {
  BlockState B{BlockId, Out, std::nullopt};
  for (const Stmt *S : Block->body())
    if (!planStatement(S, B))
      return false;
  closePhase(B);
  // Items without statements (two barriers in a row) are dropped.
  llvm::erase_if(Out.Items, [](const TileLoopBlock::Item &I) {
    return I.Phase && I.Phase->Pieces.empty();
  });
  return true;
}

const FunctionDecl *Planner::inlinableCallee(const CallExpr *Call) const {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *F = nullptr;
  if (!Callee || isa<CXXMethodDecl>(Callee) || !Callee->hasBody(F) || !F ||
      F->getTemplatedKind() != FunctionDecl::TK_NonTemplate ||
      F->isVariadic() || InlinedFunctions.count(F) ||
      Call->getNumArgs() != F->getNumParams())
    return nullptr;
  for (const Expr *Arg : Call->arguments())
    if (isa<CXXDefaultArgExpr>(Arg))
      return nullptr;
  // Overloaded (a restrict(cpu) version is what the CPU platform calls
  // elsewhere: docs/platforms.md): the body written might not be the one
  // the kernel's other form runs.
  for (const NamedDecl *Other : F->getDeclContext()->lookup(F->getDeclName()))
    if (Other->getCanonicalDecl() != F->getCanonicalDecl())
      return nullptr;
  const auto *FBody = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!FBody || FBody->getBeginLoc().isMacroID() ||
      FBody->getEndLoc().isMacroID() || F->getReturnType()->isReferenceType() ||
      !rangeIn(File, F->getSourceRange(), SM, LO))
    return nullptr;
  // The copy is read where the kernel is written: before the declaration
  // of file or namespace scope that holds the kernel, in the same scope.
  // The function must come before it there, and a template's names differ.
  const Decl *Top = cast<Decl>(Index->getDeclContext());
  if (Index->getDeclContext()->isDependentContext())
    return nullptr;
  while (!Top->getLexicalDeclContext()->isFileContext())
    Top = cast<Decl>(Top->getLexicalDeclContext());
  if (!F->getLexicalDeclContext()->Equals(Top->getLexicalDeclContext()) ||
      !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(F->getEndLoc()),
                                    SM.getExpansionLoc(Top->getBeginLoc())))
    return nullptr;
  return F;
}

bool Planner::renameLocals(const FunctionDecl *F, llvm::StringRef Prefix) {
  LocalDecls Locals;
  Locals.TraverseStmt(F->getBody());
  if (Locals.Lambda)
    return false; // a capture list names variables where no edit reaches
  for (const ParmVarDecl *P : F->parameters())
    if (!P->getName().empty())
      Renamed[P] = (Prefix + P->getName()).str();
  for (const VarDecl *V : Locals.Vars) {
    if (V->getName().empty() || V->getLocation().isMacroID())
      return false;
    std::string Name = (Prefix + V->getName()).str();
    std::optional<unsigned> At = offsetIn(File, V->getLocation(), SM);
    if (!At || !addEdit(*At, V->getName().size(), Name))
      return false;
    Renamed[V] = std::move(Name);
  }
  // The names the body takes from outside it must mean the same in the
  // kernel: no variable of the kernel has one of them.
  llvm::StringMap<const Decl *> KernelNames;
  KernelNames[Index->getName()] = Index;
  LocalDecls KernelDecls;
  KernelDecls.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const VarDecl *V : KernelDecls.Vars)
    KernelNames[V->getName()] = V;
  for (const DeclRefExpr *E : KernelDecls.Refs)
    if (E->getDecl()->getDeclName().isIdentifier())
      KernelNames.try_emplace(E->getDecl()->getName(), E->getDecl());
  // A function object's members are variables of its kernel.
  for (const ValueDecl *Member : KernelDecls.Members)
    if (Member->getDeclName().isIdentifier())
      KernelNames.try_emplace(Member->getName(), Member);
  // The members of the classes around the kernel (the translation may
  // declare those it names again in the kernel).
  for (const DeclContext *DC = Index->getDeclContext(); DC;
       DC = DC->getLexicalParent())
    if (const auto *Class = dyn_cast<CXXRecordDecl>(DC))
      if (!Class->isLambda())
        for (const Decl *Member : Class->decls())
          if (const auto *Named = dyn_cast<NamedDecl>(Member))
            if (Named->getDeclName().isIdentifier())
              KernelNames.try_emplace(Named->getName(), Named);
  for (const NamedDecl *Type : Locals.Types) {
    auto Known = Type->getDeclName().isIdentifier()
                     ? KernelNames.find(Type->getName())
                     : KernelNames.end();
    if (Known != KernelNames.end() && Known->second != Type)
      return false;
  }
  for (const DeclRefExpr *E : Locals.Refs) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    auto It = V ? Renamed.find(V) : Renamed.end();
    if (It == Renamed.end()) {
      if (!E->getDecl()->getDeclName().isIdentifier())
        continue;
      auto Known = KernelNames.find(E->getDecl()->getName());
      if (Known != KernelNames.end() && Known->second != E->getDecl())
        return false;
      continue;
    }
    if (E->getLocation().isMacroID())
      return false;
    std::optional<unsigned> At = offsetIn(File, E->getLocation(), SM);
    if (!At)
      return false;
    // A name in text that the translation replaced (a barrier) is gone.
    if (Plan.Edits.replaces(*At))
      continue;
    if (!addEdit(*At, V->getName().size(), It->second))
      return false;
  }
  return true;
}

bool Planner::bindParameter(const ParmVarDecl *P, const Expr *Arg,
                            const FunctionDecl *F, BlockState &B) {
  if (P->getName().empty() || !P->isReferenced()) {
    // Nothing names it: the argument is evaluated for its effects only.
    return isPhaseInvariant(Arg);
  }
  QualType T = P->getType();
  if (P->getOriginalType()->isArrayType() ||
      P->getOriginalType()->isFunctionType() || T->getContainedAutoType() ||
      P->getLocation().isMacroID() || P->getBeginLoc().isMacroID())
    return false;
  std::optional<unsigned> Start = offsetIn(File, P->getBeginLoc(), SM);
  std::optional<unsigned> NameAt = offsetIn(File, P->getLocation(), SM);
  std::optional<OffsetRange> ArgRange =
      rangeIn(File, Arg->getSourceRange(), SM, LO);
  if (!Start || !NameAt || *Start >= *NameAt || !ArgRange)
    return false;
  ParamBinding Binding;
  Binding.Arg = Arg;
  Binding.Type =
      llvm::StringRef(Plan.Edits.apply(Buffer, *Start, *NameAt)).trim().str();
  if (llvm::StringRef(Binding.Type).contains("decltype") ||
      llvm::StringRef(Binding.Type).contains("typeof"))
    return false;
  // Unchanged by the function: const, or only read.
  bool Unchanged = T.getNonReferenceType().isConstQualified();
  if (!Unchanged && !T->isReferenceType()) {
    Unchanged = true;
    VarRefCollector Refs;
    Refs.TraverseStmt(F->getBody());
    for (const auto &[V, E] : Refs.Refs)
      if (V == P && !isRead(E))
        Unchanged = false;
  }
  if (T->isReferenceType()) {
    // Bound again in each phase to the same object.
    const Expr *Object = Arg->IgnoreParenImpCasts();
    while (const auto *Member = dyn_cast<MemberExpr>(Object))
      Object = Member->isArrow() ? nullptr
                                 : Member->getBase()->IgnoreParenImpCasts();
    const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Object);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || (V != Index && isBodyLocal(V)) || !isPhaseInvariant(Arg))
      return false;
    Binding.Repeated = true;
  } else if (Unchanged && isPhaseInvariant(Arg)) {
    Binding.Repeated = true;
  } else {
    // Evaluated once, where the call was, and kept per thread.
    if (!T->isScalarType() && !isStorable(T))
      return false;
    const std::string &Name = Renamed[P];
    DeclaredIn[P] = Phases.size();
    addPiece(B,
             TileLoopPiece{Binding.Type + " " + Name + " = ", *ArgRange, ";",
                           std::nullopt, std::nullopt},
             {Arg});
  }
  if (Binding.Repeated)
    DeclaredIn[P] = Repeated;
  Bindings[P] = std::move(Binding);
  return true;
}

bool Planner::planInlinedCall(const Stmt *S, BlockState &B) {
  // The statement's forms: `f(...);`, `T x = f(...);`, `x op= f(...);`.
  const CallExpr *Call = nullptr;
  bool Discarded = false;
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    const auto *V =
        DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (V && V->getInit())
      Call = dyn_cast<CallExpr>(V->getInit()->IgnoreImplicit()->IgnoreParens());
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    const Expr *Inner = E->IgnoreImplicit()->IgnoreParens();
    if ((Call = dyn_cast<CallExpr>(Inner)))
      Discarded = true;
    else if (const auto *Assign = dyn_cast<BinaryOperator>(Inner);
             Assign && Assign->isAssignmentOp() &&
             !reachesBarrier(Assign->getLHS()))
      Call = dyn_cast<CallExpr>(
          Assign->getRHS()->IgnoreImplicit()->IgnoreParens());
  }
  if (!Call || isa<CXXOperatorCallExpr, CXXMemberCallExpr>(Call))
    return false;
  const FunctionDecl *F = inlinableCallee(Call);
  if (!F)
    return false;
  const auto *FBody = cast<CompoundStmt>(F->getBody());
  llvm::ArrayRef<Stmt *> Statements(FBody->body_begin(), FBody->body_end());
  const Expr *Result = nullptr;
  if (!Statements.empty())
    if (const auto *Return = dyn_cast<ReturnStmt>(Statements.back())) {
      Result = Return->getRetValue();
      Statements = Statements.drop_back();
    }
  if (!Discarded) {
    // The returned expression takes the call's place: it must have the
    // function's type (no conversion on the way out).
    if (!Result ||
        !Ctx.hasSameUnqualifiedType(Result->IgnoreParenImpCasts()->getType(),
                                    F->getReturnType()))
      return false;
  }
  ControlFlowCheck Flow;
  for (Stmt *Inner : Statements)
    Flow.TraverseStmt(Inner);
  if (Result)
    Flow.TraverseStmt(const_cast<Expr *>(Result));
  std::optional<OffsetRange> Range = statementRange(S);
  std::optional<OffsetRange> CallRange =
      rangeIn(File, Call->getSourceRange(), SM, LO);
  std::optional<OffsetRange> ResultRange =
      Result ? rangeIn(File, Result->getSourceRange(), SM, LO) : std::nullopt;
  if (!Flow.Allowed || !Range || !CallRange || (Result && !ResultRange))
    return false;
  std::string Prefix =
      "amp2hip_inline" + std::to_string(InlinedFunctions.size()) + "_";
  InlinedFunctions.insert(F);
  InlinedCalls.insert(Call);
  InlinedBodies.push_back(FBody);
  InlinedRanges.push_back(F->getSourceRange());
  if (!renameLocals(F, Prefix))
    return false;
  for (unsigned I = 0; I < F->getNumParams(); ++I)
    if (!bindParameter(F->getParamDecl(I), Call->getArg(I), F, B))
      return false;
  for (const Stmt *Inner : Statements)
    if (!planStatement(Inner, B))
      return false;
  if (Discarded) {
    // The call's text is not written (its arguments are, in the bindings).
    CutRanges.push_back(*Range);
    if (Result) {
      addPiece(B,
               TileLoopPiece{"static_cast<void>(", *ResultRange, ");",
                             std::nullopt, std::nullopt},
               {Result});
      Written.push_back(*ResultRange);
    }
    return true;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    const auto *V = cast<VarDecl>(DS->getSingleDecl());
    DeclaredIn[V] = Phases.size();
    DeclaredBy[V] = DS;
  }
  addPiece(B, TileLoopPiece{"", *Range, "", CallRange, ResultRange},
           {S, Result});
  Written.push_back(*Range);
  Written.push_back(*ResultRange);
  return true;
}

bool Planner::planParameter(const ParmVarDecl *P, const ParamBinding &Binding) {
  TileLoopLocal L;
  L.Name = Renamed.lookup(P);
  L.Type = Binding.Type;
  if (Binding.Repeated) {
    // The declaration is written once the edits are all known (run()).
    L.Constant = true;
    RepeatedParams.push_back({Plan.Locals.size(), P});
  } else {
    if (AddressTaken.count(P))
      return false;
    L.Const = P->getType().isConstQualified();
  }
  Plan.Locals.push_back(std::move(L));
  return true;
}

bool Planner::planLocal(const VarDecl *V) {
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    auto It = Bindings.find(P);
    return It != Bindings.end() && planParameter(P, It->second);
  }
  const DeclStmt *DS = DeclaredBy[V];
  if (!DS || V->getLocation().isMacroID())
    return false;
  // `float ax = 0, ay = 0;`: the type written before the first name is
  // every declarator's.
  for (const Decl *D : DS->decls()) {
    const auto *Other = dyn_cast<VarDecl>(D);
    if (!Other || !Ctx.hasSameType(Other->getType(), V->getType()))
      return false;
  }
  const auto *First = cast<VarDecl>(*DS->decl_begin());
  QualType T = V->getType();
  if (T->isReferenceType() || T->isArrayType() || T->isDependentType() ||
      T->getContainedAutoType())
    return false;
  std::optional<OffsetRange> Decl = statementRange(DS);
  std::optional<unsigned> NameAt = offsetIn(File, V->getLocation(), SM);
  std::optional<unsigned> FirstNameAt =
      offsetIn(File, First->getLocation(), SM);
  std::optional<unsigned> Start = offsetIn(File, DS->getBeginLoc(), SM);
  if (!Decl || !NameAt || !FirstNameAt || !Start || *Start >= *FirstNameAt ||
      First->getLocation().isMacroID())
    return false;
  TileLoopLocal L;
  // An inlined function's local has its new name (renamed in the copy).
  auto Renaming = Renamed.find(V);
  bool IsRenamed = Renaming != Renamed.end();
  L.Name = IsRenamed ? Renaming->second : V->getName().str();
  unsigned WrittenLength = V->getName().size();
  L.Type = llvm::StringRef(Plan.Edits.apply(Buffer, *Start, *FirstNameAt))
               .trim()
               .str();
  // The storage is declared before the phases: its type may name no local.
  if (llvm::StringRef(L.Type).contains("decltype") ||
      llvm::StringRef(L.Type).contains("typeof"))
    return false;
  L.Constant = DS->isSingleDecl() && T.isConstQualified() && V->hasInit() &&
               T->isScalarType() && V->isUsableInConstantExpressions(Ctx);
  if (L.Constant) {
    VarRefCollector InitRefs;
    InitRefs.TraverseStmt(const_cast<Expr *>(V->getInit()));
    for (const auto &Ref : InitRefs.Refs)
      if (isBodyLocal(Ref.first))
        L.Constant = false;
  }
  if (L.Constant) {
    L.Declaration = Plan.Edits.apply(Buffer, Decl->first, Decl->second);
    Plan.Locals.push_back(std::move(L));
    // Its own phase may no longer name it.
    return addEdit(Decl->first, 0, "[[maybe_unused]] ");
  }
  if (!T->isScalarType() && !isStorable(T))
    return false;
  L.Const = T.isConstQualified();
  L.ByReference = AddressTaken.count(V) != 0;
  // The name of a renamed local is already an edit.
  if (L.ByReference && IsRenamed)
    return false;
  std::string K = std::to_string(Plan.Locals.size());
  std::string Element = "amp2hip_tile_local_" + K + "[amp2hip_tid]";
  bool Ok = true;
  if (L.ByReference && V->hasInit()) {
    // The declaration keeps its initializer under another name and binds
    // the name to this thread's element.
    Ok = addEdit(*NameAt, WrittenLength, "amp2hip_tile_init_" + K) &&
         addEdit(Decl->second, 0,
                 " " + Element + " = amp2hip_tile_init_" + K +
                     "; [[maybe_unused]] " + L.Type + " &" + L.Name + " = " +
                     Element + ";");
  } else if (L.ByReference) {
    // A new object, as each thread's declaration made.
    Ok = addEdit(*NameAt, WrittenLength,
                 "&" + L.Name + " = (" + Element + " = std::remove_cv_t<" +
                     L.Type + ">())");
  } else if (!V->hasInit() && T->isScalarType()) {
    // Copied back at the phase's end: a value, not an indeterminate one
    // (which compilers warn about).
    Ok = addEdit(*NameAt + WrittenLength, 0, "{}");
  }
  Plan.Locals.push_back(std::move(L));
  return Ok;
}

bool Planner::addEdit(unsigned Offset, unsigned Length, llvm::StringRef Text) {
  if (llvm::Error E = Plan.Edits.add(Offset, Length, Text)) {
    llvm::consumeError(std::move(E));
    return false;
  }
  return true;
}

bool Planner::planLocals() {
  auto Collect = [&](TileLoopBlock &B, auto &Self) -> void {
    for (TileLoopBlock::Item &I : B.Items) {
      if (I.Phase)
        Outs.push_back(&*I.Phase);
      else
        Self(Plan.Loops[*I.Loop], Self);
    }
  };
  Collect(Plan.Outer, Collect);
  AddressOf Addresses;
  Addresses.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const CompoundStmt *Inlined : InlinedBodies)
    Addresses.TraverseStmt(const_cast<CompoundStmt *>(Inlined));
  AddressTaken = std::move(Addresses.Taken);
  if (Outs.size() != Phases.size())
    return false;
  llvm::DenseMap<const VarDecl *, unsigned> LocalIndex;
  std::vector<unsigned> DeclaredPhase;       // per local
  std::vector<std::vector<unsigned>> ReadIn; // per local, ascending
  for (unsigned P = 0; P < Phases.size(); ++P) {
    llvm::StringSet<> Names;
    for (const Stmt *S : Phases[P].Statements) {
      VarRefCollector Refs;
      Refs.TraverseStmt(const_cast<Stmt *>(S));
      for (const auto &[V, E] : Refs.Refs) {
        (void)E;
        auto It = DeclaredIn.find(V);
        if (It == DeclaredIn.end() || It->second == P)
          continue;
        auto [Known, New] = LocalIndex.try_emplace(V, Plan.Locals.size());
        if (New) {
          if (!planLocal(V))
            return false;
          DeclaredPhase.push_back(It->second);
          ReadIn.emplace_back();
        }
        if (!llvm::is_contained(Outs[P]->Visible, Known->second)) {
          Outs[P]->Visible.push_back(Known->second);
          ReadIn[Known->second].push_back(P);
        }
      }
    }
    // A name bound at the phase's start must not be declared again in it.
    for (unsigned L : Outs[P]->Visible)
      if (!Names.insert(Plan.Locals[L].Name).second)
        return false;
    for (const Stmt *S : Phases[P].Statements)
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *ND = dyn_cast<NamedDecl>(D))
            if (Names.contains(ND->getName()))
              return false;
    llvm::sort(Outs[P]->Visible);
  }
  // A phase copies a local back when a later phase reads it, or when a
  // phase of its own loop does (in the loop's next round).
  for (unsigned L = 0; L < Plan.Locals.size(); ++L) {
    const TileLoopLocal &Local = Plan.Locals[L];
    if (Local.Constant || Local.ByReference)
      continue;
    std::vector<unsigned> Writers{DeclaredPhase[L]};
    if (!Local.Const)
      llvm::append_range(Writers, ReadIn[L]);
    for (unsigned P : Writers) {
      bool Needed = llvm::any_of(ReadIn[L], [&](unsigned Q) {
        return Q > P ||
               (Phases[P].Block != 0 && Phases[Q].Block == Phases[P].Block);
      });
      if (Needed)
        Outs[P]->CopiedBack.push_back(L);
    }
  }
  return true;
}

bool Planner::checkEdits() const {
  // No text is written twice.
  std::vector<OffsetRange> All = Written;
  llvm::append_range(All, CutRanges);
  llvm::sort(All);
  for (size_t I = 1; I < All.size(); ++I)
    if (All[I].first < All[I - 1].second)
      return false;
  std::vector<OffsetRange> Bodies;
  for (const CompoundStmt *B : InlinedBodies) {
    std::optional<OffsetRange> R = rangeIn(File, B->getSourceRange(), SM, LO);
    if (!R)
      return false;
    Bodies.push_back(*R);
  }
  std::optional<OffsetRange> Whole =
      rangeIn(File, Body->getSourceRange(), SM, LO);
  if (!Whole)
    return false;
  Bodies.push_back(*Whole);
  for (const tooling::Replacement &R : Plan.Edits.replacements()) {
    unsigned B = R.getOffset(), E = B + R.getLength();
    if (llvm::none_of(Bodies, [&](OffsetRange Within) {
          return Within.first <= B && E <= Within.second;
        }))
      continue;
    unsigned Holders = 0;
    for (const auto *Ranges : {&Written, &CutRanges})
      for (const OffsetRange &W : *Ranges)
        if (W.first <= B && E <= W.second)
          ++Holders;
    // Every edit is written once: inside exactly one written range (or a
    // barrier, which is not written).
    if (Holders != 1)
      return false;
  }
  return true;
}

std::optional<TileLoopPlan> Planner::run() {
  if (!Body || !Index)
    return std::nullopt;
  ControlFlowCheck Flow;
  Flow.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (!Flow.Allowed)
    return std::nullopt;
  BarrierFunctions Reaching(Ctx);
  Reaching.TraverseDecl(Ctx.getTranslationUnitDecl());
  Reach = Reaching.reaching();
  UnnamedReach = llvm::any_of(Reach, [](const auto &E) {
    return !isAsciiIdentifierStart(E.first().front());
  });
  if (!containsCut(Body) && !reachesBarrier(Body))
    return std::nullopt;
  if (!planBlock(Body, 0, Plan.Outer) || Cuts.empty())
    return std::nullopt;
  // Every barrier is a cut, and no call reaches one otherwise.
  CallCollector Calls;
  Calls.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const CompoundStmt *Inlined : InlinedBodies)
    Calls.TraverseStmt(const_cast<CompoundStmt *>(Inlined));
  for (const CallExpr *Call : Calls.Calls) {
    if (Cuts.count(Call) || InlinedCalls.count(Call))
      continue;
    if (isBarrierCall(Call) || reaches(Call))
      return std::nullopt;
  }
  if (!planLocals() || !checkEdits())
    return std::nullopt;
  // A parameter declared again in each phase: its argument, as translated.
  for (const auto &[L, P] : RepeatedParams) {
    const ParamBinding &Binding = Bindings[P];
    std::optional<OffsetRange> Arg =
        rangeIn(File, Binding.Arg->getSourceRange(), SM, LO);
    if (!Arg)
      return std::nullopt;
    TileLoopLocal &Local = Plan.Locals[L];
    Local.Declaration = Binding.Type + " " + Local.Name + " = " +
                        Plan.Edits.apply(Buffer, Arg->first, Arg->second) + ";";
  }
  return std::move(Plan);
}

} // namespace

std::string tileLoopText(const TileLoopPlan &Plan, const TileLoopPiece &Piece,
                         llvm::StringRef Buffer) {
  auto Text = [&](unsigned Begin, unsigned End) {
    return Plan.Edits.apply(Buffer, Begin, End);
  };
  std::string T = Piece.Before;
  if (Piece.Hole && Piece.Fill)
    T += Text(Piece.Range.first, Piece.Hole->first) + "(" +
         Text(Piece.Fill->first, Piece.Fill->second) + ")" +
         Text(Piece.Hole->second, Piece.Range.second);
  else
    T += Text(Piece.Range.first, Piece.Range.second);
  return T + Piece.After;
}

std::optional<TileLoopPlan> planTileLoops(const Stmt *Body,
                                          const ParmVarDecl *Index,
                                          const FileEdits &BodyEdits,
                                          FileID File, llvm::StringRef Buffer,
                                          ASTContext &Ctx) {
  return Planner(Body, Index, BodyEdits, File, Buffer, Ctx).run();
}

} // namespace amp2hip
