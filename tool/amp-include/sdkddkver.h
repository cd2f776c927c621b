//===- sdkddkver.h - Windows SDK version macros for parsing ---------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows. The SDK
// version macros have no meaning elsewhere: the translator drops the include
// (runtime/include/amp2hip/detail/windows_api.def).
