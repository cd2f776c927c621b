//===- msvc_console.h - std::wcout beside std::cout, as on Windows -*- C++ -*-===//
//
// Part of amp2hip. Windows programs write to the console with std::wcout and
// std::cout in the same run: AMD's C++ AMP samples print
// `std::wcout << L"Using device : " << accelerator.description` and then
// their results with std::cout or printf. On Windows each stream writes its
// own characters. With glibc, stdout takes the orientation of its first
// write: after std::wcout's, every narrow write to stdout (std::cout, printf)
// is dropped without an error, so a translated program would lose its
// results and its checks' failure messages.
//
// The runtime's <amp2hip/amp.h> therefore sends std::wcout, std::wcerr and
// std::wclog through buffers that encode each wide character in UTF-8 and
// hand it to std::cout, std::cerr and std::clog: stdout stays a narrow
// stream, and the wide text appears in order with the narrow text.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_MSVC_CONSOLE_H
#define AMP2HIP_DETAIL_MSVC_CONSOLE_H

#include <iostream>
#include <streambuf>

namespace amp2hip::detail {

/// Writes \p Code (a Unicode code point) to \p Out in UTF-8; returns the
/// number of bytes (1 to 4; U+FFFD for a value that is not a code point).
inline int encode_utf8(char32_t Code, char *Out) {
  if (Code < 0x80) {
    Out[0] = static_cast<char>(Code);
    return 1;
  }
  if (Code < 0x800) {
    Out[0] = static_cast<char>(0xC0 | (Code >> 6));
    Out[1] = static_cast<char>(0x80 | (Code & 0x3F));
    return 2;
  }
  if (Code > 0x10FFFF || (Code >= 0xD800 && Code <= 0xDFFF))
    Code = 0xFFFD;
  if (Code < 0x10000) {
    Out[0] = static_cast<char>(0xE0 | (Code >> 12));
    Out[1] = static_cast<char>(0x80 | ((Code >> 6) & 0x3F));
    Out[2] = static_cast<char>(0x80 | (Code & 0x3F));
    return 3;
  }
  Out[0] = static_cast<char>(0xF0 | (Code >> 18));
  Out[1] = static_cast<char>(0x80 | ((Code >> 12) & 0x3F));
  Out[2] = static_cast<char>(0x80 | ((Code >> 6) & 0x3F));
  Out[3] = static_cast<char>(0x80 | (Code & 0x3F));
  return 4;
}

/// A wide stream buffer that writes each character, in UTF-8, to a narrow
/// one (std::wcout's, over std::cout's). Unbuffered: flushing the wide
/// stream flushes the narrow one.
class narrowing_streambuf : public std::wstreambuf {
public:
  explicit narrowing_streambuf(std::streambuf *Target) : target_(Target) {}

protected:
  int_type overflow(int_type C) override {
    if (traits_type::eq_int_type(C, traits_type::eof()))
      return traits_type::not_eof(C);
    char Bytes[4];
    int Count = encode_utf8(
        static_cast<char32_t>(traits_type::to_char_type(C)), Bytes);
    return target_->sputn(Bytes, Count) == Count ? C : traits_type::eof();
  }
  std::streamsize xsputn(const wchar_t *Text, std::streamsize Count) override {
    for (std::streamsize I = 0; I < Count; ++I)
      if (traits_type::eq_int_type(overflow(traits_type::to_int_type(Text[I])),
                                   traits_type::eof()))
        return I;
    return Count;
  }
  int sync() override { return target_->pubsync(); }

private:
  std::streambuf *target_;
};

/// Installs the narrowing buffers once per program, before main().
struct wide_console {
  wide_console() {
    static std::ios_base::Init Streams; // the standard streams exist
    static narrowing_streambuf Out(std::cout.rdbuf());
    static narrowing_streambuf Err(std::cerr.rdbuf());
    static narrowing_streambuf Log(std::clog.rdbuf());
    std::wcout.rdbuf(&Out);
    std::wcerr.rdbuf(&Err);
    std::wclog.rdbuf(&Log);
  }
};

inline const wide_console wide_console_installed;

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_MSVC_CONSOLE_H
