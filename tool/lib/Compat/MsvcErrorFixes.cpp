//===- MsvcErrorFixes.cpp - Errors MSVC does not give, fixed in the text --===//

#include "Compat/MsvcErrorFixes.h"

#include "Compat/IntrinsicImmediates.h"
#include "Compat/LaterVisibleNames.h"
#include "Compat/TemplateFixes.h"
#include "Compat/TemporaryArguments.h"
#include "Compat/Win32SizeDeduction.h"

#include "Diagnostics/Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace amp2hip {

namespace {

/// The offset of the single `&` that comes before \p NameOffset in
/// \p Text (whitespace between them), or std::nullopt.
std::optional<unsigned> ampersandBefore(StringRef Text, unsigned NameOffset) {
  unsigned I = std::min<unsigned>(NameOffset, Text.size());
  while (I > 0 && isWhitespace(Text[I - 1]))
    --I;
  if (I == 0 || Text[I - 1] != '&' || (I > 1 && Text[I - 2] == '&'))
    return std::nullopt;
  return I - 1;
}

/// True if the name `array` is written at \p Offset of \p Text, not
/// qualified (no `::` before it).
bool isUnqualifiedArray(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.substr(Offset);
  if (!Rest.starts_with("array") ||
      (Rest.size() > 5 && isAsciiIdentifierContinue(Rest[5])))
    return false;
  unsigned I = Offset;
  while (I > 0 && isWhitespace(Text[I - 1]))
    --I;
  return I < 2 || Text.substr(I - 2, 2) != "::";
}

/// The defined side of an ambiguity with a class declared and never
/// defined: its qualified name, and the using-declaration that brought it
/// into the scope of that class (which hipcc and nvcc reject: "has already
/// been declared in the current scope"), or null.
struct DefinedCandidate {
  std::string Name;
  const UsingDecl *Using = nullptr;
};

/// For an ambiguity between a class that the program declares and never
/// defines (`class istream;`, at a location of the program) and one other
/// declaration, a type that is defined (`std::istream`, reached through
/// `using std::istream;`): that type.
std::optional<DefinedCandidate>
definedOverUndefinedClass(llvm::ArrayRef<const NamedDecl *> Candidates,
                          const SourceManager &SM) {
  if (Candidates.size() != 2)
    return std::nullopt;
  auto Undefined = [&](const NamedDecl *D) -> const CXXRecordDecl * {
    const auto *RD = dyn_cast<CXXRecordDecl>(D->getUnderlyingDecl());
    if (RD && !RD->hasDefinition() && !RD->getDescribedClassTemplate() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(RD->getLocation())))
      return RD;
    return nullptr;
  };
  for (int I = 0; I < 2; ++I) {
    const CXXRecordDecl *Class = Undefined(Candidates[I]);
    const NamedDecl *Other = Candidates[1 - I]->getUnderlyingDecl();
    if (!Class || Undefined(Candidates[1 - I]))
      continue;
    if (!isa<TypedefNameDecl, ClassTemplateDecl>(Other) &&
        !(isa<CXXRecordDecl>(Other) &&
          cast<CXXRecordDecl>(Other)->hasDefinition()))
      return std::nullopt;
    DefinedCandidate Defined;
    PrintingPolicy Policy(Other->getASTContext().getLangOpts());
    Policy.SuppressInlineNamespace = true;
    llvm::raw_string_ostream Out(Defined.Name);
    Other->printQualifiedName(Out, Policy);
    Out.flush();
    const DeclContext *Scope = Class->getDeclContext()->getRedeclContext();
    for (const Decl *D : Scope->decls())
      if (const auto *U = dyn_cast<UsingDecl>(D))
        for (const UsingShadowDecl *Shadow : U->shadows())
          if (Shadow->getTargetDecl()->getCanonicalDecl() ==
              Other->getCanonicalDecl())
            Defined.Using = U;
    return Defined;
  }
  return std::nullopt;
}

/// The text of \p Using through its `;`, as an offset and a length in its
/// file, or std::nullopt.
std::optional<std::pair<unsigned, unsigned>>
usingDeclarationText(const UsingDecl *Using, const SourceManager &SM) {
  SourceLocation Begin = Using->getBeginLoc(), End = Using->getEndLoc();
  if (Begin.isMacroID() || End.isMacroID() ||
      SM.getFileID(Begin) != SM.getFileID(End))
    return std::nullopt;
  StringRef Text = SM.getBufferData(SM.getFileID(Begin));
  size_t Semi = Text.find(';', SM.getFileOffset(End));
  if (Semi == StringRef::npos)
    return std::nullopt;
  unsigned Offset = SM.getFileOffset(Begin);
  return std::make_pair(Offset, static_cast<unsigned>(Semi + 1 - Offset));
}

/// True if the program (not a system header) declares a function or a
/// function template \p Name in namespace std whose first parameter is
/// (a reference to) \p Class or a specialization of \p Class's template.
bool programDeclaresStdFunctionFor(const CXXRecordDecl *Class,
                                   llvm::StringRef Name) {
  ASTContext &Ctx = Class->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  const ClassTemplateDecl *Template = nullptr;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Class))
    Template = Spec->getSpecializedTemplate()->getCanonicalDecl();
  auto Takes = [&](const FunctionDecl *F) {
    if (!F || F->getNumParams() == 0 ||
        SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
      return false;
    QualType T = F->getParamDecl(0)->getType().getNonReferenceType();
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
        return Template && TD->getCanonicalDecl() == Template;
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    return RD && RD->getCanonicalDecl() == Class->getCanonicalDecl();
  };
  for (const NamedDecl *D :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("std")))
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      for (const NamedDecl *F : NS->lookup(&Ctx.Idents.get(Name)))
        if (Takes(F->getAsFunction()))
          return true;
  return false;
}

/// For Clang's "invalid range expression of type T; no viable 'begin'
/// function available" at \p Offset of \p Text (the `:` of the for): when
/// the range is a name or
/// a member of one (`a`, `this->items`, `s.points`), written once before
/// the `)` of the for, and the program declares `begin` and `end` for T in
/// namespace std, the replacement of the range by
/// `amp2hip::std_range(std::begin(a), std::end(a))` (msvc_range_for.h).
std::optional<FixItHint> stdBeginEndRange(const Diagnostic &Info,
                                          StringRef Text, unsigned Offset) {
  if (Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype)
    return std::nullopt;
  QualType Range =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  const CXXRecordDecl *Class = Range->getAsCXXRecordDecl();
  if (!Class || !programDeclaresStdFunctionFor(Class, "begin") ||
      !programDeclaresStdFunctionFor(Class, "end"))
    return std::nullopt;
  // Clang points at the `:`; the range's text follows: identifiers joined
  // by `.` and `->`, up to the `)`.
  if (Offset >= Text.size() || Text[Offset] != ':')
    return std::nullopt;
  ++Offset;
  while (Offset < Text.size() && isWhitespace(Text[Offset]))
    ++Offset;
  unsigned End = Offset;
  while (End < Text.size() && Text[End] != ')') {
    char C = Text[End];
    if (!(isAsciiIdentifierContinue(C) || isWhitespace(C) || C == '.' ||
          (C == '-' && End + 1 < Text.size() && Text[End + 1] == '>') ||
          (C == '>' && End > 0 && Text[End - 1] == '-')))
      return std::nullopt;
    ++End;
  }
  StringRef Written = Text.slice(Offset, End).rtrim();
  if (End >= Text.size() || Written.empty() ||
      !isAsciiIdentifierStart(Written.front()))
    return std::nullopt;
  SourceLocation Loc = Info.getLocation().getLocWithOffset(
      Offset - Info.getSourceManager().getFileOffset(Info.getLocation()));
  return FixItHint::CreateReplacement(
      CharSourceRange::getCharRange(Loc, Loc.getLocWithOffset(Written.size())),
      ("amp2hip::std_range(std::begin(" + Written + "), std::end(" + Written +
       "))")
          .str());
}

/// True if the error \p Info is about a reference to a class type (MSVC
/// binds only those to temporaries: `int& r = 1;` is its error too).
bool bindsClassTemporary(const Diagnostic &Info) {
  if (Info.getNumArgs() < 3 || Info.getRawArg(0) != 0 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_qualtype)
    return false;
  QualType Temporary =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(2)));
  return !Temporary.isNull() && Temporary->isRecordType();
}

