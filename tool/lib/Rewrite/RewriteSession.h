//===- RewriteSession.h - The rewrite of one file ---------------*- C++ -*-===//
//
// A RewriteSession rewrites one file of the program (the main file or one of
// its headers) into HIP: it runs the rewrite passes over what the matchers
// found in that file (Findings), in the order of RewriteSession::run's pass
// table, each adding checked edits (Edits/CheckedEdit.h) to the file's
// FileEdits, and asks the execution-space analysis (Analysis/ExecutionSpace.h)
// what is amp code. Each pass's members are defined in a file of their own
// under Rewrite/Passes/ (docs/architecture.md lists them).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_REWRITE_REWRITESESSION_H
#define AMP2HIP_TOOL_REWRITE_REWRITESESSION_H

#include "Analysis/AmpModel.h"
#include "Analysis/ExecutionSpace.h"
#include "Compat/WindowsApiMapping.h"
#include "Edits/CheckedEdit.h"
#include "Edits/SourceUtil.h"
#include "Frontend/Translate.h"
#include "Kernel/LocalTypeHoisting.h"
#include "Rewrite/AmpRewriter.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip {

/// Everything the matchers found, in source order per kind.
struct Findings {
  std::vector<const clang::CallExpr *> Calls;
  std::vector<const clang::FunctionDecl *> Functions;
  std::vector<const clang::LambdaExpr *> Lambdas;
  std::vector<const clang::VarDecl *> Vars;
  std::vector<const clang::CXXConstructExpr *> Constructs;
  /// The calls in templates' instantiations with a callee (their text is the
  /// pattern's, which Calls holds): only checked, for the callees that the
  /// pattern leaves dependent (AMP2HIP-E0011, CallRestrictions.cpp).
  std::vector<const clang::CallExpr *> InstantiatedCalls;
  /// The classes defined in this file that parallel_for_each launches as
  /// function objects (from calls in any file of the program).
  std::vector<const clang::CXXRecordDecl *> Functors;
  /// Classes of this header that could be launched as function objects but
  /// are not launched in this translation unit: outlined if possible, so
  /// that the header translates the same way in every unit.
  std::vector<const clang::CXXRecordDecl *> PossibleFunctors;
  /// The files being translated (the main file and the program's headers).
  std::vector<clang::FileID> ProgramFiles;
};

/// What every rewrite pass of one file may read.
struct PassInput {
  /// The include directives of the translation unit (those of this file
  /// are rewritten).
  const std::vector<IncludeSite> &Includes;
  /// Offsets of the `void main(` parsed as `int  main(` (main file only).
  const std::vector<unsigned> &VoidMainFixes;
  /// What the matchers found in this file (matchFiles).
  const Findings &Found;
};

/// The rewrite of one file: its passes, their shared state and the edits.
class RewriteSession {
public:
  /// Rewrites \p File, named \p FileName: the translation unit's main
  /// file, or (\p IsHeader) one of the program's headers. Its edits are
  /// its own (one FileEdits per file).
  RewriteSession(clang::ASTContext &Ctx, const ExecutionSpaceAnalysis &Spaces,
                 clang::FileID File, llvm::StringRef FileName,
                 TranslationResult &Result, const clang::Preprocessor *PP,
                 bool IsHeader = false)
      : Ctx(Ctx), Spaces(Spaces), SM(Ctx.getSourceManager()),
        LO(Ctx.getLangOpts()), File(File), Diags(Ctx.getDiagnostics()),
        FileName(FileName), Result(Result), PP(PP), IsHeader(IsHeader),
        Edits(FileName), Out(Edits, Diags, SM, File) {
    Buffer = SM.getBufferData(File);
  }

  /// Set by the caller: what Clang accepted only as MSVC does.
  const MsvcCompatConsumer *MsvcDiags = nullptr;
  /// Set by the caller: the classes other inputs give a device form
  /// (TranslateOptions::ViewClasses; may be null).
  const std::set<std::string> *SharedViewClasses = nullptr;
  /// Set by the caller: uses of the portability layer's macros.
  const std::vector<MappedMacroUse> *MappedMacros = nullptr;
  /// Set by the caller: the parse included the portability layer first
  /// (RoundEdits::WindowsLayer); the main file's output includes it at its
  /// top.
  bool WindowsLayer = false;
  /// Set by the caller: the directory of the parse headers
  /// (TranslateOptions::AmpIncludeDir; empty when unknown), whose functions
  /// the E0011 check treats as the program's.
  llvm::StringRef AmpIncludeDir;

