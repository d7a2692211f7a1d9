from __future__ import annotations

import pytest

from gechat.cot import COT_SCHEMA, build_messages, parse_reply
from gechat.errors import InvalidJSONError


def test_parse_numbers_items_and_strips_model_labels():
    answers, steps = parse_reply({"answers": ["Yes"], "steps": ["S1: A is B.", "Step 2: B is C.", {"text": "C is D."}]})
    assert [(a.id, a.text) for a in answers] == [("A1", "Yes")]
    assert [(s.id, s.text) for s in steps] == [("S1", "A is B."), ("S2", "B is C."), ("S3", "C is D.")]
    assert all(s.origin == "generated" for s in steps)


def test_parse_rejects_bad_shapes():
    with pytest.raises(InvalidJSONError):
        parse_reply({"answers": [], "steps": []})
    with pytest.raises(InvalidJSONError):
        parse_reply({"answers": 3, "steps": ["x"]})


def test_schema_is_bounded():
    for key in ("answers", "steps"):
        prop = COT_SCHEMA["properties"][key]
        assert prop["maxItems"] <= 8 and prop["items"]["maxLength"] <= 400


def test_rag_prompt_carries_context_within_budget():
    msgs = build_messages("Why?", facts=["A causes B"], passages=["x" * 100, "y" * 10_000], max_context_chars=1000)
    user = msgs[-1]["content"]
    assert "A causes B" in user and "[1] " + "x" * 100 in user and "y" * 10_000 not in user
    assert user.endswith("Question: Why?")
    assert build_messages("Why?")[-1]["content"] == "Question: Why?"
