//===- Translate.cpp - Translate one C++ AMP file to HIP ------------------===//

#include "Frontend/Translate.h"

#include "Edits/SourceUtil.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/ContextualRestrict.h"
#include "Compat/MacroExpansion.h"
#include "Compat/MsvcCompat.h"
#include "Compat/MsvcPredefinedMacros.h"
#include "Compat/SourceEncoding.h"
#include "Compat/SourcePrep.h"
#include "Compat/SplitConditionals.h"
#include "Compat/WindowsApiMapping.h"
#include "Compat/WindowsPathFileSystem.h"
#include "Diagnostics/Diagnostics.h"
#include "Rewrite/AmpRewriter.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// Records the #include directives of the files being translated (the main
/// file and the program's headers) for the rewriter, the program's headers
/// themselves, and warns about Windows-only headers (AMP2HIP-W0001).
class IncludeRecorder : public PPCallbacks {
public:
  IncludeRecorder(SourceManager &SM, DiagnosticsEngine &Engine,
                  std::vector<IncludeSite> &Sites, std::vector<FileID> &Headers,
                  std::string HeaderRoot, std::string AmpIncludeDir)
      : SM(SM), Engine(Engine), Sites(Sites), Headers(Headers),
        HeaderRoot(std::move(HeaderRoot)),
        AmpIncludeDir(std::move(AmpIncludeDir)) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile || HeaderRoot.empty() || Kind != SrcMgr::C_User)
      return;
    FileID File = SM.getFileID(Loc);
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    if (!Entry || File == SM.getMainFileID())
      return;
    std::string Path = canonicalPath(Entry->getName());
    if (!isUnder(Path, HeaderRoot) || isUnder(Path, AmpIncludeDir))
      return;
    if (!Seen.insert(std::string(Path)).second)
      return;
    Headers.push_back(File);
  }

  /// A Windows-only library (WindowsOnlyLibraries.def) is skipped; the
  /// errors that follow are counted (MsvcCompatConsumer), and the include is
  /// reported as AMP2HIP-E0013 by the rewriter.
  bool FileNotFound(StringRef FileName) override {
    if (!Msvc || !findWindowsOnlyLibrary(FileName))
      return false;
    Msvc->SuppressErrors = true;
    return true;
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange FilenameRange,
                          OptionalFileEntryRef IncludedFile, StringRef,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!IncludedFile && Msvc)
      if (const WindowsOnlyLibrary *L = findWindowsOnlyLibrary(FileName))
        Msvc->WindowsOnly.push_back(
            {FilenameRange.getBegin(), FileName.str(), L});
    FileID File = SM.getFileID(SM.getExpansionLoc(HashLoc));
    if (File != SM.getMainFileID() &&
        std::find(Headers.begin(), Headers.end(), File) == Headers.end()) {
      if (ParseHeaderIncludes && IncludedFile &&
          isUnder(canonicalPath(IncludedFile->getName()), AmpIncludeDir))
        ParseHeaderIncludes->push_back(
            {HashLoc,
             llvm::sys::path::filename(IncludedFile->getName()).str()});
      return;
    }
    IncludeSite Site;
    Site.File = File;
    Site.FileName = FileName.str();
    Site.Angled = IsAngled;
    Site.HashLoc = HashLoc;
    Site.NameBegin = SM.getFileOffset(FilenameRange.getBegin());
    Site.NameEnd = SM.getFileOffset(FilenameRange.getEnd());
    Site.ProgramHeader =
        IncludedFile && !AmpIncludeDir.empty() &&
        !isUnder(canonicalPath(IncludedFile->getName()), AmpIncludeDir);
    recordWindowsPath(Site, IncludedFile, FilenameRange);
    Sites.push_back(Site);
  }

  /// Where #include directives of parse headers in files that are not
  /// translated are recorded (may be null).
  std::vector<std::pair<SourceLocation, std::string>> *ParseHeaderIncludes =
      nullptr;
  /// Include paths as Windows finds them (may be null).
  const WindowsPathFileSystem *Paths = nullptr;
  /// Where Windows-only libraries are recorded (may be null).
  MsvcCompatConsumer *Msvc = nullptr;

