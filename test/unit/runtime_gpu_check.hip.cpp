//===- runtime_gpu_check.hip.cpp - Runtime checks that need a GPU ---------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Self-checking program for the runtime's device side: coherence (what is
// copied, when, and how often), index mapping in every launch mode, tiled
// indices, arrays, the CPU accelerator's arrays (staging arrays) with a GPU,
// copies on the transfer stream beside kernels on the compute stream,
// array_views of arrays used on a second GPU (remote copies), and errors.
// Kernels are written as the translator emits them. Not run by CTest (CI has no
// GPU); build it with hipcc or nvcc (see launch_compile_check.hip.cpp) and run
// it on a GPU: it prints one line per check and exits 0 when all pass.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::array;
using concurrency::array_view;
using concurrency::extent;

namespace {

int failures = 0;

void check(bool ok, const std::string &what) {
  std::printf("%s %s\n", ok ? "PASS" : "FAIL", what.c_str());
  if (!ok)
    ++failures;
}

bool statsAre(unsigned long long launches, unsigned long long to_device,
              unsigned long long to_host) {
  amp2hip::transfer_stats s = amp2hip::get_stats();
  bool ok = s.launches == launches && s.copies_to_device == to_device &&
            s.copies_to_host == to_host;
  if (!ok)
    std::printf("     stats: launches %llu, to device %llu, to host %llu\n",
                static_cast<unsigned long long>(s.launches),
                static_cast<unsigned long long>(s.copies_to_device),
                static_cast<unsigned long long>(s.copies_to_host));
  return ok;
}

__global__ void
multiplyKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
               const amp2hip::kernel_param_t<array_view<int, 2>> product,
               const amp2hip::read_only_param_t<array_view<int, 2>> a,
               const amp2hip::read_only_param_t<array_view<int, 2>> b) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  int row = idx[0];
  int col = idx[1];
  for (int inner = 0; inner < 2; inner++)
    product[idx] += a(row, inner) * b(inner, col);
}

void matrixMultiplyAndCounts() {
  int aMatrix[] = {1, 4, 2, 5, 3, 6};
  int bMatrix[] = {7, 8, 9, 10, 11, 12};
  int productMatrix[9] = {};
  amp2hip::reset_stats();
  {
    array_view<int, 2> a(3, 2, aMatrix);
    array_view<int, 2> b(2, 3, bMatrix);
    array_view<int, 2> product(3, 3, productMatrix);
    amp2hip::parallel_for_each(product.extent, multiplyKernel, product, a, b);
    check(statsAre(1, 3, 0), "launch copies a, b, product in once each");
    product.synchronize();
    check(statsAre(1, 3, 1), "synchronize copies product out");
    product.synchronize();
    int first = product(0, 0);
    check(statsAre(1, 3, 1), "second synchronize and host read copy nothing");
    // The walkthrough prints 64 69 74 / 81 86 91 for the last two rows, but
    // 2*8 + 5*11 = 71: the right product is 47 52 57 / 64 71 78 / 81 90 99.
    const int expected[] = {47, 52, 57, 64, 71, 78, 81, 90, 99};
    bool ok = first == 47;
    for (int i = 0; i < 9; ++i)
      ok = ok && productMatrix[i] == expected[i];
    check(ok, "3x3 product 47 52 57 / 64 71 78 / 81 90 99");
    // product(0, 0) made the device copy stale: the next launch copies it
    // in again; a and b are still current there.
    amp2hip::parallel_for_each(product.extent, multiplyKernel, product, a, b);
    check(statsAre(2, 4, 1), "after a host write only product is copied in");
  }
  check(statsAre(2, 4, 2), "destruction copies device-modified data back");
  check(productMatrix[0] == 94, "written back: 47 + 47");
}

__global__ void
addKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
          const amp2hip::kernel_param_t<array_view<int, 1>> sum,
          const amp2hip::kernel_param_t<array_view<const int, 1>> a,
          const amp2hip::kernel_param_t<array_view<const int, 1>> b) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  sum[idx] = a[idx] + b[idx];
}

void discardAndConstViews() {
  int aCPP[] = {1, 2, 3, 4, 5};
  int bCPP[] = {6, 7, 8, 9, 10};
  int sumCPP[5] = {};
  amp2hip::reset_stats();
  {
    array_view<const int, 1> a(5, aCPP);
    array_view<const int, 1> b(5, bCPP);
    array_view<int, 1> sum(5, sumCPP);
    sum.discard_data();
    amp2hip::parallel_for_each(sum.extent, addKernel, sum, a, b);
    check(statsAre(1, 2, 0), "discard_data: sum is not copied in");
    amp2hip::parallel_for_each(sum.extent, addKernel, sum, a, b);
    check(statsAre(2, 2, 0), "second launch copies nothing");
  }
  check(statsAre(2, 2, 1), "only sum is written back (const views never)");
  check(sumCPP[0] == 7 && sumCPP[4] == 15, "AddArrays 7 9 11 13 15");
}

__global__ void
fillLinearKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
                 const amp2hip::kernel_param_t<array_view<int, 2>> out) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = idx[0] * out.extent[1] + idx[1];
}

__global__ void
fillRank4Kernel(const amp2hip::detail::launch_domain<4> amp2hip_domain,
                const amp2hip::kernel_param_t<array_view<int, 4>> out) {
  concurrency::index<4> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] += 1 + ((idx[0] * 8 + idx[1]) * 16 + idx[2]) * 32 + idx[3];
}

void launchModes() {
  // (2^24, 1): linear mode (grid y would be 65536).
  std::vector<int> tall(1 << 24, -1);
  array_view<int, 2> t(1 << 24, 1, tall);
  check(amp2hip::detail::make_launch_config(t.extent).domain.mode ==
            amp2hip::detail::launch_mode::linear,
        "(2^24, 1) is a linear launch");
  amp2hip::parallel_for_each(t.extent, fillLinearKernel, t);
  t.synchronize();
  bool ok = true;
  for (int i = 0; i < (1 << 24); ++i)
    ok = ok && tall[static_cast<std::size_t>(i)] == i;
  check(ok, "linear launch visits every index of (2^24, 1) once");

  // (100000, 3): direct with 782 blocks in y.
  std::vector<int> rows(300000, -1);
  array_view<int, 2> r(100000, 3, rows);
  amp2hip::parallel_for_each(r.extent, fillLinearKernel, r);
  r.synchronize();
  ok = true;
  for (int i = 0; i < 300000; ++i)
    ok = ok && rows[static_cast<std::size_t>(i)] == i;
  check(ok, "direct launch of (100000, 3)");

  // Rank 4 (3, 8, 16, 32): element at its row-major position + 1.
  const int dims[4] = {3, 8, 16, 32};
  std::vector<int> four(3 * 8 * 16 * 32, 0);
  array_view<int, 4> f(extent<4>(dims), four);
  amp2hip::parallel_for_each(f.extent, fillRank4Kernel, f);
  f.synchronize();
  ok = true;
  for (std::size_t i = 0; i < four.size(); ++i)
    ok = ok && four[i] == static_cast<int>(i) + 1;
  check(ok, "rank-4 launch visits every index once");
}

