//===- amp_short_vectors.h - C++ AMP short vectors for parsing ------------===//
//
// Part of amp2hip. This header is used ONLY by the amp2hip translator to parse
// C++ AMP sources with an unmodified Clang (DESIGN.md, decision 1). It
// declares the short vector library of C++ AMP v1.2 §10.8 (namespace
// concurrency::graphics, MSVC's <amp_short_vectors.h>) so that user code
// type-checks; nothing here is compiled into a program. Translated programs
// include <amp2hip/amp_short_vectors.h> (the HIP runtime) instead.
//
// The names and the structure match the runtime's detail/short_vector.h, so
// that types the translator prints into generated code (such as
// concurrency::graphics::detail::short_vector_impl<int, 2>, which int_2
// names) exist there. Both include the runtime's detail/short_vector_names.h
// (the type names, the traits, the NORM_ and UNORM_ constants) and expand its
// detail/short_vector.def (the members of each size):
//  - components are data members x, y, z, w with get_x()/set_x()/ref_x();
//  - swizzles are the functions get_xy()/set_xy(v), get_zyx()/set_zyx(v) ...
//  - as in MSVC, r, g, b, a and every swizzle (xy, zyx, rg, bgra ...) are
//    also __declspec(property) members over those functions (the translator
//    parses with -fdeclspec). The runtime has no properties: the translator
//    rewrites each use (v.xy -> v.get_xy(), v.xy = e -> v.set_xy(e),
//    c.r -> c.x; docs/features/graphics.md);
//  - operators as AMP defines them (see the runtime header).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_SHORT_VECTORS_H
#define AMP2HIP_PARSE_AMP_SHORT_VECTORS_H

#include <amp.h>

#include <amp2hip/detail/short_vector.def>
#include <amp2hip/detail/short_vector_names.h>

#include <type_traits>

