//===- amp2hip.cpp - The amp2hip command line -----------------------------===//
//
// amp2hip [options] <file.cpp>... [-- <clang args>]
//
// Translates C++ AMP sources into HIP. One input goes to stdout or to -o FILE;
// with --out-dir, every input and the program's own headers (those under
// --root) are written under the directory with their relative paths. Files
// are written through a temporary file and renamed, so they are never left
// half-written, and never over an input. Exit codes: 0 translated,
// 1 errors in the input (diagnostics on stderr), 2 usage or I/O errors.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Translate.h"
#include "Migrate/Migration.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#ifndef AMP2HIP_VERSION
#define AMP2HIP_VERSION "0.0.0"
#endif

using namespace llvm;

static cl::OptionCategory Category("amp2hip options");

static cl::list<std::string> InputFiles(cl::Positional,
                                        cl::desc("<file.cpp>..."),
                                        cl::OneOrMore, cl::cat(Category));

static cl::opt<std::string> OutDir(
    "out-dir",
    cl::desc("Write each translated input, and each header of the program "
             "it includes (under --root), to <dir>, keeping their paths "
             "relative to --root. Nothing is written if any input has "
             "errors."),
    cl::value_desc("dir"), cl::cat(Category));

static cl::opt<std::string> BuildPath(
    "p",
    cl::desc("The build folder that holds compile_commands.json: each "
             "input's include paths, definitions and -std come from its "
             "compile command (arguments after -- are added after them)"),
    cl::value_desc("build dir"), cl::cat(Category));

static cl::opt<std::string>
    Root("root",
         cl::desc("The program's source tree, for --out-dir: headers under it "
                  "are the program's own and are translated (default: the "
                  "current directory)"),
         cl::value_desc("dir"), cl::cat(Category));

static cl::opt<std::string>
    OutputFile("o",
               cl::desc("Write the HIP source to <file> (default: stdout)"),
               cl::value_desc("file"), cl::cat(Category));

static cl::opt<std::string> PrecompileFirst(
    "precompile",
    cl::desc("Precompile the includes in <file> into a PCH in a new "
             "temporary directory and parse the input with it, as the "
             "in-process fuzzer does (docs/fuzzing.md); the output is the "
             "same"),
    cl::value_desc("file"), cl::cat(Category), cl::Hidden);

static cl::opt<unsigned> MscVersion(
    "msc-version",
    cl::desc("The _MSC_VER of the Visual Studio that builds the program, "
             "written for _MSC_VER in its #if conditions (default 1933, "
             "Visual Studio 2022; 1700 is Visual Studio 2012). amp2hip "
             "migrate takes it from each project's PlatformToolset"),
    cl::value_desc("version"), cl::init(amp2hip::DefaultMscVersion),
    cl::cat(Category));

static cl::opt<bool> PrintStats("print-stats",
                                cl::desc("Print what was rewritten to stderr"),
                                cl::cat(Category));

static cl::opt<std::string> TimeTrace(
    "time-trace",
    cl::desc("Write where the translation's time went to <file>, as Clang's "
             "-ftime-trace does (Chrome trace JSON: chrome://tracing, "
             "Perfetto): the restriction scan, the parse and Clang's own "
             "phases, amp2hip's checks, each rewrite pass and each kernel"),
    cl::value_desc("file"), cl::cat(Category));

static cl::opt<std::string>
    AmpInclude("amp-include",
               cl::desc("Directory of the AMP declaration headers used for "
                        "parsing (default: found next to the tool)"),
               cl::value_desc("dir"), cl::cat(Category), cl::Hidden);

// amp2hip migrate: a Visual Studio solution or project to a CMake project
// (tool/lib/Migrate, docs/migrate.md).
static cl::SubCommand MigrateCommand(
    "migrate", "Translate a Visual Studio solution (.sln) or project "
               "(.vcxproj) and write a CMake project and a migration report");
static cl::OptionCategory MigrateCategory("amp2hip migrate options");
static cl::opt<std::string>
    MigrateInput(cl::Positional, cl::Required,
                 cl::desc("<solution.sln | project.vcxproj>"),
                 cl::sub(MigrateCommand), cl::cat(MigrateCategory));
