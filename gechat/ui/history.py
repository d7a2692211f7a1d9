"""Chat history per workspace: what was asked, what came back, what the reviewer decided.

Kept in the app session and written to ``<workspace_dir>/<workspace>/app/chat_history.json``
so a workspace reopens with its conversation. Answers round-trip through
``answer_from_dict`` (the inverse of ``Answer.to_dict``).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gechat.records import (
    Anchor, Answer, AnswerItem, EvidenceChoice, Relation, RelevantSentence, RunStats, ScoredSentence, Sentence, Step,
    Subgraph,
)
from gechat.ui.review import Decision, Review

log = logging.getLogger("gechat.ui.history")


@dataclass
class Turn:
    question: str
    answer: Answer | None = None
    error: str = ""  # plain-words message when answering failed
    review: Review = field(default_factory=Review)


def _sentence(d: dict[str, Any]) -> Sentence:
    return Sentence(**{**d, "boxes": tuple(tuple(b) for b in d.get("boxes", ()))})


def _scored(d: dict[str, Any] | None) -> ScoredSentence | None:
    if d is None:
        return None
    return ScoredSentence(_sentence(d["sentence"]), d["entailment"], d["length_penalty"], d["score"],
                          d.get("neutral", 0.0), d.get("contradiction", 0.0), d.get("conflict", ""))


def _choice(e: dict[str, Any]) -> EvidenceChoice:
    e = dict(e)
    if "supported" in e:  # histories written before the field was named for what it means
        e["entailed"] = e.pop("supported")
    return EvidenceChoice(**{**e, "best": _scored(e.get("best")), "contradicting": _scored(e.get("contradicting")),
                             "alternatives": tuple(_scored(a) for a in e.get("alternatives", ()))})


def _relation(d: dict[str, Any]) -> Relation:
    return Relation(**{**d, "chunk_ids": tuple(d.get("chunk_ids", ()))})


def answer_from_dict(d: dict[str, Any]) -> Answer:
    """Rebuild an Answer from ``Answer.to_dict()`` output (lists back to tuples)."""
    evidence = tuple(_choice(e) for e in d.get("evidence", ()))
    subgraphs = tuple(
        Subgraph(g["step_id"], g["hops"], tuple(g["entities"]), tuple(_relation(r) for r in g["relations"]),
                 tuple(g["chunk_ids"]))
        for g in d.get("subgraphs", ())
    )
    return Answer(
        question=d["question"],
        mode=d["mode"],
        answers=tuple(AnswerItem(**a) for a in d.get("answers", ())),
        steps=tuple(Step(**s) for s in d.get("steps", ())),
        anchors=tuple(Anchor(**a) for a in d.get("anchors", ())),
        subgraphs=subgraphs,
        evidence=evidence,
        answer_nodes=dict(d.get("answer_nodes", {})),
        stats=RunStats(**d.get("stats", {})),
        models=dict(d.get("models", {})),
        notes=tuple(d.get("notes", ())),
        outcome=d.get("outcome", "answered"),
        nearest=tuple(RelevantSentence(_sentence(n["sentence"]), n["relevance"]) for n in d.get("nearest", ())),
        answer_evidence=tuple(_choice(e) for e in d.get("answer_evidence", ())),
        warning=d.get("warning", ""),
    )


def history_path(workspace_dir: Path, workspace: str) -> Path:
    return Path(workspace_dir) / workspace / "app" / "chat_history.json"


def save_history(path: Path, turns: list[Turn]) -> None:
    data = [
        {
            "question": t.question,
            "answer": t.answer.to_dict() if t.answer else None,
            "error": t.error,
            "review": {sid: vars(dec) for sid, dec in t.review.decisions.items()},
        }
        for t in turns
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".history-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, default=str)
    os.replace(tmp, path)


def load_history(path: Path) -> list[Turn]:
    """The saved turns; an unreadable file gives an empty history (and a log line), never an error."""
    if not path.is_file():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        turns = []
        for item in data:
            review = Review({sid: Decision(**dec) for sid, dec in item.get("review", {}).items()})
            answer = answer_from_dict(item["answer"]) if item.get("answer") else None
            turns.append(Turn(item["question"], answer, item.get("error", ""), review))
        return turns
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("chat history %s unreadable (%s); starting afresh", path, exc)
        return []
