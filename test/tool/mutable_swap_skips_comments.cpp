// The `mutable restrict(...)` swap made before parsing leaves comments and
// string literals alone: "mutable restrict(amp)" here stays as written.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
const char *Text = "mutable restrict(amp)";
// CHECK: // string literals alone: "mutable restrict(amp)" here stays as written.
// CHECK: const char *Text = "mutable restrict(amp)";
