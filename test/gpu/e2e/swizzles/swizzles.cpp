// GPU end-to-end program: C++ AMP's short-vector swizzle and r/g/b/a
// properties (v.xy, v.zyx = w, c.rgb += d, c.a) used in a kernel and on the
// host. Expected output computed by hand from the definitions; see
// expected_output.md.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
    std::vector<int_4> data;
    for (int i = 0; i < 4; i++)
        data.push_back(int_4(i, 10 * i, 100 * i, 1000 * i));
    array_view<int_4, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        int_4 c = v[idx];
        c.xy = c.yx;              // swap x and y
        c.zw += int_2(1, 2);      // z + 1, w + 2
        int_3 t = c.wzy;          // read a 3-component swizzle
        c.rgb = t;                // r g b = w z y (a keeps w)
        c.a = c.r + c.g;          // w = new x + new y
        v[idx] = c;
    });
    v.synchronize();
    for (int i = 0; i < 4; i++) {
        int_4 c = data[i];
        std::cout << c.x << " " << c.y << " " << c.z << " " << c.w << "\n";
    }
    float_2 host(1.5f, 2.5f);
    host.yx = host.xy * 2.0f;
    std::cout << "host: " << host.r << " " << host.g << "\n";
    return 0;
}
