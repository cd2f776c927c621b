// Host tests of the Windows/CRT portability layer (<amp2hip/windows.h>,
// <amp2hip/tchar.h>, <amp2hip/crtdbg.h>; docs/features/windows-portability.md).
// Expected values come from the Microsoft Learn page of each function (named
// at each test; most are the examples printed there), from an independent
// computation in the test, or from the C library; never from running the
// layer.
#include <amp2hip/conio.h>
#include <amp2hip/crtdbg.h>
#include <amp2hip/task_scheduler_init.h>
#include <amp2hip/tchar.h>
#include <amp2hip/windows.h>
// MSVC's <iterator> extension, which MSVC's <amp.h> brings in with it.
#include <amp2hip/detail/msvc_stdext.h>
// std::basic_string's _Copy_s, as the translator writes it.
#include <amp2hip/detail/msvc_simd_lanes.h>
#include <amp2hip/detail/msvc_string.h>

#include <emmintrin.h>
#include <oneapi/tbb/parallel_for.h>
#include <sys/stat.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <limits>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <type_traits>
#include <unistd.h>
#include <vector>

namespace {

//===----------------------------------------------------------------------===//
// Timers
//===----------------------------------------------------------------------===//

TEST(WindowsTimers, PerformanceCounterIsMonotonic) {
  LARGE_INTEGER Previous;
  ASSERT_TRUE(QueryPerformanceCounter(&Previous));
  for (int I = 0; I < 10000; ++I) {
    LARGE_INTEGER Now;
    ASSERT_TRUE(QueryPerformanceCounter(&Now));
    ASSERT_GE(Now.QuadPart, Previous.QuadPart);
    Previous = Now;
  }
  EXPECT_FALSE(QueryPerformanceCounter(nullptr));
}

TEST(WindowsTimers, PerformanceFrequencyIsNanoseconds) {
  LARGE_INTEGER Frequency;
  ASSERT_TRUE(QueryPerformanceFrequency(&Frequency));
  EXPECT_EQ(Frequency.QuadPart, 1000000000LL);
}

// A Sleep(20) timed the way AMP samples time kernels (QPC ticks / QPF) agrees
// with std::chrono::steady_clock around it: at least 20 ms, no more than the
// enclosing steady_clock interval, and not far below it (the bound is loose:
// the machines are shared).
TEST(WindowsTimers, SleepMeasuredWithPerformanceCounter) {
  LARGE_INTEGER Frequency, Start, Stop;
  ASSERT_TRUE(QueryPerformanceFrequency(&Frequency));
  auto Before = std::chrono::steady_clock::now();
  ASSERT_TRUE(QueryPerformanceCounter(&Start));
  Sleep(20);
  ASSERT_TRUE(QueryPerformanceCounter(&Stop));
  auto After = std::chrono::steady_clock::now();
  double CounterMs = static_cast<double>(Stop.QuadPart - Start.QuadPart) *
                     1000.0 / static_cast<double>(Frequency.QuadPart);
  double ChronoMs =
      std::chrono::duration<double, std::milli>(After - Before).count();
  EXPECT_GE(CounterMs, 20.0);
  EXPECT_LE(CounterMs, ChronoMs + 0.001);
  EXPECT_GE(CounterMs, ChronoMs - 250.0);
  EXPECT_LT(CounterMs, 5000.0);
}

TEST(WindowsTimers, TickCountsAdvance) {
  ULONGLONG Start64 = GetTickCount64();
  DWORD Start32 = GetTickCount();
  DWORD StartMm = timeGetTime();
  Sleep(30);
  ULONGLONG Stop64 = GetTickCount64();
  DWORD Stop32 = GetTickCount();
  DWORD StopMm = timeGetTime();
  // 30 ms between two millisecond readings: at least 29 whole ticks.
  EXPECT_GE(Stop64 - Start64, 29u);
  EXPECT_GE(static_cast<DWORD>(Stop32 - Start32), 29u);
  EXPECT_GE(static_cast<DWORD>(StopMm - StartMm), 29u);
  EXPECT_LT(Stop64 - Start64, 5000u);
  // GetTickCount is the low 32 bits of the same count (Microsoft Learn,
  // "GetTickCount function": it wraps after 49.7 days).
  ULONGLONG Wide = GetTickCount64();
  DWORD Narrow = GetTickCount();
  EXPECT_LT(static_cast<DWORD>(Narrow - static_cast<DWORD>(Wide)), 1000u);
}

TEST(WindowsTimers, SleepZeroReturns) {
  auto Before = std::chrono::steady_clock::now();
  Sleep(0);
  EXPECT_LT(std::chrono::steady_clock::now() - Before, std::chrono::seconds(5));
}

//===----------------------------------------------------------------------===//
// Types and macros (Microsoft Learn, "Windows Data Types", "LARGE_INTEGER
// union (winnt.h)", "_countof macro")
//===----------------------------------------------------------------------===//

// GetCurrentThreadId: the same in one thread, different in two threads that
// run at once (Windows' IDs are unique among running threads; so are Linux's
// thread IDs). GetCurrentProcessId: the same in both threads.
TEST(WindowsThreads, ThreadAndProcessIds) {
  DWORD Main = GetCurrentThreadId();
  EXPECT_EQ(Main, GetCurrentThreadId());
  DWORD Other = 0, OtherProcess = 0;
  std::thread Worker([&] {
    Other = GetCurrentThreadId();
    OtherProcess = GetCurrentProcessId();
  });
  Worker.join();
  EXPECT_NE(Main, Other);
  EXPECT_NE(Other, 0u);
  EXPECT_EQ(OtherProcess, GetCurrentProcessId());
}

TEST(WindowsTypes, WidthsAndSignedness) {
  EXPECT_EQ(sizeof(BYTE), 1u);
  EXPECT_EQ(sizeof(WORD), 2u);
  EXPECT_EQ(sizeof(DWORD), 4u);
  EXPECT_EQ(sizeof(LONG), 4u);
  EXPECT_EQ(sizeof(ULONG), 4u);
  EXPECT_EQ(sizeof(LONGLONG), 8u);
  EXPECT_EQ(sizeof(ULONGLONG), 8u);
  EXPECT_EQ(sizeof(BOOL), 4u);
  EXPECT_EQ(sizeof(HANDLE), sizeof(void *));
  EXPECT_TRUE(std::is_signed_v<LONG>);
  EXPECT_FALSE(std::is_signed_v<DWORD>);
  EXPECT_FALSE(std::is_signed_v<ULONGLONG>);
  EXPECT_EQ(sizeof(__int8), 1u);
  EXPECT_EQ(sizeof(__int16), 2u);
  EXPECT_EQ(sizeof(__int32), 4u);
  EXPECT_EQ(sizeof(__int64), 8u);
  unsigned __int64 AllOnes = ~static_cast<unsigned __int64>(0);
  EXPECT_EQ(AllOnes, 18446744073709551615ull);
  EXPECT_EQ(TRUE, 1);
  EXPECT_EQ(FALSE, 0);
  EXPECT_EQ(MAX_PATH, 260);
  EXPECT_EQ(INFINITE, 0xFFFFFFFFu);
  EXPECT_TRUE((std::is_same_v<TCHAR, char>)); // no UNICODE in this file
}

TEST(WindowsTypes, LargeIntegerHalves) {
  LARGE_INTEGER Value;
  Value.HighPart = 0x12345678;
  Value.LowPart = 0x9ABCDEF0u;
  std::int64_t Expected = static_cast<std::int64_t>(
      (static_cast<std::uint64_t>(0x12345678u) << 32) | 0x9ABCDEF0u);
  EXPECT_EQ(Value.QuadPart, Expected);
  EXPECT_EQ(Value.u.HighPart, 0x12345678);
  EXPECT_EQ(Value.u.LowPart, 0x9ABCDEF0u);

  Value.QuadPart = -2; // 0xFFFFFFFF'FFFFFFFE
  EXPECT_EQ(Value.HighPart, -1);
  EXPECT_EQ(Value.LowPart, 0xFFFFFFFEu);

  ULARGE_INTEGER Unsigned;
  Unsigned.QuadPart = 0x0000000500000007ull;
  EXPECT_EQ(Unsigned.HighPart, 5u);
  EXPECT_EQ(Unsigned.u.LowPart, 7u);
  EXPECT_EQ(sizeof(LARGE_INTEGER), 8u);
}

TEST(WindowsTypes, Countof) {
  int Ints[7] = {};
  char Rows[3][5] = {};
  static_assert(_countof(Ints) == 7, "_countof of a local array is constant");
  EXPECT_EQ(_countof(Ints), 7u);
  EXPECT_EQ(_countof(Rows), 3u);
  EXPECT_EQ(_countof(Rows[0]), 5u);
  EXPECT_EQ(_countof("abc"), 4u);
  Ints[6] = 1;
  EXPECT_EQ(Ints[6] + Rows[2][4], 1);
}

TEST(WindowsMemory, ZeroCopyMoveFill) {
  unsigned char Block[8];
  FillMemory(Block, sizeof(Block), 0xAB);
  for (unsigned char Byte : Block)
    EXPECT_EQ(Byte, 0xAB);
  ZeroMemory(Block, 4);
  EXPECT_EQ(Block[3], 0);
  EXPECT_EQ(Block[4], 0xAB);
  const unsigned char Source[4] = {1, 2, 3, 4};
  CopyMemory(Block, Source, 4);
  EXPECT_EQ(Block[0], 1);
  EXPECT_EQ(Block[3], 4);
  MoveMemory(Block + 1, Block, 4); // overlapping
  EXPECT_EQ(Block[1], 1);
  EXPECT_EQ(Block[4], 4);
}

//===----------------------------------------------------------------------===//
// strcpy_s, strncpy_s, strcat_s (Microsoft Learn pages of the same names:
// error-condition tables and examples)
//===----------------------------------------------------------------------===//

TEST(WindowsCrtStrings, StrcpySuccess) {
  char Dest[8];
  EXPECT_EQ(strcpy_s(Dest, sizeof(Dest), "hello"), 0);
  EXPECT_STREQ(Dest, "hello");
  EXPECT_EQ(strcpy_s(Dest, 6, "world"), 0); // exactly fits with its null
  EXPECT_STREQ(Dest, "world");
  EXPECT_EQ(strcpy_s(Dest, "abc"), 0); // template form: size from the array
  EXPECT_STREQ(Dest, "abc");
  wchar_t Wide[4];
  EXPECT_EQ(wcscpy_s(Wide, L"xyz"), 0);
  EXPECT_STREQ(Wide, L"xyz");
}

TEST(WindowsCrtStrings, StrcpyErrors) {
  char Dest[8] = "keep";
  errno = 0;
  EXPECT_EQ(strcpy_s(nullptr, 8, "a"), EINVAL); // dest NULL: EINVAL
  EXPECT_EQ(errno, EINVAL);
  errno = 0;
  EXPECT_EQ(strcpy_s(Dest, 8, nullptr), EINVAL); // src NULL: dest[0] = 0
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(Dest[0], '\0');
  std::strcpy(Dest, "keep");
  errno = 0;
  EXPECT_EQ(strcpy_s(Dest, 5, "hello"), ERANGE); // too small: dest[0] = 0
  EXPECT_EQ(errno, ERANGE);
  EXPECT_EQ(Dest[0], '\0');
  std::strcpy(Dest, "keep");
  EXPECT_EQ(strcpy_s(Dest, 0, "a"), ERANGE); // size 0: ERANGE
  EXPECT_STREQ(Dest, "keep");
  wchar_t Wide[3];
  EXPECT_EQ(wcscpy_s(Wide, L"abc"), ERANGE);
  EXPECT_EQ(Wide[0], L'\0');
}

// The example of "strncpy_s, _strncpy_s_l, wcsncpy_s, ...", with its printed
// results, on a 10-character destination.
TEST(WindowsCrtStrings, StrncpyDocumentedExample) {
  char Dest[10];
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "howdy", 4), 0);
  EXPECT_STREQ(Dest, "howd");
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "howdy", 5), 0);
  EXPECT_STREQ(Dest, "howdy");
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "howdy", 6), 0);
  EXPECT_STREQ(Dest, "howdy");
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "Hi there!!", 10), ERANGE);
  EXPECT_STREQ(Dest, "");
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "How do you do?", _TRUNCATE),
            STRUNCATE);
  EXPECT_STREQ(Dest, "How do yo");
  EXPECT_EQ(strncpy_s(Dest, _countof(Dest), "Howdy.", _TRUNCATE), 0);
  EXPECT_STREQ(Dest, "Howdy.");

  // "char dst[5]; strncpy_s(dst, 5, "a long string", 5);" leaves no room for
  // the null; _TRUNCATE or 4 copy "a lo".
  char Dst[5];
  EXPECT_EQ(strncpy_s(Dst, 5, "a long string", 5), ERANGE);
  EXPECT_STREQ(Dst, "");
  EXPECT_EQ(strncpy_s(Dst, 5, "a long string", _TRUNCATE), STRUNCATE);
  EXPECT_STREQ(Dst, "a lo");
  EXPECT_EQ(strncpy_s(Dst, 5, "a long string", 4), 0);
  EXPECT_STREQ(Dst, "a lo");

  // crt_strncpy_s_2.c: strncpy_s terminates where strncpy does not.
  char S[20];
  EXPECT_EQ(strcpy_s(S, 20, "dogs like cats"), 0);
  EXPECT_EQ(strncpy_s(S, _countof(S), "mice", 4), 0);
  EXPECT_STREQ(S, "mice");
  EXPECT_EQ(strcpy_s(S, 20, "dogs"), 0);
  EXPECT_EQ(strncpy_s(S, "cat", 10), 0); // template form
  EXPECT_STREQ(S, "cat");
}

