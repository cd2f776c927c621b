//===- amp2hip/detail/short_vector.h - Short vectors ------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// C++ AMP's short vector library (C++ AMP v1.2 §10.8, namespace
/// concurrency::graphics, MSVC's <amp_short_vectors.h>) over HIP:
///  - norm and unorm, floats clamped to [-1, 1] and [0, 1] (a NaN becomes the
///    lower bound, as Direct3D's clamp makes it on the GPU);
///  - int_N, uint_N, float_N, double_N, norm_N, unorm_N for N = 2, 3, 4, all
///    one class template, detail::short_vector_impl<T, N>;
///  - short_vector<T, N>::type, short_vector_traits<T>, the direct3d
///    typedefs (float4, ...) and the NORM_ and UNORM_ constants, from
///    short_vector_names.h, which the translator's parse headers share.
///
/// The members of each size (components, colour names, swizzles) are the
/// table in short_vector.def, which the parse headers expand too.
///
/// Every member and operator is __host__ __device__ (AMP's restrict(cpu,
/// amp)), and every type is trivially copyable and standard-layout with the
/// components in order and nothing else, so vectors can be array and
/// texture elements, kernel captures and HIP memcpy payloads.
///
/// Components are data members x, y, z, w (AMP has them as properties), with
/// AMP's get_x()/set_x()/ref_x() beside them (and ref_r()..ref_a()).
/// Swizzles are AMP's get_/set_ functions (get_yx(), set_zyx(v), ...: every
/// ordered choice of 2 to N distinct components). AMP's property spellings of
/// swizzles and of r, g, b, a (v.xy, v.rgb = ...) have no standard C++
/// equivalent that keeps the vectors trivially copyable: the translator
/// rewrites them into these functions (tool/lib/PropertyRewrite.cpp).
///
/// Operators, as AMP defines them (component-wise; a scalar converts
/// implicitly to a vector of that scalar, so v * 2 works):
///  - every type: binary + - * /, == !=, compound += -= *= /=, ++ --;
///  - int_N, uint_N: also % & | ^ << >> and their compound forms, and ~;
///  - unary -: int, float, double and norm vectors (not uint and unorm).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_SHORT_VECTOR_H
#define AMP2HIP_DETAIL_SHORT_VECTOR_H

#include "namespace.h"
#include "short_vector.def"
#include "short_vector_names.h"

#include <hip/hip_runtime.h>

#include <type_traits>

namespace Concurrency {
namespace graphics {

/// A float in [0, 1] (C++ AMP v1.2 §10.8.1 unorm). Values are clamped when
/// made and after every arithmetic assignment; a NaN becomes 0.
class unorm {
public:
  /// 0.
  __host__ __device__ unorm() : value_(0.0f) {}
  /// \p v clamped to [0, 1].
  __host__ __device__ explicit unorm(float v) : value_(clamp(v)) {}
  /// \p v as a float, clamped to [0, 1].
  __host__ __device__ explicit unorm(unsigned int v)
      : value_(clamp(static_cast<float>(v))) {}
  /// \p v as a float, clamped to [0, 1].
  __host__ __device__ explicit unorm(int v)
      : value_(clamp(static_cast<float>(v))) {}
  /// \p v as a float, clamped to [0, 1].
  __host__ __device__ explicit unorm(double v)
      : value_(clamp(static_cast<float>(v))) {}
  /// \p other clamped to [0, 1].
  __host__ __device__ inline explicit unorm(const norm &other);

  /// The value.
  __host__ __device__ operator float() const { return value_; }

  __host__ __device__ unorm &operator+=(const unorm &other) {
    value_ = clamp(value_ + other.value_);
    return *this;
  }
  __host__ __device__ unorm &operator-=(const unorm &other) {
    value_ = clamp(value_ - other.value_);
    return *this;
  }
  __host__ __device__ unorm &operator*=(const unorm &other) {
    value_ = clamp(value_ * other.value_);
    return *this;
  }
  __host__ __device__ unorm &operator/=(const unorm &other) {
    value_ = clamp(value_ / other.value_);
    return *this;
  }
  __host__ __device__ unorm &operator++() {
    value_ = clamp(value_ + 1.0f);
    return *this;
  }
  __host__ __device__ unorm operator++(int) {
    unorm old = *this;
    ++*this;
    return old;
  }
  __host__ __device__ unorm &operator--() {
    value_ = clamp(value_ - 1.0f);
    return *this;
  }
  __host__ __device__ unorm operator--(int) {
    unorm old = *this;
    --*this;
    return old;
  }

private:
  friend class norm;
  /// \p v clamped to [0, 1]; NaN gives 0 (the comparisons fail).
  __host__ __device__ static float clamp(float v) {
    v = v >= 0.0f ? v : 0.0f;
    return v <= 1.0f ? v : 1.0f;
  }

