// C++ AMP Overview (C++ AMP documentation): the graphics library.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Graphics
// library": the namespace concurrency::graphics in <amp_graphics.h>, whose key
// components are the texture class (template parameters: element type and rank 1, 2
// or 3; the element type can be a short vector type), the writeonly_texture_view class
// ("provides write-only access to any texture") and the short vector library (types of
// length 2, 3 and 4 based on int, uint, float, double, norm and unorm).
// The document names these parts but gives no code for them, so this program is new,
// written for amp2hip in the style of the C++ AMP graphics documentation; it uses each
// part the document names and prints results that can be checked:
//   1. ShortVectors: int_2 arithmetic and the clamping of norm ([-1, 1]) and unorm
//      ([0, 1]) on the CPU (the short vector types are restrict(cpu, amp));
//   2. ReadTexture: a texture<int_2, 2> of 4x8 texels (i, 2i) made from a vector and
//      read in a kernel that captures it by reference; the kernel writes x + y = 3i;
//   3. WriteTexture: a writeonly_texture_view<int, 1> over a texture<int, 1> of 16
//      texels, written in a kernel (texel i = i * i) and copied back to the CPU with
//      concurrency::graphics::copy;
//   4. NormFloat4: in a kernel, norm and unorm made from floats, and a float_4 of
//      (v, norm(v), unorm(v), 1) multiplied by 2, stored in an array_view<float_4, 1>.
// Expected output: arithmetic (see expected_output.md); every value is exact in float.
#include <amp.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

void ShortVectors() {
    int_2 a(1, 2);
    int_2 b(10, 20);
    int_2 c = a + b * 2;
    std::cout << "int_2(1, 2) + int_2(10, 20) * 2 = (" << c.x << ", " << c.y << ")\n";

    norm n1(-2.5f);
    norm n2(0.75f);
    unorm u1(1.5f);
    unorm u2(-0.25f);
    norm n3 = unorm(0.5f);   // a norm can be made from a unorm implicitly
    std::cout << "norm(-2.5) = " << static_cast<float>(n1)
              << ", norm(0.75) = " << static_cast<float>(n2)
              << ", unorm(1.5) = " << static_cast<float>(u1)
              << ", unorm(-0.25) = " << static_cast<float>(u2)
              << ", norm(unorm(0.5)) = " << static_cast<float>(n3) << "\n";
}

void ReadTexture() {
    std::vector<int_2> src;
    for (int i = 0; i < 4 * 8; i++) {
        src.push_back(int_2(i, 2 * i));
    }
    std::vector<int> dst(4 * 8);
    array_view<int, 2> sums(4, 8, dst);
    sums.discard_data();
    const texture<int_2, 2> tex(4, 8, src.begin(), src.end());
    parallel_for_each(tex.extent, [=, &tex](index<2> idx) restrict(amp) {
        int_2 texel = tex[idx];
        sums[idx] = texel.x + texel.y;
    });
    sums.synchronize();
    long long total = 0;
    for (int i = 0; i < 4 * 8; i++) {
        total += dst[i];
    }
    std::cout << "texture<int_2, 2>, x + y of row 3:";
    for (int col = 0; col < 8; col++) {
        std::cout << " " << sums(3, col);
    }
    std::cout << "\n";
    std::cout << "texture<int_2, 2>, x + y over all 4x8 texels: " << total << "\n";
}

void WriteTexture() {
    texture<int, 1> tex1(16);
    writeonly_texture_view<int, 1> tex_view(tex1);
    parallel_for_each(tex1.extent, [=](index<1> idx) restrict(amp) {
        tex_view.set(idx, idx[0] * idx[0]);
    });
    std::vector<int> result(16);
    concurrency::graphics::copy(tex1, result.data(),
                                static_cast<unsigned int>(result.size() * sizeof(int)));
    std::cout << "writeonly_texture_view<int, 1>:";
    for (int v : result) {
        std::cout << " " << v;
    }
    std::cout << "\n";
}

void NormFloat4() {
    float inputs[] = {-2.0f, -0.5f, 0.25f, 1.5f};
    array_view<const float, 1> in(4, inputs);
    std::vector<float_4> outputs(4);
    array_view<float_4, 1> out(4, outputs);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
        float v = in[idx];
        norm n(v);
        unorm u(v);
        float_4 f(v, static_cast<float>(n), static_cast<float>(u), 1.0f);
        out[idx] = f * 2.0f;
    });
    out.synchronize();
    for (int i = 0; i < 4; i++) {
        float_4 f = outputs[i];
        std::cout << "float_4(v, norm(v), unorm(v), 1) * 2 for v = " << inputs[i] << ": "
                  << f.x << " " << f.y << " " << f.z << " " << f.w << "\n";
    }
}

int main() {
    ShortVectors();
    ReadTexture();
    WriteTexture();
    NormFloat4();
    return 0;
}