/// The class template behind \p D (a candidate of a lookup), or null.
const ClassTemplateDecl *classTemplateOf(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    return RD->getDescribedClassTemplate();
  return dyn_cast<ClassTemplateDecl>(D);
}

/// True if \p D is libstdc++'s std::array.
bool isStdArray(const NamedDecl *D, const SourceManager &SM) {
  const ClassTemplateDecl *T = classTemplateOf(D);
  return T && T->getName() == "array" &&
         SM.isInSystemHeader(T->getLocation()) &&
         T->getDeclContext()->getRedeclContext()->isStdNamespace();
}

/// True if \p D is the parse header's Concurrency::array (amp.h).
bool isAmpArray(const NamedDecl *D, const SourceManager &SM) {
  const ClassTemplateDecl *T = classTemplateOf(D);
  if (!T || T->getName() != "array" || !SM.isInSystemHeader(T->getLocation()))
    return false;
  const auto *NS = dyn_cast<NamespaceDecl>(T->getDeclContext());
  if (!NS || NS->getName() != "Concurrency" ||
      !NS->getParent()->getRedeclContext()->isTranslationUnit())
    return false;
  SourceLocation File = SM.getExpansionLoc(T->getLocation());
  return llvm::sys::path::filename(SM.getFilename(File)) == "amp.h";
}

/// The variables (not parameters) of lvalue reference type declared with
/// their name at one of \p Names.
class ReferenceVariables : public RecursiveASTVisitor<ReferenceVariables> {
public:
  explicit ReferenceVariables(const llvm::DenseSet<SourceLocation> &Names)
      : Names(Names) {}
  bool VisitVarDecl(VarDecl *V) {
    if (!isa<ParmVarDecl>(V) && V->getType()->isLValueReferenceType() &&
        Names.contains(V->getLocation()))
      Found.insert(V->getLocation());
    return true;
  }
  llvm::DenseSet<SourceLocation> Found;

private:
  const llvm::DenseSet<SourceLocation> &Names;
};

/// True if a name starts at \p Offset of \p Text (an identifier or `::`,
/// after something that is not part of a name).
bool startsName(StringRef Text, unsigned Offset) {
  if (Offset >= Text.size())
    return false;
  char C = Text[Offset];
  bool Starts = isAsciiIdentifierStart(C) ||
                (C == ':' && Text.substr(Offset).starts_with("::"));
  if (!Starts || Offset == 0)
    return Starts;
  char Before = Text[Offset - 1];
  return !isAsciiIdentifierContinue(Before) && Before != ':';
}

/// The errors whose fix-it writes what MSVC accepts without it.
bool isMissingKeywordError(unsigned Id) {
  return Id == diag::err_typename_missing ||
         Id == diag::err_typename_missing_template ||
         Id == diag::err_template_kw_missing;
}

/// The errors of a name that lookup did not find (with or without Clang's
/// guess of what was meant).
/// The unqualified name of the class template whose arguments the
/// diagnostic \p Info (err_deduced_class_template_ctor_no_viable) could not
/// deduce, or "".
std::string deducedTemplateName(const Diagnostic &Info) {
  if (Info.getNumArgs() < 1)
    return "";
  std::string Name;
  switch (Info.getArgKind(0)) {
  case DiagnosticsEngine::ak_nameddecl:
    Name = reinterpret_cast<const NamedDecl *>(Info.getRawArg(0))
               ->getNameAsString();
    break;
  case DiagnosticsEngine::ak_declarationname:
    Name =
        DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
    break;
  case DiagnosticsEngine::ak_std_string: // a TemplateName, quoted
    Name = StringRef(Info.getArgStdStr(0)).trim('\'').str();
    break;
  default:
    return "";
  }
  StringRef Last = StringRef(Name).rsplit("::").second;
  if (Last.empty())
    Last = Name;
  return !Last.empty() &&
                 llvm::all_of(
                     Last, [](char C) { return isAsciiIdentifierContinue(C); })
             ? Last.str()
             : "";
}

bool isUndeclaredNameError(unsigned Id) {
  return Id == diag::err_undeclared_var_use ||
         Id == diag::err_undeclared_var_use_suggest ||
         Id == diag::err_undeclared_use ||
         Id == diag::err_undeclared_use_suggest ||
         Id == diag::err_unknown_typename ||
         Id == diag::err_unknown_typename_suggest ||
         Id == diag::err_no_template || Id == diag::err_no_template_suggest;
}

/// The length of the name of std::exception written at \p Offset of
/// \p Text (`std::exception`, `::std::exception` or `exception`), or 0.
unsigned exceptionNameAt(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.substr(Offset);
  for (StringRef Name : {"::std::exception", "std::exception", "exception"})
    if (Rest.starts_with(Name) &&
        (Rest.size() == Name.size() ||
         !isAsciiIdentifierContinue(Rest[Name.size()])))
      return Name.size();
  return 0;
}

/// True if the error \p Info (err_ovl_no_viable_conversion_in_cast: "no
/// matching conversion for functional-style cast from %1 to %2") converts a C
/// string to std::exception.
bool castsStringToException(const Diagnostic &Info) {
  if (Info.getNumArgs() < 3 ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_qualtype ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_qualtype)
    return false;
  auto TypeArg = [&](unsigned I) {
    return QualType::getFromOpaquePtr(
        reinterpret_cast<void *>(Info.getRawArg(I)));
  };
  QualType From = TypeArg(1);
  QualType To = TypeArg(2);
  if (From.isNull() || To.isNull())
    return false;
  const auto *Record = To->getAsCXXRecordDecl();
  if (!Record || Record->getName() != "exception" ||
      !Record->getDeclContext()->getRedeclContext()->isStdNamespace())
    return false;
  QualType Element;
  if (const auto *Pointer = From->getAs<PointerType>())
    Element = Pointer->getPointeeType();
  else if (const auto *Array = From->getAsArrayTypeUnsafe())
    Element = Array->getElementType();
  return !Element.isNull() && Element->isCharType();
}

/// True if namespace \p Namespace (at global scope) declares \p Name in this
/// parse: std::runtime_error (the standard library's), or one of the
/// runtime's helpers for MSVC's dialect in amp2hip (the parse headers
/// include them).
bool declaresInNamespace(ASTContext &Ctx, StringRef Namespace, StringRef Name) {
  TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  for (const NamedDecl *D : TU->lookup(&Ctx.Idents.get(Namespace)))
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      if (!NS->lookup(&Ctx.Idents.get(Name)).empty())
        return true;
  return false;
}

/// The offset before the whitespace and comments (`/* ... */`, `// ...` on
/// the lines before) that end at \p Pos of \p Text, reading backwards. A
/// line that ends with `;`, `{`, `}` or `(` is taken for code, whatever
/// `//` it holds (`puts("http://...");`); in another line, a `//` inside a
/// string literal is taken for a comment: the statement's start is then not
/// found, and the fix is not made.
unsigned skipSpaceAndCommentsBefore(StringRef Text, unsigned Pos) {
  while (true) {
    bool NewLine = false;
    while (Pos > 0 && isWhitespace(Text[Pos - 1]))
      NewLine |= isVerticalWhitespace(Text[--Pos]);
    if (Pos >= 2 && Text.substr(Pos - 2, 2) == "*/") {
      size_t Open = Text.substr(0, Pos - 2).rfind("/*");
      if (Open == StringRef::npos)
        return Pos;
      Pos = static_cast<unsigned>(Open);
      continue;
    }
    if (!NewLine || (Pos > 0 && StringRef(";{}(").contains(Text[Pos - 1])))
      return Pos;
    // A line comment ends the line before the whitespace just skipped.
    size_t LineStart = Text.substr(0, Pos).find_last_of("\r\n");
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    size_t Comment = Text.slice(LineStart, Pos).find("//");
    if (Comment == StringRef::npos)
      return Pos;
    Pos = static_cast<unsigned>(LineStart + Comment);
  }
}

