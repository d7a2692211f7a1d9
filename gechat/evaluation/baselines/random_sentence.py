"""Random sentence: a seeded shuffle of the document's sentences (the floor every method must beat)."""

from __future__ import annotations

import random

from gechat.evaluation.baselines.base import Method, MethodOutput, Query, top_sentence_text
from gechat.ids import content_id


class RandomSentence(Method):
    name = "random"
    label = "Random sentence"

    def predict(self, query: Query) -> MethodOutput:
        doc = query.doc.document
        # seeded per case and step, so a resumed or re-ordered run draws the same sentences
        rng = random.Random(content_id(str(self.res.seed), query.case_id, query.text))
        order = list(range(len(doc.sentences)))
        rng.shuffle(order)
        ranking = [[i] for i in order]
        return MethodOutput(ranking, top_sentence_text(doc, ranking), support_score=rng.random())