static cl::opt<std::string>
    MigrateOutDir("out-dir",
                  cl::desc("Where the translated tree, CMakeLists.txt and "
                           "amp2hip-report.md/.json go (required)"),
                  cl::value_desc("dir"), cl::sub(MigrateCommand),
                  cl::cat(MigrateCategory));
static cl::opt<std::string> MigrateConfig(
    "config",
    cl::desc("The configuration, e.g. Release|x64 (default: the first "
             "Release|x64, else Release|*, else the first)"),
    cl::value_desc("Configuration|Platform"), cl::sub(MigrateCommand),
    cl::cat(MigrateCategory));
static cl::opt<bool> MigrateAnalysis(
    "analysis",
    cl::desc("Write only the migration report: what a migration would do"),
    cl::sub(MigrateCommand), cl::cat(MigrateCategory));

/// `amp2hip migrate`; returns the exit status.
static int runMigrateCommand(const char *Argv0,
                             const std::vector<std::string> &ClangArgs) {
  if (MigrateOutDir.empty()) {
    errs() << "amp2hip: error: migrate needs --out-dir\n";
    return 2;
  }
  amp2hip::migrate::MigrateOptions Options;
  Options.Input = MigrateInput;
  Options.OutDir = MigrateOutDir;
  Options.Config = MigrateConfig;
  Options.AnalysisOnly = MigrateAnalysis;
  Options.ExtraClangArgs = ClangArgs;
  Options.Translator = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&runMigrateCommand));
  return amp2hip::migrate::runMigration(Options, errs());
}

/// The AMP declaration headers: <exe>/../share/amp2hip/amp-include when
/// installed, else the source tree's copy the build recorded.
static std::string findAmpIncludeDir(const char *Argv0) {
  if (!AmpInclude.empty())
    return AmpInclude;
  std::string Exe = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&findAmpIncludeDir));
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "share", "amp2hip", "amp-include");
  if (sys::fs::exists(Twine(Installed) + "/amp.h"))
    return std::string(Installed);
  return AMP2HIP_SOURCE_AMP_INCLUDE;
}

/// The runtime's headers: <exe>/../include when installed, else the source
/// tree's.
static std::string findRuntimeIncludeDir(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&findRuntimeIncludeDir));
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "include");
  if (sys::fs::exists(Twine(Installed) + "/amp2hip/windows.h"))
    return std::string(Installed);
  return AMP2HIP_SOURCE_RUNTIME_INCLUDE;
}

static bool sameFile(StringRef A, StringRef B) {
  sys::fs::UniqueID IdA, IdB;
  if (sys::fs::getUniqueID(A, IdA) || sys::fs::getUniqueID(B, IdB))
    return false;
  return IdA == IdB;
}

/// Writes \p Text to \p Path atomically (temporary file + rename). An
/// output that exists and is not a regular file (`/dev/null`, a FIFO, a
/// terminal) is written in place: renaming over it would replace the device
/// or pipe with a file.
static bool writeAtomically(StringRef Path, StringRef Text) {
  sys::fs::file_status Status;
  if (!sys::fs::status(Path, Status) && sys::fs::exists(Status) &&
      !sys::fs::is_regular_file(Status) && !sys::fs::is_directory(Status)) {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (!EC) {
      OS << Text;
      OS.close();
      EC = OS.error();
      OS.clear_error();
    }
    if (EC)
      errs() << "amp2hip: error: cannot write '" << Path
             << "': " << EC.message() << "\n";
    return !EC;
  }
  SmallString<256> Temp;
  int FD;
  SmallString<256> Model(Path);
  Model += ".amp2hip-%%%%%%";
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, Temp)) {
    errs() << "amp2hip: error: cannot create a temporary file next to '" << Path
           << "': " << EC.message() << "\n";
    return false;
  }
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      errs() << "amp2hip: error: cannot write '" << Temp
             << "': " << OS.error().message() << "\n";
      OS.clear_error();
      sys::fs::remove(Temp);
      return false;
    }
  }
  if (std::error_code EC = sys::fs::rename(Temp, Path)) {
    errs() << "amp2hip: error: cannot write '" << Path << "': " << EC.message()
           << "\n";
    sys::fs::remove(Temp);
    return false;
  }
  return true;
}

