//===- amp2hip/detail/hip_check.h - HIP error checking -----------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place where HIP errors become C++ AMP exceptions. Every HIP call
/// of the runtime goes through AMP2HIP_HIP_CHECK, which throws
/// concurrency::out_of_memory for hipErrorOutOfMemory and
/// concurrency::runtime_exception for every other error, with a message that
/// names the failed call, its place in the runtime and HIP's error text.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_HIP_CHECK_H
#define AMP2HIP_DETAIL_HIP_CHECK_H

#include "namespace.h"

#include "exceptions.h"

#include <hip/hip_runtime.h>

#include <cstdio>
#include <exception>
#include <string>

namespace amp2hip::detail {

/// What hip_error_message() adds to an illegal address error: the usual
/// cause in a translated program is a kernel reading or writing outside its
/// views, which Direct3D 11, where C++ AMP ran, let pass (reads gave zero,
/// writes were lost) and which AMP2HIP_DIRECTX_BOUNDS restores
/// (docs/features/directx-bounds.md).
inline constexpr const char *illegal_address_hint =
    "; if a kernel indexes a view outside its extent (Direct3D 11 read zero "
    "there and dropped the writes), build the program with "
    "-DAMP2HIP_DIRECTX_BOUNDS for that behaviour";

/// Builds the message of a failed HIP call: "amp2hip: <call> failed at
/// <file>:<line>: <hipGetErrorString text> (<hipGetErrorName>, code <n>)",
/// with illegal_address_hint after it for hipErrorIllegalAddress.
inline std::string hip_error_message(hipError_t error, const char *call,
                                     const char *file, int line) {
  std::string message = "amp2hip: ";
  message += call;
  message += " failed at ";
  message += file;
  message += ':';
  message += std::to_string(line);
  message += ": ";
  message += hipGetErrorString(error);
  message += " (";
  message += hipGetErrorName(error);
  message += ", code ";
  message += std::to_string(static_cast<int>(error));
  message += ')';
#if !defined(AMP2HIP_PLATFORM_CPU) // (the CPU platform has no such error)
  if (error == hipErrorIllegalAddress)
    message += illegal_address_hint;
#endif
  return message;
}

/// Throws for a failed HIP call and returns for hipSuccess.
/// \param error the result of the call.
/// \param call the call's text, as written.
/// \param file, line where the call is.
/// \throws concurrency::out_of_memory for hipErrorOutOfMemory,
///         concurrency::runtime_exception for any other error; the error code
///         is the hipError_t value.
inline void check_hip(hipError_t error, const char *call, const char *file,
                      int line) {
  if (error == hipSuccess)
    return;
  std::string message = hip_error_message(error, call, file, line);
  if (error == hipErrorOutOfMemory)
    throw concurrency::out_of_memory(message.c_str(), static_cast<int>(error));
  throw concurrency::runtime_exception(message.c_str(),
                                       static_cast<int>(error));
}

/// Reports an error that cannot be thrown (in a destructor) on stderr.
inline void report_swallowed(const char *where, const std::exception &error) {
  std::fprintf(stderr, "amp2hip: error ignored in %s: %s\n", where,
               error.what());
}

/// check_hip() for places that must not throw (destructors): a failed call
/// is reported on stderr (report_swallowed) instead. Returns true on success.
inline bool check_hip_nothrow(hipError_t error, const char *call,
                              const char *file, int line) noexcept {
  try {
    check_hip(error, call, file, line);
    return true;
  } catch (const std::exception &exception) {
    report_swallowed("a destructor", exception);
  } catch (...) {
  }
  return false;
}

} // namespace amp2hip::detail

/// Runs one HIP call and throws a C++ AMP exception when it fails (see
/// amp2hip::detail::check_hip).
#define AMP2HIP_HIP_CHECK(call)                                                \
  ::amp2hip::detail::check_hip((call), #call, __FILE__, __LINE__)

/// Runs one HIP call in a destructor: a failure is reported on stderr, never
/// thrown (see amp2hip::detail::check_hip_nothrow).
#define AMP2HIP_HIP_CHECK_NOTHROW(call)                                        \
  ::amp2hip::detail::check_hip_nothrow((call), #call, __FILE__, __LINE__)

#endif // AMP2HIP_DETAIL_HIP_CHECK_H
