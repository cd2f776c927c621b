// The table of HIP's global names (tool/lib/Compat/HipGlobalNames.def), whose
// declarations in a program amp2hip renames (W0003_hip_name_clashes.cpp),
// agrees with HIP's headers: every name of it is declared at global scope by
// <hip/hip_runtime.h> for NVIDIA (CUDA's vector_types.h) and for AMD
// (amd_hip_vector_types.h); a row HIP lacks does not compile.
// REQUIRES: nvcc || hipcc
// RUN: %if nvcc %{ %nvcc-check -I %S/../../tool/lib %s %}
// RUN: %if hipcc %{ %hipcc-asm -I %S/../../tool/lib %s -o %t.s %}
#include <hip/hip_runtime.h>

namespace table_check {
#define AMP2HIP_HIP_VECTOR_BASE(Base)                                          \
  using ::Base##1;                                                             \
  using ::Base##2;                                                             \
  using ::Base##3;                                                             \
  using ::Base##4;                                                             \
  using ::make_##Base##1;                                                      \
  using ::make_##Base##2;                                                      \
  using ::make_##Base##3;                                                      \
  using ::make_##Base##4;
#define AMP2HIP_HIP_GLOBAL_TYPE(Name) using ::Name;
#include "Compat/HipGlobalNames.def"
} // namespace table_check
