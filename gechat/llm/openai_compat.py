"""Client for any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp server).

Structured calls ask for ``response_format={"type": "json_schema", ...}``.
Servers that reject it (any error answer but 401/403/404/408/429: HTTP 400/422,
and llama.cpp's server answers HTTP 500) are asked again with
``{"type": "json_object", "schema": ...}`` (llama.cpp's servers constrain the
reply to the schema; others read the schema from the prompt instruction sent
with it) and then with a plain prompt instruction that carries the schema; the
first mode that works is remembered, per endpoint and model, for later calls of
every client in the process.

Every failure becomes a classified ``gechat.errors.LLMError`` whose message
names the endpoint (never its credentials: ``gechat.redact``) and model and
says what to do.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import openai

from gechat.errors import (
    ContextOverflowError,
    EndpointUnavailableError,
    LLMAuthError,
    LLMConfigError,
    LLMError,
    LLMServerError,
    LLMTimeoutError,
)
from gechat.llm.base import Message
from gechat.llm.retry import RetryingLLM
from gechat.llm.schema import schema_instruction
from gechat.redact import install_log_redaction, redact, redact_url
from gechat.settings import Settings

log = logging.getLogger(__name__)

#: structured-output modes, most to least strict
JSON_MODES = ("json_schema", "json_object", "prompt")

_THINK = re.compile(r"^\s*<think>.*?</think>\s*", re.DOTALL)
_CONTEXT_WORDS = ("context length", "context window", "maximum context", "too many tokens", "context_length")


class OpenAICompatibleLLM(RetryingLLM):
    """Chat completions over HTTP against ``settings.openai_base_url``."""

    def __init__(self, settings: Settings, *, sleep: Callable[[float], Any] = time.sleep) -> None:
        super().__init__(retries=settings.llm_max_retries, sleep=sleep)
        self.settings = settings
        self.base_url = settings.openai_base_url.rstrip("/")
        #: the endpoint as messages and logs name it (no credentials)
        self.shown_url = redact_url(self.base_url)
        self.model = settings.openai_model
        self.name = f"openai:{self.model}"
        self.is_demo = False
        #: first structured mode tried; lowered for good once a stricter one is rejected (and remembered for
        #: this endpoint and model by every client of the process)
        self.json_mode: str = _WORKED.get((self.base_url, self.model), JSON_MODES[0])
        self._token_param = "max_tokens"
        self._client: openai.OpenAI | None = None
        self._lock = threading.Lock()

    def warm_up(self) -> None:
        """Create the HTTP client (no request is sent)."""
        with self._lock:
            if self._client is None:
                install_log_redaction()  # the HTTP client logs request URLs
                self._client = openai.OpenAI(
                    base_url=self.base_url,
                    api_key=self.settings.openai_api_key.get_secret_value() or "not-needed",
                    timeout=self.settings.llm_timeout_s,
                    max_retries=0,  # retries are ours: classified, with backoff
                )

    # --- one call ------------------------------------------------------------

    def _attempt(
        self,
        messages: Sequence[Message],
        *,
        schema: dict[str, Any] | None,
        max_tokens: int | None,
        attempt: int,
    ) -> tuple[str, int, int]:
        self.warm_up()
        temperature = self.resample_temperature(self.settings.llm_temperature, attempt)
        limit = max_tokens or self.settings.llm_max_tokens
        if schema is None:
            resp = self._send(list(messages), None, None, temperature, limit)
            return self._unpack(resp)
        start = JSON_MODES.index(self.json_mode)
        last: openai.APIStatusError | None = None
        for mode in JSON_MODES[start:]:
            try:
                resp = self._send(self._with_instruction(messages, schema, mode), schema, mode, temperature, limit)
            except _Rejected as rejected:
                last = rejected.exc
                log.info("%s rejected response_format %s (%s); trying the next mode", self.shown_url, mode,
                         _error_text(last))
                continue
            if mode != self.json_mode:
                log.info("%s: structured output now uses mode %r", self.shown_url, mode)
                self.json_mode = mode
            _WORKED[(self.base_url, self.model)] = mode
            return self._unpack(resp)
        assert last is not None
        raise self._bad_request(last)

    def _send(
        self,
        messages: list[Message],
        schema: dict[str, Any] | None,
        mode: str | None,
        temperature: float,
        limit: int,
    ) -> Any:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": temperature,
            self._token_param: limit,
        }
        if mode == "json_schema" and schema is not None:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": _schema_name(schema), "schema": schema, "strict": False},
            }
        elif mode == "json_object":
            kwargs["response_format"] = {"type": "json_object"}
            if schema is not None:
                kwargs["response_format"]["schema"] = schema
        assert self._client is not None
        try:
            return self._client.chat.completions.create(**kwargs)
        except (openai.BadRequestError, openai.UnprocessableEntityError) as exc:
            if self._token_param == "max_tokens" and "max_completion_tokens" in _error_text(exc):
                self._token_param = "max_completion_tokens"  # newer OpenAI models renamed it
                return self._send(messages, schema, mode, temperature, limit)
            if mode in ("json_schema", "json_object"):
                raise _Rejected(exc) from exc
            raise self._bad_request(exc) from exc
        except openai.APIStatusError as exc:
            # Servers answer a response_format they cannot handle in many ways (llama.cpp's server: HTTP 500,
            # and its message need not name the format): any error answer to a structured request tries the
            # next mode; only answers that no other mode can change (key, model, rate) are final.
            if mode in ("json_schema", "json_object") and exc.status_code not in _FINAL_STATUSES:
                raise _Rejected(exc) from exc
            raise self._classify(exc) from exc
        except openai.APIError as exc:
            raise self._classify(exc) from exc

    @staticmethod
    def _with_instruction(messages: Sequence[Message], schema: dict[str, Any], mode: str) -> list[Message]:
        out = [dict(m) for m in messages]
        if mode == "json_schema":
            return out
        line = schema_instruction(schema)
        if out and out[0].get("role") == "system":
            out[0]["content"] = f"{out[0]['content']}\n\n{line}"
        else:
            out.insert(0, {"role": "system", "content": line})
        return out

    def _unpack(self, resp: Any) -> tuple[str, int, int]:
        choices = getattr(resp, "choices", None) or []
        if not choices:
            raise LLMServerError(
                f"The endpoint at {self.shown_url} returned no choices for model '{self.model}'.",
                hint="Check the server's logs; the model may have failed to load.",
            )
        text = choices[0].message.content or ""
        text = _THINK.sub("", text)
        usage = getattr(resp, "usage", None)
        prompt_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        completion_tokens = int(getattr(usage, "completion_tokens", 0) or 0)
        return text, prompt_tokens, completion_tokens

    # --- errors ----------------------------------------------------------------

    def _bad_request(self, exc: openai.APIStatusError) -> LLMError:
        detail = _error_text(exc)
        if any(w in detail.lower() for w in _CONTEXT_WORDS):
            return ContextOverflowError(
                f"The prompt is too long for model '{self.model}' at {self.shown_url}: {detail}."
            )
        return LLMConfigError(
            f"The endpoint at {self.shown_url} rejected the request for model '{self.model}' "
            f"(HTTP {exc.status_code}): {detail}.",
            hint="Check GECHAT_OPENAI_MODEL and that the server speaks the OpenAI chat-completions API.",
        )

    def _classify(self, exc: openai.APIError) -> LLMError:
        url, model = self.shown_url, self.model
        if isinstance(exc, openai.APITimeoutError):
            return LLMTimeoutError(
                f"The LLM endpoint at {url} did not answer within {self.settings.llm_timeout_s:g} s (model '{model}').",
                hint="Raise GECHAT_LLM_TIMEOUT_S, lower GECHAT_LLM_MAX_TOKENS, or use a faster model.",
            )
        if isinstance(exc, openai.APIConnectionError):
            return EndpointUnavailableError(
                f"Cannot reach the LLM endpoint at {url}.",
                hint=f"Is Ollama (or another OpenAI-compatible server) running at {url}? "
                "Start it (for Ollama: `ollama serve`) or set GECHAT_OPENAI_BASE_URL to the right address.",
            )
        if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
            return LLMAuthError(
                f"The endpoint at {url} refused the API key (HTTP {exc.status_code}): {_error_text(exc)}.",
                hint="Set GECHAT_OPENAI_API_KEY to a key this server accepts (local servers accept any).",
            )
        if isinstance(exc, openai.NotFoundError):
            return LLMConfigError(
                f"Model '{model}' was not found at {url} (HTTP 404): {_error_text(exc)}.",
                hint=f"Pull it (for Ollama: `ollama pull {model}`) or set GECHAT_OPENAI_MODEL to a model "
                f"listed at {url}/models; also check that GECHAT_OPENAI_BASE_URL ends in /v1.",
            )
        if isinstance(exc, openai.RateLimitError):
            return LLMServerError(
                f"The endpoint at {url} is rate limiting requests (HTTP 429): {_error_text(exc)}.",
                hint="Wait a moment, lower the request rate, or check the account's quota.",
            )
        if isinstance(exc, openai.APIStatusError):
            if exc.status_code >= 500 or exc.status_code == 408:
                return LLMServerError(
                    f"The endpoint at {url} failed (HTTP {exc.status_code}) for model '{model}': {_error_text(exc)}."
                )
            return self._bad_request(exc)
        return LLMServerError(f"Unexpected reply from the endpoint at {url}: {redact(str(exc))[:300].rstrip('.')}.")


#: error answers that another response_format cannot change
_FINAL_STATUSES = frozenset({401, 403, 404, 408, 429})
#: the structured-output mode that last worked, per (endpoint, model), shared by every client in the process
_WORKED: dict[tuple[str, str], str] = {}


class _Rejected(Exception):
    """The server refused a response_format (internal: triggers the next mode)."""

    def __init__(self, exc: openai.APIStatusError) -> None:
        super().__init__(str(exc))
        self.exc = exc


def _error_text(exc: openai.APIError) -> str:
    """The server's own words about an error: first line only (no server traceback), no credentials."""
    body = getattr(exc, "body", None)
    text = str(getattr(exc, "message", exc))
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            text = str(inner["message"])
        elif isinstance(inner, str):
            text = inner
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return redact(" ".join(lines[:2]))[:300].rstrip(".") if lines else "no details given"


def _schema_name(schema: dict[str, Any]) -> str:
    name = re.sub(r"[^A-Za-z0-9_-]", "_", str(schema.get("title") or "reply"))
    return name[:64] or "reply"
