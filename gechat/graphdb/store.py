"""A graph database that speaks Cypher, behind one small interface; which one is configuration.

:class:`GraphStore` loads typed triples (replacing what it held), answers
read-only Cypher with :class:`Rows`, and keeps the :class:`Schema` it derived
from the data. :func:`open_graph` picks the embedded database (default, files
in the workspace's private ``graphdb`` area) or a Neo4j server when
``GECHAT_NEO4J_URL`` is set. Callers check queries first
(:mod:`gechat.cypher.checker`); stores also run them in read-only sessions.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from gechat.cypher.schema import Schema, TypedTriple, schema_from_typed
from gechat.extkg.triples import Triple

BATCH = 5000


@dataclass(frozen=True)
class Rows:
    """A query's result: column names and rows of plain values."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]

    def __len__(self) -> int:
        return len(self.rows)

    def as_set(self) -> frozenset:
        """The rows as a set of tuples of strings (how the benchmarks compare two queries' results)."""
        return frozenset(tuple(str(v) for v in row) for row in self.rows)

    def values(self) -> list[str]:
        """Every non-empty value of the first column, in order, without repeats."""
        return list(dict.fromkeys(str(r[0]) for r in self.rows if r and r[0] is not None))

    def to_dict(self) -> dict:
        return {"columns": list(self.columns), "rows": [list(map(_plain, r)) for r in self.rows]}


def _plain(v: Any) -> Any:
    return v if isinstance(v, (str, int, float, bool)) or v is None else str(v)


@dataclass(frozen=True)
class Grouped:
    """Typed triples grouped the way a database loads them: names per label, pairs per relationship pattern."""

    nodes: dict[str, list[str]]
    rels: dict[tuple[str, str, str], list[tuple[str, str]]]  # (type, source, target) -> (head, tail)


def group(rows: Iterable[TypedTriple]) -> Grouped:
    nodes: dict[str, dict[str, None]] = defaultdict(dict)
    rels: dict[tuple[str, str, str], list[tuple[str, str]]] = defaultdict(list)
    for r in rows:
        nodes[r.head_label][r.head] = None
        nodes[r.tail_label][r.tail] = None
        rels[(r.type, r.head_label, r.tail_label)].append((r.head, r.tail))
    return Grouped({k: list(v) for k, v in nodes.items()}, dict(rels))


class GraphStore(ABC):
    """A Cypher graph database holding one KG."""

    kind: str = ""

    @abstractmethod
    def load(self, rows: list[TypedTriple]) -> Schema:
        """Replace the graph with these triples; returns (and keeps) the schema derived from them."""

    @abstractmethod
    def query(self, text: str, params: dict | None = None) -> Rows:
        """Run one read-only query; :class:`gechat.errors.GraphStoreError` when the database rejects it."""

    @abstractmethod
    def triples(self) -> list[Triple]:
        """Every relationship as a triple of head name, type and tail name (MindMap walks them in memory)."""

    @abstractmethod
    def schema(self) -> Schema | None:
        """The loaded graph's schema, None when nothing is loaded."""

    def close(self) -> None:  # noqa: B027 - optional
        """Release the database."""

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @staticmethod
    def derive_schema(rows: list[TypedTriple]) -> Schema:
        return schema_from_typed(rows)


def open_graph(settings, workspace: str) -> GraphStore:
    """The workspace's graph store: a Neo4j server when configured, else the embedded database."""
    if settings.neo4j_url:
        from gechat.graphdb.neo4j_store import Neo4jStore

        return Neo4jStore(settings.neo4j_url, settings.neo4j_user, settings.neo4j_password.get_secret_value(),
                          database=None)
    from gechat.graphdb.embedded import EmbeddedStore
    from gechat.storage import open_storage

    return EmbeddedStore(open_storage(settings.workspace_dir, workspace, settings=settings).area("graphdb"))
