#!/usr/bin/env bash
# migrate-samples: the samples that are Visual Studio solutions (samples/legacy,
# samples/legacy_histogram: VS2013 projects with a precompiled header) go through
# `amp2hip migrate` of an installed amp2hip, then the two CMake commands of
# docs/migrate.md, for AMD and/or NVIDIA; each build must give the executable,
# and the report must say the project translated.
#   run.sh <amp2hip build dir> <scratch dir> <BUILD_AMD ON|OFF> <BUILD_NVIDIA ON|OFF> <solution>...
set -euo pipefail
build=$1 scratch=$2 amd=$3 nvidia=$4
shift 4
rm -rf "$scratch"
mkdir -p "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" > "$scratch/install.log"
platforms=()
[ "$amd" = ON ] && platforms+=(amd)
[ "$nvidia" = ON ] && platforms+=(nvidia)
for sln in "$@"; do
  name=$(basename "$sln" .sln)
  out=$scratch/$name
  "$scratch/prefix/bin/amp2hip" migrate "$sln" --out-dir "$out" 2> "$scratch/$name.migrate.log" || {
    cat "$scratch/$name.migrate.log" >&2
    echo "migrate-samples: amp2hip migrate $sln failed" >&2
    exit 1
  }
  python3 - "$out/amp2hip-report.json" "$name" <<'PY'
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
[project] = [p for p in report["projects"] if p["name"] == sys.argv[2]]
assert project["status"] == "translated", project["status"]
assert project["target"] == sys.argv[2], project["target"]
assert all(s["translated"] for s in project["sources"]), project["sources"]
PY
  for platform in "${platforms[@]}"; do
    cmake -S "$out" -B "$scratch/$name-$platform" -DAMP2HIP_PLATFORM="$platform" \
      -DCMAKE_PREFIX_PATH="$scratch/prefix" -DAMP2HIP_WERROR=ON > "$scratch/$name-$platform.configure.log"
    cmake --build "$scratch/$name-$platform"
    test -x "$scratch/$name-$platform/bin/$name"
    echo "migrate-samples: $name: migrated and built for $platform"
  done
done