  /// Runs the passes (RewriteSession.cpp's table, in order) over \p In,
  /// then, if no error was reported, writes the file's translation to the
  /// TranslationResult.
  void run(const PassInput &In);

  /// One rewrite pass: a member of RewriteSession defined in
  /// Rewrite/Passes/<File>.
  struct Pass {
    const char *Name; ///< for docs/architecture.md and debugging
    void (RewriteSession::*Run)(const PassInput &);
  };
  /// The passes in the order they run.
  static llvm::ArrayRef<Pass> passes();

private:
  // The pass entry points (each in the Passes/ file its name says).
  void runDialectPass(const PassInput &In);           // Includes.cpp
  void runKernelDiscoveryPass(const PassInput &In);   // Kernels.cpp
  void runIncludePass(const PassInput &In);           // Includes.cpp
  void runFunctionPass(const PassInput &In);          // Restrictions.cpp
  void runVariablePass(const PassInput &In);          // TileStatic.cpp
  void runOpenMpPass(const PassInput &In);            // OpenMpSharing.cpp
  void runCallPass(const PassInput &In);              // CallRestrictions.cpp
  void runConstructionPass(const PassInput &In);      // CallRestrictions.cpp
  void runLambdaPass(const PassInput &In);            // Restrictions.cpp
  void runNameQualificationPass(const PassInput &In); // NameQualification.cpp
  void runMathCpuCallPass(const PassInput &In);       // MathCpuCalls.cpp
  void runPropertyPass(const PassInput &In);          // Properties.cpp
  void runDeviceCopyPass(const PassInput &In);        // DeviceViews.cpp
  void runViewClassPass(const PassInput &In);         // ViewClasses.cpp
  void runKernelPass(const PassInput &In);            // Kernels.cpp
  void
  runMemberSpecializationPass(const PassInput &In); // MemberSpecializations.cpp

  clang::ASTContext &Ctx;
  /// Where each function and expression runs (the one analysis).
  const ExecutionSpaceAnalysis &Spaces;
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  clang::FileID File; ///< the file being rewritten
  DiagReporter Diags;
  llvm::StringRef FileName;
  TranslationResult &Result;
  const clang::Preprocessor *PP; ///< for macro definitions (may be null)
  bool IsHeader;
  llvm::StringRef Buffer;
  FileEdits Edits;
  /// Where every edit goes (a conflict is AMP2HIP-E0022).
  EditTarget Out;
  std::vector<const clang::CallExpr *> KernelCalls;
  llvm::DenseSet<const clang::LambdaExpr *> KernelLambdas;
  /// Classes of this file launched as function objects, and their kernel
  /// call operators.
  std::vector<const clang::CXXRecordDecl *> Functors;
  std::vector<const clang::CXXRecordDecl *> PossibleFunctors;
  llvm::DenseSet<const clang::Decl *> FunctorCallOperators;
  std::vector<clang::FileID> ProgramFiles;
  /// The rewrites that a template's instantiations reach again at the same
  /// offset: each kind is done once per offset. Kinds are kept apart because
  /// two rewrites may start at one offset (the return type of a restrict(amp)
  /// function begins where __device__ goes), and a shared set would drop the
  /// second one silently.
  enum class Once {
    RestrictSpelling,   ///< a restriction specifier removed
    FunctionQualifiers, ///< a function's __device__ / __host__ __device__
    ContainerType,      ///< array / array_view spelled as a device view
    LocalViewType,      ///< a local view's type in amp code
    TileStatic,         ///< tile_static written as __shared__
    CallOutside,        ///< E0011 at a call
    Barrier,            ///< a tile barrier call rewritten
    HostConstant,       ///< a kernel's local constant `[[maybe_unused]]`
  };
  std::set<std::pair<Once, unsigned>> Done;
  llvm::DenseSet<unsigned> GuardsDone; ///< declarations already guarded
  /// Type names already qualified (qualifyClashingTypeNames): a set of its
  /// own, since a name may start where another rewrite's offset is (the
  /// return type of a restrict(amp) function, where __device__ goes).
  llvm::DenseSet<unsigned> QualifiedDone;

