//===- AmpRewriter.cpp - Collects and applies the AMP rewrites ------------===//

#include "Rewrite/AmpRewriter.h"
#include "Rewrite/RewriteHelpers.h"
#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Analysis/ExecutionSpace.h"
#include "Checks/AmpStatementRules.h"
#include "Checks/AmpTypeRules.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Checks/TileBarrierRules.h"
#include "Checks/UntranslatedHeaders.h"
#include "Compat/HipNameClashes.h"
#include "Compat/LaterVisibleNames.h"
#include "Compat/MsvcCompat.h"
#include "Compat/MsvcErrorFixes.h"
#include "Compat/MsvcIntrinsics.h"
#include "Compat/SplitConditionals.h"
#include "Compat/WindowsApiMapping.h"
#include "Edits/SourceUtil.h"
#include "Frontend/LibraryDefinitions.h"
#include "Kernel/KernelClassUses.h"
#include "Kernel/KernelOutliner.h"
#include "Rewrite/PropertyRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TimeProfiler.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

class Collector : public MatchFinder::MatchCallback {
public:
  explicit Collector(Findings &F) : F(F) {}
  void run(const MatchFinder::MatchResult &R) override {
    if (const auto *C = R.Nodes.getNodeAs<CallExpr>("call"))
      F.Calls.push_back(C);
    else if (const auto *FD = R.Nodes.getNodeAs<FunctionDecl>("function"))
      F.Functions.push_back(FD);
    else if (const auto *L = R.Nodes.getNodeAs<LambdaExpr>("lambda"))
      F.Lambdas.push_back(L);
    else if (const auto *V = R.Nodes.getNodeAs<VarDecl>("var"))
      F.Vars.push_back(V);
  }

private:
  Findings &F;
};

/// Collects the findings of several files in one traversal of the AST, each
/// node under the file its expansion location is in.
class FileCollector : public MatchFinder::MatchCallback {
public:
  FileCollector(const SourceManager &SM, std::map<FileID, Findings> &ByFile)
      : SM(SM), ByFile(ByFile) {}
  void run(const MatchFinder::MatchResult &R) override {
    auto FileOf = [this](SourceLocation Loc) {
      return SM.getFileID(SM.getExpansionLoc(Loc));
    };
    if (const auto *C = R.Nodes.getNodeAs<CallExpr>("call"))
      add(FileOf(C->getBeginLoc()), &Findings::Calls, C);
    else if (const auto *C = R.Nodes.getNodeAs<CallExpr>("instantiated-call"))
      add(FileOf(C->getBeginLoc()), &Findings::InstantiatedCalls, C);
    else if (const auto *FD = R.Nodes.getNodeAs<FunctionDecl>("function"))
      add(FileOf(FD->getBeginLoc()), &Findings::Functions, FD);
    else if (const auto *L = R.Nodes.getNodeAs<LambdaExpr>("lambda"))
      add(FileOf(L->getBeginLoc()), &Findings::Lambdas, L);
    else if (const auto *V = R.Nodes.getNodeAs<VarDecl>("var"))
      add(FileOf(V->getBeginLoc()), &Findings::Vars, V);
    else if (const auto *E = R.Nodes.getNodeAs<CXXConstructExpr>("construct"))
      add(FileOf(E->getBeginLoc()), &Findings::Constructs, E);
  }

private:
  template <typename T>
  void add(FileID File, std::vector<const T *> Findings::*List, const T *N) {
    auto It = ByFile.find(File);
    if (It != ByFile.end())
      (It->second.*List).push_back(N);
  }
  const SourceManager &SM;
  std::map<FileID, Findings> &ByFile;
};

using FileFindingsPtr = const std::map<FileID, Findings> *;

