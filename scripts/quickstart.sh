#!/usr/bin/env bash
# The main job in one command: install the Debian packages, build the amp2hip
# translator, and translate the first sample (samples/matrix_multiply) to HIP.
# The HIP source goes to stdout; progress goes to stderr.
#
#   scripts/quickstart.sh [file.cpp]     (default: samples/matrix_multiply/matrix_multiply.cpp)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=${AMP2HIP_BUILD_DIR:-build}
source=${1:-samples/matrix_multiply/matrix_multiply.cpp}
say() { echo "quickstart: $*" >&2; }

say "installing dependencies"
scripts/install-deps.sh
say "configuring $build_dir"
scripts/configure.sh "$build_dir"
say "building the amp2hip translator"
cmake --build "$build_dir" --target amp2hip --parallel "$(nproc 2>/dev/null || echo 2)" >&2
tool="$build_dir/tool/amp2hip"
[ -x "$tool" ] || tool=$(head -n1 "$build_dir/amp2hip-path.txt")
say "translating $source with $tool (HIP source follows on stdout)"
"$tool" "$source"