TEST(WindowsCrtStrings, StrncpyErrors) {
  char Dest[8] = "keep";
  EXPECT_EQ(strncpy_s(nullptr, 8, "a", 1), EINVAL);
  EXPECT_EQ(strncpy_s(Dest, 0, "a", 1), EINVAL); // size 0: EINVAL, unchanged
  EXPECT_STREQ(Dest, "keep");
  errno = 0;
  EXPECT_EQ(strncpy_s(Dest, 8, nullptr, 1), EINVAL); // dest[0] = 0
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(Dest[0], '\0');
  wchar_t Wide[4];
  EXPECT_EQ(wcsncpy_s(Wide, L"abcdef", _TRUNCATE), STRUNCATE);
  EXPECT_STREQ(Wide, L"abc");
}

TEST(WindowsCrtStrings, StrcatDocumentedExamples) {
  // crt_strcpy_s.cpp
  char String[80];
  EXPECT_EQ(strcpy_s(String, "Hello world from "), 0);
  EXPECT_EQ(strcat_s(String, "strcpy_s "), 0);
  EXPECT_EQ(strcat_s(String, "and "), 0);
  EXPECT_EQ(strcat_s(String, _countof(String), "strcat_s!"), 0);
  EXPECT_STREQ(String, "Hello world from strcpy_s and strcat_s!");
  // strcat_s: the size is the whole buffer's.
  char Buf[16];
  EXPECT_EQ(strcpy_s(Buf, 16, "Start"), 0);
  EXPECT_EQ(strcat_s(Buf, 16, " End"), 0);
  EXPECT_STREQ(Buf, "Start End");
  wchar_t Wide[8] = L"ab";
  EXPECT_EQ(wcscat_s(Wide, L"cd"), 0);
  EXPECT_STREQ(Wide, L"abcd");
}

TEST(WindowsCrtStrings, StrcatErrors) {
  char Dest[8] = "abc";
  EXPECT_EQ(strcat_s(nullptr, 8, "x"), EINVAL);
  errno = 0;
  EXPECT_EQ(strcat_s(Dest, 8, nullptr), EINVAL); // dest[0] = 0
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(Dest[0], '\0');
  std::strcpy(Dest, "abc");
  errno = 0;
  EXPECT_EQ(strcat_s(Dest, 8, "defgh"), ERANGE); // 3 + 5 + 1 > 8
  EXPECT_EQ(errno, ERANGE);
  EXPECT_EQ(Dest[0], '\0');
  std::strcpy(Dest, "abc");
  EXPECT_EQ(strcat_s(Dest, 8, "defg"), 0); // 3 + 4 + 1 == 8
  EXPECT_STREQ(Dest, "abcdefg");
  std::strcpy(Dest, "abc");
  EXPECT_EQ(strcat_s(Dest, 0, "x"), ERANGE); // size 0
  EXPECT_STREQ(Dest, "abc");
  char Unterminated[4] = {'w', 'x', 'y', 'z'};
  EXPECT_EQ(strcat_s(Unterminated, 4, "a"), EINVAL); // not modified
  EXPECT_EQ(Unterminated[0], 'w');
}

//===----------------------------------------------------------------------===//
// memcpy_s, memmove_s (Microsoft Learn, "memcpy_s, wmemcpy_s", "memmove_s,
// wmemmove_s")
//===----------------------------------------------------------------------===//

TEST(WindowsCrtMemory, MemcpyDocumentedExample) {
  int A1[10], A2[100];
  for (int I = 0; I < 100; ++I)
    A2[I] = I * I;
  EXPECT_EQ(memcpy_s(A1, sizeof(A1), A2, 10 * sizeof(int)), 0);
  for (int I = 0; I < 10; ++I)
    EXPECT_EQ(A1[I], I * I);
}

