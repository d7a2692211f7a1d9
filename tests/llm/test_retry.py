"""with_retries / backoff_delay / RetryingLLM: which errors are retried, and how long it waits."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from fake_openai import SleepRecorder

from gechat.errors import EndpointUnavailableError, InvalidJSONError, LLMAuthError, LLMConfigError
from gechat.llm.base import Message
from gechat.llm.retry import RESAMPLE_TEMPERATURE, RetryingLLM, backoff_delay, with_retries


class Flaky:
    """Raises the given errors in turn, then returns 'done'."""

    def __init__(self, *errors: Exception) -> None:
        self.errors = list(errors)
        self.calls = 0

    def __call__(self) -> str:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return "done"


def test_backoff_caps_double_and_stay_within_max() -> None:
    rng = random.Random(7)
    delays = [backoff_delay(a, base_delay=0.5, max_delay=4.0, rng=rng) for a in range(6)]
    caps = [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]
    for delay, cap in zip(delays, caps):
        assert cap / 2 <= delay <= cap
    assert delays[3] > delays[0]


def test_backoff_jitter_varies() -> None:
    rng = random.Random(1)
    draws = {round(backoff_delay(2, base_delay=1.0, max_delay=60.0, rng=rng), 6) for _ in range(20)}
    assert len(draws) > 10 and min(draws) >= 2.0 and max(draws) <= 4.0


def test_backoff_rejects_negative_attempt() -> None:
    with pytest.raises(ValueError):
        backoff_delay(-1, base_delay=1.0, max_delay=2.0)


def test_retryable_errors_are_retried_with_growing_delays(sleeps: SleepRecorder) -> None:
    fn = Flaky(EndpointUnavailableError("down"), EndpointUnavailableError("down"), EndpointUnavailableError("down"))
    assert with_retries(fn, retries=3, base_delay=1.0, max_delay=100.0, sleep=sleeps, rng=random.Random(0)) == "done"
    assert fn.calls == 4 and len(sleeps.delays) == 3
    for attempt, delay in enumerate(sleeps.delays):
        assert 2**attempt / 2 <= delay <= 2**attempt


def test_invalid_json_is_retried(sleeps: SleepRecorder) -> None:
    fn = Flaky(InvalidJSONError("not json"))
    assert with_retries(fn, retries=1, sleep=sleeps) == "done"
    assert fn.calls == 2


@pytest.mark.parametrize("err", [LLMAuthError("401"), LLMConfigError("bad model")])
def test_non_retryable_errors_are_raised_at_once(sleeps: SleepRecorder, err: Exception) -> None:
    fn = Flaky(err)
    with pytest.raises(type(err)):
        with_retries(fn, retries=5, sleep=sleeps)
    assert fn.calls == 1 and sleeps.delays == []


def test_foreign_exceptions_propagate_unretried(sleeps: SleepRecorder) -> None:
    fn = Flaky(KeyError("bug"))
    with pytest.raises(KeyError):
        with_retries(fn, retries=5, sleep=sleeps)
    assert fn.calls == 1


def test_gives_up_after_retries_with_a_note(sleeps: SleepRecorder) -> None:
    fn = Flaky(*[EndpointUnavailableError("down") for _ in range(5)])
    with pytest.raises(EndpointUnavailableError) as info:
        with_retries(fn, retries=2, sleep=sleeps)
    assert fn.calls == 3 and len(sleeps.delays) == 2
    assert "gave up after 3 attempt(s)" in info.value.__notes__


def test_should_retry_overrides_the_flag(sleeps: SleepRecorder) -> None:
    fn = Flaky(EndpointUnavailableError("down"))
    with pytest.raises(EndpointUnavailableError):
        with_retries(fn, retries=3, sleep=sleeps, should_retry=lambda e: isinstance(e, InvalidJSONError))
    assert fn.calls == 1


class Replies(RetryingLLM):
    """A RetryingLLM that replays texts and records each attempt number."""

    def __init__(self, texts: list[str], retries: int, sleep: SleepRecorder) -> None:
        super().__init__(retries=retries, sleep=sleep)
        self.texts = texts
        self.attempts: list[int] = []
        self.schemas: list[dict[str, Any] | None] = []

    def _attempt(
        self, messages: Sequence[Message], *, schema: dict[str, Any] | None, max_tokens: int | None, attempt: int
    ) -> tuple[str, int, int]:
        self.attempts.append(attempt)
        self.schemas.append(schema)
        return self.texts.pop(0), 3, 2


def test_retrying_llm_resamples_invalid_json_and_bounds_the_schema(sleeps: SleepRecorder) -> None:
    llm = Replies(["nope", '{"a": ["x"]}'], retries=2, sleep=sleeps)
    schema = {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"}}}}
    assert llm.complete_json([{"role": "user", "content": "q"}], schema) == {"a": ["x"]}
    assert llm.attempts == [0, 1]
    assert llm.schemas[0]["properties"]["a"]["maxItems"] == 8
    assert llm.schemas[0]["properties"]["a"]["items"]["maxLength"] == 400
    assert (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.completion_tokens) == (2, 6, 4)
    assert RESAMPLE_TEMPERATURE > 0


def test_retrying_llm_plain_complete_is_not_json_checked(sleeps: SleepRecorder) -> None:
    llm = Replies(["just text"], retries=2, sleep=sleeps)
    assert llm.complete([{"role": "user", "content": "q"}]) == "just text"
    assert llm.attempts == [0] and llm.schemas == [None]