/// Where a dependent type name starts that a declaration statement uses
/// without `typename`, when Clang parsed the statement as an expression
/// that ends at \p Offset of \p Text, before the declarator
/// (`vector<T>::iterator it;` is "expected ';' after expression" after
/// `iterator`): the offset of the qualified name before \p Offset
/// (`vector<T>::iterator`, `::std::map<K, V>::const_iterator`), whose
/// qualifier holds template arguments, at the start of a statement (after
/// `;`, `{`, `}` or `(`, comments between). std::nullopt otherwise.
std::optional<unsigned> typenameMissingBefore(StringRef Text, unsigned Offset) {
  unsigned Declarator = Offset;
  while (Declarator < Text.size() && isWhitespace(Text[Declarator]))
    ++Declarator;
  if (Declarator >= Text.size() || !isAsciiIdentifierStart(Text[Declarator]))
    return std::nullopt;
  unsigned Pos = Offset;
  auto SkipSpace = [&] {
    while (Pos > 0 && isWhitespace(Text[Pos - 1]))
      --Pos;
  };
  auto SkipIdentifier = [&] {
    unsigned End = Pos;
    while (Pos > 0 && isAsciiIdentifierContinue(Text[Pos - 1]))
      --Pos;
    return Pos < End && isAsciiIdentifierStart(Text[Pos]);
  };
  SkipSpace();
  if (!SkipIdentifier())
    return std::nullopt;
  bool TemplateArguments = false;
  while (Pos >= 2 && Text.substr(Pos - 2, 2) == "::") {
    Pos -= 2;
    bool Arguments = Pos > 0 && Text[Pos - 1] == '>';
    if (Arguments) {
      unsigned Depth = 0;
      do {
        char C = Text[--Pos];
        if (C == '>')
          ++Depth;
        else if (C == '<')
          --Depth;
        else if (C == ';' || C == '{' || C == '}')
          return std::nullopt;
      } while (Depth && Pos > 0);
      if (Depth)
        return std::nullopt;
      TemplateArguments = true;
    }
    if (!SkipIdentifier()) {
      if (Arguments)
        return std::nullopt; // template arguments of no template name
      break;                 // a leading `::`
    }
  }
  unsigned Start = Pos;
  Pos = skipSpaceAndCommentsBefore(Text, Pos);
  if (!TemplateArguments ||
      (Pos > 0 && !StringRef(";{}(").contains(Text[Pos - 1])))
    return std::nullopt;
  return Start;
}

/// For `int X<float>::n;` without `template<>` (the error at `n`, offset
/// \p Offset of \p Text): the offset of the `;` when the declaration is a
/// static data member without an initializer (the name, then array bounds
/// `[...]` only), so that `{}` makes the explicit specialization a
/// definition; 0 when it has an initializer or is a function (`=`, `(`,
/// `{` next); std::nullopt for anything else (`X<float>::a, b;`, a comment),
/// which is left to Clang's error.
std::optional<unsigned> specializedMemberEnd(StringRef Text, unsigned Offset) {
  unsigned Pos = Offset;
  while (Pos < Text.size() && isAsciiIdentifierContinue(Text[Pos]))
    ++Pos;
  if (Pos == Offset)
    return std::nullopt;
  auto SkipSpace = [&] {
    while (Pos < Text.size() && isWhitespace(Text[Pos]))
      ++Pos;
  };
  SkipSpace();
  while (Pos < Text.size() && Text[Pos] == '[') {
    size_t Close = Text.find_first_of("];{}", Pos + 1);
    if (Close == StringRef::npos || Text[Close] != ']')
      return std::nullopt;
    Pos = static_cast<unsigned>(Close + 1);
    SkipSpace();
  }
  if (Pos >= Text.size())
    return std::nullopt;
  if (Text[Pos] == ';')
    return Pos;
  if (StringRef("=({").contains(Text[Pos]))
    return 0;
  return std::nullopt;
}

/// The identifier at \p Loc when it qualifies a member access
/// (`p->Base::f()`, `o.Base::m`): `->` or `.` before it (comments skipped),
/// `::` after it; "" otherwise.
StringRef memberAccessQualifierAt(const SourceManager &SM, SourceLocation Loc) {
  StringRef Text = SM.getBufferData(SM.getFileID(Loc));
  unsigned Offset = SM.getFileOffset(Loc);
  if (Offset >= Text.size() || !isAsciiIdentifierStart(Text[Offset]) ||
      (Offset > 0 && isAsciiIdentifierContinue(Text[Offset - 1])))
    return "";
  tok::TokenKind Before = tokenBefore(SM, Loc);
  if (Before != tok::arrow && Before != tok::period)
    return "";
  unsigned End = Offset;
  while (End < Text.size() && isAsciiIdentifierContinue(Text[End]))
    ++End;
  unsigned After = End;
  while (After < Text.size() && isWhitespace(Text[After]))
    ++After;
  if (Text.substr(After, 2) != "::")
    return "";
  return Text.slice(Offset, End);
}

/// True if an identifier starts at \p Loc right after `.`, `->` or `::`.
bool afterMemberAccess(const SourceManager &SM, SourceLocation Loc) {
  StringRef Text = SM.getBufferData(SM.getFileID(Loc));
  unsigned Offset = SM.getFileOffset(Loc);
  if (Offset >= Text.size() || !isAsciiIdentifierStart(Text[Offset]))
    return false;
  tok::TokenKind Before = tokenBefore(SM, Loc);
  return Before == tok::period || Before == tok::arrow ||
         Before == tok::coloncolon;
}

/// The edits of `OBJ._Copy_s(ARGS)` (or `OBJ->_Copy_s(ARGS)`) when \p Info
/// is "no member named '_Copy_s' in 'std::basic_string<...>'" at \p Loc,
/// the member's name, with the object's range, in one file outside macros:
/// `amp2hip::string_copy_s(OBJ, ARGS)` (`*OBJ` after `->`). Empty
/// otherwise.
std::vector<FixItHint> stringCopySEdits(const Diagnostic &Info,
                                        const SourceManager &SM,
                                        SourceLocation Loc) {
  if (Info.getNumArgs() < 2 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_declarationname ||
      DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString() !=
          "_Copy_s" ||
      Info.getNumRanges() < 1)
    return {};
  const CXXRecordDecl *Record = nullptr;
  if (Info.getArgKind(1) == DiagnosticsEngine::ak_declcontext)
    Record = dyn_cast<CXXRecordDecl>(
        reinterpret_cast<const DeclContext *>(Info.getRawArg(1)));
  else if (Info.getArgKind(1) == DiagnosticsEngine::ak_qualtype)
    Record =
        QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(1)))
            ->getAsCXXRecordDecl();
  if (!Record || Record->getName() != "basic_string" ||
      !Record->getDeclContext()->isStdNamespace())
    return {};
  SourceLocation Object = Info.getRange(0).getBegin();
  if (Object.isInvalid() || Object.isMacroID() ||
      SM.getFileID(Object) != SM.getFileID(Loc) ||
      SM.getFileOffset(Object) >= SM.getFileOffset(Loc))
    return {};
  StringRef Text = SM.getBufferData(SM.getFileID(Loc));
  unsigned Name = SM.getFileOffset(Loc);
  // The member access operator before the name, and the '(' after it.
  unsigned Operator = Name;
  while (Operator > 0 && isWhitespace(Text[Operator - 1]))
    --Operator;
  bool Arrow = Operator >= 2 && Text.substr(Operator - 2, 2) == "->";
  if (Arrow)
    Operator -= 2;
  else if (Operator >= 1 && Text[Operator - 1] == '.')
    Operator -= 1;
  else
    return {};
  unsigned Open = Name + StringRef("_Copy_s").size();
  while (Open < Text.size() && isWhitespace(Text[Open]))
    ++Open;
  if (Open >= Text.size() || Text[Open] != '(')
    return {};
  unsigned First = Open + 1;
  while (First < Text.size() && isWhitespace(Text[First]))
    ++First;
  if (First >= Text.size() || Text[First] == ')')
    return {};
  std::vector<FixItHint> Edits;
  Edits.push_back(FixItHint::CreateInsertion(
      Object, Arrow ? "amp2hip::string_copy_s(*" : "amp2hip::string_copy_s("));
  SourceLocation Begin =
      Loc.getLocWithOffset(static_cast<int>(Operator) - static_cast<int>(Name));
  SourceLocation End =
      Loc.getLocWithOffset(static_cast<int>(Open + 1) - static_cast<int>(Name));
  Edits.push_back(FixItHint::CreateReplacement(
      CharSourceRange::getCharRange(Begin, End), ", "));
  return Edits;
}

