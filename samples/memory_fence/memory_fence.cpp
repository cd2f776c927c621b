// Using Tiles (C++ AMP documentation): the memory-fence variant of SamplingExample.
// Source: ../shared/seeds/003_1ea74777b7ef15b0.txt (Traditional Chinese), section on
// memory fences: "In the next example, the barrier synchronizes the writes to the
// tile_static variable tileValues; it calls tile_barrier::wait_with_tile_static_memory_fence
// instead of tile_barrier::wait." The document gives only the parallel_for_each call
// ("// Using a tile_static memory fence."). To make it a whole program it is put in
// place of the kernel of the document's SamplingExample (SAMPLESIZE 2, MATRIXSIZE 8),
// whose other lines are as in ../sampling_example/sampling_example.cpp, with the same
// restorations there (`rawData.push_back((float)i);`, `outputData.push_back((float)0);`,
// `extent<2> outputExtent(...)`, the closing braces, main's `SamplingExample();`).
// The parallel_for_each call is as the document gives it. Restored in it:
//   - `{` opening the kernel lambda's body and `});` closing it and parallel_for_each;
//   - `t_idx.barrier.wait_with_tile_static_memory_fence();` after "Wait for the
//     tile-sized array to load before calculating the average." (the line the
//     section is about, named in its text);
//   - `}` closing the two inner for loops and the if statement.
// Expected output: the same as SamplingExample's with SAMPLESIZE 2, which the document
// gives (4.5 6.5 8.5 10.5 / 20.5 ... / 36.5 ... / 52.5 ...) and which agrees with the
// arithmetic (see expected_output.md).
#include <iostream>
#include <amp.h>
using namespace concurrency;

#define SAMPLESIZE 2
#define MATRIXSIZE 8
void SamplingExample() {

    // Create data and array_view for the matrix.
    std::vector<float> rawData;
    for (int i = 0; i < MATRIXSIZE * MATRIXSIZE; i++) {
        rawData.push_back((float)i);
    }
    extent<2> dataExtent(MATRIXSIZE, MATRIXSIZE);
    array_view<float, 2> matrix(dataExtent, rawData);

    // Create the array for the averages.
    // There is one element in the output for each tile in the data.
    std::vector<float> outputData;
    int outputSize = MATRIXSIZE / SAMPLESIZE;
    for (int j = 0; j < outputSize * outputSize; j++) {
        outputData.push_back((float)0);
    }
    extent<2> outputExtent(MATRIXSIZE / SAMPLESIZE, MATRIXSIZE / SAMPLESIZE);
    array<float, 2> averages(outputExtent, outputData.begin(), outputData.end());

// Using a tile_static memory fence.
parallel_for_each(matrix.extent.tile<SAMPLESIZE, SAMPLESIZE>(),
     [=, &averages] (tiled_index<SAMPLESIZE, SAMPLESIZE> t_idx) restrict(amp) 
{
    // Copy the values of the tile into a tile-sized array.
    tile_static float tileValues[SAMPLESIZE][SAMPLESIZE];
    tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx];

    // Wait for the tile-sized array to load before calculating the average.
    t_idx.barrier.wait_with_tile_static_memory_fence();

    // If you remove the if statement, then the calculation executes for every
    // thread in the tile, and makes the same assignment to averages each time.
    if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
        for (int trow = 0; trow < SAMPLESIZE; trow++) {
            for (int tcol = 0; tcol < SAMPLESIZE; tcol++) {
                averages(t_idx.tile[0],t_idx.tile[1]) += tileValues[trow][tcol];
            }
        }
        averages(t_idx.tile[0],t_idx.tile[1]) /= (float) (SAMPLESIZE * SAMPLESIZE);
    }
});

    // Print out the results.
    // You cannot access the values in averages directly. You must copy them
    // back to a CPU variable.
    outputData = averages;
    for (int row = 0; row < outputSize; row++) {
        for (int col = 0; col < outputSize; col++) {
            std::cout << outputData[row*outputSize + col] << " ";
        }
        std::cout << "\n";
    }
}

int main() {
    SamplingExample();
}
