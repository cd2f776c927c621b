//===- launch_compile_check.hip.cpp - Translated-code compile check -------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// What the translator emits for the matrix-multiplication walkthrough (and a
// few other capture kinds), written by hand after docs/architecture.md. It
// must compile without warnings from the runtime headers with
//   hipcc --offload-arch=gfx90a,gfx1030 -std=c++17 -Wall -Wextra
//   nvcc -arch=sm_90 -std=c++17 -x cu -D__HIP_PLATFORM_NVIDIA__
// and, run on a GPU, prints the products of the walkthrough and "OK".
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// amp2hip: kernel for the parallel_for_each at matrix_multiply.cpp:37:5
__global__ void amp2hip_kernel_MultiplyWithAMP_37(
    const amp2hip::detail::launch_domain<2> amp2hip_domain,
    const amp2hip::kernel_param_t<concurrency::array_view<int, 2>> product,
    const amp2hip::read_only_param_t<concurrency::array_view<int, 2>> a,
    const amp2hip::read_only_param_t<concurrency::array_view<int, 2>> b) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  int row = idx[0];
  int col = idx[1];
  for (int inner = 0; inner < 2; inner++) {
    product[idx] += a(row, inner) * b(inner, col);
  }
}

static bool MultiplyWithAMP() {
  int aMatrix[] = {1, 4, 2, 5, 3, 6};
  int bMatrix[] = {7, 8, 9, 10, 11, 12};
  int productMatrix[] = {0, 0, 0, 0, 0, 0, 0, 0, 0};

  array_view<int, 2> a(3, 2, aMatrix);
  array_view<int, 2> b(2, 3, bMatrix);
  array_view<int, 2> product(3, 3, productMatrix);

  amp2hip::parallel_for_each(product.extent, amp2hip_kernel_MultiplyWithAMP_37,
                             product, a, b);

  product.synchronize();

  // The walkthrough prints 64 69 74 / 81 86 91 for the last two rows, but
  // 2*8 + 5*11 = 71: the right product is 47 52 57 / 64 71 78 / 81 90 99.
  const int expected[] = {47, 52, 57, 64, 71, 78, 81, 90, 99};
  bool ok = true;
  for (int row = 0; row < 3; row++) {
    for (int col = 0; col < 3; col++) {
      std::printf("%d  ", product(row, col));
      ok = ok && productMatrix[row * 3 + col] == expected[row * 3 + col];
    }
    std::printf("\n");
  }
  return ok;
}

// amp2hip: kernel for the parallel_for_each at matrix_multiply.cpp:70:5
__global__ void amp2hip_kernel_MultiplyWithTiling_70(
    const amp2hip::detail::launch_domain<2> amp2hip_domain,
    const amp2hip::read_only_param_t<concurrency::array_view<int, 2>> a,
    const amp2hip::read_only_param_t<concurrency::array_view<int, 2>> b,
    const amp2hip::kernel_param_t<concurrency::array_view<int, 2>> product) {
  concurrency::tiled_index<2, 2> t_idx =
      amp2hip::detail::tiled_thread_index<2, 2>(amp2hip_domain);
  static const int TS = 2;
  int row = t_idx.local[0];
  int col = t_idx.local[1];
  int rowGlobal = t_idx.global[0];
  int colGlobal = t_idx.global[1];
  int sum = 0;
  for (int i = 0; i < 4; i += TS) {
    __shared__ int locA[TS][TS];
    __shared__ int locB[TS][TS];
    locA[row][col] = a(rowGlobal, col + i);
    locB[row][col] = b(row + i, colGlobal);
    __syncthreads();
    for (int k = 0; k < TS; k++) {
      sum += locA[row][k] * locB[k][col];
    }
    t_idx.barrier.wait();
  }
  product[t_idx.global] = sum;
}

static bool MultiplyWithTiling() {
  static const int TS = 2;
  int aMatrix[] = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};
  int bMatrix[] = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};
  int productMatrix[16] = {};

  array_view<int, 2> a(4, 4, aMatrix);
  array_view<int, 2> b(4, 4, bMatrix);
  array_view<int, 2> product(4, 4, productMatrix);

  amp2hip::parallel_for_each(product.extent.tile<TS, TS>(),
                             amp2hip_kernel_MultiplyWithTiling_70, a, b,
                             product);
  product.synchronize();
  std::printf("%d\n", product(0, 0));
  return productMatrix[0] == 34;
}

// A C array, a scalar, an array by reference and an array_view<const T>.
__global__ void amp2hip_kernel_Misc_90(
    const amp2hip::detail::launch_domain<1> amp2hip_domain,
    const amp2hip::kernel_param_t<int[3]> amp2hip_capture_weights,
    const amp2hip::kernel_param_t<int> scale,
    const amp2hip::kernel_param_t<concurrency::array<int, 1>> out,
    const amp2hip::kernel_param_t<concurrency::array_view<const int, 1>> in) {
  const auto &weights = amp2hip_capture_weights.value;
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = scale * in[idx] * weights[idx[0] % 3] + in.extent[0];
}

static bool Misc() {
  int weights[3] = {1, 2, 3};
  int scale = 10;
  std::vector<int> input = {1, 2, 3, 4, 5};
  array_view<const int, 1> in(5, input);
  array<int, 1> out(5);
  amp2hip::parallel_for_each(out.extent, amp2hip_kernel_Misc_90, weights, scale,
                             out, in);
  std::vector<int> result = out;
  const int expected[] = {15, 45, 95, 45, 105};
  bool ok = true;
  for (int i = 0; i < 5; ++i)
    ok = ok && result[static_cast<std::size_t>(i)] == expected[i];
  return ok;
}

int main() {
  bool ok = MultiplyWithAMP();
  ok = MultiplyWithTiling() && ok;
  ok = Misc() && ok;
  amp2hip::transfer_stats stats = amp2hip::get_stats();
  std::printf("launches %llu, to device %llu, to host %llu\n",
              static_cast<unsigned long long>(stats.launches),
              static_cast<unsigned long long>(stats.copies_to_device),
              static_cast<unsigned long long>(stats.copies_to_host));
  std::printf("%s\n", ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}
