"""A chain of thought checked against an external KG, and the same question across several LLMs.

``ask_kg``: retrieve the subgraph, let the LLM answer (``rag``: the subgraph's facts
in the prompt; ``standalone``: the question only) as numbered answers and steps
(:func:`gechat.cot.generate`, the same reply shape as the rest of GE-Chat), then
match each step to the subgraph (:mod:`gechat.extkg.match`). ``compare`` does it for
several models on one subgraph (one retrieval, unless the retriever itself calls the
LLM) and tabulates answers, verdicts, share grounded, correctness where gold answers
are given, and time. An LLM failure is recorded on its row; the other models still run.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from gechat import cot
from gechat.errors import GEChatError
from gechat.extkg.match import DEFAULT_THRESHOLD, grounded_share, match_steps
from gechat.extkg.records import StepMatch, Subgraph
from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.extkg.store import ExternalKG

MODES = ("rag", "standalone")
MAX_PROMPT_FACTS = 40


@dataclass
class KGRun:
    """One model's answer to one question, checked against the subgraph."""

    model: str
    mode: str
    answers: list[str] = field(default_factory=list)
    steps: list[StepMatch] = field(default_factory=list)
    seconds: float = 0.0
    correct: bool | None = None  # None: no gold answers given
    error: str = ""

    @property
    def grounded(self) -> float:
        return grounded_share(self.steps)

    def to_dict(self) -> dict:
        return {
            "model": self.model,
            "mode": self.mode,
            "answers": [{"id": f"A{i}", "text": a} for i, a in enumerate(self.answers, 1)],
            "steps": [{"id": f"S{i}", **m.to_dict()} for i, m in enumerate(self.steps, 1)],
            "grounded_share": round(self.grounded, 4),
            "correct": self.correct,
            "seconds": round(self.seconds, 2),
            "error": self.error,
        }


@dataclass
class Comparison:
    question: str
    subgraph: Subgraph
    runs: list[KGRun]
    threshold: float
    gold: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "question": self.question,
            "threshold": self.threshold,
            "gold": self.gold,
            "subgraph": self.subgraph.to_dict(),
            "runs": [r.to_dict() for r in self.runs],
        }


def is_correct(answers: Sequence[str], gold: Sequence[str]) -> bool | None:
    """True when some answer item names a gold answer (case-insensitive); None without gold."""
    if not gold:
        return None
    text = " | ".join(answers).lower()
    return any(g.lower() in text for g in gold if g.strip())


def answer(
    llm,
    question: str,
    subgraph: Subgraph,
    *,
    embedder,
    mode: str = "rag",
    threshold: float = DEFAULT_THRESHOLD,
    entailer=None,
    gold: Sequence[str] = (),
    max_tokens: int | None = None,
) -> KGRun:
    """``llm``'s chain of thought for ``question``, each step matched to ``subgraph``."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    run = KGRun(getattr(llm, "name", "llm"), mode)
    facts = [e.text for e in sorted(subgraph.edges, key=lambda e: -e.score)[:MAX_PROMPT_FACTS]] if mode == "rag" else []
    t0 = time.perf_counter()
    try:
        items, steps = cot.generate(llm, question, facts=facts, max_tokens=max_tokens)
    except GEChatError as exc:
        run.error = exc.user_message()
        run.seconds = time.perf_counter() - t0
        return run
    run.seconds = time.perf_counter() - t0
    run.answers = [a.text for a in items]
    run.steps = match_steps([s.text for s in steps], subgraph.edges, embedder, threshold=threshold, entailer=entailer)
    run.correct = is_correct(run.answers, gold)
    return run


def compare(
    kg: ExternalKG,
    question: str,
    llms: Mapping[str, object],
    *,
    embedder,
    retriever: str = "qpath",
    params: RetrievalParams = RetrievalParams(),
    seeds: Sequence[str] = (),
    mode: str = "rag",
    threshold: float = DEFAULT_THRESHOLD,
    entailer=None,
    gold: Sequence[str] = (),
    max_tokens: int | None = None,
) -> Comparison:
    """Every model in ``llms`` on one question. With a ``hyde*`` retriever each model also writes
    its own hypothetical answer and gets its own subgraph; the comparison shows the first one's."""
    shared = None
    if not retriever.startswith("hyde"):
        shared = retrieve(kg, question, retriever, embedder=embedder, params=params, seeds=seeds)
    runs, shown = [], shared
    for name, llm in llms.items():
        sg = shared
        if sg is None:
            try:
                sg = retrieve(kg, question, retriever, embedder=embedder, params=params, seeds=seeds, llm=llm)
            except GEChatError as exc:
                runs.append(KGRun(name, mode, error=exc.user_message()))
                continue
            shown = shown or sg
        run = answer(llm, question, sg, embedder=embedder, mode=mode, threshold=threshold, entailer=entailer,
                     gold=gold, max_tokens=max_tokens)
        run.model = name
        runs.append(run)
    if shown is None:  # every hyde retrieval failed: show the offline subgraph
        shown = retrieve(kg, question, "qpath", embedder=embedder, params=params, seeds=seeds)
    return Comparison(question, shown, runs, threshold, list(gold))
