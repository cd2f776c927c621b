//===- DeveloperPreviewNames.cpp - Pre-release C++ AMP names --------------===//
//
// DeveloperPreviewNames.h.
//
//===----------------------------------------------------------------------===//

#include "Checks/DeveloperPreviewNames.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclBase.h"
#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

struct DeveloperPreviewName {
  llvm::StringLiteral Name;
  llvm::StringLiteral What;
  llvm::StringLiteral Released;
};

constexpr DeveloperPreviewName DeveloperPreviewNames[] = {
#define AMP2HIP_DEVELOPER_PREVIEW_NAME(Name, What, Released)                   \
  {Name, What, Released},
#include "Checks/DeveloperPreviewNames.def"
};

const DeveloperPreviewName *findName(llvm::StringRef Name) {
  for (const DeveloperPreviewName &N : DeveloperPreviewNames)
    if (N.Name == Name)
      return &N;
  return nullptr;
}

/// The identifier that argument \p Index of \p Info names, else empty.
llvm::StringRef nameArgument(const Diagnostic &Info, unsigned Index) {
  if (Info.getNumArgs() <= Index)
    return "";
  switch (Info.getArgKind(Index)) {
  case DiagnosticsEngine::ak_identifierinfo:
    if (const IdentifierInfo *II = Info.getArgIdentifier(Index))
      return II->getName();
    return "";
  case DiagnosticsEngine::ak_declarationname: {
    DeclarationName Name =
        DeclarationName::getFromOpaqueInteger(Info.getRawArg(Index));
    if (const IdentifierInfo *II = Name.getAsIdentifierInfo())
      return II->getName();
    return "";
  }
  default:
    return "";
  }
}

/// True when \p DC is namespace concurrency (or one nested in it), or a
/// class declared there (array, array_view).
bool isInConcurrency(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "concurrency" || NS->getName() == "Concurrency")
        return true;
  return false;
}

/// True when the token after the identifier at \p Loc is `<`.
bool followedByTemplateArguments(const Diagnostic &Info,
                                 const LangOptions &LangOpts) {
  if (!Info.hasSourceManager())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  std::optional<Token> Next = Lexer::findNextToken(
      SM.getSpellingLoc(Info.getLocation()), SM, LangOpts);
  return Next && Next->is(tok::less);
}

} // namespace

std::string developerPreviewNameMessage(const Diagnostic &Info,
                                        const LangOptions &LangOpts) {
  const DeveloperPreviewName *Found = nullptr;
  switch (Info.getID()) {
  case diag::err_undeclared_var_use:
  case diag::err_undeclared_var_use_suggest:
  case diag::err_unknown_typename:
  case diag::err_unknown_typename_suggest:
  case diag::err_no_template:
  case diag::err_no_template_suggest:
    Found = findName(nameArgument(Info, 0));
    if (Found && !followedByTemplateArguments(Info, LangOpts))
      Found = nullptr;
    break;
  case diag::err_no_member:
  case diag::err_no_member_suggest:
  case diag::err_no_member_template:
    Found = findName(nameArgument(Info, 0));
    if (Found && (Info.getNumArgs() < 2 ||
                  Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext ||
                  !isInConcurrency(reinterpret_cast<const DeclContext *>(
                      Info.getRawArg(1)))))
      Found = nullptr;
    break;
  default:
    break;
  }
  if (!Found)
    return "";
  return "'" + Found->Name.str() +
         "' is a name of the C++ AMP Developer Preview (Visual Studio 11 "
         "Developer Preview, 2011): " +
         Found->What.str() +
         "; released C++ AMP (Visual Studio 2012, C++ AMP v1.0), which no "
         "longer declares it and which amp2hip translates, writes " +
         Found->Released.str();
}

} // namespace amp2hip
