//===- LocalTypeHoisting.h - A kernel's local types to namespace scope -*- C++
//-*-//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// C++ AMP lets a kernel lambda name the classes, enums and typedefs of the
/// function around it (C++ AMP v1.2 §2.4.3 puts no rule on it; the
/// conformance suite's reinterpret_as and defaulted_smf_local_class tests
/// do it). The outlined `__global__` function lives at namespace scope,
/// where they are not visible, so such a declaration is moved there: cut
/// from the function body and inserted, with its own edits applied, before
/// the declaration that the kernel is inserted before. A move is planned
/// only when it keeps the program's meaning: the declaration is a complete
/// one (of its own statement, or declaring variables too: `struct S {...}
/// s[2];` leaves `struct S s[2];`) and names nothing that namespace scope
/// would not see the same way (another local declaration, a member of the
/// enclosing class, a using-directive of the function); its name is free in
/// the target namespace. A class declared in a template (a function
/// template, a member of a class template: B3DContest's `struct gpuio {
/// sumtype currLambda; ... }`) moves as a class template over the template
/// parameters it uses, and each use of its name in the function gets the
/// arguments (`gpuio<sumtype>`). Otherwise the kernel's use stays
/// AMP2HIP-E0005.
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_LOCALTYPEHOISTING_H
#define AMP2HIP_TOOL_LOCALTYPEHOISTING_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace amp2hip {

/// One planned move of a local declaration: main-file offsets of the text
/// to move, [Begin, End) (the declaration and its ';'), of the text to cut,
/// [CutBegin, CutEnd) (the same, widened to its whole lines when it has them
/// alone), and of the insertion point at namespace scope.
struct HoistedLocal {
  const clang::NamedDecl *Decl = nullptr;
  unsigned Begin = 0;
  unsigned End = 0;
  unsigned CutBegin = 0;
  unsigned CutEnd = 0;
  unsigned InsertOffset = 0;
  /// The namespace (or translation unit) it lands in.
  const clang::DeclContext *Target = nullptr;
  /// For a class of a template: its template header (`template <typename
  /// sumtype> `) and arguments (`<sumtype>`), and the offsets just past each
  /// use of its name in the function (outside its definition), where the
  /// arguments go. Empty otherwise.
  std::string TemplateHeader;
  std::string Arguments;
  std::vector<unsigned> UseEnds;
  /// The text that replaces the cut: `struct S<...>` when the declaration
  /// declares variables too (then [Begin, End) is the class alone, without
  /// the ';'), else empty.
  std::string LeftBehind;
};

/// Plans the moves of the local declarations that a translation unit's
/// kernels name. One instance per translation unit (names are checked
/// against every move planned before).
class LocalTypeHoister {
public:
  /// \p Buffer is the text of \p File, the file being translated, as
  /// parsed.
  LocalTypeHoister(clang::ASTContext &Ctx, clang::FileID File,
                   llvm::StringRef Buffer)
      : Ctx(Ctx), File(File), Buffer(Buffer) {}

  /// Plans the move of \p D (a class, enum or typedef declared in a
  /// function body, or an enumerator of such an enum: its enum moves) to
  /// namespace scope at \p InsertOffset, before \p Outermost (the
  /// namespace-scope declaration the kernel goes before). Succeeds at once
  /// for a declaration already planned. \returns an error saying why the
  /// declaration cannot move (a sentence for a note to AMP2HIP-E0005).
  llvm::Error plan(const clang::NamedDecl *D, const clang::Decl *Outermost,
                   unsigned InsertOffset);

  /// For a typedef or alias declaration \p D in the body of a template (a
  /// function template, or a member function of a class template), which
  /// cannot move to namespace scope, where the template's parameters are not
  /// visible: the aliased type, to declare the alias again at the top of a
  /// kernel outlined from that body (the kernel is a template with the same
  /// parameters). \returns an error saying why not (a sentence for
  /// AMP2HIP-E0005) when \p D is not such an alias, or names another local
  /// declaration or a member of the enclosing class.
  llvm::Expected<std::string>
  redeclarableAlias(const clang::NamedDecl *D) const;

  /// \p TypeText (a kernel parameter's type, printed) with the arguments
  /// of the classes moved as class templates after their names
  /// (`array_view<struct gpuio, 1>` to `array_view<struct gpuio<sumtype>,
  /// 1>`).
  std::string withTemplateArguments(llvm::StringRef TypeText) const;

  /// The moves planned, in the order planned.
  const std::vector<HoistedLocal> &planned() const { return Planned; }

private:
  clang::ASTContext &Ctx;
  clang::FileID File;
  llvm::StringRef Buffer;
  std::vector<HoistedLocal> Planned;
  llvm::DenseSet<const clang::NamedDecl *> PlannedDecls;

  /// Why \p D cannot move out of \p Function, or an empty string.
  std::string namesOnlyVisibleNames(const clang::NamedDecl *D,
                                    const clang::FunctionDecl *Function) const;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_LOCALTYPEHOISTING_H