/// True if \p Name is a member of MSVC's SIMD unions
/// (amp2hip/detail/msvc_simd_members.def).
bool isMsvcSimdMember(StringRef Name) {
  static const llvm::StringSet<> Members = {
#define AMP2HIP_SIMD_MEMBER(NAME, LANE) #NAME,
#include "amp2hip/detail/msvc_simd_members.def"
  };
  return Members.contains(Name);
}

/// For `v.m128i_i32` (`p->m128i_i32`), a member of MSVC's SIMD unions on a
/// vector type ("member reference base type '__m128i' is not a structure or
/// union", at the operator): the edits that write it
/// `amp2hip::m128i_i32(v)` (`(*p)`), and the member's name; none when the
/// object does not start in the text before the operator.
std::vector<FixItHint> simdMemberEdits(const Diagnostic &Info,
                                       const SourceManager &SM,
                                       SourceLocation Loc, std::string &Name) {
  if (Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype ||
      Info.getNumRanges() < 1)
    return {};
  QualType Base =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  if (Base.isNull() || !Base->isVectorType())
    return {};
  StringRef Text = SM.getBufferData(SM.getFileID(Loc));
  unsigned Operator = SM.getFileOffset(Loc);
  bool Arrow = Text.substr(Operator, 2) == "->";
  if (!Arrow && Text.substr(Operator, 1) != ".")
    return {};
  unsigned Member = Operator + (Arrow ? 2 : 1);
  while (Member < Text.size() && isWhitespace(Text[Member]))
    ++Member;
  unsigned End = Member;
  while (End < Text.size() && isAsciiIdentifierContinue(Text[End]))
    ++End;
  if (!isMsvcSimdMember(Text.slice(Member, End)))
    return {};
  SourceLocation Object = Info.getRange(0).getBegin();
  if (Object.isInvalid() || Object.isMacroID() ||
      SM.getFileID(Object) != SM.getFileID(Loc) ||
      SM.getFileOffset(Object) >= Operator)
    return {};
  Name = Text.slice(Member, End).str();
  std::vector<FixItHint> Edits;
  Edits.push_back(FixItHint::CreateInsertion(Object, "amp2hip::" + Name +
                                                         (Arrow ? "(*" : "(")));
  Edits.push_back(FixItHint::CreateReplacement(
      CharSourceRange::getCharRange(
          Loc, Loc.getLocWithOffset(static_cast<int>(End - Operator))),
      ")"));
  return Edits;
}

/// True if every hint of \p Hints is an insertion or replaces a character
/// range, all in the file of \p Loc outside macros.
bool plainFixIts(llvm::ArrayRef<FixItHint> Hints, const SourceManager &SM,
                 SourceLocation Loc) {
  if (Hints.empty())
    return false;
  for (const FixItHint &Hint : Hints) {
    CharSourceRange R = Hint.RemoveRange;
    if (!R.isCharRange() || R.getBegin().isMacroID() ||
        R.getEnd().isMacroID() || Hint.InsertFromRange.isValid() ||
        SM.getFileID(R.getBegin()) != SM.getFileID(Loc))
      return false;
  }
  return true;
}

/// The extra arguments of a macro call whose first extra argument starts at
/// \p Offset of \p Text: [the comma before it, the closing parenthesis),
/// or std::nullopt when the call's text is not plain (parentheses, string
/// and character literals balanced on the way).
std::optional<std::pair<unsigned, unsigned>>
extraMacroArguments(StringRef Text, unsigned Offset) {
  unsigned Comma = Offset;
  while (Comma > 0 && isWhitespace(Text[Comma - 1]))
    --Comma;
  if (Comma == 0 || Text[Comma - 1] != ',')
    return std::nullopt;
  --Comma;
  int Depth = 0;
  for (size_t I = Offset; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      for (++I; I < Text.size() && Text[I] != C; ++I)
        if (Text[I] == '\\')
          ++I;
      continue;
    }
    if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if ((C == ')' || C == ']' || C == '}') && Depth-- == 0)
      return C == ')' ? std::optional(std::make_pair(Comma, unsigned(I)))
                      : std::nullopt;
  }
  return std::nullopt;
}

/// The namespace (or the translation unit) of `no member named 'f' in
/// namespace 'N'`, or null for any other diagnostic.
const DeclContext *namespaceOfMissingMember(const Diagnostic &Info) {
  if ((Info.getID() != diag::err_no_member &&
       Info.getID() != diag::err_no_member_suggest &&
       Info.getID() != diag::err_no_member_template &&
       Info.getID() != diag::err_no_member_template_suggest) ||
      Info.getNumArgs() < 2 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_declarationname ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext)
    return nullptr;
  const auto *DC = reinterpret_cast<const DeclContext *>(Info.getRawArg(1));
  if (!DC || !(isa<NamespaceDecl>(DC) || isa<TranslationUnitDecl>(DC)))
    return nullptr;
  DeclarationName Name =
      DeclarationName::getFromOpaqueInteger(Info.getRawArg(0));
  return Name.isIdentifier() ? DC : nullptr;
}

/// The offset after the template argument that starts at \p Loc (at the
/// `,` or `>` that ends it, outside parentheses, brackets and braces), or
/// std::nullopt when it does not start there or spans a line break.
std::optional<unsigned> templateArgumentEnd(const SourceManager &SM,
                                            SourceLocation Loc) {
  bool Invalid = false;
  FileID File = SM.getFileID(Loc);
  StringRef Text = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return std::nullopt;
  unsigned Offset = SM.getFileOffset(Loc);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = true;
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Text.begin(),
            Text.begin() + Offset, Text.end());
  tok::TokenKind Before = tokenBefore(SM, Loc);
  if (Before != tok::comma && Before != tok::less)
    return std::nullopt;
  int Depth = 0;
  unsigned End = Offset;
  Token T;
  while (!Raw.LexFromRawLexer(T)) {
    if (T.isAtStartOfLine() && SM.getFileOffset(T.getLocation()) != Offset)
      return std::nullopt;
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (Depth == 0 && T.isOneOf(tok::comma, tok::greater))
      return End == Offset ? std::nullopt : std::optional<unsigned>(End);
    if (Depth < 0)
      return std::nullopt;
    End = SM.getFileOffset(T.getLocation()) + T.getLength();
  }
  return std::nullopt;
}

/// For \p Info (ext_cce_narrowing: "non-type template argument evaluates
/// to V, which cannot be narrowed to type T"), at \p Loc, where the
/// argument starts: the integral type it is narrowed to, as written in C++,
/// and the offset after the argument (templateArgumentEnd); std::nullopt
/// for another narrowing (a case value, an array size...).
std::optional<std::pair<std::string, unsigned>>
narrowedTemplateArgument(const Diagnostic &Info, const SourceManager &SM,
                         SourceLocation Loc) {
  constexpr unsigned NonTypeTemplateArgument = 2; // %select{...}0
  if (Info.getNumArgs() < 4 ||
      (Info.getArgKind(0) != DiagnosticsEngine::ak_sint &&
       Info.getArgKind(0) != DiagnosticsEngine::ak_uint) ||
      Info.getRawArg(0) != NonTypeTemplateArgument ||
      Info.getArgKind(3) != DiagnosticsEngine::ak_qualtype)
    return std::nullopt;
  QualType To =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(3)));
  if (To.isNull() || !To->isIntegralOrEnumerationType() ||
      To->isDependentType())
    return std::nullopt;
  std::optional<unsigned> End = templateArgumentEnd(SM, Loc);
  if (!End)
    return std::nullopt;
  PrintingPolicy Policy{LangOptions()};
  Policy.adjustForCPlusPlus();
  return std::make_pair(To.getUnqualifiedType().getAsString(Policy), *End);
}

