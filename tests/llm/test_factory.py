"""make_llm picks the client named by settings.llm_backend."""

from __future__ import annotations

from gechat.llm import EmbeddedLLM, OpenAICompatibleLLM, make_llm
from gechat.settings import Settings


def test_openai_backend() -> None:
    llm = make_llm(Settings(llm_backend="openai", openai_model="m1", openai_base_url="http://127.0.0.1:9/v1"))
    assert isinstance(llm, OpenAICompatibleLLM)
    assert llm.name == "openai:m1" and llm.base_url == "http://127.0.0.1:9/v1"


def test_embedded_backend_defaults_to_the_demo_model() -> None:
    llm = make_llm(Settings())
    assert isinstance(llm, EmbeddedLLM)
    assert llm.is_demo and llm.name == "embedded:SmolLM2-135M-Instruct (demo model)"
    assert llm.model_path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
