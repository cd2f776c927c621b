// amp2hip's conformance harness: replaces the suite's <amptest/platform.h> in the
// nvcc builds (device_run.py puts this folder first on the include path). The
// suite's copy knows only Clang (HCC) and stops with "#error Unrecognized compiler"
// under nvcc's host compiler (GCC); these are the definitions it gives for Clang.
#pragma once

#define AMP_TEST_API
#define AMP_NOEXCEPT noexcept
