// C++ AMP Overview (C++ AMP documentation): the array class example.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "array class":
// every element of a vector is multiplied by 10 in an array<int, 1> made from the
// vector (array<int, 1> a(5, data.begin(), data.end())), captured by reference
// ([=, &a]), and copied back with the vector conversion operator (data = a).
// The document gives it as a fragment of statements; it is as the document gives it.
// Added: #include <amp.h>, #include <iostream>, #include <vector>,
// using namespace concurrency; the function ArrayExample around the fragment, and main,
// which calls it. Restored: nothing was lost from the fragment.
// Expected output: 0 10 20 30 40, one number a line (arithmetic, see
// expected_output.md; the document says only that each element is multiplied by 10).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void ArrayExample() {
std::vector<int> data(5);
for (int count = 0; count <5; count++)
{
    data[count] = count;
}
array<int, 1> a(5, data.begin(), data.end());
parallel_for_each(
    a.extent,
    [=, &a](index<1> idx) restrict(amp) {
        a[idx] = a[idx]* 10;
    });
data = a;
for (int i = 0; i < 5; i++)
{
    std::cout << data[i] << "\n";
}
}

int main() {
    ArrayExample();
    return 0;
}
