"""Cosine similarity of MiniLM sentence embeddings, clipped to [0, 1].

A similarity fallback (``kind = "similarity"``): it says two sentences are about
the same thing, not that one follows from the other.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from gechat.embed import Embedder
from gechat.entail.base import Entailer


class CosineEntailer(Entailer):
    """max(0, cos(embed(premise), embed(hypothesis))) with the shared embedder."""

    name = "MiniLM cosine"
    kind = "similarity"

    def __init__(self, embedder: Embedder | None = None) -> None:
        super().__init__()
        self.embedder = embedder if embedder is not None else Embedder()

    def warm_up(self) -> None:
        self.embedder.warm_up()

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        texts = list(dict.fromkeys([*premises, *hypotheses]))  # each distinct text embedded once
        row = {t: i for i, t in enumerate(texts)}
        vecs = self.embedder.encode(texts)
        p = vecs[[row[t] for t in premises]]
        h = vecs[[row[t] for t in hypotheses]]
        cos = np.einsum("ij,ij->i", p, h)
        return np.clip(cos, 0.0, 1.0).tolist()
