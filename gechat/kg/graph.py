"""Pure functions over an in-memory KG snapshot (``networkx.Graph``).

The snapshot comes from :meth:`gechat.workspace.Workspace.graph`: nodes are
entity names with ``entity_type`` / ``description`` / ``source_id``; edges
carry ``keywords`` / ``description`` / ``weight`` / ``source_id``, where
``source_id`` is LightRAG's field of chunk ids joined with ``<SEP>`` (the
workspace has already translated them to our ``Chunk.id`` s).

The stored graph is undirected. A relation is written source -> target in
the order its description names them (so "The policy engine grants access"
reads ``policy engine -> access``); when the description names neither, the
edge's stored order is kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import networkx as nx

from gechat.records import COOCCURRENCE_KEYWORD as COOCCURS
from gechat.records import Entity, Relation

SEP = "<SEP>"
MAX_PATHS = 20


def chunk_ids_of(source_id: str | None) -> tuple[str, ...]:
    """Chunk ids from LightRAG's ``source_id`` field (``<SEP>``-joined), in order, without repeats."""
    return tuple(dict.fromkeys(p for p in (source_id or "").split(SEP) if p))


def node_fields(data: Mapping[str, Any]) -> tuple[str, str, str]:
    """A node's (type, description, source_id) as stored, with the defaults every reader uses."""
    return (str(data.get("entity_type") or "concept"), str(data.get("description") or ""),
            str(data.get("source_id") or ""))


def edge_fields(data: Mapping[str, Any]) -> tuple[str, str, float, str]:
    """An edge's (description, keywords, weight, source_id) as stored, with the defaults every reader uses."""
    return (str(data.get("description") or ""), str(data.get("keywords") or ""), float(data.get("weight") or 1.0),
            str(data.get("source_id") or ""))


def entity(graph: nx.Graph, name: str) -> Entity:
    kind, description, source_id = node_fields(graph.nodes[name])
    return Entity(name=name, type=kind, description=description, chunk_ids=chunk_ids_of(source_id))


def relation(graph: nx.Graph, u: str, v: str) -> Relation:
    description, keywords, weight, source_id = edge_fields(graph.edges[u, v])
    source, target = _orient(u, v, description)
    return Relation(
        source=source,
        target=target,
        description=description,
        keywords=clean_keywords(keywords),
        weight=weight,
        chunk_ids=chunk_ids_of(source_id),
    )


def entities(graph: nx.Graph) -> list[Entity]:
    """Every entity of the graph, by name."""
    return [entity(graph, n) for n in sorted(graph.nodes)]


def neighbours(graph: nx.Graph, node: str, limit: int | None = None) -> list[Relation]:
    """Relations touching ``node``, heaviest first (MindMap neighbour-based evidence)."""
    if node not in graph:
        return []
    rels = [relation(graph, node, other) for other in graph.neighbors(node)]
    rels.sort(key=lambda r: (-r.weight, r.source, r.target))
    return rels[:limit] if limit is not None else rels


def neighbourhood(graph: nx.Graph, seeds: Iterable[str], hops: int) -> tuple[list[Entity], list[Relation]]:
    """Entities within ``hops`` edges of any seed, and the relations walked to reach them.

    A relation counts when one of its ends is fewer than ``hops`` edges from a
    seed, so ``hops=0`` gives the seeds alone, ``hops=1`` the seeds, their
    neighbours and the edges between seeds and neighbours. Seeds missing from
    the graph are ignored. Order: by distance, then name (relations: by
    distance, heaviest first).
    """
    dist: dict[str, int] = {}
    frontier = [s for s in dict.fromkeys(seeds) if s in graph]
    for s in frontier:
        dist[s] = 0
    for d in range(1, hops + 1):
        nxt = []
        for node in frontier:
            for other in graph.neighbors(node):
                if other not in dist:
                    dist[other] = d
                    nxt.append(other)
        frontier = nxt
    ents = [entity(graph, n) for n in sorted(dist, key=lambda n: (dist[n], n))]
    edges = {
        tuple(sorted((u, v)))
        for u in dist
        if dist[u] < hops
        for v in graph.neighbors(u)
    }
    rels = [relation(graph, u, v) for u, v in edges]
    rels.sort(key=lambda r: (min(dist[r.source], dist[r.target]), -r.weight, r.source, r.target))
    return ents, rels


def paths_between(graph: nx.Graph, a: str, b: str, max_len: int, limit: int = MAX_PATHS) -> list[list[Relation]]:
    """Simple paths of at most ``max_len`` relations joining ``a`` and ``b`` (MindMap path-based evidence).

    Shortest first, then heaviest; at most ``limit`` paths.
    """
    if a not in graph or b not in graph or a == b or max_len < 1:
        return []
    paths = []
    try:
        for nodes in nx.shortest_simple_paths(graph, a, b):  # yields shortest first
            if len(nodes) - 1 > max_len or len(paths) >= limit * 5:
                break
            rels = [relation(graph, u, v) for u, v in zip(nodes, nodes[1:])]
            paths.append((len(rels), -sum(r.weight for r in rels), nodes, rels))
    except nx.NetworkXNoPath:
        return []
    paths.sort(key=lambda p: (p[0], p[1], p[2]))
    return [p[3] for p in paths[:limit]]


def _orient(u: str, v: str, description: str) -> tuple[str, str]:
    text = description.lower()
    pu, pv = text.find(u.lower()), text.find(v.lower())
    if pu >= 0 and pv >= 0 and pv < pu:
        return v, u
    if pu < 0 and pv >= 0:
        return v, u
    return u, v


def clean_keywords(raw: str) -> str:
    """Merged keywords, de-duplicated; ``co-occurs with`` only when nothing more specific is known."""
    kws = list(dict.fromkeys(k.strip() for k in raw.replace(SEP, ",").split(",") if k.strip()))
    specific = [k for k in kws if k != COOCCURS]
    return ", ".join(specific or kws)
