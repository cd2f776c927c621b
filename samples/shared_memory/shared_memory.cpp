// C++ AMP Overview (C++ AMP documentation): shared memory with array and array_view.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Shared memory
// with array and array_view": checks whether the default accelerator supports CPU
// shared memory, overrides its default CPU access type and makes three arrays with
// access_type_write, access_type_read and access_type_read_write on its default view.
// The document's program is kept as the function SharedMemoryExample (the document's
// `int main()`, renamed), as the document gives it except:
//   - restored: the `;` lost after `acc.default_cpu_access_type = access_type_read_write`
//     (it is lost in the English original too). Note: in Microsoft's C++ AMP,
//     default_cpu_access_type is a read-only property, so this assignment compiles only
//     where it is a data member, as in amp2hip; the C++ AMP way is
//     acc.set_default_cpu_access_type(access_type_read_write). Kept as written.
//   - the early-out message "The default accelerator does not support shared memory"
//     goes to std::cerr instead of std::cout: it is a fact of the device (amp2hip's
//     runtime reports it from the device: managed memory with concurrent access, or an
//     integrated GPU; see docs/features/shared-memory.md), so it cannot be part
//     of a stable expected output;
//   - added at its end: one std::cerr line with the three arrays' cpu_access_type.
// The document's program prints nothing else. Added: #include <vector>; main, which runs
// SharedMemoryExample, reports on std::cerr what it found (device-dependent: whether
// the accelerator supports CPU shared memory and what SharedMemoryExample returned),
// and then prints on std::cout only lines that every device gives: a
// kernel fills an array<int, 1> of extent 10 made on the default accelerator_view with
// the default access type (the constructor the document uses, without the explicit
// access_type), and the values are copied back. main returns 0 on every device (the
// document's program returns 1 when there is no shared memory).
// Expected output: arithmetic (see expected_output.md, which also lists the
// device-dependent lines on stderr).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace Concurrency;
int SharedMemoryExample()
{
    accelerator acc = accelerator(accelerator::default_accelerator);
    // Early out if the default accelerator doesn't support shared memory.
    if (!acc.supports_cpu_shared_memory)
    {
        std::cerr << "The default accelerator does not support shared memory" << std::endl;
        return 1;
    }
    // Override the default CPU access type.
    acc.default_cpu_access_type = access_type_read_write;
    // Create an accelerator_view from the default accelerator. The
    // accelerator_view inherits its default_cpu_access_type from acc.
    accelerator_view acc_v = acc.default_view;
    // Create an extent object to size the arrays.
    extent<1> ex(10);
    // Input array that can be written on the CPU.
    array<int, 1> arr_w(ex, acc_v, access_type_write);
    // Output array that can be read on the CPU.
    array<int, 1> arr_r(ex, acc_v, access_type_read);
    // Read-write array that can be both written to and read from on the CPU.
    array<int, 1> arr_rw(ex, acc_v, access_type_read_write);
    // Added for the sample: the access types the arrays were made with (device facts).
    std::cerr << "cpu_access_type of arr_w, arr_r, arr_rw: " << arr_w.get_cpu_access_type()
              << " " << arr_r.get_cpu_access_type() << " " << arr_rw.get_cpu_access_type()
              << std::endl;
    return 0;
}

int main()
{
    int status = SharedMemoryExample();

    // Device facts: stderr only.
    accelerator acc;
    std::cerr << "supports_cpu_shared_memory: " << (acc.supports_cpu_shared_memory ? "true" : "false")
              << "; SharedMemoryExample returned " << status << std::endl;

    // Stable on every device: an array on the default view, filled by a kernel.
    accelerator_view acc_v = acc.default_view;
    extent<1> ex(10);
    array<int, 1> arr(ex, acc_v);
    parallel_for_each(arr.extent, [&arr](index<1> idx) restrict(amp) {
        arr[idx] = 10 * idx[0] + 1;
    });
    std::vector<int> values = arr;
    std::cout << "array<int, 1> of extent " << arr.extent[0] << " on the default accelerator_view:";
    for (int v : values)
        std::cout << " " << v;
    std::cout << "\n";
    return 0;
}
