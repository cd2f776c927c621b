#!/usr/bin/env python3
"""Real C++ AMP code bases through amp2hip, project by project (issue 24).

Every Visual Studio project (.vcxproj) under a corpus folder is translated as its
project builds it: the sources its configuration compiles, its include folders and
definitions, its character set, all translated as one program (--out-dir, --root the
folder that holds the project and its include folders). The results go to a JSON-lines
file; `report` writes a Markdown table with the outcome of each project and the cause of
each failure.

  scripts/corpus.py translate CORPUS_DIR WORK_DIR [--name NAME] [--filter REGEX] [-j N]
  scripts/corpus.py bundle WORK_DIR CORPUS_DIR... [--out .corpus-bundle]
  (GPU machine) python3 .corpus-bundle/device_run.py --out DIR
  scripts/corpus.py report WORK_DIR [--device DIR] [--out FILE]

The corpora are not part of this repository (never commit them): fetch them (the
search tool's fetch: github:AdeMiller/CppAmp, github:MindCodeTech/CPPAMPDemos) and
extract them file by file (`git ls-tree -r HEAD`, `git cat-file blob`), see
docs/corpus.md. The .vcxproj is read with Python's xml.etree: configurations and their
Conditions ('$(Configuration)|$(Platform)'=='Release|x64'), ClCompile items with
ExcludedFromBuild, AdditionalIncludeDirectories and PreprocessorDefinitions of the
chosen configuration (MSBuild properties $(SolutionDir), $(ProjectDir),
$(Configuration), $(Platform), $(ProjectName); %(...) inheritance dropped), and
CharacterSet (Unicode: UNICODE and _UNICODE). The configuration is the first
Release|x64, else the first Release|*, else the first. File names are matched without
regard to case, as on Windows.

`bundle` packs every translated project (its translation, the data files of its
folder, the runtime and HIP's headers for NVIDIA) for the GPU machine, where
device_run.py (scripts/corpus/) builds each with nvcc as the samples' NVIDIA build does
and runs it once; `report --device` adds the outcome there: built and ran (exit 0),
build-error (nvcc's first error), run-failed, run-timeout.

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
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
import bundle as device_bundle  # noqa: E402

NS = "{http://schemas.microsoft.com/developer/msbuild/2003}"
SOURCE_EXTENSIONS = (".cpp", ".cxx", ".cc", ".c")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def resolve_case(base, relative):
    """The path of `relative` under `base` as it exists on disk, matching each
    component without regard to case (Windows projects spell names loosely), or
    None."""
    path = base
    for part in re.split(r"[\\/]+", relative):
        if part in ("", "."):
            continue
        if part == "..":
            path = os.path.dirname(path)
            continue
        candidate = os.path.join(path, part)
        if os.path.exists(candidate):
            path = candidate
            continue
        try:
            entries = os.listdir(path)
        except OSError:
            return None
        match = [e for e in entries if e.lower() == part.lower()]
        if not match:
            return None
        path = os.path.join(path, match[0])
    return os.path.normpath(path)


def find_solution_dir(project_dir, stop):
    """The folder of the nearest .sln at or above the project (MSBuild's
    $(SolutionDir) when the solution builds it), else the project's folder."""
    path = project_dir
    while True:
        if any(name.lower().endswith(".sln") for name in os.listdir(path)):
            return path
        if path == stop or os.path.dirname(path) == path:
            return project_dir
        path = os.path.dirname(path)


