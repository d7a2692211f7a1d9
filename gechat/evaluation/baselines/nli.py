"""Brute-force NLI: P(sentence entails step) for every sentence of the document; the most entailing wins.

No pre-ranking, no length penalty: the cost ceiling the GE-Chat selector's
candidate restriction is measured against. The "unsupported" flag is
``best P < settings.entail_threshold``.
"""

from __future__ import annotations

from gechat.evaluation.baselines.base import Method, MethodOutput, Query, top_sentence_text


class BruteForceNLI(Method):
    name = "nli_all"
    label = "NLI over every sentence"

    def predict(self, query: Query) -> MethodOutput:
        doc = query.doc.document
        sents = doc.sentences
        if not sents:
            return MethodOutput([], "", 0.0, True)
        probs = self.res.entailer.score([s.text for s in sents], [query.text] * len(sents))
        order = sorted(range(len(sents)), key=lambda i: (-probs[i], sents[i].n_words, i))
        ranking = [[i] for i in order]
        best = probs[order[0]]
        return MethodOutput(ranking, top_sentence_text(doc, ranking), support_score=best,
                            flagged_unsupported=best < self.res.settings.entail_threshold)