/// Matches nodes whose expansion location is in one of \p Files (the main
/// file and the program's headers being rewritten).
AST_POLYMORPHIC_MATCHER_P(isExpansionInFiles,
                          AST_POLYMORPHIC_SUPPORTED_TYPES(Decl, Stmt, TypeLoc),
                          FileFindingsPtr, Files) {
  const SourceManager &SM = Finder->getASTContext().getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(Node.getBeginLoc());
  return Loc.isValid() && Files->count(SM.getFileID(Loc));
}

/// The nodes of interest of every file in \p ByFile (its keys), found in one
/// traversal, sorted by position.
void matchFiles(ASTContext &Ctx, std::map<FileID, Findings> &ByFile) {
  const SourceManager &SM = Ctx.getSourceManager();
  FileCollector C(SM, ByFile);
  MatchFinder Finder;
  auto InFiles = isExpansionInFiles(&ByFile);
  // Template instantiations repeat the pattern's text: match patterns only.
  auto NotInstantiatedStmt = unless(isInTemplateInstantiation());
  auto NotInstantiatedDecl = unless(isInstantiated());
  Finder.addMatcher(callExpr(InFiles, NotInstantiatedStmt).bind("call"), &C);
  Finder.addMatcher(
      callExpr(InFiles, isInTemplateInstantiation(), callee(functionDecl()))
          .bind("instantiated-call"),
      &C);
  Finder.addMatcher(
      functionDecl(InFiles, NotInstantiatedDecl, unless(isImplicit()))
          .bind("function"),
      &C);
  Finder.addMatcher(lambdaExpr(InFiles, NotInstantiatedStmt).bind("lambda"),
                    &C);
  Finder.addMatcher(varDecl(InFiles, NotInstantiatedDecl).bind("var"), &C);
  Finder.addMatcher(
      cxxConstructExpr(InFiles, NotInstantiatedStmt).bind("construct"), &C);
  Finder.matchAST(Ctx);
  auto ByLoc = [&SM](const auto *A, const auto *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  };
  // Function objects are outlined in the file that defines their class.
  std::vector<FileID> Files;
  for (auto &[File, F] : ByFile)
    Files.push_back(File);
  for (auto &[File, F] : ByFile) {
    F.ProgramFiles = Files;
    for (const CallExpr *Call : F.Calls) {
      const CXXRecordDecl *RD =
          isParallelForEach(Call) ? getFunctorClass(Call) : nullptr;
      if (!RD || !KernelOutliner::getKernelCallOperator(RD))
        continue;
      auto Defined =
          ByFile.find(SM.getFileID(SM.getExpansionLoc(RD->getLocation())));
      if (Defined != ByFile.end() &&
          !llvm::is_contained(Defined->second.Functors, RD))
        Defined->second.Functors.push_back(RD);
    }
  }
  // In a header, a class with a restrict(amp) call operator that holds AMP
  // containers can only be a kernel: it gets one whether or not this unit
  // launches it.
  for (auto &[File, F] : ByFile) {
    if (File == SM.getMainFileID())
      continue;
    for (const FunctionDecl *FD : F.Functions) {
      const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      if (!MD || MD->getParent()->isLambda())
        continue;
      const CXXRecordDecl *RD = MD->getParent();
      if (KernelOutliner::getKernelCallOperator(RD) != MD ||
          !holdsAmpContainer(RD) || llvm::is_contained(F.Functors, RD) ||
          llvm::is_contained(F.PossibleFunctors, RD))
        continue;
      F.PossibleFunctors.push_back(RD);
    }
  }
  for (auto &[File, F] : ByFile) {
    std::stable_sort(F.Calls.begin(), F.Calls.end(), ByLoc);
    std::stable_sort(F.Functions.begin(), F.Functions.end(), ByLoc);
    std::stable_sort(F.Lambdas.begin(), F.Lambdas.end(), ByLoc);
    std::stable_sort(F.Vars.begin(), F.Vars.end(), ByLoc);
  }
}