class Project:
    """What one configuration of a .vcxproj compiles."""

    def __init__(self, path, corpus):
        self.path = path
        self.dir = os.path.dirname(path)
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.root = ET.parse(path).getroot()
        configs = [e.get("Include", "") for e in self.root.iter(NS + "ProjectConfiguration")]
        self.config = (next((c for c in configs if c == "Release|x64"), None)
                       or next((c for c in configs if c.startswith("Release|")), None)
                       or (configs[0] if configs else "Release|Win32"))
        self.configuration, _, self.platform = self.config.partition("|")
        self.properties = {
            "Configuration": self.configuration,
            "Platform": self.platform,
            "ProjectName": self.name,
            "ProjectDir": self.dir + "/",
            "SolutionDir": find_solution_dir(self.dir, corpus) + "/",
        }

    def expand(self, text):
        """$(Property) replaced; None when a property is unknown."""
        unknown = []

        def sub(match):
            name = match.group(1)
            if name in self.properties:
                return self.properties[name]
            unknown.append(name)
            return ""

        result = re.sub(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)", sub, text)
        return None if unknown else result

    def applies(self, element):
        """Whether `element`'s Condition holds for the chosen configuration
        (conditions of the form 'A'=='B' and 'A'!='B'; others are taken to
        hold)."""
        condition = element.get("Condition")
        if not condition:
            return True
        text = self.expand(condition) or condition
        match = re.fullmatch(r"\s*'([^']*)'\s*(==|!=)\s*'([^']*)'\s*", text)
        if not match:
            return True
        equal = match.group(1).lower() == match.group(3).lower()
        return equal if match.group(2) == "==" else not equal

    def setting(self, group_tag, item_tag, name):
        """The values of ItemDefinitionGroup/<item_tag>/<name> that apply,
        split on ';', with $(...) expanded and %(...) dropped."""
        values = []
        for group in self.root.iter(NS + group_tag):
            if not self.applies(group):
                continue
            for item in group.iter(NS + item_tag):
                for element in item.iter(NS + name):
                    if not self.applies(element):
                        continue
                    for value in (element.text or "").split(";"):
                        value = value.strip()
                        if not value or value.startswith("%("):
                            continue
                        value = self.expand(value)
                        if value:
                            values.append(value)
        return values

    def character_set(self):
        for group in self.root.iter(NS + "PropertyGroup"):
            if not self.applies(group):
                continue
            for element in group.iter(NS + "CharacterSet"):
                return (element.text or "").strip()
        return ""

    def sources(self):
        """The source files the configuration compiles, as paths on disk;
        (missing) the ones the project names that are not there."""
        found, missing = [], []
        for item in self.root.iter(NS + "ClCompile"):
            include = item.get("Include")
            if not include or not include.lower().endswith(SOURCE_EXTENSIONS):
                continue
            excluded = any(
                (e.text or "").strip().lower() == "true" and self.applies(e)
                for e in item.iter(NS + "ExcludedFromBuild"))
            if excluded:
                continue
            path = resolve_case(self.dir, self.expand(include) or include)
            (found if path else missing).append(path or include)
        return found, missing

    def clang_args(self):
        args = []
        for folder in self.setting("ItemDefinitionGroup", "ClCompile",
                                   "AdditionalIncludeDirectories"):
            path = (resolve_case("/", folder) if os.path.isabs(folder)
                    else resolve_case(self.dir, folder))
            if path and os.path.isdir(path):
                args.append("-I" + path)
        for definition in self.setting("ItemDefinitionGroup", "ClCompile",
                                       "PreprocessorDefinitions"):
            args.append("-D" + definition)
        if self.character_set().lower() == "unicode":
            args += ["-DUNICODE", "-D_UNICODE"]
        return args


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
    corpus, path, work, amp2hip, timeout = job
    rel = os.path.relpath(path, corpus)
    record = {"project": rel}
    try:
        project = Project(path, corpus)
    except ET.ParseError as error:
        record.update(outcome="unreadable-project", cause=str(error))
        return record
    sources, missing = project.sources()
    args = project.clang_args()
    record.update(config=project.config, sources=[os.path.relpath(s, corpus) for s in sources],
                  missing=missing, args=args)
    if not sources:
        record["outcome"] = "no-sources"
        return record
    include_dirs = [a[2:] for a in args if a.startswith("-I")]
    # The folder that holds the project, its sources and its include folders
    # (sources may live beside the project's folder: ..\\cmdline.cpp).
    root = os.path.commonpath([project.dir] + [os.path.dirname(s) for s in sources] +
                              [d for d in include_dirs if d.startswith(corpus + os.sep)])
    out = os.path.join(work, "out", re.sub(r"[^A-Za-z0-9_.-]+", "_", rel))
    record.update(root=root, out=out)
    command = [amp2hip, "--root", root, "--out-dir", out] + sources + ["--"] + args
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        record.update(outcome="timeout", cause=f"more than {timeout} s")
        return record
    record["exit"] = result.returncode
    error = first_error(result.stderr)
    record["errors"] = sum(1 for line in result.stderr.splitlines() if "error: " in line)
    if result.returncode == 0:
        record["outcome"] = "translated"
    elif result.returncode == 1 and error is None:
        record["outcome"] = "no-diagnostic"
    elif result.returncode == 1:
        ids = re.findall(r"\[(AMP2HIP-E\d{4})\]", result.stderr)
        record["outcome"] = "windows-only" if "AMP2HIP-E0013" in ids else "error"
        record["cause"] = f"{error[0]} {error[1]}".strip()
        # Clang's own errors carry no ID: the first ID that follows.
        record["first_id"] = ids[0] if ids else ""
    else:
        record["outcome"] = "crash"
        record["cause"] = f"exit {result.returncode}: {result.stderr.strip()[-300:]}"
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


def read_records(work):
    records = []
    for name in sorted(os.listdir(work)):
        if name.endswith(".jsonl"):
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
    lines = ["| corpus | project | configuration | sources | outcome | first ID | "
             "cause (first error) |",
             "|---|---|---|---|---|---|---|"]
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


OUTCOMES = ["ran", "run-failed", "run-timeout", "build-error", "translated", "windows-only", "error", "no-diagnostic", "crash", "timeout",
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
    pack = sub.add_parser("bundle", help="pack the translated projects for the GPU machine")
    pack.add_argument("work")
    pack.add_argument("corpus", nargs="+", help="the corpus folders the results name")
    pack.add_argument("--out", default=os.path.join(REPO, ".corpus-bundle"))
    pack.add_argument("--hip-nvidia", help="default: build/hip-nvidia/include")
    report = sub.add_parser("report", help="the Markdown table of the results")
    report.add_argument("work")
    report.add_argument("--device", action="append",
                        help="a folder with the device's results.jsonl (repeatable)")
    report.add_argument("--out")
    options = parser.parse_args()
    {"translate": command_translate, "bundle": command_bundle,
     "report": command_report}[options.command](options)


if __name__ == "__main__":
    main()
