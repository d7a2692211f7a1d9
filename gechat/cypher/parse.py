"""A small parser for the read-only Cypher the pipeline generates, keeping character spans.

Why not a grammar package: the checker must rewrite a query in place (one label,
one arrow) and leave every other character as the LLM wrote it, so it needs
token spans of labels, types, arrows and property names; the openCypher
parsers on the package index either build no spans we could use, bind a C
library that is no longer maintained, or cover only Neo4j's dialect. What the
checker reads is small: clauses, path patterns (nodes, relationships,
variable-length ranges, path variables, ``shortestPath``), property maps, and
in expressions only the ``var.prop`` references and bare variables. Anything
outside that subset is refused by the checker, never guessed at.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gechat.cypher.lexer import NAME, PUNCT, Token, tokenize
from gechat.errors import CypherSyntaxError

CLAUSES = {"MATCH", "OPTIONAL", "WHERE", "WITH", "RETURN", "ORDER", "SKIP", "LIMIT", "UNWIND", "UNION"}
WRITES = {"CREATE", "MERGE", "SET", "DELETE", "DETACH", "REMOVE", "DROP", "LOAD", "CALL", "FOREACH",
          "ALTER", "COPY", "INSTALL", "ATTACH", "IMPORT", "EXPORT", "USE", "GRANT", "REVOKE", "DENY"}
EXPR_WORDS = {"AND", "OR", "NOT", "XOR", "IN", "IS", "NULL", "TRUE", "FALSE", "AS", "DISTINCT", "CASE", "WHEN",
              "THEN", "ELSE", "END", "STARTS", "ENDS", "WITH", "CONTAINS", "ASC", "DESC", "ASCENDING",
              "DESCENDING", "BY", "ALL", "ANY", "NONE", "SINGLE", "EXISTS"}


@dataclass
class NameRef:
    """A label, relationship type or property key as written, with the span of its token."""

    name: str
    start: int
    end: int


@dataclass
class NodePat:
    var: str | None
    labels: list[NameRef] = field(default_factory=list)
    props: list[NameRef] = field(default_factory=list)


@dataclass
class RelPat:
    var: str | None
    types: list[NameRef] = field(default_factory=list)
    direction: str = "--"  # "->" left to right, "<-" right to left, "--" either
    var_length: bool = False
    props: list[NameRef] = field(default_factory=list)
    left: Token | None = None  # the "-" or "<-" before the bracket
    right: Token | None = None  # the "-" or "->" after it


@dataclass
class PathPat:
    nodes: list[NodePat]
    rels: list[RelPat]  # rels[i] joins nodes[i] and nodes[i + 1]
    var: str | None = None


@dataclass
class PropRef:
    var: str
    prop: NameRef
    clause: str


@dataclass
class ParsedQuery:
    text: str
    clauses: list[str]
    paths: list[PathPat]
    prop_refs: list[PropRef]
    var_refs: list[tuple[str, str, int]]  # (name, clause, position) of bare variables in expressions
    aliases: set[str]  # names bound by AS (WITH, RETURN, UNWIND) and by list comprehensions
    return_star: bool = False

    def bound(self) -> set[str]:
        names = set(self.aliases)
        for p in self.paths:
            names.update(n.var for n in p.nodes if n.var)
            names.update(r.var for r in p.rels if r.var)
            if p.var:
                names.add(p.var)
        return names


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = tokenize(text)
        self.i = 0

    # --- helpers --------------------------------------------------------------
    def peek(self, k: int = 0) -> Token | None:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def take(self) -> Token:
        tok = self.peek()
        if tok is None:
            raise CypherSyntaxError("Cypher: the query ends in the middle of a pattern.")
        self.i += 1
        return tok

    def expect(self, *texts: str) -> Token:
        tok = self.take()
        if not tok.is_punct(*texts):
            raise CypherSyntaxError(f"Cypher: expected {' or '.join(texts)!s} at position {tok.start}, found {tok.text!r}.")
        return tok

    def at_punct(self, *texts: str) -> bool:
        tok = self.peek()
        return tok is not None and tok.is_punct(*texts)

    def name(self) -> Token:
        tok = self.take()
        if not tok.is_name:
            raise CypherSyntaxError(f"Cypher: expected a name at position {tok.start}, found {tok.text!r}.")
        return tok

    # --- patterns -------------------------------------------------------------
    def map_keys(self) -> list[NameRef]:
        self.expect("{")
        keys, depth, expect_key = [], 0, True
        while True:
            tok = self.take()
            if tok.is_punct("{", "[", "("):
                depth += 1
            elif tok.is_punct("}", "]", ")"):
                if depth == 0:
                    return keys
                depth -= 1
            elif depth == 0 and tok.is_punct(","):
                expect_key = True
            elif depth == 0 and expect_key and tok.is_name:
                keys.append(NameRef(tok.value, tok.start, tok.end))
                self.expect(":")
                expect_key = False

    def node(self) -> NodePat:
        self.expect("(")
        var = None
        if self.peek() and self.peek().is_name:
            var = self.take().value
        pat = NodePat(var)
        while self.at_punct(":", "|"):
            self.take()
            tok = self.name()
            pat.labels.append(NameRef(tok.value, tok.start, tok.end))
        if self.at_punct("{"):
            pat.props = self.map_keys()
        elif self.peek() and self.peek().kind == "param":
            self.take()
        self.expect(")")
        return pat

    def rel(self) -> RelPat:
        left = self.expect("-", "<-")
        rel = RelPat(None, left=left)
        if self.at_punct("["):
            self.take()
            if self.peek() and self.peek().is_name:
                rel.var = self.take().value
            if self.at_punct(":"):
                self.take()
                tok = self.name()
                rel.types.append(NameRef(tok.value, tok.start, tok.end))
                while self.at_punct("|"):
                    self.take()
                    if self.at_punct(":"):
                        self.take()
                    tok = self.name()
                    rel.types.append(NameRef(tok.value, tok.start, tok.end))
            if self.at_punct("*"):
                self.take()
                rel.var_length = True
                while self.peek() and (self.peek().kind == "number" or self.peek().is_punct("..")
                                       or self.peek().is_keyword("SHORTEST", "ALL", "TRAIL", "ACYCLIC", "WSHORTEST")):
                    self.take()  # *1..3, and the embedded database's * SHORTEST 1..3
            if self.at_punct("{"):
                rel.props = self.map_keys()
            self.expect("]")
        right = self.expect("-", "->")
        if left.text == "<-" and right.text == "->":
            raise CypherSyntaxError(f"Cypher: a relationship at position {left.start} points both ways.")
        rel.right = right
        rel.direction = "<-" if left.text == "<-" else "->" if right.text == "->" else "--"
        return rel

    def path(self) -> PathPat:
        var = None
        if self.peek() and self.peek().is_name and self.peek(1) and self.peek(1).is_punct("="):
            var = self.take().value
            self.take()
        wrapped = False
        if self.peek() and self.peek().is_name and self.peek(1) and self.peek(1).is_punct("("):
            fn = self.take()
            if fn.upper not in ("SHORTESTPATH", "ALLSHORTESTPATHS"):
                raise CypherSyntaxError(f"Cypher: '{fn.text}(' cannot start a pattern.")
            self.expect("(")
            wrapped = True
        nodes, rels = [self.node()], []
        while self.at_punct("-", "<-"):
            rels.append(self.rel())
            nodes.append(self.node())
        if wrapped:
            self.expect(")")
        return PathPat(nodes, rels, var)

    def patterns(self) -> list[PathPat]:
        paths = [self.path()]
        while self.at_punct(","):
            self.take()
            paths.append(self.path())
        return paths


def _clause_word(toks: list[Token], j: int) -> str | None:
    tok = toks[j]
    if tok.kind != NAME:
        return None
    word = tok.text.upper()
    if j > 0 and toks[j - 1].is_punct(".", ":"):
        return None  # n.set, :Match are names here
    if word == "WITH" and j > 0 and toks[j - 1].is_keyword("STARTS", "ENDS"):
        return None
    if word == "MATCH" and j > 0 and toks[j - 1].is_keyword("OPTIONAL"):
        return None  # part of the OPTIONAL MATCH clause
    if word in CLAUSES or word in WRITES:
        return word
    return None


def _expression(p: _Parser, end: int, clause: str, q: ParsedQuery) -> None:
    """Collect ``var.prop`` and bare variables in tokens[p.i:end]; AS and comprehension binders become aliases."""
    toks = p.toks
    j = p.i
    map_depth = 0
    while j < end:
        tok = toks[j]
        nxt = toks[j + 1] if j + 1 < end else None
        prev = toks[j - 1] if j > 0 else None
        if tok.is_punct("{"):
            map_depth += 1
        elif tok.is_punct("}"):
            map_depth -= 1
        if tok.is_name and not (prev and prev.is_punct(".", ":", "$")):
            word = tok.text.upper() if tok.kind == NAME else ""
            if prev is not None and prev.is_keyword("AS"):
                q.aliases.add(tok.value)
            elif nxt is not None and nxt.is_punct("("):
                pass  # a function call
            elif nxt is not None and nxt.is_punct(":") and map_depth > 0:
                pass  # a map key
            elif nxt is not None and nxt.is_keyword("IN") and prev is not None and prev.is_punct("[", "("):
                q.aliases.add(tok.value)  # [x IN list | ...], any(x IN list WHERE ...)
            elif word in EXPR_WORDS and tok.kind == NAME:
                pass
            elif nxt is not None and nxt.is_punct(".") and j + 2 < end and toks[j + 2].is_name:
                prop = toks[j + 2]
                q.prop_refs.append(PropRef(tok.value, NameRef(prop.value, prop.start, prop.end), clause))
                j += 3
                continue
            else:
                q.var_refs.append((tok.value, clause, tok.start))
        j += 1
    p.i = end


def parse(text: str) -> ParsedQuery:
    """Parse a query into clauses, patterns and references; :class:`CypherSyntaxError` on what it cannot read."""
    p = _Parser(text)
    toks = p.toks
    if not toks:
        raise CypherSyntaxError("Cypher: the query is empty.")
    q = ParsedQuery(text, [], [], [], [], set())
    # clause starts at nesting depth 0
    starts, depth = [], 0
    for j, tok in enumerate(toks):
        if tok.is_punct("(", "[", "{"):
            depth += 1
        elif tok.is_punct(")", "]", "}"):
            depth -= 1
        elif depth == 0 and _clause_word(toks, j):
            starts.append(j)
        elif tok.is_punct(";") and j != len(toks) - 1:
            raise CypherSyntaxError("Cypher: one statement at a time (a ';' separates two).")
        if depth < 0:
            raise CypherSyntaxError(f"Cypher: unbalanced brackets at position {tok.start}.")
    if depth != 0:
        raise CypherSyntaxError("Cypher: unbalanced brackets.")
    if not starts or starts[0] != 0:
        raise CypherSyntaxError(f"Cypher: a query starts with a clause such as MATCH, found {toks[0].text!r}.")
    ends = starts[1:] + [len(toks) - (1 if toks[-1].is_punct(";") else 0)]
    for s, e in zip(starts, ends):
        word = toks[s].text.upper()
        q.clauses.append(word)
        p.i = s + 1
        if word in WRITES:
            continue  # the checker refuses the query; its body need not parse
        if word == "OPTIONAL":
            if not (p.peek() and p.peek().is_keyword("MATCH")):
                raise CypherSyntaxError("Cypher: OPTIONAL must be followed by MATCH.")
            p.i += 1
            word = "MATCH"
        if word == "MATCH":
            q.paths.extend(p.patterns())
            if p.i != e:
                bad = toks[p.i]
                raise CypherSyntaxError(f"Cypher: unexpected {bad.text!r} at position {bad.start} in a MATCH pattern.")
            continue
        if word in ("RETURN", "WITH") and p.peek() and p.peek().is_keyword("DISTINCT"):
            p.i += 1
        if word == "RETURN" and p.peek() and p.peek().is_punct("*"):
            q.return_star = True
            p.i += 1
        if word == "UNION":
            continue  # UNION [ALL] joins two queries; each half is read on its own
        if p.i >= e:
            raise CypherSyntaxError(f"Cypher: {word} at position {toks[s].start} has nothing after it.")
        _expression(p, e, word, q)
    return q


def is_write_word(tok: Token) -> bool:
    return tok.kind == NAME and tok.text.upper() in WRITES


__all__ = ["parse", "ParsedQuery", "PathPat", "NodePat", "RelPat", "PropRef", "NameRef", "PUNCT"]