  float value_;
};

/// A float in [-1, 1] (C++ AMP v1.2 §10.8.1 norm). Values are clamped when
/// made and after every arithmetic assignment; a NaN becomes -1.
class norm {
public:
  /// 0.
  __host__ __device__ norm() : value_(0.0f) {}
  /// \p v clamped to [-1, 1].
  __host__ __device__ explicit norm(float v) : value_(clamp(v)) {}
  /// \p v as a float, clamped to [-1, 1].
  __host__ __device__ explicit norm(unsigned int v)
      : value_(clamp(static_cast<float>(v))) {}
  /// \p v as a float, clamped to [-1, 1].
  __host__ __device__ explicit norm(int v)
      : value_(clamp(static_cast<float>(v))) {}
  /// \p v as a float, clamped to [-1, 1].
  __host__ __device__ explicit norm(double v)
      : value_(clamp(static_cast<float>(v))) {}
  /// The value of \p other (a unorm is always a valid norm).
  __host__ __device__ norm(const unorm &other) : value_(other.value_) {}

  /// The value.
  __host__ __device__ operator float() const { return value_; }

  __host__ __device__ norm &operator+=(const norm &other) {
    value_ = clamp(value_ + other.value_);
    return *this;
  }
  __host__ __device__ norm &operator-=(const norm &other) {
    value_ = clamp(value_ - other.value_);
    return *this;
  }
  __host__ __device__ norm &operator*=(const norm &other) {
    value_ = clamp(value_ * other.value_);
    return *this;
  }
  __host__ __device__ norm &operator/=(const norm &other) {
    value_ = clamp(value_ / other.value_);
    return *this;
  }
  __host__ __device__ norm &operator++() {
    value_ = clamp(value_ + 1.0f);
    return *this;
  }
  __host__ __device__ norm operator++(int) {
    norm old = *this;
    ++*this;
    return old;
  }
  __host__ __device__ norm &operator--() {
    value_ = clamp(value_ - 1.0f);
    return *this;
  }
  __host__ __device__ norm operator--(int) {
    norm old = *this;
    --*this;
    return old;
  }
  /// The negated value (always in range).
  __host__ __device__ norm operator-() const {
    norm result;
    result.value_ = -value_;
    return result;
  }

private:
  friend class unorm;
  /// \p v clamped to [-1, 1]; NaN gives -1 (the comparisons fail).
  __host__ __device__ static float clamp(float v) {
    v = v >= -1.0f ? v : -1.0f;
    return v <= 1.0f ? v : 1.0f;
  }

