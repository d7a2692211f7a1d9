"""LLM clients behind one interface (``gechat.llm.base.LLM``).

``make_llm(settings)`` returns the configured client: ``EmbeddedLLM`` (a local
GGUF through llama-cpp-python) or ``OpenAICompatibleLLM`` (OpenAI, Ollama,
vLLM, llama.cpp server). ``ScriptedLLM`` replays canned replies for tests.
The two real clients are imported on first use so that importing
``gechat.llm`` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gechat.llm.base import LLM, Message, Usage, parse_json_object
from gechat.llm.factory import make_llm
from gechat.llm.retry import RetryingLLM, backoff_delay, with_retries
from gechat.llm.schema import bounded
from gechat.llm.scripted import ScriptedLLM, ScriptExhaustedError

if TYPE_CHECKING:
    from gechat.llm.embedded import EmbeddedLLM, default_gguf_path
    from gechat.llm.openai_compat import OpenAICompatibleLLM

__all__ = [
    "LLM",
    "EmbeddedLLM",
    "Message",
    "OpenAICompatibleLLM",
    "RetryingLLM",
    "ScriptExhaustedError",
    "ScriptedLLM",
    "Usage",
    "backoff_delay",
    "bounded",
    "default_gguf_path",
    "make_llm",
    "parse_json_object",
    "with_retries",
]

_LAZY = {
    "EmbeddedLLM": "gechat.llm.embedded",
    "default_gguf_path": "gechat.llm.embedded",
    "OpenAICompatibleLLM": "gechat.llm.openai_compat",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'gechat.llm' has no attribute {name!r}")
