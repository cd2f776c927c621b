// The functions of matmul_amp.cpp, as the benchmarks that call them declare
// them (matmul_bench.hip.cpp for the GPUs, cpu/cpu_bench.cpp for the CPU
// platform): their definitions are amp2hip's translation of matmul_amp.cpp, a
// separate translation unit built with the runtime's <amp2hip/amp.h>.
#pragma once

#include <amp2hip/amp.h>

void ampMultiplyPlain(const concurrency::array_view<const int, 2> &a,
                      const concurrency::array_view<const int, 2> &b,
                      const concurrency::array_view<int, 2> &product);
void ampMultiplyTiled(const concurrency::array_view<const int, 2> &a,
                      const concurrency::array_view<const int, 2> &b,
                      const concurrency::array_view<int, 2> &product);