/// AMP2HIP-E0015: the AMP library's static assertion \p Message, required
/// at \p Loc (and, when another file, innermost at \p Innermost).
std::string libraryAssertionMessage(llvm::StringRef Message, SourceLocation Loc,
                                    SourceLocation Innermost,
                                    const SourceManager &SM) {
  std::string Text = "this use of the C++ AMP library breaks one of its "
                     "static rules: " +
                     (Message.empty() ? std::string("static assertion failed")
                                      : Message.str());
  if (Innermost.isValid() && Innermost != Loc) {
    PresumedLoc P = SM.getPresumedLoc(Innermost);
    if (P.isValid())
      Text += " (required at " +
              llvm::sys::path::filename(P.getFilename()).str() + ":" +
              std::to_string(P.getLine()) + ")";
  }
  return Text + " (MSVC error C2338)";
}

/// AMP2HIP-E0013: one error per include of a Windows-only library, with the
/// number of Clang errors that were counted instead of shown. Shown after a
/// fatal error too: it may be the only error of the input that is shown.
void reportWindowsOnlyLibraries(ASTContext &Ctx, const MsvcCompatConsumer &M,
                                TranslationResult &Result) {
  DiagReporter Reporter(Ctx.getDiagnostics(),
                        DiagReporter::ShowAfterFatalError);
  for (const WindowsOnlyInclude &W : M.WindowsOnly) {
    std::string Message =
        "'" + W.Header + "' is " + W.Library->Library.str() +
        ", a Windows-only library with no portable counterpart; amp2hip "
        "cannot translate a program that uses it: " +
        W.Library->Replacement.str();
    if (M.SuppressedErrors)
      Message += " (" + std::to_string(M.SuppressedErrors) +
                 " Clang error(s) in code that uses Windows-only libraries "
                 "were not shown)";
    Reporter.report(W.Loc, DiagId::WindowsOnlyLibrary, Message);
  }
  Result.AmpErrors += Reporter.errorCount();
}

/// The per-translation-unit state of the rewrite.

} // namespace

void AmpRewriter::planSplitConditionals(
    ASTContext &Ctx, const Findings &F,
    const std::map<FileID, Findings> &Files) {
  const SourceManager &SM = Ctx.getSourceManager();
  DiagReporter Reporter(Ctx.getDiagnostics());
  std::set<const Conditional *> Chosen;
  auto Cut = [&](SourceRange Range) {
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
      return;
    FileID File = SM.getFileID(Range.getBegin());
    if (!Files.count(File) || SM.getFileID(Range.getEnd()) != File)
      return;
    unsigned Begin = SM.getFileOffset(Range.getBegin());
    unsigned End = SM.getFileOffset(Range.getEnd());
    for (const Conditional &C : Conditionals)
      if (C.File == File && C.Complete && cutsConditional(C, Begin, End))
        Chosen.insert(&C);
  };
  for (const CallExpr *Call : F.Calls) {
    if (!isParallelForEach(Call))
      continue;
    Cut(Call->getSourceRange());
    if (const LambdaExpr *L = kernelLambdaOf(Call))
      Cut(L->getBody()->getSourceRange());
  }
  for (const Conditional *C : Chosen) {
    ConditionalResolution R = resolveConditional(*C, SM.getBufferData(C->File));
    SourceLocation Loc = SM.getComposedLoc(C->File, C->Directives.front());
    Reporter.report(Loc, DiagId::SplitConditional,
                    "this preprocessor conditional splits the text of a "
                    "parallel_for_each; the translation keeps the branch "
                    "the preprocessor took and drops the others");
    if (std::optional<std::string> Path = editPath(SM, C->File))
      NextRound->Edits.emplace_back(*Path, R.Offset, R.Length, R.Text);
  }
}