__global__ void
tiledMultiplyKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
                    const amp2hip::read_only_param_t<array_view<float, 2>> a,
                    const amp2hip::read_only_param_t<array_view<float, 2>> b,
                    const amp2hip::kernel_param_t<array_view<float, 2>> product,
                    int n) {
  concurrency::tiled_index<16, 16> t_idx =
      amp2hip::detail::tiled_thread_index<16, 16>(amp2hip_domain);
  static const int TS = 16;
  int row = t_idx.local[0];
  int col = t_idx.local[1];
  float sum = 0;
  for (int i = 0; i < n; i += TS) {
    __shared__ float locA[TS][TS];
    __shared__ float locB[TS][TS];
    locA[row][col] = a(t_idx.global[0], col + i);
    locB[row][col] = b(row + i, t_idx.global[1]);
    __syncthreads();
    for (int k = 0; k < TS; k++)
      sum += locA[row][k] * locB[k][col];
    __syncthreads();
  }
  product[t_idx.global] = sum;
}

void tiledMultiply() {
  const int n = 256;
  std::vector<float> a(n * n), b(n * n), c(n * n, 0.0f), ref(n * n, 0.0f);
  for (int i = 0; i < n * n; ++i) {
    a[static_cast<std::size_t>(i)] = static_cast<float>(i % 7);
    b[static_cast<std::size_t>(i)] = static_cast<float>(i % 5);
  }
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j)
        ref[static_cast<std::size_t>(i * n + j)] +=
            a[static_cast<std::size_t>(i * n + k)] *
            b[static_cast<std::size_t>(k * n + j)];
  array_view<float, 2> av(n, n, a), bv(n, n, b), cv(n, n, c);
  cv.discard_data();
  amp2hip::parallel_for_each(cv.extent.tile<16, 16>(), tiledMultiplyKernel, av,
                             bv, cv, n);
  cv.synchronize();
  check(c == ref, "tiled 256x256 product equals the CPU's");
}

struct Description {
  int value, tileRow, tileColumn, globalRow, globalColumn, localRow,
      localColumn;
};

__global__ void describeKernel(
    const amp2hip::detail::launch_domain<2> amp2hip_domain,
    const amp2hip::kernel_param_t<array_view<Description, 2>> descriptions) {
  concurrency::tiled_index<2, 3> t_idx =
      amp2hip::detail::tiled_thread_index<2, 3>(amp2hip_domain);
  descriptions[t_idx].globalRow = t_idx.global[0];
  descriptions[t_idx].globalColumn = t_idx.global[1];
  descriptions[t_idx].tileRow = t_idx.tile[0];
  descriptions[t_idx].tileColumn = t_idx.tile[1];
  descriptions[t_idx].localRow = t_idx.local[0];
  descriptions[t_idx].localColumn = t_idx.local[1];
}

void tilingDescription() {
  std::vector<Description> descs;
  for (int i = 0; i < 8 * 9; i++)
    descs.push_back({i, 0, 0, 0, 0, 0, 0});
  extent<2> matrix(8, 9);
  array_view<Description, 2> descriptions(matrix, descs);
  amp2hip::parallel_for_each(descriptions.extent.tile<2, 3>(), describeKernel,
                             descriptions);
  bool ok = true;
  for (int row = 0; row < 8; ++row)
    for (int col = 0; col < 9; ++col) {
      const Description &d = descriptions(row, col);
      ok = ok && d.value == row * 9 + col && d.globalRow == row &&
           d.globalColumn == col && d.tileRow == row / 2 &&
           d.tileColumn == col / 3 && d.localRow == row % 2 &&
           d.localColumn == col % 3;
    }
  check(ok, "tiled_index global/tile/local for 8x9 in 2x3 tiles");
}

__global__ void
timesTenKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
               const amp2hip::kernel_param_t<array<int, 1>> a) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  a[idx] = a[idx] * 10;
}

__global__ void
samplingKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
               const amp2hip::read_only_param_t<array_view<float, 2>> matrix,
               const amp2hip::kernel_param_t<array<float, 2>> averages) {
  concurrency::tiled_index<2, 2> t_idx =
      amp2hip::detail::tiled_thread_index<2, 2>(amp2hip_domain);
  __shared__ float tileValues[2][2];
  tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx];
  __syncthreads();
  if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
    for (int trow = 0; trow < 2; trow++)
      for (int tcol = 0; tcol < 2; tcol++)
        averages(t_idx.tile[0], t_idx.tile[1]) += tileValues[trow][tcol];
    averages(t_idx.tile[0], t_idx.tile[1]) /= 4.0f;
  }
}

void arrays() {
  std::vector<int> data(5);
  for (int count = 0; count < 5; count++)
    data[static_cast<std::size_t>(count)] = count;
  amp2hip::reset_stats();
  array<int, 1> a(5, data.begin(), data.end());
  amp2hip::parallel_for_each(a.extent, timesTenKernel, a);
  data = a;
  check(data == std::vector<int>({0, 10, 20, 30, 40}), "array times ten");
  check(statsAre(1, 1, 1), "array: one copy in, one out");

  array<int, 1> b(a); // deep copy, device to device
  check(statsAre(1, 1, 1), "array copy constructor copies device to device");
  array_view<int, 1> view(b);
  view[0] = 7; // host copy of b, device copy stale
  amp2hip::parallel_for_each(b.extent, timesTenKernel, b);
  std::vector<int> bb = b;
  check(bb == std::vector<int>({70, 100, 200, 300, 400}),
        "array_view of an array shares it");
  std::vector<int> aa(5);
  concurrency::copy(a, aa.begin());
  check(aa == std::vector<int>({0, 10, 20, 30, 40}), "copy(array, iterator)");

  // SamplingExample, SAMPLESIZE 2: averages of 2x2 tiles of 0..63 in 8x8.
  std::vector<float> rawData(64);
  for (int i = 0; i < 64; ++i)
    rawData[static_cast<std::size_t>(i)] = static_cast<float>(i);
  array_view<float, 2> matrix(extent<2>(8, 8), rawData);
  std::vector<float> outputData(16, 0.0f);
  array<float, 2> averages(extent<2>(4, 4), outputData.begin(),
                           outputData.end());
  amp2hip::parallel_for_each(matrix.extent.tile<2, 2>(), samplingKernel, matrix,
                             averages);
  outputData = averages;
  check(outputData[0] == 4.5f && outputData[3] == 10.5f &&
            outputData[4] == 20.5f && outputData[15] == 58.5f,
        "SamplingExample 4.5 ... 58.5");
}

__global__ void
paddedKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
             const amp2hip::kernel_param_t<array_view<int, 1>> out) {
  concurrency::tiled_index<256> t_idx =
      amp2hip::detail::tiled_thread_index<256>(amp2hip_domain);
  if (out.extent.contains(t_idx.global))
    out[t_idx.global] = t_idx.tile[0];
}