  bool firstTime(Once Kind, unsigned Offset) {
    return Done.insert({Kind, Offset}).second;
  }

  /// `void main(` was parsed as `int  main(` (same length); say so and write
  /// `int main(` in the output.
  void reportVoidMain(const std::vector<unsigned> &Offsets);

  /// The kernels of this file: parallel_for_each calls, their lambdas (in
  /// the call or named), and the function objects launched.
  void collectKernels(const Findings &F);

  void rewriteInclude(const IncludeSite &Site);

  /// An include of a Windows header that the portability layer maps
  /// (WindowsApiMapping.h): the runtime's header, or the line commented out
  /// when the header has no portable meaning (SDKDDKVer.h).
  void rewriteWindowsInclude(const IncludeSite &Site,
                             const WindowsApiRow &Mapped);

  /// Removes the `restrict(...)` spellings of \p R from the text. Returns
  /// false (after reporting) if a spelling cannot be edited.
  bool removeRestrictSpellings(const Restriction &R);

  /// True if \p Text (the file text a restriction came from) is the
  /// specifier itself: `restrict(...)`, or the use of an object-like macro
  /// whose whole definition is `restrict(...)` (`#define __GPU
  /// restrict(amp, cpu)`), so that removing the text removes nothing else.
  bool isRestrictSpelling(llvm::StringRef Text) const;

  bool reportUnknownSpecifiers(const Restriction &R);

  void rewriteFunction(const clang::FunctionDecl *FD);

  /// A member function of a local class defined in amp code, written
  /// without a restriction: it has its context's (getEffectiveRestriction),
  /// and the HIP qualifiers of that. Defaulted members are left to the HIP
  /// compiler, which infers theirs as it does for implicit ones.
  void rewriteInheritedRestriction(const clang::FunctionDecl *FD);

  /// restrict(amp, cpu) functions with container parameters that cpu code
  /// uses, and the offsets of their declarations' first specifier.
  std::vector<std::pair<const clang::FunctionDecl *, unsigned>> DeviceCopies;

  /// True if \p FD is a member function of a class template whose
  /// parameters typed by the class's template parameters take device forms
  /// in amp code (Analysis/ViewClasses.h: takesClassParametersOnDevice),
  /// declared in this file, and an instantiation here or in another input
  /// of the program (TranslateOptions::ViewClasses) makes one of them a
  /// view (classParametersDifferOnDevice). Records the answer in
  /// ClassParameterFunctions and, in a header, TranslationResult::ViewClasses.
  bool writesClassParametersOnDevice(const clang::FunctionDecl *FD);
  llvm::DenseSet<const clang::FunctionDecl *> ClassParameterFunctions;
  /// Of those, the restrict(amp, cpu) ones and the offsets of their first
  /// specifier: written three times (emitClassParameterCopies).
  std::vector<std::pair<const clang::FunctionDecl *, unsigned>>
      ClassParameterCopies;
  /// Writes the functions of ClassParameterCopies three times, each a member
  /// template that `std::enable_if_t` keeps or drops by
  /// amp2hip::detail::differs_on_device<the class's template parameters it
  /// takes>: where nothing differs, as written, `__host__ __device__`; where
  /// something does, as written, `__host__`, and a copy `__device__` taking
  /// amp2hip::device_form_t of those parameters (nvcc does not overload on
  /// `__host__` / `__device__` alone, so the constraint tells them apart).
  void emitClassParameterCopies();
  /// Spells the parameters of \p FD typed by its class's template
  /// parameters as amp2hip::device_form_t<...> (a restrict(amp) member, or
  /// the device copy of a restrict(amp, cpu) one).
  void spellClassParametersAsDeviceForms(const clang::FunctionDecl *FD);

  /// True if \p FD (restrict(amp, cpu), with container parameters) can be
  /// written twice, a host and a device function: not a member of a class
  /// that holds containers itself (its device copy would store a device
  /// view in a member of host type), nor virtual, and written in this file.
  bool canEmitTwice(const clang::FunctionDecl *FD) const;

