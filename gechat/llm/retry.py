"""Retries with exponential backoff and jitter, and the LLM base class that uses them.

Only errors whose ``retryable`` is True are tried again. ``InvalidJSONError``
is retryable: the call is repeated, which draws a new sample (the clients
raise the temperature a little on later attempts so a greedy model does not
repeat the same broken reply).
"""

from __future__ import annotations

import logging
import random
import time
from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from gechat.errors import GEChatError
from gechat.llm.base import LLM, Message, parse_json_object
from gechat.llm.schema import bounded

log = logging.getLogger(__name__)

T = TypeVar("T")

#: temperature used from the second attempt on when the configured one is lower
RESAMPLE_TEMPERATURE = 0.5


def backoff_delay(
    attempt: int, *, base_delay: float, max_delay: float, rng: random.Random | None = None
) -> float:
    """Seconds to wait after failed attempt number ``attempt`` (0-based).

    The cap doubles per attempt, ``min(max_delay, base_delay * 2**attempt)``;
    the delay is drawn uniformly from ``[cap / 2, cap]`` ("equal jitter") so
    clients that failed together do not retry together.
    """
    if attempt < 0:
        raise ValueError("attempt must be >= 0")
    cap = min(max_delay, base_delay * (2**attempt))
    draw = (rng or random).random()
    return cap / 2 + draw * cap / 2


def with_retries(
    fn: Callable[[], T],
    *,
    retries: int,
    base_delay: float = 0.5,
    max_delay: float = 8.0,
    sleep: Callable[[float], Any] = time.sleep,
    should_retry: Callable[[GEChatError], bool] | None = None,
    rng: random.Random | None = None,
) -> T:
    """Call ``fn`` up to ``retries + 1`` times, sleeping with backoff between tries.

    A ``GEChatError`` is retried when ``should_retry(err)`` says so (default:
    ``err.retryable``); anything else propagates at once. The last error is
    re-raised with a note saying how many attempts were made.
    """
    if retries < 0:
        raise ValueError("retries must be >= 0")
    for attempt in range(retries + 1):
        try:
            return fn()
        except GEChatError as exc:
            retry = should_retry(exc) if should_retry is not None else exc.retryable
            if not retry:
                raise
            if attempt == retries:
                exc.add_note(f"gave up after {attempt + 1} attempt(s)")
                raise
            delay = backoff_delay(attempt, base_delay=base_delay, max_delay=max_delay, rng=rng)
            log.warning("%s (attempt %d of %d); retrying in %.2f s", exc, attempt + 1, retries + 1, delay)
            sleep(delay)
    raise AssertionError("unreachable")  # pragma: no cover


class RetryingLLM(LLM):
    """An LLM whose ``complete`` and ``complete_json`` retry retryable errors.

    Subclasses implement ``_attempt`` (one call; ``attempt`` > 0 means "draw a
    new sample"). Every reply received is counted in ``usage``, including the
    ones that were thrown away because their JSON was invalid.
    ``complete_json`` always bounds the schema (see ``gechat.llm.schema``).
    """

    def __init__(
        self,
        *,
        retries: int,
        base_delay: float = 0.5,
        max_delay: float = 8.0,
        sleep: Callable[[float], Any] = time.sleep,
        max_items: int = 8,
        max_len: int = 400,
    ) -> None:
        super().__init__()
        self.retries = retries
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_items = max_items
        self.max_len = max_len
        self._sleep = sleep

    @abstractmethod
    def _attempt(
        self,
        messages: Sequence[Message],
        *,
        schema: dict[str, Any] | None,
        max_tokens: int | None,
        attempt: int,
    ) -> tuple[str, int, int]:
        """One call. Return (text, prompt_tokens, completion_tokens); raise gechat.errors.LLMError."""

    def _complete(
        self, messages: Sequence[Message], *, schema: dict[str, Any] | None, max_tokens: int | None
    ) -> tuple[str, int, int]:
        return self._attempt(messages, schema=schema, max_tokens=max_tokens, attempt=0)

    @staticmethod
    def resample_temperature(configured: float, attempt: int) -> float:
        """The configured temperature, raised to RESAMPLE_TEMPERATURE from the second attempt on."""
        return configured if attempt == 0 else max(configured, RESAMPLE_TEMPERATURE)

    def _should_retry(self, exc: GEChatError) -> bool:
        return exc.retryable

    def _retrying(self, once: Callable[[int], T]) -> T:
        counter = iter(range(1 << 30))
        return with_retries(
            lambda: once(next(counter)),
            retries=self.retries,
            base_delay=self.base_delay,
            max_delay=self.max_delay,
            sleep=self._sleep,
            should_retry=self._should_retry,
        )

    def complete(self, messages: Sequence[Message], *, max_tokens: int | None = None) -> str:
        def once(attempt: int) -> str:
            text, p, c = self._attempt(messages, schema=None, max_tokens=max_tokens, attempt=attempt)
            self._count(p, c)
            return text

        return self._retrying(once)

    def complete_json(
        self, messages: Sequence[Message], schema: dict[str, Any], *, max_tokens: int | None = None
    ) -> dict[str, Any]:
        safe = bounded(schema, self.max_items, self.max_len)

        def once(attempt: int) -> dict[str, Any]:
            text, p, c = self._attempt(messages, schema=safe, max_tokens=max_tokens, attempt=attempt)
            self._count(p, c)
            return parse_json_object(text)

        return self._retrying(once)
