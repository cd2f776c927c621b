// Host tests of <amp2hip/tchar.h> with UNICODE and _UNICODE, as Visual
// Studio's Unicode character set defines them (Microsoft Learn,
// "Generic-text mappings in tchar.h": _TCHAR is wchar_t and the _tcs names
// are the wcs functions), and of the wide main that AMP2HIP_TMAIN_ENTRY and
// AMP2HIP_WMAIN_ENTRY define. See windows_tchar_ansi_test.cpp.
#define UNICODE
#define _UNICODE
#include <amp2hip/tchar.h>

#include <gtest/gtest.h>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <string>
#include <type_traits>

#define AMP2HIP_TEST_GREETING "hi"

namespace {

TEST(WindowsTcharUnicode, CharacterTypeAndLiterals) {
  static_assert(std::is_same_v<_TCHAR, wchar_t>, "_TCHAR is wchar_t");
  static_assert(std::is_same_v<TCHAR, wchar_t>, "TCHAR is wchar_t");
  static_assert(std::is_same_v<LPCTSTR, const wchar_t *>, "LPCTSTR");
  static_assert(std::is_same_v<decltype(_T("abc")), const wchar_t(&)[4]>,
                "_T(\"abc\") is a wide literal");
  static_assert(std::is_same_v<decltype(_T('x')), wchar_t>,
                "_T('x') is a wchar_t");
  static_assert(std::is_same_v<decltype(TEXT("a")), const wchar_t(&)[2]>,
                "TEXT follows UNICODE");
  EXPECT_STREQ(_T("abc"), L"abc");
  EXPECT_STREQ(_TEXT("abc"), L"abc");
  EXPECT_STREQ(_T(AMP2HIP_TEST_GREETING), L"hi"); // expanded, then L pasted
}

TEST(WindowsTcharUnicode, StringFunctions) {
  EXPECT_EQ(_tcslen(_T("hello")), 5u);
  EXPECT_LT(_tcscmp(_T("abc"), _T("abd")), 0);
  EXPECT_EQ(_tcscmp(_T("abc"), _T("abc")), 0);
  EXPECT_EQ(_tcsncmp(_T("abcX"), _T("abcY"), 3), 0);
  EXPECT_EQ(_tcsicmp(_T("HeLLo"), _T("hello")), 0);
  EXPECT_EQ(_tcsnicmp(_T("HeLLo"), _T("help"), 3), 0);
  EXPECT_EQ(_ttoi(_T("123")), 123);
  EXPECT_EQ(_tstoi(_T("-45")), -45);
  EXPECT_EQ(_ttol(_T("70000")), 70000L);
  EXPECT_EQ(_tcstol(_T("ff"), nullptr, 16), 255L);
  EXPECT_EQ(_tcstoul(_T("4000000000"), nullptr, 10), 4000000000ul);
  EXPECT_DOUBLE_EQ(_tcstod(_T("0.25"), nullptr), 0.25);
  EXPECT_DOUBLE_EQ(_tstof(_T("1.5")), 1.5);
  EXPECT_DOUBLE_EQ(_ttof(_T("-2")), -2.0);
  const _TCHAR *Text = _T("a,b");
  EXPECT_EQ(_tcschr(Text, _T(',')), Text + 1);
  EXPECT_EQ(_tcsrchr(Text, _T('b')), Text + 2);
  EXPECT_EQ(_tcsstr(Text, _T(",b")), Text + 1);

  _TCHAR Buffer[16];
  EXPECT_EQ(_tcscpy_s(Buffer, _T("abc")), 0);
  EXPECT_EQ(_tcscat_s(Buffer, _T("def")), 0);
  EXPECT_STREQ(Buffer, _T("abcdef"));
  EXPECT_EQ(_tcsncpy_s(Buffer, _T("xyz"), 2), 0);
  EXPECT_STREQ(Buffer, _T("xy"));
  // MSVC's wide %s takes a wide string.
  EXPECT_EQ(_stprintf_s(Buffer, _T("%d-%s"), 7, _T("x")), 3);
  EXPECT_STREQ(Buffer, L"7-x");
  EXPECT_EQ(_itot_s(-9, Buffer, 10), 0);
  EXPECT_STREQ(Buffer, L"-9");
  _TCHAR *Copy = _tcsdup(_T("dup"));
  ASSERT_NE(Copy, nullptr);
  EXPECT_STREQ(Copy, L"dup");
  std::free(Copy);
  _TCHAR Tokens[] = _T("p q");
  _TCHAR *Context = nullptr;
  EXPECT_STREQ(_tcstok_s(Tokens, _T(" "), &Context), L"p");
  EXPECT_STREQ(_tcstok_s(nullptr, _T(" "), &Context), L"q");
  _tcscpy(Buffer, _T("s"));
  _tcscat(Buffer, _T("t"));
  EXPECT_STREQ(Buffer, L"st");
}

// _tprintf/_ftprintf with _UNICODE are MSVC's wprintf/fwprintf (%s is a wide
// string); the text reaches a byte stream as bytes.
TEST(WindowsTcharUnicode, PrintingAndFiles) {
  std::FILE *File = std::tmpfile();
  ASSERT_NE(File, nullptr);
  EXPECT_EQ(_ftprintf(File, _T("%s=%I64d;"), _T("wide"), 5LL), 7);
  EXPECT_EQ(std::fputs("narrow", File), 1); // still a byte stream
  std::rewind(File);
  char Line[32] = {};
  ASSERT_NE(std::fgets(Line, sizeof(Line), File), nullptr);
  EXPECT_STREQ(Line, "wide=5;narrow");
  std::fclose(File);
  EXPECT_EQ(_tprintf(_T("%s"), _T("")), 0);
  std::FILE *Opened = nullptr;
  EXPECT_NE(_tfopen_s(&Opened, _T("/nonexistent-dir/amp2hip/x"), _T("r")), 0);
  EXPECT_EQ(Opened, nullptr);
}

/// Sets LC_CTYPE for the life of the object, then puts the old one back.
class ScopedCtype {
public:
  explicit ScopedCtype(const char *Name) {
    const char *Current = std::setlocale(LC_CTYPE, nullptr);
    Saved = Current ? Current : "C";
    Ok = std::setlocale(LC_CTYPE, Name) != nullptr;
  }
  ~ScopedCtype() { std::setlocale(LC_CTYPE, Saved.c_str()); }
  bool ok() const { return Ok; }

private:
  std::string Saved;
  bool Ok;
};

char **MakeArgv(std::string (&Storage)[4], char *(&Pointers)[5]) {
  for (int I = 0; I < 4; ++I)
    Pointers[I] = &Storage[I][0];
  Pointers[4] = nullptr;
  return Pointers;
}

// In the "C" locale (glibc: ASCII), ASCII bytes convert one to one and every
// other byte widens to the wchar_t of its value; 0xFF is no character in
// UTF-8 either, so it widens the same way there.
TEST(WindowsTcharUnicode, MainArgumentsInTheCLocale) {
  ScopedCtype Ctype("C");
  ASSERT_TRUE(Ctype.ok());
  std::string Storage[4] = {"prog", "abc", "caf\xC3\xA9", "\xFF"};
  char *Pointers[5];
  char **Argv = MakeArgv(Storage, Pointers);
  amp2hip::detail::main_arguments<_TCHAR> Arguments(4, Argv);
  EXPECT_EQ(Arguments.argc(), 4);
  EXPECT_STREQ(Arguments.argv()[0], L"prog");
  EXPECT_STREQ(Arguments.argv()[1], L"abc");
  EXPECT_EQ(std::wstring(Arguments.argv()[2]), std::wstring(L"caf\xC3\xA9"));
  EXPECT_EQ(std::wstring(Arguments.argv()[3]), std::wstring(1, wchar_t(0xFF)));
  EXPECT_EQ(Arguments.argv()[4], nullptr);
  // Back to bytes (as _wfopen_s and _tprintf do): the original bytes.
  EXPECT_EQ(amp2hip::detail::narrow_text(Arguments.argv()[2]),
            std::string("caf\xC3\xA9"));
  EXPECT_EQ(amp2hip::detail::narrow_text(Arguments.argv()[3]),
            std::string("\xFF"));
  // A character that is not a byte value becomes UTF-8.
  EXPECT_EQ(amp2hip::detail::narrow_text(L"\u20AC"),
            std::string("\xE2\x82\xAC"));
}

TEST(WindowsTcharUnicode, MainArgumentsInAUtf8Locale) {
  ScopedCtype Ctype("C.UTF-8");
  if (!Ctype.ok())
    GTEST_SKIP() << "no C.UTF-8 locale on this machine";
  std::string Storage[4] = {"prog", "caf\xC3\xA9", "\xFF", "\xE2\x82\xAC"};
  char *Pointers[5];
  char **Argv = MakeArgv(Storage, Pointers);
  amp2hip::detail::main_arguments<_TCHAR> Arguments(4, Argv);
  EXPECT_EQ(std::wstring(Arguments.argv()[1]), std::wstring(L"caf\u00E9"));
  EXPECT_EQ(std::wstring(Arguments.argv()[2]), std::wstring(1, wchar_t(0xFF)));
  EXPECT_EQ(std::wstring(Arguments.argv()[3]), std::wstring(L"\u20AC"));
  EXPECT_EQ(amp2hip::detail::narrow_text(Arguments.argv()[1]),
            std::string("caf\xC3\xA9"));
}

TEST(WindowsTcharUnicode, RunMainForms) {
  std::string Storage[4] = {"prog", "-n", "42", "x"};
  char *Pointers[5];
  char **Argv = MakeArgv(Storage, Pointers);
  using amp2hip::detail::run_main;
  EXPECT_EQ(run_main<_TCHAR>(4, Argv,
                             [](int Argc, _TCHAR *Args[]) {
                               return Argc * 100 + _ttoi(Args[2]);
                             }),
            442);
  EXPECT_EQ(run_main<_TCHAR>(4, Argv, [] { return 9; }), 9);
}

namespace tmain_with_arguments {
int _tmain(int argc, _TCHAR *argv[]) {
  return argc * 10 + _ttoi(argv[2]) + (wcscmp(argv[3], L"x") == 0 ? 1000 : 0);
}
AMP2HIP_TMAIN_ENTRY
} // namespace tmain_with_arguments

namespace wmain_program {
int wmain(int argc, wchar_t *argv[]) {
  return argc + static_cast<int>(wcslen(argv[1]));
}
AMP2HIP_WMAIN_ENTRY
} // namespace wmain_program

TEST(WindowsTcharUnicode, EntryMacros) {
  std::string Storage[4] = {"prog", "-n", "42", "x"};
  char *Pointers[5];
  char **Argv = MakeArgv(Storage, Pointers);
  EXPECT_EQ(tmain_with_arguments::main(4, Argv), 1082);
  EXPECT_EQ(wmain_program::main(4, Argv), 6);
}

} // namespace
