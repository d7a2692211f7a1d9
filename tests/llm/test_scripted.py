"""ScriptedLLM: replies in order, records prompts and schemas, raises scripted errors."""

from __future__ import annotations

import pytest

from gechat.errors import EndpointUnavailableError, InvalidJSONError
from gechat.llm.base import LLM
from gechat.llm.scripted import ScriptedLLM, ScriptExhaustedError

Q = [{"role": "user", "content": "what is two plus two"}]


def test_replies_in_order_and_records_prompts() -> None:
    llm = ScriptedLLM(["four", {"answer": 4}])
    assert isinstance(llm, LLM)
    assert llm.complete(Q) == "four"
    schema = {"type": "object"}
    assert llm.complete_json([{"role": "user", "content": "again"}], schema) == {"answer": 4}
    assert llm.prompts == [Q, [{"role": "user", "content": "again"}]]
    assert llm.schemas == [None, schema]
    assert llm.last_prompt[0]["content"] == "again"
    assert llm.remaining == 0
    assert llm.usage.calls == 2 and llm.usage.prompt_tokens == 5 + 1 and llm.usage.completion_tokens == 1 + 2


def test_recorded_prompts_are_copies() -> None:
    msgs = [{"role": "user", "content": "original"}]
    llm = ScriptedLLM(["x"])
    llm.complete(msgs)
    msgs[0]["content"] = "changed"
    assert llm.prompts[0][0]["content"] == "original"


def test_raises_scripted_errors() -> None:
    llm = ScriptedLLM([EndpointUnavailableError("down"), "back"])
    with pytest.raises(EndpointUnavailableError):
        llm.complete(Q)
    assert llm.complete(Q) == "back"
    assert len(llm.prompts) == 2 and llm.usage.calls == 1


def test_invalid_json_reply_raises_invalid_json() -> None:
    with pytest.raises(InvalidJSONError):
        ScriptedLLM(["not json at all"]).complete_json(Q, {"type": "object"})


def test_running_out_of_replies_fails_loudly() -> None:
    llm = ScriptedLLM(["only one"])
    llm.complete(Q)
    with pytest.raises(ScriptExhaustedError, match="call 2"):
        llm.complete(Q)


def test_reply_function_sees_messages_and_schema() -> None:
    def reply(messages: list[dict[str, str]], schema: dict | None) -> str | dict:
        return {"echo": messages[-1]["content"]} if schema else messages[-1]["content"].upper()

    llm = ScriptedLLM(reply, name="echo", is_demo=True)
    assert llm.complete(Q) == "WHAT IS TWO PLUS TWO"
    assert llm.complete_json(Q, {"type": "object"}) == {"echo": "what is two plus two"}
    assert llm.name == "echo" and llm.is_demo