/// For `p > 0`, `p <= 0`, `0 < p` or `0 >= p` with the operator at
/// \p Offset of \p Text: the range of the operator and the `0`, and what
/// replaces it (`!= nullptr`, `nullptr ==`...). The other two (`p < 0`, always
/// false under MSVC, `p >= 0`, always true) are left as Clang's errors.
std::optional<std::tuple<unsigned, unsigned, std::string>>
pointerZeroComparison(StringRef Text, unsigned Offset) {
  StringRef Op = Text.substr(Offset, 2);
  Op = Op.starts_with("<=") || Op.starts_with(">=") ? Op : Op.take_front(1);
  if (Op != "<" && Op != ">" && Op != "<=" && Op != ">=")
    return std::nullopt;
  auto IsZero = [](StringRef T) {
    return T == "0" || T == "0L" || T == "0l" || T == "0U" || T == "0u";
  };
  // The token after the operator.
  size_t After = Offset + Op.size();
  while (After < Text.size() && isHorizontalWhitespace(Text[After]))
    ++After;
  size_t End = After;
  while (End < Text.size() && isAsciiIdentifierContinue(Text[End]))
    ++End;
  if (IsZero(Text.slice(After, End)) &&
      (End == Text.size() || !isAsciiIdentifierContinue(Text[End]))) {
    if (Op == ">")
      return std::make_tuple(Offset, unsigned(End - Offset),
                             std::string("!= nullptr"));
    if (Op == "<=")
      return std::make_tuple(Offset, unsigned(End - Offset),
                             std::string("== nullptr"));
    return std::nullopt;
  }
  // The token before it.
  size_t Before = Offset;
  while (Before > 0 && isHorizontalWhitespace(Text[Before - 1]))
    --Before;
  size_t Begin = Before;
  while (Begin > 0 && isAsciiIdentifierContinue(Text[Begin - 1]))
    --Begin;
  if (!IsZero(Text.slice(Begin, Before)) ||
      (Begin > 0 &&
       (isAsciiIdentifierContinue(Text[Begin - 1]) || Text[Begin - 1] == '.')))
    return std::nullopt;
  unsigned Length = unsigned(Offset + Op.size() - Begin);
  if (Op == "<")
    return std::make_tuple(unsigned(Begin), Length, std::string("nullptr !="));
  if (Op == ">=")
    return std::make_tuple(unsigned(Begin), Length, std::string("nullptr =="));
  return std::nullopt;
}

/// The W0003 message of \p Fix: Clang's error, why MSVC accepts it, and
/// what the output holds instead.
std::string fixMessage(const MsvcErrorFix &Fix) {
  llvm::StringRef Why, Written;
  std::string Owned;
  switch (Fix.Kind) {
  case MsvcErrorFix::TemporaryReference:
    Why = "MSVC binds it, extension C4239; the reference is written '&&', "
          "which binds the temporary and keeps it alive as long as the "
          "variable";
    break;
  case MsvcErrorFix::AmbiguousArray:
    Why = "std::array, which libstdc++'s headers include and MSVC's do not, "
          "and Concurrency::array; the name is written 'Concurrency::array'";
    break;
  case MsvcErrorFix::AmbiguousUndefinedClass:
    Owned = "a class the program declares and never defines, and " +
            Fix.Qualified + ", which MSVC takes; the name is written '" +
            Fix.Qualified + "'" +
            (Fix.UsingRemoved ? ", and its using-declaration beside the "
                                "class, which hipcc and nvcc reject, removed"
                              : "");
    Why = Owned;
    break;
  case MsvcErrorFix::StdBeginEnd:
    Why = "Visual Studio 2012 looks 'begin' and 'end' up in namespace std "
          "too, as the C++11 drafts did before DR 1442, and finds the "
          "program's";
    Written = ": amp2hip::std_range(std::begin(range), std::end(range))";
    break;
  case MsvcErrorFix::ClangFixIt:
    Why = "MSVC parses the name without it";
    Written = " (the keyword inserted)";
    break;
  case MsvcErrorFix::ExtraMacroArguments:
    Why = "MSVC warns, C4002, and ignores the extra arguments";
    Written = " (the extra arguments removed)";
    break;
  case MsvcErrorFix::LaterVisibleName:
    Why = "MSVC parses a template where it is used, without two-phase name "
          "lookup, and finds the name through a later 'using namespace'";
    Written = " (the namespace's qualifier inserted)";
    break;
  case MsvcErrorFix::ExceptionMessage:
    Why = "MSVC's std::exception has a constructor from a C string";
    Written = ": std::runtime_error, whose what() is the message and which "
              "catch (std::exception&) catches";
    break;
  case MsvcErrorFix::TemporaryArgument:
    Why = "a temporary passed to a non-const reference parameter, which MSVC "
          "binds, extension C4239";
    Written = ": amp2hip::temporary_lvalue(...), the same temporary, alive to "
              "the end of the statement";
    break;
  case MsvcErrorFix::LaterDeclaredFunction:
    Why = "MSVC looks the name up where the template is instantiated, after "
          "its later declaration";
    Written = " (a declaration inserted before the template; for an "
              "enumerator, its enum's definition moved there)";
    break;
  case MsvcErrorFix::PartialSpecializationType:
    Why = "MSVC deduces a non-type template parameter from an argument of "
          "another integral type and orders the specializations";
    Written = " (the parameter written with the type of the template's "
              "parameter)";
    break;
  case MsvcErrorFix::PointerZeroComparison:
    Why = "MSVC compares the address with the null pointer";
    Written = " (a comparison with nullptr)";
    break;
  case MsvcErrorFix::SimdUnionMember:
    Why = "MSVC declares its SIMD types as unions of the lanes as arrays, "
          "where GCC and Clang declare vector types without members";
    Owned = ": amp2hip::" + Fix.Name +
            "(v), the same lanes as an array (detail/msvc_simd_lanes.h)";
    Written = Owned;
    break;
  case MsvcErrorFix::StringCopyS:
    Why = "MSVC's std::basic_string has _Copy_s, the checked form of copy()";
    Written = ": amp2hip::string_copy_s(string, dest, size, count), which "
              "copies and checks as it";
    break;
  case MsvcErrorFix::UnqualifiedScopedEnumerator:
    Why = "Visual Studio 2012 finds the enumerators of a scoped enum in its "
          "enclosing scope, a bug fixed in Visual Studio 2013";
    Written = " (the enumerator qualified with its enum's name)";
    break;
  case MsvcErrorFix::DependentBaseMember:
    Why = "MSVC looks unqualified names in a template up where it is "
          "instantiated, in its dependent base classes first";
    Written = " (each use of the name in the class qualified with the base "
              "class that declares it)";
    break;
  case MsvcErrorFix::InjectedBaseName:
    Why = "MSVC finds the name of a dependent base class, as that class "
          "names itself, where it instantiates the template";
    Written = " (the base's template arguments written after each use of "
              "the name as a qualifier in the class)";
    break;
  case MsvcErrorFix::Win32SizeArgument:
    Why = "on MSVC's 32-bit target, Win32, size_t is unsigned int and "
          "ptrdiff_t is int, so the call deduces one type";
    Written = " (the template argument written: the size type the program "
              "names)";
    break;
  case MsvcErrorFix::SpecializationHeader:
    Why = "MSVC takes the definition of a member of a specialization for "
          "its explicit specialization";
    Written = " ('template<> inline ' inserted, inline as MSVC merges the "
              "definitions that several inputs make, and '{}' after a "
              "static data member without an initializer, which makes the "
              "explicit specialization a definition)";
    break;
  case MsvcErrorFix::ImmediateLowBits:
    Why = "MSVC passes the immediate to the instruction, which reads only "
          "its low bits";
    Written = " (the argument masked to those bits, the same instruction)";
    break;
  case MsvcErrorFix::NarrowedTemplateArgument:
    Why = "MSVC converts the value to the parameter's type, warning C4309";
    Written = " (the conversion written as a static_cast)";
    break;
  case MsvcErrorFix::UninstantiatedTemplateBody:
    Why = "MSVC parses the body of a function template only where it is "
          "instantiated, and this translation unit never instantiates it";
    Written = " (the template declared '= delete', its body kept as "
              "comments)";
    break;
  }
  return "accepted as MSVC does: " + Fix.Message + " (" + Why.str() +
         "); written as portable C++ in the output" + Written.str();
}

} // namespace

