// C++ AMP programs choose their code with MSVC's predefined macros: its
// version (`_MSC_VER < 1700`: before Visual Studio 2012, no <amp.h>) and its
// target (`_M_IX86`, `_M_AMD64`, `_M_X64`). amp2hip parses on Linux, as
// hipcc and nvcc compile, where none is defined: the version test took the
// branch without C++ AMP and the target test stopped at its #error. In
// conditionals, each is written as what the output's compilers understand
// (AMP2HIP-W0003) and the file parsed again: `_MSC_VER` compared as a number
// is 1933, the version amp2hip parses as; `defined(_MSC_VER)` stays false.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// In a program header written under --out-dir alike.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/src
// RUN: printf '#pragma once\n#if _MSC_VER >= 1700 && defined(_M_X64)\nconstexpr int header_scale = 3;\n#endif\n' > %t.dir/src/arch.h
// RUN: printf '#include <amp.h>\n#include "arch.h"\nint f() { return header_scale; }\n' > %t.dir/src/main.cpp
// RUN: %amp2hip --root %t.dir/src --out-dir %t.dir/out %t.dir/src/main.cpp 2> %t.dir/err
// RUN: FileCheck %s --check-prefix=HDRWARN < %t.dir/err
// RUN: FileCheck %s --check-prefix=HDRTEXT < %t.dir/out/arch.h
// HDRWARN: arch.h:2:5: warning: '_MSC_VER' in a preprocessor condition
// HDRWARN: arch.h:2:33: warning: '_M_X64' in a preprocessor condition
// HDRTEXT: {{^}}#if 1933 >= 1700 && defined(__x86_64__){{$}}
// A version defined for the parse is the program's choice: left as written.
// RUN: %not %amp2hip %s -o %t.old.cpp -- -D_MSC_VER=1600 2> %t.old.err
// RUN: FileCheck %s --check-prefix=OLD < %t.old.err
// Visual Studio 2012's version parses, <amp.h> with it: Clang's x86 headers
// are read as without _MSC_VER (their MSVC declarations of _xgetbv conflicted
// with Clang's builtins: an error in xsaveintrin.h, E0001, before).
// RUN: %amp2hip %S/Inputs/msvc_version_defined.cpp -o %t.v1700.cpp -- -D_MSC_VER=1700 2> %t.v1700.err
// RUN: FileCheck %s --check-prefix=V1700 --implicit-check-not=error: --allow-empty < %t.v1700.err
// RUN: FileCheck %s --check-prefix=V1700-OUT < %t.v1700.cpp
// V1700-NOT: xsaveintrin.h
// V1700-OUT: {{^}}#ifdef _MSC_VER

// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+2]]:6: warning: '_MSC_VER' in a preprocessor condition is MSVC's version, which the output's compilers do not define; written '1933' (MSVC 19.33, Visual Studio 2022, as amp2hip parses) in the output [AMP2HIP-W0003]
// OUT: #if (1933 < 1700)
#if (_MSC_VER < 1700)
// OLD: W0003_msvc_predefined_macros.cpp:[[@LINE+1]]:2: error: C++ AMP needs Visual Studio 2012
#error C++ AMP needs Visual Studio 2012
#else
#include <amp.h>
using namespace concurrency;
#endif

struct record {
  float cost;
};

struct labelled {
// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+2]]:13: warning: '_M_IX86' in a preprocessor condition is MSVC's name for the x86 target; written '__i386__' (GCC's and Clang's) in the output [AMP2HIP-W0003]
// OUT: #if defined(__i386__)
#if defined(_M_IX86)
  int label;
// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+2]]:16: warning: '_M_AMD64' in a preprocessor condition is MSVC's name for the x64 target; written '__x86_64__' (GCC's and Clang's) in the output [AMP2HIP-W0003]
// OUT: #elif defined (__x86_64__)
#elif defined (_M_AMD64)
  long long label;
#else
#error "Unknown architecture!"
#endif
};

// `defined` of the version is MSVC's compiler, which the output's are not.
// OUT: #if defined(_MSC_VER) && _MSC_VER >= 1700
#if defined(_MSC_VER) && _MSC_VER >= 1700
#error not MSVC
#endif

// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+2]]:8: warning: '_M_X64' in a preprocessor condition
// OUT: #ifdef __x86_64__
#ifdef _M_X64
// A test in a branch the first parse skipped, over two lines: the next parse
// sees it.
// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+5]]:5: warning: '_MSC_VER' in a preprocessor condition
// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+5]]:14: warning: '_M_IX86' in a preprocessor condition
// DIAG: W0003_msvc_predefined_macros.cpp:[[@LINE+4]]:26: warning: '_M_X64' in a preprocessor condition
// OUT: #if 1933 >= 1800 && \
// OUT-NEXT: !defined(__i386__) && __x86_64__
#if _MSC_VER >= 1800 && \
    !defined(_M_IX86) && _M_X64
constexpr int scale = 2;
#endif
#endif

void total(std::vector<record> &records) {
  array_view<record, 1> view(static_cast<int>(records.size()), records);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i].cost *= scale;
  });
  view.synchronize();
}