  /// Why canEmitTwice() is false for \p FD (AMP2HIP-E0009's message).
  std::string whyNotEmittedTwice(const clang::FunctionDecl *FD) const;

  /// The text of the declaration \p FD: from its template header
  /// (if any) to the end of its body, or of its `;`.
  std::optional<OffsetRange>
  declarationRange(const clang::FunctionDecl *FD) const;

  /// Writes the functions of DeviceCopies twice: the declaration as written
  /// (restriction removed) becomes a `__host__` function, and a copy after it
  /// with every edit of its text, `__device__`, and device views for its
  /// containers (as restrict(amp) functions take them). Host code calls the
  /// first with array_view / array arguments, amp code the second with the
  /// device views it holds; the copy of a restrict(amp, cpu) caller calls
  /// the copy of its callee.
  void emitDeviceCopies();
  /// The text of \p FD's declaration \p Text with every edit made to it,
  /// \p Head inserted at \p Start (its first specifier) and its containers
  /// and class parameters as device views and forms (rewriteContainerParams
  /// of a restrict(amp) function); std::nullopt, reported, when \p Head
  /// cannot be inserted.
  std::optional<std::string> deviceCopyText(const clang::FunctionDecl *FD,
                                            unsigned Start, OffsetRange Text,
                                            llvm::StringRef Head);
  /// The indentation of the line on which \p Text starts, if nothing comes
  /// before it there, else "".
  std::string declarationIndent(OffsetRange Text) const;
  /// The text range of the type of \p P, a parameter or local typed by a
  /// class template's parameters (isClassParameterType), without its
  /// reference and cv.
  std::optional<OffsetRange>
  classParameterType(const clang::DeclaratorDecl *P) const;

  /// A call in amp code (not restrict(amp, cpu)) of one of the program's
  /// function templates with an explicit template argument that is (or an
  /// instantiation makes) a view, an array, a texture or a class holding
  /// views, for a template parameter that types one of the function's
  /// parameters (SolveTSP's `computeOneTree<edgtype, edgvectype,
  /// edgresview, ...>(..., edgematrix, ...)`, edgresview a texture that the
  /// kernel holds as its const device texture): the argument is written
  /// amp2hip::device_argument_t<T>, the type amp code holds
  /// (detail/kernel_param.h), so that the parameter takes what amp code
  /// passes.
  void rewriteExplicitDeviceArguments(const clang::CallExpr *Call);

  bool hasContainerParam(const clang::FunctionDecl *FD) const;

  /// True if \p D is the function (or function template) \p FD, or a
  /// specialization of it.
  static bool isSameFunction(const clang::Decl *D,
                             const clang::FunctionDecl *FD);

  /// The class (template) pattern of \p RD: itself, or the class template
  /// or partial specialization it was instantiated from.
  static const clang::CXXRecordDecl *
  recordPattern(const clang::CXXRecordDecl *RD);

  /// True if \p T (through references, pointers and arrays) is \p Pattern
  /// or a specialization of it, dependent forms (`sab<T>`) included.
  static bool namesRecord(clang::QualType T,
                          const clang::CXXRecordDecl *Pattern);

  /// True if \p RD holds array_view or array members by value (no
  /// references to them) and exists only in amp code: every expression and
  /// parameter of its type (or a pointer, reference or array of it) outside
  /// its own definition is in a kernel or a restrict(amp) function. Such a
  /// class can hold device views, and its restrict(amp, cpu) members can be
  /// device functions (C++ AMP's `struct { array_view<T> a, b; }` built
  /// inside kernels; otherwise a restrict(amp, cpu) member taking a view is
  /// AMP2HIP-E0009).
  bool deviceOnlyClass(const clang::CXXRecordDecl *RD);
  std::map<const clang::CXXRecordDecl *, bool> DeviceOnlyClasses;

  /// The array_view and array members of \p RD, a deviceOnlyClass, are
  /// written as device views (once for each class).
  void rewriteDeviceOnlyFields(const clang::CXXRecordDecl *RD);
  std::set<const clang::CXXRecordDecl *> DeviceFieldsDone;