TEST(WindowsCrtMemory, MemcpyErrors) {
  unsigned char Dest[4] = {9, 9, 9, 9};
  const unsigned char Src[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(memcpy_s(nullptr, 0, nullptr, 0), 0); // count 0: not modified
  EXPECT_EQ(memcpy_s(nullptr, 4, Src, 4), EINVAL);
  errno = 0;
  EXPECT_EQ(memcpy_s(Dest, 4, nullptr, 4), EINVAL); // dest zeroed
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(Dest[0], 0);
  EXPECT_EQ(Dest[3], 0);
  std::memset(Dest, 9, 4);
  errno = 0;
  EXPECT_EQ(memcpy_s(Dest, 4, Src, 8), ERANGE); // destSize < count: zeroed
  EXPECT_EQ(errno, ERANGE);
  EXPECT_EQ(Dest[0], 0);
  EXPECT_EQ(Dest[3], 0);
}

TEST(WindowsCrtMemory, MemmoveDocumentedExampleAndErrors) {
  char Str[] = "0123456789";
  EXPECT_EQ(memmove_s(Str + 1, strnlen(Str + 1, 10), Str, 6), 0);
  EXPECT_STREQ(Str, "0012345789");
  char Dest[4] = {'a', 'b', 'c', 'd'};
  EXPECT_EQ(memmove_s(nullptr, 4, Str, 1), EINVAL);
  EXPECT_EQ(memmove_s(Dest, 4, nullptr, 1), EINVAL); // not modified
  EXPECT_EQ(Dest[0], 'a');
  errno = 0;
  EXPECT_EQ(memmove_s(Dest, 4, Str, 5), ERANGE); // not modified
  EXPECT_EQ(errno, ERANGE);
  EXPECT_EQ(Dest[0], 'a');
}

//===----------------------------------------------------------------------===//
// sprintf_s family (Microsoft Learn, "sprintf_s, _sprintf_s_l, swprintf_s,
// _swprintf_s_l"; "Format specification syntax: printf and wprintf
// functions")
//===----------------------------------------------------------------------===//

TEST(WindowsCrtFormat, SprintfDocumentedExample) {
  char Buffer[200], S[] = "computer", C = 'l';
  int I = 35, J;
  float Fp = 1.7320534f;
  J = sprintf_s(Buffer, 200, "   String:    %s\n", S);
  J += sprintf_s(Buffer + J, 200 - J, "   Character: %c\n", C);
  J += sprintf_s(Buffer + J, 200 - J, "   Integer:   %d\n", I);
  J += sprintf_s(Buffer + J, 200 - J, "   Real:      %f\n", Fp);
  EXPECT_EQ(J, 79); // "character count = 79"
  EXPECT_STREQ(Buffer, "   String:    computer\n   Character: l\n"
                       "   Integer:   35\n   Real:      1.732053\n");
}

TEST(WindowsCrtFormat, SwprintfDocumentedExample) {
  // crt_swprintf_s.c: in MSVC's wide functions %s is a wide string.
  wchar_t Buf[100];
  EXPECT_EQ(swprintf_s(Buf, 100, L"%s", L"Hello world"), 11);
  EXPECT_STREQ(Buf, L"Hello world");
}

TEST(WindowsCrtFormat, SprintfBufferTooSmall) {
  char Small[5] = "xxxx";
  errno = 0;
  EXPECT_EQ(sprintf_s(Small, "%s", "hello"), -1); // 5 characters + null > 5
  EXPECT_EQ(Small[0], '\0');
  EXPECT_EQ(errno, ERANGE);
  char Fits[6];
  EXPECT_EQ(sprintf_s(Fits, "%s", "hello"), 5);
  EXPECT_STREQ(Fits, "hello");
  wchar_t Wide[3] = L"xx";
  EXPECT_EQ(swprintf_s(Wide, L"%d", 123), -1);
  EXPECT_EQ(Wide[0], L'\0');
}

TEST(WindowsCrtFormat, SprintfNullArguments) {
  char Buffer[8];
  errno = 0;
  EXPECT_EQ(sprintf_s(nullptr, 8, "%d", 1), -1);
  EXPECT_EQ(errno, EINVAL);
  errno = 0;
  EXPECT_EQ(sprintf_s(Buffer, 8, nullptr), -1);
  EXPECT_EQ(errno, EINVAL);
}

TEST(WindowsCrtFormat, MsvcSizePrefixesAndStringWidths) {
  char Buffer[64];
  EXPECT_EQ(sprintf_s(Buffer, "%I64d", static_cast<long long>(-5000000000LL)),
            11);
  EXPECT_STREQ(Buffer, "-5000000000");
  sprintf_s(Buffer, "%I64u|%I64x", 18446744073709551615ull, 255ull);
  EXPECT_STREQ(Buffer, "18446744073709551615|ff");
  sprintf_s(Buffer, "%Iu|%I32d", static_cast<std::size_t>(4000000000u), -7);
  EXPECT_STREQ(Buffer, "4000000000|-7");
  // Narrow functions: %S, %ws and %ls are wide strings, %hs narrow, %C wide.
  sprintf_s(Buffer, "%S-%ws-%ls-%hs-%C", L"ab", L"cd", L"ef", "gh", L'i');
  EXPECT_STREQ(Buffer, "ab-cd-ef-gh-i");
  // Wide functions: %s and %c wide, %S, %hs and %hc narrow.
  wchar_t Wide[64];
  swprintf_s(Wide, L"%s|%S|%hs|%c|%hc|%C", L"w", "n", "h", L'x', 'y', 'z');
  EXPECT_STREQ(Wide, L"w|n|h|x|y|z");
  swprintf_s(Wide, L"%5.1f|%-3d|%03d|%%", 2.26, 7, 5);
  EXPECT_STREQ(Wide, L"  2.3|7  |005|%");
}

TEST(WindowsCrtFormat, RejectedFormats) {
  // %n is disabled and unknown conversions are invalid in MSVC's CRT.
  char Buffer[16] = "xx";
  int Count = 0;
  errno = 0;
  EXPECT_EQ(sprintf_s(Buffer, "ab%n", &Count), -1);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(Buffer[0], '\0');
  EXPECT_EQ(Count, 0);
  EXPECT_EQ(sprintf_s(Buffer, "%y", 1), -1);
  EXPECT_EQ(sprintf_s(Buffer, "50%"), -1);
  EXPECT_EQ(sprintf_s(Buffer, "%I64s", "x"), -1);
}

int FormatThroughVsprintf(char *Buffer, std::size_t Size, const char *Format,
                          ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = vsprintf_s(Buffer, Size, Format, Args);
  va_end(Args);
  return Result;
}

int FormatThroughVswprintf(wchar_t *Buffer, std::size_t Size,
                           const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Result = vswprintf_s(Buffer, Size, Format, Args);
  va_end(Args);
  return Result;
}

TEST(WindowsCrtFormat, VsprintfForms) {
  char Buffer[16];
  EXPECT_EQ(FormatThroughVsprintf(Buffer, 16, "%d+%d", 2, 3), 3);
  EXPECT_STREQ(Buffer, "2+3");
  EXPECT_EQ(FormatThroughVsprintf(Buffer, 3, "%d+%d", 2, 3), -1);
  EXPECT_EQ(Buffer[0], '\0');
  wchar_t Wide[16];
  EXPECT_EQ(FormatThroughVswprintf(Wide, 16, L"%s!", L"hi"), 3);
  EXPECT_STREQ(Wide, L"hi!");
}

/// Reads back everything written to \p File.
std::string ReadAll(std::FILE *File) {
  std::rewind(File);
  std::string Text;
  int C;
  while ((C = std::fgetc(File)) != EOF)
    Text.push_back(static_cast<char>(C));
  return Text;
}

// fprintf_s and fwprintf_s ("fprintf_s, _fprintf_s_l, fwprintf_s,
// _fwprintf_s_l"): wide output goes to a byte stream as bytes, so narrow and
// wide writes mix as on Windows.
TEST(WindowsCrtFormat, FprintfAndFwprintfShareAByteStream) {
  std::FILE *File = std::tmpfile();
  ASSERT_NE(File, nullptr);
  EXPECT_EQ(fprintf_s(File, "%I64d;", 1234567890123LL), 14);
  EXPECT_EQ(fwprintf_s(File, L"%s=%d;", L"wide", 5), 7);
  EXPECT_EQ(fprintf_s(File, "%s", "end"), 3);
  EXPECT_EQ(ReadAll(File), "1234567890123;wide=5;end");
  errno = 0;
  EXPECT_EQ(fprintf_s(nullptr, "x"), -1);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(fwprintf_s(File, nullptr), -1);
  std::fclose(File);
  errno = 0;
  EXPECT_EQ(printf_s(nullptr), -1);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(wprintf_s(nullptr), -1);
  EXPECT_EQ(printf_s("%s", ""), 0);
  EXPECT_EQ(wprintf_s(L"%s", L""), 0);
}

//===----------------------------------------------------------------------===//
// _itoa_s, _wtoi, _wtol, _wtof (Microsoft Learn, "_itoa_s, _itow_s
// functions", "atoi, _atoi_l, _wtoi, _wtoi_l", ...)
//===----------------------------------------------------------------------===//

TEST(WindowsCrtConvert, ItoaDocumentedExample) {
  // crt_itoa_s.c prints _itoa_s(-1, ..., r) for r = 10..2.
  char Buffer[65];
  const char *Expected[] = {"-1",
                            "12068657453",
                            "37777777777",
                            "211301422353",
                            "1550104015503",
                            "32244002423140",
                            "3333333333333333",
                            "102002022201221111210",
                            "11111111111111111111111111111111"};
  for (int Radix = 10; Radix >= 2; --Radix) {
    EXPECT_EQ(_itoa_s(-1, Buffer, _countof(Buffer), Radix), 0);
    EXPECT_STREQ(Buffer, Expected[10 - Radix]) << "radix " << Radix;
  }
  EXPECT_EQ(_itoa_s(1234, Buffer, 10), 0); // template form
  EXPECT_STREQ(Buffer, "1234");
  wchar_t Wide[12];
  EXPECT_EQ(_itow_s(-42, Wide, 10), 0);
  EXPECT_STREQ(Wide, L"-42");
}

TEST(WindowsCrtConvert, ItoaErrors) {
  char Buffer[3];
  EXPECT_EQ(_itoa_s(1, nullptr, 3, 10), EINVAL);
  EXPECT_EQ(_itoa_s(1, Buffer, 0, 10), EINVAL);
  EXPECT_EQ(_itoa_s(1, Buffer, 3, 1), EINVAL);
  EXPECT_EQ(_itoa_s(1, Buffer, 3, 37), EINVAL);
  errno = 0;
  EXPECT_EQ(_itoa_s(-12, Buffer, 3, 10), EINVAL); // size <= length ("-12")
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(_itoa_s(-1, Buffer, 3, 10), 0);
  EXPECT_STREQ(Buffer, "-1");
}

TEST(WindowsCrtConvert, WideToNumber) {
  EXPECT_EQ(_wtoi(L"42"), 42);
  EXPECT_EQ(_wtoi(L"  -17abc"), -17);
  EXPECT_EQ(_wtoi(L"abc"), 0);
  errno = 0;
  EXPECT_EQ(_wtoi(L"99999999999"), INT_MAX); // atoi: INT_MAX, ERANGE
  EXPECT_EQ(errno, ERANGE);
  errno = 0;
  EXPECT_EQ(_wtoi(L"-99999999999"), INT_MIN);
  EXPECT_EQ(errno, ERANGE);
  errno = 0;
  EXPECT_EQ(_wtoi(nullptr), 0);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(_wtol(L"123456"), 123456L);
  EXPECT_DOUBLE_EQ(_wtof(L"2.5e2"), 250.0);
}

//===----------------------------------------------------------------------===//
// _stricmp family, strtok_s, _strdup (Microsoft Learn pages of the same names)
//===----------------------------------------------------------------------===//

TEST(WindowsCrtStrings, CaseInsensitiveCompare) {
  // crt_stricmp.c: equal ignoring case; strcmp says greater.
  const char String1[] = "The quick brown dog jumps over the lazy fox";
  const char String2[] = "The QUICK brown dog jumps over the lazy fox";
  EXPECT_GT(std::strcmp(String1, String2), 0);
  EXPECT_EQ(_stricmp(String1, String2), 0);
  // "JOHN_HENRY will be considered less than JOHNSTON" ('_' < 's'), unlike
  // strcmp.
  EXPECT_LT(_stricmp("JOHN_HENRY", "JOHNSTON"), 0);
  EXPECT_GT(std::strcmp("JOHN_HENRY", "JOHNSTON"), 0);
  EXPECT_EQ(_strnicmp("ABCdef", "abcXYZ", 3), 0);
  EXPECT_NE(_strnicmp("ABCdef", "abcXYZ", 4), 0);
  EXPECT_EQ(_wcsicmp(L"MiXeD", L"mixed"), 0);
  EXPECT_LT(_wcsnicmp(L"a", L"B", 1), 0);
  errno = 0;
  EXPECT_EQ(_stricmp(nullptr, "a"), _NLSCMPERROR);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(_NLSCMPERROR, INT_MAX);
}

TEST(WindowsCrtStrings, StrtokDocumentedExample) {
  // crt_strtok_s.c: two strings tokenized at the same time.
  char String1[] = "A string\tof ,,tokens\nand some  more tokens";
  char String2[] = "Another string\n\tparsed at the same time.";
  const char Seps[] = " ,\t\n";
  char *Next1 = nullptr, *Next2 = nullptr;
  std::string Out;
  char *Token1 = strtok_s(String1, Seps, &Next1);
  char *Token2 = strtok_s(String2, Seps, &Next2);
  while (Token1 || Token2) {
    if (Token1) {
      Out += std::string(" ") + Token1 + "\n";
      Token1 = strtok_s(nullptr, Seps, &Next1);
    }
    if (Token2) {
      Out += std::string("        ") + Token2 + "\n";
      Token2 = strtok_s(nullptr, Seps, &Next2);
    }
  }
  EXPECT_EQ(Out, " A\n        Another\n string\n        string\n of\n"
                 "        parsed\n tokens\n        at\n and\n        the\n"
                 " some\n        same\n more\n        time.\n tokens\n");
}

TEST(WindowsCrtStrings, StrtokErrors) {
  char Text[] = "a b";
  char *Context = nullptr;
  errno = 0;
  EXPECT_EQ(strtok_s(nullptr, " ", &Context), nullptr); // *context NULL
  EXPECT_EQ(errno, EINVAL);
  errno = 0;
  EXPECT_EQ(strtok_s(Text, nullptr, &Context), nullptr);
  EXPECT_EQ(errno, EINVAL);
  errno = 0;
  EXPECT_EQ(strtok_s(Text, " ", nullptr), nullptr);
  EXPECT_EQ(errno, EINVAL);
  wchar_t Wide[] = L"x;y";
  wchar_t *WideContext = nullptr;
  EXPECT_STREQ(wcstok_s(Wide, L";", &WideContext), L"x");
  EXPECT_STREQ(wcstok_s(nullptr, L";", &WideContext), L"y");
  EXPECT_EQ(wcstok_s(nullptr, L";", &WideContext), nullptr);
}

TEST(WindowsCrtStrings, Strdup) {
  const char Original[] = "copy me";
  char *Copy = _strdup(Original);
  ASSERT_NE(Copy, nullptr);
  EXPECT_NE(Copy, Original);
  EXPECT_STREQ(Copy, Original);
  std::free(Copy);
  wchar_t *WideCopy = _wcsdup(L"wide");
  ASSERT_NE(WideCopy, nullptr);
  EXPECT_STREQ(WideCopy, L"wide");
  std::free(WideCopy);
  EXPECT_EQ(_strdup(nullptr), nullptr);
}

// _aligned_malloc, _aligned_free (Microsoft Learn pages of the same names):
// the address is a multiple of the alignment, the memory holds Size bytes,
// and an alignment that is not a power of 2 is EINVAL.
TEST(WindowsCrtMemory, AlignedMalloc) {
  for (std::size_t Alignment : {1u, 2u, 16u, 64u, 4096u}) {
    auto *Bytes = static_cast<unsigned char *>(_aligned_malloc(100, Alignment));
    ASSERT_NE(Bytes, nullptr) << Alignment;
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(Bytes) % Alignment, 0u)
        << Alignment;
    std::memset(Bytes, 0xA5, 100);
    EXPECT_EQ(Bytes[99], 0xA5);
    _aligned_free(Bytes);
  }
  errno = 0;
  EXPECT_EQ(_aligned_malloc(16, 24), nullptr);
  EXPECT_EQ(errno, EINVAL);
  errno = 0;
  EXPECT_EQ(_aligned_malloc(16, 0), nullptr);
  EXPECT_EQ(errno, EINVAL);
  _aligned_free(nullptr);
}

