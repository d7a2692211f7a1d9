"""Extractive reasoning: steps stated from KG facts, with no LLM reasoning at all.

The honest mode for the embedded demo model. MindMap-style evidence:
  1. the question is anchored to KG entities like any step;
  2. path-based evidence: relations on short paths between pairs of those entities;
  3. neighbour-based evidence: relations touching each of them;
  4. facts are ranked by cosine to the question (plus the relation's weight)
     and the best few become steps, labelled ``origin="retrieved"``.
"""

from __future__ import annotations

from itertools import combinations

import networkx as nx

from gechat import anchoring
from gechat.embed import Embedder
from gechat.kg.graph import neighbours, paths_between
from gechat.records import COOCCURRENCE_KEYWORD as COOCCURRENCE
from gechat.records import AnswerItem, Relation, Step
from gechat.settings import Settings

MAX_STEPS = 4
MAX_ANSWERS = 2
PATH_LEN = 3
PATH_BONUS = 0.1  # a fact on a path joining two question entities outranks a lone neighbour
STATED_BONUS = 0.15  # a relation the text states (subject-verb-object) outranks mere co-occurrence


def reason(
    question: str,
    index: anchoring.EntityIndex,
    graph: nx.Graph,
    embedder: Embedder,
    settings: Settings,
) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    qvec = embedder.encode([question])[0]
    anchors = anchoring.anchor(
        "Q", question, qvec, index, top_n=settings.anchors_per_step, min_score=settings.anchor_min_similarity
    )
    names = [a.entity for a in anchors]
    if not names:
        return (), ()
    candidates: dict[str, tuple[Relation, float]] = {}
    for a, b in combinations(names[:4], 2):
        for path in paths_between(graph, a, b, PATH_LEN):
            for rel in path:
                _keep(candidates, rel, PATH_BONUS)
    for name in names[:3]:
        for rel in neighbours(graph, name):
            _keep(candidates, rel, 0.0)
    if not candidates:
        return (), ()
    facts = list(candidates)
    vecs = embedder.encode(facts)
    ranked = sorted(
        ((float(vecs[i] @ qvec) + candidates[f][1] + _stated(candidates[f][0]), f) for i, f in enumerate(facts)),
        reverse=True,
    )
    chosen = [f for _, f in ranked[:MAX_STEPS]]
    steps = tuple(Step(f"S{i}", f, "retrieved") for i, f in enumerate(chosen, 1))
    answers = tuple(AnswerItem(f"A{i}", f) for i, f in enumerate(chosen[:MAX_ANSWERS], 1))
    return answers, steps


def _stated(rel: Relation) -> float:
    return 0.0 if rel.keywords == COOCCURRENCE else STATED_BONUS


def fact_text(rel: Relation) -> str:
    return rel.as_sentence()


def _keep(candidates: dict[str, tuple[Relation, float]], rel: Relation, bonus: float) -> None:
    text = fact_text(rel)
    prev = candidates.get(text)
    if prev is None or prev[1] < bonus:
        candidates[text] = (rel, bonus)
