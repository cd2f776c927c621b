# Amp2Hip.cmake: amp2hip as a build step.
#
#   list(APPEND CMAKE_MODULE_PATH <amp2hip>/cmake)
#   include(Amp2Hip)
#   amp2hip_translate(hip_src legacy/app.cpp)
#   amp2hip_add_hip_executable(app_amd    PLATFORM amd    SOURCES ${hip_src})
#   amp2hip_add_hip_executable(app_nvidia PLATFORM nvidia SOURCES ${hip_src})
#
# The translator is the `amp2hip` target when it is part of the same build,
# else the program found as AMP2HIP_EXECUTABLE (on PATH, or set it).
# HIP builds do not use a CMake language: each executable is one hipcc or nvcc
# command (compile and link), wrapped in a custom target.
#
# Cache variables (all have defaults):
#   AMP2HIP_EXECUTABLE          the amp2hip program, when there is no amp2hip target
#   AMP2HIP_HIPCC, AMP2HIP_NVCC the compilers (found on PATH, /usr/local/cuda/bin)
#   AMP2HIP_AMD_ARCHS           hipcc --offload-arch list        (gfx90a,gfx1030)
#   AMP2HIP_NVIDIA_ARCH         nvcc -arch                        (sm_90)
#   AMP2HIP_RUNTIME_INCLUDE_DIR the folder that holds amp2hip/amp.h (the source
#                               tree's runtime/include, or <prefix>/include)
#   AMP2HIP_WERROR              turn warnings of our own and the translated code into
#                               errors (OFF by default; ON in amp2hip's own build).
#                               HIP's headers are on the -isystem path and never trip it.
# NVIDIA builds use the CUDA 13 copy of HIP's headers (PatchHipForCuda.cmake,
# AMP2HIP_HIP_NVIDIA_INCLUDE), made at configure time on first use.

include_guard(GLOBAL)

set(_AMP2HIP_MODULE_DIR "${CMAKE_CURRENT_LIST_DIR}" CACHE INTERNAL "Folder of Amp2Hip.cmake")

option(AMP2HIP_WERROR "Treat warnings in amp2hip's runtime and translated code as errors" OFF)
set(AMP2HIP_AMD_ARCHS "gfx90a,gfx1030" CACHE STRING "hipcc --offload-arch value for AMD builds")
set(AMP2HIP_NVIDIA_ARCH "sm_90" CACHE STRING "nvcc -arch for NVIDIA builds")

if(NOT AMP2HIP_RUNTIME_INCLUDE_DIR)
  if(EXISTS "${_AMP2HIP_MODULE_DIR}/../runtime/include")
    # Source tree: <amp2hip>/cmake/Amp2Hip.cmake
    get_filename_component(_amp2hip_rt "${_AMP2HIP_MODULE_DIR}/../runtime/include" ABSOLUTE)
  else()
    # Installed: <prefix>/lib/cmake/amp2hip/Amp2Hip.cmake -> <prefix>/include
    get_filename_component(_amp2hip_rt "${_AMP2HIP_MODULE_DIR}/../../../include" ABSOLUTE)
  endif()
  set(AMP2HIP_RUNTIME_INCLUDE_DIR "${_amp2hip_rt}" CACHE PATH
    "Folder that holds amp2hip/amp.h (the amp2hip HIP runtime)")
endif()

# Headers the translated code depends on: a change rebuilds every HIP executable.
function(_amp2hip_runtime_headers out_var)
  file(GLOB_RECURSE _hdrs CONFIGURE_DEPENDS
    "${AMP2HIP_RUNTIME_INCLUDE_DIR}/amp2hip/*.h"
    "${AMP2HIP_RUNTIME_INCLUDE_DIR}/amp2hip/*.hpp")
  set(${out_var} "${_hdrs}" PARENT_SCOPE)
endfunction()

