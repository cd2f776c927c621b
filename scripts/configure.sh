#!/usr/bin/env bash
# Configure amp2hip's build tree (used by test.sh, quickstart.sh, test/gpu/build.sh).
#
#   scripts/configure.sh [build-dir] [extra cmake args...]
#
# build-dir defaults to $AMP2HIP_BUILD_DIR or build/. Release build; Ninja when
# available, else Unix Makefiles. A build dir configured before keeps its generator.
# Progress goes to stderr.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=${1:-${AMP2HIP_BUILD_DIR:-build}}
[ $# -gt 0 ] && shift

generator=()
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  if command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  else
    generator=(-G "Unix Makefiles")
  fi
fi

echo "configure: cmake -S . -B $build_dir ${generator[*]} -DCMAKE_BUILD_TYPE=Release $*" >&2
cmake -S . -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@" >&2
