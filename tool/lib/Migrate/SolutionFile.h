//===- SolutionFile.h - A Visual Studio solution (.sln) ---------*- C++ -*-===//
//
// Reads a Visual Studio solution file (the text format "Microsoft Visual
// Studio Solution File, Format Version 12.00": Project(...) lines, and the
// Global sections SolutionConfigurationPlatforms and
// ProjectConfigurationPlatforms;
// learn.microsoft.com/visualstudio/extensibility/
// internals/solution-dot-sln-file) into its C++ projects and the project
// configuration each builds for one solution configuration.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_MIGRATE_SOLUTIONFILE_H
#define AMP2HIP_MIGRATE_SOLUTIONFILE_H

#include "Migrate/VcxProject.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace amp2hip::migrate {

/// A project of a solution, for the solution configuration chosen.
struct SolutionProject {
  std::string Name;
  std::string Path; ///< absolute, '/' separators
  std::string Guid; ///< upper case, with braces
  unsigned Line = 0;
  /// The project configuration ("Release|Win32") the solution configuration
  /// maps it to; "" when the solution does not say (the project's default).
  std::string Config;
  bool Build = true; ///< false: the solution configuration does not build it
};

/// A solution: its C++ projects, in the order the file lists them.
struct Solution {
  std::string Path;   ///< absolute
  std::string Config; ///< the solution configuration chosen, "Release|x64"
  std::vector<std::string> Configs;      ///< every solution configuration
  std::vector<SolutionProject> Projects; ///< the .vcxproj ones
  std::vector<ProjectFinding> Findings;  ///< projects that are not C++ (W0006)
};

/// Reads \p Path for the solution configuration \p Config (empty: the first
/// Release|x64, else Release|*, else the first one listed).
///
/// \returns the solution, or an error `file:line:1: error: ... [AMP2HIP-
/// E0024]`: a missing file, a file without the solution header, or a
/// configuration it does not have.
llvm::Expected<Solution> readSolution(llvm::StringRef Path,
                                      llvm::StringRef Config);

} // namespace amp2hip::migrate

#endif // AMP2HIP_MIGRATE_SOLUTIONFILE_H
