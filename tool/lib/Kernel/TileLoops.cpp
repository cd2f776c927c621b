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
  /// Where a statement's text is: its range, `;` included.
  std::optional<OffsetRange> statementRange(const Stmt *S) const;
  /// A tile_static declaration statement (every variable tile_static).
  bool isSharedDeclaration(const Stmt *S) const;
  const CallExpr *barrierStatement(const Stmt *S) const;
  bool containsCut(const Stmt *S) const;
  /// Plans the statements of a block (the body's, or a loop's) into
  /// \p Block; \p BlockId is 0 for the body, else 1 + the loop's index.
  bool planBlock(const CompoundStmt *Block, unsigned BlockId,
                 TileLoopBlock &Out);
  bool planLoop(const ForStmt *Loop, unsigned &LoopIndex);
  bool isUniformHeader(const ForStmt *Loop) const;
  bool isBodyLocal(const VarDecl *V) const;
  bool planLocals();
  /// Keeps \p V, which a later phase names, per thread (or repeats it).
  bool planLocal(const VarDecl *V);
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

  /// The barrier calls that are cuts (statements of a block).
  llvm::DenseSet<const CallExpr *> Cuts;
  /// The ranges of the cut statements (their text is not written).
  std::vector<OffsetRange> CutRanges;
  /// Every range whose text the tile loops write.
  std::vector<OffsetRange> Written;

  /// A phase: its statements, its block.
  struct PhaseInfo {
    unsigned Block = 0;
    std::vector<const Stmt *> Statements;
  };
  std::vector<PhaseInfo> Phases;
  /// The phases' plans, in the order of Phases.
  std::vector<TileLoopPhase *> Outs;
  /// The variables whose address the body takes.
  llvm::DenseSet<const VarDecl *> AddressTaken;
  /// The phase of each variable declared by a statement of a block.
  llvm::DenseMap<const VarDecl *, unsigned> DeclaredIn;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> DeclaredBy;
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

bool Planner::isBodyLocal(const VarDecl *V) const {
  SourceLocation L = SM.getExpansionLoc(V->getLocation());
  return !SM.isBeforeInTranslationUnit(
             L, SM.getExpansionLoc(Body->getBeginLoc())) &&
         SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(Body->getEndLoc()));
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

bool Planner::planBlock(const CompoundStmt *Block, unsigned BlockId,
                        TileLoopBlock &Out) {
  std::optional<PhaseInfo> Current;
  auto Close = [&] {
    if (Current && !Current->Statements.empty())
      Phases.push_back(std::move(*Current));
    Current.reset();
  };
  for (const Stmt *S : Block->body()) {
    if (const CallExpr *Call = barrierStatement(S)) {
      std::optional<OffsetRange> R = statementRange(S);
      if (!R)
        return false;
      Cuts.insert(Call);
      CutRanges.push_back(*R);
      Close();
      continue;
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
      Out.SharedDeclarations.push_back(*R);
      Written.push_back(*R);
      continue;
    }
    if (const auto *Loop = dyn_cast<ForStmt>(S); Loop && containsCut(Loop)) {
      if (BlockId != 0)
        return false; // a loop with barriers inside one: not yet
      Close();
      unsigned LoopIndex = 0;
      if (!planLoop(Loop, LoopIndex))
        return false;
      Out.Items.push_back({std::nullopt, LoopIndex});
      continue;
    }
    std::optional<OffsetRange> R = statementRange(S);
    if (!R)
      return false;
    if (!Current) {
      Current.emplace();
      Current->Block = BlockId;
      Out.Items.push_back({TileLoopPhase(), std::nullopt});
    }
    Current->Statements.push_back(S);
    Out.Items.back().Phase->Pieces.push_back(*R);
    Written.push_back(*R);
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          DeclaredIn[V] = Phases.size();
          DeclaredBy[V] = DS;
        }
  }
  Close();
  // Items without statements (two barriers in a row) are dropped.
  llvm::erase_if(Out.Items, [](const TileLoopBlock::Item &I) {
    return I.Phase && I.Phase->Pieces.empty();
  });
  return true;
}

bool Planner::planLocal(const VarDecl *V) {
  const DeclStmt *DS = DeclaredBy[V];
  if (V->getLocation().isMacroID())
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
  L.Name = V->getName().str();
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
  std::string K = std::to_string(Plan.Locals.size());
  std::string Element = "amp2hip_tile_local_" + K + "[amp2hip_tid]";
  bool Ok = true;
  if (L.ByReference && V->hasInit()) {
    // The declaration keeps its initializer under another name and binds
    // the name to this thread's element.
    Ok = addEdit(*NameAt, L.Name.size(), "amp2hip_tile_init_" + K) &&
         addEdit(Decl->second, 0,
                 " " + Element + " = amp2hip_tile_init_" + K +
                     "; [[maybe_unused]] " + L.Type + " &" + L.Name + " = " +
                     Element + ";");
  } else if (L.ByReference) {
    // A new object, as each thread's declaration made.
    Ok = addEdit(*NameAt, L.Name.size(),
                 "&" + L.Name + " = (" + Element + " = std::remove_cv_t<" +
                     L.Type + ">())");
  } else if (!V->hasInit() && T->isScalarType()) {
    // Copied back at the phase's end: a value, not an indeterminate one
    // (which compilers warn about).
    Ok = addEdit(*NameAt + L.Name.size(), 0, "{}");
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
  std::optional<OffsetRange> Whole =
      rangeIn(File, Body->getSourceRange(), SM, LO);
  if (!Whole)
    return false;
  for (const tooling::Replacement &R : Plan.Edits.replacements()) {
    unsigned B = R.getOffset(), E = B + R.getLength();
    if (B < Whole->first || E > Whole->second)
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
  if (!containsCut(Body) || !planBlock(Body, 0, Plan.Outer) || Cuts.empty())
    return std::nullopt;
  // Every barrier is a cut, and no call reaches one otherwise.
  BarrierFunctions Reaching(Ctx);
  Reaching.TraverseDecl(Ctx.getTranslationUnitDecl());
  llvm::StringSet<> Reach = Reaching.reaching();
  bool UnnamedReach = llvm::any_of(Reach, [](const auto &E) {
    return !isAsciiIdentifierStart(E.first().front());
  });
  CallCollector Calls;
  Calls.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (const CallExpr *Call : Calls.Calls) {
    if (Cuts.count(Call))
      continue;
    if (isBarrierCall(Call))
      return std::nullopt;
    std::string Key = calleeKey(Call);
    if (Key.empty() ? UnnamedReach : Reach.contains(Key))
      return std::nullopt;
  }
  if (!planLocals() || !checkEdits())
    return std::nullopt;
  return std::move(Plan);
}

} // namespace

std::optional<TileLoopPlan> planTileLoops(const Stmt *Body,
                                          const ParmVarDecl *Index,
                                          const FileEdits &BodyEdits,
                                          FileID File, llvm::StringRef Buffer,
                                          ASTContext &Ctx) {
  return Planner(Body, Index, BodyEdits, File, Buffer, Ctx).run();
}

} // namespace amp2hip
