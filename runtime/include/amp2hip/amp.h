//===- amp2hip/amp.h - The amp2hip runtime ------------------------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <amp.h>: C++ AMP's
/// host API in namespace concurrency (also spelled Concurrency) over HIP,
/// and the amp2hip namespace that generated kernels and launches use
/// (docs/architecture.md, "Generated code contract"). Header-only, C++17;
/// builds with hipcc (AMD) and with nvcc -D__HIP_PLATFORM_NVIDIA__.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_AMP_H
#define AMP2HIP_AMP_H

#include "detail/namespace.h"

/// Defined for programs built against amp2hip's runtime, so that code that
/// must still build with Visual C++ can guard the amp2hip extensions
/// (amp2hip::get_stats(), ...) with #ifdef AMP2HIP_RUNTIME.
#define AMP2HIP_RUNTIME 1

/// MSVC's <amprt.h> spells "no restriction" (cpu) as the empty __CPU_ONLY.
/// The translator writes its uses of __GPU and __GPU_ONLY as HIP's
/// qualifiers, but an empty macro leaves nothing in the AST to rewrite: its
/// uses stay, and mean nothing here too (tool/amp-include/amp.h).
#ifndef __CPU_ONLY
#define __CPU_ONLY
#endif

#include "detail/msvc_amp_includes.h"
// std::wcout and std::cout in one program, as on Windows.
#include "detail/msvc_console.h"

#include "detail/exceptions.h"
#include "detail/hip_check.h"
#include "detail/lifetime.h"
#include "detail/stats.h"

#include "detail/barrier.h"
#include "detail/extent.h"
#include "detail/index.h"
#include "detail/tiled.h"

#include "detail/accelerator.h"
#include "detail/atomics.h"
#include "detail/direct3d.h"
#include "detail/array.h"
#include "detail/array_view.h"
#include "detail/buffer.h"
#include "detail/completion_future.h"
#include "detail/device_view.h"

#include "detail/kernel_param.h"
#include "detail/launch.h"
#include "detail/launch_domain.h"

#endif // AMP2HIP_AMP_H