  /// True if \p RD's pattern, a class holding views defined in this file
  /// that is not a deviceOnlyClass, gets a device form here
  /// (Analysis/ViewClasses.h: whyNoDeviceForm() is empty). Its member
  /// functions are then written by emitDeviceForm, not rewriteFunction.
  bool hasDeviceForm(const clang::CXXRecordDecl *RD);
  std::map<const clang::CXXRecordDecl *, bool> DeviceForms;
  /// `<absolute path of this file>:<offset of \p Pattern's name>`: how
  /// inputs name a class (or a member function, ClassParameterFunctions) to
  /// each other (TranslateOptions::ViewClasses).
  std::string viewClassKey(const clang::NamedDecl *Pattern) const;
  /// viewClassKey of a class declared in any file of the program (its own
  /// file's path), as that file's session records it.
  std::string viewClassKeyOf(const clang::NamedDecl *Pattern) const;
  /// The class template that the dependent type \p T (through a reference)
  /// names, if it holds views in this input or another one
  /// (SharedViewClasses) and may have a device form (`s1<type, 2>` in a
  /// template), else null.
  const clang::CXXRecordDecl *dependentViewClass(clang::QualType T) const;
  /// Writes the device form of \p Pattern after it (ViewClasses.cpp), gives
  /// the class its amp2hip_device_form member and leaves its amp-only member
  /// functions to the device form. Edits that cannot be added are reported
  /// as AMP2HIP-E0022.
  void emitDeviceForm(const clang::CXXRecordDecl *Pattern);
  /// True if every use of \p FD in the translation unit is in amp-only code
  /// (a kernel or a restrict(amp) function), and there is at least one.
  bool usedOnlyFromAmpCode(const clang::FunctionDecl *FD);

  /// The function (not a lambda) whose body holds \p E, or null.
  const clang::FunctionDecl *enclosingFunction(const clang::Expr *E);

  /// The functions usedOnlyFromAmpCode() is deciding for (cycles).
  llvm::DenseSet<const clang::Decl *> AmpOnlyVisiting;

  /// Writes `array<E, N>` / `array_view<E, N>` (as written, qualified or
  /// not; `array_view<E>` with its rank 1) as `amp2hip::device_view<E, N>`
  /// (`<const E, N>` for a const array), and `texture_view<E, N>` /
  /// `writeonly_texture_view<E, N>` as `amp2hip::device_texture<E, N>` /
  /// `amp2hip::device_writeonly_texture<E, N>`: the types kernel_param_t
  /// gives them, spelled so that a function template's parameters can still
  /// be deduced from them. False for `texture<E, N>` (its const-ness decides
  /// its form), aliases and shapes it cannot edit.
  bool rewriteAsDeviceView(clang::TypeLoc TL, clang::QualType T);

  /// The side of a restriction overload set (C++ AMP v1.2 §2.3.2) that \p FD
  /// is on: 'a' amp-only, 'c' cpu-only, 0 both or not a function.
  static char restrictionSide(const clang::NamedDecl *D);

  /// The numbers of arguments a call of \p FD may pass: from its required
  /// parameters to all of them, unbounded for `...` or a parameter pack.
  static std::pair<unsigned, unsigned>
  arityRange(const clang::FunctionDecl *FD);

  /// Constructors and assignment operators: the members from which the
  /// compiler derives a class's implicit special members (C++ [class.copy]:
  /// `A(const A&)` or `A(A&)` by what the bases and members declare).
  static bool isCopyFamilyMember(const clang::FunctionDecl *FD);

  /// True if a call could be ambiguous between \p A and \p B to nvcc: it
  /// may pass some number of arguments that both take, and their parameters
  /// for those arguments have the same types (`A(const A&, int = 0)` beside
  /// `A(const A&)`).
  static bool mayBeAmbiguous(const clang::FunctionDecl *A,
                             const clang::FunctionDecl *B);

