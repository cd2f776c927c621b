//===- amp2hip/detail/windows_crt.h - Microsoft CRT functions ---*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Microsoft CRT functions that C++ AMP programs call and glibc lacks:
/// the "secure" _s functions of <stdio.h>, <string.h>, <stdlib.h> and
/// <time.h> (with their C++ template overloads that take the buffer as an
/// array), the Microsoft-specific _strdup, _stricmp, _wtoi..., _countof, and
/// <malloc.h>'s _aligned_malloc and _aligned_free.
/// Each public name is a row of windows_api.def. Microsoft Learn's page of
/// each function ("C runtime library reference") specifies its results.
///
/// Parameter validation. Where MSVC's CRT calls the invalid parameter handler
/// (Microsoft Learn, "Parameter validation"), these functions behave as the
/// CRT does when the handler returns: they set errno and return the error
/// code (errno_t functions) or -1 (printf family), with the destination as
/// the function's page documents it (usually emptied: dest[0] = 0). They
/// never abort; MSVC's default handler would end the program instead.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_CRT_H
#define AMP2HIP_DETAIL_WINDOWS_CRT_H

#include "windows_text.h"

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <cwctype>
#include <string>
#include <time.h>
#include <type_traits>

/// The error code type of the CRT secure functions (Microsoft Learn,
/// "errno_t"; C11 Annex K).
typedef int errno_t;
/// The size type of the CRT secure functions (C11 Annex K).
typedef std::size_t rsize_t;

/// strncpy_s / wcsncpy_s count that asks for truncation instead of failure
/// (Microsoft Learn, "_TRUNCATE").
#ifndef _TRUNCATE
#define _TRUNCATE (static_cast<::std::size_t>(-1))
#endif
/// What strncpy_s returns when _TRUNCATE truncated (MSVC <errno.h>: 80).
#ifndef STRUNCATE
#define STRUNCATE 80
#endif
/// What _stricmp and friends return for a null argument (MSVC <string.h>).
#ifndef _NLSCMPERROR
#define _NLSCMPERROR 2147483647
#endif
/// The number of elements of an array (Microsoft Learn, "_countof macro"). As
/// MSVC's C++ form, it does not compile for a pointer. It is a constant
/// expression for any array, local ones too.
#ifndef _countof
#define _countof(Array) (sizeof(::amp2hip::detail::countof_helper(Array)))
#endif

