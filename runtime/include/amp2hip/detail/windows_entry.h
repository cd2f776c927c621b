//===- amp2hip/detail/windows_entry.h - _tmain and wmain --------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Linux starts a program at main(int, char **). A Windows program may start
/// at wmain (wide arguments) or at _tmain (tchar.h: main or wmain by
/// _UNICODE; Microsoft Learn, "main function and command-line arguments").
/// The translator keeps the user's function, under the name amp2hip_tmain
/// for _tmain (tchar.h's macro) and wmain for wmain, and appends
/// AMP2HIP_TMAIN_ENTRY (tchar.h) or AMP2HIP_WMAIN_ENTRY (here) after it; the
/// macro defines main, which converts argv to the user function's character
/// type (widen_argument, in the current locale: main runs before the program
/// can call setlocale, so that is the "C" locale unless a static
/// initializer set another) and calls it.
///
/// Supported forms of the user function, with CharT its character type:
/// `int f()`, `int f(int, CharT *[])` (or CharT **, CharT *const *...),
/// `int f(int, const CharT *[])`, and each with a void result (main then
/// returns 0). The three-parameter form with envp is not supported (a
/// static_assert says so).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_ENTRY_H
#define AMP2HIP_DETAIL_WINDOWS_ENTRY_H

#include "windows_text.h"

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {

/// The command line of main(argc, argv) as CharT strings: for char the
/// original argv, for wchar_t each argument through widen_argument. argv()
/// has argc + 1 elements, the last nullptr, as C requires of main's argv;
/// the strings live as long as the object.
template <typename CharT> class main_arguments {
public:
  main_arguments(int Argc, char **Argv) : Count(Argc < 0 ? 0 : Argc) {
    Pointers.reserve(static_cast<std::size_t>(Count) + 1);
    if constexpr (std::is_same_v<CharT, char>) {
      for (int I = 0; I < Count; ++I)
        Pointers.push_back(Argv[I]);
    } else {
      static_assert(std::is_same_v<CharT, wchar_t>,
                    "amp2hip: arguments are char or wchar_t strings");
      Storage.reserve(static_cast<std::size_t>(Count));
      for (int I = 0; I < Count; ++I)
        Storage.push_back(widen_argument(Argv[I]));
      for (std::basic_string<CharT> &Argument : Storage)
        Pointers.push_back(&Argument[0]);
    }
    Pointers.push_back(nullptr);
  }

  main_arguments(const main_arguments &) = delete;
  main_arguments &operator=(const main_arguments &) = delete;

  int argc() const { return Count; }
  CharT **argv() { return Pointers.data(); }

private:
  int Count;
  std::vector<std::basic_string<CharT>> Storage;
  std::vector<CharT *> Pointers;
};

template <typename T> inline constexpr bool entry_dependent_false = false;

/// Calls \p Entry with \p Args; its result as main's, 0 for a void result.
template <typename Entry, typename... Args>
int call_entry(Entry &Function, Args &&...Arguments) {
  using Result = std::invoke_result_t<Entry &, Args...>;
  if constexpr (std::is_void_v<Result>) {
    Function(std::forward<Args>(Arguments)...);
    return 0;
  } else {
    return static_cast<int>(Function(std::forward<Args>(Arguments)...));
  }
}

/// The body of the main that AMP2HIP_TMAIN_ENTRY and AMP2HIP_WMAIN_ENTRY
/// define: converts argv to CharT (main_arguments) and calls \p Entry (a
/// wrapper of the user's function, callable with the arguments the user's
/// function takes) in the first form it accepts: (int, CharT **),
/// (int, const CharT **), (). Returns its result (0 for void).
template <typename CharT, typename Entry>
int run_main(int Argc, char **Argv, Entry Function) {
  if constexpr (std::is_invocable_v<Entry &, int, CharT **>) {
    main_arguments<CharT> Arguments(Argc, Argv);
    return call_entry(Function, Arguments.argc(), Arguments.argv());
  } else if constexpr (std::is_invocable_v<Entry &, int, const CharT **>) {
    main_arguments<CharT> Arguments(Argc, Argv);
    return call_entry(Function, Arguments.argc(),
                      const_cast<const CharT **>(Arguments.argv()));
  } else if constexpr (std::is_invocable_v<Entry &>) {
    return call_entry(Function);
  } else {
    static_assert(entry_dependent_false<Entry>,
                  "amp2hip: the program's _tmain/wmain must take (), "
                  "(int, _TCHAR *[]) or (int, const _TCHAR *[]) (envp is not "
                  "supported), with _TCHAR as tchar.h defines it");
    return 1;
  }
}

} // namespace detail
} // namespace amp2hip

/// Defines `int main(int argc, char **argv)` that calls the function named
/// \p Function with argv converted to \p CharT (see run_main).
#define AMP2HIP_DETAIL_MAIN_ENTRY(CharT, Function)                             \
  int main(int argc, char **argv) {                                            \
    return ::amp2hip::detail::run_main<CharT>(                                 \
        argc, argv,                                                            \
        [](auto &&...amp2hip_arguments)                                        \
            -> decltype(Function(static_cast<decltype(amp2hip_arguments) &&>(  \
                amp2hip_arguments)...)) {                                      \
          return Function(static_cast<decltype(amp2hip_arguments) &&>(         \
              amp2hip_arguments)...);                                          \
        });                                                                    \
  }

/// Written by the translator after a program's `wmain`: defines main, which
/// calls wmain with argv as wchar_t strings (widen_argument).
#define AMP2HIP_WMAIN_ENTRY AMP2HIP_DETAIL_MAIN_ENTRY(wchar_t, wmain)

#endif // AMP2HIP_DETAIL_WINDOWS_ENTRY_H
