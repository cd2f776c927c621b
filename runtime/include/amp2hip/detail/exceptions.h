//===- amp2hip/detail/exceptions.h - AMP runtime exceptions ------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The exception types of C++ AMP (C++ AMP v1.2 §12.2 runtime errors):
/// runtime_exception and the four kinds derived from it. Error codes are the
/// HRESULT values that Microsoft's runtime used, except for errors that come
/// from HIP, which carry the hipError_t value.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_EXCEPTIONS_H
#define AMP2HIP_DETAIL_EXCEPTIONS_H

#include "namespace.h"

#include <exception>
#include <string>

namespace amp2hip::detail {
/// HRESULT values used as error codes, as C++ AMP's runtime used them.
namespace hresult {
/// E_FAIL: unspecified failure.
inline constexpr int e_fail = static_cast<int>(0x80004005u);
/// E_OUTOFMEMORY: an allocation failed.
inline constexpr int e_outofmemory = static_cast<int>(0x8007000Eu);
/// DXGI_ERROR_DEVICE_REMOVED: the device is gone (accelerator_view_removed).
inline constexpr int dxgi_device_removed = static_cast<int>(0x887A0005u);
/// E_INVALIDARG: an argument (a compute domain, say) is not valid.
inline constexpr int e_invalidarg = static_cast<int>(0x80070057u);
/// E_NOTIMPL: the feature is not supported.
inline constexpr int e_notimpl = static_cast<int>(0x80004001u);
} // namespace hresult
} // namespace amp2hip::detail

namespace Concurrency {

/// Base class of every exception the runtime throws (C++ AMP v1.2 §12.2.1
/// runtime_exception). what() returns the message given at construction;
/// get_error_code() the error code (an HRESULT, or the hipError_t value when
/// the error came from a HIP call).
class runtime_exception : public std::exception {
public:
  /// Makes an exception carrying \p message (copied; null means empty) and
  /// \p error_code. Never throws other than std::bad_alloc.
  runtime_exception(const char *message, int error_code)
      : message_(message ? message : ""), error_code_(error_code) {}

  /// Makes an exception with an empty message and \p error_code.
  explicit runtime_exception(int error_code)
      : runtime_exception("", error_code) {}

  /// The message given at construction.
  const char *what() const noexcept override { return message_.c_str(); }

  /// The error code given at construction.
  int get_error_code() const noexcept { return error_code_; }

private:
  std::string message_;
  int error_code_;
};

/// Thrown when memory on the accelerator (or pinned host memory) cannot be
/// allocated (C++ AMP v1.2 §12.2.2 out_of_memory). The error code is
/// E_OUTOFMEMORY unless given.
class out_of_memory : public runtime_exception {
public:
  /// Makes an exception carrying \p message and E_OUTOFMEMORY.
  explicit out_of_memory(const char *message)
      : runtime_exception(message, amp2hip::detail::hresult::e_outofmemory) {}
  /// Makes an exception carrying \p message and \p error_code (the
  /// hipError_t value when HIP reported the failure).
  out_of_memory(const char *message, int error_code)
      : runtime_exception(message, error_code) {}
  /// Makes an exception with the message "out of memory".
  out_of_memory() : out_of_memory("out of memory") {}
};

/// Thrown when a parallel_for_each cannot be launched over the given compute
/// domain (C++ AMP v1.2 §12.2.3 invalid_compute_domain): a negative extent, a
/// tile that does not divide the extent, too many threads per tile, or more
/// tiles or threads than the GPU grid allows. The error code is E_INVALIDARG.
class invalid_compute_domain : public runtime_exception {
public:
  /// Makes an exception carrying \p message and E_INVALIDARG.
  explicit invalid_compute_domain(const char *message)
      : runtime_exception(message, amp2hip::detail::hresult::e_invalidarg) {}
  /// Makes an exception with the message "invalid compute domain".
  invalid_compute_domain() : invalid_compute_domain("invalid compute domain") {}
};

/// Thrown when a feature of C++ AMP that this runtime (or the accelerator)
/// does not support is used (C++ AMP v1.2 §12.2.4 unsupported_feature). The
/// error code is E_NOTIMPL.
class unsupported_feature : public runtime_exception {
public:
  /// Makes an exception carrying \p message and E_NOTIMPL.
  explicit unsupported_feature(const char *message)
      : runtime_exception(message, amp2hip::detail::hresult::e_notimpl) {}
  /// Makes an exception with the message "unsupported feature".
  unsupported_feature() : unsupported_feature("unsupported feature") {}
};

/// Thrown when the device of an accelerator_view is lost (C++ AMP v1.2
/// §12.2.5 accelerator_view_removed; with HIP: a sticky device error such as
/// hipErrorLaunchFailure). The error code is DXGI_ERROR_DEVICE_REMOVED; the
/// reason is the HIP error.
class accelerator_view_removed : public runtime_exception {
public:
  /// Makes an exception carrying \p message and the removal \p reason.
  accelerator_view_removed(const char *message, int reason)
      : runtime_exception(message,
                          amp2hip::detail::hresult::dxgi_device_removed),
        reason_(reason) {}
  /// Makes an exception with a default message.
  explicit accelerator_view_removed(int reason)
      : accelerator_view_removed("accelerator_view removed", reason) {}
  /// The reason the view was removed (the HIP error code).
  int get_view_removed_reason() const noexcept { return reason_; }

private:
  int reason_;
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_EXCEPTIONS_H
