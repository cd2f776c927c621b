// The prefix that test/tool/cli/precompile.test precompiles (as the
// in-process fuzzer precompiles its own, tool/fuzz/Amp2HipFuzzer.cpp).
#include <amp.h>
#include <algorithm>
#include <iostream>
#include <vector>
