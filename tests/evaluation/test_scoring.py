"""score_output: which metrics apply to which gold form, on hand-computed cases."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from gechat.embed import Embedder
from gechat.evaluation.baselines.base import MethodOutput
from gechat.evaluation.documents import document_from_sentences
from gechat.evaluation.gold import Gold, GoldAlternative
from gechat.evaluation.scoring import score_output


class BagOfWords(Embedder):
    """Fake embedder: normalised word-count vectors over the words it has seen (cosine = bag overlap)."""

    def __init__(self) -> None:
        super().__init__("bag-of-words")
        self.vocab: dict[str, int] = {}

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        for t in texts:
            for w in t.lower().split():
                self.vocab.setdefault(w, len(self.vocab))
        out = np.zeros((len(texts), 64), dtype=np.float32)
        for i, t in enumerate(texts):
            for w in t.lower().split():
                out[i, self.vocab[w]] += 1
            out[i] /= max(np.linalg.norm(out[i]), 1e-9)
        return out


DOC, _ = document_from_sentences("d", ["alpha beta", "gamma delta", "epsilon zeta eta theta"])


def test_sentence_gold_eq4_and_ranks():
    gold = Gold((GoldAlternative(frozenset({1}), "gamma delta"),))
    out = MethodOutput([[1], [0]], "gamma delta", 0.9, False)
    row = score_output(out, gold, DOC, BagOfWords())
    assert row["eq4"] == pytest.approx(1.0)
    assert (row["hit1"], row["mrr"], row["recall1"]) == (1.0, 1.0, 1.0)
    assert "span_f1" not in row and "page_hit" not in row


def test_chunk_text_is_punished_by_the_length_factor():
    gold = Gold((GoldAlternative(frozenset({1}), "gamma delta"),))
    chunk_text = "alpha beta gamma delta"
    out = MethodOutput([[0, 1]], chunk_text, 0.5)
    row = score_output(out, gold, DOC, BagOfWords())
    cos = 2 / (np.sqrt(4) * np.sqrt(2))  # shared words 2; |chunk| = 2, |gold| = sqrt 2
    assert row["eq4"] == pytest.approx(cos * 2 / 4)
    assert row["hit1"] == 1.0  # the chunk's sentences all count as predicted


def test_span_and_page_gold():
    s2 = DOC.sentences[2]
    gold = Gold((GoldAlternative(frozenset({2}), s2.text, (s2.char_start, s2.char_start + 10)),), frozenset({3}))
    out = MethodOutput([[2]], s2.text, 0.7)
    row = score_output(out, gold, DOC, BagOfWords())
    # predicted = the whole sentence (22 chars), gold = its first 10 chars
    assert row["span_iou"] == pytest.approx(10 / len(s2.text))
    assert row["page_hit"] == 0.0  # unpaged document: page 0 is not page 3


def test_empty_output_scores_zero():
    gold = Gold((GoldAlternative(frozenset({1}), "gamma delta"),))
    row = score_output(MethodOutput([], "", None), gold, DOC, BagOfWords())
    assert row["eq4"] == 0.0 and row["hit1"] == 0.0 and row["mrr"] == 0.0


def test_pool_hit_bounds_the_selector():
    gold = Gold((GoldAlternative(frozenset({2}), "epsilon zeta eta theta"),))
    out = MethodOutput([[0]], "alpha beta", 0.2, True, pool=[0, 1])
    row = score_output(out, gold, DOC, BagOfWords())
    assert row["pool_hit"] == 0.0 and row["pool_size"] == 2 and row["hit1"] == 0.0
    out.pool = [0, 2]
    assert score_output(out, gold, DOC, BagOfWords())["pool_hit"] == 1.0