bool AmpRewriter::planMacroExpansions(ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The files whose text can be edited: the main file and the program's
  // headers (HeaderFiles).
  std::map<FileID, Findings> Files;
  Files[SM.getMainFileID()];
  for (FileID Header : HeaderFiles)
    Files[Header];
  Findings F;
  Collector C(F);
  MatchFinder Finder;
  auto InFiles = isExpansionInFiles(&Files);
  Finder.addMatcher(
      callExpr(InFiles, unless(isInTemplateInstantiation())).bind("call"), &C);
  Finder.addMatcher(
      lambdaExpr(InFiles, unless(isInTemplateInstantiation())).bind("lambda"),
      &C);
  Finder.matchAST(Ctx);
  planSplitConditionals(Ctx, F, Files);
  // Macro uses that write a kernel (a parallel_for_each call) or a
  // restrict(amp) lambda (EVALUATE_TEST_ON_CPU_AND_GPU's
  // `[&]() restrict(cpu, amp) {...}`): their text must be rewritten.
  std::vector<SourceLocation> Written;
  for (const CallExpr *Call : F.Calls)
    if (Call->getBeginLoc().isMacroID() && isParallelForEach(Call))
      Written.push_back(Call->getBeginLoc());
  // And macro uses that call the static member functions of the class whose
  // member writes a restrict(amp) lambda: the outlined kernel qualifies those
  // calls in the text.
  for (const LambdaExpr *L : F.Lambdas) {
    if (!getRestriction(L->getCallOperator()).Amp)
      continue;
    if (L->getBeginLoc().isMacroID())
      Written.push_back(L->getBeginLoc());
    else
      llvm::append_range(Written, staticCallsInMacros(L));
  }
  // And macro uses whose definition names a dependent base's member
  // unqualified, which MSVC (and Clang's Microsoft mode, with a warning)
  // finds where the template is instantiated (SolveTSP's `boolulongs()`,
  // `(boolstride / (sizeof(ulong) * 8))`): the qualifier goes in the text
  // (rewriteMsvcCompat).
  if (MsvcDiags)
    for (const MsvcAccepted &A : MsvcDiags->Accepted)
      if (A.Option == "microsoft-template" && A.Loc.isMacroID() &&
          SM.isMacroBodyExpansion(A.Loc))
        Written.push_back(A.Loc);
  std::set<const MacroUse *> Chosen;
  for (SourceLocation Begin : Written) {
    SourceLocation Loc = SM.getExpansionLoc(Begin);
    FileID File = SM.getFileID(Loc);
    if (!Files.count(File) && !isInclusionOf(SM, File, HeaderFiles))
      continue;
    unsigned Offset = SM.getFileOffset(Loc);
    for (const MacroUse &Use : MacroUses)
      if (Use.File == File && Use.Begin <= Offset && Offset < Use.End)
        Chosen.insert(&Use);
  }
  // A use in a header included twice is one text: expanded once.
  std::set<std::pair<std::string, unsigned>> Expanded;
  for (const MacroUse *Use : Chosen) {
    std::optional<std::string> Text =
        expandOnce(*Use, SM.getBufferData(Use->File), *PP);
    std::optional<std::string> FilePath = editPath(SM, Use->File);
    if (!Text || !FilePath || !Expanded.insert({*FilePath, Use->Begin}).second)
      continue;
    NextRound->Edits.emplace_back(*FilePath, Use->Begin, Use->End - Use->Begin,
                                  *Text);
  }
  return !NextRound->Edits.empty();
}

