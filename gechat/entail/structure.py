"""The checks read from how a sentence is built, for :mod:`gechat.entail.conflicts`: parallel clauses
(:mod:`gechat.entail.binding`), a relational noun's two sides (:mod:`gechat.entail.relations`), ranks
(:mod:`gechat.entail.ranks`) and the order of two events (:mod:`gechat.entail.order`), each giving a conflict
("Bob works in Paris" for "Alice works in Paris and Bob works in Berlin"), a claim the sentence does not state
("the largest" for "one of the largest") or nothing; an order of events kept in other words is restated
(:func:`gechat.entail.restatements.restatement`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from gechat import caches
from gechat.entail import binding, order, ranks, relations


@lru_cache(maxsize=caches.PAIRS)
def _readings(premise: str, hypothesis: str, parse: Callable[[str], list]) -> tuple[tuple[str, str], tuple[str, str]]:
    """The binding and the rank readings of a pair, each ``(kind, reason)``: read once for both the conflict and the
    "not stated" question, which the judge asks of the same pair one after the other."""
    return binding.bound_across(premise, hypothesis, parse), ranks.rank_claimed(premise, hypothesis, parse)


def structure_conflict(premise: str, hypothesis: str, parse: Callable[[str], list], same_denials: bool) -> str:
    """The first conflict of the checks, or "" (an order turned round only when both sides deny alike; the order
    of two events the sentence dates, :func:`gechat.entail.order.dated_turned`)."""
    (kind, reason), ranked = _readings(premise, hypothesis, parse)
    if kind == "conflict":  # "Alice works in Paris and Bob works in Berlin." / "Bob works in Paris."
        return reason
    if reason := relations.traded(premise, hypothesis, parse):
        return reason  # "Helix Corp is the parent company of Brightline." / "Brightline is the parent company of Helix"
    kind, reason = ranked
    if kind == "conflict":  # "the second largest city" / "the largest city"
        return reason
    if same_denials and order.compare(premise, hypothesis, parse) == "turned":
        return "the step turns the order of the sentence's two events round"  # "A before B" / "B before A"
    return order.dated_turned(premise, hypothesis, parse)  # "elected mayor … in 1995 … appointed to the Senate in 2008"
    # / "sat in the Senate before he was first elected mayor"


def structure_unstated(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """What the step claims that the sentence, read for its structure, does not state, or ""."""
    (kind, reason), (rank_kind, rank_reason) = _readings(premise, hypothesis, parse)
    if kind == "unstated":  # "The museum opens at 9 am and the gift shop closes at 5 pm." / "The museum closes …"
        return reason
    return rank_reason if rank_kind == "unstated" else ""  # "one of the largest cities" / "the largest city"
