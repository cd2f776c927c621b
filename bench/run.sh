#!/usr/bin/env bash
# Runs the benchmarks of the GPU bundle (made by test/gpu/build.sh) on the GPU
# machine, from the repository root, and prints their tables. Each benchmark runs
# three times in a row, so the spread between runs is visible next to the ratios.
#
#   bench/run.sh [size] [rounds]        (defaults: 1024 30)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
bench=.gpu-bundle/bench/matmul_bench_nvidia
if [ ! -x "$bench" ]; then
  echo "bench/run.sh: $bench not found: run test/gpu/build.sh on the build machine first" >&2
  exit 2
fi
rc=0
for repeat in 1 2 3; do
  echo "== matmul benchmark, repeat $repeat"
  "$bench" "${1:-1024}" "${2:-30}" || rc=1
done
exit $rc