  float value_;
};

__host__ __device__ inline unorm::unorm(const norm &other)
    : value_(clamp(other.value_)) {}

// Arithmetic (clamped) and comparisons of norm and unorm (AMP defines them
// for two operands of one type; mixed operands convert unorm to norm).
#define AMP2HIP_NORM_OPERATORS(T)                                              \
  __host__ __device__ inline T operator+(const T &a, const T &b) {             \
    return T(float(a) + float(b));                                             \
  }                                                                            \
  __host__ __device__ inline T operator-(const T &a, const T &b) {             \
    return T(float(a) - float(b));                                             \
  }                                                                            \
  __host__ __device__ inline T operator*(const T &a, const T &b) {             \
    return T(float(a) * float(b));                                             \
  }                                                                            \
  __host__ __device__ inline T operator/(const T &a, const T &b) {             \
    return T(float(a) / float(b));                                             \
  }                                                                            \
  __host__ __device__ inline bool operator==(const T &a, const T &b) {         \
    return float(a) == float(b);                                               \
  }                                                                            \
  __host__ __device__ inline bool operator!=(const T &a, const T &b) {         \
    return float(a) != float(b);                                               \
  }                                                                            \
  __host__ __device__ inline bool operator<(const T &a, const T &b) {          \
    return float(a) < float(b);                                                \
  }                                                                            \
  __host__ __device__ inline bool operator>(const T &a, const T &b) {          \
    return float(a) > float(b);                                                \
  }                                                                            \
  __host__ __device__ inline bool operator<=(const T &a, const T &b) {         \
    return float(a) <= float(b);                                               \
  }                                                                            \
  __host__ __device__ inline bool operator>=(const T &a, const T &b) {         \
    return float(a) >= float(b);                                               \
  }
AMP2HIP_NORM_OPERATORS(unorm)
AMP2HIP_NORM_OPERATORS(norm)
#undef AMP2HIP_NORM_OPERATORS

namespace detail {

// The component functions of AMP (get_x, set_x, ref_x) and the swizzle
// functions (get_xy/set_xy, ...) of the storage classes below. A setter takes
// its vector by value, so v.set_yx(v.get_xy()) reads before it writes.
#define AMP2HIP_SV_COMPONENT(c)                                                \
  /** The component c. */                                                      \
  __host__ __device__ T get_##c() const { return c; }                          \
  /** Sets the component c. */                                                 \
  __host__ __device__ void set_##c(T value) { c = value; }                     \
  /** A reference to the component c (for atomics, as AMP 1.2 has it). */      \
  __host__ __device__ T &ref_##c() { return c; }
#define AMP2HIP_SV_ALIAS(alias, c)                                             \
  __host__ __device__ T &ref_##alias() { return c; }
#define AMP2HIP_SV_SWIZZLE2(a, b)                                              \
  __host__ __device__ short_vector_impl<T, 2> get_##a##b() const {             \
    return short_vector_impl<T, 2>(a, b);                                      \
  }                                                                            \
  __host__ __device__ void set_##a##b(short_vector_impl<T, 2> v) {             \
    a = v.x;                                                                   \
    b = v.y;                                                                   \
  }
#define AMP2HIP_SV_SWIZZLE3(a, b, c)                                           \
  __host__ __device__ short_vector_impl<T, 3> get_##a##b##c() const {          \
    return short_vector_impl<T, 3>(a, b, c);                                   \
  }                                                                            \
  __host__ __device__ void set_##a##b##c(short_vector_impl<T, 3> v) {          \
    a = v.x;                                                                   \
    b = v.y;                                                                   \
    c = v.z;                                                                   \
  }
#define AMP2HIP_SV_SWIZZLE4(a, b, c, d)                                        \
  __host__ __device__ short_vector_impl<T, 4> get_##a##b##c##d() const {       \
    return short_vector_impl<T, 4>(a, b, c, d);                                \
  }                                                                            \
  __host__ __device__ void set_##a##b##c##d(short_vector_impl<T, 4> v) {       \
    a = v.x;                                                                   \
    b = v.y;                                                                   \
    c = v.z;                                                                   \
    d = v.w;                                                                   \
  }

// short_vector_storage<T, N>: the components of a short vector of N values
// of type T, as data members, with AMP's component and swizzle functions. An
// aggregate; short_vector_impl<T, N> derives from it and adds no data.
AMP2HIP_SV_STORAGE(AMP2HIP_SV_COMPONENT, AMP2HIP_SV_ALIAS, AMP2HIP_SV_SWIZZLE2,
                   AMP2HIP_SV_SWIZZLE3, AMP2HIP_SV_SWIZZLE4)

#undef AMP2HIP_SV_COMPONENT
#undef AMP2HIP_SV_ALIAS
#undef AMP2HIP_SV_SWIZZLE2
#undef AMP2HIP_SV_SWIZZLE3
#undef AMP2HIP_SV_SWIZZLE4

// Component-wise operations, as function objects (usable in host and device
// code alike).
#define AMP2HIP_SV_BINARY_OP(name, op)                                         \
  struct name {                                                                \
    template <typename A>                                                      \
    __host__ __device__ A operator()(const A &a, const A &b) const {           \
      return a op b;                                                           \
    }                                                                          \
  };
