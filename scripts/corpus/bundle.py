"""The corpus harness's bundle: what the GPU machine needs to build and run the
translated projects (scripts/corpus.py bundle).

  bundle(records, out_dir, repo, hip_nvidia) -> (number of projects, bytes)

The bundle (the GPU machine has python3 and nvcc, no clang and no HIP):
  device_run.py       the device half (scripts/corpus/device_run.py): builds, runs
  device_commands.py  the nvcc flags of the samples' NVIDIA build (scripts/conformance/)
  jobs.jsonl          one project per line: name, translated sources, include folders,
                      definitions, data files (paths inside the payload)
  payload.tar.gz      tree/<name>/...        the project's translation (--out-dir)
                      data/<name>/...        the data files in the project's folder
                                             (images, text), the program's working folder
                      runtime/include/...    amp2hip's runtime
                      hip-nvidia/include/... HIP's headers patched for CUDA 13
                      tbb/include, tbb/lib   oneTBB's headers and library (the
                                             runtime's PPL is oneTBB; the GPU machine
                                             has no package registry), when installed
                      lapack/lib, lapack/routines.txt
                                             the host LAPACK and BLAS (Debian's reference
                                             liblapack3, libblas3 and their Fortran
                                             runtime) and the routines they export, when
                                             a project links $(LAPACK_LIB_FILES_64)
A job of a static library or DLL project ("library": true) is compiled, not linked; the
device archives its objects and links them into the programs whose project names the
library in its linker's AdditionalDependencies (the job's "links", matched with a library
job's "stem": its project file's name, lower case).

Libraries that a project takes from its user's environment (an MSBuild property that
Visual Studio reads from an environment variable, `$(LAPACK_LIB_FILES_64)`) are the job's
"environment" (ENVIRONMENT_LIBRARIES); the bundle carries Debian's build of each, which
the device links in their place (device_run.py).
"""

import io
import json
import os
import re
import subprocess
import tarfile
import xml.etree.ElementTree as ElementTree

# Files a program may read from its working folder: copied beside it on the device.
DATA_EXTENSIONS = (".txt", ".dat", ".csv", ".bin", ".raw", ".bmp", ".png", ".jpg",
                   ".jpeg", ".pgm", ".ppm", ".tga", ".tif", ".tiff", ".mtx", ".in")
DATA_MAX_BYTES = 4 * 1024 * 1024
MAX_BYTES = 60 * 1024 * 1024


def job_name(project):
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", project)


def project_job(record, corpus_dir):
    """The device's description of one translated project (paths in the payload)."""
    name = job_name(record["project"])
    root, out = record["root"], record["out"]
    inside = lambda path: os.path.relpath(path, root)  # noqa: E731
    sources = [inside(os.path.join(corpus_dir, s)) for s in record["sources"]]
    project_dir = os.path.dirname(os.path.join(corpus_dir, record["project"]))
    includes = [inside(project_dir)]
    defines = []
    for arg in record["args"]:
        if arg.startswith("-I") and os.path.commonpath([arg[2:], root]) == root:
            includes.append(inside(arg[2:]))
        elif arg.startswith("-D"):
            key, _, value = arg[2:].partition("=")
            defines.append([key, value])
    data = sorted(f for f in os.listdir(project_dir)
                  if f.lower().endswith(DATA_EXTENSIONS)
                  and os.path.getsize(os.path.join(project_dir, f)) <= DATA_MAX_BYTES)
    missing = [s for s in sources if not os.path.isfile(os.path.join(out, s))]
    return {"name": name, "project": record["project"], "corpus": record["corpus"],
            "sources": sources, "includes": includes, "defines": defines,
            "data": data, "missing": missing,
            # MSVC's /openmp (the project's OpenMPSupport): amp2hip migrate parsed
            # with -fopenmp; the host compiler builds the directives.
            "openmp": "-fopenmp" in record["args"],
            # MSVC's /fp:precise or /fp:strict (FloatingPointModel not Fast):
            # amp2hip migrate parsed with -ffp-contract=off; nvcc gets -fmad=false,
            # as the CMake package's FP_CONTRACT_OFF gives it.
            "fp_contract_off": "-ffp-contract=off" in record["args"],
            "library": project_type(out) in ("StaticLibrary", "DynamicLibrary"),
            "stem": os.path.splitext(os.path.basename(record["project"]))[0].lower(),
            "links": linked_libraries(os.path.join(corpus_dir, record["project"]),
                                      record.get("config", "")),
            "environment": environment_libraries(
                os.path.join(corpus_dir, record["project"]), record.get("config", ""))}, project_dir


def dependency_items(vcxproj, config):
    """The items (as written) of the project's linker AdditionalDependencies for config
    ("Release|x64"); [] if none or unreadable."""
    try:
        root = ElementTree.parse(vcxproj).getroot()
    except (OSError, ElementTree.ParseError):
        return []
    items = []
    for group in root:
        if not group.tag.endswith("ItemDefinitionGroup"):
            continue
        if config and config not in (group.get("Condition") or ""):
            continue
        for element in group.iter():
            if not element.tag.endswith("AdditionalDependencies") or not element.text:
                continue
            items += [item.strip() for item in element.text.split(";") if item.strip()]
    return items


def linked_libraries(vcxproj, config):
    """The libraries (lower-case names without .lib) that the project's linker settings
    for config name in AdditionalDependencies. MSBuild macros ($(LAPACK_LIB_FILES_64),
    %(AdditionalDependencies)) are left out."""
    names = []
    for item in dependency_items(vcxproj, config):
        if item.lower().endswith(".lib") and "$(" not in item and "%(" not in item:
            name = os.path.basename(item.replace("\\", "/"))[:-4].lower()
            if name not in names:
                names.append(name)
    return names


