//===- amp2hip/cpu/api.h - HIP's runtime API on the CPU platform -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The part of HIP's runtime API (HIP Runtime API reference: Error Handling,
/// Device Management, Memory Management, Stream Management, Event
/// Management) that amp2hip's runtime calls, on the host CPU. There are two
/// devices, both the host: device 0 is Microsoft's WARP accelerator
/// ("Microsoft Basic Render Driver", the default, as in C++ AMP on a machine
/// without a DirectX 11 GPU) and device 1 its reference accelerator
/// ("Software Adapter"); the runtime gives them Microsoft's properties
/// (detail/accelerator.h). Device memory is host memory, which each device
/// reaches (peer access); copies are memcpy; every call completes before it
/// returns, so streams and events only keep their handles' contracts (a
/// synchronize has nothing to wait for). Errors are HIP's codes:
/// hipErrorOutOfMemory when an allocation fails, hipErrorInvalidValue for a
/// null handle or pointer, hipErrorInvalidDevice for an ordinal other than
/// 0 and 1.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_API_H
#define AMP2HIP_CPU_API_H

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>

#include <unistd.h>

/// HIP's error codes (the values HIP gives them).
enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorInvalidDevice = 101,
  hipErrorNoDevice = 100,
  hipErrorInvalidResourceHandle = 400,
  hipErrorPeerAccessAlreadyEnabled = 704,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
};

/// The direction of a copy; on the CPU platform every kind is a memcpy.
enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
};

/// The device attributes hipDeviceGetAttribute answers.
enum hipDeviceAttribute_t {
  hipDeviceAttributeManagedMemory = 1,
  hipDeviceAttributeConcurrentManagedAccess = 2,
};

/// A stream or an event: a handle with nothing to wait for.
struct ihipStream_t {};
struct ihipEvent_t {};
typedef ihipStream_t *hipStream_t;
typedef ihipEvent_t *hipEvent_t;

constexpr unsigned int hipEventDefault = 0;
constexpr unsigned int hipEventDisableTiming = 2;
constexpr unsigned int hipHostMallocDefault = 0;
constexpr unsigned int hipHostMallocPortable = 1;
constexpr unsigned int hipHostMallocMapped = 2;
constexpr unsigned int hipHostRegisterDefault = 0;
constexpr unsigned int hipHostRegisterPortable = 1;
constexpr unsigned int hipHostRegisterMapped = 2;
constexpr unsigned int hipMemAttachGlobal = 1;

/// The fields of hipDeviceProp_t that amp2hip's runtime reads.
struct hipDeviceProp_t {
  char name[256];
  std::size_t totalGlobalMem;
  int major;
  int minor;
  int integrated;
  int canMapHostMemory;
  int multiProcessorCount;
  int maxThreadsPerBlock;
  int warpSize;
  int managedMemory;
  int concurrentManagedAccess;
};

namespace amp2hip::cpu {

/// The last error a call returned (hipGetLastError), per host thread.
inline thread_local hipError_t last_error = hipSuccess;

/// Records \p error as the last error and returns it.
inline hipError_t result(hipError_t error) {
  if (error != hipSuccess)
    last_error = error;
  return error;
}

/// Device memory: 256-byte aligned host memory (HIP's allocation alignment).
inline hipError_t allocate(void **pointer, std::size_t bytes) {
  if (pointer == nullptr)
    return result(hipErrorInvalidValue);
  *pointer = nullptr;
  if (bytes == 0)
    return hipSuccess;
  constexpr std::size_t alignment = 256;
  void *memory = std::aligned_alloc(alignment, (bytes + alignment - 1) /
                                                   alignment * alignment);
  if (memory == nullptr)
    return result(hipErrorOutOfMemory);
  *pointer = memory;
  return hipSuccess;
}

/// Bytes of the host's physical memory: \p available only the free part.
inline std::size_t physical_memory(bool available) {
  const long pages = sysconf(available ? _SC_AVPHYS_PAGES : _SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0)
    return 0;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size);
}

} // namespace amp2hip::cpu

inline const char *hipGetErrorName(hipError_t error) {
  switch (error) {
  case hipSuccess:
    return "hipSuccess";
  case hipErrorInvalidValue:
    return "hipErrorInvalidValue";
  case hipErrorOutOfMemory:
    return "hipErrorOutOfMemory";
  case hipErrorInvalidDevice:
    return "hipErrorInvalidDevice";
  case hipErrorNoDevice:
    return "hipErrorNoDevice";
  case hipErrorInvalidResourceHandle:
    return "hipErrorInvalidResourceHandle";
  case hipErrorPeerAccessAlreadyEnabled:
    return "hipErrorPeerAccessAlreadyEnabled";
  case hipErrorLaunchFailure:
    return "hipErrorLaunchFailure";
  case hipErrorNotSupported:
    return "hipErrorNotSupported";
  }
  return "hipErrorUnknown";
}

