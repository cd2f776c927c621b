#!/usr/bin/env bash
# Runs the benchmarks of the GPU bundle (made by test/gpu/build.sh) on the GPU
# machine, from the repository root, and prints their tables.
#
#   bench/run.sh [matmul-size] [matmul-rounds]      (defaults: 1024 30)
#
# matmul runs three times in a row, so the spread between runs is visible next
# to the ratios; transfers (host<->device copies and launch overhead, with its
# own rounds and medians) runs once over its default sizes; kernels (seven AMP
# kernels against hand-written HIP twins, 30 rounds each) runs once, then again
# built with -DAMP2HIP_DIRECTX_BOUNDS (what bounds-checked views cost) and with
# FP_CONTRACT_OFF (what no fused multiply-adds cost, /fp:precise); HIP call
# costs (plain HIP: what each call of a launch and a wait costs) runs once. BENCH_DIR
# names another folder holding the binaries (default .gpu-bundle/bench).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
dir=${BENCH_DIR:-.gpu-bundle/bench}
matmul=$dir/matmul_bench_nvidia
transfers=$dir/transfers_bench_nvidia
kernels=$dir/kernels_bench_nvidia
costs=$dir/hip_call_costs_nvidia
if [ ! -x "$matmul" ] && [ ! -x "$transfers" ] && [ ! -x "$kernels" ]; then
  echo "bench/run.sh: no benchmark in $dir: run test/gpu/build.sh on the build machine first" >&2
  exit 2
fi
rc=0
# Which GPU: bench/RESULTS.md keeps one table per model (H100 and H200 both
# come; compare ratios only within one run).
if command -v nvidia-smi >/dev/null 2>&1; then
  echo "== GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)"
fi
if [ -x "$matmul" ]; then
  for repeat in 1 2 3; do
    echo "== matmul benchmark, repeat $repeat"
    "$matmul" "${1:-1024}" "${2:-30}" || rc=1
  done
fi
if [ -x "$transfers" ]; then
  echo "== transfers benchmark"
  "$transfers" || rc=1
fi
if [ -x "$kernels" ]; then
  echo "== kernels benchmark"
  "$kernels" || rc=1
fi
kernels_dx=$dir/kernels_bench_directx_bounds_nvidia
if [ -x "$kernels_dx" ]; then
  echo "== kernels benchmark, built with -DAMP2HIP_DIRECTX_BOUNDS"
  "$kernels_dx" || rc=1
fi
kernels_fp=$dir/kernels_bench_fp_contract_off_nvidia
if [ -x "$kernels_fp" ]; then
  echo "== kernels benchmark, built with FP_CONTRACT_OFF (-fmad=false)"
  "$kernels_fp" || rc=1
fi
if [ -x "$costs" ]; then
  echo "== HIP call costs (plain HIP)"
  "$costs" || rc=1
fi
exit $rc