private:
  /// An include found only as Windows finds files (`\` separators, another
  /// case): its portable spelling, reported as AMP2HIP-W0003.
  void recordWindowsPath(IncludeSite &Site, OptionalFileEntryRef File,
                         CharSourceRange FilenameRange) {
    if (!Paths || !File)
      return;
    // As written: Clang's Microsoft mode already reads `\` as `/`.
    StringRef Written = Lexer::getSourceText(FilenameRange, SM, LangOptions())
                            .drop_front()
                            .drop_back();
    std::optional<std::string> Resolved = Paths->correction(File->getName());
    if ((!Resolved && !Written.contains('\\')) || findWindowsHeader(Written))
      return; // a mapped Windows header is rewritten anyway
    std::string Spelling = portableIncludeSpelling(
        Written, Resolved ? StringRef(*Resolved) : File->getName());
    if (Spelling == Written)
      return;
    Site.PortableName = Spelling;
    DiagReporter Reporter(Engine);
    Reporter.report(FilenameRange.getBegin(), DiagId::MsvcDialect,
                    "'" + Written.str() +
                        "' is found only as Windows finds files (a '\\' "
                        "separator or another case); written '" +
                        Spelling + "' in the output");
  }

  /// \p Name absolute, without `.` and `..`.
  static std::string canonicalPath(StringRef Name) {
    llvm::SmallString<256> Path(Name);
    llvm::sys::fs::make_absolute(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    return std::string(Path);
  }

  /// True if \p Path is \p Dir or lies below it (both absolute).
  static bool isUnder(StringRef Path, StringRef Dir) {
    if (Dir.empty() || !Path.starts_with(Dir))
      return false;
    return Path.size() == Dir.size() ||
           llvm::sys::path::is_separator(Path[Dir.size()]) ||
           llvm::sys::path::is_separator(Dir.back());
  }

  SourceManager &SM;
  DiagnosticsEngine &Engine;
  std::vector<IncludeSite> &Sites;
  std::vector<FileID> &Headers;
  std::string HeaderRoot;
  std::string AmpIncludeDir;
  std::set<std::string> Seen;
};

