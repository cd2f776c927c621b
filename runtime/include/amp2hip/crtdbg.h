//===- amp2hip/crtdbg.h - _ASSERT and _ASSERTE ------------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of <crtdbg.h>: the
/// debug assertions _ASSERT and _ASSERTE (Microsoft Learn, "_ASSERT,
/// _ASSERTE, _ASSERT_EXPR macros"). MSVC checks them when _DEBUG is defined
/// (Debug builds) and removes them otherwise; Linux builds say "release" with
/// NDEBUG instead, so here they check unless NDEBUG is defined, exactly as
/// <cassert>'s assert does. A failed check prints MSVC's report line to
/// stderr, "file(line) : Assertion failed!" (_ASSERT) or "file(line) :
/// Assertion failed: expression" (_ASSERTE), and calls std::abort (the CRT's
/// debug report dialog has no counterpart). The rest of crtdbg.h (the debug
/// heap, _CrtSetReportMode...) is not provided.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CRTDBG_H
#define AMP2HIP_CRTDBG_H

#include <cstdio>
#include <cstdlib>

namespace amp2hip {
namespace detail {

/// Reports a failed _ASSERT (\p Expression null) or _ASSERTE at \p File,
/// \p Line on stderr and aborts.
[[noreturn]] inline void crt_assert_failed(const char *File, int Line,
                                           const char *Expression) {
  if (Expression)
    std::fprintf(stderr, "%s(%d) : Assertion failed: %s\n", File, Line,
                 Expression);
  else
    std::fprintf(stderr, "%s(%d) : Assertion failed!\n", File, Line);
  std::fflush(stderr);
  std::abort();
}

} // namespace detail
} // namespace amp2hip

#ifdef NDEBUG
#define _ASSERT(Expression) ((void)0)
#define _ASSERTE(Expression) ((void)0)
#else
#define _ASSERT(Expression)                                                    \
  (static_cast<bool>(Expression)                                               \
       ? (void)0                                                               \
       : ::amp2hip::detail::crt_assert_failed(__FILE__, __LINE__, nullptr))
#define _ASSERTE(Expression)                                                   \
  (static_cast<bool>(Expression) ? (void)0                                     \
                                 : ::amp2hip::detail::crt_assert_failed(       \
                                       __FILE__, __LINE__, #Expression))
#endif

#endif // AMP2HIP_CRTDBG_H