namespace Concurrency {
namespace graphics {

/// C++ AMP v1.2 §10.8.1 unorm: a float clamped to [0, 1].
class unorm {
public:
  unorm() restrict(amp, cpu);
  explicit unorm(float V) restrict(amp, cpu);
  explicit unorm(unsigned int V) restrict(amp, cpu);
  explicit unorm(int V) restrict(amp, cpu);
  explicit unorm(double V) restrict(amp, cpu);
  explicit unorm(const norm &Other) restrict(amp, cpu);
  operator float() const restrict(amp, cpu);
  unorm &operator+=(const unorm &Other) restrict(amp, cpu);
  unorm &operator-=(const unorm &Other) restrict(amp, cpu);
  unorm &operator*=(const unorm &Other) restrict(amp, cpu);
  unorm &operator/=(const unorm &Other) restrict(amp, cpu);
  unorm &operator++() restrict(amp, cpu);
  unorm operator++(int) restrict(amp, cpu);
  unorm &operator--() restrict(amp, cpu);
  unorm operator--(int) restrict(amp, cpu);

private:
  float Value;
};

/// C++ AMP v1.2 §10.8.1 norm: a float clamped to [-1, 1].
class norm {
public:
  norm() restrict(amp, cpu);
  explicit norm(float V) restrict(amp, cpu);
  explicit norm(unsigned int V) restrict(amp, cpu);
  explicit norm(int V) restrict(amp, cpu);
  explicit norm(double V) restrict(amp, cpu);
  norm(const unorm &Other) restrict(amp, cpu);
  operator float() const restrict(amp, cpu);
  norm &operator+=(const norm &Other) restrict(amp, cpu);
  norm &operator-=(const norm &Other) restrict(amp, cpu);
  norm &operator*=(const norm &Other) restrict(amp, cpu);
  norm &operator/=(const norm &Other) restrict(amp, cpu);
  norm &operator++() restrict(amp, cpu);
  norm operator++(int) restrict(amp, cpu);
  norm &operator--() restrict(amp, cpu);
  norm operator--(int) restrict(amp, cpu);
  norm operator-() const restrict(amp, cpu);

private:
  float Value;
};

#define AMP2HIP_NORM_OPERATORS(T)                                              \
  T operator+(const T &A, const T &B) restrict(amp, cpu);                      \
  T operator-(const T &A, const T &B) restrict(amp, cpu);                      \
  T operator*(const T &A, const T &B) restrict(amp, cpu);                      \
  T operator/(const T &A, const T &B) restrict(amp, cpu);                      \
  bool operator==(const T &A, const T &B) restrict(amp, cpu);                  \
  bool operator!=(const T &A, const T &B) restrict(amp, cpu);                  \
  bool operator<(const T &A, const T &B) restrict(amp, cpu);                   \
  bool operator>(const T &A, const T &B) restrict(amp, cpu);                   \
  bool operator<=(const T &A, const T &B) restrict(amp, cpu);                  \
  bool operator>=(const T &A, const T &B) restrict(amp, cpu);
AMP2HIP_NORM_OPERATORS(unorm)
AMP2HIP_NORM_OPERATORS(norm)
#undef AMP2HIP_NORM_OPERATORS

namespace detail {

#define AMP2HIP_SV_COMPONENT(c)                                                \
  T get_##c() const restrict(amp, cpu);                                        \
  void set_##c(T Value) restrict(amp, cpu);                                    \
  T &ref_##c() restrict(amp, cpu);
// MSVC's properties: `name` reads with get_fn() and writes with set_fn(v);
// the property has type T (a component) or short_vector_impl<T, N>.
#define AMP2HIP_SV_PROPERTY(type, name, fn)                                    \
  __declspec(property(get = get_##fn, put = set_##fn)) type name;
#define AMP2HIP_SV_VECTOR_PROPERTY(n, name, fn)                                \
  __declspec(property(get = get_##fn, put = set_##fn)) short_vector_impl<T, n> \
      name;
// The colour name of a component (x -> r, y -> g, z -> b, w -> a), pasted
// through a second macro so that the names expand before they are pasted.
#define AMP2HIP_SV_RGBA_x r
#define AMP2HIP_SV_RGBA_y g
#define AMP2HIP_SV_RGBA_z b
#define AMP2HIP_SV_RGBA_w a
#define AMP2HIP_SV_PASTE2_(a, b) a##b
#define AMP2HIP_SV_PASTE2(a, b) AMP2HIP_SV_PASTE2_(a, b)
#define AMP2HIP_SV_PASTE3_(a, b, c) a##b##c
#define AMP2HIP_SV_PASTE3(a, b, c) AMP2HIP_SV_PASTE3_(a, b, c)
#define AMP2HIP_SV_PASTE4_(a, b, c, d) a##b##c##d
#define AMP2HIP_SV_PASTE4(a, b, c, d) AMP2HIP_SV_PASTE4_(a, b, c, d)
#define AMP2HIP_SV_ALIAS(alias, c)                                             \
  T &ref_##alias() restrict(amp, cpu);                                         \
  AMP2HIP_SV_PROPERTY(T, alias, c)
#define AMP2HIP_SV_SWIZZLE2(a, b)                                              \
  short_vector_impl<T, 2> get_##a##b() const restrict(amp, cpu);               \
  void set_##a##b(short_vector_impl<T, 2> V) restrict(amp, cpu);               \
  AMP2HIP_SV_VECTOR_PROPERTY(2, a##b, a##b)                                    \
  AMP2HIP_SV_VECTOR_PROPERTY(                                                  \
      2, AMP2HIP_SV_PASTE2(AMP2HIP_SV_RGBA_##a, AMP2HIP_SV_RGBA_##b), a##b)
#define AMP2HIP_SV_SWIZZLE3(a, b, c)                                           \
  short_vector_impl<T, 3> get_##a##b##c() const restrict(amp, cpu);            \
  void set_##a##b##c(short_vector_impl<T, 3> V) restrict(amp, cpu);            \
  AMP2HIP_SV_VECTOR_PROPERTY(3, a##b##c, a##b##c)                              \
  AMP2HIP_SV_VECTOR_PROPERTY(3,                                                \
                             AMP2HIP_SV_PASTE3(AMP2HIP_SV_RGBA_##a,            \
                                               AMP2HIP_SV_RGBA_##b,            \
                                               AMP2HIP_SV_RGBA_##c),           \
                             a##b##c)
#define AMP2HIP_SV_SWIZZLE4(a, b, c, d)                                        \
  short_vector_impl<T, 4> get_##a##b##c##d() const restrict(amp, cpu);         \
  void set_##a##b##c##d(short_vector_impl<T, 4> V) restrict(amp, cpu);         \
  AMP2HIP_SV_VECTOR_PROPERTY(4, a##b##c##d, a##b##c##d)                        \
  AMP2HIP_SV_VECTOR_PROPERTY(                                                  \
      4,                                                                       \
      AMP2HIP_SV_PASTE4(AMP2HIP_SV_RGBA_##a, AMP2HIP_SV_RGBA_##b,              \
                        AMP2HIP_SV_RGBA_##c, AMP2HIP_SV_RGBA_##d),             \
      a##b##c##d)

AMP2HIP_SV_STORAGE(AMP2HIP_SV_COMPONENT, AMP2HIP_SV_ALIAS, AMP2HIP_SV_SWIZZLE2,
                   AMP2HIP_SV_SWIZZLE3, AMP2HIP_SV_SWIZZLE4)

// The row macros and their helpers, in the order of their definitions.
#undef AMP2HIP_SV_COMPONENT
#undef AMP2HIP_SV_PROPERTY
#undef AMP2HIP_SV_VECTOR_PROPERTY
#undef AMP2HIP_SV_RGBA_x
#undef AMP2HIP_SV_RGBA_y
#undef AMP2HIP_SV_RGBA_z
#undef AMP2HIP_SV_RGBA_w
#undef AMP2HIP_SV_PASTE2_
#undef AMP2HIP_SV_PASTE2
#undef AMP2HIP_SV_PASTE3_
#undef AMP2HIP_SV_PASTE3
#undef AMP2HIP_SV_PASTE4_
#undef AMP2HIP_SV_PASTE4
#undef AMP2HIP_SV_ALIAS
#undef AMP2HIP_SV_SWIZZLE2
#undef AMP2HIP_SV_SWIZZLE3
#undef AMP2HIP_SV_SWIZZLE4

/// C++ AMP v1.2 §10.8.2 int_2 ... double_4 (see the file comment).
template <typename T, int N>
class short_vector_impl : public short_vector_storage<T, N> {
public:
  typedef T value_type;
  static constexpr int size = N;

  short_vector_impl() restrict(amp, cpu);
  short_vector_impl(T V) restrict(amp, cpu);
  template <typename S = T,
            std::enable_if_t<is_normalized_scalar<S>::value, int> = 0>
  explicit short_vector_impl(float V) restrict(amp, cpu);

  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  short_vector_impl(T V0, T V1) restrict(amp, cpu);
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  short_vector_impl(T V0, T V1, T V2) restrict(amp, cpu);
  template <int M = N, std::enable_if_t<M == 4, int> = 0>
  short_vector_impl(T V0, T V1, T V2, T V3) restrict(amp, cpu);

  template <int M = N, typename S = T,
            std::enable_if_t<M == 2 && is_normalized_scalar<S>::value, int> = 0>
  short_vector_impl(float V0, float V1) restrict(amp, cpu);
  template <int M = N, typename S = T,
            std::enable_if_t<M == 3 && is_normalized_scalar<S>::value, int> = 0>
  short_vector_impl(float V0, float V1, float V2) restrict(amp, cpu);
  template <int M = N, typename S = T,
            std::enable_if_t<M == 4 && is_normalized_scalar<S>::value, int> = 0>
  short_vector_impl(float V0, float V1, float V2, float V3) restrict(amp, cpu);

  template <int M = N, typename S = T,
            std::enable_if_t<M == 2 && std::is_same<S, norm>::value, int> = 0>
  short_vector_impl(unorm V0, unorm V1) restrict(amp, cpu);
  template <int M = N, typename S = T,
            std::enable_if_t<M == 3 && std::is_same<S, norm>::value, int> = 0>
  short_vector_impl(unorm V0, unorm V1, unorm V2) restrict(amp, cpu);
  template <int M = N, typename S = T,
            std::enable_if_t<M == 4 && std::is_same<S, norm>::value, int> = 0>
  short_vector_impl(unorm V0, unorm V1, unorm V2, unorm V3) restrict(amp, cpu);

  template <typename U, std::enable_if_t<!std::is_same<U, T>::value, int> = 0>
  explicit short_vector_impl(const short_vector_impl<U, N> &Other) restrict(
      amp, cpu);

  short_vector_impl operator-() const restrict(amp, cpu);
  short_vector_impl operator~() const restrict(amp, cpu);
  short_vector_impl &operator++() restrict(amp, cpu);
  short_vector_impl operator++(int) restrict(amp, cpu);
  short_vector_impl &operator--() restrict(amp, cpu);
  short_vector_impl operator--(int) restrict(amp, cpu);
  short_vector_impl &operator+=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator-=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator*=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator/=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator%=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator&=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator|=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator^=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator<<=(const short_vector_impl &O) restrict(amp, cpu);
  short_vector_impl &operator>>=(const short_vector_impl &O) restrict(amp, cpu);

// Friends found by argument-dependent lookup, so that a scalar operand
// converts to the vector type (the bodies only make them definitions).
#define AMP2HIP_SV_FRIEND(op)                                                  \
  friend short_vector_impl operator op(                                        \
      const short_vector_impl &A, const short_vector_impl &) restrict(amp,     \
                                                                      cpu) {   \
    return A;                                                                  \
  }
  AMP2HIP_SV_FRIEND(+)
  AMP2HIP_SV_FRIEND(-)
  AMP2HIP_SV_FRIEND(*)
  AMP2HIP_SV_FRIEND(/)
  AMP2HIP_SV_FRIEND(%)
  AMP2HIP_SV_FRIEND(&)
  AMP2HIP_SV_FRIEND(|)
  AMP2HIP_SV_FRIEND(^)
  AMP2HIP_SV_FRIEND(<<)
  AMP2HIP_SV_FRIEND(>>)
#undef AMP2HIP_SV_FRIEND
  friend bool operator==(const short_vector_impl &,
                         const short_vector_impl &) restrict(amp, cpu) {
    return true;
  }
  friend bool operator!=(const short_vector_impl &,
                         const short_vector_impl &) restrict(amp, cpu) {
    return false;
  }
};

} // namespace detail

/// C++ AMP v1.2 §10.8.3 short_vector<S, 1>::type (short_vector_names.h has
/// N = 2, 3, 4).
template <typename S> struct short_vector<S, 1> { typedef S type; };

} // namespace graphics
} // namespace Concurrency

#endif // AMP2HIP_PARSE_AMP_SHORT_VECTORS_H
