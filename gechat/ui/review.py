"""Reviewer decisions per step: accept, replace with an alternative, reject.

A ``Review`` belongs to one answer. ``reviewed(answer, review)`` gives the
answer with replaced evidence swapped in (through ``pipeline.with_choice``), so
highlights and exports show what the reviewer chose; the decisions themselves
go into the exported report.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from gechat.codec import encode
from gechat.records import Answer, EvidenceChoice, Sentence
from gechat.verdicts import verdict_for

Action = Literal["accept", "replace", "reject"]


@dataclass(frozen=True)
class Decision:
    step_id: str
    action: Action
    sentence_id: str = ""  # the sentence the reviewer accepted or chose
    alternative: int | None = None  # index into the step's alternatives (replace)
    note: str = ""


@dataclass
class Review:
    """The reviewer's decisions for one answer, keyed by step id."""

    decisions: dict[str, Decision] = field(default_factory=dict)

    def accept(self, answer: Answer, step_id: str, note: str = "") -> Decision:
        choice = _choice(answer, step_id)
        sid = choice.best.sentence.id if choice.best is not None else ""
        return self._set(Decision(step_id, "accept", sentence_id=sid, note=note))

    def replace(self, answer: Answer, step_id: str, alternative: int, note: str = "") -> Decision:
        choice = _choice(answer, step_id)
        if not 0 <= alternative < len(choice.alternatives):
            raise ValueError(f"Step {step_id} has no alternative #{alternative + 1}.")
        sid = choice.alternatives[alternative].sentence.id
        return self._set(Decision(step_id, "replace", sentence_id=sid, alternative=alternative, note=note))

    def reject(self, answer: Answer, step_id: str, note: str = "") -> Decision:
        _choice(answer, step_id)
        return self._set(Decision(step_id, "reject", note=note))

    def clear(self, step_id: str) -> None:
        self.decisions.pop(step_id, None)

    def get(self, step_id: str) -> Decision | None:
        return self.decisions.get(step_id)

    def _set(self, decision: Decision) -> Decision:
        self.decisions[decision.step_id] = decision
        return decision

    def to_dict(self) -> dict[str, Any]:
        return {sid: encode(d) for sid, d in sorted(self.decisions.items(), key=lambda kv: _step_order(kv[0]))}

    def summary(self, answer: Answer) -> dict[str, int]:
        counts = {"accepted": 0, "replaced": 0, "rejected": 0, "open": 0}
        for step in answer.steps:
            d = self.decisions.get(step.id)
            key = {"accept": "accepted", "replace": "replaced", "reject": "rejected"}[d.action] if d else "open"
            counts[key] += 1
        return counts


def _step_order(step_id: str) -> tuple[int, str]:
    digits = "".join(ch for ch in step_id if ch.isdigit())
    return (int(digits) if digits else 0, step_id)


def _choice(answer: Answer, step_id: str) -> EvidenceChoice:
    choice = answer.evidence_for(step_id)
    if choice is None:
        raise ValueError(f"The answer has no step {step_id}.")
    return choice


def replaced_choice(choice: EvidenceChoice, alternative: int, threshold: float) -> EvidenceChoice:
    """The choice with alternative #``alternative`` promoted to best and the old best kept as an alternative."""
    new_best = choice.alternatives[alternative]
    rest = tuple(a for i, a in enumerate(choice.alternatives) if i != alternative)
    if choice.best is not None:
        rest = (choice.best,) + rest
    entailed = new_best.entails(threshold)
    has_fact = choice.verdict in ("supported", "unsupported")  # the KG-fact half of the verdict table
    contradicting = new_best if new_best.conflict else None
    return replace(choice, best=new_best, alternatives=rest, entailed=entailed, contradicting=contradicting,
                   verdict=verdict_for(entailed, has_fact, contradicting is not None))


def reviewed(answer: Answer, review: Review | None, *, threshold: float = 0.5) -> Answer:
    """The answer as the reviewer left it: replacements swapped in (rejections stay visible, marked in exports)."""
    if review is None:
        return answer
    from gechat.pipeline import with_choice

    out = answer
    for step_id, d in review.decisions.items():
        choice = answer.evidence_for(step_id)
        if d.action == "replace" and choice is not None and d.alternative is not None \
                and 0 <= d.alternative < len(choice.alternatives):
            out = with_choice(out, step_id, replaced_choice(choice, d.alternative, threshold))
    return out


def highlight_overrides(review: Review | None) -> dict[str, Sentence | None]:
    """Rejected steps are not highlighted (replacements are already in ``reviewed``)."""
    if review is None:
        return {}
    return {sid: None for sid, d in review.decisions.items() if d.action == "reject"}
