"""bounded(): every array gets maxItems, every free string maxLength; existing bounds stay."""

from __future__ import annotations

import json

import pytest

from gechat.llm.schema import bounded, schema_instruction


def test_bounds_nested_arrays_and_strings() -> None:
    schema = {
        "type": "object",
        "properties": {
            "steps": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"text": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}},
                },
            },
            "note": {"type": ["string", "null"]},
        },
    }
    out = bounded(schema, max_items=5, max_len=100)
    steps = out["properties"]["steps"]
    assert steps["maxItems"] == 5
    assert steps["items"]["properties"]["text"]["maxLength"] == 100
    assert steps["items"]["properties"]["tags"]["maxItems"] == 5
    assert steps["items"]["properties"]["tags"]["items"]["maxLength"] == 100
    assert out["properties"]["note"]["maxLength"] == 100
    assert "maxItems" not in json.dumps(schema)  # input untouched


def test_existing_bounds_enums_and_combinators() -> None:
    schema = {
        "$defs": {"s": {"type": "string"}},
        "anyOf": [{"type": "array", "maxItems": 2, "items": {"type": "string", "maxLength": 9}}, {"$ref": "#/$defs/s"}],
        "additionalProperties": {"type": "string"},
    }
    out = bounded(schema)
    assert out["anyOf"][0]["maxItems"] == 2 and out["anyOf"][0]["items"]["maxLength"] == 9
    assert out["$defs"]["s"]["maxLength"] == 400
    assert out["additionalProperties"]["maxLength"] == 400
    enum = bounded({"type": "string", "enum": ["yes", "no"]})
    assert "maxLength" not in enum


def test_rejects_nonpositive_bounds() -> None:
    with pytest.raises(ValueError):
        bounded({"type": "string"}, max_items=0)


def test_schema_instruction_carries_the_schema() -> None:
    line = schema_instruction({"type": "object", "properties": {"x": {"type": "integer"}}})
    assert "JSON" in line and '"x":{"type":"integer"}' in line