  /// True if \p D (a function or function template) may be chosen where \p
  /// FD is, so that nvcc, which ignores execution spaces in overload
  /// resolution, could pick the wrong side: a call with some number of
  /// arguments could go to either (default arguments and packs counted;
  /// templates too). Overloads whose arities cannot meet are ordinary
  /// overloads that both nvcc passes must see (a device function's body is
  /// checked in the host pass too, and a host template's calls in the device
  /// pass). Constructors and assignment operators clash only when a call
  /// could be ambiguous (mayBeAmbiguous()): the implicit special members of
  /// derived classes and of classes holding them are derived from both sides
  /// (`A(A&) restrict(cpu)` beside `A(const A&) restrict(amp)`), in both
  /// passes.
  static bool mayClash(const clang::NamedDecl *D,
                       const clang::FunctionDecl *FD);

  /// True if \p D, a conversion function (template) of \p Conv's class, may
  /// convert to the type \p Conv does: the same type, a template, or a type
  /// that depends on the class template's parameters (`operator X()` beside
  /// `operator T()` is a redeclaration in `B<X>`).
  static bool conversionsMayClash(const clang::NamedDecl *D,
                                  const clang::CXXConversionDecl *Conv);

  /// nvcc cannot overload on __host__/__device__, so a name overloaded by
  /// restriction (an amp-only and a cpu-only function of the same name in
  /// one scope that mayClash()) keeps each side to its compilation pass: the
  /// amp-only declarations exist in nvcc's device pass only, the cpu-only ones
  /// in its host pass only (hip-clang sees both and overloads as AMP does).
  /// restrict(amp, cpu) functions and names without an overload on the other
  /// side are left alone.
  void guardRestrictionOverload(const clang::FunctionDecl *FD);

  /// array_view / array parameters of amp functions take the device view
  /// type of the runtime (docs/architecture.md).
  void rewriteContainerParams(const clang::FunctionDecl *FD,
                              const Restriction &R);

  /// Writes the container type \p T spelled at \p TL (text \p Range) as the
  /// runtime's device view type: `amp2hip::device_view<...>` where
  /// rewriteAsDeviceView can, else `amp2hip::kernel_param_t<...>` around it
  /// (two insertions, so that edits inside the type, a qualifier added to
  /// `texture<...>`, still apply). An edit that cannot be added is reported
  /// as AMP2HIP-E0022.
  void spellAsDeviceView(clang::TypeLoc TL, clang::QualType T,
                         OffsetRange Range, clang::SourceLocation Loc);

  /// Writes \p T, spelled at \p TL (through a reference and cv), as
  /// `amp2hip::device_form_t<...>` when it is a class holding views
  /// (isViewClassType): amp code holds its device form. Returns false for
  /// other types; true, having reported any edit that cannot be added as
  /// AMP2HIP-E0022, for those.
  bool spellAsDeviceForm(clang::TypeLoc TL, clang::QualType T);
  /// In amp code an `array_view` local (`array_view<int, 2> sq =
  /// a.view_as(e);`, `array_view<T, 1> part = a.section(...)`) holds what the
  /// device view gives, a device_view: its written type becomes `auto`. So
  /// does the type of a reference to an array or array_view (`array<float,
  /// 2> &r = a;` binds to a kernel's const device view as `auto &r`).
  void rewriteDeviceContainerLocal(const clang::VarDecl *VD);

  /// The type loc of the array_view or array that \p TL, a pointer (to a
  /// pointer...) or a reference to one, points to; std::nullopt for any
  /// other type.
  static std::optional<clang::TypeLoc> containerPointeeLoc(clang::TypeLoc TL);
  static std::optional<clang::QualType> containerPointee(clang::TypeLoc TL);

  /// In amp code a pointer to an array_view or array (a local, a parameter,
  /// a reference to one: `array_view<int> *p = &views[1];`,
  /// `array<int, 1> *p = &captured;`, `array_view<T, 1> *&rp`) points to a
  /// device view, and always to a const one: kernels hold their captures as
  /// const views, a device view is a handle that writes through const, and
  /// pointers that locals and parameters exchange must agree on the type.
  /// Its pointee is written as `const` device view type. \returns false when
  /// \p TL is not such a pointer.
  bool rewriteDeviceViewPointer(clang::TypeLoc TL, clang::SourceLocation Loc);

  /// A local C array of views in amp code (`array_view<int> v[] = {a, b};`)
  /// holds device views: its element type is written as the device view
  /// type (`auto` cannot declare an array).
  void rewriteDeviceViewArrayLocal(const clang::VarDecl *VD,
                                   const clang::ArrayType *AT,
                                   clang::TypeLoc TL);