namespace amp2hip {
namespace detail {

/// Declared only: its return type's size is the number of elements of the
/// array it is given (_countof).
template <typename T, std::size_t N> char (&countof_helper(T (&)[N]))[N];

/// The latest time localtime_s accepts (MSVC's _MAX__TIME64_T: 3001-01-19
/// 07:59:59 UTC).
constexpr long long max_time64 = 32535215999LL;

/// Sets errno to \p Code and returns it (the CRT's behaviour after its
/// invalid parameter handler returns).
inline errno_t crt_error(errno_t Code) {
  errno = Code;
  return Code;
}

/// The length of \p Text, looking at no more than \p Limit characters (Limit
/// if no null is among them).
template <typename CharT>
std::size_t bounded_length(const CharT *Text, std::size_t Limit) {
  std::size_t Length = 0;
  while (Length < Limit && Text[Length] != CharT())
    ++Length;
  return Length;
}

/// Copies the \p Length characters at \p Src to \p Dest and terminates Dest
/// (Dest[Length] = 0). A plain loop: GCC's -Warray-bounds misjudges memcpy
/// sizes on the paths that the length checks exclude.
template <typename CharT>
void copy_characters(CharT *Dest, const CharT *Src, std::size_t Length) {
  for (std::size_t I = 0; I < Length; ++I)
    Dest[I] = Src[I];
  Dest[Length] = CharT();
}

/// strcpy_s / wcscpy_s (Microsoft Learn, "strcpy_s, wcscpy_s, _mbscpy_s"):
/// Dest null -> EINVAL; Size 0 -> ERANGE (nothing written); Src null ->
/// EINVAL, Dest[0] = 0; Src does not fit with its null -> ERANGE,
/// Dest[0] = 0.
template <typename CharT>
errno_t copy_string_s(CharT *Dest, rsize_t Size, const CharT *Src) {
  if (!Dest)
    return crt_error(EINVAL);
  if (Size == 0)
    return crt_error(ERANGE);
  if (!Src) {
    Dest[0] = CharT();
    return crt_error(EINVAL);
  }
  std::size_t Length = bounded_length(Src, Size);
  if (Length == Size) {
    Dest[0] = CharT();
    return crt_error(ERANGE);
  }
  copy_characters(Dest, Src, Length);
  return 0;
}

/// strncpy_s / wcsncpy_s (Microsoft Learn, "strncpy_s, _strncpy_s_l,
/// wcsncpy_s, ..."): copies min(Count, length of Src) characters and a null.
/// Dest null -> EINVAL; Size 0 -> EINVAL (nothing written); Src null ->
/// EINVAL, Dest[0] = 0; the copy does not fit -> ERANGE, Dest[0] = 0. With
/// Count == _TRUNCATE, copies what fits and returns STRUNCATE if that is not
/// all of Src (errno unchanged), 0 otherwise.
template <typename CharT>
errno_t copy_string_n_s(CharT *Dest, rsize_t Size, const CharT *Src,
                        rsize_t Count) {
  if (!Dest || Size == 0)
    return crt_error(EINVAL);
  if (!Src) {
    Dest[0] = CharT();
    return crt_error(EINVAL);
  }
  if (Count == static_cast<rsize_t>(-1)) {
    std::size_t Length = bounded_length(Src, Size - 1);
    copy_characters(Dest, Src, Length);
    return Src[Length] == CharT() ? 0 : STRUNCATE;
  }
  std::size_t Length = bounded_length(Src, Count);
  if (Length >= Size) {
    Dest[0] = CharT();
    return crt_error(ERANGE);
  }
  copy_characters(Dest, Src, Length);
  return 0;
}

/// strcat_s / wcscat_s (Microsoft Learn, "strcat_s, wcscat_s, _mbscat_s"):
/// Dest null -> EINVAL; Size 0 -> ERANGE (nothing written); Dest not
/// terminated within Size -> EINVAL (unchanged); Src null -> EINVAL,
/// Dest[0] = 0; the result does not fit -> ERANGE, Dest[0] = 0.
template <typename CharT>
errno_t append_string_s(CharT *Dest, rsize_t Size, const CharT *Src) {
  if (!Dest)
    return crt_error(EINVAL);
  if (Size == 0)
    return crt_error(ERANGE);
  std::size_t Used = bounded_length(Dest, Size);
  if (Used == Size)
    return crt_error(EINVAL);
  if (!Src) {
    Dest[0] = CharT();
    return crt_error(EINVAL);
  }
  std::size_t Length = bounded_length(Src, Size - Used);
  if (Length == Size - Used) {
    Dest[0] = CharT();
    return crt_error(ERANGE);
  }
  copy_characters(Dest + Used, Src, Length);
  return 0;
}

/// vsprintf_s / vswprintf_s (Microsoft Learn, "sprintf_s, _sprintf_s_l,
/// swprintf_s, _swprintf_s_l"), with MSVC's format letters
/// (translate_msvc_format). Returns the number of characters stored, without
/// the null. Buffer or Format null, or Size 0 -> -1, errno EINVAL (Buffer
/// unchanged); a format MSVC rejects -> -1, errno EINVAL, Buffer[0] = 0; the
/// text does not fit with its null -> -1, errno ERANGE, Buffer[0] = 0 (the
/// errno that _snprintf_s documents for that case); an encoding error -> -1,
/// Buffer[0] = 0.
template <typename CharT>
int format_string_s(CharT *Buffer, std::size_t Size, const CharT *Format,
                    std::va_list Args) {
  if (!Buffer || !Format || Size == 0) {
    errno = EINVAL;
    return -1;
  }
  std::basic_string<CharT> Translated;
  if (!translate_msvc_format(Format, Translated)) {
    Buffer[0] = CharT();
    errno = EINVAL;
    return -1;
  }
  int Count;
  if constexpr (std::is_same_v<CharT, char>) {
    std::va_list Copy;
    va_copy(Copy, Args);
    Count = std::vsnprintf(Buffer, Size, Translated.c_str(), Copy);
    va_end(Copy);
  } else {
    std::wstring Text;
    Count = vformat_wide(Translated.c_str(), Args, Text);
    if (Count >= 0 && static_cast<std::size_t>(Count) < Size)
      std::wmemcpy(Buffer, Text.c_str(), Text.size() + 1);
  }
  if (Count < 0) {
    Buffer[0] = CharT();
    return -1;
  }
  if (static_cast<std::size_t>(Count) >= Size) {
    Buffer[0] = CharT();
    errno = ERANGE;
    return -1;
  }
  return Count;
}

/// _itoa_s / _itow_s (Microsoft Learn, "_itoa_s, _ltoa_s, ..., _itow_s"):
/// radix 10 writes a signed value, other radixes the value's 32-bit unsigned
/// form, digits above 9 as lowercase letters. Buffer null, Size 0, Radix
/// outside 2..36, or Size <= length of the result -> EINVAL; Buffer[0] = 0
/// whenever Buffer is not null and Size > 0.
template <typename CharT>
errno_t int_to_text_s(int Value, CharT *Buffer, std::size_t Size, int Radix) {
  if (!Buffer || Size == 0)
    return crt_error(EINVAL);
  Buffer[0] = CharT();
  if (Radix < 2 || Radix > 36)
    return crt_error(EINVAL);
  bool Negative = Radix == 10 && Value < 0;
  unsigned Magnitude = static_cast<unsigned>(Value);
  if (Negative)
    Magnitude = 0u - Magnitude;
  CharT Digits[34];
  std::size_t Count = 0;
  do {
    unsigned Digit = Magnitude % static_cast<unsigned>(Radix);
    Digits[Count++] =
        static_cast<CharT>(Digit < 10 ? '0' + Digit : 'a' + (Digit - 10));
    Magnitude /= static_cast<unsigned>(Radix);
  } while (Magnitude != 0);
  std::size_t Length = Count + (Negative ? 1 : 0);
  if (Size <= Length)
    return crt_error(EINVAL);
  std::size_t Out = 0;
  if (Negative)
    Buffer[Out++] = CharT('-');
  while (Count > 0)
    Buffer[Out++] = Digits[--Count];
  Buffer[Out] = CharT();
  return 0;
}

/// strtok_s / wcstok_s (Microsoft Learn, "strtok_s, _strtok_s_l, wcstok_s,
/// ..."): the next token of Str, or of the string that *Context points into
/// when Str is null. Delims null, Context null, or Str and *Context both null
/// -> nullptr, errno EINVAL.
template <typename CharT>
CharT *tokenize_s(CharT *Str, const CharT *Delims, CharT **Context) {
  if (!Delims || !Context || (!Str && !*Context)) {
    errno = EINVAL;
    return nullptr;
  }
  auto IsDelimiter = [Delims](CharT C) {
    for (const CharT *D = Delims; *D != CharT(); ++D)
      if (*D == C)
        return true;
    return false;
  };
  CharT *Position = Str ? Str : *Context;
  while (*Position != CharT() && IsDelimiter(*Position))
    ++Position;
  if (*Position == CharT()) {
    *Context = Position;
    return nullptr;
  }
  CharT *Token = Position;
  while (*Position != CharT() && !IsDelimiter(*Position))
    ++Position;
  if (*Position != CharT())
    *Position++ = CharT();
  *Context = Position;
  return Token;
}

/// The lowercase form of \p C in the current locale (std::tolower /
/// std::towlower).
inline int to_lower(char C) {
  return std::tolower(static_cast<unsigned char>(C));
}
inline int to_lower(wchar_t C) {
  return static_cast<int>(std::towlower(static_cast<std::wint_t>(C)));
}

/// _strnicmp / _wcsnicmp (Microsoft Learn, "_stricmp, _wcsicmp, ..."):
/// compares at most Count characters after converting each to lowercase; the
/// difference of the first lowercase characters that differ. A null argument
/// -> _NLSCMPERROR, errno EINVAL.
template <typename CharT>
int compare_ignoring_case(const CharT *A, const CharT *B, std::size_t Count) {
  if (!A || !B) {
    errno = EINVAL;
    return _NLSCMPERROR;
  }
  for (std::size_t I = 0; I < Count; ++I) {
    int LowerA = to_lower(A[I]);
    int LowerB = to_lower(B[I]);
    if (LowerA != LowerB)
      return LowerA - LowerB;
    if (LowerA == 0)
      return 0;
  }
  return 0;
}

/// _strdup / _wcsdup: a copy in memory from std::malloc, nullptr for nullptr
/// or when no memory is left (errno ENOMEM, by malloc).
template <typename CharT> CharT *duplicate_string(const CharT *Text) {
  if (!Text)
    return nullptr;
  std::size_t Bytes =
      (std::char_traits<CharT>::length(Text) + 1) * sizeof(CharT);
  void *Copy = std::malloc(Bytes);
  if (Copy)
    std::memcpy(Copy, Text, Bytes);
  return static_cast<CharT *>(Copy);
}

/// Translates an MSVC fopen mode into \p Out for glibc's fopen: keeps r, w,
/// a, +, b, x; drops MSVC's t, c, n, N, S, R, T, D (text mode, commit,
/// inheritance and caching hints, which have no Linux counterpart) and
/// spaces; keeps ", ccs=UTF-8" / "UTF-16LE" (glibc supports ",ccs=" too)
/// and writes "UNICODE" as UTF-16LE. False for anything else (EINVAL).
inline bool translate_fopen_mode(const char *Mode, std::string &Out) {
  Out.clear();
  const char *P = Mode;
  while (*P == ' ')
    ++P;
  if (*P != 'r' && *P != 'w' && *P != 'a')
    return false;
  Out.push_back(*P++);
  for (; *P && *P != ','; ++P) {
    switch (*P) {
    case '+':
    case 'b':
    case 'x':
      if (Out.find(*P) == std::string::npos)
        Out.push_back(*P);
      break;
    case 't':
    case 'c':
    case 'n':
    case 'N':
    case 'S':
    case 'R':
    case 'T':
    case 'D':
    case ' ':
      break;
    default:
      return false;
    }
  }
  if (*P == ',') {
    ++P;
    while (*P == ' ')
      ++P;
    if (std::strncmp(P, "ccs=", 4) != 0)
      return false;
    std::string Encoding(P + 4);
    while (!Encoding.empty() && Encoding.back() == ' ')
      Encoding.pop_back();
    if (Encoding == "UNICODE")
      Encoding = "UTF-16LE";
    else if (Encoding != "UTF-8" && Encoding != "UTF-16LE")
      return false;
    Out += ",ccs=" + Encoding;
  }
  return true;
}

/// fopen_s on bytes (see ::fopen_s).
inline errno_t open_file_s(std::FILE **File, const char *Name,
                           const char *Mode) {
  if (!File || !Name || !Mode)
    return crt_error(EINVAL);
  *File = nullptr;
  std::string Translated;
  if (!translate_fopen_mode(Mode, Translated))
    return crt_error(EINVAL);
  errno = 0;
  *File = std::fopen(Name, Translated.c_str());
  if (!*File && errno == ENOENT && std::strchr(Name, '\\')) {
    // A Windows path (`.\\data.bin`, `data\\in.txt`): MSVC's CRT takes `\\`
    // as a separator. The name as written is tried first: a Linux file name
    // may hold a backslash.
    std::string Posix(Name);
    for (char &C : Posix)
      if (C == '\\')
        C = '/';
    errno = 0;
    *File = std::fopen(Posix.c_str(), Translated.c_str());
  }
  if (*File)
    return 0;
  return errno != 0 ? errno : crt_error(EINVAL);
}

/// Sets every int field of \p Tm to -1, as localtime_s and gmtime_s do on
/// error.
inline void invalidate_tm(std::tm *Tm) {
  Tm->tm_sec = Tm->tm_min = Tm->tm_hour = Tm->tm_mday = Tm->tm_mon =
      Tm->tm_year = Tm->tm_wday = Tm->tm_yday = Tm->tm_isdst = -1;
}

} // namespace detail
} // namespace amp2hip

