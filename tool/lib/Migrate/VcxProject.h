//===- VcxProject.h - A Visual C++ project for one configuration -*- C++
//-*-===//
//
// Reads a Visual C++ project file (.vcxproj, MSBuild XML, with the property
// sheets it imports) for one configuration into what a build of its C++
// sources needs: the sources, their preprocessor definitions and include
// folders, the character set, the precompiled header, the configuration type,
// the projects it references, its data files, and what amp2hip cannot carry
// over. The XML is read with tinyxml2; MSBuild's evaluation is
// MsBuildEvaluation.h. The elements read are those of Visual Studio's project
// schema (learn.microsoft.com/cpp/build/reference/vcxproj-file-structure).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_MIGRATE_VCXPROJECT_H
#define AMP2HIP_MIGRATE_VCXPROJECT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace amp2hip::migrate {

/// A finding about a project file, reported as `file:line:1: severity:
/// message [ID]` (a line of the .vcxproj, .props or .sln).
struct ProjectFinding {
  std::string File;
  unsigned Line = 0;
  bool IsError = false;
  std::string Id;      ///< AMP2HIP-W0006, AMP2HIP-E0024 (Diagnostics.def)
  std::string Message; ///< what was not carried over, and why
};

/// One C++ source (a ClCompile item) with the settings of its configuration.
struct ProjectSource {
  std::string Path; ///< absolute, '/' separators
  unsigned Line = 0;
  std::vector<std::string> Defines;     ///< NAME or NAME=VALUE, in order
  std::vector<std::string> IncludeDirs; ///< absolute
  std::string PrecompiledHeader;        ///< "Use", "Create" or ""
  std::string PrecompiledHeaderFile;    ///< e.g. "stdafx.h" (with Use/Create)
  std::string LanguageStandard;         ///< stdcpp14, stdcpp17, ... or ""
  bool OpenMP = false;                  ///< OpenMPSupport true (MSVC's /openmp)
  /// FloatingPointModel as written (Precise, Strict, Fast: MSVC's /fp:), or
  /// "" for MSVC's default, /fp:precise.
  std::string FloatingPointModel;
  /// True unless the model is Fast: /fp:precise and /fp:strict keep each
  /// multiply and add rounded apart (no contraction into a fused multiply-add),
  /// as MSVC builds the host code; amp2hip builds the kernels the same way
  /// (docs/features/floating-point-model.md).
  bool keepsMultiplyAddApart() const {
    return !llvm::StringRef(FloatingPointModel)
                .trim()
                .equals_insensitive("Fast");
  }
};

/// A project as one configuration builds it.
struct ProjectModel {
  std::string Path; ///< the .vcxproj, absolute
  std::string Name; ///< ProjectName, else the file's stem
  std::string Guid; ///< ProjectGuid as written, e.g. {FBCD...}
  std::string Configuration, Platform;     ///< the configuration read
  std::vector<std::string> Configurations; ///< every "Configuration|Platform"
  /// Application, StaticLibrary, DynamicLibrary, Utility, Makefile.
  std::string ConfigurationType;
  std::string CharacterSet; ///< Unicode, MultiByte, NotSet or ""
  /// PlatformToolset as written (v110: Visual Studio 2012), or "": which
  /// MSVC builds the project, whose _MSC_VER its #if conditions may test.
  std::string PlatformToolset;
  /// CLRSupport as written (true, Pure, Safe, NetCore: C++/CLI, built for
  /// .NET), or "" / false for native C++.
  std::string ClrSupport;
  /// True if the project is C++/CLI (ClrSupport set and not false).
  bool isClr() const {
    return !ClrSupport.empty() &&
           !llvm::StringRef(ClrSupport).equals_insensitive("false");
  }
  std::vector<ProjectSource> Sources;       ///< ClCompile, built in this config
  std::vector<std::string> ExcludedSources; ///< ExcludedFromBuild here
  std::vector<std::string> Headers;         ///< ClInclude, absolute
  std::vector<std::string> DataFiles;  ///< None, Content, Image, Text; absolute
  std::vector<std::string> References; ///< ProjectReference, absolute
  /// A library the linker settings name (Link or Lib AdditionalDependencies,
  /// `ampcblas.lib`), where it is named.
  struct LinkedLibrary {
    std::string Name; ///< as written, macros expanded
    std::string File;
    unsigned Line = 0;
  };
  std::vector<LinkedLibrary> LinkedLibraries;
  /// TargetName (the output's name, `ampcblas` of ampcblas.lib); else the
  /// project's file stem.
  std::string TargetName;
  std::vector<std::string> PropertySheets; ///< imported, absolute
  std::vector<ProjectFinding> Findings;    ///< not carried over (W0006)

  /// A static library or a DLL (built as a static library by migrate).
  bool isLibrary() const {
    return ConfigurationType == "StaticLibrary" ||
           ConfigurationType == "DynamicLibrary";
  }
};

/// The MSBuild properties a solution gives its projects.
struct SolutionContext {
  std::string SolutionDir;  ///< absolute, ending in '/'; "" without one
  std::string SolutionName; ///< the .sln's stem
};

/// Reads \p Path for \p Config ("Release|x64"; empty: the default, the
/// first Release|x64, else the first Release|*, else the first configuration
/// the project lists).
///
/// \returns the model, or an error whose message is `file:line:1: ...`
/// (AMP2HIP-E0024): the file is missing or not XML, it has no Project
/// element, no ProjectConfiguration, or not the one asked for, or a
/// condition cannot be evaluated.
llvm::Expected<ProjectModel> readVcxProject(llvm::StringRef Path,
                                            llvm::StringRef Config,
                                            const SolutionContext &Solution);

/// The configuration chosen when none is asked for, among \p Configs
/// ("Configuration|Platform" each): the first Release|x64, else the first
/// Release|*, else the first. "" when \p Configs is empty.
std::string defaultConfiguration(const std::vector<std::string> &Configs);

/// \p Path from a project file (Windows separators, relative to \p BaseDir)
/// as an absolute path with '/' separators.
std::string resolveProjectPath(llvm::StringRef Path, llvm::StringRef BaseDir);

} // namespace amp2hip::migrate

#endif // AMP2HIP_MIGRATE_VCXPROJECT_H