/// The Clang arguments of \p Input's command in the compilation database:
/// include paths (made absolute against the command's folder), definitions,
/// forced includes, -std and the like; the compiler, the input, the output,
/// -c, -x and dependency-file options are dropped. Empty (with a message) when
/// the database has no command for the file.
static std::optional<std::vector<std::string>>
argsFromDatabase(const clang::tooling::CompilationDatabase &DB,
                 StringRef Input) {
  SmallString<256> Absolute(Input);
  sys::fs::make_absolute(Absolute);
  std::vector<clang::tooling::CompileCommand> Commands =
      DB.getCompileCommands(Absolute);
  if (Commands.empty()) {
    errs() << "amp2hip: error: no command for '" << Input
           << "' in the compilation database of '" << BuildPath << "'\n";
    return std::nullopt;
  }
  const clang::tooling::CompileCommand &Command = Commands.front();
  auto AbsoluteIn = [&](StringRef Path) {
    SmallString<256> P(Path);
    if (!sys::path::is_absolute(P)) {
      P = Command.Directory;
      sys::path::append(P, Path);
    }
    return std::string(P);
  };
  static const StringRef Dropped[] = {"-c", "-MD", "-MMD", "-MP", "--"};
  static const StringRef DroppedWithValue[] = {"-o", "-x", "-MF", "-MT", "-MQ"};
  static const StringRef PathOptions[] = {"-I", "-isystem", "-iquote",
                                          "-idirafter", "-include"};
  std::vector<std::string> Args;
  const std::vector<std::string> &CL = Command.CommandLine;
  for (size_t I = 1; I < CL.size(); ++I) {
    StringRef A = CL[I];
    if (llvm::is_contained(Dropped, A) || A == Command.Filename ||
        AbsoluteIn(A) == Absolute)
      continue;
    if (llvm::is_contained(DroppedWithValue, A)) {
      ++I;
      continue;
    }
    if (A.starts_with("-o") || A.starts_with("-MF") || A.starts_with("-x"))
      continue;
    bool Path = false;
    for (StringRef Option : PathOptions) {
      if (A == Option && I + 1 < CL.size()) {
        Args.push_back(A.str());
        Args.push_back(AbsoluteIn(CL[++I]));
        Path = true;
        break;
      }
      if (Option == "-I" && A.starts_with("-I")) {
        Args.push_back("-I" + AbsoluteIn(A.drop_front(2)));
        Path = true;
        break;
      }
    }
    if (!Path)
      Args.push_back(A.str());
  }
  return Args;
}

/// Prints --print-stats for one input.
static void printStats(StringRef Input, const amp2hip::TranslationResult &R) {
  const amp2hip::TranslationStats &S = R.Stats;
  errs() << "amp2hip: " << Input << ": " << S.Kernels << " kernel(s) ("
         << S.TiledKernels << " tiled), " << S.DeviceFunctions
         << " device function(s), " << S.TileStaticVars
         << " tile_static variable(s), " << S.Barriers
         << " barrier(s)/fence(s), " << S.Includes << " include(s)";
  if (!R.Headers.empty())
    errs() << ", " << R.Headers.size() << " header(s)";
  errs() << "\n";
}

/// The compilation database of -p, loaded once; null without -p.
static std::unique_ptr<clang::tooling::CompilationDatabase> Database;

/// Translates \p Input with its compile command's arguments (-p) before the
/// ones after `--`, and prints what it rewrote with --print-stats. False
/// when -p has no command for it.
static bool translateOne(StringRef Input, amp2hip::TranslateOptions Options,
                         amp2hip::TranslationResult &Result) {
  if (Database) {
    std::optional<std::vector<std::string>> Args =
        argsFromDatabase(*Database, Input);
    if (!Args)
      return false;
    Args->insert(Args->end(), Options.ClangArgs.begin(),
                 Options.ClangArgs.end());
    Options.ClangArgs = std::move(*Args);
  }
  Result = amp2hip::translateFile(Input, Options);
  if (PrintStats)
    printStats(Input, Result);
  return true;
}

