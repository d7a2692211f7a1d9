"""Putting a KG into a graph store: external triple files and the KG GE-Chat built from documents."""

from __future__ import annotations

from pathlib import Path

import networkx as nx

from gechat.cypher.schema import Schema, Typing, label_name, typed
from gechat.extkg.triples import Triple, read_triples
from gechat.graphdb.store import GraphStore
from gechat.graphdb.typing import typing_for
from gechat.kg.graph import relation


def load_triples(store: GraphStore, triples: list, typing: Typing) -> Schema:
    """Load ``triples`` (anything with head, relation, tail) labelled by ``typing``; the derived schema."""
    return store.load(typed(triples, typing))


def load_file(store: GraphStore, path: str | Path, fmt: str = "auto", kind: str = "") -> Schema:
    """Load a triple file (any format :func:`gechat.extkg.triples.read_triples` reads); ``kind`` names its typing."""
    triples = list(read_triples(path, fmt))
    return load_triples(store, triples, typing_for(kind, triples))


def graph_triples(graph: nx.Graph) -> tuple[list[Triple], Typing]:
    """A documents' KG snapshot (``Workspace.graph()``) as triples, labelled by each entity's type.

    A relation's type is its first keyword (``related_to`` when it has none),
    written from source to target in the order its description names them.
    """
    labels = {n: label_name(str(d.get("entity_type") or "concept").lower()) for n, d in graph.nodes(data=True)}
    triples = []
    for u, v in graph.edges():
        rel = relation(graph, u, v)
        first = rel.keywords.split(",")[0].strip()
        triples.append(Triple(rel.source, first or "related_to", rel.target))
    return triples, Typing({}, labels)


def load_graph(store: GraphStore, graph: nx.Graph) -> Schema:
    triples, typing = graph_triples(graph)
    return load_triples(store, triples, typing)
