//===- Amp2HipFuzzer.cpp - libFuzzer target for the translator ------------===//
//
// In-process fuzzing of translateSource (Translate.h), as clang-fuzzer fuzzes
// Clang: libFuzzer calls LLVMFuzzerTestOneInput with each input, and every
// input must end as a translation or as reported errors, never as a crash, an
// assertion, a sanitizer report or a hang (libFuzzer's -timeout). Built with
// -DAMP2HIP_FUZZER=ON by a Clang compiler (scripts/fuzz-inprocess.sh).
//
// Each input is the text of one C++ AMP source file. The parse headers and
// the standard headers that inputs include are precompiled once at start-up
// (emitPrefixPCH), so that an input costs its own parse only; the PCH is a
// prefix of every input, as if each began with those includes, and the
// input's own includes of them are no-ops.
//
// Mutations: besides libFuzzer's byte-level ones (with the dictionary
// test/fuzz/amp.dict), LLVMFuzzerCustomMutator edits lines and tokens as
// scripts/fuzz.py does: delete, duplicate or swap lines; delete, duplicate,
// replace or insert tokens from a list of C++ AMP tokens; truncate.
//
// Environment:
//   AMP2HIP_FUZZ_INCLUDE  directories (':'-separated) passed as -I, e.g. the
//                         conformance suite's amp_test_lib/inc; its
//                         amptest headers are precompiled too when present.
//   AMP2HIP_FUZZ_PCH_DIR  where the PCHs are written (default: a new
//                         temporary directory).
//   AMP2HIP_FUZZ_RECOVERED_DIR  where inputs on which Clang crashed are saved.
//
// A crash inside translateSource is recovered as the amp2hip driver recovers
// it (llvm::CrashRecoveryContext; the input is then reported as
// AMP2HIP-E0001), and the crashing stack is written before the recovery
// unwinds. When every frame between the signal and Clang's parse entry lies
// in Clang's, LLVM's or the C runtime's libraries, it is Clang's own crash
// (a Clang bug on invalid input): the input is saved as recovered-<hash> in
// AMP2HIP_FUZZ_RECOVERED_DIR, its stack as recovered-<hash>.stack, and the
// campaign goes on. A crash with a frame of amp2hip's code on that path is
// amp2hip's: it aborts, and libFuzzer saves the input as a crash. Any other
// crash, an assertion, a hang or running out of memory stops it too.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Translate.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

