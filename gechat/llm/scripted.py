"""A scripted LLM for logic tests: replies come from a list or a function.

It is a real ``LLM`` subclass, so code under test goes through the same
``complete`` / ``complete_json`` / usage counting as with a real model.
Every prompt (and schema) it receives is recorded.

    llm = ScriptedLLM(["plain text", {"steps": ["a", "b"]}, InvalidJSONError("bad")])
    llm.complete(msgs)            # -> "plain text"
    llm.complete_json(msgs, s)    # -> {"steps": ["a", "b"]}
    llm.complete(msgs)            # raises the InvalidJSONError
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gechat.llm.base import LLM, Message

#: one scripted reply: text, a JSON object (sent as ``json.dumps``), or an error to raise
Reply = str | Mapping[str, Any] | Exception
#: a reply function: (messages, schema or None) -> reply
ReplyFn = Callable[[list[Message], dict[str, Any] | None], Reply]


class ScriptExhaustedError(AssertionError):
    """The code under test made more LLM calls than the script has replies."""


class ScriptedLLM(LLM):
    """Replies in order from ``replies`` (or by calling it); records every prompt."""

    def __init__(
        self,
        replies: Sequence[Reply] | ReplyFn,
        *,
        name: str = "scripted",
        is_demo: bool = False,
    ) -> None:
        super().__init__()
        self.name = name
        self.is_demo = is_demo
        self._fn: ReplyFn | None = replies if callable(replies) else None
        self._replies: list[Reply] = [] if callable(replies) else list(replies)
        self._next = 0
        self._lock = threading.Lock()
        #: the messages of every call, in order (copies)
        self.prompts: list[list[Message]] = []
        #: the schema of every call (None for plain ``complete``)
        self.schemas: list[dict[str, Any] | None] = []

    @property
    def remaining(self) -> int:
        """Scripted replies not used yet (0 for a reply function)."""
        return len(self._replies) - self._next

    @property
    def last_prompt(self) -> list[Message]:
        if not self.prompts:
            raise ScriptExhaustedError("ScriptedLLM has not been called yet.")
        return self.prompts[-1]

    def warm_up(self) -> None:
        """Nothing to load."""

    def _complete(
        self, messages: Sequence[Message], *, schema: dict[str, Any] | None, max_tokens: int | None
    ) -> tuple[str, int, int]:
        copied = [dict(m) for m in messages]
        with self._lock:
            self.prompts.append(copied)
            self.schemas.append(schema)
            if self._fn is not None:
                reply = self._fn([dict(m) for m in copied], schema)
            else:
                if self._next >= len(self._replies):
                    raise ScriptExhaustedError(
                        f"ScriptedLLM '{self.name}' has {len(self._replies)} replies; call {self._next + 1} has none."
                    )
                reply = self._replies[self._next]
                self._next += 1
        if isinstance(reply, Exception):
            raise reply
        text = reply if isinstance(reply, str) else json.dumps(dict(reply), ensure_ascii=False)
        return text, _words(" ".join(m.get("content", "") for m in copied)), _words(text)


def _words(text: str) -> int:
    """A rough token count (whitespace words) so usage numbers are non-zero and deterministic."""
    return len(text.split())