std::optional<MsvcErrorFix> fixableMsvcError(DiagnosticsEngine::Level Level,
                                             const Diagnostic &Info) {
  if (Level != DiagnosticsEngine::Error || !Info.hasSourceManager())
    return std::nullopt;
  // At the intrinsic's macro: before the test of macro locations.
  if (std::optional<MsvcErrorFix> Immediate = outOfRangeImmediateFix(Info))
    return Immediate;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = Info.getLocation();
  if (Loc.isInvalid() || Loc.isMacroID() || SM.isInSystemHeader(Loc))
    return std::nullopt;
  bool Invalid = false;
  StringRef Text = SM.getBufferData(SM.getFileID(Loc), &Invalid);
  if (Invalid)
    return std::nullopt;
  unsigned Offset = SM.getFileOffset(Loc);
  MsvcErrorFix Fix;
  Fix.Loc = Loc;
  if (Info.getID() == diag::err_lvalue_reference_bind_to_temporary &&
      bindsClassTemporary(Info) && ampersandBefore(Text, Offset))
    Fix.Kind = MsvcErrorFix::TemporaryReference;
  else if (Info.getID() == diag::err_ambiguous_reference &&
           isUnqualifiedArray(Text, Offset))
    Fix.Kind = MsvcErrorFix::AmbiguousArray;
  else if (Info.getID() == diag::err_ambiguous_reference &&
           !unqualifiedIdentifierAt(SM, Loc).empty())
    Fix.Kind = MsvcErrorFix::AmbiguousUndefinedClass;
  else if (isMissingKeywordError(Info.getID()) &&
           plainFixIts(Info.getFixItHints(), SM, Loc)) {
    Fix.Kind = MsvcErrorFix::ClangFixIt;
    Fix.FixIts.assign(Info.getFixItHints().begin(), Info.getFixItHints().end());
  } else if (std::optional<unsigned> End;
             Info.getID() == diag::err_template_spec_needs_header &&
             plainFixIts(Info.getFixItHints(), SM, Loc) &&
             (End = specializedMemberEnd(Text, Offset))) {
    Fix.Kind = MsvcErrorFix::SpecializationHeader;
    Fix.FixIts.assign(Info.getFixItHints().begin(), Info.getFixItHints().end());
    // MSVC merges the definitions of a specialization's static members
    // that several inputs make (B3DContest's `int PathMem<float>::numnodes;`
    // in a file that each `types/*.cpp` includes); an explicit
    // specialization would be defined in each (the linker's "multiple
    // definition"): `inline`, as C++17 allows it.
    for (FixItHint &Hint : Fix.FixIts)
      if (StringRef(Hint.CodeToInsert).rtrim() == "template<>")
        Hint.CodeToInsert = "template<> inline ";
    if (*End)
      Fix.FixIts.push_back(FixItHint::CreateInsertion(
          Loc.getLocWithOffset(static_cast<int>(*End - Offset)), "{}"));
  } else if (Info.getID() == diag::err_typename_missing &&
             Info.getFixItHints().empty() && startsName(Text, Offset)) {
    // Found when a template is instantiated, with no fix-it
    // (`value_type(real_type<value_type>::type(n))`, amplapack's tests):
    // `typename` goes before the qualified name, as the standard writes a
    // functional cast of a dependent type.
    Fix.Kind = MsvcErrorFix::ClangFixIt;
    Fix.FixIts.push_back(FixItHint::CreateInsertion(Loc, "typename "));
  } else if (std::optional<unsigned> Start;
             Info.getID() == diag::err_expected_semi_after_expr &&
             (Start = typenameMissingBefore(Text, Offset))) {
    // A declaration of a variable of a dependent type without `typename`
    // that Clang parsed as an expression: the keyword goes before the type.
    Fix.Kind = MsvcErrorFix::ClangFixIt;
    Fix.Loc = Loc.getLocWithOffset(static_cast<int>(*Start) -
                                   static_cast<int>(Offset));
    Fix.FixIts.push_back(FixItHint::CreateInsertion(Fix.Loc, "typename "));
    StringRef TypeName = Text.slice(*Start, Offset).rtrim();
    Fix.Message =
        ("missing 'typename' prior to dependent type name '" + TypeName + "'")
            .str();
    return Fix;
  } else if (Info.getID() == diag::err_template_kw_missing &&
             Info.getFixItHints().empty() && afterMemberAccess(SM, Loc)) {
    // Clang gives no fix-it for `e.tile<4>()`: `template` goes before the
    // name, as the standard writes it (`e.template tile<4>()`).
    Fix.Kind = MsvcErrorFix::ClangFixIt;
    Fix.FixIts.push_back(FixItHint::CreateInsertion(Loc, "template "));
  } else if ((Info.getID() == diag::err_template_missing_args ||
              Info.getID() == diag::err_auto_not_allowed) &&
             !unqualifiedIdentifierAt(SM, Loc).empty()) {
    Fix.Kind = MsvcErrorFix::DependentBaseMember;
    Fix.Name = unqualifiedIdentifierAt(SM, Loc).str();
  } else if (Info.getID() == diag::err_template_missing_args &&
             !memberAccessQualifierAt(SM, Loc).empty()) {
    // `p->Base::f()` with Base a dependent base's template, named as the
    // base names itself.
    Fix.Kind = MsvcErrorFix::DependentBaseMember;
    Fix.Name = memberAccessQualifierAt(SM, Loc).str();
  } else if (Info.getID() == diag::err_deduced_class_template_ctor_no_viable &&
             !deducedTemplateName(Info).empty()) {
    // `real_type x = f();`: at the variable's name; the template's name is
    // the diagnostic's argument.
    Fix.Kind = MsvcErrorFix::DependentBaseMember;
    Fix.Name = deducedTemplateName(Info);
  } else if (isUndeclaredNameError(Info.getID()) &&
             !unqualifiedIdentifierAt(SM, Loc).empty()) {
    Fix.Kind = MsvcErrorFix::LaterVisibleName;
  } else if (Info.getID() == diag::err_ovl_no_viable_conversion_in_cast &&
             castsStringToException(Info) && exceptionNameAt(Text, Offset)) {
    Fix.Kind = MsvcErrorFix::ExceptionMessage;
  } else if (Info.getID() == diag::err_ovl_no_viable_function_in_call) {
    Fix.Kind = MsvcErrorFix::TemporaryArgument; // verified on the AST
  } else if (Info.getID() == diag::err_too_many_args_in_macro_invoc &&
             extraMacroArguments(Text, Offset))
    Fix.Kind = MsvcErrorFix::ExtraMacroArguments;
  else if (Info.getID() == diag::err_not_found_by_two_phase_lookup ||
           Info.getID() == diag::ext_adl_only_template_id)
    // The callee: the note, or the unresolved name of the call (`f<T>(x)`
    // before any template `f`, an error of C++17 that amp2hip makes one).
    Fix.Kind = MsvcErrorFix::LaterDeclaredFunction;
  else if (const DeclContext *NS = namespaceOfMissingMember(Info)) {
    Fix.Kind = MsvcErrorFix::LaterDeclaredFunction;
    Fix.Namespace = NS;
    Fix.Name =
        DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
  } else if (std::optional<std::pair<std::string, unsigned>> Narrowed;
             Info.getID() == diag::ext_cce_narrowing &&
             (Narrowed = narrowedTemplateArgument(Info, SM, Loc))) {
    Fix.Kind = MsvcErrorFix::NarrowedTemplateArgument;
    Fix.FixIts.push_back(FixItHint::CreateInsertion(
        Loc, "static_cast<" + Narrowed->first + ">("));
    Fix.FixIts.push_back(FixItHint::CreateInsertion(
        Loc.getLocWithOffset(static_cast<int>(Narrowed->second - Offset)),
        ")"));
  } else if (Info.getID() == diag::err_partial_spec_ordering_ambiguous)
    Fix.Kind = MsvcErrorFix::PartialSpecializationType;
  else if (std::optional<FixItHint> Range;
           Info.getID() == diag::err_for_range_invalid &&
           (Range = stdBeginEndRange(Info, Text, Offset))) {
    Fix.Kind = MsvcErrorFix::StdBeginEnd;
    Fix.FixIts.push_back(*Range);
  } else if (std::vector<FixItHint> Edits;
             Info.getID() == diag::err_no_member &&
             !(Edits = stringCopySEdits(Info, SM, Loc)).empty()) {
    Fix.Kind = MsvcErrorFix::StringCopyS;
    Fix.FixIts = std::move(Edits);
  } else if (std::vector<FixItHint> Edits;
             Info.getID() ==
                 diag::err_typecheck_member_reference_struct_union &&
             !(Edits = simdMemberEdits(Info, SM, Loc, Fix.Name)).empty()) {
    Fix.Kind = MsvcErrorFix::SimdUnionMember;
    Fix.FixIts = std::move(Edits);
  } else if (Info.getID() ==
                 diag::err_typecheck_ordered_comparison_of_pointer_and_zero &&
             pointerZeroComparison(Text, Offset))
    Fix.Kind = MsvcErrorFix::PointerZeroComparison;
  else
    return std::nullopt;
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  Fix.Message = std::string(Message);
  return Fix;
}