std::optional<std::string> AmpRewriter::editPath(const SourceManager &SM,
                                                 FileID File) const {
  if (File == SM.getMainFileID())
    return std::string();
  if (!isInclusionOf(SM, File, HeaderFiles))
    return std::nullopt;
  // The header as the next parse looks it up: an absolute path, its `.` and
  // `..` removed (llvm::vfs::InMemoryFileSystem's form).
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  if (!Entry)
    return std::nullopt;
  llvm::SmallString<256> Path(Entry->getName());
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

bool AmpRewriter::planMsvcMacroTests(ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  DiagReporter Reporter(Ctx.getDiagnostics());
  std::set<std::pair<FileID, unsigned>> Seen;
  bool Any = false;
  for (const MsvcMacroTest &Test : MsvcMacroTests) {
    std::optional<std::string> Path = editPath(SM, Test.File);
    if (!Path || !Seen.insert({Test.File, Test.Offset}).second)
      continue;
    Reporter.report(Test.Loc, DiagId::MsvcDialect,
                    "'" + Test.Written + "' in a preprocessor condition is " +
                        Test.Meaning + " in the output");
    NextRound->Edits.emplace_back(*Path, Test.Offset, Test.Length,
                                  Test.Portable);
    Any = true;
  }
  return Any;
}

void AmpRewriter::planErrorFixes(ASTContext &Ctx, bool MacroTests) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<tooling::Replacement> Ignored;
  std::vector<tooling::Replacement> &Edits =
      NextRound ? NextRound->Edits : Ignored;
  bool AllVerified = planMsvcErrorFixes(
      Ctx, MsvcDiags->ErrorFixes,
      [&](FileID File) { return editPath(SM, File); }, Edits);
  // A CRT name of MSVC's C headers: the next round parses with the
  // portability layer (once; a name it does not declare stays an error).
  bool WindowsLayerNow = false;
  if (NextRound && !WindowsLayer)
    for (const MsvcErrorFix &Fix : MsvcDiags->ErrorFixes)
      if (Fix.Kind == MsvcErrorFix::LaterVisibleName &&
          isMsvcCHeaderName(unqualifiedIdentifierAt(SM, Fix.Loc)))
        WindowsLayerNow = NextRound->WindowsLayer = true;
  // A round that rewrote MSVC's macros in conditions parsed code that the
  // next round may not (`#if (_M_X64)` skipped the declarations that its
  // errors miss): its errors are shown by a round that rewrites none.
  if (NextRound && !MacroTests &&
      (!AllVerified || (Edits.empty() && !WindowsLayerNow)))
    NextRound->ShowErrors = true;
}

namespace {
/// A local class defined in amp code: its member functions without a
/// restriction of their own inherit the enclosing function's
/// (getEffectiveRestriction). Clang's CUDA target rules must see that before
/// the bodies of the members (parsed once the outermost local class is
/// complete) and the rest of the enclosing body call them, so the attributes
/// that restrict(...) would have written (amp_restrict.h) are added when the
/// class's member list is complete.
void inheritRestrictions(const TagDecl *D) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D);
  if (!RD || RD->isLambda() || !RD->isLocalClass())
    return;
  ASTContext &Ctx = RD->getASTContext();
  for (Decl *Member : RD->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(Member);
    if (!FD || FD->isImplicit() || getRestriction(FD).any())
      continue;
    Restriction R = getEffectiveRestriction(FD);
    if (!R.Amp)
      continue;
    if (!FD->hasAttr<CUDADeviceAttr>())
      FD->addAttr(CUDADeviceAttr::CreateImplicit(Ctx));
    if (R.Cpu && !FD->hasAttr<CUDAHostAttr>())
      FD->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
  }
}

class RestrictionInheritance : public ASTMutationListener {
public:
  void CompletedTagDefinition(const TagDecl *D) override {
    inheritRestrictions(D);
  }
};
} // namespace

void AmpRewriter::InitializeSema(Sema &S) {
  if (MsvcDiags)
    MsvcDiags->S = &S;
  if (!AmpIncludeDir.empty())
    S.addExternalSource(
        new LibraryDefinitionSource(S.getSourceManager(), AmpIncludeDir));
}

bool AmpRewriter::shouldSkipFunctionBody(Decl *D) {
  const FunctionDecl *FD = D->getAsFunction();
  if (FD == nullptr || FD->isTemplated())
    return false;
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  return Loc.isValid() && SM.isInSystemHeader(Loc);
}