  /// The number of arguments of \p VD's direct or list initialization
  /// (`T v(a, b)`, `T v{a, b}`, dependent forms included); 1 for `T v = e`.
  static unsigned constructorArgumentCount(const clang::VarDecl *VD);

  void rewriteTileStatic(const clang::VarDecl *VD);
  /// What `tile_static` of \p VD is written as: `__shared__`, or in a
  /// restrict(amp, cpu) function the runtime's AMP2HIP_TILE_STATIC (that on
  /// the device side, nothing on the host side; detail/tiled.h).
  llvm::StringRef tileStaticKeyword(const clang::VarDecl *VD) const;

  /// `tile_static T v[N];` where T's default constructor is not trivial:
  /// C++ AMP does not run it (nor the destructor), HIP rejects it on
  /// `__shared__`. Each declarator of the declaration (from the `tile_static`
  /// at \p Keyword; `tile_static T a[4], b;` has two) becomes uninitialized
  /// shared storage and a reference to it: `__shared__
  /// amp2hip::detail::tile_static_storage<T [N]> amp2hip_tile_static_v; auto
  /// &v = amp2hip_tile_static_v.get();`. In a template whose element type
  /// is a template parameter's (hasDependentElementType), each
  /// instantiation chooses, with one text for all of them (a header reads
  /// the same in every translation unit): `__shared__
  /// amp2hip::detail::tile_static_t<T [N]> amp2hip_tile_static_v; auto &v =
  /// amp2hip::detail::tile_static_ref(amp2hip_tile_static_v);`
  /// (runtime detail/tiled.h: T [N] itself where T is trivially
  /// default-constructible).
  void rewriteUnconstructedTileStatic(const clang::VarDecl *VD,
                                      OffsetRange Keyword);

  /// C++ AMP v1.2 §2.3: amp code may call only restrict(amp) functions. A
  /// call of one of the program's own functions without that restriction is
  /// AMP2HIP-E0011 (the AMP library, implicit members and functions of system
  /// headers are left to the HIP compiler).
  /// True if \p Callee, a cpu-only function, has an amp-only overload that
  /// the amp side of restrict(amp, cpu) code may call instead: one of the
  /// same type, or a template that mayClash() with it. For a conversion
  /// function, the class's amp conversion templates (named by their own
  /// template parameter, `template <typename U> operator U()`) count too.
  bool hasAmpOverload(const clang::FunctionDecl *Callee) const;

  void checkRestriction(const clang::CallExpr *Call);

  /// A constructor is called as a function is (`A a;`, `A arr[5];`, `A(1)`
  /// in amp code need an amp constructor; MSVC errors C3930, C3931).
  void checkRestriction(const clang::CXXConstructExpr *Construct);

  /// The call of \p Callee at \p CallLoc (\p InAmp: in amp code).
  void checkRestriction(const clang::FunctionDecl *Callee,
                        clang::SourceLocation CallLoc, bool InAmp);

  void rewriteBarrier(const clang::CallExpr *Call);

  void rewriteLambda(const clang::LambdaExpr *L);

  /// AMP type names that clash with names the HIP headers declare at global
  /// scope are qualified where written without a qualifier (the program
  /// relies on `using namespace concurrency[::graphics];`): POSIX `::index()`,
  /// the math library's `::norm()` and HIP's texture-reference template
  /// `::texture`. MSVC has none of them.
  void qualifyClashingTypeNames();
  /// Declares public a private static amp member function that kernels
  /// outlined from its class's members call (KernelMemberAccess.cpp).
  void publishForKernels(const clang::FunctionDecl *FD);
  /// Declares the member \p D public, restoring the access after it.
  void publishMember(const clang::Decl *D);

  /// Cuts the local declaration \p H from its function and inserts it, with
  /// the edits inside it applied, at its namespace-scope insertion point
  /// (LocalTypeHoisting.h). Reports AMP2HIP-E0022 when an edit overlaps.
  void moveLocalDeclaration(const HoistedLocal &H);

  void outlineKernels();

  std::string header() const;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_REWRITE_REWRITESESSION_H