inline const char *hipGetErrorString(hipError_t error) {
  switch (error) {
  case hipSuccess:
    return "no error";
  case hipErrorInvalidValue:
    return "invalid argument";
  case hipErrorOutOfMemory:
    return "out of memory";
  case hipErrorInvalidDevice:
    return "invalid device ordinal";
  case hipErrorNoDevice:
    return "no device";
  case hipErrorInvalidResourceHandle:
    return "invalid resource handle";
  case hipErrorPeerAccessAlreadyEnabled:
    return "peer access is already enabled";
  case hipErrorLaunchFailure:
    return "unspecified launch failure";
  case hipErrorNotSupported:
    return "operation not supported";
  }
  return "unknown error";
}

/// Returns and clears the calling thread's last error.
inline hipError_t hipGetLastError() {
  const hipError_t error = amp2hip::cpu::last_error;
  amp2hip::cpu::last_error = hipSuccess;
  return error;
}

namespace amp2hip::cpu {
/// The CPU platform's devices: 0 (WARP) and 1 (the reference accelerator).
inline constexpr int device_count = 2;
/// The names of the devices, Microsoft's descriptions of them.
inline constexpr const char *device_names[device_count] = {
    "Microsoft Basic Render Driver", "Software Adapter"};
/// The calling thread's current device (hipSetDevice).
inline thread_local int current_device = 0;
/// True for an ordinal of a device.
constexpr bool is_device(int device) {
  return device >= 0 && device < device_count;
}
} // namespace amp2hip::cpu