AMP2HIP_SV_BINARY_OP(sv_plus, +)
AMP2HIP_SV_BINARY_OP(sv_minus, -)
AMP2HIP_SV_BINARY_OP(sv_multiplies, *)
AMP2HIP_SV_BINARY_OP(sv_divides, /)
AMP2HIP_SV_BINARY_OP(sv_modulus, %)
AMP2HIP_SV_BINARY_OP(sv_bit_and, &)
AMP2HIP_SV_BINARY_OP(sv_bit_or, |)
AMP2HIP_SV_BINARY_OP(sv_bit_xor, ^)
AMP2HIP_SV_BINARY_OP(sv_shift_left, <<)
AMP2HIP_SV_BINARY_OP(sv_shift_right, >>)
#undef AMP2HIP_SV_BINARY_OP
struct sv_negate {
  template <typename A> __host__ __device__ A operator()(const A &a) const {
    return -a;
  }
};
struct sv_bit_not {
  template <typename A> __host__ __device__ A operator()(const A &a) const {
    return ~a;
  }
};

/// A short vector of N (2, 3 or 4) components of type T (int, unsigned
/// int, float, double, norm or unorm): C++ AMP v1.2 §10.8.2's int_2 ...
/// double_4, which name its specializations. See the file comment for the
/// members and operators.
template <typename T, int N>
class short_vector_impl : public short_vector_storage<T, N> {
  static_assert(N >= 2 && N <= 4, "short vectors have 2, 3 or 4 components");
  static_assert(is_short_vector_scalar<T>::value,
                "short vectors hold int, unsigned int, float, double, norm "
                "or unorm");

  using storage_type = short_vector_storage<T, N>;
  static constexpr bool integral =
      std::is_same<T, int>::value || std::is_same<T, unsigned int>::value;
  static constexpr bool signed_values =
      !std::is_same<T, unsigned int>::value && !std::is_same<T, unorm>::value;

public:
  /// The component type.
  typedef T value_type;
  /// The number of components.
  static constexpr int size = N;

  /// Every component 0 (T()).
  __host__ __device__ short_vector_impl() : storage_type{} {}
  /// Every component \p v. Implicit, as in AMP: a scalar operand of a
  /// vector operator becomes a vector.
  __host__ __device__ short_vector_impl(T v) : storage_type(splat(v)) {}
  /// Every component norm(v) or unorm(v) (norm and unorm vectors only).
  template <typename S = T,
            std::enable_if_t<is_normalized_scalar<S>::value, int> = 0>
  __host__ __device__ explicit short_vector_impl(float v)
      : storage_type(splat(T(v))) {}

  /// The components (v0, v1). Size 2 only.
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  __host__ __device__ short_vector_impl(T v0, T v1) : storage_type{v0, v1} {}
  /// The components (v0, v1, v2). Size 3 only.
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  __host__ __device__ short_vector_impl(T v0, T v1, T v2)
      : storage_type{v0, v1, v2} {}
  /// The components (v0, v1, v2, v3). Size 4 only.
  template <int M = N, std::enable_if_t<M == 4, int> = 0>
  __host__ __device__ short_vector_impl(T v0, T v1, T v2, T v3)
      : storage_type{v0, v1, v2, v3} {}

  /// norm and unorm vectors from floats, each clamped.
  template <int M = N, typename S = T,
            std::enable_if_t<M == 2 && is_normalized_scalar<S>::value, int> = 0>
  __host__ __device__ short_vector_impl(float v0, float v1)
      : storage_type{T(v0), T(v1)} {}
  template <int M = N, typename S = T,
            std::enable_if_t<M == 3 && is_normalized_scalar<S>::value, int> = 0>
  __host__ __device__ short_vector_impl(float v0, float v1, float v2)
      : storage_type{T(v0), T(v1), T(v2)} {}
  template <int M = N, typename S = T,
            std::enable_if_t<M == 4 && is_normalized_scalar<S>::value, int> = 0>
  __host__ __device__ short_vector_impl(float v0, float v1, float v2, float v3)
      : storage_type{T(v0), T(v1), T(v2), T(v3)} {}

  /// norm vectors from unorm components.
  template <int M = N, typename S = T,
            std::enable_if_t<M == 2 && std::is_same<S, norm>::value, int> = 0>
  __host__ __device__ short_vector_impl(unorm v0, unorm v1)
      : storage_type{T(v0), T(v1)} {}
  template <int M = N, typename S = T,
            std::enable_if_t<M == 3 && std::is_same<S, norm>::value, int> = 0>
  __host__ __device__ short_vector_impl(unorm v0, unorm v1, unorm v2)
      : storage_type{T(v0), T(v1), T(v2)} {}
  template <int M = N, typename S = T,
            std::enable_if_t<M == 4 && std::is_same<S, norm>::value, int> = 0>
  __host__ __device__ short_vector_impl(unorm v0, unorm v1, unorm v2, unorm v3)
      : storage_type{T(v0), T(v1), T(v2), T(v3)} {}

