"""Writes a C++ file with one function per row of X86TargetFeatures.def, each
compiled for the row's GCC instruction set (`__attribute__((target("...")))`),
so that the host compiler checks every name the translator writes into
`#pragma GCC target` (x86_target_features_table.test)."""
import re
import sys

rows = re.findall(r'^AMP2HIP_X86_FEATURE\("([^"]+)", "([^"]*)"\)',
                  open(sys.argv[1]).read(), re.M)
out = ["// %d rows" % len(rows)]
for index, (clang, gcc) in enumerate(rows):
    if gcc:  # "" is a feature GCC implies (evex512): nothing to enable
        out.append('__attribute__((target("%s"))) int feature_%d(int x) '
                   '{ return x + %d; }' % (gcc, index, index))
print("\n".join(out))
