"""A change the step gives "by" a figure, against the figures the sentence gives it "from" and "to".

"The county's unemployment rate fell from 6.2% to 5.7%" gives a fall of 0.5 percentage points: a step that says it
"fell by 5 percentage points" contradicts it, and so does "The fund's assets grew by 20%" against "grew from $200
million to $250 million" (25 %), or "rose by 300" against "rose from 800 to 1,000". A step that gives the change
the sentence's figures make is stated (:func:`gechat.entail.quantities.worked_out`, and written as the sentence gives
it for the model by :mod:`gechat.entail.notation`); this module says when it is not.

Read only where the sentence gives one change "from" one figure "to" another (with two, which one the step's is
remains open) and the step gives no "from" of its own. A change in percent of a figure in percent ("from 4% to 5%" /
"by 1%") may be meant either way: it conflicts only when it is neither the points nor the share. Read by
:func:`gechat.entail.conflicts.find_conflict` beside the other quantity checks.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import QUANTITY_REASON, Quantity, from_to, quantities, show

#: a step's change by a figure: "by 5 percentage points", "by 20%", "by $15 million", "by 300"
_BY = re.compile(r"\bby\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+)?(?P<fig>[$€£]?(?:\d[\d,.]*|[a-z]+(?:-[a-z]+)?)"
                 r"(?:\s+(?:million|billion|thousand))?(?:\s*(?:%|percent\b|per\s+cent\b)|\s+percentage\s+points?\b)?)",
                 re.IGNORECASE)
_ROUGH = re.compile(r"\bby\s+(?:about|around|roughly|some|nearly|almost)\b", re.IGNORECASE)
#: how far a change given in points or as a share may stand from the sentence's and not contradict it: a twentieth of
#: a point, or a point of a share (or 5 % of it; twice that after "about"); it is the same within a twentieth of a
#: point, half a point of a share, or half a percent of an amount
POINTS_NEAR, SHARE_NEAR = 0.051, 1.0


def change_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's change "by" a figure is not the change the sentence gives "from" one figure "to"
    another, or ""."""
    change = _one_change(premise, hypothesis)
    if change is None:
        return ""
    a, b, _ = change
    for m in _BY.finditer(hypothesis):
        if _agrees(change, m, hypothesis) is False:
            q = quantities(m.group("fig"))[0]
            return f"{QUANTITY_REASON}a change of {show(q)}; the sentence says from {show(a)} to {show(b)}"
    return ""


def given_change(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's changes "by" a figure that the sentence gives "from" one figure "to" another, each as (start, end,
    the sentence's words): "dropped by 0.8 percentage points" / "fell from 6.2% in January to 5.4%", "grew by 25%" /
    "grew from $200 million to $250 million", for the model to read as the sentence gives them."""
    change = _one_change(premise, hypothesis)
    return [(m.start(), m.end(), change[2]) for m in _BY.finditer(hypothesis)
            if change is not None and _agrees(change, m, hypothesis)]


def _one_change(premise: str, hypothesis: str) -> tuple[Quantity, Quantity, str] | None:
    """The sentence's one change "from" a figure "to" another of its kind, when the step gives none of its own."""
    changes = from_to(premise)
    if len(changes) != 1 or re.search(r"\bfrom\b", hypothesis, re.IGNORECASE):
        return None
    a, b, _ = changes[0]
    if a.key() != b.key() or a.kind in ("year", "date", "clock", "weekday") or not a.value:
        return None
    return changes[0]


def _agrees(change: tuple[Quantity, Quantity, str], m: re.Match, hypothesis: str) -> bool | None:
    """Is the step's change by ``m``'s figure the sentence's ``change``: True where it is the same as a text rounds
    it, False where it is beyond rounding, None between, or where the two are of different things (a change in
    points of a figure that is no percentage, a figure in another unit)?"""
    a, b, _ = change
    found = quantities(m.group("fig"))
    if not found:
        return None
    q = found[0]
    rough = 2.0 if _ROUGH.search(m.group(0)) else 1.0
    points = abs(b.value - a.value)
    share = 100 * points / abs(a.value)
    if re.search(r"percentage\s+points?", m.group("fig"), re.IGNORECASE):
        return _judged(abs(points - q.value), POINTS_NEAR, POINTS_NEAR * rough) if a.kind == "percent" else None
    if q.kind == "percent":
        verdicts = {_judged(abs(share - q.value), 0.5, max(SHARE_NEAR, 0.05 * share) * rough)}
        if a.kind == "percent":  # "from 4% to 5%" / "by 1%": the points, or the share
            verdicts.add(_judged(abs(points - q.value), POINTS_NEAR, POINTS_NEAR * rough))
        return True if True in verdicts else (None if None in verdicts else False)
    if q.key() == a.key():
        return _judged(abs(points - q.value), 0.005 * max(points, q.value), 0.02 * rough * max(points, q.value))
    return None


def _judged(gap: float, same: float, apart: float) -> bool | None:
    return True if gap <= same else (False if gap > apart else None)
