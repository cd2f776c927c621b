//===- AmpRewriter.cpp - Collects and applies the AMP rewrites ------------===//

#include "Rewrite/AmpRewriter.h"

#include "Analysis/AmpModel.h"
#include "Analysis/ExecutionSpace.h"
#include "Checks/AmpStatementRules.h"
#include "Checks/AmpTypeRules.h"
#include "Kernel/KernelOutliner.h"
#include "Frontend/LibraryDefinitions.h"
#include "Compat/MsvcCompat.h"
#include "Rewrite/PropertyRewrite.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Edits/SourceUtil.h"
#include "Checks/TileBarrierRules.h"

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

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// Everything the matchers found, in source order per kind.
struct Findings {
  std::vector<const CallExpr *> Calls;
  std::vector<const FunctionDecl *> Functions;
  std::vector<const LambdaExpr *> Lambdas;
  std::vector<const VarDecl *> Vars;
  std::vector<const CXXConstructExpr *> Constructs;
  /// The classes defined in this file that parallel_for_each launches as
  /// function objects (from calls in any file of the program).
  std::vector<const CXXRecordDecl *> Functors;
  /// Classes of this header that could be launched as function objects but
  /// are not launched in this translation unit: outlined if possible, so
  /// that the header translates the same way in every unit.
  std::vector<const CXXRecordDecl *> PossibleFunctors;
  /// The files being translated (the main file and the program's headers).
  std::vector<FileID> ProgramFiles;
};

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

/// The name a call's callee was written with, for calls whose callee is not
/// resolved yet (in templates).
llvm::StringRef calleeName(const CallExpr *Call) {
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee))
    return ULE->getName().isIdentifier()
               ? ULE->getName().getAsIdentifierInfo()->getName()
               : "";
  if (const auto *DSME = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
    return DSME->getMember().isIdentifier()
               ? DSME->getMember().getAsIdentifierInfo()->getName()
               : "";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
    if (DRE->getDecl()->getDeclName().isIdentifier())
      return DRE->getDecl()->getName();
  if (const auto *ME = dyn_cast<MemberExpr>(Callee))
    if (ME->getMemberDecl()->getDeclName().isIdentifier())
      return ME->getMemberDecl()->getName();
  return "";
}

/// The kernel lambda of a parallel_for_each call: written in the call or
/// named by a local variable; null for a function object.
const LambdaExpr *kernelLambdaOf(const CallExpr *Call) {
  if (const LambdaExpr *L = getKernelLambda(Call))
    return L;
  return getNamedKernelLambda(Call);
}

/// What a barrier or fence call becomes, or "" if \p Call is neither.
/// \p InDevice: the call is in amp code, where an unresolved `.wait()` can
/// only be tile_barrier::wait.
llvm::StringRef barrierReplacement(const CallExpr *Call, bool InDevice) {
  llvm::StringRef Name = calleeName(Call);
  bool Resolved = Call->getDirectCallee() != nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const CXXRecordDecl *RD = MC->getRecordDecl();
    if (!RD || RD->getName() != "tile_barrier")
      return "";
  } else if (Resolved) {
    if (!isAmpFunction(Call->getDirectCallee(), Name))
      return "";
  } else if (!InDevice) {
    return "";
  }
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Cases("wait", "wait_with_all_memory_fence",
             "wait_with_global_memory_fence",
             "wait_with_tile_static_memory_fence", "__syncthreads()")
      .Cases("all_memory_fence", "global_memory_fence",
             "tile_static_memory_fence", "__threadfence_block()")
      .Default("");
}

/// Maps an AMP header to its runtime counterpart, or "" for other headers.
llvm::StringRef runtimeHeaderFor(llvm::StringRef Name) {
  return llvm::StringSwitch<llvm::StringRef>(Name.lower())
      .Case("amp.h", "amp2hip/amp.h")
      .Case("amp_math.h", "amp2hip/amp_math.h")
      .Case("amp_graphics.h", "amp2hip/amp_graphics.h")
      .Case("amp_short_vectors.h", "amp2hip/amp_short_vectors.h")
      // Microsoft's PPL beside AMP (docs/features/ppl.md).
      .Case("ppl.h", "amp2hip/ppl.h")
      .Case("ppltasks.h", "amp2hip/ppltasks.h")
      .Case("concurrent_queue.h", "amp2hip/concurrent_queue.h")
      .Case("concurrent_vector.h", "amp2hip/concurrent_vector.h")
      .Default("");
}

/// True if \p VD has no initializer written, and its default construction
/// calls a constructor that is not trivial (`tile_static Particle p[8];`; in
/// a template, `Particle p[N]` has no initializer yet: its element type
/// decides).
bool isImplicitDefaultConstruction(const VarDecl *VD) {
  if (const Expr *Init = VD->getInit()) {
    const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
    return Construct && Construct->getNumArgs() == 0 &&
           !Construct->isListInitialization() &&
           Construct->getParenOrBraceRange().isInvalid() &&
           !Construct->getConstructor()->isTrivial();
  }
  QualType T = VD->getType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  if (T->isDependentType())
    return false;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && !RD->hasTrivialDefaultConstructor();
}

/// True if \p VD is initialized by anything but a trivial default
/// construction (C++ AMP v1.2 §2.4.3 forbids initializers on tile_static).
bool hasInitializer(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (!Init)
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  if (!Construct)
    return true;
  return Construct->getNumArgs() > 0 ||
         !Construct->getConstructor()->isTrivial();
}

