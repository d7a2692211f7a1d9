"""Question-relevant subgraph retrieval over an external KG, by retriever name.

Every retriever starts from linked seeds (:mod:`gechat.extkg.link`), walks the
n-hop index hop by hop, and returns a :class:`~gechat.extkg.records.Subgraph`
(edges with scores and the hop, and the seconds it took). Edges are scored by
cosine similarity between their stored text embedding and the *guide*: the
question, plus, for the ``hyde*`` names, the sentences of a hypothetical chain
of thought an LLM wrote first (an edge's score is its best match over the guide).

- ``bfs``: every edge within ``depth`` hops, in BFS order, up to the node and edge caps.
- ``beam``: similarity beam (the published SSR): each hop keeps the ``beam`` best new
  edges around the frontier; their far ends are the next frontier.
- ``path``: beam, scored path-aware: a candidate is scored by the normalised sum of the
  embeddings of the path that reaches it (the cheap vector form of "the path's text").
- ``relpath`` (ours): relation-path beam. Each hop groups the candidate edges by
  (relation, direction) and scores a group by how well its relation, stated with
  placeholder ends ("X is a film directed by Y."), matches the guide with the seed
  names masked (plus ``edge_weight`` times its best edge's score); it keeps the
  groups within ``margin`` of the best (at most ``max_groups``), taking up to ``beam``
  edges of each, best first. A question
  names relations ("directed by", "release year", "shares border with"); keeping whole
  relation groups follows them and drops the many unrelated facts around a hub.
- ``qpath`` (ours): a beam over whole relation paths, each hop credited for the question
  word its relation names (WordNet-expanded, IDF-weighted), each word credited once;
  see :mod:`gechat.extkg.qpath`.
- ``hyde``, ``hyde_path``, ``hyde_relpath``, ``hyde_qpath``: the above, guided by a hypothetical CoT too.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass

import numpy as np

from gechat.errors import ExternalKGError
from gechat.extkg.edge_text import edge_text
from gechat.extkg.link import link_seeds
from gechat.extkg.qpath import qpath
from gechat.extkg.records import ScoredEdge, Subgraph
from gechat.extkg.store import ExternalKG, encode_uncached

RETRIEVERS = ("bfs", "beam", "path", "relpath", "qpath", "hyde", "hyde_path", "hyde_relpath", "hyde_qpath")
OFFLINE_RETRIEVERS = ("bfs", "beam", "path", "relpath", "qpath")

HYPOTHETICAL_PROMPT = (
    "Answer the question in a few short factual sentences, one fact per sentence, "
    "naming the people, films, places and years involved.\nQuestion: {q}\nAnswer:"
)


@dataclass(frozen=True)
class RetrievalParams:
    depth: int = 2
    beam: int = 32
    max_edges: int = 200
    max_nodes: int = 0  # 0 = no node cap
    # relpath's three, chosen on MetaQA dev questions (eval/extkg/tune_relpath.py, eval/results/extkg_relpath_dev.json)
    margin: float = 0.05  # groups within this of the best group's score
    max_groups: int = 2  # at most this many relation groups per hop
    edge_weight: float = 0.1  # weight of a group's best edge score beside its relation score
    prune: bool = False  # drop edges whose far end leads nowhere at the next hop (paths only)
    # qpath's (gechat/extkg/qpath.py), chosen on MetaQA dev questions (eval/extkg/tune_qpath.py)
    senses: int = 3  # WordNet senses per part of speech a question word expands through
    syn_weight: float = 0.8  # weight of a WordNet-related word beside the word itself (1)
    reuse_weight: float = 0.25  # credit of a hop naming only an already-consumed word, times that word's
    dense_weight: float = 0.1  # weight of the relations' mean MiniLM score beside the word credit
    prefix_beam: int = 16  # relation-path prefixes kept per hop
    path_margin: float = 0.05  # paths within this of the best path's score are kept ...
    max_paths: int = 2  # ... at most this many

    def to_dict(self) -> dict:
        return asdict(self)


def hypothetical_cot(llm, question: str, max_tokens: int = 160) -> list[str]:
    """The LLM's hypothetical answer, as sentences (the HyDE guide)."""
    text = llm.complete([{"role": "user", "content": HYPOTHETICAL_PROMPT.format(q=question)}], max_tokens=max_tokens)
    return split_sentences(text)


def split_sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [re.sub(r"^\s*(\d+[.)]|[-*•])\s*", "", p).strip() for p in parts if len(p.strip()) > 3][:20]


