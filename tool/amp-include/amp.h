//===- amp.h - C++ AMP declarations for parsing ---------------------------===//
//
// Part of amp2hip. This header is used ONLY by the amp2hip translator to parse
// C++ AMP sources with an unmodified Clang (DESIGN.md, decision 1). It declares
// the concurrency:: API of the C++ AMP specification v1.2 so that user code
// type-checks; nothing here is compiled into a program. Translated programs
// include <amp2hip/amp.h> (the HIP runtime) instead.
//
// `restrict(...)` and `tile_static` become `annotate` attributes that the
// translator reads back from the AST.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_H
#define AMP2HIP_PARSE_AMP_H

// The standard headers that MSVC's <amp.h> brings in: the runtime's list,
// which its <amp2hip/amp.h> includes too (the runtime include directory is on
// the parse's include path).
#include <amp2hip/detail/msvc_amp_includes.h>
// MSVC's <amp.h> brings in PPL tasks (completion_future::to_task returns a
// concurrency::task<void>); the rest of PPL comes with msvc_amp_includes.h
// where oneTBB is installed.
#include <amp2hip/detail/ppl_tasks.h>

#include "amp_restrict.h"

// MSVC's <amprt.h>, which its <amp.h> includes, spells the restriction
// specifiers of its own declarations with these macros, and programs (and
// copies of MSVC's headers) use them: `float get_x() const __GPU;`. Each use
// is removed with the specifier it stands for and written as HIP's qualifiers
// (Rewrite/Passes/Restrictions.cpp, isRestrictSpelling); the runtime's
// <amp2hip/amp.h> defines the empty __CPU_ONLY, whose uses stay. A program's
// own definition before <amp.h> is kept.
#ifndef __GPU
#define __GPU restrict(amp,cpu)
#endif
#ifndef __GPU_ONLY
#define __GPU_ONLY restrict(amp)
#endif
#ifndef __CPU_ONLY
#define __CPU_ONLY
#endif

// C++ AMP v1.2 §5.1.1 access_type and §3.3.1 queuing_mode, as the runtime
// declares them.
#include <amp2hip/detail/api_enums.h>
#include <amp2hip/detail/is_iterator.h>

#include <type_traits>

// MSVC's spelling: `Concurrency` is the namespace, `concurrency` an alias.
namespace Concurrency {}
namespace concurrency = Concurrency;

