//===- MsBuildEvaluation.cpp - MSBuild properties and conditions ----------===//

#include "Migrate/MsBuildEvaluation.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <optional>

using namespace llvm;

namespace amp2hip::migrate {

void MsBuildProperties::set(StringRef Name, StringRef Value) {
  Values[Name.lower()] = Value.str();
}

std::string MsBuildProperties::get(StringRef Name) const {
  auto It = Values.find(Name.lower());
  return It == Values.end() ? std::string() : It->second;
}

std::string MsBuildProperties::expand(StringRef Text, bool *Unevaluated) const {
  std::string Out;
  while (!Text.empty()) {
    size_t Start = Text.find("$(");
    if (Start == StringRef::npos)
      break;
    Out += Text.substr(0, Start).str();
    // The reference ends at its matching ')': property functions nest.
    size_t Depth = 0, End = Start + 1;
    for (; End < Text.size(); ++End) {
      if (Text[End] == '(')
        ++Depth;
      else if (Text[End] == ')' && --Depth == 0)
        break;
    }
    if (End >= Text.size()) { // unterminated: kept as written
      Out += Text.substr(Start).str();
      return Out;
    }
    StringRef Name = Text.slice(Start + 2, End).trim();
    bool Plain = !Name.empty() && llvm::all_of(Name, [](char C) {
      return isAlnum(C) || C == '_' || C == '-';
    });
    if (Plain)
      Out += get(Name);
    else if (Unevaluated)
      *Unevaluated = true;
    Text = Text.substr(End + 1);
  }
  Out += Text.str();
  return Out;
}

namespace {

/// A recursive-descent parser of MSBuild's condition grammar.
class ConditionParser {
public:
  ConditionParser(StringRef Text, const MsBuildProperties &Properties,
                  const std::function<bool(StringRef)> &Exists)
      : Text(Text), Properties(Properties), Exists(Exists) {}

  Expected<bool> parse() {
    skipSpace();
    if (Text.empty())
      return true;
    Expected<bool> Value = parseOr();
    if (!Value)
      return Value.takeError();
    skipSpace();
    if (!Text.empty())
      return error("unexpected '" + Text.take_front(20).str() + "'");
    return *Value;
  }

private:
  StringRef Text;
  const MsBuildProperties &Properties;
  const std::function<bool(StringRef)> &Exists;

  Error error(const Twine &Message) {
    return createStringError(inconvertibleErrorCode(), "condition: " + Message);
  }
  void skipSpace() { Text = Text.ltrim(); }
  /// Consumes the keyword \p Word (any case) when a word boundary follows.
  bool consumeKeyword(StringRef Word) {
    skipSpace();
    if (!Text.starts_with_insensitive(Word))
      return false;
    if (Text.size() > Word.size() &&
        (isAlnum(Text[Word.size()]) || Text[Word.size()] == '_'))
      return false;
    Text = Text.drop_front(Word.size());
    return true;
  }

  Expected<bool> parseOr() {
    Expected<bool> Left = parseAnd();
    if (!Left)
      return Left;
    bool Value = *Left;
    while (consumeKeyword("or")) {
      Expected<bool> Right = parseAnd();
      if (!Right)
        return Right;
      Value = Value || *Right;
    }
    return Value;
  }

  Expected<bool> parseAnd() {
    Expected<bool> Left = parseUnary();
    if (!Left)
      return Left;
    bool Value = *Left;
    while (consumeKeyword("and")) {
      Expected<bool> Right = parseUnary();
      if (!Right)
        return Right;
      Value = Value && *Right;
    }
    return Value;
  }

  Expected<bool> parseUnary() {
    skipSpace();
    if (Text.consume_front("!")) {
      Expected<bool> Operand = parseUnary();
      if (!Operand)
        return Operand;
      return !*Operand;
    }
    if (Text.consume_front("(")) {
      Expected<bool> Inner = parseOr();
      if (!Inner)
        return Inner;
      skipSpace();
      if (!Text.consume_front(")"))
        return error("missing ')'");
      return *Inner;
    }
    return parseComparison();
  }

