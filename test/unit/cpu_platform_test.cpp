// Unit tests of the CPU platform (runtime/include/amp2hip/cpu,
// docs/platforms.md), built with the host compiler for PLATFORM cpu (CTest:
// cpu-platform-unit): the grid, barriers between the fibers of a block,
// __shared__ per block, atomics, an exception from a kernel thread, and the HIP
// API subset. Every expected value is computed by a plain loop in the same
// test.
#include <hip/hip_runtime.h>

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace {

constexpr unsigned int Blocks = 64;
constexpr unsigned int Threads = 256;

unsigned int linearThread() { return threadIdx.x; }

TEST(CpuPlatform, EveryThreadOfTheGridRunsOnce) {
  const dim3 Grid(4, 3, 2), Block(8, 4, 2);
  std::vector<int> Runs(4 * 3 * 2 * 8 * 4 * 2, 0);
  amp2hip::cpu::launch(Grid, Block, false, [&Runs] {
    const unsigned int B =
        (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    const unsigned int T =
        (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    ++Runs[B * 64 + T]; // each index is written by one thread only
  });
  for (std::size_t I = 0; I < Runs.size(); ++I)
    ASSERT_EQ(Runs[I], 1) << "thread " << I;
}

// Each thread writes its slot of a tile_static array, waits at the barrier,
// then reads its right neighbour's slot: without the barrier, a thread reads
// a slot its neighbour has not written yet (zero, or the previous tile's).
TEST(CpuPlatform, BarrierOrdersTheThreadsOfABlock) {
  std::vector<int> Out(Blocks * Threads, -1);
  for (int Round = 0; Round < 3; ++Round) {
    amp2hip::cpu::launch(dim3(Blocks), dim3(Threads), true, [&Out, Round] {
      __shared__ int Slot[Threads];
      const unsigned int T = linearThread();
      Slot[T] = static_cast<int>(blockIdx.x * 1000 + T) + Round;
      __syncthreads();
      const int Right = Slot[(T + 1) % Threads];
      __syncthreads(); // every read before the next write
      Slot[T] = Right * 2;
      __syncthreads();
      Out[blockIdx.x * Threads + T] = Slot[(T + Threads - 1) % Threads];
    });
    for (unsigned int B = 0; B < Blocks; ++B)
      for (unsigned int T = 0; T < Threads; ++T) {
        // Slot[T-1] after the second write holds 2 * (the first value of T).
        const int Expected = 2 * (static_cast<int>(B * 1000 + T) + Round);
        ASSERT_EQ(Out[B * Threads + T], Expected)
            << "block " << B << " thread " << T << " round " << Round;
      }
  }
}

// Blocks run in parallel on the workers; each has its own __shared__ count.
TEST(CpuPlatform, SharedMemoryBelongsToOneBlock) {
  std::vector<int> Count(Blocks * 8, -1);
  amp2hip::cpu::launch(dim3(Blocks * 8), dim3(Threads), true, [&Count] {
    __shared__ int Arrived;
    if (threadIdx.x == 0)
      Arrived = 0;
    __syncthreads();
    ++Arrived; // the threads of a block interleave only at barriers
    __syncthreads();
    if (threadIdx.x == 0)
      Count[blockIdx.x] = Arrived;
  });
  for (unsigned int B = 0; B < Blocks * 8; ++B)
    ASSERT_EQ(Count[B], static_cast<int>(Threads)) << "block " << B;
}

// Only odd blocks reach a barrier (uniform within each block, as AMP
// requires): even blocks run their threads on the worker's stack, after
// thread 0's fiber; odd blocks as fibers.
TEST(CpuPlatform, BarriersInSomeBlocksOnly) {
  std::vector<int> Out(Blocks * Threads, 0);
  std::vector<int> OnFiber(Blocks * Threads, 0);
  amp2hip::cpu::launch(dim3(Blocks), dim3(Threads), true, [&] {
    __shared__ int Value[Threads];
    const unsigned int T = threadIdx.x, B = blockIdx.x;
    OnFiber[B * Threads + T] = amp2hip::cpu::current_fiber != nullptr;
    Value[T] = static_cast<int>(T);
    if (B % 2 == 1) {
      __syncthreads();
      Out[B * Threads + T] = Value[Threads - 1 - T];
    } else {
      Out[B * Threads + T] = Value[T];
    }
  });
  for (unsigned int B = 0; B < Blocks; ++B)
    for (unsigned int T = 0; T < Threads; ++T) {
      const int Expected = static_cast<int>(B % 2 == 1 ? Threads - 1 - T : T);
      ASSERT_EQ(Out[B * Threads + T], Expected)
          << "block " << B << " thread " << T;
      ASSERT_EQ(OnFiber[B * Threads + T], B % 2 == 1 || T == 0 ? 1 : 0)
          << "block " << B << " thread " << T;
    }
}

TEST(CpuPlatform, AtomicsAcrossBlocks) {
  int Sum = 0;
  unsigned int Max = 0, Min = ~0u;
  float FloatSum = 0.0f, FloatDown = 0.0f;
  int Down = 0, Bits = 0;
  int Claimed = 0, Winners = 0;
  amp2hip::cpu::launch(dim3(Blocks), dim3(Threads), false, [&] {
    const unsigned int G = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&Sum, 1);
    atomicMax(&Max, (G * 7919u) % 65521u);
    atomicMin(&Min, (G * 7919u) % 65521u + 3u);
    atomicAdd(&FloatSum, 0.5f);
    atomicSub(&FloatDown, 0.25f);
    atomicSub(&Down, 2);
    atomicOr(&Bits, 1 << (G % 31));
    if (atomicCAS(&Claimed, 0, 1) == 0)
      atomicAdd(&Winners, 1);
  });
  unsigned int ExpectedMax = 0, ExpectedMin = ~0u;
  for (unsigned int G = 0; G < Blocks * Threads; ++G) {
    ExpectedMax = std::max(ExpectedMax, (G * 7919u) % 65521u);
    ExpectedMin = std::min(ExpectedMin, (G * 7919u) % 65521u + 3u);
  }
  EXPECT_EQ(Sum, static_cast<int>(Blocks * Threads));
  EXPECT_EQ(Max, ExpectedMax);
  EXPECT_EQ(Min, ExpectedMin);
  EXPECT_EQ(Down, -2 * static_cast<int>(Blocks * Threads));
  EXPECT_EQ(FloatDown, -0.25f * Blocks * Threads); // exact, as FloatSum
  EXPECT_EQ(Bits, 0x7fffffff); // G % 31 takes every value below 31
  EXPECT_EQ(FloatSum,
            0.5f * Blocks * Threads); // exact: a multiple of 0.5 < 2^24
  EXPECT_EQ(Winners, 1);
}

// A thread that throws after a barrier: the launch throws it, the block's
// other fibers are unwound, and the next launch runs normally.
TEST(CpuPlatform, ExceptionFromAThreadLeavesTheLaunch) {
  EXPECT_THROW(amp2hip::cpu::launch(dim3(8), dim3(64), true,
                                    [] {
                                      __syncthreads();
                                      if (blockIdx.x == 3 && threadIdx.x == 5)
                                        throw std::runtime_error("thread 5");
                                      __syncthreads();
                                    }),
               std::runtime_error);
  std::vector<int> Out(8 * 64, 0);
  amp2hip::cpu::launch(dim3(8), dim3(64), true, [&Out] {
    __shared__ int Slot[64];
    Slot[threadIdx.x] = static_cast<int>(threadIdx.x);
    __syncthreads();
    Out[blockIdx.x * 64 + threadIdx.x] = Slot[63 - threadIdx.x];
  });
  for (unsigned int I = 0; I < Out.size(); ++I)
    ASSERT_EQ(Out[I], static_cast<int>(63 - I % 64));
}

// A kernel with tile loops (the translation's CPU block: TileLoops.h), as
// the translator writes it: thread 0 of each tiled block is offered the
// block, runs every thread of it a phase at a time, and no other thread of
// the block runs. The phases reverse each block's values through __shared__
// memory, which needs the first phase done for every thread before the
// second starts.
TEST(CpuPlatform, TileLoopsRunTheWholeBlock) {
  constexpr unsigned int Block = 64;
  std::vector<int> Out(Blocks * Block, -1);
  std::vector<int> Calls(Blocks, 0), Offered(Blocks, 0);
  amp2hip::cpu::launch(dim3(Blocks), dim3(Block), true, [&] {
    ++Calls[blockIdx.x]; // one worker runs a whole block
    if (amp2hip::cpu::tile_loops_begin()) {
      ++Offered[blockIdx.x];
      __shared__ int Slot[Block];
      for (unsigned int T = 0; T < Block; ++T) {
        amp2hip::cpu::enter_tile_thread(T);
        Slot[threadIdx.x] = static_cast<int>(blockIdx.x * 1000 + threadIdx.x);
      }
      for (unsigned int T = 0; T < Block; ++T) {
        amp2hip::cpu::enter_tile_thread(T);
        Out[blockIdx.x * Block + threadIdx.x] = Slot[Block - 1 - threadIdx.x];
      }
      return;
    }
    ADD_FAILURE() << "a thread ran without the tile loops";
  });
  for (unsigned int B = 0; B < Blocks; ++B) {
    ASSERT_EQ(Calls[B], 1) << "block " << B;
    ASSERT_EQ(Offered[B], 1) << "block " << B;
    for (unsigned int T = 0; T < Block; ++T)
      ASSERT_EQ(Out[B * Block + T], static_cast<int>(B * 1000 + Block - 1 - T));
  }
}

// The tile loops' enter_tile_thread<D0, D1, D2> (the tile's extents as
// constants) makes the same thread the calling one as the form that reads
// the block's extents, for tiles of each rank, in every thread of the tile.
TEST(CpuPlatform, EnterTileThreadWithConstantExtents) {
  auto Check = [](dim3 Dim, unsigned int Threads, auto Enter) {
    amp2hip::cpu::launch(dim3(1), Dim, true, [&] {
      if (!amp2hip::cpu::tile_loops_begin())
        return;
      for (unsigned int T = 0; T < Threads; ++T) {
        amp2hip::cpu::enter_tile_thread(T);
        const dim3 Want = threadIdx;
        threadIdx = dim3(999, 999, 999);
        Enter(T);
        ASSERT_EQ(threadIdx.x, Want.x) << "thread " << T;
        ASSERT_EQ(threadIdx.y, Want.y) << "thread " << T;
        ASSERT_EQ(threadIdx.z, Want.z) << "thread " << T;
        // Thread T is x + X * (y + Y * z), x fastest.
        ASSERT_EQ((threadIdx.z * Dim.y + threadIdx.y) * Dim.x + threadIdx.x, T);
      }
    });
  };
  Check(dim3(64), 64,
        [](unsigned int T) { amp2hip::cpu::enter_tile_thread<64>(T); });
  // tile<4, 8>: x is 8 (the last extent), y is 4.
  Check(dim3(8, 4), 32,
        [](unsigned int T) { amp2hip::cpu::enter_tile_thread<4, 8>(T); });
  Check(dim3(5, 3, 2), 30,
        [](unsigned int T) { amp2hip::cpu::enter_tile_thread<2, 3, 5>(T); });
}

// tile_threads_below<D0, D1, D2>(bound, inclusive), the end of a tile loop
// whose phase is `if (t.local[0] < bound)`: every thread before it has
// local[0] (the slowest coordinate: y of a rank-2 tile, z of a rank-3 one)
// below the bound (or at it), and none after it; counted here thread by
// thread through enter_tile_thread, for bounds below, inside and past the
// tile and for signed, unsigned and wide bound types.
TEST(CpuPlatform, TileThreadsBelowCountsTheRowsUnderTheBound) {
  auto Check = [](unsigned int Threads, auto Enter, auto Row, auto Below) {
    for (int Bound = -3; Bound <= 12; ++Bound)
      for (bool Inclusive : {false, true}) {
        unsigned int Passing = 0, LastPassing = 0;
        for (unsigned int T = 0; T < Threads; ++T) {
          Enter(T);
          if (Inclusive ? Row() <= Bound : Row() < Bound) {
            ++Passing;
            LastPassing = T + 1;
          }
        }
        // The passing threads are a prefix of the thread numbers.
        ASSERT_EQ(LastPassing, Passing) << "bound " << Bound;
        ASSERT_EQ(Below(Bound, Inclusive), Passing)
            << "bound " << Bound << (Inclusive ? " (<=)" : " (<)");
      }
  };
  Check(
      8, [](unsigned int T) { amp2hip::cpu::enter_tile_thread<8>(T); },
      [] { return static_cast<int>(threadIdx.x); },
      [](int B, bool I) { return amp2hip::cpu::tile_threads_below<8>(B, I); });
  Check(
      24, [](unsigned int T) { amp2hip::cpu::enter_tile_thread<4, 6>(T); },
      [] { return static_cast<int>(threadIdx.y); },
      [](int B, bool I) {
        return amp2hip::cpu::tile_threads_below<4, 6>(static_cast<long long>(B),
                                                      I);
      });
  Check(
      30, [](unsigned int T) { amp2hip::cpu::enter_tile_thread<5, 3, 2>(T); },
      [] { return static_cast<int>(threadIdx.z); },
      [](int B, bool I) {
        return amp2hip::cpu::tile_threads_below<5, 3, 2>(static_cast<short>(B),
                                                         I);
      });
  // An unsigned bound: a huge value is past the tile, zero is below it.
  EXPECT_EQ(amp2hip::cpu::tile_threads_below<8>(~0u, false), 8u);
  EXPECT_EQ(amp2hip::cpu::tile_threads_below<8>(~0ull, true), 8u);
  EXPECT_EQ(amp2hip::cpu::tile_threads_below<8>(0u, false), 0u);
  EXPECT_EQ((amp2hip::cpu::tile_threads_below<4, 6>(1u, true)), 12u);
}

// Tile loops are offered only to tiled launches, and only to thread 0: a
// kernel that declines them (its threads run one by one, as fibers when they
// wait) runs every thread, and a non-tiled launch never offers them.
TEST(CpuPlatform, TileLoopsOfferedToTheFirstThreadOfTiledLaunchesOnly) {
  std::atomic<int> Offers{0}, Runs{0};
  amp2hip::cpu::launch(dim3(8), dim3(32), false, [&] {
    Offers += amp2hip::cpu::tile_loops_begin() ? 1 : 0;
    ++Runs;
  });
  EXPECT_EQ(Offers.load(), 0);
  EXPECT_EQ(Runs.load(), 8 * 32);
  std::vector<int> Out(8 * 32, -1);
  Runs = 0;
  amp2hip::cpu::launch(dim3(8), dim3(32), true, [&] {
    ++Runs; // declines: does not call tile_loops_begin()
    __shared__ int Slot[32];
    Slot[threadIdx.x] = static_cast<int>(threadIdx.x);
    __syncthreads();
    Out[blockIdx.x * 32 + threadIdx.x] = Slot[31 - threadIdx.x];
  });
  EXPECT_EQ(Runs.load(), 8 * 32);
  for (unsigned int I = 0; I < Out.size(); ++I)
    ASSERT_EQ(Out[I], static_cast<int>(31 - I % 32));
  // Switched off (AMP2HIP_CPU_TILE_LOOPS=0): never offered, every thread runs.
  amp2hip::cpu::set_tile_loops_enabled(false);
  Offers = 0;
  Runs = 0;
  amp2hip::cpu::launch(dim3(8), dim3(32), true, [&] {
    Offers += amp2hip::cpu::tile_loops_begin() ? 1 : 0;
    ++Runs;
  });
  amp2hip::cpu::set_tile_loops_enabled(true);
  EXPECT_EQ(Offers.load(), 0);
  EXPECT_EQ(Runs.load(), 8 * 32);
}

// A barrier reached inside tile loops would let the threads of the phase
// run on wrong: the runtime stops the program.
TEST(CpuPlatformDeathTest, BarrierInsideTileLoopsAborts) {
  EXPECT_DEATH(amp2hip::cpu::launch(dim3(1), dim3(4), true,
                                    [] {
                                      if (amp2hip::cpu::tile_loops_begin())
                                        __syncthreads();
                                    }),
               "tile barrier was reached inside a kernel's tile loops");
}

TEST(CpuPlatform, ApiSubset) {
  int Count = 0;
  EXPECT_EQ(hipGetDeviceCount(&Count), hipSuccess);
  EXPECT_EQ(Count, 2); // WARP and the reference accelerator
  EXPECT_EQ(hipSetDevice(2), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipSuccess); // cleared by the read
  int Device = -1;
  EXPECT_EQ(hipSetDevice(1), hipSuccess);
  EXPECT_EQ(hipGetDevice(&Device), hipSuccess);
  EXPECT_EQ(Device, 1);
  EXPECT_EQ(hipSetDevice(0), hipSuccess);
  hipDeviceProp_t Props;
  ASSERT_EQ(hipGetDeviceProperties(&Props, 1), hipSuccess);
  EXPECT_STREQ(Props.name, "Software Adapter");

  void *Memory = nullptr;
  ASSERT_EQ(hipMalloc(&Memory, 1000), hipSuccess);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(Memory) % 256, 0u);
  EXPECT_EQ(hipFree(Memory), hipSuccess);

  // 3 rows of 4 bytes, from a pitch of 6 to a pitch of 5.
  const unsigned char Source[18] = {1, 2, 3, 4, 0,  0,  5,  6, 7,
                                    8, 0, 0, 9, 10, 11, 12, 0, 0};
  unsigned char Destination[15] = {};
  ASSERT_EQ(
      hipMemcpy2DAsync(Destination, 5, Source, 6, 4, 3, hipMemcpyHostToDevice),
      hipSuccess);
  for (int Row = 0; Row < 3; ++Row)
    for (int Column = 0; Column < 5; ++Column)
      EXPECT_EQ(Destination[Row * 5 + Column],
                Column < 4 ? Source[Row * 6 + Column] : 0)
          << Row << "," << Column;
  EXPECT_EQ(
      hipMemcpy2DAsync(Destination, 3, Source, 6, 4, 3, hipMemcpyHostToDevice),
      hipErrorInvalidValue); // a row wider than the pitch
}

} // namespace
