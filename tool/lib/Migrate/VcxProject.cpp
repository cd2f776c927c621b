//===- VcxProject.cpp - A Visual C++ project for one configuration --------===//
//
// MSBuild evaluates a project in passes (learn.microsoft.com/visualstudio/
// msbuild/build-process-overview, "Evaluation phase"): properties and imports
// in document order, then item definitions, then items, each pass with the
// properties' final values. readVcxProject does the same over the project
// and the property sheets it imports, flattened into one list of elements.
//
//===----------------------------------------------------------------------===//

#include "Migrate/VcxProject.h"
#include "Migrate/MsBuildEvaluation.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <tinyxml2.h>

#include <map>
#include <memory>

using namespace llvm;

namespace amp2hip::migrate {

std::string resolveProjectPath(StringRef Path, StringRef BaseDir) {
  std::string Slashed = Path.trim().str();
  std::replace(Slashed.begin(), Slashed.end(), '\\', '/');
  SmallString<256> Out;
  if (sys::path::is_absolute(Slashed, sys::path::Style::posix))
    Out = Slashed;
  else {
    Out = BaseDir;
    sys::path::append(Out, sys::path::Style::posix, Slashed);
  }
  sys::path::remove_dots(Out, /*remove_dot_dot=*/true, sys::path::Style::posix);
  // Visual Studio's files name folders in any case: the file on disk, found
  // one component at a time, wins over the spelling.
  if (sys::fs::exists(Out))
    return std::string(Out);
  SmallVector<StringRef, 16> Parts;
  StringRef(Out).split(Parts, '/', -1, /*KeepEmpty=*/false);
  std::string Found;
  for (StringRef Part : Parts) {
    std::string Exact = Found + "/" + Part.str();
    if (sys::fs::exists(Exact)) {
      Found = Exact;
      continue;
    }
    std::error_code EC;
    std::string Match;
    for (sys::fs::directory_iterator It(Found.empty() ? "/" : Found, EC), End;
         !EC && It != End; It.increment(EC))
      if (sys::path::filename(It->path()).equals_insensitive(Part)) {
        Match = It->path();
        break;
      }
    if (Match.empty())
      return std::string(Out); // not on disk: as written
    Found = Match;
  }
  return Found;
}

std::string defaultConfiguration(const std::vector<std::string> &Configs) {
  for (const std::string &C : Configs)
    if (StringRef(C).equals_insensitive("Release|x64"))
      return C;
  for (const std::string &C : Configs)
    if (StringRef(C).starts_with_insensitive("Release|"))
      return C;
  return Configs.empty() ? "" : Configs.front();
}

namespace {

using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

/// An element of the project or of a property sheet, with its file.
struct Element {
  const XMLElement *Node;
  std::string File; ///< absolute
};

std::string textOf(const XMLElement *E) {
  const char *T = E->GetText();
  return T ? StringRef(T).trim().str() : std::string();
}

Error fileError(StringRef File, unsigned Line, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           File + ":" + Twine(Line) + ":1: error: " + Message +
                               " [AMP2HIP-E0024]");
}

/// The evaluation of one project for one configuration.
class ProjectEvaluator {
public:
  ProjectEvaluator(ProjectModel &Model) : Model(Model) {}

  Error run(StringRef Path, StringRef Config, const SolutionContext &Sln);

private:
  ProjectModel &Model;
  MsBuildProperties Properties;
  std::vector<std::unique_ptr<XMLDocument>> Documents;
  std::vector<Element> Flat; ///< top-level elements, imports expanded
  /// Item definitions: item type (lower case) -> metadata name -> value.
  std::map<std::string, StringMap<std::string>> Definitions;