__global__ void
sectionKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
              const amp2hip::kernel_param_t<array_view<int, 2>> out) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = 1;
}

void paddingAndSections() {
  std::vector<int> data(1000, -1);
  array_view<int, 1> v(1000, data);
  bool thrown = false;
  try {
    amp2hip::parallel_for_each(v.extent.tile<256>(), paddedKernel, v);
  } catch (const concurrency::invalid_compute_domain &) {
    thrown = true;
  }
  check(thrown, "1000 in tiles of 256 throws invalid_compute_domain");
  amp2hip::parallel_for_each(v.extent.tile<256>().pad(), paddedKernel, v);
  v.synchronize();
  check(data[0] == 0 && data[255] == 0 && data[256] == 1 && data[999] == 3,
        "padded tiled launch");

  std::vector<int> grid(4 * 5, 0);
  array_view<int, 2> g(4, 5, grid);
  array_view<int, 2> s =
      g.section(concurrency::index<2>(1, 2), extent<2>(2, 3));
  amp2hip::parallel_for_each(s.extent, sectionKernel, s);
  g.synchronize();
  int ones = 0;
  for (int x : grid)
    ones += x;
  check(ones == 6 && grid[1 * 5 + 2] == 1 && grid[2 * 5 + 4] == 1 &&
            grid[1 * 5 + 1] == 0,
        "a section passed to a kernel writes only its part");
}

__global__ void
addOneKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
             const amp2hip::kernel_param_t<array_view<int, 1>> a) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  a[idx] += 1;
}

__global__ void
setBitsKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
              const amp2hip::kernel_param_t<array_view<unsigned, 1>> bits) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  bits[idx] = 0x40000000u; // 2.0f
}

__global__ void
doubleKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
             const amp2hip::kernel_param_t<array_view<float, 1>> f) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  f[idx] *= 2.0f;
}

__global__ void
copyBitsKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
               const amp2hip::kernel_param_t<array_view<int, 1>> out,
               const amp2hip::read_only_param_t<array_view<int, 1>> in) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = in[idx];
}

// view_as / reinterpret_as written in the kernel (device_view's forms).
__global__ void
viewAsInKernel(const amp2hip::detail::launch_domain<2> amp2hip_domain,
               const amp2hip::kernel_param_t<array_view<int, 1>> flat) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  flat.view_as(concurrency::extent<2>(4, 4))[idx] = idx[0] * 10 + idx[1];
}

__global__ void
reinterpretInKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                    const amp2hip::kernel_param_t<array_view<float, 1>> f) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  f.reinterpret_as<unsigned>()[idx] = 0x3f800000u; // 1.0f
}

__global__ void
arrayViewAsInKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                    const amp2hip::kernel_param_t<array<int, 2>> arr) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  arr.view_as(concurrency::extent<1>(16))[idx] += 1;
}

bool hostValid(const std::shared_ptr<amp2hip::detail::buffer_state> &buffer) {
  return buffer->host_valid();
}

void viewAsAndReinterpretAs() {
  using amp2hip::detail::container_access;
  // view_as: a kernel writes through the reshaped view, the host reads
  // through the original (one buffer: one copy each way).
  std::vector<int> data(16, -1);
  amp2hip::reset_stats();
  {
    array_view<int, 1> v(16, data);
    array_view<int, 2> m = v.view_as(extent<2>(4, 4));
    amp2hip::parallel_for_each(m.extent, fillLinearKernel, m);
    check(statsAre(1, 1, 0) && !hostValid(container_access::buffer(v)),
          "view_as: a kernel writing through it makes the original's host "
          "copy stale (one copy in)");
    int five = v[5];
    check(statsAre(1, 1, 1) && five == 5 && data[15] == 15,
          "view_as: a host read through the original copies out once");
    m(3, 3) = 100; // device copy stale
    amp2hip::parallel_for_each(v.extent, addOneKernel, v);
    check(statsAre(2, 2, 1),
          "view_as: a host write through it makes the original's device copy "
          "stale (one copy in)");
    v.synchronize();
    check(statsAre(2, 2, 2) && data[0] == 1 && data[14] == 15 &&
              data[15] == 101,
          "view_as: the kernel on the original saw the host write");
  }
  check(statsAre(2, 2, 2), "view_as: nothing copied back at destruction");

  // reinterpret_as, both ways, and a read-only reinterpreted capture.
  std::vector<float> values(8, 1.0f);
  std::vector<int> out(8, 0);
  amp2hip::reset_stats();
  {
    array_view<float, 1> f(8, values);
    array_view<unsigned, 1> bits = f.reinterpret_as<unsigned>();
    amp2hip::parallel_for_each(bits.extent, setBitsKernel, bits);
    check(statsAre(1, 1, 0) && !hostValid(container_access::buffer(f)),
          "reinterpret_as: a kernel writing through it makes the original's "
          "host copy stale (one copy in)");
    float first = f[0];
    check(statsAre(1, 1, 1) && first == 2.0f && values[7] == 2.0f,
          "reinterpret_as: a host read through the original copies out once "
          "and sees 2.0f");
    bits[2] = 0x40400000u; // 3.0f; device copy stale
    amp2hip::parallel_for_each(f.extent, doubleKernel, f);
    f.synchronize();
    check(statsAre(2, 2, 2) && values[2] == 6.0f && values[0] == 4.0f,
          "reinterpret_as: a host write through it reaches a kernel on the "
          "original (one copy in, one out)");
    array_view<int, 1> o(8, out);
    o.discard_data();
    amp2hip::parallel_for_each(o.extent, copyBitsKernel, o,
                               f.reinterpret_as<int>());
    check(statsAre(3, 2, 2) && hostValid(container_access::buffer(f)),
          "reinterpret_as: a read-only capture copies nothing and leaves the "
          "host copy valid");
    o.synchronize();
    check(statsAre(3, 2, 3) && out[2] == 0x40c00000 && out[0] == 0x40800000,
          "reinterpret_as: the kernel read the float bits (6.0f, 4.0f)");
  }
  check(statsAre(3, 2, 3), "reinterpret_as: nothing copied back at "
                           "destruction");

  // The device-side forms, on kernel parameters.
  std::vector<int> grid(16, -1);
  std::vector<float> ones(4, 0.0f);
  amp2hip::reset_stats();
  {
    array_view<int, 1> flat(16, grid);
    flat.discard_data();
    amp2hip::parallel_for_each(extent<2>(4, 4), viewAsInKernel, flat);
    flat.synchronize();
    bool ok = statsAre(1, 0, 1);
    for (int i = 0; i < 16; ++i)
      ok = ok && grid[static_cast<std::size_t>(i)] == (i / 4) * 10 + i % 4;
    check(ok, "view_as in a kernel (rank 1 to 4x4)");
    array_view<float, 1> fv(4, ones);
    amp2hip::parallel_for_each(fv.extent, reinterpretInKernel, fv);
    fv.synchronize();
    check(statsAre(2, 1, 2) && ones == std::vector<float>(4, 1.0f),
          "reinterpret_as in a kernel (float as unsigned)");
  }

  // Arrays: view_as and reinterpret_as on the host and in a kernel.
  std::vector<int> init(16);
  for (int i = 0; i < 16; ++i)
    init[static_cast<std::size_t>(i)] = i;
  amp2hip::reset_stats();
  array<int, 2> arr(4, 4, init.begin(), init.end());
  array_view<int, 1> line = arr.view_as(extent<1>(16));
  amp2hip::parallel_for_each(line.extent, addOneKernel, line);
  amp2hip::parallel_for_each(extent<1>(16), arrayViewAsInKernel, arr);
  std::vector<int> result = arr;
  bool ok = statsAre(2, 1, 1);
  for (int i = 0; i < 16; ++i)
    ok = ok && result[static_cast<std::size_t>(i)] == i + 2;
  check(ok, "array view_as on the host and in a kernel share the array "
            "(one copy in, one out)");
  int third = line[3];
  check(statsAre(2, 1, 2) && third == 5,
        "array view_as: a host read copies the array out once");
  array_view<unsigned, 1> words = arr.reinterpret_as<unsigned>();
  words[0] = 1000u; // device copy stale
  amp2hip::parallel_for_each(extent<1>(16), arrayViewAsInKernel, arr);
  result = arr;
  check(statsAre(3, 2, 3) && result[0] == 1001 && result[1] == 4,
        "array reinterpret_as: a host write reaches the next kernel");
  const array<int, 2> &constant = arr;
  array_view<const int, 2> wide = constant.view_as(extent<2>(2, 8));
  check(wide(1, 7) == 18 && statsAre(3, 2, 4),
        "const array view_as (2x8) reads through one copy out");
}

