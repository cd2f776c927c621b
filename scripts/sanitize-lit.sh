#!/usr/bin/env bash
# The translator's lit suite under AddressSanitizer and UndefinedBehaviorSanitizer:
# configures a second build tree with -DAMP2HIP_SANITIZE="address;undefined" (no AMD
# or NVIDIA builds: only the translator is built), builds amp2hip and runs
# test/tool with lit. Any sanitizer report fails the test that triggered it
# (both abort at their first report, which even `not` counts as a failure;
# ASan's leak check is on). scripts/test.sh (CI) builds its translator with
# UndefinedBehaviorSanitizer only (AddressSanitizer doubled the time of every
# translation, and CI's run came close to its limit on a slow machine): this
# script is the AddressSanitizer check of the lit suite, run by hand before a
# submission, without building the programs.
#
#   scripts/sanitize-lit.sh [build-dir] [lit args...]   (default: build-sanitize)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=${1:-build-sanitize}
[ $# -gt 0 ] && shift
jobs=${AMP2HIP_JOBS:-$(nproc 2>/dev/null || echo 2)}

scripts/configure.sh "$build_dir" -DAMP2HIP_SANITIZE="address;undefined" \
  -DAMP2HIP_BUILD_AMD=OFF -DAMP2HIP_BUILD_NVIDIA=OFF
cmake --build "$build_dir" --target amp2hip --parallel "$jobs"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1}
lit=/usr/lib/llvm-19/build/utils/lit/lit.py
echo "sanitize-lit: lit on $build_dir/test/tool (ASAN_OPTIONS=$ASAN_OPTIONS)" >&2
python3 "$lit" -sv "$build_dir/test/tool" "$@"
