//===- MigrationOutput.cpp - The CMakeLists.txt and the report ------------===//
//
// What `amp2hip migrate` writes beside the translated tree: the
// CMakeLists.txt (on the CMake package's amp2hip_add_hip_executable,
// cmake/Amp2Hip.cmake) and the migration report, as Markdown and as JSON
// (docs/migrate.md gives the schema). Every path is written relative to the
// tree's root, in the projects' order, so that the outputs are
// deterministic.
//
//===----------------------------------------------------------------------===//

#include "Migrate/Migration.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace llvm;

namespace amp2hip::migrate {

namespace {

/// \p Path relative to \p Root when under it, else as it is.
std::string relative(StringRef Path, StringRef Root) {
  StringRef Rest = Path;
  if (Rest.consume_front(Root) && (Rest.empty() || Rest.front() == '/'))
    return Rest.empty() ? "." : Rest.drop_front().str();
  return Path.str();
}

/// \p Text as a CMake quoted argument.
std::string cmakeQuote(StringRef Text) {
  std::string Out = "\"";
  for (char C : Text) {
    if (C == '"' || C == '\\' || C == '$')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

/// The -D and -I arguments of a translation, split for CMake.
void splitClangArgs(const std::vector<std::string> &Args,
                    std::vector<std::string> &Defines,
                    std::vector<std::string> &Includes) {
  for (StringRef A : Args) {
    if (A.consume_front("-D"))
      Defines.push_back(A.str());
    else if (A.consume_front("-I"))
      Includes.push_back(A.str());
  }
}

void writeList(raw_ostream &OS, StringRef Keyword,
               const std::vector<std::string> &Items) {
  if (Items.empty())
    return;
  OS << "  " << Keyword;
  for (const std::string &I : Items)
    OS << "\n    " << cmakeQuote(I);
  OS << "\n";
}

unsigned countErrors(const ProjectOutcome &P, StringRef Severity) {
  return llvm::count_if(P.Diagnostics, [&](const MigrationDiagnostic &D) {
    return D.Severity == Severity;
  });
}

} // namespace

std::string writeCMakeLists(const MigrationResult &R) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "# Written by amp2hip migrate from " << relative(R.Input, R.Root)
     << " (" << R.Config << ").\n"
     << "#   cmake -S . -B build -DAMP2HIP_PLATFORM=nvidia   (or amd, or cpu)\n"
     << "#   cmake --build build\n"
     << "# The sources are amp2hip's translation; amp2hip-report.md says what "
        "was\n# translated and what was not carried over.\n"
     << "cmake_minimum_required(VERSION 3.20)\n"
     << "project(" << cmakeQuote(sys::path::stem(R.Input))
     << " LANGUAGES CXX)\n"
     << "find_package(amp2hip 0.1 REQUIRED)\n"
     << "set(AMP2HIP_PLATFORM \"nvidia\" CACHE STRING "
        "\"The platform to build for: amd, nvidia or cpu\")\n";
  // Libraries first: an executable's LIBS names targets defined before it.
  for (bool Libraries : {true, false})
    for (const ProjectOutcome &P : R.Projects) {
      if (P.Target.empty() || P.Model.isLibrary() != Libraries)
        continue;
      std::vector<std::string> Sources, Defines, Includes, MappedIncludes, Libs;
      for (const SourceOutcome &S : P.Sources)
        Sources.push_back(relative(S.Path, R.Root));
      for (size_t J : P.LinkedProjects)
        Libs.push_back(R.Projects[J].Target);
      splitClangArgs(P.ClangArgs, Defines, Includes);
      // Include folders of the tree point into the translated tree.
      for (const std::string &I : Includes)
        MappedIncludes.push_back(relative(I, R.Root));
      StringRef Stem = sys::path::stem(P.Model.Path);
      OS << "\n# " << P.Model.Name << " (" << relative(P.Model.Path, R.Root)
         << ", " << P.Model.ConfigurationType
         << (P.Model.ConfigurationType == "DynamicLibrary"
                 ? ", built as a static library"
                 : "")
         << ")\n"
         << (Libraries ? "amp2hip_add_hip_library("
                       : "amp2hip_add_hip_executable(")
         << P.Target << " PLATFORM ${AMP2HIP_PLATFORM}\n";
      writeList(OS, "SOURCES", Sources);
      writeList(OS, "INCLUDES", MappedIncludes);
      writeList(OS, "DEFINES", Defines);
      writeList(OS, "LIBS", Libs);
      if (llvm::is_contained(P.ClangArgs, "-fopenmp"))
        OS << "  OPENMP\n";
      if (llvm::is_contained(P.ClangArgs, "-ffp-contract=off"))
        OS << "  FP_CONTRACT_OFF\n";
      if (Libraries)
        OS << "  OUTPUT_NAME \"lib/lib" << Stem << ".a\")\n";
      else
        OS << "  OUTPUT_NAME \"bin/" << Stem << "\")\n";
    }
  for (const ProjectOutcome &P : R.Projects)
    if (P.Target.empty() && P.Status != "translated")
      OS << "\n# " << P.Model.Name << ": not built (" << P.Status
         << "; see amp2hip-report.md)\n";
  return Text;
}

std::string writeReportMarkdown(const MigrationResult &R) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "# amp2hip migration report\n\n"
     << "- input: `" << relative(R.Input, R.Root) << "`, configuration `"
     << R.Config << "`\n"
     << "- tree: `" << R.Root << "`\n"
     << "- "
     << (R.AnalysisOnly ? "analysis only: nothing was written"
                        : "output: `" + R.OutDir + "`")
     << "\n\n## Projects\n\n"
     << "| project | type | configuration | status | sources translated | "
        "kernels | errors | warnings | CMake target |\n"
     << "|---|---|---|---|---|---|---|---|---|\n";
  for (const ProjectOutcome &P : R.Projects) {
    unsigned Translated = 0, Kernels = 0;
    for (const SourceOutcome &S : P.Sources) {
      Translated += S.Translated;
      Kernels += S.Kernels;
    }
    OS << "| " << P.Model.Name << " | " << P.Model.ConfigurationType << " | "
       << P.Model.Configuration << (P.Model.Platform.empty() ? "" : "|")
       << P.Model.Platform << " | " << P.Status << " | " << Translated << "/"
       << P.Sources.size() << " | " << Kernels << " | "
       << countErrors(P, "error") << " | " << countErrors(P, "warning") << " | "
       << (P.Target.empty() ? "-" : "`" + P.Target + "`") << " |\n";
  }
  for (const ProjectOutcome &P : R.Projects) {
    if (P.Sources.empty() && P.Model.Findings.empty())
      continue;
    OS << "\n## " << P.Model.Name << "\n\n";
    if (!P.ClangArgs.empty())
      OS << "Translated with `" << join(P.ClangArgs, " ") << "`.\n\n";
    if (!P.Model.Sources.empty() &&
        !P.Model.Sources.front().PrecompiledHeaderFile.empty())
      OS << "Precompiled header `"
         << P.Model.Sources.front().PrecompiledHeaderFile
         << "`: included as an ordinary header.\n\n";
    OS << "| file | translated | kernels (tiled) | device functions |\n"
       << "|---|---|---|---|\n";
    for (const SourceOutcome &S : P.Sources)
      OS << "| `" << relative(S.Path, R.Root) << "` | "
         << (S.Translated ? "yes" : "no") << " | " << S.Kernels << " ("
         << S.TiledKernels << ") | " << S.DeviceFunctions << " |\n";
    for (const std::string &E : P.Model.ExcludedSources)
      OS << "| `" << relative(E, R.Root)
         << "` | excluded from this configuration | | |\n";
    if (!P.Diagnostics.empty()) {
      OS << "\nDiagnostics:\n\n";
      for (const MigrationDiagnostic &D : P.Diagnostics)
        OS << "- `" << relative(D.File, R.Root) << ":" << D.Line << ":"
           << D.Column << "` " << D.Severity << " "
           << (D.Id.empty() ? "(Clang)" : D.Id) << ": " << D.Message << "\n";
    }
  }
  if (!R.Findings.empty()) {
    OS << "\n## Not carried over\n\n";
    for (const ProjectFinding &F : R.Findings)
      OS << "- `" << relative(F.File, R.Root) << ":" << F.Line << "` " << F.Id
         << ": " << F.Message << "\n";
  }
  return Text;
}

std::string writeReportJson(const MigrationResult &R) {
  json::Array Projects, Diagnostics, Findings;
  auto Paths = [&](const std::vector<std::string> &List) {
    json::Array A;
    for (const std::string &P : List)
      A.push_back(relative(P, R.Root));
    return A;
  };
  unsigned Sources = 0, SourcesTranslated = 0, Kernels = 0, Errors = 0,
           Warnings = 0, ProjectsTranslated = 0;
  for (const ProjectOutcome &P : R.Projects) {
    json::Array Files;
    for (const SourceOutcome &S : P.Sources) {
      ++Sources;
      SourcesTranslated += S.Translated;
      Kernels += S.Kernels;
      Files.push_back(json::Object{{"path", relative(S.Path, R.Root)},
                                   {"translated", S.Translated},
                                   {"kernels", S.Kernels},
                                   {"tiledKernels", S.TiledKernels},
                                   {"deviceFunctions", S.DeviceFunctions}});
    }
    for (const MigrationDiagnostic &D : P.Diagnostics) {
      (D.Severity == "error" ? Errors : Warnings) += 1;
      Diagnostics.push_back(json::Object{
          {"project", P.Model.Name},
          {"file", relative(D.File, R.Root)},
          {"line", D.Line},
          {"column", D.Column},
          {"severity", D.Severity},
          {"id", D.Id.empty() ? json::Value(nullptr) : json::Value(D.Id)},
          {"message", D.Message}});
    }
    ProjectsTranslated += P.Status == "translated";
    std::vector<std::string> Linked;
    for (size_t J : P.LinkedProjects)
      Linked.push_back(R.Projects[J].Model.Name);
    std::string Pch;
    if (!P.Model.Sources.empty())
      Pch = P.Model.Sources.front().PrecompiledHeaderFile;
    Projects.push_back(json::Object{
        {"name", P.Model.Name},
        {"path", relative(P.Model.Path, R.Root)},
        {"configuration",
         P.Model.Configuration.empty()
             ? json::Value(nullptr)
             : json::Value(P.Model.Configuration + "|" + P.Model.Platform)},
        {"type", P.Model.ConfigurationType},
        {"status", P.Status},
        {"target",
         P.Target.empty() ? json::Value(nullptr) : json::Value(P.Target)},
        {"clangArgs", json::Array(P.ClangArgs)},
        {"precompiledHeader",
         Pch.empty() ? json::Value(nullptr) : json::Value(Pch)},
        {"sources", std::move(Files)},
        {"excluded", Paths(P.Model.ExcludedSources)},
        {"headers", Paths(P.Model.Headers)},
        {"dataFiles", Paths(P.Model.DataFiles)},
        {"references", Paths(P.Model.References)},
        {"propertySheets", Paths(P.Model.PropertySheets)},
        {"links", json::Array(Linked)}});
  }
  for (const ProjectFinding &F : R.Findings)
    Findings.push_back(
        json::Object{{"file", relative(F.File, R.Root)},
                     {"line", F.Line},
                     {"severity", F.IsError ? "error" : "warning"},
                     {"id", F.Id},
                     {"message", F.Message}});
  json::Object Report{
      {"schema", "amp2hip-migration-report/1"},
      {"input", relative(R.Input, R.Root)},
      {"root", R.Root},
      {"configuration", R.Config},
      {"analysisOnly", R.AnalysisOnly},
      {"projects", std::move(Projects)},
      {"diagnostics", std::move(Diagnostics)},
      {"notCarriedOver", std::move(Findings)},
      {"summary", json::Object{{"projects", R.Projects.size()},
                               {"projectsTranslated", ProjectsTranslated},
                               {"sources", Sources},
                               {"sourcesTranslated", SourcesTranslated},
                               {"kernels", Kernels},
                               {"errors", Errors},
                               {"warnings", Warnings}}}};
  std::string Text;
  raw_string_ostream OS(Text);
  OS << formatv("{0:2}", json::Value(std::move(Report))) << "\n";
  return Text;
}

} // namespace amp2hip::migrate
