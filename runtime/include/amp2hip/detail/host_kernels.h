//===- amp2hip/detail/host_kernels.h - WARP and REF in GPU builds -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Direct3D WARP and reference accelerators of a GPU build (AMD or NVIDIA
/// platform) run kernels on the host when the program has its host-kernel
/// library (docs/features/warp-in-gpu-builds.md): the same translation built
/// for the CPU platform into `<program>.host-kernels.so`
/// (amp2hip_add_hip_executable(... HOST_KERNELS)). Each kernel the
/// translator outlines has the same symbol in both builds: the GPU build
/// names the kernel it launches from its own file's symbol table
/// (elf_symbols.h; nvcc keeps kernels out of the dynamic one) and finds the
/// library's kernel of that symbol (dlsym, else the library's symbol
/// table), then calls it with the launch's arguments, of the same types in
/// both builds, once per thread through the library's amp2hip_host_launch()
/// (detail/host_kernel_abi.h). Without the library, WARP and REF stay
/// stand-ins that run nothing (accelerator.h).
///
/// The library is, in order: $AMP2HIP_HOST_KERNELS (a path; empty or "off":
/// none), else the program's path with ".host-kernels.so" appended. It is
/// loaded by the first question about it (available()), once.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_HOST_KERNELS_H
#define AMP2HIP_DETAIL_HOST_KERNELS_H

#include "namespace.h"

#include "elf_symbols.h"
#include "exceptions.h"
#include "host_kernel_abi.h"

#include <hip/hip_runtime.h>

#if !defined(AMP2HIP_PLATFORM_CPU)
#include <dlfcn.h>
#include <unistd.h>
#endif

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <unordered_map>

namespace amp2hip {
namespace detail {

#if defined(AMP2HIP_PLATFORM_CPU)
/// On the CPU platform WARP and REF are the HIP devices themselves: no
/// library is needed, none is loaded.
inline bool host_kernels_available() { return false; }
#else
/// The program's host-kernel library (see the file comment): loaded once,
/// never unloaded (kernels of it may run until the process ends).
class host_kernel_library {
public:
  /// The one library of the process.
  static host_kernel_library &instance() {
    static host_kernel_library *library = new host_kernel_library();
    return *library;
  }

  /// True when the library was found and loaded and speaks this boundary's
  /// version; otherwise why() says why not.
  bool available() {
    std::call_once(load_once_, [this] { load(); });
    return launch_ != nullptr;
  }

  /// Why available() is false ("" when it is true).
  const std::string &why() {
    (void)available();
    return why_;
  }

  /// The host build of the kernel whose launch address (the pointer the GPU
  /// build passes to hipLaunchKernel) is \p gpu_kernel, cached.
  /// \p accelerator names WARP or REF in messages.
  /// \throws concurrency::unsupported_feature when the library is missing,
  ///         the kernel's symbol is not in the program's symbol table (a
  ///         program stripped of it), or the library has no kernel of that
  ///         symbol (it was built from other sources, or the kernel has
  ///         internal linkage and the library was stripped).
  void *find(const void *gpu_kernel, const char *accelerator) {
    if (!available())
      throw concurrency::unsupported_feature(
          (std::string("concurrency::parallel_for_each is not supported on "
                       "the selected accelerator \"") +
           accelerator + "\": " + why_)
              .c_str());
    std::lock_guard<std::mutex> lock(mutex_);
    auto known = kernels_.find(gpu_kernel);
    if (known != kernels_.end())
      return known->second;
    const std::string name = kernel_symbol(gpu_kernel);
    if (name.empty())
      throw concurrency::unsupported_feature(
          (std::string("amp2hip: the kernel at ") + describe(gpu_kernel) +
           " cannot run on \"" + accelerator +
           "\": the program's symbol table does not name it (was the "
           "program stripped?)")
              .c_str());
    void *host = library_symbol(name);
    if (host == nullptr)
      throw concurrency::unsupported_feature(
          (std::string("amp2hip: the kernel ") + name + " cannot run on \"" +
           accelerator + "\": " + path_ +
           " has no host build of it (was it built from the program's "
           "sources?)")
              .c_str());
    kernels_.emplace(gpu_kernel, host);
    return host;
  }

  /// Runs \p thread(\p context) once per thread of a \p grid of \p block
  /// with the library's thread indices set, and returns when all have run.
  /// \throws concurrency::runtime_exception when the library's launch
  ///         fails.
  void launch(const dim3 &grid, const dim3 &block, bool may_synchronize,
              void (*thread)(void *), void *context) {
    amp2hip_host_launch_args args{};
    args.grid[0] = grid.x;
    args.grid[1] = grid.y;
    args.grid[2] = grid.z;
    args.block[0] = block.x;
    args.block[1] = block.y;
    args.block[2] = block.z;
    args.may_synchronize = may_synchronize ? 1 : 0;
    args.thread = thread;
    args.context = context;
    if (launch_(&args) != 0) {
      args.error[sizeof args.error - 1] = '\0';
      throw concurrency::runtime_exception(
          (std::string("amp2hip: a kernel on the host failed: ") + args.error)
              .c_str(),
          hresult::e_fail);
    }
  }

  /// The library's path ("" when none was looked for).
  const std::string &path() {
    (void)available();
    return path_;
  }

private:
  host_kernel_library() = default;

