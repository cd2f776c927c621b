#!/usr/bin/env bash
# GPU tier, first half: run on the build machine (this one: HIP headers, clang, nvcc,
# no GPU). Translates and builds the NVIDIA binary of every sample and GPU e2e
# program (CMake targets <program>_nvidia, all behind the target gpu-programs) and
# assembles .gpu-bundle/ at the repository root: binaries, expected outputs, a lit
# suite (tests REQUIRE `gpu`), compare_output.py, report.py and a copy of lit. Copy
# the working tree with .gpu-bundle/ to the GPU machine and run test/gpu/run.sh there.
#
#   test/gpu/build.sh [build-dir]      (default: $AMP2HIP_BUILD_DIR or build/)
#
# AMP2HIP_BUNDLE_COMPRESS=auto|always|never: gzip the binaries (auto: when the bundle
# passes 16 MiB; the bundle's lit.cfg.py unpacks them on the GPU machine).
# A program that fails to build is still listed in the bundle, and its test fails on
# the GPU machine ("not built"), so that the others still run. Exit status 0 when the
# bundle was made; 1 when nothing could be bundled.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

build_dir=${1:-${AMP2HIP_BUILD_DIR:-build}}
say() { echo "gpu/build.sh: $*" >&2; }

say "installing dependencies"
scripts/install-deps.sh
say "configuring $build_dir"
scripts/configure.sh "$build_dir"
cache="$build_dir/CMakeCache.txt"
if ! grep -q '^AMP2HIP_BUILD_NVIDIA:BOOL=ON' "$cache"; then
  say "error: AMP2HIP_BUILD_NVIDIA is OFF in $build_dir (nvcc not found?): nothing to bundle"
  exit 1
fi

say "building the NVIDIA binaries (target gpu-programs)"
build_rc=0
if [ -f "$build_dir/build.ninja" ]; then
  cmake --build "$build_dir" --target gpu-programs -- -k 0 || build_rc=$?
else
  cmake --build "$build_dir" --target gpu-programs -- -k || build_rc=$?
fi
[ $build_rc -eq 0 ] || say "warning: some NVIDIA binaries failed to build (see above); bundling the rest"

lit=$(sed -n 's/^AMP2HIP_LIT:[A-Z]*=//p' "$cache")
python3 test/gpu/make_bundle.py --manifest "$build_dir/amp2hip-programs.tsv" \
  --out .gpu-bundle --lit "$lit" --source-root "$PWD" --allow-missing \
  --compress "${AMP2HIP_BUNDLE_COMPRESS:-auto}"

# Benchmarks (bench/): built and bundled when they build; bench/run.sh runs them.
rm -rf .gpu-bundle/bench
mkdir -p .gpu-bundle/bench
for bench in matmul_bench_nvidia transfers_bench_nvidia kernels_bench_nvidia \
    kernels_bench_directx_bounds_nvidia kernels_bench_fp_contract_off_nvidia \
    hip_call_costs_nvidia; do
  if cmake --build "$build_dir" --target "$bench"; then
    cp "$build_dir/bench/bin/$bench" .gpu-bundle/bench/
    strip ".gpu-bundle/bench/$bench" 2>/dev/null || true
  else
    say "warning: the benchmark $bench did not build"
  fi
done

# The runtime's self-checking GPU programs (test/unit/*_gpu_check.hip.cpp, plain
# HIP + runtime): bundled for the GPU machine; test/gpu/run.sh runs them.
rm -rf .gpu-bundle/checks
mkdir -p .gpu-bundle/checks
for check in runtime_gpu_check shared_memory_gpu_check runtime_unit_tests; do
  target="runtime_${check}_nvidia"
  [ "$check" = runtime_unit_tests ] && target=runtime_unit_tests_nvidia
  if cmake --build "$build_dir" --target "$target"; then
    cp "$build_dir/test/unit/bin/nvidia/$check" .gpu-bundle/checks/
    # --strip-debug keeps .symtab: the unit tests' ElfSymbols and the WARP host
    # kernels read it (docs/features/warp-in-gpu-builds.md).
    strip --strip-debug ".gpu-bundle/checks/$check" 2>/dev/null || true
  else
    say "warning: $check did not build"
  fi
done

# Shared libraries that bundled programs may need and the GPU machine lacks
# (it has no package registry): oneTBB, which the runtime's PPL is built on
# (docs/features/ppl.md), and Boost.Context. test/gpu/run.sh puts .gpu-bundle/lib on
# LD_LIBRARY_PATH.
rm -rf .gpu-bundle/lib
mkdir -p .gpu-bundle/lib
tbb=$(sed -n 's/^AMP2HIP_TBB_LIBRARY:[A-Z]*=//p' "$cache")
if [ -n "$tbb" ] && [ -f "$tbb" ]; then
  tbb_soname=$(objdump -p "$tbb" 2>/dev/null | sed -n 's/^ *SONAME *//p')
  cp -L "$tbb" ".gpu-bundle/lib/${tbb_soname:-libtbb.so.12}"
else
  say "warning: oneTBB not found in $cache: programs that use PPL will not start on the GPU machine"
fi
# Boost.Context, which the host-kernel libraries of programs built with
# HOST_KERNELS use for tile barriers (docs/features/warp-in-gpu-builds.md).
boost_context=$(readlink -f "$(${CXX:-c++} -print-file-name=libboost_context.so)")
if [ -f "$boost_context" ]; then
  boost_soname=$(objdump -p "$boost_context" 2>/dev/null | sed -n 's/^ *SONAME *//p')
  cp -L "$boost_context" ".gpu-bundle/lib/${boost_soname:-$(basename "$boost_context")}"
else
  say "warning: Boost.Context not found: host-kernel libraries will not load on the GPU machine"
fi

say "bundle ready: $(du -sh .gpu-bundle | cut -f1) in $PWD/.gpu-bundle:"
grep -v '^#' .gpu-bundle/manifest.tsv | while IFS=$'\t' read -r program _ _ binary _; do
  if [ -f ".gpu-bundle/$binary" ] || [ -f ".gpu-bundle/$binary.gz" ]; then
    state=built
  else
    state="NOT BUILT"
  fi
  printf '  %-32s %s\n' "$program" "$state" >&2
done
say "next, on the GPU machine, from the repository root: test/gpu/run.sh"
