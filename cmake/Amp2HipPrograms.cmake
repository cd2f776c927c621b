# Amp2HipPrograms.cmake: amp2hip's own test programs (samples/ and test/gpu/e2e/).
# Internal to amp2hip's build; users want Amp2Hip.cmake.
#
# A program folder holds one or more C++ AMP programs, each a `*.cpp` file that is a
# whole program, with its expected output beside it:
#   <folder>/<folder>.cpp          expected_output.txt
#   <folder>/<folder>_<x>.cpp      expected_output_<x>.txt
#   <folder>/<other>.cpp           expected_output_<other>.txt
# An expected file may start with directive lines, `# tolerance: 1e-5` (relative
# tolerance for numbers), `# abs-tolerance: 1e-7` (absolute), see
# test/gpu/compare_output.py.
# A program's source may hold a marker comment (anywhere, usually near the top):
#   // amp2hip-test: skip <reason>     not translated, built or run (say, it needs
#                                      Windows.h); the reason is printed at configure time
#   // amp2hip-test: no-gpu <reason>   translated and built, but not run by the GPU tier
#                                      (nor by the CPU tier)
#   // amp2hip-test: no-cpu <reason>   built for the CPU platform, but not run by the
#                                      CPU tier (docs/platforms.md names each)
#   // amp2hip-test: host-kernels      the AMD and NVIDIA builds get their host kernels
#                                      (amp2hip_add_hip_executable HOST_KERNELS): WARP
#                                      and REF run kernels on the host there
#   // amp2hip-test: fp-contract-off   built with FP_CONTRACT_OFF (MSVC's /fp:precise,
#                                      as `amp2hip migrate` builds such a project)
#
# amp2hip_add_program_folder(<folder> CATEGORY <sample|e2e> [CLANG_ARGS ...])
#   For each program: translates it and the folder's headers it includes into
#   <program>.hip/ (amp2hip --out-dir; target <program>_hip), builds
#   <program>_amd, <program>_nvidia and <program>_cpu (when AMP2HIP_BUILD_AMD /
#   _NVIDIA / _CPU are ON)
#   into ${CMAKE_CURRENT_BINARY_DIR}/<folder name>/, and records it in the
#   global property AMP2HIP_PROGRAMS, which the compile tier (test/compile) and
#   the GPU tier (test/gpu) read. Each entry is a string
#     <category>|<program>|<source>|<expected file or empty>|<amd target or empty>|<nvidia target or empty>|<ON: run on the GPU>|<cpu target or empty>|<ON: run on the CPU>|<ON: host kernels>
#   Without an amp2hip translator (tool/ not built yet) nothing is added.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Amp2Hip.cmake")

function(_amp2hip_expected_file out_var folder folder_name program)
  set(_candidates "")
  if(program STREQUAL folder_name)
    list(APPEND _candidates "${folder}/expected_output.txt")
  else()
    string(LENGTH "${folder_name}_" _plen)
    string(SUBSTRING "${program}" 0 ${_plen} _prefix)
    if(_prefix STREQUAL "${folder_name}_")
      string(SUBSTRING "${program}" ${_plen} -1 _suffix)
      list(APPEND _candidates "${folder}/expected_output_${_suffix}.txt")
    endif()
  endif()
  list(APPEND _candidates "${folder}/expected_output_${program}.txt"
                          "${folder}/${program}.expected_output.txt")
  foreach(_c IN LISTS _candidates)
    if(EXISTS "${_c}")
      set(${out_var} "${_c}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out_var} "" PARENT_SCOPE)
endfunction()

function(amp2hip_add_program_folder folder)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "CATEGORY" "CLANG_ARGS")
  if(NOT ARG_CATEGORY)
    set(ARG_CATEGORY sample)
  endif()
  get_filename_component(folder "${folder}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  get_filename_component(_folder_name "${folder}" NAME)
  if(NOT TARGET amp2hip AND NOT AMP2HIP_EXECUTABLE)
    message(STATUS "amp2hip: no translator yet, skipping the programs in ${folder}")
    return()
  endif()

  file(GLOB _sources CONFIGURE_DEPENDS "${folder}/*.cpp")
  list(SORT _sources)
  set(_bin "${CMAKE_CURRENT_BINARY_DIR}/${_folder_name}")
  foreach(_src IN LISTS _sources)
    get_filename_component(_prog "${_src}" NAME_WLE)
    file(STRINGS "${_src}" _markers REGEX "amp2hip-test:[ \t]*(skip|no-gpu|no-cpu|host-kernels|fp-contract-off)")
    set(_gpu ON)
    set(_run_cpu ON)
    set(_host_kernels OFF)
    if(_markers MATCHES "amp2hip-test:[ \t]*host-kernels")
      set(_host_kernels ON)
    endif()
    if(_markers MATCHES "amp2hip-test:[ \t]*no-cpu")
      set(_run_cpu OFF)
    endif()
    if(_markers MATCHES "amp2hip-test:[ \t]*skip([^;]*)")
      string(STRIP "${CMAKE_MATCH_1}" _why)
      message(STATUS "amp2hip: skipping ${_folder_name}/${_prog}.cpp (amp2hip-test: skip ${_why})")
      continue()
    elseif(_markers MATCHES "amp2hip-test:[ \t]*no-gpu")
      set(_gpu OFF)
    endif()
    _amp2hip_expected_file(_expected "${folder}" "${_folder_name}" "${_prog}")
    if(NOT _expected AND _gpu)
      message(WARNING "amp2hip: ${_src} has no expected output file "
        "(expected_output*.txt): the GPU tier only checks that it exits with 0")
    endif()
    # The program and its headers (the folder's): amp2hip --out-dir.
    amp2hip_translate_tree(_hip SOURCES "${_src}" ROOT "${folder}"
      OUT_DIR "${_bin}/${_prog}.hip" CLANG_ARGS ${ARG_CLANG_ARGS} TARGET ${_prog}_hip)

    # One executable per platform this build makes: <program>_<platform>.
    foreach(_platform amd nvidia cpu)
      string(TOUPPER "${_platform}" _upper)
      set(_${_platform} "")
      if(NOT AMP2HIP_BUILD_${_upper})
        continue()
      endif()
      set(_${_platform} "${_prog}_${_platform}")
      set(_flags "")
      if(_host_kernels)
        list(APPEND _flags HOST_KERNELS)
      endif()
      if(_markers MATCHES "amp2hip-test:[ \t]*fp-contract-off")
        list(APPEND _flags FP_CONTRACT_OFF)
      endif()
      if(_platform STREQUAL "nvidia")
        # Static C++ runtime: the GPU machine runs these binaries without our toolchain.
        list(APPEND _flags FLAGS "-Xcompiler=-static-libstdc++,-static-libgcc")
      endif()
      amp2hip_add_hip_executable(${_prog}_${_platform} PLATFORM ${_platform}
        SOURCES "${_hip}" INCLUDES "${_bin}/${_prog}.hip"
        OUTPUT_NAME "${_bin}/${_prog}_${_platform}" ${_flags})
    endforeach()
    set_property(GLOBAL APPEND PROPERTY AMP2HIP_PROGRAMS
      "${ARG_CATEGORY}|${_prog}|${_src}|${_expected}|${_amd}|${_nvidia}|${_gpu}|${_cpu}|${_run_cpu}|${_host_kernels}")
  endforeach()
endfunction()
