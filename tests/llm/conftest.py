"""Fixtures of the LLM client tests: a fake OpenAI-compatible server and a sleep recorder."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fake_openai import FakeOpenAIServer, SleepRecorder


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    server = FakeOpenAIServer()
    server.start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def sleeps() -> SleepRecorder:
    return SleepRecorder()