  /// A quoted string, a property reference or a bare word, expanded.
  Expected<std::string> parseOperand() {
    skipSpace();
    if (Text.empty())
      return error("missing operand");
    if (Text.front() == '\'') {
      size_t End = Text.find('\'', 1);
      if (End == StringRef::npos)
        return error("unterminated quoted string");
      std::string Value = Properties.expand(Text.slice(1, End));
      Text = Text.drop_front(End + 1);
      return Value;
    }
    if (Text.starts_with("$(")) {
      size_t Depth = 0, End = 1;
      for (; End < Text.size(); ++End) {
        if (Text[End] == '(')
          ++Depth;
        else if (Text[End] == ')' && --Depth == 0)
          break;
      }
      if (End >= Text.size())
        return error("unterminated property reference");
      std::string Value = Properties.expand(Text.take_front(End + 1));
      Text = Text.drop_front(End + 1);
      return Value;
    }
    size_t End = 0;
    while (End < Text.size() && (isAlnum(Text[End]) || Text[End] == '_' ||
                                 Text[End] == '.' || Text[End] == '-'))
      ++End;
    if (End == 0)
      return error("unexpected '" + Text.take_front(20).str() + "'");
    std::string Word = Text.take_front(End).str();
    Text = Text.drop_front(End);
    return Word;
  }

  Expected<bool> parseFunction(StringRef Name) {
    skipSpace();
    if (!Text.consume_front("("))
      return error("missing '(' after " + Name);
    Expected<std::string> Argument = parseOperand();
    if (!Argument)
      return Argument.takeError();
    skipSpace();
    if (!Text.consume_front(")"))
      return error("missing ')' after the argument of " + Name);
    if (Name.equals_insensitive("exists"))
      return !StringRef(*Argument).trim().empty() &&
             Exists(StringRef(*Argument).trim());
    StringRef Arg(*Argument);
    return !Arg.empty() && (Arg.back() == '\\' || Arg.back() == '/');
  }

  static std::optional<double> asNumber(StringRef S) {
    double D;
    if (S.trim().getAsDouble(D))
      return std::nullopt;
    return D;
  }

  static std::optional<bool> asBool(StringRef S) {
    if (S.equals_insensitive("true") || S.equals_insensitive("on") ||
        S.equals_insensitive("yes"))
      return true;
    if (S.equals_insensitive("false") || S.equals_insensitive("off") ||
        S.equals_insensitive("no"))
      return false;
    return std::nullopt;
  }

  Expected<bool> parseComparison() {
    skipSpace();
    for (StringRef Function : {"exists", "hastrailingslash"}) {
      StringRef Saved = Text;
      if (consumeKeyword(Function)) {
        skipSpace();
        if (Text.starts_with("("))
          return parseFunction(Function);
        Text = Saved;
      }
    }
    Expected<std::string> Left = parseOperand();
    if (!Left)
      return Left.takeError();
    skipSpace();
    StringRef Op;
    for (StringRef Candidate : {"==", "!=", "<=", ">=", "<", ">"})
      if (Text.starts_with(Candidate)) {
        Op = Candidate;
        break;
      }
    if (Op.empty()) {
      if (std::optional<bool> B = asBool(*Left))
        return *B;
      return error("'" + *Left + "' is not a boolean");
    }
    Text = Text.drop_front(Op.size());
    Expected<std::string> Right = parseOperand();
    if (!Right)
      return Right.takeError();
    if (Op == "==" || Op == "!=") {
      std::optional<double> L = asNumber(*Left), R = asNumber(*Right);
      bool Equal =
          L && R ? *L == *R : StringRef(*Left).equals_insensitive(*Right);
      return Op == "==" ? Equal : !Equal;
    }
    std::optional<double> L = asNumber(*Left), R = asNumber(*Right);
    if (!L || !R)
      return error("'" + Op + "' compares numbers, not '" + *Left + "' and '" +
                   *Right + "'");
    if (Op == "<")
      return *L < *R;
    if (Op == ">")
      return *L > *R;
    if (Op == "<=")
      return *L <= *R;
    return *L >= *R;
  }
};

} // namespace

Expected<bool> evaluateCondition(StringRef Condition,
                                 const MsBuildProperties &Properties,
                                 const std::function<bool(StringRef)> &Exists) {
  return ConditionParser(Condition, Properties, Exists).parse();
}

std::vector<std::string> splitList(StringRef List) {
  SmallVector<StringRef, 16> Parts;
  List.split(Parts, ';', -1, /*KeepEmpty=*/false);
  std::vector<std::string> Out;
  for (StringRef Part : Parts)
    if (!Part.trim().empty())
      Out.push_back(Part.trim().str());
  return Out;
}

std::string inheritMetadata(StringRef Value, StringRef Name,
                            StringRef Inherited) {
  std::string Reference = ("%(" + Name + ")").str();
  std::string Out;
  StringRef Rest = Value;
  while (true) {
    size_t At = Rest.find_insensitive(Reference);
    if (At == StringRef::npos) {
      Out += Rest.str();
      break;
    }
    Out += Rest.substr(0, At).str();
    Out += Inherited.str();
    Rest = Rest.drop_front(At + Reference.size());
  }
  return join(splitList(Out), ";");
}

} // namespace amp2hip::migrate