/// What a round of translateSource is told by the rounds before it.
struct RoundInput {
  /// False on the last round: it edits nothing.
  bool MayEdit = true;
  /// Hold errors that MSVC does not give for a fix (MsvcCompatConsumer).
  bool FixErrors = true;
  /// The warnings the earlier rounds showed (MsvcCompatConsumer).
  std::map<std::string, unsigned> *ShownWarnings = nullptr;
  /// Parse with the portability layer included first
  /// (RoundEdits::WindowsLayer).
  bool WindowsLayer = false;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(std::string FileName, TranslationResult &Result,
                  std::vector<unsigned> VoidMainFixes,
                  const TranslateOptions &Options, const RoundInput &In,
                  RoundEdits &NextRound)
      : FileName(std::move(FileName)), Result(Result),
        VoidMainFixes(std::move(VoidMainFixes)), Options(Options), In(In),
        NextRound(NextRound) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    auto Consumer = std::make_unique<AmpRewriter>(FileName, Result);
    // The bodies of the system headers' plain functions are not parsed
    // (AmpRewriter::shouldSkipFunctionBody).
    CI.getFrontendOpts().SkipFunctionBodies = true;
    Consumer->VoidMainFixes = VoidMainFixes;
    Consumer->PP = &CI.getPreprocessor();
    Consumer->MayEdit = In.MayEdit;
    Consumer->WindowsLayer = In.WindowsLayer;
    Consumer->OnlyLocalDecls = !Options.ParsePCH.empty();
    Consumer->AmpIncludeDir = Options.AmpIncludeDir;
    Consumer->HeaderRoot = Options.HeaderRoot;
    Consumer->ViewClasses = &Options.ViewClasses;
    Consumer->NextRound = &NextRound;
    CI.getPreprocessor().addPPCallbacks(
        recordMacroUses(CI.getSourceManager(), CI.getLangOpts(),
                        Consumer->MacroUses, Consumer->HeaderFiles));
    CI.getPreprocessor().addPPCallbacks(
        recordMappedMacros(CI.getSourceManager(), Consumer->MappedMacros));
    CI.getPreprocessor().addPPCallbacks(
        recordConditionals(CI.getSourceManager(), Consumer->Conditionals));
    // Clang's diagnostics go through the restriction mapper from here on.
    auto Mapper =
        std::make_unique<RestrictionDiagConsumer>(&CI.getDiagnosticOpts());
    Mapper->AmpLibraryDir = Options.AmpIncludeDir;
    Mapper->BeginSourceFile(CI.getLangOpts(), &CI.getPreprocessor());
    Consumer->RestrictionDiags = Mapper.get();
    auto Msvc = std::make_unique<MsvcCompatConsumer>(std::move(Mapper));
    Msvc->Round = &NextRound;
    Msvc->FixErrors = In.MayEdit && In.FixErrors;
    // A round that may fix errors parses the whole translation unit: the fix
    // of an error may need what is declared after the twentieth (a template
    // naming declarations of a later header). The round that shows errors
    // keeps Clang's limit.
    if (Msvc->FixErrors)
      CI.getDiagnostics().setErrorLimit(0);
    Msvc->EditableHeaders = &Consumer->HeaderFiles;
    Msvc->ShownWarnings = In.ShownWarnings;
    Consumer->MsvcDiags = Msvc.get();
    // MSVC's predefined macros in the program's conditionals
    // (MsvcPredefinedMacros.h): written portably, and parsed again.
    CI.getPreprocessor().addPPCallbacks(recordMsvcMacroTests(
        CI.getPreprocessor(), Consumer->MsvcMacroTests,
        [Consumer = Consumer.get(), &SM = CI.getSourceManager(),
         MayEdit = In.MayEdit](FileID File) {
          return MayEdit &&
                 isInclusionOf(SM, File, Consumer->HeaderFiles,
                               /*MainToo=*/true) &&
                 Consumer->MsvcDiags->holdErrorsForEdit();
        },
        Options.MscVersion));
    CI.getDiagnostics().setClient(Msvc.release(), /*ShouldOwnClient=*/true);
    // `f<T>(x)` where no template `f` is declared yet: MSVC finds the later
    // template where the template that calls it is instantiated; C++17 (and
    // so nvcc) rejects it, Clang only warns (a C++20 extension). An error
    // here, it is fixed as MSVC reads it (MsvcErrorFixes.h) or shown.
    CI.getDiagnostics().setSeverity(diag::ext_adl_only_template_id,
                                    diag::Severity::Error, SourceLocation());
    auto Recorder = std::make_unique<IncludeRecorder>(
        CI.getSourceManager(), CI.getDiagnostics(), Consumer->Includes,
        Consumer->HeaderFiles, Options.HeaderRoot, Options.AmpIncludeDir);
    Recorder->Paths = Paths;
    Recorder->Msvc = Consumer->MsvcDiags;
    Recorder->ParseHeaderIncludes = &Consumer->ParseHeaderIncludes;
    CI.getPreprocessor().addPPCallbacks(std::move(Recorder));
    return Consumer;
  }

  /// The file system that finds include paths as Windows does.
  const WindowsPathFileSystem *Paths = nullptr;

private:
  std::string FileName;
  TranslationResult &Result;
  std::vector<unsigned> VoidMainFixes;
  const TranslateOptions &Options;
  RoundInput In;
  RoundEdits &NextRound;
};

} // namespace

