"""OpenAICompatibleLLM against a real HTTP server on 127.0.0.1 (see fake_openai.py)."""

from __future__ import annotations

import socket

import pytest
from fake_openai import Canned, FakeOpenAIServer, SleepRecorder, chat, error

from gechat.errors import (
    ContextOverflowError,
    EndpointUnavailableError,
    InvalidJSONError,
    LLMAuthError,
    LLMConfigError,
    LLMServerError,
    LLMTimeoutError,
)
from gechat.llm.openai_compat import OpenAICompatibleLLM
from gechat.settings import Settings

MSGS = [{"role": "system", "content": "You answer briefly."}, {"role": "user", "content": "Capital of France?"}]
SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "facts": {"type": "array", "items": {"type": "string"}}},
    "required": ["city", "facts"],
}


def make(server_url: str, sleeps: SleepRecorder, **changes: object) -> OpenAICompatibleLLM:
    settings = Settings(llm_backend="openai", openai_base_url=server_url, openai_model="test-model").with_(**changes)
    return OpenAICompatibleLLM(settings, sleep=sleeps)


def test_complete_returns_text_and_counts_usage(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [chat("Paris.", prompt_tokens=12, completion_tokens=2)]
    llm = make(fake_openai.url, sleeps, llm_max_tokens=64, llm_temperature=0.0)
    assert llm.complete(MSGS) == "Paris."
    assert llm.name == "openai:test-model" and not llm.is_demo
    assert (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.completion_tokens) == (1, 12, 2)
    req = fake_openai.requests[0]
    assert fake_openai.paths == ["/v1/chat/completions"]
    assert req["model"] == "test-model" and req["messages"] == MSGS
    assert req["max_tokens"] == 64 and req["temperature"] == 0.0
    assert "response_format" not in req


def test_complete_json_sends_bounded_json_schema(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [chat('{"city": "Paris", "facts": ["capital"]}')]
    llm = make(fake_openai.url, sleeps)
    assert llm.complete_json(MSGS, SCHEMA) == {"city": "Paris", "facts": ["capital"]}
    fmt = fake_openai.requests[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is False
    sent = fmt["json_schema"]["schema"]
    assert sent["properties"]["facts"]["maxItems"] == 8
    assert sent["properties"]["city"]["maxLength"] == 400
    assert "maxItems" not in SCHEMA["properties"]["facts"]  # the caller's schema is not changed
    assert llm.json_mode == "json_schema"


def test_think_block_is_stripped(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [chat('<think>{"city": "Lyon"} maybe?</think>\n{"city": "Paris", "facts": []}')]
    assert make(fake_openai.url, sleeps).complete_json(MSGS, SCHEMA)["city"] == "Paris"


@pytest.mark.battery(case='LLM server answers HTTP 500 / 502 / 429 once', did='call the client',
                     user_sees='the answer (retried with backoff)',
                     stored='nothing')
@pytest.mark.parametrize("status", [500, 502, 429])
def test_retryable_status_then_success(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder, status: int) -> None:
    fake_openai.script = [error(status, "busy"), chat("fine")]
    llm = make(fake_openai.url, sleeps, llm_max_retries=2)
    assert llm.complete(MSGS) == "fine"
    assert len(fake_openai.requests) == 2
    assert len(sleeps.delays) == 1 and sleeps.delays[0] > 0
    assert llm.usage.calls == 1


@pytest.mark.battery(case='LLM server fails on every try', did='call with 2 retries',
                     user_sees="'The language model server is busy or failing' after 3 attempts",
                     stored='nothing')
def test_server_errors_exhaust_retries(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [error(503, "overloaded")]
    llm = make(fake_openai.url, sleeps, llm_max_retries=2)
    with pytest.raises(LLMServerError, match="503") as info:
        llm.complete(MSGS)
    assert info.value.retryable
    assert len(fake_openai.requests) == 3 and len(sleeps.delays) == 2


@pytest.mark.battery(case='Server rejects response_format json_schema (HTTP 400)', did='ask for structured output',
                     user_sees='the answer (json_object mode, remembered)',
                     stored='nothing')
def test_json_schema_rejected_falls_back_to_json_object_and_remembers(
    fake_openai: FakeOpenAIServer, sleeps: SleepRecorder
) -> None:
    def reply(body: dict) -> Canned:
        if body.get("response_format", {}).get("type") == "json_schema":
            return error(400, "response_format json_schema is not supported")
        return chat('{"city": "Paris", "facts": []}')

    fake_openai.script = [reply]
    llm = make(fake_openai.url, sleeps)
    assert llm.complete_json(MSGS, SCHEMA)["city"] == "Paris"
    assert [r["response_format"]["type"] for r in fake_openai.requests] == ["json_schema", "json_object"]
    assert llm.json_mode == "json_object"
    # json_object mode carries the schema in response_format (llama.cpp's servers constrain to it) and in the
    # system prompt (for servers that ignore it there)
    assert fake_openai.requests[1]["response_format"]["schema"]["required"] == ["city", "facts"]
    system = fake_openai.requests[1]["messages"][0]
    assert system["role"] == "system" and "You answer briefly." in system["content"]
    assert '"maxItems":8' in system["content"]
    # the next call goes straight to the mode that worked
    llm.complete_json(MSGS, SCHEMA)
    assert len(fake_openai.requests) == 3 and fake_openai.requests[2]["response_format"]["type"] == "json_object"
    assert sleeps.delays == []


@pytest.mark.battery(case='Server rejects every response_format', did='ask for structured output',
                     user_sees='the answer (schema in the prompt)',
                     stored='nothing')
def test_falls_back_to_prompt_instruction(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    def reply(body: dict) -> Canned:
        if "response_format" in body:
            return error(400, "unknown field response_format")
        return chat('Sure! {"city": "Paris", "facts": ["on the Seine"]}')

    fake_openai.script = [reply]
    llm = make(fake_openai.url, sleeps)
    assert llm.complete_json([{"role": "user", "content": "Capital?"}], SCHEMA)["facts"] == ["on the Seine"]
    assert len(fake_openai.requests) == 3 and llm.json_mode == "prompt"
    last = fake_openai.requests[2]
    assert "response_format" not in last
    assert last["messages"][0]["role"] == "system" and "JSON schema" in last["messages"][0]["content"]


def test_bad_request_in_every_mode_is_a_config_error(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [error(400, "messages must not be empty")]
    llm = make(fake_openai.url, sleeps)
    with pytest.raises(LLMConfigError, match="messages must not be empty"):
        llm.complete_json(MSGS, SCHEMA)
    assert len(fake_openai.requests) == 3 and sleeps.delays == []
    assert llm.json_mode == "json_schema"  # nothing worked, so nothing is remembered


@pytest.mark.battery(case="Prompt longer than the model's context", did='call the client',
                     user_sees="'The prompt is too long for model ...' and how to shorten it",
                     stored='nothing')
def test_context_overflow_is_classified(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [error(400, "This model's maximum context length is 8192 tokens")]
    with pytest.raises(ContextOverflowError):
        make(fake_openai.url, sleeps).complete(MSGS)
    assert len(fake_openai.requests) == 1


def test_max_completion_tokens_rename_is_followed(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    def reply(body: dict) -> Canned:
        if "max_tokens" in body:
            return error(400, "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens' instead.")
        return chat("ok")

    fake_openai.script = [reply]
    llm = make(fake_openai.url, sleeps, llm_max_tokens=32)
    assert llm.complete(MSGS) == "ok"
    assert fake_openai.requests[-1]["max_completion_tokens"] == 32


@pytest.mark.battery(case='Slow LLM (reply after the timeout)', did='call with a 0.3 s timeout',
                     user_sees="'did not answer within 0.3 s' and GECHAT_LLM_TIMEOUT_S",
                     stored='nothing')
def test_slow_reply_times_out(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [Canned(200, chat("late").body, delay_s=5.0)]
    llm = make(fake_openai.url, sleeps, llm_timeout_s=0.3, llm_max_retries=1)
    with pytest.raises(LLMTimeoutError) as info:
        llm.complete(MSGS)
    assert "did not answer within 0.3 s" in str(info.value)
    assert "GECHAT_LLM_TIMEOUT_S" in info.value.user_message()
    assert len(fake_openai.requests) == 2 and len(sleeps.delays) == 1


@pytest.mark.battery(case='LLM server not running', did='call a closed port',
                     user_sees="'Cannot reach the LLM endpoint at ...' and how to start it",
                     stored='nothing')
def test_closed_port_is_endpoint_unavailable_with_a_hint(sleeps: SleepRecorder) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    llm = make(url, sleeps, llm_max_retries=2)
    with pytest.raises(EndpointUnavailableError) as info:
        llm.complete(MSGS)
    message = info.value.user_message()
    assert url in message and "running" in message and "GECHAT_OPENAI_BASE_URL" in message
    assert len(sleeps.delays) == 2  # retried with backoff
    assert sleeps.delays[1] >= sleeps.delays[0] / 2
    assert llm.usage.calls == 0


@pytest.mark.battery(case='Garbage LLM reply (no JSON)', did='ask for structured output, 2 retries',
                     user_sees="'The language model's reply could not be understood'",
                     stored='nothing')
def test_non_json_reply_is_invalid_json_after_retries(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [chat("I am sorry, I cannot answer in that format.")]
    llm = make(fake_openai.url, sleeps, llm_max_retries=2, llm_temperature=0.0)
    with pytest.raises(InvalidJSONError):
        llm.complete_json(MSGS, SCHEMA)
    assert len(fake_openai.requests) == 3
    temps = [r["temperature"] for r in fake_openai.requests]
    assert temps[0] == 0.0 and all(t > 0 for t in temps[1:])  # retries draw new samples
    assert llm.usage.calls == 3  # every reply is counted, even the thrown-away ones


def test_empty_content_for_structured_call_is_invalid_json(
    fake_openai: FakeOpenAIServer, sleeps: SleepRecorder
) -> None:
    fake_openai.script = [chat(None)]
    with pytest.raises(InvalidJSONError):
        make(fake_openai.url, sleeps, llm_max_retries=0).complete_json(MSGS, SCHEMA)


@pytest.mark.battery(case='LLM server refuses the API key (401 / 403)', did='call the client',
                     user_sees="'refused the API key' at once (no retries)",
                     stored='nothing')
@pytest.mark.parametrize("status", [401, 403])
def test_auth_errors_are_not_retried(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder, status: int) -> None:
    fake_openai.script = [error(status, "invalid api key")]
    llm = make(fake_openai.url, sleeps, llm_max_retries=3)
    with pytest.raises(LLMAuthError) as info:
        llm.complete(MSGS)
    assert not info.value.retryable
    assert "GECHAT_OPENAI_API_KEY" in info.value.user_message()
    assert len(fake_openai.requests) == 1 and sleeps.delays == []


def test_unknown_model_names_the_model(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [error(404, 'model "test-model" not found, try pulling it first')]
    llm = make(fake_openai.url, sleeps, llm_max_retries=3)
    with pytest.raises(LLMConfigError) as info:
        llm.complete(MSGS)
    message = info.value.user_message()
    assert "'test-model'" in message and "ollama pull test-model" in message
    assert len(fake_openai.requests) == 1


def test_api_key_and_model_are_sent(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    llm = make(fake_openai.url, sleeps, openai_model="other-model", openai_api_key="sk-test-123")
    llm.complete(MSGS)
    assert fake_openai.headers[0]["authorization"] == "Bearer sk-test-123"
    assert fake_openai.requests[0]["model"] == "other-model"


@pytest.mark.battery(case='Server answers json_schema with HTTP 500 (llama.cpp)', did='ask for structured output',
                     user_sees='the answer (json_object mode, remembered for the endpoint)',
                     stored='nothing')
def test_server_error_on_json_schema_falls_back_and_is_remembered_per_endpoint(
    fake_openai: FakeOpenAIServer, sleeps: SleepRecorder
) -> None:
    # llama.cpp's server answers some response_format variants with HTTP 500 and a message that
    # does not name the format
    def reply(body: dict) -> Canned:
        if body.get("response_format", {}).get("type") == "json_schema":
            return error(500, "Unable to generate parser for this template.")
        return chat('{"city": "Paris", "facts": []}')

    fake_openai.script = [reply]
    first = make(fake_openai.url, sleeps, llm_max_retries=0)
    assert first.complete_json(MSGS, SCHEMA)["city"] == "Paris"
    assert [r["response_format"]["type"] for r in fake_openai.requests] == ["json_schema", "json_object"]
    # a new client for the same endpoint and model starts with the mode that worked
    second = make(fake_openai.url, sleeps, llm_max_retries=0)
    assert second.json_mode == "json_object"
    second.complete_json(MSGS, SCHEMA)
    assert fake_openai.requests[-1]["response_format"]["type"] == "json_object"


def test_auth_error_on_a_structured_request_is_final(fake_openai: FakeOpenAIServer, sleeps: SleepRecorder) -> None:
    fake_openai.script = [error(401, "bad key")]
    llm = make(fake_openai.url + "/auth", sleeps, llm_max_retries=0)
    with pytest.raises(LLMAuthError):
        llm.complete_json(MSGS, SCHEMA)
    assert len(fake_openai.requests) == 1


@pytest.mark.battery(case="LLM endpoint URL with credentials, server down",
                     did="call an endpoint http://alice:s3cret@127.0.0.1:<closed port>/v1",
                     user_sees="'Cannot reach the LLM endpoint at http://127.0.0.1:<port>/v1.' and a hint; "
                               "no user name or password in the message or in any log line",
                     stored="nothing")
def test_credentials_in_the_url_never_reach_messages_or_logs(sleeps: SleepRecorder, caplog) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    llm = make(f"http://alice:s3cret@127.0.0.1:{port}/v1", sleeps, llm_max_retries=1)
    caplog.set_level("DEBUG")
    with pytest.raises(EndpointUnavailableError) as info:
        llm.complete(MSGS)
    message = info.value.user_message()
    assert f"http://127.0.0.1:{port}/v1" in message and message.endswith(".")
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "127.0.0.1" in logged  # the retry was logged ...
    for secret in ("s3cret", "alice"):
        assert secret not in message and secret not in logged  # ... without the credentials


@pytest.mark.battery(case="LLM server error with a multi-line body (a server traceback)",
                     did="answer HTTP 500 whose message holds a Python traceback, three times",
                     user_sees="'The endpoint at ... failed (HTTP 500) for model ...: <first lines>.' ending with "
                               "a full stop, no traceback", stored="nothing")
def test_server_error_text_is_short_first_lines_and_ends_with_a_full_stop(
    fake_openai: FakeOpenAIServer, sleeps: SleepRecorder
) -> None:
    body = "model crashed\n\nTraceback (most recent call last):\n  File \"/srv/app.py\", line 3\nKeyError: 'x'\n" * 3
    fake_openai.script = [error(500, body)]
    llm = make(fake_openai.url, sleeps, llm_max_retries=0)
    with pytest.raises(LLMServerError) as info:
        llm.complete(MSGS)
    text = str(info.value)
    assert text.endswith(".") and "model crashed" in text and "app.py" not in text and "\n" not in text