//===----------------------------------------------------------------------===//
// <stdio.h>
//===----------------------------------------------------------------------===//

/// Opens \p Filename with std::fopen (Microsoft Learn, "fopen_s, _wfopen_s")
/// and stores the stream in *\p File. Returns 0, or the errno of the failed
/// open (ENOENT, EACCES...) with *File = nullptr. File, Filename or Mode null
/// -> EINVAL, *File unchanged. The mode's MSVC-only letters are dropped
/// (detail::translate_fopen_mode); an invalid mode -> EINVAL, *File =
/// nullptr. A name with `\` that names no file is tried again with `/` for
/// each `\` (MSVC's CRT takes both as separators: `.\data.bin`). Linux
/// files are always shared, where fopen_s opens them
/// exclusively.
inline errno_t fopen_s(std::FILE **File, const char *Filename,
                       const char *Mode) {
  return amp2hip::detail::open_file_s(File, Filename, Mode);
}

/// fopen_s with a wide name and mode, converted to bytes in the current
/// locale (detail::narrow_text: characters that do not convert become the
/// byte of their value below 256, so a wide argv names the same file, and
/// UTF-8 otherwise).
inline errno_t _wfopen_s(std::FILE **File, const wchar_t *Filename,
                         const wchar_t *Mode) {
  if (!File || !Filename || !Mode)
    return amp2hip::detail::crt_error(EINVAL);
  return amp2hip::detail::open_file_s(
      File, amp2hip::detail::narrow_text(Filename).c_str(),
      amp2hip::detail::narrow_text(Mode).c_str());
}