__global__ void
incrementKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                const amp2hip::kernel_param_t<array_view<int, 1>> v) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  v[idx] = v[idx] + 1;
}

// The exception message of a launch, or "(no exception)".
template <typename F> std::string launchError(F launch) {
  try {
    launch();
  } catch (const concurrency::runtime_exception &error) {
    return error.what();
  }
  return "(no exception)";
}

// Arrays on AMP's CPU accelerator (host memory) with a GPU: copies to and
// from arrays on the GPU, staging arrays, array_views of them in kernels,
// and the launches that must throw.
void cpuAccelerator() {
  accelerator_view gpu = accelerator().default_view;
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
  amp2hip::reset_stats();

  // CPU array -> GPU array -> another CPU array: i * i for i = 0..7.
  array<int, 1> host(8, cpu);
  for (int i = 0; i < 8; ++i)
    host[i] = i * i;
  check(statsAre(0, 0, 0), "a CPU array is filled without HIP copies");
  array<int, 1> device(8, gpu);
  concurrency::copy(host, device);
  check(statsAre(0, 1, 0), "copy(CPU array, GPU array): one host->device");
  array<int, 1> back(8, cpu);
  device.copy_to(back);
  check(statsAre(0, 1, 1), "GPU array.copy_to(CPU array): one device->host");
  bool ok = true;
  for (int i = 0; i < 8; ++i)
    ok = ok && back[i] == i * i && back.data()[i] == i * i;
  check(ok, "CPU -> GPU -> CPU round trip keeps 0 1 4 ... 49");
  std::vector<int> asVector = device;
  check(asVector[7] == 49, "std::vector of the GPU array copy: 49 last");

  // A staging array (CPU view, GPU associated view) round trip through a
  // kernel on the GPU array: 0..5 times ten.
  amp2hip::reset_stats();
  array<int, 1> staging(6, cpu, gpu);
  check(staging.get_accelerator_view() == cpu &&
            staging.get_associated_accelerator_view() == gpu &&
            staging.get_cpu_access_type() ==
                concurrency::access_type_read_write,
        "staging array: on the CPU view, associated with the GPU one");
  for (int i = 0; i < 6; ++i)
    staging.data()[i] = i;
  array<int, 1> onGpu(6, gpu);
  concurrency::copy(staging, onGpu);
  amp2hip::parallel_for_each(onGpu.extent, timesTenKernel, onGpu);
  concurrency::copy(onGpu, staging);
  check(statsAre(1, 1, 1), "staging round trip: one copy in, one launch, "
                           "one copy out");
  ok = true;
  for (int i = 0; i < 6; ++i)
    ok = ok && staging[i] == 10 * i;
  check(ok, "staging array after the kernel: 0 10 20 30 40 50");

  // An array_view of a staging array in a kernel on the GPU view (the
  // conformance suite's ExplicitAcceleratorArg Test2): 1..4 plus one.
  amp2hip::reset_stats();
  array<int, 1> source(4, cpu, gpu);
  for (int i = 0; i < 4; ++i)
    source[i] = i + 1;
  {
    array_view<int, 1> view(source);
    amp2hip::parallel_for_each(gpu, view.extent, incrementKernel, view);
    check(statsAre(1, 1, 0), "array_view of a CPU array: copied in once");
  }
  ok = source[0] == 2 && source[3] == 5;
  check(ok && statsAre(1, 1, 1),
        "the CPU array reads the kernel's writes (one copy back): 2 3 4 5");
  // Without a view the launch runs on the default (GPU) view, as the
  // suite's array_view Destructor Test.01 expects: three times more. The
  // host writes above made the device copy stale, so the first round copies
  // in; synchronize() only reads, so the later rounds find the device copy
  // current: 3 more launches, 1 more copy in, 3 more copies out.
  for (int round = 0; round < 3; ++round) {
    array_view<int, 1> view(source);
    amp2hip::parallel_for_each(view.extent, incrementKernel, view);
    view.synchronize();
  }
  check(source[0] == 5 && source[3] == 8 && statsAre(4, 2, 4),
        "auto-selected launches over a CPU array's views: 5 6 7 8");

  // Launches that must throw, before any HIP call.
  amp2hip::reset_stats();
  const char unsupported[] = "concurrency::parallel_for_each is not supported "
                             "on the selected accelerator \"CPU accelerator\".";
  array<int, 1> captured(4, cpu);
  std::string error = launchError([&] {
    amp2hip::parallel_for_each(captured.extent, timesTenKernel, captured);
  });
  check(std::strstr(error.c_str(), unsupported) != nullptr,
        "capturing a CPU array (no view) throws: " + error);
  error = launchError([&] {
    amp2hip::parallel_for_each(cpu, captured.extent, timesTenKernel, onGpu);
  });
  check(std::strstr(error.c_str(), unsupported) != nullptr,
        "parallel_for_each on the CPU view throws: " + error);
  error = launchError([&] {
    amp2hip::parallel_for_each(gpu, captured.extent, timesTenKernel, captured);
  });
  check(error.find("array on the CPU accelerator") != std::string::npos,
        "a CPU array captured on a GPU view throws: " + error);
  check(statsAre(0, 0, 0), "the refused launches launched and copied nothing");
  check(accelerator::get_all().back().device_path == L"cpu" &&
            accelerator::get_all().front() == accelerator(),
        "get_all: the GPU first, the CPU accelerator last");
}

