//===- amp2hip/detail/windows_io.h - <io.h>'s _access, _chmod --*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What C++ AMP programs use of MSVC's <io.h>: _access and _access_s
/// (Microsoft Learn, "_access, _waccess", "_access_s, _waccess_s"), over
/// POSIX access(). MSVC's modes are 00 (existence), 02 (write), 04 (read)
/// and 06 (read and write), the values of POSIX's F_OK, W_OK and R_OK; any
/// other bit is invalid there (EINVAL), where POSIX would test execution.
/// _umask (Microsoft Learn, "_umask"), over POSIX umask(): Windows files
/// are always readable, so of MSVC's mask only _S_IWRITE (0200) means
/// something (a file created afterwards is read-only). _chmod (Microsoft
/// Learn, "_chmod, _wchmod"), over POSIX chmod(), likewise: _S_IWRITE set
/// makes a file writable, clear makes it read-only. The permission
/// constants _S_IREAD, _S_IWRITE, _S_IEXEC of MSVC's <sys/stat.h>, which
/// POSIX spells S_IRUSR, S_IWUSR, S_IXUSR (the same values).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_IO_H
#define AMP2HIP_DETAIL_WINDOWS_IO_H

#include "windows_crt.h"

#include <cerrno>

#include <sys/stat.h>
#include <unistd.h>

#ifndef _S_IREAD
#define _S_IREAD 0400 // MSVC's <sys/stat.h>: read permission (S_IRUSR)
#endif
#ifndef _S_IWRITE
#define _S_IWRITE 0200 // write permission (S_IWUSR)
#endif
#ifndef _S_IEXEC
#define _S_IEXEC 0100 // execute permission (S_IXUSR)
#endif

namespace amp2hip::detail {

/// _access_s's result for \p path and \p mode: 0, or the error code
/// (EINVAL for a null path or a mode with a bit other than 2 and 4; else
/// errno of access(): ENOENT, EACCES...).
inline int windows_access(const char *path, int mode) {
  if (path == nullptr || (mode & ~6) != 0)
    return EINVAL;
  if (::access(path, mode) == 0)
    return 0;
  return errno;
}

} // namespace amp2hip::detail

/// MSVC's _access: 0 when \p path exists and allows \p mode (00, 02, 04,
/// 06), else -1 with errno set (ENOENT, EACCES, EINVAL).
inline int _access(const char *path, int mode) {
  const int error = amp2hip::detail::windows_access(path, mode);
  if (error == 0)
    return 0;
  errno = error;
  return -1;
}

/// MSVC's _access_s: 0 when \p path exists and allows \p mode, else the
/// error code (ENOENT, EACCES, EINVAL), also stored in errno.
inline errno_t _access_s(const char *path, int mode) {
  const int error = amp2hip::detail::windows_access(path, mode);
  if (error != 0)
    errno = error;
  return error;
}

/// MSVC's _umask: sets the process's mask for the permissions of files it
/// creates to \p mode's _S_IWRITE bit (0200: new files are read-only), and
/// returns the previous mask as MSVC states it (0200 or 0). The POSIX mask's
/// other bits (group and others, usually 022) are kept: MSVC's mask has no
/// such bits.
inline int _umask(int mode) {
  constexpr mode_t owner_write = 0200;
  const mode_t previous = ::umask(0);
  ::umask((previous & ~owner_write) |
          (static_cast<mode_t>(mode) & owner_write));
  return static_cast<int>(previous & owner_write);
}

/// MSVC's _chmod: makes \p path writable when \p mode has _S_IWRITE (the
/// owner's write permission is set), read-only when it has not (every write
/// permission is cleared); other bits of \p mode mean nothing, as on
/// Windows, and the file's other permissions stay. 0, or -1 with errno
/// (ENOENT for a missing path, EINVAL for a null one).
inline int _chmod(const char *path, int mode) {
  if (path == nullptr) {
    errno = EINVAL;
    return -1;
  }
  struct stat info {};
  if (::stat(path, &info) != 0)
    return -1;
  mode_t permissions = info.st_mode & 07777;
  if ((mode & _S_IWRITE) != 0)
    permissions |= S_IWUSR;
  else
    permissions &= ~static_cast<mode_t>(S_IWUSR | S_IWGRP | S_IWOTH);
  return ::chmod(path, permissions) == 0 ? 0 : -1;
}

#endif // AMP2HIP_DETAIL_WINDOWS_IO_H