/// printf with MSVC's format letters (Microsoft Learn, "printf_s, _printf_s_l,
/// wprintf_s, _wprintf_s_l"): %I64d, %Iu, %ws, %S... Returns the number of
/// characters written; Format null or rejected by MSVC (%n, unknown
/// conversions) -> -1, errno EINVAL, nothing written.
inline int printf_s(const char *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::msvc_vfprintf(stdout, Format, Args);
  va_end(Args);
  return Result;
}

/// wprintf with MSVC's wide format letters (%s is a wide string, %S a narrow
/// one), written to stdout as bytes in the current locale unless stdout is
/// already wide-oriented. Returns the number of wide characters; -1 and
/// EINVAL as printf_s.
inline int wprintf_s(const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::msvc_vfprintf(stdout, Format, Args);
  va_end(Args);
  return Result;
}

/// fprintf with MSVC's format letters (Microsoft Learn, "fprintf_s,
/// _fprintf_s_l, fwprintf_s, _fwprintf_s_l"). Stream or Format null, or a
/// rejected format -> -1, errno EINVAL.
inline int fprintf_s(std::FILE *Stream, const char *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::msvc_vfprintf(Stream, Format, Args);
  va_end(Args);
  return Result;
}

/// fwprintf with MSVC's wide format letters, written as bytes in the current
/// locale unless \p Stream is wide-oriented. -1 and EINVAL as fprintf_s.
inline int fwprintf_s(std::FILE *Stream, const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::msvc_vfprintf(Stream, Format, Args);
  va_end(Args);
  return Result;
}