void acceleratorAndErrors() {
  accelerator acc = accelerator(accelerator::default_accelerator);
  std::wstring description = acc.get_description();
  std::printf("     accelerator: %ls, %zu KB, version %x\n",
              description.c_str(), acc.dedicated_memory, acc.version);
  check(!description.empty() && acc.dedicated_memory > 0, "accelerator info");
  check(acc.default_view == accelerator().default_view,
        "one default view per device");
  // Too many bytes, fewer than 2^31 elements: 40000^2 elements of 128
  // bytes, 205 GB.
  struct Wide {
    double value[16];
  };
  bool oom = false;
  try {
    array<Wide, 2> huge(extent<2>(40000, 40000));
  } catch (const concurrency::out_of_memory &error) {
    oom = true;
    std::printf("     %s\n", error.what());
  }
  check(oom, "an impossible array throws out_of_memory");
  // 2^31 or more elements (here 4 * 10^10): refused before allocating
  // (device views index in 32-bit int arithmetic).
  bool refused = false;
  try {
    array<double, 2> tooMany(extent<2>(200000, 200000));
  } catch (const concurrency::out_of_memory &) {
  } catch (const concurrency::runtime_exception &error) {
    refused = std::strstr(error.what(), "2^31") != nullptr;
  }
  check(refused, "an array of 2^31 or more elements throws runtime_exception");
  acc.default_view.wait();
}

__global__ void
incrementArrayKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                     const amp2hip::kernel_param_t<array<int, 1>> data) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  data[idx] += 1;
}

bool bytesAre(unsigned long long to_device, unsigned long long to_host) {
  amp2hip::transfer_stats s = amp2hip::get_stats();
  bool ok = s.bytes_to_device == to_device && s.bytes_to_host == to_host;
  if (!ok)
    std::printf("     bytes: to device %llu, to host %llu\n",
                static_cast<unsigned long long>(s.bytes_to_device),
                static_cast<unsigned long long>(s.bytes_to_host));
  return ok;
}

bool valuesAre(const std::vector<int> &data, int added) {
  for (std::size_t i = 0; i < data.size(); ++i)
    if (data[i] != static_cast<int>(i % 100003) * 3 + added)
      return false;
  return true;
}

// Copies through the transfer engine's staging buffers (transfer.h), made
// small here so that a 10 MiB copy takes many chunks and an odd last one:
// the data arrives whole both ways, and each copy is counted once. With
// \p register_after (0: never), the view's host memory is page-locked on
// its register_after-th staged copy and copied directly after that.
void stagedTransfers(unsigned threads, unsigned register_after) {
  const amp2hip::detail::transfer_settings saved =
      amp2hip::detail::get_transfer_settings();
  amp2hip::detail::transfer_settings small = saved;
  small.staged_min_bytes = 64 << 10;
  small.chunk_bytes = (1 << 20) + 3 * 4096;
  small.slots = 2;
  small.threads = threads;
  small.register_after = register_after;
  amp2hip::detail::set_transfer_settings(small);
  const std::string with = " (" + std::to_string(threads) +
                           " threads, register after " +
                           std::to_string(register_after) + ")";
  const int n = (10 << 20) / 4 + 3; // 10 MiB + 12 bytes
  const unsigned long long bytes = 4ull * n;
  std::vector<int> data(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < data.size(); ++i)
    data[i] = static_cast<int>(i % 100003) * 3;
  amp2hip::reset_stats();
  {
    array_view<int, 1> view(n, data);
    amp2hip::parallel_for_each(view.extent, incrementKernel, view);
    view.synchronize();
    check(valuesAre(data, 1) && statsAre(1, 1, 1) && bytesAre(bytes, bytes),
          "staged array_view round trip: data whole, one copy each way" + with);
    amp2hip::parallel_for_each(view.extent, incrementKernel, view);
    concurrency::completion_future done = view.synchronize_async();
    done.get();
    check(valuesAre(data, 2) && statsAre(2, 1, 2),
          "staged synchronize_async: data back, counted once" + with);
    for (int round = 0; round < 3; ++round) {
      view.refresh(); // the host copy is current: copy it in again
      amp2hip::parallel_for_each(view.extent, incrementKernel, view);
      view.synchronize();
    }
    check(valuesAre(data, 5) && statsAre(5, 4, 5) &&
              bytesAre(4 * bytes, 5 * bytes),
          "staged round trips again (registered or not): data whole" + with);
  }
  check(statsAre(5, 4, 5), "staged: nothing copied back at destruction" + with);

  amp2hip::reset_stats();
  array<int, 1> a(n, data.begin(), data.end());
  amp2hip::parallel_for_each(a.extent, incrementArrayKernel, a);
  std::vector<int> out(data.size(), -1);
  concurrency::copy(a, out.begin());
  check(valuesAre(out, 6) && statsAre(1, 1, 1) && bytesAre(bytes, bytes),
        "staged array: copy in and out whole, once each" + with);
  concurrency::completion_future in =
      concurrency::copy_async(out.begin(), out.end(), a);
  in.get();
  amp2hip::parallel_for_each(a.extent, incrementArrayKernel, a);
  concurrency::copy_async(a, data.begin()).get();
  check(valuesAre(data, 7) && statsAre(2, 2, 2),
        "staged copy_async both ways" + with);
  amp2hip::detail::set_transfer_settings(saved);
}

// --- Copies on the transfer stream beside kernels on the compute stream ---

// \p rounds rounds of xorshift32 (13, 17, 5) plus the golden-ratio constant.
__host__ __device__ unsigned int scrambled(unsigned int x, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    x += 0x9e3779b9u;
  }
  return x;
}

__global__ void
scrambleKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
               const amp2hip::read_only_param_t<array<unsigned int, 1>> input,
               const amp2hip::kernel_param_t<array<unsigned int, 1>> output,
               const int rounds) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  output[idx] = scrambled(input[idx], rounds);
}

__global__ void scrambleIntoViewKernel(
    const amp2hip::detail::launch_domain<1> amp2hip_domain,
    const amp2hip::read_only_param_t<array<unsigned int, 1>> input,
    const amp2hip::kernel_param_t<array_view<unsigned int, 1>> output,
    const int rounds) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  output[idx] = scrambled(input[idx], rounds);
}

__global__ void
affineKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
             const amp2hip::read_only_param_t<array_view<unsigned int, 1>> in,
             const amp2hip::kernel_param_t<array_view<unsigned int, 1>> out) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = in[idx] * 3u + 1u;
}

__global__ void
affineArrayKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                  const amp2hip::read_only_param_t<array<unsigned int, 1>> in,
                  const amp2hip::kernel_param_t<array<unsigned int, 1>> out) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  out[idx] = in[idx] * 3u + 1u;
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

