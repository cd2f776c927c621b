//===- amp2hip.cpp - The amp2hip command line -----------------------------===//
//
// amp2hip [options] <file.cpp> [-- <clang args>]
//
// Translates one C++ AMP source into HIP. Output goes to stdout or to -o FILE,
// which is written through a temporary file and renamed, so it is never left
// half-written, and is never the input file. Exit codes: 0 translated,
// 1 errors in the input (diagnostics on stderr), 2 usage or I/O errors.
//
//===----------------------------------------------------------------------===//

#include "Translate.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

#ifndef AMP2HIP_VERSION
#define AMP2HIP_VERSION "0.0.0"
#endif

using namespace llvm;

static cl::OptionCategory Category("amp2hip options");

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<file.cpp>"),
                                      cl::Required, cl::cat(Category));

static cl::opt<std::string>
    OutputFile("o",
               cl::desc("Write the HIP source to <file> (default: stdout)"),
               cl::value_desc("file"), cl::cat(Category));

static cl::opt<bool> PrintStats("print-stats",
                                cl::desc("Print what was rewritten to stderr"),
                                cl::cat(Category));

static cl::opt<std::string>
    AmpInclude("amp-include",
               cl::desc("Directory of the AMP declaration headers used for "
                        "parsing (default: found next to the tool)"),
               cl::value_desc("dir"), cl::cat(Category), cl::Hidden);

/// The AMP declaration headers: <exe>/../share/amp2hip/amp-include when
/// installed, else the source tree's copy the build recorded.
static std::string findAmpIncludeDir(const char *Argv0) {
  if (!AmpInclude.empty())
    return AmpInclude;
  std::string Exe = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&findAmpIncludeDir));
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "share", "amp2hip", "amp-include");
  if (sys::fs::exists(Twine(Installed) + "/amp.h"))
    return std::string(Installed);
  return AMP2HIP_SOURCE_AMP_INCLUDE;
}

static bool sameFile(StringRef A, StringRef B) {
  sys::fs::UniqueID IdA, IdB;
  if (sys::fs::getUniqueID(A, IdA) || sys::fs::getUniqueID(B, IdB))
    return false;
  return IdA == IdB;
}

/// Writes \p Text to \p Path atomically (temporary file + rename).
static bool writeAtomically(StringRef Path, StringRef Text) {
  SmallString<256> Temp;
  int FD;
  SmallString<256> Model(Path);
  Model += ".amp2hip-%%%%%%";
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, Temp)) {
    errs() << "amp2hip: error: cannot create a temporary file next to '" << Path
           << "': " << EC.message() << "\n";
    return false;
  }
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      errs() << "amp2hip: error: cannot write '" << Temp
             << "': " << OS.error().message() << "\n";
      OS.clear_error();
      sys::fs::remove(Temp);
      return false;
    }
  }
  if (std::error_code EC = sys::fs::rename(Temp, Path)) {
    errs() << "amp2hip: error: cannot write '" << Path << "': " << EC.message()
           << "\n";
    sys::fs::remove(Temp);
    return false;
  }
  return true;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  // Everything after "--" goes to Clang.
  std::vector<const char *> ToolArgs;
  std::vector<std::string> ClangArgs;
  bool AfterDashes = false;
  for (int I = 0; I < argc; ++I) {
    if (AfterDashes)
      ClangArgs.push_back(argv[I]);
    else if (StringRef(argv[I]) == "--")
      AfterDashes = true;
    else
      ToolArgs.push_back(argv[I]);
  }
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "amp2hip " << AMP2HIP_VERSION << " (C++ AMP to HIP translator, "
       << "Clang " << CLANG_VERSION_STRING_FOR_AMP2HIP << ")\n";
  });
  if (!cl::ParseCommandLineOptions(
          static_cast<int>(ToolArgs.size()), ToolArgs.data(),
          "amp2hip: translates C++ AMP sources (restrict(amp), "
          "parallel_for_each,\narray_view, tile_static) into HIP that builds "
          "with hipcc and nvcc.\n\n"
          "  amp2hip file.cpp                 print the HIP source\n"
          "  amp2hip file.cpp -o file.hip.cpp write it to a file\n"
          "  amp2hip file.cpp -- -DNAME -Idir pass arguments to Clang\n\n"
          "Exit status: 0 translated, 1 the input has errors (reported as\n"
          "file:line:col with an AMP2HIP-Ennnn ID), 2 usage or I/O error.\n",
          &errs()))
    return 2;

  if (!OutputFile.empty() && sameFile(InputFile, OutputFile)) {
    errs() << "amp2hip: error: the output file '" << OutputFile
           << "' is the input file; amp2hip never overwrites its input\n";
    return 2;
  }
  if (!sys::fs::exists(InputFile)) {
    errs() << "amp2hip: error: no such file: '" << InputFile << "'\n";
    return 2;
  }

  amp2hip::TranslateOptions Options;
  Options.AmpIncludeDir = findAmpIncludeDir(argv[0]);
  Options.ResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  Options.ClangArgs = ClangArgs;
  amp2hip::TranslationResult Result =
      amp2hip::translateFile(InputFile, Options);

  if (PrintStats) {
    const amp2hip::TranslationStats &S = Result.Stats;
    errs() << "amp2hip: " << InputFile << ": " << S.Kernels << " kernel(s) ("
           << S.TiledKernels << " tiled), " << S.DeviceFunctions
           << " device function(s), " << S.TileStaticVars
           << " tile_static variable(s), " << S.Barriers
           << " barrier(s)/fence(s), " << S.Includes << " include(s)\n";
  }
  if (!Result.Success) {
    errs() << "amp2hip: " << InputFile
           << ": translation failed; no output written\n";
    return 1;
  }
  if (OutputFile.empty() || OutputFile == "-") {
    outs() << Result.Output;
    outs().flush();
    return outs().has_error() ? 2 : 0;
  }
  return writeAtomically(OutputFile, Result.Output) ? 0 : 2;
}