/// Formats into \p Buffer of \p SizeOfBuffer characters (Microsoft Learn,
/// "vsprintf_s, _vsprintf_s_l, vswprintf_s, _vswprintf_s_l"); results and
/// errors as detail::format_string_s.
inline int vsprintf_s(char *Buffer, std::size_t SizeOfBuffer,
                      const char *Format, std::va_list Args) {
  return amp2hip::detail::format_string_s(Buffer, SizeOfBuffer, Format, Args);
}

/// vsprintf_s into an array, whose size is the buffer size (C++ only).
template <std::size_t N>
int vsprintf_s(char (&Buffer)[N], const char *Format, std::va_list Args) {
  return amp2hip::detail::format_string_s(Buffer, N, Format, Args);
}

/// vsprintf_s for wchar_t, with MSVC's wide format letters.
inline int vswprintf_s(wchar_t *Buffer, std::size_t SizeOfBuffer,
                       const wchar_t *Format, std::va_list Args) {
  return amp2hip::detail::format_string_s(Buffer, SizeOfBuffer, Format, Args);
}

/// vswprintf_s into an array (C++ only).
template <std::size_t N>
int vswprintf_s(wchar_t (&Buffer)[N], const wchar_t *Format,
                std::va_list Args) {
  return amp2hip::detail::format_string_s(Buffer, N, Format, Args);
}

/// Formats into \p Buffer of \p SizeOfBuffer characters (Microsoft Learn,
/// "sprintf_s, _sprintf_s_l, swprintf_s, _swprintf_s_l"). Returns the number
/// of characters stored without the null. Buffer or Format null, or size 0
/// -> -1, errno EINVAL; text too long for the buffer -> -1, errno ERANGE,
/// Buffer[0] = 0 (detail::format_string_s).
inline int sprintf_s(char *Buffer, std::size_t SizeOfBuffer, const char *Format,
                     ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result =
      amp2hip::detail::format_string_s(Buffer, SizeOfBuffer, Format, Args);
  va_end(Args);
  return Result;
}

/// sprintf_s into an array, whose size is the buffer size (C++ only).
template <std::size_t N>
int sprintf_s(char (&Buffer)[N], const char *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::format_string_s(Buffer, N, Format, Args);
  va_end(Args);
  return Result;
}