std::vector<unsigned int> sequence(std::size_t count, unsigned int seed) {
  std::vector<unsigned int> values(count);
  for (std::size_t i = 0; i < values.size(); ++i)
    values[i] = seed * 2654435761u + static_cast<unsigned int>(i);
  return values;
}

// True when out[i] == scrambled(in[i], rounds) at every 4099th index and
// the last (the CPU reference; the whole array would take too long).
bool scrambledAtSamples(const std::vector<unsigned int> &in,
                        const std::vector<unsigned int> &out, int rounds) {
  for (std::size_t i = 0; i < in.size(); i += 4099)
    if (out[i] != scrambled(in[i], rounds))
      return false;
  return out.back() == scrambled(in.back(), rounds);
}

bool affineOf(const std::vector<unsigned int> &in,
              const std::vector<unsigned int> &out) {
  if (in.size() != out.size())
    return false;
  for (std::size_t i = 0; i < in.size(); ++i)
    if (out[i] != in[i] * 3u + 1u)
      return false;
  return true;
}

// The rounds that make scrambleKernel over input take at least 20 ms (at
// most 2^20 rounds), and that time in kernel_ms.
int calibrateLongKernel(array<unsigned int, 1> &input,
                        array<unsigned int, 1> &output, double &kernel_ms) {
  const accelerator_view view = input.get_accelerator_view();
  int rounds = 1024;
  while (true) {
    auto start = std::chrono::steady_clock::now();
    amp2hip::parallel_for_each(input.extent, scrambleKernel, input, output,
                               rounds);
    view.wait();
    kernel_ms = millisecondsSince(start);
    if (kernel_ms >= 20.0 || rounds >= (1 << 20))
      return rounds;
    rounds *= 2;
  }
}

// Compute events are recorded when first needed (kernel_uses.h): kernels
// over the same arrays, back to back, record none; a launch that leaves
// arrays out first records theirs (2: a and b), so that a copy out of a waits
// for a's long kernel and not for the later one, and a copy out of e records
// e's (1) unless copies share the kernels' stream (AMP2HIP_COPY_STREAM=off).
// The data is checked against the CPU: an event in the wrong place would let
// the copy out of a read it before the long kernel wrote it.
void computeEventsWhenNeeded() {
  const int m = 1 << 20;
  std::vector<unsigned int> inB = sequence(m, 6), inC = sequence(m, 7);
  array<unsigned int, 1> a(m), b(m, inB.begin(), inB.end());
  array<unsigned int, 1> c(m, inC.begin(), inC.end()), e(m);
  double kernel_ms = 0;
  const int rounds = calibrateLongKernel(b, a, kernel_ms);
  accelerator().default_view.wait();
  const std::uint64_t start = amp2hip::detail::kernel_use_events();
  for (int k = 0; k < 5; ++k)
    amp2hip::parallel_for_each(b.extent, scrambleKernel, b, a, 1);
  const std::uint64_t loop = amp2hip::detail::kernel_use_events() - start;
  amp2hip::parallel_for_each(b.extent, scrambleKernel, b, a, rounds);
  amp2hip::parallel_for_each(c.extent, affineArrayKernel, c, e);
  const std::uint64_t launches =
      amp2hip::detail::kernel_use_events() - start - loop;
  std::vector<unsigned int> outA(m), outE(m);
  concurrency::copy(a, outA.begin());
  concurrency::copy(e, outE.begin());
  const std::uint64_t copies =
      amp2hip::detail::kernel_use_events() - start - loop - launches;
  const std::uint64_t copy_records =
      amp2hip::detail::copy_stream_enabled_by_environment() ? 1 : 0;
  std::printf("INFO compute events: %llu over 5 kernels on the same arrays, "
              "%llu before a kernel on others, %llu for 2 copies\n",
              static_cast<unsigned long long>(loop),
              static_cast<unsigned long long>(launches),
              static_cast<unsigned long long>(copies));
  check(loop == 0 && launches == 2 && copies == copy_records &&
            scrambledAtSamples(inB, outA, rounds) && affineOf(inC, outE),
        "compute events recorded when needed: none between kernels on the "
        "same arrays, results equal the CPU's");

  // The last reference to an array_view, dropped right after a long kernel
  // wrote it, copies the kernel's results back (its destructor's copy waits
  // for the kernel whose event is still unrecorded).
  std::vector<unsigned int> target(m, 0u);
  {
    array_view<unsigned int, 1> out(m, target);
    out.discard_data();
    amp2hip::parallel_for_each(b.extent, scrambleIntoViewKernel, b, out,
                               rounds);
  }
  check(scrambledAtSamples(inB, target, rounds),
        "an array_view destroyed right after a long kernel wrote it holds the "
        "kernel's results");
}

// Host threads launch on one accelerator_view at once, each on arrays of its
// own, and copy the results out after each kernel. The view's unrecorded
// kernel uses (kernel_uses.h) are shared by the threads: a launch on one
// thread records the compute events of another thread's arrays. Each copy
// must still wait for its own thread's kernel; checked against the CPU.
void concurrentLaunchesOnOneView() {
  const int threads = 4, rounds = 40, m = 1 << 15;
  std::atomic<int> wrong{0}, failed{0};
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&wrong, &failed, t] {
      try {
        std::vector<unsigned int> in =
            sequence(m, 20u + static_cast<unsigned int>(t));
        std::vector<unsigned int> out(m, 0u);
        array<unsigned int, 1> a(m, in.begin(), in.end()), b(m);
        for (int r = 0; r < rounds; ++r) {
          const int scrambles = 256 + 64 * r;
          amp2hip::parallel_for_each(a.extent, scrambleKernel, a, b, scrambles);
          concurrency::copy(b, out.begin());
          if (!scrambledAtSamples(in, out, scrambles))
            ++wrong;
        }
      } catch (const std::exception &error) {
        std::printf("INFO concurrent launches: thread %d: %s\n", t,
                    error.what());
        ++failed;
      }
    });
  for (std::thread &worker : workers)
    worker.join();
  check(wrong == 0 && failed == 0,
        std::to_string(threads) + " host threads launching on one view, " +
            std::to_string(rounds) +
            " kernels and copies each: every copy holds its kernel's results "
            "(" +
            std::to_string(wrong.load()) + " wrong, " +
            std::to_string(failed.load()) + " failed)");
}

