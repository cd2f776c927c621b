# lit configuration of the translator tests (test tier 1): one AMP feature or
# one diagnostic per file, input and CHECK lines side by side.
import os
import lit.formats

config.name = "amp2hip-translator"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = getattr(config, "lit_binary_dir", config.test_source_root)

config.substitutions.append(("%amp2hip", config.amp2hip_path))
config.substitutions.append(("FileCheck", config.filecheck_path))
config.substitutions.append(("%not", config.not_path))
# The translation of a test file contains the file's own CHECK lines (they
# are comments, kept as written): drop them before FileCheck reads it.
config.substitutions.append(("%nochecks", "grep -v -e CHECK -e RUN:"))
# count, not, FileCheck from LLVM 19 first on PATH.
tools_dir = getattr(config, "llvm_tools_dir", "/usr/lib/llvm-19/bin")
config.environment["PATH"] = os.pathsep.join([tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