/// sprintf_s for wchar_t, with MSVC's wide format letters (%s is a wide
/// string).
inline int swprintf_s(wchar_t *Buffer, std::size_t SizeOfBuffer,
                      const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result =
      amp2hip::detail::format_string_s(Buffer, SizeOfBuffer, Format, Args);
  va_end(Args);
  return Result;
}

/// swprintf_s into an array (C++ only).
template <std::size_t N>
int swprintf_s(wchar_t (&Buffer)[N], const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = amp2hip::detail::format_string_s(Buffer, N, Format, Args);
  va_end(Args);
  return Result;
}

//===----------------------------------------------------------------------===//
// <string.h>
//===----------------------------------------------------------------------===//

/// Copies \p Src and its null into \p Dest of \p Size characters; errors as
/// detail::copy_string_s (Microsoft Learn, "strcpy_s, wcscpy_s, _mbscpy_s").
inline errno_t strcpy_s(char *Dest, rsize_t Size, const char *Src) {
  return amp2hip::detail::copy_string_s(Dest, Size, Src);
}
/// strcpy_s into an array (C++ only).
template <std::size_t N> errno_t strcpy_s(char (&Dest)[N], const char *Src) {
  return amp2hip::detail::copy_string_s(Dest, N, Src);
}
/// strcpy_s for wchar_t strings.
inline errno_t wcscpy_s(wchar_t *Dest, rsize_t Size, const wchar_t *Src) {
  return amp2hip::detail::copy_string_s(Dest, Size, Src);
}
/// wcscpy_s into an array (C++ only).
template <std::size_t N>
errno_t wcscpy_s(wchar_t (&Dest)[N], const wchar_t *Src) {
  return amp2hip::detail::copy_string_s(Dest, N, Src);
}

/// Copies at most \p Count characters of \p Src and a null (Microsoft Learn,
/// "strncpy_s, ..."); _TRUNCATE and errors as detail::copy_string_n_s.
inline errno_t strncpy_s(char *Dest, rsize_t Size, const char *Src,
                         rsize_t Count) {
  return amp2hip::detail::copy_string_n_s(Dest, Size, Src, Count);
}
/// strncpy_s into an array (C++ only).
template <std::size_t N>
errno_t strncpy_s(char (&Dest)[N], const char *Src, rsize_t Count) {
  return amp2hip::detail::copy_string_n_s(Dest, N, Src, Count);
}
/// strncpy_s for wchar_t strings.
inline errno_t wcsncpy_s(wchar_t *Dest, rsize_t Size, const wchar_t *Src,
                         rsize_t Count) {
  return amp2hip::detail::copy_string_n_s(Dest, Size, Src, Count);
}
/// wcsncpy_s into an array (C++ only).
template <std::size_t N>
errno_t wcsncpy_s(wchar_t (&Dest)[N], const wchar_t *Src, rsize_t Count) {
  return amp2hip::detail::copy_string_n_s(Dest, N, Src, Count);
}

/// Appends \p Src to the string in \p Dest, whose buffer has \p Size
/// characters in all (Microsoft Learn, "strcat_s, wcscat_s, _mbscat_s");
/// errors as detail::append_string_s.
inline errno_t strcat_s(char *Dest, rsize_t Size, const char *Src) {
  return amp2hip::detail::append_string_s(Dest, Size, Src);
}
/// strcat_s into an array (C++ only).
template <std::size_t N> errno_t strcat_s(char (&Dest)[N], const char *Src) {
  return amp2hip::detail::append_string_s(Dest, N, Src);
}
/// strcat_s for wchar_t strings.
inline errno_t wcscat_s(wchar_t *Dest, rsize_t Size, const wchar_t *Src) {
  return amp2hip::detail::append_string_s(Dest, Size, Src);
}
/// wcscat_s into an array (C++ only).
template <std::size_t N>
errno_t wcscat_s(wchar_t (&Dest)[N], const wchar_t *Src) {
  return amp2hip::detail::append_string_s(Dest, N, Src);
}

/// Copies \p Count bytes (Microsoft Learn, "memcpy_s, wmemcpy_s"): Count 0
/// -> 0, nothing done; Dest null -> EINVAL; Src null -> EINVAL and Dest's
/// DestSize bytes zeroed; DestSize < Count -> ERANGE, Dest zeroed.
inline errno_t memcpy_s(void *Dest, rsize_t DestSize, const void *Src,
                        rsize_t Count) {
  if (Count == 0)
    return 0;
  if (!Dest)
    return amp2hip::detail::crt_error(EINVAL);
  if (!Src || DestSize < Count) {
    std::memset(Dest, 0, DestSize);
    return amp2hip::detail::crt_error(!Src ? EINVAL : ERANGE);
  }
  std::memcpy(Dest, Src, Count);
  return 0;
}

