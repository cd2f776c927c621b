//===- amp2hip/detail/api_enums.h - AMP's API enumerations ------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The enumerations of C++ AMP's API, access_type and queuing_mode. Plain
/// C++, written once: the runtime (detail/accelerator.h) and the translator's
/// parse <amp.h> (tool/amp-include/amp.h) both include this header.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_API_ENUMS_H
#define AMP2HIP_DETAIL_API_ENUMS_H

namespace Concurrency {

/// How the CPU may access an array's memory (C++ AMP v1.2 §4.7, §5.1.1):
/// none (device memory only; the host reaches it through copies or
/// array_views), read, write or both directly (memory the CPU and the
/// accelerator share; only on accelerators with supports_cpu_shared_memory),
/// or auto (the accelerator's default_cpu_access_type).
enum access_type {
  access_type_none = 0,
  access_type_read = 1,
  access_type_write = 2,
  access_type_read_write = 3,
  access_type_auto = 4
};

/// When commands sent to an accelerator_view run (C++ AMP v1.2 §3.3.1). The
/// runtime records it only: HIP submits every command at once.
enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_API_ENUMS_H
