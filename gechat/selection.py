"""Evidence selection: one sentence per step, with the arithmetic that chose it.

    score = alpha * P(sentence entails step) - beta * length_penalty

The length penalty (GE-Chat prefers concise evidence) is exactly

    length_penalty(w) = clip((w - free) / (max - free), 0, 1)

where ``w`` is the sentence's word count (whitespace-separated tokens),
``free = settings.length_free_words`` (default 25) and
``max = settings.length_max_words`` (default 100). A sentence of up to 25
words costs nothing; one of 100 words or more costs the full ``beta``.

Three rankings read these numbers (``settings.scoring``):

* ``paper``: by ``score`` alone, as in the GE-Chat paper;
* ``tiebreak``: by entailment; the length penalty decides only among
  sentences whose entailment is within ``tie_margin`` of the best one (there,
  by ``score``). On WiCE the paper's penalty turned longer right sentences
  into losers against short wrong ones; as a tie-breaker it keeps evidence
  concise without overruling the judge;
* ``fitted`` (default): among the sentences whose entailment is within
  ``fitted_window`` (0.5) of the best one and that no conflict check flags (nor
  the findings check: a sentence that reports no result, for a step that states
  one, :mod:`gechat.entail.findings`), by
  :func:`fitted_score`, the judge's
  entailment (as a logit) together with two readings of how much the sentence
  is *about* the step (:func:`relevance_features`): ``lexical``, the
  rarity-weighted share of the step's content words it holds (rarity over the
  candidate pool, so a word every sentence of the paper repeats counts little),
  and ``cosine``, the MiniLM cosine of the two, less a small ``fragment`` weight
  for a heading, a lead-in or a line that does not end as a sentence ends
  (:func:`gechat.lines.is_fragment`: a title or caption names what a fact
  is about without stating it; on WiCE, whose pages are half such lines, gold
  evidence is a fragment half as often as the average line); the rest after
  them, by the same key. The judge reads one pair at a time and cannot know which of a paper's
  words are rare; its entailment alone picked the right sentence less often than
  this combination on the fit halves of WiCE dev and Evidence Inference
  validation. The weights (:data:`FITTED`) were fitted there by
  ``eval/fit_selector.py`` (a listwise logistic model); the window was chosen
  there too (``--window``). Until session 12 the sentences the judge finds
  entailing went first whatever their relevance; on Evidence Inference those
  were mostly methods sentences that name both arms of a trial, read as
  entailing a result they do not state, so the tier gave false Supported badges
  and lost the result sentence. The verdict goes with the sentence shown: a step
  is Supported only when the sentence chosen entails it.

Ties in every ranking go to the shorter sentence, then the earlier one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from gechat import claims, relevance
from gechat.lines import is_fragment
from gechat.retrieval import cosines
from gechat.embed import Embedder
from gechat.entail.base import Entailer
from gechat.entail.conflicts import is_quantity_reason
from gechat.logistic import logit
from gechat.records import EvidenceChoice, ScoredSentence, Sentence, Step
from gechat.text import content_stems

if TYPE_CHECKING:
    import numpy as np


Scoring = Literal["paper", "tiebreak", "fitted"]
Vectors = Callable[[Sequence[Sentence]], "np.ndarray"]  # the candidates' embedder vectors, one row each


@dataclass(frozen=True)
class RankWeights:
    """Weights of the ``fitted`` ranking and where they came from."""

    entailment: float  # on logit(entailment)
    lexical: float
    cosine: float
    fragment: float  # on 1 for a fragment (a heading, a lead-in, text that does not end as a sentence ends), else 0
    fitted_on: str


FITTED = RankWeights(
    entailment=0.331, lexical=3.955, cosine=2.803, fragment=-0.167,
    fitted_on="eval/fit_selector.py on the fit halves of WiCE dev (159 claims with gold) and Evidence Inference "
    "validation (112 cases), 24 candidates pre-ranked by content-word overlap; NLI model of session 11 (stage 7) "
    "with the findings check (session 17; the first three weights were fitted in session 8 without the fragment "
    "feature: 0.1697, 4.3999, 3.2878)",
)


FITTED_WINDOW = 0.5  # default of settings.fitted_window; chosen on the same fit halves (eval/fit_selector.py --window)


def fitted_score(s: ScoredSentence, weights: RankWeights = FITTED) -> float:
    """``w_e * logit(entailment) + w_lex * lexical + w_cos * cosine + w_frag * fragment`` (the ``fitted`` ranking's
    key)."""
    return (weights.entailment * logit(s.entailment) + weights.lexical * s.lexical + weights.cosine * s.cosine
            + weights.fragment * s.fragment)


def relevance_features(step_text: str, candidates: Sequence[Sentence], pool: Sequence[Sentence],
                       embedder: Embedder, vectors: Vectors | None = None) -> list[tuple[float, float]]:
    """Per candidate, (lexical, cosine): how much it is about the step (see the module docstring). ``vectors``
    gives the candidates' vectors where the workspace stores them (:meth:`Workspace.sentence_vectors`); without
    it they are encoded."""
    if not candidates:
        return []
    terms = content_stems(step_text)
    weights = relevance.rarity(terms, [content_stems(s.text) for s in pool or candidates])
    step_vec = embedder.encode([step_text])[0]
    vecs = vectors(candidates) if vectors is not None else embedder.encode([c.text for c in candidates])
    cos = cosines(vecs, step_vec)
    return [(relevance.lexical(terms, c.text, weights), float(x)) for c, x in zip(candidates, cos, strict=True)]


def rank(scored: Sequence[ScoredSentence], scoring: Scoring = "paper", tie_margin: float = 0.0,
         window: float = FITTED_WINDOW) -> list[ScoredSentence]:
    """Best first by the chosen ranking (ties: shorter, then earlier); ``window``: the ``fitted``
    ranking's entailment window below the best judgment (see the module docstring)."""
    def plain(s: ScoredSentence) -> tuple:
        return (-s.score, s.sentence.n_words, s.sentence.char_start)

    if scoring == "paper" or not scored:
        return sorted(scored, key=plain)
    top = max(s.entailment for s in scored)
    if scoring == "fitted":
        return sorted(scored, key=lambda s: (s.conflict != "" or s.unstated != "" or s.entailment < top - window,
                                             -fitted_score(s),
                                             s.sentence.n_words, s.sentence.char_start))
    if scoring != "tiebreak":
        raise ValueError(f"unknown scoring {scoring!r}")
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
    embedder: Embedder | None = None,
    pool: Sequence[Sentence] = (),
    window: float = FITTED_WINDOW,
    vectors: Vectors | None = None,
) -> list[ScoredSentence]:
    """Score every candidate for ``step``; best first by ``scoring`` (see :func:`rank`).

    With an ``embedder`` each candidate also gets its ``lexical`` and ``cosine``
    relevance (word rarity over ``pool``, the sentences the candidates were drawn
    from; the candidates themselves when it is empty); the ``fitted`` ranking needs them.
    """
    if not candidates:
        return []
    if scoring == "fitted" and embedder is None:
        raise ValueError("the 'fitted' scoring needs an embedder for the relevance features")
    judged = entailer.judge([c.text for c in candidates], [step.text] * len(candidates))
    about = relevance_features(step.text, candidates, pool, embedder, vectors) if embedder is not None else None
    scored = []
    for n, (sent, j) in enumerate(zip(candidates, judged, strict=True)):
        lp = length_penalty(sent.n_words, free_words, max_words)
        lex, cos = about[n] if about is not None else (0.0, 0.0)
        scored.append(ScoredSentence(sent, j.entailment, lp, evidence_score(j.entailment, lp, alpha, beta),
                                     neutral=j.neutral, contradiction=j.contradiction, conflict=j.conflict,
                                     lexical=round(lex, 4), cosine=round(cos, 4), unstated=j.unstated,
                                     fragment=is_fragment(sent.text), missing=j.missing))
    return rank(scored, scoring, tie_margin, window)


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

    ``scored`` is in ranking order; the first is the evidence, and the step is
    entailed only when that sentence entails it. When one candidate entails the
    step and another is in deterministic conflict with it by a negation, an
    antonym or swapped roles, the documents disagree: the entailing sentence
    (the first, or else the most entailing) is the evidence and the conflicting
    one is reported as ``contradicting``. A differing number or date does not
    count here: two sentences of one document with other figures are usually
    about other things ("bean soup for 20 men", "apple pudding for 80 men"), and
    the model's contradiction reading alone never overrules an entailing
    sentence. When no candidate entails the step and one contradicts it, that
    sentence is shown as the evidence (the reader must see what the documents
    say instead). A candidate that reads as entailing the step but lacks one of
    its figures (``ScoredSentence.missing``) supports nothing, but is disputed
    as a supporting one is: only by a negation, an antonym or swapped roles;
    else it stays the evidence and the step is not supported. When the first sentence does not entail the step but another
    does (and nothing conflicts), nothing is reported against it and the most
    entailing one is kept among the alternatives, so every surface can point to
    it (:meth:`EvidenceChoice.more_entailing`).
    """
    if not scored:
        return EvidenceChoice(step.id, None, (), hops_used, entailed=False, candidates_scored=0,
                              claim_support=0.0, claim_unsupported=True)
    best = scored[0]
    entailed = best.entails(threshold)
    supporting = max((s for s in scored if s.entails(threshold)),
                     key=lambda s: s.entailment, default=None)
    if supporting is not None:
        against = next((s for s in scored if s.conflict and not is_quantity_reason(s.conflict)), None)
        if against is not None and not entailed:  # the documents disagree: show the side that supports
            best, entailed = supporting, True
    elif any(s.reads_as_entailing(threshold) for s in scored):
        # a sentence that reads as entailing but lacks one of the step's figures says the step's matter: as
        # beside a supporting one, only a negation, antonym or role swap of another sentence disputes it
        against = next((s for s in scored if s.conflict and not is_quantity_reason(s.conflict)), None)
        if against is not None:
            best = against
    else:
        against = contradicting(scored, contradiction_threshold)
        if against is not None:
            best = against
    rest = [s for s in scored if s is not best]
    alternatives = rest[:top_k]
    if supporting is not None and not entailed and top_k and supporting not in alternatives:
        alternatives[-1] = supporting  # the sentence the judge reads as entailing is always offered
    support = claims.claim_support(step.text, scored)
    return EvidenceChoice(
        step_id=step.id,
        best=best,
        alternatives=tuple(alternatives),
        hops_used=hops_used,
        entailed=entailed,
        candidates_scored=len(scored),
        contradicting=against,
        claim_support=round(support, 4),
        claim_unsupported=claims.unsupported_claim(support),
    )
