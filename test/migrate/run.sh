#!/usr/bin/env bash
# migrate-samples: the samples that are Visual Studio solutions (samples/legacy,
# samples/legacy_histogram: VS2013 projects with a precompiled header), and the
# lit test's solution of an application and the static library it links
# (test/tool/migrate/Inputs/solution), go through
# `amp2hip migrate` of an installed amp2hip, then the two CMake commands of
# docs/migrate.md, for AMD, NVIDIA and/or the CPU platform (warnings as errors); each build must
# give the executables, and the report must say every project translated; the
# lit test's OpenMP solution (test/tool/migrate/Inputs/openmp) also runs on the
# CPU platform against its expected output.
#   run.sh <amp2hip build dir> <scratch dir> <BUILD_AMD ON|OFF> <BUILD_NVIDIA ON|OFF> <BUILD_CPU ON|OFF> <solution>...
set -euo pipefail
build=$1 scratch=$2 amd=$3 nvidia=$4 cpu=$5
shift 5
rm -rf "$scratch"
mkdir -p "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" > "$scratch/install.log"
platforms=()
[ "$amd" = ON ] && platforms+=(amd)
[ "$nvidia" = ON ] && platforms+=(nvidia)
[ "$cpu" = ON ] && platforms+=(cpu)
for sln in "$@"; do
  name=$(basename "$sln" .sln)
  out=$scratch/$name
  "$scratch/prefix/bin/amp2hip" migrate "$sln" --out-dir "$out" 2> "$scratch/$name.migrate.log" || {
    cat "$scratch/$name.migrate.log" >&2
    echo "migrate-samples: amp2hip migrate $sln failed" >&2
    exit 1
  }
  # Every project translated; the executables the build must give.
  executables=$(python3 - "$out/amp2hip-report.json" <<'PY'
import json, os, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
for project in report["projects"]:
    assert project["status"] == "translated", (project["name"], project["status"])
    assert project["target"], project["name"]
    assert all(s["translated"] for s in project["sources"]), project["sources"]
    if project["type"] == "Application":
        print(os.path.splitext(os.path.basename(project["path"]))[0])
PY
  )
  for platform in "${platforms[@]}"; do
    cmake -S "$out" -B "$scratch/$name-$platform" -DAMP2HIP_PLATFORM="$platform" \
      -DCMAKE_PREFIX_PATH="$scratch/prefix" -DAMP2HIP_WERROR=ON > "$scratch/$name-$platform.configure.log"
    cmake --build "$scratch/$name-$platform"
    for exe in $executables; do
      test -x "$scratch/$name-$platform/bin/$exe"
      # A solution with an expected_output.txt beside it: its CPU build runs
      # (CI has no GPU) and must print exactly that.
      expected=$(dirname "$sln")/expected_output.txt
      if [ "$platform" = cpu ] && [ -f "$expected" ]; then
        "$scratch/$name-$platform/bin/$exe" > "$scratch/$name-$platform/$exe.out"
        diff -u "$expected" "$scratch/$name-$platform/$exe.out"
        echo "migrate-samples: $name: $exe printed $(basename "$expected")"
      fi
    done
    echo "migrate-samples: $name: migrated and built for $platform"
  done
done
