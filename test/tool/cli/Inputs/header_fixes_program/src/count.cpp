#include "blas.h"

int count_positive(const int *data, int n) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    c += data[i] > 0;
  return c;
}