/// One input, to stdout or -o: the main file only.
static int translateToStream(StringRef Input,
                             const amp2hip::TranslateOptions &Options) {
  if (!OutputFile.empty() && sameFile(Input, OutputFile)) {
    errs() << "amp2hip: error: the output file '" << OutputFile
           << "' is the input file; amp2hip never overwrites its input\n";
    return 2;
  }
  amp2hip::TranslationResult Result;
  if (!translateOne(Input, Options, Result))
    return 2;
  if (!Result.Success) {
    errs() << "amp2hip: " << Input
           << ": translation failed; no output written\n";
    return 1;
  }
  if (OutputFile.empty() || OutputFile == "-") {
    outs() << Result.Output;
    outs().flush();
    return outs().has_error() ? 2 : 0;
  }
  return writeAtomically(OutputFile, Result.Output) ? 0 : 2;
}

/// \p Path made absolute, without "." and ".." components.
static std::string absolutePath(StringRef Path) {
  SmallString<256> Absolute(Path);
  sys::fs::make_absolute(Absolute);
  sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

/// Where --out-dir puts \p Path (absolute): the same path relative to
/// \p RootDir, under OutDir. Empty if \p Path is not under \p RootDir.
static std::string outputPathFor(StringRef Path, StringRef RootDir) {
  StringRef Rest = Path;
  if (!Rest.consume_front(RootDir) ||
      (!Rest.empty() && !sys::path::is_separator(Rest.front())))
    return "";
  Rest = Rest.ltrim("/\\");
  SmallString<256> Out(OutDir);
  sys::path::append(Out, Rest);
  return std::string(Out);
}

/// The first line where \p A and \p B differ, with both versions, for a
/// message: `line N: 'a...' against 'b...'`.
static std::string firstDifference(StringRef A, StringRef B) {
  unsigned Line = 1;
  while (!A.empty() || !B.empty()) {
    auto [LineA, RestA] = A.split('\n');
    auto [LineB, RestB] = B.split('\n');
    if (LineA != LineB) {
      auto Short = [](StringRef L) {
        L = L.trim();
        return L.size() > 80 ? (L.take_front(77) + "...").str() : L.str();
      };
      return "line " + std::to_string(Line) + ": '" + Short(LineA) +
             "' against '" + Short(LineB) + "'";
    }
    A = RestA;
    B = RestB;
    ++Line;
  }
  return "";
}

using HeaderEditMap =
    std::map<std::string, std::vector<clang::tooling::Replacement>>;

/// Adds \p Edits to \p Union: an edit already there is not repeated; two
/// insertions at one place are one, the longer when one holds the other
/// (declarations that two inputs needed before one template), else both.
static void addHeaderEdits(HeaderEditMap &Union, const HeaderEditMap &Edits) {
  for (const auto &[Path, List] : Edits) {
    std::vector<clang::tooling::Replacement> &Into = Union[Path];
    for (const clang::tooling::Replacement &R : List) {
      auto Same =
          llvm::find_if(Into, [&](const clang::tooling::Replacement &E) {
            return E.getOffset() == R.getOffset() &&
                   E.getLength() == R.getLength();
          });
      if (Same == Into.end()) {
        Into.push_back(R);
        continue;
      }
      StringRef Old = Same->getReplacementText(), New = R.getReplacementText();
      if (Old.contains(New) || R.getLength() != 0)
        continue; // the same edit, or another one there: the outputs differ
      std::string Text = New.contains(Old) ? New.str() : (Old + New).str();
      *Same = clang::tooling::Replacement(Path, R.getOffset(), 0, Text);
    }
    llvm::sort(Into, [](const clang::tooling::Replacement &A,
                        const clang::tooling::Replacement &B) {
      return A.getOffset() < B.getOffset();
    });
  }
}

/// Every input and the program's headers, to --out-dir. All inputs are
/// translated first; files are written only if all of them translated and
/// every header translated the same way in each input that includes it. A
/// header's fixes of what MSVC accepts depend on what the input instantiates
/// (MSVC parses a template where it is instantiated): when headers differ,
/// every input is translated again with the fixes that all of them made to
/// the headers (TranslateOptions::HeaderEdits), at most twice.
static int translateToDirectory(amp2hip::TranslateOptions Options) {
  std::string RootDir = absolutePath(Root.empty() ? "." : Root.getValue());
  Options.HeaderRoot = RootDir;
  // Output path -> text, in a deterministic order; a header included by
  // several inputs is translated once (the first time).
  std::map<std::string, std::string> Outputs;
  std::set<std::string> Sources;
  unsigned Failed = 0;
  size_t Count = InputFiles.size();
  for (int Pass = 0;; ++Pass) {
    Outputs.clear();
    Failed = 0;
    HeaderEditMap Union;
    // Each header's edits, as each input that includes it made them.
    std::map<std::string, std::vector<std::vector<clang::tooling::Replacement>>>
        EditsByInput;
    std::set<std::string> ViewClassUnion;
    std::vector<std::string> Differences;
    for (size_t I = 0; I < Count; ++I) {
      const std::string &Input = InputFiles[I];
      std::string Absolute = absolutePath(Input);
      Sources.insert(Absolute);
      std::string Out = outputPathFor(Absolute, RootDir);
      if (Out.empty()) {
        errs() << "amp2hip: error: '" << Input << "' is not under the --root "
               << "directory '" << RootDir << "'\n";
        return 2;
      }
      if (Count > 1)
        errs() << "[" << I + 1 << "/" << Count << "] " << Input << "\n";
      amp2hip::TranslationResult Result;
      if (!translateOne(Input, Options, Result))
        return 2;
      if (!Result.Success) {
        ++Failed;
        continue;
      }
      addHeaderEdits(Union, Result.HeaderEdits);
      for (const amp2hip::TranslatedHeader &H : Result.Headers) {
        std::string HeaderPath = absolutePath(H.Path);
        auto Made = Result.HeaderEdits.find(HeaderPath);
        EditsByInput[HeaderPath].push_back(
            Made == Result.HeaderEdits.end()
                ? std::vector<clang::tooling::Replacement>()
                : Made->second);
      }
      ViewClassUnion.insert(Result.ViewClasses.begin(),
                            Result.ViewClasses.end());
      Outputs[Out] = std::move(Result.Output);
      for (amp2hip::TranslatedHeader &H : Result.Headers) {
        std::string HeaderPath = absolutePath(H.Path);
        Sources.insert(HeaderPath);
        std::string HeaderOut = outputPathFor(HeaderPath, RootDir);
        if (HeaderOut.empty())
          continue;
        auto [It, New] = Outputs.emplace(HeaderOut, H.Output);
        if (!New && It->second != H.Output)
          Differences.push_back(H.Path +
                                ":1:1: error: the header translates "
                                "differently when included by '" +
                                Input + "' than by an earlier input (" +
                                firstDifference(It->second, H.Output) +
                                " of the translation)");
      }
    }
    if (Failed || Differences.empty())
      break;
    // A header that every input including it edited the same way needs no
    // edits from the others: each input makes them itself (and some edits
    // only make sense with the input's own, such as a rename of a name
    // that the input's text uses too).
    for (const auto &[HeaderPath, Lists] : EditsByInput)
      if (llvm::all_of(Lists,
                       [&](const auto &List) { return List == Lists.front(); }))
        Union.erase(HeaderPath);
    if (Pass < 2 && (Union != Options.HeaderEdits ||
                     ViewClassUnion != Options.ViewClasses)) {
      errs() << "amp2hip: note: headers translated differently in different "
             << "inputs (their fixes of what MSVC accepts, and which of their "
             << "classes hold views, depend on the templates each input "
             << "instantiates); translating the " << Count
             << " input(s) again with the fixes and device forms of all of "
             << "them\n";
      Options.HeaderEdits = std::move(Union);
      Options.ViewClasses = std::move(ViewClassUnion);
      continue;
    }
    for (const std::string &D : Differences)
      errs() << D << "; a header must translate the same way in every input "
             << "that includes it; nothing is written [AMP2HIP-E0025]\n";
    Failed = static_cast<unsigned>(Differences.size());
    break;
  }
  if (Failed) {
    errs() << "amp2hip: " << Failed << " of " << Count
           << " input(s) had errors; nothing written to '" << OutDir << "'\n";
    return 1;
  }
  for (const auto &[Path, Text] : Outputs) {
    for (const std::string &Source : Sources)
      if (sameFile(Source, Path)) {
        errs() << "amp2hip: error: '" << Path << "' is one of the sources; "
               << "amp2hip never overwrites its input (choose another "
               << "--out-dir)\n";
        return 2;
      }
  }
  for (const auto &[Path, Text] : Outputs) {
    if (std::error_code EC =
            sys::fs::create_directories(sys::path::parent_path(Path))) {
      errs() << "amp2hip: error: cannot create the directory of '" << Path
             << "': " << EC.message() << "\n";
      return 2;
    }
    if (!writeAtomically(Path, Text))
      return 2;
  }
  if (Count > 1 || PrintStats)
    errs() << "amp2hip: wrote " << Outputs.size() << " file(s) to '" << OutDir
           << "'\n";
  return 0;
}

/// The exit status of \p Run, whatever happened to the streams: a closed
/// stderr (`amp2hip bad.cpp 2>&1 | head -c1`) loses diagnostics but keeps
/// the status (LLVM's default is to exit with 74 on SIGPIPE); a translation
/// that could not be written to stdout is an I/O error (2).
template <typename Fn> static int withStreamIndependentStatus(Fn Run) {
#ifdef SIGPIPE
  std::signal(SIGPIPE, SIG_IGN); // writes to a closed pipe fail with EPIPE
#endif
  int Status = Run();
  errs().flush();
  errs().clear_error(); // lost diagnostics do not change the status
  outs().flush();
  if (outs().has_error()) {
    outs().clear_error(); // else its destructor reports a fatal error
    if (Status == 0)
      Status = 2;
  }
  return Status;
}

static int run(int argc, const char **argv);
static int translateInputs(const char *Argv0,
                           const std::vector<std::string> &ClangArgs);

int main(int argc, const char **argv) {
  // No LLVM SIGPIPE handler: withStreamIndependentStatus decides the status.
  InitLLVM X(argc, argv, /*InstallPipeSignalExitHandler=*/false);
  // A crash inside Clang while parsing an input is reported as that input's
  // error (translateSource), not a crash of amp2hip, after the stack dump
  // that InitLLVM's handler prints; the dump is asked for in amp2hip's bug
  // report, not LLVM's (the crash may be amp2hip's).
  llvm::setBugReportMsg("PLEASE report this to amp2hip's maintainers with the "
                        "input file, its command line and this stack dump.\n");
  llvm::CrashRecoveryContext::Enable();
  int Status = withStreamIndependentStatus([&] { return run(argc, argv); });
  // After a recovered crash inside Clang, the abandoned parse's memory cannot
  // be freed: end here, the streams flushed, without the exit-time handlers
  // (a sanitized build's leak check would report that memory).
  if (amp2hip::clangCrashRecovered()) {
    std::fflush(nullptr);
    std::_Exit(Status);
  }
  return Status;
}

static int run(int argc, const char **argv) {
  // Everything after "--" goes to Clang.
  std::vector<const char *> ToolArgs;
  std::vector<std::string> ClangArgs;
  bool AfterDashes = false;
  for (int I = 0; I < argc; ++I) {
    if (AfterDashes)
      ClangArgs.push_back(argv[I]);
    else if (StringRef(argv[I]) == "--")
      AfterDashes = true;
    else
      ToolArgs.push_back(argv[I]);
  }
  cl::HideUnrelatedOptions({&Category, &MigrateCategory});
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "amp2hip " << AMP2HIP_VERSION << " (C++ AMP to HIP translator, "
       << "Clang " << CLANG_VERSION_STRING_FOR_AMP2HIP << ")\n";
  });
  if (!cl::ParseCommandLineOptions(
          static_cast<int>(ToolArgs.size()), ToolArgs.data(),
          "amp2hip: translates C++ AMP sources (restrict(amp), "
          "parallel_for_each,\narray_view, tile_static) into HIP that builds "
          "with hipcc and nvcc.\n\n"
          "  amp2hip file.cpp                 print the HIP source\n"
          "  amp2hip file.cpp -o file.hip.cpp write it to a file\n"
          "  amp2hip file.cpp -- -DNAME -Idir pass arguments to Clang\n"
          "  amp2hip -p build file.cpp        flags from "
          "build/compile_commands.json\n"
          "  amp2hip --out-dir out a.cpp b.cpp translate a program: the "
          "inputs\n"
          "                                   and the headers under --root\n"
          "  amp2hip migrate app.sln --out-dir out\n"
          "                                   a Visual Studio solution to a "
          "CMake\n"
          "                                   project and a report "
          "(migrate --help)\n\n"
          "Exit status: 0 translated, 1 the input has errors (reported as\n"
          "file:line:col with an AMP2HIP-Ennnn ID), 2 usage or I/O error.\n",
          &errs()))
    return 2;
  if (MigrateCommand)
    return runMigrateCommand(argv[0], ClangArgs);
  if (TimeTrace.empty())
    return translateInputs(argv[0], ClangArgs);
  // Events shorter than Clang's default granularity (500 us) are left out.
  timeTraceProfilerInitialize(/*TimeTraceGranularity=*/500, "amp2hip");
  int Status = translateInputs(argv[0], ClangArgs);
  if (llvm::Error E = timeTraceProfilerWrite(TimeTrace, InputFiles.front())) {
    errs() << "amp2hip: error: cannot write the time trace '" << TimeTrace
           << "': " << toString(std::move(E)) << "\n";
    Status = std::max(Status, 2);
  }
  timeTraceProfilerCleanup();
  return Status;
}