//===----------------------------------------------------------------------===//
// localtime_s, gmtime_s (Microsoft Learn, "localtime_s, _localtime32_s,
// _localtime64_s", "gmtime_s, _gmtime32_s, _gmtime64_s")
//===----------------------------------------------------------------------===//

void ExpectAllFieldsMinusOne(const std::tm &Tm) {
  EXPECT_EQ(Tm.tm_sec, -1);
  EXPECT_EQ(Tm.tm_min, -1);
  EXPECT_EQ(Tm.tm_hour, -1);
  EXPECT_EQ(Tm.tm_mday, -1);
  EXPECT_EQ(Tm.tm_mon, -1);
  EXPECT_EQ(Tm.tm_year, -1);
  EXPECT_EQ(Tm.tm_wday, -1);
  EXPECT_EQ(Tm.tm_yday, -1);
  EXPECT_EQ(Tm.tm_isdst, -1);
}

TEST(WindowsCrtTime, GmtimeValues) {
  std::tm Tm{};
  std::time_t Epoch = 0; // 1970-01-01 00:00:00 UTC, a Thursday
  EXPECT_EQ(gmtime_s(&Tm, &Epoch), 0);
  EXPECT_EQ(Tm.tm_year, 70);
  EXPECT_EQ(Tm.tm_mon, 0);
  EXPECT_EQ(Tm.tm_mday, 1);
  EXPECT_EQ(Tm.tm_wday, 4);
  EXPECT_EQ(Tm.tm_isdst, 0); // "Always 0 for gmtime"
  // 2000-02-29 12:34:56 UTC: 10957 days to 2000-01-01, then 31 + 28.
  std::time_t Leap = (10957 + 59) * 86400LL + 12 * 3600 + 34 * 60 + 56;
  EXPECT_EQ(gmtime_s(&Tm, &Leap), 0);
  EXPECT_EQ(Tm.tm_year, 100);
  EXPECT_EQ(Tm.tm_mon, 1);
  EXPECT_EQ(Tm.tm_mday, 29);
  EXPECT_EQ(Tm.tm_yday, 59);
  EXPECT_EQ(Tm.tm_wday, 2); // a Tuesday
  EXPECT_EQ(Tm.tm_hour, 12);
  EXPECT_EQ(Tm.tm_min, 34);
  EXPECT_EQ(Tm.tm_sec, 56);
}

TEST(WindowsCrtTime, GmtimeErrors) {
  std::tm Tm{};
  std::time_t Before = -1;
  EXPECT_EQ(gmtime_s(&Tm, &Before), EINVAL); // < 0: all fields -1
  ExpectAllFieldsMinusOne(Tm);
  Tm = std::tm{};
  errno = 0;
  EXPECT_EQ(gmtime_s(&Tm, nullptr), EINVAL); // time NULL: all fields -1
  EXPECT_EQ(errno, EINVAL);
  ExpectAllFieldsMinusOne(Tm);
  std::time_t Now = 0;
  EXPECT_EQ(gmtime_s(nullptr, &Now), EINVAL);
}

TEST(WindowsCrtTime, LocaltimeMatchesTheCLibrary) {
  std::time_t Now = std::time(nullptr);
  std::tm Expected{};
  ASSERT_NE(::localtime_r(&Now, &Expected), nullptr);
  std::tm Tm{};
  EXPECT_EQ(localtime_s(&Tm, &Now), 0);
  EXPECT_EQ(Tm.tm_year, Expected.tm_year);
  EXPECT_EQ(Tm.tm_yday, Expected.tm_yday);
  EXPECT_EQ(Tm.tm_hour, Expected.tm_hour);
  EXPECT_EQ(Tm.tm_min, Expected.tm_min);
  EXPECT_EQ(Tm.tm_isdst, Expected.tm_isdst);
}

TEST(WindowsCrtTime, LocaltimeErrors) {
  std::tm Tm{};
  std::time_t Negative = -1;
  EXPECT_EQ(localtime_s(&Tm, &Negative), EINVAL);
  ExpectAllFieldsMinusOne(Tm);
  Tm = std::tm{};
  std::time_t TooLate = 32535215999LL + 1; // after _MAX__TIME64_T
  EXPECT_EQ(localtime_s(&Tm, &TooLate), EINVAL);
  ExpectAllFieldsMinusOne(Tm);
  Tm = std::tm{};
  EXPECT_EQ(localtime_s(&Tm, nullptr), EINVAL);
  ExpectAllFieldsMinusOne(Tm);
  EXPECT_EQ(localtime_s(nullptr, &Negative), EINVAL);
}

//===----------------------------------------------------------------------===//
// fopen_s, _wfopen_s (Microsoft Learn, "fopen_s, _wfopen_s")
//===----------------------------------------------------------------------===//

std::string TempPath(const char *Name) {
  return ::testing::TempDir() + "amp2hip_windows_" +
         std::to_string(static_cast<long>(::getpid())) + "_" + Name;
}

TEST(WindowsCrtFiles, FopenWritesAndReads) {
  std::string Path = TempPath("fopen.txt");
  std::FILE *File = nullptr;
  ASSERT_EQ(fopen_s(&File, Path.c_str(), "wt"), 0); // MSVC text mode letter
  ASSERT_NE(File, nullptr);
  EXPECT_EQ(std::fputs("line\n", File), 1);
  std::fclose(File);
  File = nullptr;
  ASSERT_EQ(fopen_s(&File, Path.c_str(), "rbS"), 0); // S: sequential hint
  char Line[16] = {};
  ASSERT_NE(std::fgets(Line, sizeof(Line), File), nullptr);
  EXPECT_STREQ(Line, "line\n"); // no CR added: Linux has no text mode
  std::fclose(File);
  std::wstring WidePath(Path.begin(), Path.end()); // ASCII path
  File = nullptr;
  ASSERT_EQ(_wfopen_s(&File, WidePath.c_str(), L"r"), 0);
  ASSERT_NE(File, nullptr);
  std::fclose(File);
  std::remove(Path.c_str());
}

