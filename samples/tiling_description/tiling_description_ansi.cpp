// Using Tiles (C++ AMP documentation): TilingDescription, portable variant.
// Source: ../shared/seeds/003_1ea74777b7ef15b0.txt (Traditional Chinese), the first
// code block. The same program as tiling_description.cpp (the document's Windows
// console version, with the same restorations: `cons tint` -> `const int`, the lost
// `};` / `}` / `});` / `{`, `descs.push_back(d);`, `TilingDescription();` in main;
// `void main()` kept, translated as `int main()` with AMP2HIP-W0002), except that it does not use the Windows console API:
//   - `#include <Windows.h>` is dropped;
//   - SetConsoleColor writes the ANSI escape for the same colour instead of calling
//     SetConsoleTextAttribute: Windows attribute 4 (FOREGROUND_RED) -> ESC[31m,
//     attribute 2 (FOREGROUND_GREEN) -> ESC[32m;
//   - SetConsoleSize does nothing (a terminal's size is its user's; the Windows
//     version makes the console 150x100 so that the 9 columns fit);
//   - TilingDescription ends with ESC[0m, so that the terminal's colours are reset
//     (added; the Windows version leaves the console in the last tile's colour).
// Everything else, main's `std::cin >> wait;` included (tests run with stdin at EOF),
// is as the document gives it. expected_output_ansi.txt holds the escapes.
#include <iostream>
#include <iomanip>
#include <amp.h>
using namespace concurrency;

const int ROWS = 8;
const int COLS = 9;

// tileRow and tileColumn specify the tile that each thread is in.
// globalRow and globalColumn specify the location of the thread in the array_view.
// localRow and localColumn specify the location of the thread relative to the tile.
struct Description {
    int value;
    int tileRow;
    int tileColumn;
    int globalRow;
    int globalColumn;
    int localRow;
    int localColumn;
};

// A helper function for formatting the output.
void SetConsoleColor(int color) {
    int colorValue = (color == 0) ? 4 : 2;
    // ANSI instead of SetConsoleTextAttribute: 4 (red) -> 31, 2 (green) -> 32.
    std::cout << ((colorValue == 4) ? "\x1b[31m" : "\x1b[32m");
}

// A helper function for formatting the output.
void SetConsoleSize(int height, int width) {
    // Portable variant: a terminal's size is left to its user.
    (void)height;
    (void)width;
}

// This method creates a 4x4 matrix of Description structures. In the call to parallel_for_each, the structure is updated 
// with tile, global, and local indices.
void TilingDescription() {
    // Create 16 (4x4) Description structures.
    std::vector<Description> descs;
    for (int i = 0; i < ROWS * COLS; i++) {
        Description d = {i, 0, 0, 0, 0, 0, 0};
        descs.push_back(d);
    }

    // Create an array_view from the Description structures.
    extent<2> matrix(ROWS, COLS);
    array_view<Description, 2> descriptions(matrix, descs);

    // Update each Description with the tile, global, and local indices.
    parallel_for_each(descriptions.extent.tile< 2, 3>(),
         [= ] (tiled_index< 2, 3> t_idx) restrict(amp) 
    {
        descriptions[t_idx].globalRow = t_idx.global[0];
        descriptions[t_idx].globalColumn = t_idx.global[1];
        descriptions[t_idx].tileRow = t_idx.tile[0];
        descriptions[t_idx].tileColumn = t_idx.tile[1];
        descriptions[t_idx].localRow = t_idx.local[0];
        descriptions[t_idx].localColumn= t_idx.local[1];
    });

    // Print out the Description structure for each element in the matrix.
    // Tiles are displayed in red and green to distinguish them from each other.
    SetConsoleSize(100, 150);
    for (int row = 0; row < ROWS; row++) {
        for (int column = 0; column < COLS; column++) {
            SetConsoleColor((descriptions(row, column).tileRow + descriptions(row, column).tileColumn) % 2);
            std::cout << "Value: " << std::setw(2) << descriptions(row, column).value << "      ";
        }
        std::cout << "\n";

        for (int column = 0; column < COLS; column++) {
            SetConsoleColor((descriptions(row, column).tileRow + descriptions(row, column).tileColumn) % 2);
            std::cout << "Tile:   " << "(" << descriptions(row, column).tileRow << "," << descriptions(row, column).tileColumn << ")  ";
        }
        std::cout << "\n";

        for (int column = 0; column < COLS; column++) {
            SetConsoleColor((descriptions(row, column).tileRow + descriptions(row, column).tileColumn) % 2);
            std::cout << "Global: " << "(" << descriptions(row, column).globalRow << "," << descriptions(row, column).globalColumn << ")  ";
        }
        std::cout << "\n";

        for (int column = 0; column < COLS; column++) {
            SetConsoleColor((descriptions(row, column).tileRow + descriptions(row, column).tileColumn) % 2);
            std::cout << "Local:  " << "(" << descriptions(row, column).localRow << "," << descriptions(row, column).localColumn << ")  ";
        }
        std::cout << "\n";
        std::cout << "\n";
    }
    // Portable variant: reset the terminal's colours.
    std::cout << "\x1b[0m";
}

void main() {
    TilingDescription();
    char wait;
    std::cin >> wait;
}
