#include "mem.h"

int bump() {
  Counter<float>::count += 1;
  return twice(Counter<float>::count);
}
