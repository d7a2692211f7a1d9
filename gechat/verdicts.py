"""AprèsCoT-style verdicts: does a step stand on the documents, on the KG, on both?

Each step is matched to its closest KG fact (a relation written as a sentence)
by embedding cosine; a match needs ``cos >= settings.fact_similarity`` (0.7).

| entailing sentence | KG fact | verdict               |
|--------------------|---------|-----------------------|
| yes                | yes     | supported             |
| yes                | no      | kg_gap                |
| no                 | yes     | unsupported           |
| no                 | no      | likely_hallucination  |

"unsupported" with a fact means the KG holds something close but no
sentence entails the step: a reviewer should look. Two rules come first:

* a relevant sentence that **contradicts** the step (the judge's contradiction
  reading, or a deterministic conflict check) makes it "contradicted", whatever
  else holds;
* a step that only restates that two things are mentioned together (a
  co-occurrence link, not a stated fact) is never "supported": it is judged as
  if the KG held no fact for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from gechat.records import COOCCURRENCE_PHRASE, EvidenceChoice, Verdict


def is_cooccurrence(text: str) -> bool:
    """Does ``text`` only say that two things are mentioned together (a co-occurrence link)?"""
    return COOCCURRENCE_PHRASE in text


@dataclass(frozen=True)
class FactMatch:
    fact: str
    similarity: float


def verdict_for(has_entailing_sentence: bool, has_fact: bool, contradicted: bool = False) -> Verdict:
    if contradicted:
        return "contradicted"
    if has_entailing_sentence and has_fact:
        return "supported"
    if has_entailing_sentence:
        return "kg_gap"
    if has_fact:
        return "unsupported"
    return "likely_hallucination"


def closest_facts(step_vecs: np.ndarray, fact_vecs: np.ndarray, facts: Sequence[str]) -> list[FactMatch]:
    """Closest fact per step row (empty fact and 0.0 when there are no facts)."""
    if len(facts) == 0 or fact_vecs.size == 0:
        return [FactMatch("", 0.0) for _ in range(step_vecs.shape[0])]
    sims = step_vecs @ fact_vecs.T
    idx = sims.argmax(axis=1)
    return [FactMatch(facts[j], float(sims[i, j])) for i, j in enumerate(idx)]


def apply_verdict(choice: EvidenceChoice, match: FactMatch, threshold: float, *, step_text: str = "") -> EvidenceChoice:
    """The verdict for ``choice`` given its closest KG fact (co-occurrence links and steps never count as facts)."""
    has_fact = match.similarity >= threshold and not is_cooccurrence(match.fact) and not is_cooccurrence(step_text)
    return replace(
        choice,
        verdict=verdict_for(choice.entailed, has_fact, choice.contradicting is not None),
        kg_fact=match.fact,
        kg_fact_similarity=round(match.similarity, 4),
    )