/// Copies \p Count bytes between blocks that may overlap (Microsoft Learn,
/// "memmove_s, wmemmove_s"): Dest or Src null -> EINVAL; DestSize < Count
/// -> ERANGE; Dest unchanged on error.
inline errno_t memmove_s(void *Dest, rsize_t DestSize, const void *Src,
                         rsize_t Count) {
  if (!Dest || !Src)
    return amp2hip::detail::crt_error(EINVAL);
  if (DestSize < Count)
    return amp2hip::detail::crt_error(ERANGE);
  std::memmove(Dest, Src, Count);
  return 0;
}

/// The next token of \p Str (or, when Str is null, of the string *Context
/// points into), as strtok_r (Microsoft Learn, "strtok_s, ..."); errors as
/// detail::tokenize_s.
inline char *strtok_s(char *Str, const char *Delimiters, char **Context) {
  return amp2hip::detail::tokenize_s(Str, Delimiters, Context);
}
/// strtok_s for wchar_t strings (MSVC's signature, not C11's).
inline wchar_t *wcstok_s(wchar_t *Str, const wchar_t *Delimiters,
                         wchar_t **Context) {
  return amp2hip::detail::tokenize_s(Str, Delimiters, Context);
}

/// A copy of \p Text in memory from std::malloc, to be released with free
/// (Microsoft Learn, "_strdup, _wcsdup, _mbsdup"); nullptr for nullptr.
inline char *_strdup(const char *Text) {
  return amp2hip::detail::duplicate_string(Text);
}
/// _strdup for wchar_t strings.
inline wchar_t *_wcsdup(const wchar_t *Text) {
  return amp2hip::detail::duplicate_string(Text);
}

/// \p Size bytes at an address that is a multiple of \p Alignment, to be
/// released with _aligned_free (Microsoft Learn, "_aligned_malloc"):
/// nullptr with errno EINVAL when \p Alignment is not a power of 2, nullptr
/// with errno ENOMEM when the memory is not there. posix_memalign, whose
/// alignment is at least sizeof(void *).
inline void *_aligned_malloc(std::size_t Size, std::size_t Alignment) {
  if (Alignment == 0 || (Alignment & (Alignment - 1)) != 0) {
    errno = EINVAL;
    return nullptr;
  }
  if (Alignment < sizeof(void *))
    Alignment = sizeof(void *);
  void *Memory = nullptr;
  if (posix_memalign(&Memory, Alignment, Size ? Size : 1) != 0) {
    errno = ENOMEM;
    return nullptr;
  }
  return Memory;
}
/// Releases memory from _aligned_malloc (Microsoft Learn, "_aligned_free");
/// nothing for nullptr.
inline void _aligned_free(void *Memory) { std::free(Memory); }

/// Compares after converting each character to lowercase (Microsoft Learn,
/// "_stricmp, _wcsicmp, ..."): < 0, 0 or > 0; _NLSCMPERROR with errno
/// EINVAL for a null argument.
inline int _stricmp(const char *A, const char *B) {
  return amp2hip::detail::compare_ignoring_case(A, B, SIZE_MAX);
}
/// _stricmp for wchar_t strings.
inline int _wcsicmp(const wchar_t *A, const wchar_t *B) {
  return amp2hip::detail::compare_ignoring_case(A, B, SIZE_MAX);
}
/// _stricmp of at most \p Count characters (Microsoft Learn, "_strnicmp,
/// _wcsnicmp, ...").
inline int _strnicmp(const char *A, const char *B, std::size_t Count) {
  return amp2hip::detail::compare_ignoring_case(A, B, Count);
}
/// _strnicmp for wchar_t strings.
inline int _wcsnicmp(const wchar_t *A, const wchar_t *B, std::size_t Count) {
  return amp2hip::detail::compare_ignoring_case(A, B, Count);
}

//===----------------------------------------------------------------------===//
// <stdlib.h>
//===----------------------------------------------------------------------===//

