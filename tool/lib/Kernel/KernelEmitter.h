//===- KernelEmitter.h - A KernelPlan's text --------------------*- C++ -*-===//
//
// The second step of translating a kernel (KernelPlan.h): the text of the
// `__global__` function, of its launch through the runtime's
// `amp2hip::parallel_for_each` (runtime/include/amp2hip/detail/launch.h, which
// calls hipLaunchKernel), and of the call site, as edits. Nothing is analysed
// or reported here; the shapes are specified in docs/architecture.md,
// "Generated code contract".
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELEMITTER_H
#define AMP2HIP_TOOL_KERNEL_KERNELEMITTER_H

#include "Edits/FileEdits.h"
#include "Kernel/KernelPlan.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The text edits that translate one parallel_for_each call (or one function
/// object's class), as offsets in the file being translated: each replaces
/// [Offset, Offset + Length) after the edits inside that range are dropped
/// (Length 0 inserts).
struct KernelRewrite {
  std::vector<Edit> Edits;
  std::string KernelName; ///< the __global__ function launched
  bool NewKernel = false; ///< the edits define the kernel (first use)
  bool Tiled = false;     ///< the kernel takes a tiled_index
  /// KernelPlan::HostConstants: where `[[maybe_unused]] ` goes (once per
  /// offset, whichever kernels name the constant).
  std::vector<unsigned> UnusedHostConstants;
};

/// Writes the edits of \p Plan, in this order: the kernel's definition
/// (inserted at Plan.InsertOffset) when the plan defines it, then by form
/// (KernelLaunchForm): the call `amp2hip::parallel_for_each(domain, kernel,
/// captures...)`; the named lambda's host launcher and the call `k(domain)`;
/// the call `(object).amp2hip_launch(domain)`; the class's member
/// `amp2hip_launch` and its call operator's emptied body.
KernelRewrite emitKernel(const KernelPlan &Plan);

/// The `__global__` function of \p Plan, with its comment line and the
/// blank line after it.
std::string emitKernelDefinition(const KernelPlan &Plan);

/// The launch's kernel expression (the name and explicit template arguments)
/// and arguments (the captures): `amp2hip_kernel_f_12<T>, a, b`.
std::string emitLaunchArguments(const KernelPlan &Plan);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELEMITTER_H
