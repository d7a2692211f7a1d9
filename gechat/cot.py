"""Chain of thought: the LLM answers as numbered answer items and reasoning steps.

Reply shape (schema-constrained, bounded): ``{"answers": [...], "steps": [...]}``
turned into ``AnswerItem("A1", ...)`` and ``Step("S1", ...)`` records.

Modes
- ``rag``: the model answers from retrieved KG facts and document passages.
- ``standalone``: from the model's own knowledge (the evidence search still
  runs over the documents afterwards).
- ``extractive`` lives in :mod:`gechat.extractive`: no LLM reasoning at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gechat.errors import InvalidJSONError
from gechat.llm.base import LLM
from gechat.records import AnswerItem, Step

MAX_ITEMS = 8
MAX_CHARS = 400

COT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "answers": {
            "type": "array",
            "items": {"type": "string", "maxLength": MAX_CHARS},
            "minItems": 1,
            "maxItems": MAX_ITEMS,
        },
        "steps": {
            "type": "array",
            "items": {"type": "string", "maxLength": MAX_CHARS},
            "minItems": 1,
            "maxItems": MAX_ITEMS,
        },
    },
    "required": ["answers", "steps"],
}

SYSTEM = (
    "You answer questions about the user's documents. Think step by step. "
    "Reply with JSON only: {\"answers\": [short answer items], \"steps\": [reasoning steps]}. "
    "Each step is ONE self-contained factual sentence (repeat names instead of pronouns) "
    "that could be checked against a single sentence of the documents. "
    "Use at most 6 steps and at most 4 answer items."
)


def build_messages(
    question: str,
    *,
    facts: Sequence[str] = (),
    passages: Sequence[str] = (),
    max_context_chars: int = 6000,
) -> list[dict[str, str]]:
    """Messages for RAG mode (facts/passages given) or standalone mode (none given)."""
    parts: list[str] = []
    budget = max_context_chars
    if facts:
        block = "Knowledge-graph facts:\n" + "\n".join(f"- {f}" for f in facts)
        parts.append(block[:budget])
        budget -= len(parts[-1])
    if passages and budget > 200:
        lines = []
        for i, p in enumerate(passages, 1):
            line = f"[{i}] {p}"
            if len(line) > budget:
                break
            lines.append(line)
            budget -= len(line)
        if lines:
            parts.append("Document passages:\n" + "\n".join(lines))
    context = "\n\n".join(parts)
    user = f"{context}\n\nQuestion: {question}" if context else f"Question: {question}"
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]


def parse_reply(obj: dict[str, Any]) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    """Validate the model's JSON and number the items A1.. and steps S1..."""
    answers = _strings(obj.get("answers"), "answers")
    steps = _strings(obj.get("steps"), "steps")
    if not answers and not steps:
        raise InvalidJSONError("The model returned neither answers nor steps.")
    return (
        tuple(AnswerItem(f"A{i}", t) for i, t in enumerate(answers, 1)),
        tuple(Step(f"S{i}", t, "generated") for i, t in enumerate(steps, 1)),
    )


def _strings(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise InvalidJSONError(f"'{field}' should be a list of strings.")
    out = []
    for v in value[:MAX_ITEMS]:
        if isinstance(v, dict):  # some models wrap items: {"text": ...}
            v = next((x for x in v.values() if isinstance(x, str)), "")
        text = " ".join(str(v).split())[:MAX_CHARS]
        text = _strip_label(text)
        if text:
            out.append(text)
    return out


def _strip_label(text: str) -> str:
    """Drop a leading "S1:" / "A2." / "Step 3:" label the model may have added."""
    head, sep, rest = text.partition(" ")
    h = head.rstrip(":.)").lower()
    if sep and (h[:1] in {"s", "a"} and h[1:].isdigit()):
        return rest.strip()
    if sep and h == "step":
        num, sep2, rest2 = rest.partition(" ")
        if sep2 and num.rstrip(":.)").isdigit():
            return rest2.strip()
    return text


def generate(
    llm: LLM,
    question: str,
    *,
    facts: Sequence[str] = (),
    passages: Sequence[str] = (),
    max_tokens: int | None = None,
) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    messages = build_messages(question, facts=facts, passages=passages)
    obj = llm.complete_json(messages, COT_SCHEMA, max_tokens=max_tokens)
    return parse_reply(obj)
