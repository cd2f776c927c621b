#!/usr/bin/env bash
# GPU tier, second half: run on the GPU machine (NVIDIA driver + python3 only),
# from the repository root, after test/gpu/build.sh made .gpu-bundle/ on the build
# machine and the bundle was copied over.
#
#   test/gpu/run.sh [--allow-no-gpu] [lit args...]
#
# Runs every program of the bundle through lit (tests REQUIRE the `gpu` feature),
# compares each program's stdout with its expected output, then prints a PASS/FAIL
# table and every program's full output. Exits non-zero if any test did not pass,
# or if no GPU is found (unless --allow-no-gpu).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1

bundle=.gpu-bundle
if [ ! -f "$bundle/lit.cfg.py" ] || [ ! -f "$bundle/lit/lit.py" ]; then
  echo "run.sh: no GPU bundle in $PWD/$bundle: run test/gpu/build.sh on the build machine first" >&2
  exit 2
fi

export AMP2HIP_REQUIRE_GPU=1
report_args=()
if [ "${1:-}" = "--allow-no-gpu" ]; then
  export AMP2HIP_REQUIRE_GPU=0
  report_args=(--allow-unsupported)
  shift
fi

# The shared libraries test/gpu/build.sh bundled (oneTBB, for PPL).
export LD_LIBRARY_PATH="$PWD/$bundle/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

PYTHON=${PYTHON:-python3}
echo "run.sh: $("$PYTHON" --version 2>&1); bundle $(du -sh "$bundle" | cut -f1)"
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi -L
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
else
  echo "run.sh: nvidia-smi not found"
fi

rm -rf "$bundle/results"
mkdir -p "$bundle/results"
PYTHONUNBUFFERED=1 "$PYTHON" "$bundle/lit/lit.py" -sv -o "$bundle/results/lit.json" "$@" "$bundle"
lit_rc=$?

"$PYTHON" "$bundle/report.py" "$bundle" "${report_args[@]}"
report_rc=$?

# The runtime's self-checking GPU programs, if bundled.
checks_rc=0
for check in "$bundle"/checks/*; do
  [ -x "$check" ] || continue
  echo "== $(basename "$check")"
  "$check" || { echo "run.sh: $(basename "$check") FAILED"; checks_rc=1; }
done

if [ $lit_rc -ne 0 ] || [ $report_rc -ne 0 ] || [ $checks_rc -ne 0 ]; then
  echo "run.sh: GPU tier FAILED (lit exit $lit_rc)"
  exit 1
fi
echo "run.sh: GPU tier passed"
