//===- Migration.h - A Visual Studio solution to a CMake project -*- C++
//-*-===//
//
// `amp2hip migrate`: reads a solution (.sln) or one project (.vcxproj) for
// one configuration, translates each C++ project's sources with the
// translator (the whole-program rules of --out-dir, one amp2hip process per
// project), copies the data files the projects list, and writes a
// CMakeLists.txt on amp2hip's CMake package and a migration report
// (amp2hip-report.md and .json, docs/migrate.md gives the JSON's schema).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_MIGRATE_MIGRATION_H
#define AMP2HIP_MIGRATE_MIGRATION_H

#include "Migrate/VcxProject.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace amp2hip::migrate {

/// What `amp2hip migrate` is asked for.
struct MigrateOptions {
  std::string Input;  ///< a .sln or .vcxproj
  std::string OutDir; ///< where the translated tree, CMake and report go
  std::string Config; ///< "Release|x64"; "" chooses (defaultConfiguration)
  bool AnalysisOnly = false;               ///< write only the report
  std::string Translator;                  ///< the amp2hip executable to run
  std::vector<std::string> ExtraClangArgs; ///< after `--`, for every source
};

/// A diagnostic the translator printed for a source of a project.
struct MigrationDiagnostic {
  std::string File; ///< absolute, as printed
  unsigned Line = 0, Column = 0;
  std::string Severity; ///< "error", "warning"
  std::string Id;       ///< AMP2HIP-Ennnn, or "" (Clang's own)
  std::string Message;
};

/// One source of a project after its translation.
struct SourceOutcome {
  std::string Path; ///< absolute
  bool Translated = false;
  unsigned Kernels = 0, TiledKernels = 0, DeviceFunctions = 0;
};

/// One project after the migration.
struct ProjectOutcome {
  ProjectModel Model; ///< empty but Path/Name when unreadable
  /// translated, failed, crashed, blocked, unreadable, not-built, empty
  /// (docs/migrate.md).
  std::string Status;
  std::string Target;                 ///< the CMake target, "" when none
  std::vector<std::string> ClangArgs; ///< what the translation was given
  std::vector<SourceOutcome> Sources;
  std::vector<MigrationDiagnostic> Diagnostics;
  /// The library projects an executable links (those it references, and
  /// theirs, dependents first), by index into MigrationResult::Projects.
  std::vector<size_t> LinkedProjects;
};

/// Everything a migration found and did.
struct MigrationResult {
  std::string Input, OutDir, Root; ///< absolute; Root: the tree's top
  std::string Config;              ///< solution or project configuration
  bool AnalysisOnly = false;
  std::vector<ProjectOutcome> Projects;
  std::vector<ProjectFinding> Findings; ///< W0006 and E0024, every file
};

/// Runs the migration. Prints progress (`[i/N] project`), the translator's
/// diagnostics and the project findings (`file:line:1: warning: ...
/// [AMP2HIP-W0006]`) to \p Errs.
///
/// \returns 0 when every project built by the configuration translated,
/// 1 when one did not (its files are not written, the others are) or a
/// project file is malformed (E0024; when the input itself is, nothing is
/// written), 2 for usage or I/O errors.
int runMigration(const MigrateOptions &Options, llvm::raw_ostream &Errs);

/// The CMakeLists.txt of \p Result (translated projects only), for the
/// tree under Result.OutDir. Deterministic.
std::string writeCMakeLists(const MigrationResult &Result);

/// The report as Markdown, for people.
std::string writeReportMarkdown(const MigrationResult &Result);

/// The report as JSON (schema "amp2hip-migration-report/1",
/// docs/migrate.md), for tools. Paths are relative to Result.Root.
std::string writeReportJson(const MigrationResult &Result);

} // namespace amp2hip::migrate

#endif // AMP2HIP_MIGRATE_MIGRATION_H
