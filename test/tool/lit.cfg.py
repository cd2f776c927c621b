# lit configuration of the translator tests (test tier 1): one AMP feature or
# one diagnostic per file, input and CHECK lines side by side.
import os
import shutil
import lit.formats

config.name = "amp2hip-translator"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = getattr(config, "lit_binary_dir", config.test_source_root)

config.substitutions.append(("%amp2hip", config.amp2hip_path))
config.substitutions.append(("FileCheck", config.filecheck_path))
config.substitutions.append(("%not", config.not_path))
# The translation of a test file contains the file's own check lines (they
# are comments, kept as written): drop them before FileCheck reads it, or a
# check of the output would match itself. A check line is a line comment
# that starts with a FileCheck prefix (CHECK, OUT, DIAG..., upper case) and a
# colon, or holds CHECK or RUN:.
config.substitutions.append(
    ("%nochecks",
     "grep -v -E -e '^[[:space:]]*// [A-Z][A-Z0-9_]*(-[A-Z]+)*:' -e CHECK -e RUN:"))
# count, not, FileCheck from LLVM 19 first on PATH.
tools_dir = getattr(config, "llvm_tools_dir", "/usr/lib/llvm-19/bin")
config.environment["PATH"] = os.pathsep.join([tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# Device code of a translation, for tests of what it compiles to (atomics):
# %nvcc-ptx SRC -o OUT writes NVIDIA PTX for Hopper (sm_90, the GPU machine's)
# with the runtime headers, warnings as errors (feature nvcc); %hipcc-asm
# writes AMDGPU assembly for gfx90a (feature hipcc); %nvcc-obj SRC -o OUT
# compiles host and device code to an object and %nvcc-check SRC checks that
# they compile (feature nvcc). %ptx-atomics and
# %amdgcn-atomics are grep -E patterns for the atomic instructions.
runtime_include = getattr(config, "runtime_include", "")
nvcc = getattr(config, "nvcc_path", "")
hip_nvidia_include = getattr(config, "hip_nvidia_include", "")
if nvcc and hip_nvidia_include and runtime_include:
    config.available_features.add("nvcc")
    nvcc_base = [
        nvcc, "-arch=sm_90", "-std=c++17", "-O2", "-x", "cu", "--extended-lambda",
        "-D__HIP_PLATFORM_NVIDIA__", "-isystem", hip_nvidia_include,
        "-I", runtime_include, "-Werror", "all-warnings"]
    config.substitutions.append(("%nvcc-ptx", " ".join(nvcc_base + ["-ptx"])))
    # %nvcc-obj SRC -o OUT: the whole translation (host and device code)
    # compiled to an object file, as the compile tier builds programs.
    nvcc_whole = nvcc_base + ["-c"]
    config.substitutions.append(("%nvcc-obj", " ".join(nvcc_whole)))
    # %nvcc-check SRC: the same compilation, except that the host compiler
    # stops after its front end (-fsyntax-only, no object written): every
    # error and front-end warning of nvcc's and the host compiler's, in the
    # device code (compiled by cicc and ptxas) as in the host code, for about
    # a fifth less time; what every test whose output must compile uses.
    config.substitutions.append(("%nvcc-check", " ".join(
        nvcc_whole + ["-Xcompiler", "-fsyntax-only"])))
hipcc = getattr(config, "hipcc_path", "")
if hipcc and runtime_include:
    config.available_features.add("hipcc")
    config.substitutions.append(("%hipcc-asm", " ".join([
        hipcc, "--offload-arch=gfx90a", "-std=c++17", "-O2", "-Werror",
        "-Wno-unused-command-line-argument", "-I", runtime_include,
        "--cuda-device-only", "-S"])))
# %cpu-cxx SRC -x none -o EXE %cpu-libs: a translation built for the CPU
# platform (docs/platforms.md) with the host compiler, as the CMake package's
# PLATFORM cpu builds it (warnings as errors); feature cpu-platform, where
# oneTBB's and Boost.Context's headers are installed.
cxx = shutil.which("c++") or shutil.which("g++")
if (cxx and runtime_include and os.path.exists("/usr/include/tbb/parallel_for.h")
        and os.path.exists("/usr/include/boost/context/fiber.hpp")):
    config.available_features.add("cpu-platform")
    config.substitutions.append(("%cpu-cxx", " ".join([
        cxx, "-x", "c++", "-std=c++17", "-O2", "-pthread", "-Wall", "-Wextra",
        "-Werror", "-DAMP2HIP_PLATFORM_CPU=1", "-isystem",
        os.path.join(runtime_include, "amp2hip", "platform", "cpu"),
        "-include", "hip/hip_runtime.h", "-I", runtime_include])))
    config.substitutions.append(("%cpu-libs", "-ltbb -lboost_context -pthread"))
config.substitutions.append(("%ptx-atomics", r"[[:space:]](atom|red)\.[a-z0-9.]+"))
config.substitutions.append(
    ("%amdgcn-atomics",
     r"[[:space:]]((flat|global|buffer)_atomic_[a-z0-9_]+|ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|wrxchg|cmpst|cmpstore|cmpswap)[a-z0-9_]*)"))