# amp2hip_translate(<out_var> <source.cpp> [OUTPUT <file>] [CLANG_ARGS <arg>...]
#                   [DEPENDS <file>...] [TARGET <name>])
#   Adds a custom command that runs
#     amp2hip <source.cpp> -o <file> -- <CLANG_ARGS>
#   and sets <out_var> to <file>, for use as a source of amp2hip_add_hip_executable()
#   (or any target) in the same directory.
#   <source.cpp>  the C++ AMP source; relative paths are relative to
#                 CMAKE_CURRENT_SOURCE_DIR.
#   OUTPUT        the HIP file to write; relative paths are relative to
#                 CMAKE_CURRENT_BINARY_DIR. Default:
#                 ${CMAKE_CURRENT_BINARY_DIR}/<source name without extension>.hip.cpp
#   CLANG_ARGS    arguments passed to Clang after `--` (-I, -D, -std=...).
#   DEPENDS       more files whose change must re-run the translation (headers
#                 the source includes).
#   TARGET        also add a custom target <name> that owns the output. Give it
#                 when the output feeds several executables (say amd and nvidia):
#                 amp2hip_add_hip_executable() then depends on that target, so
#                 that Makefile generators never run the translation twice at once.
#   The command depends on the source, the translator and, in amp2hip's own
#   build, the AMP declaration headers the translator parses with.
function(amp2hip_translate out_var source)
  cmake_parse_arguments(PARSE_ARGV 2 ARG "" "OUTPUT;TARGET" "CLANG_ARGS;DEPENDS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "amp2hip_translate: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  get_filename_component(_src "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(ARG_OUTPUT)
    get_filename_component(_out "${ARG_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    get_filename_component(_stem "${_src}" NAME_WE)
    set(_out "${CMAKE_CURRENT_BINARY_DIR}/${_stem}.hip.cpp")
  endif()

  _amp2hip_tool(_tool _tool_deps)
  set(_deps "${_src}" ${ARG_DEPENDS} ${_tool_deps})

  file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_out}")
  file(RELATIVE_PATH _rel_src "${CMAKE_SOURCE_DIR}" "${_src}")
  get_filename_component(_out_dir "${_out}" DIRECTORY)
  add_custom_command(
    OUTPUT "${_out}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_out_dir}"
    COMMAND "${_tool}" "${_src}" -o "${_out}" -- ${ARG_CLANG_ARGS}
    DEPENDS ${_deps}
    COMMENT "amp2hip: translating ${_rel_src} -> ${_rel}"
    VERBATIM)
  if(ARG_TARGET)
    add_custom_target(${ARG_TARGET} DEPENDS "${_out}")
    set_property(GLOBAL PROPERTY "AMP2HIP_TRANSLATE_TARGET:${_out}" ${ARG_TARGET})
  endif()
  set(${out_var} "${_out}" PARENT_SCOPE)
endfunction()

# amp2hip_translate_tree(<out_var> SOURCES <file>... ROOT <dir> OUT_DIR <dir>
#                        [HEADERS <file>...] [CLANG_ARGS <arg>...] [TARGET <name>])
#   Translates a program of several files: runs
#     amp2hip --root <ROOT> --out-dir <OUT_DIR> <SOURCES> -- <CLANG_ARGS>
#   which writes each source, and each header of the program it includes (the
#   headers under ROOT), to OUT_DIR with the same relative path, so that the
#   translated tree builds as the original did (add OUT_DIR's folders with
#   INCLUDES where the original had -I). Sets <out_var> to the translated
#   sources. Nothing is written when a file has errors.
#   SOURCES     the C++ AMP sources, under ROOT (relative: to
#               CMAKE_CURRENT_SOURCE_DIR).
#   ROOT        the program's source tree (relative: to CMAKE_CURRENT_SOURCE_DIR).
#   OUT_DIR     where the translated tree goes (relative: to CMAKE_CURRENT_BINARY_DIR).
#   HEADERS     the program's headers: a change re-runs the translation. Default:
#               every *.h, *.hpp, *.hxx, *.inl under ROOT.
#   CLANG_ARGS, TARGET  as for amp2hip_translate().
function(amp2hip_translate_tree out_var)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "ROOT;OUT_DIR;TARGET"
    "SOURCES;HEADERS;CLANG_ARGS")
  if(ARG_UNPARSED_ARGUMENTS OR NOT ARG_SOURCES OR NOT ARG_ROOT OR NOT ARG_OUT_DIR)
    message(FATAL_ERROR "amp2hip_translate_tree: needs SOURCES, ROOT and OUT_DIR "
      "(unexpected: ${ARG_UNPARSED_ARGUMENTS})")
  endif()
  get_filename_component(_root "${ARG_ROOT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  get_filename_component(_out_dir "${ARG_OUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  if(NOT ARG_HEADERS)
    file(GLOB_RECURSE ARG_HEADERS CONFIGURE_DEPENDS "${_root}/*.h" "${_root}/*.hpp"
      "${_root}/*.hxx" "${_root}/*.inl")
  endif()
  set(_srcs "")
  set(_outs "")
  foreach(_s IN LISTS ARG_SOURCES)
    get_filename_component(_abs "${_s}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    file(RELATIVE_PATH _rel "${_root}" "${_abs}")
    if(_rel MATCHES "^\\.\\.")
      message(FATAL_ERROR "amp2hip_translate_tree: ${_abs} is not under ROOT ${_root}")
    endif()
    list(APPEND _srcs "${_abs}")
    list(APPEND _outs "${_out_dir}/${_rel}")
  endforeach()
  _amp2hip_tool(_tool _deps)
  add_custom_command(
    OUTPUT ${_outs}
    COMMAND "${_tool}" --root "${_root}" --out-dir "${_out_dir}" ${_srcs}
            -- ${ARG_CLANG_ARGS}
    DEPENDS ${_srcs} ${ARG_HEADERS} ${_deps}
    COMMENT "amp2hip: translating ${ARG_SOURCES} (and their headers) -> ${_out_dir}"
    VERBATIM)
  if(ARG_TARGET)
    add_custom_target(${ARG_TARGET} DEPENDS ${_outs})
    foreach(_o IN LISTS _outs)
      set_property(GLOBAL PROPERTY "AMP2HIP_TRANSLATE_TARGET:${_o}" ${ARG_TARGET})
    endforeach()
  endif()
  set(${out_var} "${_outs}" PARENT_SCOPE)
endfunction()

# The translator command and what a translation depends on (the translator and,
# in amp2hip's own build, the declaration headers it parses with).
function(_amp2hip_tool tool_var deps_var)
  set(_deps "")
  if(TARGET amp2hip)
    set(_tool "$<TARGET_FILE:amp2hip>")
    list(APPEND _deps amp2hip)
    file(GLOB _amp_headers CONFIGURE_DEPENDS "${_AMP2HIP_MODULE_DIR}/../tool/amp-include/*.h")
    list(APPEND _deps ${_amp_headers})
    # The runtime's files that the declaration headers include: the tables
    # (*.def) and the plain C++ headers both sides share.
    set(_shared "${_AMP2HIP_MODULE_DIR}/../runtime/include/amp2hip/detail")
    file(GLOB _shared_tables CONFIGURE_DEPENDS "${_shared}/*.def")
    list(APPEND _deps ${_shared_tables} "${_shared}/api_enums.h"
      "${_shared}/is_iterator.h" "${_shared}/msvc_amp_includes.h"
      "${_shared}/short_vector_names.h")
  else()
    find_program(AMP2HIP_EXECUTABLE NAMES amp2hip DOC "The amp2hip translator")
    if(NOT AMP2HIP_EXECUTABLE)
      message(FATAL_ERROR "amp2hip: no amp2hip target and no amp2hip program "
        "found; set AMP2HIP_EXECUTABLE")
    endif()
    set(_tool "${AMP2HIP_EXECUTABLE}")
    list(APPEND _deps "${AMP2HIP_EXECUTABLE}")
  endif()
  set(${tool_var} "${_tool}" PARENT_SCOPE)
  set(${deps_var} "${_deps}" PARENT_SCOPE)
endfunction()

# The argument checks of a HIP target's function (a macro: it reads the
# caller's ARG_ variables): nothing left over, some SOURCES.
macro(_amp2hip_check_target_arguments caller)
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${caller}: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "${caller}: SOURCES is empty")
  endif()
endmacro()

# The sources of a HIP target (absolute) and the amp2hip_translate targets that
# own the generated ones: sets <prefix>_sources, <prefix>_c_sources (the C
# sources, `.c`, which MSVC compiles as C: see _amp2hip_c_objects) and
# <prefix>_source_targets.
function(_amp2hip_hip_sources prefix)
  set(_sources "")
  set(_c_sources "")
  set(_source_targets "")
  foreach(_s IN LISTS ARGN)
    get_filename_component(_abs "${_s}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(_ext "${_abs}" LAST_EXT)
    string(TOLOWER "${_ext}" _ext)
    if(_ext STREQUAL ".c")
      list(APPEND _c_sources "${_abs}")
      continue()
    endif()
    list(APPEND _sources "${_abs}")
    # The target of amp2hip_translate(... TARGET) that owns a generated source.
    get_property(_owner GLOBAL PROPERTY "AMP2HIP_TRANSLATE_TARGET:${_abs}")
    if(_owner)
      list(APPEND _source_targets ${_owner})
    endif()
  endforeach()
  set(${prefix}_sources "${_sources}" PARENT_SCOPE)
  set(${prefix}_c_sources "${_c_sources}" PARENT_SCOPE)
  set(${prefix}_source_targets "${_source_targets}" PARENT_SCOPE)
endfunction()

# Appends to the list <var> -I<dir> for each INCLUDES folder (relative to
# CMAKE_CURRENT_SOURCE_DIR unless absolute) and -D<def> for each DEFINES entry.
function(_amp2hip_include_define_flags var)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "" "INCLUDES;DEFINES")
  set(_flags ${${var}})
  foreach(_inc IN LISTS ARG_INCLUDES)
    get_filename_component(_abs "${_inc}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _flags "-I${_abs}")
  endforeach()
  foreach(_def IN LISTS ARG_DEFINES)
    list(APPEND _flags "-D${_def}")
  endforeach()
  set(${var} "${_flags}" PARENT_SCOPE)
endfunction()

# A custom command that archives the objects given after <comment> into
# <archive> (a fresh archive each time, with CMAKE_AR and CMAKE_RANLIB).
function(_amp2hip_archive archive comment)
  get_filename_component(_dir "${archive}" DIRECTORY)
  add_custom_command(
    OUTPUT "${archive}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_dir}"
    COMMAND "${CMAKE_COMMAND}" -E rm -f "${archive}"
    COMMAND "${CMAKE_AR}" qc "${archive}" ${ARGN}
    COMMAND "${CMAKE_RANLIB}" "${archive}"
    DEPENDS ${ARGN}
    COMMENT "${comment}"
    VERBATIM)
endfunction()

# The optimization and debug flags of the build's configuration, the same for
# hipcc, nvcc and the host compilers: -O0 -g for Debug, -O2 -g for
# RelWithDebInfo, -O2 otherwise (Release, MinSizeRel, none). Generator
# expressions, so that multi-configuration generators get each its own; the
# flag that a configuration does not have is dropped from the command. nvcc's
# -g is host debug information, as CMake's CUDA Debug flags (kernels for
# cuda-gdb need -G: add it with FLAGS).
function(_amp2hip_configuration_flags var)
  set(${var} "$<IF:$<CONFIG:Debug>,-O0,-O2>" "$<$<CONFIG:Debug,RelWithDebInfo>:-g>"
    PARENT_SCOPE)
endfunction()

# The objects of a target's C sources: each compiled by the host's C compiler
# (CMAKE_C_COMPILER, else cc) with the configuration's flags
# (_amp2hip_configuration_flags) and the target's INCLUDES and DEFINES,
# into <binary dir>/<name>.c_objects/. Sets <prefix>_c_objects. A HIP
# compiler reads every file as HIP (nvcc -x cu), so C is compiled apart.
function(_amp2hip_c_objects prefix name)
  cmake_parse_arguments(PARSE_ARGV 2 ARG "" "" "SOURCES;INCLUDES;DEFINES")
  set(_objects "")
  if(ARG_SOURCES)
    if(CMAKE_C_COMPILER)
      set(_cc "${CMAKE_C_COMPILER}")
    else()
      find_program(AMP2HIP_HOST_CC NAMES cc gcc clang REQUIRED)
      set(_cc "${AMP2HIP_HOST_CC}")
    endif()
    _amp2hip_configuration_flags(_flags)
    _amp2hip_include_define_flags(_flags INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES})
    set(_dir "${CMAKE_CURRENT_BINARY_DIR}/${name}.c_objects")
    set(_index 0)
    foreach(_src IN LISTS ARG_SOURCES)
      get_filename_component(_stem "${_src}" NAME_WE)
      set(_object "${_dir}/${_index}_${_stem}.o")
      math(EXPR _index "${_index} + 1")
      file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_object}")
      add_custom_command(
        OUTPUT "${_object}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${_dir}"
        COMMAND "${_cc}" ${_flags} -c "${_src}" -o "${_object}"
        DEPENDS "${_src}"
        COMMENT "amp2hip: compiling C object ${_rel}"
        COMMAND_EXPAND_LISTS
        VERBATIM)
      list(APPEND _objects "${_object}")
    endforeach()
  endif()
  set(${prefix}_c_objects "${_objects}" PARENT_SCOPE)
endfunction()

# The options of the calling target (its ARG_ variables) that its compile
# commands take, OPENMP and FP_CONTRACT_OFF, as a list in <var> for
# _amp2hip_hip_command and _amp2hip_host_kernels.
macro(_amp2hip_forwarded_options var)
  set(${var} "")
  foreach(_amp2hip_option OPENMP FP_CONTRACT_OFF)
    if(ARG_${_amp2hip_option})
      list(APPEND ${var} ${_amp2hip_option})
    endif()
  endforeach()
endmacro()

# The compiler and flags of a HIP target of <platform> (see
# amp2hip_add_hip_executable), with the runtime's, INCLUDES', DEFINES' and
# FLAGS' arguments: sets <prefix>_compiler, <prefix>_flags,
# <prefix>_after_sources (what a link command needs between the sources and the
# libraries) and <prefix>_system_libs (the libraries a link adds after the
# target's). <caller> names the target in error messages.
function(_amp2hip_hip_command prefix caller platform)
  cmake_parse_arguments(PARSE_ARGV 3 ARG "OPENMP;FP_CONTRACT_OFF" "" "INCLUDES;DEFINES;FLAGS")
  set(ARG_PLATFORM "${platform}")
  set(_flags "")
  set(_after_sources "")
  set(_system_libs "")
  _amp2hip_configuration_flags(_optimization)
  if(ARG_PLATFORM STREQUAL "amd")
    find_program(AMP2HIP_HIPCC NAMES hipcc HINTS /usr/bin /opt/rocm/bin)
    if(NOT AMP2HIP_HIPCC)
      message(FATAL_ERROR "${caller}: hipcc not found")
    endif()
    set(_compiler "${AMP2HIP_HIPCC}")
    list(APPEND _flags "--offload-arch=${AMP2HIP_AMD_ARCHS}" -std=c++17 ${_optimization}
      -Wall -Wextra)
    if(AMP2HIP_WERROR)
      list(APPEND _flags -Werror)
    endif()
  elseif(ARG_PLATFORM STREQUAL "nvidia")
    find_program(AMP2HIP_NVCC NAMES nvcc HINTS /usr/local/cuda/bin)
    if(NOT AMP2HIP_NVCC)
      message(FATAL_ERROR "${caller}: nvcc not found")
    endif()
    if(NOT AMP2HIP_HIP_NVIDIA_INCLUDE)
      include("${_AMP2HIP_MODULE_DIR}/PatchHipForCuda.cmake")
      amp2hip_patch_hip_for_cuda()
    endif()
    set(_compiler "${AMP2HIP_NVCC}")
    # --extended-lambda: restrict(amp) lambdas written in host code become
    # __device__ / __host__ __device__ lambdas, which nvcc accepts only so.
    list(APPEND _flags "-arch=${AMP2HIP_NVIDIA_ARCH}" -std=c++17 ${_optimization} -x cu
      --extended-lambda
      -D__HIP_PLATFORM_NVIDIA__ -isystem "${AMP2HIP_HIP_NVIDIA_INCLUDE}"
      -cudart static -Xcompiler=-Wall,-Wextra)
    if(AMP2HIP_WERROR)
      list(APPEND _flags -Werror all-warnings -Xcompiler=-Werror)
    endif()
  elseif(ARG_PLATFORM STREQUAL "cpu")
    # The CPU platform (docs/platforms.md): the host compiler, the runtime's
    # <hip/hip_runtime.h> for the CPU, oneTBB and Boost.Context.
    set(_compiler "${CMAKE_CXX_COMPILER}")
    if(NOT _compiler)
      find_program(AMP2HIP_HOST_CXX NAMES c++ g++ clang++ REQUIRED)
      set(_compiler "${AMP2HIP_HOST_CXX}")
    endif()
    list(APPEND _flags -x c++ -std=c++17 ${_optimization} -pthread -Wall -Wextra
      -DAMP2HIP_PLATFORM_CPU=1
      -isystem "${AMP2HIP_RUNTIME_INCLUDE_DIR}/amp2hip/platform/cpu"
      # As hipcc and nvcc do: HIP's keywords are known before the first line.
      -include hip/hip_runtime.h)
    if(AMP2HIP_WERROR)
      list(APPEND _flags -Werror)
    endif()
    # After the sources: -x none, so that a library's file is not read as C++.
    set(_after_sources -x none)
    set(_system_libs -ltbb -lboost_context -pthread)
  else()
    message(FATAL_ERROR "${caller}: PLATFORM must be amd, nvidia or cpu, "
      "got '${ARG_PLATFORM}'")
  endif()
  if(NOT ARG_PLATFORM STREQUAL "cpu")
    # The runtime's PPL (<ppl.h>, the concurrent containers) is oneTBB
    # (docs/features/ppl.md): linked where found, as needed, so that a
    # program without PPL does not depend on libtbb.
    find_library(AMP2HIP_TBB_LIBRARY NAMES tbb DOC "oneTBB")
    if(AMP2HIP_TBB_LIBRARY)
      if(ARG_PLATFORM STREQUAL "nvidia")
        set(_system_libs -Xlinker=--as-needed -ltbb)
      else()
        set(_system_libs -Wl,--as-needed -ltbb)
      endif()
    endif()
  endif()

  if(ARG_OPENMP)
    # MSVC's /openmp (OpenMPSupport): the host code's `#pragma omp`, compiled
    # and linked by the host compiler (nvcc hands host code to it).
    if(ARG_PLATFORM STREQUAL "nvidia")
      list(APPEND _flags -Xcompiler=-fopenmp)
    else()
      list(APPEND _flags -fopenmp)
    endif()
  endif()
  if(ARG_FP_CONTRACT_OFF)
    # MSVC's /fp:precise and /fp:strict: every multiply and add rounded as
    # written, in the kernels as in the host code (no fused multiply-add that
    # the source does not write; docs/features/floating-point-model.md).
    if(ARG_PLATFORM STREQUAL "nvidia")
      list(APPEND _flags -fmad=false -Xcompiler=-ffp-contract=off)
    else()
      list(APPEND _flags -ffp-contract=off)
    endif()
  endif()
  list(APPEND _flags "-I${AMP2HIP_RUNTIME_INCLUDE_DIR}")
  _amp2hip_include_define_flags(_flags INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES})
  list(APPEND _flags ${ARG_FLAGS})

  set(${prefix}_compiler "${_compiler}" PARENT_SCOPE)
  set(${prefix}_flags "${_flags}" PARENT_SCOPE)
  set(${prefix}_after_sources "${_after_sources}" PARENT_SCOPE)
  set(${prefix}_system_libs "${_system_libs}" PARENT_SCOPE)
endfunction()

# amp2hip_add_hip_executable(<name> PLATFORM <amd|nvidia|cpu> SOURCES <file>...
#                            [INCLUDES <dir>...] [DEFINES <def>...] [LIBS <lib>...]
#                            [FLAGS <flag>...] [OUTPUT_NAME <file>] [EXCLUDE_FROM_ALL]
#                            [HOST_KERNELS] [OPENMP] [FP_CONTRACT_OFF])
#   Builds one executable from HIP sources with one compiler command and adds
#   the custom target <name> for it (in ALL unless EXCLUDE_FROM_ALL).
#   PLATFORM amd     hipcc --offload-arch=${AMP2HIP_AMD_ARCHS} -std=c++17 -O2 -Wall -Wextra
#   PLATFORM nvidia  nvcc -arch=${AMP2HIP_NVIDIA_ARCH} -std=c++17 -O2 -x cu --extended-lambda
#                    -D__HIP_PLATFORM_NVIDIA__ -isystem ${AMP2HIP_HIP_NVIDIA_INCLUDE}
#                    -cudart static -Xcompiler=-Wall,-Wextra
#   PLATFORM cpu     ${CMAKE_CXX_COMPILER} -x c++ -std=c++17 -O2 -pthread -Wall -Wextra
#                    -DAMP2HIP_PLATFORM_CPU=1 -include hip/hip_runtime.h
#                    -isystem ${AMP2HIP_RUNTIME_INCLUDE_DIR}/amp2hip/platform/cpu,
#                    linked with -ltbb -lboost_context (docs/platforms.md)
#   -O2 is the flags of the build's configuration: -O0 -g for Debug, -O2 -g for
#   RelWithDebInfo (CMAKE_BUILD_TYPE, or the configuration of a multi-config
#   generator), also for the C sources.
#   All add -I${AMP2HIP_RUNTIME_INCLUDE_DIR}; with AMP2HIP_WERROR, -Werror (hipcc, host
#   compiler) or -Werror all-warnings -Xcompiler=-Werror (nvcc).
#   SOURCES      HIP sources (for example the output of amp2hip_translate()),
#                relative to CMAKE_CURRENT_SOURCE_DIR unless absolute. C sources
#                (`.c`, which MSVC compiles as C) are compiled by the host's C
#                compiler (CMAKE_C_COMPILER, else cc) with -O2 (or the
#                configuration's flags, as the HIP sources), INCLUDES and
#                DEFINES, and linked in (also in amp2hip_add_hip_library).
#   INCLUDES     include folders (-I), relative to CMAKE_CURRENT_SOURCE_DIR.
#   DEFINES      preprocessor definitions, NAME or NAME=VALUE (-D).
#   LIBS         libraries: a CMake library target (linked by file, and built
#                first), a path, a flag starting with '-', or a name (-l<name>).
#   FLAGS        more compiler flags, as written (for nvcc, host flags need
#                -Xcompiler=...).
#   OPENMP       the sources use OpenMP in host code (MSVC's /openmp, a project's
#                OpenMPSupport): -fopenmp (-Xcompiler=-fopenmp for nvcc), which
#                compiles the `#pragma omp` directives and links the host
#                compiler's OpenMP runtime. Implied when a library of LIBS has it.
#   FP_CONTRACT_OFF  no multiply and add contracted into a fused multiply-add
#                that the source does not write (MSVC's /fp:precise and /fp:strict,
#                a project's FloatingPointModel other than Fast; `amp2hip migrate`
#                writes it): -fmad=false and -Xcompiler=-ffp-contract=off (nvcc),
#                -ffp-contract=off (hipcc, host compiler). Without it the compilers
#                contract (their default, as /fp:fast); the C sources are not
#                affected. docs/features/floating-point-model.md.
#   OUTPUT_NAME  the executable's file, relative to CMAKE_CURRENT_BINARY_DIR; default
#                ${CMAKE_CURRENT_BINARY_DIR}/bin/<name>.
#   HOST_KERNELS (amd, nvidia) also builds the program's host kernels, so that the
#                Direct3D WARP and reference accelerators run its kernels on the
#                host (docs/features/warp-in-gpu-builds.md): the same SOURCES built
#                for the CPU platform with -fPIC -shared -DAMP2HIP_HOST_KERNELS=1 and
#                the version script amp2hip/cpu/host_kernels.map into
#                <executable>.host-kernels.so, beside the executable (which finds
#                its kernels by name in its symbol table: do not strip it, or
#                only with --strip-debug). It runs where oneTBB and Boost.Context
#                are installed. Ignored for PLATFORM cpu. The variable
#                AMP2HIP_HOST_KERNELS (ON) gives every executable its host kernels
#                (`cmake -DAMP2HIP_HOST_KERNELS=ON` on a migrated project).
#   The target has the properties AMP2HIP_EXECUTABLE (the file's full path),
#   AMP2HIP_PLATFORM and, with HOST_KERNELS, AMP2HIP_HOST_KERNELS (the library's).
function(amp2hip_add_hip_executable name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG
    "EXCLUDE_FROM_ALL;HOST_KERNELS;OPENMP;FP_CONTRACT_OFF"
    "PLATFORM;OUTPUT_NAME" "SOURCES;INCLUDES;DEFINES;LIBS;FLAGS")
  _amp2hip_check_target_arguments("amp2hip_add_hip_executable(${name})")
  # A library built with OpenMP needs the OpenMP runtime where it is linked.
  foreach(_lib IN LISTS ARG_LIBS)
    if(TARGET "${_lib}")
      get_target_property(_lib_openmp "${_lib}" AMP2HIP_OPENMP)
      if(_lib_openmp)
        set(ARG_OPENMP TRUE)
      endif()
    endif()
  endforeach()
  _amp2hip_forwarded_options(_options)

  if(ARG_OUTPUT_NAME)
    get_filename_component(_exe "${ARG_OUTPUT_NAME}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(_exe "${CMAKE_CURRENT_BINARY_DIR}/bin/${name}")
  endif()
  if(_exe STREQUAL "${CMAKE_CURRENT_BINARY_DIR}/${name}")
    # Ninja would see the file and the target as one node.
    message(FATAL_ERROR "amp2hip_add_hip_executable(${name}): OUTPUT_NAME must not be "
      "${CMAKE_CURRENT_BINARY_DIR}/${name}, the target's own name; use another folder")
  endif()

  _amp2hip_hip_sources(_hip ${ARG_SOURCES})
  set(_sources "${_hip_sources}")
  set(_source_targets "${_hip_source_targets}")
  _amp2hip_hip_command(_hip "amp2hip_add_hip_executable(${name})" "${ARG_PLATFORM}"
    ${_options} INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES} FLAGS ${ARG_FLAGS})
  set(_compiler "${_hip_compiler}")
  set(_flags "${_hip_flags}")

  set(_libs "")
  set(_lib_deps "")
  # The C sources, archived and linked as -L/-l (nvcc's "-x cu" would read
  # an object named on its command line as a source).
  _amp2hip_c_objects(_c ${name} SOURCES ${_hip_c_sources}
    INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES})
  if(_c_c_objects)
    set(_c_archive "${CMAKE_CURRENT_BINARY_DIR}/${name}.c_objects/lib${name}_c.a")
    _amp2hip_archive("${_c_archive}" "amp2hip: archiving the C objects of ${name}"
      ${_c_c_objects})
    list(APPEND _libs "-L${CMAKE_CURRENT_BINARY_DIR}/${name}.c_objects" "-l${name}_c")
    list(APPEND _lib_deps "${_c_archive}")
  endif()
  foreach(_lib IN LISTS ARG_LIBS)
    if(TARGET "${_lib}")
      # A library of amp2hip_add_hip_library, or a CMake library target.
      get_target_property(_archive "${_lib}" AMP2HIP_LIBRARY)
      if(_archive)
        # As -L/-l: nvcc's "-x cu" and hipcc's "-x hip" would read a file
        # named after them as a source.
        get_filename_component(_archive_dir "${_archive}" DIRECTORY)
        get_filename_component(_archive_name "${_archive}" NAME)
        string(REGEX REPLACE "^lib(.*)\\.a$" "\\1" _archive_name "${_archive_name}")
        list(APPEND _libs "-L${_archive_dir}" "-l${_archive_name}")
        # The file too: a target name orders the builds but does not link
        # the executable again when the library changes.
        list(APPEND _lib_deps "${_archive}")
      else()
        list(APPEND _libs "$<TARGET_FILE:${_lib}>")
        list(APPEND _lib_deps "$<TARGET_FILE:${_lib}>")
      endif()
      list(APPEND _lib_deps "${_lib}")
    elseif(_lib MATCHES "^-" OR IS_ABSOLUTE "${_lib}")
      list(APPEND _libs "${_lib}")
    else()
      list(APPEND _libs "-l${_lib}")
    endif()
  endforeach()

  _amp2hip_runtime_headers(_runtime_headers)
  file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_exe}")
  get_filename_component(_exe_dir "${_exe}" DIRECTORY)
  set(_host_kernels "")
  if((ARG_HOST_KERNELS OR AMP2HIP_HOST_KERNELS) AND NOT ARG_PLATFORM STREQUAL "cpu")
    set(_host_kernels "${_exe}.host-kernels.so")
    _amp2hip_host_kernels("${_host_kernels}" "${_sources}" "${_rel}"
      ${_options} INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES})
    list(APPEND _lib_deps "${_host_kernels}")
  endif()
  add_custom_command(
    OUTPUT "${_exe}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_exe_dir}"
    # No stale binary survives a failed build.
    COMMAND "${CMAKE_COMMAND}" -E rm -f "${_exe}"
    COMMAND "${_compiler}" ${_flags} ${_sources} -o "${_exe}" ${_hip_after_sources} ${_libs}
      ${_hip_system_libs}
    DEPENDS ${_sources} ${_runtime_headers} ${_lib_deps}
    COMMENT "amp2hip: building ${ARG_PLATFORM} executable ${_rel}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  if(ARG_EXCLUDE_FROM_ALL)
    add_custom_target(${name} DEPENDS "${_exe}")
  else()
    add_custom_target(${name} ALL DEPENDS "${_exe}")
  endif()
  if(_source_targets)
    add_dependencies(${name} ${_source_targets})
  endif()
  set_target_properties(${name} PROPERTIES
    AMP2HIP_EXECUTABLE "${_exe}"
    AMP2HIP_PLATFORM "${ARG_PLATFORM}"
    AMP2HIP_HOST_KERNELS "${_host_kernels}")
endfunction()

# The host-kernel library <library> of an executable built from <sources>
# (see HOST_KERNELS above); <rel> names the executable in the build's message.
function(_amp2hip_host_kernels library sources rel)
  cmake_parse_arguments(PARSE_ARGV 3 ARG "OPENMP;FP_CONTRACT_OFF" "" "INCLUDES;DEFINES")
  _amp2hip_forwarded_options(_options)
  _amp2hip_hip_command(_cpu "HOST_KERNELS of ${rel}" cpu ${_options}
    INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES}
    FLAGS -fPIC -DAMP2HIP_HOST_KERNELS=1)
  _amp2hip_runtime_headers(_runtime_headers)
  set(_map "${AMP2HIP_RUNTIME_INCLUDE_DIR}/amp2hip/cpu/host_kernels.map")
  get_filename_component(_library_dir "${library}" DIRECTORY)
  add_custom_command(
    OUTPUT "${library}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_library_dir}"
    COMMAND "${CMAKE_COMMAND}" -E rm -f "${library}"
    # Its own C++ runtime, so that it loads where the executable does; the
    # version script keeps all but the kernels and the entry points local.
    COMMAND "${_cpu_compiler}" ${_cpu_flags} ${sources} -o "${library}" -shared
      ${_cpu_after_sources} "-Wl,--version-script=${_map}" -Wl,-Bsymbolic
      -static-libstdc++ -static-libgcc ${_cpu_system_libs}
    DEPENDS ${sources} ${_runtime_headers} "${_map}"
    COMMENT "amp2hip: building the host kernels of ${rel}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
endfunction()

# amp2hip_add_hip_library(<name> PLATFORM <amd|nvidia|cpu> SOURCES <file>...
#                         [INCLUDES <dir>...] [DEFINES <def>...] [FLAGS <flag>...]
#                         [OUTPUT_NAME <file>] [EXCLUDE_FROM_ALL] [OPENMP]
#                         [FP_CONTRACT_OFF])
#   Builds a static library of HIP sources: each source compiled to an object
#   with the compiler and flags of amp2hip_add_hip_executable (and -c), then
#   archived with CMAKE_AR; adds the custom target <name>, in ALL. Give <name> to
#   LIBS of amp2hip_add_hip_executable to link it (the library is built first).
#   Kernels are launched from the translation unit that defines them, so no
#   relocatable device code is needed (no -rdc / -fgpu-rdc).
#   OUTPUT_NAME  the archive, lib<something>.a, relative to CMAKE_CURRENT_BINARY_DIR;
#                default ${CMAKE_CURRENT_BINARY_DIR}/lib/lib<name>.a.
#   EXCLUDE_FROM_ALL  the target is not in ALL (built by name, or by what links it).
#   OPENMP       as for amp2hip_add_hip_executable; an executable linking the
#                library is linked with OpenMP too.
#   FP_CONTRACT_OFF  as for amp2hip_add_hip_executable.
#   The target has the properties AMP2HIP_LIBRARY (the archive's full path),
#   AMP2HIP_PLATFORM and AMP2HIP_OPENMP.
function(amp2hip_add_hip_library name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "EXCLUDE_FROM_ALL;OPENMP;FP_CONTRACT_OFF"
    "PLATFORM;OUTPUT_NAME"
    "SOURCES;INCLUDES;DEFINES;FLAGS")
  _amp2hip_forwarded_options(_options)
  _amp2hip_check_target_arguments("amp2hip_add_hip_library(${name})")
  if(ARG_OUTPUT_NAME)
    get_filename_component(_archive "${ARG_OUTPUT_NAME}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(_archive "${CMAKE_CURRENT_BINARY_DIR}/lib/lib${name}.a")
  endif()
  get_filename_component(_archive_name "${_archive}" NAME)
  if(NOT _archive_name MATCHES "^lib.+\\.a$")
    # Executables link it as -l<name>.
    message(FATAL_ERROR "amp2hip_add_hip_library(${name}): OUTPUT_NAME must be "
      "lib<name>.a, got '${_archive_name}'")
  endif()
  _amp2hip_hip_sources(_hip ${ARG_SOURCES})
  _amp2hip_hip_command(_hip "amp2hip_add_hip_library(${name})" "${ARG_PLATFORM}"
    ${_options} INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES} FLAGS ${ARG_FLAGS})
  _amp2hip_runtime_headers(_runtime_headers)

  set(_objects "")
  set(_index 0)
  set(_object_dir "${CMAKE_CURRENT_BINARY_DIR}/${name}.objects")
  foreach(_src IN LISTS _hip_sources)
    get_filename_component(_stem "${_src}" NAME_WE)
    # The index keeps two sources of one name (a/x.cpp, b/x.cpp) apart.
    set(_object "${_object_dir}/${_index}_${_stem}.o")
    math(EXPR _index "${_index} + 1")
    file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_object}")
    add_custom_command(
      OUTPUT "${_object}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${_object_dir}"
      COMMAND "${_hip_compiler}" ${_hip_flags} -c "${_src}" -o "${_object}"
      DEPENDS "${_src}" ${_runtime_headers}
      COMMENT "amp2hip: compiling ${ARG_PLATFORM} object ${_rel}"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND _objects "${_object}")
  endforeach()
  _amp2hip_c_objects(_c ${name} SOURCES ${_hip_c_sources}
    INCLUDES ${ARG_INCLUDES} DEFINES ${ARG_DEFINES})
  list(APPEND _objects ${_c_c_objects})
  file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_archive}")
  _amp2hip_archive("${_archive}" "amp2hip: archiving ${ARG_PLATFORM} library ${_rel}"
    ${_objects})
  set(_all ALL)
  if(ARG_EXCLUDE_FROM_ALL)
    set(_all "")
  endif()
  add_custom_target(${name} ${_all} DEPENDS "${_archive}")
  if(_hip_source_targets)
    add_dependencies(${name} ${_hip_source_targets})
  endif()
  set_target_properties(${name} PROPERTIES
    AMP2HIP_LIBRARY "${_archive}"
    AMP2HIP_PLATFORM "${ARG_PLATFORM}"
    AMP2HIP_OPENMP "${ARG_OPENMP}")
endfunction()
