"""A count of the step given to the opposite of what the sentence counts with it.

"… in 1820 already had three daughters besides a son …" / "By 1820 Natasha had three sons and one daughter." (0.93
entailed before; found by a blind read of War and Peace): the figure checks read "three sons" and "three daughters"
as counts of two things, neither stated nor contested. ``counted_opposite`` reads a conflict where the step counts
with a number the antonym of what the sentence counts with the same number ("sons" / "daughters", "wins" /
"losses"), and the sentence gives that number of the step's thing nowhere. Part of the deterministic conflict checks
(:mod:`gechat.entail.conflicts`).
"""

from __future__ import annotations

from gechat.entail.antonyms import antonyms_of, stem
from gechat.entail.quantities import QUANTITY_REASON, close, quantities, show


def counted_opposite(premise: str, hypothesis: str) -> str:
    """The reason ``hypothesis`` counts the opposite of what ``premise`` counts with the same number, or ""."""
    theirs = [p for p in quantities(premise) if p.kind == "count" and p.unit]
    if not theirs:
        return ""
    for q in quantities(hypothesis):
        if q.kind != "count" or not q.unit or any(stem(p.unit) == stem(q.unit) and close(p.value, q.value)
                                                  for p in theirs):
            continue
        opposite = antonyms_of(q.unit)
        rival = next((p for p in theirs if stem(p.unit) in opposite and close(p.value, q.value)), None)
        if rival is not None:
            return f"{QUANTITY_REASON}{show(q)}; the sentence says {show(rival)}"
    return ""
