# PatchHipForCuda.cmake: a CUDA-13-compatible copy of HIP's NVIDIA headers.
#
# Debian's HIP headers (ROCm 5.2.3) predate CUDA 12. With CUDA 13's nvcc and
# -D__HIP_PLATFORM_NVIDIA__, about two dozen inline wrappers in
# hip/nvidia_detail/*.h fail to compile because CUDA removed or changed the API
# they wrap (texture references, cudaDeviceProp::clockRate, the old
# cudaMemAdvise/cudaMemPrefetchAsync/graph signatures, ...).
#
# amp2hip_patch_hip_for_cuda() copies the installed headers into
#   ${CMAKE_BINARY_DIR}/hip-nvidia/include/hip
# and guards out exactly the wrappers that the installed nvcc rejects, found at
# configure time by compiling a probe against the copy (patch_hip_for_cuda.py,
# beside this file). Nothing is hard-coded and HIP's headers never enter the
# source tree. The copy is cached: it is redone only when nvcc, the installed
# headers or the script change.
#
# Inputs (cache variables, found when not set):
#   AMP2HIP_NVCC             nvcc
#   AMP2HIP_HIP_INCLUDE_DIR  the folder that holds hip/hip_runtime.h (/usr/include)
#   AMP2HIP_NVIDIA_ARCH      nvcc -arch for the probe and the builds (sm_90)
# Result:
#   AMP2HIP_HIP_NVIDIA_INCLUDE  ${CMAKE_BINARY_DIR}/hip-nvidia/include: put it first
#                               on the include path (-isystem) of NVIDIA builds.
#   AMP2HIP_HIP_NVIDIA_GUARDED  how many wrappers were guarded out
# A report of what was guarded: ${CMAKE_BINARY_DIR}/hip-nvidia/amp2hip-patch-report.txt

include_guard(GLOBAL)

set(_AMP2HIP_PATCH_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/patch_hip_for_cuda.py" CACHE INTERNAL "The CUDA 13 patch script")

function(amp2hip_patch_hip_for_cuda)
  if(NOT Python3_EXECUTABLE)
    find_package(Python3 REQUIRED COMPONENTS Interpreter)
  endif()
  find_program(AMP2HIP_NVCC NAMES nvcc HINTS /usr/local/cuda/bin)
  if(NOT AMP2HIP_NVCC)
    message(FATAL_ERROR "amp2hip_patch_hip_for_cuda: nvcc not found")
  endif()
  find_path(AMP2HIP_HIP_INCLUDE_DIR NAMES hip/hip_runtime.h
    HINTS /usr/include /opt/rocm/include
    DOC "Folder holding HIP's headers (hip/hip_runtime.h)")
  if(NOT AMP2HIP_HIP_INCLUDE_DIR)
    message(FATAL_ERROR "amp2hip: HIP headers (hip/hip_runtime.h) not found: "
      "install libamdhip64-dev (scripts/install-deps.sh)")
  endif()
  set(AMP2HIP_NVIDIA_ARCH "sm_90" CACHE STRING "nvcc -arch for NVIDIA builds")

  set(_root "${CMAKE_BINARY_DIR}/hip-nvidia")
  set(_dst "${_root}/include/hip")
  message(STATUS "amp2hip: patching HIP's NVIDIA headers for ${AMP2HIP_NVCC} into ${_dst}")
  execute_process(
    COMMAND "${Python3_EXECUTABLE}" "${_AMP2HIP_PATCH_SCRIPT}"
      --src "${AMP2HIP_HIP_INCLUDE_DIR}/hip"
      --dst "${_dst}"
      --nvcc "${AMP2HIP_NVCC}"
      --arch "${AMP2HIP_NVIDIA_ARCH}"
      --max-iterations 8
    RESULT_VARIABLE _rc
    OUTPUT_VARIABLE _out
    ERROR_VARIABLE _err
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR
      "amp2hip: the CUDA 13 patch of HIP's NVIDIA headers failed (exit ${_rc}).\n"
      "${_err}\n"
      "Fix the cause above, or configure with -DAMP2HIP_BUILD_NVIDIA=OFF to skip NVIDIA builds.")
  endif()
  string(REGEX REPLACE ".*\n" "" _summary "${_out}")
  string(REGEX MATCH "guarded ([0-9]+) wrapper" _m "${_summary}")
  set(_count "${CMAKE_MATCH_1}")
  message(STATUS "amp2hip: HIP NVIDIA headers: ${_summary}; "
    "report: ${_root}/amp2hip-patch-report.txt")

  # Re-run configure when the patch script changes.
  set_property(DIRECTORY "${CMAKE_SOURCE_DIR}" APPEND PROPERTY
    CMAKE_CONFIGURE_DEPENDS "${_AMP2HIP_PATCH_SCRIPT}")
  set(AMP2HIP_HIP_NVIDIA_INCLUDE "${_root}/include" CACHE INTERNAL
    "Patched HIP headers for nvcc (CUDA 13)")
  set(AMP2HIP_HIP_NVIDIA_GUARDED "${_count}" CACHE INTERNAL
    "Number of HIP NVIDIA wrappers guarded out")
endfunction()
