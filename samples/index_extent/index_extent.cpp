// C++ AMP Overview (C++ AMP documentation): the index and extent examples.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Shaping and
// indexing data: index and extent": the index<1>, index<2> and index<3> examples
// (outputs 3, 6 and 8), the extent example that prints the lengths of a 2x3x4
// array_view, and the extent<3> example that builds the same array_view from an
// extent object. The document gives each as a fragment of statements; they are as the
// document gives them. Added (the fragments reuse the names aCPP, a and idx, so each
// gets its own function):
//   - #include <amp.h>, #include <iostream>, using namespace concurrency;
//   - the functions Index1Example, Index2Example, Index3Example, ExtentExample and
//     Extent3Example around the five fragments, and main, which calls them in the
//     document's order.
// Expected output: 3, 6 and 8 from the document ("Output: 3", "Output: 6",
// "Output: 8"); the extent lines are arithmetic (see expected_output.md): 4 columns,
// 3 rows, depth 2, as the document's comment says ("There are 3 rows and 4 columns,
// and the depth is two").
#include <amp.h>
#include <iostream>
using namespace concurrency;

void Index1Example() {
int aCPP[] = {1, 2, 3, 4, 5};
array_view<int, 1> a(5, aCPP);
index<1> idx(2);
std::cout << a[idx] << "\n";
// Output: 3
}

void Index2Example() {
int aCPP[] = {1, 2, 3, 4, 5, 6};
array_view<int, 2> a(2, 3, aCPP);
index<2> idx(1, 2);
std::cout <<a[idx] << "\n";
// Output: 6
}

void Index3Example() {
int aCPP[] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
array_view<int, 3> a(2, 3, 4, aCPP);
// Specifies the element at 3, 1, 0.
index<3> idx(0, 1, 3);
std::cout << a[idx] << "\n";
// Output: 8
}

void ExtentExample() {
int aCPP[] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
// There are 3 rows and 4 columns, and the depth is two.
array_view<int, 3> a(2, 3, 4, aCPP);
std::cout << "The number of columns is " << a.extent[2] << "\n";
std::cout << "The number of rows is " << a.extent[1] << "\n";
std::cout << "The depth is " << a.extent[0] << "\n";
std::cout << "Length in most significant dimension is " << a.extent[0] << "\n";
}

void Extent3Example() {
int aCPP[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
extent<3> e(2, 3, 4);
array_view<int, 3> a(e, aCPP);
std::cout << "The number of columns is " << a.extent[2] << "\n";
std::cout << "The number of rows is " << a.extent[1] << "\n";
std::cout << "The depth is " << a.extent[0] << "\n";
}

int main() {
    Index1Example();
    Index2Example();
    Index3Example();
    ExtentExample();
    Extent3Example();
    return 0;
}