std::vector<std::string> parseArguments(const TranslateOptions &Options) {
  // -fdeclspec: MSVC's short vectors declare their swizzles (v.xy) and
  // colour names (c.r) as __declspec(property) members, and so do the parse
  // headers (PropertyRewrite.h). It enables __declspec only, not the rest of
  // -fms-extensions.
  //
  // -x cuda --cuda-host-only: restrict(amp) and restrict(cpu) are Clang's
  // CUDA device and host attributes (amp_restrict.h), so that Clang resolves
  // restriction overloads and rejects calls across restrictions as C++ AMP
  // does (docs/architecture.md, "Parse mode"). No CUDA installation is used.
  std::vector<std::string> Args = {"-fsyntax-only",
                                   "-x",
                                   "cuda",
                                   "--cuda-host-only",
                                   "-nocudainc",
                                   "-nocudalib",
                                   "-Wno-unknown-cuda-version",
                                   "-Wno-cuda-compat",
                                   "-std=c++17",
                                   "-fdeclspec"};
  // MSVC's dialect, on purpose (MsvcCompat.h).
  for (std::string &Arg : msvcCompatibilityArgs())
    Args.push_back(std::move(Arg));
  if (!Options.ResourceDir.empty())
    Args.push_back("-resource-dir=" + Options.ResourceDir);
  Args.push_back("-isystem");
  Args.push_back(Options.AmpIncludeDir);
  // The runtime's plain C++ headers (the Windows portability layer, PPL),
  // which the parse headers include.
  if (!Options.RuntimeIncludeDir.empty()) {
    Args.push_back("-isystem");
    Args.push_back(Options.RuntimeIncludeDir);
  }
  Args.push_back("-include");
  Args.push_back("amp_restrict.h");
  // OpenMP (-fopenmp, MSVC's /openmp) as MSVC implements it: version 2.0,
  // whose data-sharing rules Clang's oldest, 3.1, keeps (a const variable is
  // shared without being listed; Rewrite/Passes/OpenMpSharing.cpp writes the
  // clause that later versions want). A -fopenmp-version of the user's wins.
  if (llvm::any_of(Options.ClangArgs, [](llvm::StringRef A) {
        return A == "-fopenmp" || A.starts_with("-fopenmp=");
      }))
    Args.push_back("-fopenmp-version=31");
  // The user's arguments come last so that a later -std= wins.
  Args.insert(Args.end(), Options.ClangArgs.begin(), Options.ClangArgs.end());
  return Args;
}

namespace {

/// Sema's set of the functions to check for deferred CUDA diagnostics. Sema
/// keeps it private and has no accessor; an explicit instantiation may name
/// a private member ([temp.explicit]p12), which gives ForgetDeferredDiagnostics
/// its only way in.
llvm::SmallSetVector<Decl *, 4> &deferredDiagnosticDecls(Sema &S);
template <llvm::SmallSetVector<Decl *, 4> Sema::*Member>
struct DeferredDiagnosticDeclsAccess {
  friend llvm::SmallSetVector<Decl *, 4> &deferredDiagnosticDecls(Sema &S) {
    return S.*Member;
  }
};
template struct DeferredDiagnosticDeclsAccess<
    &Sema::DeclsToCheckForDeferredDiags>;

/// Forgets the prefix's functions that Sema would check for deferred CUDA
/// diagnostics: a PCH lists every function it defines, and every parse that
/// loads it reads each of them back at its end (Sema::emitDeferredDiags),
/// whatever the input uses: most of an input's time. The prefix holds only
/// the parse headers and the standard library; the input's own functions
/// are still checked.
class ForgetDeferredDiagnostics : public SemaConsumer {
public:
  void InitializeSema(Sema &S) override { Actions = &S; }
  void HandleTranslationUnit(ASTContext &) override {
    if (Actions)
      deferredDiagnosticDecls(*Actions).clear();
  }

private:
  Sema *Actions = nullptr;
};

/// Writes the precompiled header of its input to \p Output.
class PrefixPCHAction : public GeneratePCHAction {
public:
  explicit PrefixPCHAction(std::string Output) : Output(std::move(Output)) {}

protected:
  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    return GeneratePCHAction::BeginInvocation(CI);
  }
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    std::unique_ptr<ASTConsumer> Writer =
        GeneratePCHAction::CreateASTConsumer(CI, InFile);
    if (!Writer)
      return nullptr;
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<ForgetDeferredDiagnostics>());
    Consumers.push_back(std::move(Writer));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

private:
  std::string Output;
};

} // namespace

llvm::Error emitPrefixPCH(StringRef PrefixCode, StringRef Dir,
                          TranslateOptions &Options) {
  llvm::SmallString<256> Prefix(Dir);
  llvm::sys::fs::make_absolute(Prefix);
  llvm::SmallString<256> Base = Prefix;
  llvm::sys::path::append(Prefix, "amp2hip-prefix.h");
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(Prefix, EC);
    if (EC)
      return llvm::createStringError(EC, "cannot write '%s': %s",
                                     Prefix.c_str(), EC.message().c_str());
    Out << PrefixCode;
  }
  TranslateOptions Plain = Options;
  Plain.ParsePCH.clear();
  llvm::SmallString<256> Output = Base;
  llvm::sys::path::append(Output, "amp2hip-prefix.pch");
  std::vector<std::string> Args = parseArguments(Plain);
  Args.insert(Args.begin(), "amp2hip-pch");
  // The prefix's own pending instantiations are done once, here, and not
  // at the end of every input's parse.
  Args.push_back("-fpch-instantiate-templates");
  Args.push_back(std::string(Prefix));
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions());
  tooling::ToolInvocation Invocation(
      Args, std::make_unique<PrefixPCHAction>(std::string(Output)),
      Files.get());
  if (!Invocation.run())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "cannot precompile '%s' (Clang's errors "
                                   "above)",
                                   Prefix.c_str());
  Options.ParsePCH = std::string(Output);
  return llvm::Error::success();
}

