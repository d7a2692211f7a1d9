"""The one small interface every LLM client implements.

A client turns chat messages into text (``complete``) or into a JSON object
that follows a bounded JSON schema (``complete_json``). Usage is counted on
the client so the pipeline can report LLM calls and tokens per answer.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gechat.errors import InvalidJSONError, LLMError


@dataclass
class Usage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


Message = dict[str, str]  # {"role": "system"|"user"|"assistant", "content": "..."}


class LLM(ABC):
    """Base class of the LLM clients (OpenAI-compatible, embedded GGUF, scripted)."""

    #: short human label, e.g. "openai:llama3.1:8b" or "embedded:SmolLM2-135M (demo)"
    name: str = "llm"
    #: True for the tiny embedded models: their reasoning must not be relied on.
    is_demo: bool = False

    def __init__(self) -> None:
        self.usage = Usage()

    @abstractmethod
    def _complete(
        self, messages: Sequence[Message], *, schema: dict[str, Any] | None, max_tokens: int | None
    ) -> tuple[str, int, int]:
        """Return (text, prompt_tokens, completion_tokens). Raise gechat.errors.LLMError subclasses."""

    def complete(self, messages: Sequence[Message], *, max_tokens: int | None = None) -> str:
        text, p, c = self._complete(messages, schema=None, max_tokens=max_tokens)
        self._count(p, c)
        return text

    def complete_json(
        self, messages: Sequence[Message], schema: dict[str, Any], *, max_tokens: int | None = None
    ) -> dict[str, Any]:
        text, p, c = self._complete(messages, schema=schema, max_tokens=max_tokens)
        self._count(p, c)
        return parse_json_object(text)

    def _count(self, prompt_tokens: int, completion_tokens: int) -> None:
        self.usage.calls += 1
        self.usage.prompt_tokens += prompt_tokens
        self.usage.completion_tokens += completion_tokens


def parse_json_object(text: str) -> dict[str, Any]:
    """Parse the first JSON object in ``text`` (tolerates code fences / chatter around it)."""
    s = text.strip()
    if s.startswith("```"):
        s = s.strip("`")
        s = s[s.find("\n") + 1 :] if "\n" in s else s
    start = s.find("{")
    if start < 0:
        raise InvalidJSONError(f"The model's reply holds no JSON object: {text[:120]!r}.")
    try:
        # strict=False: a raw newline or tab inside a string (some servers' grammars allow them) is kept, not fatal
        obj, _ = json.JSONDecoder(strict=False).raw_decode(s[start:])
    except json.JSONDecodeError as exc:
        raise InvalidJSONError(f"The model's reply is not valid JSON ({exc.msg}): {text[:120]!r}.") from exc
    if not isinstance(obj, dict):
        raise InvalidJSONError("The model's reply is JSON but not an object.")
    return obj


def llm_failure(exc: Exception) -> LLMError | None:
    """The LLM error at the root of ``exc``, if one is (a library may re-raise it wrapped or re-worded).

    Followed through ``__cause__`` and ``__context__``; the innermost ``LLMError``
    is the one our client raised, with its own words (no chunk ids a library
    prefixed to it).
    """
    found: LLMError | None = None
    seen: set[int] = set()
    cur: Any = exc  # then each __cause__ / __context__ in turn
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        if isinstance(cur, LLMError):
            found = cur
        cur = cur.__cause__ or cur.__context__
    return found