// MSVC's CRT takes `\` as a path separator (MersenneTwister opens
// ".\\MersenneTwister.dat"); a Linux name holding a backslash still opens as
// written.
TEST(WindowsCrtFiles, FopenWindowsSeparators) {
  std::string Path = TempPath("separators.txt");
  std::FILE *File = nullptr;
  ASSERT_EQ(fopen_s(&File, Path.c_str(), "w"), 0);
  std::fputs("x", File);
  std::fclose(File);
  std::string Windows = Path;
  for (char &C : Windows)
    if (C == '/')
      C = '\\';
  File = nullptr;
  ASSERT_EQ(fopen_s(&File, Windows.c_str(), "rb"), 0);
  ASSERT_NE(File, nullptr);
  EXPECT_EQ(std::fgetc(File), 'x');
  std::fclose(File);
  std::remove(Path.c_str());
  // A file whose Linux name holds a backslash.
  std::string Literal = TempPath("back\\slash.txt");
  File = nullptr;
  ASSERT_EQ(fopen_s(&File, Literal.c_str(), "w"), 0);
  std::fclose(File);
  File = nullptr;
  EXPECT_EQ(fopen_s(&File, Literal.c_str(), "r"), 0);
  ASSERT_NE(File, nullptr);
  std::fclose(File);
  std::remove(Literal.c_str());
  // Still missing with either separator.
  File = nullptr;
  EXPECT_EQ(fopen_s(&File, (Windows + "-missing").c_str(), "r"), ENOENT);
  EXPECT_EQ(File, nullptr);
}

TEST(WindowsCrtFiles, FopenErrors) {
  std::FILE *const Sentinel =
      reinterpret_cast<std::FILE *>(static_cast<std::uintptr_t>(0x1000));
  std::FILE *File = Sentinel;
  std::string Missing = TempPath("does_not_exist/x.txt");
  EXPECT_EQ(fopen_s(&File, Missing.c_str(), "r"), ENOENT);
  EXPECT_EQ(File, nullptr); // failed open: null stream
  File = Sentinel;
  EXPECT_EQ(fopen_s(nullptr, "x", "r"), EINVAL);
  errno = 0;
  EXPECT_EQ(fopen_s(&File, nullptr, "r"), EINVAL); // pFile unchanged
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(File, Sentinel);
  EXPECT_EQ(fopen_s(&File, "x", nullptr), EINVAL);
  EXPECT_EQ(File, Sentinel);
  EXPECT_EQ(_wfopen_s(&File, nullptr, L"r"), EINVAL);
  EXPECT_EQ(File, Sentinel);
  EXPECT_EQ(fopen_s(&File, "x", "q"), EINVAL); // not a mode
}

//===----------------------------------------------------------------------===//
// <io.h>: _access, _access_s (Microsoft Learn, "_access, _waccess": mode 00
// existence, 02 write, 04 read, 06 both; -1 with errno ENOENT for a missing
// path, EINVAL for an invalid parameter; "_access_s, _waccess_s": the error
// code instead).
//===----------------------------------------------------------------------===//

TEST(WindowsIo, AccessModes) {
  std::string Path = TempPath("access.txt");
  std::FILE *File = std::fopen(Path.c_str(), "w");
  ASSERT_NE(File, nullptr);
  std::fclose(File);
  EXPECT_EQ(_access(Path.c_str(), 0), 0);
  EXPECT_EQ(_access(Path.c_str(), 2), 0);
  EXPECT_EQ(_access(Path.c_str(), 4), 0);
  EXPECT_EQ(_access(Path.c_str(), 6), 0);
  EXPECT_EQ(_access_s(Path.c_str(), 6), 0);
  std::remove(Path.c_str());
  errno = 0;
  EXPECT_EQ(_access(Path.c_str(), 0), -1);
  EXPECT_EQ(errno, ENOENT);
  EXPECT_EQ(_access_s(Path.c_str(), 0), ENOENT);
  errno = 0;
  EXPECT_EQ(_access(nullptr, 0), -1);
  EXPECT_EQ(errno, EINVAL);
  EXPECT_EQ(_access_s(".", 1), EINVAL); // 01 is no MSVC mode
}

// _umask (Microsoft Learn, "_umask": "If a bit in the mask is 1, the
// corresponding bit in the file's requested permission value is set to 0";
// only _S_IWRITE, 0200, matters on Windows): a file created after
// _umask(0777) is read-only, after _umask(0) writable; the previous mask
// comes back in MSVC's terms; the POSIX mask's group and other bits stay.
TEST(WindowsIo, UmaskMakesNewFilesReadOnly) {
  const mode_t Saved = ::umask(022);
  auto Create = [](const std::string &Path) {
    std::remove(Path.c_str());
    std::FILE *File = std::fopen(Path.c_str(), "w");
    if (File)
      std::fclose(File);
    struct stat Info {};
    ::stat(Path.c_str(), &Info);
    return Info.st_mode & 0777;
  };
  EXPECT_EQ(_umask(0777), 0);
  EXPECT_EQ(Create(TempPath("umask_ro.txt")), 0444u); // 0666 & ~0222
  EXPECT_EQ(_umask(0), 0200);
  EXPECT_EQ(Create(TempPath("umask_rw.txt")), 0644u); // 0666 & ~022
  const mode_t Now = ::umask(Saved);
  EXPECT_EQ(Now, 022u);
  std::remove(TempPath("umask_ro.txt").c_str());
  std::remove(TempPath("umask_rw.txt").c_str());
}

// _chmod (Microsoft Learn, "_chmod, _wchmod": _S_IWRITE set, the file may be
// written; _S_IREAD alone, read-only; -1 with errno ENOENT for a missing
// file) and MSVC's <sys/stat.h> constants, POSIX's owner bits (0400, 0200).
TEST(WindowsIo, ChmodReadOnlyAndBack) {
  EXPECT_EQ(_S_IREAD, 0400);
  EXPECT_EQ(_S_IWRITE, 0200);
  EXPECT_EQ(_S_IEXEC, 0100);
  std::string Path = TempPath("chmod.txt");
  std::FILE *File = std::fopen(Path.c_str(), "w");
  ASSERT_NE(File, nullptr);
  std::fclose(File);
  ASSERT_EQ(::chmod(Path.c_str(), 0664), 0);
  auto Mode = [&] {
    struct stat Info {};
    ::stat(Path.c_str(), &Info);
    return Info.st_mode & 0777;
  };
  EXPECT_EQ(_chmod(Path.c_str(), _S_IREAD), 0);
  EXPECT_EQ(Mode(), 0444u); // 0664 without its three write bits
  EXPECT_EQ(_chmod(Path.c_str(), _S_IREAD | _S_IWRITE), 0);
  EXPECT_EQ(Mode(), 0644u); // the owner's write bit back
  std::remove(Path.c_str());
  errno = 0;
  EXPECT_EQ(_chmod(Path.c_str(), _S_IWRITE), -1);
  EXPECT_EQ(errno, ENOENT);
  errno = 0;
  EXPECT_EQ(_chmod(nullptr, _S_IWRITE), -1);
  EXPECT_EQ(errno, EINVAL);
}

//===----------------------------------------------------------------------===//
// min, max (windef.h's macros) and __min, __max (stdlib.h's; Microsoft Learn,
// "__max" and "__min": "the larger/smaller of the two arguments", of any
// numeric type), here function templates; std::min and std::max still work.
//===----------------------------------------------------------------------===//

TEST(WindowsMinMax, ValuesAndTypes) {
  EXPECT_EQ(min(10, 4), 4);
  EXPECT_EQ(max(10, 4), 10);
  EXPECT_EQ(__min(-3, 7), -3);
  EXPECT_EQ(__max(-3, 7), 7);
  // Mixed operands: the usual arithmetic conversions, as the macros' ?:.
  static_assert(std::is_same<decltype(min(1, 2.5)), double>::value, "");
  EXPECT_EQ(min(1, 2.5), 1.0);
  EXPECT_EQ(__max(1, 2.5), 2.5);
  static_assert(std::is_same<decltype(max(1, 2u)), unsigned>::value, "");
  EXPECT_EQ(max(3, static_cast<std::size_t>(8)), 8u);
  // Equal operands: the second (a < b is false); each evaluated once.
  int Calls = 0;
  auto Next = [&Calls] { return ++Calls; };
  EXPECT_EQ(max(Next(), 0), 1);
  EXPECT_EQ(Calls, 1);
  constexpr int Small = __min(2, 3);
  static_assert(Small == 2, "usable in constant expressions");
  // The standard library's names are untouched.
  EXPECT_EQ(std::min(5, 6), 5);
  EXPECT_EQ(std::max<long>(5, 6L), 6L);
  EXPECT_EQ(std::numeric_limits<int>::max(), INT_MAX);
  {
    using namespace std;
    int A = 9, B = 2;
    EXPECT_EQ(min(A, B), 2); // std::min, or HIP's ::min(int, int) in hipcc
    EXPECT_EQ(max(A, B), 9);
  }
}

//===----------------------------------------------------------------------===//
// stdext's array iterators (Microsoft Learn, "checked_array_iterator
// Class", "make_checked_array_iterator": an iterator over size elements at
// array, at element index), here plain pointers.
//===----------------------------------------------------------------------===//

