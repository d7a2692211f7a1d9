"""Ablation of the GE-Chat selector: no KG subgraph restriction.

Every sentence of the document is a candidate; the rest is the app's own
evidence arithmetic: pre-ranking to ``max_candidates`` by shared content
words (:func:`gechat.anchoring.prerank`), then
``score = alpha * P(entail) - beta * length_penalty``
(:func:`gechat.selection.score_candidates`) and the same threshold.
``gechat_all_nolp`` also sets ``beta = 0``.
"""

from __future__ import annotations

from gechat import anchoring, selection
from gechat.evaluation.baselines.base import EVAL_ALTERNATIVES, Method, MethodOutput, Query, choice_output
from gechat.records import Step


class GEChatAllSentences(Method):
    name = "gechat_all"
    label = "GE-Chat selector, no KG restriction (ablation)"
    #: None: the configured beta; a number overrides it (the no-length-penalty ablation uses 0)
    beta: float | None = None
    #: None: the configured scoring; "paper" for the paper's ablation rows
    scoring: str | None = None

    def predict(self, query: Query) -> MethodOutput:
        s = self.res.settings
        beta = s.beta if self.beta is None else self.beta
        step = Step("S1", query.text)
        sentences = list(query.doc.document.sentences)
        candidates = anchoring.prerank(step.text, sentences, s.max_candidates)
        scored = selection.score_candidates(
            step, candidates, self.res.entailer,
            alpha=s.alpha, beta=beta, free_words=s.length_free_words, max_words=s.length_max_words,
            scoring=self.scoring or s.scoring, tie_margin=s.tie_margin, embedder=self.res.embedder, pool=sentences,
            window=s.fitted_window,
        )
        choice = selection.choose(step, scored, hops_used=0, threshold=s.entail_threshold, top_k=EVAL_ALTERNATIVES)
        out = choice_output(choice, query.doc, beta=beta)
        out.pool = sorted(c.index for c in candidates)
        return out


class GEChatAllNoLengthPenalty(GEChatAllSentences):
    """Second ablation: no KG restriction and no length penalty (beta = 0): entailment alone ranks
    the pre-ranked candidates, so the length penalty's effect shows against ``gechat_all``."""

    name = "gechat_all_nolp"
    label = "GE-Chat selector, no KG, no length penalty (ablation)"
    beta = 0.0
    scoring = "paper"


class GEChatAllPaper(GEChatAllSentences):
    """The paper's scoring (alpha * entailment - beta * length penalty) with every sentence a candidate."""

    name = "gechat_all_paper"
    label = "GE-Chat paper scoring, no KG restriction (ablation)"
    scoring = "paper"
