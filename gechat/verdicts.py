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
sentence entails the step: a reviewer should look.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from gechat.records import EvidenceChoice, Verdict


@dataclass(frozen=True)
class FactMatch:
    fact: str
    similarity: float


def verdict_for(has_entailing_sentence: bool, has_fact: bool) -> Verdict:
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


def apply_verdict(choice: EvidenceChoice, match: FactMatch, threshold: float) -> EvidenceChoice:
    has_fact = match.similarity >= threshold
    return replace(
        choice,
        verdict=verdict_for(choice.supported, has_fact),
        kg_fact=match.fact,
        kg_fact_similarity=round(match.similarity, 4),
    )