namespace Concurrency {

template <int N> class index;
template <int N> class extent;
template <int D0, int D1 = 0, int D2 = 0> class tiled_extent;
template <int D0, int D1 = 0, int D2 = 0> class tiled_index;
template <typename T, int N = 1> class array_view;
template <typename T, int N = 1> class array;
class accelerator;
class accelerator_view;
class completion_future;

namespace detail {
// The runtime's test for types with std::iterator_traits (iterators and
// pointers): keeps the iterator overloads of array's constructors and of
// copy() from matching arrays, views and accelerator_views.
using amp2hip::detail::is_iterator;
template <typename It>
using if_iterator = std::enable_if_t<is_iterator<It>::value, int>;
// §5.1.1: the elements of an array's source range convert to its elements
// (MSVC C2440 in the copy).
template <typename T, typename It>
constexpr bool converts_from_source =
    std::is_convertible<typename std::iterator_traits<It>::value_type,
                        T>::value;
// §5.3: copy() writes through its destination iterator: `*Dest = value` is
// valid (not a const_iterator nor a pointer to const; MSVC C3892).
template <typename T, typename It>
constexpr bool writable_destination =
    std::is_assignable<decltype(*std::declval<It &>()), const T &>::value;
} // namespace detail

/// C++ AMP v1.2 §4.1 index<N>. The copy operations are defaulted, as in the
/// runtime: index, extent, tiled_extent, tile_barrier and tiled_index are
/// trivially copyable, so kernels capture them (and structs holding them) by
/// value.
template <int N> class index {
  static_assert(N > 0, "The rank of index must be greater than 0");

public:
  static const int rank = N;
  typedef int value_type;
  index() restrict(amp, cpu);
  index(const index &Other) restrict(amp, cpu) = default;
  explicit index(int I0) restrict(amp, cpu) {
    static_assert(N == 1, "index: the number of coordinates must be the rank");
  }
  index(int I0, int I1) restrict(amp, cpu) {
    static_assert(N == 2, "index: the number of coordinates must be the rank");
  }
  index(int I0, int I1, int I2) restrict(amp, cpu) {
    static_assert(N == 3, "index: the number of coordinates must be the rank");
  }
  explicit index(const int Components[]) restrict(amp, cpu);
  index &operator=(const index &Other) restrict(amp, cpu) = default;
  int operator[](unsigned int C) const restrict(amp, cpu);
  int &operator[](unsigned int C) restrict(amp, cpu);
  index &operator+=(const index &Rhs) restrict(amp, cpu);
  index &operator-=(const index &Rhs) restrict(amp, cpu);
  index &operator+=(int Rhs) restrict(amp, cpu);
  index &operator-=(int Rhs) restrict(amp, cpu);
  index &operator*=(int Rhs) restrict(amp, cpu);
  index &operator/=(int Rhs) restrict(amp, cpu);
  index &operator%=(int Rhs) restrict(amp, cpu);
  index &operator++() restrict(amp, cpu);
  index operator++(int) restrict(amp, cpu);
  index &operator--() restrict(amp, cpu);
  index operator--(int) restrict(amp, cpu);
};
template <int N>
bool operator==(const index<N> &, const index<N> &) restrict(amp, cpu);
template <int N>
bool operator!=(const index<N> &, const index<N> &) restrict(amp, cpu);
template <int N>
index<N> operator+(const index<N> &, const index<N> &) restrict(amp, cpu);
template <int N>
index<N> operator-(const index<N> &, const index<N> &) restrict(amp, cpu);
template <int N> index<N> operator+(const index<N> &, int) restrict(amp, cpu);
template <int N> index<N> operator+(int, const index<N> &) restrict(amp, cpu);
template <int N> index<N> operator-(const index<N> &, int) restrict(amp, cpu);
template <int N> index<N> operator-(int, const index<N> &) restrict(amp, cpu);
template <int N> index<N> operator*(const index<N> &, int) restrict(amp, cpu);
template <int N> index<N> operator*(int, const index<N> &) restrict(amp, cpu);
template <int N> index<N> operator/(const index<N> &, int) restrict(amp, cpu);
template <int N> index<N> operator/(int, const index<N> &) restrict(amp, cpu);
template <int N> index<N> operator%(const index<N> &, int) restrict(amp, cpu);
template <int N> index<N> operator%(int, const index<N> &) restrict(amp, cpu);

/// C++ AMP v1.2 §4.2 extent<N>.
template <int N> class extent {
  static_assert(N > 0, "The rank of extent must be greater than 0");

public:
  static const int rank = N;
  typedef int value_type;
  extent() restrict(amp, cpu);
  extent(const extent &Other) restrict(amp, cpu) = default;
  explicit extent(int E0) restrict(amp, cpu) {
    static_assert(N == 1, "extent: the number of sizes must be the rank");
  }
  extent(int E0, int E1) restrict(amp, cpu) {
    static_assert(N == 2, "extent: the number of sizes must be the rank");
  }
  extent(int E0, int E1, int E2) restrict(amp, cpu) {
    static_assert(N == 3, "extent: the number of sizes must be the rank");
  }
  explicit extent(const int Components[]) restrict(amp, cpu);
  extent &operator=(const extent &Other) restrict(amp, cpu) = default;
  int operator[](unsigned int C) const restrict(amp, cpu);
  int &operator[](unsigned int C) restrict(amp, cpu);
  unsigned int size() const restrict(amp, cpu);
  bool contains(const index<N> &Idx) const restrict(amp, cpu);
  template <int D0> tiled_extent<D0> tile() const restrict(amp, cpu) {
    static_assert(N == 1, "One-dimensional tile() is only supported on "
                          "extent<1>");
    return tiled_extent<D0>();
  }
  template <int D0, int D1>
  tiled_extent<D0, D1> tile() const restrict(amp, cpu) {
    static_assert(N == 2, "Two-dimensional tile() is only supported on "
                          "extent<2>");
    // tiled_extent<D0, D1> checks D0 > 0 and D1 >= 0; 0 would make it 1-D.
    static_assert(D1 != 0, "The tile dimensions must be positive");
    return tiled_extent<D0, D1>();
  }
  template <int D0, int D1, int D2>
  tiled_extent<D0, D1, D2> tile() const restrict(amp, cpu) {
    static_assert(N == 3, "Three-dimensional tile() is only supported on "
                          "extent<3>");
    // tiled_extent<D0, D1, D2> checks the others; D2 == 0 would make it 2-D.
    static_assert(D2 != 0, "The tile dimensions must be positive");
    return tiled_extent<D0, D1, D2>();
  }
  extent operator+(const index<N> &Idx) const restrict(amp, cpu);
  extent operator-(const index<N> &Idx) const restrict(amp, cpu);
  extent &operator+=(const index<N> &Idx) restrict(amp, cpu);
  extent &operator-=(const index<N> &Idx) restrict(amp, cpu);
  extent &operator+=(const extent &Rhs) restrict(amp, cpu);
  extent &operator-=(const extent &Rhs) restrict(amp, cpu);
  extent &operator+=(int Rhs) restrict(amp, cpu);
  extent &operator-=(int Rhs) restrict(amp, cpu);
  extent &operator*=(int Rhs) restrict(amp, cpu);
  extent &operator/=(int Rhs) restrict(amp, cpu);
  extent &operator%=(int Rhs) restrict(amp, cpu);
  extent &operator++() restrict(amp, cpu);
  extent operator++(int) restrict(amp, cpu);
  extent &operator--() restrict(amp, cpu);
  extent operator--(int) restrict(amp, cpu);
};
template <int N>
bool operator==(const extent<N> &, const extent<N> &) restrict(amp, cpu);
template <int N>
bool operator!=(const extent<N> &, const extent<N> &) restrict(amp, cpu);
template <int N>
extent<N> operator+(const extent<N> &, const extent<N> &) restrict(amp, cpu);
template <int N>
extent<N> operator-(const extent<N> &, const extent<N> &) restrict(amp, cpu);
template <int N> extent<N> operator+(const extent<N> &, int) restrict(amp, cpu);
template <int N> extent<N> operator+(int, const extent<N> &) restrict(amp, cpu);
template <int N> extent<N> operator-(const extent<N> &, int) restrict(amp, cpu);
template <int N> extent<N> operator-(int, const extent<N> &) restrict(amp, cpu);
template <int N> extent<N> operator*(const extent<N> &, int) restrict(amp, cpu);
template <int N> extent<N> operator*(int, const extent<N> &) restrict(amp, cpu);
template <int N> extent<N> operator/(const extent<N> &, int) restrict(amp, cpu);
template <int N> extent<N> operator/(int, const extent<N> &) restrict(amp, cpu);
template <int N> extent<N> operator%(const extent<N> &, int) restrict(amp, cpu);
template <int N> extent<N> operator%(int, const extent<N> &) restrict(amp, cpu);

namespace detail {
template <int D0, int D1, int D2> struct tile_rank {
  static const int value = D2 > 0 ? 3 : (D1 > 0 ? 2 : 1);
};
/// True if a tile of D0 (x D1 (x D2)) threads holds at most 1024 (§3.2.3);
/// each size is compared first, so that the product cannot overflow.
template <int D0, int D1, int D2> struct tile_fits {
  static const bool value =
      D0 <= 1024 && D1 <= 1024 && D2 <= 1024 &&
      (long long)D0 * (D1 > 0 ? D1 : 1) * (D2 > 0 ? D2 : 1) <= 1024;
};
} // namespace detail

/// C++ AMP v1.2 §4.3 tiled_extent.
template <int D0, int D1, int D2>
class tiled_extent : public extent<detail::tile_rank<D0, D1, D2>::value> {
  static_assert(D0 > 0 && D1 >= 0 && D2 >= 0 && !(D1 == 0 && D2 > 0),
                "The tile dimensions must be positive");

public:
  static const int rank = detail::tile_rank<D0, D1, D2>::value;
  static const int tile_dim0 = D0;
  static const int tile_dim1 = D1;
  static const int tile_dim2 = D2;
  tiled_extent() restrict(amp, cpu);
  tiled_extent(const tiled_extent &Other) restrict(amp, cpu) = default;
  tiled_extent(const Concurrency::extent<rank> &E) restrict(amp, cpu);
  tiled_extent &operator=(const tiled_extent &Other) restrict(amp,
                                                              cpu) = default;
  tiled_extent pad() const restrict(amp, cpu);
  tiled_extent truncate() const restrict(amp, cpu);
  Concurrency::extent<rank> get_tile_extent() const restrict(amp, cpu);
  // AMP's tile_extent property.
  Concurrency::extent<rank> tile_extent;
};
template <int D0, int D1, int D2>
bool operator==(const tiled_extent<D0, D1, D2> &,
                const tiled_extent<D0, D1, D2> &) restrict(amp, cpu);
template <int D0, int D1, int D2>
bool operator!=(const tiled_extent<D0, D1, D2> &,
                const tiled_extent<D0, D1, D2> &) restrict(amp, cpu);

/// C++ AMP v1.2 §4.4.2 tile_barrier.
class tile_barrier {
public:
  tile_barrier(const tile_barrier &Other) restrict(amp, cpu) = default;
  void wait() const restrict(amp);
  void wait_with_all_memory_fence() const restrict(amp);
  void wait_with_global_memory_fence() const restrict(amp);
  void wait_with_tile_static_memory_fence() const restrict(amp);
};

/// C++ AMP v1.2 §4.4.3 memory fences.
void all_memory_fence(const tile_barrier &Barrier) restrict(amp);
void global_memory_fence(const tile_barrier &Barrier) restrict(amp);
void tile_static_memory_fence(const tile_barrier &Barrier) restrict(amp);

/// C++ AMP v1.2 §4.4.1 tiled_index.
template <int D0, int D1, int D2> class tiled_index {
public:
  static const int rank = detail::tile_rank<D0, D1, D2>::value;
  static const int tile_dim0 = D0;
  static const int tile_dim1 = D1;
  static const int tile_dim2 = D2;
  tiled_index(const index<rank> &Global, const index<rank> &Local,
              const index<rank> &Tile, const index<rank> &TileOrigin,
              const tile_barrier &Barrier) restrict(amp, cpu);
  tiled_index(const tiled_index &Other) restrict(amp, cpu) = default;
  const index<rank> global;
  const index<rank> local;
  const index<rank> tile;
  const index<rank> tile_origin;
  const tile_barrier barrier;
  // AMP's tile_extent property.
  const Concurrency::extent<rank> tile_extent;
  operator const index<rank>() const restrict(amp, cpu);
  Concurrency::extent<rank> get_tile_extent() const restrict(amp, cpu);
};

/// C++ AMP v1.2 §3.5 completion_future.
class completion_future {
public:
  completion_future();
  completion_future(const completion_future &Other);
  completion_future(completion_future &&Other);
  completion_future &operator=(const completion_future &Other);
  completion_future &operator=(completion_future &&Other);
  void get() const;
  bool valid() const;
  void wait() const;
  template <class Rep, class Period>
  std::future_status
  wait_for(const std::chrono::duration<Rep, Period> &RelTime) const;
  template <class Clock, class Duration>
  std::future_status
  wait_until(const std::chrono::time_point<Clock, Duration> &AbsTime) const;
  operator std::shared_future<void>() const;
  template <typename Functor> void then(const Functor &Func) const {}
  Concurrency::task<void> to_task() const;
};

/// C++ AMP v1.2 §3.3 accelerator_view. Host only.
class accelerator_view {
public:
  accelerator_view(const accelerator_view &Other);
  accelerator_view &operator=(const accelerator_view &Other);
  Concurrency::accelerator get_accelerator() const;
  bool get_is_debug() const;
  unsigned int get_version() const;
  Concurrency::queuing_mode get_queuing_mode() const;
  bool get_is_auto_selection() const;
  // const, as the runtime's: MSVC's default_view is a property whose getter
  // returns a copy, so `acc.default_view.wait()` compiles on a const
  // accelerator there.
  void flush() const;
  void wait() const;
  completion_future create_marker() const;
  bool operator==(const accelerator_view &Other) const;
  bool operator!=(const accelerator_view &Other) const;
  // AMP's properties. MSVC declares `accelerator` as a property of
  // get_accelerator(); so does this header, and the translator writes each
  // read as the call (Rewrite/PropertyRewrite.cpp), which the runtime has.
  __declspec(property(get = get_accelerator))
      Concurrency::accelerator accelerator;
  bool is_debug;
  unsigned int version;
  Concurrency::queuing_mode queuing_mode;
  bool is_auto_selection;

private:
  // For the properties of array and array_view, in the constructors that
  // have (empty) bodies; AMP has no default accelerator_view.
  accelerator_view();
  template <typename T, int N> friend class array;
  template <typename T, int N> friend class array_view;
};

/// C++ AMP v1.2 §3.2 accelerator. Host only.
class accelerator {
public:
  static const wchar_t default_accelerator[];
  static const wchar_t cpu_accelerator[];
  static const wchar_t direct3d_warp[];
  static const wchar_t direct3d_ref[];
  accelerator();
  explicit accelerator(const std::wstring &Path);
  accelerator(const accelerator &Other);
  accelerator &operator=(const accelerator &Other);
  static std::vector<accelerator> get_all();
  static bool set_default(const std::wstring &Path);
  static accelerator_view get_auto_selection_view();
  accelerator_view get_default_view() const;
  accelerator_view create_view(queuing_mode Mode = queuing_mode_automatic);
  std::wstring get_device_path() const;
  std::wstring get_description() const;
  unsigned int get_version() const;
  size_t get_dedicated_memory() const;
  bool get_supports_double_precision() const;
  bool get_supports_limited_double_precision() const;
  bool get_supports_cpu_shared_memory() const;
  bool get_is_debug() const;
  bool get_is_emulated() const;
  bool get_has_display() const;
  access_type get_default_cpu_access_type() const;
  bool set_default_cpu_access_type(access_type Type);
  bool operator==(const accelerator &Other) const;
  bool operator!=(const accelerator &Other) const;
  // AMP exposes these as properties; the runtime has members of these names.
  accelerator_view default_view;
  std::wstring device_path;
  std::wstring description;
  unsigned int version;
  size_t dedicated_memory;
  bool supports_double_precision;
  bool supports_limited_double_precision;
  bool supports_cpu_shared_memory;
  bool is_debug;
  bool is_emulated;
  bool has_display;
  access_type default_cpu_access_type;
};

namespace detail {
template <typename T, int N> struct projection {
  typedef array_view<T, N - 1> type;
};
template <typename T> struct projection<T, 1> { typedef T &type; };
// A pointer to the elements of an array_view<const T> that is not const
// (an lvalue `T *`): the view's constructors for a pointer take it, as
// MSVC's, whose array_view<const T> has them for `T *` and `const T *`.
// Deduced as a container (`Container &`), it would bind exactly and win
// over the qualification conversion to `const T *`.
template <typename Source, typename Element>
using if_not_element_pointer =
    std::enable_if_t<!std::is_same<std::remove_cv_t<Source>, Element *>::value,
                     int>;
// The element type of reinterpret_as<U>(): const U for a view of const T.
template <typename T, typename U> struct reinterpreted { typedef U type; };
template <typename T, typename U> struct reinterpreted<const T, U> {
  typedef const U type;
};
} // namespace detail

/// C++ AMP v1.2 §5.2 array_view<T,N> (and array_view<const T,N>, §5.2.1:
/// its constructors take const containers, const pointers and const arrays;
/// it converts from array_view<T,N>).
template <typename T, int N> class array_view {
  typedef typename std::remove_const<T>::type element_type;
  static_assert(N > 0, "The rank of array_view must be greater than 0");
  static_assert(sizeof(T) % sizeof(int) == 0,
                "only value types whose size is a multiple of the size of an "
                "integer are allowed in array views");

public:
  static const int rank = N;
  typedef T value_type;

  // §5.2.2 constructors.
  array_view(array<element_type, N> &Src) restrict(amp, cpu);
  // MSVC binds a temporary array to array& (C4239); the runtime has this
  // overload too, so the text is kept.
  array_view(array<element_type, N> &&Src) restrict(amp, cpu);
  array_view(const array<element_type, N> &Src) restrict(amp, cpu) {
    static_assert(std::is_const<T>::value,
                  "an array_view of a const array must have a const element "
                  "type: array_view<const T, N>");
  }
  template <typename Container,
            detail::if_not_element_pointer<Container, element_type> = 0>
  array_view(const Concurrency::extent<N> &E, Container &Src) {
    static_assert(!std::is_pointer<std::remove_cv_t<Container>>::value,
                  "array_view: a pointer data source must convert to T * "
                  "(no read-write view of const data)");
  }
  array_view(const Concurrency::extent<N> &E, T *Src) restrict(amp, cpu);
  explicit array_view(const Concurrency::extent<N> &E);
  template <typename Container,
            detail::if_not_element_pointer<Container, element_type> = 0>
  array_view(int E0, Container &Src) {
    static_assert(!std::is_pointer<std::remove_cv_t<Container>>::value,
                  "array_view: a pointer data source must convert to T * "
                  "(no read-write view of const data)");
    static_assert(N == 1, "array_view: the number of sizes must be the rank");
  }
  template <typename Container,
            detail::if_not_element_pointer<Container, element_type> = 0>
  array_view(int E0, int E1, Container &Src) {
    static_assert(!std::is_pointer<std::remove_cv_t<Container>>::value,
                  "array_view: a pointer data source must convert to T * "
                  "(no read-write view of const data)");
    static_assert(N == 2, "array_view: the number of sizes must be the rank");
  }
  template <typename Container,
            detail::if_not_element_pointer<Container, element_type> = 0>
  array_view(int E0, int E1, int E2, Container &Src) {
    static_assert(!std::is_pointer<std::remove_cv_t<Container>>::value,
                  "array_view: a pointer data source must convert to T * "
                  "(no read-write view of const data)");
    static_assert(N == 3, "array_view: the number of sizes must be the rank");
  }
  array_view(int E0, T *Src) restrict(amp, cpu) {
    static_assert(N == 1, "array_view: the number of sizes must be the rank");
  }
  array_view(int E0, int E1, T *Src) restrict(amp, cpu) {
    static_assert(N == 2, "array_view: the number of sizes must be the rank");
  }
  array_view(int E0, int E1, int E2, T *Src) restrict(amp, cpu) {
    static_assert(N == 3, "array_view: the number of sizes must be the rank");
  }
  explicit array_view(int E0) {
    static_assert(N == 1, "array_view: the number of sizes must be the rank");
  }
  array_view(int E0, int E1) {
    static_assert(N == 2, "array_view: the number of sizes must be the rank");
  }
  array_view(int E0, int E1, int E2) {
    static_assert(N == 3, "array_view: the number of sizes must be the rank");
  }
  // §5.2.2: a view converts only to the same element type, read-write to
  // read-only (array_view<T> -> array_view<const T>), not the other way.
  template <typename U>
  array_view(const array_view<U, N> &Other) restrict(amp, cpu) {
    static_assert(std::is_same<typename std::remove_const<U>::type,
                               element_type>::value,
                  "array_view: a view converts only to a view of the same "
                  "element type");
    static_assert(std::is_const<T>::value || !std::is_const<U>::value,
                  "array_view: a read-only view (array_view<const T>) does "
                  "not convert to a read-write view (array_view<T>)");
  }
  array_view(const array_view &Other) restrict(amp, cpu);
  array_view &operator=(const array_view &Other) restrict(amp, cpu);

  // §5.2.3 members.
  void copy_to(array<element_type, N> &Dest) const;
  void copy_to(const array_view<element_type, N> &Dest) const;
  Concurrency::extent<N> get_extent() const restrict(amp, cpu);
  accelerator_view get_source_accelerator_view() const;
  T *data() const restrict(amp, cpu) {
    static_assert(N == 1, "data() is only permissible on array_view<T, 1>");
    return &(*this)[index<N>()];
  }
  void synchronize() const;
  void synchronize(access_type Type) const;
  completion_future synchronize_async() const;
  completion_future synchronize_async(access_type Type) const;
  void synchronize_to(const accelerator_view &AV) const;
  void synchronize_to(const accelerator_view &AV, access_type Type) const;
  completion_future synchronize_to_async(const accelerator_view &AV) const;
  completion_future synchronize_to_async(const accelerator_view &AV,
                                         access_type Type) const;
  void discard_data() const;
  void refresh() const;

  // §5.2.4 indexing; operator[](int) and operator()(int) are the projection
  // to rank N-1 (the element for rank 1).
  T &operator[](const index<N> &Idx) const restrict(amp, cpu);
  typename detail::projection<T, N>::type operator[](int I) const
      restrict(amp, cpu);
  T &operator()(const index<N> &Idx) const restrict(amp, cpu);
  typename detail::projection<T, N>::type operator()(int I0) const
      restrict(amp, cpu);
  T &operator()(int I0, int I1) const restrict(amp, cpu) {
    static_assert(N == 2, "array_view: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }
  T &operator()(int I0, int I1, int I2) const restrict(amp, cpu) {
    static_assert(N == 3, "array_view: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }

  // §5.2.5 view operations.
  array_view section(const index<N> &Origin,
                     const Concurrency::extent<N> &E) const restrict(amp, cpu);
  array_view section(const index<N> &Origin) const restrict(amp, cpu);
  array_view section(const Concurrency::extent<N> &E) const restrict(amp, cpu);
  // The sections by integers take as many origins and sizes as the rank.
  array_view<T, 1> section(int I0, int E0) const restrict(amp, cpu) {
    static_assert(N == 1, "array_view: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 1>(E0, static_cast<T *>(nullptr));
  }
  array_view<T, 2> section(int I0, int I1, int E0, int E1) const
      restrict(amp, cpu) {
    static_assert(N == 2, "array_view: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 2>(E0, E1, static_cast<T *>(nullptr));
  }
  array_view<T, 3> section(int I0, int I1, int I2, int E0, int E1, int E2) const
      restrict(amp, cpu) {
    static_assert(N == 3, "array_view: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 3>(E0, E1, E2, static_cast<T *>(nullptr));
  }
  // view_as and reinterpret_as: rank 1 only (C++ AMP v1.2 §5.2.5).
  template <int K>
  array_view<T, K> view_as(const Concurrency::extent<K> &E) const
      restrict(amp, cpu) {
    static_assert(N == 1, "view_as() is only permissible on array_view<T, 1>");
    return array_view<T, K>(E, static_cast<T *>(nullptr));
  }
  template <typename U>
  array_view<typename detail::reinterpreted<T, U>::type, 1>
  reinterpret_as() const restrict(amp, cpu) {
    static_assert(N == 1,
                  "reinterpret_as() is only permissible on array_view<T, 1>");
    typedef typename detail::reinterpreted<T, U>::type Element;
    return array_view<Element, 1>(1, static_cast<Element *>(nullptr));
  }

  // AMP's properties. source_accelerator_view is a property of
  // get_source_accelerator_view(), as in MSVC: each read is written as the
  // call (Rewrite/PropertyRewrite.cpp).
  Concurrency::extent<N> extent;
  __declspec(property(get = get_source_accelerator_view))
      Concurrency::accelerator_view source_accelerator_view;

private:
  // A size that is a multiple of int's, as the runtime's array_view has
  // (extent has no data here, and a property takes no room): an
  // array<array_view<...>> is then E0014 alone, not also the size rule.
  int amp2hip_storage_[2];
};

/// C++ AMP v1.2 §5.1 array<T,N>. The constructors, copies and the
/// accelerator queries are host only; element access, sections, views and
/// data() are restrict(amp, cpu).
template <typename T, int N> class array {
  static_assert(N > 0, "The rank of array must be greater than 0");
  static_assert(!std::is_const<T>::value, "array<const T> is not supported");
  static_assert(sizeof(T) % sizeof(int) == 0,
                "only value types whose size is a multiple of the size of an "
                "integer are allowed in arrays");

public:
  static const int rank = N;
  typedef T value_type;

  // §5.1.1 constructors.
  explicit array(const Concurrency::extent<N> &E);
  explicit array(int E0) {
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1) {
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1, int E2) {
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First, InputIt Last) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First, InputIt Last) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First, InputIt Last) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First, InputIt Last) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  explicit array(const array_view<const T, N> &Src);
  array(const Concurrency::extent<N> &E, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto);
  array(int E0, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1, int E2, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First,
        Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First, InputIt Last, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  array(const array_view<const T, N> &Src, Concurrency::accelerator_view AV,
        access_type CpuAccess = access_type_auto);
  // §5.1.1.1 staging arrays.
  array(const Concurrency::extent<N> &E, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV);
  array(int E0, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  array(int E0, int E1, int E2, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First,
        Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(const Concurrency::extent<N> &E, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, InputIt First, InputIt Last, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 1, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 2, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  array(int E0, int E1, int E2, InputIt First, InputIt Last,
        Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV) {
    static_assert(detail::converts_from_source<T, InputIt>,
                  "array: the elements of the source range must convert "
                  "to the element type");
    static_assert(N == 3, "array: the number of sizes must be the rank");
  }
  array(const array_view<const T, N> &Src, Concurrency::accelerator_view AV,
        Concurrency::accelerator_view AssociatedAV);
  array(const array &Other);
  array(array &&Other);
  array &operator=(const array &Other);
  array &operator=(array &&Other);
  array &operator=(const array_view<const T, N> &Src);

  // §5.1.2 members.
  void copy_to(array &Dest) const;
  void copy_to(const array_view<T, N> &Dest) const;
  Concurrency::extent<N> get_extent() const restrict(amp, cpu);
  Concurrency::accelerator_view get_accelerator_view() const;
  Concurrency::accelerator_view get_associated_accelerator_view() const;
  access_type get_cpu_access_type() const;
  operator std::vector<T>() const;
  T *data() restrict(amp, cpu);
  const T *data() const restrict(amp, cpu);

  // §5.1.3 indexing; operator[](int) and operator()(int) are the projection
  // to rank N-1 (the element for rank 1).
  T &operator[](const index<N> &Idx) restrict(amp, cpu);
  const T &operator[](const index<N> &Idx) const restrict(amp, cpu);
  typename detail::projection<T, N>::type operator[](int I) restrict(amp, cpu);
  typename detail::projection<const T, N>::type operator[](int I) const
      restrict(amp, cpu);
  T &operator()(const index<N> &Idx) restrict(amp, cpu);
  const T &operator()(const index<N> &Idx) const restrict(amp, cpu);
  typename detail::projection<T, N>::type operator()(int I0) restrict(amp, cpu);
  typename detail::projection<const T, N>::type operator()(int I0) const
      restrict(amp, cpu);
  T &operator()(int I0, int I1) restrict(amp, cpu) {
    static_assert(N == 2, "array: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }
  const T &operator()(int I0, int I1) const restrict(amp, cpu) {
    static_assert(N == 2, "array: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }
  T &operator()(int I0, int I1, int I2) restrict(amp, cpu) {
    static_assert(N == 3, "array: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }
  const T &operator()(int I0, int I1, int I2) const restrict(amp, cpu) {
    static_assert(N == 3, "array: the number of coordinates must be the "
                          "rank");
    return (*this)[index<N>()];
  }

  // §5.1.4 view operations.
  array_view<T, N> section(const index<N> &Origin,
                           const Concurrency::extent<N> &E) restrict(amp, cpu);
  array_view<const T, N> section(const index<N> &Origin,
                                 const Concurrency::extent<N> &E) const
      restrict(amp, cpu);
  array_view<T, N> section(const index<N> &Origin) restrict(amp, cpu);
  array_view<const T, N> section(const index<N> &Origin) const
      restrict(amp, cpu);
  array_view<T, N> section(const Concurrency::extent<N> &E) restrict(amp, cpu);
  array_view<const T, N> section(const Concurrency::extent<N> &E) const
      restrict(amp, cpu);
  array_view<T, 1> section(int I0, int E0) restrict(amp, cpu) {
    static_assert(N == 1, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 1>(E0, static_cast<T *>(nullptr));
  }
  array_view<const T, 1> section(int I0, int E0) const restrict(amp, cpu) {
    static_assert(N == 1, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<const T, 1>(E0, static_cast<const T *>(nullptr));
  }
  array_view<T, 2> section(int I0, int I1, int E0, int E1) restrict(amp, cpu) {
    static_assert(N == 2, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 2>(E0, E1, static_cast<T *>(nullptr));
  }
  array_view<const T, 2> section(int I0, int I1, int E0, int E1) const
      restrict(amp, cpu) {
    static_assert(N == 2, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<const T, 2>(E0, E1, static_cast<const T *>(nullptr));
  }
  array_view<T, 3> section(int I0, int I1, int I2, int E0, int E1,
                           int E2) restrict(amp, cpu) {
    static_assert(N == 3, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<T, 3>(E0, E1, E2, static_cast<T *>(nullptr));
  }
  array_view<const T, 3> section(int I0, int I1, int I2, int E0, int E1,
                                 int E2) const restrict(amp, cpu) {
    static_assert(N == 3, "array: the number of coordinates of section() "
                          "must be the rank");
    return array_view<const T, 3>(E0, E1, E2, static_cast<const T *>(nullptr));
  }
  template <int K>
  array_view<T, K> view_as(const Concurrency::extent<K> &E) restrict(amp, cpu);
  template <int K>
  array_view<const T, K> view_as(const Concurrency::extent<K> &E) const
      restrict(amp, cpu);
  template <typename U> array_view<U, 1> reinterpret_as() restrict(amp, cpu);
  template <typename U>
  array_view<const U, 1> reinterpret_as() const restrict(amp, cpu);

  // AMP's properties.
  Concurrency::extent<N> extent;
  Concurrency::accelerator_view accelerator_view;
  Concurrency::accelerator_view associated_accelerator_view;
  access_type cpu_access_type;
};

/// C++ AMP v1.2 §5.3 copy and copy_async. Host only. The templates that
/// take an iterator, a container or a functor have (empty) bodies: their
/// type may be a local class, which has no linkage.
template <typename T, int N>
void copy(const array<T, N> &Src, array<T, N> &Dest);
template <typename T, int N>
void copy(const array<T, N> &Src, const array_view<T, N> &Dest);
template <typename T, int N>
void copy(const array_view<const T, N> &Src, array<T, N> &Dest);
template <typename T, int N>
void copy(const array_view<T, N> &Src, array<T, N> &Dest);
template <typename T, int N>
void copy(const array_view<const T, N> &Src, const array_view<T, N> &Dest);
template <typename T, int N>
void copy(const array_view<T, N> &Src, const array_view<T, N> &Dest);
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
void copy(InputIt First, InputIt Last, array<T, N> &Dest) {}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
void copy(InputIt First, array<T, N> &Dest) {}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
void copy(InputIt First, InputIt Last, const array_view<T, N> &Dest) {}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
void copy(InputIt First, const array_view<T, N> &Dest) {}
template <typename OutputIt, typename T, int N,
          detail::if_iterator<OutputIt> = 0>
void copy(const array<T, N> &Src, OutputIt Dest) {
  static_assert(detail::writable_destination<T, OutputIt>,
                "copy: the destination iterator is not writable (a "
                "const_iterator or a pointer to const)");
}
template <typename OutputIt, typename T, int N,
          detail::if_iterator<OutputIt> = 0>
void copy(const array_view<T, N> &Src, OutputIt Dest) {
  static_assert(detail::writable_destination<T, OutputIt>,
                "copy: the destination iterator is not writable (a "
                "const_iterator or a pointer to const)");
}
// The destination of a copy is written: a const array is not one (§5.3).
template <typename T, int N>
void copy(const array<T, N> &Src, const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy: the destination array is const");
}
template <typename T, int N>
void copy(const array_view<const T, N> &Src, const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy: the destination array is const");
}
template <typename T, int N>
void copy(const array_view<T, N> &Src, const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy: the destination array is const");
}

template <typename T, int N>
completion_future copy_async(const array<T, N> &Src, array<T, N> &Dest);
template <typename T, int N>
completion_future copy_async(const array<T, N> &Src,
                             const array_view<T, N> &Dest);
template <typename T, int N>
completion_future copy_async(const array_view<const T, N> &Src,
                             array<T, N> &Dest);
template <typename T, int N>
completion_future copy_async(const array_view<T, N> &Src, array<T, N> &Dest);
template <typename T, int N>
completion_future copy_async(const array_view<const T, N> &Src,
                             const array_view<T, N> &Dest);
template <typename T, int N>
completion_future copy_async(const array_view<T, N> &Src,
                             const array_view<T, N> &Dest);
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
completion_future copy_async(InputIt First, InputIt Last, array<T, N> &Dest) {
  return completion_future();
}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
completion_future copy_async(InputIt First, array<T, N> &Dest) {
  return completion_future();
}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
completion_future copy_async(InputIt First, InputIt Last,
                             const array_view<T, N> &Dest) {
  return completion_future();
}
template <typename InputIt, typename T, int N, detail::if_iterator<InputIt> = 0>
completion_future copy_async(InputIt First, const array_view<T, N> &Dest) {
  return completion_future();
}
template <typename OutputIt, typename T, int N,
          detail::if_iterator<OutputIt> = 0>
completion_future copy_async(const array<T, N> &Src, OutputIt Dest) {
  static_assert(detail::writable_destination<T, OutputIt>,
                "copy_async: the destination iterator is not writable (a "
                "const_iterator or a pointer to const)");
  return completion_future();
}
template <typename OutputIt, typename T, int N,
          detail::if_iterator<OutputIt> = 0>
completion_future copy_async(const array_view<T, N> &Src, OutputIt Dest) {
  static_assert(detail::writable_destination<T, OutputIt>,
                "copy_async: the destination iterator is not writable (a "
                "const_iterator or a pointer to const)");
  return completion_future();
}
template <typename T, int N>
completion_future copy_async(const array<T, N> &Src, const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy_async: the destination array is const");
  return completion_future();
}
template <typename T, int N>
completion_future copy_async(const array_view<const T, N> &Src,
                             const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy_async: the destination array is const");
  return completion_future();
}
template <typename T, int N>
completion_future copy_async(const array_view<T, N> &Src,
                             const array<T, N> &Dest) {
  static_assert(sizeof(T) == 0, "copy_async: the destination array is const");
  return completion_future();
}

/// C++ AMP v1.2 §3.2.3 parallel_for_each. The translator replaces every call.
template <int N, typename Kernel>
void parallel_for_each(const extent<N> &Domain, const Kernel &K) {}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const tiled_extent<D0, D1, D2> &Domain,
                       const Kernel &K) {
  // §3.2.3, §4.3: a tile holds at most 1024 threads (MSVC error C3574 at
  // the parallel_for_each; a tiled_extent type of larger tiles is valid).
  static_assert(detail::tile_fits<D0, D1, D2>::value,
                "parallel_for_each: a tile may hold at most 1024 threads");
}
template <int N, typename Kernel>
void parallel_for_each(const accelerator_view &AV, const extent<N> &Domain,
                       const Kernel &K) {}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const accelerator_view &AV,
                       const tiled_extent<D0, D1, D2> &Domain,
                       const Kernel &K) {
  static_assert(detail::tile_fits<D0, D1, D2>::value,
                "parallel_for_each: a tile may hold at most 1024 threads");
}

/// C++ AMP v1.2 §12.2 exceptions (runtime errors). Error codes are HRESULTs
/// in AMP; `int` here and in the runtime.
class runtime_exception : public std::exception {
public:
  runtime_exception(const char *Message, int ErrorCode) throw();
  explicit runtime_exception(int ErrorCode) throw();
  runtime_exception(const runtime_exception &Other) throw();
  runtime_exception &operator=(const runtime_exception &Other) throw();
  virtual ~runtime_exception() throw();
  const char *what() const throw() override;
  int get_error_code() const throw();
};
class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *Message) throw();
  out_of_memory() throw();
};
class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *Message) throw();
  invalid_compute_domain() throw();
};
class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *Message) throw();
  unsupported_feature() throw();
};
class accelerator_view_removed : public runtime_exception {
public:
  accelerator_view_removed(const char *Message, int Reason) throw();
  explicit accelerator_view_removed(int Reason) throw();
  int get_view_removed_reason() const throw();
};

/// C++ AMP v1.2 §9 atomic operations.
int atomic_fetch_add(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_add(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_sub(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_sub(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_max(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_max(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_min(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_min(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_and(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_and(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_or(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_or(unsigned int *Dest,
                             unsigned int Value) restrict(amp);
int atomic_fetch_xor(int *Dest, int Value) restrict(amp);
unsigned int atomic_fetch_xor(unsigned int *Dest,
                              unsigned int Value) restrict(amp);
int atomic_fetch_inc(int *Dest) restrict(amp);
unsigned int atomic_fetch_inc(unsigned int *Dest) restrict(amp);
int atomic_fetch_dec(int *Dest) restrict(amp);
unsigned int atomic_fetch_dec(unsigned int *Dest) restrict(amp);
int atomic_exchange(int *Dest, int Value) restrict(amp);
unsigned int atomic_exchange(unsigned int *Dest,
                             unsigned int Value) restrict(amp);
float atomic_exchange(float *Dest, float Value) restrict(amp);
bool atomic_compare_exchange(int *Dest, int *Expected, int Value) restrict(amp);
bool atomic_compare_exchange(unsigned int *Dest, unsigned int *Expected,
                             unsigned int Value) restrict(amp);

namespace direct3d {
int abs(int X) restrict(amp);
int clamp(int X, int Min, int Max) restrict(amp);
float clamp(float X, float Min, float Max) restrict(amp);
unsigned int countbits(unsigned int X) restrict(amp);
int firstbithigh(int X) restrict(amp);
int firstbitlow(int X) restrict(amp);
int imax(int X, int Y) restrict(amp);
int imin(int X, int Y) restrict(amp);
unsigned int umax(unsigned int X, unsigned int Y) restrict(amp);
unsigned int umin(unsigned int X, unsigned int Y) restrict(amp);
float mad(float X, float Y, float Z) restrict(amp);
double mad(double X, double Y, double Z) restrict(amp);
int mad(int X, int Y, int Z) restrict(amp);
unsigned int mad(unsigned int X, unsigned int Y, unsigned int Z) restrict(amp);
float rcp(float X) restrict(amp);
unsigned int reversebits(unsigned int X) restrict(amp);
float saturate(float X) restrict(amp);
int sign(int X) restrict(amp);
float smoothstep(float Min, float Max, float X) restrict(amp);
float step(float Y, float X) restrict(amp);
} // namespace direct3d

} // namespace Concurrency

/// amp2hip extensions, available to programs that test `#ifdef
/// AMP2HIP_RUNTIME`: the runtime's counters of launches, host<->device
/// copies and copies between devices (runtime/include/amp2hip/detail/stats.h).
#define AMP2HIP_RUNTIME 1
namespace amp2hip {
struct transfer_stats {
  unsigned long long launches;
  unsigned long long copies_to_device;
  unsigned long long bytes_to_device;
  unsigned long long copies_to_host;
  unsigned long long bytes_to_host;
  unsigned long long copies_peer;
  unsigned long long bytes_peer;
};
transfer_stats get_stats();
void reset_stats();
} // namespace amp2hip

#endif // AMP2HIP_PARSE_AMP_H
