"""Chat history per workspace: what was asked, what came back, what the reviewer decided.

Kept in the app session and saved by the workspace as one chat per browser
tab (``Workspace.write_chat``), so a workspace reopens with its conversations
and two tabs never overwrite each other. Answers round-trip through the
record codec (``answer_from_dict`` is the inverse of ``Answer.to_dict``).
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
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
    asked_at: float = 0.0  # seconds since the epoch (orders the chats in the sidebar)
    #: what was still being indexed when the question was asked ("answered from what is indexed")
    pending: tuple[str, ...] = ()


def answer_from_dict(d: dict[str, Any]) -> Answer:
    """Rebuild an Answer from ``Answer.to_dict()`` output (the record codec, :mod:`gechat.codec`)."""
    return decode(Answer, d)


CHAT_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def valid_chat_id(value: str) -> bool:
    return bool(CHAT_ID_RE.match(value or ""))


def new_chat_id() -> str:
    """A fresh chat id: one chat per browser tab, so two tabs never write over each other."""
    return uuid.uuid4().hex[:16]


def _key(turn: Turn) -> tuple[str, float]:
    return turn.question, turn.asked_at


def save_history(workspace: Workspace, chat_id: str, turns: list[Turn], *, merge: bool = True) -> list[Turn]:
    """Write one chat; returns the turns written.

    ``merge``: turns stored meanwhile by another tab showing the same chat (a chat reopened in two
    tabs) are kept, in the order they were asked, instead of being overwritten; a turn both hold is
    written as this tab has it (its review decisions win).
    """
    if merge:
        mine = {_key(t) for t in turns}
        theirs = [t for t in load_history(workspace, chat_id) if t.asked_at and _key(t) not in mine]
        if theirs:
            turns = sorted([*turns, *theirs], key=lambda t: t.asked_at or float("inf"))
    data = [
        {
            "question": t.question,
            "answer": t.answer.to_dict() if t.answer else None,
            "error": t.error,
            "review": {sid: vars(dec) for sid, dec in t.review.decisions.items()},
            "asked_at": t.asked_at,
            "pending": list(t.pending),
        }
        for t in turns
    ]
    workspace.write_chat(chat_id, data)
    return turns


def load_history(workspace: Workspace, chat_id: str) -> list[Turn]:
    """The saved turns of one chat; an unreadable chat gives an empty history (and a log line), never an error."""
    try:
        turns = []
        for item in workspace.read_chat(chat_id):
            review = Review({sid: decode(Decision, dec) for sid, dec in item.get("review", {}).items()})
            answer = answer_from_dict(item["answer"]) if item.get("answer") else None
            turns.append(Turn(item["question"], answer, item.get("error", ""), review,
                              float(item.get("asked_at", 0.0) or 0.0), tuple(item.get("pending", ()))))
        return turns
    except (GEChatError, ValueError, KeyError, TypeError) as exc:
        log.warning("chat %s of workspace %s unreadable (%s); starting afresh", chat_id, workspace.name, exc)
        return []


#: turns shown at once; earlier ones behind "Show earlier" (a long chat must not slow every rerun)
PAGE = 8


def visible_turns(n_turns: int, shown: int | None = None, page: int = PAGE) -> range:
    """Indices of the turns to draw: the last ``shown`` (default one page), never fewer than one page."""
    shown = max(page, shown or page)
    return range(max(0, n_turns - shown), n_turns)


@dataclass(frozen=True)
class ChatSummary:
    chat_id: str
    title: str  # the first question
    turns: int
    last_asked: float


def chat_summary(workspace: Workspace, chat_id: str) -> ChatSummary | None:
    """Title, length and last activity of one saved chat; None for an empty or unreadable one."""
    try:
        items = workspace.read_chat(chat_id)
    except (GEChatError, ValueError) as exc:
        log.warning("chat %s of workspace %s unreadable (%s)", chat_id, workspace.name, exc)
        return None
    items = [i for i in items if isinstance(i, dict) and i.get("question")]
    if not items:
        return None
    last = max(float(i.get("asked_at", 0.0) or 0.0) for i in items)
    return ChatSummary(chat_id, " ".join(str(items[0]["question"]).split()), len(items), last)


def _version(workspace: Workspace, chat_id: str) -> tuple[int, int] | None:
    """(modified ns, size) of a stored chat when the storage is files; None where it cannot tell."""
    root = getattr(workspace.storage, "root", None)
    if root is None:
        return None
    try:
        st = (Path(root) / "chats" / f"{chat_id}.json").stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def chat_summaries(workspace: Workspace, cache: dict[str, tuple] | None = None) -> list[ChatSummary]:
    """The workspace's saved chats, most recent first.

    ``cache`` (chat id -> (version, summary), kept by the caller) spares re-reading chats that did not
    change since (on file storage, by modification time and size; elsewhere every chat is read).
    """
    out = []
    for cid in workspace.chat_ids():
        version = _version(workspace, cid)
        if cache is not None and version is not None and cid in cache and cache[cid][0] == version:
            summary = cache[cid][1]
        else:
            summary = chat_summary(workspace, cid)
            if cache is not None:
                cache[cid] = (version, summary)
        if summary is not None:
            out.append(summary)
    return sorted(out, key=lambda c: (-c.last_asked, c.title))


def now() -> float:
    return time.time()