inline hipError_t hipGetDeviceCount(int *count) {
  if (count == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *count = amp2hip::cpu::device_count;
  return hipSuccess;
}

inline hipError_t hipSetDevice(int device) {
  if (!amp2hip::cpu::is_device(device))
    return amp2hip::cpu::result(hipErrorInvalidDevice);
  amp2hip::cpu::current_device = device;
  return hipSuccess;
}

inline hipError_t hipGetDevice(int *device) {
  if (device == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *device = amp2hip::cpu::current_device;
  return hipSuccess;
}

/// Both devices are the host: Microsoft's names, the host's memory and
/// worker count.
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *props, int device) {
  if (props == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  if (!amp2hip::cpu::is_device(device))
    return amp2hip::cpu::result(hipErrorInvalidDevice);
  *props = hipDeviceProp_t{};
  std::strncpy(props->name, amp2hip::cpu::device_names[device],
               sizeof props->name - 1);
  props->totalGlobalMem = amp2hip::cpu::physical_memory(false);
  props->major = 1;
  props->minor = 0;
  props->integrated = 1;
  props->canMapHostMemory = 1;
  const unsigned workers = std::thread::hardware_concurrency();
  props->multiProcessorCount = workers == 0 ? 1 : static_cast<int>(workers);
  props->maxThreadsPerBlock = 1024;
  props->warpSize = 1;
  props->managedMemory = 1;
  props->concurrentManagedAccess = 1;
  return hipSuccess;
}

/// Managed memory is host memory: both attributes are 1.
inline hipError_t
hipDeviceGetAttribute(int *value, hipDeviceAttribute_t attribute, int device) {
  if (value == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  if (!amp2hip::cpu::is_device(device))
    return amp2hip::cpu::result(hipErrorInvalidDevice);
  switch (attribute) {
  case hipDeviceAttributeManagedMemory:
  case hipDeviceAttributeConcurrentManagedAccess:
    *value = 1;
    return hipSuccess;
  }
  return amp2hip::cpu::result(hipErrorInvalidValue);
}

/// Every device reaches every device's memory: it is all the host's.
inline hipError_t hipDeviceCanAccessPeer(int *can, int device, int peer) {
  if (can == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  if (!amp2hip::cpu::is_device(device) || !amp2hip::cpu::is_device(peer))
    return amp2hip::cpu::result(hipErrorInvalidDevice);
  *can = 1;
  return hipSuccess;
}

/// Nothing to enable (hipDeviceCanAccessPeer): succeeds for a device.
inline hipError_t hipDeviceEnablePeerAccess(int peer, unsigned int) {
  return amp2hip::cpu::is_device(peer)
             ? hipSuccess
             : amp2hip::cpu::result(hipErrorInvalidDevice);
}

inline hipError_t hipDeviceSynchronize() { return hipSuccess; }

inline hipError_t hipMemGetInfo(std::size_t *free_bytes,
                                std::size_t *total_bytes) {
  if (free_bytes == nullptr || total_bytes == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *free_bytes = amp2hip::cpu::physical_memory(true);
  *total_bytes = amp2hip::cpu::physical_memory(false);
  return hipSuccess;
}

inline hipError_t hipMalloc(void **pointer, std::size_t bytes) {
  return amp2hip::cpu::allocate(pointer, bytes);
}

template <typename T> hipError_t hipMalloc(T **pointer, std::size_t bytes) {
  return hipMalloc(reinterpret_cast<void **>(pointer), bytes);
}

inline hipError_t hipMallocManaged(void **pointer, std::size_t bytes,
                                   unsigned int = hipMemAttachGlobal) {
  return amp2hip::cpu::allocate(pointer, bytes);
}

template <typename T>
hipError_t hipMallocManaged(T **pointer, std::size_t bytes,
                            unsigned int flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void **>(pointer), bytes, flags);
}

inline hipError_t hipHostMalloc(void **pointer, std::size_t bytes,
                                unsigned int = hipHostMallocDefault) {
  return amp2hip::cpu::allocate(pointer, bytes);
}

template <typename T>
hipError_t hipHostMalloc(T **pointer, std::size_t bytes,
                         unsigned int flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void **>(pointer), bytes, flags);
}

inline hipError_t hipFree(void *pointer) {
  std::free(pointer);
  return hipSuccess;
}

inline hipError_t hipHostFree(void *pointer) {
  std::free(pointer);
  return hipSuccess;
}

/// Host memory needs no registering: the device reads it where it is.
inline hipError_t hipHostRegister(void *pointer, std::size_t, unsigned int) {
  return pointer == nullptr ? amp2hip::cpu::result(hipErrorInvalidValue)
                            : hipSuccess;
}

inline hipError_t hipHostUnregister(void *pointer) {
  return pointer == nullptr ? amp2hip::cpu::result(hipErrorInvalidValue)
                            : hipSuccess;
}

/// The device address of host memory is its host address.
inline hipError_t hipHostGetDevicePointer(void **device_pointer,
                                          void *host_pointer, unsigned int) {
  if (device_pointer == nullptr || host_pointer == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *device_pointer = host_pointer;
  return hipSuccess;
}

inline hipError_t hipMemcpy(void *destination, const void *source,
                            std::size_t bytes, hipMemcpyKind) {
  if (bytes != 0 && (destination == nullptr || source == nullptr))
    return amp2hip::cpu::result(hipErrorInvalidValue);
  if (bytes != 0 && destination != source)
    std::memmove(destination, source, bytes);
  return hipSuccess;
}

inline hipError_t hipMemcpyAsync(void *destination, const void *source,
                                 std::size_t bytes, hipMemcpyKind kind,
                                 hipStream_t = nullptr) {
  return hipMemcpy(destination, source, bytes, kind);
}

inline hipError_t hipMemcpyPeerAsync(void *destination, int, const void *source,
                                     int, std::size_t bytes,
                                     hipStream_t = nullptr) {
  return hipMemcpy(destination, source, bytes, hipMemcpyDefault);
}

/// \p height rows of \p width bytes, \p source_pitch and \p destination_pitch
/// bytes apart.
inline hipError_t hipMemcpy2DAsync(void *destination,
                                   std::size_t destination_pitch,
                                   const void *source, std::size_t source_pitch,
                                   std::size_t width, std::size_t height,
                                   hipMemcpyKind, hipStream_t = nullptr) {
  if (width > destination_pitch || width > source_pitch)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  auto *to = static_cast<unsigned char *>(destination);
  const auto *from = static_cast<const unsigned char *>(source);
  for (std::size_t row = 0; row < height; ++row)
    std::memmove(to + row * destination_pitch, from + row * source_pitch,
                 width);
  return hipSuccess;
}

inline hipError_t hipMemset(void *destination, int value, std::size_t bytes) {
  if (bytes != 0 && destination == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  std::memset(destination, value, bytes);
  return hipSuccess;
}

inline hipError_t hipStreamCreate(hipStream_t *stream) {
  if (stream == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *stream = new (std::nothrow) ihipStream_t;
  return *stream == nullptr ? amp2hip::cpu::result(hipErrorOutOfMemory)
                            : hipSuccess;
}

inline hipError_t hipStreamDestroy(hipStream_t stream) {
  delete stream;
  return hipSuccess;
}

/// Work on a stream is done when its call returns.
inline hipError_t hipStreamSynchronize(hipStream_t) { return hipSuccess; }

inline hipError_t hipStreamWaitEvent(hipStream_t, hipEvent_t event,
                                     unsigned int) {
  return event == nullptr ? amp2hip::cpu::result(hipErrorInvalidResourceHandle)
                          : hipSuccess;
}

inline hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned int) {
  if (event == nullptr)
    return amp2hip::cpu::result(hipErrorInvalidValue);
  *event = new (std::nothrow) ihipEvent_t;
  return *event == nullptr ? amp2hip::cpu::result(hipErrorOutOfMemory)
                           : hipSuccess;
}

inline hipError_t hipEventCreate(hipEvent_t *event) {
  return hipEventCreateWithFlags(event, hipEventDefault);
}

inline hipError_t hipEventDestroy(hipEvent_t event) {
  delete event;
  return hipSuccess;
}

inline hipError_t hipEventRecord(hipEvent_t event, hipStream_t = nullptr) {
  return event == nullptr ? amp2hip::cpu::result(hipErrorInvalidResourceHandle)
                          : hipSuccess;
}

inline hipError_t hipEventSynchronize(hipEvent_t event) {
  return event == nullptr ? amp2hip::cpu::result(hipErrorInvalidResourceHandle)
                          : hipSuccess;
}

#endif // AMP2HIP_CPU_API_H
