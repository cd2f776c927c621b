//===- MsvcErrorFixes.h - Errors MSVC does not give, fixed -*- C++ -*-===//
//-*-===//
//
// Some programs that MSVC accepts are errors for Clang even with
// -fms-compatibility. Two of them are fixed by editing the text and parsing
// it again (a round of translateSource, Frontend/Translate.cpp), reported as
// AMP2HIP-W0003:
//   - a non-const lvalue reference variable bound to a temporary of class
//     type (MSVC's extension, warning C4239):
//     `accelerator_view& av = accelerator().default_view;` is written
//     `accelerator_view&& av = ...`, which binds the temporary, keeps it
//     alive as long as `av`, and is an lvalue where `av` is used;
//   - `array` ambiguous between std::array and Concurrency::array, only
//     because libstdc++'s headers include <array> where MSVC's do not
//     (`using namespace std; using namespace concurrency;`): written
//     `Concurrency::array`;
//   - a dependent name that MSVC parses without `typename` or `template`
//     where Clang gives an error (`vector<T>::iterator it;` in some
//     positions, `e.tile<16, 16>()` on a dependent extent): Clang's fix-it
//     (the keyword inserted) is applied;
//   - a name in a template that only a later `using namespace` makes
//     visible (MSVC parses templates without two-phase lookup): the
//     namespace's qualifier is written (LaterVisibleNames.h);
//   - `throw std::exception("message")`: MSVC's std::exception has a
//     constructor from a C string (the standard's has none); written
//     `std::runtime_error("message")`, whose what() is the message and
//     which a `catch (std::exception&)` catches;
//   - a temporary of class type passed to a `T&` parameter (MSVC's
//     extension C4239 again): wrapped in amp2hip::temporary_lvalue(...),
//     the same temporary as an lvalue (TemporaryArguments.h);
//   - a function-like macro used with more arguments than it has parameters
//     (`assert(cond, "message")`): MSVC warns (C4002) and ignores the extra
//     arguments, so they are removed (`assert(cond)`);
//   - a call in a template to a function declared later in the file
//     (`call to function 'f' that is neither visible in the template
//     definition nor found by argument-dependent lookup`, or `no member
//     named 'f' in namespace 'N'` for `N::f`): MSVC looks the name up where
//     the template is instantiated; a declaration of the function (its
//     definition's text up to the body) is inserted before the template;
//   - partial specializations that Clang calls ambiguous because a non-type
//     parameter has another type than the template's parameter it is
//     deduced for (`template <class T, unsigned R> struct is_av<
//     array_view<const T, R>>`, whose array_view has `int N`): MSVC orders
//     them; the parameter is written with the template's type (`int R`),
//     which is also what GCC, nvcc's host compiler, needs to match it;
//   - a member of MSVC's SIMD unions (`v.m128i_i32[2]`, `d.m128d_f64[0]`):
//     GCC and Clang declare __m128i and its kind as vector types without
//     members; written `amp2hip::m128i_i32(v)[2]`, the lanes as an array
//     (runtime detail/msvc_simd_lanes.h, detail/msvc_simd_members.def);
//   - an ordered comparison of a pointer with 0 (`p > 0`, `p <= 0`: Clang's
//     and GCC's error): MSVC compares the address with the null pointer, so
//     it is written `p != nullptr`, `p == nullptr`;
//   - a member of a specialization defined without `template<>`
//     (`int PathMem<float>::count;`, `void PathMem<float>::f() {...}`),
//     which MSVC takes for the explicit specialization: `template<> ` is
//     inserted (Clang's fix-it) and, for a static data member without an
//     initializer, `{}`, since `template<> int X<float>::n;` only declares
//     it ([temp.expl.spec]: a definition needs an initializer); `{}`
//     value-initializes it, as the static storage MSVC defines is;
//   - an x86 intrinsic's immediate outside the range Clang checks
//     (`_mm_shuffle_pd(a, b, 85)`), whose low bits the instruction reads, as
//     MSVC compiles it: written `(85) & 3` (IntrinsicImmediates.h);
//   - an error in the body of a function template that the translation unit
//     never instantiates: MSVC parses a template's body only where it is
//     instantiated, so it never sees the error. The template is declared
//     `= delete` (a call of it is still an error, as under MSVC, where it
//     would instantiate the body) and its body is kept as line comments.
// Every edit keeps the lines of the text where they were (an inserted
// declaration goes on the line of the template, on one line), so that the
// diagnostics of the next round point at the input's lines.
// MsvcCompatConsumer holds such an error back when it is the first error of
// a round that may edit the text (fixableMsvcError), and the rewriter turns
// what it held into edits (planMsvcErrorFixes).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_MSVCERRORFIXES_H
#define AMP2HIP_TOOL_MSVCERRORFIXES_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class DeclContext;
class FunctionDecl;
class NamedDecl;
class Sema;
} // namespace clang

