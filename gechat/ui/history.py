"""Chat history per workspace: what was asked, what came back, what the reviewer decided.

Kept in the app session and saved by the workspace as one chat per browser
tab (``Workspace.write_chat``), so a workspace reopens with its conversations
and two tabs never overwrite each other. Answers round-trip through the
record codec (``answer_from_dict`` is the inverse of ``Answer.to_dict``).
"""

from __future__ import annotations

import logging
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

from gechat.codec import decode
from gechat.errors import GEChatError
from gechat.records import Answer
from gechat.ui.review import Decision, Review
from gechat.workspace import Workspace

log = logging.getLogger("gechat.ui.history")


@dataclass
class Turn:
    question: str
    answer: Answer | None = None
    error: str = ""  # plain-words message when answering failed
    review: Review = field(default_factory=Review)


def answer_from_dict(d: dict[str, Any]) -> Answer:
    """Rebuild an Answer from ``Answer.to_dict()`` output (the record codec, :mod:`gechat.codec`)."""
    return decode(Answer, d)


CHAT_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def valid_chat_id(value: str) -> bool:
    return bool(CHAT_ID_RE.match(value or ""))


def new_chat_id() -> str:
    """A fresh chat id: one chat per browser tab, so two tabs never write over each other."""
    return uuid.uuid4().hex[:16]


def save_history(workspace: Workspace, chat_id: str, turns: list[Turn]) -> None:
    data = [
        {
            "question": t.question,
            "answer": t.answer.to_dict() if t.answer else None,
            "error": t.error,
            "review": {sid: vars(dec) for sid, dec in t.review.decisions.items()},
        }
        for t in turns
    ]
    workspace.write_chat(chat_id, data)


def load_history(workspace: Workspace, chat_id: str) -> list[Turn]:
    """The saved turns of one chat; an unreadable chat gives an empty history (and a log line), never an error."""
    try:
        turns = []
        for item in workspace.read_chat(chat_id):
            review = Review({sid: decode(Decision, dec) for sid, dec in item.get("review", {}).items()})
            answer = answer_from_dict(item["answer"]) if item.get("answer") else None
            turns.append(Turn(item["question"], answer, item.get("error", ""), review))
        return turns
    except (GEChatError, ValueError, KeyError, TypeError) as exc:
        log.warning("chat %s of workspace %s unreadable (%s); starting afresh", chat_id, workspace.name, exc)
        return []