/// Translates the inputs as the options say; returns the exit status
/// (0 translated, 1 errors in an input, 2 usage or I/O error).
static int translateInputs(const char *Argv0,
                           const std::vector<std::string> &ClangArgs) {
  if (InputFiles.size() > 1 && OutDir.empty()) {
    errs() << "amp2hip: error: several input files need --out-dir\n";
    return 2;
  }
  if (!OutputFile.empty() && !OutDir.empty()) {
    errs() << "amp2hip: error: -o and --out-dir cannot be used together\n";
    return 2;
  }
  for (const std::string &Input : InputFiles) {
    if (!sys::fs::exists(Input)) {
      errs() << "amp2hip: error: no such file: '" << Input << "'\n";
      return 2;
    }
  }

  if (!BuildPath.empty()) {
    std::string Error;
    Database = clang::tooling::CompilationDatabase::loadFromDirectory(BuildPath,
                                                                      Error);
    if (!Database) {
      errs() << "amp2hip: error: cannot read the compilation database in '"
             << BuildPath << "': " << Error << "\n";
      return 2;
    }
  }

  amp2hip::TranslateOptions Options;
  Options.AmpIncludeDir = findAmpIncludeDir(Argv0);
  Options.RuntimeIncludeDir = findRuntimeIncludeDir(Argv0);
  Options.ResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  Options.ClangArgs = ClangArgs;
  Options.MscVersion = MscVersion;
  if (!PrecompileFirst.empty()) {
    if (!BuildPath.empty() || !OutDir.empty()) {
      errs() << "amp2hip: error: --precompile cannot be used with -p or "
                "--out-dir\n";
      return 2;
    }
    auto Prefix = MemoryBuffer::getFile(PrecompileFirst, /*IsText=*/true);
    SmallString<256> Dir;
    if (!Prefix) {
      errs() << "amp2hip: error: cannot read '" << PrecompileFirst
             << "': " << Prefix.getError().message() << "\n";
      return 2;
    }
    if (std::error_code EC =
            sys::fs::createUniqueDirectory("amp2hip-pch", Dir)) {
      errs() << "amp2hip: error: cannot create a temporary directory: "
             << EC.message() << "\n";
      return 2;
    }
    llvm::Error E =
        amp2hip::emitPrefixPCH((*Prefix)->getBuffer(), Dir, Options);
    if (E) {
      errs() << "amp2hip: error: " << toString(std::move(E)) << "\n";
      sys::fs::remove_directories(Dir);
      return 1;
    }
    int Status = translateToStream(InputFiles.front(), Options);
    sys::fs::remove_directories(Dir);
    return Status;
  }
  if (OutDir.empty())
    return translateToStream(InputFiles.front(), Options);
  return translateToDirectory(Options);
}