TEST(MsvcStdext, ArrayIterators) {
  int Data[5] = {1, 2, 3, 4, 5};
  static_assert(std::is_same<stdext::unchecked_array_iterator<const int *>,
                             const int *>::value,
                "");
  static_assert(
      std::is_same<std::iterator_traits<stdext::checked_array_iterator<int *>>::
                       iterator_category,
                   std::random_access_iterator_tag>::value,
      "");
  stdext::checked_array_iterator<int *> Begin =
      stdext::make_checked_array_iterator(Data, 5);
  EXPECT_EQ(Begin.base(), &Data[0]);
  EXPECT_EQ(stdext::make_checked_array_iterator(Data, 5, 2).base(), &Data[2]);
  EXPECT_EQ(*stdext::checked_array_iterator<int *>(Data, 5, 4), 5);
  EXPECT_EQ(stdext::make_unchecked_array_iterator(Data + 4), &Data[4]);
  EXPECT_EQ(stdext::unchecked_array_iterator<int *>(Data), &Data[0]);
  // The C++ AMP book's Chapter 9 copies with iterators made by the
  // constructor: (pointer, size).
  int Copy[5] = {};
  std::copy(stdext::checked_array_iterator<int *>(Data, 5),
            stdext::checked_array_iterator<int *>(Data + 5, 5),
            stdext::checked_array_iterator<int *>(Copy, 5));
  EXPECT_EQ(Copy[0], 1);
  EXPECT_EQ(Copy[4], 5);
  stdext::checked_array_iterator<int *> End = Begin + 5;
  EXPECT_EQ(End - Begin, 5);
  EXPECT_EQ(Begin[3], 4);
  EXPECT_TRUE(Begin < End);
  EXPECT_EQ(std::distance(Begin, End), 5);
}

//===----------------------------------------------------------------------===//
// std::basic_string::_Copy_s (Visual Studio 2010-2015 <xstring>: copies
// min(count, size() - offset) characters, no null, returns how many; an
// offset past the end is out_of_range; more than the buffer holds is an
// invalid parameter), as amp2hip::string_copy_s.
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// The members of MSVC's SIMD unions (msvc_simd_members.def), as the
// translator writes them: amp2hip::m128i_i32(v) is v's lanes as an array of
// sizeof(v) / 4 ints, which reads and writes v itself.
//===----------------------------------------------------------------------===//

TEST(MsvcSimd, EveryMemberCoversItsVector) {
  // Every row: an array as large as the vector, of the row's lane type.
  struct alignas(32) Bytes32 {
    unsigned char B[32];
  } Wide{};
  __m128i Narrow = _mm_setzero_si128();
#define AMP2HIP_SIMD_MEMBER(NAME, LANE)                                        \
  static_assert(sizeof(amp2hip::NAME(Wide)) == 32, #NAME);                     \
  static_assert(sizeof(amp2hip::NAME(Narrow)) == 16, #NAME);                   \
  static_assert(sizeof(amp2hip::NAME(Narrow)[0]) == sizeof(LANE), #NAME);
#include <amp2hip/detail/msvc_simd_members.def>
  EXPECT_EQ(Wide.B[0], 0);
}

TEST(MsvcSimd, LanesReadAndWriteTheVector) {
  __m128i V = _mm_set_epi32(4, 3, 2, 1); // lanes 1, 2, 3, 4 from the lowest
  EXPECT_EQ(amp2hip::m128i_i32(V)[0], 1);
  EXPECT_EQ(amp2hip::m128i_i32(V)[3], 4);
  EXPECT_EQ(amp2hip::m128i_i16(V)[2], 2); // the low half of lane 1
  amp2hip::m128i_i32(V)[1] = 20;
  __m128i Sum = _mm_add_epi32(V, V);
  EXPECT_EQ(amp2hip::m128i_i32(Sum)[1], 40);
  const __m128d D = _mm_set_pd(2.5, -1.0);
  EXPECT_EQ(amp2hip::m128d_f64(D)[0], -1.0);
  EXPECT_EQ(amp2hip::m128d_f64(D)[1], 2.5);
  __m128 F = _mm_set1_ps(1.5f);
  float *Lanes = amp2hip::m128_f32(F);
  Lanes[2] = 7.0f;
  EXPECT_EQ(_mm_cvtss_f32(_mm_shuffle_ps(F, F, _MM_SHUFFLE(2, 2, 2, 2))), 7.0f);
}

//===----------------------------------------------------------------------===//
// MSVC's intrinsics (detail/msvc_intrinsics.h), through <amp2hip/windows.h>
// as <winnt.h> brings them. Expected values: the examples of Microsoft
// Learn's pages ("_BitScanForward, _BitScanForward64": mask 0x1000 -> bit
// 12; "_InterlockedCompareExchange") or computed here bit by bit.
//===----------------------------------------------------------------------===//

TEST(MsvcIntrinsics, BitScansFindTheLowestAndHighestBit) {
  DWORD Index = 99; // MSVC's unsigned long, 32 bits
  EXPECT_EQ(_BitScanForward(&Index, 0x1000u), 1);
  EXPECT_EQ(Index, 12u);
  EXPECT_EQ(_BitScanReverse(&Index, 0x1000u | 0x5u), 1);
  EXPECT_EQ(Index, 12u);
  EXPECT_EQ(_BitScanForward(&Index, 0x1000u | 0x4u), 1);
  EXPECT_EQ(Index, 2u);
  // A zero mask: result 0, the index left as it was.
  EXPECT_EQ(_BitScanReverse(&Index, 0u), 0);
  EXPECT_EQ(Index, 2u);
  unsigned long Wide = 0; // a program's own unsigned long, 64 bits here
  EXPECT_EQ(_BitScanReverse64(&Wide, 1ull << 40 | 1ull), 1);
  EXPECT_EQ(Wide, 40ul);
  EXPECT_EQ(_BitScanForward64(&Wide, 1ull << 40), 1);
  EXPECT_EQ(Wide, 40ul);
  EXPECT_EQ(_BitScanForward64(&Wide, 0ull), 0);
  // Every single bit, against its position.
  for (unsigned Bit = 0; Bit < 32; ++Bit) {
    DWORD Forward = 0, Reverse = 0;
    ASSERT_EQ(_BitScanForward(&Forward, 1u << Bit), 1);
    ASSERT_EQ(_BitScanReverse(&Reverse, 1u << Bit), 1);
    EXPECT_EQ(Forward, Bit);
    EXPECT_EQ(Reverse, Bit);
  }
}

TEST(MsvcIntrinsics, PopulationCountsRotationsAndByteSwaps) {
  auto Bits = [](unsigned long long V) {
    unsigned N = 0;
    for (; V; V >>= 1)
      N += V & 1;
    return N;
  };
  for (unsigned long long V :
       {0ull, 1ull, 0xF0ull, 0xFFFFFFFFull, 0x8000000000000001ull, ~0ull}) {
    EXPECT_EQ(__popcnt64(V), Bits(V)) << V;
    EXPECT_EQ(__popcnt(static_cast<unsigned>(V)),
              Bits(static_cast<unsigned>(V)));
    EXPECT_EQ(__popcnt16(static_cast<unsigned short>(V)),
              Bits(static_cast<unsigned short>(V)));
  }
  EXPECT_EQ(_rotl(0x80000001u, 1), 0x00000003u);
  EXPECT_EQ(_rotr(0x80000001u, 1), 0xC0000000u);
  EXPECT_EQ(_rotl(0x12345678u, 36), 0x23456781u); // 36 mod 32 = 4
  EXPECT_EQ(_rotl(0x12345678u, 0), 0x12345678u);
  EXPECT_EQ(_rotl8(0x81, 1), 0x03);
  EXPECT_EQ(_rotr16(0x0001, 4), 0x1000);
  EXPECT_EQ(_rotl64(0x8000000000000000ull, 4), 0x8ull);
  EXPECT_EQ(_rotr64(0x1ull, 4), 0x1000000000000000ull);
  EXPECT_EQ(_byteswap_ushort(0x1234), 0x3412);
  EXPECT_EQ(_byteswap_ulong(0x12345678u), 0x78563412u);
  EXPECT_EQ(_byteswap_uint64(0x0102030405060708ull), 0x0807060504030201ull);
}

TEST(MsvcIntrinsics, InterlockedOperationsReturnWhatMsvcReturns) {
  LONG Counter = 5;                                // 32 bits, as on Windows
  EXPECT_EQ(_InterlockedIncrement(&Counter), 6);   // the new value
  EXPECT_EQ(_InterlockedDecrement(&Counter), 5);   // the new value
  EXPECT_EQ(_InterlockedExchange(&Counter, 9), 5); // the old value
  EXPECT_EQ(_InterlockedExchangeAdd(&Counter, 3), 9);
  EXPECT_EQ(Counter, 12);
  // Microsoft Learn: stores Exchange when Destination equals Comparand;
  // returns the initial value either way.
  EXPECT_EQ(_InterlockedCompareExchange(&Counter, 40, 12), 12);
  EXPECT_EQ(Counter, 40);
  EXPECT_EQ(_InterlockedCompareExchange(&Counter, 7, 12), 40);
  EXPECT_EQ(Counter, 40);
  EXPECT_EQ(_InterlockedAnd(&Counter, 0x28 & 0x08), 40);
  EXPECT_EQ(Counter, 8);
  EXPECT_EQ(_InterlockedOr(&Counter, 1), 8);
  EXPECT_EQ(_InterlockedXor(&Counter, 9), 9);
  EXPECT_EQ(Counter, 0);
  long Wide = 1L << 40; // a program's own long: 64 bits here
  EXPECT_EQ(InterlockedIncrement(&Wide), (1L << 40) + 1);
  long long Big = 0;
  EXPECT_EQ(_InterlockedExchangeAdd64(&Big, 1ll << 33), 0);
  EXPECT_EQ(InterlockedCompareExchange64(&Big, 1, 1ll << 33), 1ll << 33);
  EXPECT_EQ(Big, 1);
  int A = 0, B = 0;
  void *volatile Slot = &A;
  EXPECT_EQ(_InterlockedExchangePointer(&Slot, &B), static_cast<void *>(&A));
  EXPECT_EQ(InterlockedCompareExchangePointer(&Slot, &A, &A),
            static_cast<void *>(&B)); // not equal: unchanged
  EXPECT_EQ(Slot, static_cast<void *>(&B));
}

TEST(MsvcIntrinsics, InterlockedIncrementIsAtomic) {
  volatile LONG Counter = 0;
  std::vector<std::thread> Threads;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&Counter] {
      for (int I = 0; I < 100000; ++I)
        InterlockedIncrement(&Counter);
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Counter, 400000);
}

TEST(MsvcIntrinsics, ProductsAndCpuid) {
  // (2^64 - 1) * 3 = 2 * 2^64 + (2^64 - 3).
  unsigned long long High = 0;
  EXPECT_EQ(_umul128(~0ull, 3, &High), ~0ull - 2);
  EXPECT_EQ(High, 2u);
  std::uint64_t High64 = 0; // unsigned long on Linux
  EXPECT_EQ(_umul128(1ull << 63, 4, &High64), 0u);
  EXPECT_EQ(High64, 2u);
  long long SignedHigh = 0;
  EXPECT_EQ(_mul128(-1, 5, &SignedHigh), -5); // high half: all ones
  EXPECT_EQ(SignedHigh, -1);
  EXPECT_EQ(__umulh(1ull << 40, 1ull << 40), 1ull << 16);
  EXPECT_EQ(__mulh(-(1ll << 40), 1ll << 40), -(1ll << 16));
#if defined(__x86_64__) || defined(__i386__)
  // Leaf 1's EDX: bit 25 SSE, bit 26 SSE2, as the compiler's own probe.
  int Info[4] = {-1, -1, -1, -1};
  __cpuid(Info, 0);
  EXPECT_GE(Info[0], 1); // the highest leaf
  __cpuid(Info, 1);
  EXPECT_EQ((Info[3] >> 25) & 1, __builtin_cpu_supports("sse") ? 1 : 0);
  EXPECT_EQ((Info[3] >> 26) & 1, __builtin_cpu_supports("sse2") ? 1 : 0);
#endif
}

//===----------------------------------------------------------------------===//
// The console API (detail/windows_console.h) and <conio.h>. Expected values:
// wincon.h's attribute bits (FOREGROUND_BLUE 1, GREEN 2, RED 4, INTENSITY 8;
// BACKGROUND_* the same << 4) against ECMA-48's SGR colours (red 1, green 2,
// blue 4; 30+ foreground, 40+ background, 90+/100+ bright, 39/49 default);
// Microsoft Learn's "SetConsoleTextAttribute" and "GetStdHandle" for the
// results; the bytes put into a pipe for _getch and _kbhit.
//===----------------------------------------------------------------------===//

TEST(WindowsConsole, AttributesAreSgrColours) {
  using amp2hip::detail::sgr_sequence;
  EXPECT_EQ(sgr_sequence(FOREGROUND_RED), "\x1b[31;49m");
  EXPECT_EQ(sgr_sequence(FOREGROUND_GREEN), "\x1b[32;49m");
  EXPECT_EQ(sgr_sequence(FOREGROUND_BLUE), "\x1b[34;49m");
  EXPECT_EQ(sgr_sequence(FOREGROUND_RED | FOREGROUND_GREEN), "\x1b[33;49m");
  EXPECT_EQ(sgr_sequence(FOREGROUND_RED | FOREGROUND_INTENSITY), "\x1b[91;49m");
  // Light grey on black, the console's default: the terminal's default.
  EXPECT_EQ(sgr_sequence(FOREGROUND_RED | FOREGROUND_GREEN | FOREGROUND_BLUE),
            "\x1b[39;49m");
  EXPECT_EQ(sgr_sequence(0x0F), "\x1b[97;49m"); // bright white
  EXPECT_EQ(sgr_sequence(0x07 | BACKGROUND_BLUE), "\x1b[39;44m");
  EXPECT_EQ(sgr_sequence(0x07 | BACKGROUND_RED | BACKGROUND_INTENSITY),
            "\x1b[39;101m");
  EXPECT_EQ(sgr_sequence(0), "\x1b[30;49m"); // black on black: black text
}

TEST(WindowsConsole, RedirectedOutputIsNoConsole) {
  HANDLE In = GetStdHandle(STD_INPUT_HANDLE);
  HANDLE Out = GetStdHandle(STD_OUTPUT_HANDLE);
  HANDLE Err = GetStdHandle(STD_ERROR_HANDLE);
  EXPECT_NE(Out, nullptr);
  EXPECT_NE(Out, INVALID_HANDLE_VALUE);
  EXPECT_NE(In, Out);
  EXPECT_NE(Out, Err);
  EXPECT_EQ(GetStdHandle(42), INVALID_HANDLE_VALUE);
  EXPECT_EQ(GetLastError(), static_cast<DWORD>(ERROR_INVALID_HANDLE));
  SetLastError(ERROR_SUCCESS);
  // gtest's capture makes standard output a file, not a terminal: as a
  // redirected handle on Windows, the console functions fail and write
  // nothing.
  ::unsetenv("AMP2HIP_CONSOLE_COLORS");
  testing::internal::CaptureStdout();
  std::printf("before ");
  BOOL Coloured = SetConsoleTextAttribute(Out, FOREGROUND_RED);
  DWORD Error = GetLastError();
  CONSOLE_SCREEN_BUFFER_INFO Info{};
  BOOL Measured = GetConsoleScreenBufferInfo(Out, &Info);
  BOOL Moved = SetConsoleCursorPosition(Out, COORD{2, 3});
  std::printf("after");
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "before after");
  EXPECT_EQ(Coloured, FALSE);
  EXPECT_EQ(Error, static_cast<DWORD>(ERROR_INVALID_HANDLE));
  EXPECT_EQ(Measured, FALSE);
  EXPECT_EQ(Moved, FALSE);
  // AMP2HIP_CONSOLE_COLORS=1 writes the sequences in order with the text.
  ::setenv("AMP2HIP_CONSOLE_COLORS", "1", 1);
  testing::internal::CaptureStdout();
  std::cout << "a";
  Coloured = SetConsoleTextAttribute(Out, FOREGROUND_GREEN);
  std::printf("b");
  Moved = SetConsoleCursorPosition(Out, COORD{2, 3}); // column 2, row 3
  Measured = GetConsoleScreenBufferInfo(Out, &Info);
  std::cout << "c";
  std::cout.flush();
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "a\x1b[32;49mb\x1b[4;3Hc");
  ::unsetenv("AMP2HIP_CONSOLE_COLORS");
  EXPECT_EQ(Coloured, TRUE);
  EXPECT_EQ(Moved, TRUE);
  EXPECT_EQ(Measured, TRUE);
  EXPECT_EQ(Info.wAttributes, FOREGROUND_GREEN); // the last one set
  EXPECT_GT(Info.dwSize.X, 0);
  EXPECT_EQ(Info.srWindow.Right, Info.dwSize.X - 1);
}