TranslationResult translateFile(StringRef Path,
                                const TranslateOptions &Options) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Input =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Input) {
    llvm::errs() << Path << ": error: cannot read the input file: "
                 << Input.getError().message() << "\n";
    return TranslationResult();
  }
  if (isCSource(Path)) {
    llvm::errs() << Path
                 << ": note: a C source (MSVC compiles '.c' files as C, "
                    "which has no C++ AMP): written unchanged, for the C "
                    "compiler\n";
    TranslationResult Result;
    Result.Success = true;
    Result.Output = (*Input)->getBuffer().str();
    return Result;
  }
  return translateSource(Path, (*Input)->getBuffer(), Options);
}

bool isCSource(StringRef Path) {
  return llvm::sys::path::extension(Path).equals_insensitive(".c");
}

namespace {

/// The texts of one translation's later rounds (RoundEdits.h): a
/// parallel_for_each written inside a macro use of the main file or of one of
/// the program's headers is expanded in the text (one level,
/// MacroExpansion.h), an error that MSVC does not give is fixed
/// (MsvcErrorFixes.h), and the file parsed again, at most a few times.
struct ExpandedTexts {
  /// The main file's text.
  std::string Main;
  /// The program's headers' expanded texts, by absolute path; the later
  /// rounds read them from memory.
  std::map<std::string, std::string> Headers;
};

/// Parses and translates \p Texts once (one round): the restriction scan,
/// then the parse and rewrite. Sets \p Ran to whether Clang ran; fills
/// \p NextRound when the text must be edited before another round (macro
/// expansions carry the parse's stand-ins for `restrict` identifiers).
TranslationResult translateRound(StringRef Path, StringRef Absolute,
                                 const TranslateOptions &Options,
                                 const ExpandedTexts &Texts,
                                 const RoundInput &In, RoundEdits &NextRound,
                                 bool &Ran, bool &RenamedIdentifiers) {
  TranslationResult Result;
  std::string Code = swapMutableRestrict(Texts.Main);
  // The input's prepared text over the real file system, whose paths are
  // found as Windows finds them (WindowsPathFileSystem.h).
  auto Paths = llvm::makeIntrusiveRefCnt<WindowsPathFileSystem>(
      llvm::vfs::getRealFileSystem());
  // `restrict` is a keyword only after a declarator's parameter list
  // (ContextualRestrict.h).
  ContextualRestrictResult Contextual = [&] {
    llvm::TimeTraceScope Scope("Restriction scan", Path);
    return prepareContextualRestrict(Code, Absolute, Paths,
                                     parseArguments(Options), Options.ParsePCH);
  }();
  Code = std::move(Contextual.Code);
  RenamedIdentifiers = Contextual.RenamedIdentifiers;
  std::vector<unsigned> VoidMainFixes = fixVoidMain(Code);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Paths);
  auto InMemory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(InMemory);
  InMemory->addFile(Absolute, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(Code, Absolute));
  for (const auto &[HeaderPath, Text] : Texts.Headers)
    InMemory->addFile(HeaderPath, 0,
                      llvm::MemoryBuffer::getMemBufferCopy(Text, HeaderPath));
  auto Action = std::make_unique<TranslateAction>(
      Path.str(), Result, VoidMainFixes, Options, In, NextRound);
  Action->Paths = Paths.get();
  std::vector<std::string> Args = parseArguments(Options);
  if (In.WindowsLayer) {
    Args.push_back("-include");
    Args.push_back("amp2hip/windows.h");
  }
  if (!Options.ParsePCH.empty()) {
    Args.push_back("-include-pch");
    Args.push_back(Options.ParsePCH);
  }
  {
    llvm::TimeTraceScope Scope("Parse and translate", Path);
    Ran = tooling::runToolOnCodeWithArgs(std::move(Action), Code, Overlay, Args,
                                         Absolute, "amp2hip");
  }
  // The program's headers are written under their real names.
  for (TranslatedHeader &Header : Result.Headers)
    if (std::optional<std::string> Real = Paths->correction(Header.Path))
      Header.Path = *Real;
  if (RenamedIdentifiers)
    Result.Output = restoreRestrictIdentifiers(Result.Output);
  return Result;
}