  /// Each component static_cast from the one of \p other, a vector of the
  /// same size and another component type (clamped for norm and unorm).
  template <typename U, std::enable_if_t<!std::is_same<U, T>::value, int> = 0>
  __host__ __device__ explicit short_vector_impl(
      const short_vector_impl<U, N> &other)
      : storage_type(convert(other)) {}

  /// -v, component-wise (int, float, double and norm vectors).
  __host__ __device__ short_vector_impl operator-() const {
    static_assert(signed_values,
                  "unary - is not defined for uint and unorm short vectors");
    return map(*this, sv_negate{});
  }
  /// ~v, component-wise (int and uint vectors).
  __host__ __device__ short_vector_impl operator~() const {
    static_assert(integral, "~ is defined for int and uint short vectors only");
    return map(*this, sv_bit_not{});
  }

  __host__ __device__ short_vector_impl &operator++() {
    this->x++;
    this->y++;
    if constexpr (N > 2)
      get_z_ref()++;
    if constexpr (N > 3)
      get_w_ref()++;
    return *this;
  }
  __host__ __device__ short_vector_impl operator++(int) {
    short_vector_impl old = *this;
    ++*this;
    return old;
  }
  __host__ __device__ short_vector_impl &operator--() {
    this->x--;
    this->y--;
    if constexpr (N > 2)
      get_z_ref()--;
    if constexpr (N > 3)
      get_w_ref()--;
    return *this;
  }
  __host__ __device__ short_vector_impl operator--(int) {
    short_vector_impl old = *this;
    --*this;
    return old;
  }

  __host__ __device__ short_vector_impl &
  operator+=(const short_vector_impl &other) {
    return *this = zip(*this, other, sv_plus{});
  }
  __host__ __device__ short_vector_impl &
  operator-=(const short_vector_impl &other) {
    return *this = zip(*this, other, sv_minus{});
  }
  __host__ __device__ short_vector_impl &
  operator*=(const short_vector_impl &other) {
    return *this = zip(*this, other, sv_multiplies{});
  }
  __host__ __device__ short_vector_impl &
  operator/=(const short_vector_impl &other) {
    return *this = zip(*this, other, sv_divides{});
  }
  __host__ __device__ short_vector_impl &
  operator%=(const short_vector_impl &other) {
    static_assert(integral,
                  "%= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_modulus{});
  }
  __host__ __device__ short_vector_impl &
  operator&=(const short_vector_impl &other) {
    static_assert(integral,
                  "&= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_bit_and{});
  }
  __host__ __device__ short_vector_impl &
  operator|=(const short_vector_impl &other) {
    static_assert(integral,
                  "|= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_bit_or{});
  }
  __host__ __device__ short_vector_impl &
  operator^=(const short_vector_impl &other) {
    static_assert(integral,
                  "^= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_bit_xor{});
  }
  __host__ __device__ short_vector_impl &
  operator<<=(const short_vector_impl &other) {
    static_assert(integral,
                  "<<= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_shift_left{});
  }
  __host__ __device__ short_vector_impl &
  operator>>=(const short_vector_impl &other) {
    static_assert(integral,
                  ">>= is defined for int and uint short vectors only");
    return *this = zip(*this, other, sv_shift_right{});
  }

  // Binary operators: friends found by argument-dependent lookup, so that
  // either operand may be a scalar that converts to the vector type.
  friend __host__ __device__ short_vector_impl
  operator+(const short_vector_impl &a, const short_vector_impl &b) {
    return zip(a, b, sv_plus{});
  }
  friend __host__ __device__ short_vector_impl
  operator-(const short_vector_impl &a, const short_vector_impl &b) {
    return zip(a, b, sv_minus{});
  }
  friend __host__ __device__ short_vector_impl
  operator*(const short_vector_impl &a, const short_vector_impl &b) {
    return zip(a, b, sv_multiplies{});
  }
  friend __host__ __device__ short_vector_impl
  operator/(const short_vector_impl &a, const short_vector_impl &b) {
    return zip(a, b, sv_divides{});
  }
  friend __host__ __device__ short_vector_impl
  operator%(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral, "% is defined for int and uint short vectors only");
    return zip(a, b, sv_modulus{});
  }
  friend __host__ __device__ short_vector_impl
  operator&(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral, "& is defined for int and uint short vectors only");
    return zip(a, b, sv_bit_and{});
  }
  friend __host__ __device__ short_vector_impl
  operator|(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral, "| is defined for int and uint short vectors only");
    return zip(a, b, sv_bit_or{});
  }
  friend __host__ __device__ short_vector_impl
  operator^(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral, "^ is defined for int and uint short vectors only");
    return zip(a, b, sv_bit_xor{});
  }
  friend __host__ __device__ short_vector_impl
  operator<<(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral,
                  "<< is defined for int and uint short vectors only");
    return zip(a, b, sv_shift_left{});
  }
  friend __host__ __device__ short_vector_impl
  operator>>(const short_vector_impl &a, const short_vector_impl &b) {
    static_assert(integral,
                  ">> is defined for int and uint short vectors only");
    return zip(a, b, sv_shift_right{});
  }
  /// True when every component is equal.
  friend __host__ __device__ bool operator==(const short_vector_impl &a,
                                             const short_vector_impl &b) {
    bool equal = a.x == b.x && a.y == b.y;
    if constexpr (N > 2)
      equal = equal && a.z_value() == b.z_value();
    if constexpr (N > 3)
      equal = equal && a.w_value() == b.w_value();
    return equal;
  }
  /// True when some component differs.
  friend __host__ __device__ bool operator!=(const short_vector_impl &a,
                                             const short_vector_impl &b) {
    return !(a == b);
  }

private:
  template <typename U, int M> friend class short_vector_impl;

