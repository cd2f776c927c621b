#!/usr/bin/env bash
# install-find-package: `cmake --install` of this build into a fresh prefix, then
# a user project (test/install/project) that says only find_package(amp2hip)
# configures and builds: the translator runs on a main file and its header,
# and the translated program compiles for AMD and/or NVIDIA, and for the CPU
# platform, where it also runs; the NVIDIA build with its host kernels runs
# too, on WARP (this machine has no GPU).
#   run.sh <amp2hip build dir> <scratch dir> <BUILD_AMD ON|OFF> <BUILD_NVIDIA ON|OFF> [<BUILD_CPU ON|OFF>]
set -euo pipefail
build=$1 scratch=$2 amd=$3 nvidia=$4 cpu=${5:-OFF}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
rm -rf "$scratch"
mkdir -p "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" > "$scratch/install.log"
test -x "$scratch/prefix/bin/amp2hip"
test -f "$scratch/prefix/include/amp2hip/amp.h"
test -f "$scratch/prefix/share/amp2hip/amp-include/amp.h"
# The runtime's files that the installed parse headers include.
for shared in msvc_amp_includes.h short_vector.def sampler_modes.def texture_copies.def math_functions.def; do
  test -f "$scratch/prefix/include/amp2hip/detail/$shared"
done
cmake -S "$here/project" -B "$scratch/user" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
  -DBUILD_AMD="$amd" -DBUILD_NVIDIA="$nvidia" -DBUILD_CPU="$cpu"
cmake --build "$scratch/user"
grep -q '__global__ void amp2hip_kernel_scale_scale_' "$scratch/user/hip/include/scale.h"
if [ "$cpu" = ON ]; then
  # scale(v, 2) of {1, 2, 3}.
  out=$("$scratch/user/bin/app_cpu")
  [ "$out" = "2 4 6" ] || { echo "install-find-package: app_cpu printed '$out', not '2 4 6'" >&2; exit 1; }
  echo "install-find-package: the CPU-platform build ran and printed 2 4 6"
  # CMAKE_BUILD_TYPE=Debug: the translated program built with -O0 -g
  # (_amp2hip_configuration_flags) has debug information and runs the same.
  cmake -S "$here/project" -B "$scratch/user-debug" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
    -DCMAKE_BUILD_TYPE=Debug -DBUILD_AMD=OFF -DBUILD_NVIDIA=OFF -DBUILD_CPU=ON > "$scratch/debug.log"
  cmake --build "$scratch/user-debug" --target app_cpu >> "$scratch/debug.log"
  readelf -S "$scratch/user-debug/bin/app_cpu" | grep -q '\.debug_info' ||
    { echo "install-find-package: the Debug build of app_cpu has no .debug_info" >&2; exit 1; }
  if readelf -S "$scratch/user/bin/app_cpu" | grep -q '\.debug_info'; then
    echo "install-find-package: the build without a build type has debug information" >&2; exit 1
  fi
  out=$("$scratch/user-debug/bin/app_cpu")
  [ "$out" = "2 4 6" ] || { echo "install-find-package: the Debug app_cpu printed '$out', not '2 4 6'" >&2; exit 1; }
  echo "install-find-package: the Debug build (-O0 -g) of app_cpu has debug information and printed 2 4 6"
fi
if [ "$nvidia" = ON ]; then
  # The NVIDIA build with its host kernels: no GPU here, so WARP runs scale().
  test -f "$scratch/user/warp/app_nvidia.host-kernels.so"
  out=$("$scratch/user/warp/app_nvidia")
  [ "$out" = "2 4 6" ] || { echo "install-find-package: warp/app_nvidia printed '$out', not '2 4 6'" >&2; exit 1; }
  echo "install-find-package: the NVIDIA build ran on WARP from its host kernels and printed 2 4 6"
fi
echo "install-find-package: the installed amp2hip translated and built the user project"
