// Host tests of the console streams of <amp2hip/amp.h> (detail/msvc_console.h):
// a Windows program writes with std::wcout, then std::cout and printf, and
// every line reaches stdout in order. Without the runtime's buffers glibc
// orients stdout wide at the first std::wcout write and drops the narrow
// ones silently. The expected bytes are the UTF-8 encodings given by the
// Unicode standard (U+00E9: C3 A9; U+2211: E2 88 91; U+1F600: F0 9F 98 80).
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <cwchar>
#include <string>

namespace {

TEST(MsvcConsole, WideThenNarrowThenPrintfAllReachStdout) {
  testing::internal::CaptureStdout();
  std::wcout << L"Using device : H200" << std::endl;
  std::cout << "narrow " << 42 << std::endl;
  std::printf("printf %d\n", 7);
  std::fflush(stdout);
  std::string Out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(Out, "Using device : H200\nnarrow 42\nprintf 7\n");
  // stdout was never made a wide stream.
  EXPECT_LE(std::fwide(stdout, 0), 0);
}

TEST(MsvcConsole, WideCharactersAreWrittenInUtf8) {
  testing::internal::CaptureStdout();
  std::wcout << L"\u00e9 \u2211 \U0001F600" << std::flush;
  std::fflush(stdout);
  std::string Out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(Out, "\xC3\xA9 \xE2\x88\x91 \xF0\x9F\x98\x80");
}

TEST(MsvcConsole, WideErrorStreamGoesToStderr) {
  testing::internal::CaptureStderr();
  std::wcerr << L"warning: wide" << std::endl;
  std::cerr << "narrow" << std::endl;
  std::string Err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(Err, "warning: wide\nnarrow\n");
}

} // namespace
