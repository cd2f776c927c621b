"""Share what the translated job trees have in common, to keep the bundle small.

Every job's tree (WORK/src/<job>/) holds the translated test and every header of
the suite it includes: the same amptest headers in each of ~2400 jobs, the same
test.cpp in each definition set of a test. The bundle stores one reference copy
of each such file, and each job lists the files it shares (device_run.py links
them back into the job's tree before building).

  SharedFiles(lib_dir, job_dirs)   reference copies: the library's file when it has
                                   one, else the version most jobs have (2 or more)
  .split(job_dir)                  -> (own [(path, rel)], shared [rel])
  .common                          {rel: path} references that are not the library's
"""

import collections
import hashlib
import os


def walk(root):
    """[(path, path relative to root)] of the files under root, sorted."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            found.append((path, os.path.relpath(path, root)))
    return found


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class SharedFiles:
    def __init__(self, lib_dir, job_dirs):
        self.digests = {}
        self.reference = {rel: self._digest(path) for path, rel in walk(lib_dir)}
        counts, example = collections.Counter(), {}
        for job_dir in job_dirs:
            for path, rel in walk(job_dir):
                if rel not in self.reference:
                    key = (rel, self._digest(path))
                    counts[key] += 1
                    example.setdefault(key, path)
        best = {}
        for (rel, dig), n in sorted(counts.items()):
            if n >= 2 and n > best.get(rel, (0, None))[0]:
                best[rel] = (n, dig)
        self.common = {rel: example[(rel, dig)] for rel, (n, dig) in best.items()}
        self.reference.update({rel: dig for rel, (n, dig) in best.items()})

    def _digest(self, path):
        if path not in self.digests:
            self.digests[path] = digest(path)
        return self.digests[path]

    def split(self, job_dir):
        """(own, shared): the job's files to store, and those equal to a reference."""
        own, shared = [], []
        for path, rel in walk(job_dir):
            if self.reference.get(rel) == self._digest(path):
                shared.append(rel)
            else:
                own.append((path, rel))
        return own, sorted(shared)
