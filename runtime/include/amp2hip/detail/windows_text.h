//===- amp2hip/detail/windows_text.h - Wide text, formats -------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Helpers of the Windows portability layer, not public names:
///
///  - widen_argument / narrow_text: bytes <-> wchar_t in the current locale
///    (the program's, since nothing here calls setlocale), with a fallback
///    that keeps every byte: a byte that does not convert becomes the
///    wchar_t of the same value, and on the way back a wchar_t that does not
///    convert becomes that byte again when it is below 256, and UTF-8
///    otherwise. So a wide argv (AMP2HIP_TMAIN_ENTRY) given back to
///    _wfopen_s or printed with _tprintf gives the original bytes, in any
///    locale where every ASCII byte is one character.
///  - translate_msvc_format: rewrites a printf format written for MSVC's CRT
///    into the same format for the C library (glibc), and rejects what
///    MSVC's CRT rejects. Microsoft Learn, "Format specification syntax:
///    printf and wprintf functions": size prefixes I, I32, I64 and w; in the
///    wide functions %s and %c take wide strings and characters, and %S / %C
///    take the other width (in the narrow functions too); h forces narrow, l
///    and w force wide. %n is rejected (MSVC disables it by default), as is
///    %Z and any conversion letter MSVC does not know.
///  - msvc_vfprintf: the printf family on MSVC formats; wide output goes to
///    a byte stream as locale bytes (narrow_text), so that it mixes with
///    printf and std::cout, as on Windows.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_TEXT_H
#define AMP2HIP_DETAIL_WINDOWS_TEXT_H

#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <string>
#include <type_traits>