TEST(WindowsConsole, HresultAndDebugOutput) {
  static_assert(sizeof(HRESULT) == 4, "HRESULT is 32 bits, as on Windows");
  EXPECT_TRUE(SUCCEEDED(S_OK));
  EXPECT_TRUE(FAILED(E_FAIL));
  EXPECT_EQ(static_cast<std::uint32_t>(E_FAIL), 0x80004005u);
  ::unsetenv("AMP2HIP_DEBUG_OUTPUT");
  testing::internal::CaptureStderr();
  OutputDebugStringA("not shown\n");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  ::setenv("AMP2HIP_DEBUG_OUTPUT", "1", 1);
  testing::internal::CaptureStderr();
  OutputDebugStringA("shown\n");
  OutputDebugStringW(L"wide\n");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "shown\nwide\n");
  ::unsetenv("AMP2HIP_DEBUG_OUTPUT");
}

/// Standard input replaced by a pipe while it lives.
class PipedStandardInput {
public:
  PipedStandardInput() {
    EXPECT_EQ(::pipe(Ends), 0);
    Saved = ::dup(0);
    ::dup2(Ends[0], 0);
  }
  void write(const char *Text) {
    EXPECT_EQ(::write(Ends[1], Text, std::strlen(Text)),
              static_cast<ssize_t>(std::strlen(Text)));
  }
  void close() {
    ::close(Ends[1]);
    Ends[1] = -1;
  }
  ~PipedStandardInput() {
    ::dup2(Saved, 0);
    ::close(Saved);
    ::close(Ends[0]);
    if (Ends[1] >= 0)
      ::close(Ends[1]);
  }

private:
  int Ends[2] = {-1, -1};
  int Saved = -1;
};

TEST(WindowsConio, KbhitAndGetchReadStandardInput) {
  PipedStandardInput Input;
  EXPECT_EQ(_kbhit(), 0); // nothing typed yet
  Input.write("qz");
  EXPECT_NE(_kbhit(), 0);
  EXPECT_EQ(_getch(), 'q');
  EXPECT_EQ(_getche(), 'z');
  EXPECT_EQ(kbhit(), 0);
  Input.write("\xe9"); // a byte above 127: an unsigned char's value
  EXPECT_EQ(getch(), 0xe9);
  Input.close();
  EXPECT_NE(_kbhit(), 0); // the end of input can be read at once
  EXPECT_EQ(_getch(), EOF);
}

// TBB 4.x's task_scheduler_init (amp2hip/task_scheduler_init.h) on oneTBB.
// With one thread allowed, TBB's algorithms run every iteration on the
// calling thread (oneTBB Developer Guide, "Migrating from
// tbb::task_scheduler_init": max_allowed_parallelism counts it); the limit
// holds only while the object is active.
std::set<std::thread::id> threadsOfParallelFor() {
  std::mutex Lock;
  std::set<std::thread::id> Threads;
  tbb::parallel_for(0, 4096, [&](int) {
    volatile int Work = 0;
    for (int I = 0; I < 2000; ++I)
      Work = Work + I;
    std::lock_guard<std::mutex> Guard(Lock);
    Threads.insert(std::this_thread::get_id());
  });
  return Threads;
}