// Each buffer's work stays in issue order across the compute stream and the
// transfer stream, while work on other buffers overlaps (buffer.h): every
// result is checked against the CPU. A long kernel keeps the compute stream
// busy, so that a missing wait would show as wrong data.
void copiesOverlapKernels() {
  const int m = 1 << 20;    // elements of the long kernel's arrays
  const int n = 16 << 20;   // elements of the copied arrays (64 MiB)
  const int small = 100003; // a direct (unstaged) copy
  const accelerator_view view = accelerator().default_view;
  std::vector<unsigned int> oldB = sequence(m, 1), newB = sequence(m, 2);
  array<unsigned int, 1> a(m), b(m, oldB.begin(), oldB.end());
  double kernel_ms = 0;
  const int rounds = calibrateLongKernel(b, a, kernel_ms);

  // A copy into the array that a running kernel reads waits for the kernel.
  amp2hip::parallel_for_each(b.extent, scrambleKernel, b, a, rounds);
  concurrency::copy_async(newB.begin(), newB.end(), b).get();
  std::vector<unsigned int> outA(m), outB(m);
  concurrency::copy(a, outA.begin());
  concurrency::copy(b, outB.begin());
  check(scrambledAtSamples(oldB, outA, rounds) && outB == newB,
        "copy_async into an array a running kernel reads waits for it");

  // A copy out of the array that a running kernel writes waits for it.
  amp2hip::parallel_for_each(b.extent, scrambleKernel, b, a, rounds);
  concurrency::copy_async(a, outA.begin()).get();
  check(scrambledAtSamples(newB, outA, rounds),
        "copy_async out of an array a running kernel writes waits for it");

  // Copies into and out of other arrays overlap the kernel; a kernel that
  // reads an array right after copy_async into it sees the new data.
  std::vector<unsigned int> inC = sequence(n, 3), outE(n, 0u);
  std::vector<unsigned int> inD = sequence(n, 4), outD(n, 0u);
  array<unsigned int, 1> c(n), d(n, inD.begin(), inD.end()), e(n);
  view.wait();
  auto start = std::chrono::steady_clock::now();
  amp2hip::parallel_for_each(b.extent, scrambleKernel, b, a, rounds);
  concurrency::completion_future upload =
      concurrency::copy_async(inC.begin(), inC.end(), c);
  concurrency::completion_future download =
      concurrency::copy_async(d, outD.begin());
  upload.get();
  download.get();
  const double copies_ms = millisecondsSince(start);
  amp2hip::parallel_for_each(c.extent, affineArrayKernel, c, e);
  concurrency::copy_async(e, outE.begin()).get();
  const double all_ms = millisecondsSince(start);
  concurrency::copy(a, outA.begin());
  check(scrambledAtSamples(newB, outA, rounds) && outD == inD &&
            affineOf(inC, outE),
        "copies of other arrays beside a kernel, then a kernel on the copied "
        "array: all results equal the CPU's");
  const char *setting = std::getenv("AMP2HIP_COPY_STREAM");
  std::printf("INFO overlap: a %.1f ms kernel (%d rounds) on one array; 64 "
              "MiB in and 64 MiB out of two others done %.1f ms after its "
              "launch (%s), all %.1f ms; AMP2HIP_COPY_STREAM=%s\n",
              kernel_ms, rounds, copies_ms,
              copies_ms < kernel_ms ? "overlapped" : "after the kernel", all_ms,
              setting != nullptr ? setting : "(unset: on)");

  // Lazy copies: a kernel right after an array_view's host -> device copy
  // (staged, then direct) waits for it.
  for (int count : {n, small}) {
    std::vector<unsigned int> source =
        sequence(static_cast<std::size_t>(count), 5u);
    std::vector<unsigned int> target(source.size(), 0u);
    {
      array_view<const unsigned int, 1> in(count, source);
      array_view<unsigned int, 1> out(count, target);
      out.discard_data();
      view.wait();
      amp2hip::parallel_for_each(view, in.extent, affineKernel, in, out);
      out.synchronize();
    }
    check(affineOf(source, target),
          "a kernel reads an array_view right after its copy in (" +
              std::to_string(count) + " elements)");
  }

  // Double-buffered chunks as in samples/async_overlap, checked whole.
  const int chunks = 6;
  const int chunk = 1 << 22;
  std::vector<std::vector<unsigned int>> ins, outs;
  for (int k = 0; k < chunks; ++k) {
    ins.push_back(sequence(chunk, 10u + static_cast<unsigned int>(k)));
    outs.emplace_back(chunk, 0u);
  }
  array<unsigned int, 1> in0(chunk), in1(chunk), res0(chunk), res1(chunk);
  array<unsigned int, 1> *inputs[2] = {&in0, &in1};
  array<unsigned int, 1> *results[2] = {&res0, &res1};
  concurrency::completion_future downloads[2];
  concurrency::completion_future next =
      concurrency::copy_async(ins[0].begin(), ins[0].end(), in0);
  for (int k = 0; k < chunks; ++k) {
    const int slot = k % 2;
    next.get();
    if (k + 1 < chunks)
      next = concurrency::copy_async(ins[k + 1].begin(), ins[k + 1].end(),
                                     *inputs[1 - slot]);
    if (downloads[slot].valid())
      downloads[slot].get();
    amp2hip::parallel_for_each(results[slot]->extent, affineArrayKernel,
                               *inputs[slot], *results[slot]);
    downloads[slot] = concurrency::copy_async(*results[slot], outs[k].begin());
  }
  for (concurrency::completion_future &pending : downloads)
    pending.get();
  bool chunksOk = true;
  for (int k = 0; k < chunks; ++k)
    chunksOk = chunksOk && affineOf(ins[k], outs[k]);
  check(chunksOk, "double-buffered copy_async chunks equal the CPU's");
  view.wait();
}

} // namespace

// refresh() on views whose data no memory outside the runtime holds (a view
// made from an extent, a view of a GPU array) keeps the kernels' results, as
// in Microsoft's C++ AMP (the conformance suite's WithoutDataSource/refresh
// test); on a view of the user's memory it makes the host copy current.
void refreshWithoutDataSource() {
  array_view<int, 1> owned(4); // zeros
  for (int round = 0; round < 3; ++round) {
    amp2hip::parallel_for_each(owned.extent, incrementKernel, owned);
    owned.refresh();
  }
  check(owned[0] == 3 && owned[3] == 3,
        "refresh of a view without a data source keeps the device's data");

  std::vector<int> values(4, 7);
  array<int, 1> a(4, values.begin(), values.end());
  array_view<int, 1> ofArray(a);
  amp2hip::parallel_for_each(ofArray.extent, incrementKernel, ofArray);
  ofArray.refresh();
  amp2hip::parallel_for_each(ofArray.extent, incrementKernel, ofArray);
  check(ofArray[2] == 9, "refresh of a view of a GPU array keeps its data");

  std::vector<int> user(4, 1);
  array_view<int, 1> overUser(4, user);
  amp2hip::parallel_for_each(overUser.extent, incrementKernel, overUser);
  overUser.synchronize();
  user[1] = 40; // behind the view's back
  overUser.refresh();
  amp2hip::parallel_for_each(overUser.extent, incrementKernel, overUser);
  overUser.synchronize();
  check(user[0] == 3 && user[1] == 41,
        "refresh of a view of user memory copies the host's change in");
}