namespace amp2hip {
namespace detail {

/// Converts the null-terminated bytes \p Text to wchar_t with std::mbrtowc in
/// the current locale (LC_CTYPE), starting from the initial shift state. A
/// byte that starts no valid or complete character becomes the wchar_t of its
/// value (0x80..0xFF in the "C" locale), and conversion goes on after it.
inline std::wstring widen_argument(const char *Text) {
  std::wstring Result;
  if (!Text)
    return Result;
  const char *End = Text + std::strlen(Text);
  std::mbstate_t State{};
  while (Text < End) {
    wchar_t Wide = 0;
    std::size_t Used =
        std::mbrtowc(&Wide, Text, static_cast<std::size_t>(End - Text), &State);
    if (Used == static_cast<std::size_t>(-1) ||
        Used == static_cast<std::size_t>(-2) || Used == 0) {
      Result.push_back(static_cast<wchar_t>(static_cast<unsigned char>(*Text)));
      ++Text;
      State = std::mbstate_t{};
      continue;
    }
    Result.push_back(Wide);
    Text += Used;
  }
  return Result;
}

/// Appends the UTF-8 encoding of \p Code to \p Out ('?' for values that are
/// no Unicode scalar value).
inline void append_utf8(std::string &Out, unsigned long Code) {
  if (Code < 0x80) {
    Out.push_back(static_cast<char>(Code));
  } else if (Code < 0x800) {
    Out.push_back(static_cast<char>(0xC0 | (Code >> 6)));
    Out.push_back(static_cast<char>(0x80 | (Code & 0x3F)));
  } else if (Code < 0x10000) {
    if (Code >= 0xD800 && Code < 0xE000) {
      Out.push_back('?');
      return;
    }
    Out.push_back(static_cast<char>(0xE0 | (Code >> 12)));
    Out.push_back(static_cast<char>(0x80 | ((Code >> 6) & 0x3F)));
    Out.push_back(static_cast<char>(0x80 | (Code & 0x3F)));
  } else if (Code < 0x110000) {
    Out.push_back(static_cast<char>(0xF0 | (Code >> 18)));
    Out.push_back(static_cast<char>(0x80 | ((Code >> 12) & 0x3F)));
    Out.push_back(static_cast<char>(0x80 | ((Code >> 6) & 0x3F)));
    Out.push_back(static_cast<char>(0x80 | (Code & 0x3F)));
  } else {
    Out.push_back('?');
  }
}

/// Converts \p Length wide characters at \p Text to bytes with std::wcrtomb
/// in the current locale. A character that does not convert becomes the byte
/// of its value when below 256 (the inverse of widen_argument's fallback) and
/// its UTF-8 encoding otherwise. Null characters are kept.
inline std::string narrow_text(const wchar_t *Text, std::size_t Length) {
  std::string Result;
  std::mbstate_t State{};
  char Buffer[MB_LEN_MAX > 8 ? MB_LEN_MAX : 8];
  for (std::size_t I = 0; I < Length; ++I) {
    wchar_t Wide = Text[I];
    if (Wide == L'\0') {
      Result.push_back('\0');
      State = std::mbstate_t{};
      continue;
    }
    std::size_t Made = std::wcrtomb(Buffer, Wide, &State);
    if (Made != static_cast<std::size_t>(-1)) {
      Result.append(Buffer, Made);
      continue;
    }
    State = std::mbstate_t{};
    unsigned long Code = static_cast<unsigned long>(
        static_cast<std::make_unsigned_t<wchar_t>>(Wide));
    if (Code < 0x100)
      Result.push_back(static_cast<char>(Code));
    else
      append_utf8(Result, Code);
  }
  return Result;
}

/// narrow_text of a null-terminated wide string (empty for nullptr).
inline std::string narrow_text(const wchar_t *Text) {
  return Text ? narrow_text(Text, std::wcslen(Text)) : std::string();
}

/// Rewrites the MSVC printf format \p Format (char or wchar_t; the width of
/// the function it is given to) into \p Out for the C library's printf family
/// of the same width. Returns false when MSVC's CRT rejects the format (its
/// invalid parameter handler): an unknown conversion, %n, %Z, a size prefix
/// that does not go with the conversion, or a lone % at the end.
template <typename CharT>
bool translate_msvc_format(const CharT *Format, std::basic_string<CharT> &Out) {
  constexpr bool WideFunction = std::is_same_v<CharT, wchar_t>;
  enum class Size { None, hh, h, l, ll, j, z, t, L, I, I32, I64, w };
  auto IsDigit = [](CharT C) { return C >= '0' && C <= '9'; };
  Out.clear();
  if (!Format)
    return false;
  for (const CharT *P = Format; *P; ++P) {
    if (*P != '%') {
      Out.push_back(*P);
      continue;
    }
    Out.push_back('%');
    ++P;
    if (*P == '%') {
      Out.push_back('%');
      continue;
    }
    while (*P == '-' || *P == '+' || *P == ' ' || *P == '#' || *P == '0')
      Out.push_back(*P++);
    if (*P == '*')
      Out.push_back(*P++);
    else
      while (IsDigit(*P))
        Out.push_back(*P++);
    if (*P == '.') {
      Out.push_back(*P++);
      if (*P == '*')
        Out.push_back(*P++);
      else
        while (IsDigit(*P))
          Out.push_back(*P++);
    }
    Size Prefix = Size::None;
    switch (*P) {
    case 'h':
      Prefix = P[1] == 'h' ? Size::hh : Size::h;
      P += P[1] == 'h' ? 2 : 1;
      break;
    case 'l':
      Prefix = P[1] == 'l' ? Size::ll : Size::l;
      P += P[1] == 'l' ? 2 : 1;
      break;
    case 'j':
      Prefix = Size::j;
      ++P;
      break;
    case 'z':
      Prefix = Size::z;
      ++P;
      break;
    case 't':
      Prefix = Size::t;
      ++P;
      break;
    case 'L':
      Prefix = Size::L;
      ++P;
      break;
    case 'w':
      Prefix = Size::w;
      ++P;
      break;
    case 'I':
      if (P[1] == '3' && P[2] == '2') {
        Prefix = Size::I32;
        P += 3;
      } else if (P[1] == '6' && P[2] == '4') {
        Prefix = Size::I64;
        P += 3;
      } else {
        Prefix = Size::I;
        ++P;
      }
      break;
    default:
      break;
    }
    const CharT Conversion = *P;
    switch (Conversion) {
    case 'c':
    case 'C':
    case 's':
    case 'S': {
      bool WideArgument;
      if (Prefix == Size::h)
        WideArgument = false;
      else if (Prefix == Size::l || Prefix == Size::w)
        WideArgument = true;
      else if (Prefix == Size::None)
        WideArgument = (Conversion == 'c' || Conversion == 's') ? WideFunction
                                                                : !WideFunction;
      else
        return false;
      if (WideArgument)
        Out.push_back('l');
      Out.push_back((Conversion == 'c' || Conversion == 'C') ? CharT('c')
                                                             : CharT('s'));
      break;
    }
    case 'd':
    case 'i':
    case 'o':
    case 'u':
    case 'x':
    case 'X': {
      const char *Spelling = "";
      switch (Prefix) {
      case Size::None:
      case Size::I32:
        break;
      case Size::hh:
        Spelling = "hh";
        break;
      case Size::h:
        Spelling = "h";
        break;
      case Size::l:
        Spelling = "l";
        break;
      case Size::ll:
      case Size::I64:
      case Size::L:
        Spelling = "ll";
        break;
      case Size::j:
        Spelling = "j";
        break;
      case Size::z:
      case Size::I:
        Spelling = "z";
        break;
      case Size::t:
        Spelling = "t";
        break;
      case Size::w:
        return false;
      }
      for (; *Spelling; ++Spelling)
        Out.push_back(static_cast<CharT>(*Spelling));
      Out.push_back(Conversion);
      break;
    }
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      if (Prefix == Size::L)
        Out.push_back('L');
      else if (Prefix != Size::None && Prefix != Size::l)
        return false;
      Out.push_back(Conversion);
      break;
    case 'p':
      if (Prefix != Size::None)
        return false;
      Out.push_back('p');
      break;
    default: // '\0' (a lone % at the end), n, Z, or no conversion at all
      return false;
    }
  }
  return true;
}

/// Formats \p Format (a C library wide format) with \p Args into \p Out with
/// std::vswprintf, growing the buffer as needed. Returns the number of wide
/// characters, or -1 on an encoding error (or beyond 2^22 characters).
inline int vformat_wide(const wchar_t *Format, std::va_list Args,
                        std::wstring &Out) {
  std::size_t Capacity = 256;
  for (;;) {
    Out.assign(Capacity, L'\0');
    std::va_list Copy;
    va_copy(Copy, Args);
    int Count = std::vswprintf(&Out[0], Capacity, Format, Copy);
    va_end(Copy);
    if (Count >= 0) {
      Out.resize(static_cast<std::size_t>(Count));
      return Count;
    }
    if (Capacity >= (std::size_t(1) << 22)) {
      Out.clear();
      return -1;
    }
    Capacity *= 4;
  }
}

/// fprintf with an MSVC format (translate_msvc_format). Returns the number of
/// characters written, or -1 with errno EINVAL for a null stream or format or
/// a format MSVC rejects (nothing is written then).
inline int msvc_vfprintf(std::FILE *Stream, const char *Format,
                         std::va_list Args) {
  std::string Translated;
  if (!Stream || !translate_msvc_format(Format, Translated)) {
    errno = EINVAL;
    return -1;
  }
  return std::vfprintf(Stream, Translated.c_str(), Args);
}

/// fwprintf with an MSVC wide format. The text goes to \p Stream with
/// std::vfwprintf when the stream is already wide-oriented, and otherwise as
/// bytes (narrow_text), which leaves a byte stream byte-oriented so that
/// printf and std::cout keep working, as on Windows. Returns the number of
/// wide characters formatted, or -1 (errno EINVAL as for the narrow form).
inline int msvc_vfprintf(std::FILE *Stream, const wchar_t *Format,
                         std::va_list Args) {
  std::wstring Translated;
  if (!Stream || !translate_msvc_format(Format, Translated)) {
    errno = EINVAL;
    return -1;
  }
  if (std::fwide(Stream, 0) > 0)
    return std::vfwprintf(Stream, Translated.c_str(), Args);
  std::wstring Text;
  int Count = vformat_wide(Translated.c_str(), Args, Text);
  if (Count < 0)
    return -1;
  std::string Bytes = narrow_text(Text.data(), Text.size());
  if (!Bytes.empty() &&
      std::fwrite(Bytes.data(), 1, Bytes.size(), Stream) != Bytes.size())
    return -1;
  return Count;
}

/// printf / wprintf with an MSVC format, to stdout (_tprintf).
inline int msvc_printf(const char *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = msvc_vfprintf(stdout, Format, Args);
  va_end(Args);
  return Result;
}

/// \copydoc msvc_printf(const char *, ...)
inline int msvc_printf(const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = msvc_vfprintf(stdout, Format, Args);
  va_end(Args);
  return Result;
}

/// fprintf / fwprintf with an MSVC format (_ftprintf).
inline int msvc_fprintf(std::FILE *Stream, const char *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = msvc_vfprintf(Stream, Format, Args);
  va_end(Args);
  return Result;
}

/// \copydoc msvc_fprintf(std::FILE *, const char *, ...)
inline int msvc_fprintf(std::FILE *Stream, const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = msvc_vfprintf(Stream, Format, Args);
  va_end(Args);
  return Result;
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_WINDOWS_TEXT_H