namespace {

amp2hip::TranslateOptions Options;
/// Where an input "is": #include "..." looks in this directory first.
std::string InputPath;
/// Where inputs on which Clang crashed are saved (empty: not saved).
std::string RecoveredDir;
/// Where each input is written before it is translated
/// (AMP2HIP_FUZZ_PCH_DIR/last-input.cpp): a crash that ends the process
/// before libFuzzer can save the input (a signal outside the crash
/// recovery, a stack overflow, whose signal handler cannot run) leaves it
/// there for scripts/fuzz-inprocess.sh.
std::string LastInputPath;
/// Where writeCrashStack writes the stack of a crash inside translateSource.
std::string CrashStackPath;

/// The amptest headers of the conformance suite that most of its tests
/// include (precompiled when an AMP2HIP_FUZZ_INCLUDE directory has them).
const char *const AmpTestHeaders[] = {"amptest.h", "amptest/array_view_test.h",
                                      "amptest/array_test.h",
                                      "amptest/coordinates.h"};

/// The standard and AMP headers that the seeds include most.
const char *const PrefixHeaders[] = {
    "amp.h",       "amp_math.h", "amp_graphics.h", "amp_short_vectors.h",
    "algorithm",   "cassert",    "chrono",         "cmath",
    "cstdio",      "cstdlib",    "cstring",        "functional",
    "iomanip",     "iostream",   "iterator",       "limits",
    "list",        "math.h",     "memory",         "numeric",
    "random",      "string",     "thread",         "tuple",
    "type_traits", "utility",    "vector"};

[[noreturn]] void fail(const llvm::Twine &Message) {
  llvm::errs() << "amp2hip-fuzzer: error: " << Message << "\n";
  std::exit(2);
}

/// The tokens that the token mutations insert (as scripts/fuzz.py).
const char *const AmpTokens[] = {"restrict(amp)",
                                 "restrict(cpu)",
                                 "restrict(amp, cpu)",
                                 "tile_static",
                                 "{",
                                 "}",
                                 "(",
                                 ")",
                                 ";",
                                 "<",
                                 ">",
                                 "[=]",
                                 "[&]",
                                 "&",
                                 "*",
                                 "index<2>",
                                 "extent<3>",
                                 "tiled_index<16, 16>",
                                 "parallel_for_each",
                                 "array_view<int, 1>",
                                 "array<float, 2>",
                                 "idx.barrier.wait();",
                                 "t_idx.local[0]",
                                 ".tile<4>()",
                                 "concurrency::",
                                 "template <typename T>",
                                 "static",
                                 "throw 1;",
                                 "goto l;",
                                 "virtual",
                                 "#define X",
                                 "#include <amp.h>",
                                 "0",
                                 "-1",
                                 "2147483647",
                                 "\"s\"",
                                 "'c'",
                                 "1.5f",
                                 "this",
                                 "nullptr"};

bool isTokenChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Splits \p Text into tokens: identifier/number runs, single punctuation
/// characters, and whitespace runs (kept, so that joining restores the text).
std::vector<std::string> splitTokens(const std::string &Text) {
  std::vector<std::string> Tokens;
  size_t I = 0;
  while (I < Text.size()) {
    size_t J = I + 1;
    if (isTokenChar(Text[I]))
      while (J < Text.size() && isTokenChar(Text[J]))
        ++J;
    else if (std::isspace(static_cast<unsigned char>(Text[I])))
      while (J < Text.size() &&
             std::isspace(static_cast<unsigned char>(Text[J])))
        ++J;
    Tokens.push_back(Text.substr(I, J - I));
    I = J;
  }
  return Tokens;
}

std::vector<std::string> splitLines(const std::string &Text) {
  std::vector<std::string> Lines;
  size_t Begin = 0;
  while (Begin < Text.size()) {
    size_t End = Text.find('\n', Begin);
    End = End == std::string::npos ? Text.size() : End + 1;
    Lines.push_back(Text.substr(Begin, End - Begin));
    Begin = End;
  }
  return Lines;
}

std::string join(const std::vector<std::string> &Parts) {
  std::string Text;
  for (const std::string &Part : Parts)
    Text += Part;
  return Text;
}

/// One line or token edit of \p Text (the edits of scripts/fuzz.py).
std::string editOnce(const std::string &Text, std::mt19937 &Random) {
  auto Pick = [&](size_t N) {
    return std::uniform_int_distribution<size_t>(0, N - 1)(Random);
  };
  switch (Pick(8)) {
  case 0:
  case 1:
  case 2: { // line edits
    std::vector<std::string> Lines = splitLines(Text);
    if (Lines.empty())
      return Text;
    size_t A = Pick(Lines.size()), B = Pick(Lines.size());
    switch (Pick(3)) {
    case 0:
      Lines.erase(Lines.begin() + A);
      break;
    case 1:
      Lines.insert(Lines.begin() + A, Lines[A]);
      break;
    default:
      std::swap(Lines[A], Lines[B]);
      break;
    }
    return join(Lines);
  }
  case 7: // truncation
    return Text.substr(0, Text.empty() ? 0 : Pick(Text.size()));
  default: { // token edits
    std::vector<std::string> Tokens = splitTokens(Text);
    if (Tokens.empty())
      return std::string(AmpTokens[Pick(std::size(AmpTokens))]);
    size_t A = Pick(Tokens.size());
    std::string New = AmpTokens[Pick(std::size(AmpTokens))];
    switch (Pick(4)) {
    case 0:
      Tokens.erase(Tokens.begin() + A);
      break;
    case 1:
      Tokens.insert(Tokens.begin() + A, Tokens[A]);
      break;
    case 2:
      Tokens[A] = New;
      break;
    default:
      Tokens.insert(Tokens.begin() + A, New + " ");
      break;
    }
    return join(Tokens);
  }
  }
}

/// A signal handler of llvm::sys, run by the crash recovery of
/// translateSource before it unwinds (Translate.cpp): writes the crashing
/// thread's stack, as llvm::sys::PrintStackTrace prints it, to
/// CrashStackPath.
void writeCrashStack(void *) {
  std::error_code EC;
  llvm::raw_fd_ostream Out(CrashStackPath, EC);
  if (!EC)
    llvm::sys::PrintStackTrace(Out);
}

/// True when \p Stack (llvm::sys::PrintStackTrace's frames, innermost first,
/// each ending in "(module+offset)") is a crash in Clang's own code: after
/// the frames of the signal handling, which end at the C library's signal
/// trampoline, every frame up to Clang's parse entry (clang::ParseAST, the
/// contextual-restrict scan's preprocessing loop, ContextualRestrict.cpp, or
/// FrontendAction::Execute for a crash before them) lies in Clang's, LLVM's
/// or the C and C++ runtime's shared libraries. A frame of this executable
/// on that path is amp2hip's code called back by the parse (an AST
/// consumer, a visitor, a diagnostic consumer): amp2hip's crash. A stack
/// without those marks counts as amp2hip's too.
bool isClangOwnCrash(llvm::StringRef Stack) {
  llvm::SmallVector<llvm::StringRef, 64> Frames;
  Stack.split(Frames, '\n', -1, /*KeepEmpty=*/false);
  auto InLibrary = [](llvm::StringRef Frame, llvm::StringRef Name) {
    size_t Module = Frame.rfind(" (");
    return Module != llvm::StringRef::npos &&
           Frame.substr(Module).contains(Name);
  };
  bool PastSignal = false;
  for (llvm::StringRef Frame : Frames) {
    if (!PastSignal) {
      PastSignal = InLibrary(Frame, "/libc.so");
      continue;
    }
    if (Frame.contains("clang::ParseAST") ||
        Frame.contains("clang::FrontendAction::Execute") ||
        Frame.contains("ScanAction::ExecuteAction"))
      return true;
    if (!InLibrary(Frame, "/libclang-cpp.so") &&
        !InLibrary(Frame, "/libLLVM") && !InLibrary(Frame, "/libc.so") &&
        !InLibrary(Frame, "/libstdc++.so"))
      return false;
  }
  return false;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  // The stack writer first: the crash recovery's signal handlers, installed
  // by Enable, then come before llvm::sys's.
  llvm::sys::AddSignalHandler(writeCrashStack, nullptr);
  llvm::CrashRecoveryContext::Enable();
  if (const char *Dir = std::getenv("AMP2HIP_FUZZ_RECOVERED_DIR"))
    RecoveredDir = Dir;
  Options.AmpIncludeDir = AMP2HIP_SOURCE_AMP_INCLUDE;
  Options.RuntimeIncludeDir = AMP2HIP_SOURCE_RUNTIME_INCLUDE;
  Options.ResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  std::string Prefix;
  for (const char *Header : PrefixHeaders)
    Prefix += std::string("#include <") + Header + ">\n";
  if (const char *Dirs = std::getenv("AMP2HIP_FUZZ_INCLUDE")) {
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    llvm::StringRef(Dirs).split(Parts, ':', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Dir : Parts) {
      Options.ClangArgs.push_back("-I" + Dir.str());
      if (llvm::sys::fs::exists(Dir + "/amptest.h"))
        for (const char *Header : AmpTestHeaders)
          Prefix += std::string("#include <") + Header + ">\n";
    }
  }
  llvm::SmallString<256> Dir;
  if (const char *Given = std::getenv("AMP2HIP_FUZZ_PCH_DIR")) {
    Dir = Given;
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      fail("cannot create '" + Dir + "': " + EC.message());
  } else if (std::error_code EC =
                 llvm::sys::fs::createUniqueDirectory("amp2hip-fuzz", Dir)) {
    fail("cannot create a temporary directory: " + EC.message());
  }
  if (llvm::Error E = amp2hip::emitPrefixPCH(Prefix, Dir, Options))
    fail(llvm::toString(std::move(E)));
  llvm::SmallString<256> Input = Dir;
  llvm::sys::path::append(Input, "input.cpp");
  InputPath = std::string(Input);
  llvm::SmallString<256> Last = Dir;
  llvm::sys::path::append(Last, "last-input.cpp");
  LastInputPath = std::string(Last);
  llvm::SmallString<256> Stack = Dir;
  llvm::sys::path::append(Stack, "crash-stack.txt");
  CrashStackPath = std::string(Stack);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Source(reinterpret_cast<const char *>(Data), Size);
  {
    std::error_code EC;
    llvm::raw_fd_ostream Last(LastInputPath, EC);
    if (!EC)
      Last << Source;
  }
  amp2hip::TranslationResult Result =
      amp2hip::translateSource(InputPath, Source, Options);
  if (Result.ClangCrashed) {
    auto Stack = llvm::MemoryBuffer::getFile(CrashStackPath);
    llvm::StringRef Frames = Stack ? (*Stack)->getBuffer() : "";
    // Read once: a later crash whose stack cannot be written is not judged
    // by this one's.
    llvm::sys::fs::remove(CrashStackPath);
    if (!isClangOwnCrash(Frames)) {
      llvm::errs() << "amp2hip-fuzzer: a crash in amp2hip's code (not only "
                   << "Clang's) was recovered; its stack:\n"
                   << Frames;
      std::abort();
    }
    if (!RecoveredDir.empty()) {
      llvm::SmallString<256> Path(RecoveredDir);
      llvm::sys::path::append(
          Path, "recovered-" + llvm::utohexstr(llvm::xxh3_64bits(Source)));
      std::error_code EC;
      llvm::raw_fd_ostream Out(Path, EC);
      if (!EC)
        Out << Source;
      llvm::raw_fd_ostream StackOut((Path + ".stack").str(), EC);
      if (!EC)
        StackOut << Frames;
    }
    return 0;
  }
  // The contract of translateSource: a translation has an output, and
  // errors leave none.
  if (Result.Success == Result.Output.empty() && !Source.empty()) {
    llvm::errs() << "amp2hip-fuzzer: Success=" << Result.Success
                 << " but the output is "
                 << (Result.Output.empty() ? "empty" : "not empty") << "\n";
    std::abort();
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned int Seed) {
  std::mt19937 Random(Seed);
  // A quarter of the time libFuzzer's own byte-level mutations (with the
  // dictionary), otherwise one to four line or token edits.
  if (Random() % 4 == 0)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  for (unsigned Edits = 1 + Random() % 4; Edits; --Edits)
    Text = editOnce(Text, Random);
  if (Text.size() > MaxSize)
    Text.resize(MaxSize);
  std::memcpy(Data, Text.data(), Text.size());
  return Text.size();
}
