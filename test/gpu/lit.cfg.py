# -*- Python -*-
# lit configuration of the GPU bundle (.gpu-bundle/), the GPU tier of amp2hip's tests.
# test/gpu/make_bundle.py copies this file to the bundle's root and writes one
# tests/<program>.test per program. Each test REQUIRES the `gpu` feature, which is
# set when `nvidia-smi -L` lists a GPU (AMP2HIP_GPU=1 forces it, AMP2HIP_GPU=0 clears
# it). With AMP2HIP_REQUIRE_GPU=1 (test/gpu/run.sh) a missing GPU is a fatal error
# instead of every test being UNSUPPORTED.
import gzip
import os
import shlex
import shutil
import subprocess
import sys

import lit.formats

config.name = "amp2hip-gpu"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.excludes = ["lit", "bin", "expected", "results", "Output"]

bundle = os.path.dirname(os.path.abspath(__file__))
config.test_source_root = bundle
config.test_exec_root = os.path.join(bundle, "results", "lit")
os.makedirs(config.test_exec_root, exist_ok=True)

# make_bundle.py gzips the binaries of a large bundle: unpack them once.
bin_dir = os.path.join(bundle, "bin")
if os.path.isdir(bin_dir):
    for name in sorted(os.listdir(bin_dir)):
        if name.endswith(".gz"):
            packed = os.path.join(bin_dir, name)
            with gzip.open(packed, "rb") as f_in, open(packed[:-3], "wb") as f_out:
                shutil.copyfileobj(f_in, f_out)
            os.chmod(packed[:-3], 0o755)
            os.remove(packed)

config.substitutions.append(("%{python}", shlex.quote(sys.executable)))
config.substitutions.append(("%{compare}", shlex.quote(os.path.join(bundle, "compare_output.py"))))
config.substitutions.append(("%{bundle}", shlex.quote(bundle)))

for var in ("PATH", "LD_LIBRARY_PATH", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES",
            "CUDA_LAUNCH_BLOCKING", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def find_gpus():
    forced = os.environ.get("AMP2HIP_GPU")
    if forced is not None:
        return ["forced by AMP2HIP_GPU"] if forced not in ("", "0") else []
    try:
        out = subprocess.run(["nvidia-smi", "-L"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return []
    if out.returncode != 0:
        return []
    return [line.strip() for line in out.stdout.splitlines() if line.startswith("GPU ")]


gpus = find_gpus()
if gpus:
    config.available_features.add("gpu")
    lit_config.note("GPU tier: found " + "; ".join(gpus))
elif os.environ.get("AMP2HIP_REQUIRE_GPU") == "1":
    lit_config.fatal("GPU tier: no GPU found (nvidia-smi -L lists none) but AMP2HIP_REQUIRE_GPU=1")
else:
    lit_config.note("GPU tier: no GPU found (nvidia-smi -L): the GPU tests are UNSUPPORTED here")
