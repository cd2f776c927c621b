// Every C++ AMP barrier and memory-fence form, each in a tile reduction.
// Source: ../shared/seeds/003_1ea74777b7ef15b0.txt (Traditional Chinese), "Using
// Tiles", section on memory fences: "In C++ AMP a memory fence is created by calling
// one of the following methods:" (the list itself was lost from this copy; the C++ AMP
// reference names tile_barrier::wait, wait_with_all_memory_fence,
// wait_with_global_memory_fence, wait_with_tile_static_memory_fence and the free
// functions all_memory_fence, global_memory_fence, tile_static_memory_fence). The
// document has no program for them; this one is new, written for amp2hip.
//
// Each of the seven forms is used in a tree reduction that sums every 64-element tile
// of 1024 integers; the 16 tile sums are compared with sums computed on the CPU in the
// same program, and one line is printed per form. Where a form orders only one kind of
// memory, the reduction works in that kind of memory:
//   wait, wait_with_all_memory_fence, wait_with_tile_static_memory_fence:
//       the partial sums are in a tile_static array;
//   wait_with_global_memory_fence:
//       the partial sums are in global memory (an array_view over a copy of the data);
//   all_memory_fence, global_memory_fence:
//       partial sums in global memory; each step is the free fence followed by
//       wait_with_tile_static_memory_fence, a barrier that by itself orders only
//       tile_static memory, so that the fence is what orders the global writes;
//   tile_static_memory_fence:
//       partial sums in a tile_static array; each step is the fence followed by
//       wait_with_global_memory_fence, a barrier that by itself orders only global
//       memory.
// Expected output: arithmetic (see expected_output.md).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

static const int TS = 64;              // tile size
static const int N = 1024;             // elements
static const int TILES = N / TS;       // tile sums

// Prints one line: how many of the GPU's tile sums match the CPU's, and their total.
static void report(const char *form, const std::vector<int> &gpu, const std::vector<int> &cpu) {
    int matches = 0;
    long long total = 0;
    for (int t = 0; t < TILES; t++) {
        matches += gpu[t] == cpu[t];
        total += gpu[t];
    }
    std::cout << form << ": " << matches << " of " << TILES
              << " tile sums match the CPU, total " << total << "\n";
}

// Tile sums in a tile_static array with tile_barrier::wait().
static void ReduceWait(const std::vector<int> &data, std::vector<int> &result) {
    array_view<const int, 1> in(N, data);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        tile_static int partial[TS];
        int l = t_idx.local[0];
        partial[l] = in[t_idx.global];
        t_idx.barrier.wait();
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                partial[l] += partial[l + stride];
            t_idx.barrier.wait();
        }
        if (l == 0)
            sums[t_idx.tile] = partial[0];
    });
    sums.synchronize();
}

// Tile sums in a tile_static array with tile_barrier::wait_with_all_memory_fence().
static void ReduceWaitAll(const std::vector<int> &data, std::vector<int> &result) {
    array_view<const int, 1> in(N, data);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        tile_static int partial[TS];
        int l = t_idx.local[0];
        partial[l] = in[t_idx.global];
        t_idx.barrier.wait_with_all_memory_fence();
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                partial[l] += partial[l + stride];
            t_idx.barrier.wait_with_all_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = partial[0];
    });
    sums.synchronize();
}

// Tile sums in global memory with tile_barrier::wait_with_global_memory_fence().
static void ReduceWaitGlobal(const std::vector<int> &data, std::vector<int> &result) {
    std::vector<int> scratchData(data);
    array_view<int, 1> scratch(N, scratchData);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(scratch.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        int l = t_idx.local[0];
        int g = t_idx.global[0];
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                scratch[g] += scratch[g + stride];
            t_idx.barrier.wait_with_global_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = scratch[g];
    });
    sums.synchronize();
}

// Tile sums in a tile_static array with tile_barrier::wait_with_tile_static_memory_fence().
static void ReduceWaitTileStatic(const std::vector<int> &data, std::vector<int> &result) {
    array_view<const int, 1> in(N, data);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        tile_static int partial[TS];
        int l = t_idx.local[0];
        partial[l] = in[t_idx.global];
        t_idx.barrier.wait_with_tile_static_memory_fence();
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                partial[l] += partial[l + stride];
            t_idx.barrier.wait_with_tile_static_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = partial[0];
    });
    sums.synchronize();
}

// Tile sums in global memory: all_memory_fence, then a tile_static-only barrier.
static void ReduceAllFence(const std::vector<int> &data, std::vector<int> &result) {
    std::vector<int> scratchData(data);
    array_view<int, 1> scratch(N, scratchData);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(scratch.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        int l = t_idx.local[0];
        int g = t_idx.global[0];
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                scratch[g] += scratch[g + stride];
            all_memory_fence(t_idx.barrier);
            t_idx.barrier.wait_with_tile_static_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = scratch[g];
    });
    sums.synchronize();
}

// Tile sums in global memory: global_memory_fence, then a tile_static-only barrier.
static void ReduceGlobalFence(const std::vector<int> &data, std::vector<int> &result) {
    std::vector<int> scratchData(data);
    array_view<int, 1> scratch(N, scratchData);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(scratch.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        int l = t_idx.local[0];
        int g = t_idx.global[0];
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                scratch[g] += scratch[g + stride];
            global_memory_fence(t_idx.barrier);
            t_idx.barrier.wait_with_tile_static_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = scratch[g];
    });
    sums.synchronize();
}

// Tile sums in a tile_static array: tile_static_memory_fence, then a global-only barrier.
static void ReduceTileStaticFence(const std::vector<int> &data, std::vector<int> &result) {
    array_view<const int, 1> in(N, data);
    array_view<int, 1> sums(TILES, result);
    sums.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        tile_static int partial[TS];
        int l = t_idx.local[0];
        partial[l] = in[t_idx.global];
        tile_static_memory_fence(t_idx.barrier);
        t_idx.barrier.wait_with_global_memory_fence();
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride)
                partial[l] += partial[l + stride];
            tile_static_memory_fence(t_idx.barrier);
            t_idx.barrier.wait_with_global_memory_fence();
        }
        if (l == 0)
            sums[t_idx.tile] = partial[0];
    });
    sums.synchronize();
}

int main() {
    std::vector<int> data(N);
    for (int i = 0; i < N; i++)
        data[i] = (i * 37) % 101 - 50;

    std::vector<int> cpu(TILES, 0);
    for (int i = 0; i < N; i++)
        cpu[i / TS] += data[i];

    std::vector<int> gpu(TILES, -1);
    ReduceWait(data, gpu);
    report("tile_barrier::wait", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceWaitAll(data, gpu);
    report("tile_barrier::wait_with_all_memory_fence", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceWaitGlobal(data, gpu);
    report("tile_barrier::wait_with_global_memory_fence", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceWaitTileStatic(data, gpu);
    report("tile_barrier::wait_with_tile_static_memory_fence", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceAllFence(data, gpu);
    report("all_memory_fence", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceGlobalFence(data, gpu);
    report("global_memory_fence", gpu, cpu);

    gpu.assign(TILES, -1);
    ReduceTileStaticFence(data, gpu);
    report("tile_static_memory_fence", gpu, cpu);
    return 0;
}