  /// The symbol of the kernel at \p gpu_kernel in the symbol table of the
  /// file it was loaded from ("" when none names it). Called under mutex_.
  std::string kernel_symbol(const void *gpu_kernel) {
    Dl_info info{};
    if (dladdr(gpu_kernel, &info) == 0)
      return {};
    auto &names = kernel_names_[info.dli_fbase];
    if (names.empty()) {
      // The main program's file is /proc/self/exe (dli_fname may be the
      // name it was started by, relative to a former directory).
      std::string file = info.dli_fname != nullptr && info.dli_fname[0] == '/'
                             ? std::string(info.dli_fname)
                             : std::string();
      struct stat status {};
      if (file.empty() || stat(file.c_str(), &status) != 0)
        file = "/proc/self/exe";
      const elf_symbols functions = read_elf_symbols(file, kernel_symbol_part);
      const auto base = reinterpret_cast<std::uintptr_t>(info.dli_fbase);
      for (const auto &[name, value] : functions.symbols)
        names.emplace(functions.position_independent ? base + value : value,
                      name);
      names.emplace(0, std::string()); // read once, even with no kernels
    }
    auto named = names.find(reinterpret_cast<std::uintptr_t>(gpu_kernel));
    return named != names.end() ? named->second : std::string();
  }

  /// The library's function of symbol \p name: exported (dlsym), or of
  /// internal linkage, from the library's own symbol table. Called under
  /// mutex_.
  void *library_symbol(const std::string &name) {
    if (void *exported = dlsym(handle_, name.c_str()))
      return exported;
    if (library_functions_.empty()) {
      Dl_info info{};
      if (dladdr(reinterpret_cast<const void *>(launch_), &info) != 0) {
        const elf_symbols functions =
            read_elf_symbols(path_, kernel_symbol_part);
        const auto base = reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        for (const auto &[symbol, value] : functions.symbols)
          library_functions_.emplace(
              symbol, functions.position_independent ? base + value : value);
      }
      library_functions_.emplace(std::string(), 0);
    }
    auto found = library_functions_.find(name);
    return found != library_functions_.end() && found->second != 0
               ? reinterpret_cast<void *>(found->second)
               : nullptr;
  }

  /// What the symbols of the kernels the translator outlines contain.
  static constexpr const char *kernel_symbol_part = "amp2hip_kernel_";

  static std::string describe(const void *address) {
    char text[32];
    std::snprintf(text, sizeof text, "%p", address);
    return text;
  }

  /// The library's path, or "" with why_ set.
  std::string locate() {
    if (const char *named = std::getenv("AMP2HIP_HOST_KERNELS")) {
      std::string path = named;
      if (path.empty() || path == "off" || path == "0")
        why_ = "amp2hip runs kernels on HIP devices only here "
               "(AMP2HIP_HOST_KERNELS is off)";
      return path == "off" || path == "0" ? std::string() : path;
    }
    char self[4096];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0) {
      why_ = "amp2hip cannot find the program's path to look for its host "
             "kernels";
      return {};
    }
    self[length] = '\0';
    std::string path = std::string(self) + ".host-kernels.so";
    struct stat status {};
    if (stat(path.c_str(), &status) != 0) {
      why_ = "amp2hip runs kernels on HIP devices only (the Direct3D "
             "reference and WARP accelerators can be constructed, compared "
             "and queried, not used to run kernels or hold arrays) unless "
             "the program has its host kernels, " +
             path + " (amp2hip_add_hip_executable(... HOST_KERNELS))";
      return {};
    }
    return path;
  }

  void load() {
    path_ = locate();
    if (path_.empty())
      return;
    handle_ = dlopen(path_.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle_ == nullptr) {
      const char *error = dlerror();
      why_ = "amp2hip cannot load the program's host kernels: " +
             std::string(error != nullptr ? error : path_.c_str());
      return;
    }
    auto abi = reinterpret_cast<amp2hip_host_kernel_abi_fn>(
        dlsym(handle_, "amp2hip_host_kernel_abi"));
    auto launch = reinterpret_cast<amp2hip_host_launch_fn>(
        dlsym(handle_, "amp2hip_host_launch"));
    if (abi == nullptr || launch == nullptr ||
        abi() != amp2hip_host_kernel_abi_version) {
      why_ = path_ + " is not a host-kernel library of this amp2hip (no entry "
                     "points, or another version of them)";
      return;
    }
    launch_ = launch;
  }

  std::once_flag load_once_;
  std::string path_;
  std::string why_;
  void *handle_ = nullptr;
  amp2hip_host_launch_fn launch_ = nullptr;
  std::mutex mutex_;
  std::unordered_map<const void *, void *> kernels_;
  /// Per loaded file (by load base): kernel address -> symbol.
  std::unordered_map<void *, std::unordered_map<std::uintptr_t, std::string>>
      kernel_names_;
  /// The library's kernels of internal linkage: symbol -> address.
  std::unordered_map<std::string, std::uintptr_t> library_functions_;
};

/// True when the Direct3D WARP and reference accelerators of this GPU build
/// run kernels and hold arrays (the program's host-kernel library loaded).
inline bool host_kernels_available() {
  return host_kernel_library::instance().available();
}
#endif

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_HOST_KERNELS_H
