"""Evidence selection: one sentence per step, with the arithmetic that chose it.

    score = alpha * P(sentence entails step) - beta * length_penalty

The length penalty (GE-Chat prefers concise evidence) is exactly

    length_penalty(w) = clip((w - free) / (max - free), 0, 1)

where ``w`` is the sentence's word count (whitespace-separated tokens),
``free = settings.length_free_words`` (default 25) and
``max = settings.length_max_words`` (default 100). A sentence of up to 25
words costs nothing; one of 100 words or more costs the full ``beta``.

Two rankings read these numbers (``settings.scoring``):

* ``paper``: by ``score`` alone, as in the GE-Chat paper;
* ``tiebreak`` (default): by entailment; the length penalty decides only among
  sentences whose entailment is within ``tie_margin`` of the best one (there,
  by ``score``). On WiCE the paper's penalty turned longer right sentences
  into losers against short wrong ones; as a tie-breaker it keeps evidence
  concise without overruling the judge. The margin (0 by default) was chosen on
  the fit halves of WiCE dev and Evidence Inference validation
  (eval/RESULTS.md has the grid and the paper scoring beside it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from gechat import claims
from gechat.entail.base import Entailer
from gechat.entail.conflicts import is_quantity_reason
from gechat.records import EvidenceChoice, ScoredSentence, Sentence, Step


Scoring = Literal["paper", "tiebreak"]


def rank(scored: Sequence[ScoredSentence], scoring: Scoring = "paper", tie_margin: float = 0.0) -> list[ScoredSentence]:
    """Best first by the chosen ranking (ties: shorter, then earlier)."""
    def plain(s: ScoredSentence) -> tuple:
        return (-s.score, s.sentence.n_words, s.sentence.char_start)

    if scoring == "paper" or not scored:
        return sorted(scored, key=plain)
    if scoring != "tiebreak":
        raise ValueError(f"unknown scoring {scoring!r}")
    top = max(s.entailment for s in scored)
    tied = sorted((s for s in scored if s.entailment >= top - tie_margin), key=plain)
    rest = sorted((s for s in scored if s.entailment < top - tie_margin),
                  key=lambda s: (-s.entailment, s.sentence.n_words, s.sentence.char_start))
    return tied + rest


def length_penalty(n_words: int, free_words: int, max_words: int) -> float:
    if max_words <= free_words:
        raise ValueError("length_max_words must exceed length_free_words")
    return min(1.0, max(0.0, (n_words - free_words) / (max_words - free_words)))


def evidence_score(entailment: float, penalty: float, alpha: float, beta: float) -> float:
    return alpha * entailment - beta * penalty


def score_candidates(
    step: Step,
    candidates: Sequence[Sentence],
    entailer: Entailer,
    *,
    alpha: float,
    beta: float,
    free_words: int,
    max_words: int,
    scoring: Scoring = "paper",
    tie_margin: float = 0.0,
) -> list[ScoredSentence]:
    """Score every candidate for ``step``; best first by ``scoring`` (see :func:`rank`)."""
    if not candidates:
        return []
    judged = entailer.judge([c.text for c in candidates], [step.text] * len(candidates))
    scored = []
    for sent, j in zip(candidates, judged, strict=True):
        lp = length_penalty(sent.n_words, free_words, max_words)
        scored.append(ScoredSentence(sent, j.entailment, lp, evidence_score(j.entailment, lp, alpha, beta),
                                     neutral=j.neutral, contradiction=j.contradiction, conflict=j.conflict))
    return rank(scored, scoring, tie_margin)


def contradicting(scored: Sequence[ScoredSentence], threshold: float) -> ScoredSentence | None:
    """The candidate that most clearly contradicts the step (a conflict check first), if any clears ``threshold``."""
    worst = max(scored, key=lambda s: (bool(s.conflict), s.contradiction), default=None)
    if worst is None or not (worst.conflict or worst.contradiction >= threshold):
        return None
    return worst


def choose(
    step: Step,
    scored: Sequence[ScoredSentence],
    *,
    hops_used: int,
    threshold: float,
    top_k: int,
    contradiction_threshold: float = 0.5,
) -> EvidenceChoice:
    """The best sentence, ``top_k`` alternatives, whether it entails the step, and what contradicts it.

    When no sentence entails the step and one contradicts it, that sentence is
    shown as the evidence (the reader must see what the documents say instead).
    When one sentence entails the step and another is in deterministic conflict
    with it by a negation, an antonym or swapped roles, the documents disagree:
    the entailing sentence stays the evidence and the conflicting one is reported
    as ``contradicting``. A differing number or date does not count here: two
    sentences of one document with other figures are usually about other things
    ("bean soup for 20 men", "apple pudding for 80 men"), and the model's
    contradiction reading alone never overrules an entailing sentence.
    """
    if not scored:
        return EvidenceChoice(step.id, None, (), hops_used, entailed=False, candidates_scored=0,
                              claim_support=0.0, claim_unsupported=True)
    best = scored[0]
    entailed = best.entailment >= threshold and not best.conflict
    if entailed:
        against = next((s for s in scored if s.conflict and not is_quantity_reason(s.conflict)), None)
    else:
        against = contradicting(scored, contradiction_threshold)
    if against is not None and not entailed:
        best = against
    rest = [s for s in scored if s is not best]
    support = claims.claim_support(step.text, scored)
    return EvidenceChoice(
        step_id=step.id,
        best=best,
        alternatives=tuple(rest[:top_k]),
        hops_used=hops_used,
        entailed=entailed,
        candidates_scored=len(scored),
        contradicting=against,
        claim_support=round(support, 4),
        claim_unsupported=claims.unsupported_claim(support),
    )