ASTMutationListener *AmpRewriter::GetASTMutationListener() {
  if (!Listener)
    Listener = std::make_unique<RestrictionInheritance>();
  return Listener.get();
}

void AmpRewriter::setProgramTraversalScope(ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const DeclContext *TU = Ctx.getTranslationUnitDecl();
  std::vector<Decl *> Program;
  auto Add = [&](Decl *D) {
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (Loc.isValid() && !SM.isInSystemHeader(Loc))
      Program.push_back(D);
  };
  if (OnlyLocalDecls)
    llvm::for_each(TU->noload_decls(), Add);
  else
    llvm::for_each(TU->decls(), Add);
  Ctx.setTraversalScope(Program);
}

void AmpRewriter::HandleTranslationUnit(ASTContext &Ctx) {
  setProgramTraversalScope(Ctx);
  // MSVC's predefined macros in conditionals: the next round parses the
  // text that tests them portably (MsvcPredefinedMacros.h).
  bool MacroTests = MayEdit && NextRound && planMsvcMacroTests(Ctx);
  // Errors held back for MSVC's fixes: this round ends with the fixes; the
  // next one parses the fixed text and shows what is left, once.
  if (MsvcDiags && MsvcDiags->holdsErrors()) {
    planErrorFixes(Ctx, MacroTests);
    return;
  }
  if (MacroTests)
    return;
  // Clang's errors: translateFile reports AMP2HIP-E0001 (after a fatal error
  // the DiagnosticsEngine would swallow it here).
  if (RestrictionDiags) {
    RestrictionDiags->flush();
    // Clang's errors that break AMP rules, reported by Clang before any
    // fatal error that followed, are shown after it too.
    DiagReporter Reporter(Ctx.getDiagnostics(),
                          DiagReporter::ShowAfterFatalError);
    for (const RestrictionViolation &V : RestrictionDiags->Violations) {
      Reporter.report(V.Loc, DiagId::CallOutsideRestriction,
                      callOutsideRestrictionMessage(V.Callee));
      Reporter.note(V.Loc, V.ClangMessage);
    }
    // Before the target errors of the same classes' members, which could
    // otherwise reach Clang's error limit first.
    for (SourceLocation Loc : RestrictionDiags->InvalidTargets)
      Reporter.report(
          Loc, DiagId::IncompatibleSpecialMember,
          "this object's implicitly declared constructor or destructor has "
          "no restriction usable here: its bases and members have "
          "special member functions with incompatible restrictions "
          "(restrict(cpu) beside restrict(amp)); declare it explicitly with "
          "the restriction you need (C++ AMP v1.2 §2.3.3)");
    // Clang's other CUDA target errors, as the AMP rules they enforce.
    RestrictionDiags->resolveRedeclaredDestructors(Ctx.getSourceManager());
    for (const MappedTargetError &E : RestrictionDiags->TargetErrors) {
      Reporter.report(E.Loc, E.Id, E.Message);
      Reporter.note(E.Loc, E.ClangMessage);
      llvm::errs() << E.ClangNotes;
    }
    for (const auto &A : RestrictionDiags->LibraryAssertions)
      Reporter.report(A.Loc, DiagId::AmpLibraryAssertion,
                      libraryAssertionMessage(A.Message, A.Loc, A.Innermost,
                                              Ctx.getSourceManager()));
    Result.AmpErrors += Reporter.errorCount();
  }
  if (MsvcDiags)
    reportWindowsOnlyLibraries(Ctx, *MsvcDiags, Result);
  ExecutionSpaceAnalysis Spaces(Ctx);
  {
    llvm::TimeTraceScope Scope("AMP checks");
    Result.AmpErrors += reportAmpIncompatibleTypes(Ctx, Spaces);
    Result.AmpErrors += reportAmpStatementViolations(Ctx, Spaces);
    Result.AmpErrors += reportRestrictedVariables(Ctx);
    Result.AmpErrors += reportDivergentTileBarriers(Ctx, Spaces);
    Result.AmpErrors += reportUntranslatedAmpHeaders(
        Ctx, HeaderFiles, HeaderRoot, ParseHeaderIncludes);
    Result.AmpErrors += reportUnmappedMsvcIntrinsics(Ctx);
  }
  if (Ctx.getDiagnostics().hasErrorOccurred())
    return;
  if (MayEdit && PP && NextRound && planMacroExpansions(Ctx))
    return;
  // Property uses that only an instantiation shows (`p.x = v`, `p` of a
  // dependent type): written as calls in the text the next round parses, so
  // that a header translates alike in inputs that do not instantiate it.
  if (MayEdit && NextRound) {
    const SourceManager &Sources = Ctx.getSourceManager();
    if (planInstantiatedPropertyUses(
            Ctx, [&](FileID File) { return editPath(Sources, File); },
            NextRound->Edits))
      return;
  }
  // The program's names that HIP's headers also declare: renamed in the
  // text the next round parses (HipNameClashes.h).
  {
    const SourceManager &Sources = Ctx.getSourceManager();
    std::vector<tooling::Replacement> Ignored;
    bool Renamed = false;
    unsigned Clashes = planHipNameRenames(
        Ctx, MayEdit && NextRound,
        [&](FileID File) { return editPath(Sources, File); },
        NextRound ? NextRound->Edits : Ignored, Renamed);
    Result.AmpErrors += Clashes;
    if (NextRound && Renamed)
      NextRound->HipRenames = true;
    if (Clashes || Renamed)
      return;
  }
  // Each of the program's headers is rewritten by a session of its own, with
  // edits of its own (offsets in that file), then the main file.
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  std::map<FileID, Findings> ByFile;
  ByFile[Main];
  for (FileID Header : HeaderFiles)
    ByFile[Header];
  {
    llvm::TimeTraceScope Scope("Find AMP constructs");
    matchFiles(Ctx, ByFile);
  }
  // Named kernel lambdas are amp code only (kernel arguments written in the
  // call the analysis finds itself).
  for (const auto &[File, F] : ByFile)
    for (const CallExpr *Call : F.Calls)
      if (isParallelForEach(Call))
        if (const LambdaExpr *L = kernelLambdaOf(Call))
          Spaces.addKernelLambda(L);
  for (FileID Header : HeaderFiles) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(Header);
    if (!Entry)
      continue;
    TranslationResult HeaderResult;
    RewriteSession Session(Ctx, Spaces, Header, Entry->getName(), HeaderResult,
                           PP, /*IsHeader=*/true);
    Session.MsvcDiags = MsvcDiags;
    Session.MappedMacros = &MappedMacros;
    Session.SharedViewClasses = ViewClasses;
    Session.AmpIncludeDir = AmpIncludeDir;
    const std::vector<unsigned> NoVoidMain; // `void main` is the main file's
    Session.run(PassInput{Includes, NoVoidMain, ByFile[Header]});
    Result.ViewClasses.insert(HeaderResult.ViewClasses.begin(),
                              HeaderResult.ViewClasses.end());
    Result.AmpErrors += HeaderResult.AmpErrors;
    Result.Stats += HeaderResult.Stats;
    if (!HeaderResult.Success)
      return;
    Result.Headers.push_back(
        {Entry->getName().str(), std::move(HeaderResult.Output)});
  }
  RewriteSession Session(Ctx, Spaces, Main, FileName, Result, PP);
  Session.MsvcDiags = MsvcDiags;
  Session.MappedMacros = &MappedMacros;
  Session.SharedViewClasses = ViewClasses;
  Session.AmpIncludeDir = AmpIncludeDir;
  Session.WindowsLayer = WindowsLayer;
  Session.run(PassInput{Includes, VoidMainFixes, ByFile[Main]});
}

} // namespace amp2hip
