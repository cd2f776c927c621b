//===- Migration.cpp - A Visual Studio solution to a CMake project --------===//
//
// The translation of a project runs the translator as a separate process
// (`amp2hip --root R --out-dir D --print-stats SOURCES -- ARGS`): the
// whole-program rules of --out-dir (a header translated once, nothing
// written when a source fails) stay in one place, and a crash of one
// project's translation does not end the migration of the others. Its
// stderr is read back for the report: the `[i/N] source` progress lines say
// which source a diagnostic belongs to, --print-stats gives the kernels.
//
//===----------------------------------------------------------------------===//

#include "Migrate/Migration.h"

#include "Compat/MsvcPredefinedMacros.h"
#include "Migrate/SolutionFile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"

#include <map>
#include <optional>
#include <set>

using namespace llvm;

namespace amp2hip::migrate {

namespace {

std::string absolute(StringRef Path) {
  SmallString<256> Out(Path);
  sys::fs::make_absolute(Out);
  sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

/// True when \p Path is \p Dir or lies under it.
bool isUnder(StringRef Path, StringRef Dir) {
  return Path == Dir || (Path.starts_with(Dir) && Path.size() > Dir.size() &&
                         Path[Dir.size()] == '/');
}

/// The deepest folder that holds both \p A (a folder) and \p B.
std::string commonFolder(StringRef A, StringRef B) {
  std::string Dir = A.str();
  while (!Dir.empty() && Dir != "/" && !isUnder(B, Dir))
    Dir = std::string(sys::path::parent_path(Dir));
  return Dir.empty() ? "/" : Dir;
}

void printFinding(raw_ostream &Errs, const ProjectFinding &F) {
  Errs << F.File << ":" << F.Line << ":1: " << (F.IsError ? "error" : "warning")
       << ": " << F.Message << " [" << F.Id << "]\n";
}

/// The Clang arguments of a project's sources: those of its first source.
/// A source whose definitions, include folders or language standard differ
/// is reported (W0006 in \p Findings): one compiler command builds them all.
std::vector<std::string> clangArgsFor(const ProjectModel &M,
                                      const MigrateOptions &Options,
                                      std::vector<ProjectFinding> &Findings) {
  std::vector<std::string> Args;
  if (M.Sources.empty())
    return Args;
  const ProjectSource &S = M.Sources.front();
  for (const ProjectSource &Other : M.Sources)
    if (Other.Defines != S.Defines || Other.IncludeDirs != S.IncludeDirs ||
        Other.LanguageStandard != S.LanguageStandard ||
        Other.OpenMP != S.OpenMP ||
        Other.keepsMultiplyAddApart() != S.keepsMultiplyAddApart())
      Findings.push_back(
          {M.Path, Other.Line, false, "AMP2HIP-W0006",
           "the settings of '" + sys::path::filename(Other.Path).str() +
               "' (definitions, include folders, language standard, OpenMP "
               "or floating-point model) differ from those of '" +
               sys::path::filename(S.Path).str() +
               "'; it is translated and built with the latter"});
  for (const std::string &D : S.Defines)
    Args.push_back("-D" + D);
  if (StringRef(M.CharacterSet).equals_insensitive("Unicode")) {
    Args.push_back("-DUNICODE");
    Args.push_back("-D_UNICODE");
  } else if (StringRef(M.CharacterSet).equals_insensitive("MultiByte")) {
    Args.push_back("-D_MBCS");
  }
  for (const std::string &I : S.IncludeDirs)
    Args.push_back("-I" + I);
  StringRef Std = S.LanguageStandard;
  if (Std.equals_insensitive("stdcpp20") ||
      Std.equals_insensitive("stdcpplatest"))
    Args.push_back("-std=c++20");
  // /openmp: _OPENMP is defined and the directives are parsed, as by MSVC;
  // the build compiles them with the host compiler's OpenMP (CMake OPENMP).
  if (S.OpenMP)
    Args.push_back("-fopenmp");
  // /fp:precise (MSVC's default) and /fp:strict: no fused multiply-adds that
  // the source does not write, in the kernels as in the host code; the build
  // compiles with contraction off (CMake FP_CONTRACT_OFF).
  if (S.keepsMultiplyAddApart())
    Args.push_back("-ffp-contract=off");
  llvm::append_range(Args, Options.ExtraClangArgs);
  return Args;
}

/// Reads the translator's stderr into \p P's diagnostics and sources.
void readTranslatorOutput(StringRef Text, ProjectOutcome &P, bool Succeeded) {
  static const Regex Diag(
      "^(.+):([0-9]+):([0-9]+): (fatal error|error|warning): (.*)$");
  static const Regex Id(" \\[(AMP2HIP-[EW][0-9]{4})\\]$");
  static const Regex Progress("^\\[[0-9]+/[0-9]+\\] (.+)$");
  static const Regex Stats("^amp2hip: (.+): ([0-9]+) kernel\\(s\\) \\(([0-9]+)"
                           " tiled\\), ([0-9]+) device function");
  std::map<std::string, size_t> ByPath;
  for (size_t I = 0; I < P.Sources.size(); ++I)
    ByPath[P.Sources[I].Path] = I;
  std::optional<size_t> Current;
  if (P.Sources.size() == 1)
    Current = 0;
  std::set<size_t> WithErrors;
  SmallVector<StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    SmallVector<StringRef, 6> M;
    if (Progress.match(L, &M)) {
      auto It = ByPath.find(absolute(M[1]));
      Current =
          It == ByPath.end() ? std::nullopt : std::optional<size_t>(It->second);
    } else if (Stats.match(L, &M)) {
      auto It = ByPath.find(absolute(M[1]));
      if (It != ByPath.end()) {
        SourceOutcome &S = P.Sources[It->second];
        M[2].getAsInteger(10, S.Kernels);
        M[3].getAsInteger(10, S.TiledKernels);
        M[4].getAsInteger(10, S.DeviceFunctions);
      }
    } else if (Diag.match(L, &M)) {
      MigrationDiagnostic D;
      D.File = M[1].str();
      M[2].getAsInteger(10, D.Line);
      M[3].getAsInteger(10, D.Column);
      D.Severity = M[4] == "warning" ? "warning" : "error";
      StringRef Message = M[5];
      SmallVector<StringRef, 2> IdMatch;
      if (Id.match(Message, &IdMatch)) {
        D.Id = IdMatch[1].str();
        Message = Message.drop_back(IdMatch[0].size());
      }
      D.Message = Message.str();
      if (D.Severity == "error" && Current)
        WithErrors.insert(*Current);
      P.Diagnostics.push_back(std::move(D));
    }
  }
  for (size_t I = 0; I < P.Sources.size(); ++I)
    P.Sources[I].Translated = Succeeded && !WithErrors.count(I);
}

/// Runs the translator on \p P's sources into \p OutDir. True when it
/// exited with 0.
bool translateProject(ProjectOutcome &P, const MigrateOptions &Options,
                      StringRef Root, StringRef OutDir, raw_ostream &Errs) {
  std::vector<std::string> Argv = {Options.Translator, "--root",
                                   Root.str(),         "--out-dir",
                                   OutDir.str(),       "--print-stats"};
  // The project's MSVC, for its #if conditions on _MSC_VER (SolveTSP's
  // `#if (_MSC_VER != 1700)` chooses restrict(amp, cpu) helpers for v110).
  if (unsigned Version = mscVersionOfToolset(P.Model.PlatformToolset))
    Argv.push_back("--msc-version=" + std::to_string(Version));
  for (const SourceOutcome &S : P.Sources)
    Argv.push_back(S.Path);
  Argv.push_back("--");
  llvm::append_range(Argv, P.ClangArgs);
  SmallString<128> Log;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("amp2hip-migrate", "log", Log)) {
    Errs << "amp2hip: error: cannot create a temporary file: " << EC.message()
         << "\n";
    return false;
  }
  FileRemover RemoveLog(Log);
  std::vector<StringRef> ArgRefs(Argv.begin(), Argv.end());
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  std::string Error;
  int Status = sys::ExecuteAndWait(Options.Translator, ArgRefs, std::nullopt,
                                   Redirects, 0, 0, &Error);
  auto Output = MemoryBuffer::getFile(Log, /*IsText=*/true);
  StringRef Text = Output ? (*Output)->getBuffer() : "";
  Errs << Text;
  if (Status != 0 && Status != 1) {
    // Not a translation's answer (0 or 1): the translator could not run,
    // crashed, or met a usage or I/O error.
    Errs << "amp2hip: error: the translation of project '" << P.Model.Name
         << "' ended with status " << Status
         << (Error.empty() ? "" : " (" + Error + ")") << "\n";
    P.Status = "crashed";
  }
  readTranslatorOutput(Text, P, Status == 0);
  return Status == 0;
}

/// A header that \p P's translation reported as holding AMP code outside
/// --root \p Root (AMP2HIP-E0023: `#include "../../ampblas/inc/x.h"`, which
/// no include folder of the project names), as an absolute path, if it
/// exists and the tree can grow to hold it.
std::optional<std::string> headerOutsideTree(const ProjectOutcome &P,
                                             StringRef Root) {
  for (const MigrationDiagnostic &D : P.Diagnostics) {
    if (D.Id != "AMP2HIP-E0023" ||
        !StringRef(D.Message).contains("pass a --root that holds it"))
      continue;
    SmallString<256> Path(D.File);
    if (!sys::path::is_absolute(Path)) {
      Path = Root;
      sys::path::append(Path, D.File);
    }
    sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    std::string Header(Path);
    if (sys::fs::exists(Header) && !isUnder(Header, Root) &&
        commonFolder(Root, Header) != "/")
      return Header;
  }
  return std::nullopt;
}

/// A CMake target name for a project name: letters, digits and '_'.
std::string targetName(StringRef Name, std::set<std::string> &Taken) {
  std::string Out;
  for (char C : Name)
    Out += isAlnum(C) || C == '_' ? C : '_';
  if (Out.empty() || isDigit(Out.front()))
    Out = "p_" + Out;
  std::string Unique = Out;
  for (unsigned N = 2; !Taken.insert(Unique).second; ++N)
    Unique = Out + "_" + std::to_string(N);
  return Unique;
}

/// Writes \p Text to \p Path (creating its folder). False, with a message,
/// on failure.
bool writeFile(StringRef Path, StringRef Text, raw_ostream &Errs) {
  if (std::error_code EC =
          sys::fs::create_directories(sys::path::parent_path(Path))) {
    Errs << "amp2hip: error: cannot create the folder of '" << Path
         << "': " << EC.message() << "\n";
    return false;
  }
  std::error_code EC;
  raw_fd_ostream Out(Path, EC, sys::fs::OF_Text);
  if (!EC) {
    Out << Text;
    Out.close();
    EC = Out.error();
  }
  if (EC) {
    Errs << "amp2hip: error: cannot write '" << Path << "': " << EC.message()
         << "\n";
    return false;
  }
  return true;
}

/// A library that a project's linker settings name (`ampcblas.lib`) and a
/// library project of the input builds (its TargetName, without case) is
/// linked as a ProjectReference is: Visual Studio links it from the
/// solution's output folder, its build order set by the solution's
/// ProjectDependencies (ampblas's tests name ampcblas.lib so). Any other
/// library is a Windows library that is not linked (W0006).
void linkLibraryProjects(MigrationResult &R) {
  for (ProjectOutcome &P : R.Projects) {
    for (const ProjectModel::LinkedLibrary &Lib : P.Model.LinkedLibraries) {
      StringRef Name = sys::path::filename(StringRef(Lib.Name).trim(),
                                           sys::path::Style::windows);
      const ProjectOutcome *Library = nullptr;
      if (Name.ends_with_insensitive(".lib"))
        for (const ProjectOutcome &Q : R.Projects)
          if (&Q != &P && Q.Model.isLibrary() &&
              StringRef(Q.Model.TargetName)
                  .equals_insensitive(Name.drop_back(4)))
            Library = &Q;
      if (!Library) {
        P.Model.Findings.push_back(
            {Lib.File, Lib.Line, false, "AMP2HIP-W0006",
             "the library '" + Lib.Name +
                 "' is a Windows library; it is not linked (the runtime "
                 "maps the Windows names it supports)"});
        continue;
      }
      if (!llvm::is_contained(P.Model.References, Library->Model.Path))
        P.Model.References.push_back(Library->Model.Path);
    }
  }
}

/// The projects to migrate: a solution's (for its configuration), or the
/// one project given. Unreadable ones have Status "unreadable".
Expected<MigrationResult> readInput(const MigrateOptions &Options,
                                    raw_ostream &Errs) {
  MigrationResult R;
  R.Input = absolute(Options.Input);
  R.OutDir = absolute(Options.OutDir);
  R.AnalysisOnly = Options.AnalysisOnly;
  if (StringRef(R.Input).ends_with_insensitive(".sln")) {
    Expected<Solution> Sln = readSolution(R.Input, Options.Config);
    if (!Sln)
      return Sln.takeError();
    R.Config = Sln->Config;
    llvm::append_range(R.Findings, Sln->Findings);
    SolutionContext Context;
    Context.SolutionDir = std::string(sys::path::parent_path(R.Input)) + "/";
    Context.SolutionName = std::string(sys::path::stem(R.Input));
    // A project the configuration does not build is still built when a
    // built project references it (MSBuild builds project references).
    std::set<std::string> Referenced;
    for (const SolutionProject &SP : Sln->Projects) {
      if (!SP.Build)
        continue;
      if (Expected<ProjectModel> M =
              readVcxProject(SP.Path, SP.Config, Context))
        Referenced.insert(M->References.begin(), M->References.end());
      else
        consumeError(M.takeError()); // reported below
    }
    for (const SolutionProject &SP : Sln->Projects) {
      ProjectOutcome P;
      P.Model.Path = SP.Path;
      P.Model.Name = SP.Name;
      if (!SP.Build && !Referenced.count(SP.Path)) {
        P.Status = "not-built";
        R.Projects.push_back(std::move(P));
        continue;
      }
      Expected<ProjectModel> M = readVcxProject(SP.Path, SP.Config, Context);
      if (!M) {
        std::string Message = toString(M.takeError());
        Errs << Message << "\n";
        P.Status = "unreadable";
        R.Findings.push_back({SP.Path, 1, true, "AMP2HIP-E0024", Message});
      } else {
        P.Model = std::move(*M);
      }
      R.Projects.push_back(std::move(P));
    }
    linkLibraryProjects(R);
    return R;
  }
  if (!StringRef(R.Input).ends_with_insensitive(".vcxproj"))
    return createStringError(inconvertibleErrorCode(),
                             R.Input + ":1:1: error: not a solution (.sln) "
                                       "or a Visual C++ project (.vcxproj) "
                                       "[AMP2HIP-E0024]");
  // A project alone: $(SolutionDir) is the folder of the nearest solution
  // at or above it (Visual Studio's, when that solution builds it), else the
  // project's own folder.
  SolutionContext Context;
  std::string ProjectDir = std::string(sys::path::parent_path(R.Input));
  Context.SolutionDir = ProjectDir + "/";
  for (std::string Dir = ProjectDir; !Dir.empty() && Dir != "/";
       Dir = std::string(sys::path::parent_path(Dir))) {
    std::error_code EC;
    std::string Found;
    for (sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
         It.increment(EC))
      if (StringRef(It->path()).ends_with_insensitive(".sln")) {
        Found = It->path();
        break;
      }
    if (!Found.empty()) {
      Context.SolutionDir = Dir + "/";
      Context.SolutionName = std::string(sys::path::stem(Found));
      break;
    }
  }
  Expected<ProjectModel> M = readVcxProject(R.Input, Options.Config, Context);
  if (!M)
    return M.takeError();
  R.Config = M->Configuration + "|" + M->Platform;
  ProjectOutcome P;
  P.Model = std::move(*M);
  R.Projects.push_back(std::move(P));
  linkLibraryProjects(R);
  return R;
}

} // namespace