# The MSBuild properties of linker settings that name libraries of the user's
# environment, and the library the bundle carries for each. amplapack and ampblas's
# gemm_tune link the host LAPACK and BLAS so ("set LAPACK_LIB_FILES_64", their
# lapack_host.h), calling them by MKL's Windows names (SGEMM).
ENVIRONMENT_LIBRARIES = {"LAPACK_LIB_FILES_64": "lapack", "LAPACK_LIB_FILES_32": "lapack"}


def environment_libraries(vcxproj, config):
    """The ENVIRONMENT_LIBRARIES that the project's linker settings for config name."""
    found = []
    for item in dependency_items(vcxproj, config):
        match = re.fullmatch(r"\$\((\w+)\)", item)
        library = match and ENVIRONMENT_LIBRARIES.get(match.group(1))
        if library and library not in found:
            found.append(library)
    return found


def project_type(out):
    """The project's ConfigurationType, from migrate's amp2hip-report.json ('' if none)."""
    try:
        with open(os.path.join(out, "amp2hip-report.json"), encoding="utf-8") as source:
            return json.load(source)["projects"][0].get("type") or ""
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return ""


# oneTBB as Debian installs it (libtbb-dev).
TBB_HEADERS = ("/usr/include/tbb", "/usr/include/oneapi")
TBB_LIBRARY = "/usr/lib/x86_64-linux-gnu/libtbb.so.12"
# Debian's reference LAPACK and BLAS (liblapack3, libblas3) and the Fortran runtime they
# need: the "lapack" of ENVIRONMENT_LIBRARIES.
LAPACK_LIBRARIES = ("liblapack.so.3", "libblas.so.3", "libgfortran.so.5", "libquadmath.so.0")
LIBRARY_DIR = "/usr/lib/x86_64-linux-gnu"


def add_lapack(tar):
    """Adds lapack/lib (the LAPACK_LIBRARIES, and liblapack.so, libblas.so to link) and
    lapack/routines.txt (the functions they export, one per line: Fortran's names, `sgemm_`)
    to the payload; False if a library is not installed (`apt-get install liblapack-dev`)."""
    paths = [os.path.join(LIBRARY_DIR, name) for name in LAPACK_LIBRARIES]
    if not all(map(os.path.isfile, paths)):
        return False
    for name, path in zip(LAPACK_LIBRARIES, paths):
        tar.add(os.path.realpath(path), arcname="lapack/lib/" + name)
        if name.startswith(("liblapack", "libblas")):
            tar.add(os.path.realpath(path), arcname="lapack/lib/" + name[:-2])
    symbols = subprocess.run(["nm", "-D", "--defined-only"] + paths[:2], check=True,
                             capture_output=True, text=True).stdout
    routines = sorted({fields[2] for fields in map(str.split, symbols.splitlines())
                       if len(fields) == 3 and fields[1] == "T"
                       and re.fullmatch(r"[a-z][a-z0-9]*_", fields[2])})
    data = ("\n".join(routines) + "\n").encode()
    info = tarfile.TarInfo("lapack/routines.txt")
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))
    return True


def bundle(records, corpora, out_dir, repo, hip_nvidia, scripts):
    """Writes the bundle of every translated record into out_dir.

    corpora: corpus name -> its folder; scripts: the device scripts to copy.
    Returns (projects, bytes); raises SystemExit when over the device's limit."""
    os.makedirs(out_dir, exist_ok=True)
    jobs = []
    with tarfile.open(os.path.join(out_dir, "payload.tar.gz"), "w:gz",
                      compresslevel=9) as tar:
        tar.add(os.path.join(repo, "runtime", "include"), arcname="runtime/include")
        tar.add(hip_nvidia, arcname="hip-nvidia/include")
        if os.path.isfile(TBB_LIBRARY) and all(map(os.path.isdir, TBB_HEADERS)):
            for folder in TBB_HEADERS:
                tar.add(folder, arcname="tbb/include/" + os.path.basename(folder))
            library = os.path.realpath(TBB_LIBRARY)
            tar.add(library, arcname="tbb/lib/libtbb.so.12")
            tar.add(library, arcname="tbb/lib/libtbb.so")  # what -ltbb links
        lapack = None
        for record in records:
            if record.get("outcome") != "translated" or "out" not in record:
                continue
            job, project_dir = project_job(record, corpora[record["corpus"]])
            if "lapack" in job["environment"] and lapack is None:
                lapack = add_lapack(tar)
            tar.add(record["out"], arcname="tree/" + job["name"])
            for name in job["data"]:
                tar.add(os.path.join(project_dir, name),
                        arcname="data/%s/%s" % (job["name"], name))
            jobs.append(job)
    with open(os.path.join(out_dir, "jobs.jsonl"), "w", encoding="utf-8") as sink:
        sink.write("".join(json.dumps(j, sort_keys=True) + "\n" for j in jobs))
    for script in scripts:
        with open(script, "rb") as source, \
                open(os.path.join(out_dir, os.path.basename(script)), "wb") as sink:
            sink.write(source.read())
    size = sum(os.path.getsize(os.path.join(d, n))
               for d, _, ns in os.walk(out_dir) for n in ns)
    if size > MAX_BYTES:
        raise SystemExit("corpus bundle: error: %.1f MiB, over the %d MiB the device "
                         "tool carries" % (size / 1048576.0, MAX_BYTES >> 20))
    return len(jobs), size
