# Amp2HipToolchain.cmake: find the tools amp2hip itself is built and tested with.
#
# Included by the top-level CMakeLists.txt. Sets (cache variables unless noted):
#   LLVM_*/CLANG_* and the imported targets clang-cpp, LLVM, ... (from find_package(Clang))
#   AMP2HIP_LLVM_TOOLS_DIR   /usr/lib/llvm-19/bin
#   AMP2HIP_LIT              lit.py (llvm-19-tools)
#   AMP2HIP_FILECHECK        FileCheck
#   AMP2HIP_NOT              not
#   AMP2HIP_HIPCC            hipcc (empty/NOTFOUND when absent)
#   AMP2HIP_NVCC             nvcc  (empty/NOTFOUND when absent)
#   Python3_EXECUTABLE       python3 (lit, the header patch, the GPU bundle)
# and the options
#   AMP2HIP_BUILD_AMD        build AMD binaries with hipcc    (default: ON if hipcc is found)
#   AMP2HIP_BUILD_NVIDIA     build NVIDIA binaries with nvcc  (default: ON if nvcc is found)
#   AMP2HIP_BUILD_CPU        build CPU-platform binaries with the host compiler, and run
#                            them in CTest (default: ON if oneTBB and Boost.Context are found)
# When AMP2HIP_BUILD_NVIDIA is ON it also runs the CUDA 13 patch of HIP's NVIDIA
# headers (PatchHipForCuda.cmake), which sets AMP2HIP_HIP_NVIDIA_INCLUDE.

include_guard(GLOBAL)

set(AMP2HIP_LLVM_ROOT "/usr/lib/llvm-19" CACHE PATH "Root of the LLVM/Clang 19 installation")

# --- LLVM / Clang 19 (LibTooling) -------------------------------------------
find_package(Clang REQUIRED CONFIG
  HINTS "${AMP2HIP_LLVM_ROOT}/lib/cmake/clang")
if(NOT LLVM_VERSION_MAJOR EQUAL 19)
  message(FATAL_ERROR
    "amp2hip needs LLVM/Clang 19, found ${LLVM_PACKAGE_VERSION} (${LLVM_DIR}). "
    "Run scripts/install-deps.sh or set Clang_DIR to LLVM 19's lib/cmake/clang.")
endif()
message(STATUS "amp2hip: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")
message(STATUS "amp2hip: Clang from ${Clang_DIR}")

set(AMP2HIP_LLVM_TOOLS_DIR "${LLVM_TOOLS_BINARY_DIR}" CACHE PATH "LLVM 19 tools (FileCheck, not)")

# --- lit, FileCheck, not (llvm-19-tools) -------------------------------------
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(AMP2HIP_LIT NAMES lit.py
  HINTS "${AMP2HIP_LLVM_ROOT}/build/utils/lit"
  NO_DEFAULT_PATH)
find_program(AMP2HIP_FILECHECK NAMES FileCheck HINTS "${AMP2HIP_LLVM_TOOLS_DIR}" NO_DEFAULT_PATH)
find_program(AMP2HIP_NOT NAMES not HINTS "${AMP2HIP_LLVM_TOOLS_DIR}" NO_DEFAULT_PATH)
foreach(_tool AMP2HIP_LIT AMP2HIP_FILECHECK AMP2HIP_NOT)
  if(NOT ${_tool})
    message(FATAL_ERROR "amp2hip: ${_tool} not found (package llvm-19-tools; run scripts/install-deps.sh)")
  endif()
endforeach()
message(STATUS "amp2hip: lit ${AMP2HIP_LIT}, FileCheck ${AMP2HIP_FILECHECK}, not ${AMP2HIP_NOT}")

# --- hipcc (AMD) and nvcc (NVIDIA) -------------------------------------------
find_program(AMP2HIP_HIPCC NAMES hipcc HINTS /usr/bin /opt/rocm/bin
  DOC "hipcc for AMD builds")
find_program(AMP2HIP_NVCC NAMES nvcc HINTS /usr/local/cuda/bin
  DOC "nvcc for NVIDIA builds (HIP's NVIDIA platform)")

set(_amp2hip_amd_default OFF)
if(AMP2HIP_HIPCC)
  set(_amp2hip_amd_default ON)
endif()
set(_amp2hip_nvidia_default OFF)
if(AMP2HIP_NVCC)
  set(_amp2hip_nvidia_default ON)
endif()
option(AMP2HIP_BUILD_AMD "Build AMD binaries of the samples and tests with hipcc" ${_amp2hip_amd_default})
option(AMP2HIP_BUILD_NVIDIA "Build NVIDIA binaries of the samples and tests with nvcc" ${_amp2hip_nvidia_default})

# --- oneTBB and Boost.Context (the CPU platform) -----------------------------
find_path(AMP2HIP_TBB_INCLUDE NAMES tbb/parallel_for.h DOC "oneTBB's headers")
find_library(AMP2HIP_TBB_LIBRARY NAMES tbb DOC "oneTBB")
find_path(AMP2HIP_BOOST_CONTEXT_INCLUDE NAMES boost/context/fiber.hpp
  DOC "Boost.Context's headers")
find_library(AMP2HIP_BOOST_CONTEXT_LIBRARY NAMES boost_context DOC "Boost.Context")
set(_amp2hip_cpu_default OFF)
if(AMP2HIP_TBB_INCLUDE AND AMP2HIP_TBB_LIBRARY AND AMP2HIP_BOOST_CONTEXT_INCLUDE
   AND AMP2HIP_BOOST_CONTEXT_LIBRARY)
  set(_amp2hip_cpu_default ON)
endif()
option(AMP2HIP_BUILD_CPU "Build CPU-platform binaries of the samples and tests, and run them"
  ${_amp2hip_cpu_default})
if(AMP2HIP_BUILD_CPU)
  if(NOT _amp2hip_cpu_default)
    message(FATAL_ERROR "AMP2HIP_BUILD_CPU is ON but oneTBB or Boost.Context was not found "
      "(Debian: libtbb-dev libboost-context-dev; run scripts/install-deps.sh)")
  endif()
  message(STATUS "amp2hip: CPU-platform builds with ${CMAKE_CXX_COMPILER}, "
    "${AMP2HIP_TBB_LIBRARY}, ${AMP2HIP_BOOST_CONTEXT_LIBRARY}")
else()
  message(STATUS "amp2hip: CPU-platform builds OFF")
endif()

if(AMP2HIP_BUILD_AMD)
  if(NOT AMP2HIP_HIPCC)
    message(FATAL_ERROR "AMP2HIP_BUILD_AMD is ON but hipcc was not found (run scripts/install-deps.sh)")
  endif()
  message(STATUS "amp2hip: AMD builds with ${AMP2HIP_HIPCC}")
else()
  message(STATUS "amp2hip: AMD builds OFF (hipcc: ${AMP2HIP_HIPCC})")
endif()

if(AMP2HIP_BUILD_NVIDIA)
  if(NOT AMP2HIP_NVCC)
    message(FATAL_ERROR "AMP2HIP_BUILD_NVIDIA is ON but nvcc was not found "
      "(expected /usr/local/cuda/bin/nvcc; pass -DAMP2HIP_NVCC=...)")
  endif()
  message(STATUS "amp2hip: NVIDIA builds with ${AMP2HIP_NVCC}")
  include("${CMAKE_CURRENT_LIST_DIR}/PatchHipForCuda.cmake")
  amp2hip_patch_hip_for_cuda()
else()
  message(STATUS "amp2hip: NVIDIA builds OFF (nvcc: ${AMP2HIP_NVCC})")
endif()
