"""Figures a step reckons from two of the sentence's, where a word on one side says how.

* a difference told by a comparative after the step's figure: "2.5 billion bushels, up from 2.1 billion bushels" /
  "about 400 million bushels larger"; "from 96 MB to 71 MB" / "25 MB smaller";
* a sum told by the sentence's "added", "plus" or "on top of": "added about 10 days to its voyages, which previously
  took around 30 days" / "now take roughly 40 days"; "£55 million plus £5 million in add-ons" / "£60 million";
* a product told by "each", in any unit of the measure's scale: "18 pallets, each weighing 750 kg" / "13.5 tonnes
  in total".

Read by :func:`gechat.entail.arithmetic.worked_out` (stated, and so no conflict). A figure the sentence already
gives as the total ("added 200 jobs, bringing its workforce to 1,200") is no part of a sum.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import Quantity
from gechat.entail.units import close, converts

#: kinds of figure that name a time or a rank, not an amount to add or subtract
_NOT_AMOUNTS = frozenset({"year", "date", "ordinal", "clock", "weekday"})
#: a comparative after the step's figure: "400 million bushels larger", "25 MB smaller"
_COMPARATIVE = r"(?:larger|smaller|bigger|greater|more|less|fewer|higher|lower|longer|shorter|heavier|lighter|" \
               r"cheaper|faster|slower)"
#: a sentence's word that adds one figure to another
_ADDED = re.compile(r"\b(?:add(?:ed|s|ing)?|plus|on\s+top\s+of|in\s+add-ons|extra)\b", re.IGNORECASE)
#: words before a figure that give it as a total already reached
_REACHED = re.compile(r"\b(?:to|total\s+of|totall?ing|reaching|reached|bringing\s+\w+\s+\w*\s*to)\s+(?:about\s+|around\s+"
                      r"|roughly\s+|some\s+)?[$€£]?\s?$", re.IGNORECASE)
#: a step's word of a whole: "in total", "altogether", "combined"
_WHOLE = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|combined|together|overall)\b", re.IGNORECASE)


def _reached(premise: str, p: Quantity) -> bool:
    """Does the sentence give ``p`` as a total already reached ("bringing its workforce to 1,200")?"""
    at = premise.find(p.text)
    return at >= 0 and bool(_REACHED.search(premise[:at]))


def reckoned(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure ``q`` a difference, sum or product of two of the sentence's figures ``pq`` that a word
    says it is (see the module's text)?"""
    if q.kind in _NOT_AMOUNTS:
        return False
    same = [p for p in pq if p.key() == q.key() and not close(p.value, q.value)]
    pairs = [(a, b) for i, a in enumerate(same) for b in same[i + 1:]]
    if re.search(rf"(?<![\w.]){re.escape(q.text)}\b[^,;.]{{0,30}}?\b{_COMPARATIVE}\b", hypothesis, re.IGNORECASE) \
            and any(close(abs(a.value - b.value), q.value) for a, b in pairs):
        return True
    if _ADDED.search(premise) and any(close(a.value + b.value, q.value) and not _reached(premise, a)
                                      and not _reached(premise, b) for a, b in pairs):
        return True
    if re.search(r"\beach\b", premise, re.IGNORECASE) and _WHOLE.search(hypothesis):
        counts = [p for p in pq if p.kind == "count" and p.unit and 2 <= p.value <= 10_000]
        return any(converts(n.value * p.value, p.unit, q.value, q.unit) or (p.key() == q.key() and close(
            n.value * p.value, q.value)) for n in counts for p in pq if p.kind == q.kind and p is not n)
    return False