def retrieve(
    kg: ExternalKG,
    question: str,
    name: str = "relpath",
    *,
    embedder,
    params: RetrievalParams = RetrievalParams(),
    seeds: Sequence[str] = (),
    llm=None,
    hypothetical: Sequence[str] | None = None,
) -> Subgraph:
    """Retrieve the subgraph for ``question`` with retriever ``name``."""
    if name not in RETRIEVERS:
        raise ExternalKGError(f"Unknown retriever '{name}'.", hint=f"Use one of: {', '.join(RETRIEVERS)}.")
    t0 = time.perf_counter()
    seed_names = link_seeds(kg, question, seeds)
    seed_ids = [i for i in (kg.entity_id(s) for s in seed_names) if i is not None]
    guide = [question]
    if name.startswith("hyde"):
        if hypothetical is None:
            if llm is None:
                raise ExternalKGError(f"Retriever '{name}' needs an LLM to write the hypothetical answer.")
            hypothetical = hypothetical_cot(llm, question)
        guide += list(hypothetical)
    base = name.removeprefix("hyde_") if name != "hyde" else "beam"
    if base == "bfs":
        edges = _bfs(kg, seed_ids, params)
    else:
        scorer = _Scorer(kg, embedder, guide, seed_names)
        if base == "qpath":
            edges = _qpath(kg, seed_ids, params, scorer, question, seed_names)
        else:
            walk = {"beam": _beam, "path": _path_beam, "relpath": _relpath}[base]
            edges = walk(kg, seed_ids, params, scorer)
    return Subgraph(name, seed_names, edges, time.perf_counter() - t0, params.to_dict(), guide)


def mask(text: str, names: Sequence[str]) -> str:
    """``text`` with each name replaced by "X" (case-insensitive), so relation words carry the match."""
    for n in sorted(names, key=len, reverse=True):
        text = re.sub(re.escape(n), "X", text, flags=re.IGNORECASE)
    return text


class _Scorer:
    """Cosine similarity of edges to the guide (best over the guide's texts)."""

    def __init__(self, kg: ExternalKG, embedder, guide: list[str], seeds: Sequence[str] = ()) -> None:
        self.kg = kg
        self.embedder = embedder
        self.g = np.asarray(embedder.encode(guide), dtype=np.float32)
        self.masked = np.asarray(embedder.encode([mask(t, seeds) for t in guide]), dtype=np.float32)

    def relation_scores(self, rels: Sequence[int]) -> dict[int, float]:
        """How well each relation, stated with placeholder ends, matches the guide with the seeds masked."""
        texts = [edge_text("X", self.kg.relations[r], "Y") for r in rels]
        vecs = np.asarray(self.embedder.encode(texts), dtype=np.float32)
        return dict(zip(rels, (vecs @ self.masked.T).max(axis=1).tolist()))

    def vectors(self, edges: np.ndarray) -> np.ndarray:
        if self.kg.edge_emb is not None:
            return self.kg.edge_emb[edges].astype(np.float32)
        texts = [self.kg.text(int(e)) for e in edges]
        return np.asarray(encode_uncached(self.embedder, texts), dtype=np.float32)

    def score(self, vecs: np.ndarray) -> np.ndarray:
        if vecs.size == 0:
            return np.zeros(0, dtype=np.float32)
        return (vecs @ self.g.T).max(axis=1)


def _edge(kg: ExternalKG, e: int, score: float, hop: int) -> ScoredEdge:
    return ScoredEdge(e, kg.triple(e), kg.text(e), float(score), hop)


class _Budget:
    """Edge and node caps shared by the walks."""

    def __init__(self, kg: ExternalKG, seeds: list[int], params: RetrievalParams) -> None:
        self.kg, self.params = kg, params
        self.nodes: set[int] = set(seeds)
        self.taken: list[ScoredEdge] = []
        self.seen: set[int] = set()

    def full(self) -> bool:
        return len(self.taken) >= self.params.max_edges

    def take(self, e: int, score: float, hop: int) -> bool:
        if self.full() or e in self.seen:
            return False
        h, _, t = self.kg.edges[e]
        new = {int(h), int(t)} - self.nodes
        if self.params.max_nodes and len(self.nodes) + len(new) > self.params.max_nodes:
            return False
        self.nodes |= new
        self.seen.add(e)
        self.taken.append(_edge(self.kg, e, score, hop))
        return True


def _candidates(kg: ExternalKG, frontier: Sequence[int], seen: set[int]) -> tuple[np.ndarray, np.ndarray]:
    """Unseen edges around the frontier and the frontier node each was reached from."""
    es, fs = [], []
    for node in frontier:
        inc = kg.incident(node)
        es.append(inc)
        fs.append(np.full(len(inc), node, dtype=np.int64))
    if not es:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    e, f = np.concatenate(es).astype(np.int64), np.concatenate(fs)
    _, first = np.unique(e, return_index=True)  # an edge between two frontier nodes counts once
    first.sort()
    e, f = e[first], f[first]
    keep = np.array([int(x) not in seen for x in e], dtype=bool)
    return e[keep], f[keep]


def _bfs(kg: ExternalKG, seeds: list[int], params: RetrievalParams) -> list[ScoredEdge]:
    b = _Budget(kg, seeds, params)
    frontier, visited = list(seeds), set(seeds)
    for hop in range(1, params.depth + 1):
        nxt: list[int] = []
        for node in frontier:
            for e in kg.incident(node).tolist():
                if b.take(e, 1.0, hop):
                    other = kg.other_end(e, node)
                    if other not in visited:
                        visited.add(other)
                        nxt.append(other)
                if b.full():
                    return b.taken
        frontier = nxt
    return b.taken


