// Host tests of <amp2hip/tchar.h> without _UNICODE (Microsoft Learn,
// "Generic-text mappings in tchar.h": _TCHAR is char and the _tcs names are
// the str functions), and of the main that AMP2HIP_TMAIN_ENTRY defines.
// windows_tchar_unicode_test.cpp is the same with UNICODE and _UNICODE; both
// link into one program, which also checks that the two modes do not clash.
#include <amp2hip/tchar.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

#define AMP2HIP_TEST_GREETING "hi"

namespace {

TEST(WindowsTcharAnsi, CharacterTypeAndLiterals) {
  static_assert(std::is_same_v<_TCHAR, char>, "_TCHAR is char");
  static_assert(std::is_same_v<TCHAR, char>, "TCHAR is char without UNICODE");
  static_assert(std::is_same_v<decltype(_T("abc")), const char(&)[4]>,
                "_T(\"abc\") is a narrow literal");
  static_assert(std::is_same_v<decltype(_T('x')), char>, "_T('x') is a char");
  static_assert(std::is_same_v<decltype(TEXT("a")), const char(&)[2]>,
                "TEXT follows UNICODE");
  EXPECT_STREQ(_T("abc"), "abc");
  EXPECT_STREQ(_TEXT("abc"), "abc");
  EXPECT_STREQ(_T(AMP2HIP_TEST_GREETING), "hi"); // the argument is expanded
}

TEST(WindowsTcharAnsi, StringFunctions) {
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
  EXPECT_EQ(_stprintf_s(Buffer, _T("%d-%s"), 7, _T("x")), 3);
  EXPECT_STREQ(Buffer, _T("7-x"));
  EXPECT_EQ(_itot_s(-9, Buffer, 10), 0);
  EXPECT_STREQ(Buffer, _T("-9"));
  _TCHAR *Copy = _tcsdup(_T("dup"));
  ASSERT_NE(Copy, nullptr);
  EXPECT_STREQ(Copy, _T("dup"));
  std::free(Copy);
  _TCHAR Tokens[] = _T("p q");
  _TCHAR *Context = nullptr;
  EXPECT_STREQ(_tcstok_s(Tokens, _T(" "), &Context), _T("p"));
  EXPECT_STREQ(_tcstok_s(nullptr, _T(" "), &Context), _T("q"));
  _tcscpy(Buffer, _T("s"));
  _tcscat(Buffer, _T("t"));
  EXPECT_STREQ(Buffer, _T("st"));
}

TEST(WindowsTcharAnsi, PrintingAndFiles) {
  std::FILE *File = std::tmpfile();
  ASSERT_NE(File, nullptr);
  EXPECT_EQ(_ftprintf(File, _T("%s=%I64d"), _T("n"), 5LL), 3);
  std::rewind(File);
  char Line[16] = {};
  ASSERT_NE(std::fgets(Line, sizeof(Line), File), nullptr);
  EXPECT_STREQ(Line, "n=5");
  std::fclose(File);
  EXPECT_EQ(_tprintf(_T("%s"), _T("")), 0);
  std::FILE *Opened = nullptr;
  EXPECT_NE(_tfopen_s(&Opened, _T("/nonexistent-dir/amp2hip/x"), _T("r")), 0);
  EXPECT_EQ(Opened, nullptr);
}

char **MakeArgv(std::string (&Storage)[3], char *(&Pointers)[4]) {
  for (int I = 0; I < 3; ++I)
    Pointers[I] = &Storage[I][0];
  Pointers[3] = nullptr;
  return Pointers;
}

TEST(WindowsTcharAnsi, MainArguments) {
  std::string Storage[3] = {"prog", "-n", "42"};
  char *Pointers[4];
  char **Argv = MakeArgv(Storage, Pointers);
  amp2hip::detail::main_arguments<_TCHAR> Arguments(3, Argv);
  EXPECT_EQ(Arguments.argc(), 3);
  EXPECT_STREQ(Arguments.argv()[1], _T("-n"));
  EXPECT_EQ(Arguments.argv()[2], Argv[2]); // narrow: the original strings
  EXPECT_EQ(Arguments.argv()[3], nullptr);
}

TEST(WindowsTcharAnsi, RunMainForms) {
  std::string Storage[3] = {"prog", "-n", "42"};
  char *Pointers[4];
  char **Argv = MakeArgv(Storage, Pointers);
  using amp2hip::detail::run_main;
  EXPECT_EQ(run_main<_TCHAR>(3, Argv,
                             [](int Argc, _TCHAR **Args) {
                               return Argc * 100 + _ttoi(Args[2]);
                             }),
            342);
  EXPECT_EQ(run_main<_TCHAR>(3, Argv,
                             [](int Argc, const _TCHAR **Args) {
                               return Argc + static_cast<int>(_tcslen(Args[0]));
                             }),
            7);
  EXPECT_EQ(run_main<_TCHAR>(3, Argv, [] { return 9; }), 9);
  bool Called = false;
  EXPECT_EQ(run_main<_TCHAR>(3, Argv, [&Called] { Called = true; }), 0);
  EXPECT_TRUE(Called);
}

// The macro itself, in namespaces (a function named main outside the global
// namespace is an ordinary function), so that the test program keeps
// GoogleTest's main.
namespace tmain_with_arguments {
int _tmain(int argc, _TCHAR *argv[]) {
  return argc * 10 + _ttoi(argv[argc - 1]);
}
AMP2HIP_TMAIN_ENTRY
} // namespace tmain_with_arguments

namespace tmain_without_arguments {
int _tmain() { return 5; }
AMP2HIP_TMAIN_ENTRY
} // namespace tmain_without_arguments

TEST(WindowsTcharAnsi, TmainEntryMacro) {
  std::string Storage[3] = {"prog", "-n", "42"};
  char *Pointers[4];
  char **Argv = MakeArgv(Storage, Pointers);
  EXPECT_EQ(tmain_with_arguments::main(3, Argv), 72);
  EXPECT_EQ(tmain_without_arguments::main(3, Argv), 5);
}

} // namespace