/// The AMP2HIP-E0011 message for a call of \p Callee from amp code.
std::string callOutsideRestrictionMessage(llvm::StringRef Callee) {
  return "'" + Callee.str() +
         "' is called from amp code (a kernel or a restrict(amp) function) "
         "but is not declared restrict(amp); C++ AMP requires restrict(amp) "
         "or restrict(amp, cpu) on it";
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

/// What to write instead of a Windows API, for the W0001 message.
std::string portableHint(llvm::StringRef Api) {
  if (Api.starts_with("SetConsole") || Api == "GetStdHandle" ||
      Api == "GetConsoleScreenBufferInfo")
    return "console colours and cursor: ANSI escape sequences";
  if (Api == "Sleep")
    return "std::this_thread::sleep_for";
  if (Api == "GetTickCount" || Api.starts_with("QueryPerformance"))
    return "std::chrono::steady_clock";
  if (Api.contains("getch") || Api.contains("kbhit"))
    return "std::getchar or std::cin";
  if (Api.starts_with("OutputDebugString"))
    return "std::cerr";
  return "the C++ standard library";
}

/// AMP2HIP-E0013: one error per include of a Windows-only library, with the
/// number of Clang errors that were counted instead of shown.
void reportWindowsOnlyLibraries(ASTContext &Ctx, const MsvcCompatConsumer &M,
                                TranslationResult &Result) {
  DiagReporter Reporter(Ctx.getDiagnostics());
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
class RewriteSession {
public:
  /// Rewrites \p File, named \p FileName: the translation unit's main
  /// file, or (\p IsHeader) one of the program's headers. Its edits are
  /// its own (one FileEdits per file).
  RewriteSession(ASTContext &Ctx, const ExecutionSpaceAnalysis &Spaces,
                 FileID File, llvm::StringRef FileName,
                 TranslationResult &Result, const Preprocessor *PP,
                 bool IsHeader = false)
      : Ctx(Ctx), Spaces(Spaces), SM(Ctx.getSourceManager()),
        LO(Ctx.getLangOpts()), File(File), Diags(Ctx.getDiagnostics()),
        FileName(FileName),
        Result(Result), PP(PP), IsHeader(IsHeader), Edits(FileName),
        Out(Edits, Diags, SM, File) {
    Buffer = SM.getBufferData(File);
  }

  /// Set by the caller: what Clang accepted only as MSVC does.
  const MsvcCompatConsumer *MsvcDiags = nullptr;
  /// Set by the caller: uses of the portability layer's macros.
  const std::vector<MappedMacroUse> *MappedMacros = nullptr;

  /// \p F: what the matchers found in this file (matchFiles).
  void run(const std::vector<IncludeSite> &Includes,
           const std::vector<unsigned> &VoidMainFixes, const Findings &F) {
    reportVoidMain(VoidMainFixes);
    if (MsvcDiags) // an edit that cannot be added is an error (counted)
      rewriteMsvcCompat(SM, LO, Diags, MsvcDiags->Accepted, Out);
    if (MappedMacros)
      rewriteWindowsApiUses(Ctx, Diags, *MappedMacros, Out);
    collectKernels(F);
    for (const IncludeSite &Site : Includes)
      if (Site.File == File)
        rewriteInclude(Site);
    for (const FunctionDecl *FD : F.Functions) {
      guardRestrictionOverload(FD); // first: its #if goes before __device__
      rewriteFunction(FD);
    }
    for (const VarDecl *VD : F.Vars) {
      rewriteTileStatic(VD);
      rewriteDeviceContainerLocal(VD);
    }
    for (const CallExpr *Call : F.Calls) {
      rewriteBarrier(Call);
      markWindowsCall(Call);
      checkRestriction(Call);
    }
    for (const CXXConstructExpr *Construct : F.Constructs)
      checkRestriction(Construct);
    for (const LambdaExpr *L : F.Lambdas)
      rewriteLambda(L);
    qualifyClashingTypeNames();
    // Last before outlining: a compound assignment of a property copies its
    // object expression with the edits inside it.
    rewriteAmpProperties(Ctx, Diags, Buffer, Out);
    emitDeviceCopies();
    outlineKernels();
    Result.AmpErrors += Diags.errorCount();
    if (Diags.errorCount() || Ctx.getDiagnostics().hasErrorOccurred())
      return;
    // A header with nothing to translate is written as it is.
    Result.Output = (IsHeader && Edits.empty() ? std::string() : header()) +
                    Edits.apply(Buffer, 0, Buffer.size());
    Result.Success = true;
  }

private:
  ASTContext &Ctx;
  /// Where each function and expression runs (the one analysis).
  const ExecutionSpaceAnalysis &Spaces;
  const SourceManager &SM;
  const LangOptions &LO;
  FileID File; ///< the file being rewritten
  DiagReporter Diags;
  llvm::StringRef FileName;
  TranslationResult &Result;
  const Preprocessor *PP; ///< for macro definitions (may be null)
  bool IsHeader;
  llvm::StringRef Buffer;
  FileEdits Edits;
  /// Where every edit goes (a conflict is AMP2HIP-E0022).
  EditTarget Out;
  std::vector<const CallExpr *> KernelCalls;
  llvm::DenseSet<const LambdaExpr *> KernelLambdas;
  /// Classes of this file launched as function objects, and their kernel
  /// call operators.
  std::vector<const CXXRecordDecl *> Functors;
  std::vector<const CXXRecordDecl *> PossibleFunctors;
  llvm::DenseSet<const Decl *> FunctorCallOperators;
  std::vector<FileID> ProgramFiles;
  /// The rewrites that a template's instantiations reach again at the same
  /// offset: each kind is done once per offset. Kinds are kept apart because
  /// two rewrites may start at one offset (the return type of a restrict(amp)
  /// function begins where __device__ goes), and a shared set would drop the
  /// second one silently.
  enum class Once {
    RestrictSpelling,   ///< a restriction specifier removed
    FunctionQualifiers, ///< a function's __device__ / __host__ __device__
    ContainerType,      ///< array / array_view spelled as a device view
    LocalViewType,      ///< a local view's type in amp code
    TileStatic,         ///< tile_static written as __shared__
    WindowsCall,        ///< a Windows API call marked
    CallOutside,        ///< E0011 at a call
    Barrier,            ///< a tile barrier call rewritten
  };
  std::set<std::pair<Once, unsigned>> Done;
  llvm::DenseSet<unsigned> GuardsDone; ///< declarations already guarded
  /// Type names already qualified (qualifyClashingTypeNames): a set of its
  /// own, since a name may start where another rewrite's offset is (the
  /// return type of a restrict(amp) function, where __device__ goes).
  llvm::DenseSet<unsigned> QualifiedDone;
  std::set<std::string> WarnedWindowsApis;

  bool firstTime(Once Kind, unsigned Offset) {
    return Done.insert({Kind, Offset}).second;
  }

  /// `void main(` was parsed as `int  main(` (same length); say so and write
  /// `int main(` in the output.
  void reportVoidMain(const std::vector<unsigned> &Offsets) {
    SourceLocation FileStart = SM.getLocForStartOfFile(File);
    for (unsigned Offset : Offsets) {
      Diags.report(FileStart.getLocWithOffset(Offset), DiagId::VoidMain,
                   "'void main()' is not standard C++ (an MSVC extension); "
                   "translated as 'int main()', which returns 0");
      Out.add(Offset, 5, "int ");
    }
  }

  /// The kernels of this file: parallel_for_each calls, their lambdas (in
  /// the call or named), and the function objects launched.
  void collectKernels(const Findings &F) {
    for (const CallExpr *Call : F.Calls) {
      if (!isParallelForEach(Call))
        continue;
      KernelCalls.push_back(Call);
      if (const LambdaExpr *L = kernelLambdaOf(Call))
        KernelLambdas.insert(L);
    }
    Functors = F.Functors;
    PossibleFunctors = F.PossibleFunctors;
    ProgramFiles = F.ProgramFiles;
    for (const auto *List : {&Functors, &PossibleFunctors})
      for (const CXXRecordDecl *RD : *List)
        if (const CXXMethodDecl *Op = KernelOutliner::getKernelCallOperator(RD))
          FunctorCallOperators.insert(Op->getCanonicalDecl());
  }

  void rewriteInclude(const IncludeSite &Site) {
    if (const WindowsApiRow *Mapped = findWindowsHeader(Site.FileName)) {
      rewriteWindowsInclude(Site, *Mapped);
      return;
    }
    if (isWindowsHeader(Site.FileName)) {
      // Reported by the preprocessor callback; mark the spot in the output.
      Out.add(Site.NameEnd, 0, " /* AMP2HIP-W0001: Windows-only header */");
      return;
    }
    llvm::StringRef Runtime = runtimeHeaderFor(Site.FileName);
    if (Runtime.empty()) {
      if (!Site.PortableName.empty()) // reported by the preprocessor callback
        Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
                  (Site.Angled ? "<" : "\"") + Site.PortableName +
                      (Site.Angled ? ">" : "\""));
      return;
    }
    Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
              "<" + Runtime.str() + ">");
    ++Result.Stats.Includes;
  }

  /// An include of a Windows header that the portability layer maps
  /// (WindowsApiMapping.h): the runtime's header, or the line commented out
  /// when the header has no portable meaning (SDKDDKVer.h).
  void rewriteWindowsInclude(const IncludeSite &Site,
                             const WindowsApiRow &Mapped) {
    std::optional<unsigned> Hash = offsetIn(File, Site.HashLoc, SM);
    if (Mapped.Where.empty() && Hash) {
      Out.add(*Hash, 0, "// ");
      Out.add(Site.NameEnd, 0, " (amp2hip: not needed)");
      Diags.report(Site.HashLoc, DiagId::WindowsApiMapped,
                   "'" + Site.FileName + "' is dropped: " + Mapped.Doc.str());
      return;
    }
    Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
              "<" + Mapped.Where.str() + ">");
    Diags.report(Site.HashLoc, DiagId::WindowsApiMapped,
                 "'" + Site.FileName + "' is mapped to <" + Mapped.Where.str() +
                     ">, amp2hip's portability layer: " + Mapped.Doc.str());
  }

  /// Removes the `restrict(...)` spellings of \p R from the text. Returns
  /// false (after reporting) if a spelling cannot be edited.
  bool removeRestrictSpellings(const Restriction &R) {
    for (const AnnotateAttr *A : R.Attrs) {
      std::optional<OffsetRange> Range =
          expansionRangeIn(File, A->getLocation(), SM, LO);
      if (!Range)
        continue; // Spelled in a header: nothing to edit here.
      if (!isRestrictSpelling(Buffer.slice(Range->first, Range->second))) {
        Diags.report(A->getLocation(), DiagId::AmpLambdaOutsideParallelFor,
                     "this restriction specifier is written by a macro that "
                     "expands to more than the specifier; amp2hip cannot "
                     "rewrite it: write the code, or a macro holding only "
                     "restrict(...), in the file");
        return false;
      }
      if (!firstTime(Once::RestrictSpelling, Range->first))
        continue;
      unsigned Begin = Range->first;
      // Take one blank before the specifier with it: "f() restrict(amp)".
      if (Begin > 0 && (Buffer[Begin - 1] == ' ' || Buffer[Begin - 1] == '\t'))
        --Begin;
      Out.add(Begin, Range->second - Begin, "");
    }
    return true;
  }

  /// True if \p Text (the file text a restriction came from) is the
  /// specifier itself: `restrict(...)`, or the use of an object-like macro
  /// whose whole definition is `restrict(...)` (`#define __GPU
  /// restrict(amp, cpu)`), so that removing the text removes nothing else.
  bool isRestrictSpelling(llvm::StringRef Text) const {
    Text = Text.trim();
    if (Text.starts_with("restrict") && Text.ends_with(")") &&
        Text.count('(') == 1)
      return true;
    if (!PP || Text.empty() || !llvm::all_of(Text, [](char C) {
          return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
        }))
      return false;
    const IdentifierInfo *II = PP->getIdentifierInfo(Text);
    const MacroInfo *MI = II ? PP->getMacroInfo(II) : nullptr;
    if (!MI || MI->isFunctionLike() || MI->getNumTokens() == 0)
      return false;
    std::string Body;
    for (const Token &Tok : MI->tokens())
      Body += PP->getSpelling(Tok);
    return isRestrictSpelling(Body); // also a macro of such a macro
  }

  bool reportUnknownSpecifiers(const Restriction &R) {
    if (R.Unknown.empty())
      return true;
    Diags.report(R.Attrs.front()->getLocation(), DiagId::UnknownRestriction,
                 unknownRestrictionMessage(R.Unknown.front()));
    return false;
  }

  void rewriteFunction(const FunctionDecl *FD) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        return; // Lambdas are handled on their own.
    Restriction R = getRestriction(FD);
    if (!R.any()) {
      rewriteInheritedRestriction(FD);
      return;
    }
    if (!reportUnknownSpecifiers(R))
      return;
    std::optional<unsigned> Start =
        offsetIn(File, FD->getInnerLocStart(), SM);
    if (!Start || !firstTime(Once::FunctionQualifiers, *Start))
      return;
    removeRestrictSpellings(R);
    // A restrict(amp, cpu) function with array / array_view parameters has
    // no one type for them on both sides. When nothing but amp code uses it,
    // the cpu side is dead and it is emitted as a device function.
    if (R.Amp && R.Cpu && hasContainerParam(FD) && usedOnlyFromAmpCode(FD))
      R.Cpu = false;
    // A member of a class that holds views and exists only in amp code:
    // a device function, and the class holds device views (deviceOnlyClass).
    if (R.Amp)
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
        if (deviceOnlyClass(MD->getParent())) {
          R.Cpu = false;
          rewriteDeviceOnlyFields(MD->getParent());
        }
    // A function object's call operator runs on the GPU as an outlined
    // kernel; restrict(amp, cpu) keeps it for the host when the class holds
    // AMP containers (which device code cannot use).
    if (R.Cpu && FunctorCallOperators.count(FD->getCanonicalDecl()) &&
        holdsAmpContainer(cast<CXXMethodDecl>(FD)->getParent()))
      R.Amp = false;
    // Called from cpu code too: emitted twice (emitDeviceCopies()), as a
    // host function taking the containers as written and a device function
    // taking device views, overloads that both compilers tell apart by their
    // parameter types.
    if (R.Amp && R.Cpu && hasContainerParam(FD) && canEmitTwice(FD)) {
      DeviceCopies.push_back({FD, *Start});
      ++Result.Stats.DeviceFunctions;
      return;
    }
    llvm::StringRef Quals = R.hipQualifiers();
    if (!Quals.empty()) {
      Out.add(*Start, 0, Quals.str() + " ");
      ++Result.Stats.DeviceFunctions;
    }
    if (R.Amp)
      rewriteContainerParams(FD, R);
  }

  /// A member function of a local class defined in amp code, written
  /// without a restriction: it has its context's (getEffectiveRestriction),
  /// and the HIP qualifiers of that. Defaulted members are left to the HIP
  /// compiler, which infers theirs as it does for implicit ones.
  void rewriteInheritedRestriction(const FunctionDecl *FD) {
    if (FD->isDefaulted())
      return;
    Restriction R = getEffectiveRestriction(FD);
    if (!R.Amp)
      return;
    std::optional<unsigned> Start =
        offsetIn(File, FD->getInnerLocStart(), SM);
    if (!Start || FD->getInnerLocStart().isMacroID() ||
        !firstTime(Once::FunctionQualifiers, *Start))
      return;
    Out.add(*Start, 0, R.hipQualifiers().str() + " ");
    ++Result.Stats.DeviceFunctions;
    rewriteContainerParams(FD, R);
  }

  /// restrict(amp, cpu) functions with container parameters that cpu code
  /// uses, and the offsets of their declarations' first specifier.
  std::vector<std::pair<const FunctionDecl *, unsigned>> DeviceCopies;

  /// True if \p FD (restrict(amp, cpu), with container parameters) can be
  /// written twice, a host and a device function: not a member of a class
  /// that holds containers itself (its device copy would store a device
  /// view in a member of host type), nor virtual, and written in this file.
  bool canEmitTwice(const FunctionDecl *FD) const {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->isVirtual() || holdsAmpContainer(MD->getParent()))
        return false;
    if (FD->isMain() || FD->isDefaulted() || FD->isDeleted())
      return false;
    return declarationRange(FD).has_value();
  }

  /// Why canEmitTwice() is false for \p FD (AMP2HIP-E0009's message).
  std::string whyNotEmittedTwice(const FunctionDecl *FD) const {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      if (MD->getParent()->isLambda())
        return "a lambda cannot be written as a host and a device function";
      if (MD->isVirtual())
        return "a virtual function cannot be written as a host and a device "
               "function";
      if (holdsAmpContainer(MD->getParent()))
        return "'" + MD->getParent()->getNameAsString() +
               "' holds array_view or array members, which amp2hip cannot "
               "give a device type yet";
    }
    return "this declaration cannot be written as a host and a device "
           "function (written by a macro or in a file not being translated, "
           "or 'main')";
  }

  /// The text of the declaration \p FD: from its template header
  /// (if any) to the end of its body, or of its `;`.
  std::optional<OffsetRange> declarationRange(const FunctionDecl *FD) const {
    SourceRange Range = FD->getSourceRange();
    if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
      Range.setBegin(FTD->getBeginLoc());
    else if (FD->getNumTemplateParameterLists() > 0)
      Range.setBegin(FD->getOuterLocStart());
    std::optional<OffsetRange> Text = rangeIn(File, Range, SM, LO);
    if (!Text || FD->doesThisDeclarationHaveABody())
      return Text;
    // A declaration: up to its ';'.
    size_t Semi = Buffer.find(';', Text->second);
    if (Semi == llvm::StringRef::npos)
      return std::nullopt;
    Text->second = Semi + 1;
    return Text;
  }

  /// Writes the functions of DeviceCopies twice: the declaration as written
  /// (restriction removed) becomes a `__host__` function, and a copy after it
  /// with every edit of its text, `__device__`, and device views for its
  /// containers (as restrict(amp) functions take them). Host code calls the
  /// first with array_view / array arguments, amp code the second with the
  /// device views it holds; the copy of a restrict(amp, cpu) caller calls
  /// the copy of its callee.
  void emitDeviceCopies() {
    for (auto [FD, Start] : DeviceCopies) {
      std::optional<OffsetRange> Text = declarationRange(FD);
      FileEdits Device = Edits.within(Text->first, Text->second);
      if (llvm::Error Err = Device.add(Start, 0, "__device__ ")) {
        Out.report(std::move(Err), "the device copy of '" +
                                       FD->getNameAsString() + "'");
        continue;
      }
      std::swap(Edits, Device);
      Restriction AmpOnly;
      AmpOnly.Amp = true;
      rewriteContainerParams(FD, AmpOnly);
      std::swap(Edits, Device);
      Out.add(Start, 0, "__host__ ");
      // The copy on a line of its own, indented as the declaration is.
      size_t LineStart = Buffer.rfind('\n', Text->first) + 1; // npos + 1 == 0
      llvm::StringRef Indent = Buffer.slice(LineStart, Text->first);
      if (!Indent.trim().empty())
        Indent = "";
      Out.add(Text->second, 0,
                "\n" + Indent.str() +
                    Device.apply(Buffer, Text->first, Text->second));
    }
  }

  static bool hasContainerParam(const FunctionDecl *FD) {
    for (const ParmVarDecl *P : FD->parameters())
      if (isAmpContainer(P->getType().getNonReferenceType()))
        return true;
    return false;
  }

  /// True if \p D is the function (or function template) \p FD, or a
  /// specialization of it.
  static bool isSameFunction(const Decl *D, const FunctionDecl *FD) {
    const auto *Used = dyn_cast_or_null<FunctionDecl>(D);
    if (!Used)
      return false;
    if (Used->getCanonicalDecl() == FD->getCanonicalDecl())
      return true;
    const FunctionTemplateDecl *Primary = Used->getPrimaryTemplate();
    const FunctionTemplateDecl *Own = FD->getDescribedFunctionTemplate();
    return Primary && Own &&
           Primary->getCanonicalDecl() == Own->getCanonicalDecl();
  }

  /// The class (template) pattern of \p RD: itself, or the class template
  /// or partial specialization it was instantiated from.
  static const CXXRecordDecl *recordPattern(const CXXRecordDecl *RD) {
    if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
      RD = Pattern;
    return RD->getDefinition() ? RD->getDefinition() : RD;
  }

  /// True if \p T (through references, pointers and arrays) is \p Pattern
  /// or a specialization of it, dependent forms (`sab<T>`) included.
  static bool namesRecord(QualType T, const CXXRecordDecl *Pattern) {
    while (!T.isNull()) {
      if (T->isReferenceType() || T->isPointerType())
        T = T->getPointeeType();
      else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
        T = AT->getElementType();
      else
        break;
    }
    if (T.isNull())
      return false;
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
              TST->getTemplateName().getAsTemplateDecl()))
        return recordPattern(CTD->getTemplatedDecl()) == Pattern;
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      return recordPattern(RD) == Pattern;
    return false;
  }

  /// True if \p RD holds array_view or array members by value (no
  /// references to them) and exists only in amp code: every expression and
  /// parameter of its type (or a pointer, reference or array of it) outside
  /// its own definition is in a kernel or a restrict(amp) function. Such a
  /// class can hold device views, and its restrict(amp, cpu) members can be
  /// device functions (C++ AMP's `struct { array_view<T> a, b; }` built
  /// inside kernels; otherwise a restrict(amp, cpu) member taking a view is
  /// AMP2HIP-E0009).
  bool deviceOnlyClass(const CXXRecordDecl *RD) {
    const CXXRecordDecl *Pattern = recordPattern(RD);
    auto Known = DeviceOnlyClasses.find(Pattern);
    if (Known != DeviceOnlyClasses.end())
      return Known->second;
    bool &Answer = DeviceOnlyClasses[Pattern];
    Answer = false;
    // Defined in the source file: a header's class may be used on the host
    // by another translation unit.
    if (IsHeader || SM.getFileID(SM.getFileLoc(Pattern->getLocation())) != File ||
        !Pattern->hasDefinition() || Pattern->isLambda() ||
        Pattern->isPolymorphic() || Pattern->getNumBases() > 0 ||
        !holdsAmpContainer(Pattern))
      return false;
    for (const FieldDecl *Field : Pattern->fields())
      if (Field->getType()->isReferenceType() &&
          isAmpContainer(Field->getType().getNonReferenceType()))
        return false;
    SourceRange Own = Pattern->getSourceRange();
    if (const ClassTemplateDecl *CTD = Pattern->getDescribedClassTemplate())
      Own = CTD->getSourceRange();
    struct Finder : RecursiveASTVisitor<Finder> {
      const CXXRecordDecl *Pattern;
      std::vector<const Expr *> Exprs;
      std::vector<const ParmVarDecl *> Params;
      bool Other = false;
      bool VisitExpr(Expr *E) {
        if (namesRecord(E->getType(), Pattern))
          Exprs.push_back(E);
        return true;
      }
      bool VisitDeclaratorDecl(DeclaratorDecl *D) {
        if (!namesRecord(D->getType(), Pattern))
          return true;
        if (const auto *P = dyn_cast<ParmVarDecl>(D))
          Params.push_back(P);
        else if (!isa<VarDecl>(D) || !cast<VarDecl>(D)->isLocalVarDecl())
          Other = true; // a field of another class, a global
        return true;
      }
    } Find;
    Find.Pattern = Pattern;
    Find.TraverseAST(Ctx);
    auto Inside = [&](SourceLocation Loc) {
      return SM.isBeforeInTranslationUnit(Own.getBegin(), Loc) &&
             SM.isBeforeInTranslationUnit(Loc, Own.getEnd());
    };
    if (Find.Other)
      return false;
    bool Used = false; // an unused class keeps AMP2HIP-E0009
    for (const Expr *E : Find.Exprs) {
      if (Inside(E->getBeginLoc()))
        continue;
      Restriction R = Spaces.enclosing(E);
      if (!R.Amp || R.Cpu)
        return false;
      Used = true;
    }
    for (const ParmVarDecl *P : Find.Params) {
      if (Inside(P->getLocation()))
        continue;
      Used = true;
      const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
      if (!FD)
        return false;
      Restriction R = getRestriction(FD);
      if (!R.Amp || R.Cpu)
        return false;
    }
    Answer = Used;
    return Used;
  }
  std::map<const CXXRecordDecl *, bool> DeviceOnlyClasses;

  /// The array_view and array members of \p RD, a deviceOnlyClass, are
  /// written as device views (once for each class).
  void rewriteDeviceOnlyFields(const CXXRecordDecl *RD) {
    const CXXRecordDecl *Pattern = recordPattern(RD);
    if (!DeviceFieldsDone.insert(Pattern).second)
      return;
    for (const FieldDecl *Field : Pattern->fields()) {
      QualType T = Field->getType();
      if (!isAmpContainer(T))
        continue;
      TypeLoc TL = Field->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc();
      std::optional<OffsetRange> Range =
          rangeIn(File, TL.getSourceRange(), SM, LO);
      if (!Range) {
        Diags.report(Field->getLocation(), DiagId::UnsupportedKernelContext,
                     "amp2hip cannot rewrite this member as a device view: "
                     "its type is written by a macro or in another file");
        continue;
      }
      spellAsDeviceView(TL, T, *Range, Field->getLocation());
    }
  }
  std::set<const CXXRecordDecl *> DeviceFieldsDone;

  /// True if every use of \p FD in the translation unit is in amp-only code
  /// (a kernel or a restrict(amp) function), and there is at least one.
  bool usedOnlyFromAmpCode(const FunctionDecl *FD) {
    struct Finder : RecursiveASTVisitor<Finder> {
      const FunctionDecl *FD;
      std::vector<const Expr *> Uses;
      bool shouldVisitTemplateInstantiations() const { return true; }
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (isSameFunction(E->getDecl(), FD))
          Uses.push_back(E);
        return true;
      }
      bool VisitMemberExpr(MemberExpr *E) {
        if (isSameFunction(E->getMemberDecl(), FD))
          Uses.push_back(E);
        return true;
      }
      bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
        for (const NamedDecl *D : E->decls()) {
          const NamedDecl *U = D->getUnderlyingDecl();
          if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(U))
            U = FTD->getTemplatedDecl();
          if (isSameFunction(U, FD))
            Uses.push_back(E);
        }
        return true;
      }
    } Find;
    Find.FD = FD;
    Find.TraverseAST(Ctx);
    if (Find.Uses.empty())
      return false;
    for (const Expr *Use : Find.Uses) {
      Restriction R = Spaces.enclosing(Use);
      if (R.Amp && R.Cpu) {
        // Inside another restrict(amp, cpu) function with container
        // parameters that only amp code uses: that one is device-only too.
        const FunctionDecl *Caller = enclosingFunction(Use);
        if (Caller && Caller != FD && hasContainerParam(Caller) &&
            AmpOnlyVisiting.insert(Caller->getCanonicalDecl()).second) {
          bool CallerAmpOnly = usedOnlyFromAmpCode(Caller);
          AmpOnlyVisiting.erase(Caller->getCanonicalDecl());
          if (CallerAmpOnly)
            continue;
        }
      }
      if (!R.Amp || R.Cpu)
        return false;
    }
    return true;
  }

  /// The function (not a lambda) whose body holds \p E, or null.
  const FunctionDecl *enclosingFunction(const Expr *E) {
    const FunctionDecl *FD =
        Spaces.enclosingFunction(DynTypedNode::create(*E));
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
    return MD && MD->getParent()->isLambda() ? nullptr : FD;
  }

  /// The functions usedOnlyFromAmpCode() is deciding for (cycles).
  llvm::DenseSet<const Decl *> AmpOnlyVisiting;

  /// Writes `array<E, N>` / `array_view<E, N>` (as written, qualified or
  /// not; `array_view<E>` with its rank 1) as `amp2hip::device_view<E, N>`
  /// (`<const E, N>` for a const array), the type kernel_param_t gives them,
  /// spelled so that a function template's parameters can still be deduced
  /// from it. False for other containers (textures), aliases and shapes it
  /// cannot edit.
  bool rewriteAsDeviceView(TypeLoc TL, QualType T) {
    bool IsArray = isAmpClassTemplate(T, "array");
    if (!IsArray && !isAmpClassTemplate(T, "array_view"))
      return false;
    SourceLocation Begin = TL.getBeginLoc(); // with its qualifier
    if (auto Elab = TL.getAs<ElaboratedTypeLoc>())
      TL = Elab.getNamedTypeLoc();
    auto TST = TL.getAs<TemplateSpecializationTypeLoc>();
    // Only the class template itself: an alias template's arguments may
    // mean something else (kernel_param_t<Alias<...>> is used instead).
    if (!TST || TST.getNumArgs() < 1 || TST.getNumArgs() > 2 ||
        !isa_and_nonnull<ClassTemplateDecl>(
            TST.getTypePtr()->getTemplateName().getAsTemplateDecl()) ||
        TST.getRAngleLoc().isMacroID())
      return false;
    std::optional<OffsetRange> Name =
        rangeIn(File, SourceRange(Begin, TST.getTemplateNameLoc()), SM, LO);
    std::optional<OffsetRange> FirstArg =
        rangeIn(File, TST.getArgLoc(0).getSourceRange(), SM, LO);
    std::optional<unsigned> RAngle = offsetIn(File, TST.getRAngleLoc(), SM);
    if (!Name || !FirstArg || !RAngle ||
        !firstTime(Once::ContainerType, Name->first))
      return false;
    Out.add(Name->first, Name->second - Name->first, "amp2hip::device_view");
    if (IsArray && T.isConstQualified())
      Out.add(FirstArg->first, 0, "const ");
    // `array_view<T>`: the default rank written out (device_view has none),
    // so that a template deduces T from `device_view<T, 1>`.
    if (TST.getNumArgs() == 1)
      Out.add(*RAngle, 0, ", 1");
    return true;
  }

  /// The side of a restriction overload set (C++ AMP v1.2 §2.3.2) that \p FD
  /// is on: 'a' amp-only, 'c' cpu-only, 0 both or not a function.
  static char restrictionSide(const NamedDecl *D) {
    D = D->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
      D = FTD->getTemplatedDecl();
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || FD->isImplicit())
      return 0;
    bool Device = FD->hasAttr<CUDADeviceAttr>();
    bool Host = FD->hasAttr<CUDAHostAttr>() || !Device;
    if (Device && Host)
      return 0;
    return Device ? 'a' : 'c';
  }

  /// The numbers of arguments a call of \p FD may pass: from its required
  /// parameters to all of them, unbounded for `...` or a parameter pack.
  static std::pair<unsigned, unsigned> arityRange(const FunctionDecl *FD) {
    unsigned Max = FD->getNumParams();
    if (FD->isVariadic() ||
        llvm::any_of(FD->parameters(),
                     [](const ParmVarDecl *P) { return P->isParameterPack(); }))
      Max = ~0u;
    return {FD->getMinRequiredArguments(), Max};
  }

  /// Constructors and assignment operators: the members from which the
  /// compiler derives a class's implicit special members (C++ [class.copy]:
  /// `A(const A&)` or `A(A&)` by what the bases and members declare).
  static bool isCopyFamilyMember(const FunctionDecl *FD) {
    return isa<CXXConstructorDecl>(FD) ||
           (isa<CXXMethodDecl>(FD) && FD->getOverloadedOperator() == OO_Equal);
  }

  /// True if a call could be ambiguous between \p A and \p B to nvcc: it
  /// may pass some number of arguments that both take, and their parameters
  /// for those arguments have the same types (`A(const A&, int = 0)` beside
  /// `A(const A&)`).
  static bool mayBeAmbiguous(const FunctionDecl *A, const FunctionDecl *B) {
    auto [MinA, MaxA] = arityRange(A);
    auto [MinB, MaxB] = arityRange(B);
    unsigned Args = std::max(MinA, MinB);
    if (Args > std::min(MaxA, MaxB) || Args > A->getNumParams() ||
        Args > B->getNumParams())
      return false;
    const auto *MA = dyn_cast<CXXMethodDecl>(A);
    const auto *MB = dyn_cast<CXXMethodDecl>(B);
    if (MA && MB &&
        (MA->getMethodQualifiers() != MB->getMethodQualifiers() ||
         MA->getRefQualifier() != MB->getRefQualifier()))
      return false;
    auto TypeOf = [](const FunctionDecl *F, unsigned I) {
      return F->getParamDecl(I)
          ->getType()
          .getCanonicalType()
          .getUnqualifiedType();
    };
    for (unsigned I = 0; I != Args; ++I)
      if (TypeOf(A, I) != TypeOf(B, I))
        return false;
    return true;
  }

  /// True if \p D (a function or function template) may be chosen where \p
  /// FD is, so that nvcc, which ignores execution spaces in overload
  /// resolution, could pick the wrong side: a call with some number of
  /// arguments could go to either (default arguments and packs counted;
  /// templates too). Overloads whose arities cannot meet are ordinary
  /// overloads that both nvcc passes must see (a device function's body is
  /// checked in the host pass too, and a host template's calls in the device
  /// pass). Constructors and assignment operators clash only when a call
  /// could be ambiguous (mayBeAmbiguous()): the implicit special members of
  /// derived classes and of classes holding them are derived from both sides
  /// (`A(A&) restrict(cpu)` beside `A(const A&) restrict(amp)`), in both
  /// passes.
  static bool mayClash(const NamedDecl *D, const FunctionDecl *FD) {
    D = D->getUnderlyingDecl();
    const FunctionDecl *Other = nullptr;
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
      Other = FTD->getTemplatedDecl();
    else
      Other = dyn_cast<FunctionDecl>(D);
    if (!Other)
      return false;
    if (isCopyFamilyMember(Other) && isCopyFamilyMember(FD) &&
        !isa<FunctionTemplateDecl>(D) && !FD->getDescribedFunctionTemplate())
      return mayBeAmbiguous(Other, FD);
    auto [OtherMin, OtherMax] = arityRange(Other);
    auto [Min, Max] = arityRange(FD);
    return OtherMin <= Max && Min <= OtherMax;
  }

  /// True if \p D, a conversion function (template) of \p Conv's class, may
  /// convert to the type \p Conv does: the same type, a template, or a type
  /// that depends on the class template's parameters (`operator X()` beside
  /// `operator T()` is a redeclaration in `B<X>`).
  static bool conversionsMayClash(const NamedDecl *D,
                                  const CXXConversionDecl *Conv) {
    D = D->getUnderlyingDecl();
    if (isa<FunctionTemplateDecl>(D) || Conv->getDescribedFunctionTemplate())
      return isa<CXXConversionDecl>(D->getAsFunction());
    const auto *Other = dyn_cast<CXXConversionDecl>(D);
    if (!Other)
      return false;
    QualType A = Other->getConversionType(), B = Conv->getConversionType();
    return A->isDependentType() || B->isDependentType() ||
           A.getCanonicalType() == B.getCanonicalType();
  }

  /// nvcc cannot overload on __host__/__device__, so a name overloaded by
  /// restriction (an amp-only and a cpu-only function of the same name in
  /// one scope that mayClash()) keeps each side to its compilation pass: the
  /// amp-only declarations exist in nvcc's device pass only, the cpu-only ones
  /// in its host pass only (hip-clang sees both and overloads as AMP does).
  /// restrict(amp, cpu) functions and names without an overload on the other
  /// side are left alone.
  void guardRestrictionOverload(const FunctionDecl *FD) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        return;
    char Side = restrictionSide(FD);
    if (!Side || isa<CXXDestructorDecl>(FD))
      return;
    bool OtherSide = false;
    for (const NamedDecl *D :
         FD->getDeclContext()->getRedeclContext()->lookup(FD->getDeclName())) {
      char S = restrictionSide(D);
      OtherSide |= S && S != Side && mayClash(D, FD);
    }
    if (const auto *Conv = dyn_cast<CXXConversionDecl>(FD))
      for (const Decl *D : Conv->getParent()->decls()) {
        const auto *ND = dyn_cast<NamedDecl>(D);
        char S = ND ? restrictionSide(ND) : 0;
        OtherSide |= S && S != Side && conversionsMayClash(ND, Conv);
      }
    if (!OtherSide)
      return;
    std::optional<OffsetRange> Text = declarationRange(FD);
    if (!Text || !GuardsDone.insert(Text->first).second)
      return;
    unsigned End = Text->second;
    const char *Condition =
        Side == 'a' ? "#if defined(__CUDA_ARCH__) || !defined(__NVCC__) // "
                      "amp2hip: restrict(amp) overload (nvcc: device pass)\n"
                    : "#if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) "
                      "overload (nvcc: host pass)\n";
    Out.add(Text->first, 0, std::string("\n") + Condition);
    Out.add(End, 0, "\n#endif\n");
  }

  /// array_view / array parameters of amp functions take the device view
  /// type of the runtime (docs/architecture.md).
  void rewriteContainerParams(const FunctionDecl *FD, const Restriction &R) {
    // An amp function returning a view by value returns the device view
    // that amp code holds (a reference to one would bind to a kernel's
    // const view: left as written).
    if (!R.Cpu && isAmpContainer(FD->getReturnType()) &&
        !FD->getReturnType()->isReferenceType())
      if (FunctionTypeLoc FTL = FD->getFunctionTypeLoc()) {
        TypeLoc RetTL = FTL.getReturnLoc().getUnqualifiedLoc();
        if (auto QualTL = RetTL.getAs<QualifiedTypeLoc>())
          RetTL = QualTL.getUnqualifiedLoc();
        if (std::optional<OffsetRange> Range =
                rangeIn(File, RetTL.getSourceRange(), SM, LO))
          spellAsDeviceView(RetTL, FD->getReturnType(), *Range,
                            FD->getLocation());
      }
    for (const ParmVarDecl *P : FD->parameters()) {
      if (std::optional<QualType> Pointee =
              containerPointee(P->getTypeSourceInfo()->getTypeLoc())) {
        if (R.Cpu)
          Diags.report(P->getLocation(), DiagId::SharedContainerParameter,
                       "a restrict(amp, cpu) function cannot take '" +
                           P->getType().getAsString() +
                           "' parameters yet: the host and device types "
                           "differ, and a pointer to a view cannot be both");
        else
          rewriteDeviceViewPointer(P->getTypeSourceInfo()->getTypeLoc(),
                                   P->getLocation());
        continue;
      }
      QualType T = P->getType().getNonReferenceType();
      if (!isAmpContainer(T))
        continue;
      if (R.Cpu) {
        Diags.report(P->getLocation(), DiagId::SharedContainerParameter,
                     "a restrict(amp, cpu) function cannot take '" +
                         T.getUnqualifiedType().getAsString() +
                         "' parameters yet: the host and device types "
                         "differ, and " +
                         whyNotEmittedTwice(FD));
        continue;
      }
      TypeLoc TL = P->getTypeSourceInfo()->getTypeLoc();
      bool NonConstRef = false;
      if (auto RefTL = TL.getAs<LValueReferenceTypeLoc>()) {
        TL = RefTL.getPointeeLoc();
        NonConstRef = !TL.getType().isConstQualified();
      } else if (auto RRefTL = TL.getAs<ReferenceTypeLoc>()) {
        TL = RRefTL.getPointeeLoc();
      }
      TL = TL.getUnqualifiedLoc();
      if (auto QualTL = TL.getAs<QualifiedTypeLoc>())
        TL = QualTL.getUnqualifiedLoc();
      std::optional<OffsetRange> Range =
          rangeIn(File, TL.getSourceRange(), SM, LO);
      if (!Range)
        continue;
      // A device view is a handle: kernels hold their captures as const
      // views, which a `const &` binds to; writing through it is allowed.
      if (NonConstRef)
        Out.add(Range->first, 0, "const ");
      spellAsDeviceView(TL, T, *Range, P->getLocation());
    }
  }

  /// Writes the container type \p T spelled at \p TL (text \p Range) as the
  /// runtime's device view type: `amp2hip::device_view<...>` where
  /// rewriteAsDeviceView can, else `amp2hip::kernel_param_t<...>` around it
  /// (two insertions, so that edits inside the type, a qualifier added to
  /// `texture<...>`, still apply). An edit that cannot be added is reported
  /// as AMP2HIP-E0022.
  void spellAsDeviceView(TypeLoc TL, QualType T, OffsetRange Range,
                         SourceLocation Loc) {
    if (rewriteAsDeviceView(TL, T))
      return;
    if (Out.add(Range.first, 0, "amp2hip::kernel_param_t<",
                "this type as the device view type"))
      Out.add(Range.second, 0, ">", "this type as the device view type");
  }

  /// In amp code an `array_view` local (`array_view<int, 2> sq =
  /// a.view_as(e);`, `array_view<T, 1> part = a.section(...)`) holds what the
  /// device view gives, a device_view: its written type becomes `auto`. So
  /// does the type of a reference to an array or array_view (`array<float,
  /// 2> &r = a;` binds to a kernel's const device view as `auto &r`).
  void rewriteDeviceContainerLocal(const VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) || !VD->isLocalVarDecl() ||
        !Spaces.isInAmpCode(VD))
      return;
    if (rewriteDeviceViewPointer(VD->getTypeSourceInfo()->getTypeLoc(),
                                 VD->getLocation()) ||
        !VD->hasInit())
      return;
    QualType T = VD->getType();
    TypeLoc TL = VD->getTypeSourceInfo()->getTypeLoc();
    if (auto RefTL = TL.getAs<ReferenceTypeLoc>()) {
      if (!isAmpClassTemplate(T, "array_view") &&
          !isAmpClassTemplate(T, "array"))
        return;
      TL = RefTL.getPointeeLoc();
    } else if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
      rewriteDeviceViewArrayLocal(VD, AT, TL);
      return;
    } else if (T->isReferenceType() || !isAmpClassTemplate(T, "array_view")) {
      return;
    }
    TL = TL.getUnqualifiedLoc();
    std::optional<OffsetRange> Range =
        rangeIn(File, TL.getSourceRange(), SM, LO);
    if (!Range || !firstTime(Once::LocalViewType, Range->first))
      return;
    // A view made by a constructor of several arguments (`array_view<int, 2>
    // v(rows, cols, local)`, AMP's array_view over memory of amp code) names
    // the device view type, which has those constructors: `auto v(a, b, p)`
    // is not C++.
    if (!T->isReferenceType() && constructorArgumentCount(VD) > 1) {
      if (Out.add(Range->first, 0, "amp2hip::kernel_param_t<",
                  "the type of this array_view"))
        Out.add(Range->second, 0, ">", "the type of this array_view");
      return;
    }
    Out.add(Range->first, Range->second - Range->first, "auto",
            "the type of this array_view");
  }

  /// The type loc of the array_view or array that \p TL, a pointer (to a
  /// pointer...) or a reference to one, points to; std::nullopt for any
  /// other type.
  static std::optional<TypeLoc> containerPointeeLoc(TypeLoc TL) {
    if (auto RefTL = TL.getAs<ReferenceTypeLoc>())
      TL = RefTL.getPointeeLoc();
    auto PTL = TL.getUnqualifiedLoc().getAs<PointerTypeLoc>();
    if (!PTL)
      return std::nullopt;
    while (auto Inner =
               PTL.getPointeeLoc().getUnqualifiedLoc().getAs<PointerTypeLoc>())
      PTL = Inner;
    TypeLoc Pointee = PTL.getPointeeLoc();
    QualType T = Pointee.getType();
    if (!isAmpClassTemplate(T, "array_view") && !isAmpClassTemplate(T, "array"))
      return std::nullopt;
    return Pointee;
  }
  static std::optional<QualType> containerPointee(TypeLoc TL) {
    if (std::optional<TypeLoc> Pointee = containerPointeeLoc(TL))
      return Pointee->getType();
    return std::nullopt;
  }

  /// In amp code a pointer to an array_view or array (a local, a parameter,
  /// a reference to one: `array_view<int> *p = &views[1];`,
  /// `array<int, 1> *p = &captured;`, `array_view<T, 1> *&rp`) points to a
  /// device view, and always to a const one: kernels hold their captures as
  /// const views, a device view is a handle that writes through const, and
  /// pointers that locals and parameters exchange must agree on the type.
  /// Its pointee is written as `const` device view type. \returns false when
  /// \p TL is not such a pointer.
  bool rewriteDeviceViewPointer(TypeLoc TL, SourceLocation Loc) {
    std::optional<TypeLoc> Pointee = containerPointeeLoc(TL);
    if (!Pointee)
      return false;
    QualType T = Pointee->getType();
    TypeLoc Unqualified = Pointee->getUnqualifiedLoc();
    std::optional<OffsetRange> Range =
        rangeIn(File, Unqualified.getSourceRange(), SM, LO);
    if (!Range || !firstTime(Once::LocalViewType, Range->first))
      return true;
    if (!T.isConstQualified() &&
        !Out.add(Range->first, 0, "const ",
                 "this pointer to a view as a pointer to a device view"))
      return true;
    spellAsDeviceView(Unqualified, T, *Range, Loc);
    return true;
  }

  /// A local C array of views in amp code (`array_view<int> v[] = {a, b};`)
  /// holds device views: its element type is written as the device view
  /// type (`auto` cannot declare an array).
  void rewriteDeviceViewArrayLocal(const VarDecl *VD, const ArrayType *AT,
                                   TypeLoc TL) {
    QualType Element = AT->getElementType();
    while (const ArrayType *Inner = Element->getAsArrayTypeUnsafe())
      Element = Inner->getElementType();
    if (!isAmpClassTemplate(Element, "array_view"))
      return;
    while (auto ATL = TL.getAs<ArrayTypeLoc>())
      TL = ATL.getElementLoc();
    TL = TL.getUnqualifiedLoc();
    if (auto QualTL = TL.getAs<QualifiedTypeLoc>())
      TL = QualTL.getUnqualifiedLoc();
    std::optional<OffsetRange> Range =
        rangeIn(File, TL.getSourceRange(), SM, LO);
    if (!Range || !firstTime(Once::LocalViewType, Range->first))
      return;
    if (Out.add(Range->first, 0, "amp2hip::kernel_param_t<",
                "the element type of this array of array_views"))
      Out.add(Range->second, 0, ">",
              "the element type of this array of array_views");
  }

  /// The number of arguments of \p VD's direct or list initialization
  /// (`T v(a, b)`, `T v{a, b}`, dependent forms included); 1 for `T v = e`.
  static unsigned constructorArgumentCount(const VarDecl *VD) {
    if (VD->getInitStyle() == VarDecl::CInit)
      return 1;
    const Expr *Init = VD->getInit()->IgnoreImplicit();
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Init))
      return CE->getNumArgs();
    if (const auto *PLE = dyn_cast<ParenListExpr>(Init))
      return PLE->getNumExprs();
    if (const auto *ILE = dyn_cast<InitListExpr>(Init))
      return ILE->getNumInits();
    if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Init))
      return UCE->getNumArgs();
    return 1;
  }

  void rewriteTileStatic(const VarDecl *VD) {
    const AnnotateAttr *A = getTileStaticAttr(VD);
    if (!A)
      return;
    std::optional<OffsetRange> Range =
        expansionRangeIn(File, A->getLocation(), SM, LO);
    if (!Range || !firstTime(Once::TileStatic, Range->first))
      return;
    if (isImplicitDefaultConstruction(VD)) {
      rewriteUnconstructedTileStatic(VD, *Range);
      return;
    }
    if (hasInitializer(VD)) {
      Diags.report(VD->getLocation(), DiagId::TileStaticInitializer,
                   "tile_static variable '" + VD->getName().str() +
                       "' has an initializer; C++ AMP forbids it (every "
                       "thread of the tile would write it): assign it from "
                       "one thread and then wait on the tile barrier");
      return;
    }
    Out.add(Range->first, Range->second - Range->first, "__shared__");
    ++Result.Stats.TileStaticVars;
  }

  /// `tile_static T v[N];` where T's default constructor is not trivial:
  /// C++ AMP does not run it (nor the destructor), HIP rejects it on
  /// `__shared__`. Each declarator of the declaration (from the `tile_static`
  /// at \p Keyword; `tile_static T a[4], b;` has two) becomes uninitialized
  /// shared storage and a reference to it: `__shared__
  /// amp2hip::detail::tile_static_storage<T [N]> amp2hip_tile_static_v; auto
  /// &v = amp2hip_tile_static_v.get();`.
  void rewriteUnconstructedTileStatic(const VarDecl *VD, OffsetRange Keyword) {
    auto Fail = [&](const VarDecl *Var, llvm::StringRef Why) {
      Diags.report(Var->getLocation(), DiagId::TileStaticInitializer,
                   "tile_static variable '" + Var->getName().str() +
                       "' has a type whose default constructor is not "
                       "trivial, which C++ AMP does not run; amp2hip cannot "
                       "declare it without construction here: " +
                       Why.str());
    };
    // The declarators of the declaration statement, in order.
    std::vector<const VarDecl *> Vars = {VD};
    DynTypedNodeList Parents = Ctx.getParents(*VD);
    if (!Parents.empty())
      if (const auto *Stmt = Parents[0].get<DeclStmt>()) {
        Vars.clear();
        for (const Decl *D : Stmt->decls())
          if (const auto *V = dyn_cast<VarDecl>(D))
            Vars.push_back(V);
      }
    std::string BaseType;
    unsigned PreviousEnd = Keyword.first;
    std::vector<Edit> Planned;
    for (const VarDecl *Var : Vars) {
      std::optional<OffsetRange> Name =
          rangeIn(File, SourceRange(Var->getLocation()), SM, LO);
      std::optional<OffsetRange> Decl = rangeIn(File, 
          SourceRange(Var->getLocation(), Var->getEndLoc()), SM, LO);
      if (!Name || !Decl || Keyword.second > Name->first) {
        Fail(Var, "it is written by a macro");
        return;
      }
      if (!isImplicitDefaultConstruction(Var)) {
        Fail(Var, "declare the variables of other types in a declaration of "
                  "their own");
        return;
      }
      if (BaseType.empty())
        BaseType = Buffer.slice(Keyword.second, Name->first).trim().str();
      std::string Type =
          llvm::StringRef(
              BaseType + " " +
              Buffer.slice(Name->second, Decl->second).trim().str())
              .rtrim()
              .str();
      std::string Storage = "amp2hip_tile_static_" + Var->getName().str();
      std::string Text = "__shared__ amp2hip::detail::tile_static_storage<" +
                         Type + "> " + Storage + "; auto &" +
                         Var->getName().str() + " = " + Storage + ".get()";
      // The first replaces `tile_static T v[N]`, each later one `, w[M]`.
      Planned.push_back({PreviousEnd, Decl->second - PreviousEnd,
                         Planned.empty() ? Text : "; " + Text});
      PreviousEnd = Decl->second;
    }
    if (!Buffer.substr(PreviousEnd).ltrim().starts_with(";")) {
      Fail(VD, "its declaration does not end after its declarators");
      return;
    }
    for (const Edit &E : Planned)
      if (!Out.add(E.Offset, E.Length, E.Text,
                   "the tile_static declaration of '" +
                       VD->getNameAsString() + "'"))
        return;
    Result.Stats.TileStaticVars += Planned.size();
  }

  /// A call of a Windows API (declared by the parse-only windows.h): warn at
  /// the first call of each function, and mark every call in the output.
  void markWindowsCall(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !isWindowsApi(Callee))
      return;
    std::optional<unsigned> Offset = offsetIn(File, Call->getBeginLoc(), SM);
    if (!Offset || !firstTime(Once::WindowsCall, *Offset))
      return;
    std::string Name = Callee->getNameAsString();
    if (WarnedWindowsApis.insert(Name).second)
      Diags.report(Call->getBeginLoc(), DiagId::WindowsOnlyApi,
                   "'" + Name +
                       "' is a Windows API with no Linux counterpart; the "
                       "translated program will not build until it is "
                       "replaced with portable code (" +
                       portableHint(Name) + ")");
    Out.add(*Offset, 0, "/* AMP2HIP-W0001 */ ");
  }

  /// C++ AMP v1.2 §2.3: amp code may call only restrict(amp) functions. A
  /// call of one of the program's own functions without that restriction is
  /// AMP2HIP-E0011 (the AMP library, implicit members and functions of system
  /// headers are left to the HIP compiler).
  /// True if \p Callee, a cpu-only function, has an amp-only overload that
  /// the amp side of restrict(amp, cpu) code may call instead: one of the
  /// same type, or a template that mayClash() with it. For a conversion
  /// function, the class's amp conversion templates (named by their own
  /// template parameter, `template <typename U> operator U()`) count too.
  bool hasAmpOverload(const FunctionDecl *Callee) const {
    auto IsAlternative = [&](const NamedDecl *D) {
      if (restrictionSide(D) != 'a')
        return false;
      if (isa<FunctionTemplateDecl>(D->getUnderlyingDecl()))
        return mayClash(D, Callee);
      const FunctionDecl *F = D->getUnderlyingDecl()->getAsFunction();
      return F && Ctx.hasSameFunctionTypeIgnoringExceptionSpec(
                      F->getType(), Callee->getType());
    };
    for (const NamedDecl *D :
         Callee->getDeclContext()->getRedeclContext()->lookup(
             Callee->getDeclName()))
      if (IsAlternative(D))
        return true;
    if (const auto *Conv = dyn_cast<CXXConversionDecl>(Callee))
      for (const NamedDecl *D :
           Conv->getParent()->getVisibleConversionFunctions())
        if (isa<FunctionTemplateDecl>(D->getUnderlyingDecl()) &&
            IsAlternative(D))
          return true;
    return false;
  }

  void checkRestriction(const CallExpr *Call) {
    checkRestriction(Call->getDirectCallee(), Call->getBeginLoc(),
                     Spaces.isInAmpCode(Call));
  }

  /// A constructor is called as a function is (`A a;`, `A arr[5];`, `A(1)`
  /// in amp code need an amp constructor; MSVC errors C3930, C3931).
  void checkRestriction(const CXXConstructExpr *Construct) {
    checkRestriction(Construct->getConstructor(), Construct->getBeginLoc(),
                     Spaces.isInAmpCode(Construct));
  }

  /// The call of \p Callee at \p CallLoc (\p InAmp: in amp code).
  void checkRestriction(const FunctionDecl *Callee, SourceLocation CallLoc,
                        bool InAmp) {
    if (!Callee || Callee->isImplicit() || Callee->isDefaulted() ||
        isInAmpNamespace(Callee) || !InAmp)
      return;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(Callee))
      if (MD->getParent()->isLambda())
        return;
    if (SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
      return;
    // A function defined in amp code without a restriction of its own (a
    // member of a local class) inherits the restriction of its context.
    for (const FunctionDecl *Redecl : Callee->redecls())
      if (getEffectiveRestriction(Redecl).Amp)
        return;
    // In restrict(amp, cpu) code Clang resolves on the host side; the amp
    // side calls the restrict(amp) overload of the same signature (operators,
    // constructors and conversion functions too; an exception specification
    // is not part of it: `h() restrict(cpu) throw()` beside `h()
    // restrict(amp)`), or an amp template that may be chosen where the
    // callee is.
    if (hasAmpOverload(Callee))
      return;
    std::optional<unsigned> Offset = offsetIn(File, CallLoc, SM);
    if (!Offset || !firstTime(Once::CallOutside, *Offset))
      return;
    Diags.report(
        CallLoc, DiagId::CallOutsideRestriction,
        callOutsideRestrictionMessage(Callee->getQualifiedNameAsString()));
  }

  void rewriteBarrier(const CallExpr *Call) {
    bool InDevice = Spaces.isInAmpCode(Call);
    llvm::StringRef Replacement = barrierReplacement(Call, InDevice);
    if (Replacement.empty())
      return;
    std::optional<OffsetRange> Range =
        rangeIn(File, Call->getSourceRange(), SM, LO);
    if (!Range || !firstTime(Once::Barrier, Range->first))
      return;
    Out.add(Range->first, Range->second - Range->first, Replacement);
    ++Result.Stats.Barriers;
  }

  void rewriteLambda(const LambdaExpr *L) {
    Restriction R = getRestriction(L->getCallOperator());
    if (!R.any() && !KernelLambdas.count(L) && Spaces.isInAmpCode(L)) {
      // Without a specifier, a lambda in amp code is amp-restricted (it
      // inherits its context's restriction): device views, as below.
      R.Amp = true;
      rewriteContainerParams(L->getCallOperator(), R);
      return;
    }
    if (!R.any() || !reportUnknownSpecifiers(R) || KernelLambdas.count(L))
      return;
    if (R.Amp && !Spaces.isInAmpCode(L)) {
      // A restrict(amp[, cpu]) lambda in host code: a __device__ (or
      // __host__ __device__) lambda, the qualifiers where nvcc wants them,
      // right after the capture list. Called from amp code through a
      // variable captured by a kernel, its closure type is a local type
      // (AMP2HIP-E0005).
      std::optional<unsigned> Introducer =
          offsetIn(File, L->getIntroducerRange().getEnd(), SM);
      if (!Introducer || L->getIntroducerRange().getEnd().isMacroID()) {
        Diags.report(L->getBeginLoc(), DiagId::AmpLambdaOutsideParallelFor,
                     "a restrict(amp) lambda outside amp code must be "
                     "written in the file, not by a macro");
        return;
      }
      if (!removeRestrictSpellings(R))
        return;
      // nvcc's extended lambdas cannot capture by reference: `[&]` that
      // captures nothing (EVALUATE_TEST_ON_CPU_AND_GPU's `[&]() restrict(cpu,
      // amp) { return test(); }`) is written `[=]`, which means the same.
      if (L->getCaptureDefault() == LCD_ByRef && L->capture_size() == 0 &&
          !L->getLambdaClass()->isDependentContext())
        if (std::optional<unsigned> Default =
                offsetIn(File, L->getCaptureDefaultLoc(), SM))
          if (Buffer.substr(*Default, 1) == "&")
            Out.add(*Default, 1, "=");
      Out.add(*Introducer + 1, 0, " " + R.hipQualifiers().str());
      return;
    }
    // In amp code a lambda is device code already (also when written
    // restrict(amp, cpu)); its container parameters take device views, as a
    // restrict(amp) function's do.
    if (removeRestrictSpellings(R) && R.Amp) {
      R.Cpu = false;
      rewriteContainerParams(L->getCallOperator(), R);
    }
  }

  /// AMP type names that clash with names the HIP headers declare at global
  /// scope are qualified where written without a qualifier (the program
  /// relies on `using namespace concurrency[::graphics];`): POSIX `::index()`,
  /// the math library's `::norm()` and HIP's texture-reference template
  /// `::texture`. MSVC has none of them.
  void qualifyClashingTypeNames() {
    class Visitor : public RecursiveASTVisitor<Visitor> {
    public:
      std::vector<std::pair<SourceLocation, const char *>> Names;
      bool
      VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
        if (isAmpClassTemplate(TL.getType(), "index"))
          Names.push_back({TL.getTemplateNameLoc(), "concurrency::"});
        else if (isAmpClassTemplate(TL.getType(), "texture"))
          Names.push_back({TL.getTemplateNameLoc(), "concurrency::graphics::"});
        return true;
      }
      bool VisitRecordTypeLoc(RecordTypeLoc TL) {
        const RecordDecl *RD = TL.getDecl();
        if (RD->getDeclName().isIdentifier() &&
            (RD->getName() == "norm" || RD->getName() == "unorm") &&
            isInAmpNamespace(RD))
          Names.push_back({TL.getNameLoc(), "concurrency::graphics::"});
        return true;
      }
    };
    Visitor V;
    V.TraverseAST(Ctx);
    for (const auto &[Loc, Qualifier] : V.Names) {
      if (Loc.isMacroID())
        continue;
      std::optional<unsigned> Offset = offsetIn(File, Loc, SM);
      if (!Offset || !QualifiedDone.insert(*Offset).second)
        continue;
      llvm::StringRef Before = Buffer.substr(0, *Offset).rtrim();
      if (Before.ends_with("::"))
        continue;
      Out.add(*Offset, 0, Qualifier,
              std::string("the qualification ") + Qualifier + " of this name");
    }
  }

  /// Cuts the local declaration \p H from its function and inserts it, with
  /// the edits inside it applied, at its namespace-scope insertion point
  /// (LocalTypeHoisting.h). Reports AMP2HIP-E0022 when an edit overlaps.
  void moveLocalDeclaration(const HoistedLocal &H) {
    std::string Text = Edits.apply(Buffer, H.Begin, H.End);
    std::string Function;
    if (const auto *FD = dyn_cast<FunctionDecl>(H.Decl->getDeclContext()))
      Function = FD->getQualifiedNameAsString();
    std::string Moved = "// amp2hip: moved from function '" + Function +
                        "', where a kernel names it\n" + Text + "\n\n";
    Edits.eraseWithin(H.CutBegin, H.CutEnd);
    std::string Purpose = "the move of '" + H.Decl->getNameAsString() +
                          "' to namespace scope for the kernel that names it";
    if (Out.add(H.CutBegin, H.CutEnd - H.CutBegin, "", Purpose))
      Out.add(H.InsertOffset, 0, Moved, Purpose);
  }

  void outlineKernels() {
    KernelOutliner Outliner(Ctx, Diags, File, Buffer, FileName, Edits);
    if (IsHeader)
      Outliner.setHeaderMode(llvm::sys::path::stem(FileName));
    Outliner.setProgramFiles(ProgramFiles);
    for (const CallExpr *Call : KernelCalls)
      Outliner.noteKernelCall(Call);
    std::vector<KernelRewrite> Rewrites;
    for (const CallExpr *Call : KernelCalls)
      if (std::optional<KernelRewrite> R = Outliner.outline(Call))
        Rewrites.push_back(std::move(*R));
    for (const CXXRecordDecl *RD : Functors)
      if (std::optional<KernelRewrite> R = Outliner.outlineFunctor(RD))
        Rewrites.push_back(std::move(*R));
    for (const CXXRecordDecl *RD : PossibleFunctors)
      if (std::optional<KernelRewrite> R =
              Outliner.outlineFunctor(RD, /*IfPossible=*/true))
        Rewrites.push_back(std::move(*R));
    // Local types the kernels name move to namespace scope first, so that
    // they come before the kernels inserted at the same place, in source
    // order where several go to one place.
    std::vector<HoistedLocal> Moves = Outliner.hoistedLocals();
    std::stable_sort(Moves.begin(), Moves.end(),
                     [](const HoistedLocal &A, const HoistedLocal &B) {
                       return std::tie(A.InsertOffset, A.Begin) <
                              std::tie(B.InsertOffset, B.Begin);
                     });
    for (const HoistedLocal &H : Moves)
      moveLocalDeclaration(H);
    for (const KernelRewrite &R : Rewrites) {
      for (const Edit &E : R.Edits) {
        if (E.Length)
          Edits.eraseWithin(E.Offset, E.Offset + E.Length);
        Out.add(E.Offset, E.Length, E.Text, "the kernel " + R.KernelName);
      }
      if (!R.NewKernel)
        continue;
      ++Result.Stats.Kernels;
      if (R.Tiled)
        ++Result.Stats.TiledKernels;
    }
  }

  std::string header() const {
    return "// Translated from " + llvm::sys::path::filename(FileName).str() +
           " by amp2hip: C++ AMP to HIP. Kernels outlined from\n"
           "// parallel_for_each are marked \"amp2hip: kernel\".\n";
  }
};

} // namespace

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
  // Macro uses that write a kernel (a parallel_for_each call) or a
  // restrict(amp) lambda (EVALUATE_TEST_ON_CPU_AND_GPU's
  // `[&]() restrict(cpu, amp) {...}`): their text must be rewritten.
  std::vector<SourceLocation> Written;
  for (const CallExpr *Call : F.Calls)
    if (Call->getBeginLoc().isMacroID() && isParallelForEach(Call))
      Written.push_back(Call->getBeginLoc());
  for (const LambdaExpr *L : F.Lambdas)
    if (L->getBeginLoc().isMacroID() &&
        getRestriction(L->getCallOperator()).Amp)
      Written.push_back(L->getBeginLoc());
  std::set<const MacroUse *> Chosen;
  for (SourceLocation Begin : Written) {
    SourceLocation Loc = SM.getExpansionLoc(Begin);
    FileID File = SM.getFileID(Loc);
    if (!Files.count(File))
      continue;
    unsigned Offset = SM.getFileOffset(Loc);
    for (const MacroUse &Use : MacroUses)
      if (Use.File == File && Use.Begin <= Offset && Offset < Use.End)
        Chosen.insert(&Use);
  }
  for (const MacroUse *Use : Chosen) {
    std::optional<std::string> Text =
        expandOnce(*Use, SM.getBufferData(Use->File), *PP);
    if (!Text)
      continue;
    std::string FilePath; // empty: the main file
    if (Use->File != SM.getMainFileID()) {
      // The header as the next parse looks it up: an absolute path, its
      // `.` and `..` removed (llvm::vfs::InMemoryFileSystem's form).
      OptionalFileEntryRef Entry = SM.getFileEntryRefForID(Use->File);
      if (!Entry)
        continue;
      llvm::SmallString<256> Path(Entry->getName());
      llvm::sys::fs::make_absolute(Path);
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
      FilePath = std::string(Path);
    }
    MacroExpansions->emplace_back(FilePath, Use->Begin, Use->End - Use->Begin,
                                  *Text);
  }
  return !MacroExpansions->empty();
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
  if (!AmpIncludeDir.empty())
    S.addExternalSource(
        new LibraryDefinitionSource(S.getSourceManager(), AmpIncludeDir));
}

