#!/usr/bin/env bash
# Install what amp2hip needs to build and test, from Debian 12's packages.
#
#   scripts/install-deps.sh
#
# Idempotent: installs only what is missing (checked with dpkg-query), runs
# apt-get only then, and uses sudo only when not root. NVIDIA builds need nvcc
# at /usr/local/cuda/bin/nvcc (from the machine image, not from Debian): if it
# is missing this script warns and the NVIDIA builds are skipped at configure
# time. Progress goes to stderr.
set -euo pipefail

say() { echo "install-deps: $*" >&2; }
die() { say "error: $*"; exit 1; }

# The toolchain: LLVM/Clang 19 for the translator (LibTooling, lit, FileCheck),
# Debian's HIP (ROCm 5.2) for AMD builds and for HIP's NVIDIA headers.
packages=(clang-19 libclang-19-dev llvm-19-dev llvm-19-tools
          hipcc libamdhip64-dev rocm-device-libs)
# libFuzzer, for the in-process fuzzer (scripts/fuzz-inprocess.sh).
packages+=(libclang-rt-19-dev)
# LLVM's OpenMP (<omp.h>, libomp) for hipcc's Clang 15: the AMD build of programs
# that Visual Studio builds with /openmp (CMake OPENMP; docs/migrate.md). The
# parse uses amp2hip's own omp.h; nvcc and the CPU platform use GCC's libgomp.
packages+=(libomp-15-dev)
# Basic tools: installed only when the command is absent altogether (the
# machine image may bring its own cmake or python3).
command -v cmake >/dev/null 2>&1 || packages+=(cmake)
command -v g++ >/dev/null 2>&1 || packages+=(g++)
command -v python3 >/dev/null 2>&1 || packages+=(python3)
if ! command -v ninja >/dev/null 2>&1 && ! command -v make >/dev/null 2>&1; then
  packages+=(make)
fi
packages+=(libgtest-dev)
# tinyxml2, for `amp2hip migrate` (reads Visual Studio project files).
packages+=(libtinyxml2-dev)
# oneTBB and Boost.Context, for the CPU platform (runtime/include/amp2hip/platform/cpu:
# tiles in parallel on oneTBB, the threads of a tile as fibers).
packages+=(libtbb-dev libboost-context-dev)

is_installed() {
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)" = installed ]
}

command -v dpkg-query >/dev/null 2>&1 ||
  die "dpkg-query not found: this script supports Debian 12 (bookworm) only"

missing=()
for p in "${packages[@]}"; do
  is_installed "$p" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  say "all Debian packages present: ${packages[*]}"
else
  say "installing missing Debian packages: ${missing[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 ||
      die "not root and no sudo: install as root: apt-get install ${missing[*]}"
    sudo_cmd=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update ||
    die "apt-get update failed (no network or no Debian mirror?)"
  "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}" </dev/null ||
    die "apt-get install failed for: ${missing[*]} (these come from Debian 12 bookworm/main)"
  for p in "${missing[@]}"; do
    is_installed "$p" || die "package $p is still not installed"
  done
  say "installed: ${missing[*]}"
fi

for tool in /usr/lib/llvm-19/bin/clang /usr/lib/llvm-19/bin/FileCheck \
            /usr/lib/llvm-19/bin/not /usr/lib/llvm-19/build/utils/lit/lit.py /usr/bin/hipcc; do
  [ -e "$tool" ] || die "$tool is missing although its package is installed"
done

NVCC=/usr/local/cuda/bin/nvcc
if [ -x "$NVCC" ]; then
  say "nvcc: $("$NVCC" --version | sed -n 's/^Cuda compilation tools, //p')"
else
  say "warning: $NVCC not found: NVIDIA builds (and the GPU test bundle) will be skipped"
fi
say "done"
