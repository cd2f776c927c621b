#!/usr/bin/env python3
"""Real C++ AMP code bases through amp2hip, project by project (issue 24).

Every Visual Studio project (.vcxproj) under a corpus folder goes through
`amp2hip migrate PROJECT.vcxproj --out-dir WORK/out/<project>` (docs/migrate.md: the
configuration, the sources it compiles, its definitions, include folders, character set
and property sheets, read as MSBuild does); its amp2hip-report.json gives the outcome.
The results go to a JSON-lines file; `report` writes a Markdown table with the outcome of
each project and the cause of each failure.
  scripts/corpus.py translate CORPUS_DIR WORK_DIR [--name NAME] [--filter REGEX] [-j N]
  scripts/corpus.py cmake WORK_DIR --prefix AMP2HIP_PREFIX [--platform nvidia] [-j N]
                    [--filter REGEX] [--pack DIR]    (GPU machine) python3 DIR/run_migrated.py --out DIR2
  scripts/corpus.py bundle WORK_DIR CORPUS_DIR... [--out .corpus-bundle]
  (GPU machine) python3 .corpus-bundle/device_run.py --out DIR
  scripts/corpus.py report WORK_DIR [--device DIR] [--migrated-run DIR] [--out FILE]
The corpora are not part of this repository (never commit them): fetch them (the
search tool's fetch: github:AdeMiller/CppAmp, github:MindCodeTech/CPPAMPDemos) and
extract them file by file (`git ls-tree -r HEAD`, `git cat-file blob`), see
docs/corpus.md.
`cmake` runs the two CMake commands of docs/migrate.md on every translated project's
migration (`cmake -S OUT -B OUT/build-PLATFORM -DAMP2HIP_PLATFORM=PLATFORM`, with an
installed amp2hip's prefix, then `cmake --build`) and records in WORK_DIR/cmake.jsonl
whether each platform's build gave every executable; `report` adds a column for it.
`bundle` packs every translated project (its translation, the data files of its
folder, the runtime and HIP's headers for NVIDIA) for the GPU machine, where
device_run.py (scripts/corpus/) builds each with nvcc as the samples' NVIDIA build does
and runs it once; `report --device` adds the outcome there: built and ran (exit 0),
built-library (a library project, compiled), build-error (nvcc's first error),
run-failed, run-timeout.

Outcomes: translated (exit 0), windows-only (AMP2HIP-E0013: Direct3D, MFC, WinRT...),
error (exit 1; the first error's ID and message are the cause), no-diagnostic (exit 1
without a single error line: a defect of amp2hip), crash (any other exit), no-sources.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import shutil

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
import bundle as device_bundle  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def first_error(stderr):
    """(ID, message) of the first `error:` line, ID '' when it has none."""
    for line in stderr.splitlines():
        match = re.search(r"error: (.*)", line)
        if not match:
            continue
        message = match.group(1)
        ident = re.search(r"\[(AMP2HIP-[EW]\d{4})\]", message)
        return (ident.group(1) if ident else ""), message
    return None


def translate_project(job):
    """One project through `amp2hip migrate PROJECT.vcxproj --out-dir OUT`
    (docs/migrate.md), read back from its amp2hip-report.json."""
    corpus, path, work, amp2hip, timeout = job
    rel = os.path.relpath(path, corpus)
    record = {"project": rel}
    out = os.path.join(work, "out", re.sub(r"[^A-Za-z0-9_.-]+", "_", rel))
    shutil.rmtree(out, ignore_errors=True)
    command = [amp2hip, "migrate", path, "--out-dir", out]
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        record.update(outcome="timeout", cause=f"more than {timeout} s")
        return record
    record["exit"] = result.returncode
    report_path = os.path.join(out, "amp2hip-report.json")
    if not os.path.exists(report_path):
        error = first_error(result.stderr)
        if result.returncode == 1 and error and error[0] == "AMP2HIP-E0024":
            record.update(outcome="unreadable-project", cause=error[1])
        else:
            record.update(outcome="crash", cause=f"exit {result.returncode}: "
                          f"{result.stderr.strip()[-300:]}")
        return record
    with open(report_path, encoding="utf-8") as source:
        report = json.load(source)
    [project] = report["projects"]
    root = report["root"]
    sources = [os.path.relpath(os.path.join(root, s["path"]), corpus)
               for s in project["sources"]]
    record.update(config=project["configuration"] or "", sources=sources,
                  args=project["clangArgs"], root=root, out=out,
                  migrate_status=project["status"])
    errors = [d for d in report["diagnostics"] if d["severity"] == "error"]
    record["errors"] = len(errors)
    status = project["status"]
    if status == "translated":
        record["outcome"] = "translated"
    elif status == "empty":
        record["outcome"] = "no-sources"
    elif status == "crashed":
        record.update(outcome="crash", cause=result.stderr.strip()[-300:])
    elif not errors:
        record["outcome"] = "no-diagnostic"
    else:
        ids = [d["id"] for d in errors if d["id"]]
        record["outcome"] = "windows-only" if "AMP2HIP-E0013" in ids else "error"
        first = errors[0]
        record["cause"] = f"{first['id'] or ''} {first['message']}".strip()
        # Clang's own errors carry no ID: the first ID that follows.
        record["first_id"] = ids[0] if ids else ""
    return record


def command_translate(options):
    corpus = os.path.abspath(options.corpus)
    work = os.path.abspath(options.work)
    os.makedirs(work, exist_ok=True)
    projects = sorted(
        os.path.join(d, f) for d, _, files in os.walk(corpus) for f in files
        if f.lower().endswith(".vcxproj"))
    if options.filter:
        projects = [p for p in projects if re.search(options.filter, p)]
    amp2hip = options.amp2hip or os.path.join(REPO, "build", "tool", "amp2hip")
    jobs = [(corpus, p, work, amp2hip, options.timeout) for p in projects]
    name = options.name or os.path.basename(corpus)
    results = os.path.join(work, f"{name}.jsonl")
    with open(results, "w") as sink, concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for count, record in enumerate(pool.map(translate_project, jobs), 1):
            record["corpus"] = name
            sink.write(json.dumps(record) + "\n")
            print(f"[{count}/{len(jobs)}] {record['project']}: {record['outcome']}",
                  file=sys.stderr, flush=True)
    print(f"corpus: {len(jobs)} projects of {name} in {results}", file=sys.stderr)


def cmake_build(job):
    """The two CMake commands of docs/migrate.md on one migrated project."""
    record, platform, prefix, timeout = job
    out = record["out"]
    build = os.path.join(out, f"build-{platform}")
    shutil.rmtree(build, ignore_errors=True)
    result = {"corpus": record["corpus"], "project": record["project"],
              "platform": platform}
    commands = [["cmake", "-S", out, "-B", build, f"-DAMP2HIP_PLATFORM={platform}",
                 f"-DCMAKE_PREFIX_PATH={prefix}"],
                ["cmake", "--build", build]]
    for command in commands:
        try:
            run = subprocess.run(command, capture_output=True, text=True,
                                 errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired:
            result.update(outcome="timeout", cause=f"more than {timeout} s")
            return result
        if run.returncode != 0:
            lines = [l for l in (run.stdout + run.stderr).splitlines()
                     if "error" in l.lower()]
            result.update(outcome="build-error",
                          cause=(lines[0] if lines else run.stderr.strip()[-200:])[:300])
            return result
    with open(os.path.join(out, "amp2hip-report.json"), encoding="utf-8") as source:
        report = json.load(source)
    missing = [p["name"] for p in report["projects"] if p["type"] == "Application"
               and not os.path.exists(os.path.join(
                   build, "bin", os.path.splitext(os.path.basename(p["path"]))[0]))]
    result["outcome"] = "built" if not missing else "no-executable"
    if missing:
        result["cause"] = "no executable for " + ", ".join(missing)
    return result


def command_cmake(options):
    work = os.path.abspath(options.work)
    records = [r for r in read_records(work) if r.get("outcome") == "translated"
               and (not options.filter or re.search(options.filter, r["project"]))]
    jobs = [(r, platform, os.path.abspath(options.prefix), options.timeout)
            for r in records for platform in options.platform.split(",")]
    built = []
    with open(os.path.join(work, "cmake.jsonl"), "w") as sink, \
            concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for count, result in enumerate(pool.map(cmake_build, jobs), 1):
            sink.write(json.dumps(result) + "\n")
            sink.flush()
            print(f"[{count}/{len(jobs)}] {result['project']} ({result['platform']}): "
                  f"{result['outcome']}", file=sys.stderr, flush=True)
            if result["outcome"] == "built" and result["platform"] == "nvidia":
                built.append(result)
    if options.pack:
        pack_migrated(built, records, os.path.abspath(options.pack))


def pack_shared_libraries(executables, lib_dir):
    """Copies into lib_dir the oneTBB libraries that the executables load (the
    runtime's PPL is oneTBB; the GPU machine has none): ldd names them."""
    os.makedirs(lib_dir, exist_ok=True)
    for exe in executables:
        run = subprocess.run(["ldd", exe], capture_output=True, text=True)
        for line in run.stdout.splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[0].startswith("libtbb") and parts[1] == "=>":
                target = os.path.join(lib_dir, parts[0])
                if not os.path.exists(target):
                    shutil.copy2(parts[2], target)


def pack_migrated(built, records, pack):
    """The NVIDIA programs of the migrated builds, with their translated trees
    (data files included), for scripts/corpus/run_migrated.py on the GPU machine."""
    shutil.rmtree(pack, ignore_errors=True)
    os.makedirs(pack)
    by_key = {(r["corpus"], r["project"]): r for r in records}
    manifest = []
    for result in built:
        record = by_key[(result["corpus"], result["project"])]
        name = os.path.basename(record["out"])
        tree = os.path.join(pack, name)
        shutil.copytree(record["out"], tree,
                        ignore=shutil.ignore_patterns("build-*", "*.o", "*.a"))
        with open(os.path.join(record["out"], "amp2hip-report.json"), encoding="utf-8") as f:
            report = json.load(f)
        for project in report["projects"]:
            if project["type"] != "Application" or not project["target"]:
                continue
            stem = os.path.splitext(os.path.basename(project["path"]))[0]
            exe = os.path.join(record["out"], "build-nvidia", "bin", stem)
            os.makedirs(os.path.join(tree, "bin"), exist_ok=True)
            shutil.copy2(exe, os.path.join(tree, "bin", stem))
            manifest.append({"corpus": result["corpus"], "project": result["project"],
                             "exe": os.path.join(name, "bin", stem),
                             "cwd": os.path.join(name, os.path.dirname(project["path"]))})
    pack_shared_libraries([os.path.join(pack, job["exe"]) for job in manifest],
                          os.path.join(pack, "lib"))
    with open(os.path.join(pack, "manifest.json"), "w") as sink:
        json.dump(manifest, sink, indent=1)
    shutil.copy2(os.path.join(REPO, "scripts", "corpus", "run_migrated.py"), pack)
    print(f"corpus: {len(manifest)} program(s) packed in {pack}", file=sys.stderr)


def read_records(work):
    records = []
    for name in sorted(os.listdir(work)):
        if name.endswith(".jsonl") and name != "cmake.jsonl":
            with open(os.path.join(work, name)) as source:
                records += [json.loads(line) for line in source if line.strip()]
    return records


def command_bundle(options):
    records = read_records(options.work)
    corpora = {os.path.basename(os.path.abspath(c)): os.path.abspath(c)
               for c in options.corpus}
    unknown = {r["corpus"] for r in records} - set(corpora)
    if unknown:
        raise SystemExit("corpus bundle: error: name the folder of " + ", ".join(sorted(unknown)))
    hip = options.hip_nvidia or os.path.join(REPO, "build", "hip-nvidia", "include")
    scripts = [os.path.join(REPO, "scripts", "corpus", "device_run.py"),
               os.path.join(REPO, "scripts", "conformance", "device_commands.py")]
    count, size = device_bundle.bundle(records, corpora, os.path.abspath(options.out), REPO,
                                       hip, scripts)
    print(f"corpus bundle: {count} translated projects, {size / 1048576.0:.1f} MiB in "
          f"{options.out}", file=sys.stderr)


def device_results(folders):
    """(corpus, project) -> the device's record, from results.jsonl files."""
    results = {}
    for folder in folders or []:
        with open(os.path.join(folder, "results.jsonl")) as source:
            for line in source:
                if line.strip():
                    record = json.loads(line)
                    results[(record["corpus"], record["project"])] = record
    return results


def command_report(options):
    records = read_records(options.work)
    device = device_results(options.device)
    for r in records:
        ran = device.get((r["corpus"], r["project"]))
        if ran and r["outcome"] == "translated":
            r["outcome"] = "ran" if ran["outcome"] == "ran" else ran["outcome"]
            r["cause"] = ran.get("cause", "")
            if ran.get("directx_bounds"):
                r["cause"] = ("built again with -DAMP2HIP_DIRECTX_BOUNDS, as the first run's "
                              "error asked: " + (ran.get("first_cause") or "") +
                              (("; then: " + r["cause"]) if r["cause"] else ""))
    cmake = {}
    cmake_path = os.path.join(options.work, "cmake.jsonl")
    if os.path.exists(cmake_path):
        with open(cmake_path) as source:
            for line in source:
                if line.strip():
                    c = json.loads(line)
                    cmake.setdefault((c["corpus"], c["project"]), []).append(
                        f"{c['platform']}: {c['outcome']}")
    for folder in options.migrated_run or []:
        with open(os.path.join(folder, "results.jsonl")) as source:
            for line in source:
                if line.strip():
                    m = json.loads(line)
                    cmake.setdefault((m["corpus"], m["project"]), []).append(
                        "GPU: " + m["outcome"] + (f" ({m['cause'][:60]})"
                                                  if m.get("cause") else ""))
    lines = ["| corpus | project | configuration | sources | outcome | migrate + CMake | "
             "first ID | cause (first error) |",
             "|---|---|---|---|---|---|---|---|"]
    counts = {}
    for r in sorted(records, key=lambda r: (r["corpus"], r["project"])):
        counts.setdefault(r["corpus"], {}).setdefault(r["outcome"], 0)
        counts[r["corpus"]][r["outcome"]] += 1
        cause = (r.get("cause") or "").replace("|", "\\|")
        if len(cause) > 160:
            cause = cause[:157] + "..."
        config = r.get("config", "").replace("|", "\\|")
        lines.append(f"| {r['corpus']} | `{r['project']}` | {config} | "
                     f"{len(r.get('sources', []))} | {r['outcome']} | "
                     f"{', '.join(cmake.get((r['corpus'], r['project']), []))} | "
                     f"{r.get('first_id', '')} | {cause} |")
    summary = ["| corpus | " + " | ".join(OUTCOMES) + " | projects |",
               "|---|" + "---|" * (len(OUTCOMES) + 1)]
    for corpus, by_outcome in sorted(counts.items()):
        summary.append(f"| {corpus} | " + " | ".join(str(by_outcome.get(o, 0)) for o in OUTCOMES)
                       + f" | {sum(by_outcome.values())} |")
    text = "\n".join(summary) + "\n\n" + "\n".join(lines) + "\n"
    if options.out:
        with open(options.out, "w") as sink:
            sink.write(text)
    else:
        sys.stdout.write(text)


OUTCOMES = ["ran", "built-library", "run-failed", "run-timeout", "build-error", "translated", "windows-only", "error", "no-diagnostic", "crash", "timeout",
            "no-sources", "unreadable-project"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    translate = sub.add_parser("translate", help="translate every project of a corpus")
    translate.add_argument("corpus")
    translate.add_argument("work")
    translate.add_argument("--name", help="the corpus's name in the report (default: its folder)")
    translate.add_argument("--filter", help="only projects whose path matches this regex")
    translate.add_argument("--amp2hip", help="the translator (default: build/tool/amp2hip)")
    translate.add_argument("--timeout", type=int, default=300)
    translate.add_argument("-j", "--jobs", type=int, default=2)
    cmake = sub.add_parser("cmake", help="build every migrated project with CMake")
    cmake.add_argument("work")
    cmake.add_argument("--prefix", required=True,
                       help="an installed amp2hip (cmake --install build --prefix P)")
    cmake.add_argument("--platform", default="nvidia", help="nvidia, amd or nvidia,amd")
    cmake.add_argument("--timeout", type=int, default=900)
    cmake.add_argument("-j", "--jobs", type=int, default=2)
    cmake.add_argument("--filter", help="only projects whose path matches this regex")
    cmake.add_argument("--pack", help="also pack the NVIDIA programs into this folder "
                       "for scripts/corpus/run_migrated.py on the GPU machine")
    pack = sub.add_parser("bundle", help="pack the translated projects for the GPU machine")
    pack.add_argument("work")
    pack.add_argument("corpus", nargs="+", help="the corpus folders the results name")
    pack.add_argument("--out", default=os.path.join(REPO, ".corpus-bundle"))
    pack.add_argument("--hip-nvidia", help="default: build/hip-nvidia/include")
    report = sub.add_parser("report", help="the Markdown table of the results")
    report.add_argument("work")
    report.add_argument("--device", action="append",
                        help="a folder with the device's results.jsonl (repeatable)")
    report.add_argument("--migrated-run", action="append",
                        help="a folder with run_migrated.py's results.jsonl (repeatable)")
    report.add_argument("--out")
    options = parser.parse_args()
    {"translate": command_translate, "cmake": command_cmake, "bundle": command_bundle,
     "report": command_report}[options.command](options)


if __name__ == "__main__":
    main()
