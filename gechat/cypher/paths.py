"""Path queries as records: the shape of every gold query, rendered to Cypher text.

A :class:`PathQuery` is one chain ``(n0:L0 {name: anchor})-[:t1]-(n1:L1)...``
with each hop's arrow as written, returning one node's property. The MetaQA
gold queries and the checker benchmark's correct queries are built this way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gechat.cypher.lexer import quote_name


def cypher_string(value: str) -> str:
    """A string literal: single-quoted, backslashes and quotes escaped."""
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


@dataclass(frozen=True)
class Hop:
    type: str
    arrow: str  # "->": left node is the source; "<-": right node is the source


@dataclass(frozen=True)
class PathQuery:
    labels: tuple[str, ...]
    hops: tuple[Hop, ...]
    anchor: str
    returns: int = -1  # index of the returned node
    prop: str = "name"
    exclude_anchor: bool = False  # MetaQA: a path never comes back to the topic entity
    vars: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return self.vars or tuple(f"n{i}" for i in range(len(self.labels)))

    def render(self) -> str:
        v = self.names()
        parts = []
        for i, label in enumerate(self.labels):
            lab = f":{quote_name(label)}" if label else ""
            props = f" {{name: {cypher_string(self.anchor)}}}" if i == 0 else ""
            parts.append(f"({v[i]}{lab}{props})")
            if i < len(self.hops):
                hop = self.hops[i]
                inner = f"[:{quote_name(hop.type)}]"
                parts.append(f"-{inner}->" if hop.arrow == "->" else f"<-{inner}-")
        ret = v[self.returns]
        where = ""
        if self.exclude_anchor:  # no node of the anchor's label may be the anchor again
            others = [f"{v[i]} <> {v[0]}" for i in range(1, len(self.labels)) if self.labels[i] == self.labels[0]]
            where = f" WHERE {' AND '.join(others)}" if others else ""
        return f"MATCH {''.join(parts)}{where} RETURN DISTINCT {ret}.{self.prop}"

    def with_(self, **changes) -> PathQuery:
        return replace(self, **changes)
