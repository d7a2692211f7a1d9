"""Fixtures of the LLM client tests: a fake OpenAI-compatible server, a sleep recorder, and a real llama.cpp
server (session-scoped, started once on the embedded GGUF; see llama_server.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fake_openai import FakeOpenAIServer, SleepRecorder
from llama_server import LlamaServer, ServerUnavailable


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


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory) -> Iterator[LlamaServer]:
    """A real llama.cpp server on 127.0.0.1 (free port) serving the embedded demo GGUF; stopped at the end.

    Skips, with the reason, only when the server cannot be started here.
    """
    from gechat.errors import ModelNotFoundError
    from gechat.llm.embedded import default_gguf_path
    from tests.skip_policy import server_binary_cannot_be_built

    try:
        model = default_gguf_path()
    except ModelNotFoundError as exc:
        server_binary_cannot_be_built("llama_cpp.server", f"no GGUF model to serve ({exc})")
    server = LlamaServer(model, tmp_path_factory.mktemp("llama_server") / "server.log")
    try:
        server.start()
    except ServerUnavailable as exc:
        server_binary_cannot_be_built("llama_cpp.server", str(exc))
    try:
        yield server
    finally:
        server.stop()
