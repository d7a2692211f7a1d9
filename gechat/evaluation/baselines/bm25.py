"""BM25 sentence retrieval (rank_bm25's Okapi BM25 over content words of each sentence)."""

from __future__ import annotations

from gechat.evaluation.baselines.base import Method, MethodOutput, Query, top_sentence_text
from gechat.text import content_words


class BM25Sentences(Method):
    name = "bm25"
    label = "BM25 sentence"

    def predict(self, query: Query) -> MethodOutput:
        doc = query.doc.document
        if not doc.sentences:
            return MethodOutput([], "", 0.0)
        index = query.doc.cached("bm25", lambda: _build(doc))
        scores = index.get_scores(content_words(query.text))
        order = sorted(range(len(scores)), key=lambda i: (-scores[i], doc.sentences[i].n_words, i))
        ranking = [[i] for i in order]
        return MethodOutput(ranking, top_sentence_text(doc, ranking), support_score=float(scores[order[0]]))


def _build(doc):
    from rank_bm25 import BM25Okapi

    corpus = [content_words(s.text) or ["_"] for s in doc.sentences]
    return BM25Okapi(corpus)
