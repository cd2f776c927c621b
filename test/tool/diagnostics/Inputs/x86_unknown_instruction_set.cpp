// An intrinsic of an instruction set that GCC 12 does not name (SHA512):
// amp2hip cannot enable it for every host compiler (E0027_unmapped_msvc_intrinsic.cpp).
#include <amp.h>

__m256i schedule(__m256i a, __m128i b) {
  return _mm256_sha512msg1_epi64(a, b);
}

int main() { return 0; }
