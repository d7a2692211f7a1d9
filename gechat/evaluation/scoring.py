"""Score one method's output for one case against the resolved gold evidence."""

from __future__ import annotations

from typing import Any

import numpy as np

from gechat.embed import Embedder
from gechat.evaluation import metrics
from gechat.evaluation.baselines.base import MethodOutput
from gechat.evaluation.gold import Gold
from gechat.records import Document

RECALL_KS = (1, 3, 5)


def gold_vectors(gold: Gold, embedder: Embedder) -> np.ndarray:
    """Embeddings of the gold alternatives' texts (computed once per case, shared by every method)."""
    return embedder.encode([a.text for a in gold.alternatives])


def score_output(out: MethodOutput, gold: Gold, doc: Document, embedder: Embedder,
                 gold_vecs: np.ndarray | None = None) -> dict[str, Any]:
    """Metric values for one (case, method); keys are absent when the gold form does not allow them."""
    row: dict[str, Any] = {}
    alts = gold.alternatives
    if alts:
        gen_words = len(out.evidence_text.split())
        gold_words = [len(a.text.split()) for a in alts]
        if gen_words:
            gv = gold_vectors(gold, embedder) if gold_vecs is None else gold_vecs
            gen = embedder.encode([out.evidence_text])[0]
            cos = [float(gen @ v) for v in gv]
        else:
            cos = [0.0] * len(alts)
        row["eq4"] = metrics.eq4_best(cos, gold_words, gen_words)
        row["eq4_cos"] = max(cos) if cos else 0.0
        row["generated_words"] = gen_words
        row["gold_words"] = min(gold_words)
    sets = [a.sentences for a in alts if a.sentences]
    if sets:
        row["hit1"] = metrics.hit_at_1(out.ranking, sets)
        for k in RECALL_KS:
            row[f"recall{k}"] = metrics.recall_at_k(out.ranking, sets, k)
        row["mrr"] = metrics.reciprocal_rank(out.ranking, sets)
        if out.pool is not None:
            row["pool_hit"] = metrics.hit_at_1([out.pool], sets)
            row["pool_size"] = len(out.pool)
    top = out.ranking[0] if out.ranking else []
    if gold.spans:
        pred = [(doc.sentences[i].char_start, doc.sentences[i].char_end) for i in top]
        ov = metrics.best_span_overlap(pred, gold.spans)
        row["span_f1"] = ov["f1"]
        row["span_iou"] = ov["iou"]
    if gold.pages:
        # any page of a top sentence, the later pages of one that goes on over a page break included
        row["page_hit"] = metrics.page_hit((p for i in top for p in doc.sentences[i].pages), gold.pages)
    return row