/// Applies one round's \p Edits to \p Texts (the main file's edits have an
/// empty path). Offsets of the prepared text are those of the original
/// (SourcePrep and ContextualRestrict keep lengths). Macro uses are not
/// nested, so their expansions never overlap; an expansion that did would be
/// left out, and its kernel reported as AMP2HIP-E0004 after the last round.
/// A header that cannot be read now is translated without its edits.
void applyRoundEdits(const std::vector<tooling::Replacement> &Edits,
                     ExpandedTexts &Texts) {
  // Headers are found as the parse found them (WindowsPathFileSystem.h).
  auto Paths = llvm::makeIntrusiveRefCnt<WindowsPathFileSystem>(
      llvm::vfs::getRealFileSystem());
  std::map<std::string, tooling::Replacements> ByFile;
  for (const tooling::Replacement &Edit : Edits)
    llvm::consumeError(ByFile[Edit.getFilePath().str()].add(Edit));
  for (auto &[FilePath, Edits] : ByFile) {
    std::string Text;
    if (FilePath.empty()) {
      Text = Texts.Main;
    } else if (auto Known = Texts.Headers.find(FilePath);
               Known != Texts.Headers.end()) {
      Text = Known->second;
    } else if (auto Buffer = Paths->getBufferForFile(FilePath)) {
      Text = (*Buffer)->getBuffer().str();
    } else {
      continue;
    }
    llvm::Expected<std::string> Expanded =
        tooling::applyAllReplacements(Text, Edits);
    if (!Expanded) {
      llvm::consumeError(Expanded.takeError());
      continue;
    }
    (FilePath.empty() ? Texts.Main : Texts.Headers[FilePath]) =
        std::move(*Expanded);
  }
}

/// Set by clangCrashed(): clangCrashRecovered().
std::atomic<bool> CrashRecovered{false};

/// The result of a translation that Clang's crash stopped (AMP2HIP-E0001).
TranslationResult clangCrashed(StringRef Path) {
  CrashRecovered = true;
  llvm::errs() << Path << ": error: Clang stopped with an internal error "
               << "(a crash) while parsing this file; this is a bug in "
               << "Clang or amp2hip, not in the input: please report it "
               << "with the file. Nothing was translated ["
               << diagIdName(DiagId::ParseFailed) << "]\n";
  TranslationResult Failed;
  Failed.AmpErrors = 1;
  Failed.ClangCrashed = true;
  return Failed;
}

} // namespace

bool clangCrashRecovered() { return CrashRecovered; }