int runMigration(const MigrateOptions &Options, raw_ostream &Errs) {
  Expected<MigrationResult> Read = readInput(Options, Errs);
  if (!Read) {
    Errs << toString(Read.takeError()) << "\n";
    Errs << "amp2hip: the input cannot be read; nothing written\n";
    return 1;
  }
  MigrationResult &R = *Read;

  // The tree: the input's folder, every file the projects name, and the
  // include folders that exist (the program's headers there are translated
  // with it: AMPUtil.hpp of AMD's SDK samples includes <amp.h>). A folder
  // that would widen the tree to "/" stays outside it.
  R.Root = std::string(sys::path::parent_path(R.Input));
  for (const ProjectOutcome &P : R.Projects) {
    for (const ProjectSource &S : P.Model.Sources) {
      R.Root = commonFolder(R.Root, S.Path);
      for (const std::string &I : S.IncludeDirs)
        if (sys::fs::is_directory(I) && commonFolder(R.Root, I) != "/")
          R.Root = commonFolder(R.Root, I);
    }
    for (const std::string &H : P.Model.Headers)
      R.Root = commonFolder(R.Root, H);
  }
  if (isUnder(R.Root, R.OutDir)) {
    Errs << "amp2hip: error: --out-dir '" << R.OutDir
         << "' holds the sources; choose another folder\n";
    return 2;
  }

  for (const ProjectOutcome &P : R.Projects)
    for (const ProjectFinding &F : P.Model.Findings)
      R.Findings.push_back(F);
  for (const ProjectFinding &F : R.Findings)
    printFinding(Errs, F);

  // Analysis writes the translation to a temporary folder.
  std::string TranslationDir = R.OutDir;
  SmallString<128> Scratch;
  if (Options.AnalysisOnly) {
    if (std::error_code EC =
            sys::fs::createUniqueDirectory("amp2hip-analysis", Scratch)) {
      Errs << "amp2hip: error: cannot create a temporary folder: "
           << EC.message() << "\n";
      return 2;
    }
    TranslationDir = std::string(Scratch);
  }

  size_t Count = R.Projects.size();
  bool AllTranslated = true;
  // A header that a source includes by a relative path out of the tree
  // (ampblas's gemm_tune: `#include "../../ampblas/inc/ampblas_complex.h"`)
  // widens the tree, and the projects are translated again (twice at most).
  std::vector<ProjectOutcome> Unstarted = R.Projects;
  for (unsigned Widened = 0;; ++Widened) {
    AllTranslated = true;
    for (size_t I = 0; I < Count; ++I) {
      ProjectOutcome &P = R.Projects[I];
      if (!P.Status.empty()) { // unreadable, not-built
        AllTranslated &= P.Status == "not-built";
        continue;
      }
      Errs << "[" << I + 1 << "/" << Count << "] " << P.Model.Name << " ("
           << P.Model.Configuration << "|" << P.Model.Platform << ", "
           << P.Model.Sources.size() << " source(s))\n";
      if (P.Model.Sources.empty()) {
        P.Status = "empty";
        continue;
      }
      if (P.Model.isClr()) {
        // C++/CLI: its sources are .NET code (`using namespace System;`,
        // `ref class`, `^` handles), which only Windows' .NET runs.
        MigrationDiagnostic D{
            P.Model.Path,
            1,
            1,
            "error",
            "AMP2HIP-E0013",
            "project '" + P.Model.Name + "' is C++/CLI (CLRSupport " +
                P.Model.ClrSupport +
                "): .NET code, a Windows-only platform with no portable "
                "counterpart; amp2hip cannot translate it: keep the C++ AMP "
                "code in a native project (CLRSupport off) that the .NET "
                "project calls, and migrate that one"};
        Errs << D.File << ":1:1: error: " << D.Message << " [" << D.Id << "]\n";
        P.Diagnostics.push_back(std::move(D));
        P.Status = "failed";
        AllTranslated = false;
        continue;
      }
      for (const ProjectSource &S : P.Model.Sources)
        P.Sources.push_back({S.Path});
      std::vector<ProjectFinding> Differing;
      P.ClangArgs = clangArgsFor(P.Model, Options, Differing);
      for (const ProjectFinding &F : Differing) {
        if (Widened)
          continue; // printed the first time
        printFinding(Errs, F);
        R.Findings.push_back(F);
      }
      bool Ok = translateProject(P, Options, R.Root, TranslationDir, Errs);
      if (P.Status.empty())
        P.Status = Ok ? "translated" : "failed";
      AllTranslated &= Ok;
    }
    std::optional<std::string> Outside;
    for (const ProjectOutcome &P : R.Projects)
      if (!Outside && P.Status == "failed")
        Outside = headerOutsideTree(P, R.Root);
    if (!Outside || Widened == 2)
      break;
    R.Root = commonFolder(R.Root, *Outside);
    if (isUnder(R.Root, R.OutDir))
      break;
    Errs << "amp2hip: note: '" << *Outside
         << "' holds C++ AMP code that a source includes from outside the "
            "tree; translating again with the tree '"
         << R.Root << "'\n";
    R.Projects = Unstarted;
  }
  if (Options.AnalysisOnly)
    sys::fs::remove_directories(Scratch);

  // Every translated project is a target; an executable or library links
  // the library projects it references. Libraries get their names first.
  std::set<std::string> Taken;
  for (ProjectOutcome &P : R.Projects)
    if (P.Status == "translated" && P.Model.isLibrary() &&
        P.Model.References.empty())
      P.Target = targetName(P.Model.Name, Taken);
  for (ProjectOutcome &P : R.Projects) {
    if (P.Status != "translated" || !P.Target.empty())
      continue;
    // The library projects it references, and theirs: dependents first, as
    // a static link wants them.
    bool Blocked = false;
    std::vector<std::string> Pending(P.Model.References.rbegin(),
                                     P.Model.References.rend());
    std::set<size_t> Seen;
    while (!Pending.empty()) {
      std::string Ref = Pending.back();
      Pending.pop_back();
      for (size_t J = 0; J < R.Projects.size(); ++J) {
        const ProjectOutcome &Q = R.Projects[J];
        if (Q.Model.Path != Ref || !Q.Model.isLibrary() ||
            !Seen.insert(J).second)
          continue;
        if (Q.Status == "empty")
          continue; // no sources: nothing to link
        if (Q.Status != "translated") {
          Blocked = true;
          continue;
        }
        if (!P.Model.isLibrary())
          P.LinkedProjects.push_back(J);
        Pending.insert(Pending.end(), Q.Model.References.rbegin(),
                       Q.Model.References.rend());
      }
    }
    if (Blocked) {
      P.Status = "blocked";
      AllTranslated = false;
      Errs << "amp2hip: error: project '" << P.Model.Name
           << "' is not built: a library project it references did not "
              "translate\n";
      continue;
    }
    P.Target = targetName(P.Model.Name, Taken);
  }

  if (!Options.AnalysisOnly) {
    for (const ProjectOutcome &P : R.Projects) {
      if (P.Status != "translated")
        continue;
      // The project's headers that no translation wrote, when it has C
      // sources: the translator does not parse C (it has no C++ AMP), so
      // the headers those include are not written with them
      // (reference_blas's include/f2c.h). Copied unchanged, as data.
      std::vector<std::string> Copies = P.Model.DataFiles;
      bool HasC = llvm::any_of(P.Model.Sources, [](const ProjectSource &S) {
        return sys::path::extension(S.Path).equals_insensitive(".c");
      });
      if (HasC)
        for (const std::string &Header : P.Model.Headers)
          if (isUnder(Header, R.Root) &&
              !sys::fs::exists(R.OutDir + Header.substr(R.Root.size())))
            Copies.push_back(Header);
      for (const std::string &Data : Copies) {
        if (!isUnder(Data, R.Root) || !sys::fs::exists(Data))
          continue;
        std::string To = R.OutDir + Data.substr(R.Root.size());
        sys::fs::create_directories(sys::path::parent_path(To));
        if (std::error_code EC = sys::fs::copy_file(Data, To)) {
          Errs << "amp2hip: error: cannot copy '" << Data
               << "': " << EC.message() << "\n";
          return 2;
        }
      }
    }
    if (!writeFile(R.OutDir + "/CMakeLists.txt", writeCMakeLists(R), Errs))
      return 2;
  }
  if (!writeFile(R.OutDir + "/amp2hip-report.md", writeReportMarkdown(R),
                 Errs) ||
      !writeFile(R.OutDir + "/amp2hip-report.json", writeReportJson(R), Errs))
    return 2;
  size_t Translated = llvm::count_if(R.Projects, [](const ProjectOutcome &P) {
    return P.Status == "translated";
  });
  Errs << "amp2hip: " << Translated << " of " << Count
       << " project(s) translated; "
       << (Options.AnalysisOnly ? "report" : "CMakeLists.txt and report")
       << " written to '" << R.OutDir << "'\n";
  return AllTranslated ? 0 : 1;
}

} // namespace amp2hip::migrate