def _beam(kg: ExternalKG, seeds: list[int], params: RetrievalParams, scorer: _Scorer) -> list[ScoredEdge]:
    b = _Budget(kg, seeds, params)
    frontier = list(seeds)
    for hop in range(1, params.depth + 1):
        cand, src = _candidates(kg, frontier, b.seen)
        if len(cand) == 0:
            break
        scores = scorer.score(scorer.vectors(cand))
        order = np.argsort(-scores, kind="stable")[: params.beam]
        nxt = []
        for i in order:
            e = int(cand[i])
            if b.take(e, scores[i], hop):
                nxt.append(kg.other_end(e, int(src[i])))
        frontier = list(dict.fromkeys(nxt))
        if b.full() or not frontier:
            break
    return b.taken


def _path_beam(kg: ExternalKG, seeds: list[int], params: RetrievalParams, scorer: _Scorer) -> list[ScoredEdge]:
    b = _Budget(kg, seeds, params)
    dim = scorer.g.shape[1]
    paths = {s: np.zeros(dim, np.float32) for s in seeds}  # frontier node -> sum of its path's edge vectors
    for hop in range(1, params.depth + 1):
        cand, src = _candidates(kg, list(paths), b.seen)
        if len(cand) == 0:
            break
        vecs = scorer.vectors(cand)
        summed = vecs + np.stack([paths[int(s)] for s in src])
        summed /= np.linalg.norm(summed, axis=1, keepdims=True) + 1e-9
        scores = scorer.score(summed)
        order = np.argsort(-scores, kind="stable")[: params.beam]
        nxt: dict[int, np.ndarray] = {}
        for i in order:
            e = int(cand[i])
            if b.take(e, scores[i], hop):
                other = kg.other_end(e, int(src[i]))
                nxt.setdefault(other, vecs[i] + paths[int(src[i])])
        paths = nxt
        if b.full() or not paths:
            break
    return b.taken


def _relpath(kg: ExternalKG, seeds: list[int], params: RetrievalParams, scorer: _Scorer) -> list[ScoredEdge]:
    b = _Budget(kg, seeds, params)
    frontier = list(seeds)
    ends: dict[int, tuple[int, int]] = {}  # edge -> (the node it was reached from, its far end)
    for hop in range(1, params.depth + 1):
        cand, src = _candidates(kg, frontier, b.seen)
        if len(cand) == 0:
            break
        scores = scorer.score(scorer.vectors(cand))
        rel = kg.edges[cand, 1].astype(np.int64)
        outward = kg.edges[cand, 0] == src  # the frontier node is the head
        group = rel * 2 + outward
        rel_score = scorer.relation_scores(sorted(set(rel.tolist())))
        best: dict[int, float] = {}
        for g, s in zip(group.tolist(), scores.tolist()):  # relation match first, best edge breaks ties
            best[g] = max(best.get(g, -2.0), rel_score[g // 2] + params.edge_weight * s)
        ranked = sorted(best, key=lambda g: -best[g])
        top = best[ranked[0]]
        kept = [g for g in ranked if best[g] >= top - params.margin][: params.max_groups]
        nxt = []
        for g in kept:
            idx = np.nonzero(group == g)[0]
            idx = idx[np.argsort(-scores[idx], kind="stable")][: params.beam]
            for i in idx:
                e = int(cand[i])
                if b.take(e, scores[i], hop):
                    nxt.append(kg.other_end(e, int(src[i])))
                    ends[e] = (int(src[i]), nxt[-1])
        frontier = list(dict.fromkeys(nxt))
        if b.full() or not frontier:
            break
    return _prune_dead_ends(b.taken, ends) if params.prune else b.taken


def _qpath(kg, seeds: list[int], params: RetrievalParams, scorer: _Scorer, question: str, names) -> list[ScoredEdge]:
    b = _Budget(kg, seeds, params)
    for e, score, hop in sorted(qpath(kg, seeds, params, scorer, question, names), key=lambda x: (x[2], -x[1])):
        b.take(e, score, hop)
    return b.taken


def _prune_dead_ends(taken: list[ScoredEdge], ends: dict[int, tuple[int, int]]) -> list[ScoredEdge]:
    """Keep paths: an edge of hop h stays only when some kept edge of hop h+1 leaves its far end
    (edges of the last hop reached all stay)."""
    last = max((e.hop for e in taken), default=0)
    keep = [e for e in taken if e.hop == last]
    for hop in range(last - 1, 0, -1):
        starts = {ends[e.edge][0] for e in keep if e.hop == hop + 1}
        keep += [e for e in taken if e.hop == hop and ends[e.edge][1] in starts]
    order = {e.edge: i for i, e in enumerate(taken)}
    return sorted(keep, key=lambda e: order[e.edge])