ASTMutationListener *AmpRewriter::GetASTMutationListener() {
  if (!Listener)
    Listener = std::make_unique<RestrictionInheritance>();
  return Listener.get();
}

void AmpRewriter::HandleTranslationUnit(ASTContext &Ctx) {
  if (OnlyLocalDecls) {
    std::vector<Decl *> Local(
        Ctx.getTranslationUnitDecl()->noload_decls().begin(),
        Ctx.getTranslationUnitDecl()->noload_decls().end());
    Ctx.setTraversalScope(Local);
  }
  // Clang's errors: translateFile reports AMP2HIP-E0001 (after a fatal error
  // the DiagnosticsEngine would swallow it here).
  if (RestrictionDiags) {
    RestrictionDiags->flush();
    DiagReporter Reporter(Ctx.getDiagnostics());
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
  Result.AmpErrors += reportAmpIncompatibleTypes(Ctx, Spaces);
  Result.AmpErrors += reportAmpStatementViolations(Ctx, Spaces);
  Result.AmpErrors += reportRestrictedVariables(Ctx);
  Result.AmpErrors += reportDivergentTileBarriers(Ctx, Spaces);
  if (Ctx.getDiagnostics().hasErrorOccurred())
    return;
  if (MayExpandMacros && PP && MacroExpansions && planMacroExpansions(Ctx))
    return;
  // Each of the program's headers is rewritten by a session of its own, with
  // edits of its own (offsets in that file), then the main file.
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  std::map<FileID, Findings> ByFile;
  ByFile[Main];
  for (FileID Header : HeaderFiles)
    ByFile[Header];
  matchFiles(Ctx, ByFile);
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
    RewriteSession Session(Ctx, Spaces, Header, Entry->getName(),
                           HeaderResult, PP, /*IsHeader=*/true);
    Session.MsvcDiags = MsvcDiags;
    Session.MappedMacros = &MappedMacros;
    Session.run(Includes, {}, ByFile[Header]);
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
  Session.run(Includes, VoidMainFixes, ByFile[Main]);
}

} // namespace amp2hip
