//===- WindowsPathFileSystem.cpp - Include paths as Windows finds them ----===//

#include "Compat/WindowsPathFileSystem.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace llvm;

namespace amp2hip {

namespace sp = llvm::sys::path;

ErrorOr<vfs::Status> WindowsPathFileSystem::status(const Twine &Path) {
  ErrorOr<vfs::Status> Found = ProxyFileSystem::status(Path);
  if (Found)
    return Found;
  std::optional<std::string> Resolved = resolve(Path.str());
  if (!Resolved)
    return Found;
  ErrorOr<vfs::Status> S = ProxyFileSystem::status(*Resolved);
  if (S)
    S->ExposesExternalVFSPath = true; // the file's real name is its name
  return S;
}

ErrorOr<std::unique_ptr<vfs::File>>
WindowsPathFileSystem::openFileForRead(const Twine &Path) {
  auto Found = ProxyFileSystem::openFileForRead(Path);
  if (Found)
    return Found;
  std::optional<std::string> Resolved = resolve(Path.str());
  if (!Resolved)
    return Found;
  return ProxyFileSystem::openFileForRead(*Resolved);
}

std::optional<std::string>
WindowsPathFileSystem::correction(StringRef Path) const {
  auto It = Corrections.find(Path);
  if (It == Corrections.end())
    return std::nullopt;
  return It->second;
}

const std::vector<std::string> &
WindowsPathFileSystem::entries(const std::string &Dir) {
  auto [It, Inserted] = DirCache.try_emplace(Dir);
  if (!Inserted)
    return It->second;
  std::error_code EC;
  for (vfs::directory_iterator I = getUnderlyingFS().dir_begin(Dir, EC), End;
       I != End && !EC; I.increment(EC))
    It->second.push_back(sp::filename(I->path()).str());
  return It->second;
}

std::optional<std::string> WindowsPathFileSystem::resolve(StringRef Path) {
  SmallString<256> Fixed(Path);
  std::replace(Fixed.begin(), Fixed.end(), '\\', '/');
  if (std::error_code EC = makeAbsolute(Fixed))
    return std::nullopt;
  sp::remove_dots(Fixed, /*remove_dot_dot=*/true);
  // Walk from the root; a component that does not exist as written is
  // matched without case against its directory's entries (one match only).
  SmallString<256> Current(sp::root_path(Fixed));
  for (auto I = sp::begin(sp::relative_path(Fixed)),
            E = sp::end(sp::relative_path(Fixed));
       I != E; ++I) {
    SmallString<256> Next(Current);
    sp::append(Next, *I);
    if (!getUnderlyingFS().exists(Next)) {
      std::string Match;
      for (const std::string &Entry : entries(std::string(Current))) {
        if (!StringRef(Entry).equals_insensitive(*I))
          continue;
        if (!Match.empty())
          return std::nullopt; // ambiguous: Windows could not have both
        Match = Entry;
      }
      if (Match.empty())
        return std::nullopt;
      Next = Current;
      sp::append(Next, Match);
    }
    Current = Next;
  }
  if (!getUnderlyingFS().exists(Current))
    return std::nullopt;
  Corrections[std::string(Current)] = std::string(Current);
  Corrections[Path] = std::string(Current);
  return std::string(Current);
}

std::string portableIncludeSpelling(StringRef Written, StringRef Resolved) {
  std::string Slashed = Written.str();
  std::replace(Slashed.begin(), Slashed.end(), '\\', '/');
  SmallVector<StringRef, 8> Parts;
  StringRef(Slashed).split(Parts, '/');
  SmallVector<StringRef, 8> Real;
  for (auto I = sp::rbegin(Resolved), E = sp::rend(Resolved); I != E; ++I)
    Real.push_back(*I);
  // Align from the end; stop at `.` and `..`, which name no file.
  std::string Result;
  size_t R = 0;
  SmallVector<std::string, 8> Out(Parts.begin(), Parts.end());
  for (size_t I = Parts.size(); I-- > 0;) {
    if (Parts[I] == "." || Parts[I] == ".." || R >= Real.size())
      break;
    if (Parts[I].equals_insensitive(Real[R]))
      Out[I] = Real[R].str();
    ++R;
  }
  for (size_t I = 0; I < Out.size(); ++I) {
    if (I)
      Result += '/';
    Result += Out[I];
  }
  return Result;
}

} // namespace amp2hip
