//===- amp2hip/xutility.h - MSVC's <xutility>, portable ---------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What C++ AMP programs take from <xutility>, an internal header of MSVC's
/// standard library that some include by name (the C++ AMP book's
/// `Extras/Scan/Utilities.h`): the iterator machinery (std::iterator_traits,
/// std::distance, std::advance, std::begin, std::end), std::pair and
/// std::swap, and the basic algorithms it defines (std::copy, std::fill,
/// std::min, std::max, std::equal). The translator writes `#include
/// <xutility>` as this header; the standard headers that declare those names
/// in libstdc++ and libc++ are included here.
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_XUTILITY_H
#define AMP2HIP_XUTILITY_H

#include <algorithm>
#include <iterator>
#include <utility>

#endif // AMP2HIP_XUTILITY_H