  // z and w through functions, so that code compiled for every N names
  // them only where they exist (if constexpr discards the rest).
  __host__ __device__ T &get_z_ref() { return this->z; }
  __host__ __device__ T &get_w_ref() { return this->w; }
  __host__ __device__ const T &z_value() const { return this->z; }
  __host__ __device__ const T &w_value() const { return this->w; }

  __host__ __device__ static storage_type splat(T v) {
    if constexpr (N == 2)
      return storage_type{v, v};
    else if constexpr (N == 3)
      return storage_type{v, v, v};
    else
      return storage_type{v, v, v, v};
  }

  template <typename U>
  __host__ __device__ static storage_type
  convert(const short_vector_impl<U, N> &o) {
    if constexpr (N == 2)
      return storage_type{static_cast<T>(o.x), static_cast<T>(o.y)};
    else if constexpr (N == 3)
      return storage_type{static_cast<T>(o.x), static_cast<T>(o.y),
                          static_cast<T>(o.z_value())};
    else
      return storage_type{static_cast<T>(o.x), static_cast<T>(o.y),
                          static_cast<T>(o.z_value()),
                          static_cast<T>(o.w_value())};
  }

  template <typename F>
  __host__ __device__ static short_vector_impl map(const short_vector_impl &a,
                                                   F f) {
    short_vector_impl result;
    result.x = f(a.x);
    result.y = f(a.y);
    if constexpr (N > 2)
      result.get_z_ref() = f(a.z_value());
    if constexpr (N > 3)
      result.get_w_ref() = f(a.w_value());
    return result;
  }

  template <typename F>
  __host__ __device__ static short_vector_impl
  zip(const short_vector_impl &a, const short_vector_impl &b, F f) {
    short_vector_impl result;
    result.x = f(a.x, b.x);
    result.y = f(a.y, b.y);
    if constexpr (N > 2)
      result.get_z_ref() = f(a.z_value(), b.z_value());
    if constexpr (N > 3)
      result.get_w_ref() = f(a.w_value(), b.w_value());
    return result;
  }
};

} // namespace detail

/// short_vector<S, 1>::type is S (short_vector_names.h has N = 2, 3, 4).
template <typename S> struct short_vector<S, 1> {
  static_assert(detail::is_short_vector_scalar<S>::value,
                "short_vector<S, N>: S must be int, unsigned int, float, "
                "double, norm or unorm");
  typedef S type;
};

} // namespace graphics
} // namespace Concurrency

#endif // AMP2HIP_DETAIL_SHORT_VECTOR_H
