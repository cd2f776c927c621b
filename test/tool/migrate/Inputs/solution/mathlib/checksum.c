/* A C source of the library: MSVC compiles '.c' files as C. The
   declarations come after a statement, which C accepts and C++ would too;
   'new' is a name, which only C accepts. */
#include <stddef.h>

#include "checksum.h"

int mathlib_checksum(const int *values, int count) {
  int sum = 0;
  int new = 0;
  for (new = 0; new < count; ++new)
    sum += CHECKSUM_WEIGHT(new) * values[new];
  return sum;
}