// An array_view of an array used in kernels on a second GPU (C++ AMP v1.2
// §5.2; the conformance suite's ImplicitSynchronize/Remote tests): the
// second GPU gets a remote copy, its writes reach the host and the array's
// own GPU, and the array's writes reach the second GPU. The array itself in
// a kernel there is a runtime_exception. Expected values are the arithmetic
// of the increments below (each kernel adds 1 or maps x to 3x + 1).
void remoteViews() {
  std::vector<accelerator> gpus;
  for (const accelerator &each : accelerator::get_all())
    if (each.device_path != accelerator::cpu_accelerator)
      gpus.push_back(each);
  if (gpus.size() < 2) {
    std::printf("SKIP remote views: %zu GPU(s), two needed\n", gpus.size());
    return;
  }
  accelerator_view home = gpus[0].default_view;
  accelerator_view remote = gpus[1].default_view;
  std::vector<int> start(1000);
  for (int i = 0; i < 1000; ++i)
    start[i] = i;
  array<int, 1> a(1000, start.begin(), start.end(), home);
  array_view<int, 1> view(a);
  amp2hip::parallel_for_each(remote, view.extent, incrementKernel, view);
  check(view[0] == 1 && view[999] == 1000,
        "a remote kernel's writes reach the host (i + 1)");
  // The host copy is current now: the first home kernel copies it host ->
  // device; after that the data moves only between the two GPUs, one peer
  // copy per kernel that uses it on the other GPU (hipMemcpyPeerAsync),
  // nothing through the host.
  amp2hip::parallel_for_each(home, view.extent, incrementKernel, view);
  amp2hip::reset_stats();
  amp2hip::parallel_for_each(remote, view.extent, incrementKernel, view);
  amp2hip::parallel_for_each(home, view.extent, incrementKernel, view);
  amp2hip::transfer_stats peer = amp2hip::get_stats();
  check(peer.copies_peer == 2 && peer.bytes_peer == 2 * 1000 * sizeof(int) &&
            peer.copies_to_host == 0 && peer.copies_to_device == 0,
        "kernels alternating between two GPUs: the data moves GPU to GPU "
        "(2 peer copies of 4000 bytes, none through the host)");
  std::vector<int> fromArray(1000);
  concurrency::copy(a, fromArray.begin());
  bool alternating = true;
  for (int i = 0; i < 1000; ++i)
    alternating = alternating && fromArray[i] == i + 4;
  check(alternating,
        "kernels alternating between the two GPUs see each other's writes "
        "(i + 4 in the array)");
  view[7] = -5; // a host write makes the remote copy stale
  array_view<int, 1> section = view.section(5, 10);
  amp2hip::parallel_for_each(remote, section.extent, incrementKernel, section);
  check(view[7] == -4 && view[5] == 10 && view[15] == 19 && view[4] == 8,
        "a host write reaches the remote copy; a section's remote kernel "
        "writes only the section");
  std::vector<unsigned int> inputs(256), outputs(256);
  for (unsigned int i = 0; i < 256; ++i)
    inputs[i] = i * 7u;
  array<unsigned int, 1> in(256, inputs.begin(), inputs.end(), home);
  array_view<const unsigned int, 1> inView(in);
  array_view<unsigned int, 1> outView(256, outputs);
  amp2hip::parallel_for_each(remote, outView.extent, affineKernel, inView,
                             outView);
  outView.synchronize();
  bool mapped = true;
  for (unsigned int i = 0; i < 256; ++i)
    mapped = mapped && outputs[i] == i * 21u + 1u;
  check(mapped, "a read-only remote view reads the array (7i * 3 + 1)");
  array<unsigned int, 1> result(256, home);
  check(launchError([&] {
          amp2hip::parallel_for_each(remote, in.extent, affineArrayKernel, in,
                                     result);
        }).find("another accelerator") != std::string::npos,
        "an array itself in a kernel on another GPU: runtime_exception");
}

/// copy() from a section of a view of a large array moves the section's
/// range, not the array (the C++ AMP book's reductions copied 64 MiB to read
/// 64 ints); the values are the section's, in row-major order.
void sectionCopies() {
  std::vector<int> ramp(1 << 20);
  for (std::size_t i = 0; i < ramp.size(); ++i)
    ramp[i] = static_cast<int>(i);
  array<int, 1> a(static_cast<int>(ramp.size()), ramp.begin(), ramp.end());
  array_view<int, 1> v(a);
  std::vector<int> out(64, -1);
  amp2hip::reset_stats();
  copy(v.section(1000, 64), out.begin());
  bool ok = true;
  for (int i = 0; i < 64; ++i)
    ok = ok && out[i] == 1000 + i;
  check(ok, "copy of a rank-1 section: elements 1000..1063");
  check(bytesAre(0, 64 * sizeof(int)),
        "copy of a rank-1 section moves 256 bytes");

  array<int, 2> b(512, 512, ramp.begin(), ramp.begin() + 512 * 512);
  array_view<int, 2> w(b);
  std::vector<int> block(12, -1);
  amp2hip::reset_stats();
  copy(w.section(concurrency::index<2>(10, 20), extent<2>(3, 4)),
       block.begin());
  ok = true;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c)
      ok = ok && block[r * 4 + c] == (10 + r) * 512 + 20 + c;
  check(ok, "copy of a rank-2 section: rows 10..12, columns 20..23");
  // From (10, 20) to (12, 23): 2 rows of 512 and 4 elements.
  check(bytesAre(0, (2 * 512 + 4) * sizeof(int)),
        "copy of a rank-2 section moves its rows' span");
}

/// A view of a temporary array (MSVC binds it to array&: the C++ AMP book's
/// Chapter 9) keeps the array's device memory after the temporary dies.
void viewOfTemporaryArray() {
  std::vector<int> ramp(4096);
  for (std::size_t i = 0; i < ramp.size(); ++i)
    ramp[i] = static_cast<int>(3 * i);
  array_view<int, 1> v = array<int, 1>(4096, ramp.begin(), ramp.end());
  std::vector<int> out(4096, -1);
  copy(v, out.begin());
  check(out == ramp, "a view of a temporary array reads the array's data");
}

int main() {
  try {
    matrixMultiplyAndCounts();
    discardAndConstViews();
    launchModes();
    tiledMultiply();
    tilingDescription();
    arrays();
    paddingAndSections();
    viewAsAndReinterpretAs();
    cpuAccelerator();
    acceleratorAndErrors();
    refreshWithoutDataSource();
    copiesOverlapKernels();
    computeEventsWhenNeeded();
    concurrentLaunchesOnOneView();
    stagedTransfers(1, 0);
    stagedTransfers(3, 3);
    stagedTransfers(4, 1);
    remoteViews();
    sectionCopies();
    viewOfTemporaryArray();
  } catch (const std::exception &error) {
    std::printf("FAIL exception: %s\n", error.what());
    return 2;
  }
  std::printf("%s: %d failure(s)\n", failures == 0 ? "OK" : "FAILED", failures);
  return failures == 0 ? 0 : 1;
}
