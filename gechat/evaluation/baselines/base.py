"""What every evidence method sees and returns.

A method gets one :class:`Query` (a step or question over one indexed
document) and returns a :class:`MethodOutput`: a ranking of sentence groups
(see :mod:`gechat.evaluation.metrics`), the text it offers as evidence (for
eq. 4), a support score (higher = better supported; used for the abstention
AUROC) and, where the method has a threshold, an "unsupported" flag.

Costs (NLI pairs, LLM calls, tokens, seconds) are measured by the runner
around ``predict`` from the shared entailer's and LLM's counters, so a method
cannot under-report them. Work done once per document (loading, embedding the
sentences, chunking, building the KG) is index time, recorded separately.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gechat.embed import Embedder
from gechat.entail.base import Entailer
from gechat.evaluation.documents import BuiltDocument
from gechat.llm.base import LLM
from gechat.records import Chunk, Document, EvidenceChoice
from gechat.settings import Settings


#: alternatives the selector methods keep for recall@k / MRR (the app shows top_k_alternatives)
EVAL_ALTERNATIVES = 20


@dataclass
class MethodOutput:
    ranking: list[list[int]]
    evidence_text: str
    support_score: float | None = None
    flagged_unsupported: bool | None = None
    info: dict[str, Any] = field(default_factory=dict)
    #: sentences the method could possibly have chosen (selectors: its candidate pool), for "pool hit"
    pool: list[int] | None = None


@dataclass
class Resources:
    """Models shared by every method of a run (loaded lazily, counted by the runner)."""

    settings: Settings
    embedder: Embedder
    entailer: Entailer
    seed: int = 0
    llm_factory: Callable[[], LLM] | None = None
    workspace_dir: Any = None  # pathlib.Path where per-document KG workspaces live
    entailer_label: str = ""  # recorded on results that used the entailer (default: its name and kind)

    @property
    def selection_label(self) -> str:
        """The settings that shape evidence selection, recorded on every result (mixed runs show up)."""
        s = self.settings
        return (f"hops={s.hops}/{s.max_hops} max_candidates={s.max_candidates} alpha={s.alpha} beta={s.beta} "
                f"threshold={s.entail_threshold} length={s.length_free_words}-{s.length_max_words} "
                f"chunk_tokens={s.chunk_tokens}")
    _llm: LLM | None = None

    @property
    def llm(self) -> LLM:
        if self._llm is None:
            if self.llm_factory is None:
                raise ValueError("This method needs an LLM and none is configured.")
            self._llm = self.llm_factory()
        return self._llm

    @property
    def llm_loaded(self) -> LLM | None:
        return self._llm


class IndexedDocument:
    """One document with lazily built, cached indexes; time spent building them is recorded."""

    def __init__(self, built: BuiltDocument, resources: Resources) -> None:
        self.built = built
        self.res = resources
        self.index_seconds: dict[str, float] = {}
        self._cache: dict[str, Any] = {}

    @property
    def document(self) -> Document:
        return self.built.document

    def _get(self, key: str, make: Callable[[], Any]) -> Any:
        if key not in self._cache:
            t0 = time.perf_counter()
            self._cache[key] = make()
            self.index_seconds[key] = round(self.index_seconds.get(key, 0.0) + time.perf_counter() - t0, 4)
        return self._cache[key]

    def sentence_vectors(self) -> np.ndarray:
        return self._get("sentence_vectors", lambda: self.res.embedder.encode([s.text for s in self.document.sentences]))

    def chunks(self) -> list[Chunk]:
        def make() -> list[Chunk]:
            from gechat.chunking import chunk_document

            s = self.res.settings
            return list(chunk_document(self.document, max_tokens=s.chunk_tokens,
                                       overlap_sentences=s.chunk_overlap_sentences,
                                       count_tokens=self.res.embedder.count_tokens))

        return self._get("chunks", make)

    def chunk_vectors(self) -> np.ndarray:
        return self._get("chunk_vectors", lambda: self.res.embedder.encode([c.text for c in self.chunks()]))

    def sentence_positions(self) -> dict[str, int]:
        return self._get("sentence_positions", lambda: {s.id: s.index for s in self.document.sentences})

    def cached(self, key: str, make: Callable[[], Any]) -> Any:
        """Any other per-document index (BM25, KG workspace), built once and timed."""
        return self._get(key, make)


@dataclass(frozen=True)
class Query:
    text: str  # the step (oracle mode) or the question (end-to-end baselines)
    question: str
    doc: IndexedDocument
    case_id: str


class Method(ABC):
    #: short id used in JSONL and tables
    name: str = "method"
    #: human label for reports
    label: str = "method"
    #: True when the method calls the LLM (skipped when no LLM is configured)
    needs_llm: bool = False

    def __init__(self, resources: Resources) -> None:
        self.res = resources

    @abstractmethod
    def predict(self, query: Query) -> MethodOutput:
        ...


def top_sentence_text(doc: Document, ranking: list[list[int]]) -> str:
    if not ranking or not ranking[0]:
        return ""
    return " ".join(doc.sentences[i].text for i in sorted(ranking[0]))


def choice_output(choice: EvidenceChoice, doc: IndexedDocument, **info) -> MethodOutput:
    pos = doc.sentence_positions()
    ranked = ([choice.best] if choice.best else []) + list(choice.alternatives)
    ranking = [[pos[s.sentence.id]] for s in ranked if s.sentence.id in pos]
    best = choice.best
    text = best.sentence.text if best else ""
    best_entailment = best.entailment if best else 0.0
    return MethodOutput(
        ranking,
        text,
        support_score=choice.claim_support if choice.claim_support is not None else best_entailment,
        flagged_unsupported=choice.claim_unsupported,
        info={"candidates_scored": choice.candidates_scored, "hops_used": choice.hops_used,
              "best_entailment": best_entailment, "entailed": choice.entailed, **info},
    )
