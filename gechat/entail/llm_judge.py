"""The configured LLM as an entailment judge (``GECHAT_ENTAILER=llm``).

One JSON call per pair: ``{"label": entailment|neutral|contradiction,
"confidence": 0..1}``. The reply is read as a distribution: the named label gets
``confidence`` and the two others share the rest, so

    P(entail) = confidence            if label == "entailment"
              = (1 - confidence) / 2  otherwise.

A reply that does not follow the schema scores 0.0 (the step then counts as
unsupported) and is counted in ``failures``.
"""

from __future__ import annotations

from collections.abc import Sequence

from gechat.entail.base import Entailer
from gechat.errors import InvalidJSONError
from gechat.llm.base import LLM

LABELS = ("entailment", "neutral", "contradiction")

JUDGE_SCHEMA = {
    "type": "object",
    "properties": {
        "label": {"type": "string", "enum": list(LABELS)},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": ["label", "confidence"],
}

SYSTEM_PROMPT = (
    "You judge textual entailment. Given a PREMISE and a HYPOTHESIS, answer 'entailment' if the premise alone "
    "makes the hypothesis true, 'contradiction' if it makes it false, and 'neutral' otherwise. Mind who does what "
    "to whom and exact numbers. Reply with JSON only: {\"label\": ..., \"confidence\": number between 0 and 1}."
)


def entail_probability(reply: dict) -> float:
    """Map one judge reply to P(entailment); raise InvalidJSONError on a reply outside the schema."""
    label = str(reply.get("label", "")).strip().lower()
    if label not in LABELS:
        raise InvalidJSONError(f"Judge label {label!r} is not one of {LABELS}.")
    try:
        conf = float(reply.get("confidence", 1.0))
    except (TypeError, ValueError) as exc:
        raise InvalidJSONError(f"Judge confidence {reply.get('confidence')!r} is not a number.") from exc
    conf = min(max(conf, 0.0), 1.0)
    return conf if label == "entailment" else (1.0 - conf) / 2.0


class LLMJudgeEntailer(Entailer):
    """P(entailment) from an LLM's labelled judgement of each pair."""

    kind = "nli"

    def __init__(self, llm: LLM, *, max_tokens: int = 64) -> None:
        super().__init__()
        self.llm = llm
        self.max_tokens = max_tokens
        self.name = f"LLM judge ({llm.name})"
        self.failures = 0

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        out = []
        for premise, hypothesis in zip(premises, hypotheses, strict=True):
            messages = [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": f"PREMISE: {premise}\nHYPOTHESIS: {hypothesis}"},
            ]
            try:
                reply = self.llm.complete_json(messages, JUDGE_SCHEMA, max_tokens=self.max_tokens)
                out.append(entail_probability(reply))
            except InvalidJSONError:
                self.failures += 1
                out.append(0.0)
        return out