TEST(TbbTaskSchedulerInit, LimitsThreadsWhileActive) {
  using Control = oneapi::tbb::global_control;
  const std::size_t Default =
      Control::active_value(Control::max_allowed_parallelism);
  EXPECT_GE(tbb::task_scheduler_init::default_num_threads(), 1);
  {
    tbb::task_scheduler_init Init(1);
    EXPECT_TRUE(Init.is_active());
    EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), 1u);
    std::set<std::thread::id> Threads = threadsOfParallelFor();
    ASSERT_EQ(Threads.size(), 1u);
    EXPECT_EQ(*Threads.begin(), std::this_thread::get_id());
    Init.initialize(3); // already active: nothing changes
    EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), 1u);
    Init.terminate();
    EXPECT_FALSE(Init.is_active());
    EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), Default);
  }
  EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), Default);
}

TEST(TbbTaskSchedulerInit, DeferredAndAutomatic) {
  using Control = oneapi::tbb::global_control;
  const std::size_t Default =
      Control::active_value(Control::max_allowed_parallelism);
  tbb::task_scheduler_init Deferred(tbb::task_scheduler_init::deferred);
  EXPECT_FALSE(Deferred.is_active());
  EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), Default);
  Deferred.initialize(1, 4 * 1024 * 1024);
  EXPECT_TRUE(Deferred.is_active());
  EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), 1u);
  EXPECT_EQ(Control::active_value(Control::thread_stack_size),
            4u * 1024 * 1024);
  Deferred.terminate();
  tbb::task_scheduler_init Automatic; // the default number of threads
  EXPECT_TRUE(Automatic.is_active());
  EXPECT_EQ(Control::active_value(Control::max_allowed_parallelism), Default);
}

TEST(MsvcString, CopySCopiesAndCounts) {
  const std::string Text("hello, world"); // 12 characters
  char Buffer[16];
  std::memset(Buffer, '#', sizeof Buffer);
  EXPECT_EQ(amp2hip::string_copy_s(Text, Buffer, sizeof Buffer, Text.size()),
            12u);
  EXPECT_EQ(std::string(Buffer, 13), "hello, world#"); // no null written
  // From offset 7, 5 characters are left: a count of 10 copies 5.
  EXPECT_EQ(amp2hip::string_copy_s(Text, Buffer, sizeof Buffer, 10, 7), 5u);
  EXPECT_EQ(std::string(Buffer, 5), "world");
  EXPECT_EQ(amp2hip::string_copy_s(Text, Buffer, 0, 0, 12), 0u);
  const std::wstring Wide(L"abc");
  wchar_t WideBuffer[3];
  EXPECT_EQ(amp2hip::string_copy_s(Wide, WideBuffer, 3, 3), 3u);
  EXPECT_EQ(std::wstring(WideBuffer, 3), L"abc");
  EXPECT_THROW(amp2hip::string_copy_s(Text, Buffer, sizeof Buffer, 1, 13),
               std::out_of_range);
}

TEST(MsvcStringDeathTest, CopySPastTheBufferAborts) {
#ifdef GTEST_FLAG_SET
  GTEST_FLAG_SET(death_test_style, "threadsafe");
#endif
  const std::string Text("hello, world");
  char Buffer[4];
  EXPECT_DEATH(amp2hip::string_copy_s(Text, Buffer, sizeof Buffer, 5),
               "_Copy_s: 5 characters do not fit in a buffer of 4");
}

//===----------------------------------------------------------------------===//
// _ASSERT, _ASSERTE (Microsoft Learn, "_ASSERT, _ASSERTE, _ASSERT_EXPR
// macros": "file(line) : Assertion failed!" / "... : Assertion failed:
// expression"); active here because this file does not define NDEBUG.
//===----------------------------------------------------------------------===//

#ifndef NDEBUG
TEST(WindowsCrtDbgDeathTest, FailedAssertionsReportAndAbort) {
#ifdef GTEST_FLAG_SET
  GTEST_FLAG_SET(death_test_style, "threadsafe");
#endif
  int Evaluated = 0;
  _ASSERT(++Evaluated == 1);
  _ASSERTE(++Evaluated == 2);
  EXPECT_EQ(Evaluated, 2); // evaluated once each, no report
  EXPECT_DEATH(_ASSERT(Evaluated == 3), "\\([0-9]+\\) : Assertion failed!");
  EXPECT_DEATH(_ASSERTE(1 + 1 == 3),
               "windows_portability_test.cpp\\([0-9]+\\) : Assertion "
               "failed: 1 \\+ 1 == 3");
}
#endif

//===----------------------------------------------------------------------===//
// The table (detail/windows_api.def) agrees with the headers: every FUNCTION
// row is declared at global scope (a using-declaration of it compiles, for
// overload sets and templates too), every TYPE row is a complete type, every
// MACRO row is defined (its expansion, or its expansion with one argument,
// differs from its spelling), and the rows are well-formed.
//===----------------------------------------------------------------------===//

#define AMP2HIP_TEST_SPELL_(...) #__VA_ARGS__
#define AMP2HIP_TEST_SPELL(...) AMP2HIP_TEST_SPELL_(__VA_ARGS__)

struct MacroRow {
  const char *Name;
  const char *Expansion;     ///< `Name` after macro expansion
  const char *CallExpansion; ///< `Name(0)` after macro expansion
  const char *Header;
  const char *Doc;
};

const MacroRow MacroRows[] = {
#define AMP2HIP_WINDOWS_MACRO(Name, Header, Doc)                               \
  {#Name, AMP2HIP_TEST_SPELL(Name), AMP2HIP_TEST_SPELL(Name(0)), Header, Doc},
#include <amp2hip/detail/windows_api.def>
};

struct Row {
  const char *Kind;
  const char *Name;
  const char *Header;
  const char *Doc;
};

const Row Rows[] = {
#define AMP2HIP_WINDOWS_HEADER(Name, RuntimeHeader, Doc)                       \
  {"header", Name, RuntimeHeader, Doc},
#define AMP2HIP_WINDOWS_FUNCTION(Name, Header, Doc)                            \
  {"function", #Name, Header, Doc},
#define AMP2HIP_WINDOWS_INTRINSIC(Name, Header, Doc)                           \
  {"intrinsic", #Name, Header, Doc},
#define AMP2HIP_WINDOWS_TYPE(Name, Header, Doc) {"type", #Name, Header, Doc},
#define AMP2HIP_WINDOWS_MACRO(Name, Header, Doc) {"macro", #Name, Header, Doc},
#include <amp2hip/detail/windows_api.def>
};

#define AMP2HIP_WINDOWS_TYPE(Name, Header, Doc)                                \
  static_assert(sizeof(::Name) > 0, #Name " is a complete type");
#include <amp2hip/detail/windows_api.def>

TEST(WindowsApiTable, EveryFunctionRowIsDeclared) {
#define AMP2HIP_WINDOWS_FUNCTION(Name, Header, Doc) using ::Name;
#define AMP2HIP_WINDOWS_INTRINSIC(Name, Header, Doc) using ::Name;
#include <amp2hip/detail/windows_api.def>
  int Functions = 0;
  for (const Row &R : Rows)
    Functions += std::string(R.Kind) == "function";
  EXPECT_GE(Functions, 40);
}

// windows_base.h defines __declspec only where the compiler does not know it
// as a keyword: Clang does with CUDA and HIP (and -fms-extensions), so a
// compiler that knows it needs no definition.
#if defined(__is_identifier)
#if !__is_identifier(__declspec)
#define AMP2HIP_TEST_DECLSPEC_IS_KEYWORD 1
#endif
#endif

TEST(WindowsApiTable, EveryMacroRowIsDefined) {
  ASSERT_GT(_countof(MacroRows), 0u);
  for (const MacroRow &M : MacroRows) {
#ifdef AMP2HIP_TEST_DECLSPEC_IS_KEYWORD
    if (std::string(M.Name) == "__declspec")
      continue;
#endif
    bool Defined = std::string(M.Expansion) != M.Name ||
                   std::string(M.CallExpansion) != std::string(M.Name) + "(0)";
    EXPECT_TRUE(Defined) << M.Name << " has no definition";
  }
}

TEST(WindowsApiTable, RowsAreWellFormed) {
  std::set<std::string> HeaderNames, Names;
  for (const Row &R : Rows)
    if (std::string(R.Kind) == "header")
      HeaderNames.insert(R.Name);
  const std::set<std::string> RuntimeHeaders = {
      "",
      "amp2hip/windows.h",
      "amp2hip/tchar.h",
      "amp2hip/crtdbg.h",
      "amp2hip/intrin.h",
      "amp2hip/conio.h",
      "amp2hip/task_scheduler_init.h"};
  const std::set<std::string> StandardHeaders = {
      "",        "stdio.h",  "string.h",   "stdlib.h", "time.h",
      "errno.h", "stddef.h", "sys/stat.h", "malloc.h"};
  for (const Row &R : Rows) {
    std::string Name = R.Name, Header = R.Header, Doc = R.Doc;
    EXPECT_TRUE(Names.insert(std::string(R.Kind) + ":" + Name).second)
        << "duplicate row " << Name;
    EXPECT_FALSE(Doc.empty()) << Name;
    EXPECT_EQ(Doc.find('\n'), std::string::npos) << Name;
    if (std::string(R.Kind) == "header") {
      EXPECT_TRUE(RuntimeHeaders.count(Header)) << Name << " -> " << Header;
      for (char C : Name)
        EXPECT_FALSE(C >= 'A' && C <= 'Z') << Name << " is not lower case";
    } else {
      EXPECT_TRUE(HeaderNames.count(Header) || StandardHeaders.count(Header))
          << Name << " names header '" << Header << "'";
    }
  }
  // The includes that are dropped, the mapped ones that have headers of
  // their own, and the program's own headers, which are not rows at all.
  EXPECT_TRUE(HeaderNames.count("sdkddkver.h"));
  EXPECT_TRUE(HeaderNames.count("conio.h"));
  EXPECT_TRUE(HeaderNames.count("intrin.h"));
  EXPECT_FALSE(HeaderNames.count("stdafx.h"));
  EXPECT_FALSE(HeaderNames.count("targetver.h"));
}

} // namespace
