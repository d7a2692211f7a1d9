"""Bounded JSON schemas for structured LLM calls.

Every structured call must use a schema whose lists carry ``maxItems`` and
whose strings carry ``maxLength``: a small model that starts repeating list
items or a sentence never closes its JSON, and a grammar-constrained model
cannot stop before the grammar allows it. ``bounded`` adds the missing
bounds; both real clients apply it in ``complete_json``.
"""

from __future__ import annotations

import copy
import json
from typing import Any

#: keywords whose value is one sub-schema
_ONE = ("items", "additionalItems", "contains", "not", "if", "then", "else", "propertyNames")
#: keywords whose value is a list of sub-schemas
_MANY = ("anyOf", "oneOf", "allOf", "prefixItems")
#: keywords whose value maps names to sub-schemas
_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")


def bounded(schema: dict[str, Any], max_items: int = 8, max_len: int = 400) -> dict[str, Any]:
    """A copy of ``schema`` where every array has ``maxItems`` and every string ``maxLength``.

    Bounds already present are kept. ``schema`` itself is not changed.
    """
    if max_items < 1 or max_len < 1:
        raise ValueError("max_items and max_len must be positive")
    out = copy.deepcopy(schema)
    _bound(out, max_items, max_len)
    return out


def _types(node: dict[str, Any]) -> set[str]:
    t = node.get("type")
    if isinstance(t, str):
        return {t}
    if isinstance(t, list):
        return {x for x in t if isinstance(x, str)}
    return set()


def _bound(node: Any, max_items: int, max_len: int) -> None:
    if not isinstance(node, dict):
        return
    types = _types(node)
    if "array" in types or ("items" in node and not types) or "prefixItems" in node:
        node.setdefault("maxItems", max_items)
    if "string" in types and "enum" not in node and "const" not in node:
        node.setdefault("maxLength", max_len)
    for key in _ONE:
        _bound(node.get(key), max_items, max_len)
    for key in _MANY:
        value = node.get(key)
        if isinstance(value, list):
            for sub in value:
                _bound(sub, max_items, max_len)
    for key in _MAPS:
        value = node.get(key)
        if isinstance(value, dict):
            for sub in value.values():
                _bound(sub, max_items, max_len)
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        _bound(extra, max_items, max_len)


def schema_instruction(schema: dict[str, Any]) -> str:
    """A prompt line asking for a JSON object that follows ``schema`` (for servers without JSON modes)."""
    return (
        "Reply with one JSON object only, no prose and no code fences. "
        "It must follow this JSON schema:\n" + json.dumps(schema, ensure_ascii=False, separators=(",", ":"))
    )