/// Writes \p Value in \p Radix into \p Buffer of \p Size characters
/// (Microsoft Learn, "_itoa_s, _itow_s functions"); errors as
/// detail::int_to_text_s.
inline errno_t _itoa_s(int Value, char *Buffer, std::size_t Size, int Radix) {
  return amp2hip::detail::int_to_text_s(Value, Buffer, Size, Radix);
}
/// _itoa_s into an array (C++ only).
template <std::size_t N>
errno_t _itoa_s(int Value, char (&Buffer)[N], int Radix) {
  return amp2hip::detail::int_to_text_s(Value, Buffer, N, Radix);
}
/// _itoa_s into a wchar_t buffer.
inline errno_t _itow_s(int Value, wchar_t *Buffer, std::size_t Size,
                       int Radix) {
  return amp2hip::detail::int_to_text_s(Value, Buffer, Size, Radix);
}
/// _itow_s into an array (C++ only).
template <std::size_t N>
errno_t _itow_s(int Value, wchar_t (&Buffer)[N], int Radix) {
  return amp2hip::detail::int_to_text_s(Value, Buffer, N, Radix);
}

/// The int that \p Text starts with, as std::wcstol in base 10 (Microsoft
/// Learn, "atoi, _atoi_l, _wtoi, _wtoi_l"): 0 when there is none; INT_MAX
/// or INT_MIN with errno ERANGE when out of range; 0 with errno EINVAL for
/// nullptr.
inline int _wtoi(const wchar_t *Text) {
  if (!Text) {
    errno = EINVAL;
    return 0;
  }
  long Value = std::wcstol(Text, nullptr, 10);
  if (Value > INT_MAX || Value < INT_MIN) {
    errno = ERANGE;
    return Value > INT_MAX ? INT_MAX : INT_MIN;
  }
  return static_cast<int>(Value);
}

/// The long that \p Text starts with, as std::wcstol in base 10 (Microsoft
/// Learn, "atol, _atol_l, _wtol, _wtol_l"); 0 with errno EINVAL for nullptr.
/// long has 64 bits here, 32 on Windows.
inline long _wtol(const wchar_t *Text) {
  if (!Text) {
    errno = EINVAL;
    return 0;
  }
  return std::wcstol(Text, nullptr, 10);
}

/// The double that \p Text starts with, as std::wcstod (Microsoft Learn,
/// "atof, _atof_l, _wtof, _wtof_l"); 0.0 with errno EINVAL for nullptr.
inline double _wtof(const wchar_t *Text) {
  if (!Text) {
    errno = EINVAL;
    return 0.0;
  }
  return std::wcstod(Text, nullptr);
}

//===----------------------------------------------------------------------===//
// <time.h>
//===----------------------------------------------------------------------===//

/// Converts *\p Time to local time in *\p Tm with localtime_r (Microsoft
/// Learn, "localtime_s, _localtime32_s, _localtime64_s"); MSVC's argument
/// order, not C11's. Tm null -> EINVAL; Time null -> EINVAL and every field
/// of *Tm -1; *Time < 0 or after 3001-01-19 07:59:59 UTC (_MAX__TIME64_T) ->
/// EINVAL, every field -1, errno unchanged (no invalid parameter there).
inline errno_t localtime_s(std::tm *Tm, const std::time_t *Time) {
  if (!Tm)
    return amp2hip::detail::crt_error(EINVAL);
  if (!Time) {
    amp2hip::detail::invalidate_tm(Tm);
    return amp2hip::detail::crt_error(EINVAL);
  }
  if (*Time < 0 ||
      static_cast<long long>(*Time) > amp2hip::detail::max_time64 ||
      !::localtime_r(Time, Tm)) {
    amp2hip::detail::invalidate_tm(Tm);
    return EINVAL;
  }
  return 0;
}

/// Converts *\p Time to UTC in *\p Tm with gmtime_r (Microsoft Learn,
/// "gmtime_s, _gmtime32_s, _gmtime64_s"); MSVC's argument order. Tm null ->
/// EINVAL; Time null -> EINVAL and every field of *Tm -1; *Time < 0 ->
/// EINVAL, every field -1, errno unchanged.
inline errno_t gmtime_s(std::tm *Tm, const std::time_t *Time) {
  if (!Tm)
    return amp2hip::detail::crt_error(EINVAL);
  if (!Time) {
    amp2hip::detail::invalidate_tm(Tm);
    return amp2hip::detail::crt_error(EINVAL);
  }
  if (*Time < 0 || !::gmtime_r(Time, Tm)) {
    amp2hip::detail::invalidate_tm(Tm);
    return EINVAL;
  }
  return 0;
}

#endif // AMP2HIP_DETAIL_WINDOWS_CRT_H
