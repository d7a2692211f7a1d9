"""Entailment: how a premise (evidence sentence) bears on a hypothesis (step).

Every entailer gives a three-way :class:`~gechat.records.Judgment`
(entailment, neutral, contradiction; they sum to 1) through ``judge``;
``score`` is its entailment column, for callers that rank by it alone.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import replace

from gechat.entail import both
from gechat.entail.findings import UNSTATED_CAP
from gechat.records import Judgment

ConflictCheck = Callable[[str, str], str]  # (premise, hypothesis) -> reason, "" when none
#: contradiction probability a deterministic conflict implies
CONFLICT_CONTRADICTION = 0.95
#: a sentence judged against itself: it says what the step says (a weak model once gave such a pair 0.49 contradiction)
SELF_EVIDENT = Judgment(1.0, 0.0, 0.0)


class Entailer(ABC):
    """Judges how each premise bears on its hypothesis.

    ``kind`` labels what the numbers really are: "nli" for a trained entailment
    classifier or LLM judge, "similarity" for a fallback that is not entailment
    (its contradiction column is 0: a similarity cannot see a contradiction).
    Subclasses implement ``_score`` (P(entailment)) and, when they can tell
    contradiction from neutral, ``_judge``.

    ``conflicts`` (set by :mod:`gechat.entail.factory`; see
    :mod:`gechat.entail.conflicts`) runs beside the model. Before the model reads a
    pair, the step's numbers and units are written as the sentence writes them
    (``conflicts.aligned``, :mod:`gechat.entail.notation`). When the checker finds a
    conflict, the judgment's contradiction is raised to at least
    ``CONFLICT_CONTRADICTION``, entailment is cut to the rest, and the reason is
    kept, whatever the model said. When the checker finds that the step states a
    finding the sentence cannot state (``conflicts.unstated``: a step reporting a
    statistical result, a sentence reporting none; :mod:`gechat.entail.findings`),
    the pair is read as neutral (entailment and contradiction each at most
    ``UNSTATED_CAP``) and the reason kept in ``Judgment.unstated``; when the
    sentence reports a result but cannot contest the finding (``conflicts.can_contest``
    false: it states no null or significant result, or one of the step's own
    polarity), only its contradiction is capped. When the step gives a figure (an amount, a share, a
    measure, a date, a count of something) that the sentence states nowhere in any notation, or states
    as a fact what the sentence says only may, could or is expected to happen (``conflicts.missing``),
    the reason is kept in ``Judgment.missing`` and the readings are left as they are: the sentence may
    rank first as the closest, but cannot support the step (``ScoredSentence.entails``); a judge may
    set ``missing`` itself (:mod:`gechat.entail.combined`: its NLI model finds no entailment). A
    premise that states exactly the hypothesis (``same_statement``), or that the checker finds
    restated with its participants moved (``conflicts.restates``: a passive turned active, a
    symmetric verb's sides traded, a denied word for its asserted antonym),
    entails it, whatever the model said, unless the checker found something missing.
    A step of two claims joined by "while" or "whereas" is read by the model clause by clause as well, and
    judged no more entailed than its weaker clause (``_by_clause``, :func:`gechat.entail.both.each_clause`).
    Last, when ``doubt`` is set (``Settings.contradiction_doubt``, off by default), a pair whose final
    contradiction reaches it is marked ``missing`` as well (:func:`doubted`).
    """

    name: str = "entailer"
    kind: str = "nli"

    def __init__(self) -> None:
        self.pairs_scored = 0
        self.conflicts: ConflictCheck | None = None
        self.doubt: float | None = None

    def warm_up(self) -> None:
        """Load heavy weights (called lazily by ``judge`` and ``score``)."""

    @abstractmethod
    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        ...

    def _judge(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Judgment]:
        """Default: entailment from ``_score``, the rest neutral."""
        return [judgment(p, 0.0) for p in self._score(premises, hypotheses)]

    def judge(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Judgment]:
        if len(premises) != len(hypotheses):
            raise ValueError("premises and hypotheses must have the same length")
        if not premises:
            return []
        self.warm_up()
        align = getattr(self.conflicts, "aligned", None)
        read = [align(p, h) for p, h in zip(premises, hypotheses, strict=True)] if align else hypotheses
        out = self._by_clause(premises, read, self._judge(premises, read))
        self.pairs_scored += len(premises)
        if self.conflicts is not None:
            out = [with_conflict(j, self.conflicts(p, h)) for j, p, h in zip(out, premises, hypotheses, strict=True)]
        unstated = getattr(self.conflicts, "unstated", None)
        if unstated is not None:
            contest = getattr(self.conflicts, "can_contest", None) or (lambda p, h: True)
            out = [j if j.conflict else with_unstated(j, unstated(p, h), contest(p, h))
                   for j, p, h in zip(out, premises, hypotheses, strict=True)]
        missing = getattr(self.conflicts, "missing", None)
        told = [missing(p, h) if missing is not None and not (j.conflict or j.unstated) else ""
                for j, p, h in zip(out, premises, hypotheses, strict=True)]
        out = [with_missing(j, reason) for j, reason in zip(out, told, strict=True)]
        restates = getattr(self.conflicts, "restates", None)
        out = [SELF_EVIDENT if same_statement(p, h) or (
                   restates and not j.conflict and not reason and restates(p, h)) else j
               for j, reason, p, h in zip(out, told, premises, hypotheses, strict=True)]
        from gechat.entail.combined import settled  # noqa: PLC0415 - combined builds on this module

        out = [settled(j) for j in out]
        return out if self.doubt is None else [doubted(j, self.doubt) for j in out]

    def _by_clause(self, premises: Sequence[str], read: Sequence[str], out: list[Judgment]) -> list[Judgment]:
        """Each judgment of a step of two clauses joined by "while" or "whereas" ("A rose while B fell",
        :func:`gechat.entail.both.each_clause`) no stronger than the clause the model reads as least entailed: a step
        says both, and the model's reading of the whole leans on the clause the sentence states ("Harbourline's
        impairment charges fell by a third, while its net interest income could fall next year", 0.87 entailed as a
        whole)."""
        clauses = [(k, c) for k, h in enumerate(read) for c in both.each_clause(h)]
        if not clauses:
            return out
        out = list(out)
        for (k, _), part in zip(clauses, self._judge([premises[k] for k, _ in clauses], [c for _, c in clauses]),
                                strict=True):
            whole = out[k]
            if part.entailment < whole.entailment or (part.missing and not whole.missing):
                out[k] = replace(judgment(min(whole.entailment, part.entailment), whole.contradiction, whole.conflict),
                                 missing=whole.missing or part.missing)  # a clause read alone may lose what it
                # speaks of ("while the dog is standing"): it lowers the step's support, never raises its contradiction
        return out

    def score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        if len(premises) != len(hypotheses):
            raise ValueError("premises and hypotheses must have the same length")
        if not premises:
            return []
        self.warm_up()
        out = self._score(premises, hypotheses)
        self.pairs_scored += len(premises)
        return [1.0 if same_statement(p, h) else float(x) for x, p, h in zip(out, premises, hypotheses, strict=True)]


def statement_key(text: str) -> str:
    """A sentence as a statement: case, spacing, quotes and closing punctuation do not count."""
    return " ".join(text.casefold().replace("\u201c", '"').replace("\u201d", '"').split()).strip(" \"'.!;:")


def same_statement(premise: str, hypothesis: str) -> bool:
    """Whether the evidence says exactly what the step says (whatever a model reads into the pair)."""
    return bool(hypothesis.strip()) and statement_key(premise) == statement_key(hypothesis)


def judgment(entailment: float, contradiction: float, conflict: str = "") -> Judgment:
    """A Judgment from two of its columns (clipped so that the three sum to 1)."""
    e = min(max(float(entailment), 0.0), 1.0)
    c = min(max(float(contradiction), 0.0), 1.0 - e)
    return Judgment(e, 1.0 - e - c, c, conflict)


def with_unstated(j: Judgment, reason: str, can_contest: bool = True) -> Judgment:
    """``j`` read as neutral: entailment and contradiction each at most ``UNSTATED_CAP`` when ``reason`` says
    the sentence reports no result and the step states one; only its contradiction capped when the sentence
    cannot contest the step (``can_contest`` false, :func:`gechat.entail.findings.can_contest`); otherwise
    unchanged."""
    if reason:
        return replace(judgment(min(j.entailment, UNSTATED_CAP), min(j.contradiction, UNSTATED_CAP)), unstated=reason)
    if not can_contest and j.contradiction > UNSTATED_CAP:
        return replace(judgment(j.entailment, UNSTATED_CAP), missing=j.missing)  # the model's doubt stays
    return j


def with_missing(j: Judgment, reason: str) -> Judgment:
    """``j`` marked with ``reason`` when the step states what the sentence does not (a figure it gives nowhere,
    a claim it only hedges): the sentence cannot support the step, whatever its entailment (kept, like the
    contradiction: the sentence is still about the step's matter, and may state another figure)."""
    return replace(j, missing=reason) if reason else j


def doubted(j: Judgment, ceiling: float) -> Judgment:
    """``j`` marked ``missing`` when its contradiction reaches ``ceiling`` and nothing else decides it (a conflict,
    an unstated finding, a missing figure): the judge doubts the pair too much for it to support a step, though
    it may not read it as contradicting it."""
    if j.conflict or j.unstated or j.missing or j.contradiction < ceiling:
        return j
    return replace(j, missing=f"the judge gives the sentence a {j.contradiction:.2f} chance of contradicting the step")


def with_conflict(j: Judgment, reason: str) -> Judgment:
    """``j`` overruled by a deterministic conflict (unchanged when ``reason`` is empty)."""
    if not reason:
        return j
    c = max(j.contradiction, CONFLICT_CONTRADICTION)
    return judgment(min(j.entailment, 1.0 - c), c, reason)
