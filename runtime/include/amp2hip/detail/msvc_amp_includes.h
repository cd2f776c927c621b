//===- msvc_amp_includes.h - What MSVC's <amp.h> brings in -------*- C++ -*-===//
//
// Part of amp2hip. The standard headers that MSVC's <amp.h> includes, directly
// or through amprt.h and its ConcRT headers, that AMP programs use without
// including them (std::find_if_not, memcpy, va_start, UINT_MAX, assert,
// std::cout, std::chrono, fabs, ...), and the stdext iterators of MSVC's
// <iterator> (msvc_stdext.h). Plain C++: the runtime's <amp2hip/amp.h>
// and the translator's parse <amp.h> (tool/amp-include) both include this one
// list; test/tool/msvc_amp_includes.cpp translates a program that relies on it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_AMP_INCLUDES_H
#define AMP2HIP_MSVC_AMP_INCLUDES_H

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <future>
#include <iostream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// MSVC's <iterator> also declares stdext::checked_array_iterator and
// friends: plain pointers here.
#include "msvc_stdext.h"

#endif // AMP2HIP_MSVC_AMP_INCLUDES_H