const FunctionDecl *templateBodyBeingParsed(const Sema &S) {
  if (S.inTemplateInstantiation())
    return nullptr;
  const FunctionDecl *FD = S.getCurFunctionDecl();
  if (!FD || !FD->getDescribedFunctionTemplate() ||
      FD->getDeclContext()->isDependentContext())
    return nullptr;
  return FD;
}

const NamedDecl *ambiguityCandidate(const Diagnostic &Info) {
  if (Info.getID() != diag::note_ambiguous_candidate || Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_nameddecl)
    return nullptr;
  return reinterpret_cast<const NamedDecl *>(Info.getRawArg(0));
}

bool planMsvcErrorFixes(
    ASTContext &Ctx, llvm::ArrayRef<MsvcErrorFix> Fixes,
    llvm::function_ref<std::optional<std::string>(FileID)> EditPath,
    std::vector<tooling::Replacement> &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::DenseSet<SourceLocation> ReferenceNames;
  for (const MsvcErrorFix &Fix : Fixes)
    if (Fix.Kind == MsvcErrorFix::TemporaryReference)
      ReferenceNames.insert(Fix.Loc);
  ReferenceVariables Variables(ReferenceNames);
  if (!ReferenceNames.empty())
    Variables.TraverseAST(Ctx);
  // Shown even after a fatal error that followed the fixed one.
  DiagReporter Reporter(Ctx.getDiagnostics(),
                        DiagReporter::ShowAfterFatalError);
  llvm::DenseSet<SourceLocation> Done; // an error per instantiation
  std::set<std::pair<FileID, unsigned>> BaseMembersDone;
  std::set<const UsingDecl *> RemovedUsings;
  bool AllVerified = true;
  DeclsByLocation Decls(Ctx);
  // The templates never instantiated whose bodies are left out, in the order
  // of their first error, and their edits.
  llvm::MapVector<const FunctionDecl *, std::vector<TemplateTextEdit>> Stubs;
  // The declarations of later functions, classes and enums: the earliest
  // place each one needs (in the order of the translation unit).
  llvm::MapVector<const Decl *, LaterDeclarationEdit> Declarations;
  auto EditLoc = [&](const TemplateTextEdit &E) {
    return SM.getLocForStartOfFile(E.File).getLocWithOffset(E.Offset);
  };
  auto Editable = [&](llvm::ArrayRef<TemplateTextEdit> TextEdits) {
    return !TextEdits.empty() &&
           llvm::all_of(TextEdits, [&](const TemplateTextEdit &E) {
             return EditPath(E.File).has_value();
           });
  };
  // The fix of an error in the body of a template that is never
  // instantiated, when the error has none of its own.
  auto Stub = [&](const MsvcErrorFix &Fix) {
    if (!Fix.TemplateBody)
      return false;
    if (Stubs.count(Fix.TemplateBody))
      return true;
    std::vector<TemplateTextEdit> TextEdits =
        uninstantiatedTemplateEdits(Ctx, Fix.TemplateBody);
    if (!Editable(TextEdits))
      return false;
    Stubs[Fix.TemplateBody] = std::move(TextEdits);
    MsvcErrorFix Reported = Fix;
    Reported.Kind = MsvcErrorFix::UninstantiatedTemplateBody;
    Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Reported));
    return true;
  };
  // The declarations \p Named, which the template around \p Use names
  // before they are declared, recorded in Declarations; false if there is
  // none or one cannot be declared there.
  auto DeclareNamed = [&](SourceLocation Use,
                          llvm::ArrayRef<const NamedDecl *> Named) {
    std::vector<LaterDeclarationEdit> Found;
    for (const NamedDecl *D : Named)
      if (std::optional<LaterDeclarationEdit> Edit =
              laterDeclaration(Ctx, Use, D);
          Edit && Editable(Edit->Insert) &&
          (Edit->Remove.empty() || Editable(Edit->Remove)))
        Found.push_back(std::move(*Edit));
    if (Named.empty() || Found.size() != Named.size())
      return false;
    for (LaterDeclarationEdit &Edit : Found) {
      auto [It, New] = Declarations.try_emplace(Edit.Declared, Edit);
      if (!New && SM.isBeforeInTranslationUnit(EditLoc(Edit.Insert),
                                               EditLoc(It->second.Insert)))
        It->second = std::move(Edit);
    }
    return true;
  };
  // The declarations of the functions that the call of \p Fix misses
  // because they are declared after its template (for `N::m`, whatever N
  // declares later), recorded in Declarations.
  auto DeclareLater = [&](const MsvcErrorFix &Fix) {
    std::vector<const NamedDecl *> Callees;
    std::optional<std::pair<const DeclContext *, std::string>> Named;
    if (Fix.Namespace)
      return DeclareNamed(Fix.Loc,
                          laterMembersNamed(Fix.Namespace, Fix.Name, Fix.Loc));
    if (Fix.NoteLocs.empty())
      Named = unresolvedCalleeAt(
          Ctx, Fix.Loc,
          Fix.TemplateBody ? Fix.TemplateBody->getDeclContext() : nullptr);
    if (Named) {
      for (const FunctionDecl *FD :
           functionsInNamespace(Named->first, Named->second))
        if (SM.isBeforeInTranslationUnit(Fix.Loc, FD->getLocation()))
          Callees.push_back(FD);
    } else {
      for (SourceLocation Loc : Fix.NoteLocs)
        for (const NamedDecl *D : Decls.at(Loc))
          if (isa<FunctionDecl>(D))
            Callees.push_back(D);
    }
    return DeclareNamed(Fix.Loc, Callees);
  };
  for (const MsvcErrorFix &Fix : Fixes) {
    if (!Done.insert(Fix.Loc).second)
      continue;
    FileID File = SM.getFileID(Fix.Loc);
    std::optional<std::string> Path = EditPath(File);
    StringRef Text = SM.getBufferData(File);
    unsigned Offset = SM.getFileOffset(Fix.Loc);
    std::optional<tooling::Replacement> Edit;
    if (!Path) {
      // a file that is not written: Clang's error stands
    } else if (Fix.Kind == MsvcErrorFix::UninstantiatedTemplateBody) {
      if (!Stub(Fix))
        AllVerified = false;
      continue;
    } else if (Fix.Kind == MsvcErrorFix::LaterDeclaredFunction) {
      if (DeclareLater(Fix)) {
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
        continue;
      }
    } else if (Fix.Kind == MsvcErrorFix::PartialSpecializationType) {
      std::vector<TemplateTextEdit> TextEdits =
          partialSpecializationTypeEdits(Ctx, Decls, Fix.NoteLocs);
      if (Editable(TextEdits)) {
        for (const TemplateTextEdit &E : TextEdits)
          Edits.emplace_back(*EditPath(E.File), E.Offset, E.Length, E.Text);
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
        continue;
      }
    } else if (Fix.Kind == MsvcErrorFix::TemporaryReference) {
      std::optional<unsigned> Ampersand = ampersandBefore(Text, Offset);
      if (Ampersand && Variables.Found.contains(Fix.Loc))
        Edit.emplace(*Path, *Ampersand, 1, "&&");
    } else if (Fix.Kind == MsvcErrorFix::SimdUnionMember &&
               !declaresInNamespace(Ctx, "amp2hip", Fix.Name)) {
      // A translation unit without <amp.h>: the runtime's function is not
      // declared, and Clang's error stands.
    } else if (Fix.Kind == MsvcErrorFix::ClangFixIt ||
               Fix.Kind == MsvcErrorFix::NarrowedTemplateArgument ||
               Fix.Kind == MsvcErrorFix::StringCopyS ||
               Fix.Kind == MsvcErrorFix::SimdUnionMember ||
               Fix.Kind == MsvcErrorFix::StdBeginEnd ||
               Fix.Kind == MsvcErrorFix::SpecializationHeader ||
               Fix.Kind == MsvcErrorFix::ImmediateLowBits) {
      for (const FixItHint &Hint : Fix.FixIts) {
        unsigned Begin = SM.getFileOffset(Hint.RemoveRange.getBegin());
        unsigned End = SM.getFileOffset(Hint.RemoveRange.getEnd());
        Edits.emplace_back(*Path, Begin, End - Begin, Hint.CodeToInsert);
      }
      Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
      continue;
    } else if (Fix.Kind == MsvcErrorFix::LaterVisibleName) {
      StringRef Name = unqualifiedIdentifierAt(SM, Fix.Loc);
      if (std::optional<std::string> Qualifier =
              qualifierVisibleLater(Ctx, Fix.Loc, Name)) {
        Edit.emplace(*Path, Offset, 0, *Qualifier);
      } else if (std::optional<std::string> Enum =
                     scopedEnumeratorQualifier(Ctx, Fix.Loc, Name)) {
        MsvcErrorFix Enumerator = Fix;
        Enumerator.Kind = MsvcErrorFix::UnqualifiedScopedEnumerator;
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Enumerator));
        Edits.emplace_back(*Path, Offset, 0, *Enum);
        continue;
      } else if (DeclareNamed(Fix.Loc,
                              laterDeclarationsNamed(Ctx, Fix.Loc, Name))) {
        MsvcErrorFix Later = Fix;
        Later.Kind = MsvcErrorFix::LaterDeclaredFunction;
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Later));
        continue;
      }
    } else if (Fix.Kind == MsvcErrorFix::DependentBaseMember) {
      std::vector<std::pair<unsigned, std::string>> Uses =
          dependentBaseMemberEdits(Ctx, Fix.Loc, Fix.Name);
      if (!Uses.empty()) {
        // Every error of the class names the same uses: edited and
        // reported once.
        if (BaseMembersDone.insert({File, Uses.front().first}).second) {
          for (const auto &[UseOffset, Qualifier] : Uses)
            Edits.emplace_back(*Path, UseOffset, 0, Qualifier);
          Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
        }
        continue;
      }
      Uses = injectedBaseNameEdits(Ctx, Fix.Loc, Fix.Name);
      if (!Uses.empty()) {
        if (BaseMembersDone.insert({File, Uses.front().first}).second) {
          for (const auto &[UseOffset, Arguments] : Uses)
            Edits.emplace_back(*Path, UseOffset, 0, Arguments);
          MsvcErrorFix Injected = Fix;
          Injected.Kind = MsvcErrorFix::InjectedBaseName;
          Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Injected));
        }
        continue;
      }
    } else if (Fix.Kind == MsvcErrorFix::ExceptionMessage) {
      if (unsigned Length = exceptionNameAt(Text, Offset);
          Length && declaresInNamespace(Ctx, "std", "runtime_error"))
        Edit.emplace(*Path, Offset, Length, "std::runtime_error");
    } else if (Fix.Kind == MsvcErrorFix::TemporaryArgument) {
      std::vector<std::pair<unsigned, unsigned>> Temporaries =
          temporaryArgumentsAt(Ctx, Fix.Loc);
      if (!Temporaries.empty()) {
        for (const auto &[Begin, End] : Temporaries) {
          Edits.emplace_back(*Path, Begin, 0, "amp2hip::temporary_lvalue(");
          Edits.emplace_back(*Path, End, 0, ")");
        }
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
        continue;
      }
      if (std::optional<std::pair<unsigned, std::string>> Argument =
              win32SizeTemplateArgument(Ctx, Fix.Loc)) {
        MsvcErrorFix Win32 = Fix;
        Win32.Kind = MsvcErrorFix::Win32SizeArgument;
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Win32));
        Edits.emplace_back(*Path, Argument->first, 0, Argument->second);
        continue;
      }
      // No viable function in a template because the viable one is an
      // overload declared later (a qualified name, bound where the template
      // is defined).
      MsvcErrorFix Later = Fix;
      Later.Kind = MsvcErrorFix::LaterDeclaredFunction;
      if (DeclareLater(Later)) {
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Later));
        continue;
      }
    } else if (Fix.Kind == MsvcErrorFix::PointerZeroComparison) {
      if (auto Comparison = pointerZeroComparison(Text, Offset))
        Edit.emplace(*Path, std::get<0>(*Comparison), std::get<1>(*Comparison),
                     std::get<2>(*Comparison));
    } else if (Fix.Kind == MsvcErrorFix::ExtraMacroArguments) {
      if (auto Extra = extraMacroArguments(Text, Offset))
        Edit.emplace(*Path, Extra->first, Extra->second - Extra->first, "");
    } else if (Fix.Candidates.size() == 2 &&
               ((isStdArray(Fix.Candidates[0], SM) &&
                 isAmpArray(Fix.Candidates[1], SM)) ||
                (isAmpArray(Fix.Candidates[0], SM) &&
                 isStdArray(Fix.Candidates[1], SM)))) {
      Edit.emplace(*Path, Offset, 5, "Concurrency::array");
    } else if (Fix.Kind == MsvcErrorFix::AmbiguousUndefinedClass) {
      if (std::optional<DefinedCandidate> Defined =
              definedOverUndefinedClass(Fix.Candidates, SM)) {
        Edits.emplace_back(*Path, Offset,
                           unqualifiedIdentifierAt(SM, Fix.Loc).size(),
                           Defined->Name);
        // The using-declaration, needless once each use is qualified, is
        // removed (once).
        bool UsingRemoved = false;
        if (Defined->Using && RemovedUsings.insert(Defined->Using).second)
          if (auto Removed = usingDeclarationText(Defined->Using, SM))
            if (std::optional<std::string> UsingPath =
                    EditPath(SM.getFileID(Defined->Using->getBeginLoc()))) {
              Edits.emplace_back(*UsingPath, Removed->first, Removed->second,
                                 "");
              UsingRemoved = true;
            }
        std::string Name = Defined->Name;
        MsvcErrorFix Named = Fix;
        Named.Qualified = Name;
        Named.UsingRemoved = UsingRemoved;
        Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Named));
        continue;
      }
    }
    if (!Edit) {
      // An undeclared name may follow from an error fixed here (`T e(4);`
      // after `T` was not found): like an error held back, it is shown by
      // a later round if it stays.
      if (Path && Stub(Fix))
        continue;
      if (Fix.Kind != MsvcErrorFix::LaterVisibleName)
        AllVerified = false;
      continue;
    }
    Reporter.report(Fix.Loc, DiagId::MsvcDialect, fixMessage(Fix));
    Edits.push_back(std::move(*Edit));
  }
  for (auto &[Template, TextEdits] : Stubs)
    for (const TemplateTextEdit &E : TextEdits)
      Edits.emplace_back(*EditPath(E.File), E.Offset, E.Length, E.Text);
  // The declarations that go to one place, as one insertion in the order of
  // the functions' definitions. A template left out is not declared again
  // (`= delete` must be its first declaration): the call's error stays.
  std::map<std::pair<FileID, unsigned>, std::vector<const Decl *>> Places;
  for (auto &[Declared, Edit] : Declarations) {
    const auto *FD = dyn_cast<FunctionDecl>(Declared);
    if (FD && Stubs.count(FD)) {
      AllVerified = false;
      continue;
    }
    Places[{Edit.Insert.File, Edit.Insert.Offset}].push_back(Declared);
    for (const TemplateTextEdit &E : Edit.Remove)
      Edits.emplace_back(*EditPath(E.File), E.Offset, E.Length, E.Text);
  }
  for (auto &[Place, Declared] : Places) {
    llvm::sort(Declared, [&](const Decl *A, const Decl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    std::string Text;
    for (const Decl *D : Declared)
      Text += Declarations.find(D)->second.Insert.Text;
    Edits.emplace_back(*EditPath(Place.first), Place.second, 0, Text);
  }
  return AllVerified;
}

} // namespace amp2hip
