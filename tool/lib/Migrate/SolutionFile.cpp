//===- SolutionFile.cpp - A Visual Studio solution (.sln) -----------------===//

#include "Migrate/SolutionFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>

using namespace llvm;

namespace amp2hip::migrate {

namespace {

/// The project type of Visual C++ projects (.vcxproj) and of solution
/// folders, as .sln files write them.
constexpr StringRef VisualCppType = "{8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942}";
constexpr StringRef SolutionFolderType =
    "{2150E333-8FDC-42A3-9474-1A3956D46DE8}";

Error solutionError(StringRef File, unsigned Line, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           File + ":" + Twine(Line) + ":1: error: " + Message +
                               " [AMP2HIP-E0024]");
}

/// The quoted strings of \p Line, in order.
SmallVector<StringRef, 4> quoted(StringRef Line) {
  SmallVector<StringRef, 4> Out;
  while (true) {
    size_t Open = Line.find('"');
    if (Open == StringRef::npos)
      break;
    size_t Close = Line.find('"', Open + 1);
    if (Close == StringRef::npos)
      break;
    Out.push_back(Line.slice(Open + 1, Close));
    Line = Line.drop_front(Close + 1);
  }
  return Out;
}

} // namespace

Expected<Solution> readSolution(StringRef Path, StringRef Config) {
  Solution Sln;
  SmallString<256> Absolute(Path);
  sys::fs::make_absolute(Absolute);
  sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  Sln.Path = std::string(Absolute);
  auto Buffer = MemoryBuffer::getFile(Sln.Path, /*IsText=*/true);
  if (!Buffer)
    return solutionError(Sln.Path, 1,
                         "cannot read the solution: " +
                             Buffer.getError().message());
  StringRef Text = (*Buffer)->getBuffer();
  Text.consume_front("\xEF\xBB\xBF");
  if (!Text.contains("Microsoft Visual Studio Solution File"))
    return solutionError(Sln.Path, 1,
                         "not a Visual Studio solution (no 'Microsoft Visual "
                         "Studio Solution File' header)");
  std::string Dir = std::string(sys::path::parent_path(Sln.Path));

  SmallVector<StringRef, 64> Lines;
  Text.split(Lines, '\n');
  // GUID (upper case) -> index into Sln.Projects.
  std::map<std::string, size_t> ByGuid;
  // "GUID.SolutionConfig" -> ActiveCfg, and those with Build.0.
  std::map<std::string, std::string> Active;
  std::map<std::string, bool> Builds;
  StringRef Section;
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I].trim();
    unsigned LineNo = I + 1;
    if (L.starts_with("Project(")) {
      SmallVector<StringRef, 4> Q = quoted(L);
      if (Q.size() < 4)
        return solutionError(Sln.Path, LineNo, "malformed Project line");
      std::string Type = Q[0].upper(), Guid = Q[3].upper();
      if (Type == SolutionFolderType)
        continue;
      std::string File = Q[2].str();
      std::replace(File.begin(), File.end(), '\\', '/');
      if (Type != VisualCppType ||
          !StringRef(File).ends_with_insensitive(".vcxproj")) {
        Sln.Findings.push_back({Sln.Path, LineNo, false, "AMP2HIP-W0006",
                                "the project '" + Q[1].str() + "' (" + File +
                                    ") is not a C++ project; it is not "
                                    "carried over"});
        continue;
      }
      SolutionProject P;
      P.Name = Q[1].str();
      P.Path = resolveProjectPath(File, Dir);
      P.Guid = Guid;
      P.Line = LineNo;
      ByGuid[Guid] = Sln.Projects.size();
      Sln.Projects.push_back(std::move(P));
    } else if (L.starts_with("GlobalSection(")) {
      Section = L.drop_front(strlen("GlobalSection(")).split(')').first;
    } else if (L == "EndGlobalSection") {
      Section = "";
    } else if (Section == "SolutionConfigurationPlatforms") {
      StringRef Name = L.split('=').first.trim();
      if (!Name.empty())
        Sln.Configs.push_back(Name.str());
    } else if (Section == "ProjectConfigurationPlatforms") {
      auto [Key, Value] = L.split('=');
      Key = Key.trim();
      // {GUID}.Release|x64.ActiveCfg
      size_t Dot = Key.find('.');
      if (Dot == StringRef::npos)
        continue;
      std::string Guid = Key.take_front(Dot).upper();
      StringRef Rest = Key.drop_front(Dot + 1);
      if (Rest.consume_back(".ActiveCfg"))
        Active[Guid + "." + Rest.str()] = Value.trim().str();
      else if (Rest.consume_back(".Build.0"))
        Builds[Guid + "." + Rest.str()] = true;
    }
  }

  if (!Config.empty()) {
    for (const std::string &C : Sln.Configs)
      if (StringRef(C).equals_insensitive(Config))
        Sln.Config = C;
    if (Sln.Config.empty())
      return solutionError(Sln.Path, 1,
                           "the solution has no configuration '" + Config +
                               "' (it has " + join(Sln.Configs, ", ") + ")");
  } else {
    Sln.Config = defaultConfiguration(Sln.Configs);
  }
  if (!Sln.Config.empty())
    for (SolutionProject &P : Sln.Projects) {
      std::string Key = P.Guid + "." + Sln.Config;
      auto It = Active.find(Key);
      if (It == Active.end())
        continue; // not mapped: the project's own default
      P.Config = It->second;
      P.Build = Builds.count(Key) != 0;
    }
  return Sln;
}

} // namespace amp2hip::migrate
