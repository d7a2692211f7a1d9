"""The KG schema the checker and the prompts read: labels with properties, relationship types with directions.

A :class:`Schema` is derived from the data (:func:`schema_from_triples`): a
:class:`Typing` says which label each entity takes (per relation end, or per
entity), and every (head label, relation, tail label) seen in the triples
becomes one :class:`RelType`. Relation names become Cypher-safe type names
(:func:`type_name`); node labels are CamelCase words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

DEFAULT_LABEL = "Entity"
NAME_PROPERTY = "name"


# Words the embedded database's parser reserves: a label or type spelled like one would need back-quotes
# in every query the LLM writes, so it gets a suffix instead (UMLS's ``group`` label, ``contains`` relation).
RESERVED = {
    "add", "all", "alter", "analyze", "and", "as", "asc", "ascending", "attach", "begin", "by", "call", "case",
    "cast", "checkpoint", "column", "comment", "commit", "contains", "copy", "count", "create", "cycle", "database",
    "decimal", "delete", "desc", "descending", "detach", "distinct", "drop", "else", "end", "ends", "exists",
    "explain", "export", "extension", "false", "from", "glob", "graph", "group", "hash", "headers", "if", "import",
    "in", "increment", "install", "is", "join", "key", "limit", "list", "load", "logical", "macro", "map", "match",
    "merge", "node", "not", "null", "on", "optional", "or", "order", "partition", "password", "primary", "profile",
    "project", "range", "read", "references", "rel", "rename", "return", "role", "rollback", "sequence", "set",
    "shortest", "skip", "start", "starts", "struct", "table", "then", "to", "transaction", "true", "type", "union",
    "unwind", "update", "use", "user", "when", "where", "with", "write", "xor", "yield",
}


def type_name(relation: str) -> str:
    """A relation as a relationship type that needs no back-quotes (``co-occurs_with`` -> ``co_occurs_with``)."""
    name = re.sub(r"[^A-Za-z0-9_]+", "_", relation.strip()).strip("_") or "related_to"
    name = name if not name[0].isdigit() else f"r_{name}"
    return f"{name}_rel" if name.lower() in RESERVED else name


def label_name(word: str) -> str:
    """``anatomical_structure`` -> ``AnatomicalStructure``."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", word) if p]
    name = "".join(p[:1].upper() + p[1:] for p in parts) or DEFAULT_LABEL
    name = name if not name[0].isdigit() else f"L{name}"
    return f"{name}Node" if name.lower() in RESERVED else name


@dataclass(frozen=True)
class NodeType:
    label: str
    properties: tuple[str, ...] = (NAME_PROPERTY,)
    count: int = 0


@dataclass(frozen=True)
class RelType:
    type: str
    source: str
    target: str
    count: int = 0
    properties: tuple[str, ...] = ()


@dataclass(frozen=True)
class Schema:
    nodes: tuple[NodeType, ...]
    rels: tuple[RelType, ...]

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(n.label for n in self.nodes)

    @property
    def rel_types(self) -> tuple[str, ...]:
        return tuple(sorted({r.type for r in self.rels}))

    def node(self, label: str) -> NodeType | None:
        return next((n for n in self.nodes if n.label == label), None)

    def node_properties(self, label: str) -> tuple[str, ...]:
        node = self.node(label)
        return node.properties if node else ()

    def rel_properties(self, type_: str) -> tuple[str, ...]:
        return tuple(sorted({p for r in self.rels if r.type == type_ for p in r.properties}))

    def endpoints(self, type_: str) -> set[tuple[str, str]]:
        """Every (source label, target label) the relationship type joins."""
        return {(r.source, r.target) for r in self.rels if r.type == type_}

    def allows(self, source: str | None, type_: str, target: str | None) -> bool:
        """True when ``(source)-[:type]->(target)`` exists; an unknown (None) end matches any label."""
        return any((source is None or s == source) and (target is None or t == target) for s, t in self.endpoints(type_))

    def to_dict(self) -> dict:
        return {
            "nodes": [{"label": n.label, "properties": list(n.properties), "count": n.count} for n in self.nodes],
            "rels": [{"type": r.type, "source": r.source, "target": r.target, "count": r.count,
                      "properties": list(r.properties)} for r in self.rels],
        }

    @classmethod
    def from_dict(cls, d: dict) -> Schema:
        return cls(
            tuple(NodeType(n["label"], tuple(n.get("properties", [NAME_PROPERTY])), n.get("count", 0)) for n in d["nodes"]),
            tuple(RelType(r["type"], r["source"], r["target"], r.get("count", 0), tuple(r.get("properties", [])))
                  for r in d["rels"]),
        )

    def describe(self) -> str:
        """The schema as prompt text: one line per label and per relationship pattern."""
        lines = ["Node labels and their properties:"]
        lines += [f"  (:{n.label} {{{', '.join(f'{p}: STRING' for p in n.properties)}}})" for n in self.nodes]
        lines.append("Relationships (the only directions that exist):")
        lines += [f"  (:{r.source})-[:{r.type}]->(:{r.target})" for r in self.rels]
        return "\n".join(lines)


@dataclass(frozen=True)
class Typing:
    """Which label an entity takes: per entity name first, else per relation end, else ``default``."""

    relation_ends: dict[str, tuple[str, str]] = field(default_factory=dict)
    entity_labels: dict[str, str] = field(default_factory=dict)
    default: str = DEFAULT_LABEL

    def head_label(self, relation: str, head: str) -> str:
        if head in self.entity_labels:
            return self.entity_labels[head]
        return self.relation_ends.get(relation, (self.default, self.default))[0]

    def tail_label(self, relation: str, tail: str) -> str:
        if tail in self.entity_labels:
            return self.entity_labels[tail]
        return self.relation_ends.get(relation, (self.default, self.default))[1]


@dataclass(frozen=True)
class TypedTriple:
    head: str
    head_label: str
    type: str
    tail: str
    tail_label: str


def typed(triples: Iterable, typing: Typing) -> list[TypedTriple]:
    """Triples (anything with ``head``, ``relation``, ``tail``) with their labels and type names, duplicates dropped."""
    out, seen = [], set()
    for t in triples:
        row = TypedTriple(t.head, typing.head_label(t.relation, t.head), type_name(t.relation),
                          t.tail, typing.tail_label(t.relation, t.tail))
        key = (row.head, row.head_label, row.type, row.tail, row.tail_label)
        if key not in seen:
            seen.add(key)
            out.append(row)
    return out


def schema_from_typed(rows: Iterable[TypedTriple]) -> Schema:
    nodes: dict[str, set[str]] = {}
    rels: Counter = Counter()
    for r in rows:
        nodes.setdefault(r.head_label, set()).add(r.head)
        nodes.setdefault(r.tail_label, set()).add(r.tail)
        rels[(r.type, r.head_label, r.tail_label)] += 1
    return Schema(
        tuple(NodeType(label, (NAME_PROPERTY,), len(names)) for label, names in sorted(nodes.items())),
        tuple(RelType(t, s, e, n) for (t, s, e), n in sorted(rels.items())),
    )


def schema_from_triples(triples: Iterable, typing: Typing) -> Schema:
    return schema_from_typed(typed(triples, typing))
