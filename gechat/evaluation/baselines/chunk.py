"""Chunk-level RAG: the best chunk by embedding cosine is the evidence, whole.

Sentence metrics count every sentence of a chunk as predicted at that
chunk's rank; eq. 4 gets the whole chunk text as the generated evidence, so
its length factor shows what returning a passage instead of a sentence costs.
"""

from __future__ import annotations

import numpy as np

from gechat.evaluation.baselines.base import Method, MethodOutput, Query


class BestChunk(Method):
    name = "chunk"
    label = "Best chunk (chunk RAG)"

    def predict(self, query: Query) -> MethodOutput:
        chunks = query.doc.chunks()
        if not chunks:
            return MethodOutput([], "", 0.0)
        vecs = query.doc.chunk_vectors()
        q = self.res.embedder.encode([query.text])[0]
        sims = vecs @ q
        order = np.lexsort((np.arange(len(sims)), -sims))
        pos = query.doc.sentence_positions()
        ranking = [sorted(pos[sid] for sid in chunks[int(i)].sentence_ids if sid in pos) for i in order]
        best = chunks[int(order[0])]
        return MethodOutput(ranking, best.text, support_score=float(sims[order[0]]),
                            info={"chunk_words": len(best.text.split())})