namespace amp2hip {

/// An error of Clang's that MSVC does not give, to fix in the text.
struct MsvcErrorFix {
  enum FixKind {
    /// `X& v = X();`: written `X&& v`.
    TemporaryReference,
    /// `array` that names std::array and Concurrency::array: written
    /// `Concurrency::array`.
    AmbiguousArray,
    /// A name that is a class the program declares and never defines
    /// (`class istream;`) and, through a using-declaration or a using
    /// directive, a defined one (`using std::istream;`): written with the
    /// defined one's qualified name (`std::istream`).
    AmbiguousUndefinedClass,
    /// `for (T x : a)` where `a`'s class has no `begin` that C++11 finds
    /// and the program declares one in namespace std, where Visual Studio
    /// 2012 looked (before DR 1442): the range written
    /// `amp2hip::std_range(std::begin(a), std::end(a))`, in FixIts.
    StdBeginEnd,
    /// A missing `typename` or `template` before a dependent name: Clang's
    /// fix-it, in FixIts.
    ClangFixIt,
    /// `MACRO(a, b)` for a macro of one parameter: the extra arguments,
    /// from the comma before the one at Loc to the closing parenthesis,
    /// are removed.
    ExtraMacroArguments,
    /// A name that Clang does not find in a template, and that a later
    /// `using namespace` makes visible where MSVC parses the template:
    /// qualified (LaterVisibleNames.h).
    LaterVisibleName,
    /// `std::exception("message")`, MSVC's constructor from a C string:
    /// written `std::runtime_error("message")`.
    ExceptionMessage,
    /// `f(extent<2>(n, n))` for `void f(extent<2>&)`: each temporary of
    /// class type passed to a non-const lvalue reference parameter is
    /// written `amp2hip::temporary_lvalue(...)` (TemporaryArguments.h).
    TemporaryArgument,
    /// A function declared later than the template that calls it: a
    /// declaration inserted before the template (NoteLocs: the function's
    /// name; or Namespace and Name for a qualified call).
    LaterDeclaredFunction,
    /// Ambiguous partial specializations (NoteLocs: each one's name): a
    /// non-type parameter written with the type of the template parameter
    /// it is deduced for.
    PartialSpecializationType,
    /// `p > 0` or `p <= 0` (0 first: `0 < p`, `0 >= p`): the operator and
    /// the 0 written `!= nullptr` or `== nullptr` (`nullptr !=`...).
    PointerZeroComparison,
    /// `s._Copy_s(dest, size, count)` (`p->_Copy_s(...)`), a member of
    /// MSVC's std::basic_string: written
    /// `amp2hip::string_copy_s(s, dest, size, count)` (`(*p, ...)`; the
    /// edits in FixIts).
    StringCopyS,
    /// `v.m128i_i32` (`p->m128i_i32`), a member of MSVC's SIMD unions on
    /// GCC's and Clang's vector type: written `amp2hip::m128i_i32(v)`
    /// (`(*p)`; Name: the member; the edits in FixIts).
    SimdUnionMember,
    /// An enumerator of a scoped enum written unqualified where Visual
    /// Studio 2012 found it (LaterVisibleNames.h,
    /// scopedEnumeratorQualifier): qualified with the enum's name.
    UnqualifiedScopedEnumerator,
    /// A member of a dependent base class named unqualified in a class
    /// template where Clang finds another declaration of that name (a
    /// namespace-scope class template: "requires template arguments"):
    /// every use in the class qualified with the base
    /// (LaterVisibleNames.h, dependentBaseMemberEdits).
    DependentBaseMember,
    /// A class template named without arguments as a qualifier in a class
    /// template whose dependent base names it with arguments (`PathMem::
    /// wghtgrid` in `class Path : SBMatrix< PathMem<S, I> >`): the
    /// arguments written after each such use (LaterVisibleNames.h,
    /// injectedBaseNameEdits). Only reported: found as DependentBaseMember.
    InjectedBaseName,
    /// Any other error in the body of TemplateBody, a function template:
    /// fixed if the translation unit never instantiates it.
    UninstantiatedTemplateBody,
    /// `std::max(0U, s.length())`: one type on Win32, where size_t is
    /// `unsigned int` (Win32SizeDeduction.h): the template argument written
    /// (`std::max<std::size_t>`).
    Win32SizeArgument,
    /// A member of a specialization defined without `template<>`: Clang's
    /// fix-it, and `{}` before the `;` of a static data member without an
    /// initializer (FixIts).
    SpecializationHeader,
    /// The immediate of an x86 intrinsic outside the range Clang checks,
    /// whose low bits the instruction reads (IntrinsicImmediates.h):
    /// written `(...) & H` (FixIts).
    ImmediateLowBits,
    /// A non-type template argument whose value the parameter's type cannot
    /// hold (`IsBitSetStatic<N, 0x80000000u>` for `int Bit`): MSVC converts
    /// it (C4309); written `static_cast<int>(...)`, in FixIts.
    NarrowedTemplateArgument,
  };
  FixKind Kind = TemporaryReference;
  clang::SourceLocation Loc; ///< the variable's name, or the name `array`
  std::string Message;       ///< Clang's text
  /// AmbiguousArray, AmbiguousUndefinedClass: the declarations of Clang's
  /// notes (candidates).
  std::vector<const clang::NamedDecl *> Candidates;
  /// AmbiguousUndefinedClass: the name written, once planned, and whether
  /// the using-declaration that brought it in was removed.
  std::string Qualified;
  bool UsingRemoved = false;
  /// ClangFixIt: Clang's fix-its, each an insertion or a character range.
  std::vector<clang::FixItHint> FixIts;
  /// LaterDeclaredFunction, PartialSpecializationType: where the error's
  /// notes point.
  std::vector<clang::SourceLocation> NoteLocs;
  /// LaterDeclaredFunction for `N::f`: N and f. DependentBaseMember: the
  /// name of the base's member. SimdUnionMember: the member.
  const clang::DeclContext *Namespace = nullptr;
  std::string Name;
  /// The function template (its pattern) whose body Clang was parsing when
  /// it gave the error, or null: when the error's own fix cannot be
  /// verified, the template is fixed as an UninstantiatedTemplateBody.
  const clang::FunctionDecl *TemplateBody = nullptr;
};

/// The fix of \p Info, a diagnostic of Clang's, when it is one of the
/// errors above written in the text of a file that may be edited (not in a
/// macro, not in a system header): for a reference, the reference's type is
/// a class type and a single `&` comes before the name. The candidates of an
/// ambiguity come later, in the notes (verified by planMsvcErrorFixes).
std::optional<MsvcErrorFix>
fixableMsvcError(clang::DiagnosticsEngine::Level Level,
                 const clang::Diagnostic &Info);

/// The function template (a pattern, outside any class template) whose body
/// \p S is parsing, not instantiating, or null. Errors there are ones that
/// MSVC gives only where the template is instantiated.
const clang::FunctionDecl *templateBodyBeingParsed(const clang::Sema &S);

/// The declaration that the note \p Info names as a candidate of an
/// ambiguous name (`note_ambiguous_candidate`), or null.
const clang::NamedDecl *ambiguityCandidate(const clang::Diagnostic &Info);

/// Reports each of \p Fixes that it can verify as AMP2HIP-W0003 and adds its
/// edit to \p Edits: a reference must be a variable's (not a parameter's), an
/// ambiguity's candidates exactly std::array and the parse header's
/// Concurrency::array, and the file one that \p EditPath gives a path for
/// (the edit's file path: empty for the main file), a later-visible name
/// inside a template with one namespace to qualify it (LaterVisibleNames.h).
/// Returns false when one could not be verified: its error must then be
/// shown as Clang gives it. An undeclared name that cannot be qualified is
/// not counted so: it may follow from another error fixed in this round,
/// and a later round shows it if it stays.
bool planMsvcErrorFixes(
    clang::ASTContext &Ctx, llvm::ArrayRef<MsvcErrorFix> Fixes,
    llvm::function_ref<std::optional<std::string>(clang::FileID)> EditPath,
    std::vector<clang::tooling::Replacement> &Edits);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_MSVCERRORFIXES_H