  Expected<const XMLElement *> load(StringRef Path, unsigned FromLine,
                                    StringRef FromFile);
  Expected<bool> holds(const XMLElement *E, StringRef File);
  Error evaluateProperties(const XMLElement *Project, StringRef File);
  Error evaluateImport(const XMLElement *Import, StringRef File);
  Error evaluateDefinitions(const Element &Group);
  Error evaluateItems(const Element &Group);
  Error addItem(const XMLElement *Item, StringRef File);
  /// The metadata of \p Item (type \p Type) after inheritance.
  Expected<StringMap<std::string>> metadataOf(const XMLElement *Item,
                                              StringRef Type, StringRef File);
  void notCarried(StringRef File, unsigned Line, const Twine &Message) {
    Model.Findings.push_back(
        {File.str(), Line, false, "AMP2HIP-W0006", Message.str()});
  }
  std::string projectDir() const {
    return std::string(sys::path::parent_path(Model.Path));
  }
};

Expected<const XMLElement *>
ProjectEvaluator::load(StringRef Path, unsigned FromLine, StringRef FromFile) {
  auto Doc = std::make_unique<XMLDocument>();
  if (Doc->LoadFile(Path.str().c_str()) != tinyxml2::XML_SUCCESS) {
    if (!sys::fs::exists(Path))
      return FromFile.empty()
                 ? fileError(Path, 1, "no such project file")
                 : fileError(FromFile, FromLine,
                             "the imported file '" + Path + "' is missing");
    return fileError(Path, std::max(1, Doc->ErrorLineNum()),
                     Twine("not an MSBuild file: ") + Doc->ErrorStr());
  }
  const XMLElement *Root = Doc->RootElement();
  if (!Root || StringRef(Root->Name()) != "Project")
    return fileError(Path, Root ? Root->GetLineNum() : 1,
                     "not an MSBuild file: the root element is not <Project>");
  Documents.push_back(std::move(Doc));
  return Root;
}

Expected<bool> ProjectEvaluator::holds(const XMLElement *E, StringRef File) {
  const char *Condition = E->Attribute("Condition");
  if (!Condition)
    return true;
  std::string Dir = std::string(sys::path::parent_path(File));
  Expected<bool> Value =
      evaluateCondition(Condition, Properties, [&](StringRef P) {
        return sys::fs::exists(resolveProjectPath(P, Dir));
      });
  if (!Value)
    return fileError(File, E->GetLineNum(), toString(Value.takeError()));
  return *Value;
}

Error ProjectEvaluator::evaluateImport(const XMLElement *Import,
                                       StringRef File) {
  Expected<bool> Holds = holds(Import, File);
  if (!Holds)
    return Holds.takeError();
  const char *Project = Import->Attribute("Project");
  if (!*Holds || !Project)
    return Error::success();
  bool Unevaluated = false;
  std::string Expanded = Properties.expand(Project, &Unevaluated);
  // Visual Studio's own files ($(VCTargetsPath), $(UserRootDir)) are the
  // C++ build rules of MSBuild, which CMake replaces.
  StringRef Raw(Project);
  if (Raw.contains_insensitive("$(VCTargetsPath") ||
      Raw.contains_insensitive("$(UserRootDir)") ||
      Raw.contains_insensitive("$(MSBuild") || Unevaluated)
    return Error::success();
  std::string Path = resolveProjectPath(Expanded, sys::path::parent_path(File));
  if (!sys::fs::exists(Path)) {
    notCarried(File, Import->GetLineNum(),
               "the imported property sheet '" + Expanded +
                   "' is not there; its settings are not carried over");
    return Error::success();
  }
  Expected<const XMLElement *> Root = load(Path, Import->GetLineNum(), File);
  if (!Root)
    return Root.takeError();
  Model.PropertySheets.push_back(Path);
  return evaluateProperties(*Root, Path);
}

Error ProjectEvaluator::evaluateProperties(const XMLElement *Project,
                                           StringRef File) {
  std::string Dir = std::string(sys::path::parent_path(File)) + "/";
  for (const XMLElement *E = Project->FirstChildElement(); E;
       E = E->NextSiblingElement()) {
    StringRef Name = E->Name();
    Properties.set("MSBuildThisFileDirectory", Dir);
    Properties.set("MSBuildThisFile", sys::path::filename(File));
    if (Name == "PropertyGroup") {
      Expected<bool> Holds = holds(E, File);
      if (!Holds)
        return Holds.takeError();
      if (!*Holds)
        continue;
      for (const XMLElement *P = E->FirstChildElement(); P;
           P = P->NextSiblingElement()) {
        Expected<bool> PHolds = holds(P, File);
        if (!PHolds)
          return PHolds.takeError();
        if (*PHolds)
          Properties.set(P->Name(), Properties.expand(textOf(P)));
      }
    } else if (Name == "Import") {
      if (Error Err = evaluateImport(E, File))
        return Err;
    } else if (Name == "ImportGroup") {
      Expected<bool> Holds = holds(E, File);
      if (!Holds)
        return Holds.takeError();
      if (!*Holds)
        continue;
      for (const XMLElement *I = E->FirstChildElement("Import"); I;
           I = I->NextSiblingElement("Import"))
        if (Error Err = evaluateImport(I, File))
          return Err;
    } else {
      Flat.push_back({E, File.str()});
    }
  }
  return Error::success();
}

/// The build steps and settings of ItemDefinitionGroup that a CMake build of
/// the translated sources does not have, by element name.
StringRef notCarriedDefinition(StringRef Name) {
  if (Name == "PreBuildEvent")
    return "the pre-build event";
  if (Name == "PreLinkEvent")
    return "the pre-link event";
  if (Name == "PostBuildEvent")
    return "the post-build event";
  if (Name == "CustomBuildStep")
    return "the custom build step";
  return "";
}

Error ProjectEvaluator::evaluateDefinitions(const Element &Group) {
  Expected<bool> Holds = holds(Group.Node, Group.File);
  if (!Holds)
    return Holds.takeError();
  if (!*Holds)
    return Error::success();
  for (const XMLElement *Type = Group.Node->FirstChildElement(); Type;
       Type = Type->NextSiblingElement()) {
    Expected<bool> THolds = holds(Type, Group.File);
    if (!THolds)
      return THolds.takeError();
    if (!*THolds)
      continue;
    StringMap<std::string> &Defs = Definitions[StringRef(Type->Name()).lower()];
    for (const XMLElement *M = Type->FirstChildElement(); M;
         M = M->NextSiblingElement()) {
      Expected<bool> MHolds = holds(M, Group.File);
      if (!MHolds)
        return MHolds.takeError();
      if (*MHolds)
        Defs[M->Name()] = inheritMetadata(Properties.expand(textOf(M)),
                                          M->Name(), Defs[M->Name()]);
    }
    StringRef What = notCarriedDefinition(Type->Name());
    if (!What.empty() && !Defs["Command"].empty())
      notCarried(Group.File, Type->GetLineNum(),
                 What + " ('" + StringRef(Defs["Command"]).take_front(60) +
                     "') is not carried over; run it by hand or add it to "
                     "the CMakeLists.txt");
    // Matched with the solution's library projects by the migration
    // (linkLibraryProjects); the others are reported there.
    if (StringRef(Type->Name()) == "Link" || StringRef(Type->Name()) == "Lib")
      for (const std::string &Lib : splitList(Defs["AdditionalDependencies"]))
        Model.LinkedLibraries.push_back(
            {Lib, Group.File, unsigned(Type->GetLineNum())});
  }
  return Error::success();
}

Expected<StringMap<std::string>>
ProjectEvaluator::metadataOf(const XMLElement *Item, StringRef Type,
                             StringRef File) {
  StringMap<std::string> Meta = Definitions[Type.lower()];
  for (const XMLElement *M = Item->FirstChildElement(); M;
       M = M->NextSiblingElement()) {
    Expected<bool> Holds = holds(M, File);
    if (!Holds)
      return Holds.takeError();
    if (*Holds)
      Meta[M->Name()] = inheritMetadata(Properties.expand(textOf(M)), M->Name(),
                                        Meta[M->Name()]);
  }
  return Meta;
}

Error ProjectEvaluator::addItem(const XMLElement *Item, StringRef File) {
  StringRef Type = Item->Name();
  const char *Include = Item->Attribute("Include");
  if (!Include)
    return Error::success();
  Expected<StringMap<std::string>> Meta = metadataOf(Item, Type, File);
  if (!Meta)
    return Meta.takeError();
  std::string Dir = projectDir();
  unsigned Line = Item->GetLineNum();
  for (const std::string &Entry : splitList(Properties.expand(Include))) {
    if (StringRef(Entry).contains('*')) {
      notCarried(File, Line,
                 "the wildcard item '" + Entry +
                     "' is not expanded; list "
                     "its files in the project");
      continue;
    }
    std::string Path = resolveProjectPath(Entry, Dir);
    if (Type == "ClCompile") {
      if (StringRef((*Meta)["ExcludedFromBuild"]).equals_insensitive("true")) {
        Model.ExcludedSources.push_back(Path);
        continue;
      }
      ProjectSource Source;
      Source.Path = Path;
      Source.Line = Line;
      Source.Defines = splitList((*Meta)["PreprocessorDefinitions"]);
      for (const std::string &Inc :
           splitList((*Meta)["AdditionalIncludeDirectories"]))
        Source.IncludeDirs.push_back(resolveProjectPath(Inc, Dir));
      StringRef Pch = (*Meta)["PrecompiledHeader"];
      if (Pch.equals_insensitive("Use") || Pch.equals_insensitive("Create")) {
        Source.PrecompiledHeader = Pch.str();
        Source.PrecompiledHeaderFile = (*Meta)["PrecompiledHeaderFile"];
        if (Source.PrecompiledHeaderFile.empty())
          Source.PrecompiledHeaderFile = "stdafx.h"; // Visual Studio's default
      }
      Source.LanguageStandard = (*Meta)["LanguageStandard"];
      Source.OpenMP =
          StringRef((*Meta)["OpenMPSupport"]).trim().equals_insensitive("true");
      Source.FloatingPointModel = (*Meta)["FloatingPointModel"];
      if (!(*Meta)["ForcedIncludeFiles"].empty())
        notCarried(File, Line,
                   "the forced include files '" +
                       (*Meta)["ForcedIncludeFiles"] + "' of '" + Entry +
                       "' are not carried over");
      Model.Sources.push_back(std::move(Source));
    } else if (Type == "ClInclude") {
      Model.Headers.push_back(Path);
    } else if (Type == "None" || Type == "Content" || Type == "Image" ||
               Type == "Text") {
      Model.DataFiles.push_back(Path);
    } else if (Type == "ProjectReference") {
      Model.References.push_back(Path);
    } else if (Type == "ResourceCompile") {
      notCarried(File, Line,
                 "the resource script '" + Entry +
                     "' is not carried over "
                     "(Windows resources have no equivalent)");
    } else if (Type == "CustomBuild" || Type == "FxCompile" || Type == "Midl" ||
               Type == "MASM") {
      notCarried(File, Line,
                 "the " + Type + " item '" + Entry +
                     "' is not carried over; build it by hand");
    } else if (Type == "Library") {
      notCarried(File, Line, "the library '" + Entry + "' is not linked");
    }
  }
  return Error::success();
}

Error ProjectEvaluator::evaluateItems(const Element &Group) {
  Expected<bool> Holds = holds(Group.Node, Group.File);
  if (!Holds)
    return Holds.takeError();
  if (!*Holds)
    return Error::success();
  for (const XMLElement *Item = Group.Node->FirstChildElement(); Item;
       Item = Item->NextSiblingElement()) {
    Expected<bool> IHolds = holds(Item, Group.File);
    if (!IHolds)
      return IHolds.takeError();
    if (*IHolds)
      if (Error Err = addItem(Item, Group.File))
        return Err;
  }
  return Error::success();
}

Error ProjectEvaluator::run(StringRef Path, StringRef Config,
                            const SolutionContext &Sln) {
  Model.Path = resolveProjectPath(Path, ".");
  SmallString<256> Absolute(Model.Path);
  sys::fs::make_absolute(Absolute);
  Model.Path = std::string(Absolute);
  Expected<const XMLElement *> Root = load(Model.Path, 0, "");
  if (!Root)
    return Root.takeError();

  // The configurations come first: they choose the evaluation.
  for (const XMLElement *G = (*Root)->FirstChildElement("ItemGroup"); G;
       G = G->NextSiblingElement("ItemGroup"))
    for (const XMLElement *C = G->FirstChildElement("ProjectConfiguration"); C;
         C = C->NextSiblingElement("ProjectConfiguration"))
      if (const char *Include = C->Attribute("Include"))
        Model.Configurations.push_back(Include);
  if (Model.Configurations.empty())
    return fileError(Model.Path, (*Root)->GetLineNum(),
                     "the project lists no ProjectConfiguration");
  std::string Chosen = Config.empty()
                           ? defaultConfiguration(Model.Configurations)
                           : std::string();
  for (const std::string &C : Model.Configurations)
    if (!Config.empty() && StringRef(C).equals_insensitive(Config))
      Chosen = C;
  if (Chosen.empty())
    return fileError(Model.Path, (*Root)->GetLineNum(),
                     "the project has no configuration '" + Config +
                         "' (it has " + join(Model.Configurations, ", ") + ")");
  std::tie(Model.Configuration, Model.Platform) = StringRef(Chosen).split('|');

  std::string Dir = std::string(sys::path::parent_path(Model.Path)) + "/";
  StringRef Stem = sys::path::stem(Model.Path);
  Properties.set("Configuration", Model.Configuration);
  Properties.set("Platform", Model.Platform);
  Properties.set("PlatformName", Model.Platform);
  Properties.set("ProjectDir", Dir);
  Properties.set("MSBuildProjectDirectory", StringRef(Dir).drop_back());
  Properties.set("ProjectName", Stem);
  Properties.set("MSBuildProjectName", Stem);
  Properties.set("ProjectFileName", sys::path::filename(Model.Path));
  Properties.set("ProjectPath", Model.Path);
  Properties.set("SolutionDir",
                 Sln.SolutionDir.empty() ? Dir : Sln.SolutionDir);
  Properties.set("SolutionName", Sln.SolutionName);
  Properties.set("TargetName", Stem);

  if (Error Err = evaluateProperties(*Root, Model.Path))
    return Err;
  for (const Element &E : Flat)
    if (StringRef(E.Node->Name()) == "ItemDefinitionGroup")
      if (Error Err = evaluateDefinitions(E))
        return Err;
  for (const Element &E : Flat)
    if (StringRef(E.Node->Name()) == "ItemGroup")
      if (Error Err = evaluateItems(E))
        return Err;

  Model.Name = Properties.get("ProjectName");
  Model.TargetName = Properties.get("TargetName");
  Model.Guid = Properties.get("ProjectGuid");
  Model.ConfigurationType = Properties.get("ConfigurationType");
  if (Model.ConfigurationType.empty())
    Model.ConfigurationType = "Application"; // Microsoft.Cpp.Default.props
  Model.CharacterSet = Properties.get("CharacterSet");
  Model.PlatformToolset = Properties.get("PlatformToolset");
  Model.ClrSupport = Properties.get("CLRSupport");
  return Error::success();
}

} // namespace

Expected<ProjectModel> readVcxProject(StringRef Path, StringRef Config,
                                      const SolutionContext &Solution) {
  ProjectModel Model;
  if (Error Err = ProjectEvaluator(Model).run(Path, Config, Solution))
    return Err;
  return Model;
}

} // namespace amp2hip::migrate
