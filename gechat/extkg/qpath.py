"""``qpath``: a beam over relation paths, scored by the question words each hop names.

A compositional question names its relation chain ("the release years of the films
directed by the director of X": director, directed, release years), so a path of
relations is scored by how much of the question it accounts for:

- From the seeds, each hop groups the edges around the frontier by relation (either
  direction; self-loops and the path's own edges left out). A relation is scored
  against the question's content words by :class:`gechat.extkg.relwords.Terms`
  (normalised words and WordNet expansions, IDF-weighted over the KG's relations).
- A hop consumes the question word its relation names best, with the unconsumed words
  right next to it that it names too ("release" + "years"); its credit is their sum. A word
  consumed by one hop is not credited again, so "director ... directed" gives two hops
  of ``directed_by`` and "borders with X's neighbors" two hops of "shares border with".
  A hop that names no unconsumed word is credited ``reuse_weight`` times its best
  consumed one ("films with the same director as X": ``directed_by`` twice for one
  word), else nothing: it bridges to a later hop. Paths run ``depth`` hops, as the
  other retrievers walk (fewer only where the graph ends).
- A path's score is its credit plus ``dense_weight`` times the mean MiniLM score of its
  relations against the masked question (:meth:`retrieve._Scorer.relation_scores`),
  which orders paths of equal credit and the bridging hops. The ``prefix_beam`` best
  prefixes are extended at each hop, up to ``depth`` hops.
- The subgraph is the edges of the best paths: those within ``path_margin`` of the
  best score, at most ``max_paths``. Each hop keeps up to ``beam`` edges of its
  relation around the frontier, best edge score first. With two or more seeds ("films
  starring both X and Y"), the next frontier is the nodes reached from every seed when
  there are any, else all of them.
- A question that names no relation: the paths are ordered by the dense score alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from gechat.extkg.relwords import RelationVocab, Terms
from gechat.extkg.store import ExternalKG


def vocab(kg: ExternalKG) -> RelationVocab:
    """The KG's relation vocabulary, kept for the last few KGs."""
    return _vocab(tuple(kg.relations))


@lru_cache(maxsize=8)
def _vocab(relations: tuple[str, ...]) -> RelationVocab:
    return RelationVocab(relations)


@dataclass(frozen=True)
class _Path:
    rels: tuple[int, ...] = ()
    credits: tuple[float, ...] = ()
    dense: tuple[float, ...] = ()
    used: frozenset[int] = frozenset()  # question terms consumed
    edges: tuple[tuple[int, float, int], ...] = ()  # (edge, edge score, hop)
    frontier: dict[int, frozenset[int]] = field(default_factory=dict)  # node -> seeds that reach it

    def score(self, dense_weight: float) -> float:
        return sum(self.credits) + dense_weight * (float(np.mean(self.dense)) if self.dense else 0.0)


def _consume(match: list[float], used: frozenset[int], positions: list[int]) -> tuple[float, frozenset[int]]:
    """The credit of naming the best unconsumed term and the unconsumed named terms right next to it
    in the question (``positions``: each term's word index), as in "release years"."""
    best, at = 0.0, -1
    for i, m in enumerate(match):
        if i not in used and m > best:
            best, at = m, i
    if at < 0:
        return 0.0, frozenset()
    taken = [at]
    for step in (-1, 1):
        j = at + step
        while 0 <= j < len(match) and j not in used and match[j] > 0 and abs(positions[j] - positions[j - step]) == 1:
            taken.append(j)
            j += step
    return sum(match[j] for j in taken), frozenset(taken)


def _next_frontier(reached: dict[int, set[int]], n_seeds: int) -> dict[int, frozenset[int]]:
    """Nodes reached; with several seeds, only those every seed reaches when there are any."""
    if n_seeds > 1:
        common = {n: s for n, s in reached.items() if len(s) == n_seeds}
        if common:
            reached = common
    return {n: frozenset(s) for n, s in reached.items()}


def qpath(kg: ExternalKG, seeds: list[int], params, scorer, question: str, seed_names) -> list[tuple[int, float, int]]:
    """Edges ``(edge, score, hop)`` of the best relation paths for ``question``."""
    voc = vocab(kg)
    terms = Terms(question, seed_names, params.senses, params.syn_weight)
    matches: dict[int, list[float]] = {}
    dense: dict[int, float] = {}
    start = _Path(frontier={s: frozenset([k]) for k, s in enumerate(seeds)})
    beam, done = [start], []
    for hop in range(1, params.depth + 1):
        grown: list[_Path] = []
        for path in beam:
            grown += _extend(kg, path, hop, params, scorer, voc, terms, matches, dense, len(seeds))
        if not grown:
            break
        grown.sort(key=lambda p: -p.score(params.dense_weight))
        beam, done = grown[: params.prefix_beam], grown
    if not done:
        return []
    top = done[0].score(params.dense_weight)
    kept = [p for p in done if p.score(params.dense_weight) >= top - params.path_margin][: params.max_paths]
    out: dict[int, tuple[int, float, int]] = {}
    for p in kept:
        for e in p.edges:
            out.setdefault(e[0], e)
    return list(out.values())


def _extend(kg, path: _Path, hop, params, scorer, voc, terms, matches, dense, n_seeds) -> list[_Path]:
    positions = [t.position for t in terms.terms]
    on_path = {e for e, _, _ in path.edges}
    es, srcs = [], []
    for node in path.frontier:
        inc = kg.incident(node)
        es.append(inc)
        srcs.append(np.full(len(inc), node, dtype=np.int64))
    if not es:
        return []
    cand, src = np.concatenate(es).astype(np.int64), np.concatenate(srcs)
    heads, tails = kg.edges[cand, 0].astype(np.int64), kg.edges[cand, 2].astype(np.int64)
    far = np.where(heads == src, tails, heads)
    keep = (heads != tails) & np.array([int(e) not in on_path for e in cand], dtype=bool)
    cand, src, far = cand[keep], src[keep], far[keep]
    if len(cand) == 0:
        return []
    rels = kg.edges[cand, 1].astype(np.int64)
    new = sorted(set(rels.tolist()) - dense.keys())
    if new:
        dense.update(scorer.relation_scores(new))
    for r in new:
        matches[r] = terms.match(voc, r)
    scores = scorer.score(scorer.vectors(cand))
    out = []
    for r in sorted(set(rels.tolist())):
        idx = np.nonzero(rels == r)[0]
        idx = idx[np.argsort(-scores[idx], kind="stable")][: params.beam]
        credit, used = _consume(matches[r], path.used, positions)
        if credit == 0 and path.used:  # "the same director": a word already consumed, named again, at a discount
            credit = params.reuse_weight * max(matches[r][i] for i in path.used)
        reached: dict[int, set[int]] = {}
        for i in idx:
            reached.setdefault(int(far[i]), set()).update(path.frontier[int(src[i])])
        out.append(_Path(
            rels=path.rels + (r,),
            credits=path.credits + (credit,),
            dense=path.dense + (dense[r],),
            used=path.used | used,
            edges=path.edges + tuple((int(cand[i]), float(scores[i]), hop) for i in idx),
            frontier=_next_frontier(reached, n_seeds),
        ))
    return out
