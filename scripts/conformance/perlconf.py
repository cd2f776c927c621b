"""Parse the small Perl subset of the conformance suite's `*.conf` files.

The suite's runner (run_tests.pl.in) evaluates each conf file with Perl's Safe
module; every file in the suite is a single assignment such as

    %config = (
        'compile_only' => 1,
        'definitions' => [
            { 'ACCESS_TYPE' => 'access_type_read', 'RANK' => '1' },
            { 'ACCESS_TYPE' => 'access_type_write', 'RANK' => '2' },
        ]
    );

Supported: `%name = ( ... );` (the trailing `;` optional), `#` comments, `=>` and
`,` separators with trailing commas, barewords (as keys or values), integers and
decimals, 'single' and "double" quoted strings (no interpolation), `undef`,
array refs `[ ... ]` and hash refs `{ ... }`. Anything else raises ConfError,
so that the harness can report the file instead of guessing.

    parse_conf(text) -> dict          (the top-level hash)
    read_conf(path)  -> dict
"""

import re

_TOKEN = re.compile(r"""
    (?P<ws>\s+|\#[^\n]*)
  | (?P<fatcomma>=>)
  | (?P<punct>[%=(){}\[\],;])
  | (?P<number>-?\d+(?:\.\d+)?)
  | (?P<sq>'(?:[^'\\]|\\.)*')
  | (?P<dq>"(?:[^"\\]|\\.)*")
  | (?P<word>[A-Za-z_]\w*)
""", re.VERBOSE | re.DOTALL)

_DQ_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "$": "$", "@": "@"}


class ConfError(ValueError):
    """The text is not in the supported Perl subset."""


def _unquote_single(body):
    return re.sub(r"\\([\\'])", r"\1", body)


def _unquote_double(body):
    if re.search(r"(?<!\\)[$@]", body):
        raise ConfError("interpolation in a double-quoted string is not supported: %r" % body)
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(_DQ_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokenize(text):
    """Yield (kind, value, offset); kinds: fatcomma punct number str word."""
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ConfError("unexpected text at offset %d: %r" % (pos, text[pos:pos + 20]))
        kind = m.lastgroup
        value = m.group(kind)
        if kind == "sq":
            yield "str", _unquote_single(value[1:-1]), pos
        elif kind == "dq":
            yield "str", _unquote_double(value[1:-1]), pos
        elif kind != "ws":
            yield kind, value, pos
        pos = m.end()


class _Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else ("eof", None, -1)

    def take(self, kind=None, value=None):
        tok = self.peek()
        if (kind and tok[0] != kind) or (value is not None and tok[1] != value):
            want = value if value is not None else kind
            raise ConfError("expected %r, found %r at offset %d" % (want, tok[1], tok[2]))
        self.i += 1
        return tok

    def at(self, kind, value=None):
        tok = self.peek()
        return tok[0] == kind and (value is None or tok[1] == value)

    def scalar(self):
        kind, value, offset = self.take()
        if kind == "str":
            return value
        if kind == "number":
            return float(value) if "." in value else int(value)
        if kind == "word":
            return None if value == "undef" else value
        raise ConfError("expected a value, found %r at offset %d" % (value, offset))

    def value(self):
        if self.at("punct", "["):
            return self.sequence("[", "]")
        if self.at("punct", "{"):
            return self.pairs("{", "}")
        return self.scalar()

    def sequence(self, open_, close):
        self.take("punct", open_)
        items = []
        while not self.at("punct", close):
            items.append(self.value())
            if not self.at("punct", close):
                self.take_separator()
        self.take("punct", close)
        return items

    def take_separator(self):
        if self.at("fatcomma") or self.at("punct", ","):
            self.i += 1
            return
        tok = self.peek()
        raise ConfError("expected ',' or '=>', found %r at offset %d" % (tok[1], tok[2]))

    def pairs(self, open_, close):
        items = self.sequence(open_, close)
        if len(items) % 2:
            raise ConfError("odd number of elements in a hash")
        keys = items[0::2]
        if any(not isinstance(k, (str, int, float)) for k in keys):
            raise ConfError("a hash key is not a scalar")
        return {str(k): v for k, v in zip(keys, items[1::2])}

    def document(self):
        self.take("punct", "%")
        self.take("word")
        self.take("punct", "=")
        result = self.pairs("(", ")")
        if self.at("punct", ";"):
            self.i += 1
        if not self.at("eof"):
            tok = self.peek()
            raise ConfError("unexpected %r after the assignment at offset %d" % (tok[1], tok[2]))
        return result


def parse_conf(text):
    """Return the hash assigned in `text` (a dict); raise ConfError if unsupported."""
    return _Parser(text).document()


def read_conf(path):
    """parse_conf() of a file (UTF-8, undecodable bytes replaced)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return parse_conf(f.read())
