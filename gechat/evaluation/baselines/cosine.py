"""Embedding cosine: the sentence closest to the step in the embedder's space (MiniLM by default)."""

from __future__ import annotations

import numpy as np

from gechat.evaluation.baselines.base import Method, MethodOutput, Query, top_sentence_text


class CosineSentences(Method):
    name = "cosine"
    label = "MiniLM cosine sentence"

    def predict(self, query: Query) -> MethodOutput:
        doc = query.doc.document
        if not doc.sentences:
            return MethodOutput([], "", 0.0)
        vecs = query.doc.sentence_vectors()
        q = self.res.embedder.encode([query.text])[0]
        sims = vecs @ q
        order = np.lexsort((np.arange(len(sims)), -sims))
        ranking = [[int(i)] for i in order]
        return MethodOutput(ranking, top_sentence_text(doc, ranking), support_score=float(sims[order[0]]))
