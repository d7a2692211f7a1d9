"""Cypher tokens with their character spans, so that a repair rewrites only what it fixes.

The lexer covers the whole openCypher token set the checker must see: names
(plain and back-quoted), parameters, strings (both quotes, escapes), numbers,
comments (skipped) and punctuation, with ``->``, ``<-``, ``..``, ``<=``,
``>=``, ``<>``, ``=~`` and ``+=`` as single tokens. A character it cannot read
raises :class:`gechat.errors.CypherSyntaxError` naming its position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gechat.errors import CypherSyntaxError

NAME, QUOTED, PARAM, STRING, NUMBER, PUNCT = "name", "quoted", "param", "string", "number", "punct"

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+|//[^\n]*|/\*.*?\*/)
  | (?P<quoted>`(?:[^`]|``)*`)
  | (?P<param>\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9]+)
  | (?P<string>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
  | (?P<number>[0-9]+\.[0-9]+(?:[eE][-+]?[0-9]+)?|[0-9]+(?:[eE][-+]?[0-9]+)?)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>->|<-|\.\.|<=|>=|<>|=~|\+=|!=|[()\[\]{}:,.;|*=<>+\-/%^])
    """,
    re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    start: int
    end: int

    @property
    def value(self) -> str:
        """A name's identifier (back-quotes removed); otherwise the text."""
        if self.kind == QUOTED:
            return self.text[1:-1].replace("``", "`")
        return self.text

    @property
    def upper(self) -> str:
        return self.text.upper() if self.kind == NAME else ""

    def is_punct(self, *texts: str) -> bool:
        return self.kind == PUNCT and self.text in texts

    def is_keyword(self, *words: str) -> bool:
        return self.kind == NAME and self.text.upper() in words

    @property
    def is_name(self) -> bool:
        return self.kind in (NAME, QUOTED)


def tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if not m or m.end() == pos:
            raise CypherSyntaxError(f"Cypher: cannot read the character {text[pos]!r} at position {pos}.")
        kind = m.lastgroup or ""
        if kind != "ws":
            tokens.append(Token(kind, m.group(), m.start(), m.end()))
        pos = m.end()
    return tokens


def quote_name(name: str) -> str:
    """A label, type or property name as Cypher text (back-quoted when it is not a plain identifier)."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        return name
    return "`" + name.replace("`", "``") + "`"
