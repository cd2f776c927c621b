//===- amp2hip/detail/namespace.h - C++ AMP's namespace ----------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// C++ AMP's namespace, as MSVC's <amp.h> declares it: `Concurrency` is the
/// namespace and `concurrency` an alias of it, so that a program may reopen
/// `namespace Concurrency { ... }` and still write `concurrency::array`.
/// Every runtime header includes this one first.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_NAMESPACE_H
#define AMP2HIP_DETAIL_NAMESPACE_H

namespace Concurrency {}
namespace concurrency = Concurrency;

#endif // AMP2HIP_DETAIL_NAMESPACE_H
