#!/usr/bin/env python3
"""Device half of `scripts/corpus.py cmake --pack DIR`: runs each program that the
migrated projects' CMake builds gave, once, as Visual Studio runs a project (the
working folder is the project's folder in the translated tree, where amp2hip migrate
copied its data files), with no input (stdin /dev/null) and --timeout seconds.

  python3 DIR/run_migrated.py --out RESULTS_DIR [--timeout 60]

Reads DIR/manifest.json ([{"corpus", "project", "exe", "cwd"}], paths relative to
DIR); writes RESULTS_DIR/results.jsonl (outcome ran, run-failed or run-timeout, the
exit status, the seconds and the output's last lines) and prints one line per program.
"""
import argparse
import json
import os
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--timeout", type=int, default=60)
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    with open(os.path.join(HERE, "manifest.json")) as source:
        jobs = json.load(source)
    # The shared libraries corpus.py packed (oneTBB, for PPL): the GPU machine
    # has no package registry.
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = os.pathsep.join(
        p for p in (os.path.join(HERE, "lib"), env.get("LD_LIBRARY_PATH")) if p)
    with open(os.path.join(options.out, "results.jsonl"), "w") as sink:
        for job in jobs:
            exe = os.path.join(HERE, job["exe"])
            start = time.time()
            result = {"corpus": job["corpus"], "project": job["project"]}
            try:
                run = subprocess.run([exe], cwd=os.path.join(HERE, job["cwd"]), env=env,
                                     stdin=subprocess.DEVNULL, capture_output=True,
                                     text=True, errors="replace", timeout=options.timeout)
                output = (run.stdout + run.stderr).strip().splitlines()
                result.update(outcome="ran" if run.returncode == 0 else "run-failed",
                              exit=run.returncode, tail=output[-5:])
                if run.returncode != 0:
                    result["cause"] = f"exit {run.returncode}: " + (output[-1] if output else "")
            except subprocess.TimeoutExpired:
                result.update(outcome="run-timeout", cause=f"more than {options.timeout} s")
            result["seconds"] = round(time.time() - start, 2)
            sink.write(json.dumps(result) + "\n")
            print(f"{job['corpus']} {job['project']}: {result['outcome']} "
                  f"{result.get('cause', '')}", flush=True)


if __name__ == "__main__":
    main()
