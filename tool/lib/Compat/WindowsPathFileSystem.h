//===- WindowsPathFileSystem.h - Include paths as Windows finds them -*- C++ -*-===//
//
// AMP programs were built on Windows, where `#include "..\Common.h"` and
// `#include "common.h"` for a file named Common.h both work. Clang finds
// files through a virtual file system (llvm::vfs); this one sits on the real
// file system and, when a path is not found as written, tries it as Windows
// would: `\` as a separator, then each component compared without case. What
// it had to correct is recorded, so that the include is written in the
// output with the file's real spelling (docs/features/msvc-dialect.md).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_WINDOWSPATHFILESYSTEM_H
#define AMP2HIP_TOOL_WINDOWSPATHFILESYSTEM_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// A proxy of another file system (normally the real one) that resolves a
/// path the underlying one does not find as Windows would. Only lookups that
/// fail are retried, so a program whose paths are right sees no difference.
class WindowsPathFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit WindowsPathFileSystem(
      llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base)
      : ProxyFileSystem(std::move(Base)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// The path that \p Path resolved to, if it needed a correction (an
  /// absolute, dot-free path with the file's real spelling).
  std::optional<std::string> correction(llvm::StringRef Path) const;

private:
  /// \p Path as Windows would find it, or std::nullopt.
  std::optional<std::string> resolve(llvm::StringRef Path);
  /// The entries of directory \p Dir (cached).
  const std::vector<std::string> &entries(const std::string &Dir);

  std::map<std::string, std::vector<std::string>> DirCache;
  llvm::StringMap<std::string> Corrections;
};

/// The spelling to write for an include written \p Written (e.g.
/// `..\Util\common.h`) that resolved to the real path \p Resolved (e.g.
/// `/src/util/Common.h`): `/` separators, and each named component spelled as
/// the corresponding trailing component of \p Resolved.
std::string portableIncludeSpelling(llvm::StringRef Written,
                                    llvm::StringRef Resolved);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_WINDOWSPATHFILESYSTEM_H
