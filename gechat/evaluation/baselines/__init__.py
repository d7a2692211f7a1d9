"""Evidence methods compared on the same cases and the same sentence segmentation.

Methods are imported on first use (``method_class``), so listing them does not
load the pipeline, the KG store or any model.
"""

from __future__ import annotations

import importlib

from gechat.evaluation.baselines.base import IndexedDocument, Method, MethodOutput, Query, Resources

#: method id -> (module, class, label)
REGISTRY: dict[str, tuple[str, str, str]] = {
    "random": ("random_sentence", "RandomSentence", "Random sentence"),
    "chunk": ("chunk", "BestChunk", "Best chunk (chunk RAG)"),
    "bm25": ("bm25", "BM25Sentences", "BM25 sentence"),
    "cosine": ("cosine", "CosineSentences", "MiniLM cosine sentence"),
    "nli_all": ("nli", "BruteForceNLI", "NLI over every sentence"),
    "self_cite": ("self_cite", "SelfCitation", "LLM self-citation"),
    "gechat_kg": ("gechat_selector", "GEChatKG", "GE-Chat selector (KG subgraph)"),
    "gechat_kg_paper": ("gechat_selector", "GEChatKGPaper", "GE-Chat selector, paper scoring (KG subgraph)"),
    "gechat_all_paper": ("gechat_all", "GEChatAllPaper", "GE-Chat paper scoring, no KG restriction (ablation)"),
    "gechat_all": ("gechat_all", "GEChatAllSentences", "GE-Chat selector, no KG restriction (ablation)"),
    "gechat_all_nolp": ("gechat_all", "GEChatAllNoLengthPenalty",
                        "GE-Chat selector, no KG, no length penalty (ablation)"),
    "gechat_e2e": ("end_to_end", "GEChatEndToEnd", "GE-Chat end to end"),
}
#: methods scored on the reference statement (oracle mode)
ORACLE_METHODS = ("random", "chunk", "bm25", "cosine", "nli_all", "self_cite", "gechat_kg", "gechat_kg_paper",
                  "gechat_all", "gechat_all_paper", "gechat_all_nolp")
#: methods in end-to-end mode: the pipeline itself, plus the baselines queried with the question
E2E_METHODS = ("gechat_e2e", "random", "chunk", "bm25", "cosine", "nli_all", "self_cite", "gechat_all")
LABELS = {k: v[2] for k, v in REGISTRY.items()}


def method_class(name: str) -> type[Method]:
    if name not in REGISTRY:
        raise ValueError(f"Unknown method {name!r}; known: {', '.join(REGISTRY)}")
    module, cls, _ = REGISTRY[name]
    return getattr(importlib.import_module(f"gechat.evaluation.baselines.{module}"), cls)


__all__ = ["E2E_METHODS", "LABELS", "ORACLE_METHODS", "REGISTRY", "IndexedDocument", "Method", "MethodOutput",
           "Query", "Resources", "method_class"]
