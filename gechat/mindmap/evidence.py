"""MindMap evidence subgraphs (Wen et al., ACL 2024): path-based and neighbour-based, pruned, as sentences.

- **path-based**: between every pair of question entities, the shortest
  connecting paths of at most ``k`` hops (edges walked either way, each
  triple kept in its own direction);
- **neighbour-based**: the 1-hop triples of each question entity;
- **pruning by clustering on head entity**: neighbour triples are grouped by
  (entity, relation); inside a group the other ends that more question entities
  reach come first, and a group keeps at most ``max_tails``; paths are grouped
  by the entity they start from and each group keeps its ``max_paths``
  shortest, best-supported paths;
- each kept chain becomes one sentence, ``A -> relation -> B -> relation -> C``.

The KG is a :class:`KG` over plain triples (``head``, ``relation``, ``tail``):
an external KG's, a graph store's, or the documents' KG exported as triples.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

import networkx as nx

from gechat.ids import content_id


@dataclass(frozen=True)
class Fact:
    head: str
    relation: str
    tail: str

    def ends(self) -> tuple[str, str]:
        return (self.head, self.tail)


@dataclass(frozen=True)
class Chain:
    """One evidence chain: consecutive facts sharing an entity, read from ``start``."""

    facts: tuple[Fact, ...]
    source: str  # "path" or "neighbour"
    start: str  # the entity the chain is read from (its cluster)
    id: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not self.id:
            parts = [self.source] + [f"{f.head}|{f.relation}|{f.tail}" for f in self.facts]
            object.__setattr__(self, "id", content_id(*parts, prefix="ev-"))

    def entities(self) -> list[str]:
        out = [self.start]
        for f in self.facts:
            out.append(f.tail if f.head == out[-1] else f.head)
        return out

    def sentence(self) -> str:
        """``Panic_disorder -> has_symptom -> Anxiety``; a fact walked against its direction reads ``<- relation <-``."""
        here, parts = self.start, [self.start]
        for f in self.facts:
            if f.head == here:
                parts += ["->", f.relation, "->", f.tail]
                here = f.tail
            else:
                parts += ["<-", f.relation, "<-", f.head]
                here = f.head
        return " ".join(parts)


class KG:
    """Triples as a directed multigraph, walked either way."""

    def __init__(self, triples: Iterable) -> None:
        self.graph = nx.MultiDiGraph()
        for t in triples:
            self.graph.add_edge(t.head, t.tail, key=t.relation)
        self.undirected = self.graph.to_undirected(as_view=True)
        self._lower = {}
        for n in self.graph.nodes:
            self._lower.setdefault(normalise(n), n)

    def __contains__(self, name: str) -> bool:
        return name in self.graph

    def find(self, name: str) -> str | None:
        """The KG entity called ``name`` (exactly, or after :func:`normalise`)."""
        return name if name in self.graph else self._lower.get(normalise(name))

    def facts_between(self, a: str, b: str) -> list[Fact]:
        out = [Fact(a, r, b) for r in self.graph.get_edge_data(a, b, default={})]
        out += [Fact(b, r, a) for r in self.graph.get_edge_data(b, a, default={})]
        return sorted(out, key=lambda f: (f.relation, f.head))

    def incident(self, node: str) -> list[Fact]:
        out = [Fact(node, r, t) for _, t, r in self.graph.out_edges(node, keys=True)]
        out += [Fact(h, r, node) for h, _, r in self.graph.in_edges(node, keys=True)]
        return sorted(set(out), key=lambda f: (f.relation, f.head, f.tail))


def normalise(name: str) -> str:
    """Case, ``_`` and punctuation folded: ``Panic_disorder`` == ``panic disorder``."""
    return " ".join("".join(c if c.isalnum() else " " for c in name.lower()).split())


PATH_POOL = 200  # shortest paths enumerated per entity pair before sorting


@dataclass
class EvidenceSettings:
    k: int = 3  # longest path, in hops
    max_paths: int = 5  # per start entity (cluster)
    max_tails: int = 8  # per (entity, relation) cluster
    max_paths_per_pair: int = 10  # shortest paths enumerated per entity pair
    expand: int = 3  # best-supported neighbours whose own facts join the neighbour evidence (MindMap's disease step)


def path_evidence(kg: KG, entities: list[str], cfg: EvidenceSettings) -> list[Chain]:
    """Shortest paths (at most ``cfg.k`` hops) between every pair of question entities, pruned per start entity."""
    support = _support(kg, entities)
    clusters: dict[str, list[Chain]] = defaultdict(list)
    for a, b in itertools.combinations(entities, 2):
        try:
            # the view's neighbour order follows set order: enumerate a bounded pool, sort, keep the first ones
            pool = itertools.islice(nx.all_shortest_paths(kg.undirected, a, b), PATH_POOL)
            for nodes in sorted(pool)[: cfg.max_paths_per_pair]:
                if len(nodes) - 1 > cfg.k:
                    break
                facts = tuple(kg.facts_between(x, y)[0] for x, y in zip(nodes, nodes[1:]))
                clusters[a].append(Chain(facts, "path", a))
        except (nx.NetworkXNoPath, nx.NodeNotFound):
            continue
    kept = []
    for start, chains in clusters.items():
        chains = list(dict.fromkeys(chains))
        chains.sort(key=lambda c: (len(c.facts), -sum(support.get(e, 0) for e in c.entities()), c.sentence()))
        kept += chains[: cfg.max_paths]
    return kept


def neighbour_evidence(kg: KG, entities: list[str], cfg: EvidenceSettings) -> list[Chain]:
    """Each question entity's 1-hop facts, clustered by (entity, relation) and pruned to ``cfg.max_tails`` each;
    then the same for the ``cfg.expand`` neighbours most question entities share (MindMap expands the candidate
    diseases a symptom points to into their tests and drugs the same way)."""
    support = _support(kg, entities)
    asked = set(entities)
    best = sorted((n for n in support if n not in asked), key=lambda n: (-support[n], n))[: cfg.expand]
    out = []
    for e in list(entities) + best:
        groups: dict[tuple[str, str], list[Fact]] = defaultdict(list)
        for f in kg.incident(e):
            groups[(f.relation, "out" if f.head == e else "in")].append(f)
        for _, facts in sorted(groups.items()):
            facts.sort(key=lambda f: (-support.get(f.tail if f.head == e else f.head, 0), f.tail, f.head))
            out += [Chain((f,), "neighbour", e) for f in facts[: cfg.max_tails]]
    return out


def _support(kg: KG, entities: list[str]) -> dict[str, int]:
    """How many question entities each node neighbours (the question's other entities agree on it)."""
    count: dict[str, int] = defaultdict(int)
    for e in entities:
        for n in set(kg.undirected.neighbors(e)) if e in kg else ():
            count[n] += 1
    return count


def hop_retrieval(kg: KG, entities: list[str], hops: int, limit: int) -> list[Chain]:
    """Plain n-hop retrieval (the ablation's baseline): facts in breadth-first order, the first ``limit``."""
    seen_nodes = {e: 0 for e in entities if e in kg}
    frontier = list(seen_nodes)
    facts: dict[Fact, str] = {}
    for depth in range(1, hops + 1):
        nxt = []
        for node in frontier:
            for f in kg.incident(node):
                facts.setdefault(f, node)
                other = f.tail if f.head == node else f.head
                if other not in seen_nodes:
                    seen_nodes[other] = depth
                    nxt.append(other)
        frontier = nxt
    return [Chain((f,), f"{hops}-hop", start) for f, start in itertools.islice(facts.items(), limit)]