TranslationResult translateSource(StringRef Path, StringRef Source,
                                  const TranslateOptions &Options) {
  // UTF-8 without a byte-order mark (SourceEncoding.h).
  std::optional<std::string> Utf8 = sourceTextAsUtf8(Path, Source);
  if (!Utf8) {
    TranslationResult Failed;
    Failed.AmpErrors = 1;
    return Failed;
  }
  Source = *Utf8;
  TranslationResult Result;
  // amp2hip's own output (its first line says so) is HIP already: it is
  // passed through unchanged, so that translating twice changes nothing.
  llvm::StringRef FirstLine = Source.split('\n').first;
  if (FirstLine.starts_with("// Translated from ") &&
      FirstLine.contains(" by amp2hip: C++ AMP to HIP.")) {
    llvm::errs() << Path << ": note: already translated by amp2hip; "
                 << "written unchanged\n";
    Result.Success = true;
    Result.Output = Source.str();
    return Result;
  }
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  ExpandedTexts Texts{Source.str(), {}};
  // The headers' edits so far, against their texts on disk; and those to
  // share with the other inputs of the program: the same without the
  // renames of HIP's names (RoundEdits::HipRenames), which each input makes
  // itself. Edits of a round after a rename are relative to the renamed
  // text: from then on the shared edits are all of them.
  std::map<std::string, tooling::Replacements> HeaderEdits, SharedEdits;
  bool RenamedHipNames = false, EditedAfterRename = false;
  auto AddHeaderEdits = [&](const std::vector<tooling::Replacement> &Edits,
                            bool HipRenames) {
    std::map<std::string, tooling::Replacements> ByFile;
    for (const tooling::Replacement &Edit : Edits)
      if (!Edit.getFilePath().empty())
        llvm::consumeError(ByFile[Edit.getFilePath().str()].add(Edit));
    if (HipRenames)
      RenamedHipNames = true;
    else if (RenamedHipNames && !ByFile.empty())
      EditedAfterRename = true;
    for (auto &[FilePath, Round] : ByFile) {
      HeaderEdits[FilePath] = HeaderEdits[FilePath].merge(Round);
      if (!RenamedHipNames)
        SharedEdits[FilePath] = SharedEdits[FilePath].merge(Round);
    }
  };
  {
    std::vector<tooling::Replacement> Shared;
    for (const auto &[FilePath, Edits] : Options.HeaderEdits)
      Shared.insert(Shared.end(), Edits.begin(), Edits.end());
    applyRoundEdits(Shared, Texts);
    AddHeaderEdits(Shared, /*HipRenames=*/false);
  }
  // Each round fixes what its parse shows; a fix can uncover the next
  // error (a template instantiated only once its callee is declared).
  constexpr int MaxEditRounds = 8;
  bool Ran = false;
  // A crash inside Clang (a Clang bug that an input can trigger: the fuzzer
  // found SIGSEGVs in Sema::tryCaptureVariable on lambdas at namespace scope)
  // is an error of this input, not the end of the process, when the caller
  // has enabled llvm::CrashRecoveryContext (the amp2hip driver and the
  // in-process fuzzer do). Before unwinding, the recovery runs the process's
  // signal handlers (llvm::sys::CleanupOnSignal): the driver's prints the
  // stack for the bug report, as clang does; the fuzzer's saves it to tell
  // Clang's crashes from amp2hip's.
  llvm::CrashRecoveryContext Recovery;
  Recovery.DumpStackAndCleanupOnFailure = true;
  bool Survived = Recovery.RunSafely([&] {
    // Warnings are shown once, by the first round that gives them.
    std::map<std::string, unsigned> ShownWarnings;
    bool FixErrors = true;
    bool WindowsLayer = false;
    for (int Round = 0;; ++Round) {
      RoundEdits NextRound;
      bool Renamed = false;
      RoundInput In{Round < MaxEditRounds, FixErrors, &ShownWarnings,
                    WindowsLayer};
      Result = translateRound(Path, Absolute, Options, Texts, In, NextRound,
                              Ran, Renamed);
      bool NewLayer = NextRound.WindowsLayer && !WindowsLayer;
      WindowsLayer |= NextRound.WindowsLayer;
      // Errors held back and no fix: the next round shows them.
      if (NextRound.ErrorsHeld && NextRound.Edits.empty() && !NewLayer)
        NextRound.ShowErrors = true;
      if (NextRound.ShowErrors)
        FixErrors = false;
      if (NextRound.Edits.empty() && !NextRound.ShowErrors && !NewLayer)
        break;
      if (NextRound.Edits.empty())
        continue;
      applyRoundEdits(NextRound.Edits, Texts);
      AddHeaderEdits(NextRound.Edits, NextRound.HipRenames);
      if (Renamed)
        Texts.Main = restoreRestrictIdentifiers(Texts.Main);
    }
  });
  if (!Survived)
    return clangCrashed(Path);
  if (!Ran || !Result.Success) {
    Result.Success = false;
    Result.Output.clear();
    if (Result.AmpErrors == 0)
      llvm::errs() << Path << ": error: the input could not be parsed as C++ "
                   << "AMP; nothing was translated ["
                   << diagIdName(DiagId::ParseFailed) << "]\n";
  }
  for (const auto &[FilePath, Edits] :
       EditedAfterRename ? HeaderEdits : SharedEdits)
    Result.HeaderEdits[FilePath].assign(Edits.begin(), Edits.end());
  return Result;
}

} // namespace amp2hip
