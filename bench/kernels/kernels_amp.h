// The functions of kernels_amp.cpp, as the benchmarks that call them declare
// them (kernels_bench.hip.cpp for the GPUs, cpu/cpu_bench.cpp for the CPU
// platform): their definitions are amp2hip's translation of kernels_amp.cpp,
// a separate translation unit built with the runtime's <amp2hip/amp.h>.
#pragma once

#include <amp2hip/amp.h>

// kernels_amp.cpp's tiles and sizes, for the benchmarks' own versions (the
// same values as there).
constexpr int ReduceTile = 256;
constexpr int ReducePerThread = 8;
constexpr int TransposeTile = 32;
constexpr int ConvRadius = 2;
constexpr int ConvWidth = 2 * ConvRadius + 1;
constexpr int ScanTile = 256;
constexpr int SortTile = 512;
constexpr int BodyTile = 256;
constexpr int HistBins = 256;
constexpr int HistPerThread = 16;

// Shared with kernels_amp.cpp (declared there identically).
struct Body {
  float x, y, z, w; // position and mass, or acceleration (w unused)
};

void ampReduce(const concurrency::array_view<const int, 1> &in,
               const concurrency::array_view<int, 1> &tileSums);
void ampReduceAtomic(const concurrency::array_view<const int, 1> &in,
                     const concurrency::array_view<int, 1> &total);
void ampTranspose(const concurrency::array_view<const float, 2> &in,
                  const concurrency::array_view<float, 2> &out);
void ampConvolve(const concurrency::array_view<const float, 2> &image,
                 const concurrency::array_view<const float, 1> &filter,
                 const concurrency::array_view<float, 2> &out);
void ampConvolveFilter2D(const concurrency::array_view<const float, 2> &image,
                         const concurrency::array_view<const float, 2> &filter,
                         const concurrency::array_view<float, 2> &out);
void ampScan(const concurrency::array_view<const int, 1> &in,
             const concurrency::array_view<int, 1> &out,
             const concurrency::array_view<int, 1> &tileSums);
void ampBitonicSort(const concurrency::array_view<int, 1> &keys);
void ampNBody(const concurrency::array_view<const Body, 1> &bodies,
              const concurrency::array_view<Body, 1> &accel);
void ampHistogram(const concurrency::array_view<const unsigned, 1> &data,
                  const concurrency::array_view<unsigned, 1> &bins);
