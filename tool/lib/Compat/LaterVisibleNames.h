//===- LaterVisibleNames.h - Names MSVC finds in templates later -*- C++
//-*-===//
//
// MSVC parses a template's body when it instantiates it, without two-phase
// name lookup, so a template may name what only a later `using namespace`
// makes visible: the C++ AMP book's Timer.h declares
//   template <typename Func> double TimeFunc(Func f) {
//     accelerator_view view = accelerator(...).default_view; ...
// before the program's `using namespace concurrency;`. Clang looks the name
// up where the template is written and gives an error; the translation
// writes the qualifier that the later directive supplies
// (`Concurrency::accelerator_view`), which means the same in MSVC and
// builds with nvcc and hipcc (AMP2HIP-W0003).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_LATERVISIBLENAMES_H
#define AMP2HIP_TOOL_COMPAT_LATERVISIBLENAMES_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class CXXRecordDecl;
class DeclContext;
class NamedDecl;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// The kind of the token before \p Loc in its file, comments skipped
/// (tok::unknown at the start of the file).
clang::tok::TokenKind tokenBefore(const clang::SourceManager &SM,
                                  clang::SourceLocation Loc);

/// The identifier that starts at \p Loc when it is written unqualified
/// (not after `::`, `.` or `->`), or an empty string.
llvm::StringRef unqualifiedIdentifierAt(const clang::SourceManager &SM,
                                        clang::SourceLocation Loc);

/// The qualifier (`Concurrency::`) under which MSVC finds \p Name, written
/// unqualified at \p Loc, where Clang found nothing: \p Loc is inside the
/// definition of a template (a function template, a class template or a
/// member of one), and exactly one namespace nominated by a `using
/// namespace` directive in the template's scope or an enclosing one (after
/// the template, or Clang would have found the name) declares \p Name.
/// std::nullopt otherwise: Clang's error stands.
std::optional<std::string> qualifierVisibleLater(clang::ASTContext &Ctx,
                                                 clang::SourceLocation Loc,
                                                 llvm::StringRef Name);

/// The qualifier (`string_split_options::`) under which \p Name, written
/// unqualified at \p Loc where Clang found nothing, is the enumerator of a
/// scoped enum (`enum class`) declared before \p Loc in the innermost
/// namespace or class around \p Loc that declares one of that name, when
/// exactly one does there. Visual Studio 2012 found the enumerators of a
/// scoped enum in its enclosing scope, as an unscoped enum's (a bug fixed in
/// Visual Studio 2013; the TspContest sample writes `= none` for
/// `string_split_options::none`). std::nullopt otherwise.
std::optional<std::string> scopedEnumeratorQualifier(clang::ASTContext &Ctx,
                                                     clang::SourceLocation Loc,
                                                     llvm::StringRef Name);

/// The edits (offset in \p Loc's file, text inserted there) that qualify
/// every unqualified use of \p Name in the class template around \p Loc
/// with the dependent base class that declares a member of that name
/// (`typename test_case<value_type, asum_parameters>::` before a type,
/// `this->` before anything else), when exactly one of its dependent bases
/// (as written, a class template's primary definition) declares one, itself
/// or through its own bases (ampblas's `promoted_dot_test` names
/// `typed_parameters` of `test_case`, the base of its base `dot_test`), and
/// the class does not. MSVC looks unqualified names in a template up where it
/// is instantiated, in dependent bases first (ampblas's cblas_v2 tests name
/// their base's `real_type` while ampblas declares a class template
/// `real_type`, which Clang finds instead). Empty when there is none.
/// True if \p Loc is inside the definition of a template: a function,
/// class or variable template, a member of a class template, or a friend
/// function template defined in its class.
bool insideTemplateDefinition(clang::ASTContext &Ctx,
                              clang::SourceLocation Loc);

/// The declarations named \p Name in \p Namespace (a namespace or the
/// translation unit), when each is first declared after \p Loc; empty when
/// there is none or one is declared before \p Loc (Clang found that one).
std::vector<const clang::NamedDecl *>
laterMembersNamed(const clang::DeclContext *Namespace, llvm::StringRef Name,
                  clang::SourceLocation Loc);

/// What MSVC finds for \p Name, written unqualified at \p Loc inside a
/// template's definition, where Clang found nothing: the declarations of the
/// innermost namespace around \p Loc (or the translation unit) that declares
/// \p Name, each after \p Loc (laterMembersNamed). When that is a namespace
/// and `::` and a name follow (`details::ScanSimple<...>` before namespace
/// `details` is declared), that member's declarations in it. MSVC looks the
/// names of a template up where it instantiates the template (no two-phase
/// lookup), after them. Empty when there is none.
std::vector<const clang::NamedDecl *>
laterDeclarationsNamed(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                       llvm::StringRef Name);

/// The qualifier of dependentBaseMemberEdits for one use of \p Name at
/// \p Loc (`typename Base<...>::` or `this->`), and the class template around
/// it in \p ClassOut (may be null); std::nullopt when none.
std::optional<std::string>
dependentBaseQualifier(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                       llvm::StringRef Name,
                       const clang::CXXRecordDecl **ClassOut = nullptr);

std::vector<std::pair<unsigned, std::string>>
dependentBaseMemberEdits(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                         llvm::StringRef Name);

/// For \p Name, a class template that a class template's dependent base
/// names with template arguments (`class Path : SBMatrix< PathMem<S, I> >`),
/// used at \p Loc in that class without them, as a qualifier (`PathMem::
/// wghtgrid`, `p->SBMatrix::setup(...)`): MSVC finds the injected-class-name
/// of that base where it instantiates the class. The edits that write the
/// arguments after each such use in the class (offset in the file of
/// \p Loc, text `<S, I>`), or none when the bases name the template with
/// other arguments too, or not at all.
std::vector<std::pair<unsigned, std::string>>
injectedBaseNameEdits(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                      llvm::StringRef Name);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_LATERVISIBLENAMES_H
