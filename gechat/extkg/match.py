"""Step matching: each reasoning step against the facts of the retrieved subgraph.

A step is matched to the fact whose text embedding is closest (cosine, the packaged
MiniLM embedder); at or above ``threshold`` (``GECHAT_EXTKG_MATCH_THRESHOLD``, 0.7 by
default; ``eval/extkg/step_matching.py`` reports the grid 0.6-0.9 that chose it) the
step is ``matched``, below it ``hallucination_or_gap``: the model stated something the
subgraph does not hold (made up, or missing from the KG). The NLI judge
(:mod:`gechat.entail`) reads each (fact, step) pair as a second opinion: entailment,
neutral or contradiction.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from gechat.extkg.records import ScoredEdge, StepMatch
from gechat.extkg.triples import Triple

DEFAULT_THRESHOLD = 0.7
MATCHED, UNMATCHED = "matched", "hallucination_or_gap"


def match_steps(
    steps: Sequence[str],
    facts: Sequence[ScoredEdge],
    embedder,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    entailer=None,
    fact_vectors: np.ndarray | None = None,
) -> list[StepMatch]:
    """The best fact for each step, its similarity and verdict, and (with ``entailer``) the NLI reading."""
    if not steps:
        return []
    sims, best = similarities(steps, [f.text for f in facts], embedder, fact_vectors)
    out = []
    for i, step in enumerate(steps):
        if best[i] < 0:
            out.append(StepMatch(step, "", None, 0.0, UNMATCHED))
            continue
        f = facts[best[i]]
        sim = float(sims[i])
        out.append(StepMatch(step, f.text, f.triple, sim, MATCHED if sim >= threshold else UNMATCHED))
    return judge(out, entailer) if entailer is not None else out


def similarities(
    steps: Sequence[str], fact_texts: Sequence[str], embedder, fact_vectors: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Best cosine and best fact index per step (-1 when there is no fact)."""
    if not fact_texts:
        return np.zeros(len(steps)), np.full(len(steps), -1)
    s = np.asarray(embedder.encode(list(steps)), dtype=np.float32)
    f = fact_vectors if fact_vectors is not None else np.asarray(embedder.encode(list(fact_texts)), dtype=np.float32)
    m = s @ np.asarray(f, dtype=np.float32).T
    best = m.argmax(axis=1)
    return m[np.arange(len(steps)), best], best


def judge(matches: list[StepMatch], entailer) -> list[StepMatch]:
    """Add the NLI judge's reading of (fact, step) to each match that has a fact."""
    idx = [i for i, m in enumerate(matches) if m.fact]
    if not idx:
        return matches
    js = entailer.judge([matches[i].fact for i in idx], [matches[i].step for i in idx])
    out = list(matches)
    for i, j in zip(idx, js):
        label = max(("entailment", j.entailment), ("neutral", j.neutral), ("contradiction", j.contradiction), key=lambda x: x[1])[0]
        m = matches[i]
        out[i] = StepMatch(m.step, m.fact, m.triple, m.similarity, m.verdict, label, j.entailment, j.contradiction)
    return out


def grounded_share(matches: Sequence[StepMatch]) -> float:
    return sum(m.matched for m in matches) / len(matches) if matches else 0.0


def matched_triples(matches: Sequence[StepMatch]) -> list[Triple]:
    return [m.triple for m in matches if m.matched and m.triple is not None]
